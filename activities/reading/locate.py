"""Find where a value is printed, so values from the XML or the LLM get a box for the review screen too."""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

from activities.reading.layout import Layout
from activities.reading.normalize import find_dates
from activities.reading.rules.common import amount_finder
from activities.reading.types import Box, FieldValue


def _compact(text: str) -> str:
    return re.sub(r"[\s.\-/]", "", text).casefold()


def locate(layout: Layout, value: FieldValue) -> Box | None:
    if value is None or isinstance(value, bool):
        return None
    for line in reversed(layout.lines) if isinstance(value, Decimal) else layout.lines:
        for segment in line.segments:
            if isinstance(value, Decimal):
                for amount, start, end in amount_finder(segment.text):
                    if amount == value or amount == -value:
                        return segment.span_box(start, end)
            elif isinstance(value, date):
                for match in find_dates(segment.text):
                    if match.value == value:
                        return segment.span_box(match.start, match.end)
            else:
                wanted = _compact(value)
                if wanted and wanted in _compact(segment.text):
                    words = [w for w in segment.words if _compact(w.text) and _compact(w.text) in wanted]
                    box = words[0].box if words else segment.box
                    for word in words[1:]:
                        box = box.union(word.box)
                    return box
    return None
