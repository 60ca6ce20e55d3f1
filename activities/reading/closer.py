"""A closer look at the totals of a scanned document whose sums fail.

OCR reading a whole page misreads a total now and then: a digit taken for a sign ("& 802,39" for
"5 802,39"), a decimal comma lost ("125416" for "1 254,16"). The sums then flag a consistent document. The
line each total stands on is cut out of the page image, enlarged and read again as one line of figures; the
readings that make net + VAT = gross replace the first ones. A document whose printed totals disagree reads
the same the second time, so its flag stays.
"""

from __future__ import annotations

import io
import itertools
import re
from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal
from typing import Protocol

from PIL import Image

from activities.reading.normalize import find_amounts
from activities.reading.types import Box, Field, Page
from workflows.sums import close

TOTALS = ("amount_wo_vat", "vat_amount", "amount_with_vat")
# The cut reaches this many line heights left of the amount (a digit misread as a sign stands apart from
# the rest, "& 802,39") and right of it, and a quarter of a line above and below (more takes in a piece of
# the next line, and the line is then read as nothing).
REACH_LEFT = 3.0
REACH_RIGHT = 1.0
REACH_UP = 0.25
# Figures are read best this many pixels tall: the cut is enlarged to it, at most MAX_ENLARGE times.
TARGET_HEIGHT_PX = 40
MAX_ENLARGE = 4.0


class LineReader(Protocol):
    def read_line(self, image: Image.Image) -> str:
        """The text of one printed line of figures."""
        ...


PageImage = Callable[[int], bytes]  # a page's number → the page as PNG


def closer_totals(
    fields: dict[str, Field], pages: list[Page], page_image: PageImage, reader: LineReader
) -> dict[str, Field]:
    """``fields`` with the totals read again where that makes net + VAT = gross and the first reading
    did not; the fields unchanged otherwise."""
    totals = [fields.get(name) for name in TOTALS]
    if not all(found is not None and isinstance(found.value, Decimal) for found in totals):
        return fields
    net, vat, gross = (found.value for found in totals if found is not None)
    assert isinstance(net, Decimal) and isinstance(vat, Decimal) and isinstance(gross, Decimal)
    if close(net + vat, gross):
        return fields
    scanned = {page.number: page for page in pages if page.source == "ocr" and not page.turned}
    images: dict[int, Image.Image] = {}
    first = (net, vat, gross)
    options: list[list[Decimal]] = []
    for name in TOTALS:
        found = fields[name]
        assert isinstance(found.value, Decimal)
        read_again: list[Decimal] = []
        if found.box is not None and found.box.page in scanned:
            page = scanned[found.box.page]
            if page.number not in images:
                images[page.number] = _as_read(page, page_image(page.number))
            read_again = _amounts(reader.read_line(_cut(images[page.number], page, found.box)), found.value)
        options.append([found.value, *(value for value in read_again if value != found.value)])
    agreeing = [
        choice
        for choice in itertools.product(*options)
        if close(choice[0] + choice[1], choice[2]) and choice != first
    ]
    if not agreeing:
        return fields
    # the reading that keeps most of the first one's values
    best = min(agreeing, key=lambda choice: sum(a != b for a, b in zip(choice, first, strict=True)))
    return {
        **fields,
        **{
            name: replace(fields[name], value=value)
            for name, value in zip(TOTALS, best, strict=True)
            if value != fields[name].value
        },
    }


def _as_read(page: Page, png: bytes) -> Image.Image:
    """The page's image as OCR read it: levelled as it was, so that the word boxes fit it."""
    image = Image.open(io.BytesIO(png)).convert("L")
    if page.levelled:
        image = image.rotate(page.levelled, resample=Image.Resampling.BICUBIC, fillcolor=255)
    return image


def _cut(image: Image.Image, page: Page, box: Box) -> Image.Image:
    """The amount's line around ``box`` (in points), enlarged for reading."""
    sx, sy = image.width / page.width, image.height / page.height
    height = box.y1 - box.y0
    cut = image.crop(
        (
            max(0, round((box.x0 - REACH_LEFT * height) * sx)),
            max(0, round((box.y0 - REACH_UP * height) * sy)),
            min(image.width, round((box.x1 + REACH_RIGHT * height) * sx)),
            min(image.height, round((box.y1 + REACH_UP * height) * sy)),
        )
    )
    scale = min(MAX_ENLARGE, max(1.0, TARGET_HEIGHT_PX / max(1.0, height * sy)))
    return cut.resize((round(cut.width * scale), round(cut.height * scale)), Image.Resampling.BICUBIC)


def _amounts(text: str, first: Decimal) -> list[Decimal]:
    """The amounts on the line read again, signed as the first reading was (a credit note's minus is often
    printed apart from its figures)."""
    # "4.475, 70": a space read after the separator
    found = [abs(value) for value, _, _ in find_amounts(re.sub(r"(?<=\d[.,])\s+(?=\d)", "", text))]
    return [-value if first < 0 else value for value in found]
