"""`dokskenas credits adjust EMAIL AMOUNT --reason "…"`: an administrator grants (positive AMOUNT) or
revokes (negative) a user's credits; the change is an `adjustment` row that names who made it.

`register(subparsers)` adds the `credits` command to the `dokskenas` dispatcher; each leaf command
sets `func`, which takes the parsed arguments and returns the exit code."""

import argparse
import asyncio
import getpass
import sys
from decimal import Decimal, InvalidOperation

from api.core.config import Settings, get_settings
from api.core.db import make_engine, make_sessionmaker, unit_of_work
from api.core.errors import AppError
from api.credits import service


def register(subparsers: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    credits = subparsers.add_parser("credits", help="users' credit balances")
    commands = credits.add_subparsers(dest="credits_command", required=True)
    adjust = commands.add_parser(
        "adjust", help="grant (positive AMOUNT) or revoke (negative AMOUNT) a user's credits"
    )
    adjust.add_argument("email")
    adjust.add_argument("amount", type=_amount, help="credits, e.g. 25 or -1.3")
    adjust.add_argument("--reason", required=True, help="why; kept in the ledger and shown to the user")
    adjust.set_defaults(func=run_adjust)


def _amount(value: str) -> Decimal:
    try:
        return Decimal(value)
    except InvalidOperation as exc:
        raise argparse.ArgumentTypeError(f"not a number: {value!r}") from exc


def run_adjust(args: argparse.Namespace) -> int:
    try:
        balance = asyncio.run(adjust(get_settings(), args.email, args.amount, args.reason))
    except AppError as exc:
        print(exc.message, file=sys.stderr)
        return 1
    print(f"{args.email}: {args.amount:+} → {balance}")
    return 0


async def adjust(settings: Settings, email: str, amount: Decimal, reason: str) -> Decimal:
    """The user's balance after the adjustment."""
    engine = make_engine(settings.database_url)
    try:
        async with unit_of_work(make_sessionmaker(engine)) as session:
            _, entry = await service.adjust(session, email, amount, reason, by=f"cli:{getpass.getuser()}")
            return entry.balance_after
    finally:
        await engine.dispose()


def main(argv: list[str] | None = None) -> int:
    """`python -m api.credits.cli credits adjust …`, the same command without the dispatcher."""
    parser = argparse.ArgumentParser(prog="dokskenas")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
