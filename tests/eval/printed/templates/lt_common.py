"""Helpers shared by the `lt_` templates: amounts in Lithuanian words, as accounting programs print the
total under the table, and the fonts the pages are set in."""

from __future__ import annotations

from decimal import Decimal

FONTS = [
    "Arial, 'Liberation Sans'",
    "Carlito",
    "'Open Sans'",
    "Roboto",
    "Lato",
    "'DejaVu Sans'",
    "FreeSans",
    "'Liberation Serif'",
]

_ONES = ["", "vienas", "du", "trys", "keturi", "penki", "šeši", "septyni", "aštuoni", "devyni"]
_TEENS = [
    "dešimt", "vienuolika", "dvylika", "trylika", "keturiolika",
    "penkiolika", "šešiolika", "septyniolika", "aštuoniolika", "devyniolika",
]  # fmt: skip
_TENS = [
    "", "", "dvidešimt", "trisdešimt", "keturiasdešimt",
    "penkiasdešimt", "šešiasdešimt", "septyniasdešimt", "aštuoniasdešimt", "devyniasdešimt",
]  # fmt: skip


def _form(n: int, one: str, few: str, many: str) -> str:
    """The noun after a number: 1, 21 → one; 2–9, 22 → few; 0, 10–20 → many."""
    if n % 10 == 0 or 10 < n % 100 < 20:
        return many
    return one if n % 10 == 1 else few


def _below_thousand(n: int) -> list[str]:
    out: list[str] = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        out += ["šimtas"] if hundreds == 1 else [_ONES[hundreds], "šimtai"]
    if 10 <= rest < 20:
        out.append(_TEENS[rest - 10])
    else:
        tens, ones = divmod(rest, 10)
        out += [w for w in (_TENS[tens], _ONES[ones]) if w]
    return out


def words(n: int) -> str:
    """A whole number in Lithuanian words ("vienas tūkstantis du šimtai trys")."""
    if n == 0:
        return "nulis"
    out: list[str] = []
    for size, forms in (
        (1_000_000, ("milijonas", "milijonai", "milijonų")),
        (1000, ("tūkstantis", "tūkstančiai", "tūkstančių")),
    ):
        count, n = divmod(n, size)
        if count:
            out += [*_below_thousand(count), _form(count, *forms)]
    return " ".join(out + _below_thousand(n))


def eur_words(value: Decimal, capital: bool = True) -> str:
    """ "Vienas tūkstantis du šimtai eurų 05 ct", as invoices write the total in words."""
    value = abs(value)
    euros = int(value)
    cents = int((value - euros) * 100)
    text = f"{words(euros)} {_form(euros, 'euras', 'eurai', 'eurų')} {cents:02d} ct"
    return text[0].upper() + text[1:] if capital else text
