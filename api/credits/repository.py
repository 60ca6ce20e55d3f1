"""Reading a user's ledger; every query filters by the owner."""

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from api.models import CreditEntry, CreditKind


async def entries_page(
    session: AsyncSession, user_id: int, *, offset: int, limit: int
) -> tuple[list[CreditEntry], int]:
    """One page of the user's movements, newest first, and how many there are in all."""
    total = await session.scalar(select(func.count()).where(CreditEntry.user_id == user_id))
    rows = await session.scalars(
        select(CreditEntry)
        .where(CreditEntry.user_id == user_id)
        .order_by(CreditEntry.created_at.desc(), CreditEntry.id.desc())
        .offset(offset)
        .limit(limit)
    )
    return list(rows), total or 0


async def has_purchased(session: AsyncSession, user_id: int) -> bool:
    bought = select(CreditEntry.id).where(
        CreditEntry.user_id == user_id, CreditEntry.kind == CreditKind.PURCHASE.value
    )
    return bool(await session.scalar(select(bought.exists())))
