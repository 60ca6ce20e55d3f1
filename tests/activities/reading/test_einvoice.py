import json
from datetime import date
from decimal import Decimal
from pathlib import Path

import pymupdf
import pytest

from activities.reading.einvoice import NotAnEInvoice, find_embedded_invoice, parse_einvoice

CORPUS = Path(__file__).resolve().parents[3] / ".." / "shared" / "corpus" / "dev" / "zugferd-corpus"

UBL_CREDIT_NOTE = """<?xml version="1.0" encoding="UTF-8"?>
<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>KR-7</cbc:ID>
  <cbc:IssueDate>2026-03-05</cbc:IssueDate>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party>
    <cac:PostalAddress><cbc:StreetName>Gedimino pr. 1</cbc:StreetName><cbc:CityName>Vilnius</cbc:CityName>
      <cbc:PostalZone>LT-01103</cbc:PostalZone><cac:Country><cbc:IdentificationCode>LT</cbc:IdentificationCode>
      </cac:Country></cac:PostalAddress>
    <cac:PartyTaxScheme><cbc:CompanyID>LT212154314</cbc:CompanyID></cac:PartyTaxScheme>
    <cac:PartyLegalEntity><cbc:RegistrationName>UAB „Šiaurės žiedas“</cbc:RegistrationName>
      <cbc:CompanyID>121215434</cbc:CompanyID></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party>
    <cac:PartyLegalEntity><cbc:RegistrationName>MB „Beržas“</cbc:RegistrationName></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingCustomerParty>
  <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">21.00</cbc:TaxAmount>
    <cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">100.00</cbc:TaxableAmount>
      <cbc:TaxAmount currencyID="EUR">21.00</cbc:TaxAmount>
      <cac:TaxCategory><cbc:Percent>21</cbc:Percent></cac:TaxCategory></cac:TaxSubtotal></cac:TaxTotal>
  <cac:LegalMonetaryTotal><cbc:TaxExclusiveAmount currencyID="EUR">100.00</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">121.00</cbc:TaxInclusiveAmount></cac:LegalMonetaryTotal>
  <cac:CreditNoteLine><cbc:CreditedQuantity unitCode="H87">2</cbc:CreditedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">100.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Kava</cbc:Name><cac:ClassifiedTaxCategory><cbc:Percent>21</cbc:Percent>
    </cac:ClassifiedTaxCategory></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">50.00</cbc:PriceAmount></cac:Price></cac:CreditNoteLine>
</CreditNote>""".encode()


def test_ubl_credit_note_is_read_exactly_with_negative_amounts() -> None:
    result = parse_einvoice(UBL_CREDIT_NOTE)
    values = {name: f.value for name, f in result.fields.items()}
    assert result.document_type == "credit_note"
    assert values["document_number"] == "KR-7"
    assert values["invoice_date"] == date(2026, 3, 5)
    assert values["seller_name"] == "UAB „Šiaurės žiedas“"
    assert values["seller_id"] == "121215434"
    assert values["seller_vat_code"] == "LT212154314"
    assert values["seller_address"] == "Gedimino pr. 1, LT-01103 Vilnius"
    assert values["amount_with_vat"] == Decimal("-121.00")
    assert values["vat_percent"] == Decimal(21)
    assert all(f.source == "xml" and f.confidence == 1.0 for f in result.fields.values())
    [line] = result.line_items
    assert (line.value("quantity"), line.value("subtotal"), line.value("unit")) == (
        Decimal(-2),
        Decimal(-100),
        "H87",
    )


@pytest.mark.parametrize("name", ["EN16931_Einfach", "EN16931_Rabatte", "EN16931_Rechnungskorrektur"])
def test_zugferd_corpus_matches_its_truth(name: str) -> None:
    pdf = (CORPUS / "FX" / f"{name}.pdf").read_bytes()
    truth = json.loads((CORPUS / "CII" / f"{name}.truth.json").read_text())
    xml = find_embedded_invoice(pdf)
    assert xml is not None
    values = {k: f.value for k, f in parse_einvoice(xml).fields.items()}
    assert values["document_number"] == truth["invoice_number"]
    assert values["invoice_date"].isoformat() == truth["invoice_date"]  # type: ignore[union-attr]
    assert values["amount_with_vat"] == Decimal(truth["amount_with_vat"])
    assert values["vat_amount"] == Decimal(truth["vat_amount"])
    assert values["seller_vat_code"] == truth["seller"]["vat_code"]
    assert values["seller_address"] == truth["seller"]["address"]
    assert values["buyer_name"] == truth["buyer"]["name"]


def test_a_pdf_without_attachment_has_no_einvoice() -> None:
    doc = pymupdf.open()
    doc.new_page()
    assert find_embedded_invoice(doc.tobytes()) is None
    assert find_embedded_invoice(b"\x89PNG\r\n\x1a\n not really") is None


def test_an_attached_xml_that_is_not_an_invoice_is_ignored() -> None:
    doc = pymupdf.open()
    doc.new_page()
    doc.embfile_add("notes.xml", b"<notes><note>hello</note></notes>")
    assert find_embedded_invoice(doc.tobytes()) is None
    with pytest.raises(NotAnEInvoice):
        parse_einvoice(b"<notes/>")


def _ubl_invoice(lines: str) -> bytes:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>INV/7</cbc:ID><cbc:IssueDate>2026-03-05</cbc:IssueDate>{lines}
</Invoice>""".encode()


def test_ubl_lines_as_odoo_writes_them() -> None:
    section = """<cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:InvoicedQuantity>0.00</cbc:InvoicedQuantity>
      <cbc:LineExtensionAmount currencyID="EUR">0.00</cbc:LineExtensionAmount>
      <cac:Item><cbc:Name>--- Maistas ---</cbc:Name></cac:Item></cac:InvoiceLine>"""
    oil = """<cac:InvoiceLine><cbc:ID>2</cbc:ID>
      <cbc:InvoicedQuantity unitCode="LTR">2.00</cbc:InvoicedQuantity>
      <cbc:LineExtensionAmount currencyID="EUR">9.00</cbc:LineExtensionAmount>
      <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">0.81</cbc:TaxAmount><cac:TaxSubtotal>
        <cbc:TaxAmount currencyID="EUR">0.81</cbc:TaxAmount><cbc:Percent>9.0</cbc:Percent>
      </cac:TaxSubtotal></cac:TaxTotal>
      <cac:Item><cbc:Name>*4770001* Alyvuogių aliejus</cbc:Name>
        <cac:StandardItemIdentification><cbc:ID>4770001</cbc:ID></cac:StandardItemIdentification></cac:Item>
      <cac:Price><cbc:PriceAmount currencyID="EUR">4.50</cbc:PriceAmount></cac:Price></cac:InvoiceLine>"""
    free = """<cac:InvoiceLine><cbc:ID>3</cbc:ID><cbc:InvoicedQuantity>1</cbc:InvoicedQuantity>
      <cbc:LineExtensionAmount currencyID="EUR">0.00</cbc:LineExtensionAmount>
      <cac:Item><cbc:Name>[SKR-1] Skrajutė</cbc:Name>
        <cac:SellersItemIdentification><cbc:ID>SKR-1</cbc:ID></cac:SellersItemIdentification>
        <cac:ClassifiedTaxCategory><cbc:Percent>0</cbc:Percent></cac:ClassifiedTaxCategory></cac:Item>
      </cac:InvoiceLine>"""
    lines = parse_einvoice(_ubl_invoice(section + oil + free)).line_items
    assert [(line.value("prekes_pavadinimas"), line.value("vat_percent")) for line in lines] == [
        ("Alyvuogių aliejus", Decimal("9.0")),
        ("Skrajutė", Decimal(0)),
    ]
    assert lines[0].value("prekes_barkodas") == "4770001"
    assert lines[1].value("prekes_kodas") == "SKR-1"


def _same_text(got: object, expected: str | None) -> bool:
    return " ".join(str(got).split()) == " ".join(expected.split()) if expected else got is None


@pytest.mark.parametrize("cii", sorted((CORPUS / "CII").glob("*.cii.xml")), ids=lambda p: p.name)
def test_every_zugferd_truth_is_read_exactly_from_its_own_xml(cii: Path) -> None:
    """The truth files were flattened from these XML files. Four PDFs embed an older XML than the
    one their truth comes from (XRECHNUNG_*: 2018 dates against 2024), so this is where the reader
    is checked against every truth value."""
    truth = json.loads(cii.with_name(cii.name.replace(".cii.xml", ".truth.json")).read_text())
    result = parse_einvoice(cii.read_bytes())
    values = {k: f.value for k, f in result.fields.items()}
    for ours, theirs in [
        ("document_number", "invoice_number"),
        ("invoice_date", "invoice_date"),
        ("due_date", "due_date"),
        ("currency", "currency"),
        ("amount_wo_vat", "amount_without_vat"),
        ("vat_amount", "vat_amount"),
        ("amount_with_vat", "amount_with_vat"),
    ]:
        got = values.get(ours)
        expected = truth[theirs]
        assert (str(got) if got is not None else None) == expected, ours
    for role in ("seller", "buyer"):
        party = truth[role]
        assert _same_text(values.get(f"{role}_name"), party["name"])
        assert _same_text(values.get(f"{role}_address"), party["address"])
        assert values.get(f"{role}_id") == party["company_code"]
        assert values.get(f"{role}_vat_code") == party["vat_code"]
        assert values.get(f"{role}_country_iso") == party["country"]
    assert values.get("seller_iban") == truth["seller"]["iban"]
    assert [
        (line.value("quantity"), line.value("subtotal"), line.value("vat_percent"))
        for line in result.line_items
    ] == [
        (
            Decimal(i["quantity"]),
            Decimal(i["total_net"]),
            Decimal(i["vat_percent"]) if i["vat_percent"] else None,
        )
        for i in truth["line_items"]
    ]
