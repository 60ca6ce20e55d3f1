"""A Lithuanian fuel station's till receipt for fuel and shop goods together: the station's brand and the
company (UAB „…“) with "Įm. k." and "PVM k.", the station's address; "Kvito Nr.", "Kasos Nr.", the date
and time; the fuel as "Dyzelinas D" over "45,32 l x 1,579 EUR/l  71,56 A" (the unit price with three
decimals, "A" the 21 % tax group), "Kuro kolonėlė Nr. 4", the loyalty card's per-litre cut ("Nuolaida
-0,05 EUR/l"), the shop's coffee, hot dog or washer fluid; the driver's car plate and mileage ("Automobilio
Nr.: ABC123", "Rida: 154321 km") that fleet customers give; "MOKĖTI" in large glyphs, "PVM 21 %" with the
amount without VAT (or only "t. sk. PVM"), the card terminal's slip or cash and change, and the small
print "PVM sąskaita faktūra išrašoma pateikus įmonės rekvizitus".

The loyalty cut is taken off the unit price before the litres are multiplied: the fuel line's amount is
the litres at the cut price (printed as such, with the list price and the cut beside it as words the till
adds), and the truth's fuel line holds that amount. Everything is at 21 %. Truth: the company, the
"Kvito Nr.", date, the total and VAT (the net only where "Suma be PVM" prints it) and lines (name,
quantity, total)."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.lt_data import vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import day, quantity
from tests.eval.printed.templates.rc_common import clock, receipt_truth, settle, tendered
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import slip_lines, till
from tests.eval.printed.templates.rc_round10_common import BIG2, comma, grand

# (name on the till, net price range per litre)
FUELS = [
    ("Dyzelinas D", (1.18, 1.34)),
    ("Benzinas 95", (1.22, 1.38)),
    ("Benzinas 98", (1.32, 1.48)),
    ("Dujos LPG", (0.56, 0.68)),
    ("Dyzelinas D Pro", (1.26, 1.42)),
]
SHOP = [
    ("Kava Latte didelė", "vnt.", 21, (2.0, 2.8)),
    ("Kava Americano", "vnt.", 21, (1.4, 2.0)),
    ("Dešrainis su garstyčiomis", "vnt.", 21, (1.8, 2.6)),
    ("Langų plovimo skystis -20 °C, 4 l", "vnt.", 21, (4.5, 7.5)),
    ("Mineralinis vanduo 0,5 l", "vnt.", 21, (0.8, 1.3)),
    ("Šokoladinis batonėlis", "vnt.", 21, (0.8, 1.4)),
    ("Variklio alyva 5W-30, 1 l", "vnt.", 21, (8.0, 13.0)),
    ("Energinis gėrimas 0,25 l", "vnt.", 21, (1.1, 1.7)),
    ("Automobilio kvapas", "vnt.", 21, (2.2, 3.8)),
    ("Kramtomoji guma", "vnt.", 21, (0.9, 1.5)),
]
STATIONS = [
    ("VIADA", "UAB „Viada LT“", "Savanorių pr. 187", "LT-02300", "Vilnius"),
    ("Baltic Petroleum", "UAB „Baltic Petroleum“", "Pramonės pr. 6", "LT-51329", "Kaunas"),
    ("EMSI", "UAB „Emsi“", "Šilutės pl. 52", "LT-94101", "Klaipėda"),
    ("Degalinė Kelias", "UAB „Kelio kuras“", "Aukštabalio g. 2", "LT-78260", "Šiauliai"),
    ("Jozita", "UAB „Jozita“", "Vilniaus g. 62", "LT-35200", "Panevėžys"),
]


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_gas_station_shop-{seed}")
    brand, legal, street, postcode, city = rng.choice(STATIONS)
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 4), catalogue=SHOP, rates=(21,))
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 2]))
    fuel, (low, high) = rng.choice(FUELS)
    litres = Decimal(rng.randint(800, 6500)) / 100
    doc.items.insert(0, Item(fuel, "l", litres, Decimal(str(round(rng.uniform(low, high), 4))), Decimal(21)))
    # the fuel's unit price has three decimals, the shop's two
    prices = settle(doc, [3] + [2] * (len(doc.items) - 1))
    cut = Decimal(rng.choice(["0.03", "0.05", "0.05", "0.06", "0.08"])) if rng.random() < 0.7 else None

    seller = doc.seller
    seller.name, seller.street, seller.postcode, seller.city = legal, street, postcode, city
    seller.vat_code = seller.vat_code or vat_code(rng)
    tape = till(rng, mono=0.65)
    narrow = tape.cols < 40

    # --- head
    tape.big(brand.upper())
    tape.text(seller.name, align="c")
    if len(seller.address) <= tape.cols:
        tape.text(seller.address, align="c")
    else:  # a narrow roll breaks the address at its comma
        tape.text(f"{seller.street},", align="c")
        tape.text(f"{seller.postcode} {seller.city}", align="c")
    tape.text(f"Įm. k. {seller.code}", align="c")
    tape.text(f"{rng.choice(['PVM k.', 'PVM mok. k.', 'PVM kodas'])} {seller.vat_code}", align="c")
    tape.rule("=")
    kasa = rng.randint(1, 4)
    tape.lr(f"Kvito Nr. {doc.number}", f"Kasos Nr. {kasa}")
    tape.lr(day(doc.issued, rng.choice(["iso", "lt-dots"])), clock(rng, seconds=True))
    tape.text(f"Kasininkas(-ė): {rng.choice(['Rasa', 'Tomas', 'Inga', 'Lukas', 'Vaida'])}")
    tape.rule("-")

    # --- the lines: fuel first, the till's tax group letter after each amount
    group = " A"
    for index, (item, price) in enumerate(zip(doc.items, prices, strict=True)):
        if index == 0:
            tape.text(item.name, "b")
            tape.text(f"Kuro kolonėlė Nr. {rng.randint(1, 8)}")
            if cut is not None:
                tape.text(f"  Kaina {comma(price + cut, 3)} EUR/l")
                tape.text(f"  Nuolaida -{comma(cut)} EUR/l")
            fuel_row = f"  {comma(item.quantity)} l x {comma(price, 3)} EUR/l"
            tape.lr(fuel_row, comma(item.total) + group)
        elif item.quantity == 1:
            tape.lr(item.name, comma(item.total) + group)
        else:
            tape.text(item.name)
            tape.lr(f"  {quantity(item.quantity)} x {comma(price)}", comma(item.total) + group)
    if rng.random() < 0.55:
        plate = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVZ") for _ in range(3)) + f"{rng.randint(1, 999):03d}"
        tape.text(f"Automobilio Nr.: {plate}")
        tape.text(f"Rida: {rng.randint(20000, 420000)} km")
    if cut is not None:
        tape.text(f"Lojalumo kortelė: ****{rng.randint(1000, 9999)}")
    tape.rule("-")

    # --- total and VAT
    grand(tape, rng.choice(["MOKĖTI", "MOKĖTI EUR", "IŠ VISO"]), comma(doc.gross))
    net = rng.random() < 0.6
    if net:
        tape.lr("A PVM 21 %" if rng.random() < 0.5 else "PVM 21%", comma(doc.vat))
        tape.lr("Suma be PVM", comma(doc.net))
        tape.lr("Suma su PVM", comma(doc.gross))
    else:
        tape.lr("t. sk. PVM 21 %", comma(doc.vat))
    tape.rule("-")

    # --- payment
    if rng.random() < 0.75:
        slip = card(rng)
        tape.lr(rng.choice(["Mokėta kortele", "Banko kortelė"]), comma(doc.gross))
        tape.rule("-")
        slip_lines(tape, rng, slip, comma(doc.gross), "lt", f"{day(doc.issued, 'iso')} {clock(rng)}")
    else:
        cash = tendered(doc.gross, rng)
        tape.lr("Grynieji", comma(cash))
        tape.lr("Grąža", comma(cash - doc.gross))
    tape.rule("-")
    tape.text("PVM sąskaita faktūra išrašoma pateikus įmonės rekvizitus", align="c")
    tape.text(
        rng.choice(["Ačiū, kad renkatės mus!", "Geros kelionės!", "Ačiū, lauksime vėl!"]), "b", align="c"
    )
    if not narrow and rng.random() < 0.5:
        tape.text(f"Karštoji linija 8 700 {rng.randint(10000, 99999)}", align="c")
    truth = receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=net, vat=True)
    return Printed(tape.html(BIG2), truth)
