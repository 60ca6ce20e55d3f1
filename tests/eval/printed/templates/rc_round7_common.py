"""What the Lithuanian kiosk, Latvian pharmacy and Polish fuel station till receipts (rc_lt_kiosk,
rc_lv_aptieka, rc_pl_stacja) share: shelf prices (with a percentage cut on some lines) drawn until each
line's amount splits into net and VAT and the lines make up the receipt's VAT table, and the total in
large glyphs as a till prints it."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from tests.eval.lt_data import money
from tests.eval.printed.doc import Doc, Item
from tests.eval.printed.templates.rc_round4_common import ColTape
from tests.eval.printed.templates.rc_round6_common import set_totals


@dataclass
class Shelf:
    """A line as the till prices it: the unit's shelf price, the percentage off (0 for none), the
    amount before the cut and the cut."""

    price: Decimal
    pct: int
    full: Decimal
    cut: Decimal

    @property
    def total(self) -> Decimal:
        return self.full - self.cut


def shelve(
    doc: Doc,
    rng: random.Random,
    price: Callable[[Item, Decimal], Decimal],
    pct: Callable[[Item], int] = lambda _item: 0,
    tries: int = 600,
) -> list[Shelf]:
    """Each line's shelf price (``price`` of the line and its drawn net price) and cut (``pct``), drawn
    again until the lines' amounts split into net and VAT and add up to each rate's base and VAT (after a
    hundred tries the drawn prices move a little, where the shelf prices near them never add up)."""
    drawn = [item.price for item in doc.items]
    for attempt in range(tries):
        plan = []
        for item, net in zip(doc.items, drawn, strict=True):
            if attempt >= 100 and item.vat_percent:
                net = money(net * Decimal(str(rng.uniform(0.9, 1.1))))
            shelf = price(item, net)
            off = pct(item)
            full = money(item.quantity * shelf)
            plan.append(Shelf(shelf, off, full, money(full * off / 100)))
        if all(s.total > 0 for s in plan) and set_totals(doc, [s.total for s in plan]):
            return plan
    raise AssertionError(f"seed {doc.seed}: the lines do not add up")


def grand(tape: ColTape, labels: list[str], value: str, suffix: str = "") -> None:
    """The total in large glyphs: a monospace till doubles its glyphs (the first label that fits beside
    the amount), a POS program prints it in a bigger bold font."""
    if tape.mono:
        room = int(tape.cols / tape.scale)
        label = next((lb for lb in labels if len(lb) + len(value) + 1 <= room), labels[-1])
        tape.big(label.ljust(room - len(value)) + value)
    else:
        tape.lr(labels[0], f"{value}{suffix}", "b big2")


BIG2 = ".big2 { font-size: 1.2em; font-weight: bold }"
