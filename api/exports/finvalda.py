"""Finvalda `fvsdata` XML (formats.md §3), UTF-8.

One file per operation class (purchases, purchase returns, sales, sales returns), each carrying
the clients, goods and services it uses before the operations. Returns have positive amounts.
The document discount is spread into the line sums; amounts are in the document currency (`_v`)
and in euro (`_l`) when the rate is known."""

from collections.abc import Iterable

from lxml import etree

from api.exports import texts
from api.exports.files import XML, ExportFile, exporter
from api.exports.mapping import (
    ExportBatch,
    ExportDocument,
    ExportLine,
    fit_code,
    number_within,
    require_numbers_within,
)
from api.exports.money import money_text, price_text, quantity_text
from api.exports.text import ascii_upper_code, clip
from api.exports.xml import Element, add, add_present, document_bytes, iso

PROGRAM = "Finvalda"
XSI = "http://www.w3.org/2001/XMLSchema-instance"
GOODS_CODE_WIDTH = 20
SERVICE_CODE_WIDTH = 13
CLIENT_CODE_WIDTH = 15
CLIENT_NAME_WIDTH = 100
ADDRESS_WIDTH = 90
SERIES_WIDTH = 10
NUMBER_WIDTH = 20

# (purchase, return) → operation element and file name
OPERATIONS = {
    (True, False): ("pirkimas", "finvalda_pirkimai.xml"),
    (True, True): ("pirkimoGrazinimas", "finvalda_pirkimu_grazinimai.xml"),
    (False, False): ("pardavimas", "finvalda_pardavimai.xml"),
    (False, True): ("pardavimoGrazinimas", "finvalda_pardavimo_grazinimai.xml"),
}


def render(batch: ExportBatch) -> list[ExportFile]:
    require_numbers_within(batch.documents, NUMBER_WIDTH, PROGRAM)
    groups: dict[tuple[bool, bool], list[ExportDocument]] = {}
    for document in batch.documents:
        groups.setdefault((document.is_purchase, document.is_credit), []).append(document)
    return [
        _file(batch, OPERATIONS[key][0], documents, OPERATIONS[key][1])
        for key, documents in sorted(groups.items(), key=lambda item: list(OPERATIONS).index(item[0]))
    ]


export_finvalda = exporter(render)


def item_code(line: ExportLine) -> str:
    """Finvalda takes only upper-case letters and digits, goods ≤ 20 and services ≤ 13."""
    width = SERVICE_CODE_WIDTH if line.kind.is_service else GOODS_CODE_WIDTH
    return fit_code(ascii_upper_code(line.code) or ascii_upper_code(line.name) or "PREKE", width)


def series_and_number(document: ExportDocument) -> tuple[str, str]:
    """Separate series and number when both fit; otherwise the whole number in `dokumentas`."""
    if document.number and len(document.series) <= SERIES_WIDTH and len(document.number) <= NUMBER_WIDTH:
        return document.series, document.number
    return "", number_within(document.full_number, NUMBER_WIDTH)


def client_code(document: ExportDocument) -> str:
    return fit_code(ascii_upper_code(document.counterparty.code), CLIENT_CODE_WIDTH)


def _file(batch: ExportBatch, operation: str, documents: list[ExportDocument], name: str) -> ExportFile:
    root = etree.Element("fvsdata", nsmap={"xsi": XSI})
    _clients(add(root, "klientai", None), documents)
    _items(add(root, "prekes", None), add(root, "paslaugos", None), documents)
    operations = add(root, "operacijos", None)
    for document in documents:
        _operation(batch, add(operations, operation, None), document)
    for section in list(root):
        if not len(section):
            root.remove(section)
    return ExportFile(name, document_bytes(root, "utf-8"), XML)


def _clients(parent: Element, documents: Iterable[ExportDocument]) -> None:
    seen = set()
    for document in documents:
        code = client_code(document)
        if code in seen:
            continue
        seen.add(code)
        party = document.counterparty
        client = add(parent, "klientas", None)
        add(client, "kodas", code)
        add(client, "pavadinimas", clip(party.name, CLIENT_NAME_WIDTH))
        add(client, "adresas", clip(party.address, ADDRESS_WIDTH))
        add(client, "banko_sas", party.iban)
        add(client, "im_kodas", party.company_code)
        add(client, "salis_kodas", party.country)


def _items(goods: Element, services: Element, documents: Iterable[ExportDocument]) -> None:
    seen = set()
    for document in documents:
        for line in document.lines:
            code = item_code(line)
            if code in seen:
                continue
            seen.add(code)
            item = add(services, "paslauga", None) if line.kind.is_service else add(goods, "preke", None)
            add(item, "kodas", code)
            add(item, "bar_kodas", line.barcode)
            add(item, "pavadinimas", line.name)
            add(item, "mat_kodas", line.unit)
            add(item, "aktyvi", "1")


def _operation(batch: ExportBatch, operation: Element, document: ExportDocument) -> None:
    party = document.counterparty
    series, number = series_and_number(document)
    add(operation, "serija", series)
    add(operation, "dokumentas", number)
    client = add(operation, "klientas", client_code(document))
    if party.company_code and client.text == party.company_code:
        client.set("kodo_tipas", "im_kodas")
    add(operation, "data", iso(document.operation_date))
    add_present(operation, "pavadinimas1", document.order_number)
    add(operation, "mokejimo_data", iso(document.due_date))
    if document.is_purchase:
        add(operation, "reg_data", iso(document.invoice_date))
        add(operation, "dokumento_data", iso(document.invoice_date))
    add(operation, "valiuta", document.currency)
    if document.fx_rate is None:
        batch.warn(texts.FX_RATE_MISSING.format(document=document.label, currency=document.currency))
    lines = add(operation, "operacijaDet", None)
    for line in document.net_lines:
        _line(add(lines, "eilute", None), document, line)


def _line(row: Element, document: ExportDocument, line: ExportLine) -> None:
    add(row, "tipas", "2" if line.kind.is_service else "1")
    add(row, "kodas", item_code(line))
    add(row, "kiekis", quantity_text(abs(line.quantity))).set("pirmas_mat", "true")
    add(row, "pavadinimas", line.name)
    for suffix, amount in (("", abs(line.subtotal)), ("pvm", abs(line.vat))):
        add(row, f"suma_{suffix}v", money_text(amount))
        eur = document.to_eur(amount)
        add_present(row, f"suma_{suffix}l", money_text(eur) if eur is not None else "")
    add(row, "pvm_proc", money_text(line.vat_percent))
    add_present(row, "pvm_kodas", line.vat_code or "")
    add(row, "suma_vntv", price_text(line.price))
    eur_price = document.price_to_eur(line.price)
    add_present(row, "suma_vntl", price_text(eur_price) if eur_price is not None else "")
