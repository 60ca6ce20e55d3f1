"""A scan's lines that miss the document's net by one line's misread: the net tells which line and how to
mend it. Every mended value is marked for review (backing "none"): only the document's net backs it."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from activities.reading.rules.common import Candidates, digits_within
from activities.reading.rules.lines import quantity_from
from activities.reading.types import Field, LineItem
from workflows.sums import AGGREGATE, close, lines_match

_AMOUNTS = ("price", "subtotal", "total", "vat")


def line_completing_the_net(items: list[LineItem], found: Candidates) -> list[LineItem]:
    """The one line that, mended, makes the lines add up to the net:

    - a line whose amounts all took a minus from a ruling (it agrees with itself; the net left for it is
      its own without the minus): they lose it;
    - a line whose amounts all lost their decimal point ("108" for 1,08; it agrees with itself too; the
      net left for it is its own net with the point put back): they get it back;
    - a line whose net does not agree with its own numbers, and whose quantity × price or whose read
      digits (a sign dropped, a comma lost, a stray digit) hold the net left for it: it takes that net.

    Its quantity, where it then does not give the net, is taken from the net and the price as OCR read
    it ("3040" for 30,4: the misread that cost the net its comma took the quantity's too)."""
    net = found.best("amount_wo_vat")
    nets = [value for item in items if isinstance(value := item.value("subtotal"), Decimal)]
    if not items or net is None or not isinstance(net.value, Decimal) or len(nets) < len(items):
        return items
    total = sum(nets, Decimal(0))
    if abs(total - net.value) <= AGGREGATE:
        return items
    fitting: list[tuple[int, Decimal, dict[str, Field]]] = []
    for index, (item, read) in enumerate(zip(items, nets, strict=True)):
        needed = net.value - (total - read)
        mended = _mended(item, read, needed)
        if mended is not None:
            fitting.append((index, needed, mended))
    if len(fitting) != 1:
        return items
    [(index, needed, fields)] = fitting
    quantity, price = items[index].value("quantity"), fields["price"].value if "price" in fields else None
    if (
        isinstance(quantity, Decimal)
        and isinstance(price, Decimal)
        and price
        and not close(quantity * price, needed)
    ):
        derived = quantity_from(needed, price, format(quantity, "f"))
        if derived is not None:
            fields["quantity"] = _marked(fields["quantity"], derived)
    return [*items[:index], LineItem(fields), *items[index + 1 :]]


def _mended(item: LineItem, read: Decimal, needed: Decimal) -> dict[str, Field] | None:
    """The line's fields mended so that its net is ``needed``; None where no misread explains it."""
    if read < 0 and close(needed, -read, AGGREGATE):
        return _changed(item, abs)
    whole = read.as_tuple().exponent == 0
    shift = next((s for s in (Decimal(100), Decimal(10)) if whole and read and read / s == needed), None)
    if shift is not None:
        return _changed(item, lambda value: value / shift if value.as_tuple().exponent == 0 else value)
    values = {name: f.value for name, f in item.fields.items()}
    if lines_match([values]) is not True and needed != read and _holds(item, needed, read):
        return {**item.fields, "subtotal": _marked(item.fields["subtotal"], needed)}
    return None


def _holds(item: LineItem, needed: Decimal, read: Decimal) -> bool:
    quantity, price = item.value("quantity"), item.value("price")
    if isinstance(quantity, Decimal) and isinstance(price, Decimal) and close(quantity * price, needed):
        return True
    return digits_within(abs(needed), str(read))


def _changed(item: LineItem, change: Callable[[Decimal], Decimal]) -> dict[str, Field]:
    """The line with ``change`` applied to its amounts; those it changes are marked."""
    fields = dict(item.fields)
    for name in _AMOUNTS:
        found = fields.get(name)
        if found is not None and isinstance(found.value, Decimal) and change(found.value) != found.value:
            fields[name] = _marked(found, change(found.value))
    return fields


def _marked(old: Field, value: Decimal) -> Field:
    return Field(value, 0.4, old.source, old.box, "none")
