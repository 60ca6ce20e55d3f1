"""Receipt lines (kasos kvitas): "name … amount [tax letter]", with "qty x price" on the same or next line."""

from __future__ import annotations

import re
from decimal import Decimal

from activities.reading.layout import Layout, Line
from activities.reading.normalize import find_amounts, number_value
from activities.reading.rules import vocabulary as v
from activities.reading.types import Field, LineItem

_ITEM = re.compile(
    r"^(?P<name>.*?[^\W\d_].*?)\s+(?P<amount>-?\d{1,3}(?:[ \u00a0.]\d{3})*[.,]\d{2})"
    r"\s*(?P<tax>[A-Z]{1,2}\b|\*)?\s*$"
)
_QTY = re.compile(
    r"(?P<qty>\d+(?:[.,]\d{1,3})?)\s*(?P<unit>vnt\.?|kg|l|pcs|g|m)?\s*[xX×*]\s*(?P<price>\d+[.,]\d{2,4})"
)
_TAX_LETTER = re.compile(
    r"(?<![\w])(?P<letter>[A-D])\s*(?:PVM|VAT)?\s*[=:]?\s*(?P<rate>\d{1,2}(?:[.,]\d{1,2})?)\s?%"
)
_SKIP = re.compile(r"(?i)kvit|ceki|čeki|kasinink|kasa|ka nr|pvm|tarpine|nuolaida|data|laikas|tel|www")


def receipt_items(layout: Layout) -> list[LineItem]:
    rates = _tax_letters(layout)
    items: list[LineItem] = []
    pending_qty: tuple[Decimal, Decimal, str | None] | None = None
    for line in _body(layout):
        text = line.text.replace("  ", " ")
        quantity = _QTY.search(text)
        item = _ITEM.match(text[: quantity.start()] + text[quantity.end() :] if quantity else text)
        if quantity and not item:
            pending_qty = _quantity(quantity)
            if items and "quantity" not in items[-1].fields:
                _apply_quantity(items[-1], pending_qty, line)
                pending_qty = None
            continue
        if not item or _SKIP.search(item.group("name")):
            continue
        total = number_value(item.group("amount"))
        if total is None:
            continue
        fields = {
            "prekes_pavadinimas": Field(item.group("name").strip(), 0.7, "rules", line.box),
            "total": Field(total, 0.75, "rules", line.box),
        }
        rate = rates.get(item.group("tax") or "")
        if rate is not None:
            fields["vat_percent"] = Field(rate, 0.7, "rules", line.box)
        new_item = LineItem(fields)
        counted = _quantity(quantity) if quantity else pending_qty
        if counted:
            _apply_quantity(new_item, counted, line)
            pending_qty = None
        items.append(new_item)
    for single in items:
        if "quantity" not in single.fields:
            # a till prints no "1 x" for a single piece: its line amount is the unit price
            line_total = single.fields["total"]
            single.fields["quantity"] = Field(Decimal(1), 0.5, "rules", line_total.box)
            single.fields["price"] = Field(line_total.value, 0.5, "rules", line_total.box)
    return items


def _body(layout: Layout) -> list[Line]:
    """Lines between the header and the first total."""
    lines = []
    for line in layout.lines:
        if v.GROSS_TOTAL.match(line.folded) or re.match(r"tarpine suma|subtotal", line.folded):
            break
        if list(find_amounts(line.text)):
            lines.append(line)
    return lines


def _quantity(match: re.Match[str]) -> tuple[Decimal, Decimal, str | None]:
    return (
        number_value(match.group("qty")) or Decimal(1),
        number_value(match.group("price")) or Decimal(0),
        match.group("unit"),
    )


def _apply_quantity(item: LineItem, quantity: tuple[Decimal, Decimal, str | None], line: Line) -> None:
    qty, price, unit = quantity
    item.fields["quantity"] = Field(qty, 0.7, "rules", line.box)
    item.fields["price"] = Field(price, 0.7, "rules", line.box)
    if unit:
        item.fields["unit"] = Field(unit, 0.6, "rules", line.box)


def _tax_letters(layout: Layout) -> dict[str, Decimal]:
    rates: dict[str, Decimal] = {}
    for match in _TAX_LETTER.finditer(layout.text):
        rate = number_value(match.group("rate"))
        if rate is not None:
            rates.setdefault(match.group("letter"), rate)
    return rates
