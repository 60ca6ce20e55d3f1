"""Centas XML (formats.md §4), UTF-8, purchases and sales in one file.

The party element names the direction (`kontrah` for a supplier, `pirkejas` for a buyer). Credit
notes keep negative amounts and quantities with positive prices. The document discount is spread
into the lines, so line prices and totals agree with the invoice."""

from functools import cache

from babel import Locale
from lxml import etree

from api.exports.files import XML, ExportFile, exporter
from api.exports.mapping import ExportBatch, ExportDocument, ExportLine
from api.exports.money import ZERO, money_text, percent_text, price_text
from api.exports.xml import Element, add, add_present, dotted

FILE_NAME = "centas.xml"
CASH_PAYMENT = "kpo"  # kasos pajamų orderis


def render(batch: ExportBatch) -> list[ExportFile]:
    root = etree.Element("root")
    for document in batch.documents:
        _document(add(root, "dokumentas", None), document)
    return [
        ExportFile(
            FILE_NAME, etree.tostring(root, xml_declaration=True, encoding="utf-8", pretty_print=True), XML
        )
    ]


export_centas = exporter(render)


@cache
def country_name(code: str) -> str:
    return str(Locale("lt").territories.get(code, ""))


def _document(element: Element, document: ExportDocument) -> None:
    party = document.counterparty
    lines = document.net_lines
    net = sum((line.subtotal for line in lines), ZERO)
    add(element, "kontrah" if document.is_purchase else "pirkejas", party.name)
    add(element, "kontrah_kodas", party.code)
    add(element, "im_kodas", party.company_code)
    add(element, "salis", country_name(party.country))
    add(element, "salis_kodas", party.country)
    add(element, "adresas", party.address)
    add(element, "pvm_kodas", party.vat_code)
    add(element, "as_num", party.iban)
    add(element, "data", dotted(document.invoice_date))
    add(element, "dok_suma", money_text(document.amount_with_vat))
    add(element, "pvm_suma", money_text(document.vat_amount))
    add(element, "bepvm_suma", money_text(net))
    add(element, "dok_val", document.currency)
    add(element, "dok_num", document.full_number)
    add(element, "apmok_iki", dotted(document.due_date))
    add(element, "isaf", "taip" if document.report_to_isaf else "ne")
    add(element, "reg_data", dotted(document.operation_date))
    add(element, "apsk_data", dotted(document.operation_date))
    add_present(element, "uzsaknr", document.order_number)
    if not document.is_purchase:
        add(element, "savikaina", "0")
        if document.paid_by_cash:
            add(element, "apmok_budas", CASH_PAYMENT)
    for line in lines:
        _line(add(element, "eilute", None), line)


def _line(row: Element, line: ExportLine) -> None:
    add(row, "kodas", line.code)
    add(row, "pavadinimas", line.name)
    add(row, "matovnt", line.unit.lower())
    add(row, "kiekis", price_text(line.quantity))
    add(row, "kaina", price_text(line.price))
    add(row, "pvmtar", percent_text(line.vat_percent))
    add_present(row, "mok_kodas", line.vat_code or "")
