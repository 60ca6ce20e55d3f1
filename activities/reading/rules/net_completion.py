"""A scan's lines mended by the document's net: where they miss it, the net tells which line OCR misread and
how to mend it; where they add up to it, each line's net is backed and its price or quantity follow it.
Every mended value is marked for review (backing "none"): only the document's net backs it."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from decimal import Decimal

from activities.reading.rules.common import Candidates, digits_within
from activities.reading.rules.lines import CENT, DERIVED_CONFIDENCE, quantity_from, unit_tolerance
from activities.reading.types import Field, LineItem
from workflows.sums import AGGREGATE, close, lines_match

_AMOUNTS = ("price", "subtotal", "total", "vat")


def lines_mended_by_the_net(items: list[LineItem], found: Candidates) -> list[LineItem]:
    """The lines a scan misread, mended so that they add up to the document's net:

    - a line whose amounts all took a minus from a ruling (it agrees with itself; the net left for it is
      its own without the minus): they lose it; a credit note's line that lost its minuses (the net left
      for it is its own with one) takes them where the other lines print them;
    - lines whose amounts all lost their decimal point ("108" for 1,08; such a line agrees with itself
      too): they get it back when that makes the lines add up;
    - the one line whose net does not agree with its own numbers, and whose quantity × price or whose read
      digits (a sign dropped, a comma lost, a stray digit) hold the net left for it: it takes that net.
      Its quantity, where it then does not give the net, is taken from the net and the price as OCR read
      it ("3040" for 30,4: the misread that cost the net its comma took the quantity's too).

    Once the lines add up, the net backs each line's own: a price or quantity that misses it follows it."""
    net = found.best("amount_wo_vat")
    if not items or net is None or not isinstance(net.value, Decimal) or _nets(items) is None:
        return items
    if not _add_up(items, net.value):
        items = _completed(items, net.value)
    if _add_up(items, net.value):
        return [_price_or_quantity_from_the_net(item) for item in items]
    return items


def _nets(items: list[LineItem]) -> list[Decimal] | None:
    nets = [value for item in items if isinstance(value := item.value("subtotal"), Decimal)]
    return nets if len(nets) == len(items) else None


def _add_up(items: list[LineItem], net: Decimal) -> bool:
    nets = _nets(items)
    return nets is not None and close(sum(nets, Decimal(0)), net, AGGREGATE)


def _completed(items: list[LineItem], net: Decimal) -> list[LineItem]:
    nets = _nets(items) or []
    pointed = _points_put_back(items, nets, net)
    if pointed is not None:
        return pointed
    total = sum(nets, Decimal(0))
    fitting: list[tuple[int, Decimal, dict[str, Field]]] = []
    for index, (item, read) in enumerate(zip(items, nets, strict=True)):
        needed = net - (total - read)
        mended = _mended(item, read, needed, [*items[:index], *items[index + 1 :]])
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


def _mended(
    item: LineItem, read: Decimal, needed: Decimal, others: list[LineItem]
) -> dict[str, Field] | None:
    """The line's fields mended so that its net is ``needed``; None where no misread explains it."""
    if read < 0 and close(needed, -read, AGGREGATE):
        return _changed(item, abs)
    if read > 0 and close(needed, -read, AGGREGATE):
        return _signed_as(item, others)
    values = {name: f.value for name, f in item.fields.items()}
    if lines_match([values]) is not True and needed != read and _holds(item, needed, read):
        return {**item.fields, "subtotal": _marked(item.fields["subtotal"], needed)}
    return None


def _price_or_quantity_from_the_net(item: LineItem) -> LineItem:
    """A line whose net the document backs (the lines add up to its net) but whose quantity × price misses
    it: OCR misread the price ("43,94" for 13,94, "211" for 1,11) or the quantity, and the net with the other
    gives it. Only where one of the two is possible, or only one holds the digits OCR read."""
    quantity, price, net = (item.value(name) for name in ("quantity", "price", "subtotal"))
    if not (isinstance(quantity, Decimal) and isinstance(price, Decimal) and isinstance(net, Decimal)):
        return item
    if not quantity or not price or item.value("discount_wo_vat"):
        return item
    if close(quantity * price, net, unit_tolerance(quantity)):
        return item
    # the one price in cents whose product the net rounds ("23,75 × 1,11 = 26,3625", printed 26,36; under
    # one unit, two prices may round alike)
    cents = (net / quantity).quantize(CENT)
    fitting = [p for p in (cents - CENT, cents, cents + CENT) if abs(quantity * p - net) <= CENT / 2]
    candidates = {
        "price": fitting[0] if len(fitting) == 1 else None,
        "quantity": quantity_from(net, price, format(quantity, "f")),
    }
    found = [(name, value) for name, value in candidates.items() if value is not None]
    if len(found) == 2:  # the one whose digits OCR read, its separator lost ("5147" for 51,47)
        found = [(name, value) for name, value in found if _digits(value) == _digits(item.value(name))]
    if len(found) != 1:
        return item
    [(name, value)] = found
    return LineItem({**item.fields, name: _marked(item.fields[name], value)})


def _digits(value: object) -> str:
    return re.sub(r"\D", "", format(value, "f")) if isinstance(value, Decimal) else ""


def _points_put_back(items: list[LineItem], nets: list[Decimal], net: Decimal) -> list[LineItem] | None:
    """The lines whose amounts all lost their decimal point ("37954" for 379,54, on one line or several),
    where putting it back makes the lines add up to the net; None where it does not."""
    whole = [bool(read) and _whole(read) for read in nets]
    for shift in (Decimal(100), Decimal(10)):
        pointed = functools.partial(_pointed, shift=shift)
        if any(whole) and close(sum(map(pointed, nets), Decimal(0)), net, AGGREGATE):
            return [
                LineItem(_changed(item, pointed)) if lost else item
                for item, lost in zip(items, whole, strict=True)
            ]
    return None


def _whole(value: Decimal) -> bool:
    return value.as_tuple().exponent == 0


def _pointed(value: Decimal, shift: Decimal) -> Decimal:
    return value / shift if _whole(value) else value


def _holds(item: LineItem, needed: Decimal, read: Decimal) -> bool:
    quantity, price = item.value("quantity"), item.value("price")
    if isinstance(quantity, Decimal) and isinstance(price, Decimal) and close(quantity * price, needed):
        return True
    return digits_within(abs(needed), str(read))


def _signed_as(item: LineItem, others: list[LineItem]) -> dict[str, Field] | None:
    """A credit note's line whose minuses OCR lost: each value the other lines all print negative (the
    quantity and the amounts; the price stays positive) is negated; None where the others print none."""
    fields = dict(item.fields)
    for name, found in item.fields.items():
        theirs = [value for other in others if isinstance(value := other.value(name), Decimal)]
        if isinstance(found.value, Decimal) and found.value > 0 and theirs and all(v < 0 for v in theirs):
            fields[name] = _marked(found, -found.value)
    return fields if fields["subtotal"].value != item.value("subtotal") else None


def _changed(item: LineItem, change: Callable[[Decimal], Decimal]) -> dict[str, Field]:
    """The line with ``change`` applied to its amounts; those it changes are marked."""
    fields = dict(item.fields)
    for name in _AMOUNTS:
        found = fields.get(name)
        if found is not None and isinstance(found.value, Decimal) and change(found.value) != found.value:
            fields[name] = _marked(found, change(found.value))
    return fields


def _marked(old: Field, value: Decimal) -> Field:
    return Field(value, DERIVED_CONFIDENCE, old.source, old.box, "none")
