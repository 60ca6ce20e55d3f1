"""Finding an account by the e-mail address someone typed: one rule for sign-up, sign-in, password
reset and the administrators' credit adjustments (api.auth and api.credits both use it; neither
imports the other's insides for it)."""

from email_validator import EmailNotValidError, validate_email
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from api.core import texts
from api.models import User


def normalise_email(raw: str) -> str:
    """Trimmed and lower-cased, so one mailbox is one account however it is typed."""
    email = raw.strip()
    if not email:
        raise ValueError(texts.EMAIL_REQUIRED)
    try:
        validated = validate_email(email, check_deliverability=False)
    except EmailNotValidError as exc:
        raise ValueError(texts.EMAIL_INVALID) from exc
    return validated.normalized.lower()


async def user_by_email(session: AsyncSession, email: str) -> User | None:
    """The account of an already normalised address."""
    return await session.scalar(select(User).where(User.email == email))
