"""Header key–value pairs by geometry and the type of the value, whatever words the key is made of.

A value (a date, an amount, a code: whatever the finder recognises) is keyed by the text printed before it
in its segment ("Płatne do: 2026-05-19"), by the segment left of it in its line ("Tasuda | 12.05.2026"), or
by the segment right above it, left- or right-aligned with it (a label over its value, a box); a key beside
or over a value keys a cell holding that value alone. The key is
what a reader would call a label: a few words, letters, no value of the same type.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from activities.reading.layout import Layout, Line, Segment
from activities.reading.rules.common import Finder
from activities.reading.types import Box, FieldValue

_MAX_KEY_WORDS = 5
_KEY_PUNCT = " :.#-–"


@dataclass(frozen=True)
class KeyedValue:
    key: str  # folded, without its trailing colon
    value: FieldValue
    box: Box
    confidence: float
    line: Line


def keyed_values(
    layout: Layout, finder: Finder, skip_lines: set[int] | frozenset[int] = frozenset()
) -> list[KeyedValue]:
    """Every value the finder recognises that has a key, in reading order."""
    pairs = []
    for line in layout.lines:
        if line.index in skip_lines:
            continue
        for position, segment in enumerate(line.segments):
            for value, start, end in finder(segment.text):
                key = _key_before(segment, start, finder)
                if key is None and _alone(segment, start, end):
                    key = _key_left(line, position, finder) or _key_above(layout, line, segment, finder)
                if key:
                    confidence = segment.span_confidence(start, end)
                    pairs.append(KeyedValue(key, value, segment.span_box(start, end), confidence, line))
    return pairs


def _alone(segment: Segment, start: int, end: int) -> bool:
    """A key beside or over a value keys a cell holding the value alone, not a sentence mentioning it."""
    return not (segment.text[:start] + segment.text[end:]).strip(_KEY_PUNCT + ",;()")


def _as_key(folded: str, finder: Finder) -> str | None:
    key = folded.strip(_KEY_PUNCT)
    words = key.split()
    if not words or len(words) > _MAX_KEY_WORDS or finder(key) or not re.search(r"[a-z]{2}", key):
        return None
    return key


def _key_before(segment: Segment, start: int, finder: Finder) -> str | None:
    return _as_key(segment.folded[:start], finder) if start else None


def _key_left(line: Line, position: int, finder: Finder) -> str | None:
    return _as_key(line.segments[position - 1].folded, finder) if position else None


def _key_above(layout: Layout, line: Line, segment: Segment, finder: Finder) -> str | None:
    """The segment over the value, the line right above, with the value's left or right edge."""
    if not line.index:
        return None
    above = layout.lines[line.index - 1]
    if above.page != line.page or line.box.y0 - above.box.y1 > 1.5 * line.height:
        return None
    tolerance = line.height
    for candidate in above.segments:
        left = abs(candidate.box.x0 - segment.box.x0) <= tolerance
        right = abs(candidate.box.x1 - segment.box.x1) <= tolerance
        if left or right:
            return _as_key(candidate.folded, finder)
    return None
