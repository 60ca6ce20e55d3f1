"""Changing the password while signed in: the current password proves that the holder of the session
is the owner (a session left open on a shared computer must not be enough to take the account over).

Wrong current passwords are counted per account like failed logins, and the failure rows must be kept,
so the caller answers a failure instead of raising it. A changed password ends every session of the user
and spends every open reset link; the browser that changed it gets a fresh session."""

from sqlalchemy.ext.asyncio import AsyncSession

from api.audit import repository as audit
from api.auth import repository, throttle
from api.auth.password_reset import replace_password
from api.auth.rules import check_password
from api.core import texts
from api.core.config import Settings
from api.core.errors import BadRequest, TooManyRequests, Unprocessable
from api.core.security import verify_password
from api.models import AuditAction, User
from api.models.types import utcnow


async def change_password(
    session: AsyncSession, settings: Settings, user: User, current: str, new: str, ip: str
) -> None:
    now = utcnow()
    account_key = throttle.key("password-change", str(user.id))
    failures = await repository.recent_failures(
        session, [account_key], repository.window_start(now, settings.login_throttle_minutes)
    )
    if failures[account_key].count >= settings.login_attempts_per_email:
        raise TooManyRequests(texts.PASSWORD_CHANGE_THROTTLED.format(minutes=settings.login_throttle_minutes))
    if not await verify_password(user.password_hash, current):
        await repository.add_failures(session, [account_key])
        await audit.record(session, user.id, AuditAction.PASSWORD_CHANGE_FAILED, ip=ip)
        raise BadRequest(texts.CURRENT_PASSWORD_WRONG, code="wrong_password")
    try:
        check_password(new)
    except ValueError as exc:
        raise Unprocessable(str(exc)) from exc
    if new == current:
        raise Unprocessable(texts.PASSWORD_UNCHANGED)
    await repository.clear_failures(session, account_key)
    await replace_password(session, user, new, AuditAction.PASSWORD_CHANGED, ip)
