"""Build pages of words from plain text, so rules can be tested without rendering a PDF.

Each line is a string; "|" separates segments, which are placed in columns COLUMN_X apart, or at the x given
as "@120:" before a segment. Characters are CHAR_WIDTH points wide, lines LINE_HEIGHT points apart.
"""

from __future__ import annotations

import io
import re

import pymupdf
from PIL import Image, ImageDraw, ImageFont

from activities.reading.layout import Layout
from activities.reading.types import Box, Page, Word
from tests.data.mupdf import holding_mupdf

CHAR_WIDTH = 5.0
WORD_HEIGHT = 10.0
LINE_HEIGHT = 14.0
LEFT = 40.0
COLUMN_X = 300.0


def make_page(lines: list[str], number: int = 0, width: float = 595.0, height: float = 842.0) -> Page:
    words: list[Word] = []
    for row, line in enumerate(lines):
        y0 = 40.0 + row * LINE_HEIGHT
        for column, segment in enumerate(line.split("|")):
            placed = re.match(r"@(\d+):", segment)
            x = float(placed.group(1)) if placed else LEFT + column * COLUMN_X
            text = segment[placed.end() :] if placed else segment
            for match in re.finditer(r"\S+", text):
                x0 = x + match.start() * CHAR_WIDTH
                x1 = x0 + len(match.group()) * CHAR_WIDTH
                words.append(Word(match.group(), Box(number, x0, y0, x1, y0 + WORD_HEIGHT)))
    return Page(number, width, height, words, "text")


def make_layout(lines: list[str]) -> Layout:
    return Layout([make_page(lines)])


@holding_mupdf
def text_pdf(
    pages: list[list[str]], fontfile: str = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
) -> bytes:
    """A real PDF with a text layer, one string per printed line; "|" starts the next column (COLUMN_X)."""
    doc = pymupdf.open()
    for lines in pages:
        page = doc.new_page(width=595, height=842)
        page.insert_font(fontname="body", fontfile=fontfile)
        for row, line in enumerate(lines):
            for column, text in enumerate(line.split("|")):
                page.insert_text(
                    (LEFT + column * COLUMN_X, 60 + row * 16), text, fontname="body", fontsize=10
                )
    data = doc.tobytes()
    doc.close()
    return data


def picture_png(lines: list[str], size: int = 30) -> bytes:
    """Print as a picture: black text on white, as a letterhead or footer image holds it (at 300 dpi, a
    ``size`` of 30 pixels is 7 points of type)."""
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", size)
    width = max(int(font.getlength(line)) for line in lines) + 2 * size
    image = Image.new("L", (width, int(size * 1.6) * len(lines) + size), 255)
    draw = ImageDraw.Draw(image)
    for row, line in enumerate(lines):
        draw.text((size, size // 2 + row * int(size * 1.6)), line, font=font, fill=0)
    out = io.BytesIO()
    image.save(out, format="PNG", dpi=(300, 300))
    return out.getvalue()


@holding_mupdf
def pdf_with_pictures(lines: list[str], pictures: list[tuple[tuple[float, float], bytes]]) -> bytes:
    """A one-page text PDF with PNG pictures placed at (x, y) points at 300 dpi."""
    doc = pymupdf.open(stream=text_pdf([lines]), filetype="pdf")
    for (x, y), png in pictures:
        with Image.open(io.BytesIO(png)) as image:
            width, height = image.size
        doc[0].insert_image(pymupdf.Rect(x, y, x + width * 72 / 300, y + height * 72 / 300), stream=png)
    data = doc.tobytes()
    doc.close()
    return data
