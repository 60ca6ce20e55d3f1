"""Dashboard statistics on a history of our own (its own database): periods are calendar days in
Vilnius, so an upload at 00:10 local time on 1 March counts for 1 March although it is still
28 February in UTC; the 7- and 30-day periods include today and cross month ends."""

import secrets
from collections.abc import AsyncIterator, Iterator
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from api.admin.stats import dashboard_stats
from api.core.db import make_engine, make_sessionmaker, unit_of_work
from api.devstack import stack
from api.models import Document, User

VILNIUS = ZoneInfo("Europe/Vilnius")


def local(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=VILNIUS)  # type: ignore[misc]


@pytest.fixture(scope="module")
def stats_database() -> Iterator[str]:
    with stack.scratch_database("test", "dokskenas_stats") as url:
        yield url


@pytest.fixture
async def history(stats_database: str) -> AsyncIterator[async_sessionmaker[AsyncSession]]:
    engine = make_engine(stats_database)
    sessionmaker = make_sessionmaker(engine)
    async with unit_of_work(sessionmaker) as session:
        await session.execute(text("TRUNCATE users CASCADE"))
    yield sessionmaker
    await engine.dispose()


async def add_users(sessionmaker: async_sessionmaker[AsyncSession], *created: datetime) -> list[int]:
    async with unit_of_work(sessionmaker) as session:
        users = [
            User(email=f"u{n}.{secrets.token_hex(3)}@example.lt", password_hash="x", created_at=at)
            for n, at in enumerate(created)
        ]
        session.add_all(users)
        await session.flush()
        return [user.id for user in users]


async def add_documents(
    sessionmaker: async_sessionmaker[AsyncSession], *rows: tuple[datetime, int, str, str]
) -> None:
    async with unit_of_work(sessionmaker) as session:
        session.add_all(
            Document(
                user_id=user_id,
                uploaded_at=at,
                status=status,
                scan_type=scan_type,
                original_filename="s.pdf",
                content_type="application/pdf",
                file_size=1,
                file_sha256=secrets.token_hex(32),
                storage_key="",
            )
            for at, user_id, status, scan_type in rows
        )


async def test_periods_are_vilnius_days_across_midnight_and_month_ends(history):
    team, buyer, seller, _old = await add_users(
        history, local(2026, 3, 1, 0, 5), local(2026, 2, 28, 12), local(2026, 2, 1), local(2026, 1, 1)
    )
    await add_documents(
        history,
        (local(2026, 2, 28, 23, 59), buyer, "rejected", "sumiskai"),  # yesterday
        (local(2026, 3, 1, 0, 10), buyer, "completed", "detaliai"),  # today, 28 February in UTC
        (local(2026, 3, 1, 0, 20), team, "rejected", "sumiskai"),  # today, by the team
        (local(2026, 2, 23, 0, 0), seller, "completed", "sumiskai"),  # the first of the 7 days
        (local(2026, 2, 22, 23, 59), seller, "rejected", "detaliai"),  # just before them
        (local(2026, 1, 31, 0, 0), buyer, "exported", "sumiskai"),  # the first of the 30 days
        (local(2026, 1, 30, 23, 59), seller, "completed", "sumiskai"),  # total only
    )
    now = local(2026, 3, 1, 0, 30)
    async with history() as session:
        stats = await dashboard_stats(session, now, [team])

    documents = stats.documents
    counts = {
        name: (getattr(documents, name).count, getattr(documents, name).errors)
        for name in ("today", "yesterday", "last_7_days", "last_30_days", "total")
    }
    assert counts == {
        "today": (2, 1),
        "yesterday": (1, 1),
        "last_7_days": (4, 2),
        "last_30_days": (6, 3),
        "total": (7, 3),
    }
    assert documents.success_rate.model_dump() == {
        "today": 50.0,
        "yesterday": 0.0,
        "last_7_days": 50.0,
        "last_30_days": 50.0,
        "total": 57.14,
    }
    assert documents.scan_types.model_dump() == {
        "sumiskai": {"count": 5, "pct": 71.43},
        "detaliai": {"count": 2, "pct": 28.57},
    }
    assert documents.unique_users_excluding_1_2_today == 1
    daily = [(day.date.isoformat(), day.count, day.errors) for day in documents.daily if day.count]
    assert daily == [
        ("2026-01-31", 1, 0),
        ("2026-02-22", 1, 1),
        ("2026-02-23", 1, 0),
        ("2026-02-28", 1, 1),
        ("2026-03-01", 2, 1),
    ]
    assert (documents.daily[0].date.isoformat(), len(documents.daily)) == ("2026-01-31", 30)
    assert stats.users.model_dump() == {
        "new_today": 1,
        "new_yesterday": 1,
        "new_last_7_days": 2,
        "new_last_30_days": 3,
        "total": 4,
    }
    assert (stats.meta.timezone, stats.meta.generated_at) == ("Europe/Vilnius", now)


async def test_the_day_the_clocks_go_forward_is_one_local_day(history):
    (user,) = await add_users(history, local(2026, 1, 1))
    await add_documents(
        history,
        (local(2026, 3, 28, 23, 30), user, "completed", "sumiskai"),
        (local(2026, 3, 29, 0, 30), user, "completed", "sumiskai"),  # still UTC+2: 28 March 22:30 UTC
        (local(2026, 3, 29, 23, 30), user, "completed", "sumiskai"),  # UTC+3 by now
    )
    async with history() as session:
        stats = await dashboard_stats(session, local(2026, 3, 29, 23, 45), [])
    assert (stats.documents.today.count, stats.documents.yesterday.count) == (2, 1)
    assert stats.documents.unique_users_excluding_1_2_today == 1
    assert stats.documents.success_rate.total == 100.0


async def test_an_empty_history_has_no_success_rate_and_no_shares(history):
    async with history() as session:
        stats = await dashboard_stats(session, local(2026, 12, 31, 23, 59), [])
    assert stats.documents.success_rate.today is None
    assert stats.documents.scan_types.sumiskai.pct == 0.0
    assert stats.users.total == 0
