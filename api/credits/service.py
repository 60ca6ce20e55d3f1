"""Rules around the ledger: what the subscription gate is told, and administrators' adjustments."""

from decimal import Decimal
from enum import StrEnum

from sqlalchemy.ext.asyncio import AsyncSession

from api.core.config import Settings
from api.core.errors import InsufficientCredits, NotFound, Unprocessable
from api.core.users import normalise_email, user_by_email
from api.credits import ledger, repository, texts
from api.models import CreditEntry, CreditKind, User

# Numeric(12, 2): the largest change a single row can carry.
MAX_ADJUSTMENT = Decimal("9999999999.99")


class SubscriptionStatus(StrEnum):
    """The spec's gate values, read for prepaid credits (docs/credits.md explains each one). The
    server sends only the first four; the others exist so the contract names every value the gate knows."""

    ACTIVE = "active"
    TRIAL = "trial"
    TRIAL_EXPIRED = "trial_expired"
    EXPIRED = "expired"
    CANCELED = "canceled"
    CANCELED_EXPIRED = "canceled_expired"
    UNKNOWN = "unknown"


def cheapest_scan(settings: Settings) -> Decimal:
    return min(settings.credits_sumiskai, settings.credits_detaliai)


def subscription_status(balance: Decimal, has_purchased: bool, cheapest: Decimal) -> SubscriptionStatus:
    can_scan = balance >= cheapest
    if has_purchased:
        return SubscriptionStatus.ACTIVE if can_scan else SubscriptionStatus.EXPIRED
    return SubscriptionStatus.TRIAL if can_scan else SubscriptionStatus.TRIAL_EXPIRED


async def status_of(session: AsyncSession, settings: Settings, user: User) -> SubscriptionStatus:
    bought = await repository.has_purchased(session, user.id)
    return subscription_status(user.credits, bought, cheapest_scan(settings))


def check_adjustment(amount: Decimal, reason: str) -> None:
    if not reason.strip():
        raise Unprocessable(texts.ADJUSTMENT_REASON_REQUIRED)
    exponent = amount.as_tuple().exponent
    if (
        not amount.is_finite()
        or amount == 0
        or abs(amount) > MAX_ADJUSTMENT
        or (isinstance(exponent, int) and exponent < -2)
    ):
        raise Unprocessable(texts.ADJUSTMENT_AMOUNT_INVALID)


async def adjust(
    session: AsyncSession, email: str, amount: Decimal, reason: str, *, by: str
) -> tuple[User, CreditEntry]:
    """Grant (positive) or revoke (negative) credits by hand; never below a zero balance. `by` names
    who did it and is kept as the row's reference."""
    check_adjustment(amount, reason)
    try:
        user = await user_by_email(session, normalise_email(email))
    except ValueError:
        user = None
    if user is None:
        raise NotFound(texts.USER_NOT_FOUND)
    movement = ledger.Movement(kind=CreditKind.ADJUSTMENT, amount=amount, reason=reason.strip(), reference=by)
    try:
        entry = await ledger.post(session, user.id, movement)
    except InsufficientCredits as exc:
        raise InsufficientCredits(texts.ADJUSTMENT_BELOW_ZERO) from exc
    assert entry is not None, "a movement without an idempotency key always goes in"
    return user, entry
