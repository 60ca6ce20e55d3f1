"""The credit ledger: the one place that changes a user's credits.

Every change is a new row and the cached balance on `users.credits` moves in the same transaction,
under a row lock on the user, so concurrent requests serialise and the balance always equals the
sum of the rows. An idempotency key makes a repeated call (a retried activity, a re-delivered Stripe
event) a no-op that returns None."""

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from api.audit import repository as audit
from api.core.errors import InsufficientCredits
from api.models import CreditEntry, CreditKind, User
from api.models.audit_event import credit_action


@dataclass(frozen=True)
class Movement:
    kind: CreditKind
    amount: Decimal
    reason: str
    reference: str | None = None
    document_id: int | None = None
    idempotency_key: str | None = None


async def lock_user(session: AsyncSession, user_id: int) -> User:
    """The user row, locked, with the balance as committed now.

    FOR NO KEY UPDATE (key_share) serialises ledger movements of one user but, unlike FOR UPDATE, does
    not wait for the key-share locks that inserting rows referencing the user takes: an upload inserts
    its documents before it reserves, and two parallel uploads would otherwise deadlock.
    populate_existing, because the request usually loaded the user before taking the lock and would
    otherwise build on a stale balance."""
    user = await session.scalar(
        select(User)
        .where(User.id == user_id)
        .with_for_update(of=User, key_share=True)
        .execution_options(populate_existing=True)
    )
    if user is None:
        raise LookupError(f"user {user_id} does not exist")
    return user


async def post(
    session: AsyncSession, user_id: int, movement: Movement, *, allow_negative: bool = False
) -> CreditEntry | None:
    """Append one movement and move the cached balance; None if its idempotency key was used before.
    A movement that would take the balance below zero raises InsufficientCredits, unless allowed
    (an administrator's correction may)."""
    user = await lock_user(session, user_id)
    new_balance = user.credits + movement.amount
    if new_balance < 0 and movement.amount < 0 and not allow_negative:
        raise InsufficientCredits()
    inserted: CreditEntry | None = await session.scalar(
        insert(CreditEntry)
        .values(
            user_id=user_id,
            kind=movement.kind.value,
            amount=movement.amount,
            balance_after=new_balance,
            reason=movement.reason,
            reference=movement.reference,
            document_id=movement.document_id,
            idempotency_key=movement.idempotency_key,
        )
        .on_conflict_do_nothing(index_elements=[CreditEntry.idempotency_key])
        .returning(CreditEntry)
    )
    if inserted is None:
        return None
    user.credits = new_balance
    details = {
        "amount": str(movement.amount),
        "balance_after": str(new_balance),
        "reason": movement.reason,
        "document_id": movement.document_id,
    }
    await audit.record(session, user_id, credit_action(movement.kind.value), details)
    return inserted


async def entry_by_key(session: AsyncSession, idempotency_key: str) -> CreditEntry | None:
    return await session.scalar(select(CreditEntry).where(CreditEntry.idempotency_key == idempotency_key))


def reserve_key(document_id: int) -> str:
    return f"reserve:document:{document_id}"


def settle_key(document_id: int) -> str:
    """One key for both endings, so a document is either charged or released, once."""
    return f"settle:document:{document_id}"


async def reserve(session: AsyncSession, user_id: int, document_id: int, cost: Decimal) -> CreditEntry | None:
    """Take the scan's cost off the balance at upload; InsufficientCredits if it is not there."""
    return await post(
        session,
        user_id,
        Movement(
            kind=CreditKind.RESERVE,
            amount=-cost,
            reason="Rezervuota dokumento apdorojimui",
            document_id=document_id,
            idempotency_key=reserve_key(document_id),
        ),
    )


async def settle(
    session: AsyncSession, user_id: int, document_id: int, *, charge: bool
) -> CreditEntry | None:
    """Turn the document's reservation into a charge (nothing moves: it was taken at upload) or give it
    back. None when the document was settled before or never reserved."""
    reservation = await entry_by_key(session, reserve_key(document_id))
    if reservation is None:
        return None
    movement = Movement(
        kind=CreditKind.CHARGE if charge else CreditKind.RELEASE,
        amount=Decimal(0) if charge else -reservation.amount,
        reason="Dokumentas apdorotas" if charge else "Rezervacija grąžinta",
        document_id=document_id,
        idempotency_key=settle_key(document_id),
    )
    return await post(session, user_id, movement)
