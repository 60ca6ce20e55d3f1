"""Seeding for browser tests and `make dev`: mounted only when DOKSKENAS_TEST_SUPPORT is on, which
Settings refuses outside development and tests."""

from decimal import Decimal

from fastapi import APIRouter
from pydantic import BaseModel
from sqlalchemy.ext.asyncio import AsyncSession

from api.auth import repository
from api.auth.rules import normalise_email
from api.auth.service import grant_signup_credits
from api.core.deps import SessionDep
from api.core.security import hash_password
from api.models import User

router = APIRouter(prefix="/api/test-support", tags=["test-support"], include_in_schema=False)


class SeedUser(BaseModel):
    email: str
    password: str
    credits: Decimal = Decimal(50)
    is_superuser: bool = False
    company: bool = True


@router.post("/users/")
async def seed_user(body: SeedUser, session: SessionDep) -> dict[str, object]:
    user = await ensure_user(session, body)
    return {"id": user.id, "email": user.email, "credits": str(user.credits)}


async def ensure_user(session: AsyncSession, seed: SeedUser) -> User:
    """Create the user once with its credits and company; later calls return it unchanged."""
    email = normalise_email(seed.email)
    user = await repository.user_by_email(session, email)
    if user is not None:
        return user
    user = await repository.add_user(session, email, hash_password(seed.password))
    user.is_superuser = seed.is_superuser
    if seed.company:
        user.profile.company_name = "UAB Demo įmonė"
        user.profile.company_code = "304181177"
        user.profile.vat_code = "LT100009993918"
        user.profile.company_address = "Gedimino pr. 1, Vilnius"
        user.profile.default_accounting_program = "rivile"
    if seed.credits:
        await grant_signup_credits(session, user.id, seed.credits)
    return user
