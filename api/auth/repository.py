import uuid
from datetime import datetime, timedelta

from sqlalchemy import delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from api.models import LoginFailure, Profile, RefreshToken, User


async def user_by_email(session: AsyncSession, email: str) -> User | None:
    return await session.scalar(select(User).where(User.email == email))


async def add_user(session: AsyncSession, email: str, password_hash: str) -> User:
    user = User(email=email, password_hash=password_hash)
    user.profile = Profile()
    session.add(user)
    await session.flush()
    return user


async def count_failures(session: AsyncSession, keys: list[str], since: datetime) -> dict[str, int]:
    rows = await session.execute(
        select(LoginFailure.key, func.count())
        .where(LoginFailure.key.in_(keys), LoginFailure.created_at >= since)
        .group_by(LoginFailure.key)
    )
    counts = {key: 0 for key in keys}
    counts.update({key: count for key, count in rows.all()})
    return counts


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


def window_start(now: datetime, minutes: int) -> datetime:
    return now - timedelta(minutes=minutes)
