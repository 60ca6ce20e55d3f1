"""RapidOCR (PP-OCR on ONNX Runtime): text lines cut into words where the printed line shows spaces."""

from __future__ import annotations

import io
import itertools
import math
import statistics
import unicodedata
from collections.abc import Sequence
from dataclasses import replace

from PIL import Image

from activities.reading.ocr import PixelWord, PngSource, flatten_background, to_page, without_rulings
from activities.reading.types import Page

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
        printed = without_rulings(flatten_background(printed.convert("L")), printed)
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
