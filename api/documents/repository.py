"""SQL for documents; every query of user data is scoped by owner."""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVarTuple

from sqlalchemy import Select, and_, delete, func, or_, select, tuple_
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import load_only, raiseload

from api.core.pagination import Cursor
from api.documents import status as statuses
from api.models import Document, DocumentStatus, Profile
from api.models.document import NOT_DELETED

# The columns a query selects: the list filter applies to a count and to the documents alike.
Columns = TypeVarTuple("Columns")

LIVE = (DocumentStatus.PROCESSING, DocumentStatus.COMPLETED, DocumentStatus.EXPORTED)


async def owned(
    session: AsyncSession, user_id: int, document_id: int, *, lock: bool = False
) -> Document | None:
    query = select(Document).where(
        Document.id == document_id, Document.user_id == user_id, Document.status != DocumentStatus.DELETED
    )
    if lock:
        query = query.with_for_update(of=Document)
    return await session.scalar(query)


async def owned_many(session: AsyncSession, user_id: int, ids: Sequence[int]) -> list[Document]:
    query = (
        select(Document)
        .where(Document.id.in_(ids), Document.user_id == user_id, Document.status != DocumentStatus.DELETED)
        .order_by(Document.id)
        .with_for_update(of=Document)
    )
    return list((await session.scalars(query)).all())


async def locked(session: AsyncSession, document_id: int) -> Document | None:
    """For the pipeline: the document row under a row lock, whoever owns it."""
    return await session.scalar(
        select(Document)
        .where(Document.id == document_id)
        .with_for_update(of=Document)
        .execution_options(populate_existing=True)
    )


async def extra_parts(session: AsyncSession, source_id: int) -> dict[int, Document]:
    """The rows made for the further invoices of one file, by their number in the file."""
    rows = await session.scalars(select(Document).where(Document.source_document_id == source_id))
    return {row.part_index: row for row in rows}


@dataclass(frozen=True)
class ListFilter:
    user_id: int
    uploaded_from: datetime | None = None
    # exclusive: the day after the last day asked for
    uploaded_before: datetime | None = None
    status: str | None = None


def _filtered(query: Select[*Columns], spec: ListFilter) -> Select[*Columns]:
    query = query.where(Document.user_id == spec.user_id)
    return with_status(_in_period(query, spec), spec.status)


def _in_period(query: Select[*Columns], spec: ListFilter) -> Select[*Columns]:
    if spec.uploaded_from is not None:
        query = query.where(Document.uploaded_at >= spec.uploaded_from)
    if spec.uploaded_before is not None:
        query = query.where(Document.uploaded_at < spec.uploaded_before)
    return query


def with_status(query: Select[*Columns], status: str | None) -> Select[*Columns]:
    """Live documents only, narrowed to one of the list's status filters (None: all of them)."""
    query = query.where(NOT_DELETED)
    if status == statuses.FILTER_PROCESSING:
        query = query.where(Document.status == DocumentStatus.PROCESSING)
    elif status == statuses.FILTER_REJECTED:
        query = query.where(Document.status == DocumentStatus.REJECTED)
    elif status == statuses.FILTER_COMPLETED_NOT_EXPORTED:
        query = query.where(Document.status == DocumentStatus.COMPLETED, Document.exported.is_(False))
    elif status == statuses.FILTER_EXPORTED:
        query = query.where(or_(Document.status == DocumentStatus.EXPORTED, Document.exported.is_(True)))
    return query


def newest_first(query: Select[*Columns], after: Cursor | None) -> Select[*Columns]:
    """Newest first; with a cursor, only the rows after it (a keyset page: an index seek, no OFFSET)."""
    if after is not None:
        query = query.where(tuple_(Document.uploaded_at, Document.id) < (after.uploaded_at, after.id))
    return query.order_by(Document.uploaded_at.desc(), Document.id.desc())


def cursor_of(rows: Sequence[Document]) -> Cursor | None:
    return Cursor(uploaded_at=rows[-1].uploaded_at, id=rows[-1].id) if rows else None


async def page(
    session: AsyncSession,
    spec: ListFilter,
    limit: int,
    columns: Sequence[str],
    *,
    offset: int = 0,
    after: Cursor | None = None,
) -> tuple[int, list[Document]]:
    """One page, newest first, and the total. Only ``columns`` are loaded: the OCR text and the JSON
    columns can be far larger than everything the list shows. ``count(*)`` and the page both read the
    partial index of the live documents (user_id, uploaded_at, id; status and exported included)."""
    total = await session.scalar(_filtered(select(func.count()).select_from(Document), spec)) or 0
    query = newest_first(_filtered(select(Document), spec), after)
    if after is None:
        query = query.offset(offset)
    options = (load_only(*(getattr(Document, name) for name in columns)), raiseload(Document.line_items))
    rows = await session.scalars(query.limit(limit).options(*options))
    return total, list(rows.all())


async def processing_before(session: AsyncSession, document_id: int) -> int:
    """Documents of every user still processing that were uploaded before ``document_id``."""
    query = select(func.count()).where(
        Document.status == DocumentStatus.PROCESSING,
        Document.id < document_id,
        Document.source_document_id.is_(None),
    )
    return int(await session.scalar(query) or 0)


async def processing_without_progress(
    session: AsyncSession, uploaded_before: datetime, limit: int
) -> list[tuple[Document, Profile | None]]:
    """Each with its owner's profile, which the workflow's start needs."""
    query = (
        select(Document, Profile)
        .outerjoin(Profile, Profile.user_id == Document.user_id)
        .where(
            Document.status == DocumentStatus.PROCESSING,
            Document.uploaded_at < uploaded_before,
            # a further invoice of a file has no workflow of its own: its upload's workflow ends it
            Document.source_document_id.is_(None),
        )
        .order_by(Document.id)
        .limit(limit)
    )
    return [(document, profile) for document, profile in (await session.execute(query)).all()]


async def expired(session: AsyncSession, processed_before: datetime, limit: int) -> list[Document]:
    """Documents past retention, and deleted ones whose rows are kept only until this sweep."""
    query = (
        select(Document)
        .where(
            or_(
                Document.status == DocumentStatus.DELETED,
                Document.processed_at < processed_before,
                and_(Document.processed_at.is_(None), Document.uploaded_at < processed_before),
            )
        )
        .order_by(Document.id)
        .limit(limit)
    )
    return list((await session.scalars(query)).all())


async def delete_rows(session: AsyncSession, ids: Sequence[int]) -> None:
    await session.execute(delete(Document).where(Document.id.in_(ids)))


async def first_with_hash(
    session: AsyncSession,
    document: Document,
    *,
    statuses: Sequence[DocumentStatus] = LIVE,
    any_order: bool = False,
) -> Document | None:
    """An earlier live upload of the same file by the same user; with ``any_order``, a later one too
    (the settle step compares with whatever was charged first)."""
    query = (
        select(Document)
        .where(
            Document.user_id == document.user_id,
            Document.file_sha256 == document.file_sha256,
            Document.id != document.id if any_order else Document.id < document.id,
            Document.source_document_id.is_(None),
            Document.status.in_(statuses),
        )
        .order_by(Document.id)
        .limit(1)
    )
    return await session.scalar(query)


def _compact(column: Any) -> Any:
    return func.lower(func.regexp_replace(func.coalesce(column, ""), "[^[:alnum:]]", "", "g"))


async def same_invoice(
    session: AsyncSession,
    document: Document,
    seller: dict[str, str],
    number: str,
    *,
    statuses: Sequence[DocumentStatus] = LIVE,
) -> Document | None:
    """A live document of the same user from the same seller with the same series and number, other
    than this upload's own documents. ``seller``: one of id, vat_code, name (compared as given);
    ``number``: series and number with everything but letters and digits removed, lower case."""
    conditions = [
        Document.user_id == document.user_id,
        Document.status.in_(statuses),
        Document.id != document.id,
        Document.source_document_id.is_distinct_from(document.id),
        _compact(Document.document_series).concat(_compact(Document.document_number)) == number,
        # An earlier upload still in progress counts; a later one will find this document instead.
        or_(Document.status != DocumentStatus.PROCESSING, Document.id < document.id),
    ]
    # the stored codes compacted as the key was, so "305 000 007" read off a scan matches a PDF's
    if seller.get("id"):
        conditions.append(func.regexp_replace(Document.seller_id, "[^0-9]", "", "g") == seller["id"])
    elif seller.get("vat_code"):
        compact = func.regexp_replace(Document.seller_vat_code, r"[\s.-]", "", "g")
        conditions.append(func.upper(compact) == seller["vat_code"])
    else:
        conditions.append(func.lower(Document.seller_name) == seller["name"].lower())
    return await session.scalar(select(Document).where(*conditions).order_by(Document.id).limit(1))
