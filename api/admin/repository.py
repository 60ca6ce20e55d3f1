"""SQL for the admin lists: every user's live documents with the owner's e-mail, newest first."""

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import load_only, raiseload

from api.core.pagination import Cursor
from api.documents.repository import newest_first, with_status
from api.models import Document, User
from api.models.document import HAS_ERRORS, NOT_DELETED


async def documents(
    session: AsyncSession,
    limit: int,
    columns: Sequence[str],
    *,
    status: str | None,
    errors_only: bool,
    after: Cursor | None,
) -> list[tuple[Document, str]]:
    """Up to ``limit`` documents after the cursor, each with its owner's e-mail; only ``columns`` load."""
    query = with_status(select(Document, User.email).join(User, User.id == Document.user_id), status)
    if errors_only:
        query = query.where(HAS_ERRORS)
    options = (load_only(*(getattr(Document, name) for name in columns)), raiseload(Document.line_items))
    rows = await session.execute(newest_first(query, after).limit(limit).options(*options))
    return [(document, email) for document, email in rows]


async def document(session: AsyncSession, document_id: int) -> tuple[Document, str] | None:
    query = (
        select(Document, User.email)
        .join(User, User.id == Document.user_id)
        .where(Document.id == document_id, NOT_DELETED)
    )
    row = (await session.execute(query)).first()
    return (row[0], row[1]) if row else None
