"""Password reset by an e-mailed, single-use link that expires.

The request answers the same whether or not the address has an account; the mail goes out after the
commit (a background task), so neither the answer nor its timing tells them apart. Only the token's
SHA-256 is stored. Setting the new password spends every open link of the user and ends all of the
user's sessions; the browser that set it gets a fresh one."""

import hashlib
import secrets
from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from api.audit import repository as audit
from api.auth import repository, throttle
from api.auth.rules import check_password, normalise_email
from api.core import texts
from api.core.config import Settings
from api.core.errors import BadRequest, TooManyRequests, Unprocessable
from api.core.security import hash_password
from api.mail.sender import Mail
from api.models import AuditAction, User
from api.models.types import utcnow

# The page of the web app that sets the new password. The token travels in the fragment, which
# browsers never send to a server nor put in a Referer header.
RESET_PAGE = "/naujas-slaptazodis"


def token_digest(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


async def request_reset(session: AsyncSession, settings: Settings, email: str, ip: str) -> Mail | None:
    """The mail to send after the commit, or None (no such account, or this address has had its
    share of mails for now). Raises TooManyRequests only for a client that asks too often."""
    now = utcnow()
    try:
        normalised = normalise_email(email)
    except ValueError:
        normalised = email.strip().lower()
    email_key = throttle.key("reset-email", normalised)
    ip_key = throttle.key("reset-ip", throttle.client_address(ip))
    counts = await repository.recent_failures(
        session, [email_key, ip_key], repository.window_start(now, settings.password_reset_window_minutes)
    )
    if counts[ip_key].count >= settings.password_reset_per_ip:
        raise TooManyRequests(texts.RESET_THROTTLED)
    await repository.add_failures(session, [email_key, ip_key])
    if counts[email_key].count >= settings.password_reset_per_email:
        return None
    user = await repository.user_by_email(session, normalised)
    if user is None or not user.is_active:
        return None
    token = secrets.token_urlsafe(32)
    expires_at = now + timedelta(minutes=settings.password_reset_minutes)
    await repository.add_reset_token(session, user.id, token_digest(token), expires_at)
    await audit.record(session, user.id, AuditAction.PASSWORD_RESET_REQUESTED, ip=ip)
    link = f"{settings.public_url.rstrip('/')}{RESET_PAGE}#{token}"
    text = texts.RESET_MAIL_TEXT.format(link=link, minutes=settings.password_reset_minutes)
    return Mail(to=user.email, subject=texts.RESET_MAIL_SUBJECT, text=text)


async def reset_password(session: AsyncSession, token: str, password: str, ip: str) -> User:
    """Sets the new password for a valid link; the user, for the caller to start a session for."""
    now = utcnow()
    row = await repository.lock_reset_token(session, token_digest(token))
    user = await repository.user_by_id(session, row.user_id) if row is not None else None
    if row is None or row.used_at is not None or row.expires_at <= now or user is None or not user.is_active:
        raise BadRequest(texts.RESET_LINK_INVALID, code="reset_link_invalid")
    try:
        check_password(password)
    except ValueError as exc:
        # The link stays usable: the user corrects the password and sends again.
        raise Unprocessable(str(exc)) from exc
    await replace_password(session, user, password, AuditAction.PASSWORD_RESET, ip)
    return user


async def replace_password(
    session: AsyncSession, user: User, password: str, action: AuditAction, ip: str
) -> None:
    """A new password, by reset link or while signed in, ends every session of the user and spends every
    open reset link; the audit log says which way it came."""
    now = utcnow()
    user.password_hash = await hash_password(password)
    await repository.use_reset_tokens(session, user.id, now)
    await repository.revoke_user_sessions(session, user.id, now)
    await audit.record(session, user.id, action, ip=ip)
