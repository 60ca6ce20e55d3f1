from decimal import Decimal

import pytest
from lxml import etree

from api.exports import rivile_gama
from api.exports.mapping import ExportBlocked, ExportOptions, map_documents
from tests.api.exports.cases import BUYER, CASES, OPTIONS, SUPPLIER, document, line, make_profile
from tests.api.exports.readback import unpacked


def eip_files(documents, options: ExportOptions = OPTIONS, **settings) -> dict[str, bytes]:
    batch = map_documents(documents, make_profile(**settings), options=options)
    return dict(unpacked(rivile_gama.render(batch)))


def records(content: bytes) -> list[etree._Element]:
    text = content.decode("cp1257").split("\n", 1)[1]
    return list(etree.fromstring(f"<root>{text}</root>"))


@pytest.mark.parametrize("case", CASES)
def test_every_file_is_windows_1257_with_its_declaration(case: str) -> None:
    for name, content in eip_files(CASES[case]()).items():
        declaration, body = content.split(b"\n", 1)
        assert declaration == b'<?xml version="1.0" encoding="WINDOWS-1257"?>', name
        assert content.decode("cp1257").encode("cp1257") == content
        # An XML parser that honours the declaration reads the same text.
        parsed = etree.fromstring(declaration + b"<root>" + body + b"</root>")
        assert etree.tostring(parsed, encoding="unicode").count("<I06>") == content.decode("cp1257").count(
            "<I06>"
        )


def test_lithuanian_letters_are_single_windows_1257_bytes_and_others_transliterated() -> None:
    files = eip_files(CASES["lithuanian_letters"]())
    clients = files["klientai.eip"]
    assert "Ž".encode("cp1257") in files["prekes.eip"]
    name = records(clients)[0].findtext("N08_PAV")
    assert name == "Société Générale Francaise — OOO «Romashka» Łódź"


def test_purchases_and_sales_go_to_separate_files_with_master_data() -> None:
    files = eip_files(CASES["purchase"]() + CASES["sale"]())
    assert list(files) == ["pirkimai.eip", "pardavimai.eip", "klientai.eip", "prekes.eip", "paslaugos.eip"]
    assert [r.findtext("I06_OP_TIP") for r in records(files["pirkimai.eip"])] == ["1"]
    assert [r.findtext("I06_OP_TIP") for r in records(files["pardavimai.eip"])] == ["51"]
    kinds = {r.findtext("N08_KODAS_KS"): r.findtext("N08_RUSIS") for r in records(files["klientai.eip"])}
    assert kinds == {"121215434": "2", "304503308": "1"}
    assert [r.findtext("N17_TIPAS") for r in records(files["paslaugos.eip"])] == ["2", "2"]


def test_client_both_buying_and_selling_is_kind_three() -> None:
    documents = [
        document(30, "pirkimas", [line(1, "A", "1", "10")]),
        document(31, "pardavimas", [line(1, "B", "1", "10")], buyer=SUPPLIER),
    ]
    (client,) = records(eip_files(documents)["klientai.eip"])
    assert client.findtext("N08_RUSIS") == "3"


def test_credit_note_is_a_return_with_positive_amounts() -> None:
    (record,) = records(eip_files(CASES["credit_note"]())["pirkimai.eip"])
    assert record.findtext("I06_OP_TIP") == "2"
    item = record.find("I07")
    assert (item.findtext("T_KIEKIS"), item.findtext("I07_SUMA"), item.findtext("I07_PVM")) == (
        "4",
        "13.00",
        "2.73",
    )


def test_dates_are_dotted_and_operation_date_setting_copies_the_invoice_date() -> None:
    (record,) = records(eip_files(CASES["purchase"]())["pirkimai.eip"])
    assert (record.findtext("I06_OP_DATA"), record.findtext("I06_DOK_DATA")) == ("2025.03.12", "2025.03.14")
    files = eip_files(CASES["purchase"](), **{"operation_date=document_date": 1})
    assert records(files["pirkimai.eip"])[0].findtext("I06_OP_DATA") == "2025.03.14"


@pytest.mark.parametrize("fraction", [1, 10, 100, 1000])
def test_quantities_are_multiplied_by_the_unit_fraction(fraction: int) -> None:
    (record,) = records(eip_files(CASES["purchase"](), rivile_fraction=fraction)["pirkimai.eip"])
    quantities = [Decimal(q.text) for q in record.iter("T_KIEKIS")]
    assert quantities == [Decimal(10) * fraction, Decimal("2.5") * fraction]
    assert all("E" not in q.text for q in record.iter("T_KIEKIS"))


def test_document_discount_becomes_a_line_percentage_and_gama_computes_the_sums() -> None:
    (record,) = records(eip_files(CASES["discount"]())["pirkimai.eip"])
    lines = record.findall("I07")
    assert [item.findtext("I07_NUOLAIDA") for item in lines] == ["9.53", "9.53"]
    assert all(item.find("I07_SUMA") is None and item.find("I07_PVM") is None for item in lines)


def test_foreign_currency_carries_currency_rate_and_both_amounts() -> None:
    (record,) = records(eip_files(CASES["foreign_currency"]())["pirkimai.eip"])
    assert (record.findtext("I06_VAL_POZ"), record.findtext("I06_KODAS_VL")) == ("1", "USD")
    assert record.findtext("I06_KURSAS") == "1.0882"
    item = record.find("I07")
    assert (item.findtext("I07_SUMA_VAL"), item.findtext("I07_SUMA")) == ("199.00", "182.87")
    assert item.findtext("I07_VAL_KAINA") == "199.00"


def test_without_a_rate_gama_is_left_to_convert() -> None:
    batch = map_documents(CASES["foreign_currency"](), make_profile(), options=ExportOptions())
    (record,) = records(dict(unpacked(rivile_gama.render(batch)))["pirkimai.eip"])
    assert record.find("I06_KURSAS") is None and record.find("I07/I07_SUMA") is None
    assert record.findtext("I07/I07_SUMA_VAL") == "199.00"
    assert any("USD" in warning for warning in batch.warnings)


def test_widths_are_enforced_with_warnings_and_stable_codes() -> None:
    batch = map_documents(CASES["long_names"](), make_profile(), options=OPTIONS)
    files = dict(unpacked(rivile_gama.render(batch)))
    (record,) = records(files["pirkimai.eip"])
    assert record.findtext("I06_DOK_NR") == "SERIJA202503000123A"
    code = record.findtext("I07/I07_KODAS")
    assert len(code) <= 12 and records(files["prekes.eip"])[0].findtext("N17_KODAS_PS") == code
    assert len(record.findtext("I07/I07_PAV")) == 40
    client = records(files["klientai.eip"])[0]
    assert len(client.findtext("N08_PAV")) <= 70 and len(client.findtext("N08_ADR")) <= 40
    assert sum("sutrumpinta" in w for w in batch.warnings) == 4
    assert (
        map_documents(CASES["long_names"](), make_profile()).documents[0].lines[0].code
        == "VARZTAS-M8X40-ZN-100"
    )
    again = dict(
        unpacked(rivile_gama.render(map_documents(CASES["long_names"](), make_profile(), options=OPTIONS)))
    )
    assert records(again["pirkimai.eip"])[0].findtext("I07/I07_KODAS") == code


def test_a_number_too_long_even_without_separators_blocks_the_export() -> None:
    documents = [
        document(
            32,
            "pirkimas",
            [line(1, "A", "1", "10")],
            document_series="VERYLONGSERIES",
            document_number="0000000012345",
        )
    ]
    with pytest.raises(ExportBlocked) as blocked:
        eip_files(documents)
    assert "20 simbolių" in blocked.value.message and "saskaita_32.pdf" in blocked.value.message


def test_non_stock_codes_go_to_n25_with_line_type_three() -> None:
    documents = [document(33, "pirkimas", [line(1, "Nuoma", "1", "300", code="NUOMA", tipas=4)])]
    files = eip_files(documents)
    assert records(files["pirkimai.eip"])[0].findtext("I07/I07_TIPAS") == "3"
    (code,) = records(files["kodai.eip"])
    assert (code.findtext("N25_KODAS_BS"), code.findtext("N25_TIPAS")) == ("NUOMA", "1")
    assert "prekes.eip" not in files


def test_counterparty_without_codes_gets_a_generated_code() -> None:
    nameless = dict(BUYER, id="", vat_code="")
    (record,) = records(
        eip_files([document(34, "pardavimas", [line(1, "A", "1", "10")], buyer=nameless)])["pardavimai.eip"]
    )
    assert record.findtext("I06_KODAS_KS").startswith("DS")
