"""Apskaita5 `<documents>` XML (formats.md §5) for our invoice adapter (apskaita5_adapter/).

The reference adapter's elements, in its order, plus our documented extensions: `optype`, `docser`,
`currencyrate` on documents and `lineid`, `quantity`, `unit`, `price` on lines. Purchases and sales
go to separate files (Apskaita5 imports invoices received and made in different forms). Credit
notes keep negative amounts; the document discount is spread into the lines."""

from lxml import etree

from api.exports.files import XML, ExportFile, exporter
from api.exports.mapping import ExportBatch, ExportDocument, ExportLine, Party
from api.exports.money import ZERO, money_text, percent_text, price_text, quantity_text
from api.exports.xml import Element, add, add_present, document_bytes, iso

FILE_NAMES = {True: "apskaita5_pirkimai.xml", False: "apskaita5_pardavimai.xml"}


def render(batch: ExportBatch) -> list[ExportFile]:
    files = []
    for purchase in (True, False):
        documents = [d for d in batch.documents if d.is_purchase is purchase]
        if documents:
            root = etree.Element("documents")
            for document in documents:
                _document(add(root, "document", None), document)
            files.append(ExportFile(FILE_NAMES[purchase], document_bytes(root), XML))
    return files


export_apskaita5 = exporter(render)


def _boolean(value: bool) -> str:
    return "true" if value else "false"


def _document(element: Element, document: ExportDocument) -> None:
    seller, buyer = (
        (document.counterparty, document.own)
        if document.is_purchase
        else (document.own, document.counterparty)
    )
    lines = document.net_lines
    add(element, "id", str(document.id))
    add(element, "date", iso(document.invoice_date))
    add(element, "operationdate", iso(document.operation_date))
    if document.due_date:
        add(element, "duedate", iso(document.due_date))
        add(element, "paymentterm", str((document.due_date - document.invoice_date).days))
    add(element, "docnum", document.full_number)
    add_present(element, "ordernum", document.order_number)
    add(element, "subtotal", money_text(sum((line.subtotal for line in lines), ZERO)))
    add(element, "vat", money_text(document.vat_amount))
    add(element, "total", money_text(document.amount_with_vat))
    add(element, "currency", document.currency)
    add_present(element, "filename", document.source.original_filename or "")
    add(element, "report2isaf", _boolean(document.report_to_isaf))
    add(element, "separatevat", "true")
    _party(element, "seller", seller)
    add(element, "selleriban", seller.iban)
    _party(element, "buyer", buyer)
    add(element, "hasreceipt", _boolean(document.paid_by_cash))
    add(element, "optype", document.direction.value)
    add(element, "docser", document.series)
    if document.is_foreign_currency and document.fx_rate:
        add(element, "currencyrate", str(document.fx_rate))
    for line in lines:
        _line(add(element, "line", None), line)


def _party(element: Element, side: str, party: Party) -> None:
    add(element, f"{side}id", party.code)
    add(element, f"{side}code", party.company_code or party.code)
    add(element, f"{side}vat", party.vat_code)
    add(element, f"{side}name", party.name)
    add(element, f"{side}address", party.address)
    add(element, f"{side}isperson", _boolean(party.is_person))
    add(element, f"{side}country", party.country)


def _line(row: Element, line: ExportLine) -> None:
    add(row, "subtotal", money_text(line.subtotal))
    add(row, "vat", money_text(line.vat))
    add(row, "vatpercent", percent_text(line.vat_percent))
    add(row, "total", money_text(line.total))
    add(row, "code", line.code)
    add(row, "name", line.name)
    add_present(row, "vatclass", line.vat_code or "")
    add(row, "lineid", str(line.number))
    add(row, "quantity", quantity_text(line.quantity))
    add(row, "unit", line.unit)
    add(row, "price", price_text(line.price))
