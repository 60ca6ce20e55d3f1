"""An Estonian neighbourhood shop's till receipt (kviitung) on a narrow 57 mm roll, as a small shop's POS
program prints it in a monospace or a condensed font: the shop's name in large letters over the company
("… OÜ") with its "Reg.kood" and "KMKR nr EE…" and the address in Tallinn or Tartu (or these at the foot
of the receipt), "Kviitung nr", the till, the cashier and "dd.mm.yyyy hh:mm"; each line's name (wrapped
when long) with "2 tk x 1,19" or "0,456 kg x 3,99" on a line of its own and the amount at the right;
"Vahesumma", "KOKKU EUR", the VAT included as "sh KM 24%" (one line per rate) or a "KM% / KM-ta / KM /
Kokku" table, "Makstud kaardiga" with the card's slip lines or cash with the five-cent "Ümardamine" and
"Tagasi", and "Aitäh!"."""

from __future__ import annotations

import random
from decimal import ROUND_HALF_UP, Decimal

from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, quantity, rate
from tests.eval.printed.templates.rc_common import (
    MONO_FONTS,
    clock,
    receipt_truth,
    settle,
    shop_quantities,
    tendered,
)
from tests.eval.printed.templates.rc_ee_lt_gb_common import BlockTape, estonian_shop

# groceries at the standard 24 %, the press at 9 % (the rates since 2025)
CATALOGUE = [
    ("Rukkileib Hiiu 500g", "tk", 24, (1.4, 2.2)),
    ("Sai viilutatud 400g", "tk", 24, (0.8, 1.4)),
    ("Piim Farmi 2,5% 1L", "tk", 24, (0.8, 1.2)),
    ("Keefir Tere 2,5% 1kg", "tk", 24, (0.9, 1.4)),
    ("Kohupiim 5% 200g", "tk", 24, (0.7, 1.2)),
    ("Või Farmi 82% 200g", "tk", 24, (2.1, 3.0)),
    ("Juust Eesti 45% viil. 400g", "tk", 24, (3.2, 4.8)),
    ("Munad M 10tk", "tk", 24, (2.0, 3.0)),
    ("Kartul pestud", "kg", 24, (0.5, 0.9)),
    ("Kurk", "kg", 24, (1.6, 3.0)),
    ("Tomat kobar", "kg", 24, (2.4, 3.8)),
    ("Banaan", "kg", 24, (1.1, 1.5)),
    ("Õun Antonovka", "kg", 24, (1.0, 1.8)),
    ("Hakkliha sea-veise", "kg", 24, (5.5, 7.5)),
    ("Kanafilee jahutatud", "kg", 24, (7.0, 9.5)),
    ("Kilud vürtsikad 240g", "tk", 24, (1.6, 2.4)),
    ("Kama Põltsamaa 500g", "tk", 24, (1.8, 2.8)),
    ("Kohuke Kalev vanilje 38g", "tk", 24, (0.4, 0.7)),
    ("Šokolaad Kalev piima 100g", "tk", 24, (1.3, 2.2)),
    ("Kohv jahvatatud Meira 500g", "tk", 24, (5.5, 8.5)),
    ("Õlu A. Le Coq Premium 0,5L", "tk", 24, (1.2, 1.8)),
    ("Mineraalvesi Värska 1,5L", "tk", 24, (0.7, 1.1)),
    ("Kartulikrõpsud Taffel 180g", "tk", 24, (1.6, 2.6)),
    ("Nõudepesuvahend 500ml", "tk", 24, (1.5, 2.8)),
    ("Tualettpaber 8 rulli", "tk", 24, (2.6, 4.5)),
    ("Kilekott suur", "tk", 24, (0.12, 0.2)),
    ("Ajaleht Postimees", "tk", 9, (1.8, 2.5)),
    ("Ajakiri Kodukiri", "tk", 9, (3.4, 4.6)),
    ("Ristsõnaajakiri Mõmmi", "tk", 9, (1.9, 2.8)),
]
SHOPS = [
    ("KALAMAJA POOD", "Kalamaja Kaubandus OÜ"),
    ("SÕBRA POOD", "Sõbra Pood OÜ"),
    ("KARLOVA KAUPLUS", "Karlova Kaubandus OÜ"),
    ("SUPILINNA POOD", "Supilinna Toidukaubad OÜ"),
    ("MUSTAMÄE MINIMARKET", "Minimarket Mustamäe OÜ"),
    ("TÄHTVERE TOIDUPOOD", "Tähtvere Toit OÜ"),
    ("RANNAPOOD", "Rannapood AS"),
    ("KOLM KARU", "Kolm Karu Kaubandus OÜ"),
]
CASHIERS = ["Tiina", "Mari", "Kadri", "Jaan", "Liis K.", "Anneli", "Rein", "Kaja"]
CONDENSED = ["'Liberation Sans Narrow'", "'Roboto Condensed'", "'DejaVu Sans Condensed', 'DejaVu Sans'"]
CARDS = ["VISA", "Mastercard", "Maestro", "VISA Debit", "Debit Mastercard"]


def _cash_rounded(total: Decimal) -> Decimal:
    """What a cash payment comes to: the total rounded to five cents, as Estonian tills do since 2025."""
    return (total / Decimal("0.05")).quantize(Decimal(1), rounding=ROUND_HALF_UP) * Decimal("0.05")


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_ee_kviitung-{seed}")
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 9), catalogue=CATALOGUE)
    shop_quantities(doc, rng)
    prices = settle(doc)
    brand, company = rng.choice(SHOPS)
    seller = estonian_shop(rng, company)
    doc.seller = seller
    style = "lt-plain"
    mono = rng.random() < 0.6
    if mono:
        tape = BlockTape(paper=58, cols=rng.choice([32, 32, 34]), font=rng.choice(MONO_FONTS))
    else:
        tape = BlockTape(
            paper=58, mono=False, font=rng.choice(CONDENSED), size_pt=rng.choice([7.5, 8.0]), em=0.62
        )
    rates = doc.rates()
    footer_company = rng.random() < 0.35  # the company's codes at the receipt's foot, not its head
    reg_label = rng.choice(["Reg.kood", "Reg.kood:", "Registrikood", "Rg-kood"])
    kmkr_label = rng.choice(["KMKR nr", "KMKR nr:", "KMKR"])
    address = f"{seller.street}, {seller.postcode} {seller.city}"

    def company_block() -> None:
        tape.text(seller.name, align="c")
        one_line = f"{reg_label} {seller.code}  {kmkr_label} {seller.vat_code}"
        if len(one_line) <= tape.cols and rng.random() < 0.5:
            tape.text(one_line, align="c")
        else:
            tape.text(f"{reg_label} {seller.code}", align="c")
            tape.text(f"{kmkr_label} {seller.vat_code}", align="c")

    tape.big(brand)
    if not footer_company:
        company_block()
    tape.text(address, align="c")
    if rng.random() < 0.5:
        tape.text(f"Tel {rng.choice(['6', '7'])}{rng.randint(100, 999)} {rng.randint(1000, 9999)}", align="c")
    if rng.random() < 0.4:
        tape.text(f"Avatud E-P {rng.choice([7, 8, 9])}-{rng.choice([21, 22, 23])}", align="c")
    tape.rule("=")
    number_label = rng.choice(["Kviitung nr", "Kviitung nr.", "KVIITUNG NR", "Kviitung nr:"])
    when = doc.issued.strftime("%d.%m.%Y")
    time = clock(rng)
    till = f"Kassa {rng.randint(1, 4)}"
    cashier = f"Kassiir: {rng.choice(CASHIERS)}"
    head_number = rng.random() < 0.6  # the number and date at the head, or at the foot
    if head_number:
        tape.lr(f"{number_label} {doc.number}", till)
        tape.lr(f"{when} {time}", "")
        tape.text(cashier)
        tape.rule("-")
    for item, price in zip(doc.items, prices, strict=True):
        tape.text(item.name)
        if item.unit == "kg":
            count = f"{amount(item.quantity, style, 3)} kg x {amount(price, style)}"
        else:
            count = f"{quantity(item.quantity, style)} tk x {amount(price, style)}"
        tape.lr(f"   {count}", amount(item.total, style))
    tape.rule("-")
    total = amount(doc.gross, style)
    tape.lr("Vahesumma", total)
    if rng.random() < 0.4:
        tape.lr("Kaupu", str(len(doc.items)))
    tape.rule("=")
    if mono:  # a monospace till prints the total in larger glyphs: fewer of them fit the line
        room = int(tape.cols / 1.15)
        tape.text("KOKKU EUR".ljust(room - len(total)) + total, "b big2")
    else:
        tape.lr("KOKKU EUR", total, "b big2")
    table = rng.random() < 0.45
    sum_row = False
    net = False
    if table:
        tape.rule("-")
        widths = [7, 9, 7, 9] if tape.cols < 34 else [8, 9, 8, 9]
        tape.cells(["KM%", "KM-ta", "KM", "Kokku"], widths)
        for r, (base, tax) in rates.items():
            tape.cells(
                [f"{rate(r)}%", amount(base, style), amount(tax, style), amount(base + tax, style)], widths
            )
        net = len(rates) == 1
        if len(rates) > 1 and rng.random() < 0.6:
            sum_row = net = True
            tape.cells(["Kokku", amount(doc.net, style), amount(doc.vat, style), total], widths)
    else:
        for r, (_, tax) in rates.items():
            tape.lr(rng.choice([f"sh KM {rate(r)}%", f"KM {rate(r)}%"]), amount(tax, style))
        if len(rates) > 1 and rng.random() < 0.5:
            sum_row = True
            tape.lr("KM kokku", amount(doc.vat, style))
        if rng.random() < 0.6:
            net = True
            tape.lr("Summa KM-ta", amount(doc.net, style))
    tape.rule("-")
    card = rng.random() < 0.65
    if card:
        tape.lr("Makstud kaardiga", total)
        tape.text(f"{rng.choice(CARDS)} ****{rng.randint(1000, 9999)}")
        tape.text(f"Autoriseerimiskood {rng.randint(100000, 999999)}")
        tape.text(rng.choice(["Kontaktivaba makse", "PIN kinnitatud", "Kinnitatud"]))
    else:
        pay = _cash_rounded(doc.gross)
        cash = tendered(pay, rng)
        if pay != doc.gross:
            diff = pay - doc.gross
            tape.lr("Ümardamine", ("+" if diff > 0 else "") + amount(diff, style))
            tape.lr("Tasuda sularahas", amount(pay, style))
        tape.lr("Sularaha", amount(cash, style))
        tape.lr("Tagasi", amount(cash - pay, style))
    tape.rule("-")
    if not head_number:
        tape.lr(f"{number_label} {doc.number}", till)
        tape.lr(cashier, f"{when} {time}")
        tape.rule("-")
    if footer_company:
        company_block()
        tape.rule("-")
    if rng.random() < 0.5:
        tape.text(f"Kliendikaart ****{rng.randint(1000, 9999)}")
        tape.text(f"Kogutud boonuspunkte: {rng.randint(1, 40)}")
    tape.text(rng.choice(["Aitäh! Tule jälle!", "Täname ostu eest!", "AITÄH JA HEAD PÄEVA!"]), "b", align="c")
    if rng.random() < 0.5:
        tape.text("Kaupa vahetame 14 päeva jooksul kviitungi alusel", align="c")
    truth = receipt_truth(
        doc,
        ("prekes_pavadinimas", "quantity", "total"),
        number=True,
        net=net,
        vat=sum_row,
    )
    return Printed(tape.html(".big2 { font-size: 1.15em; font-weight: bold }"), truth)
