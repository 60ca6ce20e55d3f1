"""Request dependencies: one unit of work per request, the signed-in user, the app's clients."""

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from api.core import texts
from api.core.config import Settings
from api.core.db import unit_of_work
from api.core.errors import Forbidden, NotAuthenticated
from api.core.security import ACCESS_COOKIE, read_access_token
from api.core.storage import ObjectStore
from api.core.temporal import TemporalGateway
from api.mail.sender import MailSender
from api.models import RefreshToken, User


async def get_session(request: Request) -> AsyncIterator[AsyncSession]:
    """Commits once after the handler returns and rolls back on any error; services only flush.

    Scoped to the handler (``scope="function"``), so the commit comes before the response: a client told
    "done" finds its change stored, and a commit that fails is answered as an error, not a success.
    """
    async with unit_of_work(request.app.state.sessionmaker) as session:
        yield session


def client_ip(request: Request) -> str:
    """The client's address as the server sees it (uvicorn's --proxy-headers puts the forwarded one
    there behind the ingress)."""
    return request.client.host if request.client else "unknown"


def get_settings_dep(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def get_store(request: Request) -> ObjectStore:
    store: ObjectStore = request.app.state.store
    return store


def get_temporal(request: Request) -> TemporalGateway:
    temporal: TemporalGateway = request.app.state.temporal
    return temporal


def get_mailer(request: Request) -> MailSender:
    mailer: MailSender = request.app.state.mailer
    return mailer


SessionDep = Annotated[AsyncSession, Depends(get_session, scope="function")]
SettingsDep = Annotated[Settings, Depends(get_settings_dep)]
StoreDep = Annotated[ObjectStore, Depends(get_store)]
TemporalDep = Annotated[TemporalGateway, Depends(get_temporal)]
MailerDep = Annotated[MailSender, Depends(get_mailer)]
ClientIp = Annotated[str, Depends(client_ip)]


async def optional_user(request: Request, session: SessionDep, settings: SettingsDep) -> User | None:
    token = request.cookies.get(ACCESS_COOKIE)
    claims = read_access_token(token, settings.secret_key) if token else None
    if claims is None:
        return None
    live_login = (
        select(RefreshToken.id)
        .where(RefreshToken.family_id == claims.family_id, RefreshToken.revoked_at.is_(None))
        .exists()
    )
    return await session.scalar(
        select(User).where(User.id == claims.user_id, User.is_active.is_(True), live_login)
    )


async def current_user(user: Annotated[User | None, Depends(optional_user)]) -> User:
    if user is None:
        raise NotAuthenticated(texts.NOT_AUTHENTICATED)
    return user


async def current_superuser(user: Annotated[User, Depends(current_user)]) -> User:
    if not user.is_superuser:
        raise Forbidden(texts.NO_ADMIN_ACCESS)
    return user


OptionalUser = Annotated[User | None, Depends(optional_user)]
CurrentUser = Annotated[User, Depends(current_user)]
SuperUser = Annotated[User, Depends(current_superuser)]
