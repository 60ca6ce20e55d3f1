from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from api.models import ContactMessage


async def add(session: AsyncSession, message: ContactMessage) -> None:
    session.add(message)
    await session.flush()


async def page(session: AsyncSession, offset: int, limit: int) -> tuple[int, list[ContactMessage]]:
    count = await session.scalar(select(func.count()).select_from(ContactMessage))
    rows = await session.scalars(
        select(ContactMessage).order_by(ContactMessage.id.desc()).offset(offset).limit(limit)
    )
    return count or 0, list(rows.all())
