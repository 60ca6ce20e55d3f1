"""What every rule shares: candidates with evidence, and finding the value that belongs to a label."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from activities.reading.layout import Hit, Layout, Line, Segment
from activities.reading.normalize import find_amounts, find_dates
from activities.reading.types import Box, Field, FieldValue

# A finder returns (value, start, end) for each value it recognises in a text.
Finder = Callable[[str], Sequence[tuple[FieldValue, int, int]]]

# "Mokėtojas: UAB …", "Jurid. adrese: Laisvės al. 72-1": up to three words of letters before a colon
_KEY_PREFIX = re.compile(r"(?:[^\W\d_][^\W\d]*\.?\s?){1,3}:\s+(?=\S)")
# "Adr. Žalgirio g. 42A": an abbreviated word of three letters or more opening an address is its key (an
# address opens with a name, a number or an initial: "J. Basanavičiaus g.", "Šv. Ignoto g."), but for a
# street's own word ("Avda. de Europa", "Bulv. …", "Str. Zizinului", "Șos. Pantelimon", "Blvd. …")
_ABBREVIATED_KEY = re.compile(
    r"(?!(?i:avda|avd|bulv|prosp|trav|pza|str|sos|șos|blvd|ave|ctra)\.)[^\W\d_]{3,6}\.\s+(?=\S)"
)

# How much a value's position relative to its label says about it.
SAME_SEGMENT = 0.9
NEXT_SEGMENT = 0.85
BELOW = 0.75


@dataclass
class Candidates:
    """Proposed values per field, best first after ``ranked``."""

    by_field: dict[str, list[Field]]

    @classmethod
    def empty(cls) -> Candidates:
        return cls(defaultdict(list))

    def add(
        self, name: str, value: FieldValue, confidence: float, box: Box | None, backing: str = "label"
    ) -> None:
        """``backing``: the rules find values by their label and type, or a party's by its place alone."""
        if value is None or value == "":
            return
        if isinstance(value, str) and name.endswith("_name"):
            value = without_key(value)
        elif isinstance(value, str) and name.endswith("_address"):
            value = address_text(value)
        self.by_field[name].append(Field(value, confidence, "rules", box, backing))

    def extend(self, other: Candidates) -> None:
        for name, fields in other.by_field.items():
            self.by_field[name].extend(fields)

    def best(self, name: str) -> Field | None:
        ranked = self.ranked(name)
        return ranked[0] if ranked else None

    def ranked(self, name: str) -> list[Field]:
        return sorted(self.by_field.get(name, []), key=lambda f: -f.confidence)


def without_key(text: str, *, address: bool = False) -> str:
    """A party's name or address without the key printed before it on the same line."""
    match = _KEY_PREFIX.match(text) or (_ABBREVIATED_KEY.match(text) if address else None)
    return text[match.end() :] if match else text


def with_translation(hit: Hit, pattern: re.Pattern[str]) -> Hit:
    """ "Seller / Pardavėjas", "nr / No.": a label in two languages is one label, its value after both."""
    translated = re.match(r"\s*[/|]\s*", hit.segment.folded[hit.end :])
    again = pattern.match(hit.segment.folded, hit.end + translated.end()) if translated else None
    return Hit(hit.line, hit.segment, hit.start, again.end()) if again else hit


# A till roll's ruled line ("----------", "=========="), which parts its sections
RULE_LINE = re.compile(r"[-=*_.\s]{8,}")


# A gap wider than this many line heights before a cell of words parts two columns of text
_COLUMN_GAP = 4


def opens_another_column(previous: Segment, segment: Segment, line: Line) -> bool:
    """ "… art. 42 ustawy o VAT | Wartość netto | 19 226,22": the cell after a wide gap starts a label of
    its own; the text left of it is a remark's column."""
    # words, a rate among them ("VAT 25,5 %"), but no amount ("EUR 1 595,77", "Rs 1939")
    unrated = re.sub(r"\d+(?:[.,]\d+)?\s?%", "", segment.text)
    words = segment.folded[:1].isalpha() and not re.search(r"\d", unrated)
    return words and segment.box.x0 - previous.box.x1 > _COLUMN_GAP * line.height


# "Via Emilia Est, 281 – 42013 Casalgrande (RE)": a letterhead's dashes and dots part an address's pieces
PIECE_SEPARATOR = re.compile(r"\s+[–—|·•]\s+")


def address_text(text: str) -> str:
    """An address as the field holds it: no key before it, its pieces parted by commas, a postcode as its
    country writes it."""
    return _COUNTRY_LETTERS.sub("", PIECE_SEPARATOR.sub(", ", without_key(text, address=True)))


# "D-70565 Stuttgart", "FI-33100 Tampere", "CH-9000 St. Gallen": a country's letters before a postcode that
# has none of its own ("LT-01103", "LV-1010", Luxembourg's "L-1855" are postcodes as their posts write them)
_COUNTRY_LETTERS = re.compile(r"(?<![\w-])(?!LT-|LV-|L-)[A-Z]{1,2}-(?=\d{4,5}\b)")


def date_finder(text: str) -> list[tuple[date, int, int]]:
    return [(m.value, m.start, m.end) for m in find_dates(text)]


def amount_finder(text: str) -> list[tuple[Decimal, int, int]]:
    """Amounts outside dates and percentages."""
    blocked = [(m.start, m.end) for m in find_dates(text)]
    blocked += [m.span() for m in re.finditer(r"\d+(?:[.,]\d+)?\s?%", text)]
    return [
        (value, start, end)
        for value, start, end in find_amounts(text)
        if not any(start < e and s < end for s, e in blocked)
    ]


@dataclass(frozen=True)
class Found:
    value: FieldValue
    box: Box
    confidence: float
    segment: Segment
    start: int
    end: int


def _found(segment: Segment, value: FieldValue, start: int, end: int, position: float) -> Found:
    return Found(
        value,
        segment.span_box(start, end),
        position * segment.span_confidence(start, end),
        segment,
        start,
        end,
    )


def value_after(
    layout: Layout, hit: Hit, finder: Finder, *, below: bool = True, max_segments: int = 2
) -> Found | None:
    """The value printed after a label: in its segment, in the next segments of its line, or under it."""
    for value, start, end in finder(hit.segment.text):
        if start >= hit.end:
            return _found(hit.segment, value, start, end, SAME_SEGMENT)
    following = [s for s in hit.line.segments if s.box.x0 > hit.segment.box.x1]
    for segment in following[:max_segments]:
        found = finder(segment.text)
        if found:
            return _found(segment, *found[0], NEXT_SEGMENT)
    if below:
        label_box = hit.box
        # a caption that ends with the label ("Fizetési határidő / Due date") heads its value as a whole
        caption = not hit.segment.text[hit.end :].strip(" :.")
        x0 = hit.segment.box.x0 if caption else label_box.x0
        for _, segment in layout.below(hit.line, x0 - 4, max(label_box.x1, hit.segment.box.x1) + 4):
            found = finder(segment.text)
            if found:
                return _found(segment, *found[0], BELOW)
    return None


def labelled_values(
    layout: Layout, pattern: re.Pattern[str], finder: Finder, lines: Iterable[Line] | None = None
) -> list[Found]:
    """Every value found after a label matching the pattern."""
    results = []
    for hit in layout.find(pattern, lines):
        found = value_after(layout, hit, finder)
        if found:
            results.append(found)
    return results


def text_after(hit: Hit) -> tuple[Segment, int, int] | None:
    """Free text after a label: the rest of its segment, else the next segment of its line."""
    rest = hit.segment.text[hit.end :]
    stripped = rest.lstrip(" :.-–#")
    if stripped.strip():
        start = len(hit.segment.text) - len(stripped)
        return hit.segment, start, len(hit.segment.text)
    following = [s for s in hit.line.segments if s.box.x0 > hit.segment.box.x1]
    if following:
        return following[0], 0, len(following[0].text)
    return None


def digits_within(number: Decimal, text: str) -> bool:
    """The number's digits, in order, among the text's: what OCR read holds it, with digits or signs
    between ("2257" for 22,7; "63660" for -636,60)."""
    read = iter(re.sub(r"\D", "", text))
    return all(digit in read for digit in re.sub(r"\D", "", format(number, "f")))
