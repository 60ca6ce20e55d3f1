"""A German fuel station's till receipt as a station's POS prints it on an 80 mm roll: the station's name
in large glyphs ("Tankstelle …", "Autohof …"), the operating company with its address, "Tel.",
"St.-Nr." (Steuernummer) and "USt-IdNr."; "Zapfsäule 4" with the fuel ("Super E10", "Diesel") as litres ×
price per litre with three decimals ("42,37 l x 1,789 EUR/l"), a shop item or a car wash sometimes, each
amount with the tax letter "A"; "SUMME EUR" or "Zu zahlen" in large glyphs, the "MwSt" table (19 % with
"Netto", "MwSt", "Brutto") or "Netto"/"MwSt 19 %"/"Brutto" lines, "Gegeben: girocard" (or a credit card)
and the card terminal's slip ("Kartenzahlung", "Betrag EUR", "Terminal-ID", "TA-Nr.", "Zahlung erfolgt"),
"Beleg-Nr.", "Kasse", the date and time and a short TSE block.

All lines are at 19 %. The seller is the operator (no register number printed: the Steuernummer is a tax
office's number, not the company's register code); its address is the station's."""

from __future__ import annotations

import random
from decimal import Decimal

from stdnum.eu import vat as eu_vat

from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, Item, draw
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.rc_common import clock, receipt_truth, settle
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import till

FUELS = [
    ("Super E10", 1.62, 1.86),
    ("Super E5", 1.68, 1.92),
    ("Diesel", 1.55, 1.79),
    ("SuperPlus 98", 1.78, 2.02),
]
SHOP = [
    ("Kaffee groß to go", "Stk.", 19, (2.3, 3.2)),
    ("Scheibenreiniger Sommer 3 l", "Stk.", 19, (4.5, 7.0)),
    ("Motoröl 5W-30 1 l", "Stk.", 19, (11.0, 16.0)),
    ("Waschstraße Programm Premium", "Stk.", 19, (10.0, 14.0)),
    ("Energydrink 0,25 l", "Stk.", 19, (1.4, 2.1)),
    ("Eiskratzer", "Stk.", 19, (1.5, 3.0)),
    ("Cola 0,5 l", "Stk.", 19, (1.6, 2.3)),
]
STATIONS = [
    ("TANKSTELLE AM RING", "Ring Mineralöl GmbH", "Kaiser-Wilhelm-Ring 44", "50672", "Köln", "0221"),
    ("AUTOHOF SÜD", "Autohof Süd Betriebs GmbH", "Industriestraße 7", "86356", "Neusäß", "0821"),
    ("FREIE TANKSTELLE BRANDT", "Brandt Tankstellen e.K.", "Hauptstraße 112", "31785", "Hameln", "05151"),
    (
        "TANKSTELLE KRÄMER",
        "Krämer Energie GmbH & Co. KG",
        "Bamberger Str. 30",
        "96215",
        "Lichtenfels",
        "09571",
    ),
    ("ENERGIEPUNKT NORD", "Nordtank Handels GmbH", "Bramfelder Chaussee 210", "22177", "Hamburg", "040"),
]


def _de_vat(rng: random.Random) -> str:
    while True:
        code = "DE" + str(rng.randint(100000000, 999999999))
        if eu_vat.is_valid(code):
            return code


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_de_tankstelle-{seed}")
    doc = draw(
        seed, kind="receipt", buyer=False, series=False, seller_country="DE", lines=(0, 2), catalogue=SHOP
    )
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 2]))
    fuel, low, high = rng.choice(FUELS)
    # most fill a good part of the tank, some top up a few litres
    litres = Decimal(str(rng.triangular(5, 72, 42))).quantize(Decimal("0.01"))
    gross = Decimal(str(rng.uniform(low, high))).quantize(Decimal("0.001"))
    doc.items.insert(0, Item(fuel, "l", litres, gross / Decimal("1.19"), Decimal(19)))
    # a fuel price has three decimals, a shop price two
    prices = settle(doc, places=[3] + [2] * (len(doc.items) - 1))

    brand, operator, street, postcode, city, area = rng.choice(STATIONS)
    seller = Foreign(operator, None, _de_vat(rng), street, city, postcode, "DE")
    doc.seller = seller
    tape = till(rng, mono=0.7, papers=(80,))
    mono = tape.mono
    pump = rng.randint(1, 12)

    def m(value: Decimal) -> str:
        return amount(value, "lt-plain")

    # --- head
    tape.big(brand)
    tape.text(seller.name, align="c")
    tape.text(seller.street, align="c")
    tape.text(f"{seller.postcode} {seller.city}", align="c")
    tape.text(f"Tel. {area} {rng.randint(100000, 9999999)}", align="c")
    tax_office = f"{rng.randint(10, 99)}/{rng.randint(100, 999)}/{rng.randint(10000, 99999)}"
    tape.text(f"St.-Nr.: {tax_office}", align="c")
    tape.text(f"USt-IdNr.: {seller.vat_code}", align="c")
    tape.rule("-")
    tape.lr(f"Beleg-Nr. {doc.number}", f"Kasse {rng.randint(1, 3)}")
    tape.lr(doc.issued.strftime("%d.%m.%Y"), clock(rng, seconds=True))
    tape.rule("-")

    # --- the lines
    for item, price in zip(doc.items, prices, strict=True):
        if item.unit == "l":
            tape.text(f"Zapfsäule {pump}" if rng.random() < 0.5 else f"Säule {pump:02d}")
            tape.lr(item.name, f"{m(item.total)} A")
            tape.text(f"  {amount(item.quantity, 'lt-plain')} l x {amount(price, 'lt-plain', 3)} EUR/l")
        elif item.quantity == 1:
            tape.lr(item.name, f"{m(item.total)} A")
        else:
            tape.text(item.name)
            tape.lr(f"  {quantity(item.quantity)} Stk x {m(price)}", f"{m(item.total)} A")
    tape.rule("-")

    # --- total and tax
    total = m(doc.gross)
    label = rng.choice(["SUMME EUR", "Zu zahlen EUR", "SUMME"])
    if mono:
        room = int(tape.cols / tape.scale)
        tape.big(label.ljust(room - len(total)) + total)
    else:
        tape.lr(label, total, "b big2")
    paid = rng.choice(["girocard", "EC-Karte", "Kreditkarte"])
    tape.lr(f"Gegeben {paid}", total)
    tape.blank()
    table = rng.random() < 0.6
    if table:
        widths = [10, 10, 10, 12] if mono else [8, 8, 8, 9]
        tape.cells(["MwSt", "Netto", "MwSt", "Brutto"], widths, "b")
        tape.cells(["A 19%", m(doc.net), m(doc.vat), total], widths)
    else:
        tape.lr("Netto", m(doc.net))
        tape.lr(rng.choice(["MwSt 19 %", "A = 19 % MwSt"]), m(doc.vat))
        tape.lr("Brutto", total)
    tape.rule("-")

    # --- the card terminal's slip
    slip = card(rng)
    if paid != "Kreditkarte":
        slip.scheme = "girocard"
    tape.text("Kartenzahlung", "b", align="c")
    tape.text(slip.scheme, align="c")
    tape.lr("Karte", slip.masked(2)[-8:] if slip.scheme == "girocard" else slip.masked(0))
    tape.lr("Betrag EUR", total)
    tape.lr("Terminal-ID", slip.terminal[:8])
    tape.lr("TA-Nr.", slip.stan)
    tape.lr("Autorisierungs-Nr.", slip.auth)
    tape.text("Zahlung erfolgt", "b", align="c")
    tape.text("Kundenbeleg", align="c")
    tape.rule("-")

    # --- the TSE block a German till must print
    if rng.random() < 0.7:
        tape.text(f"TSE-Transaktion: {rng.randint(10000, 999999)}")
        tape.text(f"TSE-Signaturzähler: {rng.randint(10000, 999999)}")
        tape.text(f"TSE-Seriennr.: {''.join(rng.choice('0123456789abcdef') for _ in range(16))}")
    tape.text(
        rng.choice(["Vielen Dank und gute Fahrt!", "Gute Fahrt!", "Danke für Ihren Besuch!"]), "b", align="c"
    )
    truth = receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=True, vat=True)
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
