"""A Polish fiscal till receipt ("PARAGON FISKALNY") as a fiscal printer prints it: the seller's name,
address and NIP, the date and print number, each line as "quantity x price value" with its PTU letter,
the taxed sale and the PTU per letter, "SUMA PTU", "SUMA PLN", the fiscal footer and the payment."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.printed import Printed
from tests.eval.printed.doc import draw, foreign_party
from tests.eval.printed.fmt import amount
from tests.eval.printed.templates.rc_common import (
    MONO_FONTS,
    Tape,
    clock,
    receipt_truth,
    settle,
    shop_quantities,
    tendered,
)

CATALOGUE = [
    ("Chleb żytni 500g", "szt.", 5, (3.5, 5.5)),
    ("Bułka kajzerka", "szt.", 5, (0.5, 0.9)),
    ("Mleko UHT 2% 1l", "szt.", 5, (2.9, 4.2)),
    ("Masło ekstra 200g", "szt.", 5, (6.5, 9.0)),
    ("Jaja L 10szt", "szt.", 5, (8.0, 12.0)),
    ("Ser Gouda plastry 150g", "szt.", 5, (5.0, 7.5)),
    ("Pomidory malinowe", "kg", 5, (8.0, 14.0)),
    ("Jabłka Ligol", "kg", 5, (3.0, 5.0)),
    ("Szynka wiejska", "kg", 5, (38.0, 55.0)),
    ("Ziemniaki", "kg", 5, (2.0, 3.5)),
    ("Sok jabłkowy 1l", "szt.", 5, (4.0, 6.5)),
    ("Hot-dog francuski", "szt.", 8, (5.0, 7.5)),
    ("Kawa z ekspresu duża", "szt.", 8, (7.0, 11.0)),
    ("Kawa mielona 250g", "szt.", 23, (14.0, 22.0)),
    ("Piwo jasne 0,5l but.", "szt.", 23, (3.5, 5.5)),
    ("Płyn do naczyń 1l", "szt.", 23, (6.0, 10.0)),
    ("Papier toaletowy 8 rolek", "szt.", 23, (10.0, 16.0)),
    ("Proszek do prania 2kg", "szt.", 23, (22.0, 35.0)),
    ("Torba foliowa", "szt.", 23, (0.5, 1.0)),
]
SHOPS = [
    "Delikatesy „Pod Lipą” Sp. z o.o.",
    "Piekarnia Kłos Sp. z o.o.",
    "Market Sąsiad Sp. z o.o.",
    "Supermarket Bażant S.A.",
    "Sklep Spożywczy „Ania” Sp. z o.o.",
]
LETTERS = {Decimal(23): "A", Decimal(8): "B", Decimal(5): "C"}


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_pl_paragon-{seed}")
    doc = draw(
        seed, kind="receipt", buyer=False, series=False, lines=(1, 12), catalogue=CATALOGUE, currency="PLN"
    )
    shop_quantities(doc, rng)
    prices = settle(doc)
    seller = foreign_party(rng, "PL")
    seller.name = rng.choice(SHOPS)
    seller.code = None
    doc.seller = seller
    tape = Tape(cols=rng.choice([40, 42]), font=rng.choice(MONO_FONTS))
    style = "lt-plain"
    rates = doc.rates()
    gap = rng.choice(["", " "])

    tape.text(seller.name, "b", align="c")
    tape.text(seller.street, align="c")
    tape.text(f"{seller.postcode} {seller.city}", align="c")
    assert seller.vat_code
    digits = seller.vat_code[2:]
    nip = f"{digits[:3]}-{digits[3:6]}-{digits[6:8]}-{digits[8:]}" if rng.random() < 0.6 else digits
    tape.text(f"NIP {nip}", align="c")
    tape.lr(doc.issued.isoformat(), f"nr wydr.{rng.randint(1, 999999):06d}")
    tape.text("PARAGON FISKALNY", "b", align="c")
    tape.rule("-")
    for item, price in zip(doc.items, prices, strict=True):
        count = amount(item.quantity, style, 3) if item.unit == "kg" else f"{item.quantity:f}"
        value = f"{amount(item.total, style)}{gap}{LETTERS[item.vat_percent]}"
        right = f"{count} x{amount(price, style)}".rjust(14) + value.rjust(10)
        tape.lr(item.name, right)
    tape.rule("-")
    for r, (base, tax) in sorted(rates.items(), key=lambda kv: LETTERS[kv[0]]):
        letter = LETTERS[r]
        tape.lr(f"SPRZEDAŻ OPODATKOWANA {letter}", amount(base + tax, style))
        tape.lr(f"PTU {letter} {amount(r, style)}%", amount(tax, style))
    tape.lr("SUMA PTU", amount(doc.vat, style))
    tape.lr("SUMA PLN", amount(doc.gross, style), "b")
    tape.rule("-")
    tape.lr(
        f"{rng.randint(1, 9999):05d} #Kasa {rng.randint(1, 6)}  Kasjer nr {rng.randint(1, 20)}", clock(rng)
    )
    tape.text(
        f"{rng.choice(['ABC', 'BFJ', 'CAO', 'EAM'])} {rng.randint(10000000, 99999999)}", "logo", align="c"
    )
    tape.rule("-")
    if rng.random() < 0.5:
        cash = tendered(doc.gross, rng)
        tape.lr("Gotówka", f"{amount(cash, style)} PLN")
        tape.lr("Reszta", f"{amount(cash - doc.gross, style)} PLN")
    else:
        tape.lr("Karta płatnicza", f"{amount(doc.gross, style)} PLN")
    tape.text("Dziękujemy i zapraszamy ponownie!", align="c")
    return Printed(
        tape.html(),
        receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=False, net=False, vat=True),
    )
