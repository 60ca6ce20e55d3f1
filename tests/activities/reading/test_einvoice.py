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
