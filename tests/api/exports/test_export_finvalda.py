from lxml import etree

from api.exports import finvalda
from api.exports.mapping import map_documents
from tests.api.exports.cases import CASES, OPTIONS, document, line, make_profile


def files(documents) -> dict[str, etree._Element]:
    rendered = finvalda.render(map_documents(documents, make_profile(), options=OPTIONS))
    return {file.name: etree.fromstring(file.content) for file in rendered}


def test_each_operation_class_gets_its_own_utf8_file() -> None:
    rendered = finvalda.render(
        map_documents(
            CASES["purchase"]() + CASES["credit_note"]() + CASES["sale"](), make_profile(), options=OPTIONS
        )
    )
    assert [f.name for f in rendered] == [
        "finvalda_pirkimai.xml",
        "finvalda_pirkimu_grazinimai.xml",
        "finvalda_pardavimai.xml",
    ]
    assert all(f.content.startswith(b"<?xml version='1.0' encoding='utf-8'?>") for f in rendered)
    returns = etree.fromstring(rendered[1].content)
    assert [e.tag for e in returns.find("operacijos")] == ["pirkimoGrazinimas"]
    assert returns.findtext(".//suma_v") == "13.00" and returns.findtext(".//kiekis") == "4"


def test_sections_come_in_finvalda_order_and_codes_are_upper_case_alphanumeric() -> None:
    root = files(CASES["purchase"]() + CASES["lithuanian_letters"]())["finvalda_pirkimai.xml"]
    assert [e.tag for e in root] == ["klientai", "prekes", "operacijos"]
    assert [k.text for k in root.iterfind("prekes/preke/kodas")] == ["POPA4", "RAS01"]
    sales = files(CASES["lithuanian_letters"]())["finvalda_pardavimai.xml"]
    assert sales.findtext(".//eilute/kodas") == "SAKOTIS"


def test_client_is_found_by_company_code_when_it_has_one() -> None:
    root = files(CASES["purchase"]())["finvalda_pirkimai.xml"]
    client = root.find(".//pirkimas/klientas")
    assert (client.text, client.get("kodo_tipas")) == ("121215434", "im_kodas")
    foreign = files(CASES["foreign_currency"]())["finvalda_pirkimai.xml"].find(".//pirkimas/klientas")
    assert foreign.get("kodo_tipas") is None and foreign.text.startswith("DS")


def test_series_and_number_stay_apart_when_they_fit() -> None:
    operation = files(CASES["purchase"]())["finvalda_pirkimai.xml"].find(".//pirkimas")
    assert (operation.findtext("serija"), operation.findtext("dokumentas")) == ("AB", "00001")
    long_series = files(CASES["long_names"]())["finvalda_pirkimai.xml"].find(".//pirkimas")
    assert (long_series.findtext("serija"), long_series.findtext("dokumentas")) == (
        "",
        "SERIJA-2025/03000123-A"[:0] + "SERIJA202503000123A",
    )


def test_lines_carry_currency_and_euro_amounts_and_the_spread_discount() -> None:
    line_element = files(CASES["foreign_currency"]())["finvalda_pirkimai.xml"].find(".//eilute")
    assert (line_element.findtext("suma_v"), line_element.findtext("suma_l")) == ("199.00", "182.87")
    assert line_element.find("kiekis").get("pirmas_mat") == "true"
    nets = [e.text for e in files(CASES["discount"]())["finvalda_pirkimai.xml"].iterfind(".//eilute/suma_v")]
    assert nets == ["81.43", "13.54"]


def test_purchases_record_registration_and_document_dates_sales_do_not() -> None:
    purchase = files([document(40, "pirkimas", [line(1, "A", "1", "10")])])["finvalda_pirkimai.xml"]
    assert purchase.findtext(".//reg_data") == "2025-03-14"
    sale = files([document(41, "pardavimas", [line(1, "A", "1", "10")])])["finvalda_pardavimai.xml"]
    assert sale.find(".//reg_data") is None and sale.findtext(".//mokejimo_data") == "2025-04-13"
