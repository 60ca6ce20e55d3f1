"""The dashboard's periods, as calendar days in Lithuania (Europe/Vilnius): a document uploaded at
00:30 local time on the 1st counts for the 1st, whatever the UTC date, and days are 23 or 25 hours
long when the clocks change."""

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

TIMEZONE = "Europe/Vilnius"
LOCAL_TIME = ZoneInfo(TIMEZONE)
# The charts show the same window as the longest period and the summary's default filter.
CHART_DAYS = 30


@dataclass(frozen=True)
class Periods:
    today: date

    @property
    def days(self) -> list[date]:
        """The last CHART_DAYS local days, oldest first, today last."""
        return [self.today - timedelta(days=n) for n in range(CHART_DAYS - 1, -1, -1)]

    @property
    def window_start(self) -> datetime:
        return day_start(self.days[0])

    @property
    def window_end(self) -> datetime:
        return day_start(self.today + timedelta(days=1))

    @property
    def today_start(self) -> datetime:
        return day_start(self.today)

    def since(self, days: int) -> datetime:
        """The start of the period of the last ``days`` local days, today included."""
        return day_start(self.today - timedelta(days=days - 1))


def day_start(day: date) -> datetime:
    return datetime.combine(day, time.min, tzinfo=LOCAL_TIME)


def periods_at(now: datetime) -> Periods:
    return Periods(today=now.astimezone(LOCAL_TIME).date())
