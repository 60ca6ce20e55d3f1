import io
import zipfile
from functools import cache
from pathlib import Path

import pytest
import xmlschema
from lxml import etree

from api.exports import apskaita5, service
from api.exports.mapping import map_documents
from tests.api.exports.cases import CASES, OPTIONS, make_profile

ADAPTER = Path(apskaita5.__file__).parent / "apskaita5_adapter"
REFERENCE_ORDER = [
    "id",
    "date",
    "operationdate",
    "duedate",
    "paymentterm",
    "docnum",
    "ordernum",
    "subtotal",
    "vat",
    "total",
    "currency",
    "url",
    "filename",
    "report2isaf",
    "separatevat",
    "sellerid",
    "sellercode",
    "sellervat",
    "sellername",
    "selleraddress",
    "sellerisperson",
    "sellercountry",
    "selleriban",
    "buyerid",
    "buyercode",
    "buyervat",
    "buyername",
    "buyeraddress",
    "buyerisperson",
    "buyercountry",
    "hasreceipt",
]


@cache
def schema() -> xmlschema.XMLSchema:
    return xmlschema.XMLSchema(str(ADAPTER / "documents.xsd"))


def rendered(documents) -> dict[str, etree._Element]:
    files = apskaita5.render(map_documents(documents, make_profile(), options=OPTIONS))
    return {file.name: etree.fromstring(file.content) for file in files}


@pytest.mark.parametrize("case", CASES)
def test_every_case_is_valid_against_the_documented_schema(case: str) -> None:
    for file in apskaita5.render(map_documents(CASES[case](), make_profile(), options=OPTIONS)):
        schema().validate(file.content)


def test_reference_elements_come_in_the_reference_order_before_extensions() -> None:
    document = rendered(CASES["purchase"]())["apskaita5_pirkimai.xml"].find("document")
    tags = [child.tag for child in document]
    reference = [tag for tag in tags if tag in REFERENCE_ORDER]
    assert reference == [tag for tag in REFERENCE_ORDER if tag in reference]
    assert tags.index("hasreceipt") < tags.index("optype") < tags.index("line")


def test_own_company_code_is_the_buyer_on_purchases_and_the_seller_on_sales() -> None:
    files = rendered(CASES["purchase"]() + CASES["sale"]())
    purchase = files["apskaita5_pirkimai.xml"].find("document")
    sale = files["apskaita5_pardavimai.xml"].find("document")
    assert (purchase.findtext("buyercode"), purchase.findtext("sellercode")) == ("304181177", "121215434")
    assert (sale.findtext("sellercode"), sale.findtext("buyercode")) == ("304181177", "304503308")
    assert (sale.findtext("optype"), sale.findtext("docser"), sale.findtext("docnum")) == (
        "pardavimas",
        "DS",
        "DS-0042",
    )


def test_credit_note_keeps_negative_amounts_and_discount_is_spread_into_lines() -> None:
    credit = rendered(CASES["credit_note"]())["apskaita5_pirkimai.xml"].find("document")
    assert (credit.findtext("subtotal"), credit.findtext("line/quantity"), credit.findtext("line/price")) == (
        "-13.00",
        "-4",
        "3.25",
    )
    discounted = rendered(CASES["discount"]())["apskaita5_pirkimai.xml"].find("document")
    assert discounted.findtext("subtotal") == "94.97"
    assert [line.findtext("subtotal") for line in discounted.iterfind("line")] == ["81.43", "13.54"]


def test_adapter_package_holds_the_project_sources_schema_and_instructions() -> None:
    package = service.adapter_package()
    assert package.name == "dokskenas-apskaita5-adapteris.zip"
    names = zipfile.ZipFile(io.BytesIO(package.content)).namelist()
    assert names == [
        "DokSkenas.Apskaita5Adapter.csproj",
        "README.md",
        "documents.xsd",
        "src/DocumentsFile.cs",
        "src/DokSkenasInvoiceAdapter.cs",
    ]
    project = (ADAPTER / "DokSkenas.Apskaita5Adapter.csproj").read_text()
    assert (
        "<AssemblyName>A5Plugin</AssemblyName>" in project
        and "<TargetFramework>net35</TargetFramework>" in project
    )
    source = (ADAPTER / "src" / "DokSkenasInvoiceAdapter.cs").read_text()
    assert (
        "IInvoiceAdapter" in source
        and "ForInvoicesMade => true" in source
        and "ForInvoicesMade => false" in source
    )
