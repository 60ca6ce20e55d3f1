from datetime import date
from decimal import Decimal
from functools import cache

import pytest
import xmlschema
from lxml import etree

from api.exports import isaf
from api.exports.mapping import ExportBlocked, ExportOptions, map_documents
from tests.api.exports.cases import BUYER, CASES, OPTIONS, SUPPLIER, document, line, make_profile

NS = {"i": isaf.NAMESPACE}


@cache
def schema() -> xmlschema.XMLSchema:
    return xmlschema.XMLSchema(str(isaf.__file__).replace("isaf.py", "data/isaf_1_2.xsd"))


def rendered(documents, options: ExportOptions = OPTIONS) -> list[etree._Element]:
    files = isaf.render(map_documents(documents, make_profile(), options=options))
    return [etree.fromstring(file.content) for file in files]


@pytest.mark.parametrize("case", CASES)
def test_every_case_is_valid_against_the_vmi_schema(case: str) -> None:
    for file in isaf.render(map_documents(CASES[case](), make_profile(), options=OPTIONS)):
        schema().validate(file.content)


def test_purchases_and_sales_in_one_file_make_a_full_data_type() -> None:
    (root,) = rendered(CASES["purchase"]() + CASES["sale"]())
    assert root.findtext(".//i:DataType", namespaces=NS) == "F"
    assert root.findtext(".//i:RegistrationNumber", namespaces=NS) == "304181177"
    assert root.findtext(".//i:SelectionStartDate", namespaces=NS) == "2025-03-01"
    assert root.findtext(".//i:SelectionEndDate", namespaces=NS) == "2025-03-31"
    assert len(root.findall(".//i:PurchaseInvoices/i:Invoice", NS)) == 1
    assert len(root.findall(".//i:SalesInvoices/i:Invoice", NS)) == 1


def test_credit_note_is_ks_with_negative_totals() -> None:
    (root,) = rendered(CASES["credit_note"]())
    assert root.findtext(".//i:InvoiceType", namespaces=NS) == "KS"
    assert root.findtext(".//i:TaxableValue", namespaces=NS) == "-13.00"
    assert root.findtext(".//i:Amount", namespaces=NS) == "-2.73"


def test_one_total_per_code_and_rate_with_domestic_purchase_codes_left_empty() -> None:
    (root,) = rendered(CASES["multi_rate"]())
    totals = root.findall(".//i:DocumentTotal", NS)
    assert [t.findtext("i:TaxableValue", namespaces=NS) for t in totals] == [
        "899.99",
        "31.00",
        "80.00",
        "120.00",
    ]
    nil = "{http://www.w3.org/2001/XMLSchema-instance}nil"
    assert all(t.find("i:TaxCode", NS).get(nil) == "true" for t in totals)
    # PVM5 (exempt) has no rate: the percentage stays empty rather than 0.
    assert totals[3].find("i:TaxPercentage", NS).get(nil) == "true"


def test_reverse_charge_purchase_reports_the_vat_the_buyer_calculates() -> None:
    (root,) = rendered(CASES["foreign_currency"]())
    total = root.find(".//i:DocumentTotal", NS)
    assert total.findtext("i:TaxCode", namespaces=NS) == "PVM20"
    assert total.findtext("i:TaxableValue", namespaces=NS) == "182.87"  # 199 USD at 1.0882
    assert total.findtext("i:TaxPercentage", namespaces=NS) == "21.00"
    assert total.findtext("i:Amount", namespaces=NS) == "38.40"
    supplier = root.find(".//i:SupplierInfo", NS)
    assert [child.text for child in supplier] == ["ND", "ND", "US", "Acme Software Inc."]


def test_sales_codes_are_kept_and_vat_numbers_carry_their_prefix() -> None:
    (root,) = rendered(CASES["lithuanian_letters"]())
    assert root.findtext(".//i:CustomerInfo/i:VATRegistrationNumber", namespaces=NS) == "FR40303265045"
    assert root.findtext(".//i:TaxCode", namespaces=NS) == "PVM13"
    (root,) = rendered(
        [document(20, "pardavimas", [line(1, "Prekė", "1", "10")], buyer=dict(BUYER, vat_code="119511515"))]
    )
    assert root.findtext(".//i:CustomerInfo/i:VATRegistrationNumber", namespaces=NS) == "LT119511515"


def test_foreign_currency_without_a_rate_is_refused() -> None:
    with pytest.raises(ExportBlocked) as blocked:
        rendered(CASES["foreign_currency"](), ExportOptions())
    assert "USD" in blocked.value.message and "INV-2025-0310" in blocked.value.message


def test_a_supplier_outside_vat_is_left_out_with_a_warning() -> None:
    not_payer = dict(SUPPLIER, vat_code="")
    documents = [
        document(21, "pirkimas", [line(1, "Paslauga", "1", "50", "0", pvm_kodas=None)], seller=not_payer)
    ]
    batch = map_documents(documents + CASES["purchase"](), make_profile(), options=OPTIONS)
    (file,) = isaf.render(batch)
    assert len(etree.fromstring(file.content).findall(".//i:Invoice", NS)) == 1
    assert any("į i.SAF neįtraukta" in warning for warning in batch.warnings)


def test_multi_mode_documents_of_two_companies_give_two_files() -> None:
    other_company = dict(SUPPLIER)
    documents = [
        document(22, "pirkimas", [line(1, "A", "1", "10")]),
        document(23, "pardavimas", [line(1, "B", "1", "10")], seller=other_company, buyer=BUYER),
    ]
    files = isaf.render(map_documents(documents, make_profile(), mode="multi", options=OPTIONS))
    assert sorted(file.name for file in files) == ["isaf_121215434.xml", "isaf_304181177.xml"]


def test_operation_date_becomes_the_vat_point_date_only_when_it_differs() -> None:
    (root,) = rendered(CASES["purchase"]())
    assert root.findtext(".//i:VATPointDate", namespaces=NS) == "2025-03-12"
    documents = [document(24, "pirkimas", [line(1, "A", "1", "10")], operation_date=date(2025, 3, 14))]
    (root,) = rendered(documents)
    assert root.find(".//i:VATPointDate", NS).text is None
    assert Decimal(root.findtext(".//i:Amount", namespaces=NS)) == Decimal("2.10")
