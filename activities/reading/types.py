"""The reading engine's data: words with boxes in, extracted fields with evidence out."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from activities.reading.levelling import original_point

FieldValue = str | Decimal | date | bool | None

# Below this the review screen should draw the user's eye to the field.
LOW_CONFIDENCE = 0.6

DOCUMENT_TYPES = ("invoice", "credit_note", "receipt", "unsuitable")

# What backs a value (docs/architecture.md, "What backs a value"): the e-invoice's XML, a sum it takes part
# in that adds up, a checksum it passes (with its party's role read from a label), the reviewer; or less:
# a label and the value's type, the party's place on the page alone, nothing at all.
CONFIRMED = ("xml", "sum", "checksum", "user")
BACKINGS = (*CONFIRMED, "label", "position", "none")


@dataclass(frozen=True)
class Box:
    """A rectangle in PDF points, origin at the page's top-left corner; page is 0-based."""

    page: int
    x0: float
    y0: float
    x1: float
    y1: float

    def union(self, other: Box) -> Box:
        return Box(
            self.page,
            min(self.x0, other.x0),
            min(self.y0, other.y0),
            max(self.x1, other.x1),
            max(self.y1, other.y1),
        )

    @property
    def height(self) -> float:
        return self.y1 - self.y0

    @property
    def center_y(self) -> float:
        return (self.y0 + self.y1) / 2

    @property
    def center_x(self) -> float:
        return (self.x0 + self.x1) / 2

    def to_json(self) -> dict[str, float | int]:
        return {
            "page": self.page,
            "x0": round(self.x0, 2),
            "y0": round(self.y0, 2),
            "x1": round(self.x1, 2),
            "y1": round(self.y1, 2),
        }


# PDF fonts often map "-" to a soft or non-breaking hyphen, and fi/fl to ligatures: read them as printed.
_PRINTED_AS = str.maketrans(
    {
        "\u00ad": "-",
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2212": "-",
        "\ufb00": "ff",
        "\ufb01": "fi",
        "\ufb02": "fl",
        "\ufb03": "ffi",
        "\ufb04": "ffl",
    }
)


def printed_text(text: str) -> str:
    return text.translate(_PRINTED_AS)


@dataclass(frozen=True)
class Word:
    text: str
    box: Box
    # OCR's own certainty (0–1); text-layer words are certain.
    confidence: float = 1.0


@dataclass
class Page:
    number: int
    width: float
    height: float
    words: list[Word]
    source: str  # "text" | "ocr"
    # Degrees the page's image was turned counter-clockwise to read it (a sideways photo, an upside-down
    # scan): width, height and word boxes are the upright page's.
    turned: int = 0
    # Degrees OCR turned the image counter-clockwise, about its centre, to level a slanted scan's rows: the
    # word boxes are the levelled image's.
    levelled: float = 0.0
    # How much a row's slope grew per page width down the page before OCR levelled the image (a photo taken
    # from off-centre): see activities.reading.levelling.
    keystone: float = 0.0

    @staticmethod
    def upright_size(width: float, height: float, turned: int) -> tuple[float, float]:
        """The size of a page of ``width`` x ``height`` once turned by ``turned`` degrees."""
        return (height, width) if turned in (90, 270) else (width, height)

    @property
    def moved(self) -> bool:
        """OCR read the page turned or levelled: its boxes are not where the file shows them."""
        return bool(self.turned or self.levelled or self.keystone)

    def as_shown(self, box: Box) -> Box:
        """A box on the page as read (upright, levelled), placed where the preview shows the file's page."""
        return self.unturned(self.unlevelled(box))

    def unlevelled(self, box: Box) -> Box:
        """A box on the levelled page, placed on the page before OCR levelled it (a slanted scan's)."""
        if not self.levelled and not self.keystone:
            return box
        corners = [
            original_point(x, y, self.width, self.height, self.levelled, self.keystone)
            for x, y in ((box.x0, box.y0), (box.x1, box.y0), (box.x0, box.y1), (box.x1, box.y1))
        ]
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        return Box(box.page, min(xs), min(ys), max(xs), max(ys))

    def unturned(self, box: Box) -> Box:
        """A box on the upright page, placed on the page as the file shows it (for the preview)."""
        w, h = self.width, self.height
        corners = [(box.x0, box.y0), (box.x1, box.y1)]
        if self.turned == 90:
            corners = [(h - y, x) for x, y in corners]
        elif self.turned == 180:
            corners = [(w - x, h - y) for x, y in corners]
        elif self.turned == 270:
            corners = [(y, w - x) for x, y in corners]
        (ax, ay), (bx, by) = corners
        return Box(box.page, min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))


@dataclass
class Field:
    value: FieldValue
    confidence: float
    source: str  # "xml" | "llm" | "rules"
    box: Box | None = None
    backing: str = "none"  # one of BACKINGS

    @property
    def low_confidence(self) -> bool:
        return self.confidence < LOW_CONFIDENCE

    @property
    def review(self) -> bool:
        """Nothing but the reading's judgement stands behind the value: the reviewer should look."""
        return self.backing not in CONFIRMED

    def to_json(self) -> dict[str, object]:
        return {
            "value": json_value(self.value),
            "confidence": round(self.confidence, 3),
            "source": self.source,
            "box": self.box.to_json() if self.box else None,
            "low_confidence": self.low_confidence,
            "backing": self.backing,
            "review": self.review,
        }


@dataclass
class LineItem:
    fields: dict[str, Field]

    def value(self, name: str) -> FieldValue:
        found = self.fields.get(name)
        return found.value if found else None

    def to_json(self) -> dict[str, object]:
        return {name: f.to_json() for name, f in self.fields.items()}


@dataclass(frozen=True)
class VatRate:
    """One row of the VAT breakdown: taxable base and tax at one rate."""

    rate: Decimal
    base: Decimal | None
    vat: Decimal | None

    def to_json(self) -> dict[str, str | bool | None]:
        return {"rate": str(self.rate), "base": json_value(self.base), "vat": json_value(self.vat)}


@dataclass
class Extraction:
    document_type: str
    type_confidence: float
    unsuitable_reason: str | None
    fields: dict[str, Field]
    line_items: list[LineItem]
    pages: list[int]
    checks: dict[str, bool | None]
    glued_raw_text: str
    vat_breakdown: list[VatRate] = field(default_factory=list)
    # set when the file seemed to hold this many documents, more than one file may split into, and was
    # read as one instead
    documents_seen: int | None = None

    def value(self, name: str) -> FieldValue:
        found = self.fields.get(name)
        return found.value if found else None

    def to_json(self) -> dict[str, object]:
        return {
            "document_type": self.document_type,
            "type_confidence": round(self.type_confidence, 3),
            "unsuitable_reason": self.unsuitable_reason,
            "fields": {name: f.to_json() for name, f in self.fields.items()},
            "line_items": [item.to_json() for item in self.line_items],
            "vat_breakdown": [rate.to_json() for rate in self.vat_breakdown],
            "pages": list(self.pages),
            "checks": dict(self.checks),
            "glued_raw_text": self.glued_raw_text,
        }


def json_value(value: FieldValue) -> str | bool | None:
    """ISO dates, amounts as decimal strings (never floats), booleans and texts as they are."""
    if value is None or isinstance(value, bool | str):
        return value
    if isinstance(value, Decimal):
        return format(value, "f")
    return value.isoformat()
