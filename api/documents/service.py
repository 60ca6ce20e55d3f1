"""Document rules: the upload batch, the detail view with its preview, deletion, and edits."""

import asyncio
import logging
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from fastapi import UploadFile
from sqlalchemy.ext.asyncio import AsyncSession
from temporalio.service import RPCError

from api.core import texts
from api.core.config import Settings
from api.core.errors import BadRequest, Conflict, NotFound, Unprocessable
from api.core.storage import ObjectStore, document_prefix, original_key, preview_key
from api.core.temporal import TemporalGateway
from api.credits import ledger
from api.documents import editing, enrichment, repository
from api.documents.fields import PRODUCT_FIELDS
from api.documents.outcome import scan_cost
from api.documents.processing import start_processing, workflow_input
from api.documents.schemas import CounterpartyPreview, DocumentDetail, LinePreview
from api.documents.status import EDITABLE
from api.documents.upload import CheckedFile, FileProblem, check_file
from api.models import Document, DocumentStatus, LineItem, User
from api.profile.service import is_upload_ready
from workflows.contracts import workflow_id

SCAN_TYPES = ("sumiskai", "detaliai")
log = logging.getLogger("dokskenas.documents")


async def read_files(files: Sequence[UploadFile], settings: Settings) -> list[CheckedFile]:
    """Every file checked; one Unprocessable naming each bad file, so nothing of the batch is kept."""
    if not files:
        raise BadRequest(texts.UPLOAD_NO_FILES)
    if len(files) > settings.max_upload_files:
        raise BadRequest(texts.UPLOAD_TOO_MANY_FILES.format(limit=settings.max_upload_files))
    checked, problems = [], []
    for upload_file in files:
        name = safe_filename(upload_file.filename)
        data = await upload_file.read(settings.max_file_bytes + 1)
        try:
            checked.append(await asyncio.to_thread(check_file, name, data, settings))
        except FileProblem as problem:
            problems.append(str(problem))
    if problems:
        raise Unprocessable(" ".join(problems), code="file_rejected")
    return checked


def safe_filename(name: str | None) -> str:
    base = (name or "").replace("\\", "/").rsplit("/", 1)[-1].strip()
    # Controls and format characters (NUL, U+202E right-to-left override, zero-width joiners) would let
    # "sąskaita<RLO>fdp.exe" read as "sąskaitaexe.pdf" in the list: they are dropped, never shown.
    visible = "".join(ch for ch in base if unicodedata.category(ch) not in ("Cc", "Cf"))
    return " ".join(visible.split())[:255] or "dokumentas"


def check_ready(user: User, scan_type: str) -> None:
    if not is_upload_ready(user.profile):
        raise BadRequest(texts.UPLOAD_NEEDS_SETTINGS, code="settings_missing")
    if scan_type not in SCAN_TYPES:
        raise Unprocessable(texts.UPLOAD_SCAN_TYPE)


async def upload(
    session: AsyncSession,
    store: ObjectStore,
    settings: Settings,
    user: User,
    files: list[CheckedFile],
    scan_type: str,
) -> list[Document]:
    """Rows, reservations and stored originals for a checked batch, all or nothing. Not enough credits
    for the whole batch raises InsufficientCredits before anything is stored."""
    check_ready(user, scan_type)
    documents = [
        Document(
            user_id=user.id,
            status=DocumentStatus.PROCESSING,
            scan_type=scan_type,
            original_filename=checked.filename,
            content_type=checked.content_type,
            file_size=len(checked.data),
            file_sha256=checked.sha256,
            page_count=checked.page_count,
            storage_key="",
        )
        for checked in files
    ]
    session.add_all(documents)
    await session.flush()
    for document in documents:
        document.storage_key = original_key(document.id)
        await ledger.reserve(session, user.id, document.id, scan_cost(settings, scan_type))
    try:
        for document, checked in zip(documents, files, strict=True):
            await asyncio.to_thread(store.put, document.storage_key, checked.data, checked.content_type)
    except BaseException:
        await remove_files(store, [document.id for document in documents])
        raise
    return documents


async def remove_files(store: ObjectStore, ids: Sequence[int]) -> None:
    for document_id in ids:
        await asyncio.to_thread(store.delete_prefix, document_prefix(document_id))


async def start_all(
    session: AsyncSession,
    temporal: TemporalGateway,
    settings: Settings,
    user: User,
    documents: Sequence[Document],
) -> None:
    """After the commit. A start that fails leaves the document `processing`; the repair schedule
    starts it within minutes, so the upload still answers with success."""
    try:
        ahead = await repository.processing_before(session, min(d.id for d in documents)) if documents else 0
        client = await temporal.client()
        starts = (
            start_processing(client, workflow_input(d, settings, user.profile, ahead + n))
            for n, d in enumerate(documents)
        )
        await asyncio.gather(*starts)
    except Exception:
        log.exception("could not start processing of documents %s", [d.id for d in documents])


async def owned(session: AsyncSession, user: User, document_id: int, *, lock: bool = False) -> Document:
    document = await repository.owned(session, user.id, document_id, lock=lock)
    if document is None:
        raise NotFound(texts.NOT_FOUND)
    return document


async def editable(session: AsyncSession, user: User, document_id: int) -> Document:
    document = await owned(session, user, document_id, lock=True)
    if document.status not in EDITABLE:
        raise Conflict(texts.DOCUMENT_NOT_EDITABLE)
    return document


def line_of(document: Document, line_id: int) -> LineItem:
    line = next((line for line in document.line_items if line.id == line_id), None)
    if line is None:
        raise NotFound(texts.LINE_NOT_FOUND)
    return line


def detail(document: Document, store: ObjectStore, user: User, cp_key: str | None) -> DocumentDetail:
    out = DocumentDetail.model_validate(document)
    for line_out in out.line_items:
        line_out.vat_class = line_out.pvm_kodas
    if document.preview_key:
        # an extra invoice of a file keeps only its first page's image
        pages = range(document.page_count or 1) if document.source_document_id is None else [0]
        out.preview_urls = [store.presigned_get(preview_key(document.id, n)) for n in pages]
        out.preview_url = out.preview_urls[0]
    if cp_key and user.profile.view_mode == "multi":
        out.preview = counterparty_preview(document, cp_key)
    return out


def counterparty_preview(document: Document, cp_key: str) -> CounterpartyPreview:
    values = {column.name: getattr(document, column.name) for column in Document.__table__.columns}
    side = enrichment.direction_for_counterparty(values, cp_key)
    lines = [
        {"vat_percent": line.vat_percent, "prekes_tipas": line.prekes_tipas} for line in document.line_items
    ]
    codes = enrichment.line_codes(values, lines, side)
    code = enrichment.document_code(values, codes, side)
    return CounterpartyPreview(
        pirkimas_pardavimas_code=side,
        pirkimas_pardavimas_label=enrichment.DIRECTION_LABELS[side],
        pvm_kodas=code,
        pvm_kodas_label=enrichment.code_label(code),
        line_items=[
            LinePreview(id=line.id, pvm_kodas=line_code, pvm_kodas_label=enrichment.code_label(line_code))
            for line, line_code in zip(document.line_items, codes, strict=True)
        ],
    )


@dataclass
class Deleted:
    ids: list[int]
    running: list[int]


async def delete(session: AsyncSession, user: User, ids: Sequence[int]) -> Deleted:
    """Deleted documents disappear from the list at once; a document still processing gets its
    reservation back here (its workflow is cancelled after the commit)."""
    documents = await repository.owned_many(session, user.id, ids)
    running = []
    for document in documents:
        if document.status == DocumentStatus.PROCESSING:
            await ledger.settle(session, user.id, document.id, charge=False)
            running.append(document.id)
        document.status = DocumentStatus.DELETED
        document.is_deleted = True
    return Deleted([document.id for document in documents], running)


async def after_delete(store: ObjectStore, temporal: TemporalGateway, deleted: Deleted) -> None:
    await remove_files(store, deleted.ids)
    if not deleted.running:
        return
    try:
        client = await temporal.client()
        for document_id in deleted.running:
            await client.get_workflow_handle(workflow_id(document_id)).cancel()
    except (RPCError, OSError, RuntimeError):
        log.warning("could not cancel the workflows of deleted documents %s", deleted.running)


def edit_document(document: Document, field: str, raw: Any) -> Any:
    value = editing.document_value(field, raw)
    setattr(document, field, value)
    document.field_meta = editing.mark_user(document.field_meta or {}, field)
    editing.recheck(document)
    return value


def edit_line(document: Document, line: LineItem, field: str, raw: Any) -> Any:
    value = editing.line_value(field, raw, document.document_type)
    setattr(line, field, value)
    line.field_meta = editing.mark_user(line.field_meta or {}, field)
    editing.recheck(document)
    return value


def set_products(target: Document | LineItem, values: dict[str, Any]) -> None:
    for name, raw in values.items():
        setattr(target, name, editing.parse_text(raw))
        target.field_meta = editing.mark_user(target.field_meta or {}, name)


def clear_product(target: Document | LineItem) -> None:
    for name in PRODUCT_FIELDS:
        setattr(target, name, None)
    target.prekes_tipas = None


def update_extra_fields(document: Document, user: User, values: dict[str, Any], apply_defaults: bool) -> None:
    """Party and product fields; a changed party may change purchase/sale and, for totals-only scans,
    which default profile fills the product fields."""
    parties_changed = False
    for name, raw in values.items():
        if name in PRODUCT_FIELDS:
            setattr(document, name, editing.parse_text(raw))
        else:
            setattr(document, name, editing.document_value(name, raw))
            parties_changed = True
        document.field_meta = editing.mark_user(document.field_meta or {}, name)
    current = {column.name: getattr(document, column.name) for column in Document.__table__.columns}
    if parties_changed:
        document.pirkimas_pardavimas = enrichment.direction(current, user.profile)
    if (
        apply_defaults
        and document.scan_type == "sumiskai"
        and not any(current[name] for name in PRODUCT_FIELDS)
    ):
        entry = enrichment.matching_default(current, user.profile, document.pirkimas_pardavimas)
        for name, value in enrichment.default_product(entry or {}).items():
            setattr(document, name, value)


def add_line(document: Document) -> LineItem:
    """An empty line: the lines no longer add up to a known sum until it is filled in."""
    line = LineItem(
        position=max((item.position for item in document.line_items), default=-1) + 1, field_meta={}
    )
    document.line_items.append(line)
    editing.recheck(document)
    return line


def delete_line(document: Document, line: LineItem) -> None:
    document.line_items.remove(line)
    editing.recheck(document)
