"""Words → lines → segments, and searches over them that keep every value's box.

A *line* is words sharing a baseline across the whole page width; a *segment* is a run of words in a line
separated by ordinary spaces. Columns (seller | buyer, label | value, table cells) fall into separate
segments because their gaps are wider than a space.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from statistics import median

from activities.reading.normalize import UNDECOMPOSED
from activities.reading.types import Box, Page, Word

# A gap wider than this many word heights separates two segments.
SEGMENT_GAP = 0.85
# OCR's word boxes hold the ink alone (an x-height for "uogos"), and a small scan's spaces come out wider:
# its words stand 0.9-1.4 such heights apart inside a name or an address, columns 3 or more.
OCR_SEGMENT_GAP = 1.5
# OCR of a small scan widens the space that groups an amount's thousands ("2 117,31"); up to this many word
# heights it still joins the group to the rest of the amount.
THOUSANDS_GAP = 1.6
_THOUSANDS_HEAD = re.compile(r"[-−]?\d{1,3}")
_THOUSANDS_TAIL = re.compile(r"\d{3}[.,]\d{2}\b.*")


def thousands_head(word: Word, following: Word) -> bool:
    """``word`` is the thousands group of the amount ``following`` it ("1" before "223,02")."""
    return bool(_THOUSANDS_HEAD.fullmatch(word.text) and _THOUSANDS_TAIL.fullmatch(following.text))


def fold_aligned(text: str) -> str:
    """Lower-case, no diacritics, same length as the input so match offsets map back to the original."""
    out = []
    for char in text:
        folded = "".join(
            c
            for c in unicodedata.normalize("NFKD", char.casefold().translate(UNDECOMPOSED))
            if not unicodedata.combining(c)
        )
        out.append(folded[:1] or char)
    return "".join(out)


@dataclass
class Segment:
    words: list[Word]
    text: str = field(init=False)
    folded: str = field(init=False)
    _starts: list[int] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        starts, parts, cursor = [], [], 0
        for word in self.words:
            starts.append(cursor)
            parts.append(word.text)
            cursor += len(word.text) + 1
        self._starts = starts
        self.text = " ".join(parts)
        self.folded = fold_aligned(self.text)

    @cached_property
    def box(self) -> Box:
        return _union(w.box for w in self.words)

    def span_words(self, start: int, end: int) -> list[Word]:
        return [
            w for w, s in zip(self.words, self._starts, strict=True) if s < end and s + len(w.text) > start
        ]

    def span_box(self, start: int, end: int) -> Box:
        return _union(w.box for w in self.span_words(start, end) or self.words)

    def span_confidence(self, start: int, end: int) -> float:
        words = self.span_words(start, end) or self.words
        return min(w.confidence for w in words)


@dataclass
class Line:
    page: int
    words: list[Word]
    index: int = 0  # position in the document's reading order
    gap: float = SEGMENT_GAP
    segments: list[Segment] = field(init=False)

    def __post_init__(self) -> None:
        self.words.sort(key=lambda w: w.box.x0)
        self.segments = _split_segments(self.words, self.gap)

    @cached_property
    def box(self) -> Box:
        return _union(w.box for w in self.words)

    @cached_property
    def text(self) -> str:
        return "  ".join(s.text for s in self.segments)

    @cached_property
    def folded(self) -> str:
        return fold_aligned(self.text)

    @property
    def height(self) -> float:
        return median(w.box.height for w in self.words)

    @cached_property
    def cells(self) -> list[Segment]:
        """The line parted at every gap wider than a text layer's space: a table's cells, which stand closer
        on a scan than the words of a name stand apart (`segments` keeps those together)."""
        return self.segments if self.gap == SEGMENT_GAP else self.columns(SEGMENT_GAP)

    def columns(self, gap: float) -> list[Segment]:
        """The line parted where words stand more than ``gap`` word heights apart: a table's columns,
        where segments may part the words of one cell (OCR of a small scan spaces them widely)."""
        return _split_segments(self.words, gap)


@dataclass(frozen=True)
class Hit:
    """A regex match inside one segment of one line."""

    line: Line
    segment: Segment
    start: int
    end: int

    @property
    def box(self) -> Box:
        return self.segment.span_box(self.start, self.end)

    @property
    def text(self) -> str:
        return self.segment.text[self.start : self.end]

    def rest(self) -> str:
        return self.segment.text[self.end :]


def _union(boxes: Iterable[Box]) -> Box:
    it = iter(boxes)
    box = next(it)
    for other in it:
        box = box.union(other)
    return box


def _split_segments(words: list[Word], gap: float = SEGMENT_GAP) -> list[Segment]:
    segments: list[list[Word]] = []
    # OCR boxes hold the ink alone: "uogos" or "g." stand an x-height tall, so a space beside them would
    # pass for a column's gap; the line's usual word height measures it (text-layer boxes are all alike)
    usual = median(w.box.height for w in words) if words else 0.0
    for word in words:
        if segments:
            previous = segments[-1][-1]
            height = max(min(previous.box.height, word.box.height), usual) or 1.0
            thousands = thousands_head(previous, word)
            if word.box.x0 - previous.box.x1 <= (max(THOUSANDS_GAP, gap) if thousands else gap) * height:
                segments[-1].append(word)
                continue
        segments.append([word])
    return [Segment(ws) for ws in segments]


def build_lines(page: Page) -> list[Line]:
    """Group a page's words into lines, left to right: each word joins the row whose last word is level
    with it, so rows on a slanted photo stay whole. On a scan, level is measured along the slant its rows
    show, so that an amount far right of its label stays on the label's line."""
    words = [word for word in page.words if not _vertical(word)]
    rows = _rows(words, 0.0)
    if page.source == "ocr":
        slope = _slope(rows)
        if abs(slope) >= MIN_SLOPE:
            rows = _rows(words, slope)
    gap = OCR_SEGMENT_GAP if page.source == "ocr" else SEGMENT_GAP
    lines = [Line(page.number, row, gap=gap) for row in rows]
    lines.sort(key=lambda line: (line.box.y0 + line.box.y1) / 2)
    return lines


def _vertical(word: Word) -> bool:
    """A word printed upright along the margin (a register's small print turned 90°): no row's."""
    box = word.box
    return len(word.text) >= 3 and box.y1 - box.y0 > 1.5 * (box.x1 - box.x0)


MIN_SLOPE = 0.005  # below this (0,3°) a slant moves a value less than a line's height across a page
MIN_PAIRS = 20  # fewer neighbouring words than this measure no slant


def _rows(words: list[Word], slope: float) -> list[list[Word]]:
    rows: list[list[Word]] = []
    for word in sorted(words, key=lambda w: w.box.x0):
        best, best_distance = None, float("inf")
        for row in rows:
            last = row[-1]
            if last.box.x1 > word.box.x0 + 0.3 * word.box.height:
                continue  # overlaps: another line
            distance = abs(_level(last, slope) - _level(word, slope))
            if distance <= 0.5 * min(last.box.height, word.box.height) and distance < best_distance:
                best, best_distance = row, distance
        if best is None:
            rows.append([word])
        else:
            best.append(word)
    return rows


def _level(word: Word, slope: float) -> float:
    return word.box.center_y - slope * word.box.center_x


def _slope(rows: list[list[Word]]) -> float:
    """The page's slant: the median slope between neighbouring words of a phrase (close, of one height).
    Whole rows would not do: on a slanted page the first grouping has already cut them where the slant
    carried them off level."""
    slopes = []
    for row in rows:
        for left, right in itertools.pairwise(row):
            height, taller = sorted((left.box.height, right.box.height))
            across = right.box.center_x - left.box.center_x
            # OCR can give two marks one zero-wide box: no run to measure a slope over
            if right.box.x0 - left.box.x1 > 1.5 * height or taller > 1.2 * height or across < height:
                continue
            slopes.append((right.box.center_y - left.box.center_y) / across)
    return median(slopes) if len(slopes) >= MIN_PAIRS else 0.0


class Layout:
    """All lines of the pages of one document, in reading order, with search helpers."""

    def __init__(self, pages: list[Page]) -> None:
        self.pages = pages
        self.lines: list[Line] = []
        for page in pages:
            for line in build_lines(page):
                line.index = len(self.lines)
                self.lines.append(line)
        self.page_sizes = {p.number: (p.width, p.height) for p in pages}

    @cached_property
    def text(self) -> str:
        return "\n".join(line.text for line in self.lines)

    @cached_property
    def folded(self) -> str:
        return fold_aligned(self.text)

    def find(self, pattern: re.Pattern[str], lines: Iterable[Line] | None = None) -> Iterator[Hit]:
        """Matches of a pattern written for folded text (lower case, no diacritics)."""
        for line in self.lines if lines is None else lines:
            if not pattern.search(line.folded):
                continue
            for segment in line.segments:
                for match in pattern.finditer(segment.folded):
                    yield Hit(line, segment, match.start(), match.end())

    def below(self, line: Line, x0: float, x1: float, max_lines: int = 2) -> Iterator[tuple[Line, Segment]]:
        """Segments under [x0, x1] in the next few lines of the same page (value under its label)."""
        limit = line.box.y1 + max_lines * 2.2 * line.height
        for other in self.lines[line.index + 1 :]:
            if other.page != line.page or other.box.y0 > limit:
                return
            for segment in other.segments:
                if segment.box.x0 < x1 and x0 < segment.box.x1:
                    yield other, segment

    def page_height(self, page: int) -> float:
        return self.page_sizes[page][1]

    def page_width(self, page: int) -> float:
        return self.page_sizes[page][0]
