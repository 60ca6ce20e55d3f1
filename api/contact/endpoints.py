from fastapi import APIRouter, Query, Request

from api.contact import repository, service
from api.contact.schemas import ContactAck, ContactIn, ContactMessageOut, ContactMessagePage
from api.core.deps import ClientIp, OptionalUser, SessionDep, SettingsDep, SuperUser
from api.core.errors import ERROR_RESPONSE
from api.core.pagination import PageNumber, page_links

router = APIRouter(prefix="/api", tags=["contact"])


@router.post("/contact/", response_model=ContactAck, responses={422: ERROR_RESPONSE, 429: ERROR_RESPONSE})
async def send_message(
    body: ContactIn, session: SessionDep, settings: SettingsDep, user: OptionalUser, ip: ClientIp
) -> ContactAck:
    """The contact form; open to guests (CSRF like every unsafe call), throttled per address and e-mail."""
    await service.receive(session, settings, body, user, ip)
    return ContactAck(success=True)


@router.get(
    "/contact/messages/",
    response_model=ContactMessagePage,
    responses={401: ERROR_RESPONSE, 403: ERROR_RESPONSE},
)
async def list_messages(
    request: Request,
    session: SessionDep,
    _: SuperUser,
    page: PageNumber = 1,
    page_size: int = Query(20, ge=1, le=100),
) -> ContactMessagePage:
    """Contact messages, newest first (superusers only)."""
    count, rows = await repository.page(session, (page - 1) * page_size, page_size)
    return ContactMessagePage(
        count=count,
        **page_links(request, page, page_size, count),
        results=[ContactMessageOut.model_validate(row, from_attributes=True) for row in rows],
    )
