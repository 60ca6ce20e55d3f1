"""Accounts and sessions: registration, login with throttling, token rotation, logout."""

import math
import uuid
from dataclasses import dataclass
from datetime import timedelta
from decimal import Decimal

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from api.audit import repository as audit
from api.auth import repository, throttle
from api.auth.rules import check_password, normalise_email
from api.core import texts
from api.core.config import Settings
from api.core.errors import BadRequest, NotAuthenticated, TooManyRequests, Unprocessable
from api.core.security import (
    AccessClaims,
    RefreshClaims,
    hash_password,
    make_access_token,
    make_refresh_token,
    read_device_token,
    read_refresh_token,
    verify_password,
)
from api.credits import ledger
from api.models import AuditAction, CreditKind, User
from api.models.types import utcnow

# Two tabs refreshing at the same moment both present the same token; within this interval the
# second is answered instead of being treated as a stolen token.
REFRESH_REUSE_GRACE = timedelta(seconds=10)


@dataclass(frozen=True)
class SessionTokens:
    access: str
    refresh: str


async def register(session: AsyncSession, settings: Settings, email: str, password: str, ip: str) -> User:
    now = utcnow()
    ip_key = throttle.key("register-ip", throttle.client_address(ip))
    failures = await repository.recent_failures(
        session, [ip_key], repository.window_start(now, settings.login_throttle_minutes)
    )
    if failures[ip_key].count >= settings.register_attempts_per_ip:
        raise TooManyRequests(texts.REGISTER_THROTTLED)
    # Every attempt counts against the address, so registration cannot be used to probe e-mails in bulk.
    await repository.add_failures(session, [ip_key])
    try:
        normalised = normalise_email(email)
        check_password(password)
    except ValueError as exc:
        raise Unprocessable(str(exc)) from exc
    if await repository.user_by_email(session, normalised) is not None:
        raise BadRequest(texts.EMAIL_TAKEN, code="registration_failed")
    try:
        async with session.begin_nested():
            user = await repository.add_user(session, normalised, await hash_password(password))
    except IntegrityError as exc:
        raise BadRequest(texts.EMAIL_TAKEN, code="registration_failed") from exc
    await grant_signup_credits(session, user.id, settings.signup_credits)
    return user


async def grant_signup_credits(session: AsyncSession, user_id: int, amount: Decimal) -> None:
    movement = ledger.Movement(
        kind=CreditKind.GRANT,
        amount=amount,
        reason="Registracijos dovana",
        idempotency_key=f"signup:{user_id}",
    )
    await ledger.post(session, user_id, movement)


async def authenticate(
    session: AsyncSession, settings: Settings, email: str, password: str, ip: str, device: str | None
) -> User:
    """The user for these credentials, or an error that does not say whether the e-mail exists.
    `device` is the browser's device cookie; how failures are counted: api/auth/throttle.py."""
    now = utcnow()
    try:
        normalised = normalise_email(email)
    except ValueError:
        normalised = email.strip().lower()
    address = throttle.client_address(ip)
    user = await repository.user_by_email(session, normalised)
    known_device = user is not None and read_device_token(device, settings.secret_key) == user.id
    client = f"device:{user.id}" if known_device and user else f"address:{address}"
    account_key = throttle.key("login-account", normalised)
    pair_key = throttle.key("login-account-client", normalised, client)
    ip_key = throttle.key("login-ip", address)
    failures = await repository.recent_failures(
        session,
        [account_key, pair_key, ip_key],
        repository.window_start(now, settings.login_throttle_minutes),
    )
    if (
        failures[pair_key].count >= settings.login_attempts_per_email
        or failures[ip_key].count >= settings.login_attempts_per_ip
    ):
        raise TooManyRequests(texts.LOGIN_THROTTLED.format(minutes=settings.login_throttle_minutes))
    if not known_device:
        account = failures[account_key]
        wait = throttle.account_wait(
            account.count,
            account.last,
            now,
            settings.login_attempts_per_email,
            settings.login_delay_max_seconds,
        )
        if wait > 0:
            raise TooManyRequests(texts.LOGIN_DELAYED.format(seconds=math.ceil(wait)))
    if (
        not await verify_password(user.password_hash if user else None, password)
        or user is None
        or not user.is_active
    ):
        await repository.add_failures(session, [account_key, pair_key, ip_key])
        if user is not None:
            # The owner sees that someone tried their account; unknown e-mails have no one to tell.
            await audit.record(session, user.id, AuditAction.SIGN_IN_FAILED, ip=ip)
        raise NotAuthenticated(texts.INVALID_LOGIN, code="invalid_credentials")
    await repository.clear_failures(session, pair_key)
    await audit.record(session, user.id, AuditAction.SIGN_IN, ip=ip)
    return user


async def start_session(session: AsyncSession, settings: Settings, user_id: int) -> SessionTokens:
    return await _issue(session, settings, user_id, family_id=uuid.uuid4())


async def rotate(session: AsyncSession, settings: Settings, refresh_token: str | None) -> SessionTokens:
    """A new pair for a valid refresh token. A token used before (outside the grace interval) means
    it was copied: the whole family is revoked and the holder must log in again."""
    claims = read_refresh_token(refresh_token, settings.secret_key) if refresh_token else None
    if claims is None:
        raise NotAuthenticated(texts.NOT_AUTHENTICATED)
    now = utcnow()
    row = await repository.lock_refresh_token(session, claims.token_id)
    if row is None or row.revoked_at is not None or row.expires_at <= now:
        raise NotAuthenticated(texts.NOT_AUTHENTICATED)
    if row.used_at is not None and now - row.used_at > REFRESH_REUSE_GRACE:
        # The endpoint answers this error normally, so the revocation is committed with the request.
        await repository.revoke_family(session, row.family_id, now)
        raise NotAuthenticated(texts.NOT_AUTHENTICATED)
    row.used_at = row.used_at or now
    return await _issue(session, settings, row.user_id, family_id=row.family_id)


async def end_session(session: AsyncSession, settings: Settings, refresh_token: str | None) -> None:
    claims = read_refresh_token(refresh_token, settings.secret_key) if refresh_token else None
    if claims is not None:
        await repository.revoke_family(session, claims.family_id, utcnow())


async def _issue(
    session: AsyncSession, settings: Settings, user_id: int, family_id: uuid.UUID
) -> SessionTokens:
    expires_at = utcnow() + timedelta(days=settings.refresh_token_days)
    row = await repository.add_refresh_token(session, user_id, family_id, expires_at)
    return SessionTokens(
        access=make_access_token(
            AccessClaims(user_id, family_id), settings.secret_key, settings.access_token_minutes
        ),
        refresh=make_refresh_token(
            RefreshClaims(row.id, family_id, user_id), settings.secret_key, expires_at
        ),
    )
