"""The documents API of the spec (§7 Documents): upload, list, detail, deletion and review edits.
Every document is looked up with its owner, so another user's id answers 404."""

from datetime import date, datetime, time, timedelta
from typing import Annotated, Any
from zoneinfo import ZoneInfo

from fastapi import APIRouter, File, Form, Query, Request, UploadFile

from api.core.deps import CurrentUser, SessionDep, SettingsDep, StoreDep, TemporalDep
from api.core.errors import ERROR_RESPONSE
from api.core.inputs import Day, PathId
from api.core.pagination import AfterCursor, Cursor, PageNumber, page_links
from api.documents import autocomplete, repository, service
from api.documents.fields import CHECK_FIELDS
from api.documents.schemas import (
    SUMMARY_COLUMNS,
    BulkDeleteIn,
    BulkDeleteOut,
    DeletedLine,
    DocumentDetail,
    DocumentPage,
    DocumentSummary,
    ExtraFields,
    InlineEdit,
    InlineResult,
    LineItemOut,
    PageWords,
    ProductFields,
    RegisterFreshness,
    Suggestions,
)
from api.documents.status import StatusQuery, status_filter
from api.documents.words import document_words
from api.models import Document
from api.registry import repository as register_repository

router = APIRouter(prefix="/api", tags=["documents"])
LOCAL_TIME = ZoneInfo("Europe/Vilnius")
MAX_PAGE_SIZE = 200
SearchText = Annotated[str, Query(max_length=200)]
ERRORS: dict[int | str, dict[str, Any]] = {401: ERROR_RESPONSE, 404: ERROR_RESPONSE}
EDIT_ERRORS: dict[int | str, dict[str, Any]] = {**ERRORS, 409: ERROR_RESPONSE, 422: ERROR_RESPONSE}


@router.post(
    "/scan/",
    status_code=201,
    response_model=list[DocumentSummary],
    responses={400: ERROR_RESPONSE, 401: ERROR_RESPONSE, 402: ERROR_RESPONSE, 422: ERROR_RESPONSE},
)
async def scan(
    user: CurrentUser,
    session: SessionDep,
    store: StoreDep,
    settings: SettingsDep,
    temporal: TemporalDep,
    scan_type: Annotated[str, Form()] = "",
    files: Annotated[list[UploadFile] | None, File()] = None,
) -> list[DocumentSummary]:
    """Upload files for processing. The whole batch is refused when a file is bad or credits are short."""
    service.check_ready(user, scan_type)
    checked = await service.read_files(files or [], settings)
    documents = await service.upload(session, store, settings, user, checked, scan_type)
    await session.commit()
    await service.start_all(session, temporal, settings, user, documents)
    return [DocumentSummary.model_validate(document) for document in documents]


def _local_day_start(day: date) -> datetime:
    return datetime.combine(day, time.min, tzinfo=LOCAL_TIME)


@router.get("/documents/", response_model=DocumentPage, responses=ERRORS)
async def list_documents(
    request: Request,
    user: CurrentUser,
    session: SessionDep,
    date_from: Day | None = None,
    date_to: Annotated[Day | None, Query(description="inclusive, to 23:59:59")] = None,
    status: StatusQuery = None,
    page: PageNumber = 1,
    page_size: Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)] = 50,
    after: AfterCursor = None,
) -> DocumentPage:
    spec = repository.ListFilter(
        user_id=user.id,
        uploaded_from=_local_day_start(date_from) if date_from else None,
        uploaded_before=_local_day_start(date_to + timedelta(days=1)) if date_to else None,
        status=status_filter(status),
    )
    cursor = Cursor.decode(after) if after else None
    total, rows = await repository.page(
        session, spec, page_size, SUMMARY_COLUMNS, offset=(page - 1) * page_size, after=cursor
    )
    return DocumentPage(
        count=total,
        page=page,
        page_size=page_size,
        **page_links(request, page, page_size, total, repository.cursor_of(rows)),
        results=[DocumentSummary.model_validate(row) for row in rows],
    )


@router.delete(
    "/documents/bulk-delete/",
    response_model=BulkDeleteOut,
    responses=ERRORS,
)
async def bulk_delete(
    body: BulkDeleteIn, user: CurrentUser, session: SessionDep, store: StoreDep, temporal: TemporalDep
) -> BulkDeleteOut:
    deleted = await service.delete(session, user, body.ids)
    await session.commit()
    await service.after_delete(store, temporal, deleted)
    return BulkDeleteOut(deleted=len(deleted.ids))


@router.get("/documents/{document_id}/", response_model=DocumentDetail, responses=ERRORS)
async def get_document(
    document_id: PathId, user: CurrentUser, session: SessionDep, store: StoreDep, cp_key: str | None = None
) -> DocumentDetail:
    document = await service.owned(session, user, document_id)
    return service.detail(document, store, user, cp_key)


@router.get("/documents/{document_id}/words/", response_model=list[PageWords], responses=ERRORS)
async def get_words(
    document_id: PathId, user: CurrentUser, session: SessionDep, store: StoreDep
) -> list[PageWords]:
    """The printed words of the document's text-layer pages, for filling a field with a click."""
    document = await service.owned(session, user, document_id)
    return await document_words(document, store)


@router.patch(
    "/scanned-documents/{document_id}/inline/",
    response_model=InlineResult,
    responses=EDIT_ERRORS,
)
async def edit_inline(
    document_id: PathId, body: InlineEdit, user: CurrentUser, session: SessionDep
) -> InlineResult:
    document = await service.editable(session, user, document_id)
    value = service.edit_document(document, body.field, body.value)
    return _inline_result(document.id, document, body.field, value, document.field_meta)


@router.patch(
    "/scanned-documents/{document_id}/lineitem/{line_id}/inline/",
    response_model=InlineResult,
    responses=EDIT_ERRORS,
)
async def edit_line_inline(
    document_id: PathId, line_id: PathId, body: InlineEdit, user: CurrentUser, session: SessionDep
) -> InlineResult:
    document = await service.editable(session, user, document_id)
    line = service.line_of(document, line_id)
    value = service.edit_line(document, line, body.field, body.value)
    return _inline_result(line_id, document, body.field, value, line.field_meta)


def sum_flags(document: Document) -> dict[str, bool | None]:
    return {name: getattr(document, name) for name in CHECK_FIELDS}


def _inline_result(
    target_id: int, document: Document, field: str, value: object, meta: dict[str, Any]
) -> InlineResult:
    return InlineResult(
        id=target_id,
        field=field,
        value=value,
        **sum_flags(document),
        field_meta=meta,
        **{field: value},
    )


@router.patch(
    "/scanned-documents/{document_id}/lineitem/{line_id}/",
    response_model=LineItemOut,
    responses=EDIT_ERRORS,
)
async def update_line_product(
    document_id: PathId, line_id: PathId, body: ProductFields, user: CurrentUser, session: SessionDep
) -> LineItemOut:
    document = await service.editable(session, user, document_id)
    line = service.line_of(document, line_id)
    service.set_products(line, body.model_dump(exclude_unset=True))
    return LineItemOut.model_validate(line)


@router.patch(
    "/scanned-documents/{document_id}/extra-fields/",
    response_model=DocumentDetail,
    responses=EDIT_ERRORS,
)
async def update_extra_fields(
    document_id: PathId, body: ExtraFields, user: CurrentUser, session: SessionDep, store: StoreDep
) -> DocumentDetail:
    document = await service.editable(session, user, document_id)
    values = body.model_dump(exclude_unset=True, exclude={"apply_defaults"})
    service.update_extra_fields(document, user, values, body.apply_defaults)
    await session.flush()
    return service.detail(document, store, user, None)


@router.post(
    "/scanned-documents/{document_id}/clear-product/",
    response_model=DocumentDetail,
    responses=EDIT_ERRORS,
)
async def clear_product(
    document_id: PathId, user: CurrentUser, session: SessionDep, store: StoreDep
) -> DocumentDetail:
    document = await service.editable(session, user, document_id)
    service.clear_product(document)
    return service.detail(document, store, user, None)


@router.post(
    "/scanned-documents/{document_id}/add-lineitem/",
    response_model=LineItemOut,
    responses=EDIT_ERRORS,
)
async def add_line(document_id: PathId, user: CurrentUser, session: SessionDep) -> LineItemOut:
    document = await service.editable(session, user, document_id)
    line = service.add_line(document)
    await session.flush()
    return LineItemOut.model_validate(line)


@router.delete(
    "/scanned-documents/{document_id}/delete-lineitem/{line_id}/",
    response_model=DeletedLine,
    responses=EDIT_ERRORS,
)
async def delete_line(
    document_id: PathId, line_id: PathId, user: CurrentUser, session: SessionDep
) -> DeletedLine:
    document = await service.editable(session, user, document_id)
    service.delete_line(document, service.line_of(document, line_id))
    return DeletedLine(
        id=line_id,
        deleted=True,
        **sum_flags(document),
    )


@router.post(
    "/scanned-documents/{document_id}/lineitem/{line_id}/clear-product/",
    response_model=LineItemOut,
    responses=EDIT_ERRORS,
)
async def clear_line_product(
    document_id: PathId, line_id: PathId, user: CurrentUser, session: SessionDep
) -> LineItemOut:
    document = await service.editable(session, user, document_id)
    line = service.line_of(document, line_id)
    service.clear_product(line)
    return LineItemOut.model_validate(line)


@router.get(
    "/autocomplete/clients/",
    response_model=Suggestions,
    responses=ERRORS,
)
async def autocomplete_clients(
    user: CurrentUser, session: SessionDep, q: SearchText = "", field: SearchText | None = None
) -> Suggestions:
    results = await autocomplete.clients(session, user.id, q, field)
    last = await register_repository.last_import(session)
    freshness = RegisterFreshness(refreshed_at=last.finished_at, data_date=last.data_date) if last else None
    return Suggestions(results=results, company_register=freshness)


@router.get(
    "/autocomplete/products/",
    response_model=Suggestions,
    responses=ERRORS,
)
async def autocomplete_products(
    user: CurrentUser, session: SessionDep, q: SearchText = "", field: SearchText | None = None
) -> Suggestions:
    return Suggestions(results=await autocomplete.products(session, user.id, q, field))
