"""The CPU OCR pair: Tesseract for Lithuanian pages, RapidOCR (PP-OCR on ONNX Runtime) for the rest."""

import io
from decimal import Decimal as D

import pytest
from PIL import Image, ImageDraw, ImageFont

from activities.reading.ocr import PixelWord, unread_ink, without_rulings
from activities.reading.ocr_cpu import CpuOcrEngine, foreign_models, surer_of_both
from activities.reading.ocr_rapid import (
    RapidOcrEngine,
    printed_area,
    printed_spaces,
    space_columns,
    unconfused,
    words_from_characters,
)
from activities.reading.ocr_tesseract import TesseractEngine
from activities.reading.pipeline import read_document
from activities.reading.render import render_pages
from activities.reading.types import Box, Page, Word
from tests.activities.reading.pages import make_page, text_pdf
from tests.data.invoices import Invoice, invoice_pdf, scanned_image

MONO = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"


def characters(text: str, lefts: list[float]) -> tuple[list[str], list[list[list[float]]], list[float]]:
    """A recogniser's line: one 8-unit box per character at the given left edges."""
    boxes = [[[x, 0.0], [x + 8, 0.0], [x + 8, 20.0], [x, 20.0]] for x in lefts]
    return list(text), boxes, [0.9] * len(text)


def test_a_space_printed_on_the_page_cuts_a_line_the_recogniser_ran_together() -> None:
    text = "TOTALRM12.50"
    lefts = [10.0 * i for i in range(5)] + [10.0 * i + 15 for i in range(5, 12)]
    words = words_from_characters(*characters(text, lefts), spaces=[56.0])
    assert [w.text for w in words] == ["TOTAL", "RM12.50"]
    assert words[0].x0 == 0 and words[0].x1 == 48 and words[1].x0 == 65


def test_a_blank_beside_a_digit_or_narrow_letter_cuts_only_where_the_letters_stand_apart() -> None:
    # till print: the blanks beside "." and "l" sit inside cells a regular step apart; the space is wider
    text = "7.60Total"
    lefts = [10.0 * i for i in range(len(text))]
    lefts[4:] = [x + 10 for x in lefts[4:]]
    spaces = [13.0, 44.0, 98.0]
    words = words_from_characters(*characters(text, lefts), spaces=spaces)
    assert [w.text for w in words] == ["7.60", "Total"]


def test_recognised_spaces_stay_without_printed_ones() -> None:
    words = words_from_characters(*characters("Date 13/01/2018", [10.0 * i for i in range(15)]))
    assert [w.text for w in words] == ["Date", "13/01/2018"]


def test_only_blanks_much_wider_than_the_gaps_between_letters_are_spaces() -> None:
    # letters 10 columns wide, 2 apart; one blank of 7 columns between two words; ink 20 rows high
    inked = [c for start in (0, 12, 24, 43, 55) for c in range(start, start + 10)]
    assert space_columns(inked, 20) == [(34, 43)]


def test_in_a_monospace_line_the_blanks_beside_a_narrow_letter_are_not_spaces() -> None:
    # cells 12 columns wide, letters 10 wide: "AA1AA AAAA" with a 2-column "1" and 6-column blanks beside it
    cells = [0, 1, 3, 4, 6, 7, 8, 9]
    inked = sorted([c for cell in cells for c in range(12 * cell + 1, 12 * cell + 11)] + [29, 30])
    assert space_columns(inked, 20) == [(59, 73)]


def test_printed_spaces_are_found_in_a_slanted_line_of_a_proportional_font() -> None:
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 28)
    image = Image.new("L", (520, 80), 255)
    ImageDraw.Draw(image).text((20, 20), "GARDENIA BAKERIES (KL)", font=font, fill=0)
    image = image.rotate(1.5, expand=False, fillcolor=255, resample=Image.Resampling.BICUBIC)
    quad = [[10, 18], [460, 6], [461, 56], [11, 68]]
    middles = printed_spaces(image, quad)
    assert len(middles) == 2
    assert 160 < middles[0] < 185 and 305 < middles[1] < 330  # after "GARDENIA" and "BAKERIES"


def test_full_width_brackets_of_the_chinese_alphabet_fold_to_ascii() -> None:
    text = "（M）"
    words = words_from_characters(*characters(text, [0.0, 10.0, 20.0]))
    assert [w.text for w in words] == ["(M)"]


@pytest.mark.parametrize(
    ("read", "meant"),
    [("L0T", "LOT"), ("Ja1an", "Jalan"), ("SECT1ON", "SECTION"), ("Tota1", "Total"), ("4030o", "40300")],
)
def test_zero_and_one_swapped_with_letters_are_undone_by_the_rest_of_the_word(read: str, meant: str) -> None:
    assert unconfused(read) == meant


@pytest.mark.parametrize("code", ["T0280", "HMB0E10X", "U3/D", "SS21/39", "1110644-W", "A1", "0.00"])
def test_mixed_codes_are_left_alone(code: str) -> None:
    assert unconfused(code) == code


def till_slip() -> bytes:
    """An English till slip in a monospace font, as a phone would photograph it (grey paper)."""
    image = Image.new("L", (620, 520), 225)
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(MONO, 24)
    lines = [
        "GOLDEN KEY MAKER",
        "No 5, Jalan Kenari 2",
        "47100 Puchong",
        "Cashier: HOE",
        "",
        "TOTAL    21.00",
    ]
    for row, line in enumerate(lines):
        draw.text((30, 30 + row * 44), line, fill=40, font=font)
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


@pytest.fixture(scope="module")
def engine() -> CpuOcrEngine:
    return CpuOcrEngine()


def test_rapidocr_reads_a_till_slip_with_its_words_and_boxes(engine: CpuOcrEngine) -> None:
    page = RapidOcrEngine().read(till_slip, 0, 223, 187)
    text = " ".join(w.text for w in page.words)
    assert "GOLDEN KEY MAKER" in text and "21.00" in text
    total = next(w for w in page.words if w.text == "21.00")
    # pixels scaled to points: "21.00" starts at the 10th monospace cell of the 6th row (160 px, 250 px)
    assert 55 < total.box.x0 < 60 and 88 < total.box.y0 < 92


def test_an_english_page_is_read_by_rapidocr_a_lithuanian_one_by_tesseract(engine: CpuOcrEngine) -> None:
    slip = till_slip()
    english = engine.read(lambda: slip, 0, 223, 187)
    assert [w.text for w in english.words] == [
        w.text for w in RapidOcrEngine().read(lambda: slip, 0, 223, 187).words
    ]
    lithuanian_png = render_pages(
        text_pdf([["PVM SĄSKAITA FAKTŪRA", "Pardavėjas: UAB „Šiaurės žiedas“", "Iš viso: 1 234,50 EUR"]])
    ).page_png(0, dpi=200)
    lithuanian = engine.read(lambda: lithuanian_png, 0, 595, 842)
    tesseract = TesseractEngine().read(lambda: lithuanian_png, 0, 595, 842)
    assert [w.text for w in lithuanian.words] == [w.text for w in tesseract.words]
    assert "Šiaurės" in " ".join(w.text for w in lithuanian.words)


def test_a_foreign_suppliers_page_is_read_again_in_its_own_alphabet(engine: CpuOcrEngine) -> None:
    lines = [
        "Rechnung Nr. 2026-5145",
        "Vektor Großhandel GmbH, Am Sandtorkai 59, 80331 München",
        "USt-IdNr. DE451585870",
        "Käufer: UAB „Šiaurės žiedas“",
        "Summe netto 392,08 EUR",
    ]
    png = render_pages(text_pdf([lines])).page_png(0, dpi=200)
    text = " ".join(w.text for w in engine.read(lambda: png, 0, 595, 842).words)
    assert "München" in text and "Großhandel" in text and "Šiaurės" in text
    # Lithuanian and English alone read the umlauts as other letters
    assert "München" not in " ".join(w.text for w in TesseractEngine().read(lambda: png, 0, 595, 842).words)


def test_of_two_readings_of_a_word_the_surer_one_stands() -> None:
    def page(*words: tuple[str, float]) -> Page:
        boxes = [Box(0, 10 + 60 * n, 10, 60 + 60 * n, 20) for n in range(len(words))]
        return Page(0, 595, 842, [Word(t, b, c) for (t, c), b in zip(words, boxes, strict=True)], "ocr")

    first = page(
        ("Klaipėda", 0.96), ("Mūnchen", 0.93), ("Marijampolė", 0.96), ("Žirmūnų", 0.97), ("Kėln", 0.79)
    )
    foreign = page(
        ("Klaipēda", 0.89), ("München", 0.93), ("Marijampole", 0.96), ("Zirmüny", 0.88), ("Köln", 0.97)
    )
    assert [w.text for w in surer_of_both(foreign, first).words] == [
        "Klaipėda",
        "München",  # a tie: the page's own language
        "Marijampolė",  # a tie, but the foreign model saw the letters bare
        "Žirmūnų",
        "Köln",
    ]


def test_the_model_of_a_foreign_page_comes_from_its_words_and_its_vat_codes() -> None:
    def models(lines: list[str]) -> list[str]:
        return foreign_models(make_page(lines))

    assert models(["Rechnung Nr. 5", "Summe netto 10,00", "USt-IdNr. DE451585870"]) == ["deu"]
    assert models(["Invoice No. 5", "Total 10.00", "VAT PL5260001200"]) == ["pol"]
    assert models(["Invoice No. 5", "Total 10.00", "VAT IE6388047V"]) == []
    # a Lithuanian invoice to a German buyer is read as it was
    assert models(["PVM sąskaita faktūra", "Pirkėjas DE451585870", "Iš viso 10,00", "Kaina"]) == []


@pytest.mark.parametrize(
    ("turned", "shown"),
    [(0, (10, 20, 30, 25)), (90, (175, 10, 180, 30)), (180, (70, 175, 90, 180)), (270, (20, 70, 25, 90))],
)
def test_a_box_on_the_upright_page_is_placed_where_the_turned_file_shows_it(
    turned: int, shown: tuple[float, float, float, float]
) -> None:
    page = Page(0, 100, 200, [], "ocr", turned)  # the upright page; turned 90/270 the file is 200 x 100
    box = page.unturned(Box(0, 10, 20, 30, 25))
    assert (box.x0, box.y0, box.x1, box.y1) == shown


def test_a_photo_taken_from_off_centre_is_levelled_row_by_row(engine: CpuOcrEngine) -> None:
    # the page's top edge photographed aslant, its bottom edge level: rows slant less the lower they stand,
    # by 0.085 at the top, 0.04 at the middle, none at the bottom
    straight = Image.open(io.BytesIO(scanned_image(invoice_pdf(Invoice(number="KS-7")))))
    w, h = straight.size
    corners = (0, -0.03 * h, 0, h, w, h, w, 0.03 * h)  # upper-left, lower-left, lower-right, upper-right
    photo = straight.transform(
        straight.size, Image.Transform.QUAD, corners, Image.Resampling.BICUBIC, fillcolor=255
    )
    out = io.BytesIO()
    photo.save(out, format="PNG", dpi=(200, 200))

    page = TesseractEngine().read(lambda: out.getvalue(), 0, 595, 842)
    [extraction] = read_document(out.getvalue(), scan_type="detaliai", ocr=engine)

    assert 0.04 < page.keystone < 0.08  # the slope grows by about 0.06 a page width up the page
    assert -3.0 < page.levelled < -2.0  # the middle row's slope, turned back
    assert extraction.value("amount_with_vat") == Invoice().gross
    assert [item.value("subtotal") for item in extraction.line_items] == [D("45.00"), D("17.00")]
    assert all(extraction.checks.values())
    # on the straight scan the gross stands at (495.7, 364.9) pt; the photo's top edge, lifted on the right,
    # lifts it to y = 355.2 there, where the preview must show it
    gross = extraction.fields["amount_with_vat"].box
    assert gross is not None
    assert abs(gross.center_x - 495.7) < 3 and abs(gross.center_y - 355.2) < 3


@pytest.mark.parametrize("clockwise", [90, 180])
def test_a_turned_scan_is_read_upright_and_its_boxes_placed_on_the_file_as_it_is(
    engine: CpuOcrEngine, clockwise: int
) -> None:
    upright_png = scanned_image(invoice_pdf(Invoice(number="0417")))
    image = Image.open(io.BytesIO(upright_png)).rotate(-clockwise, expand=True)
    out = io.BytesIO()
    image.save(out, format="PNG", dpi=(200, 200))
    [extraction] = read_document(out.getvalue(), scan_type="sumiskai", ocr=engine)
    assert extraction.value("document_number") == "0417"
    assert extraction.value("amount_with_vat") == Invoice().gross
    number = extraction.fields["document_number"].box
    assert number is not None
    width, height = image.width * 72 / 200, image.height * 72 / 200
    # printed near the top: on the right edge of a page turned clockwise, at the bottom of one upside down
    if clockwise == 90:
        assert number.x0 > width * 0.7 and number.x1 <= width + 1
    else:
        assert number.y0 > height * 0.7 and number.y1 <= height + 1


def test_a_receipt_scanned_on_a_large_page_is_cut_to_its_print_a_small_page_is_read_whole() -> None:
    page = Image.new("L", (3500, 4950), 250)
    ImageDraw.Draw(page).rectangle((1200, 900, 2100, 3000), fill=30)
    left, top, right, bottom = printed_area(page)
    assert 1100 < left <= 1200 and 800 < top <= 900 and 2100 <= right < 2200 and 3000 <= bottom < 3100
    small = Image.new("L", (600, 1500), 250)
    assert printed_area(small) == (0, 0, 600, 1500)


def test_a_ruled_grids_lines_are_painted_out_and_its_letters_kept() -> None:
    font = ImageFont.truetype("/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf", 30)
    image = Image.new("L", (1240, 1754), 255)  # A4 at 150 dpi
    draw = ImageDraw.Draw(image)
    rows = [
        ("1", "K31563", "Knyga apie istoriją", "9", "325,53"),
        ("2", "A74512", "Elektros kabelis", "10", "37,65"),
    ]
    columns = [60, 140, 320, 820, 960, 1200]
    for r, row in enumerate(rows):
        y = 200 + 60 * r
        draw.line([(60, y), (1200, y)], fill=0, width=2)
        for x, text in zip(columns, row, strict=False):
            draw.text((x + 10, y + 12), text, font=font, fill=0)
    draw.line([(60, 320), (1200, 320)], fill=0, width=2)
    for x in columns:
        draw.line([(x, 200), (x, 320)], fill=0, width=2)
    draw.rectangle((60, 500, 1200, 512), fill=0)  # a shaded band (a blurred photo's line of print): stays
    cleaned = without_rulings(image)
    assert cleaned.getpixel((700, 200)) == 255 and cleaned.getpixel((320, 290)) == 255  # rulings gone
    assert cleaned.getpixel((700, 506)) == 0
    ink = sum(1 for v in image.crop((330, 210, 800, 250)).getdata() if v < 160)
    kept = sum(1 for v in cleaned.crop((330, 210, 800, 250)).getdata() if v < 160)
    assert kept > 0.95 * ink  # the letters stay


def test_ink_no_word_covers_is_found_and_read_again() -> None:
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 28)
    image = Image.new("L", (900, 200), 255)
    draw = ImageDraw.Draw(image)
    draw.text((40, 60), "Suma be PVM", font=font, fill=0)
    draw.text((600, 60), "208,11", font=font, fill=0)
    draw.rectangle((700, 150, 760, 160), fill=0)  # a filled bar: no print
    label = [
        PixelWord(t, x0, 66, x1, 92, 0.95)
        for t, x0, x1 in (("Suma", 40, 120), ("be", 128, 165), ("PVM", 172, 240))
    ]
    # a word read as nothing over the whole box hides nothing
    nothing = PixelWord("", 20, 40, 880, 120, 0.0)
    [(x0, y0, x1, y1)] = unread_ink(image, [*label, nothing])
    assert 590 <= x0 <= 605 and x1 <= 720 and y0 >= 55 and y1 <= 100
    words = TesseractEngine()._unread(image, [*label, nothing])
    assert [w.text for w in words] == ["208,11"]
    assert 590 <= words[0].x0 <= 610
