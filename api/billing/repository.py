"""Stored Stripe webhook events: each one once, under Stripe's own event id."""

from typing import Any

from sqlalchemy import update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from api.models import StripeEvent
from api.models.types import utcnow


async def store_event(session: AsyncSession, event_id: str, event_type: str, payload: dict[str, Any]) -> bool:
    """False when the event was stored before. A concurrent delivery of the same event waits here
    until the first one commits, then sees it as stored."""
    inserted = await session.scalar(
        insert(StripeEvent)
        .values(id=event_id, type=event_type, payload=payload)
        .on_conflict_do_nothing(index_elements=[StripeEvent.id])
        .returning(StripeEvent.id)
    )
    return inserted is not None


async def mark_processed(session: AsyncSession, event_id: str) -> None:
    await session.execute(update(StripeEvent).where(StripeEvent.id == event_id).values(processed_at=utcnow()))
