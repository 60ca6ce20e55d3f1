"""`dokskenas`: the command-line entry point. A small dispatcher: each command lives in its own module
with `register(subparsers)`, which adds its parser and sets `func` (parsed arguments → exit code).
To add a command, add its module to COMMANDS. It lives with the activities because it wires the reader
(`extract`) and the API's tools together; `api` never imports `activities`."""

import argparse
import os
import sys
from types import ModuleType

from activities import extract_cli
from api.credits import cli as credits_cli
from api.registry import cli as registry_cli

COMMANDS: tuple[ModuleType, ...] = (
    extract_cli,  # dokskenas extract FILE…
    registry_cli,  # dokskenas registry import FILE
    credits_cli,  # dokskenas credits adjust EMAIL AMOUNT
)


def parser() -> argparse.ArgumentParser:
    root = argparse.ArgumentParser(prog="dokskenas", description="DokSkenas maintenance and tools")
    subparsers = root.add_subparsers(dest="command", required=True)
    for module in COMMANDS:
        module.register(subparsers)
    return root


def main(argv: list[str] | None = None) -> None:
    args = parser().parse_args(argv)
    code = args.func(args)
    sys.stdout.flush()
    sys.stderr.flush()
    # temporalio/sdk-python#300: a process that used a Temporal client may abort at interpreter exit.
    os._exit(code)


if __name__ == "__main__":
    main()
