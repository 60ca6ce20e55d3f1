"""The exporter's queries: always scoped to the owner, so another user's ids are simply not found."""

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from api.models.document import Document, DocumentStatus


async def owned_documents(session: AsyncSession, user_id: int, ids: Sequence[int]) -> list[Document]:
    """The user's visible documents among `ids`, with their line items, in the order asked for."""
    rows = await session.scalars(
        select(Document).where(
            Document.user_id == user_id,
            Document.id.in_(ids),
            Document.is_deleted.is_(False),
            Document.status != DocumentStatus.DELETED,
        )
    )
    by_id = {document.id: document for document in rows}
    return [by_id[i] for i in ids if i in by_id]


def mark_exported(documents: Sequence[Document], when: datetime) -> None:
    for document in documents:
        document.status = DocumentStatus.EXPORTED
        document.exported = True
        document.exported_at = when
