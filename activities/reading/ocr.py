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
from collections.abc import Sequence
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


class OcrEngine(Protocol):
    def read(self, png: bytes, page_number: int, width_pt: float, height_pt: float) -> Page: ...


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

    def read(self, png: bytes, page_number: int, width_pt: float, height_pt: float) -> Page:
        original = Image.open(io.BytesIO(png)).convert("L")
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
        image = original
        if scale != 1.0:
            image = image.resize(
                (round(image.width * scale), round(image.height * scale)), Image.Resampling.BICUBIC
            )
        if abs(angle) >= MIN_DESKEW_DEGREES:
            image = image.rotate(angle, resample=Image.Resampling.BICUBIC, fillcolor=255)
        api.SetImage(flatten_background(image))
        api.Recognize()
        return to_page(self._words(api), image.size, page_number, width_pt, height_pt)

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


# Two characters are a word apart when their centres are further apart than their widths explain by this
# many times the line's median character pitch. Widths are relative: the wide and narrow letters of
# proportional fonts. (Tuned on the SROIE receipts' company and address words and on generated pages
# against their text layers: receipt word recall 0.76 -> 0.80, generated pages about level.)
SPACE_GAP = 0.5
_WIDE, _NARROW = set("mwMW@%"), set("iljI.,:;'!|()[]ft")
_NUMERIC = set("0123456789.,")


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

    def read(self, png: bytes, page_number: int, width_pt: float, height_pt: float) -> Page:
        import numpy

        image = Image.open(io.BytesIO(png)).convert("RGB")
        left, top, right, bottom = printed_area(image)
        printed = numpy.asarray(image.crop((left, top, right, bottom)))[:, :, ::-1]  # BGR, as OpenCV reads
        lines, _ = self._ocr(printed, return_word_box=True)
        words = [
            replace(word, x0=word.x0 + left, y0=word.y0 + top, x1=word.x1 + left, y1=word.y1 + top)
            for _quad, _text, _confidence, boxes, characters, confidences in lines or []
            for word in words_from_characters(characters, boxes, confidences)
        ]
        return to_page(words, image.size, page_number, width_pt, height_pt)


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


def words_from_characters(
    characters: Sequence[str], boxes: Sequence[Sequence[Sequence[float]]], confidences: Sequence[float]
) -> list[PixelWord]:
    """One recognised line (a box per character) cut into words at spaces and at gaps wider than a space."""
    chars = [
        (unicodedata.normalize("NFKC", c), box, conf)
        for c, box, conf in zip(characters, boxes, confidences, strict=True)
    ]
    centres = [sum(point[0] for point in box) / len(box) for _, box, _ in chars]
    printed = [i for i, (c, _, _) in enumerate(chars) if c.strip()]
    steps = [centres[b] - centres[a] for a, b in itertools.pairwise(printed) if b == a + 1]
    pitch = statistics.median(steps) if steps else 0.0
    # a monospace line (till print) has every letter the same width: "Total" must not split at its narrow "l"
    monospace = sum(0.8 * pitch <= step <= 1.25 * pitch for step in steps) >= 0.75 * len(steps)
    words: list[list[int]] = []
    previous: int | None = None
    for i in printed:
        apart = previous is None or i != previous + 1
        if not apart and previous is not None and pitch:
            left, right = chars[previous][0], chars[i][0]
            # a number cut in two ("13/01/20 18", "5 .30") costs more than two numbers run together
            gap = 2 * SPACE_GAP if left in _NUMERIC and right in _NUMERIC else SPACE_GAP
            widths = 1.0 if monospace else (_relative_width(left) + _relative_width(right)) / 2
            apart = centres[i] - centres[previous] > (widths + gap) * pitch
        if apart:
            words.append([])
        words[-1].append(i)
        previous = i
    return [_word([chars[i] for i in indexes]) for indexes in words]


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


def _relative_width(character: str) -> float:
    return 1.4 if character in _WIDE else 0.6 if character in _NARROW else 1.0


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
    """

    def __init__(self) -> None:
        self._tesseract = TesseractEngine()
        self._rapid = RapidOcrEngine()

    def read(self, png: bytes, page_number: int, width_pt: float, height_pt: float) -> Page:
        page = self._tesseract.read(png, page_number, width_pt, height_pt)
        turned = 0
        if looks_turned(page):
            image, turned = upright(flatten_background(Image.open(io.BytesIO(png)).convert("L")))
            if turned:
                png = _png(image)
                width_pt, height_pt = Page.upright_size(width_pt, height_pt, turned)
                page = self._tesseract.read(png, page_number, width_pt, height_pt)
        if not _lithuanian(page):
            other = self._rapid.read(png, page_number, width_pt, height_pt)
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

    def read(self, png: bytes, page_number: int, width_pt: float, height_pt: float) -> Page:
        image = Image.open(io.BytesIO(png)).convert("RGB")
        [result] = self._recognition([image], det_predictor=self._detection)
        words = [
            word
            for line in result.text_lines
            for word in split_line(line.text, tuple(line.bbox), float(line.confidence or 0.0))
        ]
        return to_page(words, image.size, page_number, width_pt, height_pt)
