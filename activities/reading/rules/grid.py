"""Line-item tables read by their structure, whatever their column headers say: an item row is a line
whose numbers multiply out (quantity × price = amount, or the amount with VAT at the row's rate); where
those numbers stand gives the columns, the widest text column is the name, and a line of text tight under
a row in the name column goes on with its name. A header row holds no numbers that multiply out, so it is
passed over in any language; a column-numbering row ("1 2 3 4") has no cents and is passed over too."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal

from activities.reading.identifiers import find_identifiers
from activities.reading.layout import SEGMENT_GAP, Layout, Line, Segment
from activities.reading.normalize import currency_code, find_amounts, parse_percent
from activities.reading.rules import vocabulary as v
from activities.reading.rules.lines import UNIT_WORD, Column, Row, Table, quantity_from
from activities.reading.types import Box, Word
from workflows.sums import EQUATION, UNIT_PRICE, close
from workflows.vat import KNOWN_RATES

# A line of a wrapped name sits closer under its row than this many line heights.
WRAP_GAP = 0.8
# Header lines stacked above the first row (a header wrapped over lines).
MAX_HEADER_LINES = 3
# A unit by its form: a short word ("kom", "kpl.", "m²") beside a quantity or alone in its own column.
_UNIT_LIKE = re.compile(r"^(?:[^\W\d_]{1,4}\.?|[^\W\d_]{1,2}[23²³])$")


@dataclass(frozen=True)
class Cell:
    """One segment of a line: a number (with the unit or currency printed beside it) or text."""

    words: list[Word]
    value: Decimal = Decimal(0)
    number: bool = False
    cents: bool = False
    decimals: int = 0
    percent: bool = False
    unit: list[Word] | None = None

    @property
    def box(self) -> Box:
        box = self.words[0].box
        for word in self.words[1:]:
            box = box.union(word.box)
        return box

    @property
    def text(self) -> str:
        return " ".join(w.text for w in self.words)


@dataclass
class Solved:
    """An item row: which cell holds which value."""

    lines: list[Line]
    cells: dict[str, list[Word]]


def structured_tables(layout: Layout, taken: set[int]) -> list[Table]:
    """The item tables of each page, read from lines not in ``taken`` (tables found by their headers)."""
    tables = []
    for page in sorted({line.page for line in layout.lines}):
        lines = [line for line in layout.lines if line.page == page and line.index not in taken]
        typed = {line.index: _cells(line) for line in lines}
        solved = _rows(lines, typed)
        if solved:
            tables.append(_table(lines, typed, solved))
    return tables


def _rows(lines: list[Line], typed: dict[int, list[Cell]]) -> list[Solved]:
    """The item rows; a row whose numbers stand on two tight lines, neither an item alone (the amount set
    a little lower, under its article number), is read as one."""
    alone = [_solve([line], typed[line.index]) for line in lines]
    rows: list[Solved] = []
    at = 0
    while at < len(lines):
        solved, line = alone[at], lines[at]
        below = lines[at + 1] if at + 1 < len(lines) else None
        tight = below is not None and below.box.y0 - line.box.y1 <= WRAP_GAP * line.height
        if solved is None and below is not None and tight and alone[at + 1] is None:
            solved = _solve([line, below], typed[line.index] + typed[below.index])
            at += solved is not None
        if solved is not None:
            rows.append(solved)
        at += 1
    return _with_quantities_lost(rows, lines, typed)


def _with_quantities_lost(
    rows: list[Solved], lines: list[Line], typed: dict[int, list[Cell]]
) -> list[Solved]:
    """Rows between the table's first and last item whose quantity OCR lost (a lone digit is the figure it
    drops most): a name, a price under the rows' prices and a net under their nets, the net a whole number
    of prices or one to three decimals of it. Their items take the quantity from net ÷ price."""
    if len(rows) < 2:
        return rows
    columns = _column_of(rows, "price"), _column_of(rows, "subtotal")
    taken = {line.index for row in rows for line in row.lines}
    first, last = rows[0].lines[0].index, rows[-1].lines[-1].index
    found = [
        solved
        for line in lines
        if first < line.index < last
        and line.index not in taken
        and (solved := _without_quantity(line, typed[line.index], *columns)) is not None
    ]
    return sorted(rows + found, key=lambda row: row.lines[0].index)


def _without_quantity(
    line: Line, cells: list[Cell], prices: tuple[float, float] | None, nets: tuple[float, float] | None
) -> Solved | None:
    figures = [c for c in cells if c.number and c.cents and c.value]  # a row number has no cents
    named = any(not c.number and any(ch.isalpha() for ch in c.text) for c in cells)
    if not named or len(figures) != 2:
        return None
    price, net = figures
    if not (_under(price, prices) and _under(net, nets)) or quantity_from(net.value, price.value, "") is None:
        return None
    out: dict[str, list[Word]] = {"price": price.words, "subtotal": net.words}
    _add_texts(out, cells)
    return Solved([line], out)


def _column_of(rows: list[Solved], kind: str) -> tuple[float, float] | None:
    """Where the rows print their ``kind``: from the leftmost start to the rightmost end."""
    boxes = [Cell(row.cells[kind]).box for row in rows if kind in row.cells]
    return (min(b.x0 for b in boxes), max(b.x1 for b in boxes)) if len(boxes) >= 2 else None


def _under(cell: Cell, column: tuple[float, float] | None) -> bool:
    return column is not None and cell.box.x0 < column[1] and column[0] < cell.box.x1


def _cells(line: Line) -> list[Cell]:
    return [_cell(segment) for segment in line.cells]


def _cell(segment: Segment) -> Cell:
    """A number alone in its segment, maybe with a currency, "%" or a unit ("10 vnt."), else text."""
    found = list(find_amounts(segment.text))
    if len(found) != 1:
        return Cell(segment.words)
    value, start, end = found[0]
    # a table's ruling beside a figure is read as a bar or a dash ("55 | m2", "14,33 _ val.")
    before, after = segment.text[:start].strip(" |_—"), segment.text[end:].strip(" |_—")
    if before and not currency_code(before):
        return Cell(segment.words)
    digits = segment.span_words(start, end)
    decimal = re.search(r"[.,](\d+)-?$", segment.text[start:end])
    decimals = len(decimal.group(1)) if decimal and len(decimal.group(1)) != 3 else 0
    if after == "%":
        return Cell(segment.words, value, number=True, percent=True)
    if not after or currency_code(after):
        return Cell(digits, value, number=True, cents=decimals == 2, decimals=decimals)
    if UNIT_WORD.match(after) or _UNIT_LIKE.match(after):
        unit = [w for w in segment.words if w not in digits and w.text.strip("|_—")]
        return Cell(digits, value, number=True, decimals=decimals, unit=unit)
    return Cell(segment.words)


def _solve(lines: list[Line], cells: list[Cell]) -> Solved | None:
    """The line's quantity, price and amount, when two numbers multiply to a third printed with cents
    right of them, and the line has a text (its name)."""
    numbers = [c for c in cells if c.number and not c.percent]
    if not any(not c.number and any(ch.isalpha() for ch in c.text) for c in cells):
        return None
    rates = [rate for c in cells if c.percent and (rate := parse_percent(c.text)) is not None]
    choices = []
    for amount in (c for c in numbers if c.cents and c.value):
        left = [c for c in numbers if c is not amount and c.box.x1 <= amount.box.x0 + 1]
        for quantity, price in itertools.permutations(left, 2):
            for q, p, as_read in _values(quantity, price):
                kind = _product_kind(q, p, amount.value, rates)
                # a comma put back and a VAT rate the row does not print fit by chance (2,4 × 212,72 × 1,25
                # = 3 × 212,72)
                guessed = kind == "total" and not as_read and not rates
                if kind is None or not quantity.value or not price.value or guessed:
                    continue
                # as read before a separator restored; the quantity is printed with fewer decimals, else it
                # is the whole number, else the left one (the usual order); a row number further left
                # multiplies out too, the quantity stands nearer the price
                order = (
                    as_read,
                    kind == "subtotal",
                    quantity.decimals < price.decimals,
                    _whole(quantity.value) and not _whole(price.value),
                    quantity.box.x0 < price.box.x0,
                    -abs(price.box.center_x - quantity.box.center_x),
                )
                choices.append((order, quantity, price, amount, kind, q * p))
    if not choices:
        return None
    _, quantity, price, amount, kind, product = max(choices, key=lambda c: c[0])
    out: dict[str, list[Word]] = {"quantity": quantity.words, "price": price.words, kind: amount.words}
    if quantity.unit:
        out["unit"] = quantity.unit
    _add_vat(out, cells, numbers, product)
    _add_texts(out, cells)
    return Solved(lines, out)


def _whole(value: Decimal) -> bool:
    return value == value.to_integral_value()


def _values(quantity: Cell, price: Cell) -> Iterator[tuple[Decimal, Decimal, bool]]:
    """Quantity and price as read, then with a decimal comma OCR lost put back into one of them ("216" for
    21,6; the row's item mends the value the same way): (quantity, price, as read)."""
    yield quantity.value, price.value, True
    for shift in (Decimal(10), Decimal(100)):
        if _lost_comma(quantity, shift):
            yield quantity.value / shift, price.value, False
        if _lost_comma(price, shift):
            yield quantity.value, price.value / shift, False


def _lost_comma(cell: Cell, shift: Decimal) -> bool:
    """The number may have lost a comma before its last digits: it is read without a separator and those
    digits are not zeros (a printed "1,0" is rare, a totals row's "10" under a quantity column is not)."""
    return not re.search(r"[.,]", cell.text) and bool(cell.value % shift) and cell.value > shift


def _product_kind(quantity: Decimal, price: Decimal, amount: Decimal, rates: list[Decimal]) -> str | None:
    """ "subtotal" when quantity × price is the amount, "total" when it is the amount before VAT."""
    net = quantity * price
    slack = max(EQUATION, abs(quantity) * UNIT_PRICE)
    if close(net, amount, slack):
        return "subtotal"
    for rate in rates or KNOWN_RATES:
        if rate and close(net * (1 + rate / 100), amount, slack * (1 + rate / 100)):
            return "total"
    return None


def _add_vat(out: dict[str, list[Word]], cells: list[Cell], numbers: list[Cell], product: Decimal) -> None:
    """The row's rate, VAT and the other side of its amount, where they are printed: the amount found is
    the net (``subtotal``) or the gross (``total``) of quantity × price."""
    rest = [c for c in numbers if all(c.words is not words for words in out.values())]
    rate_cell = next((c for c in cells if c.percent), None) or next(
        (c for c in rest if not c.cents and c.value and c.value in KNOWN_RATES), None
    )
    if rate_cell is not None:
        out["vat_percent"] = rate_cell.words
    rate = rate_cell.value if rate_cell is not None else None
    amounts = [c for c in rest if c.cents]
    if "total" in out:
        printed = next(c for c in numbers if c.words is out["total"]).value
        vat = next((c for c in amounts if close(product + c.value, printed)), None)
        if vat is not None:
            out["vat"] = vat.words
        return
    net = next(c for c in numbers if c.words is out["subtotal"]).value
    for vat, gross in itertools.permutations(amounts, 2):
        if close(net + vat.value, gross.value):
            out["vat"], out["total"] = vat.words, gross.words
            return
    if rate is None:
        return
    for cell in amounts:
        if close(net * rate / 100, cell.value):
            out["vat"] = cell.words
        elif close(net * (1 + rate / 100), cell.value):
            out["total"] = cell.words


def _add_texts(out: dict[str, list[Word]], cells: list[Cell]) -> None:
    """Text cells: a unit, a code (one token with digits); the rest is kept for the name column."""
    for cell in cells:
        if cell.number or currency_code(cell.text):
            continue
        if UNIT_WORD.match(cell.text) and "unit" not in out:
            out["unit"] = cell.words
        elif len(cell.words) == 1 and sum(ch.isdigit() for ch in cell.text) >= 2 and "code" not in out:
            out["code"] = cell.words
        else:
            out.setdefault("text", []).extend(cell.words)


def _table(lines: list[Line], typed: dict[int, list[Cell]], solved: list[Solved]) -> Table:
    name_x0, name_x1 = _name_column(solved)
    rows: list[Row] = []
    indexes: set[int] = set()
    by_line = {s.lines[0].index: s for s in solved}
    within = {line.index for s in solved for line in s.lines[1:]}
    for line in lines:
        item = by_line.get(line.index)
        if item is not None:
            texts = item.cells.pop("text", [])
            name = [w for w in texts if w.box.x0 < name_x1 and w.box.x1 > name_x0]
            if name:
                item.cells["name"] = name
            elsewhere = [w for w in texts if w not in name]
            if len(elsewhere) == 1 and _UNIT_LIKE.match(elsewhere[0].text):
                item.cells.setdefault("unit", elsewhere)
            rows.append(Row(item.cells, item.lines))
            indexes |= {line.index for line in item.lines}
        elif line.index in within:
            continue
        elif rows and _continues_name(line, typed[line.index], rows[-1], name_x0, name_x1):
            rows[-1].cells.setdefault("name", []).extend(line.words)
            rows[-1].lines.append(line)
            indexes.add(line.index)
    indexes |= _header_lines(lines, typed, solved[0].lines[0])
    kinds = sorted({kind for row in rows for kind in row.cells})
    columns = [Column(kind, name_x0, name_x1, "") for kind in kinds]
    return Table(columns, rows, indexes)


def _name_column(solved: list[Solved]) -> tuple[float, float]:
    """The widest text column: text cells of the rows merged where they overlap across rows."""
    spans = sorted((w.box.x0, w.box.x1, w.box.height) for s in solved for w in s.cells.get("text", []))
    merged: list[list[float]] = []
    for x0, x1, height in spans:
        if merged and x0 <= merged[-1][1] + SEGMENT_GAP * height:  # words of one cell belong together
            merged[-1][1] = max(merged[-1][1], x1)
        else:
            merged.append([x0, x1])
    if not merged:
        return 0.0, 0.0
    widest = max(merged, key=lambda span: span[1] - span[0])
    return widest[0], widest[1]


def _continues_name(line: Line, cells: list[Cell], row: Row, x0: float, x1: float) -> bool:
    """Text only, starting in the name column, tight under the row, not a total's label."""
    if any(c.number for c in cells) or line.page != row.lines[-1].page:
        return False
    if any(p.match(line.folded) for p in (v.GROSS_TOTAL, v.NET_TOTAL, v.VAT_TOTAL)):
        return False
    gap = line.box.y0 - row.lines[-1].box.y1
    return 0 <= gap <= WRAP_GAP * line.height and x0 - 2 <= line.box.x0 <= x1


def _header_lines(lines: list[Line], typed: dict[int, list[Cell]], first: Line) -> set[int]:
    """The lines stacked tight above the first row with several cells and no amount: the table's header."""
    above = [line for line in lines if line.box.y1 <= first.box.y0]
    header: set[int] = set()
    lower = first
    for line in reversed(above[-MAX_HEADER_LINES:]):
        cells = typed[line.index]
        tight = lower.box.y0 - line.box.y1 <= 1.5 * line.height
        if not tight or len(cells) < 2 or any(c.cents for c in cells) or _keyed(line):
            break
        header.add(line.index)
        lower = line
    return header


def _keyed(line: Line) -> bool:
    """A line of keys and their values ("Reg. br.: 369745946 | Način plaćanja: | Virman"), no heading: a
    key ends in a colon, or the line holds a party's code."""
    return any(s.text.rstrip().endswith(":") for s in line.segments) or bool(find_identifiers(line.text))
