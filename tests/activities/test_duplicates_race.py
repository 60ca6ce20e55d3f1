"""Copies of one invoice processed at the same time: the steps of every copy run side by side on
real PostgreSQL, as several workers run them, and exactly one copy is charged."""

import asyncio
from decimal import Decimal

from sqlalchemy import func, select, text
from temporalio.testing import ActivityEnvironment

from activities.classify import ClassifyActivities
from activities.draft import save_parts
from activities.persist import PersistActivities
from activities.settle import SettleActivities
from api.core.db import unit_of_work
from api.credits import ledger
from api.documents import repository
from api.models import CreditKind, Document, User
from tests.activities.test_database_steps import part
from tests.pipeline import document_with_reservation, ledger_rows
from workflows.contracts import DUPLICATE, DocumentRef, SettleInput

COPIES = 8


async def copies(sessionmaker, store, user_id: int | None = None) -> list[Document]:  # type: ignore[no-untyped-def]
    """COPIES uploads of one invoice: the first half the same file, the rest padded copies (another
    hash), one of them a scan whose seller code and number OCR spaced out differently."""
    first = await document_with_reservation(sessionmaker, user_id)
    async with unit_of_work(sessionmaker) as session:
        await ledger.post(session, first.user_id, ledger.Movement(CreditKind.GRANT, Decimal(COPIES), "test"))
    documents = [first] + [
        await document_with_reservation(sessionmaker, first.user_id) for _ in range(COPIES - 1)
    ]
    async with unit_of_work(sessionmaker) as session:
        for index, document in enumerate(documents):
            row = await session.get(Document, document.id)
            row.file_sha256 = ("a" * 64) if index < COPIES // 2 else f"{index:064d}"
    for index, document in enumerate(documents):
        scan = index == COPIES - 1
        invoice = part("DS 0042" if scan else "0042", seller_id="305 000 007" if scan else "305000007")
        invoice.values["document_series"] = None if scan else "DS"
        save_parts(store, document.id, [invoice])
    return documents


async def run_side_by_side(step, documents, make_input=DocumentRef):  # type: ignore[no-untyped-def]
    return await asyncio.gather(*(ActivityEnvironment().run(step, make_input(d.id)) for d in documents))


async def test_copies_processed_at_once_are_charged_once(sessionmaker, store, settings):
    documents = await copies(sessionmaker, store)

    classified = await run_side_by_side(ClassifyActivities(store, sessionmaker).classify, documents)
    await run_side_by_side(PersistActivities(store, sessionmaker).persist, documents)
    settle = SettleActivities(store, sessionmaker, settings).settle
    # each with its classify verdict, as the workflow passes it (rules.rejection_of)
    results = await asyncio.gather(
        *(
            ActivityEnvironment().run(settle, SettleInput(d.id, verdict.verdicts[0].rejection))
            for d, verdict in zip(documents, classified, strict=True)
        )
    )

    assert sum(result.charged for result in results) == 1
    async with sessionmaker() as session:
        rows = {d.id: await session.get(Document, d.id, populate_existing=True) for d in documents}
        balance = await session.scalar(select(User.credits).where(User.id == documents[0].user_id))
    charged = [row for row in rows.values() if row.status == "completed"]
    rejected = [row for row in rows.values() if row.status == "rejected"]
    assert len(charged) == 1 and len(rejected) == COPIES - 1
    for row in rejected:
        assert row.rejection_code == DUPLICATE
        assert row.error_message.startswith("Dublikatas: šis dokumentas jau įkeltas")
        # the classify step may name an earlier copy still in progress; the settle step the charged one
        assert row.duplicate_of_id in rows
        assert await ledger_rows(sessionmaker, row.id) == ["reserve", "release"]
    # 10 granted by the helper, COPIES more, one credit charged
    assert balance == Decimal(10 + COPIES - 1)


async def test_a_copy_settled_later_is_rejected_even_when_classify_let_it_through(
    sessionmaker, store, settings
):
    """The settle step alone (the classify verdict was clean for both) keeps a scan of a charged PDF
    from being charged: seller + series + number decide."""
    documents = (await copies(sessionmaker, store))[COPIES - 2 :]
    settle = SettleActivities(store, sessionmaker, settings).settle
    await run_side_by_side(PersistActivities(store, sessionmaker).persist, documents)

    first = await ActivityEnvironment().run(settle, SettleInput(documents[0].id))
    second = await ActivityEnvironment().run(settle, SettleInput(documents[1].id))

    assert (first.charged, second.charged) == (True, False)
    async with sessionmaker() as session:
        scan = await session.get(Document, documents[1].id)
    assert (scan.rejection_code, scan.duplicate_of_id) == (DUPLICATE, documents[0].id)


async def test_classify_decides_under_the_document_row_lock(sessionmaker, store):
    """A retried classify waits for the attempt that holds the row instead of deciding beside it."""
    document = (await copies(sessionmaker, store))[0]
    async with sessionmaker() as holder:
        await repository.locked(holder, document.id)
        attempt = asyncio.create_task(
            ActivityEnvironment().run(
                ClassifyActivities(store, sessionmaker).classify, DocumentRef(document.id)
            )
        )
        await wait_for_a_lock_waiter(sessionmaker)
        assert not attempt.done()
        await holder.rollback()
    assert len((await attempt).verdicts) == 1


async def wait_for_a_lock_waiter(sessionmaker) -> None:  # type: ignore[no-untyped-def]
    """Until PostgreSQL shows a session of this database waiting for a row lock (bounded)."""
    for _ in range(500):
        async with sessionmaker() as session:
            waiting = await session.scalar(
                select(func.count())
                .select_from(text("pg_stat_activity"))
                .where(text("datname = current_database() AND wait_event_type = 'Lock'"))
            )
        if waiting:
            return
        await asyncio.sleep(0.02)
    raise AssertionError("nobody waited for the row lock")
