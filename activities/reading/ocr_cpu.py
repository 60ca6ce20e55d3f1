"""The CPU worker's OCR: Tesseract for Lithuanian pages and, with their own language's model, for foreign
suppliers' pages; RapidOCR for the others; turned pages set upright."""

from __future__ import annotations

import bisect
import io
import re
import statistics
from dataclasses import replace

from PIL import Image

from activities.reading.classify import language
from activities.reading.identifiers import find_identifiers
from activities.reading.layout import Layout
from activities.reading.normalize import fold
from activities.reading.ocr import LITHUANIAN_LETTERS, PngSource, flatten_background
from activities.reading.ocr_rapid import RapidOcrEngine
from activities.reading.ocr_tesseract import TesseractEngine, installed_languages
from activities.reading.orientation import upright
from activities.reading.types import Box, Page, Word


class CpuOcrEngine:
    """Tesseract for Lithuanian pages (its alphabet has ą, č, ė …), RapidOCR for every other page.

    Tesseract reads first, so a Lithuanian page costs one reading. A foreign supplier's page (by its words,
    or the country of a VAT code it prints) is read again by Tesseract with that language's model, which
    knows ü, ł, ā, õ, ä, ř where Lithuanian and English read other letters ("Mūnchen", "Kėln"); of a word's
    two readings the surer stands (a Lithuanian buyer's name is read best by the first). Any other page
    not read as Lithuanian is read again by RapidOCR, and that reading wins unless it turns out Lithuanian
    after all. A first reading that looks turned (sideways or upside down) has the page turned upright and
    read again.

    A picture of a text-layer page is digital print, upright: Tesseract alone reads it, in a few hundredths
    of a second where RapidOCR takes seconds and runs its words together.
    """

    def __init__(self) -> None:
        self._tesseract = TesseractEngine()
        self._rapid = RapidOcrEngine()
        self._foreign: dict[str, TesseractEngine] = {}

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
        models = foreign_models(page)
        if models:
            # the supplier's own alphabet ("München", "Łódź", "Pražská")
            foreign = self._tesseract_for("+".join([*models, "eng"]))
            page = surer_of_both(foreign.read(lambda: png, page_number, width_pt, height_pt), page)
        elif not _lithuanian(page):
            other = self._rapid.read(lambda: png, page_number, width_pt, height_pt)
            page = page if _lithuanian(other) else other
        return replace(page, turned=turned)

    def _tesseract_for(self, lang: str) -> TesseractEngine:
        if lang not in self._foreign:
            self._foreign[lang] = TesseractEngine(lang=lang)
        return self._foreign[lang]


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


_LITHUANIAN_LETTERS = re.compile(f"[{LITHUANIAN_LETTERS}]")
# The Tesseract data installed for the languages of the suppliers our users buy from most
# (packages/debian-ocr.txt): by the page's words, and by the country of a VAT code it prints.
_BY_LANGUAGE = {"de": "deu", "pl": "pol", "lv": "lav", "et": "est"}
_BY_COUNTRY = {
    "DE": "deu",
    "AT": "deu",
    "PL": "pol",
    "LV": "lav",
    "EE": "est",
    "FI": "fin",
    "CZ": "ces",
    "FR": "fra",
}
MAX_MODELS = 2


def foreign_models(page: Page) -> list[str]:
    """The Tesseract models to read a foreign supplier's page with, beside Lithuanian and English: none
    for a page in Lithuanian, or whose language and codes name no installed model."""
    layout = Layout([page])
    spoken = language(layout)
    if spoken == "lt" or not page.words:
        return []
    models = [_BY_LANGUAGE[spoken]] if spoken in _BY_LANGUAGE else []
    for line in layout.lines:
        for found in find_identifiers(line.text):
            model = _BY_COUNTRY.get(found.value[:2]) if found.kind == "vat_code" else None
            if model and model not in models:
                models.append(model)
    installed = set(installed_languages())
    return [model for model in models if model in installed][:MAX_MODELS]


def surer_of_both(foreign: Page, first: Page) -> Page:
    """The foreign model's reading, but of two readings of a word the surer one: a Lithuanian buyer's
    "Žirmūnų" (0.97) is no "Zirmüny" (0.88), a German "Köln" (0.97) no "Kėln" (0.79). A tie goes to the
    page's own language, unless the foreign model read bare the Lithuanian letters the first one saw."""
    # the first reading's words by their tops, so that each word is sought among its own row's only
    ordered = sorted(first.words, key=lambda w: w.box.y0)
    tops = [w.box.y0 for w in ordered]
    tallest = max((w.box.y1 - w.box.y0 for w in ordered), default=0.0)

    def read_first(word: Word) -> Word | None:
        near = ordered[
            bisect.bisect_left(tops, word.box.y0 - tallest) : bisect.bisect_left(tops, word.box.y1)
        ]
        return next((w for w in near if _same_place(w.box, word.box)), None)

    return replace(foreign, words=[_surer_word(word, read_first(word)) for word in foreign.words])


def _surer_word(word: Word, same: Word | None) -> Word:
    if same is None or same.text == word.text:
        return word
    bare = all(c.isascii() for c in word.text if c.isalpha()) and fold(same.text) == fold(word.text)
    tie = same.confidence == word.confidence and bare and _LITHUANIAN_LETTERS.search(same.text)
    surer = same.confidence > word.confidence or tie
    return replace(word, text=same.text, confidence=same.confidence) if surer else word


def _same_place(a: Box, b: Box) -> bool:
    """Most of each box lies in the other: one word read twice."""
    width = min(a.x1, b.x1) - max(a.x0, b.x0)
    height = min(a.y1, b.y1) - max(a.y0, b.y0)
    if width <= 0 or height <= 0:
        return False
    shared = width * height
    return shared > 0.5 * (a.x1 - a.x0) * (a.y1 - a.y0) and shared > 0.5 * (b.x1 - b.x0) * (b.y1 - b.y0)


def _lithuanian(page: Page) -> bool:
    """Lithuanian words, or enough Lithuanian letters (names on a bilingual invoice) to need them kept.

    Tesseract's ``lit`` model sprinkles a letter or two on English print (at most 3 words, 1.4 % of a
    page on the SROIE receipts), hence the floor.
    """
    if not page.words:
        return False
    marked = sum(bool(_LITHUANIAN_LETTERS.search(w.text)) for w in page.words)
    return (marked >= 4 and marked >= 0.03 * len(page.words)) or language(Layout([page])) == "lt"
