"""Helpers shared by lt_construction_works, lt_hotel_stay and lt_wholesale_food: a VAT payer's code for
the seller, line prices nudged so that the lines' own VAT and totals add up to the per-rate sums the page
prints, EAN-13 barcodes, Lithuanian car plates and people, and a company mark drawn as inline SVG."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.lt_data import money, vat_code
from tests.eval.printed.doc import AnyParty, Item

FIRST = ["Jonas", "Tomas", "Mantas", "Darius", "Andrius", "Paulius", "Rimas", "Vytautas", "Lukas", "Marius"]
FIRST_F = ["Rūta", "Inga", "Asta", "Jurgita", "Eglė", "Laura", "Vilma", "Giedrė", "Simona", "Aistė"]
# a man's surname and the married woman's form of it
LAST = [
    ("Kazlauskas", "Kazlauskienė"), ("Petrauskas", "Petrauskienė"), ("Jankauskas", "Jankauskienė"),
    ("Stankevičius", "Stankevičienė"), ("Vasiliauskas", "Vasiliauskienė"), ("Žukauskas", "Žukauskienė"),
    ("Butkus", "Butkienė"), ("Urbonas", "Urbonienė"), ("Kavaliauskas", "Kavaliauskienė"),
    ("Navickas", "Navickienė"), ("Rimkus", "Rimkienė"), ("Sakalauskas", "Sakalauskienė"),
    ("Paulauskas", "Paulauskienė"), ("Baranauskas", "Baranauskienė"), ("Balčiūnas", "Balčiūnienė"),
]  # fmt: skip


def person(rng: random.Random, short: bool = False) -> str:
    """A Lithuanian name ("Rūta Kazlauskienė", or "R. Kazlauskienė" when ``short``)."""
    male, female = rng.choice(LAST)
    first, last = (rng.choice(FIRST), male) if rng.random() < 0.5 else (rng.choice(FIRST_F), female)
    return f"{first[0]}. {last}" if short else f"{first} {last}"


def rename(party: AnyParty, rng: random.Random, names: list[str]) -> None:
    """Give a drawn party a name of its trade, keeping its legal form: UAB „Vėjo malūnas“ → UAB „Mūro
    namai“."""
    form = party.name.split(" „", 1)[0]
    party.name = f"{form} „{rng.choice(names)}“"


def vat_payer(seller: AnyParty, rng: random.Random) -> None:
    """Only a VAT payer writes a VAT invoice: give the seller a code where the draw left it without."""
    if seller.vat_code is None:
        seller.vat_code = vat_code(rng)


def balance(items: list[Item], rng: random.Random, places: int = 2) -> None:
    """Nudge prices by a cent (or the last printed decimal) until, for each rate, the lines' own VAT adds
    up to the VAT of the rate's base, so a page that prints each line's VAT or total with VAT adds up.
    Lines of one name and price (a hotel's nights) keep one price between them."""
    step = Decimal(1).scaleb(-places)
    for _ in range(2000):
        off = []
        for r in {item.vat_percent for item in items}:
            same = [item for item in items if item.vat_percent == r]
            base = sum((item.subtotal for item in same), Decimal(0))
            if sum((item.vat for item in same), Decimal(0)) != money(base * r / 100):
                off.append(same)
        if not off:
            return
        for same in off:
            pick = rng.choice(same)
            key = (pick.name, pick.price)
            for item in same:
                if (item.name, item.price) == key:
                    item.price += step
    raise AssertionError("line prices could not be balanced")


def ean13(rng: random.Random, prefix: str = "477") -> str:
    body = prefix + "".join(rng.choice("0123456789") for _ in range(12 - len(prefix)))
    odd = sum(int(d) for d in body[::2])
    even = sum(int(d) for d in body[1::2])
    return body + str((10 - (odd + 3 * even) % 10) % 10)


def plate(rng: random.Random) -> str:
    letters = "ABCDEFGHJKLMNPRSTUVZ"
    return "".join(rng.choice(letters) for _ in range(3)) + " " + f"{rng.randint(1, 999):03d}"


def phone(rng: random.Random) -> str:
    if rng.random() < 0.5:
        return f"+370 6{rng.randint(10, 99)} {rng.randint(10000, 99999)}"
    return f"+370 {rng.choice(['5', '37', '46', '41', '45', '315'])} {rng.randint(200000, 799999)}"


def base_name(name: str) -> str:
    """The name inside the quotes: UAB „Vėjo malūnas“ → Vėjo malūnas."""
    return name.split("„", 1)[1].rstrip("“") if "„" in name else name


def domain(name: str) -> str:
    word = "".join(base_name(name).lower().split()[:2])
    return word.translate(str.maketrans("ąčęėįšųūž", "aceeisuuz")) + ".lt"


def mark(rng: random.Random, initials: str, color: str, size: int = 44) -> str:
    """A company mark as inline SVG: a house roof, a shield, a diamond or stacked blocks."""
    kind = rng.choice(["roof", "shield", "diamond", "blocks"])
    s = size
    text = (
        f'<text x="{s / 2}" y="{s * 0.78}" font-family="Arial, sans-serif" font-weight="bold" '
        f'font-size="{s * 0.32:.0f}" text-anchor="middle" fill="#fff">{initials}</text>'
    )
    if kind == "roof":
        body = (
            f'<polygon points="{s / 2},2 {s - 2},{s * 0.45} 2,{s * 0.45}" fill="{color}"/>'
            f'<rect x="{s * 0.12}" y="{s * 0.45}" width="{s * 0.76}" height="{s * 0.53}" fill="{color}"/>'
        )
    elif kind == "shield":
        body = (
            f'<path d="M2 2 H{s - 2} V{s * 0.55} Q{s - 2} {s * 0.85} {s / 2} {s - 1} '
            f'Q2 {s * 0.85} 2 {s * 0.55} Z" fill="{color}"/>'
        )
    elif kind == "diamond":
        body = f'<polygon points="{s / 2},1 {s - 1},{s / 2} {s / 2},{s - 1} 1,{s / 2}" fill="{color}"/>'
        text = text.replace(f'y="{s * 0.78}"', f'y="{s * 0.61}"')
    else:
        body = (
            f'<rect x="1" y="{s * 0.5}" width="{s * 0.45}" height="{s * 0.48}" fill="{color}"/>'
            f'<rect x="{s * 0.53}" y="{s * 0.5}" width="{s * 0.45}" height="{s * 0.48}" fill="{color}"/>'
            f'<rect x="{s * 0.27}" y="1" width="{s * 0.45}" height="{s * 0.45}" fill="{color}" opacity=".7"/>'
        )
        text = ""
    return f'<svg width="{s}" height="{s}" viewBox="0 0 {s} {s}" xmlns="http://www.w3.org/2000/svg">{body}{text}</svg>'
