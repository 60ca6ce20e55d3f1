"""`dokskenas`: the command-line entry point. A small dispatcher: each command lives in its own module
with `register(subparsers)`, which adds its parser and sets `func` (parsed arguments → exit code).
To add a command, add its module to COMMANDS."""

import argparse
import importlib
import os
import sys

COMMANDS = (
    "activities.extract_cli",  # dokskenas extract FILE…
    "api.registry.cli",  # dokskenas registry import FILE
    "api.credits.cli",  # dokskenas credits adjust EMAIL AMOUNT
)


def parser() -> argparse.ArgumentParser:
    root = argparse.ArgumentParser(prog="dokskenas", description="DokSkenas maintenance and tools")
    subparsers = root.add_subparsers(dest="command", required=True)
    for module in COMMANDS:
        importlib.import_module(module).register(subparsers)
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
