"""The closer look at a scanned document's totals whose sums fail (closer.py), with Tesseract reading."""

import io
from dataclasses import replace
from decimal import Decimal

from PIL import Image, ImageFont

from activities.reading.closer import TOTALS, CloserLook
from activities.reading.ocr_tesseract import TesseractLineReader
from activities.reading.rules.lines import DERIVED_CONFIDENCE
from activities.reading.types import Box, Field, LineItem, Page
from tests.activities.reading.pages import picture_png

D = Decimal
SIZE = 30  # pixels of type; the page is drawn at 2 pixels a point
LINES = ["Suma be PVM 4 795,36", "PVM 21 % 1 007,03", "Iš viso mokėti 5 802,39"]


def _box_of(row: int, line: str, word: str) -> Box:
    """Where ``word`` of line ``row`` of the picture lies, in points."""
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", SIZE)
    x0 = SIZE + font.getlength(line[: line.index(word)])
    y0 = SIZE // 2 + row * int(SIZE * 1.6)
    return Box(0, x0 / 2, y0 / 2, (x0 + font.getlength(word)) / 2, (y0 + SIZE) / 2)


def _fields(lines: list[str], *values: str) -> dict[str, Field]:
    """Net, VAT and gross as read, each boxed where the last group of its line's figures is printed."""
    boxes = [_box_of(row, line, line.split()[-1]) for row, line in enumerate(lines)]
    return {
        name: Field(D(value), 0.8, "rules", box)
        for name, value, box in zip(TOTALS, values, boxes, strict=True)
    }


def _page(png: bytes) -> Page:
    with Image.open(io.BytesIO(png)) as image:
        return Page(0, image.width / 2, image.height / 2, [], "ocr")


def test_a_total_misread_on_the_page_is_read_again_where_the_sums_fail() -> None:
    png = picture_png(LINES, SIZE)
    page = _page(png)
    misread = _fields(
        LINES, "4795.36", "1007.03", "802.39"
    )  # "& 802,39": the thousands digit taken for a sign

    read = CloserLook([page], lambda _: png, TesseractLineReader()).totals(misread)

    assert read["amount_with_vat"].value == D("5802.39")
    assert read["amount_with_vat"].box == misread["amount_with_vat"].box
    assert (read["amount_wo_vat"], read["vat_amount"]) == (misread["amount_wo_vat"], misread["vat_amount"])


def test_totals_that_disagree_as_printed_stay_as_they_were_read() -> None:
    lines = [*LINES[:2], "Iš viso mokėti 5 803,39"]
    png = picture_png(lines, SIZE)
    page = _page(png)
    printed = _fields(lines, "4795.36", "1007.03", "5803.39")

    assert CloserLook([page], lambda _: png, TesseractLineReader()).totals(printed) == printed


def test_a_text_layer_is_not_read_again() -> None:
    png = picture_png(LINES, SIZE)
    page = _page(png)
    typed = Page(0, page.width, page.height, [], "text")
    misread = _fields(LINES, "4795.36", "1007.03", "802.39")

    assert CloserLook([typed], lambda _: png, TesseractLineReader()).totals(misread) == misread


def test_a_slanted_scan_is_cut_as_ocr_levelled_it() -> None:
    # the page scanned 3° askew: OCR levelled it before reading, so the boxes are the levelled image's
    lines = ["Suma be PVM 4 795,36" + " " * 150 + ".", *LINES[1:]]
    straight = Image.open(io.BytesIO(picture_png(lines, SIZE)))
    slanted = straight.rotate(-3, resample=Image.Resampling.BICUBIC, fillcolor=255)
    out = io.BytesIO()
    slanted.save(out, format="PNG")
    png = out.getvalue()
    page = replace(_page(png), levelled=3.0)
    misread = _fields(LINES, "4795.36", "1007.03", "802.39")

    read = CloserLook([page], lambda _: png, TesseractLineReader()).totals(misread)

    assert read["amount_with_vat"].value == D("5802.39")


ITEMS = ["Kava malta  2        6,00", "Arbata  1        1,75", "Pristatymas        4,50"]


def _item(row: int, **values: str) -> LineItem:
    """A line item read from row ``row`` of ITEMS, its amounts boxed where the row's last figures stand."""
    box = _box_of(row, ITEMS[row], ITEMS[row].split()[-1])
    return LineItem({name: Field(D(value), 0.8, "rules", box) for name, value in values.items()})


def test_a_line_whose_figures_do_not_multiply_out_has_its_net_read_again() -> None:
    png = picture_png(ITEMS, SIZE)
    look = CloserLook([_page(png)], lambda _: png, TesseractLineReader())
    misread = [
        _item(0, quantity="2", price="3.00", subtotal="6.00"),
        _item(1, quantity="1", price="1.75", subtotal="1.15"),
    ]

    read = look.lines({}, misread)

    assert [line.value("subtotal") for line in read] == [D("6.00"), D("1.75")]


def test_lines_whose_nets_miss_the_documents_net_have_each_net_read_again() -> None:
    png = picture_png(ITEMS, SIZE)
    look = CloserLook([_page(png)], lambda _: png, TesseractLineReader())
    net = {"amount_wo_vat": Field(D("12.25"), 0.9, "rules", None)}
    misread = [_item(0, subtotal="6.00"), _item(1, subtotal="1.75"), _item(2, subtotal="4.90")]

    read = look.lines(net, misread)

    assert [line.value("subtotal") for line in read] == [D("6.00"), D("1.75"), D("4.50")]
    # nets that add up as read are not read again
    assert look.lines({"amount_wo_vat": Field(D("12.65"), 0.9, "rules", None)}, misread) == misread


def test_a_lines_vat_that_lost_its_comma_is_read_again() -> None:
    png = picture_png(ITEMS, SIZE)
    look = CloserLook([_page(png)], lambda _: png, TesseractLineReader())
    misread = [_item(1, subtotal="8.33", vat_percent="21", vat="175")]  # the VAT 1,75 read as "175"

    [read] = look.lines({}, misread)

    assert read.value("vat") == D("1.75")


def test_a_net_read_again_must_fit_the_quantity_read_but_a_derived_quantity_follows_it() -> None:
    png = picture_png(ITEMS, SIZE)
    look = CloserLook([_page(png)], lambda _: png, TesseractLineReader())
    net = {"amount_wo_vat": Field(D("7.75"), 0.9, "rules", None)}
    kava = _item(0, quantity="2", price="3.00", subtotal="6.00")
    # the row's price and net both misread alike: its own figures agree, so its net stands
    agreeing = _item(1, quantity="1", price="1.15", subtotal="1.15")
    assert look.lines(net, [kava, agreeing]) == [kava, agreeing]

    # a quantity the rules computed from the misread net (1,15 / 0,50) gives way to the net read again
    derived = _item(1, price="0.50", subtotal="1.15")
    derived.fields["quantity"] = Field(D("2.3"), DERIVED_CONFIDENCE, "rules", None)
    [_, read] = look.lines(net, [kava, derived])
    assert (read.value("subtotal"), read.value("quantity")) == (D("1.75"), D("3.5"))
