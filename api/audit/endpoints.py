from fastapi import APIRouter, Query, Request

from api.audit import repository
from api.audit.schemas import AuditEntry, AuditPage
from api.core.deps import CurrentUser, SessionDep
from api.core.errors import ERROR_RESPONSE
from api.core.pagination import page_links

router = APIRouter(prefix="/api", tags=["audit"])


@router.get(
    "/audit-log/", response_model=AuditPage, responses={401: ERROR_RESPONSE}, operation_id="audit-list"
)
async def audit_log(
    request: Request,
    user: CurrentUser,
    session: SessionDep,
    page: int = Query(1, ge=1, le=1_000_000),
    page_size: int = Query(50, ge=1, le=200),
) -> AuditPage:
    """The signed-in user's own audit entries, newest first."""
    rows, count = await repository.entries_page(
        session, user.id, offset=(page - 1) * page_size, limit=page_size
    )
    return AuditPage(
        count=count,
        **page_links(request, page, page_size, count),
        results=[AuditEntry.model_validate(row) for row in rows],
    )
