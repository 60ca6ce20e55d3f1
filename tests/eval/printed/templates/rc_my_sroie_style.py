"""A Malaysian shop's thermal till receipt of the GST years, the kind the SROIE data set scanned: the
company name ("… SDN BHD") with its register number, the address over several upper-case lines, the GST
number and "TAX INVOICE", a bill number, date and cashier, items with barcode, quantity, unit price,
amount and GST code (SR standard-rated, ZR zero-rated), the totals with "ROUNDING", "TOTAL (RM)",
"CASH" and "CHANGE", and a GST summary."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount
from tests.eval.printed.templates.rc_common import (
    MONO_FONTS,
    Tape,
    clock,
    malaysian_shop,
    receipt_truth,
    settle,
    tendered,
)

CATALOGUE = [
    ("MILO 3IN1 ACTIV-GO 18S X 30G", "pcs", 6, (12.0, 15.0)),
    ("GARDENIA CLASSIC WHITE BREAD 600G", "pcs", 0, (3.4, 4.2)),
    ("BERAS SUPER TEMPATAN 5% 10KG", "pcs", 0, (26.0, 32.0)),
    ("GULA PASIR HALUS 1KG", "pcs", 0, (2.8, 3.2)),
    ("MINYAK MASAK SAJI 5KG", "pcs", 0, (22.0, 28.0)),
    ("TELUR AYAM GRED A 10S", "pcs", 0, (4.0, 5.5)),
    ("DUTCH LADY UHT CHOCOLATE 200ML", "pcs", 6, (1.7, 2.3)),
    ("MAGGI KARI 5S X 79G", "pcs", 6, (5.2, 6.8)),
    ("NESCAFE CLASSIC JAR 200G", "pcs", 6, (17.0, 23.0)),
    ("DYNAMO DETERGENT 2.7KG", "pcs", 6, (21.0, 28.0)),
    ("COLGATE TOOTHPASTE 175G", "pcs", 6, (5.5, 8.5)),
    ("KLEENEX FACIAL TISSUE 4X100S", "pcs", 6, (8.0, 11.0)),
    ("100PLUS ISOTONIC 1.5L", "pcs", 6, (3.3, 4.4)),
    ("MAMEE MONSTER 8X25G", "pcs", 6, (4.0, 5.8)),
    ("PVC INSULATION TAPE BLACK", "pcs", 6, (1.5, 3.0)),
    ("LED BULB 9W E27 DAYLIGHT", "pcs", 6, (7.0, 12.0)),
    ("PAINT BRUSH 2 INCH", "pcs", 6, (3.0, 6.0)),
    ("GARBAGE BAG 30X36 10S", "pcs", 6, (2.8, 4.5)),
]
NAMES = [
    "KEDAI RUNCIT SRI MAJU",
    "PASARAYA SENG HENG",
    "SYARIKAT PERNIAGAAN LIM & SONS",
    "MINIMARKET BAIDURI",
    "TECK HUAT HARDWARE",
    "EVERGREEN MART",
    "SRI GEMILANG TRADING",
]


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_my_sroie_style-{seed}")
    doc = draw(
        seed, kind="receipt", buyer=False, series=False, lines=(1, 12), catalogue=CATALOGUE, currency="MYR"
    )
    # the GST was charged from April 2015 to May 2018: its receipts bear those years
    doc.issued = doc.issued.replace(year=rng.choice([2016, 2017]))
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 1, 2, 2, 3, 5]))
    prices = settle(doc, cash_step=Decimal("0.05"))
    tape = Tape(cols=rng.choice([42, 48]), font=rng.choice(MONO_FONTS))
    name = f"{rng.choice(NAMES)} {rng.choice(['SDN BHD', 'SDN BHD', 'SDN. BHD.'])}"
    shop = malaysian_shop(rng, name, tape.cols)
    doc.seller = shop
    style = rng.choice(["plain-dot", "plain-dot", "en"])
    rates = doc.rates()

    tape.text(shop.name, "b", align="c")
    tape.text(
        rng.choice(["({})", "(CO. NO. {})", "(ROC NO. {})", "CO. REG NO: {}"]).format(shop.code), align="c"
    )
    for line in shop.lines:
        tape.text(line, align="c")
    tape.text(
        f"TEL : 0{rng.choice([3, 3, 4, 5, 7])}-{rng.randint(1000, 9999)} {rng.randint(1000, 9999)}", align="c"
    )
    tape.text(rng.choice(["GST ID : {}", "GST REG NO : {}", "GST NO. {}"]).format(shop.vat_code), align="c")
    tape.blank()
    tape.text("TAX INVOICE", "b", align="c")
    tape.blank()
    tape.text(f"CASH BILL NO: CS{rng.randint(10000, 999999):08d}")
    date = doc.issued.strftime(rng.choice(["%d/%m/%Y", "%d-%m-%Y"]))
    tape.lr(f"DATE: {date}", f"TIME: {clock(rng, seconds=rng.random() < 0.5)}")
    tape.lr(
        f"CASHIER: {rng.choice(['AINA', 'MEI LING', 'KUMAR', 'NURUL', 'ADMIN'])}",
        f"COUNTER: {rng.randint(1, 6):02d}",
    )
    tape.rule("-")
    widths = [17, 5, 9, 11] if tape.cols == 42 else [20, 6, 10, 12]
    tape.cells(["ITEM", "QTY", "U/PRICE", "AMOUNT   "], widths)
    tape.rule("-")
    for item, price in zip(doc.items, prices, strict=True):
        tape.text(item.name)
        code = "SR" if item.vat_percent else "ZR"
        barcode = f"955{rng.randint(0, 9999999999):010d}"
        tape.cells(
            [barcode, f"{item.quantity:f}", amount(price, style), f"{amount(item.total, style)} {code}"],
            widths,
        )
    tape.rule("-")
    tape.text(f"TOTAL QTY: {sum(item.quantity for item in doc.items)}")
    tape.lr("TOTAL SALES (EXCLUDING GST)", amount(doc.net, style))
    tape.lr("TOTAL GST @6%" if Decimal(6) in rates else "TOTAL GST", amount(doc.vat, style))
    tape.lr("ROUNDING", amount(Decimal("0.00"), style))
    tape.lr("TOTAL (RM)", amount(doc.gross, style), "b")
    cash = tendered(doc.gross, rng)
    tape.lr("CASH", amount(cash, style))
    tape.lr("CHANGE", amount(cash - doc.gross, style))
    tape.rule("-")
    summary = [tape.cols - 24, 12, 12]
    tape.cells(["GST SUMMARY", "AMOUNT(RM)", "TAX(RM)"], summary)
    for r, (base, tax) in rates.items():
        tape.cells([f"{'SR' if r else 'ZR'} @ {r}%", amount(base, style), amount(tax, style)], summary)
    tape.rule("-")
    tape.text("THANK YOU. PLEASE COME AGAIN.", align="c")
    tape.text("GOODS SOLD ARE NOT RETURNABLE.", align="c")
    return Printed(
        tape.html(),
        receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=False, net=True, vat=True),
    )
