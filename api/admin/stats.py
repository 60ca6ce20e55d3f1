"""The dashboard statistics (spec 001 §3) as a few SQL aggregates, each served by an index of
migration 0011: per local day over the last 30 days (the periods are sums of days), totals by scan
type and status, today's distinct users, and new users per period."""

from collections import defaultdict
from collections.abc import Iterable, Sequence
from datetime import date, datetime

from sqlalchemy import ColumnElement, func, literal_column, select
from sqlalchemy.ext.asyncio import AsyncSession

from api.admin.periods import CHART_DAYS, TIMEZONE, Periods, periods_at
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

# A constant, not a bound value: the same expression appears in SELECT and GROUP BY.
_LOCAL_DAY = func.date(func.timezone(literal_column(f"'{TIMEZONE}'"), Document.uploaded_at))
_REJECTED = Document.status == DocumentStatus.REJECTED


async def dashboard_stats(
    session: AsyncSession, now: datetime, internal_user_ids: Sequence[int]
) -> DashboardStats:
    periods = periods_at(now)
    daily = await _daily(session, periods)
    total = await _totals(session)
    today, yesterday = _sum(daily[-1:]), _sum(daily[-2:-1])
    week, month = _sum(daily[-7:]), _sum(daily[-CHART_DAYS:])
    documents = DocumentStats(
        today=today,
        yesterday=yesterday,
        last_7_days=week,
        last_30_days=month,
        total=total.overall,
        success_rate=SuccessRates(
            today=success_rate(today),
            yesterday=success_rate(yesterday),
            last_7_days=success_rate(week),
            last_30_days=success_rate(month),
            total=success_rate(total.overall),
        ),
        scan_types=total.scan_types,
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
    query = (
        select(_LOCAL_DAY, func.count(), func.count().filter(_REJECTED))
        .where(Document.uploaded_at >= periods.window_start, Document.uploaded_at < periods.window_end)
        .group_by(_LOCAL_DAY)
    )
    found: dict[date, DayCount] = {
        day: DayCount(date=day, count=count, errors=errors)
        for day, count, errors in await session.execute(query)
    }
    return [found.get(day, DayCount(date=day, count=0, errors=0)) for day in periods.days]


class _Totals:
    def __init__(self, rows: Iterable[tuple[str, str, int]]) -> None:
        by_type: defaultdict[str, int] = defaultdict(int)
        count = errors = 0
        for scan_type, status, n in rows:
            by_type[scan_type] += n
            count += n
            errors += n if status == DocumentStatus.REJECTED else 0
        self.overall = PeriodCount(count=count, errors=errors)
        self.scan_types = ScanTypes(
            sumiskai=_share(by_type["sumiskai"], count), detaliai=_share(by_type["detaliai"], count)
        )


def _share(count: int, total: int) -> ScanTypeShare:
    return ScanTypeShare(count=count, pct=round(count * 100 / total, 2) if total else 0.0)


async def _totals(session: AsyncSession) -> _Totals:
    query = select(Document.scan_type, Document.status, func.count()).group_by(
        Document.scan_type, Document.status
    )
    return _Totals(await session.execute(query))


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
