"""Persist: the read values, their evidence (confidence, source, page box per field) and the line items
into the document row; further invoices found in the same file become rows of their own, with a copy
of the original and of their first page's preview. The status stays `processing`: the settle step ends
the document and moves the credits in one transaction.

Re-running is harmless: the rows are rewritten from the same draft and the extra rows are found again
by (source document, part number)."""

import asyncio
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from temporalio import activity

from activities.draft import DraftPart, load_parts_async
from api.core.db import unit_of_work
from api.core.storage import ObjectStore, original_key, preview_key
from api.documents import repository
from api.documents.fields import CHECK_FIELDS, DOCUMENT_FIELDS, LINE_FIELDS, number_limit, text_limit
from api.models import Document, DocumentStatus, LineItem
from workflows.contracts import PERSIST, DocumentRef

# What a draft may write: the spec's fields, plus those the pipeline sets itself.
WRITABLE = DOCUMENT_FIELDS | {"pirkimas_pardavimas", "pvm_kodas", "prekes_tipas", *CHECK_FIELDS}
WRITABLE_LINE = LINE_FIELDS | {"prekes_tipas"}


class PersistActivities:
    def __init__(self, store: ObjectStore, sessionmaker: async_sessionmaker[AsyncSession]) -> None:
        self.store = store
        self.sessionmaker = sessionmaker

    @activity.defn(name=PERSIST)
    async def persist(self, ref: DocumentRef) -> None:
        parts = await load_parts_async(self.store, ref.document_id)
        copies: list[tuple[str, str, str]] = []
        async with unit_of_work(self.sessionmaker) as session:
            document = await repository.locked(session, ref.document_id)
            if document is None or document.status != DocumentStatus.PROCESSING:
                return
            write_part(
                document, parts[0], preview_key(document.id, parts[0].pages[0] if parts[0].pages else 0)
            )
            existing = await repository.extra_parts(session, document.id)
            for index, part in enumerate(parts[1:], start=1):
                extra = existing.get(index) or await _new_extra(session, document, index)
                write_part(extra, part, preview_key(extra.id))
                copies.append((original_key(document.id), original_key(extra.id), document.content_type))
                copies.append((preview_key(document.id, part.pages[0]), preview_key(extra.id), "image/png"))
        for source, target, content_type in copies:
            await asyncio.to_thread(_copy, self.store, source, target, content_type)


def _copy(store: ObjectStore, source: str, target: str, content_type: str) -> None:
    # a page without a preview image is shown as "Peržiūra negalima", not an error
    if store.exists(source):
        store.put(target, store.get(source), content_type)


async def _new_extra(session: AsyncSession, source: Document, index: int) -> Document:
    extra = Document(
        user_id=source.user_id,
        status=DocumentStatus.PROCESSING,
        scan_type=source.scan_type,
        source_document_id=source.id,
        part_index=index,
        original_filename=f"{source.original_filename} ({index + 1})",
        content_type=source.content_type,
        file_size=source.file_size,
        file_sha256=source.file_sha256,
        storage_key="",
        uploaded_at=source.uploaded_at,
        line_items=[],
    )
    session.add(extra)
    await session.flush()
    extra.storage_key = original_key(extra.id)
    return extra


def write_part(document: Document, part: DraftPart, preview: str) -> None:
    for name, value in part.values.items():
        if name in WRITABLE:
            setattr(document, name, fit(Document, name, value))
    document.document_type = part.document_type
    document.duplicate_of_id = part.duplicate_of_id
    document.notice = part.notice
    document.page_count = len(part.pages) or None
    document.preview_key = preview
    document.glued_raw_text = part.glued_raw_text
    document.structured_json = part.structured
    document.field_meta = part.meta
    document.line_items = [
        LineItem(
            position=position,
            field_meta=line.meta,
            **{
                name: fit(LineItem, name, value)
                for name, value in line.values.items()
                if name in WRITABLE_LINE
            },
        )
        for position, line in enumerate(part.line_items)
    ]


def fit(model: type[Document] | type[LineItem], name: str, value: Any) -> Any:
    """What the column can hold: long texts are cut, numbers too large for it are dropped (a value
    misread that badly is better re-typed than stored wrong)."""
    longest, bound = text_limit(model, name), number_limit(model, name)
    if isinstance(value, str) and longest:
        return value[:longest]
    if isinstance(value, Decimal) and bound:
        return value if abs(value) < bound else None
    return value
