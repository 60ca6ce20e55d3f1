"""A Latvian shop's till receipt (kases čeks) as the electronic cash register (EKA) of a small supermarket
chain prints it: the chain's name over the company (SIA "…"), its register and VAT numbers ("PVN reģ. Nr.
LV4000…"), the shop's address with its LV- postcode, "ČEKS Nr.", each line's quantity in "gab" or "kg"
times the price with the amount and the tax letter, "KOPĀ" and "Samaksai EUR", the payment, the PVN table
per rate (A 21 %, B 12 %, C 5 %), the cashier and time, the card terminal's slip text when paid by card,
and "Paldies!"."""

from __future__ import annotations

import random
from decimal import Decimal

from stdnum.eu import vat as eu_vat

from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, draw
from tests.eval.printed.fmt import amount, rate
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
    ("Rudzu maize Lāči 400g", "gab.", 12, (1.5, 2.4)),
    ("Baltmaize sagriezta 500g", "gab.", 12, (1.1, 1.8)),
    ("Piens 2% 1l", "gab.", 12, (0.9, 1.4)),
    ("Kefīrs 2,5% 1l", "gab.", 12, (1.0, 1.6)),
    ("Olas M izm. 10gab", "gab.", 12, (2.2, 3.4)),
    ("Vistas fileja atdzesēta", "kg", 12, (6.0, 9.0)),
    ("Biezpiens 9% 180g", "gab.", 21, (1.1, 1.9)),
    ("Sviests 82% 200g", "gab.", 21, (2.4, 3.6)),
    ("Siers Holandes 45% 250g", "gab.", 21, (2.6, 4.2)),
    ("Skābais krējums 20% 400g", "gab.", 21, (1.4, 2.3)),
    ("Banāni", "kg", 5, (1.0, 1.5)),
    ("Āboli Antonovka", "kg", 5, (0.9, 1.7)),
    ("Kartupeļi mazgāti", "kg", 5, (0.5, 1.0)),
    ("Gurķi", "kg", 5, (1.8, 3.4)),
    ("Tomāti ķekaros", "kg", 5, (2.5, 4.2)),
    ("Burkāni", "kg", 5, (0.6, 1.1)),
    ("Cūkgaļas karbonāde", "kg", 21, (6.5, 9.5)),
    ("Griķi 800g", "gab.", 21, (1.6, 2.6)),
    ("Makaroni spageti 500g", "gab.", 21, (0.8, 1.6)),
    ("Saulespuķu eļļa 1l", "gab.", 21, (1.9, 3.0)),
    ("Kafija maltā 500g", "gab.", 21, (5.0, 8.5)),
    ("Alus gaišais 0,5l sk.", "gab.", 21, (1.0, 1.8)),
    ("Minerālūdens gāzēts 1,5l", "gab.", 21, (0.5, 0.9)),
    ("Piena šokolāde 100g", "gab.", 21, (1.1, 2.3)),
    ("Auzu cepumi 300g", "gab.", 21, (1.2, 2.2)),
    ("Veļas pulveris 2kg", "gab.", 21, (5.5, 9.5)),
    ("Tualetes papīrs 8 ruļļi", "gab.", 21, (2.5, 4.5)),
    ("Zobu pasta 75ml", "gab.", 21, (1.6, 3.3)),
    ("Iepirkumu maisiņš", "gab.", 21, (0.10, 0.20)),
]
# brand on the tape, the company behind it
CHAINS = [
    ("MAZĀ BODE", "Mazā bode"),
    ("PIE MĀJAS", "Pie mājas tirdzniecība"),
    ("ZAĻAIS GROZS", "Zaļais grozs"),
    ("CIEMA VEIKALS", "Ciema veikali"),
    ("DZINTARA TIRGUS", "Dzintara tirgus"),
    ("LAUKU LABUMI", "Lauku labumu nams"),
]
STREETS = [
    "Brīvības iela",
    "Krasta iela",
    "Lāčplēša iela",
    "Dzirnavu iela",
    "Rīgas iela",
    "Lielā iela",
    "Skolas iela",
    "Ulmaņa gatve",
    "Jūrmalas gatve",
]
PLACES = [
    ("LV-1010", "Rīga"),
    ("LV-1050", "Rīga"),
    ("LV-1073", "Rīga"),
    ("LV-3001", "Jelgava"),
    ("LV-5401", "Daugavpils"),
    ("LV-3601", "Ventspils"),
    ("LV-3401", "Liepāja"),
    ("LV-2015", "Jūrmala"),
    ("LV-4201", "Valmiera"),
]
CASHIERS = ["Inese", "Līga", "Jānis", "Anna K.", "Ilze", "Dace", "Andris", "Kristīne"]
LETTERS = {Decimal(21): "A", Decimal(12): "B", Decimal(5): "C"}


def _lv_vat(rng: random.Random) -> str:
    """A legal entity's PVN number: "LV4000" and seven digits that pass the check."""
    while True:
        code = "LV4000" + "".join(rng.choice("0123456789") for _ in range(7))
        if eu_vat.is_valid(code):
            return code


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lv_ceks-{seed}")
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 12), catalogue=CATALOGUE)
    shop_quantities(doc, rng)
    prices = settle(doc)
    brand, company = rng.choice(CHAINS)
    quote = rng.choice(['"{}"', "„{}”", '"{}"'])
    name = "SIA " + quote.format(company.upper() if rng.random() < 0.4 else company)
    vat_code = _lv_vat(rng)
    postcode, city = rng.choice(PLACES)
    seller = Foreign(
        name=name,
        code=vat_code[2:] if rng.random() < 0.7 else None,
        vat_code=vat_code,
        street=f"{rng.choice(STREETS)} {rng.randint(1, 160)}{rng.choice(['', '', '', 'A', ' k-2'])}",
        city=city,
        postcode=postcode,
        country="LV",
    )
    doc.seller = seller
    style = rng.choice(["lt-plain", "lt-plain", "plain-dot"])
    paper = rng.choice([80, 80, 58])
    cols = rng.choice([32, 34] if paper == 58 else [40, 42, 42, 48])
    tape = Tape(paper=paper, cols=cols, font=rng.choice(MONO_FONTS))
    rates = doc.rates()
    cur_first = rng.random() < 0.5

    tape.big(brand)
    tape.text(seller.name, align="c")
    if seller.code:
        tape.text(f"Reģ. Nr. {seller.code}", align="c")
    tape.text(f"PVN reģ. Nr. {seller.vat_code}", align="c")
    if rng.random() < 0.5:
        tape.text(f"{seller.street}, {seller.city}, {seller.postcode}", align="c")
    else:
        tape.text(f"{seller.street},", align="c")
        tape.text(f"{seller.city}, {seller.postcode}", align="c")
    if rng.random() < 0.4:
        tape.text(f"Veikals Nr. {rng.randint(1, 95)}", align="c")
    tape.rule("-")
    tape.text(rng.choice(["ČEKS", "KASES ČEKS"]), "b", align="c")
    tape.lr(f"Čeks Nr. {doc.number}", f"Kase {rng.randint(1, 8)}")
    tape.rule("-")
    for item, price in zip(doc.items, prices, strict=True):
        tape.text(item.name)
        if item.unit == "kg":
            count = f"{amount(item.quantity, style, 3)} kg x {amount(price, style)} EUR/kg"
        else:
            count = f"{item.quantity:f} gab x {amount(price, style)}"
        tape.lr(f"  {count}", f"{amount(item.total, style)} {LETTERS[item.vat_percent]}")
    tape.rule("-")
    total = amount(doc.gross, style)
    tape.lr("KOPĀ", f"EUR {total}" if cur_first else f"{total} EUR", "b")
    tape.lr("Samaksai EUR", total, "b")
    card = rng.random() < 0.6
    if card:
        tape.lr(rng.choice(["Maksājumu karte", "Bankas karte", "Karte"]), total)
    else:
        cash = tendered(doc.gross, rng)
        tape.lr("Skaidra nauda", amount(cash, style))
        tape.lr("Atlikums", amount(cash - doc.gross, style))
    tape.rule("-")
    # the PVN table: columns per rate (a "Kopā" row below it on some tills), or two lines per rate
    sum_row = False
    if len(rates) > 1 and rng.random() < 0.6:
        sum_row = rng.random() < 0.6
        narrow = tape.cols < 40
        widths = [8, 8, 7, 9] if narrow else ([10, 10, 10, 10] if tape.cols < 48 else [12, 12, 12, 12])
        order = rng.random() < 0.5  # net before gross, or gross first
        head = ["PVN", "Bez PVN", "PVN", "Ar PVN"] if order else ["PVN", "Ar PVN", "Bez PVN", "PVN"]
        tape.cells(head, widths)
        for r, (base, tax) in sorted(rates.items(), key=lambda kv: LETTERS[kv[0]]):
            values = [amount(base, style), amount(tax, style), amount(base + tax, style)]
            if not order:
                values = [values[2], values[0], values[1]]
            tape.cells([f"{LETTERS[r]} {rate(r)}%", *values], widths)
        if sum_row:
            values = [amount(doc.net, style), amount(doc.vat, style), total]
            if not order:
                values = [values[2], values[0], values[1]]
            tape.cells(["Kopā", *values], widths)
    else:
        percent = rng.choice(["{}%", "{},00%", "{} %"])
        for r, (base, tax) in sorted(rates.items(), key=lambda kv: LETTERS[kv[0]]):
            tape.lr(f"{LETTERS[r]} PVN {percent.format(rate(r))}", amount(tax, style))
            tape.lr(f"  Summa bez PVN {LETTERS[r]}", amount(base, style))
        if len(rates) > 1 and rng.random() < 0.5:
            sum_row = True
            tape.lr("PVN kopā", amount(doc.vat, style))
            tape.lr("Summa bez PVN kopā", amount(doc.net, style))
    tape.rule("-")
    when = doc.issued.strftime(rng.choice(["%d.%m.%Y", "%Y-%m-%d", "%d.%m.%Y."]))
    tape.lr(when, clock(rng, seconds=rng.random() < 0.6))
    tape.text(f"Kasieris: {rng.choice(CASHIERS)}")
    if rng.random() < 0.5:
        tape.text(f"EKA reģ. Nr. {rng.choice('ABCDEFGHK')}{rng.randint(1000000, 9999999)}")
    if card:
        tape.text("- " * (tape.cols // 2))
        tape.text("KARTES MAKSĀJUMS", align="c")
        tape.text(f"Terminālis: {rng.randint(10000000, 99999999)}")
        tape.text(f"Tirgotājs: {rng.randint(100000000, 999999999)}")
        brand_name = rng.choice(["VISA", "Mastercard", "Maestro", "VISA Debit"])
        tape.text(f"{brand_name} ************{rng.randint(1000, 9999)}")
        tape.lr("PIRKUMS", f"EUR {total}")
        tape.text(f"Autorizācijas kods: {rng.randint(100000, 999999)}")
        tape.text(rng.choice(["Bezkontakta darījums", "PIN pārbaudīts", "PIN OK"]))
        tape.text("DARĪJUMS APSTIPRINĀTS", align="c")
        tape.text("Saglabājiet čeku!", align="c")
        tape.text("- " * (tape.cols // 2))
    if rng.random() < 0.5:
        tape.text(f"Lojalitātes karte: ******{rng.randint(1000, 9999)}")
    tape.text(rng.choice(["Paldies!", "Paldies! Gaidām Jūs atkal!", "Paldies par pirkumu!"]), "b", align="c")
    truth = receipt_truth(
        doc,
        ("prekes_pavadinimas", "quantity", "total"),
        number=True,
        net=sum_row or len(rates) == 1,
        vat=sum_row,
    )
    return Printed(tape.html(), truth)
