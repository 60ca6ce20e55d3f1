"""Password hashing and the two session tokens.

The access token is a short-lived signed JWT (user id only). The refresh token is a signed JWT too,
but it names a row in `refresh_tokens`, so it can be rotated, and revoked on logout or reuse."""

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta

import anyio.to_thread
import jwt
from anyio import CapacityLimiter
from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from api.models.types import utcnow

ACCESS_COOKIE = "access_token"
REFRESH_COOKIE = "refresh_token"
DEVICE_COOKIE = "login_device"
ALGORITHM = "HS256"

_hasher = PasswordHasher()
# Verifying against this when no user matches keeps the timing of "no such e-mail" and
# "wrong password" alike, so logins do not reveal which e-mails are registered.
_DUMMY_HASH = _hasher.hash("dokskenas-timing-equaliser")
# argon2 takes tens of milliseconds of CPU and 64 MiB per call: it runs in worker threads so a login
# storm cannot freeze the event loop (and /healthz with it), and at most this many at once so the
# storm cannot take the API past its memory limit or every thread that file checks also use.
_HASHING = CapacityLimiter(4)


async def hash_password(password: str) -> str:
    return await anyio.to_thread.run_sync(_hasher.hash, password, limiter=_HASHING)


async def verify_password(password_hash: str | None, password: str) -> bool:
    return await anyio.to_thread.run_sync(_verify, password_hash, password, limiter=_HASHING)


def _verify(password_hash: str | None, password: str) -> bool:
    try:
        return _hasher.verify(password_hash or _DUMMY_HASH, password) and password_hash is not None
    except (VerificationError, InvalidHashError):
        return False


@dataclass(frozen=True)
class RefreshClaims:
    token_id: uuid.UUID
    family_id: uuid.UUID
    user_id: int


@dataclass(frozen=True)
class AccessClaims:
    user_id: int
    family_id: uuid.UUID


def make_access_token(claims: AccessClaims, secret: str, minutes: int, now: datetime | None = None) -> str:
    """The access token names its login (refresh family), so logging out ends it at once too."""
    now = now or utcnow()
    payload = {
        "sub": str(claims.user_id),
        "typ": "access",
        "fam": str(claims.family_id),
        "iat": now,
        "exp": now + timedelta(minutes=minutes),
    }
    return jwt.encode(payload, secret, algorithm=ALGORITHM)


def read_access_token(token: str, secret: str) -> AccessClaims | None:
    try:
        claims = jwt.decode(token, secret, algorithms=[ALGORITHM])
        if claims.get("typ") != "access":
            return None
        return AccessClaims(int(claims["sub"]), uuid.UUID(claims["fam"]))
    except (jwt.PyJWTError, KeyError, ValueError):
        return None


def make_refresh_token(claims: RefreshClaims, secret: str, expires_at: datetime) -> str:
    payload = {
        "sub": str(claims.user_id),
        "typ": "refresh",
        "jti": str(claims.token_id),
        "fam": str(claims.family_id),
        "exp": expires_at,
    }
    return jwt.encode(payload, secret, algorithm=ALGORITHM)


def make_device_token(user_id: int, secret: str, days: int) -> str:
    """Proof that this browser once signed in to the account: it spares the owner the login delay
    an attacker elsewhere causes (api/auth/throttle.py)."""
    payload = {"sub": str(user_id), "typ": "device", "exp": utcnow() + timedelta(days=days)}
    return jwt.encode(payload, secret, algorithm=ALGORITHM)


def read_device_token(token: str | None, secret: str) -> int | None:
    if not token:
        return None
    try:
        claims = jwt.decode(token, secret, algorithms=[ALGORITHM])
        return int(claims["sub"]) if claims.get("typ") == "device" else None
    except (jwt.PyJWTError, KeyError, ValueError):
        return None


def read_refresh_token(token: str, secret: str) -> RefreshClaims | None:
    try:
        claims = jwt.decode(token, secret, algorithms=[ALGORITHM])
        if claims.get("typ") != "refresh":
            return None
        return RefreshClaims(uuid.UUID(claims["jti"]), uuid.UUID(claims["fam"]), int(claims["sub"]))
    except (jwt.PyJWTError, KeyError, ValueError):
        return None
