from fastapi import APIRouter, Query, Request

from api.core.deps import CurrentUser, SessionDep, SettingsDep, SuperUser
from api.core.errors import ERROR_RESPONSE
from api.core.pagination import PageNumber, page_links
from api.credits import repository, service
from api.credits.schemas import (
    AdjustmentIn,
    AdjustmentOut,
    LedgerEntry,
    LedgerPage,
    SubscriptionStatusOut,
)

router = APIRouter(prefix="/api", tags=["credits"])


@router.get(
    "/credits/ledger/",
    response_model=LedgerPage,
    responses={401: ERROR_RESPONSE},
)
async def ledger_page(
    request: Request,
    user: CurrentUser,
    session: SessionDep,
    page: PageNumber = 1,
    page_size: int = Query(50, ge=1, le=200),
) -> LedgerPage:
    """The signed-in user's own credit movements, newest first."""
    rows, count = await repository.entries_page(
        session, user.id, offset=(page - 1) * page_size, limit=page_size
    )
    return LedgerPage(
        count=count,
        **page_links(request, page, page_size, count),
        results=[LedgerEntry.model_validate(row) for row in rows],
    )


@router.get(
    "/subscription-status/",
    response_model=SubscriptionStatusOut,
    responses={401: ERROR_RESPONSE},
)
async def subscription_status(
    user: CurrentUser, session: SessionDep, settings: SettingsDep
) -> SubscriptionStatusOut:
    status = await service.status_of(session, settings, user)
    return SubscriptionStatusOut(status=status, credits=user.credits)


@router.post(
    "/admin/credits/adjustments/",
    response_model=AdjustmentOut,
    responses={402: ERROR_RESPONSE, 403: ERROR_RESPONSE, 404: ERROR_RESPONSE, 422: ERROR_RESPONSE},
)
async def adjust(body: AdjustmentIn, admin: SuperUser, session: SessionDep) -> AdjustmentOut:
    """A superuser grants (positive amount) or revokes (negative) a user's credits, with a reason."""
    user, entry = await service.adjust(
        session, body.email, body.amount, body.reason, by=f"admin:{admin.email}"
    )
    return AdjustmentOut(email=user.email, credits=user.credits, entry=LedgerEntry.model_validate(entry))
