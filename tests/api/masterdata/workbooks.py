"""Excel workbooks for the import tests: filled templates, and hostile files made by hand."""

import io
import zipfile
from collections.abc import Iterable, Sequence

from openpyxl import Workbook, load_workbook

from api.masterdata import workbook
from api.masterdata.columns import Sheet

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def filled(sheet: Sheet, rows: Iterable[Sequence[object]]) -> bytes:
    """The downloadable template with rows added under its header."""
    book = load_workbook(io.BytesIO(workbook.template(sheet)))
    page = book.active
    assert page is not None
    for row in rows:
        page.append(list(row))
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def streamed(header: Sequence[str], rows: Iterable[Sequence[object]]) -> bytes:
    book = Workbook(write_only=True)
    page = book.create_sheet()
    page.append(list(header))
    for row in rows:
        page.append(list(row))
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def with_member(data: bytes, name: str, content: bytes) -> bytes:
    """The workbook with one zip member replaced (or added)."""
    out = io.BytesIO()
    with (
        zipfile.ZipFile(io.BytesIO(data)) as source,
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target,
    ):
        for member in source.infolist():
            if member.filename != name:
                target.writestr(member, source.read(member))
        target.writestr(name, content)
    return out.getvalue()


XXE_SHEET = b"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>
<row r="1"><c r="A1" t="inlineStr"><is><t>Pavadinimas</t></is></c>
<c r="B1" t="inlineStr"><is><t>Kodas</t></is></c></row>
<row r="2"><c r="A2" t="inlineStr"><is><t>&xxe;</t></is></c></row>
</sheetData></worksheet>"""
