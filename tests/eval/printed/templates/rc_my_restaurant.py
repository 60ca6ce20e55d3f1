"""A Malaysian restaurant's or bakery's POS receipt of the GST years, in a proportional font: the name in
large letters and the address centred, "Tel:", the GST registration number, "Invoice No", "Date: 22 MAR
2017", table and pax, quantity / description / amount columns, then "Sub Total (Excl. GST)", "GST 6%",
"Total Incl. GST", "Rounding Adj" and "Total Rounded"."""

from __future__ import annotations

import random
import textwrap
from decimal import Decimal

from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount
from tests.eval.printed.templates.rc_common import (
    Tape,
    clock,
    malaysian_shop,
    receipt_truth,
    settle,
    tendered,
)

CATALOGUE = [
    ("NASI LEMAK AYAM GORENG", "pcs", 6, (8.0, 12.0)),
    ("MEE GORENG MAMAK", "pcs", 6, (6.0, 9.0)),
    ("ROTI CANAI KOSONG", "pcs", 6, (1.2, 2.0)),
    ("TEH TARIK", "pcs", 6, (1.8, 2.8)),
    ("KOPI O AIS", "pcs", 6, (1.8, 2.6)),
    ("CHAR KUEY TEOW", "pcs", 6, (7.0, 10.0)),
    ("NASI GORENG KAMPUNG", "pcs", 6, (7.0, 10.0)),
    ("KAYA BUTTER TOAST", "pcs", 6, (3.0, 4.5)),
    ("CHICKEN PIE", "pcs", 6, (4.0, 6.0)),
    ("EGG TART", "pcs", 6, (2.0, 3.2)),
    ("BUTTER CAKE SLICE", "pcs", 6, (3.0, 5.0)),
    ("CURRY PUFF", "pcs", 6, (1.5, 2.5)),
    ("MILO DINOSAUR", "pcs", 6, (4.0, 6.0)),
    ("LIMAU AIS", "pcs", 6, (2.0, 3.0)),
]
NAMES = [
    "RESTORAN SRI MELAKA",
    "ROTI MAJU BAKERY",
    "GOLDEN BAKE HOUSE",
    "KEDAI KOPI HONG KEE",
    "NASI KANDAR PELITA JAYA",
]
FONTS = ["Arial, 'Liberation Sans'", "'DejaVu Sans'", "Roboto", "'Open Sans'", "FreeSans"]
MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_my_restaurant-{seed}")
    doc = draw(
        seed, kind="receipt", buyer=False, series=False, lines=(1, 10), catalogue=CATALOGUE, currency="MYR"
    )
    # the GST was charged from April 2015 to May 2018: its receipts bear those years
    doc.issued = doc.issued.replace(year=rng.choice([2016, 2017]))
    titled = rng.random() < 0.5
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 2, 2, 3, 4]))
        if titled:
            item.name = item.name.title()
    prices = settle(doc, cash_step=Decimal("0.05"))
    tape = Tape(mono=False, font=rng.choice(FONTS), size_pt=rng.choice([8.0, 8.5, 9.0]), em=0.72)
    shop = malaysian_shop(rng, f"{rng.choice(NAMES)} SDN BHD", tape.cols)
    doc.seller = shop
    style = "plain-dot"

    tape.big(shop.name)
    tape.text(f"(Co. Reg. No. {shop.code})", align="c")
    for line in shop.lines:
        tape.text(line, align="c")
    tape.text(
        f"Tel: 0{rng.choice([3, 3, 4, 6])}-{rng.randint(1000, 9999)} {rng.randint(1000, 9999)}", align="c"
    )
    tape.text(f"GST Reg. No: {shop.vat_code}", align="c")
    tape.blank()
    tape.text(rng.choice(["TAX INVOICE", "SIMPLIFIED TAX INVOICE"]), "b", align="c")
    tape.blank()
    tape.lr(f"Invoice No : {doc.number}", f"Table : {rng.randint(1, 30)}")
    day = f"{doc.issued.day:02d} {MONTHS[doc.issued.month - 1]} {doc.issued.year}"
    tape.lr(f"Date : {day}", f"Time : {clock(rng)}")
    tape.lr(f"Cashier : {rng.choice(['SITI', 'AHMAD', 'JOANNE', 'RAJ'])}", f"Pax : {rng.randint(1, 6)}")
    tape.rule("=")
    widths = [5, 22, 8]
    tape.cells(["Qty", "Description", "Amt (RM)"], widths, "b left2")
    tape.rule("-")
    for item, price in zip(doc.items, prices, strict=True):
        first, *rest = textwrap.wrap(item.name, tape.cols * widths[1] // sum(widths))
        tape.cells([f"{item.quantity:f}", first, amount(item.total, style)], widths, "left2")
        for part in rest:
            tape.cells(["", part, ""], widths, "left2")
        if item.quantity > 1:
            tape.cells(["", f"@ {amount(price, style)}", ""], widths, "left2 small")
    tape.rule("-")
    tape.lr("Sub Total (Excl. GST)", amount(doc.net, style))
    tape.lr("GST 6%", amount(doc.vat, style))
    tape.lr("Total Incl. GST", amount(doc.gross, style), "b")
    tape.lr("Rounding Adj", amount(Decimal("0.00"), style))
    tape.lr("Total Rounded", amount(doc.gross, style), "big2")
    tape.rule("-")
    if rng.random() < 0.6:
        cash = tendered(doc.gross, rng)
        tape.lr("Cash", amount(cash, style))
        tape.lr("Change", amount(cash - doc.gross, style))
    else:
        tape.lr(rng.choice(["Visa", "MasterCard", "Debit Card"]), amount(doc.gross, style))
    tape.blank()
    tape.text("Thank You, Please Come Again", align="c")
    css = """.left2 span:nth-child(2) { text-align: left !important } .small { font-size: 0.9em }
.big2 { font-weight: bold; font-size: 1.15em }"""
    return Printed(
        tape.html(css),
        receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=True, vat=True),
    )
