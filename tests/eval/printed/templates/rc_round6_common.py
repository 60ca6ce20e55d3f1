"""What the Lithuanian clothing and electronics chains' and the Estonian pharmacy's till receipts
(rc_lt_clothing, rc_lt_electronics, rc_ee_apteek) share: a till roll in a monospace or a condensed font,
a chain's store in a Lithuanian shopping centre, the list price whose percentage cut leaves a line's
amount, and the card terminal's slip printed into the receipt in Lithuanian or Estonian."""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal

from tests.eval.lt_data import money, vat_code
from tests.eval.printed.doc import Doc
from tests.eval.printed.templates.rc_common import MONO_FONTS
from tests.eval.printed.templates.rc_round4_common import Card, ColTape

SANS = ["'Roboto Condensed'", "'Liberation Sans Narrow'", "'DejaVu Sans Condensed'", "'Roboto Condensed'"]


def till(rng: random.Random, *, mono: float, papers: tuple[int, ...] = (80, 80, 58)) -> ColTape:
    """A till roll: with chance ``mono`` a monospace printer of 32 (58 mm) or 42–48 columns (80 mm), else
    a POS program printing in a condensed sans font."""
    paper = rng.choice(papers)
    if rng.random() < mono:
        cols = rng.choice([32] if paper == 58 else [42, 44, 48])
        return ColTape(paper=paper, cols=cols, font=rng.choice(MONO_FONTS))
    return ColTape(
        paper=paper, mono=False, font=rng.choice(SANS), size_pt=rng.choice([7.5, 8.0, 8.5]), em=0.62
    )


@dataclass
class Store:
    """A chain's store: the shopping centre it is in (if any), its street and place."""

    centre: str | None
    street: str
    postcode: str
    city: str


STORES = [
    Store("PC „Akropolis“", "Ozo g. 25", "LT-07150", "Vilnius"),
    Store("PC „Panorama“", "Saltoniškių g. 9", "LT-08105", "Vilnius"),
    Store("PC „Ozas“", "Ozo g. 18", "LT-08243", "Vilnius"),
    Store("PC „Mega“", "Islandijos pl. 32", "LT-47446", "Kaunas"),
    Store("PC „Akropolis“", "Karaliaus Mindaugo pr. 49", "LT-44333", "Kaunas"),
    Store("PC „Akropolis“", "Taikos pr. 61", "LT-91182", "Klaipėda"),
    Store("PC „Saulės miestas“", "Tilžės g. 109", "LT-76349", "Šiauliai"),
    Store("PC „Babilonas“", "Klaipėdos g. 143A", "LT-35195", "Panevėžys"),
    Store(None, "Gedimino pr. 16", "LT-01103", "Vilnius"),
    Store(None, "Laisvės al. 61", "LT-44304", "Kaunas"),
    Store(None, "Manto g. 9", "LT-92236", "Klaipėda"),
    Store(None, "Vilniaus g. 213", "LT-76343", "Šiauliai"),
]


def chain_seller(doc: Doc, rng: random.Random, legal: str) -> Store:
    """Makes the drawn seller the chain's company (always a VAT payer), at one of its stores: the address
    a chain's till prints is the store's."""
    store = rng.choice(STORES)
    seller = doc.seller
    seller.name = legal
    seller.vat_code = seller.vat_code or vat_code(rng)
    seller.street, seller.postcode, seller.city = store.street, store.postcode, store.city
    return store


def nice_price(rng: random.Random, net: Decimal, rate: Decimal) -> Decimal:
    """A shop's shelf price near ``net`` with its VAT: whole euros less a cent (or five), a round sum,
    and small things in steps of five cents."""
    gross = net * (100 + rate) / 100
    if gross < 3:
        steps = (gross / Decimal("0.05")).quantize(Decimal(1)) + rng.choice([-1, 0, 0, 1])
        return max(Decimal(1), steps) * Decimal("0.05")
    whole = (gross * Decimal(str(rng.uniform(0.97, 1.03)))).quantize(Decimal(1))
    return whole - Decimal(rng.choice(["0.01", "0.01", "0.01", "0.05", "0", "0.51"]))


def net_for(total: Decimal, rate: Decimal) -> Decimal | None:
    """The net amount whose VAT, rounded to the cent, makes up ``total``; None where no cent does."""
    guess = money(total * 100 / (100 + rate))
    for step in (0, 1, -1, 2, -2):
        net = guess + Decimal(step) / 100
        if net > 0 and net + money(net * rate / 100) == total:
            return net
    return None


def set_totals(doc: Doc, totals: list[Decimal]) -> bool:
    """Gives each line the gross amount of ``totals`` (its net price the one whose VAT makes it up);
    False where one cannot have it or a rate's lines do not add up to its base and VAT, as a till's
    VAT table must (the caller then draws other amounts)."""
    for item, total in zip(doc.items, totals, strict=True):
        net = net_for(total, item.vat_percent)
        if net is None:
            return False
        item.price = net / item.quantity
        if item.total != total:
            return False
    rates = doc.rates()
    return all(
        sum(i.total for i in doc.items if i.vat_percent == r) == base + tax
        for r, (base, tax) in rates.items()
    )


def list_price(qty: Decimal, total: Decimal, pct: int) -> tuple[Decimal, Decimal] | None:
    """The unit price before a ``pct`` % cut that leaves exactly ``total`` for ``qty`` units, and the
    cut: the cut is taken off the line's full amount and rounded to the cent, as tills take it."""
    if total <= 0:
        return None
    guess = money(total / qty * 100 / (100 - pct))
    for step in (0, 1, -1, 2, -2, 3, -3, 4, -4):
        price = guess + Decimal(step) / 100
        full = money(qty * price)
        cut = money(full * pct / 100)
        if cut > 0 and full - cut == total:
            return price, cut
    return None


# the terminal's words, as a Lithuanian or an Estonian card terminal prints them
SLIP_WORDS = {
    "lt": {
        "head": ["MOKĖJIMAS KORTELE", "KORTELĖS KVITAS", "BANKO KORTELĖ"],
        "sale": ["PIRKIMAS", "PARDAVIMAS"],
        "sum": "SUMA",
        "auth": ["Autorizacijos kodas", "Aut. kodas", "AUT. KODAS"],
        "term": ["Terminalas", "Terminalo ID", "TID"],
        "merchant": ["Prekybininkas", "MID"],
        "ok": ["PATVIRTINTA", "OPERACIJA PATVIRTINTA", "PATVIRTINTA - AČIŪ"],
        "mode": ["Bekontaktė operacija", "PIN patvirtintas", "Bekontaktis mokėjimas"],
        "copy": ["Kliento kopija", "KLIENTO EGZEMPLIORIUS", "Išsaugokite kvitą"],
    },
    "ee": {
        "head": ["KAARDIMAKSE", "PANGAKAART", "KAARDITEHING"],
        "sale": ["OST", "MÜÜK"],
        "sum": "SUMMA",
        "auth": ["Autoriseerimiskood", "Autor. kood", "AUT.KOOD"],
        "term": ["Terminal", "Terminali ID", "TID"],
        "merchant": ["Kaupmees", "MID"],
        "ok": ["KINNITATUD", "TEHING KINNITATUD", "AKTSEPTEERITUD"],
        "mode": ["Kontaktivaba", "PIN kinnitatud", "Kontaktivaba makse"],
        "copy": ["Kliendi koopia", "KLIENDI KOOPIA", "Säilitage tšekk"],
    },
}


def slip_lines(tape: ColTape, rng: random.Random, slip: Card, paid: str, lang: str, when: str) -> None:
    """The card terminal's slip as the till prints it into the receipt: the scheme and masked number,
    the sale and its sum, the terminal's ids and the approval (which lines a slip carries varies)."""
    words = SLIP_WORDS[lang]
    tape.text(rng.choice(words["head"]), "b", align="c")
    tape.text(when, align="c")
    tape.lr(slip.scheme, slip.masked(rng.randint(0, 2))[-8:] if tape.cols < 36 else slip.masked(1))
    tape.lr(rng.choice(words["sale"]), f"{words['sum']} EUR {paid}")
    tape.lr(rng.choice(words["term"]), slip.terminal)
    if rng.random() < 0.5:
        tape.lr(rng.choice(words["merchant"]), slip.merchant)
    tape.lr(rng.choice(words["auth"]), slip.auth)
    if rng.random() < 0.5:
        tape.lr("RRN", slip.rrn)
    if rng.random() < 0.5:
        tape.lr("AID", slip.aid)
    tape.text(rng.choice(words["mode"]))
    tape.text(rng.choice(words["ok"]), "b", align="c")
    if rng.random() < 0.6:
        tape.text(rng.choice(words["copy"]), align="c")
