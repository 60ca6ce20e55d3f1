"""Helpers shared by lt_car_repair, lt_telecom_bill and lt_fuel_card_statement: the month a bill or a
statement covers, codes drawn from a pattern, an address split over two lines, a private person as the
buyer, line prices settled so that the lines' VAT adds up, and trade marks drawn as inline SVG (a gear,
signal arcs, a fuel drop)."""

from __future__ import annotations

import calendar
import random
from datetime import date
from decimal import Decimal

from tests.eval.lt_data import money
from tests.eval.printed.doc import AnyParty, Item

LETTERS = "ABCDEFGHJKLMNPRSTUVZ"


def previous_month(issued: date) -> tuple[date, date]:
    """The first and the last day of the month before ``issued``."""
    year, month = (issued.year, issued.month - 1) if issued.month > 1 else (issued.year - 1, 12)
    return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])


def pattern(rng: random.Random, text: str) -> str:
    """A code after ``text``: each # a digit, each @ a capital letter."""
    out = []
    for ch in text:
        if ch == "#":
            out.append(rng.choice("0123456789"))
        elif ch == "@":
            out.append(rng.choice(LETTERS))
        else:
            out.append(ch)
    return "".join(out)


def two_lines(address: str) -> tuple[str, str]:
    """ "Liepų g. 5, LT-44123 Kaunas" → ("Liepų g. 5", "LT-44123 Kaunas")."""
    street, _, place = address.rpartition(", ")
    return street, place


def as_private(truth: dict[str, object], role: str, name: str) -> None:
    """A private person's side: the name and the address only, no company or VAT code."""
    truth[f"{role}_name"] = name
    truth.pop(f"{role}_id", None)
    truth.pop(f"{role}_vat_code", None)


def settle(items: list[Item], movable: list[Item], rng: random.Random) -> None:
    """Nudge the prices of ``movable`` lines a cent at a time until, for each rate, the lines' own VAT
    adds up to the VAT of the rate's base, so that a page that prints each line with VAT adds up."""
    for _ in range(5000):
        off = []
        for r in {item.vat_percent for item in items}:
            same = [item for item in items if item.vat_percent == r]
            base = sum((item.subtotal for item in same), Decimal(0))
            if sum((item.vat for item in same), Decimal(0)) != money(base * r / 100):
                off.append(r)
        if not off:
            return
        rng.choice([item for item in movable if item.vat_percent in off]).price += Decimal("0.01")
    raise AssertionError("line prices could not be settled")


def initials(party: AnyParty) -> str:
    base = party.name.split("„", 1)[1].rstrip("“") if "„" in party.name else party.name
    return "".join(w[0] for w in base.split()[:2]).upper()


def gear(color: str, size: int = 40) -> str:
    """A car service's mark: a cog wheel with a hole."""
    s = size
    c = s / 2
    teeth = "".join(
        f'<rect x="{c - s * 0.07:.1f}" y="1" width="{s * 0.14:.1f}" height="{s * 0.2:.1f}" fill="{color}" '
        f'transform="rotate({k * 45} {c} {c})"/>'
        for k in range(8)
    )
    return (
        f'<svg width="{s}" height="{s}" viewBox="0 0 {s} {s}" xmlns="http://www.w3.org/2000/svg">{teeth}'
        f'<circle cx="{c}" cy="{c}" r="{s * 0.34:.1f}" fill="{color}"/>'
        f'<circle cx="{c}" cy="{c}" r="{s * 0.14:.1f}" fill="#fff"/></svg>'
    )


def signal(color: str, size: int = 40) -> str:
    """An operator's mark: a dot with three arcs spreading from it."""
    s = size
    cx, cy = s * 0.2, s * 0.8
    arcs = "".join(
        f'<path d="M{cx:.1f} {cy - r * s:.1f} A{r * s:.1f} {r * s:.1f} 0 0 1 {cx + r * s:.1f} {cy:.1f}" '
        f'stroke="{color}" stroke-width="{s * 0.09:.1f}" fill="none"/>'
        for r in (0.25, 0.45, 0.65)
    )
    return (
        f'<svg width="{s}" height="{s}" viewBox="0 0 {s} {s}" xmlns="http://www.w3.org/2000/svg">'
        f'<circle cx="{s * 0.2:.1f}" cy="{s * 0.8:.1f}" r="{s * 0.08:.1f}" fill="{color}"/>{arcs}</svg>'
    )


def drop(color: str, size: int = 40) -> str:
    """A fuel company's mark: a drop in a ring."""
    s = size
    return (
        f'<svg width="{s}" height="{s}" viewBox="0 0 {s} {s}" xmlns="http://www.w3.org/2000/svg">'
        f'<circle cx="{s / 2}" cy="{s / 2}" r="{s * 0.46:.1f}" fill="none" stroke="{color}" '
        f'stroke-width="{s * 0.07:.1f}"/>'
        f'<path d="M{s / 2} {s * 0.16:.1f} C{s * 0.36:.1f} {s * 0.4:.1f} {s * 0.3:.1f} {s * 0.5:.1f} '
        f"{s * 0.3:.1f} {s * 0.6:.1f} A{s * 0.2:.1f} {s * 0.2:.1f} 0 0 0 {s * 0.7:.1f} {s * 0.6:.1f} "
        f'C{s * 0.7:.1f} {s * 0.5:.1f} {s * 0.64:.1f} {s * 0.4:.1f} {s / 2} {s * 0.16:.1f} Z" '
        f'fill="{color}"/></svg>'
    )
