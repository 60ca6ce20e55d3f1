"""A Lithuanian coffee bar's or bistro's till receipt as a restaurant POS prints it on an 80 mm (or 58 mm)
roll: the place's name, the company (UAB or MB „…“) with "Įm. k." and "PVM k.", the address; the bill's
own number under "Sąskaita Nr." (a bistro's POS) or "Kvito Nr." (a coffee bar's till), the kitchen's
"Užsakymo Nr.", "Stalas" and "Padavėjas(-a)" (or "Išsinešti" for take-away at a coffee bar), the date and
time; the dishes and drinks with "2 x 3,50", as stacked lines or a "Pavadinimas Kiekis Kaina Suma" table;
a "Aptarnavimo mokestis 10 %" line on some bistros' bills, "MOKĖTI" / "Iš viso EUR" in large glyphs, the
VAT at 21 % (as "PVM 21 %" and "Suma be PVM" lines or a small table, or only "t. sk. PVM"), the card or
cash payment, a tip ("Arbatpinigiai") paid on the card above the bill on some, and "Ačiū, laukiame
sugrįžtant!".

Catering in Lithuania is at the standard 21 % (the reduced 9 % for it ended with 2022). The tip is not
part of the sale: the total is the bill's. The seller is the company; its address is the place's."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.lt_data import money, vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.rc_common import clock, receipt_truth, settle, tendered
from tests.eval.printed.templates.rc_round4_common import card, round5
from tests.eval.printed.templates.rc_round6_common import till

MENU = [
    ("Kapučino", "vnt.", 21, (2.3, 3.2)),
    ("Latte su avižų pienu", "vnt.", 21, (2.8, 3.8)),
    ("Espresso", "vnt.", 21, (1.6, 2.2)),
    ("Flat white", "vnt.", 21, (2.6, 3.4)),
    ("Arbata (žalioji)", "vnt.", 21, (1.8, 2.6)),
    ("Šviežiai spaustos apelsinų sultys 0,3 l", "vnt.", 21, (3.0, 4.2)),
    ("Cepelinai su mėsa (2 vnt.)", "porc.", 21, (6.5, 9.0)),
    ("Šaltibarščiai su karštomis bulvėmis", "porc.", 21, (4.5, 6.5)),
    ("Dienos sriuba", "porc.", 21, (2.8, 4.0)),
    ("Kiaulienos kepsnys su keptomis bulvytėmis ir daržovėmis", "porc.", 21, (8.0, 11.5)),
    ("Cezario salotos su vištiena", "porc.", 21, (6.5, 8.5)),
    ("Blyneliai su varške ir grietine", "porc.", 21, (4.0, 5.8)),
    ("Kibinas su vištiena", "vnt.", 21, (2.2, 3.2)),
    ("Croissant su sviestu", "vnt.", 21, (1.6, 2.4)),
    ("Morkų pyragas", "vnt.", 21, (2.8, 3.8)),
    ("Skruzdėlynas", "vnt.", 21, (2.5, 3.5)),
    ("Mineralinis vanduo 0,5 l", "vnt.", 21, (1.5, 2.2)),
    ("Gira 0,5 l", "vnt.", 21, (2.0, 3.0)),
    ("Dienos pietūs (sriuba + antrasis)", "porc.", 21, (6.0, 8.0)),
]
PLACES = [
    ("Kavos pupelė", "MB „Kavos pupelė“", "Pilies g. 14", "LT-01123", "Vilnius"),
    ("Bistro Žalias", "UAB „Žalias bistro“", "Savanorių pr. 124", "LT-44146", "Kaunas"),
    ("Kepykla-kavinė Medus", "UAB „Medaus kepykla“", "Tiltų g. 7", "LT-91246", "Klaipėda"),
    ("Senamiesčio bistro", "MB „Senamiesčio skoniai“", "Vokiečių g. 22", "LT-01130", "Vilnius"),
    ("Coffee Corner", "UAB „Kampo kava“", "Laisvės al. 88", "LT-44250", "Kaunas"),
    ("Užeiga Pas Joną", "MB „Jono užeiga“", "Vilniaus g. 140", "LT-76353", "Šiauliai"),
]
STAFF = ["Gabija", "Mantas", "Eglė", "Karolina", "Dovydas", "Ugnė", "Paulius"]


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_kavine-{seed}")
    brand, legal, street, postcode, city = rng.choice(PLACES)
    # a bistro's POS prints a bill for a table, a coffee bar's till a receipt at the counter
    bistro = any(word in brand for word in ("Bistro", "bistro", "Užeiga")) or rng.random() < 0.2
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 7), catalogue=MENU)
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 2, 2, 3]))
    service = bistro and rng.random() < 0.35
    if service:
        food = sum((i.subtotal for i in doc.items), Decimal(0))
        doc.items.append(
            Item("Aptarnavimo mokestis 10 %", "paslauga", Decimal(1), money(food / 10), Decimal(21))
        )
    prices = settle(doc)

    seller = doc.seller
    seller.name, seller.street, seller.postcode, seller.city = legal, street, postcode, city
    seller.vat_code = seller.vat_code or vat_code(rng)
    tape = till(rng, mono=0.55)
    mono, narrow = tape.mono, tape.cols < 40

    def m(value: Decimal) -> str:
        return amount(value, "lt-plain")

    # --- head
    tape.big(brand.upper() if mono and rng.random() < 0.6 else brand)
    tape.text(seller.name, align="c")
    tape.text(seller.address, align="c")
    tape.text(f"Įm. k. {seller.code}", align="c")
    tape.text(f"{rng.choice(['PVM k.', 'PVM mok. kodas', 'PVM kodas'])} {seller.vat_code}", align="c")
    tape.rule("=")
    number_label = "Sąskaita Nr." if bistro else rng.choice(["Kvito Nr.", "Kvitas Nr."])
    order = f"{rng.randint(1, 999)}"
    tape.text(rng.choice(["SĄSKAITA", "Sąskaita"]) if bistro else "KVITAS", "b", align="c")
    tape.lr(f"{number_label} {doc.number}", f"Užsakymo Nr. {order}" if not narrow else "")
    if narrow:
        tape.text(f"Užsakymo Nr. {order}")
    if bistro:
        tape.lr(f"Stalas {rng.randint(1, 24)}", f"Svečių: {rng.randint(1, 6)}")
        tape.text(f"{rng.choice(['Padavėjas(-a):', 'Aptarnavo:'])} {rng.choice(STAFF)}")
    else:
        tape.text(rng.choice(["Čia", "Išsinešti", "Vietoje"]))
        tape.text(f"Kasininkas: {rng.choice(STAFF)}")
    opened = clock(rng)
    tape.text(f"{day(doc.issued, rng.choice(['iso', 'lt-dots']))} {opened}")
    tape.rule("-")

    # --- the lines
    table = not narrow and rng.random() < 0.5
    if table:
        widths = [tape.cols - 24, 5, 9, 10] if mono else [24, 6, 8, 9]
        tape.cells(["Pavadinimas", "Kiek.", "Kaina", "Suma"], widths, "b")
    for item, price in zip(doc.items, prices, strict=True):
        if table:
            if mono and len(item.name) >= widths[0]:
                tape.text(item.name)
                tape.cells(["", quantity(item.quantity), m(price), m(item.total)], widths)
            else:
                tape.cells([item.name, quantity(item.quantity), m(price), m(item.total)], widths)
        elif item.quantity == 1:
            tape.lr(item.name, m(item.total))
        else:
            tape.text(item.name)
            tape.lr(f"  {quantity(item.quantity)} x {m(price)}", m(item.total))
    tape.rule("-")

    # --- total and VAT
    total = m(doc.gross)
    label = rng.choice(["MOKĖTI", "IŠ VISO", "VISO EUR"])
    if mono:
        room = int(tape.cols / tape.scale)
        label = label if len(label) + len(total) + 1 <= room else "VISO"
        tape.big(label.ljust(room - len(total)) + total)
    else:
        tape.lr(f"{label}" + ("" if "EUR" in label else " EUR"), total, "b big2")
    vat_style = rng.choice(["lines", "table", "incl"])
    if vat_style == "lines":
        tape.lr("Suma be PVM", m(doc.net))
        tape.lr(rng.choice(["PVM 21 %", "PVM 21%"]), m(doc.vat))
    elif vat_style == "table":
        widths = [7, 8, 8, 9] if narrow or not mono else [10, 10, 10, 12]
        tape.cells(["PVM %", "Be PVM", "PVM", "Su PVM"], widths, "b")
        tape.cells(["21", m(doc.net), m(doc.vat), total], widths)
    else:
        tape.lr("t. sk. PVM 21 %", m(doc.vat))
    tape.rule("-")

    # --- payment
    if rng.random() < 0.7:
        slip = card(rng)
        tip = money(doc.gross * Decimal(rng.choice([5, 10, 10, 15])) / 100) if rng.random() < 0.4 else None
        if tip:
            tape.lr("Arbatpinigiai", m(tip))
            tape.lr(rng.choice(["Mokėta kortele", "Kortele"]), m(doc.gross + tip))
        else:
            tape.lr(rng.choice(["Mokėta kortele", "Kortele", "Banko kortelė"]), total)
        tape.text(f"{slip.scheme} {slip.masked(rng.randint(0, 2))}")
        tape.lr("Aut. kodas", slip.auth)
    else:
        pay = round5(doc.gross)
        if pay != doc.gross:
            tape.lr("Apvalinimas", m(pay - doc.gross))
            tape.lr("Mokėti grynaisiais", m(pay))
        cash = tendered(pay, rng)
        tape.lr("Grynieji", m(cash))
        tape.lr("Grąža", m(cash - pay))
    tape.rule("-")
    tape.text(rng.choice(["Ačiū, laukiame sugrįžtant!", "Skanaus!", "Ačiū ir iki!"]), "b", align="c")
    if rng.random() < 0.5:
        tape.text(f"WiFi: {brand.split()[0]}_svečiai", align="c")
    net = vat_style != "incl"
    truth = receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=net, vat=True)
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
