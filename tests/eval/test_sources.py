import pymupdf

from tests.eval.sources import truth_conflicts

_CII = """<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
 xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
 xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
 <rsm:ExchangedDocument><ram:ID>R-1</ram:ID>
  <ram:IssueDateTime><udt:DateTimeString format="102">{date}</udt:DateTimeString></ram:IssueDateTime>
 </rsm:ExchangedDocument>
</rsm:CrossIndustryInvoice>"""


def _pdf_carrying(xml: str) -> bytes:
    document = pymupdf.open()
    document.new_page().insert_text((72, 72), "Rechnung R-1")
    document.embfile_add("factur-x.xml", xml.encode())
    data: bytes = document.tobytes()
    document.close()
    return data


def test_truth_made_from_another_version_of_the_invoice_than_the_pdf_carries_is_found_by_its_xml() -> None:
    pdf = _pdf_carrying(_CII.format(date="20180305"))
    assert truth_conflicts(pdf, _CII.format(date="20241115").encode()) == frozenset({"invoice_date"})
    assert truth_conflicts(pdf, _CII.format(date="20180305").encode()) == frozenset()
