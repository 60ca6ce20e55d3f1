"""`dokskenas registry import FILE...`: load the company register's open data (JAR_IREGISTRUOTI.csv,
JAR_ISREGISTRUOTI.csv, VMI's mm_registras extract) into the local table the pipeline checks parties
against (domain.md §2)."""

import argparse
import sys
from contextlib import ExitStack

from api.core.config import get_settings
from api.registry.importer import RegisterFileError, import_files, open_text


def register(subparsers: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    registry = subparsers.add_parser("registry", help="the local copy of the company register")
    commands = registry.add_subparsers(dest="registry_command", required=True)
    load = commands.add_parser("import", help="import register CSV files (the kind is told by the header)")
    load.add_argument("files", nargs="+", metavar="FILE")
    load.set_defaults(func=run_import)


def run_import(args: argparse.Namespace) -> int:
    """All files in one transaction: one bad file keeps the previous copy of the register whole."""
    with ExitStack() as files:
        try:
            streams = [files.enter_context(open_text(path)) for path in args.files]
            results = import_files(get_settings().database_url, streams)
        except (OSError, RegisterFileError) as error:
            print(f"import failed, the register is unchanged: {error}", file=sys.stderr)
            return 1
    for result in results:
        snapshot = f", register data of {result.source_date}" if result.source_date else ""
        print(f"{result.rows} rows ({result.kind}{snapshot})")
    return 0
