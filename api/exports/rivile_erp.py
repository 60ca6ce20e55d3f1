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

from api.exports.files import XLSX, ExportFile, exporter, zip_files
from api.exports.mapping import ExportBatch, ExportDocument, Party
from api.exports.xlsx import Cell, Row, fill_template

TEMPLATES = Path(__file__).parent / "data" / "rivile_erp"
DOCUMENTS_TEMPLATE = "Pirkimai.xlsx"  # Rivilė ships Pardavimai.xlsx byte-identical to it
CLIENTS_TEMPLATE = "Klientai.xlsx"
ITEMS_TEMPLATE = "Prekės, paslaugos.xlsx"
# A first sheet has its technical keys in row 5, the linked sheets in row 2; data follows.
FIRST_SHEET_KEY_ROW = 5
LINKED_SHEET_KEY_ROW = 2

# Per-company codes in Rivilė ERP; these are the defaults of a fresh installation.
PURCHASE_JOURNAL = "0201"
SALES_JOURNAL = "0101"
DEPARTMENT = "01"


@cache
def _template(name: str) -> bytes:
    return (TEMPLATES / name).read_bytes()


@cache
def _keys(template: str, sheet: str, row: int) -> tuple[str, ...]:
    """The sheet's technical keys in column order, as the template states them."""
    workbook = load_workbook(io.BytesIO(_template(template)), read_only=True)
    (keys,) = workbook[sheet].iter_rows(min_row=row, max_row=row, values_only=True)
    return tuple(str(key or "") for key in keys)


def _format(key: str, value: Any) -> str | None:
    if isinstance(value, str):
        return "text"
    if isinstance(value, date):
        return "date"
    if not isinstance(value, Decimal):
        return None
    if key == "Price":
        return "price"
    return "quantity" if key == "Quantity" else "money"


class _Sheet:
    """Rows by technical key, placed in the template's columns."""

    def __init__(self, template: str, name: str, key_row: int) -> None:
        self.name = name
        self.first_row = key_row + 1
        self.columns = {key: index for index, key in enumerate(_keys(template, name, key_row)) if key}
        self.rows: list[Row] = []

    def append(self, values: dict[str, Any]) -> None:
        self.rows.append(
            [
                (self.columns[key], Cell(value, _format(key, value)))
                for key, value in values.items()
                if value not in (None, "")
            ]
        )


def _workbook(template: str, sheets: Iterable[_Sheet], name: str) -> ExportFile:
    content = fill_template(_template(template), {s.name: (s.first_row, s.rows) for s in sheets})
    return ExportFile(name, content, XLSX)


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
    headers = _Sheet(DOCUMENTS_TEMPLATE, "Headers", FIRST_SHEET_KEY_ROW)
    addresses = _Sheet(DOCUMENTS_TEMPLATE, "Addresses", LINKED_SHEET_KEY_ROW)
    lines = _Sheet(DOCUMENTS_TEMPLATE, "Lines", LINKED_SHEET_KEY_ROW)
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
    return _workbook(DOCUMENTS_TEMPLATE, (headers, addresses, lines), name)


def _parties(documents: Iterable[ExportDocument]) -> dict[str, tuple[Party, set[bool]]]:
    """Each counterparty once, with the directions it appears in."""
    parties: dict[str, tuple[Party, set[bool]]] = {}
    for document in documents:
        party = document.counterparty
        parties.setdefault(party.code, (party, set()))[1].add(document.is_purchase)
    return parties


def _clients_workbook(documents: Iterable[ExportDocument]) -> ExportFile:
    clients = _Sheet(CLIENTS_TEMPLATE, "Clients", FIRST_SHEET_KEY_ROW)
    addresses = _Sheet(CLIENTS_TEMPLATE, "ClientAddresses", LINKED_SHEET_KEY_ROW)
    accounts = _Sheet(CLIENTS_TEMPLATE, "ClientBankAccounts", LINKED_SHEET_KEY_ROW)
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
    return _workbook(CLIENTS_TEMPLATE, (clients, addresses, accounts), "klientai.xlsx")


def _items_workbook(documents: Iterable[ExportDocument]) -> ExportFile:
    products = _Sheet(ITEMS_TEMPLATE, "Products", FIRST_SHEET_KEY_ROW)
    units = _Sheet(ITEMS_TEMPLATE, "ProductUoms", LINKED_SHEET_KEY_ROW)
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
    return _workbook(ITEMS_TEMPLATE, (products, units), "prekes_paslaugos.xlsx")
