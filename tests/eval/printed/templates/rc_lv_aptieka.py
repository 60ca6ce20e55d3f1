"""A Latvian pharmacy's till receipt (kases čeks) as the pharmacy program's cash register prints it on an
80 mm (or 57 mm) roll, in a monospace or a condensed font: a green cross and the pharmacy's name
("… aptieka") over its company (SIA "…") with "Reģ. Nr." and "PVN reģ. Nr. LV…", the address ("iela …,
Rīga, LV-1010"), the phone on some; "Čeks Nr.", the till, the date ("dd.mm.yyyy") and the pharmacist at
the head or the foot; the medicines and medical devices at PVN 12 % and supplements, cosmetics and
hygiene goods at 21 %, each with its tax letter or rate, stacked ("2 iep. x 4,59") or as a
"Nosaukums / Daudz. / Cena / Summa" table; a loyalty card's or a promotion's "Atlaide -10%" under some
lines (and "Atlaide kopā" on some); "KOPĀ EUR" in large glyphs; "Samaksāts ar karti" with the terminal's
slip (or cash, "Saņemts" and "Atlikums"); the "PVN kopsavilkums" table "Likme | Bez PVN | PVN | Kopā"
(a sum row on some); "Paldies! Esiet veseli!".

A discounted line's amount is what is left after the cut (the line prints its full amount, the cut under
it). The seller is the pharmacy's company; its address is the pharmacy's."""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from decimal import Decimal

from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_round6_common import lv_seller
from tests.eval.printed.templates.rc_common import receipt_truth, tendered
from tests.eval.printed.templates.rc_round4_common import Card, ColTape, card, logo
from tests.eval.printed.templates.rc_round6_common import nice_price, till
from tests.eval.printed.templates.rc_round7_common import BIG2, grand, shelve

# medicines and medical devices at 12 %, supplements, cosmetics and hygiene at 21 % (net price ranges)
CATALOGUE = [
    ("Paracetamol 500 mg tabl. N20", "iep.", 12, (1.4, 2.6)),
    ("Ibuprofen 400 mg apv. tabl. N30", "iep.", 12, (3.0, 4.8)),
    ("Nurofen Forte 400 mg tabl. N12", "iep.", 12, (4.4, 6.2)),
    ("Strepsils ar medu un citronu N24", "iep.", 12, (5.4, 7.2)),
    ("Aqua Maris deguna aerosols 30 ml", "iep.", 12, (6.0, 8.2)),
    ("Bepanthen ziede 5% 30 g", "iep.", 12, (7.0, 9.8)),
    ("Septolete Total pastilas N16", "iep.", 12, (6.0, 8.0)),
    ("Loratadin 10 mg tabl. N10", "iep.", 12, (2.4, 3.8)),
    ("Omeprazol 20 mg kaps. N28", "iep.", 12, (4.0, 6.8)),
    ("Xylometazolin 0,1% deguna pilieni 10 ml", "iep.", 12, (2.6, 4.0)),
    ("Diklofenaka gels 1% 50 g", "iep.", 12, (4.5, 6.5)),
    ("Digitālais termometrs", "gab.", 12, (4.0, 6.5)),
    ("Elastīgā saite 8 cm x 5 m", "gab.", 12, (2.0, 3.6)),
    ("Plāksteris ar spilventiņu N20", "iep.", 12, (1.5, 2.8)),
    ("Vitamīns C 1000 mg tabl. N30", "iep.", 21, (4.0, 6.5)),
    ("Vitamīns D3 2000 SV kaps. N60", "iep.", 21, (5.0, 8.5)),
    ("Magnijs + B6 tabl. N50", "iep.", 21, (6.0, 8.5)),
    ("Omega-3 zivju eļļa kaps. N100", "iep.", 21, (9.0, 14.0)),
    ("Zobu pasta jutīgiem zobiem 75 ml", "gab.", 21, (3.0, 4.8)),
    ("Sejas krēms SPF 30, 50 ml", "gab.", 21, (12.0, 19.0)),
    ("Roku krēms 75 ml", "gab.", 21, (2.8, 4.6)),
    ("Mitrās salvetes bērniem N72", "iep.", 21, (1.4, 2.8)),
    ("Lūpu balzams 4,8 g", "gab.", 21, (2.0, 3.6)),
    ("Šampūns pret blaugznām 200 ml", "gab.", 21, (7.0, 10.5)),
    ("Antiseptisks roku gels 100 ml", "gab.", 21, (1.8, 3.2)),
]
# (the pharmacy's name on the tape, its company)
PHARMACIES = [
    ("Ozolu aptieka", 'SIA "Ozolu aptieka"'),
    ("Dzintara aptieka", 'SIA "Dzintara aptieka"'),
    ("Aptieka Liepa", 'SIA "Liepas farmācija"'),
    ("Saulgriežu aptieka", 'SIA "Saulgrieži"'),
    ("Veselības aptieka", 'SIA "Veselības punkts"'),
]
# (street, city, postcode) with the house number to fill in
PLACES = [
    ("Brīvības iela {n}", "Rīga", "LV-1010"),
    ("Krišjāņa Barona iela {n}", "Rīga", "LV-1011"),
    ("Ūnijas iela {n}", "Rīga", "LV-1039"),
    ("Maskavas iela {n}", "Rīga", "LV-1003"),
    ("Rīgas iela {n}", "Daugavpils", "LV-5401"),
    ("Lielā iela {n}", "Jelgava", "LV-3001"),
    ("Graudu iela {n}", "Liepāja", "LV-3401"),
    ("Jomas iela {n}", "Jūrmala", "LV-2015"),
    ("Rīgas iela {n}", "Valmiera", "LV-4201"),
]
STAFF = ["Ilze K.", "Inese", "Līga B.", "Dace", "Anna S.", "Kristīne", "Jānis", "Baiba L."]
LETTERS = {Decimal(21): "A", Decimal(12): "B"}
CROSS = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="{s:.1f}mm" height="{s:.1f}mm">'
    '<path d="M8 1h8v7h7v8h-7v7H8v-7H1V8h7z" fill="{fill}"/></svg>'
)


def _slip(tape: ColTape, rng: random.Random, slip: Card, paid: str, when: str) -> None:
    """The card terminal's slip as the till prints it into the receipt, in Latvian."""
    tape.text(rng.choice(["KARTES MAKSĀJUMS", "MAKSĀJUMU KARTE", "PIRKUMS AR KARTI"]), "b", align="c")
    tape.text(when, align="c")
    tape.lr(slip.scheme, slip.masked(rng.randint(0, 2))[-8:] if tape.cols < 36 else slip.masked(1))
    tape.lr(rng.choice(["PIRKUMS", "Pirkums"]), f"EUR {paid}")
    tape.lr(rng.choice(["Terminālis", "Termināļa ID", "TID"]), slip.terminal)
    if rng.random() < 0.5:
        tape.lr(rng.choice(["Tirgotājs", "MID"]), slip.merchant)
    tape.lr(rng.choice(["Autorizācijas kods", "Aut. kods", "AUT. KODS"]), slip.auth)
    if rng.random() < 0.5:
        tape.lr("AID", slip.aid)
    tape.text(rng.choice(["Bezkontakta", "PIN pārbaudīts", "Bezkontakta maksājums"]))
    tape.text(rng.choice(["APSTIPRINĀTS", "DARĪJUMS APSTIPRINĀTS"]), "b", align="c")
    if rng.random() < 0.6:
        tape.text(rng.choice(["Klienta kopija", "KLIENTA EKSEMPLĀRS", "Saglabājiet čeku"]), align="c")


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lv_aptieka-{seed}")
    doc = draw(
        seed, kind="receipt", buyer=False, series=False, lines=(1, 6), catalogue=CATALOGUE, currency="EUR"
    )
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 1, 2, 2, 3]))
    loyalty = rng.random() < 0.45
    promo = rng.random() < 0.3
    card_pct = rng.choice([5, 10, 10, 15])
    promo_pct = rng.choice([15, 20, 25, 30])

    def cut(_item: object) -> int:
        if promo and rng.random() < 0.3:
            return promo_pct
        return card_pct if loyalty and rng.random() < 0.6 else 0

    plan = shelve(doc, rng, lambda item, net: nice_price(rng, net, item.vat_percent), cut)
    brand, legal = rng.choice(PHARMACIES)
    street, city, postcode = rng.choice(PLACES)
    seller = lv_seller(rng, legal, street.format(n=rng.randint(1, 140)), city, postcode)
    doc.seller = seller

    tape = till(rng, mono=0.55, papers=(80, 80, 58))
    narrow = tape.cols < 38
    style = rng.choice(["lt-plain", "lt-plain", "lt"])

    def m(value: Decimal) -> str:
        return amount(value, style)

    rates = dict(sorted(doc.rates().items(), reverse=True))
    gross = doc.gross
    total = m(gross)
    marks = rng.choice(["letter", "letter", "rate"])

    def mark(r: Decimal) -> str:
        return LETTERS[r] if marks == "letter" else f"{r}%"

    stamp = datetime.combine(doc.issued, datetime.min.time()) + timedelta(
        hours=rng.randint(8, 20), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59)
    )
    when = stamp.strftime(rng.choice(["%d.%m.%Y %H:%M:%S", "%d.%m.%Y %H:%M"]))
    number_label = rng.choice(["Čeks Nr.", "ČEKS Nr.", "Čeka Nr.", "Kases čeks Nr."])
    till_no = f"{rng.choice(['Kase', 'Kase Nr.', 'Kases Nr.'])} {rng.randint(1, 4)}"
    staff = f"{rng.choice(['Farmaceits:', 'Farmaceite:', 'Kasieris:', 'Apkalpoja:'])} {rng.choice(STAFF)}"

    # --- head
    if rng.random() < 0.5:
        fill = rng.choice(["#1a8a3a", "#111"])
        side = rng.random() < 0.6
        logo(
            tape,
            CROSS.format(s=2.2 * tape.line_mm, fill=fill),
            brand,
            3 if side else 5,
            side=side,
            font=rng.choice(["'DejaVu Sans'", "Lato", "'Roboto Condensed'"]),
            size=min(1.6 * tape.line_mm, (tape.paper - 16) / (0.6 * len(brand))),
        )
    else:
        tape.big(brand.upper() if rng.random() < 0.5 else brand)
    tape.text(seller.name, align="c")
    tape.text(seller.address, align="c")
    ids = rng.choice(["two", "two", "one"])
    if ids == "one" and len(f"Reģ. Nr. {seller.code}, PVN Nr. {seller.vat_code}") <= tape.cols:
        tape.text(f"Reģ. Nr. {seller.code}, PVN Nr. {seller.vat_code}", align="c")
    else:
        tape.text(f"{rng.choice(['Reģ. Nr.', 'Reģ.Nr.', 'Reģistrācijas Nr.'])} {seller.code}", align="c")
        tape.text(f"{rng.choice(['PVN reģ. Nr.', 'PVN maks. Nr.', 'PVN Nr.'])} {seller.vat_code}", align="c")
    if rng.random() < 0.5:
        tape.text(f"Tālr. {rng.choice(['67', '66', '63'])}{rng.randint(100000, 999999)}", align="c")
    tape.rule("=")
    head_ids = rng.random() < 0.6
    if head_ids:
        tape.lr(f"{number_label} {doc.number}", till_no)
        tape.text(when)
        tape.text(staff)
        tape.rule("-")

    # --- the lines
    table = not narrow and rng.random() < 0.4
    cut_label = rng.choice(["Atlaide {}%", "Atlaide -{}%", "Klienta kartes atlaide {}%"])
    if table:
        widths = [tape.cols - 25, 6, 8, 11] if tape.mono else [22, 6, 8, 10]
        tape.cells(["Nosaukums", "Daudz.", "Cena", "Summa"], widths, "b")
    for item, shelf in zip(doc.items, plan, strict=True):
        amount_text = f"{m(shelf.full)} {mark(item.vat_percent)}"
        count = quantity(item.quantity)
        if table:
            row = [count, m(shelf.price), amount_text]
            if len(item.name) < widths[0] or not tape.mono:
                tape.cells([item.name, *row], widths)
            else:
                tape.text(item.name)
                tape.cells(["", *row], widths)
        else:
            tape.text(item.name)
            tape.lr(f"  {count} {item.unit} x {m(shelf.price)}", amount_text)
        if shelf.pct:
            label = cut_label.format(shelf.pct)
            tape.lr(f"  {label}", f"-{m(shelf.cut)}")
    tape.rule("-")
    saved = sum((s.cut for s in plan), Decimal(0))
    if saved and rng.random() < 0.6:
        tape.lr(rng.choice(["Atlaide kopā", "Kopējā atlaide", "Jūs ietaupījāt"]), m(saved))

    # --- total and payment
    grand(tape, rng.choice([["KOPĀ EUR", "KOPĀ"], ["Kopā apmaksai", "KOPĀ"], ["KOPĀ"]]), total, " EUR")
    pay_card = rng.random() < 0.7
    slip = card(rng)
    if pay_card:
        tape.lr(rng.choice(["Samaksāts ar karti", "Maksājumu karte", "Karte"]), total)
    else:
        cash = tendered(gross, rng)
        tape.lr(rng.choice(["Skaidra nauda", "Saņemts", "Skaidrā naudā"]), m(cash))
        tape.lr(rng.choice(["Atlikums", "Izdots"]), m(cash - gross))
    tape.rule("-")

    # --- the PVN summary
    tape.text(rng.choice(["PVN kopsavilkums", "PVN KOPSAVILKUMS"]), "b")
    if tape.mono:
        first = 8 if narrow else 10
        rest = tape.cols - first
        widths = [first, rest // 3, rest // 3, rest - 2 * (rest // 3)]
    else:
        widths = [9, 10, 10, 10]
    tape.cells(["Likme", "Bez PVN", "PVN", "Kopā"], widths, "b")
    for r, (base, tax) in rates.items():
        label = f"{LETTERS[r]} {r}%" if marks == "letter" else f"{r}%"
        tape.cells([label, m(base), m(tax), m(base + tax)], widths)
    sum_row = len(rates) > 1 and rng.random() < 0.5
    if sum_row:
        tape.cells(["Kopā", m(doc.net), m(doc.vat), total], widths, "b")
    tape.rule("-")

    if pay_card:
        _slip(tape, rng, slip, total, when)
        tape.rule("-")

    # --- the foot
    if not head_ids:
        tape.lr(f"{number_label} {doc.number}", till_no)
        tape.text(when)
        tape.text(staff)
    if loyalty and rng.random() < 0.7:
        tape.text(f"Klienta karte: ****{rng.randint(1000, 9999)}")
    tape.text(
        rng.choice(["Paldies! Esiet veseli!", "Paldies par pirkumu!", "Lai jums laba veselība!"]),
        "b",
        align="c",
    )
    if rng.random() < 0.5:
        tape.text(rng.choice(["Zāles atpakaļ netiek pieņemtas", "Saglabājiet čeku"]), align="c")

    truth = receipt_truth(
        doc,
        ("prekes_pavadinimas", "quantity", "total"),
        number=True,
        net=sum_row or len(rates) == 1,
        vat=sum_row,
    )
    return Printed(tape.html(BIG2), truth)
