"""A British convenience shop's or newsagent's till receipt on an 80 mm roll, as an EPOS till prints it in
a sans-serif or a monospace font: a drawn logo (the initials in a square, or the name in a double frame)
or the name in large letters, the company ("… Ltd"), the address ending in the town and its postcode, the
telephone and "VAT Reg No: GB 123 4567 89"; "SALE", each line's name with the price and the VAT code
letter (S, R, Z or A, B, Z, or a star for the taxable ones), "2 @ £1.10" or "0.456 kg @ £2.20/kg" beside
or below it, the count of items, "TOTAL", "CARD" (or "CASH") and "CHANGE DUE", the card's slip lines, a
"VAT SUMMARY" table "Rate | Net | VAT | Gross" (20 %, 5 % and the zero rate of food and newspapers),
the date "dd/mm/yyyy", time, till and operator, "Receipt No", and "Thank you for shopping with us"."""

from __future__ import annotations

import random
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount
from tests.eval.printed.templates.rc_common import (
    MONO_FONTS,
    clock,
    receipt_truth,
    settle,
    tendered,
)
from tests.eval.printed.templates.rc_ee_lt_gb_common import BlockTape, british_shop

# (name, unit, rate, net price range): food, milk and newspapers zero-rated, snacks, drinks, hot food and
# household goods at 20 %, nicotine replacement at 5 %
CATALOGUE = [
    ("SEMI SKIMMED MILK 2PT", "pcs", 0, (1.3, 1.7)),
    ("WHOLEMEAL BREAD 800G", "pcs", 0, (1.1, 1.6)),
    ("FREE RANGE EGGS 6PK", "pcs", 0, (1.9, 2.6)),
    ("MATURE CHEDDAR 400G", "pcs", 0, (3.2, 4.5)),
    ("BANANAS LOOSE", "kg", 0, (0.8, 1.1)),
    ("BRAMLEY APPLES LOOSE", "kg", 0, (1.8, 2.6)),
    ("HAM & MUSTARD SANDWICH", "pcs", 0, (2.8, 3.6)),
    ("TEA BAGS 80S", "pcs", 0, (2.2, 3.4)),
    ("BAKED BEANS 415G", "pcs", 0, (0.8, 1.3)),
    ("THE TIMES", "pcs", 0, (2.8, 3.2)),
    ("DAILY MAIL", "pcs", 0, (1.0, 1.4)),
    ("CRISPS SALT & VINEGAR 6PK", "pcs", 20, (1.5, 2.2)),
    ("MILK CHOC BAR 110G", "pcs", 20, (0.9, 1.6)),
    ("COLA 1.5L", "pcs", 20, (1.4, 2.0)),
    ("SPARKLING WATER 500ML", "pcs", 20, (0.6, 1.0)),
    ("SAUSAGE ROLL HOT", "pcs", 20, (1.2, 1.8)),
    ("FLAT WHITE REG", "pcs", 20, (2.2, 2.8)),
    ("AA BATTERIES 4PK", "pcs", 20, (3.0, 4.6)),
    ("BIRTHDAY CARD", "pcs", 20, (1.6, 3.2)),
    ("WASHING UP LIQUID 450ML", "pcs", 20, (0.9, 1.6)),
    ("TOILET ROLL 9PK", "pcs", 20, (3.5, 5.0)),
    ("PARACETAMOL 500MG 16S", "pcs", 20, (0.4, 0.7)),
    ("CARRIER BAG", "pcs", 20, (0.08, 0.09)),
    ("NICOTINE GUM 2MG 105PC", "pcs", 5, (9.0, 12.0)),
    ("NICOTINE PATCH 24HR 7PK", "pcs", 5, (10.0, 14.0)),
]
SHOPS = [
    ("HARTLEY & COLE", "Hartley & Cole Ltd"),
    ("THE VILLAGE SHOP", "Village Shop Trading Ltd"),
    ("PENNYWISE", "Pennywise Convenience Ltd"),
    ("BRIDGE ST NEWS", "Bridge Street News Ltd"),
    ("GREENWAY STORES", "Greenway Retail Ltd"),
    ("ASHBY'S", "J. Ashby & Sons Ltd"),
    ("MARKET PLACE DELI", "Market Place Deli Ltd"),
]
OPERATORS = ["SARAH", "DAVE", "PRIYA", "TOM", "OP 104", "JO", "KAREN", "AMIR"]
SANS = ["Arial, 'Liberation Sans'", "Roboto", "'Open Sans'", "FreeSans", "'DejaVu Sans'"]
# VAT code letters on the lines, by rate; an empty code leaves a zero-rated line unmarked
CODES = [
    {Decimal(20): "S", Decimal(5): "R", Decimal(0): "Z"},
    {Decimal(20): "A", Decimal(5): "B", Decimal(0): "Z"},
    {Decimal(20): "*", Decimal(5): "*", Decimal(0): ""},
]


def _quantities(items: list[Item], rng: random.Random) -> None:
    for item in items:
        if item.unit == "kg":
            item.quantity = Decimal(rng.randint(250, 1600)) / 1000
        else:
            item.quantity = Decimal(rng.choice([1, 1, 1, 1, 1, 2, 2, 3]))
    if rng.random() < 0.5 and not any(item.name == "CARRIER BAG" for item in items):
        # many baskets end with a carrier bag
        items.append(Item("CARRIER BAG", "pcs", Decimal(1), Decimal("0.08"), Decimal(20)))


def _logo(tape: BlockTape, rng: random.Random, brand: str) -> None:
    """The shop's logo, drawn: its initials in a square beside the name, the name in a double frame, or
    the name in large letters."""
    line = tape.line_mm
    words = brand.replace("&", " ").split()
    initials = "".join(word[0] for word in words)[:3]
    choice = rng.random()
    if choice < 0.35:
        box = 3.2 * line
        size = min(1.5 * line, (tape.paper - 9 - box - 0.4 * len(brand)) / (0.75 * len(brand)))
        tape.block(
            f'<div style="display:flex;align-items:center;gap:2.5mm">'
            f'<div style="width:{box:.2f}mm;height:{box:.2f}mm;border:0.7mm solid #111;display:flex;'
            f"align-items:center;justify-content:center;font-family:'DejaVu Serif';font-weight:bold;"
            f'font-size:{(1.5 if len(initials) < 3 else 1.05) * line:.2f}mm">{escape(initials)}</div>'
            f'<div style="font-weight:bold;letter-spacing:0.4mm;white-space:nowrap;font-size:{size:.2f}mm">'
            f"{escape(brand)}</div></div>",
            4,
        )
    elif choice < 0.7:
        size = min(1.5 * line, (tape.paper - 17 - 0.5 * len(brand)) / (0.75 * len(brand)))
        tape.block(
            f'<div style="border:1mm double #111;padding:0.3mm 4mm;font-weight:bold;letter-spacing:0.5mm;'
            f'white-space:nowrap;font-size:{size:.2f}mm">{escape(brand)}</div>',
            3,
        )
    else:
        tape.big(brand)


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_gb_shop-{seed}")
    doc = draw(
        seed, kind="receipt", buyer=False, series=False, lines=(1, 9), catalogue=CATALOGUE, currency="GBP"
    )
    _quantities(doc.items, rng)
    prices = settle(doc)
    brand, company = rng.choice(SHOPS)
    seller = british_shop(rng, company, company_number=rng.random() < 0.5)
    doc.seller = seller
    style = "plain-dot"
    mono = rng.random() < 0.4
    if mono:
        tape = BlockTape(paper=80, cols=rng.choice([40, 42, 44]), font=rng.choice(MONO_FONTS))
    else:
        tape = BlockTape(paper=80, mono=False, font=rng.choice(SANS), size_pt=rng.choice([8.0, 8.5]), em=0.7)
    codes = rng.choice(CODES)
    rates = dict(sorted(doc.rates().items(), reverse=True))
    pound = rng.random() < 0.5  # amounts with the pound sign

    def money(value: Decimal) -> str:
        return f"£{amount(value, style)}" if pound else amount(value, style)

    _logo(tape, rng, brand)
    tape.text(seller.name, align="c")
    tape.text(seller.street, align="c")
    if rng.random() < 0.5:
        tape.text(f"{seller.city} {seller.postcode}", align="c")
    else:
        tape.text(seller.city, align="c")
        tape.text(seller.postcode, align="c")
    if rng.random() < 0.7:
        tape.text(f"Tel: 0{rng.randint(1200, 1999)} {rng.randint(100000, 999999)}", align="c")
    vat = seller.vat_code or ""
    shown_vat = rng.choice([vat, f"GB {vat[2:5]} {vat[5:9]} {vat[9:]}", f"{vat[2:5]} {vat[5:9]} {vat[9:]}"])
    tape.text(f"{rng.choice(['VAT Reg No:', 'VAT No.', 'VAT REG NO'])} {shown_vat}", align="c")
    tape.rule("-")
    tape.text(rng.choice(["SALE", "SALES RECEIPT", "CUSTOMER RECEIPT"]), "b", align="c")
    tape.rule("-")
    count_first = rng.random() < 0.4  # "2 x £1.10" above the line, or "2 @ £1.10" below it
    for item, price in zip(doc.items, prices, strict=True):
        code = codes[item.vat_percent]
        right = f"{money(item.total)} {code or ' '}"  # an unmarked line keeps the amounts in line
        if item.unit == "kg":
            each = f"{amount(item.quantity, style, 3)} kg @ {money(price)}/kg"
        elif item.quantity != 1:
            each = f"{item.quantity:f} {'x' if count_first else '@'} {money(price)}"
        else:
            each = ""
        if each and count_first:
            tape.text(f"  {each}")
        if mono:
            tape.lr(item.name, right)
        else:  # a proportional font keeps the code letters in a column of their own
            tape.cells([item.name, money(item.total), code], [31, 8, 3])
        if each and not count_first:
            tape.text(f"  {each}")
    tape.rule("-")
    units = sum(1 if item.unit == "kg" else int(item.quantity) for item in doc.items)
    tape.lr(rng.choice(["ITEMS", "ITEMS SOLD", "No. of items"]), str(units))
    total = money(doc.gross)
    tape.lr(rng.choice(["TOTAL", "BALANCE DUE", "TOTAL TO PAY"]), total, "b big2")
    card = rng.random() < 0.7
    if card:
        tape.lr(rng.choice(["CARD", "CARD PAYMENT", "VISA DEBIT", "CONTACTLESS"]), total)
        tape.lr("CHANGE DUE", money(Decimal(0)))
    else:
        cash = tendered(doc.gross, rng)
        tape.lr("CASH", money(cash))
        tape.lr("CHANGE DUE", money(cash - doc.gross))
    tape.rule("-")
    tape.text("VAT SUMMARY", "b")
    widths = [10, 10, 10, 11] if tape.cols < 44 else [11, 11, 11, 11]
    tape.cells(["Rate", "Net", "VAT", "Gross"], widths)
    percent = rng.choice(["{}%", "{}.00%", "{}.0%"])
    for r, (base, tax) in rates.items():
        label = percent.format(f"{r.normalize():f}")
        if codes[r] and codes[r] != "*":
            label = f"{codes[r]} {label}"
        tape.cells([label, amount(base, style), amount(tax, style), amount(base + tax, style)], widths)
    sum_row = len(rates) > 1 and rng.random() < 0.6
    if sum_row:
        tape.cells(
            ["Total", amount(doc.net, style), amount(doc.vat, style), amount(doc.gross, style)], widths
        )
    if codes[Decimal(20)] == "*":
        tape.text("* denotes item subject to VAT")
    tape.rule("-")
    if card:
        scheme = rng.choice(["VISA DEBIT", "MASTERCARD", "AMEX", "MAESTRO"])
        tape.text(f"{scheme} ************{rng.randint(1000, 9999)}")
        tape.text(rng.choice(["CONTACTLESS", "PIN VERIFIED", "APPLE PAY"]))
        tape.lr(
            f"AID: A0000000{rng.choice(['031010', '041010', '043060'])}",
            f"AUTH: {rng.randint(100000, 999999)}",
        )
        tape.text("PLEASE DEBIT MY ACCOUNT")
        tape.rule("-")
    time = clock(rng, seconds=rng.random() < 0.4)
    tape.lr(f"Date: {doc.issued:%d/%m/%Y}", f"Time: {time}")
    tape.lr(f"Till {rng.randint(1, 6)}", f"Op: {rng.choice(OPERATORS)}")
    tape.text(f"{rng.choice(['Receipt No:', 'Receipt No.', 'RECEIPT NO'])} {doc.number}")
    tape.rule("-")
    tape.text(
        rng.choice(
            ["Thank you for shopping with us", "THANK YOU FOR YOUR CUSTOM", "Thank you, see you soon!"]
        ),
        "b",
        align="c",
    )
    if rng.random() < 0.6:
        tape.text("Please retain your receipt as proof of purchase", align="c")
    if seller.code:
        tape.text(f"Registered in England & Wales No. {seller.code}", align="c")
    truth = receipt_truth(
        doc,
        ("prekes_pavadinimas", "quantity", "total"),
        number=True,
        net=sum_row or len(rates) == 1,
        vat=sum_row,
    )
    return Printed(tape.html(".big2 { font-weight: bold }"), truth)
