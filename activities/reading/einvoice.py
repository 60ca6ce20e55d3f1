"""Structured e-invoices: Factur-X / ZUGFeRD / XRechnung (UN/CEFACT CII) and UBL 2.1 — exact data."""

from __future__ import annotations

from datetime import date
from decimal import Decimal, InvalidOperation

from lxml import etree

from activities.reading.render import RenderedFile, UnreadableFile, render_pages
from activities.reading.types import Extraction, Field, LineItem, VatRate

# EN 16931 document type codes (UNTDID 1001) that mean a credit note.
CREDIT_NOTE_CODES = {"381", "396", "532"}
_KNOWN_NAMES = ("factur-x.xml", "zugferd-invoice.xml", "xrechnung.xml", "zugferd.xml", "order-x.xml")
_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False, remove_comments=True)


class NotAnEInvoice(ValueError):
    """The XML is neither CII nor UBL."""


def find_embedded_invoice(data: bytes | RenderedFile) -> bytes | None:
    """The e-invoice XML attached to a PDF (Factur-X/ZUGFeRD name first, then any CII/UBL XML)."""
    if isinstance(data, RenderedFile):
        rendered = data
    else:
        try:
            rendered = render_pages(data)
        except UnreadableFile:
            return None
    files = rendered.embedded_files
    ordered = sorted(files, key=lambda name: name.casefold() not in _KNOWN_NAMES)
    for name in ordered:
        content = files[name]
        if _root_kind(content):
            return content
    return None


def _root_kind(content: bytes) -> str | None:
    try:
        root = etree.fromstring(content, _PARSER)
    except etree.XMLSyntaxError:
        return None
    local = etree.QName(root).localname
    if local == "CrossIndustryInvoice":
        return "cii"
    if local in ("Invoice", "CreditNote"):
        return "ubl"
    return None


def parse_einvoice(xml: bytes) -> Extraction:
    """Every header and line field the XML carries, with confidence 1 and source "xml"."""
    kind = _root_kind(xml)
    if kind is None:
        raise NotAnEInvoice("not a CII or UBL invoice")
    root = etree.fromstring(xml, _PARSER)
    reader = _CiiReader(root) if kind == "cii" else _UblReader(root)
    return reader.extraction()


class _Xml:
    """Namespace-agnostic XPath over local names: CII and UBL come in several namespace versions."""

    def __init__(self, node: etree._Element) -> None:
        self.node = node

    @staticmethod
    def _path(path: str) -> str:
        steps = []
        for step in path.split("/"):
            name, _, attr = step.partition("[")
            steps.append(f"*[local-name()='{name}']" + (f"[{attr}" if attr else ""))
        return "/".join(steps)

    def all(self, path: str) -> list[_Xml]:
        return [_Xml(n) for n in self.node.xpath(self._path(path))]

    def one(self, path: str) -> _Xml | None:
        found = self.all(path)
        return found[0] if found else None

    def text(self, path: str) -> str | None:
        found = self.one(path)
        if found is None or found.node.text is None:
            return None
        text = " ".join(found.node.text.split())
        return text or None

    def attr(self, path: str, name: str) -> str | None:
        found = self.one(path)
        return found.node.get(name) if found is not None else None

    def amount(self, path: str | None = None) -> Decimal | None:
        """The decimal at ``path``, or this node's own decimal when no path is given."""
        text = self.text(path) if path else " ".join((self.node.text or "").split())
        try:
            return Decimal(text) if text else None
        except InvalidOperation:
            return None


def _xml_field(value: object) -> Field:
    return Field(value, 1.0, "xml", None)  # type: ignore[arg-type]


class _Reader:
    root: _Xml
    credit_note: bool

    def extraction(self) -> Extraction:
        header = {k: v for k, v in self.header().items() if v is not None and v != ""}
        if self.credit_note:
            header = {k: _negate(v) if k in _AMOUNT_FIELDS else v for k, v in header.items()}
        lines = [
            LineItem(
                {
                    k: _xml_field(_negate(v) if self.credit_note and k in _LINE_AMOUNTS else v)
                    for k, v in line.items()
                    if v is not None and v != ""
                }
            )
            for line in map(_tidy_line, self.lines())
            if not _is_comment(line)
        ]
        breakdown = self.vat_breakdown()
        return Extraction(
            document_type="credit_note" if self.credit_note else "invoice",
            type_confidence=1.0,
            unsuitable_reason=None,
            fields={k: _xml_field(v) for k, v in header.items()},
            line_items=lines,
            pages=[],
            checks={},
            glued_raw_text="",
            vat_breakdown=breakdown,
        )

    def header(self) -> dict[str, object]:
        raise NotImplementedError

    def lines(self) -> list[dict[str, object]]:
        raise NotImplementedError

    def vat_breakdown(self) -> list[VatRate]:
        raise NotImplementedError


_AMOUNT_FIELDS = {"amount_wo_vat", "vat_amount", "amount_with_vat", "invoice_discount_wo_vat"}
_LINE_AMOUNTS = {"subtotal", "quantity"}


def _is_comment(line: dict[str, object]) -> bool:
    """Section headings and notes travel as lines with nothing bought (Odoo writes them so)."""
    return not line.get("quantity") and not line.get("subtotal")


def _tidy_line(line: dict[str, object]) -> dict[str, object]:
    """Some sellers' software prints the item's code into its name ("[FURN_7777] Office Chair",
    "*987123* Olive Oil"); the code has its own field, so the name should not repeat it."""
    name = line.get("prekes_pavadinimas")
    if isinstance(name, str):
        for code in filter(None, (line.get("prekes_kodas"), line.get("prekes_barkodas"))):
            for prefix in (f"[{code}]", f"*{code}*"):
                if name.startswith(prefix) and name[len(prefix) :].strip():
                    name = name[len(prefix) :].strip()
        line = {**line, "prekes_pavadinimas": name}
    return line


def _negate(value: object) -> object:
    return -value if isinstance(value, Decimal) else value


def _single_rate(rates: list[VatRate]) -> Decimal | None:
    distinct = {r.rate for r in rates}
    return distinct.pop() if len(distinct) == 1 else None


def _iso_date(text: str | None) -> date | None:
    if not text:
        return None
    digits = text.replace("-", "")[:8]
    try:
        return date(int(digits[:4]), int(digits[4:6]), int(digits[6:8]))
    except ValueError:
        return None


def _join(*parts: str | None, sep: str = ", ") -> str | None:
    kept = [p for p in parts if p]
    return sep.join(kept) or None


class _CiiReader(_Reader):
    def __init__(self, root: etree._Element) -> None:
        self.root = _Xml(root)
        self.doc = self.root.one("ExchangedDocument")
        transaction = self.root.one("SupplyChainTradeTransaction")
        if transaction is None:
            raise NotAnEInvoice("CII without a trade transaction")
        self.transaction = transaction
        self.type_code = self.doc.text("TypeCode") if self.doc is not None else None
        self.credit_note = self.type_code in CREDIT_NOTE_CODES

    def header(self) -> dict[str, object]:
        t, doc = self.transaction, self.doc
        agreement = t.one("ApplicableHeaderTradeAgreement")
        settlement = t.one("ApplicableHeaderTradeSettlement")
        totals = (
            settlement.one("SpecifiedTradeSettlementHeaderMonetarySummation")
            if settlement is not None
            else None
        )
        currency = settlement.text("InvoiceCurrencyCode") if settlement is not None else None
        fields: dict[str, object] = {
            "document_number": doc.text("ID") if doc is not None else None,
            "invoice_date": _iso_date(doc.text("IssueDateTime/DateTimeString") if doc is not None else None),
            "currency": currency,
            "operation_date": _iso_date(
                t.text(
                    "ApplicableHeaderTradeDelivery/ActualDeliverySupplyChainEvent/OccurrenceDateTime/DateTimeString"
                )
            ),
        }
        if agreement is not None:
            fields["order_number"] = agreement.text("BuyerOrderReferencedDocument/IssuerAssignedID")
            fields.update(self._party(agreement.one("SellerTradeParty"), "seller"))
            fields.update(self._party(agreement.one("BuyerTradeParty"), "buyer"))
        if settlement is not None:
            fields["due_date"] = _iso_date(
                settlement.text("SpecifiedTradePaymentTerms/DueDateDateTime/DateTimeString")
            )
            fields["seller_iban"] = settlement.text(
                "SpecifiedTradeSettlementPaymentMeans/PayeePartyCreditorFinancialAccount/IBANID"
            )
            fields["paid_by_cash"] = (
                settlement.text("SpecifiedTradeSettlementPaymentMeans/TypeCode") == "10" or None
            )
        if totals is not None:
            fields["amount_wo_vat"] = totals.amount("TaxBasisTotalAmount")
            fields["vat_amount"] = self._tax_total(totals, currency)
            fields["amount_with_vat"] = totals.amount("GrandTotalAmount")
            allowance = totals.amount("AllowanceTotalAmount")
            fields["invoice_discount_wo_vat"] = allowance if allowance else None
        fields["vat_percent"] = _single_rate(self.vat_breakdown())
        return fields

    @staticmethod
    def _tax_total(totals: _Xml, currency: str | None) -> Decimal | None:
        # A second TaxTotalAmount in the accounting currency may follow (BT-111); take the invoice currency.
        for node in totals.all("TaxTotalAmount"):
            if currency is None or node.node.get("currencyID") in (None, currency):
                return node.amount()
        return None

    @staticmethod
    def _party(party: _Xml | None, prefix: str) -> dict[str, object]:
        if party is None:
            return {}
        vat_code, company_code = None, party.text("SpecifiedLegalOrganization/ID")
        for registration in party.all("SpecifiedTaxRegistration/ID"):
            if registration.node.get("schemeID") == "VA":
                vat_code = (registration.node.text or "").strip()
        address = party.one("PostalTradeAddress")
        street, city_line, country = None, None, None
        if address is not None:
            street = _join(address.text("LineOne"), address.text("LineTwo"), address.text("LineThree"))
            city_line = _join(address.text("PostcodeCode"), address.text("CityName"), sep=" ")
            country = address.text("CountryID")
        return {
            f"{prefix}_name": party.text("Name"),
            f"{prefix}_id": company_code,
            f"{prefix}_vat_code": vat_code or None,
            f"{prefix}_address": _join(street, city_line),
            f"{prefix}_country_iso": country,
        }

    def vat_breakdown(self) -> list[VatRate]:
        settlement = self.transaction.one("ApplicableHeaderTradeSettlement")
        if settlement is None:
            return []
        return [
            VatRate(rate, tax.amount("BasisAmount"), tax.amount("CalculatedAmount"))
            for tax in settlement.all("ApplicableTradeTax")
            if (rate := tax.amount("RateApplicablePercent")) is not None
        ]

    def lines(self) -> list[dict[str, object]]:
        return [self._line(item) for item in self.transaction.all("IncludedSupplyChainTradeLineItem")]

    @staticmethod
    def _line(item: _Xml) -> dict[str, object]:
        product = item.one("SpecifiedTradeProduct")
        settlement = item.one("SpecifiedLineTradeSettlement")
        gtin = None
        if product is not None:
            for global_id in product.all("GlobalID"):
                if global_id.node.get("schemeID") == "0160":
                    gtin = global_id.node.text
        price = item.amount("SpecifiedLineTradeAgreement/NetPriceProductTradePrice/ChargeAmount")
        basis = item.amount("SpecifiedLineTradeAgreement/NetPriceProductTradePrice/BasisQuantity")
        return {
            "prekes_pavadinimas": product.text("Name") if product is not None else None,
            "prekes_kodas": product.text("SellerAssignedID") if product is not None else None,
            "prekes_barkodas": gtin,
            "quantity": item.amount("SpecifiedLineTradeDelivery/BilledQuantity"),
            "unit": item.attr("SpecifiedLineTradeDelivery/BilledQuantity", "unitCode"),
            "price": price / basis if price is not None and basis else price,
            "vat_percent": settlement.amount("ApplicableTradeTax/RateApplicablePercent")
            if settlement is not None
            else None,
            "subtotal": settlement.amount("SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount")
            if settlement
            else None,
        }


class _UblReader(_Reader):
    def __init__(self, root: etree._Element) -> None:
        self.root = _Xml(root)
        self.is_credit_note_root = etree.QName(root).localname == "CreditNote"
        type_code = self.root.text("InvoiceTypeCode") or self.root.text("CreditNoteTypeCode")
        self.credit_note = self.is_credit_note_root or type_code in CREDIT_NOTE_CODES

    def header(self) -> dict[str, object]:
        r = self.root
        totals = r.one("LegalMonetaryTotal")
        currency = r.text("DocumentCurrencyCode")
        fields: dict[str, object] = {
            "document_number": r.text("ID"),
            "invoice_date": _iso_date(r.text("IssueDate")),
            "due_date": _iso_date(r.text("DueDate") or r.text("PaymentMeans/PaymentDueDate")),
            "operation_date": _iso_date(r.text("Delivery/ActualDeliveryDate") or r.text("TaxPointDate")),
            "currency": currency,
            "order_number": r.text("OrderReference/ID"),
            "seller_iban": r.text("PaymentMeans/PayeeFinancialAccount/ID"),
            "vat_amount": self._tax_total(currency),
        }
        fields.update(self._party(r.one("AccountingSupplierParty/Party"), "seller"))
        fields.update(self._party(r.one("AccountingCustomerParty/Party"), "buyer"))
        if totals is not None:
            fields["amount_wo_vat"] = totals.amount("TaxExclusiveAmount")
            fields["amount_with_vat"] = totals.amount("TaxInclusiveAmount")
            allowance = totals.amount("AllowanceTotalAmount")
            fields["invoice_discount_wo_vat"] = allowance if allowance else None
        fields["vat_percent"] = _single_rate(self.vat_breakdown())
        return fields

    def _tax_total(self, currency: str | None) -> Decimal | None:
        for total in self.root.all("TaxTotal"):
            if currency is None or total.attr("TaxAmount", "currencyID") in (None, currency):
                return total.amount("TaxAmount")
        return None

    @staticmethod
    def _party(party: _Xml | None, prefix: str) -> dict[str, object]:
        if party is None:
            return {}
        address = party.one("PostalAddress")
        street, city_line, country = None, None, None
        if address is not None:
            street = _join(address.text("StreetName"), address.text("AdditionalStreetName"))
            city_line = _join(address.text("PostalZone"), address.text("CityName"), sep=" ")
            country = address.text("Country/IdentificationCode")
        return {
            f"{prefix}_name": party.text("PartyLegalEntity/RegistrationName") or party.text("PartyName/Name"),
            f"{prefix}_id": party.text("PartyLegalEntity/CompanyID"),
            f"{prefix}_vat_code": party.text("PartyTaxScheme/CompanyID"),
            f"{prefix}_address": _join(street, city_line),
            f"{prefix}_country_iso": country,
        }

    def vat_breakdown(self) -> list[VatRate]:
        rates = []
        for total in self.root.all("TaxTotal"):
            for sub in total.all("TaxSubtotal"):
                rate = sub.amount("TaxCategory/Percent")
                if rate is not None:
                    rates.append(VatRate(rate, sub.amount("TaxableAmount"), sub.amount("TaxAmount")))
        return rates

    def lines(self) -> list[dict[str, object]]:
        tag = "CreditNoteLine" if self.is_credit_note_root else "InvoiceLine"
        return [self._line(line, self.is_credit_note_root) for line in self.root.all(tag)]

    @staticmethod
    def _line(line: _Xml, credit_root: bool) -> dict[str, object]:
        quantity_tag = "CreditedQuantity" if credit_root else "InvoicedQuantity"
        return {
            "prekes_pavadinimas": line.text("Item/Name"),
            "prekes_kodas": line.text("Item/SellersItemIdentification/ID"),
            "prekes_barkodas": line.text("Item/StandardItemIdentification/ID"),
            "quantity": line.amount(quantity_tag),
            "unit": line.attr(quantity_tag, "unitCode"),
            "price": line.amount("Price/PriceAmount"),
            # UBL 2.1 as Odoo writes it may give the rate only in the line's own tax total.
            "vat_percent": next(
                (
                    rate
                    for path in (
                        "Item/ClassifiedTaxCategory",
                        "TaxTotal/TaxSubtotal",
                        "TaxTotal/TaxSubtotal/TaxCategory",
                    )
                    if (rate := line.amount(f"{path}/Percent")) is not None
                ),
                None,
            ),
            "subtotal": line.amount("LineExtensionAmount"),
        }
