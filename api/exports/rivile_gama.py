"""Rivilė GAMA `.eip` import files (formats.md §1): windows-1257 records without a common root.

One zip holds the documents split into purchases and sales (I06 with nested I07 lines) and the
master data GAMA must know first: clients (N08 with N33 bank accounts), goods and services (N17)
and non-stock codes (N25). Amounts are positive; credit notes are return operations (2 / 52)."""

from collections.abc import Iterable

from lxml import etree

from api.exports import texts
from api.exports.files import ExportFile, exporter, zip_files
from api.exports.mapping import (
    ExportBatch,
    ExportDocument,
    ExportLine,
    ItemKind,
    Party,
    fit_code,
    number_within,
    require_numbers_within,
)
from api.exports.money import money_text, percent_text, price_text, quantity_text
from api.exports.text import clip, to_cp1257
from api.exports.xml import Element, add, add_present, dotted

PROGRAM = "Rivilė GAMA"
MEDIA_TYPE = "application/octet-stream"
DECLARATION = '<?xml version="1.0" encoding="WINDOWS-1257"?>\n'
# Account-link and tax-table codes GAMA installations ship with (the competitor's defaults too).
CLIENT_ACCOUNT_LINK = "PT001"
ITEM_ACCOUNT_LINK = "PR001"
TAX_TABLE = "PVM"

NUMBER_WIDTH = 20
CODE_WIDTH = 12
LINE_NAME_WIDTH = 40
CLIENT_NAME_WIDTH = 70
ADDRESS_WIDTH = 40
COMPANY_CODE_WIDTH = 13
VAT_CODE_WIDTH = 25
DESCRIPTION_WIDTH = 150

OPERATION_TYPES = {(True, False): "1", (True, True): "2", (False, False): "51", (False, True): "52"}
CLIENT_KIND = {True: "2", False: "1"}  # supplier for purchases, buyer for sales; both → 3


class _Writer:
    """Turns values into what GAMA accepts: windows-1257 text cut to the column's width, codes that
    fit — warning once for each value it had to change."""

    def __init__(self, batch: ExportBatch) -> None:
        self.batch = batch
        self._warned: set[str] = set()

    def _warn(self, text: str) -> None:
        if text not in self._warned:
            self._warned.add(text)
            self.batch.warn(text)

    def text(self, document: ExportDocument, value: str, width: int, field: str) -> str:
        converted = to_cp1257(value)
        if converted != value:
            self._warn(texts.TRANSLITERATED.format(document=document.label, value=value))
        if len(converted) > width:
            self._warn(
                texts.NAME_SHORTENED.format(document=document.label, value=value, width=width, field=field)
            )
        return clip(converted, width)

    def code(self, document: ExportDocument, value: str, field: str) -> str:
        code = fit_code(to_cp1257(value), CODE_WIDTH)
        if code != value:
            self._warn(
                texts.CODE_REPLACED.format(
                    document=document.label, value=value, field=field, width=CODE_WIDTH, code=code
                )
            )
        return code


def render(batch: ExportBatch) -> list[ExportFile]:
    writer = _Writer(batch)
    require_numbers_within(batch.documents, NUMBER_WIDTH, PROGRAM)
    purchases = [_document(writer, d, batch.rivile_fraction) for d in batch.documents if d.is_purchase]
    sales = [_document(writer, d, batch.rivile_fraction) for d in batch.documents if not d.is_purchase]
    goods, services, codes = _items(writer, batch.documents)
    files = {
        "pirkimai.eip": purchases,
        "pardavimai.eip": sales,
        "klientai.eip": _clients(writer, batch.documents),
        "prekes.eip": goods,
        "paslaugos.eip": services,
        "kodai.eip": codes,
    }
    return [
        zip_files([ExportFile(name, _eip(records), MEDIA_TYPE) for name, records in files.items() if records])
    ]


export_rivile = exporter(render)


def _eip(records: Iterable[Element]) -> bytes:
    body = "".join(etree.tostring(record, encoding="unicode", pretty_print=True) for record in records)
    return (DECLARATION + body).encode("cp1257")


def document_number(document: ExportDocument) -> str:
    return number_within(to_cp1257(document.full_number), NUMBER_WIDTH)


def _document(writer: _Writer, document: ExportDocument, fraction: int) -> Element:
    record = etree.Element("I06")
    number = document_number(document)
    add(record, "I06_OP_TIP", OPERATION_TYPES[document.is_purchase, document.is_credit])
    add(record, "I06_VAL_POZ", "1" if document.is_foreign_currency else "0")
    add(record, "I06_DOK_NR", number)
    add(record, "I06_OP_DATA", dotted(document.operation_date))
    add(record, "I06_DOK_DATA", dotted(document.invoice_date))
    add(record, "I06_KODAS_KS", writer.code(document, document.counterparty.code, "I06_KODAS_KS"))
    add(record, "I06_DOK_REG", number)
    if document.is_foreign_currency:
        add(record, "I06_KODAS_VL", document.currency)
        if document.fx_rate:
            add(record, "I06_KURSAS", str(document.fx_rate))
        else:
            writer.batch.warn(
                texts.FX_RATE_MISSING.format(document=document.label, currency=document.currency)
            )
    add_present(
        record,
        "I06_APRASYMAS1",
        writer.text(document, document.order_number, DESCRIPTION_WIDTH, "I06_APRASYMAS1"),
    )
    for line in document.lines:
        _line(writer, record, document, line, fraction)
    return record


def _line(
    writer: _Writer, record: Element, document: ExportDocument, line: ExportLine, fraction: int
) -> None:
    """One I07 line. With a document discount GAMA gets the percentage and works the sums out
    itself; otherwise the invoice's own sums go in, so GAMA's rounding cannot change them."""
    item = add(record, "I07", None)
    add(item, "I07_KODAS", writer.code(document, line.code, "I07_KODAS"))
    add(item, "I07_TIPAS", "3" if line.kind.is_code else str(int(line.kind)))
    add(item, "I07_PAV", writer.text(document, line.name, LINE_NAME_WIDTH, "I07_PAV"))
    add(item, "I07_KODAS_US_A", to_cp1257(line.unit))
    add(item, "T_KIEKIS", quantity_text(abs(line.quantity) * fraction))
    price_eur = document.price_to_eur(line.price)
    add_present(item, "I07_KAINA_BE", price_text(price_eur) if price_eur is not None else "")
    if document.is_foreign_currency:
        add(item, "I07_VAL_KAINA", price_text(line.price))
    if document.discount:
        add(item, "I07_NUOLAIDA", money_text(abs(document.discount_percent)))
    else:
        _sums(item, document, line)
    add(item, "I07_MOKESTIS", "1")
    add(item, "I07_MOKESTIS_P", percent_text(line.vat_percent))
    add_present(item, "I07_KODAS_KL", line.vat_code or "")


def _sums(item: Element, document: ExportDocument, line: ExportLine) -> None:
    subtotal_eur = document.to_eur(abs(line.subtotal))
    vat_eur = document.to_eur(abs(line.vat))
    if subtotal_eur is not None and vat_eur is not None:
        add(item, "I07_SUMA", money_text(subtotal_eur))
        add(item, "I07_PVM", money_text(vat_eur))
    if document.is_foreign_currency:
        add(item, "I07_SUMA_VAL", money_text(abs(line.subtotal)))
        add(item, "I07_PVM_VAL", money_text(abs(line.vat)))


def _clients(writer: _Writer, documents: Iterable[ExportDocument]) -> list[Element]:
    kinds: dict[str, set[str]] = {}
    first: dict[str, tuple[ExportDocument, Party]] = {}
    for document in documents:
        code = writer.code(document, document.counterparty.code, "N08_KODAS_KS")
        kinds.setdefault(code, set()).add(CLIENT_KIND[document.is_purchase])
        first.setdefault(code, (document, document.counterparty))
    return [
        _client(writer, code, *first[code], "3" if len(kinds[code]) > 1 else kinds[code].pop())
        for code in first
    ]


def _client(writer: _Writer, code: str, document: ExportDocument, party: Party, kind: str) -> Element:
    record = etree.Element("N08")
    add(record, "N08_KODAS_KS", code)
    add(record, "N08_RUSIS", kind)
    add(record, "N08_PVM_KODAS", party.vat_code if len(party.vat_code) <= VAT_CODE_WIDTH else "")
    add(record, "N08_IM_KODAS", party.company_code if len(party.company_code) <= COMPANY_CODE_WIDTH else "")
    add(record, "N08_PAV", writer.text(document, party.name, CLIENT_NAME_WIDTH, "N08_PAV"))
    add(record, "N08_ADR", writer.text(document, party.address, ADDRESS_WIDTH, "N08_ADR"))
    add(record, "N08_TIPAS", "2" if party.is_person else "1")
    add(record, "N08_KODAS_XS_T", TAX_TABLE)
    add(record, "N08_KODAS_XS_P", TAX_TABLE)
    add(record, "N08_KODAS_DS", CLIENT_ACCOUNT_LINK)
    if party.iban:
        account = add(record, "N33", None)
        add(account, "N33_NUTYL", "1")
        add(account, "N33_KODAS_KS", code)
        add(account, "N33_S_KODAS", party.iban)
        add(account, "N33_SALIES_K", party.country)
    return record


def _items(
    writer: _Writer, documents: Iterable[ExportDocument]
) -> tuple[list[Element], list[Element], list[Element]]:
    """Goods (N17 tipas 1), services (N17 tipas 2) and non-stock codes (N25), once per code."""
    goods: dict[str, Element] = {}
    services: dict[str, Element] = {}
    codes: dict[str, Element] = {}
    for document in documents:
        for line in document.lines:
            code = writer.code(document, line.code, "I07_KODAS")
            name = writer.text(document, line.name, LINE_NAME_WIDTH, "N17_PAV")
            unit = to_cp1257(line.unit)
            if line.kind.is_code:
                if code not in codes:
                    codes[code] = _code_record(code, name, unit, "1" if document.is_purchase else "2")
            else:
                target = services if line.kind is ItemKind.SERVICE else goods
                if code not in target:
                    target[code] = _item_record(code, name, unit, str(int(line.kind)))
    return list(goods.values()), list(services.values()), list(codes.values())


def _record(table: str, values: dict[str, str]) -> Element:
    record = etree.Element(table)
    for column, value in values.items():
        add(record, f"{table}_{column}", value)
    return record


def _item_record(code: str, name: str, unit: str, kind: str) -> Element:
    return _record(
        "N17", {"KODAS_PS": code, "TIPAS": kind, "KODAS_US": unit, "PAV": name, "KODAS_DS": ITEM_ACCOUNT_LINK}
    )


def _code_record(code: str, name: str, unit: str, kind: str) -> Element:
    return _record("N25", {"KODAS_BS": code, "PAV": name, "TIPAS": kind, "KODAS_US": unit})
