"""What every OCR engine shares: page image in, words with boxes in PDF points out.

The engines, one a module: ``ocr_tesseract`` (Tesseract, ``lit+eng``), ``ocr_rapid`` (RapidOCR: PP-OCR
models on ONNX Runtime, for till rolls and dot-matrix print, no Lithuanian letters), ``ocr_cpu`` (the CPU
worker's choice between the two, and turned pages) and ``ocr_surya`` (Surya, GPU image only: it imports
torch, so nothing imports it but the GPU worker).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Protocol

from PIL import Image, ImageFilter, ImageMath

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


# Letters Lithuanian does not have, which OCR reads for ones it does.
_LITHUANIAN_MISREADS = str.maketrans({"é": "ė", "É": "Ė", "è": "ė"})


def fix_lithuanian_misreads(page: Page) -> Page:
    if page.source != "ocr":
        return page
    words = [replace(w, text=w.text.translate(_LITHUANIAN_MISREADS)) for w in page.words]
    return replace(page, words=words)


# The low opening quote („UAB „Kava“", German „…“) is read as two commas; "IĮ" (a sole proprietorship)
# loses its ogonek before the quoted name. Neither misreading is a word in any language.
_SPLIT_QUOTE = re.compile(r"^,,(?=\w)")


def fix_quote_misreads(page: Page) -> Page:
    if page.source != "ocr":
        return page
    words = [replace(w, text=_SPLIT_QUOTE.sub("„", w.text)) for w in page.words]
    for index, (word, following) in enumerate(itertools.pairwise(list(words))):
        if word.text == "II" and following.text.startswith("„") and _same_line(word, following):
            words[index] = replace(word, text="IĮ")
    return replace(page, words=words)


def _same_line(a: Word, b: Word) -> bool:
    return abs(a.box.center_y - b.box.center_y) < max(a.box.height, b.box.height) / 2 and b.box.x0 > a.box.x0
