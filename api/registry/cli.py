"""`dokskenas registry import FILE...`: load the company register's open data (JAR_IREGISTRUOTI.csv,
JAR_ISREGISTRUOTI.csv, VMI's mm_registras extract) into the local table the pipeline checks parties
against (domain.md §2)."""

import argparse
import sys

from api.core.config import get_settings
from api.registry.importer import RegisterFileError, import_file, open_text


def register(subparsers: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    registry = subparsers.add_parser("registry", help="the local copy of the company register")
    commands = registry.add_subparsers(dest="registry_command", required=True)
    load = commands.add_parser("import", help="import register CSV files (the kind is told by the header)")
    load.add_argument("files", nargs="+", metavar="FILE")
    load.set_defaults(func=run_import)


def run_import(args: argparse.Namespace) -> int:
    database_url = get_settings().database_url
    for path in args.files:
        try:
            with open_text(path) as stream:
                result = import_file(database_url, stream)
        except (OSError, RegisterFileError) as error:
            print(f"{path}: {error}", file=sys.stderr)
            return 1
        snapshot = f", register data of {result.source_date}" if result.source_date else ""
        print(f"{path}: {result.rows} rows ({result.kind}{snapshot})")
    return 0
