"""A Latvian supermarket's till receipt ("čeks") as a chain's till prints it on an 80 mm (or 58 mm) roll
in a monospace or a condensed font: the shop's brand in large letters over the company (SIA "…") with
"Reģ. Nr." and "PVN Reģ. Nr." (or "PVN maksātāja Nr."), the shop's address ("Brīvības iela 12, Rīga,
LV-1010", on one line or two); "Čeks Nr.", the till and the cashier ("Kasieris" / "Kasiere") at the head
or the foot, the date as "2026.03.05 14:22" or "05.03.2026 14:22:05"; weighed goods as
"0,534 kg x 2,49 EUR/kg", counted ones as "2 x 1,29" (or the name and amount alone for one), the tax
letter after the amount on some tills, the loyalty card's cut under some lines ("Atlaide ar karti -0,50")
or a promotion's ("Akcija -20%"); the cuts' sum on some, "KOPĀ EUR" in large glyphs, the card payment
("Maksājumu karte") or cash rounded to five cents ("Noapaļošana", as Latvian tills have since 2025) with
"Atlikums", the VAT table "PVN % | Bez PVN | PVN | Ar PVN" at 21 % and the reduced 12 %, the loyalty
card and what it saved, "Paldies par pirkumu!".

The truth holds the seller (the company at the shop's address), the receipt number, the date, the totals
(the cash rounding is not part of the sale) and each line's name, quantity and amount after its cut."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.rc_common import clock, receipt_truth, shop_quantities, tendered
from tests.eval.printed.templates.rc_round4_common import card, round5
from tests.eval.printed.templates.rc_round6_common import till
from tests.eval.printed.templates.rc_round11_common import lv_vat_code, percent_cut, price_lines

# name, unit, rate, net price range (per kilogram for weighed goods); the reduced 12 % as the tills
# print it for the staple foods it covers
CATALOGUE = [
    ("Banāni", "kg", 21, (1.0, 1.5)),
    ("Āboli Ligol", "kg", 21, (1.2, 2.0)),
    ("Tomāti ķekaru", "kg", 21, (2.5, 4.0)),
    ("Gurķi garie", "kg", 21, (1.8, 3.2)),
    ("Kartupeļi", "kg", 21, (0.5, 0.9)),
    ("Cūkgaļas karbonāde", "kg", 21, (5.5, 8.0)),
    ("Vistas fileja atdzesēta", "kg", 12, (5.5, 7.5)),
    ("Rīgas rudzu maize 800 g", "gab.", 12, (1.4, 2.2)),
    ("Piens 2,5% 1 l", "gab.", 12, (0.9, 1.3)),
    ("Olas M 10 gab.", "gab.", 12, (2.0, 3.0)),
    ("Kefīrs 1% 1 l", "gab.", 12, (1.0, 1.5)),
    ("Biezpiens 9% 200 g", "gab.", 12, (1.0, 1.6)),
    ("Siers Dzintars 200 g", "gab.", 21, (1.3, 2.0)),
    ("Sviests 82% 200 g", "gab.", 21, (2.2, 3.2)),
    ("Kafija malta 500 g", "gab.", 21, (5.0, 8.0)),
    ("Šokolāde piena 100 g", "gab.", 21, (1.2, 2.2)),
    ("Minerālūdens 1,5 l", "gab.", 21, (0.5, 0.9)),
    ("Alus gaišais 0,5 l", "gab.", 21, (1.0, 1.6)),
    ("Tualetes papīrs 8 gab.", "gab.", 21, (2.5, 4.5)),
    ("Desa Doktora 400 g", "gab.", 21, (2.5, 3.8)),
    ("Iepirkumu maiss", "gab.", 21, (0.1, 0.2)),
]
# brand, legal name
CHAINS = [
    ("Pilsētas Tirgus", 'SIA "Pilsētas Tirgus"'),
    ("LABAIS", 'SIA "Labais Veikals"'),
    ("Ziemeļu Pārtika", 'SIA "Ziemeļu Pārtika"'),
    ("Svaigi!", 'AS "Baltijas Mazumtirdzniecība"'),
    ("Mūsu Bode", 'SIA "Mūsu Bode Latvija"'),
]
# street, city, postcode
PLACES = [
    ("Brīvības iela 12", "Rīga", "LV-1010"),
    ("Krišjāņa Barona iela 46", "Rīga", "LV-1011"),
    ("Lielā iela 21", "Jelgava", "LV-3001"),
    ("Rīgas iela 33", "Daugavpils", "LV-5401"),
    ("Jomas iela 58", "Jūrmala", "LV-2015"),
    ("Lāčplēša iela 7", "Valmiera", "LV-4201"),
]
CASHIERS = ["Inese", "Jānis", "Ilze", "Anna", "Dace", "Kristaps", "Olga"]


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lv_veikals-{seed}")
    brand, legal = rng.choice(CHAINS)
    street, city, postcode = rng.choice(PLACES)
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(2, 12), catalogue=CATALOGUE)
    shop_quantities(doc, rng)
    for item in doc.items:
        if "maiss" in item.name:
            item.quantity = Decimal(1)  # one bag for the shopping
    vat = lv_vat_code(rng)
    doc.seller = Foreign(legal, vat[2:], vat, street, city, postcode, "LV")
    seller = doc.seller

    card_cut = [Decimal(c) for c in ("0.20", "0.30", "0.50", "0.50", "1.00")]
    promo_pct = rng.choice([15, 20, 25, 30])
    card_words = rng.choice(["Atlaide ar karti", "Kartes atlaide", "Klienta kartes atlaide"])
    promo_words = rng.choice(["Akcija", "Atlaide"])

    def discount(item: Item, full: Decimal) -> tuple[Decimal, str]:
        if "maiss" in item.name:
            return Decimal(0), ""
        roll = rng.random()
        if roll < 0.15:
            return percent_cut(full, promo_pct), f"{promo_words} -{promo_pct}%"
        if roll < 0.35:
            cut = rng.choice(card_cut)
            return cut, card_words if full > 2 * cut else ""
        return Decimal(0), ""

    plan = price_lines(doc, rng, discount)
    tape = till(rng, mono=0.6)
    narrow = tape.cols < 40
    style = rng.choice(["lt-plain", "lt-plain", "lt"])

    def m(value: Decimal) -> str:
        return amount(value, style)

    letters = {Decimal(21): "A", Decimal(12): "B"} if rng.random() < 0.6 else {}
    when_style = rng.choice(["lv", "dmy"])
    stamp = clock(rng, seconds=when_style == "dmy")
    when = (
        f"{day(doc.issued, 'lt-dots')} {stamp}"
        if when_style == "lv"
        else f"{day(doc.issued, 'dmy-dots')} {stamp}"
    )

    # --- head
    tape.big(brand)
    tape.text(seller.name, align="c")
    if narrow or rng.random() < 0.5:
        tape.text(f"{seller.street},", align="c")
        tape.text(f"{seller.city}, {seller.postcode}", align="c")
    else:
        tape.text(seller.address, align="c")
    tape.text(f"Reģ. Nr. {seller.code}", align="c")
    tape.text(
        f"{rng.choice(['PVN Reģ. Nr.', 'PVN reģ. Nr.', 'PVN maksātāja Nr.'])} {seller.vat_code}", align="c"
    )
    tape.rule("=")
    till_no = f"Kase {rng.randint(1, 12)}"
    number = f"{rng.choice(['Čeks Nr.', 'Čeka Nr.', 'Čeks'])} {doc.number}"
    cashier = f"{rng.choice(['Kasieris:', 'Kasiere:', 'Kasieris'])} {rng.choice(CASHIERS)}"
    head_ids = rng.random() < 0.6
    if head_ids:
        tape.lr(number, till_no)
        tape.text(cashier)
        tape.text(when)
        tape.rule("-")

    # --- the lines
    saved = Decimal(0)
    for item, line in zip(doc.items, plan, strict=True):
        tag = f" {letters[item.vat_percent]}" if letters else ""
        if item.unit == "kg":
            tape.text(item.name)
            weight = f"{item.quantity:.3f}".replace(".", ",")
            priced = f"  {weight} kg x {m(line.shelf)} EUR/kg"
            # a narrow roll drops the unit price's unit rather than push the amount to a line of its own
            if len(priced) + len(m(line.full) + tag) + 1 > tape.cols:
                priced = f"  {weight} kg x {m(line.shelf)}"
            tape.lr(priced, m(line.full) + tag)
        elif item.quantity == 1:
            tape.lr(item.name, m(line.full) + tag)
        else:
            tape.text(item.name)
            tape.lr(f"  {quantity(item.quantity)} x {m(line.shelf)}", m(line.full) + tag)
        if line.label:
            saved += line.cut
            right = f"-{m(line.cut)}" + tag
            # a narrow roll prints a shorter word rather than push the cut's amount down a line
            label = line.label if len(line.label) + len(right) + 3 <= tape.cols else "Atlaide"
            tape.lr(f"  {label}", right)
    tape.rule("-")

    # --- total and payment
    total = m(doc.gross)
    if saved and rng.random() < 0.6:
        tape.lr(rng.choice(["Atlaides kopā", "Kopā atlaides"]), f"-{m(saved)}")
    if tape.mono:
        room = int(tape.cols / tape.scale)
        label = "KOPĀ EUR" if len("KOPĀ EUR") + len(total) + 1 <= room else "KOPĀ"
        tape.big(label.ljust(room - len(total)) + total)
    else:
        tape.lr("KOPĀ EUR", total, "b big2")
    if rng.random() < 0.75:
        slip = card(rng)
        tape.lr(rng.choice(["Maksājumu karte", "Bankas karte", "Karte"]), total)
        tape.text(f"{slip.scheme} {slip.masked(rng.randint(0, 2))}")
        tape.lr("Autorizācijas kods", slip.auth)
    else:
        pay = round5(doc.gross)
        if pay != doc.gross:
            tape.lr("Noapaļošana", m(pay - doc.gross))
            tape.lr("Samaksai", m(pay))
        cash = tendered(pay, rng)
        tape.lr("Skaidra nauda", m(cash))
        tape.lr("Atlikums", m(money(cash - pay)))
    tape.rule("-")

    # --- VAT table
    first = 8 if narrow else 10
    rest = tape.cols - first if tape.mono else 30
    widths = [first, rest // 3, rest // 3, rest - 2 * (rest // 3)]
    tape.cells(["PVN %", "Bez PVN", "PVN", "Ar PVN"], widths, "b")
    for rate, (base, tax) in doc.rates().items():
        name = f"{letters[rate]} {rate:f}%" if letters else f"PVN {rate:f}%"
        tape.cells([name, m(base), m(tax), m(base + tax)], widths)
    if len(doc.rates()) > 1 and rng.random() < 0.5:
        tape.cells(["Kopā", m(doc.net), m(doc.vat), total], widths)
    tape.rule("-")

    # --- loyalty and foot
    if rng.random() < 0.6:
        tape.text(f"Klienta karte: ****{rng.randint(1000, 9999)}")
        if saved:
            tape.lr("Jūs ietaupījāt", f"{m(saved)} EUR")
    if not head_ids:
        tape.lr(number, till_no)
        tape.text(cashier)
        tape.text(when)
    tape.rule("=")
    tape.text(
        rng.choice(["Paldies par pirkumu!", "PALDIES! GAIDĪSIM ATKAL!", "Paldies, ka iepirkāties!"]),
        align="c",
    )
    if rng.random() < 0.5:
        tape.text("Saglabājiet čeku preču atgriešanai", align="c")
    truth = receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=True, vat=True)
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
