"""What the Latvian supermarket's, the Dutch shop's and the Lithuanian bookstore's till receipts
(rc_lv_veikals, rc_nl_kassabon, rc_lt_bookstore) share: shelf prices with a cut taken off some lines
(a loyalty card's amount or a promotion's percentage) that still make up the VAT table, and the VAT codes
of a Latvian and a Dutch seller, drawn until valid."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from stdnum.eu import vat as eu_vat

from tests.eval.lt_data import money
from tests.eval.printed.doc import Doc, Item
from tests.eval.printed.templates.rc_round6_common import nice_price, set_totals


@dataclass
class Line:
    """How a line is printed: its shelf price (a weighed good's per kilogram), the amount before the cut,
    the cut and the words the till prints for it ("" for none)."""

    shelf: Decimal
    full: Decimal
    cut: Decimal
    label: str


# what a line's cut is given the line and its full amount: the cut and its label ("" for none)
Discount = Callable[[Item, Decimal], tuple[Decimal, str]]


def price_lines(doc: Doc, rng: random.Random, discount: Discount) -> list[Line]:
    """Shelf prices near the drawn ones and ``discount``'s cuts, drawn again until each line's amount
    after its cut splits into net and VAT and each rate's lines add up to its base and VAT, as the
    till's VAT table must."""
    drawn = [item.price for item in doc.items]
    for _ in range(800):
        plan = []
        for item, net in zip(doc.items, drawn, strict=True):
            shelf = nice_price(rng, net, item.vat_percent)
            full = money(item.quantity * shelf)
            cut, label = discount(item, full)
            plan.append(Line(shelf, full, cut if label else Decimal(0), label))
        if all(line.full > line.cut for line in plan) and set_totals(
            doc, [line.full - line.cut for line in plan]
        ):
            return plan
    raise AssertionError(f"seed {doc.seed}: the lines do not add up")


def percent_cut(full: Decimal, pct: int) -> Decimal:
    """A percentage off a line's amount, rounded to the cent as tills take it."""
    return money(full * pct / 100)


def lv_vat_code(rng: random.Random) -> str:
    """A Latvian company's VAT code: "LV" and its register number, which starts 40003 (or 40103 for
    newer companies)."""
    while True:
        code = f"LV{rng.choice(['40003', '40003', '40103'])}{rng.randint(0, 999999):06d}"
        if eu_vat.is_valid(code):
            return code


def nl_vat_code(rng: random.Random) -> str:
    """A Dutch company's VAT code ("NL", nine digits, "B01")."""
    while True:
        code = f"NL{rng.randint(10**8, 10**9 - 1)}B01"
        if eu_vat.is_valid(code):
            return code
