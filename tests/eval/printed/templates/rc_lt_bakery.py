"""A small Lithuanian bakery-café's fiscal receipt (kasos aparato kvitas) as its compact cash register prints
it on a 57 or 80 mm roll in large monospace glyphs: a drawn logo (the initials in a ring, or the name
reversed out of a black plate) over the company (UAB or MB „…“), "Įm. kodas" and "PVM kodas", the café's
address and the register's number; each line's name with its amount and the tax letter (A 21 %, B 5 % for
the cookbooks on the counter) at the right, the quantity × price ("2,000 x 1,40") on the line above the
name as the register prints it (or below it on some), "IŠ VISO EUR" in large glyphs, "Grynais" and
"Grąža" or "Mokėta kortele", the PVM table by letter ("PVM A 21,00 %" with its base, or a code / rate /
tax / sum table), "Kvito Nr.", date and time, a check code (a QR code on some), and "AČIŪ, LAUKIAME
SUGRĮŽTANT"."""

from __future__ import annotations

import random
from decimal import Decimal
from html import escape

from tests.eval.lt_data import vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.rc_common import (
    MONO_FONTS,
    clock,
    receipt_truth,
    settle,
    tendered,
)
from tests.eval.printed.templates.rc_ee_lt_gb_common import BlockTape, qr_svg

# (name, unit, rate, net price range): pastries by the piece, cakes by weight, drinks, and books at 5 %
CATALOGUE = [
    ("Juoda duona „Bočių“, 800 g", "vnt.", 21, (1.8, 2.8)),
    ("Batonas su saulėgrąžomis", "vnt.", 21, (1.0, 1.6)),
    ("Kibinas su vištiena", "vnt.", 21, (1.9, 2.6)),
    ("Kibinas su varške ir špinatais", "vnt.", 21, (1.9, 2.6)),
    ("Cinamoninė bandelė", "vnt.", 21, (1.0, 1.6)),
    ("Spurga su uogiene", "vnt.", 21, (0.6, 1.1)),
    ("Kruasanas su sviestu", "vnt.", 21, (1.0, 1.6)),
    ("Šimtalapis su aguonomis", "vnt.", 21, (1.5, 2.5)),
    ("Varškės pyrago gabalėlis", "vnt.", 21, (1.6, 2.6)),
    ("Obuolių pyragas, gab.", "vnt.", 21, (1.5, 2.4)),
    ("Tinginys", "kg", 21, (9.0, 13.0)),
    ("Pyragas „Skruzdėlynas“", "kg", 21, (10.0, 15.0)),
    ("Šakotis", "kg", 21, (24.0, 34.0)),
    ("Sausainiai avižiniai", "kg", 21, (7.0, 11.0)),
    ("Kava juoda 200 ml", "vnt.", 21, (1.4, 2.2)),
    ("Kava su pienu 300 ml", "vnt.", 21, (1.9, 2.8)),
    ("Kapučino didelis", "vnt.", 21, (2.2, 3.0)),
    ("Arbata žolelių", "vnt.", 21, (1.2, 1.9)),
    ("Karštas šokoladas", "vnt.", 21, (2.0, 2.9)),
    ("Gira „Vilniaus“ 0,5 l", "vnt.", 21, (1.0, 1.5)),
    ("Obuolių sultys 0,3 l", "vnt.", 21, (1.3, 2.0)),
    ("Knyga „Lietuviški pyragai“", "vnt.", 5, (11.0, 19.0)),
    ("Knygelė „Kepame su vaikais“", "vnt.", 5, (6.0, 10.0)),
]
# brand on the logo, the company behind it
BAKERIES = [
    ("Rytas", "UAB „Ryto kepyklėlė“"),
    ("Cinamonas", "UAB „Cinamono namai“"),
    ("Duonos kampelis", "MB „Duonos kampelis“"),
    ("Šimtalapis", "UAB „Šimtalapio kepykla“"),
    ("Močiutės pyragai", "UAB „Močiutės pyragai“"),
    ("Aguona", "MB „Aguonų kepyklėlė“"),
    ("Kvapni bandelė", "UAB „Kvapni bandelė“"),
]
CASHIERS = [
    ("Kasininkė", "Jurgita"),
    ("Kasininkė", "Aistė"),
    ("Pardavėja", "Vaida"),
    ("Pardavėja", "Gintarė"),
    ("Kasininkas", "Tomas"),
    ("Kasininkė", "Eglė K."),
    ("Pardavėjas", "Dovydas"),
]
LETTERS = {Decimal(21): "A", Decimal(5): "B"}
SERIF = ["'DejaVu Serif'", "'Liberation Serif'", "FreeSerif"]


def _quantities(items: list[Item], rng: random.Random) -> None:
    """Pastries and drinks by the piece, cakes by weight (a slice to a whole cake)."""
    for item in items:
        if item.unit == "kg":
            item.quantity = Decimal(rng.randint(150, 1200)) / 1000
        else:
            item.quantity = Decimal(rng.choice([1, 1, 1, 1, 2, 2, 3, 4, 6]))


def _logo(tape: BlockTape, rng: random.Random, brand: str, serif: str) -> None:
    """The bakery's logo, drawn: its initials in a ring beside the name, or the name reversed out of a
    black plate with a line of what it is below."""
    initials = "".join(word[0] for word in brand.split())[:2].upper()
    line = tape.line_mm
    width = tape.paper - 7  # the roll's printable width, less a little room
    if rng.random() < 0.5:
        ring = 3.4 * line
        # the name as large as the room beside the ring lets it be on one line
        size = min(1.9 * line, (width - ring - 2) / (0.68 * len(brand)))
        tape.block(
            f'<div style="display:flex;align-items:center;gap:2mm">'
            f'<div style="width:{ring:.2f}mm;height:{ring:.2f}mm;border:0.6mm solid #111;border-radius:50%;'
            f"display:flex;align-items:center;justify-content:center;font-family:{serif};"
            f'font-weight:bold;font-size:{1.5 * line:.2f}mm">{escape(initials)}</div>'
            f'<div style="font-family:{serif};font-style:italic;font-weight:bold;white-space:nowrap;'
            f'font-size:{size:.2f}mm">{escape(brand)}</div></div>',
            4,
        )
    else:
        size = min(1.6 * line, (width - 6 - 0.3 * len(brand)) / (0.8 * len(brand)))
        tape.block(
            f'<div style="background:#111;color:#fff;border-radius:1.5mm;padding:0.4mm 3mm;'
            f"font-family:{serif};font-weight:bold;letter-spacing:0.3mm;white-space:nowrap;"
            f'font-size:{size:.2f}mm">{escape(brand.upper())}</div>',
            3,
        )
        tape.text(rng.choice(["kepykla · kavinė", "kepyklėlė - kavinė", "šviežia kasdien"]), align="c")


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_bakery-{seed}")
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 8), catalogue=CATALOGUE)
    _quantities(doc.items, rng)
    prices = settle(doc)
    brand, legal = rng.choice(BAKERIES)
    seller = doc.seller
    seller.name = legal
    seller.vat_code = seller.vat_code or vat_code(rng)
    style = rng.choice(["lt-plain", "lt-plain", "lt-plain", "plain-dot"])
    paper = rng.choice([58, 80, 80])
    cols = rng.choice([30, 32] if paper == 58 else [38, 40, 42])
    tape = BlockTape(paper=paper, cols=cols, font=rng.choice(MONO_FONTS))
    # the tax table's rows in the order of their letters
    rates = dict(sorted(doc.rates().items(), key=lambda kv: LETTERS[kv[0]]))
    letters = {r: LETTERS[r] for r in rates}

    _logo(tape, rng, brand, rng.choice(SERIF))
    tape.text(seller.name, align="c")
    tape.text(f"{rng.choice(['Įm. kodas', 'Įmonės kodas', 'Į. k.'])} {seller.code}", align="c")
    tape.text(f"{rng.choice(['PVM kodas', 'PVM mok. kodas', 'PVM k.'])} {seller.vat_code}", align="c")
    tape.text(seller.address, align="c")
    tape.rule("=")
    tape.text(rng.choice(["KASOS APARATO KVITAS", "KASOS KVITAS", "KVITAS"]), "b", align="c")
    register = f"{rng.choice(['KA', 'EKA'])} Nr. {rng.choice('ABCEHLMPR')}{rng.choice('ABCEHLMPR')}"
    register += f"{rng.randint(1000000, 9999999)}"
    till_on_top = rng.random() < 0.5
    if till_on_top:
        tape.text(register, align="c")
    tape.rule("-")
    above = rng.random() < 0.65  # quantity × price above the name, as Lithuanian registers print it
    for item, price in zip(doc.items, prices, strict=True):
        if item.unit == "kg":
            count = f"{amount(item.quantity, style, 3)} kg x {amount(price, style)}"
            count = count if above else f"  {count}"
        elif above:
            count = f"{amount(item.quantity, style, 3)} x {amount(price, style)}"
        else:
            count = f"  {quantity(item.quantity, style)} vnt. x {amount(price, style)}"
        shown = item.quantity != 1 or item.unit == "kg"
        if shown and above:
            tape.text(count)
        tape.lr(item.name, f"{amount(item.total, style)} {letters[item.vat_percent]}")
        if shown and not above:
            tape.text(count)
    tape.rule("-")
    total = amount(doc.gross, style)
    net_line = rng.random() < 0.35
    if net_line:
        tape.lr("Suma be PVM", amount(doc.net, style))
    room = int(tape.cols / tape.scale)
    label = rng.choice(["IŠ VISO EUR", "IŠ VISO", "Iš viso EUR"])
    if len(label) + len(total) + 1 > room:
        label = "IŠ VISO"
    tape.big(label.ljust(room - len(total)) + total)
    card = rng.random() < 0.55
    if card:
        tape.lr(rng.choice(["Mokėta kortele", "Mokėjimo kortelė", "Kortele"]), total)
    else:
        cash = tendered(doc.gross, rng)
        tape.lr("Grynais", amount(cash, style))
        tape.lr("Grąža", amount(cash - doc.gross, style))
    tape.rule("-")
    sum_row = False
    net = net_line
    if rng.random() < 0.55:
        for r, (base, tax) in rates.items():
            tape.lr(f"PVM {letters[r]} {amount(r, 'lt-plain')} %", amount(tax, style))
            tape.lr(f"  {rng.choice(['Be PVM', 'Apmokestinama suma'])}", amount(base, style))
        net = net or len(rates) == 1
    else:
        widths = [5, 9, 8, 10] if tape.cols < 38 else [6, 10, 11, 13]
        tape.cells(["PVM", "Tarifas", "PVM", "Su PVM"], widths)
        for r, (base, tax) in rates.items():
            percent = f"{amount(r, 'lt-plain')}%"
            tape.cells([letters[r], percent, amount(tax, style), amount(base + tax, style)], widths)
    if len(rates) > 1 and rng.random() < 0.6:
        sum_row = True
        tape.lr("PVM iš viso", amount(doc.vat, style))
    tape.rule("-")
    tape.lr(f"Kvito Nr. {doc.number}", f"Kasa {rng.randint(1, 3)}")
    when = doc.issued.strftime(rng.choice(["%Y-%m-%d", "%Y-%m-%d", "%Y.%m.%d"]))
    tape.lr(when, clock(rng, seconds=rng.random() < 0.6))
    tape.text("{}: {}".format(*rng.choice(CASHIERS)))
    if not till_on_top:
        tape.text(register)
    if rng.random() < 0.55:
        qr_rows = 8 if tape.cols < 38 else 7
        tape.block(qr_svg(rng, qr_rows * tape.line_mm * 0.95), qr_rows)
        code = "".join(rng.choice("0123456789ABCDEF") for _ in range(16))
        tape.text(f"Kvito kodas {code}", align="c")
    tape.blank()
    tape.text("AČIŪ, LAUKIAME SUGRĮŽTANT", "b", align="c")
    if rng.random() < 0.4:
        tape.text(rng.choice(["Geros dienos!", "Skanaus!", "www.kepykla.lt"]), align="c")
    truth = receipt_truth(
        doc,
        ("prekes_pavadinimas", "quantity", "total"),
        number=True,
        net=net,
        vat=sum_row,
    )
    return Printed(tape.html(), truth)
