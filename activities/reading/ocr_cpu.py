"""The CPU worker's OCR: Tesseract for Lithuanian pages, RapidOCR for the others, turned pages set upright."""

from __future__ import annotations

import io
import re
import statistics
from dataclasses import replace

from PIL import Image

from activities.reading.classify import language
from activities.reading.layout import Layout
from activities.reading.ocr import PngSource, flatten_background
from activities.reading.ocr_rapid import RapidOcrEngine
from activities.reading.ocr_tesseract import TesseractEngine
from activities.reading.orientation import upright
from activities.reading.types import Page


class CpuOcrEngine:
    """Tesseract for Lithuanian pages (its alphabet has ą, č, ė …), RapidOCR for every other page.

    Tesseract reads first, so a Lithuanian page costs one reading; a page it does not read as Lithuanian is
    read again by RapidOCR, and that reading wins unless it turns out Lithuanian after all. A first reading
    that looks turned (sideways or upside down) has the page turned upright and read again.

    A picture of a text-layer page is digital print, upright: Tesseract alone reads it, in a few hundredths
    of a second where RapidOCR takes seconds and runs its words together.
    """

    def __init__(self) -> None:
        self._tesseract = TesseractEngine()
        self._rapid = RapidOcrEngine()

    def read(
        self,
        image: PngSource,
        page_number: int,
        width_pt: float,
        height_pt: float,
        picture: int | None = None,
    ) -> Page:
        png = image()
        page = self._tesseract.read(lambda: png, page_number, width_pt, height_pt)
        if picture is not None:
            return page
        turned = 0
        if looks_turned(page):
            straight, turned = upright(flatten_background(Image.open(io.BytesIO(png)).convert("L")))
            if turned:
                png = _png(straight)
                width_pt, height_pt = Page.upright_size(width_pt, height_pt, turned)
                page = self._tesseract.read(lambda: png, page_number, width_pt, height_pt)
        if not _lithuanian(page):
            other = self._rapid.read(lambda: png, page_number, width_pt, height_pt)
            page = page if _lithuanian(other) else other
        return replace(page, turned=turned)


# Upside down, Tesseract reads garbage (mean word confidence 0.41–0.56 against 0.91–0.95 upright);
# sideways, it reads the words but their boxes stand on end (96–100 % of words against 0–7 %).
TURNED_CONFIDENCE = 0.65


def looks_turned(page: Page) -> bool:
    """Worth asking the orientation detector (about 0.25 s a page) whether the page is turned."""
    long = [w for w in page.words if len(w.text) >= 3]
    if not long:
        return False
    standing = sum(w.box.height > w.box.x1 - w.box.x0 for w in long)
    mean_confidence = statistics.mean(w.confidence for w in page.words)
    return standing > len(long) / 2 or mean_confidence < TURNED_CONFIDENCE


def _png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


_LITHUANIAN_LETTERS = re.compile("[ąčęėįšųūžĄČĘĖĮŠŲŪŽ]")


def _lithuanian(page: Page) -> bool:
    """Lithuanian words, or enough Lithuanian letters (names on a bilingual invoice) to need them kept.

    Tesseract's ``lit`` model sprinkles a letter or two on English print (at most 3 words, 1.4 % of a
    page on the SROIE receipts), hence the floor.
    """
    if not page.words:
        return False
    marked = sum(bool(_LITHUANIAN_LETTERS.search(w.text)) for w in page.words)
    return (marked >= 4 and marked >= 0.03 * len(page.words)) or language(Layout([page])) == "lt"
