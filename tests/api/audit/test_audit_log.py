"""The audit log on the real app and database: what is written (sign-ins, password resets, exports,
credit movements), in the transaction of its action, never a password or a token, and shown only to
its owner, newest first, page by page."""

import json
from decimal import Decimal

from sqlalchemy import select

from api.core.db import unit_of_work
from api.credits import ledger
from api.models import AuditEvent, CreditKind
from tests.api.auth.test_password_reset import CONFIRM, NEW_PASSWORD, request_link
from tests.api.exports.test_export_endpoints import EXPORT, add_document
from tests.conftest import PASSWORD

AUDIT = "/api/audit-log/"
CLIENT_IP = "10.77.0.5"


async def actions(client, **params) -> list[str]:
    response = await client.get(AUDIT, params=params)
    assert response.status_code == 200, response.text
    return [entry["action"] for entry in response.json()["results"]]


async def stored_rows(sessionmaker, user_id: int) -> list[AuditEvent]:
    async with sessionmaker() as session:
        return list(
            (
                await session.scalars(
                    select(AuditEvent).where(AuditEvent.user_id == user_id).order_by(AuditEvent.id)
                )
            ).all()
        )


async def test_sign_ins_that_succeed_and_fail_are_listed_newest_first_with_the_address(sign_up, make_client):
    user = await sign_up()
    browser = make_client(CLIENT_IP)
    assert (
        await browser.post("/api/token/", json={"email": user.email, "password": "Blogas123"})
    ).status_code == 401
    assert (
        await browser.post("/api/token/", json={"email": user.email, "password": PASSWORD})
    ).status_code == 200
    page = (await browser.get(AUDIT)).json()
    assert [(e["action"], e["ip"]) for e in page["results"][:2]] == [
        ("auth.sign_in", CLIENT_IP),
        ("auth.sign_in_failed", CLIENT_IP),
    ]
    assert page["results"][0]["created_at"] >= page["results"][1]["created_at"]


async def test_registration_credits_are_a_credit_movement(sign_up):
    user = await sign_up()
    [entry] = (await user.client.get(AUDIT)).json()["results"]
    assert entry["action"] == "credits.grant"
    assert entry["details"] == {
        "amount": "50",
        "balance_after": "50.00",
        "reason": "Registracijos dovana",
        "document_id": None,
    }


async def test_purchases_and_refunds_are_written_with_their_ledger_row(sign_up, sessionmaker):
    user = await sign_up()
    async with unit_of_work(sessionmaker) as session:
        await ledger.post(
            session,
            user.user_id,
            ledger.Movement(
                CreditKind.PURCHASE, Decimal(100), "Kreditų pirkimas", idempotency_key="cs_audit_1"
            ),
        )
        await ledger.reserve(session, user.user_id, document_id=987654, cost=Decimal("1.3"))
        await ledger.settle(session, user.user_id, document_id=987654, charge=False)
    assert (await actions(user.client))[:3] == ["credits.release", "credits.reserve", "credits.purchase"]


async def test_an_action_that_rolls_back_leaves_no_entry(sign_up, sessionmaker):
    user = await sign_up()
    before = await stored_rows(sessionmaker, user.user_id)
    try:
        async with unit_of_work(sessionmaker) as session:
            await ledger.post(
                session, user.user_id, ledger.Movement(CreditKind.PURCHASE, Decimal(5), "Atšaukta")
            )
            raise RuntimeError("the payment's transaction fails after the movement")
    except RuntimeError:
        pass
    assert [r.id for r in await stored_rows(sessionmaker, user.user_id)] == [r.id for r in before]


async def test_an_export_is_written_with_its_format_and_documents(sign_up, sessionmaker):
    user = await sign_up(company=True, program="centas")
    document_id = await add_document(sessionmaker, user.user_id)
    assert (await user.client.post(EXPORT, json={"ids": [document_id]})).status_code == 200
    entry = (await user.client.get(AUDIT)).json()["results"][0]
    assert entry["action"] == "export.documents"
    assert entry["details"] == {"format": "centas", "documents": 1, "ids": [document_id]}


async def test_a_refused_export_leaves_no_entry(sign_up, sessionmaker):
    user = await sign_up(company=True, program="centas")
    document_id = await add_document(sessionmaker, user.user_id, status="processing")
    assert (await user.client.post(EXPORT, json={"ids": [document_id]})).status_code == 422
    assert "export.documents" not in await actions(user.client)


async def test_a_password_reset_is_written_and_no_password_or_token_is_ever_stored(
    sign_up, make_client, mail_catcher, sessionmaker
):
    user = await sign_up()
    browser = make_client(CLIENT_IP)
    await browser.post("/api/token/", json={"email": user.email, "password": "Klaidingas1"})
    token = await request_link(browser, mail_catcher, user.email)
    assert (await browser.post(CONFIRM, json={"token": token, "password": NEW_PASSWORD})).status_code == 200
    assert (await actions(browser))[:2] == ["auth.password_reset", "auth.password_reset_requested"]
    stored = json.dumps([(r.action, r.details, r.ip) for r in await stored_rows(sessionmaker, user.user_id)])
    for secret in (token, PASSWORD, NEW_PASSWORD, "Klaidingas1"):
        assert secret not in stored


async def test_a_user_never_sees_another_users_entries(sign_up, make_client):
    owner, stranger = await sign_up(), await sign_up()
    for _ in range(3):
        await make_client().post("/api/token/", json={"email": owner.email, "password": "Blogas123"})
    owners = (await owner.client.get(AUDIT)).json()
    strangers = (await stranger.client.get(AUDIT, params={"page_size": 200})).json()
    assert owners["count"] == 4 and strangers["count"] == 1
    assert {e["id"] for e in owners["results"]}.isdisjoint({e["id"] for e in strangers["results"]})
    assert [e["action"] for e in strangers["results"]] == ["credits.grant"]


async def test_pages_follow_each_other_newest_first(sign_up, make_client):
    user = await sign_up()
    for _ in range(4):
        await make_client().post("/api/token/", json={"email": user.email, "password": PASSWORD})
    first = (await user.client.get(AUDIT, params={"page_size": 2})).json()
    assert first["count"] == 5 and first["previous"] is None and "page=2" in first["next"]
    second = (await user.client.get(first["next"])).json()
    third = (await user.client.get(second["next"])).json()
    ids = [e["id"] for page in (first, second, third) for e in page["results"]]
    assert ids == sorted(ids, reverse=True) and len(ids) == 5
    assert third["next"] is None and third["results"][0]["action"] == "credits.grant"


async def test_the_log_needs_a_session(client):
    assert (await client.get(AUDIT)).status_code == 401
