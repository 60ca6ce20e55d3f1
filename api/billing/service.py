"""Credit checkout through Stripe Checkout, and the webhook that turns a paid Checkout Session into
credits. The webhook verifies, stores the event once and grants once: the purchase row's idempotency key
is the Checkout Session id, so the `completed` and `async_payment_succeeded` events of one payment, in
any order, repeated or concurrent, add its credits exactly once."""

import logging
from decimal import Decimal
from enum import StrEnum
from typing import Any

import stripe
from prometheus_client import Counter
from sqlalchemy.ext.asyncio import AsyncSession
from stripe import StripeClient

from api.billing import packages, repository, texts
from api.core.config import Settings
from api.core.errors import AppError, BadRequest
from api.credits import ledger
from api.models import CreditKind, User

logger = logging.getLogger(__name__)

# Both mean "this Checkout Session is paid"; the second follows a `completed` that was still unpaid.
PAYMENT_EVENTS = frozenset({"checkout.session.completed", "checkout.session.async_payment_succeeded"})


class Outcome(StrEnum):
    GRANTED = "granted"
    ALREADY_GRANTED = "already_granted"
    DUPLICATE_EVENT = "duplicate_event"
    AWAITING_PAYMENT = "awaiting_payment"
    REFUSED = "refused"
    IGNORED = "ignored"


WEBHOOK_EVENTS = Counter(
    "dokskenas_billing_webhook_events_total", "Verified Stripe webhook events by outcome", ["outcome"]
)


class PaymentProviderError(AppError):
    status_code = 502
    code = "payment_provider_error"


def purchase_key(checkout_session_id: str) -> str:
    return f"purchase:checkout_session:{checkout_session_id}"


async def create_checkout(client: StripeClient, settings: Settings, user: User, price_id: str) -> str:
    """The address of a new Stripe-hosted payment page for one package."""
    package = packages.by_price_id(settings, price_id)
    if package is None:
        raise BadRequest(texts.UNKNOWN_PACKAGE, code="unknown_package")
    papildyti = f"{settings.public_url.rstrip('/')}/papildyti"
    metadata = {"user_id": str(user.id), "package": str(package.credits)}
    try:
        checkout = await client.v1.checkout.sessions.create_async(
            {
                "mode": "payment",
                "line_items": [{"price": package.price_id, "quantity": 1}],
                "client_reference_id": str(user.id),
                "customer_email": user.email,
                "metadata": metadata,
                "locale": "lt",
                "success_url": f"{papildyti}?success=1",
                "cancel_url": f"{papildyti}?canceled=1",
            }
        )
    except stripe.StripeError as exc:
        logger.error("Stripe refused a Checkout Session for user %s: %s", user.id, exc)
        raise PaymentProviderError(texts.CHECKOUT_FAILED) from exc
    if not checkout.url:
        raise PaymentProviderError(texts.CHECKOUT_FAILED)
    return checkout.url


async def receive_webhook(
    session: AsyncSession, client: StripeClient, settings: Settings, payload: bytes, signature: str | None
) -> Outcome:
    """Verify, store once, and act on the event in the same transaction as its stored row."""
    try:
        event = client.construct_event(payload, signature, settings.stripe_webhook_secret)
    except (ValueError, stripe.SignatureVerificationError) as exc:
        logger.warning("Stripe webhook refused: %s", exc)
        raise BadRequest(texts.BAD_SIGNATURE, code="bad_signature") from exc
    body = event.to_dict(for_json=True)
    if not await repository.store_event(session, event.id, event.type, body):
        outcome = Outcome.DUPLICATE_EVENT
    else:
        outcome = await _act(session, settings, event.type, body["data"]["object"])
        await repository.mark_processed(session, event.id)
    logger.info("Stripe event %s (%s): %s", event.id, event.type, outcome)
    WEBHOOK_EVENTS.labels(outcome.value).inc()
    return outcome


async def _act(session: AsyncSession, settings: Settings, event_type: str, obj: dict[str, Any]) -> Outcome:
    if event_type not in PAYMENT_EVENTS:
        return Outcome.IGNORED
    if obj.get("payment_status") != "paid":
        return Outcome.AWAITING_PAYMENT
    return await grant_purchase(session, settings, obj)


async def grant_purchase(session: AsyncSession, settings: Settings, checkout: dict[str, Any]) -> Outcome:
    """Add the package's credits for a paid Checkout Session, once. A session that does not match a
    package exactly (user, package, amount, currency) is refused and logged for a person to look at."""
    checkout_id = checkout["id"]
    package_credits = str((checkout.get("metadata") or {}).get("package", ""))
    package = packages.by_credits(settings, int(package_credits)) if package_credits.isdigit() else None
    user_id = str(checkout.get("client_reference_id") or "")
    if package is None or not user_id.isdigit():
        logger.error("Checkout Session %s names no known package or user; not granted", checkout_id)
        return Outcome.REFUSED
    paid = (checkout.get("amount_total"), checkout.get("currency"))
    if paid != (package.amount_cents, packages.CURRENCY):
        logger.error(
            "Checkout Session %s paid %s %s for the %s-credit package (expected %s %s); not granted",
            checkout_id,
            *paid,
            package.credits,
            package.amount_cents,
            packages.CURRENCY,
        )
        return Outcome.REFUSED
    movement = ledger.Movement(
        kind=CreditKind.PURCHASE,
        amount=Decimal(package.credits),
        reason=texts.purchase_reason(package.credits),
        reference=checkout_id,
        idempotency_key=purchase_key(checkout_id),
    )
    try:
        entry = await ledger.post(session, int(user_id), movement)
    except LookupError:
        logger.error(
            "Checkout Session %s is for user %s, who no longer exists; not granted", checkout_id, user_id
        )
        return Outcome.REFUSED
    return Outcome.GRANTED if entry is not None else Outcome.ALREADY_GRANTED
