"""A German supermarket's Kassenbon: the shop's name and address, tax number and VAT ID, items with tax
letters (A 19 %, B 7 %) printed either the REWE way (amount on the name's line, quantity under it) or
the discounter way (quantity × price on the name's line), "SUMME EUR", "Geg. Bar" and "Rückgeld" or the
card, the MwSt table "Netto Steuer Brutto", date, time and "Bon-Nr.", and the TSE lines the cash register
law requires."""

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
    ("Vollmilch 3,5% 1l", "Stk.", 7, (0.9, 1.3)),
    ("Butter 250g", "Stk.", 7, (1.8, 2.8)),
    ("Bauernbrot 1kg", "Stk.", 7, (2.5, 3.8)),
    ("Brötchen", "Stk.", 7, (0.3, 0.5)),
    ("Eier Freiland 10er", "Stk.", 7, (2.5, 3.6)),
    ("Gouda jung Scheiben", "Stk.", 7, (1.5, 2.5)),
    ("Bananen", "kg", 7, (1.2, 1.8)),
    ("Äpfel Elstar", "kg", 7, (2.0, 3.0)),
    ("Tomaten Rispen", "kg", 7, (2.5, 4.0)),
    ("Hähnchenbrustfilet", "kg", 7, (9.0, 14.0)),
    ("Spaghetti 500g", "Stk.", 7, (0.9, 1.8)),
    ("Kaffee gemahlen 500g", "Stk.", 7, (4.5, 7.5)),
    ("Mineralwasser 1,5l", "Stk.", 19, (0.4, 0.8)),
    ("Pfand 0,25", "Stk.", 19, (0.21, 0.21)),
    ("Pils 0,5l Fl.", "Stk.", 19, (0.7, 1.1)),
    ("Apfelsaft 1l", "Stk.", 19, (1.0, 1.8)),
    ("Spülmittel 500ml", "Stk.", 19, (0.9, 1.6)),
    ("Toilettenpapier 8x150", "Stk.", 19, (2.8, 4.0)),
    ("Zahnpasta 75ml", "Stk.", 19, (0.8, 2.5)),
    ("Tragetasche", "Stk.", 19, (0.15, 0.3)),
]
SHOPS = [
    "Frischemarkt Weber GmbH",
    "Nahkauf Lindner OHG",
    "Biomarkt Sonnenblume GmbH",
    "Markt Hoffmann e.K.",
    "Edelfrisch Köhler GmbH",
]
LETTERS = {Decimal(19): "A", Decimal(7): "B"}


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_de_kassenbon-{seed}")
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 12), catalogue=CATALOGUE)
    shop_quantities(doc, rng)
    prices = settle(doc)
    seller = foreign_party(rng, "DE")
    seller.name = rng.choice(SHOPS)
    seller.code = None
    doc.seller = seller
    tape = Tape(cols=rng.choice([40, 42]), font=rng.choice(MONO_FONTS))
    style = "lt-plain"
    rates = doc.rates()
    rewe = rng.random() < 0.5

    brand = seller.name.split()[0]
    if brand != "Markt" and rng.random() < 0.5:
        tape.big(brand.upper())
    tape.text(seller.name, "b", align="c")
    tape.text(seller.street, align="c")
    tape.text(f"{seller.postcode} {seller.city}", align="c")
    tape.text(f"Tel. 0{rng.randint(30, 899)} / {rng.randint(100000, 9999999)}", align="c")
    if rng.random() < 0.6:
        tape.text(
            f"St.-Nr. {rng.randint(10, 999)}/{rng.randint(100, 999)}/{rng.randint(10000, 99999)}", align="c"
        )
    printed_vat_id = rng.random() < 0.8
    if printed_vat_id:
        tape.text(f"USt-IdNr. {seller.vat_code}", align="c")
    tape.blank()
    tape.text("EUR", align="r")
    for item, price in zip(doc.items, prices, strict=True):
        letter = LETTERS[item.vat_percent]
        if item.unit == "kg":
            detail = f"{amount(item.quantity, style, 3)} kg x {amount(price, style)} EUR/kg"
        else:
            detail = f"{item.quantity:f} Stk x {amount(price, style)}"
        if rewe:
            tape.lr(item.name, f"{amount(item.total, style)} {letter}")
            tape.text(f"  {detail}")
        else:
            tape.text(item.name)
            tape.lr(f"  {detail}", f"{amount(item.total, style)} {letter}")
    tape.rule("-")
    tape.lr("SUMME EUR", amount(doc.gross, style), "b")
    tape.rule("=")
    if rng.random() < 0.5:
        cash = tendered(doc.gross, rng)
        tape.lr("Geg. Bar           EUR", amount(cash, style))
        tape.lr("Rückgeld BAR       EUR", amount(cash - doc.gross, style))
    else:
        tape.lr("Geg. EC-Karte      EUR", amount(doc.gross, style))
        tape.text(f"Kartenzahlung girocard  ****{rng.randint(1000, 9999)}")
    tape.blank()
    widths = [tape.cols - 30, 10, 10, 10]
    tape.cells(["Steuer  %", "Netto", "Steuer", "Brutto"], widths)
    for r, (base, tax) in sorted(rates.items(), key=lambda kv: LETTERS[kv[0]]):
        label = f"{LETTERS[r]}={amount(r, style, 1):>6}%"
        tape.cells([label, amount(base, style), amount(tax, style), amount(base + tax, style)], widths)
    totals = len(rates) > 1 and rng.random() < 0.6
    if totals:
        tape.cells(
            ["Gesamt", amount(doc.net, style), amount(doc.vat, style), amount(doc.gross, style)], widths
        )
    tape.blank()
    time = clock(rng, seconds=True)
    tape.lr(f"{doc.issued.strftime('%d.%m.%Y')} {time[:5]}", f"Bon-Nr.: {doc.number}")
    tape.text(
        f"Markt: {rng.randint(1, 9999):04d}  Kasse: {rng.randint(1, 9)}  Bed.: {rng.randint(100, 999999)}"
    )
    tape.rule("-")
    tse = rng.randint(10000, 999999)
    tape.text(f"TSE-Transaktion: {tse}")
    tape.text(f"TSE-Signaturnr.: {tse * 2 + rng.randint(0, 9)}")
    tape.text(f"TSE-Stop: {doc.issued.isoformat()}T{time}.000")
    tape.text(f"Seriennr. Kasse: {rng.randint(10**9, 10**10 - 1)}")
    tape.rule("-")
    tape.text("Vielen Dank für Ihren Einkauf!", align="c")
    one = len(rates) == 1
    truth = receipt_truth(
        doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=totals or one, vat=totals
    )
    if not printed_vat_id:
        truth.pop("seller_vat_code")
    return Printed(tape.html(), truth)
