"""The dashboard statistics (spec 001 §3) as a few SQL aggregates, each served by an index of
migration 0011: per local day over the last 30 days (the periods are sums of days), all-time counts
(rejected, each scan type), today's distinct users, and new users per period."""

from collections.abc import Iterable, Sequence
from datetime import datetime

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.dialects.postgresql import array
from sqlalchemy.ext.asyncio import AsyncSession

from api.admin.periods import CHART_DAYS, TIMEZONE, Periods, day_start, periods_at
from api.admin.schemas import (
    DashboardStats,
    DayCount,
    DocumentStats,
    PeriodCount,
    ScanTypes,
    ScanTypeShare,
    StatsMeta,
    SuccessRates,
    UserStats,
)
from api.models import Document, DocumentStatus, User

_REJECTED = Document.status == DocumentStatus.REJECTED


async def dashboard_stats(
    session: AsyncSession, now: datetime, internal_user_ids: Sequence[int]
) -> DashboardStats:
    periods = periods_at(now)
    daily = await _daily(session, periods)
    total, scan_types = await _totals(session)
    today, yesterday = _sum(daily[-1:]), _sum(daily[-2:-1])
    week, month = _sum(daily[-7:]), _sum(daily[-CHART_DAYS:])
    documents = DocumentStats(
        today=today,
        yesterday=yesterday,
        last_7_days=week,
        last_30_days=month,
        total=total,
        success_rate=SuccessRates(
            today=success_rate(today),
            yesterday=success_rate(yesterday),
            last_7_days=success_rate(week),
            last_30_days=success_rate(month),
            total=success_rate(total),
        ),
        scan_types=scan_types,
        unique_users_excluding_1_2_today=await _users_today(session, periods, internal_user_ids),
        daily=daily,
    )
    return DashboardStats(
        documents=documents,
        users=await _new_users(session, periods),
        meta=StatsMeta(timezone=TIMEZONE, generated_at=now),
    )


def success_rate(period: PeriodCount) -> float | None:
    return round((period.count - period.errors) * 100 / period.count, 2) if period.count else None


def _sum(days: Iterable[DayCount]) -> PeriodCount:
    counted = list(days)
    return PeriodCount(count=sum(d.count for d in counted), errors=sum(d.errors for d in counted))


async def _daily(session: AsyncSession, periods: Periods) -> list[DayCount]:
    # Each upload's local day by a binary search among the days' starts (computed here with their
    # DST offsets): cheaper per row than converting every timestamp to local time.
    starts = [day_start(day) for day in periods.days] + [periods.window_end]
    day_number = func.width_bucket(Document.uploaded_at, array(starts)).label("day_number")
    query = (
        select(day_number, func.count(), func.count().filter(_REJECTED))
        .where(Document.uploaded_at >= periods.window_start, Document.uploaded_at < periods.window_end)
        .group_by(day_number)
    )
    found = {number: (count, errors) for number, count, errors in await session.execute(query)}
    return [
        DayCount(date=day, count=found.get(n, (0, 0))[0], errors=found.get(n, (0, 0))[1])
        for n, day in enumerate(periods.days, start=1)
    ]


async def _totals(session: AsyncSession) -> tuple[PeriodCount, ScanTypes]:
    """All-time counts in one pass over the narrow (scan_type, status) index."""
    query = select(
        func.count(),
        func.count().filter(_REJECTED),
        func.count().filter(Document.scan_type == "sumiskai"),
        func.count().filter(Document.scan_type == "detaliai"),
    ).select_from(Document)
    count, errors, sumiskai, detaliai = (await session.execute(query)).one()
    shares = ScanTypes(sumiskai=_share(sumiskai, count), detaliai=_share(detaliai, count))
    return PeriodCount(count=count, errors=errors), shares


def _share(count: int, total: int) -> ScanTypeShare:
    return ScanTypeShare(count=count, pct=round(count * 100 / total, 2) if total else 0.0)


async def _users_today(session: AsyncSession, periods: Periods, internal_user_ids: Sequence[int]) -> int:
    query = select(func.count(func.distinct(Document.user_id))).where(
        Document.uploaded_at >= periods.today_start,
        Document.uploaded_at < periods.window_end,
        Document.user_id.not_in(internal_user_ids),
    )
    return await session.scalar(query) or 0


async def _new_users(session: AsyncSession, periods: Periods) -> UserStats:
    yesterday_start = periods.since(2)

    def since(start: datetime, end: datetime = periods.window_end) -> ColumnElement[int]:
        return func.count().filter(User.created_at >= start, User.created_at < end)

    query = select(
        since(periods.today_start),
        since(yesterday_start, periods.today_start),
        since(periods.since(7)),
        since(periods.since(CHART_DAYS)),
        func.count(),
    ).select_from(User)
    today, yesterday, week, month, total = (await session.execute(query)).one()
    return UserStats(
        new_today=today, new_yesterday=yesterday, new_last_7_days=week, new_last_30_days=month, total=total
    )
