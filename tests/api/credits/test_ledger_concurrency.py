"""Whatever the interleaving of concurrent transactions, the ledger keeps its invariants: the balance
never goes below zero, it equals the sum of the rows, each row's balance_after continues the previous
one, and a document is settled at most once. Real PostgreSQL, one connection per transaction; every
transaction loads the user first, as a request does, and only then do they all go on together, so each
one's copy of the balance is stale by the time it takes the lock. A reservation first inserts its
document, as an upload does, so the row lock must also get along with the foreign key's share lock."""

import asyncio
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st
from sqlalchemy import select

from api.core.db import unit_of_work
from api.core.errors import InsufficientCredits
from api.credits import ledger
from api.models import CreditEntry, CreditKind, Document, User
from tests.conftest import unique_email

reserve = st.tuples(st.just("reserve"), st.sampled_from([Decimal("1"), Decimal("1.3")]))
settle = st.tuples(st.just("settle"), st.integers(0, 15), st.booleans())
grant = st.tuples(st.just("grant"), st.sampled_from([Decimal("0.5"), Decimal("1.3"), Decimal("5")]))
revoke = st.tuples(st.just("revoke"), st.sampled_from([Decimal("1"), Decimal("2.6")]))
# Each operation holds a pooled connection while it waits for the others: stay under the pool's 15.
operations = st.lists(
    st.tuples(st.one_of(reserve, settle, grant, revoke), st.integers(0, 3)), min_size=1, max_size=12
)
starting_balance = st.integers(0, 40).map(lambda tenths: Decimal(tenths) / 10)


async def new_user(sessionmaker, balance: Decimal) -> int:
    async with unit_of_work(sessionmaker) as session:
        user = User(email=unique_email("ledger"), password_hash="-")
        session.add(user)
        await session.flush()
        if balance:
            movement = ledger.Movement(kind=CreditKind.GRANT, amount=balance, reason="Pradžia")
            await ledger.post(session, user.id, movement)
        return user.id


async def new_document(session, user_id: int) -> int:
    document = Document(
        user_id=user_id,
        scan_type="sumiskai",
        original_filename="saskaita.pdf",
        content_type="application/pdf",
        file_size=1,
        file_sha256="0" * 64,
        storage_key="",
    )
    session.add(document)
    await session.flush()
    return document.id


async def run(
    sessionmaker, user_id: int, operation: tuple, documents: list[int], start: asyncio.Barrier, delay: int
) -> None:
    """One operation in its own transaction. `documents` is shared: reservations add their document,
    a settlement picks one of those so far (or finds none)."""
    async with unit_of_work(sessionmaker) as session:
        # Held for the whole transaction, as a request holds CurrentUser.
        user = await session.get_one(User, user_id)
        await start.wait()
        for _ in range(delay):
            await asyncio.sleep(0)
        kind = operation[0]
        try:
            if kind == "reserve":
                document_id = await new_document(session, user.id)
                documents.append(document_id)
                await ledger.reserve(session, user.id, document_id, operation[1])
            elif kind == "settle":
                if documents:
                    chosen = documents[operation[1] % len(documents)]
                    await ledger.settle(session, user.id, chosen, charge=operation[2])
            else:
                amount = operation[1] if kind == "grant" else -operation[1]
                movement = ledger.Movement(kind=CreditKind.ADJUSTMENT, amount=amount, reason=kind)
                await ledger.post(session, user.id, movement)
        except InsufficientCredits:
            pass


@settings(max_examples=40, deadline=None, database=None)
@given(balance=starting_balance, ops=operations)
async def test_any_interleaving_keeps_the_ledger_exact(sessionmaker, balance, ops):
    user_id = await new_user(sessionmaker, balance)
    documents: list[int] = []
    start = asyncio.Barrier(len(ops))
    await asyncio.gather(
        *(run(sessionmaker, user_id, operation, documents, start, delay) for operation, delay in ops)
    )

    async with sessionmaker() as session:
        user = await session.get_one(User, user_id)
        rows = list(
            await session.scalars(
                select(CreditEntry).where(CreditEntry.user_id == user_id).order_by(CreditEntry.id)
            )
        )
    assert user.credits >= 0
    assert user.credits == sum((row.amount for row in rows), Decimal(0))
    running = Decimal(0)
    for row in rows:
        running += row.amount
        assert row.balance_after == running >= 0
    reserved = {row.document_id: row.amount for row in rows if row.kind == "reserve"}
    settled = [row for row in rows if row.kind in ("charge", "release")]
    assert len({row.document_id for row in settled}) == len(settled)
    for row in settled:
        assert row.document_id in reserved
        assert row.amount == (0 if row.kind == "charge" else -reserved[row.document_id])
