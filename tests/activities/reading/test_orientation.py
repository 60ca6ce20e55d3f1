"""Page orientation with the real Tesseract OSD, on generated Lithuanian invoices."""

import io
import random
from functools import cache

import pymupdf
import pytest
from PIL import Image, ImageDraw, ImageFont

from activities.reading.ocr import flatten_background
from activities.reading.orientation import upright
from tests.eval.degrade import degrade
from tests.eval.generator import generate

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


@cache
def invoice_pdf() -> bytes:
    [document] = generate(seed=20260521, count=1)  # the classic two-column VAT invoice
    return document.pdf


@cache
def invoice_page() -> Image.Image:
    with pymupdf.open(stream=invoice_pdf(), filetype="pdf") as doc:
        pixmap = doc[0].get_pixmap(dpi=200, colorspace=pymupdf.csGRAY)
    return Image.open(io.BytesIO(pixmap.tobytes("png"))).convert("L")


def turned_clockwise(image: Image.Image, degrees: int) -> Image.Image:
    return image.rotate(-degrees, expand=True)


@pytest.mark.parametrize("degrees", [90, 180, 270])
def test_a_turned_page_comes_back_upright(degrees: int) -> None:
    page = invoice_page()
    result, turned = upright(turned_clockwise(page, degrees))
    assert turned == degrees
    assert result.size == page.size and result.tobytes() == page.tobytes()


def test_an_upright_page_is_left_as_it_is() -> None:
    page = invoice_page()
    assert upright(page) == (page, 0)


def test_a_blank_page_is_left_as_it_is() -> None:
    blank = Image.new("L", (1654, 2339), 255)
    assert upright(blank) == (blank, 0)


def test_a_page_with_too_little_text_is_left_as_it_is_even_upside_down() -> None:
    page = Image.new("L", (1654, 2339), 255)
    draw = ImageDraw.Draw(page)
    font = ImageFont.truetype(FONT, 28)
    for row, line in enumerate(["PVM SĄSKAITA FAKTŪRA", "Serija AB Nr. 0042", "Iš viso: 1 234,50 EUR"]):
        draw.text((110, 160 + row * 45), line, font=font, fill=0)
    upside_down = turned_clockwise(page, 180)
    assert upright(upside_down) == (upside_down, 0)


def test_a_sideways_phone_photo_comes_back_upright_once_its_shadow_is_flattened() -> None:
    jpeg = degrade(invoice_pdf(), "photo", random.Random(5))
    photo = turned_clockwise(Image.open(io.BytesIO(jpeg)).convert("L"), 90)
    result, turned = upright(flatten_background(photo))
    assert turned == 90
    assert result.width < result.height
