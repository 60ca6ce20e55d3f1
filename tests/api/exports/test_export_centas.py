from lxml import etree

from api.exports import centas
from api.exports.mapping import map_documents
from tests.api.exports.cases import CASES, OPTIONS, SUPPLIER, document, line, make_profile


def documents_of(documents) -> list[etree._Element]:
    (file,) = centas.render(map_documents(documents, make_profile(), options=OPTIONS))
    assert file.name == "centas.xml"
    return etree.fromstring(file.content).findall("dokumentas")


def test_party_element_names_the_direction() -> None:
    purchase, sale = documents_of(CASES["purchase"]() + CASES["sale"]())
    assert purchase[0].tag == "kontrah" and purchase[0].text == "UAB „Žalias Ąžuolas“"
    assert sale[0].tag == "pirkejas" and sale.findtext("savikaina") == "0"
    assert sale.findtext("apmok_budas") == "kpo"  # paid in cash
    assert purchase.findtext("data") == "2025.03.14" and purchase.findtext("reg_data") == "2025.03.12"


def test_credit_note_has_negative_amounts_and_quantities_and_positive_prices() -> None:
    (credit,) = documents_of(CASES["credit_note"]())
    assert (credit.findtext("dok_suma"), credit.findtext("pvm_suma"), credit.findtext("bepvm_suma")) == (
        "-15.73",
        "-2.73",
        "-13.00",
    )
    assert (credit.findtext("eilute/kiekis"), credit.findtext("eilute/kaina")) == ("-4.00", "3.25")


def test_isaf_flag_follows_the_suppliers_vat_status() -> None:
    (payer,) = documents_of(CASES["purchase"]())
    (not_payer,) = documents_of(
        [
            document(
                50,
                "pirkimas",
                [line(1, "A", "1", "10", "0", pvm_kodas=None)],
                seller=dict(SUPPLIER, vat_code=""),
            )
        ]
    )
    assert (payer.findtext("isaf"), not_payer.findtext("isaf")) == ("taip", "ne")


def test_lines_after_document_discount_add_up_to_the_net_sum() -> None:
    (discounted,) = documents_of(CASES["discount"]())
    assert discounted.findtext("bepvm_suma") == "94.97"
    assert [r.findtext("kaina") for r in discounted.iterfind("eilute")] == ["40.715", "4.5133"]
    assert [r.findtext("pvmtar") for r in discounted.iterfind("eilute")] == ["21", "21"]


def test_country_is_written_as_code_and_lithuanian_name() -> None:
    (foreign,) = documents_of(CASES["foreign_currency"]())
    assert (foreign.findtext("salis_kodas"), foreign.findtext("salis")) == ("US", "Jungtinės Valstijos")
    assert foreign.findtext("dok_val") == "USD"
