"""The admin API (spec 000 §7 Admin, spec 001 §7): superusers only, checked here on the server
(401 without a session, 403 for everyone else), whatever the screens show."""

from datetime import UTC, datetime
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request

from api.admin import repository
from api.admin.schemas import AdminDocument, AdminDocumentDetail, AdminDocumentPage, DashboardStats
from api.admin.stats import dashboard_stats
from api.core import texts
from api.core.deps import SessionDep, SettingsDep, StoreDep, SuperUser
from api.core.errors import ERROR_RESPONSE, NotFound
from api.core.inputs import PathId
from api.core.pagination import AfterCursor, Cursor, next_link
from api.documents import service
from api.documents.repository import cursor_of
from api.documents.schemas import SUMMARY_COLUMNS, DocumentSummary
from api.documents.status import StatusQuery, status_filter

router = APIRouter(prefix="/api", tags=["admin"])
ERRORS: dict[int | str, dict[str, Any]] = {401: ERROR_RESPONSE, 403: ERROR_RESPONSE}
LIST_ERRORS: dict[int | str, dict[str, Any]] = {**ERRORS, 422: ERROR_RESPONSE}
# Spec 000 §9: the all-files page asks for 200 at a time.
PAGE_SIZE = 200
PageSize = Annotated[int, Query(ge=1, le=PAGE_SIZE)]


@router.get("/superuser/dashboard-stats/", response_model=DashboardStats, responses=ERRORS)
async def get_dashboard_stats(admin: SuperUser, session: SessionDep, settings: SettingsDep) -> DashboardStats:
    """The analytics dashboard's numbers; the admin screens' guard also asks it to check access."""
    return await dashboard_stats(session, datetime.now(UTC), settings.stats_internal_user_ids)


@router.get("/admin/documents_with_errors/", response_model=AdminDocumentPage, responses=LIST_ERRORS)
async def documents_with_errors(
    request: Request,
    admin: SuperUser,
    session: SessionDep,
    status: StatusQuery = None,
    page_size: PageSize = PAGE_SIZE,
    after: AfterCursor = None,
) -> AdminDocumentPage:
    """Every user's rejected documents and those whose sums do not add up, newest first."""
    return await _page(request, session, status, page_size, after, errors_only=True)


@router.get("/admin/visi-failai/", response_model=AdminDocumentPage, responses=LIST_ERRORS)
async def all_files(
    request: Request,
    admin: SuperUser,
    session: SessionDep,
    status: StatusQuery = None,
    page_size: PageSize = PAGE_SIZE,
    after: AfterCursor = None,
) -> AdminDocumentPage:
    """Every user's documents (deleted ones aside), newest first, with the owner's id and e-mail."""
    return await _page(request, session, status, page_size, after, errors_only=False)


async def _page(
    request: Request,
    session: SessionDep,
    status: str | None,
    page_size: int,
    after: str | None,
    *,
    errors_only: bool,
) -> AdminDocumentPage:
    cursor = Cursor.decode(after) if after else None
    # one row more than shown tells whether a next page exists, without counting a million rows
    rows = await repository.documents(
        session,
        page_size + 1,
        SUMMARY_COLUMNS,
        status=status_filter(status),
        errors_only=errors_only,
        after=cursor,
    )
    shown = rows[:page_size]
    more = len(rows) > page_size
    return AdminDocumentPage(
        next=next_link(request, cursor_of([d for d, _ in shown])) if more else None,
        results=[
            AdminDocument(**DocumentSummary.model_validate(document).model_dump(), owner_email=email)
            for document, email in shown
        ],
    )


@router.get(
    "/admin/documents/{document_id}/",
    response_model=AdminDocumentDetail,
    responses={**ERRORS, 404: ERROR_RESPONSE},
)
async def get_document(
    document_id: PathId, admin: SuperUser, session: SessionDep, store: StoreDep
) -> AdminDocumentDetail:
    """Any user's document for the admin preview, with the raw OCR text and the structured JSON."""
    found = await repository.document(session, document_id)
    if found is None:
        raise NotFound(texts.NOT_FOUND)
    document, email = found
    detail = service.detail(document, store, admin, cp_key=None)
    return AdminDocumentDetail(**detail.model_dump(), owner_email=email)
