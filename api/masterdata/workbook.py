"""Reading an uploaded Excel workbook of clients or products, and writing the empty templates.

An upload is refused before openpyxl opens it unless it is a zip whose members unpack to a bounded
size at a believable ratio and hold no DTD or entity declarations (XXE, billion laughs); openpyxl
parses with defusedxml besides. Formulas are read as the values Excel saved (data_only), never as
formula text. Bad rows are reported by their row number and the good ones kept."""

import io
import zipfile
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from openpyxl import Workbook, load_workbook
from openpyxl.styles import Font

from api.core import texts
from api.core.errors import Unprocessable
from api.masterdata import keys
from api.masterdata.columns import Sheet
from api.masterdata.fields import ClientData, ProductData

XLSX_MAGIC = b"PK\x03\x04"
XLSX_TYPES = frozenset(
    {
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        # what some browsers and systems send for a file they do not know
        "application/octet-stream",
        "",
    }
)
ROW_LIMIT = 20_000
MAX_UNPACKED_BYTES = 200 * 2**20
MAX_RATIO = 200
MAX_MEMBERS = 500
UNSAFE_XML = (b"<!DOCTYPE", b"<!ENTITY")
MAX_ERRORS_LISTED = 20


@dataclass
class RowProblem:
    row: int
    message: str


@dataclass
class ReadResult:
    records: list[ClientData | ProductData] = field(default_factory=list)
    problems: list[RowProblem] = field(default_factory=list)
    processed: int = 0

    def error(self) -> str | None:
        if not self.problems:
            return None
        listed = [
            texts.IMPORT_ROW.format(row=p.row, message=p.message) for p in self.problems[:MAX_ERRORS_LISTED]
        ]
        rest = len(self.problems) - MAX_ERRORS_LISTED
        if rest > 0:
            listed.append(texts.IMPORT_MORE_ERRORS.format(count=rest))
        return "; ".join(listed)


def check_upload(filename: str | None, content_type: str | None, data: bytes) -> None:
    """.xlsx by name, type and magic bytes; then the zip's own bounds and no DTD in any member."""
    if not (filename or "").lower().endswith(".xlsx") or (content_type or "").lower() not in XLSX_TYPES:
        raise Unprocessable(texts.IMPORT_NOT_XLSX)
    if not data.startswith(XLSX_MAGIC):
        raise Unprocessable(texts.IMPORT_NOT_XLSX)
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            members = archive.infolist()
            if len(members) > MAX_MEMBERS or sum(m.file_size for m in members) > MAX_UNPACKED_BYTES:
                raise Unprocessable(texts.IMPORT_UNSAFE)
            for member in members:
                if member.file_size > MAX_RATIO * max(member.compress_size, 1) + 2**16:
                    raise Unprocessable(texts.IMPORT_UNSAFE)
            for member in members:
                if member.filename.endswith((".xml", ".rels")) and _declares_dtd(archive, member):
                    raise Unprocessable(texts.IMPORT_UNSAFE)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError, EOFError) as exc:
        raise Unprocessable(texts.IMPORT_BROKEN) from exc


def _declares_dtd(archive: zipfile.ZipFile, member: zipfile.ZipInfo) -> bool:
    """A DTD can only come before the root element, so the first kilobytes tell (the reader stops at
    the size the zip declares, which the checks above bound)."""
    with archive.open(member) as stream:
        head = stream.read(4096)
    return any(marker in head for marker in UNSAFE_XML)


def read(sheet: Sheet, data: bytes) -> ReadResult:
    try:
        workbook = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except Exception as exc:  # openpyxl and defusedxml raise many kinds for a broken or hostile file
        raise Unprocessable(texts.IMPORT_BROKEN) from exc
    try:
        return _read_rows(sheet, workbook.worksheets[0].iter_rows(values_only=True))
    except Unprocessable:
        raise
    except Exception as exc:
        raise Unprocessable(texts.IMPORT_BROKEN) from exc
    finally:
        workbook.close()


def _read_rows(sheet: Sheet, rows: Any) -> ReadResult:
    header = next(rows, None) or ()
    positions = {keys.fold(str(title)): index for index, title in enumerate(header) if title is not None}
    missing = [column.header for column in sheet.required if keys.fold(column.header) not in positions]
    if missing:
        raise Unprocessable(texts.IMPORT_MISSING_COLUMNS.format(columns=", ".join(missing)))
    found = {
        column.field: positions[keys.fold(column.header)]
        for column in sheet.columns
        if keys.fold(column.header) in positions
    }
    result = ReadResult()
    for number, row in enumerate(rows, start=2):
        if all(value is None or str(value).strip() == "" for value in row):
            continue
        result.processed += 1
        if result.processed > ROW_LIMIT:
            raise Unprocessable(texts.IMPORT_TOO_MANY_ROWS.format(limit=f"{ROW_LIMIT:,}".replace(",", " ")))
        values = {name: row[index] if index < len(row) else None for name, index in found.items()}
        try:
            result.records.append(sheet.values(values))
        except Unprocessable as problem:
            result.problems.append(RowProblem(number, problem.message))
    return result


@lru_cache
def template(sheet: Sheet) -> bytes:
    workbook = Workbook()
    worksheet = workbook.active
    assert worksheet is not None
    worksheet.append([column.header for column in sheet.columns])
    for index, column in enumerate(sheet.columns, start=1):
        worksheet.cell(row=1, column=index).font = Font(bold=True)
        worksheet.column_dimensions[worksheet.cell(row=1, column=index).column_letter].width = column.width
    worksheet.freeze_panes = "A2"
    out = io.BytesIO()
    workbook.save(out)
    return out.getvalue()
