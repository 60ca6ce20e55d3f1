import asyncio
import os
import subprocess
import sys
from decimal import Decimal

import pytest
from sqlalchemy import select, update

from api.core.db import unit_of_work
from api.core.errors import Unprocessable
from api.credits import service, texts
from api.models import CreditEntry, User

ADJUST = "/api/admin/credits/adjustments/"


async def make_superuser(sessionmaker, user_id: int) -> None:
    async with unit_of_work(sessionmaker) as session:
        await session.execute(update(User).where(User.id == user_id).values(is_superuser=True))


async def last_entry(sessionmaker, user_id: int) -> CreditEntry:
    async with sessionmaker() as session:
        return await session.scalar(
            select(CreditEntry).where(CreditEntry.user_id == user_id).order_by(CreditEntry.id.desc()).limit(1)
        )


async def test_superuser_grants_and_revokes_with_a_reason(sign_up, sessionmaker):
    admin, customer = await sign_up(), await sign_up()
    await make_superuser(sessionmaker, admin.user_id)
    body = {"email": customer.email.upper(), "amount": "25", "reason": "Kompensacija už klaidą"}
    granted = await admin.client.post(ADJUST, json=body)
    assert granted.status_code == 200, granted.text
    assert granted.json()["credits"] == "75.00"
    assert granted.json()["entry"]["kind"] == "adjustment"
    revoked = await admin.client.post(
        ADJUST, json={**body, "amount": "-0.5", "reason": "Dvigubas grąžinimas"}
    )
    assert revoked.json()["credits"] == "74.50"
    entry = await last_entry(sessionmaker, customer.user_id)
    assert (entry.amount, entry.reason, entry.reference) == (
        Decimal("-0.50"),
        "Dvigubas grąžinimas",
        f"admin:{admin.email}",
    )
    assert (await customer.client.get("/api/credits/ledger/")).json()["results"][0][
        "reason"
    ] == "Dvigubas grąžinimas"


async def test_adjustment_is_refused_without_reason_or_with_a_bad_amount(sign_up, sessionmaker):
    admin, customer = await sign_up(), await sign_up()
    await make_superuser(sessionmaker, admin.user_id)
    for amount, reason, message in [
        ("10", "  ", texts.ADJUSTMENT_REASON_REQUIRED),
        ("0", "Niekas", texts.ADJUSTMENT_AMOUNT_INVALID),
        ("0.001", "Per smulku", texts.ADJUSTMENT_AMOUNT_INVALID),
    ]:
        response = await admin.client.post(
            ADJUST, json={"email": customer.email, "amount": amount, "reason": reason}
        )
        assert response.status_code == 422, amount
        assert response.json()["error"] == message
    assert (await customer.client.get("/api/me/")).json()["credits"] == "50.00"


def test_amounts_that_are_not_finite_numbers_are_refused():
    for amount in ("NaN", "Infinity", "-Infinity"):
        with pytest.raises(Unprocessable):
            service.check_adjustment(Decimal(amount), "Priežastis")


async def test_revoking_more_than_the_balance_is_refused(sign_up, sessionmaker):
    admin, customer = await sign_up(), await sign_up()
    await make_superuser(sessionmaker, admin.user_id)
    response = await admin.client.post(
        ADJUST, json={"email": customer.email, "amount": "-50.01", "reason": "Klaida"}
    )
    assert response.status_code == 402
    assert response.json()["error"] == texts.ADJUSTMENT_BELOW_ZERO


async def test_unknown_email_is_not_found(sign_up, sessionmaker):
    admin = await sign_up()
    await make_superuser(sessionmaker, admin.user_id)
    response = await admin.client.post(
        ADJUST, json={"email": "niekas@example.lt", "amount": "5", "reason": "x"}
    )
    assert response.status_code == 404
    assert response.json()["error"] == texts.USER_NOT_FOUND


async def test_only_superusers_adjust(sign_up):
    user = await sign_up()
    response = await user.client.post(ADJUST, json={"email": user.email, "amount": "1000", "reason": "Sau"})
    assert response.status_code == 403
    assert (await user.client.get("/api/me/")).json()["credits"] == "50.00"


def cli(database_url: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DOKSKENAS_ENV": "test", "DOKSKENAS_DATABASE_URL": database_url}
    return subprocess.run(
        [sys.executable, "-m", "api.credits.cli", "credits", "adjust", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


async def test_cli_grants_and_revokes(sign_up, settings, sessionmaker):
    user = await sign_up()
    granted = await asyncio.to_thread(cli, settings.database_url, user.email, "12.5", "--reason", "Akcija")
    assert granted.returncode == 0, granted.stderr
    assert "62.50" in granted.stdout
    revoked = await asyncio.to_thread(cli, settings.database_url, user.email, "-2.5", "--reason", "Pataisa")
    assert revoked.returncode == 0, revoked.stderr
    entry = await last_entry(sessionmaker, user.user_id)
    assert (entry.kind, entry.amount, entry.balance_after, entry.reason) == (
        "adjustment",
        Decimal("-2.50"),
        Decimal("60.00"),
        "Pataisa",
    )
    assert entry.reference.startswith("cli:")


async def test_cli_refuses_without_a_reason(sign_up, settings):
    user = await sign_up()
    missing = await asyncio.to_thread(cli, settings.database_url, user.email, "5")
    assert missing.returncode == 2
    assert "--reason" in missing.stderr
    blank = await asyncio.to_thread(cli, settings.database_url, user.email, "5", "--reason", " ")
    assert blank.returncode == 1
    assert texts.ADJUSTMENT_REASON_REQUIRED in blank.stderr
    assert (await user.client.get("/api/me/")).json()["credits"] == "50.00"
