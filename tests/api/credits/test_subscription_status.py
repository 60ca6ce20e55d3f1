from decimal import Decimal

import pytest

from api.core.db import unit_of_work
from api.credits import ledger
from api.credits.service import SubscriptionStatus, subscription_status
from api.models import CreditKind


@pytest.mark.parametrize(
    ("balance", "has_purchased", "expected"),
    [
        (Decimal("50"), False, SubscriptionStatus.TRIAL),
        (Decimal("1"), False, SubscriptionStatus.TRIAL),
        (Decimal("0.99"), False, SubscriptionStatus.TRIAL_EXPIRED),
        (Decimal("0"), False, SubscriptionStatus.TRIAL_EXPIRED),
        (Decimal("100"), True, SubscriptionStatus.ACTIVE),
        (Decimal("1"), True, SubscriptionStatus.ACTIVE),
        (Decimal("0.7"), True, SubscriptionStatus.EXPIRED),
    ],
)
def test_status_depends_on_a_purchase_and_enough_for_the_cheapest_scan(balance, has_purchased, expected):
    assert subscription_status(balance, has_purchased, cheapest=Decimal("1")) is expected


async def move(sessionmaker, user_id: int, kind: CreditKind, amount: str) -> None:
    async with unit_of_work(sessionmaker) as session:
        await ledger.post(session, user_id, ledger.Movement(kind=kind, amount=Decimal(amount), reason="test"))


async def status(client) -> dict:
    response = await client.get("/api/subscription-status/")
    assert response.status_code == 200
    return response.json()


async def test_a_user_goes_from_trial_to_active_and_expired(sign_up, sessionmaker):
    user = await sign_up()
    assert await status(user.client) == {"status": "trial", "credits": "50.00"}
    await move(sessionmaker, user.user_id, CreditKind.ADJUSTMENT, "-49.5")
    assert (await status(user.client))["status"] == "trial_expired"
    await move(sessionmaker, user.user_id, CreditKind.PURCHASE, "100")
    assert await status(user.client) == {"status": "active", "credits": "100.50"}
    await move(sessionmaker, user.user_id, CreditKind.ADJUSTMENT, "-100")
    assert (await status(user.client))["status"] == "expired"


async def test_subscription_status_needs_a_signed_in_user(client):
    assert (await client.get("/api/subscription-status/")).status_code == 401
