"""A Czech shop's till receipt ("Účtenka", "Daňový doklad" or "Zjednodušený daňový doklad") on an 80 mm or
58 mm roll: the shop's sign on some, the company ("s.r.o." or "a.s."), its address ("Vodičkova 12, 110 00
Praha 1", on one line or split at the comma), "IČO:" and "DIČ: CZ…"; "Účtenka č." (or "Doklad č.") with
the till and the cashier, the date as dd.mm.yyyy hh:mm; the goods with "2 ks x 3,90" or "0,456 kg x 89,90"
under the name and the amount with its DPH letter (A, B) or its rate; "CELKEM Kč" (or "K ÚHRADĚ");
the DPH recapitulation "Sazba / Základ / DPH / Celkem" for 21 % and 12 % (15 % before 2024) with a
total row on some; card payment or cash with "Zaokrouhlení" to whole koruny and "Vráceno"; and on the
older layouts the EET block (provozovna, pokladní zařízení, "Režim tržby: běžný", the long "BKP" and
"FIK" codes).

Czech amounts have comma decimals and a space between thousands. The truth holds the seller (IČO as its
register code, DIČ as its VAT code), the receipt's number, CZK, the total, base and DPH (the
recapitulation prints each rate's), and the lines with name, quantity, amount, and the rate where the
line prints it as a percentage."""

from __future__ import annotations

import random
from decimal import Decimal

from stdnum.cz import dic

from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, draw
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.rc_common import clock, receipt_truth, settle, shop_quantities, tendered
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import till

GOODS = [
    ("Rohlík tukový 43g", "ks", 12, (2.5, 4.5)),
    ("Chléb konzumní kmínový 1200g", "ks", 12, (35, 55)),
    ("Mléko polotučné 1l", "ks", 12, (18, 28)),
    ("Máslo 250g", "ks", 12, (45, 69)),
    ("Eidam 30% plátky 100g", "ks", 12, (22, 36)),
    ("Šunka dušená výběrová", "kg", 12, (180, 320)),
    ("Banány", "kg", 12, (29, 45)),
    ("Jablka Golden", "kg", 12, (25, 49)),
    ("Pivo Světlé výčepní 0,5l", "ks", 21, (16, 28)),
    ("Minerální voda perlivá 1,5l", "ks", 12, (12, 24)),
    ("Káva zrnková 500g", "ks", 12, (149, 289)),
    ("Víno bílé suché 0,75l", "ks", 21, (89, 199)),
    ("Čokoláda hořká 100g", "ks", 12, (29, 59)),
    ("Prací gel 1,5l", "ks", 21, (149, 259)),
    ("Toaletní papír 8 rolí", "ks", 21, (69, 129)),
    ("Zubní pasta 75ml", "ks", 21, (39, 89)),
    ("Igelitová taška", "ks", 21, (3, 5)),
]
# sign, company
SHOPS = [
    ("Potraviny U Nováků", "Novák Potraviny s.r.o."),
    ("Drogerie Kvítek", "Kvítek drogerie s.r.o."),
    ("Večerka Na Rohu", "Na Rohu obchod s.r.o."),
    ("Pekařství Klásek", "Pekárna Klásek a.s."),
    ("Minimarket Vltava", "Vltava Retail s.r.o."),
    ("Smíšené zboží Horák", "Horák & syn s.r.o."),
]
PLACES = [
    ("Vodičkova", "110 00", "Praha 1"),
    ("Vinohradská", "120 00", "Praha 2"),
    ("Masarykova", "602 00", "Brno"),
    ("Americká", "301 00", "Plzeň"),
    ("Nádražní", "702 00", "Ostrava"),
    ("Husova", "370 01", "České Budějovice"),
    ("Palackého", "779 00", "Olomouc"),
]
CASHIERS = ["Jana", "Petra N.", "Tomáš", "Lucie K.", "Pokladna 1", "Marie"]


def ico(rng: random.Random) -> str:
    """An eight-digit IČO whose last digit is its check; a company's DIČ is "CZ" and the IČO."""
    while True:
        body = f"{rng.randint(0, 9999999):07d}"
        for check in "0123456789":
            if dic.is_valid(body + check):
                return body + check


def _hexes(rng: random.Random, sizes: list[int]) -> str:
    return "-".join("".join(rng.choice("0123456789abcdef") for _ in range(n)) for n in sizes)


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_cz_uctenka-{seed}")
    sign, legal = rng.choice(SHOPS)
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 9), catalogue=GOODS, currency="CZK")
    shop_quantities(doc, rng)
    # receipts from before EET was abolished (2023) still reach the books; food was at 15 % then
    eet = rng.random() < 0.4
    if eet:
        doc.issued = doc.issued.replace(year=rng.choice([2021, 2022]))
        for item in doc.items:
            item.vat_percent = Decimal(15) if item.vat_percent == 12 else item.vat_percent
    prices = settle(doc)
    street, postcode, city = rng.choice(PLACES)
    code = ico(rng)
    seller = Foreign(
        name=legal,
        code=code,
        vat_code="CZ" + code,
        street=f"{street} {rng.randint(1, 90)}",
        city=city,
        postcode=postcode,
        country="CZ",
    )
    doc.seller = seller
    doc.number = str(rng.randint(1, 999999)).zfill(rng.choice([5, 6]))

    tape = till(rng, mono=0.65)
    narrow = tape.cols < 40

    def m(value: Decimal) -> str:
        return amount(value, "lt")

    # --- head
    if rng.random() < 0.6:
        tape.big(sign.upper() if tape.mono else sign)
    tape.text(seller.name, "b", align="c")
    if narrow or rng.random() < 0.5:
        tape.text(seller.street, align="c")
        tape.text(f"{seller.postcode} {seller.city}", align="c")
    else:
        tape.text(seller.address, align="c")
    ids = [f"IČO: {seller.code}", f"DIČ: {seller.vat_code}"]
    if narrow:
        for value in ids:
            tape.text(value, align="c")
    else:
        tape.text("  ".join(ids), align="c")
    tape.rule("=")
    tape.text(
        rng.choice(["ÚČTENKA", "Daňový doklad", "ZJEDNODUŠENÝ DAŇOVÝ DOKLAD", "Účtenka - daňový doklad"]),
        "b",
        align="c",
    )
    number_label = rng.choice(["Účtenka č.", "Doklad č.", "Číslo dokladu:"])
    till_no = f"Pokladna {rng.randint(1, 6)}"
    if narrow:
        tape.text(f"{number_label} {doc.number}")
        tape.text(till_no)
    else:
        tape.lr(f"{number_label} {doc.number}", till_no)
    stamp = f"{doc.issued.strftime(rng.choice(['%d.%m.%Y', '%d.%m.%Y', '%d. %m. %Y']))} {clock(rng, True)}"
    tape.text(f"Datum: {stamp}" if rng.random() < 0.5 else stamp)
    tape.text(f"Pokladník: {rng.choice(CASHIERS)}")
    tape.rule("-")

    # --- lines: the amount carries the DPH letter, or the line its rate as a percentage
    # a till's letter belongs to the rate's kind: A the standard rate, B the reduced one
    letters = {Decimal(21): "A", Decimal(15): "B", Decimal(12): "B"}
    percent = rng.random() < 0.35
    for item, price in zip(doc.items, prices, strict=True):
        mark = f"{item.vat_percent}%" if percent else letters[item.vat_percent]
        unit = "kg" if item.unit == "kg" else "ks"
        if item.quantity == 1 and rng.random() < 0.6:
            tape.lr(item.name, f"{m(item.total)} {mark}")
        else:
            tape.text(item.name)
            tape.lr(f"  {quantity(item.quantity, 'lt')} {unit} x {m(price)}", f"{m(item.total)} {mark}")
    tape.rule("-")

    # --- total and the DPH recapitulation
    total = m(doc.gross)
    label = rng.choice(["CELKEM Kč", "CELKEM", "K ÚHRADĚ", "Celkem k úhradě"])
    if tape.mono:
        room = int(tape.cols / tape.scale)
        text = label if len(label) + len(total) + 1 <= room else "CELKEM"
        tape.big(text.ljust(room - len(total)) + total)
    else:
        tape.lr(label, total, "b big2")
    tape.blank()
    widths = [7, 8, 7, 10] if narrow else [12, 10, 10, 10]
    tape.cells(["Sazba", "Základ", "DPH", "Celkem"], widths, "b")
    for rate, (base, tax) in sorted(doc.rates().items(), reverse=True):
        name = f"{rate} %" if percent else f"{letters[rate]} {rate}%"
        tape.cells([name, m(base), m(tax), m(base + tax)], widths)
    if len(doc.rates()) > 1 or rng.random() < 0.5:
        tape.cells(["Celkem", m(doc.net), m(doc.vat), total], widths, "b")
    tape.rule("-")

    # --- payment
    if rng.random() < 0.6:
        slip = card(rng)
        tape.lr(rng.choice(["Platba kartou", "Karta", "Platební karta"]), total)
        tape.text(f"{slip.scheme} {slip.masked(rng.randint(0, 2))}")
        tape.lr("Autorizační kód", slip.auth)
    else:
        # cash is paid in whole koruny: the till rounds the total and prints the difference
        pay = doc.gross.quantize(Decimal(1))
        if pay != doc.gross:
            tape.lr("Zaokrouhlení", m(pay - doc.gross))
            tape.lr("K úhradě hotově", m(pay))
        cash = tendered(pay, rng)
        tape.lr("Hotovost", m(cash))
        tape.lr("Vráceno", m(cash - pay))

    # --- the EET block of the years it was in force: codes, not amounts
    if eet:
        tape.rule("-")
        tape.text(f"Provozovna: {rng.randint(1, 99)}")
        tape.text(f"Pokladní zařízení: {rng.randint(1, 9)}")
        tape.text("Režim tržby: běžný")
        tape.text(f"BKP: {_hexes(rng, [8, 8, 8, 8, 8]).upper()}")
        tape.text(f"FIK: {_hexes(rng, [8, 4, 4, 4, 12])}-{rng.choice(['ff', '0a', '3c'])}")
    tape.rule("=")
    tape.text(
        rng.choice(["Děkujeme za nákup", "Děkujeme a přejeme hezký den", "Těšíme se na Vaši návštěvu"]),
        align="c",
    )
    fields = ("prekes_pavadinimas", "quantity", "total", *(("vat_percent",) if percent else ()))
    truth = receipt_truth(doc, fields, number=True, net=True, vat=True)
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
