"""A closer look at a scanned document's figures where its arithmetic fails.

OCR reading a whole page misreads a figure now and then: a digit taken for a sign ("& 802,39" for
"5 802,39"), a decimal comma lost ("125416" for "1 254,16"), a digit for another ("1,15" for "1,75"). The
sums then flag a consistent document. The line a figure stands on is cut out of the page image, enlarged
and read again as one line of figures; readings that make the arithmetic hold (net + VAT = gross, a line's
quantity × price = its net, the lines' nets = the document's net) replace the first ones. A document whose
printed figures disagree reads the same the second time, so its flag stays.
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

from activities.reading.levelling import levelled_image
from activities.reading.normalize import find_amounts
from activities.reading.rules.lines import DERIVED_CONFIDENCE, quantity_from
from activities.reading.types import Box, Field, FieldValue, LineItem, Page
from workflows.sums import close, lines_match, sum_flags

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
# Lines read again at most, on a document whose lines' nets miss its net (each costs a Tesseract call).
MAX_LINES = 60


class CloserLook:
    """The values of one document's scanned pages read again, closer, where their arithmetic fails."""

    def __init__(self, pages: list[Page], page_image: PageImage, reader: LineReader) -> None:
        self._scanned = {page.number: page for page in pages if page.source == "ocr" and not page.turned}
        self._page_image = page_image
        self._reader = reader
        self._images: dict[int, Image.Image] = {}

    def totals(self, fields: dict[str, Field]) -> dict[str, Field]:
        """``fields`` with the totals read again where that makes net + VAT = gross and the first reading
        did not; the fields unchanged otherwise."""
        values = [found.value for name in TOTALS if (found := fields.get(name)) is not None]
        first = tuple(value for value in values if isinstance(value, Decimal))
        if len(first) < len(TOTALS) or close(first[0] + first[1], first[2]):
            return fields
        options = [
            [value, *self._read_again(fields[name])] for name, value in zip(TOTALS, first, strict=True)
        ]
        agreeing = [
            choice
            for choice in itertools.product(*options)
            if close(choice[0] + choice[1], choice[2]) and choice != first
        ]
        if not agreeing:
            return fields
        # the reading that keeps most of the first one's values
        best = min(agreeing, key=lambda choice: sum(a != b for a, b in zip(choice, first, strict=True)))
        return {**fields, **_changed(fields, dict(zip(TOTALS, best, strict=True)))}

    def lines(self, fields: dict[str, Field], items: list[LineItem]) -> list[LineItem]:
        """A line whose figures disagree (quantity × price = net, net + VAT = gross, net at its rate = VAT)
        has its price, net, quantity, VAT and gross read again, one at a time, until a reading makes them
        agree; lines whose nets miss the document's net have each net read again (where exactly one reading
        makes them add up, it replaces the first)."""
        items = [self._multiplying_out(item) for item in items]
        return self._adding_up(fields, items)

    def _multiplying_out(self, item: LineItem) -> LineItem:
        if lines_match([_values(item.fields)]) is not False:
            return item
        for name in ("price", "subtotal", "quantity", "vat", "total"):
            if name not in item.fields:
                continue
            for value in self._read_again(item.fields[name]):
                mended = {**item.fields, **_changed(item.fields, {name: value})}
                if lines_match([_values(mended)]):
                    return LineItem(mended)
        return item

    def _adding_up(self, fields: dict[str, Field], items: list[LineItem]) -> list[LineItem]:
        document = _values(fields)

        def adds_up(lines: list[LineItem]) -> bool | None:
            return sum_flags(document, [_values(i.fields) for i in lines])["val_subtotal_match"]

        if adds_up(items) is not False or len(items) > MAX_LINES:
            return items
        # each line's net read again; a line's reading counts where the line then multiplies out
        read: dict[int, list[LineItem]] = {}
        for index, item in enumerate(items):
            for value in self._read_again(item.fields["subtotal"]):
                line = _quantity_for(LineItem({**item.fields, **_changed(item.fields, {"subtotal": value})}))
                if lines_match([_values(line.fields)]) is not False:
                    read.setdefault(index, []).append(line)
        singles = [
            lines
            for index, lines_read in read.items()
            for line in lines_read
            if adds_up(lines := [*items[:index], line, *items[index + 1 :]])
        ]
        if len(singles) == 1:
            return singles[0]
        # two lines misread or more: every line read again the same way at its second reading
        every = [
            read[index][0] if len(read.get(index, [])) == 1 else item for index, item in enumerate(items)
        ]
        return every if len(singles) == 0 and adds_up(every) else items

    def _read_again(self, found: Field) -> list[Decimal]:
        """The amounts read again on the line of ``found``'s box, other than its value."""
        box, value = found.box, found.value
        if box is None or box.page not in self._scanned or not isinstance(value, Decimal):
            return []
        page = self._scanned[box.page]
        if page.number not in self._images:
            self._images[page.number] = _as_read(page, self._page_image(page.number))
        text = self._reader.read_line(_cut(self._images[page.number], page, box))
        return [amount for amount in _amounts(text, value) if amount != value]


def _values(fields: dict[str, Field]) -> dict[str, object]:
    return {name: found.value for name, found in fields.items()}


def _changed(fields: dict[str, Field], values: dict[str, FieldValue]) -> dict[str, Field]:
    return {
        name: replace(fields[name], value=value)
        for name, value in values.items()
        if value != fields[name].value
    }


def _quantity_for(line: LineItem) -> LineItem:
    """A quantity the rules derived from a misread net follows the net read again; one read as printed
    stays, and the line must then multiply out with the new net."""
    quantity, price, net = (line.fields.get(name) for name in ("quantity", "price", "subtotal"))
    if quantity is None or quantity.confidence != DERIVED_CONFIDENCE or price is None or net is None:
        return line
    if not (isinstance(price.value, Decimal) and isinstance(net.value, Decimal) and price.value):
        return line
    derived = quantity_from(net.value, price.value, "")
    fields = {name: f for name, f in line.fields.items() if name != "quantity"}
    if derived is not None:
        fields["quantity"] = replace(quantity, value=derived)
    return LineItem(fields)


def _as_read(page: Page, png: bytes) -> Image.Image:
    """The page's image as OCR read it: levelled as it was, so that the word boxes fit it."""
    image = Image.open(io.BytesIO(png)).convert("L")
    if page.levelled or page.keystone:
        image = levelled_image(image, page.levelled, page.keystone)
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
