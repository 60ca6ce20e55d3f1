"""The plain spreadsheet exports (formats.md §6): every reviewed field with Lithuanian headers.

CSV: UTF-8 with BOM, `;` separated, decimal comma and ISO dates, so Lithuanian Excel opens it
without an import wizard; documents in one file and, when any document has line items, the lines in
a second (then zipped). XLSX: sheets "Dokumentai" and "Eilutės" with typed cells. Values are the
reviewed ones as stored (credit notes negative), plus the resolved direction and operation date."""

import csv
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from operator import attrgetter
from typing import Any
from zoneinfo import ZoneInfo

from api.exports.files import CSV, XLSX, ExportFile, exporter
from api.exports.mapping import ExportBatch, ExportDocument
from api.exports.money import plain
from api.exports.xlsx import Cell, Row, new_workbook
from api.models.line_item import LineItem

LOCAL_TIME = ZoneInfo("Europe/Vilnius")
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
# The list's status labels (spec §4), so the sheet reads like the screen.
STATUS_LABELS = {
    "processing": "Vykdomas",
    "rejected": "Atmestas",
    "completed": "Atliktas (Neeksportuotas)",
    "exported": "Atliktas (Eksportuotas)",
}


@dataclass(frozen=True)
class Column:
    header: str
    kind: str  # text | int | bool | datetime | or a number format of api.exports.xlsx
    value: Callable[[Any], Any]


def _field(name: str) -> Callable[[Any], Any]:
    return attrgetter(name)


def _source(name: str) -> Callable[[ExportDocument], Any]:
    return attrgetter(f"source.{name}")


def _line_field(name: str) -> Callable[[tuple[int, int, LineItem]], Any]:
    field = attrgetter(name)
    return lambda row: field(row[2])


def _party_columns(side: str, title: str) -> list[Column]:
    return [
        Column(f"{title} pavadinimas", "text", _source(f"{side}_name")),
        Column(f"{title} įmonės kodas", "text", _source(f"{side}_id")),
        Column(f"{title} PVM kodas", "text", _source(f"{side}_vat_code")),
        Column(f"{title} IBAN", "text", _source(f"{side}_iban")),
        Column(f"{title} adresas", "text", _source(f"{side}_address")),
        Column(f"{title} šalis", "text", _source(f"{side}_country_iso")),
    ]


DOCUMENT_COLUMNS = [
    Column("ID", "int", _field("id")),
    Column("Failas", "text", _source("original_filename")),
    Column("Būsena", "text", lambda d: STATUS_LABELS.get(d.source.status, d.source.status)),
    Column("Įkelta", "datetime", _source("uploaded_at")),
    Column("Skaitmeninimo būdas", "text", _source("scan_type")),
    Column("Dokumento tipas", "text", _source("document_type")),
    Column("Pirkimas / pardavimas", "text", lambda d: d.direction.value),
    Column("PVM klasifikatorius", "text", _source("pvm_kodas")),
    Column("Sąskaitos data", "date", _source("invoice_date")),
    Column("Operacijos data", "date", _field("operation_date")),
    Column("Apmokėti iki", "date", _source("due_date")),
    Column("Serija", "text", _source("document_series")),
    Column("Numeris", "text", _source("document_number")),
    Column("Užsakymo numeris", "text", _source("order_number")),
    Column("Nuolaida be PVM", "money", _source("invoice_discount_wo_vat")),
    Column("Nuolaida su PVM", "money", _source("invoice_discount_with_vat")),
    Column("Suma be PVM", "money", _source("amount_wo_vat")),
    Column("PVM suma", "money", _source("vat_amount")),
    Column("PVM %", "money", _source("vat_percent")),
    Column("Suma su PVM", "money", _source("amount_with_vat")),
    Column("Valiuta", "text", _field("currency")),
    Column("Apmokėta grynaisiais", "bool", _source("paid_by_cash")),
    *_party_columns("seller", "Pardavėjo"),
    *_party_columns("buyer", "Pirkėjo"),
    Column("Prekės pavadinimas", "text", _source("prekes_pavadinimas")),
    Column("Prekės kodas", "text", _source("prekes_kodas")),
    Column("Prekės barkodas", "text", _source("prekes_barkodas")),
]

LINE_COLUMNS = [
    Column("Dokumento ID", "int", lambda row: row[0]),
    Column("Eil. Nr.", "int", lambda row: row[1]),
    *(
        Column(header, kind, _line_field(name))
        for header, kind, name in (
            ("Prekės pavadinimas", "text", "prekes_pavadinimas"),
            ("Prekės kodas", "text", "prekes_kodas"),
            ("Prekės barkodas", "text", "prekes_barkodas"),
            ("Mato vnt.", "text", "unit"),
            ("Kiekis", "quantity", "quantity"),
            ("Kaina", "price", "price"),
            ("Suma be PVM", "money", "subtotal"),
            ("PVM", "money", "vat"),
            ("PVM %", "money", "vat_percent"),
            ("Suma su PVM", "money", "total"),
            ("Nuolaida be PVM", "money", "discount_wo_vat"),
            ("Nuolaida su PVM", "money", "discount_with_vat"),
            ("PVM klasifikatorius", "text", "pvm_kodas"),
        )
    ),
]


def _line_rows(documents: Sequence[ExportDocument]) -> list[tuple[int, int, LineItem]]:
    return [
        (document.id, number, item)
        for document in documents
        for number, item in enumerate(sorted(document.source.line_items or [], key=lambda i: i.position), 1)
    ]


def _local(value: datetime) -> datetime:
    """Spreadsheets hold no time zone: show Lithuanian time, as the user saw it."""
    return value.astimezone(LOCAL_TIME).replace(tzinfo=None) if value.tzinfo else value


def inert(text: str) -> str:
    """A text Excel or LibreOffice would run as a formula (=, +, -, @, or a tab or CR in front of one)
    gets a leading apostrophe, OWASP's rule for CSV injection; supplier text printed on a PDF can carry
    `=HYPERLINK(…)`. Only text columns pass here, so amounts (negative ones too) stay numbers."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def _csv_value(kind: str, value: Any) -> str:
    if value is None:
        return ""
    if kind == "bool":
        return "Taip" if value else "Ne"
    if kind == "datetime":
        return _local(value).strftime("%Y-%m-%d %H:%M:%S")
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, Decimal):
        return plain(value, 2 if kind in ("money", "price") else 0).replace(".", ",")
    return inert(str(value)) if kind == "text" else str(value)


def _csv(columns: Sequence[Column], rows: Sequence[Any], name: str) -> ExportFile:
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=";")
    writer.writerow([column.header for column in columns])
    writer.writerows([_csv_value(c.kind, c.value(row)) for c in columns] for row in rows)
    return ExportFile(name, ("\ufeff" + buffer.getvalue()).encode("utf-8"), CSV)


def render_csv(batch: ExportBatch) -> list[ExportFile]:
    files = [_csv(DOCUMENT_COLUMNS, batch.documents, "dokumentai.csv")]
    lines = _line_rows(batch.documents)
    if lines:
        files.append(_csv(LINE_COLUMNS, lines, "eilutes.csv"))
    return files


def _text_cell(value: Any) -> Cell:
    return Cell(None if value is None else str(value))


def _typed_cell(kind: str) -> Callable[[Any], Cell]:
    """How one column's values become cells, chosen once per column rather than once per cell."""
    if kind == "text":
        return _text_cell
    if kind == "bool":
        return lambda value: Cell(None if value is None else "Taip" if value else "Ne")
    if kind == "datetime":
        return lambda value: Cell(None if value is None else _local(value), "datetime")
    number_format = None if kind == "int" else kind
    return lambda value: Cell(value, number_format)


def _rows(columns: Sequence[Column], rows: Sequence[Any]) -> list[Row]:
    makers = [(column.value, _typed_cell(column.kind)) for column in columns]
    return [list(enumerate([make(value(row)) for value, make in makers])) for row in rows]


def render_xlsx(batch: ExportBatch) -> list[ExportFile]:
    content = new_workbook(
        [
            ("Dokumentai", [c.header for c in DOCUMENT_COLUMNS], _rows(DOCUMENT_COLUMNS, batch.documents)),
            ("Eilutės", [c.header for c in LINE_COLUMNS], _rows(LINE_COLUMNS, _line_rows(batch.documents))),
        ]
    )
    return [ExportFile("dokumentai.xlsx", content, XLSX)]


export_csv = exporter(render_csv)
export_xlsx = exporter(render_xlsx)
