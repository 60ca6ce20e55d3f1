from datetime import date

from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from api.models import AdClick


async def count_click(session: AsyncSession, name: str, day: date) -> None:
    """One more click for the name on the day, in one statement, so parallel clicks never lose one."""
    statement = insert(AdClick).values(name=name, day=day, clicks=1)
    await session.execute(
        statement.on_conflict_do_update(
            constraint="uq_ad_clicks_name_day", set_={"clicks": AdClick.clicks + 1}
        )
    )
