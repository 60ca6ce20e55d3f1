"""What every OCR engine shares: page image in, words with boxes in PDF points out.

The engines, one a module: ``ocr_tesseract`` (Tesseract, ``lit+eng``), ``ocr_rapid`` (RapidOCR: PP-OCR
models on ONNX Runtime, for till rolls and dot-matrix print, no Lithuanian letters), ``ocr_cpu`` (the CPU
worker's choice between the two, and turned pages) and ``ocr_surya`` (Surya, GPU image only: it imports
torch, so nothing imports it but the GPU worker).
"""

from __future__ import annotations

import functools
import itertools
import re
import statistics
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Protocol

import cv2
import numpy
import pycountry
from PIL import Image, ImageFilter, ImageMath

from activities.reading.normalize import fold
from activities.reading.types import Box, Page, Word, printed_text

# Renders a page (or a picture) as PNG, called only by an engine that reads the image.
PngSource = Callable[[], bytes]


class OcrEngine(Protocol):
    def read(
        self,
        image: PngSource,
        page_number: int,
        width_pt: float,
        height_pt: float,
        picture: int | None = None,
    ) -> Page:
        """The words of a page image, in points of a ``width_pt`` x ``height_pt`` page.

        ``image`` renders the page as PNG when called; the stored reader answers without it, so the extract
        step renders nothing the OCR step has already read. ``picture`` numbers a picture of a text-layer
        page (the image is then that picture alone); engines that read the image ignore it, the stored
        reader finds that picture's words by it.
        """
        ...


@dataclass(frozen=True)
class PixelWord:
    text: str
    x0: float
    y0: float
    x1: float
    y1: float
    confidence: float  # 0–1


def to_page(
    words: list[PixelWord], image_size: tuple[int, int], page_number: int, width_pt: float, height_pt: float
) -> Page:
    """Scale pixel boxes to PDF points on a page of the given size."""
    sx, sy = width_pt / image_size[0], height_pt / image_size[1]
    return Page(
        page_number,
        width_pt,
        height_pt,
        [
            Word(
                printed_text(w.text),
                Box(page_number, w.x0 * sx, w.y0 * sy, w.x1 * sx, w.y1 * sy),
                w.confidence,
            )
            for w in words
            if w.text.strip()
        ],
        "ocr",
    )


def flatten_background(image: Image.Image) -> Image.Image:
    """Divide the page by its own paper colour, so a phone's shadow or a grey till roll turns white.

    Tesseract's global (Otsu) threshold then works everywhere: under a shadow it blacks whole regions out,
    and a local (Sauvola) threshold breaks dot-matrix print into dots.
    """
    small = image.resize((max(1, image.width // 8), max(1, image.height // 8)), Image.Resampling.BILINEAR)
    paper = small.filter(ImageFilter.MaxFilter(5)).filter(ImageFilter.GaussianBlur(3))
    paper = paper.resize(image.size, Image.Resampling.BILINEAR)
    flattened: Image.Image = ImageMath.lambda_eval(
        lambda a: a["convert"](a["page"] * 255 / (a["paper"] + 1), "L"),
        page=image.convert("F"),
        paper=paper.convert("F"),
    )
    return flattened


# A ruling is a run of ink at least this share of the page long (across) or high (down), and this many
# pixels: longer than any letter's stroke (a 10-point stem is 25-35 pixels at 200 dpi), shorter than a
# table's rows.
RULING_ACROSS = 1 / 25
RULING_DOWN = 1 / 35
RULING_PIXELS = 50
# A run this many pixels thick along its whole length is print or a filled box, not a ruling.
RULING_THICKNESS = 6


def ruling_mask(flat: Image.Image) -> numpy.ndarray:
    """Where a table's rulings and boxes stand, found on ``flat``, a page whose background
    ``flatten_background`` made white (on a photo's shadow a threshold would take the shade for ink)."""
    page = numpy.asarray(flat.convert("L"))
    # ink as OCR's own (Otsu) threshold sees it: a photo's thin rulings blur lighter than print
    _, ink = cv2.threshold(page, 0, 255, cv2.THRESH_BINARY_INV | cv2.THRESH_OTSU)
    height, width = page.shape
    across = max(RULING_PIXELS, int(width * RULING_ACROSS))
    down = max(RULING_PIXELS, int(height * RULING_DOWN))
    # thin runs only: a blurred photo's line of print, a shaded band or a filled box are thick along the
    # whole run, and stay
    rulings = cv2.bitwise_or(
        _thin(ink, (across, 1), (across, RULING_THICKNESS)), _thin(ink, (1, down), (RULING_THICKNESS, down))
    )
    mask: numpy.ndarray = cv2.dilate(rulings, numpy.ones((3, 3), numpy.uint8))
    return mask


def without_rulings(flat: Image.Image, colour: Image.Image | None = None) -> Image.Image:
    """A table's rulings and boxes painted out: OCR reads a ruled cell's edge as "|", "I" or "1" and runs a
    grid's rows together or loses them (an accounting program's ruled invoice lost one row in two). They are
    painted out of ``colour`` where the reader wants the page as it came, else out of ``flat``."""
    painted = numpy.asarray(colour if colour is not None else flat.convert("L")).copy()
    painted[ruling_mask(flat) > 0] = 255
    return Image.fromarray(painted)


# Ink that no word read covers, in pieces the size of printed words, is read again one piece at a time:
# Tesseract's page layout drops a column of short figures now and then (a boxed totals panel's amounts
# beside their labels). At most this many pieces a page, of a height this share of the print's.
MAX_UNREAD = 24
UNREAD_HEIGHT = (0.6, 2.0)
# Print covers this share of its box; a filled shape (a logo, a bar) covers more, dots and specks less.
UNREAD_INK = (0.12, 0.65)


def unread_ink(image: Image.Image, words: list[PixelWord]) -> list[tuple[int, int, int, int]]:
    """Boxes (x0, y0, x1, y1 in pixels) of word-sized ink on ``image`` (as it was read, rulings painted out)
    that none of ``words`` covers, top to bottom."""
    # a "word" Tesseract read as nothing may span a whole box of print it then lost
    read = [w for w in words if w.text]
    if not read:
        return []
    size = statistics.median(w.y1 - w.y0 for w in read)
    page = numpy.asarray(image.convert("L"))
    _, ink = cv2.threshold(page, 0, 255, cv2.THRESH_BINARY_INV | cv2.THRESH_OTSU)
    pad = max(2, round(size * 0.2))
    for word in read:
        ink[
            max(0, int(word.y0) - pad) : int(word.y1) + pad, max(0, int(word.x0) - pad) : int(word.x1) + pad
        ] = 0
    # letters, and a number's comma, joined into the piece they print
    joined = cv2.dilate(ink, numpy.ones((1, max(3, round(size * 0.6))), numpy.uint8))
    count, _, stats, _ = cv2.connectedComponentsWithStats(joined, connectivity=8)
    found = []
    for x, y, width, height, _ in stats[1:count]:
        if not UNREAD_HEIGHT[0] * size <= height <= UNREAD_HEIGHT[1] * size or width < height:
            continue
        share = numpy.count_nonzero(ink[y : y + height, x : x + width]) / (width * height)
        if UNREAD_INK[0] <= share <= UNREAD_INK[1]:
            found.append((int(x), int(y), int(x + width), int(y + height)))
    return sorted(found, key=lambda box: (box[1], box[0]))[:MAX_UNREAD]


def _thin(ink: numpy.ndarray, run: tuple[int, int], thick: tuple[int, int]) -> numpy.ndarray:
    """The ink of runs of ``run`` (width, height) pixels that are not ``thick`` along their length."""
    long = cv2.morphologyEx(ink, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, run))
    wide = cv2.morphologyEx(ink, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, thick))
    thin: numpy.ndarray = cv2.bitwise_and(
        long, cv2.bitwise_not(cv2.dilate(wide, numpy.ones((3, 3), numpy.uint8)))
    )
    return thin


# Letters Lithuanian does not have, which OCR reads for ones it does.
_LITHUANIAN_MISREADS = str.maketrans({"é": "ė", "É": "Ė", "è": "ė"})


def fix_lithuanian_misreads(page: Page) -> Page:
    """Letters Lithuanian lacks put right; a street in the genitive plural whose "ų" OCR took for "y"
    ("Liepy g.")."""
    if page.source != "ocr":
        return page
    words = [replace(w, text=w.text.translate(_LITHUANIAN_MISREADS)) for w in page.words]
    for index, (word, following) in enumerate(itertools.pairwise(list(words))):
        street = _GENITIVE_MISREAD.fullmatch(word.text) and _STREET.fullmatch(following.text)
        if street and _same_line(word, following):
            words[index] = replace(word, text=word.text[:-1] + "ų")
    return replace(page, words=words)


# The letters Lithuanian adds to the Latin alphabet.
LITHUANIAN_LETTERS = "ąčęėįšųūžĄČĘĖĮŠŲŪŽ"
# No Lithuanian word ends in "y": before a street's abbreviation it is the genitive plural's "ų".
_GENITIVE_MISREAD = re.compile(r"[A-ZĄČĘĖĮŠŲŪŽ][a-ząčęėįšųūž]{2,}y")
_STREET = re.compile(r"(?:g|pr|al|pl|skg)\.,?")


@functools.cache
def _towns() -> dict[str, str]:
    """Lithuanian municipalities' names and their towns' genitives ("Šiaulių"), by their letters alone."""
    names = {
        word
        for subdivision in pycountry.subdivisions.get(country_code="LT") or []  # type: ignore[no-untyped-call]
        for word in subdivision.name.split()
        if word[:1].isupper() and len(word) >= 4
    }
    return {fold(name): name for name in names if fold(name) != name.casefold()}


def fix_town_misreads(page: Page) -> Page:
    """A Lithuanian town OCR read without its marks ("Siauliai", "Klaipeda") or with another language's
    ("Klaipēda": a foreign supplier's page is read with its own model) spelled as the town is, on any
    page: a Lithuanian buyer's address is printed on foreign invoices too."""
    if page.source != "ocr":
        return page
    return replace(page, words=[replace(w, text=_town(w.text)) for w in page.words])


def _town(text: str) -> str:
    core = text.rstrip(",.")
    letters = fold(core)
    name = _towns().get(letters) if core.isalpha() else None
    marks = {c for c in core.casefold() if not c.isascii()}
    if name is None or (marks and marks <= set(LITHUANIAN_LETTERS)):
        return text  # not a town, or OCR read Lithuanian marks: what it read stands
    spelled = name.upper() if core.isupper() else name
    return spelled + text[len(core) :]


# The low opening quote („UAB „Kava“", German „…“) is read as two commas; "IĮ" (a sole proprietorship)
# loses its ogonek before the quoted name. Neither misreading is a word in any language.
_SPLIT_QUOTE = re.compile(r"^,,(?=\w)")
# or as one comma before a capital, maybe glued to the legal form before it: ",Nemuno", "UAB,Nemuno"
_COMMA_QUOTE = re.compile(r"^,(?=[A-ZĄČĘĖĮŠŲŪŽ])")
_GLUED_QUOTE = re.compile(r"^(UAB|MB|AB|VšĮ|VŠĮ|IĮ|TŪB|KŪB|ŽŪB)[,.](?=[A-ZĄČĘĖĮŠŲŪŽ])")


def fix_quote_misreads(page: Page) -> Page:
    if page.source != "ocr":
        return page
    words = [replace(w, text=_quote_mended(w.text)) for w in page.words]
    for index, (word, following) in enumerate(itertools.pairwise(list(words))):
        if word.text in ("II", "I]", "I|") and following.text.startswith("„") and _same_line(word, following):
            words[index] = replace(word, text="IĮ")
    return replace(page, words=words)


def _quote_mended(text: str) -> str:
    text = _COMMA_QUOTE.sub("„", _SPLIT_QUOTE.sub("„", text))
    return _GLUED_QUOTE.sub(r"\1 „", text)


# "399, 09": OCR sets the cents of an amount apart from its decimal comma.
_DECIMAL_HEAD = re.compile(r"[-−]?\d[\d.,]*[.,]")
_DECIMAL_TAIL = re.compile(r"\d{2}\W*")
# "21--171,36-207,35": a table's rulings read as dashes run its cells together.
_RULED_CELLS = re.compile(r"\d[\d.,]*(?:[-–—]+\d[\d.,]*)+")
_AMOUNT = re.compile(r"\d+[.,]\d{2}")
_CELL = re.compile(r"[^-–—]+")
_LOST_COMMA = re.compile(r"(\d{1,3}(?:\.\d{3})+)(\d{2})")
_MISREAD_SEPARATORS = re.compile(r"(\d{1,3}(?:[:;]\d{3})*)[,;:](\d{2})")


def fix_number_misreads(page: Page) -> Page:
    """Numbers OCR split or ran together, put back as printed."""
    if page.source != "ocr":
        return page
    words = [_separators(part) for word in _joined_cents(page.words) for part in _ruled_apart(word)]
    return replace(page, words=words)


def _separators(word: Word) -> Word:
    """An amount's separators as printed:

    - a decimal comma lost after a thousands point ("1.14838" for 1.148,38): five digits after a point are
      no amount, the last two of them are its cents;
    - a semicolon for the decimal comma, a colon for the thousands space ("3:952;91" for 3 952,91). A time
      has neither three digits after a colon nor a semicolon."""
    lost = _LOST_COMMA.fullmatch(word.text)
    if lost:
        return replace(word, text=f"{lost.group(1)},{lost.group(2)}")
    misread = _MISREAD_SEPARATORS.fullmatch(word.text)
    if misread and (";" in word.text or re.search(r":\d{3}", word.text)):
        return replace(word, text=re.sub(r"[:;]", "", misread.group(1)) + "," + misread.group(2))
    return word


def _joined_cents(page_words: list[Word]) -> list[Word]:
    words: list[Word] = []
    for word in page_words:
        previous = words[-1] if words else None
        if (
            previous is not None
            and _DECIMAL_HEAD.fullmatch(previous.text)
            and _DECIMAL_TAIL.fullmatch(word.text)
            and _same_line(previous, word)
            and word.box.x0 - previous.box.x1 <= previous.box.height
        ):
            words[-1] = Word(
                previous.text + word.text,
                previous.box.union(word.box),
                min(previous.confidence, word.confidence),
            )
        else:
            words.append(word)
    return words


def _ruled_apart(word: Word) -> list[Word]:
    """The cells of a word that is numbers joined by dashes, two or more of them amounts with cents (a date,
    a code or a range holds none), each with its share of the word's box."""
    if not _RULED_CELLS.fullmatch(word.text):
        return [word]
    cells = [(m.start(), m.end()) for m in _CELL.finditer(word.text)]
    if sum(bool(_AMOUNT.fullmatch(word.text[start:end])) for start, end in cells) < 2:
        return [word]
    box, width = word.box, (word.box.x1 - word.box.x0) / len(word.text)
    return [
        Word(
            word.text[start:end],
            Box(box.page, box.x0 + start * width, box.y0, box.x0 + end * width, box.y1),
            word.confidence,
        )
        for start, end in cells
    ]


def _same_line(a: Word, b: Word) -> bool:
    return abs(a.box.center_y - b.box.center_y) < max(a.box.height, b.box.height) / 2 and b.box.x0 > a.box.x0
