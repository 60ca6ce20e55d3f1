"""A Lithuanian pharmacy chain's till receipt: the chain's brand as a framed heading, the legal entity that
runs the pharmacy with its codes and the pharmacy's address, "KASOS KVITAS" with the receipt number, a
column header over the lines, medicines at 5 % and other goods at 21 % marked with tax letters, the
total, the payment, a VAT summary per rate and the pharmacist's name."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.lt_data import vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day, rate
from tests.eval.printed.templates.rc_common import MONO_FONTS, Tape, clock, receipt_truth, settle, tendered

CATALOGUE = [
    ("Ibuprofenas 400 mg, 20 tabl.", "pak.", 5, (2.5, 5.0)),
    ("Paracetamolis 500 mg, 20 tabl.", "pak.", 5, (1.5, 3.5)),
    ("Nosies purškalas 0,1 %, 10 ml", "vnt.", 5, (3.0, 6.5)),
    ("Kosulio sirupas, 100 ml", "vnt.", 5, (5.0, 9.0)),
    ("Omeprazolis 20 mg, 14 kaps.", "pak.", 5, (3.0, 7.0)),
    ("Cetirizinas 10 mg, 30 tabl.", "pak.", 5, (3.5, 8.0)),
    ("Akių lašai, 10 ml", "vnt.", 5, (4.0, 10.0)),
    ("Gerklės pastilės, 24 vnt.", "pak.", 5, (4.0, 7.5)),
    ("Vitaminas D3 2000 TV, 90 kaps.", "pak.", 21, (5.0, 12.0)),
    ("Magnis + B6, 60 tabl.", "pak.", 21, (6.0, 11.0)),
    ("Rankų kremas drėkinamasis, 75 ml", "vnt.", 21, (3.0, 8.0)),
    ("Pleistrai, 20 vnt.", "pak.", 21, (1.5, 4.0)),
    ("Burnos skalavimo skystis, 500 ml", "vnt.", 21, (4.0, 8.0)),
    ("Dantų šepetėlis, vidutinio kietumo", "vnt.", 21, (2.0, 5.0)),
    ("Medicininės kaukės, 10 vnt.", "pak.", 21, (1.5, 3.5)),
    ("Termometras skaitmeninis", "vnt.", 21, (5.0, 12.0)),
    ("Žolelių arbata, 20 pak.", "pak.", 21, (2.0, 4.0)),
]
CHAINS = [
    ("VAISTINĖ „RAMUNĖLĖ“", "UAB „Sveikatos vaistai“"),
    ("ŠEIMOS VAISTINĖ", "UAB „Farmacijos namai“"),
    ("MEDEINOS VAISTINĖ", "UAB „Medeinos farmacija“"),
    ("ŽOLYNĖLIO VAISTINĖ", "UAB „Žolynėlis“"),
]
PHARMACISTS = ["Rūta Kazlauskienė", "Inga Petrauskienė", "Jurgita Vaitkutė", "Laima Jonaitienė"]


def make(seed: int) -> Printed:
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 8), catalogue=CATALOGUE)
    rng = random.Random(f"rc_lt_pharmacy-{seed}")
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 1, 2, 2, 3]))
    prices = settle(doc)
    brand, legal = rng.choice(CHAINS)
    seller = doc.seller
    seller.name = legal
    seller.vat_code = seller.vat_code or vat_code(rng)
    tape = Tape(cols=rng.choice([40, 42, 44]), font=rng.choice(MONO_FONTS))
    style = "lt-plain"
    rates = doc.rates()
    letters = {Decimal(21): "A", Decimal(5): "B"}

    tape.text(brand, "frame b", align="c")
    tape.blank()
    tape.text(seller.name, align="c")
    tape.text(f"Įmonės kodas {seller.code}", align="c")
    tape.text(f"PVM mokėtojo kodas {seller.vat_code}", align="c")
    tape.text(seller.address, align="c")
    tape.rule("=")
    tape.text("KASOS KVITAS", "b", align="c")
    tape.lr(f"Čekio Nr. {doc.number}", f"{day(doc.issued, rng.choice(['iso', 'lt-dots']))} {clock(rng)}")
    tape.rule("-")
    tape.lr("Prekė / kiekis x kaina", "Suma  ")
    tape.rule("-")
    for item, price in zip(doc.items, prices, strict=True):
        tape.text(item.name)
        tape.lr(
            f"  {item.quantity:f} {item.unit} x {amount(price, style)}",
            f"{amount(item.total, style)} {letters[item.vat_percent]}",
        )
    tape.rule("-")
    tape.lr("IŠ VISO MOKĖTI", f"{amount(doc.gross, style)} EUR", "b")
    if rng.random() < 0.6:
        tape.lr("Mokėta banko kortele", amount(doc.gross, style))
    else:
        cash = tendered(doc.gross, rng)
        tape.lr("Gauta grynais", amount(cash, style))
        tape.lr("Grąža", amount(cash - doc.gross, style))
    tape.rule("-")
    widths = [tape.cols - 30, 10, 10, 10]
    tape.cells(["PVM tarifas", "Be PVM", "PVM", "Su PVM"], widths)
    for r, (base, tax) in rates.items():
        tape.cells(
            [
                f"{letters[r]} = {rate(r)} %",
                amount(base, style),
                amount(tax, style),
                amount(base + tax, style),
            ],
            widths,
        )
    totals = len(rates) > 1
    if totals:
        tape.cells(["Viso", amount(doc.net, style), amount(doc.vat, style), amount(doc.gross, style)], widths)
    tape.rule("-")
    tape.text(f"Vaistininkė {rng.choice(PHARMACISTS)}")
    tape.text(f"Kasa Nr. {rng.randint(1, 4)}, FM {rng.randint(10000000, 99999999)}")
    tape.blank()
    tape.text("Prieš vartojant vaistus būtina", align="c")
    tape.text("perskaityti pakuotės lapelį.", align="c")
    tape.text("Sveikatos!", "b", align="c")
    css = ".frame { border: 0.3mm solid #222; border-radius: 1mm; box-sizing: border-box }"
    return Printed(
        tape.html(css),
        receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=True, vat=True),
    )
