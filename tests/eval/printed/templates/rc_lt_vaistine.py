"""A Lithuanian pharmacy chain's till receipt ("Kasos kvitas") as its POS prints it on an 80 mm (or 58 mm)
roll: the chain's name in large letters, the company (UAB „…“) with "Įm. k." and "PVM mok. k.", the
pharmacy's address and its licence number; "Kvito Nr.", "Kasa", "Kasininkas(-ė)" / "Farmacininkas(-ė)",
the date and time; the lines, each with its quantity and price under the name: a reimbursed medicine
prints its full price, "Kompensuojama suma" and the "Priemoka" the patient pays (the line's amount), other
goods a loyalty card's discount on some; "MOKĖTI" / "Iš viso", the card payment, the VAT table at 5 %
(reimbursed medicines) and 21 % (other goods) as columns or as lines, the loyalty card's number and
"Sutaupėte" (the card's savings) on some, and a goodbye. Layouts: a monospace till with a "Prekė / Kiekis
/ Kaina / Suma" table or stacked lines, or a POS program printing in a condensed font.

The seller is the chain's company; its address is the pharmacy's."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.rc_common import clock, receipt_truth, settle
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import chain_seller, till

# (name, unit, rate, net price range): reimbursed medicines at 5 %, the rest at 21 %
REIMBURSED = [
    ("Metforminas 850 mg tab. N60", "pak.", 5, (3.0, 6.0)),
    ("Bisoprololis 5 mg tab. N30", "pak.", 5, (2.0, 4.5)),
    ("Atorvastatinas 20 mg plėvele dengtos tab. N30", "pak.", 5, (3.0, 8.0)),
    ("Perindoprilis 5 mg tab. N30", "pak.", 5, (2.5, 6.0)),
    ("Levotiroksinas 100 mikrogramų tab. N100", "pak.", 5, (2.0, 5.0)),
    ("Salbutamolis 100 mikrogramų/dozėje inhaliatorius", "pak.", 5, (3.0, 7.0)),
    ("Omeprazolis 20 mg skrandyje neirios kaps. N28", "pak.", 5, (2.0, 5.5)),
    ("Amlodipinas 10 mg tab. N30", "pak.", 5, (2.0, 4.0)),
    ("Insulinas glarginas 100 V/ml švirkštiklis N5", "pak.", 5, (30.0, 45.0)),
]
OTHERS = [
    ("Ibuprofenas 400 mg tab. N20", "pak.", 21, (2.5, 4.5)),
    ("Paracetamolis 500 mg tab. N20", "pak.", 21, (1.2, 2.5)),
    ("Vitaminas D3 2000 TV kaps. N90", "pak.", 21, (6.0, 12.0)),
    ("Magnis + B6 tab. N60", "pak.", 21, (5.0, 9.0)),
    ("Nosies purškalas jūros vanduo 100 ml", "vnt.", 21, (4.0, 7.0)),
    ("Drėkinamasis rankų kremas 75 ml", "vnt.", 21, (3.0, 8.0)),
    ("Pleistrai elastingi N20", "pak.", 21, (1.5, 3.5)),
    ("Medicininės kaukės N10", "pak.", 21, (1.0, 3.0)),
    ("Omega-3 žuvų taukai kaps. N60", "pak.", 21, (8.0, 16.0)),
    ("Pastilės nuo gerklės skausmo N24", "pak.", 21, (4.0, 7.0)),
    ("Termometras skaitmeninis", "vnt.", 21, (4.0, 9.0)),
    ("Dantų pasta jautriems dantims 75 ml", "vnt.", 21, (2.5, 5.0)),
]
CHAINS = [
    ("Žolynėlio vaistinė", "UAB „Žolynėlio vaistinės“"),
    ("Sveika šeima", "UAB „Sveikos šeimos vaistinės“"),
    ("Gydo vaistinė", "UAB „Gydo vaistinė“"),
    ("Ramunėlės vaistinė", "UAB „Ramunėlės vaistinių tinklas“"),
    ("Farmaksis", "UAB „Farmaksis“"),
]
STAFF = ["Rasa", "Jurgita K.", "Aistė", "Vaida", "Giedrė P.", "Indrė", "Lina", "Tomas"]


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_vaistine-{seed}")
    reimbursed = rng.randint(0, 2) if rng.random() < 0.8 else 0
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 5), catalogue=OTHERS)
    picked = draw(seed + 1, kind="receipt", buyer=False, series=False, lines=(1, 2), catalogue=REIMBURSED)
    doc.items = picked.items[:reimbursed] + doc.items[: 6 - reimbursed]
    if not doc.items:
        doc.items = picked.items[:1]
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 1, 2, 2, 3]))
    prices = settle(doc)

    brand, legal = rng.choice(CHAINS)
    store = chain_seller(doc, rng, legal)
    seller = doc.seller
    tape = till(rng, mono=0.6)
    mono, narrow = tape.mono, tape.cols < 40
    style = "lt-plain"

    def m(value: Decimal) -> str:
        return amount(value, style)

    # what each line shows besides its amount: a reimbursed medicine's full price and compensation, another
    # line's loyalty discount (its list price less the card's cut)
    extras: list[tuple[str, Decimal, Decimal]] = []
    for item in doc.items:
        if item.vat_percent == 5:
            full = money(item.total * Decimal(rng.choice(["2", "2.5", "3", "4", "5"])))
            extras.append(("komp", full, full - item.total))
        elif rng.random() < 0.3:
            cut = money(item.total * Decimal(rng.choice(["10", "15", "20"])) / 80)
            extras.append(("disc", item.total + cut, cut))
        else:
            extras.append(("", item.total, Decimal(0)))
    saved = sum((e[2] for e in extras if e[0] == "disc"), Decimal(0))
    compensated = sum((e[2] for e in extras if e[0] == "komp"), Decimal(0))

    # --- head
    tape.big(brand.upper() if mono else brand)
    tape.text(seller.name, align="c")
    ids_style = rng.random() < 0.5
    code_line = f"Įm. k. {seller.code}"
    vat_line = f"PVM mok. k. {seller.vat_code}"
    if ids_style and len(code_line) + len(vat_line) + 2 <= tape.cols:
        tape.text(f"{code_line}, {vat_line}", align="c")
    else:
        tape.text(code_line, align="c")
        tape.text(vat_line, align="c")
    if store.centre and rng.random() < 0.5:
        tape.text(f"Vaistinė {store.centre}", align="c")
    tape.text(seller.address, align="c")
    tape.text(f"Licencijos Nr. {rng.choice(['VL', 'FL'])}-{rng.randint(100, 2999)}", align="c")
    tape.rule("=")
    tape.text(rng.choice(["KASOS KVITAS", "Kasos kvitas", "KVITAS"]), "b", align="c")
    when = f"{day(doc.issued, rng.choice(['iso', 'lt-dots']))} {clock(rng, rng.random() < 0.5)}"
    tape.lr(f"Kvito Nr. {doc.number}", f"Kasa {rng.randint(1, 4)}")
    tape.text(when)
    tape.text(f"{rng.choice(['Farmacininkas(-ė):', 'Kasininkas(-ė):', 'Aptarnavo:'])} {rng.choice(STAFF)}")
    tape.rule("-")

    # --- the lines
    disc_label = rng.choice(["Kortelės nuolaida", "Lojalumo nuolaida", "Nuolaida su kortele"])
    table = mono and not narrow and rng.random() < 0.5
    if table:
        widths = [tape.cols - 24, 5, 9, 10]
        tape.cells(["Prekė", "Kiek.", "Kaina", "Suma"], widths, "b")
    for item, price, (kind, full, off) in zip(doc.items, prices, extras, strict=True):
        mark = "A" if item.vat_percent == 5 else "B"
        shown = full / item.quantity if kind else price
        if table:
            tape.text(item.name)
            tape.cells(["", quantity(item.quantity), m(money(shown)), f"{m(full)} {mark}"], widths)
        else:
            tape.text(item.name)
            tape.lr(f"  {quantity(item.quantity)} x {m(money(shown))}", f"{m(full)} {mark}")
        if kind == "komp":
            tape.lr("  Kompensuojama suma", f"-{m(off)}")
            tape.lr("  Priemoka", m(item.total), "b")
        elif kind == "disc":
            tape.lr(f"  {disc_label}", f"-{m(off)}")
            tape.lr("  Suma su nuolaida", m(item.total))
    tape.rule("-")

    # --- total and payment
    total = m(doc.gross)
    if compensated:
        tape.lr("Kompensuota iš PSDF", m(compensated))
    label = rng.choice(["MOKĖTI", "IŠ VISO", "VISO MOKĖTI"])
    if mono:
        room = int(tape.cols / tape.scale)
        label = label if len(label) + len(total) + 1 <= room else "VISO"
        tape.big(label.ljust(room - len(total)) + total)
    else:
        tape.lr(f"{label} EUR", total, "b big2")
    slip = card(rng)
    tape.lr(rng.choice(["Mokėjimo kortelė", "Banko kortelė", "Kortele"]), total)
    tape.text(f"{slip.scheme} {slip.masked(rng.randint(0, 2))}")
    tape.lr("Autorizacijos kodas", slip.auth)
    tape.rule("-")

    # --- VAT
    rates = doc.rates()
    vat_table = rng.random() < 0.6
    if vat_table:
        widths = [7, 8, 8, 9] if narrow or not mono else [10, 10, 10, 12]
        tape.cells(["PVM", "Be PVM", "PVM", "Su PVM"], widths, "b")
        for r, (base, tax) in rates.items():
            tape.cells([f"{'A' if r == 5 else 'B'} {r.normalize()}%", m(base), m(tax), m(base + tax)], widths)
        if len(rates) > 1:
            tape.cells(["Viso", m(doc.net), m(doc.vat), total], widths)
    else:
        for r, (base, tax) in rates.items():
            tape.lr(f"{'A' if r == 5 else 'B'} PVM {r.normalize()} % nuo {m(base)}", m(tax))
        tape.lr("Suma be PVM", m(doc.net))
        tape.lr("PVM suma", m(doc.vat))
    tape.rule("-")

    # --- loyalty and foot
    if saved or rng.random() < 0.4:
        tape.text(f"Lojalumo kortelė ****{rng.randint(1000, 9999)}")
        if saved:
            tape.lr("Sutaupėte", f"{m(saved)} EUR", "b")
        tape.lr("Sukaupta taškų", str(int(doc.gross)))
    tape.text(rng.choice(["Ačiū, kad perkate pas mus!", "Būkite sveiki!", "Sveikatos!"]), "b", align="c")
    tape.text("Vaistai grąžinami ir keičiami tik įstatymų nustatytais atvejais", align="c")
    truth = receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=True, vat=True)
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
