"""Development and test users, written straight to the database: `make dev` seeds its demo logins,
the browser tests and the benchmark seed theirs. A command-line tool rather than an HTTP route, so no
running API ever offers to create a superuser with any credits (issue 14).

    python -m api.ops.seed user EMAIL PASSWORD [--credits 50] [--superuser] [--no-company]

It reads DOKSKENAS_DATABASE_URL like every process and refuses unless DOKSKENAS_ENV is development or
test. Seeding is idempotent: an existing user is returned unchanged."""

import argparse
import asyncio
import json
import sys
from decimal import Decimal, InvalidOperation

from pydantic import BaseModel
from sqlalchemy.ext.asyncio import AsyncSession

from api.auth import repository
from api.auth.rules import normalise_email
from api.auth.service import grant_signup_credits
from api.core.config import get_settings
from api.core.db import make_engine, make_sessionmaker, unit_of_work
from api.core.security import hash_password
from api.models import User


class SeedUser(BaseModel):
    email: str
    password: str
    credits: Decimal = Decimal(50)
    is_superuser: bool = False
    company: bool = True


async def ensure_user(session: AsyncSession, seed: SeedUser) -> User:
    """Create the user once with its credits and company; later calls return it unchanged."""
    email = normalise_email(seed.email)
    user = await repository.user_by_email(session, email)
    if user is not None:
        return user
    user = await repository.add_user(session, email, await hash_password(seed.password))
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


async def seed(database_url: str, users: list[SeedUser]) -> list[dict[str, object]]:
    """Each user as {id, email, credits}, all seeded in one transaction."""
    engine = make_engine(database_url)
    try:
        async with unit_of_work(make_sessionmaker(engine)) as session:
            seeded = [await ensure_user(session, user) for user in users]
            return [{"id": user.id, "email": user.email, "credits": str(user.credits)} for user in seeded]
    finally:
        await engine.dispose()


def _credits(value: str) -> Decimal:
    try:
        return Decimal(value)
    except InvalidOperation as exc:
        raise argparse.ArgumentTypeError(f"not a number: {value!r}") from exc


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m api.ops.seed", description="development and test users")
    commands = parser.add_subparsers(dest="command", required=True)
    user = commands.add_parser("user", help="create a user (once) with credits and company settings")
    user.add_argument("email")
    user.add_argument("password")
    user.add_argument("--credits", type=_credits, default=Decimal(50))
    user.add_argument("--superuser", action="store_true")
    user.add_argument("--no-company", dest="company", action="store_false")
    args = parser.parse_args(argv)
    settings = get_settings()
    if not settings.is_development:
        print("seeding is for development and tests only (DOKSKENAS_ENV)", file=sys.stderr)
        return 2
    wanted = SeedUser(
        email=args.email,
        password=args.password,
        credits=args.credits,
        is_superuser=args.superuser,
        company=args.company,
    )
    [seeded] = asyncio.run(seed(settings.database_url, [wanted]))
    print(json.dumps(seeded))
    return 0


if __name__ == "__main__":
    sys.exit(main())
