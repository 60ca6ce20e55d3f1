"""Import of the company register's open data (domain.md §2.1): JAR_IREGISTRUOTI.csv (registered
entities), JAR_ISREGISTRUOTI.csv (deregistered ones) and VMI's mm_registras extract (VAT codes).

The file kind is told by its exact header; any other header fails loudly, because a silently
shifted column would fill the table with wrong data. Rows go through COPY into a staging table and
are upserted in one transaction, so a failed import leaves the last good snapshot in place; several
files imported together share that transaction."""

import csv
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from typing import IO, Any

import psycopg

from api.registry.names import normalise_name

REGISTERED_HEADER = (
    "ja_kodas|ja_pavadinimas|adresas|ja_reg_data|form_kodas|form_pavadinimas|stat_kodas|stat_pavadinimas"
    "|stat_data_nuo|formavimo_data"
)
DEREGISTERED_HEADER = (
    "ja_kodas|ja_pavadinimas|adresas|ja_reg_data|form_kodas|form_pavadinimas|isreg_data|formavimo_data"
)
COLUMNS = (
    "code",
    "name",
    "name_norm",
    "form_code",
    "form_name",
    "status_code",
    "status_name",
    "status_since",
    "registered",
    "deregistered",
    "address",
    "source_date",
)


class RegisterFileError(ValueError):
    """The file is not one of the register files this importer knows."""


@dataclass(frozen=True)
class ImportResult:
    kind: str
    rows: int
    source_date: date | None


# Imported in this order: VMI's VAT codes update the rows the JAR files created.
KIND_ORDER = ("registered", "deregistered", "vat_codes")


def import_file(database_url: str, stream: IO[str]) -> ImportResult:
    """Import one register file; the stream is text (UTF-8, a BOM is tolerated)."""
    [result] = import_files(database_url, [stream])
    return result


def import_files(database_url: str, streams: Sequence[IO[str]]) -> list[ImportResult]:
    """Import several register files in one transaction, recorded in register_imports: a wrong header
    or a file without a single company fails the whole import and leaves the last good copy in place."""
    headed = [(_header(stream), stream) for stream in streams]
    files = sorted(((file_kind(header), header, stream) for header, stream in headed), key=_kind_rank)
    with psycopg.connect(_dsn(database_url)) as conn:
        results = [_import_one(conn, kind, header, stream) for kind, header, stream in files]
        dates = [r.source_date for r in results if r.source_date]
        conn.execute(
            "insert into register_imports (finished_at, data_date, rows) values (now(), %s, %s)",
            (max(dates) if dates else None, sum(r.rows for r in results)),
        )
    return results


def file_kind(header: str) -> str:
    if header == REGISTERED_HEADER:
        return "registered"
    if header == DEREGISTERED_HEADER:
        return "deregistered"
    if {"ja_kodas", "pvm_kodas"} <= set(_split_header(header)):
        return "vat_codes"
    raise RegisterFileError(f"unknown register file header: {header[:200]!r}")


def _header(stream: IO[str]) -> str:
    return stream.readline().lstrip("\ufeff").strip()


def _kind_rank(file: tuple[str, str, IO[str]]) -> int:
    return KIND_ORDER.index(file[0])


def _import_one(conn: psycopg.Connection[Any], kind: str, header: str, stream: IO[str]) -> ImportResult:
    if kind == "vat_codes":
        result = _import_vat_codes(conn, header, stream)
    else:
        result = _import_jar(conn, kind, header, stream)
    if result.rows == 0:
        raise RegisterFileError(f"no company in the {kind} file")
    return result


def _split_header(header: str) -> list[str]:
    delimiter = "|" if "|" in header else ","
    return next(csv.reader([header], delimiter=delimiter))


def _rows(header: str, stream: IO[str]) -> Iterator[dict[str, str]]:
    delimiter = "|" if "|" in header else ","
    reader = csv.DictReader(stream, fieldnames=_split_header(header), delimiter=delimiter, quotechar='"')
    for row in reader:
        code = (row.get("ja_kodas") or "").strip()
        if code.isdigit() and 7 <= len(code) <= 9:
            yield row


def _jar_record(kind: str, row: dict[str, str]) -> tuple[object, ...]:
    name = _text(row["ja_pavadinimas"])
    status_code = _int(row.get("stat_kodas"))
    return (
        row["ja_kodas"].strip(),
        name,
        normalise_name(name) if name else None,
        _int(row["form_kodas"]),
        _text(row["form_pavadinimas"]),
        status_code,
        _text(row.get("stat_pavadinimas")),
        _date(row.get("stat_data_nuo")),
        _date(row["ja_reg_data"]),
        _date(row.get("isreg_data")) if kind == "deregistered" else None,
        _text(row["adresas"]),
        _date(row["formavimo_data"]),
    )


def _import_jar(conn: psycopg.Connection[Any], kind: str, header: str, stream: IO[str]) -> ImportResult:
    count, snapshot = 0, None
    updates = ", ".join(f"{c} = excluded.{c}" for c in COLUMNS if c != "code")
    # one transaction may import both JAR files: the first one's staging table is still there
    conn.execute("drop table if exists register_staging")
    conn.execute(
        f"create temp table register_staging on commit drop as "
        f"select {', '.join(COLUMNS)} from register_companies with no data"
    )
    with conn.cursor().copy(f"copy register_staging ({', '.join(COLUMNS)}) from stdin") as copy:
        for row in _rows(header, stream):
            record = _jar_record(kind, row)
            copy.write_row(record)
            snapshot = snapshot or record[-1]
            count += 1
    # a deregistered entity keeps what the registered file and VMI's data said about it
    on_conflict = (
        "deregistered = excluded.deregistered, source_date = excluded.source_date"
        if kind == "deregistered"
        else updates
    )
    conn.execute(
        f"insert into register_companies ({', '.join(COLUMNS)}, imported_at) "
        f"select {', '.join(COLUMNS)}, now() from register_staging "
        f"on conflict (code) do update set {on_conflict}, imported_at = now()"
    )
    return ImportResult(kind, count, snapshot)  # type: ignore[arg-type]


def _import_vat_codes(conn: psycopg.Connection[Any], header: str, stream: IO[str]) -> ImportResult:
    count = 0
    conn.execute("create temp table vat_staging (code text, vat_code text) on commit drop")
    with conn.cursor().copy("copy vat_staging (code, vat_code) from stdin") as copy:
        for row in _rows(header, stream):
            number = "".join((row.get("pvm_kodas") or "").split()).upper()
            if not number:
                continue
            prefix = (row.get("pvm_kodas_pref") or "LT").strip().upper()
            copy.write_row((row["ja_kodas"].strip(), number if number[:2].isalpha() else prefix + number))
            count += 1
    conn.execute(
        "update register_companies r set vat_code = s.vat_code from vat_staging s where r.code = s.code"
    )
    return ImportResult("vat_codes", count, None)


def _dsn(database_url: str) -> str:
    return database_url.replace("postgresql+psycopg://", "postgresql://", 1)


def _text(value: str | None) -> str | None:
    value = (value or "").strip()
    return value or None


def _int(value: str | None) -> int | None:
    value = (value or "").strip()
    return int(value) if value.lstrip("-").isdigit() else None


def _date(value: str | None) -> date | None:
    value = (value or "").strip()[:10]
    try:
        return date.fromisoformat(value) if value else None
    except ValueError:
        return None


def open_text(path: str) -> IO[str]:
    return open(path, encoding="utf-8-sig", newline="")
