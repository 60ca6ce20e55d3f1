"""A Lithuanian fuel station's till receipt, on an 80 mm or a 58 mm roll: the station's brand and number
over the operating company's name, address and codes, the pump and the litres drawn at a three-decimal
price per litre, shop goods (coffee, car wash, washer fluid), "Suma EUR", the card or cash, the 21 % VAT
line, and the receipt number, till number and cashier."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.lt_data import vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day
from tests.eval.printed.templates.rc_common import MONO_FONTS, Tape, clock, receipt_truth, settle, tendered

FUELS = ["DK95 Benzinas", "DK98 Benzinas", "Dyzelinas D", "Dyzelinas Premium", "Autodujos LPG"]
CATALOGUE = [
    *((name, "l", 21, (1.05, 1.45)) for name in FUELS),
    ("Kava Latte 0,3 l", "vnt.", 21, (1.8, 2.6)),
    ("Kava Americano 0,4 l", "vnt.", 21, (1.5, 2.2)),
    ("Karštas šuniukas", "vnt.", 21, (1.6, 2.6)),
    ("Automobilio plovimas „Premium“", "vnt.", 21, (8.0, 12.0)),
    ("Automobilio plovimas „Bazinis“", "vnt.", 21, (4.5, 6.5)),
    ("Langų plovimo skystis -20 °C, 4 l", "vnt.", 21, (4.0, 7.0)),
    ("Variklio alyva 5W-30, 1 l", "vnt.", 21, (9.0, 15.0)),
    ("Mineralinis vanduo, 0,5 l", "vnt.", 21, (0.6, 1.0)),
    ("Šokoladinis batonėlis", "vnt.", 21, (0.7, 1.3)),
    ("Vienkartinės pirštinės", "pak.", 21, (0.5, 1.0)),
]
BRANDS = [
    ("KELIO ŽVAIGŽDĖ", "UAB „Kelio žvaigždė“"),
    ("DEGALŲ TAŠKAS", "UAB „Degalų taškas“"),
    ("BALTŲ KURAS", "UAB „Baltų kuras“"),
    ("AUTO-24", "UAB „Auto 24 degalinės“"),
]


def make(seed: int) -> Printed:
    doc = draw(
        seed, kind="receipt", buyer=False, series=False, lines=(1, 5), catalogue=CATALOGUE, rates=(21,)
    )
    rng = random.Random(f"rc_lt_fuel-{seed}")
    fuels = [item for item in doc.items if item.name in FUELS]
    doc.items = fuels[:1] + [item for item in doc.items if item.name not in FUELS]
    places = []
    for item in doc.items:
        if item.unit == "l":
            item.quantity = Decimal(rng.randint(300, 6500)) / 100
            places.append(3)
        else:
            item.quantity = Decimal(rng.choice([1, 1, 1, 2]))
            places.append(2)
    prices = settle(doc, places)
    brand, legal = rng.choice(BRANDS)
    seller = doc.seller
    seller.name = legal
    seller.vat_code = seller.vat_code or vat_code(rng)
    narrow = rng.random() < 0.4
    tape = Tape(
        paper=58 if narrow else 80, cols=32 if narrow else rng.choice([40, 42]), font=rng.choice(MONO_FONTS)
    )
    style = "lt-plain"

    tape.big(brand)
    tape.text(f"Degalinė Nr. {rng.randint(1, 90)}", align="c")
    tape.text(seller.name, align="c")
    street, _, place = seller.address.partition(", ")
    if len(seller.address) <= tape.cols:
        tape.text(seller.address, align="c")
    else:
        tape.text(f"{street},", align="c")
        tape.text(place, align="c")
    tape.text(f"Įmonės kodas {seller.code}", align="c")
    tape.text(f"{'PVM k.' if narrow else 'PVM mokėtojo kodas'} {seller.vat_code}", align="c")
    tape.rule("=")
    for item, price in zip(doc.items, prices, strict=True):
        if item.unit == "l":
            tape.text(f"Kolonėlė {rng.randint(1, 8)}")
            tape.text(item.name)
            litres = amount(item.quantity, style, 2)
            tape.lr(f"{litres} l x {amount(price, style, 3)}", f"{amount(item.total, style)} A")
        else:
            tape.text(item.name)
            tape.lr(f"{item.quantity:f} x {amount(price, style)}", f"{amount(item.total, style)} A")
    tape.rule("-")
    tape.lr("Suma EUR", amount(doc.gross, style), "b")
    if rng.random() < 0.6:
        tape.lr("Mokėta kortele", amount(doc.gross, style))
        tape.text(f"VISA ************{rng.randint(1000, 9999)}")
        tape.text(f"Autorizacijos kodas {rng.randint(100000, 999999)}")
    else:
        cash = tendered(doc.gross, rng)
        tape.lr("Grynais", amount(cash, style))
        tape.lr("Grąža", amount(cash - doc.gross, style))
    tape.rule("-")
    net = rng.random() < 0.5
    if net:
        tape.lr("A Be PVM", amount(doc.net, style))
    tape.lr("A PVM 21 %", amount(doc.vat, style))
    tape.rule("-")
    label = rng.choice(["Kvito Nr.", "Čekio Nr."])
    tape.text(f"{label} {doc.number}")
    tape.text(f"{day(doc.issued, rng.choice(['iso', 'lt-dots']))} {clock(rng, seconds=rng.random() < 0.5)}")
    tape.text(f"Kasininkas: {rng.choice(['Tomas K.', 'Andrius P.', 'Laura M.', 'Ieva S.', 'Mindaugas R.'])}")
    tape.text(f"Kasos aparato Nr. {rng.choice('ABCDEF')}{rng.choice('ABCDEF')}{rng.randint(100000, 999999)}")
    if rng.random() < 0.5:
        tape.text(f"Lojalumo taškai: +{int(doc.gross)}")
    tape.text("Geros kelionės!", align="c")
    return Printed(
        tape.html(),
        receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=net, vat=True),
    )
