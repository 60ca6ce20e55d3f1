"""i.SAF 1.2 XML (formats.md §7), valid against VMI's schema (data/isaf_1_2.xsd).

One file per own company (multi mode can mix companies). Each invoice carries one total per VAT
classifier code and rate, in euro; credit notes are KS with negative amounts. Invoices that are
not VAT invoices (a supplier that is not a VAT payer and charged no VAT) are left out."""

import calendar
from collections.abc import Iterable
from datetime import date
from decimal import Decimal

from lxml import etree

from api.exports import texts
from api.exports.files import XML, ExportFile, exporter
from api.exports.mapping import DocumentKind, ExportBatch, ExportBlocked, ExportDocument, Party
from api.exports.money import ZERO, money, money_text
from api.exports.text import clip
from api.exports.xml import Element, add, document_bytes, iso
from workflows import vat_codes

NAMESPACE = "http://www.vmi.lt/cms/imas/isaf"
XSI = "http://www.w3.org/2001/XMLSchema-instance"
SOFTWARE = "DokSkenas"
SOFTWARE_VERSION = "1.0"
FIRST_DAY = date(2016, 7, 1)
INVOICE_TYPES = {DocumentKind.INVOICE: "SF", DocumentKind.CREDIT_NOTE: "KS", DocumentKind.DEBIT_NOTE: "DS"}
NOT_KNOWN = "ND"


def render(batch: ExportBatch) -> list[ExportFile]:
    included = []
    for document in batch.documents:
        if document.report_to_isaf:
            included.append(document)
        else:
            batch.warn(texts.SKIPPED_FROM_ISAF.format(document=document.label))
    _check(included)
    companies: dict[str, list[ExportDocument]] = {}
    for document in included:
        companies.setdefault(document.own.company_code, []).append(document)
    return [_file(batch, code, documents) for code, documents in companies.items()]


export_isaf = exporter(render)


def _check(documents: Iterable[ExportDocument]) -> None:
    problems = []
    for document in documents:
        code = document.own.company_code
        if not (code.isdigit() and len(code) <= 11):
            problems.append(f"{document.label}: {texts.OWN_CODE_INVALID.format(code=code)}")
        if document.is_foreign_currency and not document.fx_rate:
            reason = texts.NO_FX_RATE.format(
                currency=document.currency, date=document.invoice_date.isoformat()
            )
            problems.append(f"{document.label}: {reason}")
        if document.invoice_date < FIRST_DAY:
            problems.append(f"{document.label}: {texts.ISAF_DATE_TOO_EARLY}")
    if problems:
        raise ExportBlocked(problems)


def _qualified(tag: str) -> str:
    return f"{{{NAMESPACE}}}{tag}"


def _add(parent: Element, tag: str, value: str | None = "") -> Element:
    return add(parent, _qualified(tag), value)


def _nil(parent: Element, tag: str) -> None:
    _add(parent, tag, None).set(f"{{{XSI}}}nil", "true")


def _add_or_nil(parent: Element, tag: str, value: str) -> None:
    if value:
        _add(parent, tag, value)
    else:
        _nil(parent, tag)


def _file(batch: ExportBatch, company_code: str, documents: list[ExportDocument]) -> ExportFile:
    root = etree.Element(_qualified("iSAFFile"), nsmap={None: NAMESPACE, "xsi": XSI})
    purchases = [d for d in documents if d.is_purchase]
    sales = [d for d in documents if not d.is_purchase]
    dates = [d.invoice_date for d in documents]
    description = _add(_add(root, "Header", None), "FileDescription", None)
    _add(description, "FileVersion", "iSAF1.2")
    _add(description, "FileDateCreated", batch.created_at.replace(microsecond=0, tzinfo=None).isoformat())
    _add(description, "DataType", "F" if purchases and sales else "P" if purchases else "S")
    _add(description, "SoftwareCompanyName", SOFTWARE)
    _add(description, "SoftwareName", SOFTWARE)
    _add(description, "SoftwareVersion", SOFTWARE_VERSION)
    _add(description, "RegistrationNumber", company_code)
    _add(description, "NumberOfParts", "1")
    _add(description, "PartNumber", "1")
    criteria = _add(description, "SelectionCriteria", None)
    _add(criteria, "SelectionStartDate", iso(min(dates).replace(day=1)))
    last = max(dates)
    _add(criteria, "SelectionEndDate", iso(last.replace(day=calendar.monthrange(last.year, last.month)[1])))
    source = _add(root, "SourceDocuments", None)
    if purchases:
        register = _add(source, "PurchaseInvoices", None)
        for document in purchases:
            _invoice(_add(register, "Invoice", None), document, "SupplierInfo")
    if sales:
        register = _add(source, "SalesInvoices", None)
        for document in sales:
            _invoice(_add(register, "Invoice", None), document, "CustomerInfo")
    return ExportFile(f"isaf_{company_code}.xml", document_bytes(root), XML)


def _invoice(invoice: Element, document: ExportDocument, party_tag: str) -> None:
    _add(invoice, "InvoiceNo", clip(document.full_number, 70) or str(document.id))
    _party(_add(invoice, party_tag, None), document.counterparty)
    _add(invoice, "InvoiceDate", iso(document.invoice_date))
    _add(invoice, "InvoiceType", INVOICE_TYPES[document.kind])
    _add(invoice, "SpecialTaxation", "")
    _add(invoice, "References", None)
    vat_point = document.operation_date if document.operation_date != document.invoice_date else None
    _add_or_nil(invoice, "VATPointDate", iso(vat_point))
    if document.is_purchase:
        _nil(invoice, "RegistrationAccountDate")
    totals = _add(invoice, "DocumentTotals", None)
    for (code, rate), (taxable, vat) in _totals(document).items():
        _total(_add(totals, "DocumentTotal", None), document, code, rate, taxable, vat)


def vat_registration_number(party: Party) -> str:
    """The VAT code with its country prefix, as i.SAF wants it; ND when the party has none."""
    if not party.vat_code:
        return NOT_KNOWN
    if party.vat_code[:2].isalpha():
        return party.vat_code
    return (party.country or "LT") + party.vat_code


def _party(info: Element, party: Party) -> None:
    vat_number = clip(vat_registration_number(party), 35)
    _add(info, "VATRegistrationNumber", vat_number)
    if party.company_code or vat_number == NOT_KNOWN:
        _add(info, "RegistrationNumber", clip(party.company_code, 35) or NOT_KNOWN)
    _add_or_nil(info, "Country", party.country)
    _add(info, "Name", clip(party.name, 256) or NOT_KNOWN)


def _totals(document: ExportDocument) -> dict[tuple[str | None, Decimal], tuple[Decimal, Decimal]]:
    """Net and VAT per (classifier code, rate), after the document discount."""
    totals: dict[tuple[str | None, Decimal], tuple[Decimal, Decimal]] = {}
    for line in document.net_lines:
        taxable, vat = totals.get((line.vat_code, line.vat_percent), (ZERO, ZERO))
        totals[line.vat_code, line.vat_percent] = (taxable + line.subtotal, vat + line.vat)
    return totals


def _total(
    total: Element, document: ExportDocument, code: str | None, rate: Decimal, taxable: Decimal, vat: Decimal
) -> None:
    taxable_eur = document.to_eur(taxable)
    vat_eur = document.to_eur(vat)
    assert taxable_eur is not None and vat_eur is not None  # _check refused documents without a rate
    _add(total, "TaxableValue", money_text(taxable_eur))
    domestic = (
        document.is_purchase
        and document.counterparty.country == "LT"
        and bool(document.counterparty.vat_code)
        and code in vat_codes.DOMESTIC_PURCHASE_CODES
    )
    _add_or_nil(total, "TaxCode", "" if domestic else code or "")
    code_rate = vat_codes.rate_of(code)
    if document.is_purchase and code_rate and not rate:
        # Reverse charge: the invoice shows no VAT, the buyer reports it at the code's rate.
        rate, vat_eur = code_rate, money(taxable_eur * code_rate / 100)
    has_rate = code is None or code_rate is not None
    _add_or_nil(total, "TaxPercentage", money_text(rate) if has_rate else "")
    _add(total, "Amount", money_text(vat_eur))
    if not document.is_purchase:
        _nil(total, "VATPointDate2")
