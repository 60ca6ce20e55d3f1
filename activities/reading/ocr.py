"""OCR engines: page image in, words with boxes in PDF points out.

On CPU, ``CpuOcrEngine`` reads a page with Tesseract (``lit+eng``) and, when the page is not Lithuanian,
again with RapidOCR (PP-OCR models on ONNX Runtime), which reads till rolls and dot-matrix print far better
but has no Lithuanian letters. Surya runs in the GPU image only: its module imports torch, so it is imported
inside ``SuryaEngine.__init__`` and nowhere else.
"""

from __future__ import annotations

import io
import itertools
import math
import os
import re
import statistics
import threading
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from PIL import Image, ImageFilter, ImageMath

from activities.reading.classify import language
from activities.reading.layout import Layout
from activities.reading.orientation import TESSDATA, upright
from activities.reading.types import Box, Page, Word, printed_text

# Skew below this is left alone: rotating costs more than it gains.
MIN_DESKEW_DEGREES = 0.4
# Median word height in pixels below which a page is read again enlarged, and the height it is enlarged to.
MIN_TEXT_HEIGHT = 24
TARGET_TEXT_HEIGHT = 34
MAX_UPSCALE = 2.5
# Automatic page layout. (A single uniform block, 6, keeps more isolated short cells but read table rows worse
# on the generated scans: line-item F1 74.5 % against 82.9 %.)
PAGE_SEGMENTATION = 3

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
    return ImageMath.lambda_eval(
        lambda a: a["convert"](a["page"] * 255 / (a["paper"] + 1), "L"),
        page=image.convert("F"),
        paper=paper.convert("F"),
    )


# Letters Lithuanian does not have, which OCR reads for ones it does.
_LITHUANIAN_MISREADS = str.maketrans({"é": "ė", "É": "Ė", "è": "ė"})


def fix_lithuanian_misreads(page: Page) -> Page:
    if page.source != "ocr":
        return page
    words = [replace(w, text=w.text.translate(_LITHUANIAN_MISREADS)) for w in page.words]
    return replace(page, words=words)


class TesseractEngine:
    """Tesseract through tesserocr; one API object per thread, created once and reused."""

    def __init__(
        self,
        tessdata: str = TESSDATA,
        lang: str = "lit+eng",
        deskew: bool = True,
        psm: int = PAGE_SEGMENTATION,
    ) -> None:
        # Debian's OpenMP build is five times slower on two cores unless limited before the library loads.
        os.environ.setdefault("OMP_THREAD_LIMIT", "1")
        import tesserocr

        self._tesserocr = tesserocr
        self._tessdata = tessdata
        self._lang = lang
        self._deskew = deskew
        self._psm = psm
        self._local = threading.local()

    def _api(self) -> Any:
        api = getattr(self._local, "api", None)
        if api is None:
            api = self._tesserocr.PyTessBaseAPI(path=self._tessdata, lang=self._lang, psm=self._psm)
            self._local.api = api
        return api

    def read(
        self,
        image: PngSource,
        page_number: int,
        width_pt: float,
        height_pt: float,
        picture: int | None = None,
    ) -> Page:
        original = Image.open(io.BytesIO(image())).convert("L")
        api = self._api()
        api.SetImage(flatten_background(original))
        api.Recognize()
        words = self._words(api)
        # A second reading when the first shows small print (enlarge it) or slanted rows (level them):
        # the layout rules need rows level, and Tesseract reads best at x-heights of 20+ pixels.
        height = statistics.median(w.y1 - w.y0 for w in words) if words else TARGET_TEXT_HEIGHT
        scale = min(MAX_UPSCALE, TARGET_TEXT_HEIGHT / height) if height < MIN_TEXT_HEIGHT else 1.0
        angle = self._skew_degrees(api, original.width) if self._deskew else 0.0
        if scale == 1.0 and abs(angle) < MIN_DESKEW_DEGREES:
            return to_page(words, original.size, page_number, width_pt, height_pt)
        redone = original
        if scale != 1.0:
            redone = redone.resize(
                (round(redone.width * scale), round(redone.height * scale)), Image.Resampling.BICUBIC
            )
        if abs(angle) >= MIN_DESKEW_DEGREES:
            redone = redone.rotate(angle, resample=Image.Resampling.BICUBIC, fillcolor=255)
        api.SetImage(flatten_background(redone))
        api.Recognize()
        return to_page(self._words(api), redone.size, page_number, width_pt, height_pt)

    def _skew_degrees(self, api: Any, width: int) -> float:
        """Median slant of the long text lines' baselines (positive = rising to the left)."""
        level = self._tesserocr.RIL.TEXTLINE
        angles = []
        for line in self._tesserocr.iterate_level(api.GetIterator(), level):
            baseline = line.Baseline(level)
            if baseline:
                (x1, y1), (x2, y2) = baseline
                if x2 - x1 > width * 0.08:
                    angles.append(math.degrees(math.atan2(y2 - y1, x2 - x1)))
        return statistics.median(angles) if angles else 0.0

    def _words(self, api: Any) -> list[PixelWord]:
        level = self._tesserocr.RIL.WORD
        words: list[PixelWord] = []
        iterator = api.GetIterator()
        for item in self._tesserocr.iterate_level(iterator, level):
            try:
                text = item.GetUTF8Text(level)
            except RuntimeError:
                # tesserocr raises "No text returned" instead of answering "" (a blank page).
                continue
            box = item.BoundingBox(level)
            if text and box:
                x0, y0, x1, y1 = box
                words.append(PixelWord(text.strip(), x0, y0, x1, y1, item.Confidence(level) / 100))
        return words


# Spaces are found in the printed line, not in the recogniser's character positions (which step in 8-pixel
# frames): a blank run of columns is a space when it is wider than this share of the line's ink height and
# this many times the line's median blank (the gaps between letters). In a monospace line (letters' centres a
# regular cell apart, at least this many) a space is a blank this many cells wide. Beside a digit or a narrow
# letter, which stands in a full cell with wide blanks around it, the recogniser's characters must also stand
# this many pitches apart. Measured on RapidOCR's reading of 49 text-layer pages rendered at 200 dpi (corpus
# PDFs, generated invoices and till receipts of another seed) against their words: word F1 0.64 -> 0.81 on
# proportional print, 0.72 -> 0.86 on the generated invoices, 0.81 -> 0.84 on monospace till print.
SPACE_HEIGHT_SHARE = 0.2
SPACE_LETTER_GAPS = 2.5
MONOSPACE_MIN_LETTERS = 4
MONOSPACE_SPACE_CELLS = 0.6
NARROW_SPACE_PITCHES = 1.4
_CELL_WIDE = set("0123456789.,:;'!|Iilj")


class RapidOcrEngine:
    """PP-OCR text lines through RapidOCR (its models ship inside the package; nothing is downloaded).

    Its recogniser often runs words together ("LOTP.T.33198,BATU4"); the characters' positions show where
    the spaces were. Full-width brackets and colons from its Chinese alphabet are folded to ASCII. It scales a
    page down to 2 000 pixels before reading, so a receipt scanned on A4 at 600 dpi is cut to its printed area
    first: its print stays large enough to see the spaces, and there is less page to read.
    """

    def __init__(self, threads: int = 1) -> None:
        from rapidocr_onnxruntime import RapidOCR

        self._ocr = RapidOCR(intra_op_num_threads=threads, inter_op_num_threads=threads)

    def read(
        self,
        image: PngSource,
        page_number: int,
        width_pt: float,
        height_pt: float,
        picture: int | None = None,
    ) -> Page:
        import numpy

        page = Image.open(io.BytesIO(image())).convert("RGB")
        left, top, right, bottom = printed_area(page)
        printed = page.crop((left, top, right, bottom))
        lines, _ = self._ocr(numpy.asarray(printed)[:, :, ::-1], return_word_box=True)  # BGR, as OpenCV reads
        gray = printed.convert("L")
        words = [
            replace(word, x0=word.x0 + left, y0=word.y0 + top, x1=word.x1 + left, y1=word.y1 + top)
            for quad, _text, _confidence, boxes, characters, confidences in lines or []
            for word in words_from_characters(characters, boxes, confidences, printed_spaces(gray, quad))
        ]
        return to_page(words, page.size, page_number, width_pt, height_pt)


# RapidOCR scales a larger page down to this many pixels on its longer side.
RAPID_MAX_SIDE = 2000


def printed_area(image: Image.Image, margin: int = 40) -> tuple[int, int, int, int]:
    """The box around everything printed on a large page, with a margin; a small page whole."""
    if max(image.size) <= RAPID_MAX_SIDE:
        return 0, 0, image.width, image.height
    step = 8
    small = image.convert("L").resize((image.width // step, image.height // step))
    found = flatten_background(small).point(lambda v: 255 if v < 128 else 0).getbbox()
    if found is None:
        return 0, 0, image.width, image.height
    x0, y0, x1, y1 = (v * step for v in found)
    return (
        max(0, x0 - margin),
        max(0, y0 - margin),
        min(image.width, x1 + margin),
        min(image.height, y1 + margin),
    )


def printed_spaces(gray: Image.Image, quad: Sequence[Sequence[float]]) -> list[float]:
    """Where the spaces are printed in one upright text line: the x of each space's middle.

    The line's quad (corners clockwise from top left, as RapidOCR gives them) is straightened to a strip, so a
    slightly slanted line on a photo still has clean blank columns between its words.
    """
    import cv2
    import numpy

    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = ((float(x), float(y)) for x, y in quad)
    length, height = round(math.dist((x0, y0), (x1, y1))), round(math.dist((x0, y0), (x3, y3)))
    if length < 4 or height < 4:
        return []
    # PIL's order: top left, bottom left, bottom right, top right
    quad_corners = (x0, y0, x3, y3, x2, y2, x1, y1)
    strip = numpy.asarray(
        gray.transform((length, height), Image.Transform.QUAD, quad_corners, Image.Resampling.BILINEAR)
    )
    _, ink = cv2.threshold(strip, 0, 1, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)  # OpenCV comes with RapidOCR
    rows = numpy.flatnonzero(ink.any(axis=1))
    if len(rows) == 0:
        return []
    columns = [int(c) for c in numpy.flatnonzero(ink.any(axis=0))]
    top, bottom = x1 - x0, x2 - x3
    return [
        (x0 + top * t + x3 + bottom * t) / 2
        for a, b in space_columns(columns, int(rows[-1] - rows[0] + 1))
        for t in [(a + b) / 2 / length]
    ]


def space_columns(inked: Sequence[int], ink_height: int) -> list[tuple[int, int]]:
    """The blank runs between the inked columns of a line that are spaces, not the gaps between letters.

    In a proportional font a space is much wider than the gaps between letters. In a monospace font (till
    print) a narrow letter ("1", ".", "l") stands in a cell as wide as any other, with wide blanks beside it,
    so there a space is a blank of most of a cell: the cell is the distance between neighbouring letters'
    centres, which is the same all along such a line.
    """
    blanks = [(a + 1, b) for a, b in itertools.pairwise(inked) if b - a > 1]
    if not blanks:
        return []
    letter_gap = statistics.median(b - a for a, b in blanks)
    wide = max(SPACE_HEIGHT_SHARE * ink_height, SPACE_LETTER_GAPS * letter_gap)
    starts = [inked[0], *(b for _, b in blanks)]
    ends = [*(a for a, _ in blanks), inked[-1] + 1]
    centres = [(start + end) / 2 for start, end in zip(starts, ends, strict=True)]
    steps = [
        b - a
        for (a, b), (gap_start, gap_end) in zip(itertools.pairwise(centres), blanks, strict=True)
        if gap_end - gap_start <= wide
    ]
    if len(steps) >= MONOSPACE_MIN_LETTERS:
        cell = statistics.median(steps)
        if sum(abs(step - cell) <= 0.1 * cell for step in steps) >= 0.8 * len(steps):
            wide = max(wide, MONOSPACE_SPACE_CELLS * cell)
    return [(a, b) for a, b in blanks if b - a > wide]


def words_from_characters(
    characters: Sequence[str],
    boxes: Sequence[Sequence[Sequence[float]]],
    confidences: Sequence[float],
    spaces: Sequence[float] = (),
) -> list[PixelWord]:
    """One recognised line (a box per character) cut into words at its spaces and at the printed ``spaces``.

    The recogniser often runs words together ("LOTP.T.33198,BATU4"), and its character boxes step in 8-pixel
    frames, too coarse to show a space; ``spaces`` (from ``printed_spaces``) are where the page has them.
    """
    centres = [sum(point[0] for point in box) / len(box) for box in boxes]
    steps = [
        b - a
        for (a, left), (b, right) in itertools.pairwise(zip(centres, characters, strict=True))
        if left.strip() and right.strip()
    ]
    pitch = statistics.median(steps) if steps else 0.0
    words: list[list[tuple[str, Sequence[Sequence[float]], float]]] = [[]]
    previous, before = -math.inf, ""
    for character, box, confidence, centre in zip(characters, boxes, confidences, centres, strict=True):
        # a digit or a narrow letter sits in a full cell (digits are tabular even in proportional fonts), so
        # the blank beside it is wide without being a space: "7.60", "81200", "STATIONERY" in till print
        narrow = before in _CELL_WIDE or character in _CELL_WIDE
        cut = any(
            previous < middle < centre and (not narrow or centre - previous > NARROW_SPACE_PITCHES * pitch)
            for middle in spaces
        )
        if not character.strip() or (words[-1] and cut):
            words.append([])
        if character.strip():
            words[-1].append((unicodedata.normalize("NFKC", character), box, confidence))
        previous, before = centre, character
    return [_word(chars) for chars in words if chars]


_AS_LETTER = {"0": ("O", "o"), "1": ("I", "l")}
_AS_DIGIT = {"O": "0", "o": "0", "I": "1", "l": "1"}


def unconfused(word: str) -> str:
    """Undo the recogniser's 0/O and 1/l/I swaps where the rest of the word says which was meant.

    "L0T", "Ja1an", "SECT1ON" are words; "4030o" is a number. Mixed codes ("T0280", "HMB0E10X") stay.
    """
    alnum = [c for c in word if c.isalnum()]
    letters = sum(c.isalpha() for c in alnum)
    chars = list(word)
    for i, c in enumerate(chars):
        before = chars[i - 1] if i else ""
        after = chars[i + 1] if i + 1 < len(chars) else ""
        if c in _AS_LETTER and letters >= 2 and 3 * letters >= 2 * len(alnum):
            if before.isalpha() and (after.isalpha() or (not after and word[:i].isalpha() and i >= 3)):
                upper, lower = _AS_LETTER[c]
                chars[i] = upper if before.isupper() else lower
        elif c in _AS_DIGIT and 3 * (len(alnum) - letters) >= 2 * len(alnum) and before.isdigit():
            chars[i] = _AS_DIGIT[c] if after.isdigit() or not after else c
    return "".join(chars)


def _word(chars: list[tuple[str, Sequence[Sequence[float]], float]]) -> PixelWord:
    xs = [point[0] for _, box, _ in chars for point in box]
    ys = [point[1] for _, box, _ in chars for point in box]
    text = unconfused("".join(c for c, _, _ in chars))
    return PixelWord(text, min(xs), min(ys), max(xs), max(ys), min(conf for _, _, conf in chars))


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


@dataclass(frozen=True)
class SuryaSettings:
    """Where Surya finds its weights; production mounts them read-only (dev-stack.md, OCR on GPU)."""

    model_cache_dir: str | None = None
    detector_checkpoint: str | None = None
    inference_backend: str | None = None  # "vllm" | "llamacpp" | None (in-process)
    inference_url: str | None = None

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> SuryaSettings:
        source = os.environ if env is None else env
        return cls(
            model_cache_dir=source.get("DOKSKENAS_SURYA_MODEL_CACHE_DIR"),
            detector_checkpoint=source.get("DOKSKENAS_SURYA_DETECTOR_CHECKPOINT"),
            inference_backend=source.get("DOKSKENAS_SURYA_INFERENCE_BACKEND"),
            inference_url=source.get("DOKSKENAS_SURYA_INFERENCE_URL"),
        )

    def surya_environment(self) -> dict[str, str]:
        """The variables surya's own settings read; offline so a missing model fails fast."""
        env = {"HF_HUB_OFFLINE": "1", "SURYA_INFERENCE_STARTUP_TIMEOUT": "60"}
        for key, value in (
            ("MODEL_CACHE_DIR", self.model_cache_dir),
            ("DETECTOR_MODEL_CHECKPOINT", self.detector_checkpoint),
            ("SURYA_INFERENCE_BACKEND", self.inference_backend),
            ("SURYA_INFERENCE_URL", self.inference_url),
        ):
            if value:
                env[key] = value
        return env


def split_line(text: str, bbox: tuple[float, ...], confidence: float) -> list[PixelWord]:
    """Surya reads lines; the rules want words. Share the line's width out by character count."""
    x0, y0, x1, y1 = bbox
    tokens = text.split()
    if not tokens:
        return []
    total_chars = sum(len(t) for t in tokens) + len(tokens) - 1
    step = (x1 - x0) / max(total_chars, 1)
    words, cursor = [], 0
    for token in tokens:
        start = x0 + cursor * step
        words.append(PixelWord(token, start, y0, start + len(token) * step, y1, confidence))
        cursor += len(token) + 1
    return words


class SuryaEngine:
    """Surya detection + recognition; loads its models once per process (GPU worker)."""

    def __init__(self, settings: SuryaSettings | None = None) -> None:
        os.environ.update((settings or SuryaSettings.from_env()).surya_environment())
        from surya.detection import DetectionPredictor
        from surya.foundation import FoundationPredictor
        from surya.recognition import RecognitionPredictor

        self._detection = DetectionPredictor()
        self._recognition = RecognitionPredictor(FoundationPredictor())

    def read(
        self,
        image: PngSource,
        page_number: int,
        width_pt: float,
        height_pt: float,
        picture: int | None = None,
    ) -> Page:
        page = Image.open(io.BytesIO(image())).convert("RGB")
        [result] = self._recognition([page], det_predictor=self._detection)
        words = [
            word
            for line in result.text_lines
            for word in split_line(line.text, tuple(line.bbox), float(line.confidence or 0.0))
        ]
        return to_page(words, page.size, page_number, width_pt, height_pt)
