"""What the Latvian, Estonian and Polish suppliers' templates of the sixth round (eu_lv_pavadzime,
eu_ee_teenused, eu_pl_en_bilingual) share and the other common modules do not give: sellers of those
countries with their own register codes (the Latvian reģistrācijas numurs that is also the PVN number,
the Estonian registrikood and KMKR number, the Polish NIP, REGON and KRS), the cross-border draw with
such a seller in doc.py's place, the Estonian reference number (viitenumber, 7-3-1), and the amount in
Latvian and in English words."""

from __future__ import annotations

import random
from decimal import Decimal

from stdnum.ee import kmkr, registrikood
from stdnum.lv import pvn
from stdnum.pl import nip, regon

from tests.eval.printed.doc import Doc, Foreign
from tests.eval.printed.templates.eu_common import account, draw_supply
from tests.eval.printed.templates.eu_ie_fi_cz_common import digits


def supply(
    seed: int,
    seller: Foreign,
    domestic: bool,
    catalogue: list[tuple[str, str, int, tuple[float, float]]],
    lines: tuple[int, int] = (1, 7),
    own_rates: tuple[int, ...] | None = (),
) -> tuple[Doc, str]:
    """A supply from ``seller`` to a Lithuanian buyer, in euro: at 0 % (intra-Community supply or
    reverse charge) when the buyer has a VAT code and the supply is not ``domestic``, else at the
    seller's own rate. The seller gets an account in a bank of its country; its BIC comes with the
    document."""
    doc = draw_supply(
        seed, seller.country, domestic, own_rates, catalogue=catalogue, lines=lines, currency="EUR"
    )
    rng = random.Random(seed * 31 + 7)
    seller.iban, seller.bank, bic = account(rng, seller.country)
    doc.seller = seller
    return doc, bic


# --- Latvia ---------------------------------------------------------------------------------------------


def lv_seller(rng: random.Random, name: str, street: str, city: str, postcode: str) -> Foreign:
    """A Latvian company: its 11-digit register number (40003…, 40103…, 50003…) is its PVN number
    without the LV."""
    while True:
        code = rng.choice(["40003", "40103", "40203", "50003", "50103"]) + digits(rng, 6)
        if pvn.is_valid(code):
            return Foreign(name, code, "LV" + code, street, city, postcode, "LV")


_LV_ONES = ["", "viens", "divi", "trīs", "četri", "pieci", "seši", "septiņi", "astoņi", "deviņi"]
_LV_TEENS = [
    "desmit", "vienpadsmit", "divpadsmit", "trīspadsmit", "četrpadsmit",
    "piecpadsmit", "sešpadsmit", "septiņpadsmit", "astoņpadsmit", "deviņpadsmit",
]  # fmt: skip
_LV_TENS = [
    "", "", "divdesmit", "trīsdesmit", "četrdesmit",
    "piecdesmit", "sešdesmit", "septiņdesmit", "astoņdesmit", "deviņdesmit",
]  # fmt: skip


def _lv_below_thousand(n: int) -> list[str]:
    out: list[str] = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        out += ["simts"] if hundreds == 1 else [_LV_ONES[hundreds], "simti"]
    if 10 <= rest < 20:
        out.append(_LV_TEENS[rest - 10])
    else:
        tens, ones = divmod(rest, 10)
        out += [w for w in (_LV_TENS[tens], _LV_ONES[ones]) if w]
    return out


def _lv_singular(n: int) -> bool:
    return n % 10 == 1 and n % 100 != 11


def lv_words(value: Decimal) -> str:
    """ "Viens tūkstotis divi simti trīsdesmit četri euro un 56 centi", as Latvian programs print the
    total in words."""
    value = abs(value)
    euros = int(value)
    cents = int((value - euros) * 100)
    out: list[str] = []
    rest = euros
    for size, one, many in ((1_000_000, "miljons", "miljoni"), (1000, "tūkstotis", "tūkstoši")):
        count, rest = divmod(rest, size)
        if count:
            out += [*_lv_below_thousand(count), one if _lv_singular(count) else many]
    out += _lv_below_thousand(rest)
    text = " ".join(out) if out else "nulle"
    cent_word = "cents" if _lv_singular(cents) else "centi"
    text = f"{text} euro un {cents:02d} {cent_word}"
    return text[0].upper() + text[1:]


# --- Estonia --------------------------------------------------------------------------------------------


def ee_seller(rng: random.Random, name: str, street: str, city: str, postcode: str) -> Foreign:
    """An Estonian company: an 8-digit registrikood (10…, 11…, 12…, 14…, 16…) and a KMKR number
    EE10…"""
    while True:
        code = rng.choice(["10", "11", "12", "14", "16"]) + digits(rng, 6)
        if registrikood.is_valid(code):
            break
    while True:
        vat = "10" + digits(rng, 7)
        if kmkr.is_valid(vat):
            return Foreign(name, code, "EE" + vat, street, city, postcode, "EE")


def viitenumber(base: str) -> str:
    """An Estonian payment reference: ``base`` and its 7-3-1 check digit."""
    weights = (7, 3, 1)
    total = sum(int(d) * weights[i % 3] for i, d in enumerate(reversed(base)))
    return base + str((10 - total % 10) % 10)


# --- Poland ---------------------------------------------------------------------------------------------


def pl_seller(
    rng: random.Random, name: str, street: str, city: str, postcode: str
) -> tuple[Foreign, str, str]:
    """A Polish company (its NIP as the VAT code PL…, no register code in the truth: the NIP is a tax
    number) with its REGON and KRS number."""
    while True:
        code = rng.choice("156789") + digits(rng, 9)
        if nip.is_valid(code) and code[:3] != "000":
            break
    while True:
        reg = rng.choice("1234567") + digits(rng, 8)
        if regon.is_valid(reg):
            break
    krs = "0000" + digits(rng, 6)
    return Foreign(name, None, "PL" + code, street, city, postcode, "PL"), reg, krs


_EN_ONES = [
    "", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
]  # fmt: skip
_EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _en_below_thousand(n: int) -> list[str]:
    out: list[str] = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        out += [_EN_ONES[hundreds], "hundred"]
    if rest >= 20:
        tens, ones = divmod(rest, 10)
        out.append(_EN_TENS[tens] + (f"-{_EN_ONES[ones]}" if ones else ""))
    elif rest:
        out.append(_EN_ONES[rest])
    return out


def en_words(value: Decimal) -> str:
    """ "one thousand two hundred thirty-four euro 56/100", as bilingual invoices print it."""
    value = abs(value)
    whole = int(value)
    cents = int((value - whole) * 100)
    out: list[str] = []
    rest = whole
    for size, word in ((1_000_000, "million"), (1000, "thousand")):
        count, rest = divmod(rest, size)
        if count:
            out += [*_en_below_thousand(count), word]
    out += _en_below_thousand(rest)
    return f"{' '.join(out) if out else 'zero'} euro {cents:02d}/100"
