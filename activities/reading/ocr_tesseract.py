"""Tesseract through tesserocr: flattened background, a second reading enlarged or levelled when needed."""

from __future__ import annotations

import functools
import io
import math
import os
import statistics
import threading
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from PIL import Image

from activities.reading.levelling import confirmed, levelled_image, slope_trend
from activities.reading.ocr import (
    PixelWord,
    PngSource,
    flatten_background,
    ruling_mask,
    to_page,
    unread_ink,
    without_rulings,
)
from activities.reading.orientation import TESSDATA
from activities.reading.types import Page

# Skew below this is left alone: rotating costs more than it gains.
MIN_DESKEW_DEGREES = 0.4
# Median word height in pixels below which a page is read again enlarged, and the height it is enlarged to.
MIN_TEXT_HEIGHT = 24
TARGET_TEXT_HEIGHT = 34
MAX_UPSCALE = 2.5
# Automatic page layout. (A single uniform block, 6, keeps more isolated short cells but read table rows worse
# on the generated scans: line-item F1 74.5 % against 82.9 %.)
PAGE_SEGMENTATION = 3
SINGLE_LINE = 7
# A word read from ink the page's reading left out counts from this confidence (a logo's shapes read as
# letters come lower).
UNREAD_CONFIDENCE = 0.6
FIGURES = "0123456789.,-− "


@functools.cache
def installed_languages(tessdata: str = TESSDATA) -> tuple[str, ...]:
    """The language models in ``tessdata`` (none where Tesseract is not installed)."""
    if not os.path.isdir(tessdata):
        return ()
    return tuple(
        sorted(
            name.removesuffix(".traineddata")
            for name in os.listdir(tessdata)
            if name.endswith(".traineddata")
        )
    )


class _PerThreadApi:
    """A tesserocr API object per thread, created on first use and reused (creating one loads the model)."""

    def __init__(self, tessdata: str, lang: str, psm: int, variables: dict[str, str] | None = None) -> None:
        # Debian's OpenMP build is five times slower on two cores unless limited before the library loads.
        os.environ.setdefault("OMP_THREAD_LIMIT", "1")
        import tesserocr

        self.tesserocr = tesserocr
        self._settings = (tessdata, lang, psm)
        self._variables = variables or {}
        self._local = threading.local()

    def get(self) -> Any:
        api = getattr(self._local, "api", None)
        if api is None:
            tessdata, lang, psm = self._settings
            api = self.tesserocr.PyTessBaseAPI(path=tessdata, lang=lang, psm=psm)
            for name, value in self._variables.items():
                api.SetVariable(name, value)
            self._local.api = api
        return api


class TesseractEngine:
    """Tesseract through tesserocr; one API object per thread, created once and reused."""

    def __init__(
        self,
        tessdata: str = TESSDATA,
        lang: str = "lit+eng",
        deskew: bool = True,
        psm: int = PAGE_SEGMENTATION,
    ) -> None:
        self._apis = _PerThreadApi(tessdata, lang, psm)
        self._pieces = _PerThreadApi(tessdata, lang, SINGLE_LINE)
        self._tesserocr = self._apis.tesserocr
        self._deskew = deskew

    def _api(self) -> Any:
        return self._apis.get()

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
        flat = flatten_background(original)
        api.SetImage(flat)
        api.Recognize()
        words = self._words(api)
        # A second reading when the first shows small print (enlarge it), slanted rows (level them) or a
        # ruled table (paint its rulings out): the layout rules need rows level, Tesseract reads best at
        # x-heights of 20+ pixels, and reads a ruling as a letter. The first reading, rulings and all, is
        # the one that measures the page (its slant, its print's size).
        height = statistics.median(w.y1 - w.y0 for w in words) if words else TARGET_TEXT_HEIGHT
        scale = min(MAX_UPSCALE, TARGET_TEXT_HEIGHT / height) if height < MIN_TEXT_HEIGHT else 1.0
        angle, keystone = self._slant(api, original.size) if self._deskew else (0.0, 0.0)
        if abs(angle) < MIN_DESKEW_DEGREES and not keystone:
            angle = 0.0
        ruled = bool(ruling_mask(flat).any())
        if scale == 1.0 and not angle and not keystone and not ruled:
            words += self._unread(flat, words)
            return to_page(words, original.size, page_number, width_pt, height_pt)
        redone = original
        if scale != 1.0:
            redone = redone.resize(
                (round(redone.width * scale), round(redone.height * scale)), Image.Resampling.BICUBIC
            )
        if angle or keystone:
            redone = levelled_image(redone, angle, keystone)
        flat = flatten_background(redone)
        read = without_rulings(flat) if ruled else flat
        api.SetImage(read)
        api.Recognize()
        words = self._words(api)
        words += self._unread(read, words)
        page = to_page(words, redone.size, page_number, width_pt, height_pt)
        return replace(page, levelled=angle, keystone=keystone)

    def _unread(self, image: Image.Image, words: list[PixelWord]) -> list[PixelWord]:
        """The words of the ink the page's reading left out (`unread_ink`), each piece read as one line."""
        api = self._pieces.get()
        found: list[PixelWord] = []
        for x0, y0, x1, y1 in unread_ink(image, words):
            margin = max(4, (y1 - y0) // 3)
            left, top = max(0, x0 - margin), max(0, y0 - margin)
            api.SetImage(
                image.crop((left, top, min(image.width, x1 + margin), min(image.height, y1 + margin)))
            )
            api.Recognize()
            for word in self._words(api):
                if word.confidence >= UNREAD_CONFIDENCE and any(c.isalnum() for c in word.text):
                    found.append(
                        replace(
                            word, x0=word.x0 + left, y0=word.y0 + top, x1=word.x1 + left, y1=word.y1 + top
                        )
                    )
        return found

    def _slant(self, api: Any, size: tuple[int, int]) -> tuple[float, float]:
        """The page's slant as (angle, keystone) for `levelled_image`, from the baselines of its long text
        lines that their own words confirm: the median angle when the rows slant alike (a scan fed in
        askew), else the trend of their slopes down the page (a photo taken from off-centre). Tesseract
        gives some lines of a slanted photo's ruled table a level baseline while their words climb."""
        width, height = size
        slopes: list[float] = []
        rows: list[tuple[float, float, float]] = []  # (height at the page's centre, slope, length)
        for ((x1, y1), (x2, y2)), centres in self._text_lines(api):
            if x2 - x1 <= width * 0.08:
                continue
            slope = (y2 - y1) / (x2 - x1)
            slopes.append(slope)
            if confirmed(slope, centres):
                u, v = ((x1 + x2) / 2 - width / 2) / width, ((y1 + y2) / 2 - height / 2) / width
                rows.append((v - slope * u, slope, (x2 - x1) / width))
        if not slopes:
            return 0.0, 0.0
        median = statistics.median([slope for _, slope, _ in rows] or slopes)
        trend = slope_trend(rows)
        slope, keystone = trend if trend is not None else (median, 0.0)
        return math.degrees(math.atan(slope)), keystone

    def _text_lines(self, api: Any) -> Iterator[tuple[Any, list[tuple[float, float]]]]:
        """Each text line's baseline with the centres of its words."""
        word, line = self._tesserocr.RIL.WORD, self._tesserocr.RIL.TEXTLINE
        baseline: Any = None
        centres: list[tuple[float, float]] = []
        for item in self._tesserocr.iterate_level(api.GetIterator(), word):
            if item.IsAtBeginningOf(line):
                if baseline:
                    yield baseline, centres
                baseline, centres = item.Baseline(line), []
            box = item.BoundingBox(word)
            if box:
                x0, y0, x1, y1 = box
                centres.append(((x0 + x1) / 2, (y0 + y1) / 2))
        if baseline:
            yield baseline, centres

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


class TesseractLineReader:
    """One printed line of figures read again (closer.py): Tesseract's single-line mode, its letters
    limited to digits, separators and signs, one API object per thread."""

    def __init__(self, tessdata: str = TESSDATA) -> None:
        self._apis = _PerThreadApi(tessdata, "eng", SINGLE_LINE, {"tessedit_char_whitelist": FIGURES})

    def read_line(self, image: Image.Image) -> str:
        api = self._apis.get()
        api.SetImage(flatten_background(image))
        text: str = api.GetUTF8Text()
        return text.strip()
