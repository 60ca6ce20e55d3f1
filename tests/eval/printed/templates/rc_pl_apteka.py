"""A Polish pharmacy's fiscal receipt ("PARAGON FISKALNY") as the pharmacy program's fiscal printer prints
it on a 57 or 80 mm roll: a green-cross logo on some, the seller ("Apteka … Sp. z o.o.", in capitals on
some printers) with its address and "NIP 123-456-78-90" (the point of sale's own address under it on
some), the date with the print number ("nr wydr."), the receipt's title; the medicines, medical devices,
cosmetics and baby food with their PTU letters (A 23 %, B 8 %, C 5 %): the name on its own line and the
quantity × price and the amount with the letter under it (or beside it where it fits), a prescription
note ("Rp. odpłatność 30%") under some; per letter the taxed sale ("SPRZED. OPOD. PTU A", "Sprzedaż
opodatkowana B", "Sp.op.C") and its tax ("PTU A 23,00 %"), "SUMA PTU", "SUMA PLN" in large glyphs; the
payment ("Gotówka" with "Reszta", or "Karta") before or after the fiscal footer, whose line carries the
receipt's number (bare, "00123 #Kasa 1 Kasjer …", or under a "Nr paragonu" label), the system number
("Nr sys."), the time, a check code and the printer's "{PL} BFA 12345678"; "Dziękujemy, zdrowia!".

No net sum is printed: a Polish receipt gives the gross sale and its tax per letter."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw, foreign_party
from tests.eval.printed.fmt import amount
from tests.eval.printed.templates.rc_common import MONO_FONTS, receipt_truth, settle, tendered
from tests.eval.printed.templates.rc_ee_lt_gb_common import qr_svg
from tests.eval.printed.templates.rc_round4_common import ColTape, card, logo

# medicines, medical devices and supplements at 8 %, cosmetics and hygiene at 23 %, food at 5 %
CATALOGUE = [
    ("APAP 500mg 24 tabl.", "op.", 8, (9.0, 14.0)),
    ("Ibuprom MAX 400mg 24 tabl.", "op.", 8, (14.0, 21.0)),
    ("Rutinoscorbin 150 tabl.", "op.", 8, (12.0, 18.0)),
    ("Nurofen Express Forte 400mg 20 kaps.", "op.", 8, (19.0, 27.0)),
    ("Xylometazolin 0,1% aerozol 10 ml", "op.", 8, (8.0, 13.0)),
    ("Gripex Max 20 tabl.", "op.", 8, (18.0, 26.0)),
    ("Stoperan 2mg 8 kaps.", "op.", 8, (10.0, 15.0)),
    ("Polopiryna S 300mg 20 tabl.", "op.", 8, (6.0, 9.0)),
    ("Witamina D3 2000 j.m. 60 kaps.", "op.", 8, (15.0, 28.0)),
    ("Magnez + B6 50 tabl.", "op.", 8, (11.0, 19.0)),
    ("Sudocrem krem 125 g", "op.", 8, (22.0, 30.0)),
    ("Plastry Viscoplast 20 szt.", "op.", 8, (7.0, 12.0)),
    ("Termometr elektroniczny", "szt.", 8, (14.0, 29.0)),
    ("Krem do rąk z mocznikiem 100 ml", "szt.", 23, (9.0, 16.0)),
    ("Szczoteczka do zębów miękka", "szt.", 23, (6.0, 14.0)),
    ("Pasta do zębów 75 ml", "szt.", 23, (9.0, 17.0)),
    ("Płyn micelarny 400 ml", "szt.", 23, (18.0, 35.0)),
    ("Chusteczki nawilżane 72 szt.", "op.", 23, (5.0, 9.0)),
    ("Torba papierowa", "szt.", 23, (0.5, 1.0)),
    ("Herbatka z melisy 20 sasz.", "op.", 5, (4.0, 7.0)),
    ("Kaszka ryżowa dla niemowląt 180 g", "op.", 5, (7.0, 11.0)),
    ("Mleko modyfikowane 2 350 g", "op.", 5, (30.0, 42.0)),
]
# medicines sold on prescription (their price is what the patient pays)
PRESCRIBED = [
    ("Amoksiklav 875mg+125mg 14 tabl.", (9.0, 22.0)),
    ("Euthyrox N 50 mcg 50 tabl.", (6.0, 12.0)),
    ("Metformax 850 mg 60 tabl.", (4.0, 9.0)),
    ("Bisocard 5 mg 30 tabl.", (5.0, 11.0)),
]
RX_NOTES = ["odpłatność 30%", "odpł. ryczałt", "odpłatność 50%", "refundacja NFZ"]
NAMES = ["Słoneczna", "Pod Lwem", "Rodzinna", "Centrum", "Przy Rynku", "Zdrowie", "Pod Orłem", "Na Starówce"]
LETTERS = {Decimal(23): "A", Decimal(8): "B", Decimal(5): "C"}
CASHIERS = ["Anna K.", "mgr E. Nowak", "Ewa", "Piotr N.", "nr 3", "Magda", "nr 1"]
STREETS = ["ul. Kwiatowa", "ul. Szpitalna", "os. Słoneczne", "ul. Kościuszki", "pl. Wolności", "ul. Lipowa"]
PRINTERS = ["BFA", "CAO", "ABC", "EAM", "BEK", "CCO"]
SANS = ["'Roboto Condensed'", "'Liberation Sans Narrow'", "'Open Sans Condensed', 'Open Sans'"]
CROSS = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="{s:.1f}mm" height="{s:.1f}mm">'
    '<path d="M8.5 2h7v6.5H22v7h-6.5V22h-7v-6.5H2v-7h6.5z" fill="{fill}" stroke="#111" stroke-width="0.8"/>'
    "</svg>"
)


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_pl_apteka-{seed}")
    doc = draw(
        seed, kind="receipt", buyer=False, series=False, lines=(1, 7), catalogue=CATALOGUE, currency="PLN"
    )
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 1, 2, 2, 3]))
    prescribed: set[int] = set()
    if rng.random() < 0.35:  # a prescription filled: the medicine at the patient's share of its price
        name, (low, high) = rng.choice(PRESCRIBED)
        where = rng.randint(0, len(doc.items))
        new = Item(name, "op.", Decimal(1), Decimal(str(round(rng.uniform(low, high), 2))), Decimal(8))
        doc.items.insert(where, new)
        prescribed.add(where)
    prices = settle(doc)

    seller = foreign_party(rng, "PL")
    pharmacy = f"Apteka {rng.choice(NAMES)} Sp. z o.o."
    capitals = rng.random() < 0.35
    seller.name = pharmacy.upper().replace("SP. Z O.O.", "Sp. z o.o.") if capitals else pharmacy
    seller.code = None
    doc.seller = seller

    style = "lt-plain"
    mono = rng.random() < 0.75
    if mono:
        paper = rng.choice([80, 80, 58])
        cols = rng.choice([32, 33] if paper == 58 else [40, 42, 48])
        tape = ColTape(paper=paper, cols=cols, font=rng.choice(MONO_FONTS))
    else:
        tape = ColTape(paper=80, mono=False, font=rng.choice(SANS), size_pt=rng.choice([8.5, 9.0]), em=0.62)
    rates = sorted(doc.rates().items(), key=lambda kv: LETTERS[kv[0]])

    def m(value: Decimal) -> str:
        return amount(value, style)

    # --- head
    if rng.random() < 0.4:
        fill = rng.choice(["#2e9e4f", "#111", "#fff"])
        room = tape.paper - 12 - 3.2 * tape.line_mm
        size = min(1.5 * tape.line_mm, room / (0.74 * len(pharmacy.split(" Sp.")[0])))
        logo(
            tape,
            CROSS.format(s=3.2 * tape.line_mm, fill=fill),
            pharmacy.split(" Sp.")[0].upper(),
            4,
            side=True,
            font=rng.choice(["Lato", "'DejaVu Sans'", "Roboto"]),
            size=size,
        )
    tape.text(seller.name, "b", align="c")
    if len(seller.address) <= tape.cols and rng.random() < 0.35:
        tape.text(seller.address, align="c")
    else:
        tape.text(seller.street, align="c")
        tape.text(f"{seller.postcode} {seller.city}", align="c")
    if rng.random() < 0.3:
        tape.text(f"Punkt sprzedaży: {rng.choice(STREETS)} {rng.randint(1, 60)}, {seller.city}", align="c")
    assert seller.vat_code
    digits = seller.vat_code[2:]
    nip = rng.choice(
        [
            f"{digits[:3]}-{digits[3:6]}-{digits[6:8]}-{digits[8:]}",
            digits,
            f"{digits[:3]}-{digits[3:5]}-{digits[5:7]}-{digits[7:]}",
        ]
    )
    tape.text(f"{rng.choice(['NIP', 'NIP:', 'NIP'])} {nip}", align="c")
    if rng.random() < 0.35:
        tape.text(
            f"tel. {rng.randint(12, 94)} {rng.randint(100, 999)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
            align="c",
        )
    when = doc.issued.strftime(rng.choice(["%Y-%m-%d", "%Y-%m-%d", "%d.%m.%Y"]))
    print_no = f"{rng.randint(1, 999999):06d}"
    tape.lr(when, rng.choice(["nr wydr. ", "nr wydr.", "Nr wydr.: "]) + print_no)
    footer = rng.choice(["bare", "labelled", "head"])
    tape.text("PARAGON FISKALNY", "b", align="c")
    if footer == "head":
        tape.text(f"{rng.choice(['Nr par.', 'Paragon nr', 'NR PARAGONU'])} {doc.number}", align="c")
    tape.rule("-")

    # --- the lines
    layout = rng.choice(["beside", "under", "split"])
    gap = rng.choice(["", " "])
    times = rng.choice(["x", "*", " x "])
    units = layout != "beside" and rng.random() < 0.5  # "2 op. x 9,49"
    equals = rng.random() < 0.4
    rx_note = rng.random() < 0.7
    for i, (item, price) in enumerate(zip(doc.items, prices, strict=True)):
        count = f"{item.quantity:f}"
        value = f"{m(item.total)}{gap}{LETTERS[item.vat_percent]}"
        each = f"{count} {item.unit} x {m(price)}" if units else f"{count}{times}{m(price)}"
        if layout == "beside" and len(item.name) + len(each) + len(value) + 4 <= tape.cols:
            tape.lr(item.name, f"{each}  {value.rjust(9)}")
        elif layout == "split":
            tape.text(item.name)
            tape.lr(f"   {each}", value)
        else:
            tape.text(item.name)
            tape.lr("", f"{each} = {value}" if equals else f"{each}   {value}")
        if i in prescribed and rx_note:
            tape.text(f"   Rp. {rng.choice(RX_NOTES)}")
    tape.rule("-")

    # --- per letter: the taxed sale and its tax, then the sums
    per = rng.choice(["posnet", "long", "short"])
    pct = rng.choice(["{},00 %", "{},00%", "{}%"])
    for r, (base, tax) in rates:
        letter = LETTERS[r]
        sale = {
            "posnet": f"SPRZED. OPOD. PTU {letter}",
            "long": f"Sprzedaż opodatkowana {letter}",
            "short": f"Sp.op.{letter}",
        }
        tax_label = {
            "posnet": f"PTU {letter} {pct.format(r)}",
            "long": f"Kwota PTU {letter} {pct.format(r)}",
            "short": f"PTU {letter} {pct.format(r)}",
        }
        tape.lr(sale[per], m(base + tax))
        tape.lr(tax_label[per], m(tax))
    tape.lr(rng.choice(["SUMA PTU", "Łączna kwota PTU", "SUMA PTU"]), m(doc.vat))
    total = m(doc.gross)
    if tape.mono:
        room = int(tape.cols / tape.scale)
        label = "SUMA PLN" if len(total) + 9 <= room else "SUMA"
        tape.big(label.ljust(room - len(total)) + total)
    else:
        tape.lr("SUMA PLN", total, "b big2")

    # --- payment and the fiscal footer
    pay_card = rng.random() < 0.55
    slip = card(rng)

    def payment() -> None:
        if pay_card:
            tape.lr(rng.choice(["Karta", "Karta płatnicza", "Płatność kartą"]), f"{total} PLN")
        else:
            cash = tendered(doc.gross, rng)
            tape.lr("Gotówka", f"{m(cash)} PLN")
            tape.lr("Reszta", f"{m(cash - doc.gross)} PLN")

    pay_first = rng.random() < 0.5
    if pay_first:
        payment()
    tape.rule("-")
    time = f"{rng.randint(8, 21):02d}:{rng.randint(0, 59):02d}"
    till, cashier = rng.randint(1, 4), rng.choice(CASHIERS)
    system = f"{rng.randint(1, 999999)}"
    if footer == "bare":
        tape.lr(f"{doc.number} #Kasa {till} Kasjer {cashier}", time)
    elif footer == "labelled":
        tape.lr(f"{rng.choice(['Nr paragonu:', 'Paragon nr', 'Nr par.:'])} {doc.number}", time)
        tape.text(f"#Kasa {till}  Kasjer: {cashier}")
    else:
        tape.lr(f"#Kasa {till}  Kasjer: {cashier}", time)
    tape.text(f"Nr sys.{rng.choice([' ', ': '])}{system}")
    if rng.random() < 0.45:
        rows = 6 if tape.cols >= 38 else 7
        tape.block(qr_svg(rng, rows * tape.line_mm * 0.95, cells=21), rows)
    if rng.random() < 0.6:
        tape.text("".join(rng.choice("0123456789ABCDEF") for _ in range(20)), align="c")
    tape.text(f"{{PL}} {rng.choice(PRINTERS)} {rng.randint(10000000, 99999999)}", "b", align="c")
    if not pay_first:
        tape.rule("-")
        payment()
    if pay_card and rng.random() < 0.5:
        tape.text(f"{slip.scheme} {slip.masked(0)}")
        tape.text(f"Kod autoryzacji: {slip.auth}")
    tape.blank()
    tape.text(
        rng.choice(["Dziękujemy, zdrowia!", "DZIĘKUJEMY I ZAPRASZAMY PONOWNIE", "Życzymy zdrowia!"]),
        align="c",
    )
    if rng.random() < 0.4:
        tape.text("Leki nie podlegają zwrotowi", align="c")
    truth = receipt_truth(
        doc, ("prekes_pavadinimas", "quantity", "total"), number=footer != "bare", net=False, vat=True
    )
    return Printed(tape.html(), truth)
