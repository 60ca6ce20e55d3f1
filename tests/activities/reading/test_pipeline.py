"""read_document end to end on generated Lithuanian documents and corpus files."""

import random
from decimal import Decimal
from functools import cache
from pathlib import Path

import pymupdf
import pytest

from activities.reading import read_document
from activities.reading.classify import UNKNOWN_REASON
from activities.reading.ocr_cpu import CpuOcrEngine
from activities.reading.ocr_tesseract import TesseractEngine
from activities.reading.types import Extraction
from tests.activities.reading.pages import pdf_with_pictures, picture_png, text_pdf
from tests.data.bad_files import letter_jpeg
from tests.data.invoices import Invoice, invoice_pdf
from tests.eval.degrade import degrade
from tests.eval.generator import GeneratedDocument, generate
from tests.eval.scoring import same
from tests.fakes.openai_api import FakeOpenAI
from workflows.contracts import OwnCompany

CORPUS = Path(__file__).resolve().parents[3] / ".." / "shared" / "corpus" / "dev"
HEADER = (
    "document_series",
    "document_number",
    "invoice_date",
    "amount_wo_vat",
    "vat_amount",
    "amount_with_vat",
    "seller_name",
    "seller_id",
    "seller_vat_code",
    "buyer_name",
    "buyer_id",
    "currency",
)


@cache
def documents() -> dict[str, GeneratedDocument]:
    return {d.layout: d for d in generate(seed=7, count=7)}


def assert_header(extraction: Extraction, truth: dict[str, object]) -> None:
    for name in HEADER:
        if name in truth:
            got = extraction.value(name)
            assert same(name, got, truth[name]), f"{name}: {got!r} != {truth[name]!r}"


@pytest.mark.parametrize("layout", ["classic", "stacked", "modern", "credit", "receipt", "bilingual", "long"])
def test_generated_digital_documents(layout: str) -> None:
    document = documents()[layout]
    [extraction] = read_document(document.pdf, scan_type="detaliai", ocr=None)
    assert_header(extraction, document.truth)
    assert extraction.document_type == document.truth["document_type"]
    assert len(extraction.line_items) == len(document.truth["line_items"])  # type: ignore[arg-type]
    assert extraction.pages == list(range(document.pages))
    assert all(f.box is not None for n, f in extraction.fields.items() if n in HEADER)
    assert (extraction.checks["val_total_match"] is False) == document.truth["inconsistent"]


def test_totals_only_scan_has_no_line_items() -> None:
    [extraction] = read_document(documents()["classic"].pdf, scan_type="sumiskai", ocr=None)
    assert extraction.line_items == []
    assert extraction.value("amount_with_vat") is not None


def test_a_photographed_invoice_is_read_by_ocr() -> None:
    document = documents()["classic"]
    photo = degrade(document.pdf, "scan200-skew", random.Random(3))
    [extraction] = read_document(photo, scan_type="sumiskai", ocr=TesseractEngine())
    for name in ("amount_with_vat", "seller_id", "invoice_date"):
        assert same(name, extraction.value(name), document.truth[name])
    assert "PVM" in extraction.glued_raw_text


def test_an_image_without_an_ocr_engine_is_unsuitable_and_says_why() -> None:
    document = documents()["receipt"]
    photo = degrade(document.pdf, "scan150", random.Random(1))
    [extraction] = read_document(photo, scan_type="sumiskai", ocr=None)
    assert extraction.document_type == "unsuitable"
    assert extraction.unsuitable_reason


def test_two_invoices_in_one_pdf_are_split() -> None:
    merged = pymupdf.open()
    for layout in ("classic", "stacked"):
        merged.insert_pdf(pymupdf.open(stream=documents()[layout].pdf, filetype="pdf"))
    extractions = read_document(merged.tobytes(), scan_type="sumiskai", ocr=None)
    assert [e.pages for e in extractions] == [[0], [1]]
    assert [e.value("document_number") for e in extractions] == [
        documents()["classic"].truth["document_number"],
        documents()["stacked"].truth["document_number"],
    ]


def test_a_multi_page_invoice_stays_one_document() -> None:
    document = documents()["long"]
    extractions = read_document(document.pdf, scan_type="detaliai", ocr=None)
    assert len(extractions) == 1 and len(extractions[0].pages) == document.pages > 1


def test_a_delivery_note_is_unsuitable() -> None:
    pdf = text_pdf([["VAŽTARAŠTIS Nr. 15", "Siuntėjas: UAB „Ąžuolas“", "Prekės: 10 dėžių", "Svoris 120 kg"]])
    [extraction] = read_document(pdf, scan_type="sumiskai", ocr=None)
    assert extraction.document_type == "unsuitable"
    assert "važtaraštis" in (extraction.unsuitable_reason or "")


def test_zugferd_via_xml_is_exact_and_has_boxes() -> None:
    pdf = (CORPUS / "zugferd-corpus" / "FX" / "EN16931_Einfach.pdf").read_bytes()
    [extraction] = read_document(pdf, scan_type="detaliai", ocr=None)
    assert extraction.fields["amount_with_vat"].source == "xml"
    assert extraction.value("amount_with_vat") == Decimal("529.87")
    assert extraction.fields["amount_with_vat"].box is not None  # found on the printed page
    assert len(extraction.line_items) == 2
    assert extraction.checks["val_total_match"] is True


def test_zugferd_without_xml_is_read_from_the_page() -> None:
    pdf = (CORPUS / "zugferd-corpus" / "FX" / "EN16931_Einfach.pdf").read_bytes()
    [extraction] = read_document(pdf, scan_type="sumiskai", ocr=None, use_einvoice=False)
    assert extraction.fields["amount_with_vat"].source == "rules"
    assert extraction.value("amount_with_vat") == Decimal("529.87")
    assert extraction.value("document_number") == "471102"


def test_llm_candidates_are_reconciled_with_the_rules() -> None:
    document = documents()["classic"]
    truth = document.truth
    answer = {
        "document_type": "invoice",
        "line_items": [],
        "seller_name": truth["seller_name"],
        "amount_with_vat": "999,99",
        "due_date": None,
    }
    from activities.reading.llm import LlmExtractor
    from workflows.fields import HEADER_FIELDS

    with FakeOpenAI() as server:
        server.script.append(("json", {**dict.fromkeys(HEADER_FIELDS), **answer}))
        llm = LlmExtractor(server.base_url, "local", timeout=5)
        [extraction] = read_document(document.pdf, scan_type="detaliai", ocr=None, llm=llm)
    # the LLM agrees on the seller; its unprinted total loses to the printed one that adds up
    assert extraction.value("seller_name") == truth["seller_name"]
    assert same("amount_with_vat", extraction.value("amount_with_vat"), truth["amount_with_vat"])


def test_to_json_is_plain_data() -> None:
    [extraction] = read_document(documents()["classic"].pdf, scan_type="detaliai", ocr=None)
    data = extraction.to_json()
    amount = data["fields"]["amount_with_vat"]  # type: ignore[index]
    assert isinstance(amount["value"], str) and Decimal(amount["value"])
    assert set(amount) == {"value", "confidence", "source", "box", "low_confidence", "backing", "review"}
    assert (amount["backing"], amount["review"]) == ("sum", False)  # net + VAT = gross on this invoice
    assert data["fields"]["invoice_date"]["value"] == documents()["classic"].truth["invoice_date"]  # type: ignore[index]
    assert set(data["checks"]) == {
        "val_subtotal_match",
        "val_vat_match",
        "val_total_match",
        "val_lines_match",
    }  # type: ignore[arg-type]


def footer_picture_invoice() -> bytes:
    """The seller's details only in a footer picture, a logo in the corner."""
    lines = [
        "PVM SĄSKAITA FAKTŪRA",
        "Serija DS Nr. 1234",
        "Išrašymo data: 2026-03-05",
        "Pirkėjas:",
        "UAB Pirkėjas",
        "Įmonės kodas: 300000000",
        "Suma be PVM: 100,00",
        "PVM 21 %: 21,00",
        "Iš viso su PVM: 121,00",
        "Apmokėti per 14 dienų nuo sąskaitos išrašymo dienos pavedimu į sąskaitą, nurodytą žemiau.",
    ]
    footer = picture_png(
        [
            "UAB Saulės Vėjas, Vilniaus g. 1, LT-01100 Vilnius",
            "Įmonės kodas 304151376, PVM kodas LT100009999999",
            "IBAN LT12 1000 0111 0100 1000",
        ]
    )
    logo = picture_png(["SAULĖ"], size=120)
    return pdf_with_pictures(lines, [((40, 700), footer), ((400, 30), logo)])


def test_the_sellers_details_printed_in_a_footer_picture_are_read() -> None:
    data = footer_picture_invoice()
    [found] = read_document(data, scan_type="sumiskai", ocr=CpuOcrEngine())
    assert found.value("seller_name") == "UAB Saulės Vėjas"
    assert found.value("seller_id") == "304151376"
    assert found.value("seller_vat_code") == "LT100009999999"
    assert found.value("seller_iban") == "LT121000011101001000"
    assert "SAULĖ " not in found.glued_raw_text + " "  # the logo's lettering is decoration
    [unread] = read_document(data, scan_type="sumiskai", ocr=None)
    assert unread.value("seller_id") is None


def test_a_photographed_letter_that_mentions_an_invoice_is_unsuitable() -> None:
    [extraction] = read_document(letter_jpeg(), scan_type="sumiskai", ocr=TesseractEngine())
    assert "ne" in extraction.glued_raw_text  # it was read; what it says is no invoice
    assert (extraction.document_type, extraction.unsuitable_reason) == ("unsuitable", UNKNOWN_REASON)


def test_foreign_parties_come_from_the_blocks_around_their_codes() -> None:
    lines = [
        "ARVE nr 17",
        "Müüja|Ostja",
        "Tamm OÜ|SIA Rīgas Koks",
        "Tartu mnt. 10, 10115 Tallinn|Brīvības iela 3, LV-1010 Rīga",
        "KMKR: EE100000007|PVN: LV40003000002",
        "",
        "Kuupäev: 05.01.2026",
        "Summa ilma KM: 100,00",
        "Käibemaks 22 %: 22,00",
        "Kokku: 122,00 EUR",
    ]
    [extraction] = read_document(text_pdf([lines]), scan_type="sumiskai", ocr=None)
    read = {
        name: (f.value, f.backing)
        for name, f in extraction.fields.items()
        if name.startswith(("seller", "buyer"))
    }
    assert read["seller_name"][0] == "Tamm OÜ" and read["buyer_name"][0] == "SIA Rīgas Koks"
    assert read["seller_vat_code"] == ("EE100000007", "checksum")
    assert read["buyer_vat_code"] == ("LV40003000002", "checksum")
    assert read["seller_address"][0] == "Tartu mnt. 10, 10115 Tallinn"
    assert (read["seller_country_iso"][0], read["buyer_country_iso"][0]) == ("EE", "LV")


def test_an_unlabelled_issuer_is_told_by_its_place_and_left_for_review() -> None:
    lines = [
        "Alpha Consulting GmbH|RECHNUNG Nr. 2026-17",
        "Hauptstraße 5, 80333 München",
        "USt-IdNr.: DE812345903",
        "",
        "",
        "Beta Robotics Sp. z o.o.",
        "ul. Długa 5, 00-950 Warszawa",
        "NIP: PL5260001200",
        "",
        "Datum: 05.01.2026",
        "Nettobetrag: 100,00 EUR",
        "MwSt 19 %: 19,00 EUR",
        "Gesamtbetrag: 119,00 EUR",
    ]
    [extraction] = read_document(text_pdf([lines]), scan_type="sumiskai", ocr=None)
    seller, buyer = extraction.fields["seller_vat_code"], extraction.fields["buyer_vat_code"]
    assert (seller.value, buyer.value) == ("DE812345903", "PL5260001200")
    assert seller.review and buyer.review  # right checksums, but which side is which is a guess
    assert extraction.value("buyer_name") == "Beta Robotics Sp. z o.o."
    assert not extraction.fields["amount_with_vat"].review


def test_a_file_that_seems_to_hold_more_documents_than_allowed_is_read_as_one() -> None:
    pdf = invoice_pdf(*(Invoice(number=f"N-{n}") for n in range(1, 5)))
    split = read_document(pdf, scan_type="sumiskai", ocr=None, max_documents=4)
    assert [(e.pages, e.documents_seen) for e in split] == [([n], None) for n in range(4)]
    [kept] = read_document(pdf, scan_type="sumiskai", ocr=None, max_documents=3)
    assert kept.pages == [0, 1, 2, 3] and kept.documents_seen == 4


# A purchase whose buyer, the user, heads the page with no label: the place alone makes it the seller.
UNLABELLED_PURCHASE = [
    "MB Mano Įmonė|SĄSKAITA FAKTŪRA Nr. MI-17",
    "Įmonės kodas 300000003",
    "Vilniaus g. 1, LT-01103 Vilnius",
    "",
    "",
    "UAB Vėjas",
    "Įmonės kodas 110053842",
    "Kauno g. 5, LT-44297 Kaunas",
    "A. s. LT12 1000 0111 0100 1000",
    "",
    "Data: 2026-01-05",
    "Suma be PVM: 100,00",
    "PVM 21 %: 21,00",
    "Iš viso: 121,00 EUR",
]


def test_the_users_company_settles_the_roles_the_layout_would_get_wrong() -> None:
    pdf = text_pdf([UNLABELLED_PURCHASE])
    [by_place] = read_document(pdf, scan_type="sumiskai", ocr=None)
    assert by_place.value("seller_id") == "300000003"

    [read] = read_document(pdf, scan_type="sumiskai", ocr=None, own=OwnCompany(code="300000003"))

    assert (read.value("seller_id"), read.value("buyer_id")) == ("110053842", "300000003")
    assert read.value("seller_name") == "UAB Vėjas"
    assert read.value("seller_iban") == "LT121000011101001000"
