"""Writing and reading audit entries; every read filters by the owner. Only the retention sweep
deletes, across users, by age."""

from datetime import datetime
from typing import Any

from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from api.models import AuditEvent

# A client address as the server saw it; behind a misconfigured proxy it may be any header text.
MAX_IP_LENGTH = 64


def bounded_ip(ip: str | None) -> str | None:
    if ip is None:
        return None
    return ip.replace("\x00", "")[:MAX_IP_LENGTH]


async def record(
    session: AsyncSession,
    user_id: int,
    action: str,
    details: dict[str, Any] | None = None,
    ip: str | None = None,
) -> None:
    """Adds the entry to the caller's transaction: it is stored exactly when the action is."""
    session.add(AuditEvent(user_id=user_id, action=action, details=details or {}, ip=bounded_ip(ip)))
    await session.flush()


async def entries_page(
    session: AsyncSession, user_id: int, *, offset: int, limit: int
) -> tuple[list[AuditEvent], int]:
    """One page of the user's entries, newest first, and how many there are in all."""
    total = await session.scalar(select(func.count()).where(AuditEvent.user_id == user_id))
    rows = await session.scalars(
        select(AuditEvent)
        .where(AuditEvent.user_id == user_id)
        .order_by(AuditEvent.created_at.desc(), AuditEvent.id.desc())
        .offset(offset)
        .limit(limit)
    )
    return list(rows), total or 0


async def delete_older_than(session: AsyncSession, cutoff: datetime, limit: int) -> int:
    """Deletes up to `limit` entries of any user written before the cutoff; how many went."""
    oldest = select(AuditEvent.id).where(AuditEvent.created_at < cutoff).limit(limit)
    result = await session.execute(delete(AuditEvent).where(AuditEvent.id.in_(oldest.scalar_subquery())))
    return int(result.rowcount or 0)  # type: ignore[attr-defined]
