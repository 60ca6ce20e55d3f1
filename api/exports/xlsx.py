"""A small, fast XLSX writer: rows become SpreadsheetML text directly (openpyxl needs ~10 s for
20 000 lines; this needs well under one).

Cells are typed: text as inline strings, numbers as numbers, dates as Excel serial days, each with
its number format. `new_workbook` writes a workbook from nothing; `fill_template` appends rows to the
sheets of an existing workbook (Rivilė ERP's templates) and keeps everything else in it as it is."""

import io
import re
import zipfile
from collections.abc import Iterable, Mapping, Sequence
from datetime import date, datetime
from decimal import Decimal
from typing import NamedTuple
from xml.sax.saxutils import escape

from lxml import etree

MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PACKAGE_RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships"
_EPOCH = date(1899, 12, 30)
_ZIP_TIME = (2020, 1, 1, 0, 0, 0)
_ILLEGAL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")

# Number formats by name; "text" keeps codes like 0201 from turning into numbers.
FORMATS = {
    "text": "@",
    "int": "0",
    "money": "0.00",
    "price": "0.00##",
    "quantity": "0.#####",
    "date": "yyyy-mm-dd",
    "datetime": "yyyy-mm-dd hh:mm:ss",
}

Value = str | int | Decimal | date | None


class Cell(NamedTuple):
    value: Value
    format: str | None = None  # a FORMATS key; None: "General" (or text for strings)


def column_letter(index: int) -> str:
    """0 → A, 25 → Z, 26 → AA."""
    letters = ""
    index += 1
    while index:
        index, remainder = divmod(index - 1, 26)
        letters = chr(65 + remainder) + letters
    return letters


_LETTERS = [column_letter(i) for i in range(200)]


def _serial(value: date) -> str:
    if isinstance(value, datetime):
        seconds = value.hour * 3600 + value.minute * 60 + value.second
        fraction = (Decimal(seconds) / 86400).quantize(Decimal("0.0000000001"))
        return str((value.date() - _EPOCH).days + fraction)
    return str((value - _EPOCH).days)


def _cell(reference: str, cell: Cell, styles: Mapping[str, int]) -> str:
    value = cell.value
    if value is None or value == "":
        return ""
    if isinstance(value, str):
        style = styles[cell.format or "text"]
        text = escape(value if value.isprintable() else _ILLEGAL.sub("", value))
        return f'<c r="{reference}" s="{style}" t="inlineStr"><is><t xml:space="preserve">{text}</t></is></c>'
    style_attribute = f' s="{styles[cell.format]}"' if cell.format else ""
    if isinstance(value, date):
        number = _serial(value)
    else:
        number = format(value, "f") if isinstance(value, Decimal) else str(value)
    return f'<c r="{reference}"{style_attribute}><v>{number}</v></c>'


# A row as (column index, cell) pairs: sheets with many optional columns stay cheap.
Row = Sequence[tuple[int, Cell]]


def dense(cells: Iterable[Cell]) -> Row:
    return list(enumerate(cells))


def rows_xml(rows: Iterable[Row], first_row: int, styles: Mapping[str, int]) -> str:
    parts = []
    for number, row in enumerate(rows, start=first_row):
        cells = "".join(_cell(f"{_LETTERS[i]}{number}", cell, styles) for i, cell in row)
        parts.append(f'<row r="{number}">{cells}</row>')
    return "".join(parts)


def _zip(parts: Iterable[tuple[str, bytes]]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in parts:
            info = zipfile.ZipInfo(name, date_time=_ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, content)
    return buffer.getvalue()


def _add_styles(styles_xml: bytes, bold_header: bool = False) -> tuple[bytes, dict[str, int]]:
    """The styles part with one cell format per FORMATS entry (and a bold one) appended."""
    root = etree.fromstring(styles_xml)
    ns = {"m": MAIN}
    num_fmts = root.find("m:numFmts", ns)
    if num_fmts is None:
        num_fmts = etree.Element(f"{{{MAIN}}}numFmts")
        root.insert(0, num_fmts)
    next_id = max([int(f.get("numFmtId")) for f in num_fmts] + [163]) + 1
    cell_xfs = root.find("m:cellXfs", ns)
    styles: dict[str, int] = {}
    for key, code in FORMATS.items():
        etree.SubElement(num_fmts, f"{{{MAIN}}}numFmt", numFmtId=str(next_id), formatCode=code)
        attributes = {
            "numFmtId": str(next_id),
            "fontId": "0",
            "fillId": "0",
            "borderId": "0",
            "applyNumberFormat": "1",
        }
        etree.SubElement(cell_xfs, f"{{{MAIN}}}xf", attributes)
        styles[key] = len(cell_xfs) - 1
        next_id += 1
    if bold_header:
        fonts = root.find("m:fonts", ns)
        bold = etree.SubElement(fonts, f"{{{MAIN}}}font")
        etree.SubElement(bold, f"{{{MAIN}}}b")
        fonts.set("count", str(len(fonts)))
        attributes = {
            "numFmtId": "0",
            "fontId": str(len(fonts) - 1),
            "fillId": "0",
            "borderId": "0",
            "applyFont": "1",
        }
        etree.SubElement(cell_xfs, f"{{{MAIN}}}xf", attributes)
        styles["bold"] = len(cell_xfs) - 1
    num_fmts.set("count", str(len(num_fmts)))
    cell_xfs.set("count", str(len(cell_xfs)))
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", standalone=True), styles


_BASE_STYLES = (
    f'<styleSheet xmlns="{MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>'
    '<fills count="2"><fill><patternFill patternType="none"/></fill>'
    '<fill><patternFill patternType="gray125"/></fill></fills>'
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
    '<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>'
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>'
).encode()
_SHEET_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"
_CONTENT_TYPES = (
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/styles.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
    "{sheets}</Types>"
)


def _relationship(number: int, kind: str, target: str) -> str:
    return f'<Relationship Id="rId{number}" Type="{RELATIONSHIPS}/{kind}" Target="{target}"/>'


def _relationships(entries: str) -> str:
    return f'<Relationships xmlns="{PACKAGE_RELATIONSHIPS}">{entries}</Relationships>'


def new_workbook(sheets: Sequence[tuple[str, list[str], Iterable[Row]]]) -> bytes:
    """A workbook of (title, bold header texts, rows) sheets."""
    styles_xml, styles = _add_styles(_BASE_STYLES, bold_header=True)
    numbers = range(1, len(sheets) + 1)
    parts = []
    for number, (_, header, rows) in zip(numbers, sheets, strict=True):
        head = rows_xml([dense(Cell(h, "bold") for h in header)], 1, styles)
        sheet = (
            f'<worksheet xmlns="{MAIN}"><sheetData>{head}{rows_xml(rows, 2, styles)}</sheetData></worksheet>'
        )
        parts.append((f"xl/worksheets/sheet{number}.xml", sheet.encode()))
    entries = "".join(
        f'<sheet name="{escape(title)}" sheetId="{n}" r:id="rId{n}"/>'
        for n, (title, _, _) in zip(numbers, sheets, strict=True)
    )
    relations = "".join(_relationship(n, "worksheet", f"worksheets/sheet{n}.xml") for n in numbers)
    relations += _relationship(len(sheets) + 1, "styles", "styles.xml")
    overrides = "".join(
        f'<Override PartName="/xl/worksheets/sheet{n}.xml" ContentType="{_SHEET_TYPE}"/>' for n in numbers
    )
    workbook = f'<workbook xmlns="{MAIN}" xmlns:r="{RELATIONSHIPS}"><sheets>{entries}</sheets></workbook>'
    package = [
        ("[Content_Types].xml", _CONTENT_TYPES.format(sheets=overrides)),
        (
            "_rels/.rels",
            _relationships(_relationship(1, "officeDocument", "xl/workbook.xml")),
        ),
        ("xl/workbook.xml", workbook),
        (
            "xl/_rels/workbook.xml.rels",
            f'<Relationships xmlns="{PACKAGE_RELATIONSHIPS}">{relations}</Relationships>',
        ),
    ]
    return _zip([(name, text.encode()) for name, text in package] + [("xl/styles.xml", styles_xml), *parts])


def _sheet_paths(archive: zipfile.ZipFile) -> dict[str, str]:
    workbook = etree.fromstring(archive.read("xl/workbook.xml"))
    relations = etree.fromstring(archive.read("xl/_rels/workbook.xml.rels"))
    targets = {r.get("Id"): r.get("Target") for r in relations}
    paths = {}
    for sheet in workbook.iterfind(f"{{{MAIN}}}sheets/{{{MAIN}}}sheet"):
        target = targets[sheet.get(f"{{{RELATIONSHIPS}}}id")]
        paths[sheet.get("name")] = target.lstrip("/") if target.startswith("/") else f"xl/{target}"
    return paths


def _filled_sheet(sheet_xml: bytes, first_row: int, rows: str) -> bytes:
    root = etree.fromstring(sheet_xml)
    data = root.find(f"{{{MAIN}}}sheetData")
    for row in list(data):
        if int(row.get("r", "0")) >= first_row:
            data.remove(row)  # the templates leave stray blanks in the first data row
    dimension = root.find(f"{{{MAIN}}}dimension")
    if dimension is not None:
        root.remove(dimension)
    marker = "<!--rows-->"
    data.append(etree.Comment("rows"))
    text: str = etree.tostring(root, xml_declaration=True, encoding="UTF-8", standalone=True).decode()
    return text.replace(marker, rows).encode()


def fill_template(template: bytes, sheets: Mapping[str, tuple[int, Iterable[Row]]]) -> bytes:
    """The template with `rows` written from `first_row` on in each named sheet."""
    with zipfile.ZipFile(io.BytesIO(template)) as archive:
        paths = _sheet_paths(archive)
        styles_xml, styles = _add_styles(archive.read("xl/styles.xml"))
        replaced = {"xl/styles.xml": styles_xml}
        for name, (first_row, rows) in sheets.items():
            path = paths[name]
            replaced[path] = _filled_sheet(archive.read(path), first_row, rows_xml(rows, first_row, styles))
        return _zip(
            (item.filename, replaced.get(item.filename) or archive.read(item)) for item in archive.infolist()
        )
