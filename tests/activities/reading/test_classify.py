from datetime import date
from decimal import Decimal

import pytest

from activities.reading.classify import (
    EMPTY_REASON,
    UNKNOWN_REASON,
    Classification,
    classify,
    language,
    with_evidence,
)
from activities.reading.layout import Layout
from activities.reading.types import Box, Field, Page, Word
from tests.activities.reading.pages import make_layout, make_page


def kind_of(lines: list[str]) -> tuple[str, str | None]:
    result = classify(make_layout(lines), has_amounts=True)
    return result.document_type, result.kind


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("PVM SĄSKAITA FAKTŪRA", "invoice"),
        ("PVM saskaita faktura", "invoice"),
        ("Sąskaita faktūra", "invoice"),
        ("Invoice", "invoice"),
        ("Rechnung", "invoice"),
        ("KREDITINĖ PVM SĄSKAITA FAKTŪRA", "credit_note"),
        ("Credit note", "credit_note"),
        ("Gutschrift", "credit_note"),
        ("KASOS KVITAS", "receipt"),
        ("PVM sąskaita faktūra - važtaraštis", "invoice"),
    ],
)
def test_suitable_documents_by_title(title: str, expected: str) -> None:
    assert kind_of([title, "Serija AB Nr. 1", "Iš viso: 12,10"])[0] == expected


@pytest.mark.parametrize(
    ("title", "kind"),
    [
        ("VAŽTARAŠTIS", "delivery_note"),
        ("Mokėjimo nurodymas Nr. 55", "payment_order"),
        ("Išankstinė sąskaita faktūra", "prepayment"),
        ("Išankstinė PVM sąskaita faktūra", "prepayment"),
        ("Proforma invoice", "prepayment"),
        ("PASLAUGŲ TEIKIMO SUTARTIS", "contract"),
        ("Komercinis pasiūlymas", "offer"),
    ],
)
def test_unsuitable_documents_say_why_in_lithuanian(title: str, kind: str) -> None:
    result = classify(make_layout([title, "Iš viso: 12,10"]), has_amounts=True)
    assert (result.document_type, result.kind) == ("unsuitable", kind)
    assert result.reason is not None and result.reason.startswith("Netinkamas dokumentas")
    assert 0.5 < result.confidence < 1


@pytest.mark.parametrize(
    "reference", ["Sutarties Nr. 15", "Umowa nr 12/2026", "Vertrag Nr. 2026-15", "Contract no. 15"]
)
def test_an_invoice_naming_its_contract_by_number_is_an_invoice(reference: str) -> None:
    assert kind_of(["PVM SĄSKAITA FAKTŪRA", reference, "Serija AB Nr. 1", "Iš viso: 12,10"])[0] == "invoice"


def test_a_narrow_till_receipt_without_a_title_is_a_receipt() -> None:
    page = make_page(["MAXIMA", "Pienas 1,29", "Mokėta kortele 1,29", "Grąža 0,00"], width=226, height=600)
    assert classify(Layout([page]), has_amounts=True).document_type == "receipt"


def test_an_empty_page_is_unsuitable_with_a_reason() -> None:
    result = classify(Layout([Page(0, 595, 842, [], "ocr")]), has_amounts=False)
    assert (result.document_type, result.reason) == ("unsuitable", EMPTY_REASON)


def test_text_without_invoice_signs_is_unsuitable_unless_it_prints_amounts() -> None:
    letter = make_layout(["Mielas kliente,", "dėkojame už laišką."])
    assert classify(letter, has_amounts=False).document_type == "unsuitable"
    with_amounts = classify(letter, has_amounts=True)
    assert (with_amounts.document_type, with_amounts.confidence) == ("invoice", 0.4)


def test_language_guess() -> None:
    assert language(make_layout(["PVM sąskaita faktūra", "Pirkėjas", "Suma be PVM"])) == "lt"
    assert language(make_layout(["Rechnung", "Datum", "MwSt", "Summe"])) == "de"


def _fields(**values: object) -> dict[str, Field]:
    return {name: Field(value, 0.8, "rules") for name, value in values.items()}  # type: ignore[arg-type]


INVOICE = Classification("invoice", 0.55)
TITLED_INVOICE = Classification("invoice", 0.9)


@pytest.mark.parametrize(
    ("kind", "fields", "suitable"),
    [
        (INVOICE, _fields(amount_with_vat=Decimal("12.10")), True),
        (INVOICE, _fields(seller_name="ai ne saskaita tik laiskelis"), False),
        (INVOICE, _fields(invoice_date=date(2026, 1, 2), seller_name="UAB Vėjas"), False),
        (TITLED_INVOICE, _fields(invoice_date=date(2026, 1, 2), seller_name="UAB Vėjas"), True),
        (
            TITLED_INVOICE,
            _fields(invoice_date=date(2026, 1, 2), seller_id="111111111"),
            False,
        ),  # bad checksum
        (TITLED_INVOICE, _fields(invoice_date=date(2026, 1, 2), seller_vat_code="LT100001919017"), True),
        (TITLED_INVOICE, _fields(seller_name="UAB Vėjas"), False),
        (Classification("receipt", 0.7), _fields(amount_with_vat=Decimal("3.20")), True),
        # a photo whose total OCR could not read still prints its VAT sum ("SUMA PTU 10,38")
        (Classification("receipt", 0.85), _fields(vat_amount=Decimal("10.38")), True),
    ],
)
def test_without_the_evidence_of_an_invoice_a_document_is_unsuitable(
    kind: Classification, fields: dict[str, Field], suitable: bool
) -> None:
    result = with_evidence(kind, fields)
    assert (result is kind) == suitable
    if not suitable:
        assert (result.document_type, result.reason) == ("unsuitable", UNKNOWN_REASON)


def test_a_verdict_of_unsuitable_keeps_its_own_reason() -> None:
    delivery = classify(make_layout(["VAŽTARAŠTIS", "Iš viso: 12,10"]), has_amounts=True)
    assert with_evidence(delivery, _fields(amount_with_vat=Decimal("12.10"))) is delivery


@pytest.mark.parametrize(
    "reference",
    [
        "Delivery note: DN-2026-0415",
        "Packing list PL-77/2026",
        "As per quotation Q-2026-118",
        "gemäß Angebot vom 12.03.2026",
        "Pagal komercinį pasiūlymas KP-15",
    ],
)
def test_an_invoice_citing_another_document_by_its_code_is_an_invoice(reference: str) -> None:
    assert kind_of(["INVOICE", "Invoice no. 2026-15", reference, "Total: 12,10"])[0] == "invoice"


def test_the_other_documents_title_with_a_code_still_rejects_when_printed_large() -> None:
    title = [
        Word(t, Box(0, 40 + 80 * i, 40, 110 + 80 * i, 64))
        for i, t in enumerate(["Išankstinė", "sąskaita", "IS-15"])
    ]
    body = [Word(t, Box(0, 40 + 40 * i, 200, 70 + 40 * i, 210)) for i, t in enumerate(["Iš", "viso", "5,00"])]
    result = classify(Layout([Page(0, 595, 842, title + body, "text")]), has_amounts=True)
    assert (result.document_type, result.kind) == ("unsuitable", "prepayment")


def test_a_narrow_till_roll_in_a_language_without_our_words_is_a_receipt() -> None:
    lines = ["RANNAPOOD", "Reg.kood 10473082", "Kama 4 tk x 2,60 10,40", "KOKKU EUR 10,40", "Tagasi 0,00"]
    page = make_page(lines, width=164, height=315)
    assert classify(Layout([page]), has_amounts=True).document_type == "receipt"
    # "Kviitung nr." names it in Estonian, whatever the page's width
    assert kind_of(["SUPILINNA POOD", "Kviitung nr. 062639", "KOKKU EUR 11,52"])[0] == "receipt"


def test_italian_spanish_and_finnish_titles_name_an_invoice() -> None:
    for title in ("FATTURA", "FACTURA", "LASKU"):
        result = classify(make_layout([title, "Totale 12,10"]), has_amounts=True)
        assert (result.document_type, result.confidence) == ("invoice", 0.9), title  # titled, not guessed


def test_an_invoice_title_broken_before_delivery_note_is_an_invoice() -> None:
    assert (
        kind_of(["PVM SĄSKAITA FAKTŪRA –", "VAŽTARAŠTIS", "Serija AB Nr. 1", "Iš viso: 12,10"])[0]
        == "invoice"
    )


def test_an_invoice_title_whose_dash_ocr_set_on_a_line_of_its_own() -> None:
    assert (
        kind_of(["PVM SASKAITA FAKTŪRA", "-", "VAŽTARAŠTIS", "Serija AB Nr. 1", "Iš viso: 12,10"])[0]
        == "invoice"
    )


def test_the_translation_under_a_cited_delivery_notes_label_is_no_title() -> None:
    lines = [
        "UAB „Pakuotės centras“|PVM SĄSKAITA FAKTŪRA",
        "|VAT INVOICE",
        "@422:Važtaraštis|@503:VZ 651190",
        "@422:Delivery note",
    ]
    assert kind_of(lines)[0] == "invoice"
