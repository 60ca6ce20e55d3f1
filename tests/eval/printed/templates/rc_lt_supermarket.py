"""A Lithuanian supermarket chain's till receipt (kasos kvitas) on an 80 mm roll: the chain's name in
double size over the legal entity, its address and codes, each line's quantity × gross price with the
amount and the tax letter at the right, "MOKĖTI", the payment, a VAT table per rate, "Kvito Nr." with the
date, time and cashier, and a row of stars where the fiscal part ends."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.lt_data import vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day, rate
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
    ("Duona „Bočių“ pjaustyta, 800 g", "vnt.", 9, (1.1, 1.8)),
    ("Pienas 2,5 % rieb., 1 l", "vnt.", 9, (0.8, 1.3)),
    ("Kefyras 2,5 % rieb., 1 kg", "vnt.", 9, (1.0, 1.6)),
    ("Varškė 9 % rieb., 200 g", "vnt.", 9, (1.0, 1.7)),
    ("Sviestas 82 %, 200 g", "vnt.", 9, (2.2, 3.4)),
    ("Kiaušiniai M, 10 vnt.", "pak.", 9, (2.0, 3.2)),
    ("Bananai", "kg", 9, (1.0, 1.4)),
    ("Obuoliai „Auksis“", "kg", 9, (0.8, 1.6)),
    ("Bulvės, fasuotos", "kg", 9, (0.5, 0.9)),
    ("Pomidorai kekėse", "kg", 9, (2.5, 4.0)),
    ("Agurkai trumpavaisiai", "kg", 9, (1.6, 3.2)),
    ("Vištienos krūtinėlės filė", "kg", 9, (5.5, 8.5)),
    ("Kiaulienos sprandinė", "kg", 9, (6.0, 9.0)),
    ("Sūris „Džiugas“ 180 g", "vnt.", 9, (2.8, 4.2)),
    ("Grietinė 30 % rieb., 400 g", "vnt.", 9, (1.4, 2.2)),
    ("Makaronai spageti, 500 g", "vnt.", 9, (0.8, 1.6)),
    ("Ryžiai ilgagrūdžiai, 1 kg", "vnt.", 9, (1.3, 2.4)),
    ("Saulėgrąžų aliejus, 1 l", "vnt.", 9, (1.8, 2.9)),
    ("Kava malta „Aroma“, 500 g", "vnt.", 21, (4.5, 8.0)),
    ("Šviesusis alus, 0,5 l sk.", "vnt.", 21, (0.9, 1.6)),
    ("Mineralinis vanduo, 1,5 l", "vnt.", 21, (0.5, 0.9)),
    ("Šokoladas pieninis, 100 g", "vnt.", 21, (1.0, 2.2)),
    ("Skalbimo milteliai, 2 kg", "vnt.", 21, (5.0, 9.0)),
    ("Tualetinis popierius, 8 rit.", "pak.", 21, (2.4, 4.2)),
    ("Dantų pasta, 75 ml", "vnt.", 21, (1.5, 3.2)),
    ("Sausainiai avižiniai, 300 g", "vnt.", 21, (1.0, 2.0)),
    ("Pirkinių maišelis", "vnt.", 21, (0.08, 0.15)),
]
CHAINS = [
    ("KAIMYNAS", "UAB „Kaimyno prekyba“"),
    ("PRIE NAMŲ", "UAB „Prie namų mažmena“"),
    ("ŠEIMOS KREPŠYS", "UAB „Šeimos krepšys“"),
    ("ŽALIAS TURGUS", "UAB „Žaliojo turgaus prekyba“"),
    ("ŪKIO KAMPELIS", "UAB „Ūkio kampelis“"),
]
CASHIERS = ["Rasa", "Jolanta", "Tomas", "Aistė", "Vida", "Gintarė", "Darius"]


def make(seed: int) -> Printed:
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 12), catalogue=CATALOGUE)
    rng = random.Random(f"rc_lt_supermarket-{seed}")
    brand, legal = rng.choice(CHAINS)
    seller = doc.seller
    seller.name = legal
    seller.vat_code = seller.vat_code or vat_code(rng)
    shop_quantities(doc, rng)
    prices = settle(doc)
    style = rng.choice(["lt-plain", "lt-plain", "plain-dot"])
    tape = Tape(cols=rng.choice([40, 42, 48]), font=rng.choice(MONO_FONTS))
    rates = doc.rates()
    letters = {Decimal(21): "A", Decimal(9): "B"}

    tape.big(brand)
    tape.text(seller.name, align="c")
    street, _, place = seller.address.partition(", ")
    tape.text(f"{street},", align="c")
    tape.text(place, align="c")
    tape.text(f"Įm. k. {seller.code}", align="c")
    tape.text(f"PVM k. {seller.vat_code}", align="c")
    if rng.random() < 0.5:
        tape.text(f"Parduotuvė Nr. {rng.randint(10, 480)}", align="c")
    tape.rule("-")
    for item, price in zip(doc.items, prices, strict=True):
        tape.text(item.name)
        count = f"{amount(item.quantity, style, 3)} kg" if item.unit == "kg" else f"{item.quantity:f}"
        tape.lr(
            f"   {count} x {amount(price, style)}", f"{amount(item.total, style)} {letters[item.vat_percent]}"
        )
    tape.rule("-")
    tape.lr("MOKĖTI", f"{amount(doc.gross, style)} EUR", "b")
    if rng.random() < 0.55:
        tape.lr("Banko kortelė", amount(doc.gross, style))
        if rng.random() < 0.5:
            tape.text(f"Kortelė: ************{rng.randint(1000, 9999)}")
    else:
        cash = tendered(doc.gross, rng)
        tape.lr("Grynieji", amount(cash, style))
        tape.lr("Grąža", amount(cash - doc.gross, style))
    tape.rule("-")
    widths = [9, 10, 9, 10] if tape.cols < 42 else [10, 11, 10, 11]
    tape.cells(["PVM %", "Be PVM", "PVM", "Su PVM"], widths)
    for r, (base, tax) in rates.items():
        tape.cells(
            [f"{letters[r]} {rate(r)}%", amount(base, style), amount(tax, style), amount(base + tax, style)],
            widths,
        )
    tape.cells(["Iš viso", amount(doc.net, style), amount(doc.vat, style), amount(doc.gross, style)], widths)
    tape.rule("-")
    tape.lr(f"Kvito Nr. {doc.number}", f"Kasa {rng.randint(1, 14)}")
    date_style = rng.choice(["iso", "lt-dots"])
    tape.lr(day(doc.issued, date_style), clock(rng, seconds=True))
    tape.text(f"Kasininkas(-ė): {rng.choice(CASHIERS)}")
    if rng.random() < 0.5:
        tape.text(f"Lojalumo kortelė: ********{rng.randint(1000, 9999)}")
    tape.text("*" * tape.cols)
    tape.text("AČIŪ, KAD PIRKOTE!", align="c")
    if rng.random() < 0.5:
        tape.text("Prekių grąžinimas - 14 d. su kvitu", align="c")
    return Printed(
        tape.html(),
        receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=True, vat=True),
    )
