import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from api.core.users import user_by_email as user_by_email  # its home is core: credits uses it too
from api.models import LoginFailure, PasswordResetToken, Profile, RefreshToken, User


async def add_user(session: AsyncSession, email: str, password_hash: str) -> User:
    user = User(email=email, password_hash=password_hash)
    user.profile = Profile()
    session.add(user)
    await session.flush()
    return user


@dataclass(frozen=True)
class Failures:
    count: int = 0
    last: datetime | None = None


async def recent_failures(session: AsyncSession, keys: list[str], since: datetime) -> dict[str, Failures]:
    rows = await session.execute(
        select(LoginFailure.key, func.count(), func.max(LoginFailure.created_at))
        .where(LoginFailure.key.in_(keys), LoginFailure.created_at >= since)
        .group_by(LoginFailure.key)
    )
    failures = {key: Failures() for key in keys}
    failures.update({key: Failures(count, last) for key, count, last in rows.all()})
    return failures


async def add_failures(session: AsyncSession, keys: list[str]) -> None:
    session.add_all(LoginFailure(key=key) for key in keys)
    await session.flush()


async def clear_failures(session: AsyncSession, key: str) -> None:
    await session.execute(delete(LoginFailure).where(LoginFailure.key == key))


async def add_refresh_token(
    session: AsyncSession, user_id: int, family_id: uuid.UUID, expires_at: datetime
) -> RefreshToken:
    token = RefreshToken(id=uuid.uuid4(), family_id=family_id, user_id=user_id, expires_at=expires_at)
    session.add(token)
    await session.flush()
    return token


async def lock_refresh_token(session: AsyncSession, token_id: uuid.UUID) -> RefreshToken | None:
    return await session.scalar(select(RefreshToken).where(RefreshToken.id == token_id).with_for_update())


async def revoke_family(session: AsyncSession, family_id: uuid.UUID, now: datetime) -> None:
    await session.execute(
        update(RefreshToken)
        .where(RefreshToken.family_id == family_id, RefreshToken.revoked_at.is_(None))
        .values(revoked_at=now)
    )


async def revoke_user_sessions(session: AsyncSession, user_id: int, now: datetime) -> None:
    """Every login of the user ends: the refresh tokens stop rotating and the access tokens naming
    their families stop being accepted (api/core/deps.py)."""
    await session.execute(
        update(RefreshToken)
        .where(RefreshToken.user_id == user_id, RefreshToken.revoked_at.is_(None))
        .values(revoked_at=now)
    )


async def add_reset_token(session: AsyncSession, user_id: int, token_hash: str, expires_at: datetime) -> None:
    session.add(PasswordResetToken(user_id=user_id, token_hash=token_hash, expires_at=expires_at))
    await session.flush()


async def lock_reset_token(session: AsyncSession, token_hash: str) -> PasswordResetToken | None:
    """Locked, so two submissions of one link cannot both set a password."""
    return await session.scalar(
        select(PasswordResetToken).where(PasswordResetToken.token_hash == token_hash).with_for_update()
    )


async def use_reset_tokens(session: AsyncSession, user_id: int, now: datetime) -> None:
    """Spends every open link of the user, so an older mail cannot undo the new password."""
    await session.execute(
        update(PasswordResetToken)
        .where(PasswordResetToken.user_id == user_id, PasswordResetToken.used_at.is_(None))
        .values(used_at=now)
    )


async def user_by_id(session: AsyncSession, user_id: int) -> User | None:
    return await session.get(User, user_id)


def window_start(now: datetime, minutes: int) -> datetime:
    return now - timedelta(minutes=minutes)
