"""Rivilė ERP `.xlsx` imports (formats.md §2), written into copies of Rivilė's own templates.

A zip of four workbooks: purchases and sales (sheets Headers, Addresses, Lines linked by
`##refId##`), clients and goods/services. Cells are typed: dates are dates, amounts numbers, codes
text. Credit notes are returns (TypeId 1) with positive amounts."""

import io
from collections.abc import Iterable
from datetime import date
from decimal import Decimal
from functools import cache
from pathlib import Path
from typing import Any

from openpyxl import load_workbook
from openpyxl.workbook.workbook import Workbook
from openpyxl.worksheet.worksheet import Worksheet

from api.exports.files import XLSX, ExportFile, exporter, zip_files
from api.exports.mapping import ExportBatch, ExportDocument, Party

TEMPLATES = Path(__file__).parent / "data" / "rivile_erp"
DOCUMENTS_TEMPLATE = "Pirkimai.xlsx"  # Rivilė ships Pardavimai.xlsx byte-identical to it
CLIENTS_TEMPLATE = "Klientai.xlsx"
ITEMS_TEMPLATE = "Prekės, paslaugos.xlsx"

# Per-company codes in Rivilė ERP; these are the defaults of a fresh installation.
PURCHASE_JOURNAL = "0201"
SALES_JOURNAL = "0101"
DEPARTMENT = "01"

DATE_FORMAT = "yyyy-mm-dd"
MONEY_FORMAT = "0.00"
PRICE_FORMAT = "0.00##"
QUANTITY_FORMAT = "0.#####"
TEXT_FORMAT = "@"


class _Sheet:
    """Appends rows by technical key (row 5 of a first sheet, row 2 of the others)."""

    def __init__(self, sheet: Worksheet, key_row: int) -> None:
        self.sheet = sheet
        self.columns = {cell.value: cell.column for cell in sheet[key_row] if cell.value}
        self.row = key_row + 1
        for cell in sheet[self.row]:
            cell.value = None  # the template leaves a stray blank in the first data row

    def append(self, values: dict[str, Any]) -> None:
        for key, value in values.items():
            if value is None or value == "":
                continue
            cell = self.sheet.cell(row=self.row, column=self.columns[key], value=value)
            cell.number_format = _number_format(key, value)
        self.row += 1


def _number_format(key: str, value: Any) -> str:
    if isinstance(value, date):
        return DATE_FORMAT
    if isinstance(value, str):
        return TEXT_FORMAT
    if key == "Price":
        return PRICE_FORMAT
    if key in ("Quantity", "Ratio"):
        return QUANTITY_FORMAT
    return MONEY_FORMAT if isinstance(value, Decimal) else "General"


@cache
def _template(name: str) -> bytes:
    return (TEMPLATES / name).read_bytes()


def _open(name: str) -> Workbook:
    return load_workbook(io.BytesIO(_template(name)))


def _save(workbook: Workbook, name: str) -> ExportFile:
    buffer = io.BytesIO()
    workbook.save(buffer)
    return ExportFile(name, buffer.getvalue(), XLSX)


def render(batch: ExportBatch) -> list[ExportFile]:
    purchases = [d for d in batch.documents if d.is_purchase]
    sales = [d for d in batch.documents if not d.is_purchase]
    files = [
        _documents_workbook(documents, name)
        for documents, name in ((purchases, "pirkimai.xlsx"), (sales, "pardavimai.xlsx"))
        if documents
    ]
    files.append(_clients_workbook(batch.documents))
    files.append(_items_workbook(batch.documents))
    return [zip_files(files)]


export_rivile_erp = exporter(render)


def _documents_workbook(documents: list[ExportDocument], name: str) -> ExportFile:
    workbook = _open(DOCUMENTS_TEMPLATE)
    headers = _Sheet(workbook["Headers"], 5)
    addresses = _Sheet(workbook["Addresses"], 2)
    lines = _Sheet(workbook["Lines"], 2)
    for document in documents:
        ref = str(document.id)
        party = document.counterparty
        headers.append(
            {
                "##refId##": ref,
                "ClientCode": party.code,
                "OpDate": document.operation_date,
                "DocDate": document.invoice_date,
                "DocumentNo": document.full_number,
                "IsTaxIncluded": 0,
                "JournalCode": PURCHASE_JOURNAL if document.is_purchase else SALES_JOURNAL,
                "TypeId": 1 if document.is_credit else 0,
                "CurrencyCode": document.currency,
                "ClientName": party.name,
                "DocReference": document.order_number,
            }
        )
        if party.address or party.country:
            addresses.append(
                {
                    "##refId##": ref,
                    "TypeId": 0,
                    "Name": party.name,
                    "AddressLine1": party.address,
                    "CountryCode": party.country,
                }
            )
        discount = abs(document.discount_percent) or None
        for line, net in zip(document.lines, document.net_lines, strict=True):
            lines.append(
                {
                    "##refId##": ref,
                    "ItemCode": line.code,
                    "UnitOfMeasureCode": line.unit,
                    "Barcode": line.barcode,
                    "DepartmentCode": DEPARTMENT,
                    "Quantity": abs(line.quantity),
                    "Price": line.price,
                    "DiscountPerc": discount,
                    "TaxCode": line.vat_code,
                    "TaxAmount": abs(net.vat),
                    "ItemName": line.name,
                }
            )
    return _save(workbook, name)


def _parties(documents: Iterable[ExportDocument]) -> dict[str, tuple[Party, set[bool]]]:
    """Each counterparty once, with the directions it appears in."""
    parties: dict[str, tuple[Party, set[bool]]] = {}
    for document in documents:
        party = document.counterparty
        parties.setdefault(party.code, (party, set()))[1].add(document.is_purchase)
    return parties


def _clients_workbook(documents: Iterable[ExportDocument]) -> ExportFile:
    workbook = _open(CLIENTS_TEMPLATE)
    clients = _Sheet(workbook["Clients"], 5)
    addresses = _Sheet(workbook["ClientAddresses"], 2)
    accounts = _Sheet(workbook["ClientBankAccounts"], 2)
    for code, (party, directions) in _parties(documents).items():
        clients.append(
            {
                "##refId##": code,
                "Name": party.name,
                "Code": code,
                "TypeId": 1 if party.is_person else 0,
                "TaxCodeTypeId": 3 if party.vat_code else None,
                "RegCode": party.company_code,
                "VatNumber": party.vat_code,
                "Address": party.address,
                "IsCustomer": 1 if False in directions else 0,
                "IsSupplier": 1 if True in directions else 0,
            }
        )
        if party.address:
            addresses.append(
                {
                    "##refId##": code,
                    "TypeId": 0,
                    "Name": party.name,
                    "AddressLine1": party.address,
                    "CountryCode": party.country,
                    "IsMain": 1,
                }
            )
        if party.iban:
            accounts.append({"##refId##": code, "Name": party.name, "AccountNumber": party.iban, "IsMain": 1})
    return _save(workbook, "klientai.xlsx")


def _items_workbook(documents: Iterable[ExportDocument]) -> ExportFile:
    workbook = _open(ITEMS_TEMPLATE)
    products = _Sheet(workbook["Products"], 5)
    units = _Sheet(workbook["ProductUoms"], 2)
    seen: set[str] = set()
    for document in documents:
        for line in document.lines:
            if line.code in seen:
                continue
            seen.add(line.code)
            products.append(
                {
                    "##refId##": line.code,
                    "Type": 2 if line.kind.is_service else 1,
                    "Code": line.code,
                    "Name": line.name,
                    "BaseUomCode": line.unit,
                }
            )
            units.append(
                {
                    "##refId##": line.code,
                    "UomCode": line.unit,
                    "Name": line.name,
                    "Ratio": 1,
                    "MainBarcode": line.barcode,
                }
            )
    return _save(workbook, "prekes_paslaugos.xlsx")
