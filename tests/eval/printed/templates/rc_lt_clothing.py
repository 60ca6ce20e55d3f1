"""A Lithuanian clothing or shoe chain's till receipt ("Kasos kvitas") as the store's POS prints it on an
80 mm (or 58 mm) roll in a monospace or a condensed font: the chain's name in large letters over the
company (UAB „…“) with "Įm. k." and "PVM k.", the store (in a shopping centre on most) and its address;
"Kvito Nr.", the till, the sales assistant, the date and time at the head or the foot; each article with
its size and colour in the name, its article code or EAN (on most), "1 x 39,99" and the amount with the
tax letter, a sale or loyalty discount under some ("Nuolaida -20%", "Lojalumo kortelės nuolaida -10%")
with the amount after it ("= 31,99", "Po nuolaidos", or the discounted amount on the line itself); the
number of articles, the sum before discounts and the discounts on some, "Iš viso" and "Mokėti",
"Mokėta kortele" with the terminal's slip in the receipt (or cash and "Grąža"), the VAT table
"PVM 21% | Be PVM | PVM | Su PVM", the loyalty card's number and what it saved, and the return terms.

Clothing and shoes are at 21 %. The seller is the chain's company; the address printed is the store's."""

from __future__ import annotations

import random
from datetime import datetime
from decimal import Decimal

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day
from tests.eval.printed.templates.rc_common import receipt_truth, tendered
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import (
    chain_seller,
    nice_price,
    set_totals,
    slip_lines,
    till,
)

# (name as the till prints it, with size and colour; unit; rate; net price range)
CATALOGUE = [
    ("Džinsai vyr. Slim Fit, tamsiai mėlyni, 32/32", "vnt.", 21, (30.0, 55.0)),
    ("Džinsai mot. Mom Fit, šviesūs, 38", "vnt.", 21, (28.0, 50.0)),
    ("Marškinėliai medvilniniai, balti, M", "vnt.", 21, (5.0, 12.0)),
    ("Marškinėliai su spauda, juodi, L", "vnt.", 21, (7.0, 15.0)),
    ("Marškiniai vyr. lininiai, mėlyni, 41", "vnt.", 21, (22.0, 40.0)),
    ("Palaidinė mot. viskozinė, smėlio, 36", "vnt.", 21, (16.0, 30.0)),
    ("Megztinis merino vilnos, pilkas, S", "vnt.", 21, (35.0, 65.0)),
    ("Džemperis su gobtuvu, žalias, XL", "vnt.", 21, (20.0, 38.0)),
    ("Suknelė vasarinė gėlėta, 40", "vnt.", 21, (25.0, 48.0)),
    ("Sijonas plisuotas, juodas, 38", "vnt.", 21, (18.0, 32.0)),
    ("Švarkas vyr. klasikinis, tamsiai pilkas, 50", "vnt.", 21, (70.0, 130.0)),
    ("Žieminė striukė su pūkais, juoda, L", "vnt.", 21, (75.0, 150.0)),
    ("Lietpaltis mot., alyvuogių, M", "vnt.", 21, (45.0, 85.0)),
    ("Kelnės chino, smėlio, 34/32", "vnt.", 21, (25.0, 45.0)),
    ("Sportinės kelnės, pilkos, M", "vnt.", 21, (15.0, 28.0)),
    ("Kojinės medvilninės, 3 poros, 39-42", "pak.", 21, (4.0, 8.0)),
    ("Apatiniai vyr. trumpikės, 2 vnt., L", "pak.", 21, (9.0, 16.0)),
    ("Pėdkelnės 40 DEN, juodos, 3", "vnt.", 21, (3.5, 7.0)),
    ("Odinis diržas, rudas, 95 cm", "vnt.", 21, (14.0, 28.0)),
    ("Kepurė megzta, bordo", "vnt.", 21, (7.0, 14.0)),
    ("Šalikas vilnonis, languotas", "vnt.", 21, (12.0, 24.0)),
    ("Sportiniai bateliai Runner, balti, 42", "pora", 21, (45.0, 90.0)),
    ("Odiniai batai vyr., juodi, 43", "pora", 21, (60.0, 120.0)),
    ("Aulinukai mot. zomšiniai, rudi, 38", "pora", 21, (70.0, 140.0)),
    ("Basutės mot., smėlio, 37", "pora", 21, (25.0, 45.0)),
    ("Vaikiški guminiai batai, mėlyni, 29", "pora", 21, (14.0, 25.0)),
    ("Šlepetės vyr., pilkos, 44", "pora", 21, (8.0, 16.0)),
    ("Batų priežiūros purškiklis, 200 ml", "vnt.", 21, (5.0, 9.0)),
    ("Batų vidpadžiai, 36-46", "pora", 21, (3.0, 7.0)),
    ("Popierinis pirkinių maišelis", "vnt.", 21, (0.15, 0.3)),
]
# (the brand on the tape, the company behind it)
CHAINS = [
    ("MADOS LINIJA", "UAB „Mados linija“"),
    ("STILIAUS NAMAI", "UAB „Stiliaus namai“"),
    ("ŽINGSNIS", "UAB „Žingsnio avalynė“"),
    ("AVALYNĖS PASAULIS", "UAB „Avalynės pasaulis“"),
    ("LINO SPALVA", "UAB „Lino spalva“"),
    ("DENIM SPOT", "UAB „Džinsų taškas“"),
    ("BATŲ KAMPAS", "MB „Batų kampas“"),
]
ASSISTANTS = ["Rūta", "Eglė K.", "Gabija", "Monika", "Justina", "Lukas", "Ieva P.", "Greta"]


def _ean(rng: random.Random) -> str:
    """An EAN-13 with its check digit (a garment's barcode, often from abroad)."""
    body = rng.choice(["477", "590", "400", "871", "843"]) + "".join(
        rng.choice("0123456789") for _ in range(9)
    )
    weighted = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body))
    return body + str(-weighted % 10)


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_clothing-{seed}")
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 6), catalogue=CATALOGUE)
    brand, legal = rng.choice(CHAINS)
    store = chain_seller(doc, rng, legal)
    seller = doc.seller
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 1, 1, 2] if item.unit != "pak." else [1, 2, 3]))

    tape = till(rng, mono=0.65)
    narrow = tape.cols < 40
    style = rng.choice(["lt-plain", "lt-plain", "lt"])

    def m(value: Decimal) -> str:
        return amount(value, style)

    letter = rng.choice(["A", "A", ""])
    codes = rng.choice(["art", "ean", "none"])
    for item in doc.items:
        if codes == "art":
            item.code = f"{rng.randint(100000, 999999)}"
        elif codes == "ean":
            item.code = _ean(rng)
    layout = rng.choice(["stacked", "stacked", "table", "codefirst"])
    if narrow and layout == "table":
        layout = "stacked"
    discount_style = rng.choice(["after", "inline", "result"])
    loyalty = rng.random() < 0.6
    sale_pct = rng.choice([20, 30, 40, 50])
    card_pct = rng.choice([5, 10, 15])
    pct_style = rng.choice(["Nuolaida -{}%", "Nuolaida {}%", "-{}% nuolaida", "Akcija -{}%"])
    card_label = rng.choice(["Lojalumo kortelės nuolaida", "Kortelės nuolaida", "Lojalumo nuolaida"])
    # shelf prices as a clothing store sets them, a sale's or the card's percentage off some lines; drawn
    # again until each line's amount splits into net and VAT and the lines make up the VAT table
    drawn = [item.price for item in doc.items]
    for _ in range(500):
        plan: list[tuple[Decimal, int, Decimal, Decimal]] = []
        for item, net in zip(doc.items, drawn, strict=True):
            shelf = nice_price(rng, net, item.vat_percent)
            pct = 0
            if "maišelis" not in item.name:
                if rng.random() < 0.3:
                    pct = sale_pct
                elif loyalty and rng.random() < 0.4:
                    pct = card_pct
            full = money(item.quantity * shelf)
            plan.append((shelf, pct, full, money(full * pct / 100)))
        if set_totals(doc, [full - cut for _, _, full, cut in plan]):
            break
    else:
        raise AssertionError(f"seed {seed}: the lines do not add up")
    stamp = datetime.combine(doc.issued, datetime.min.time()).replace(
        hour=rng.randint(10, 20), minute=rng.randint(0, 59), second=rng.randint(0, 59)
    )
    when = f"{day(doc.issued, rng.choice(['iso', 'iso', 'lt-dots']))} {stamp.strftime('%H:%M:%S')}"

    # --- head
    tape.big(brand)
    tape.text(seller.name, align="c")
    codes_line = f"Įm. k. {seller.code}  PVM k. {seller.vat_code}"
    if len(codes_line) <= tape.cols and rng.random() < 0.5:
        tape.text(codes_line, align="c")
    else:
        tape.text(f"Įm. k. {seller.code}", align="c")
        tape.text(f"PVM k. {seller.vat_code}", align="c")
    if store.centre:
        tape.text(f"{rng.choice(['Parduotuvė', 'Parduotuvė', 'Salonas'])} {store.centre}", align="c")
    tape.text(f"{seller.street},", align="c")
    tape.text(f"{seller.postcode} {seller.city}", align="c")
    if rng.random() < 0.4:
        tape.text(f"Tel. +370 {rng.choice(['5', '37', '46'])} {rng.randint(200000, 799999)}", align="c")
    tape.rule("=")
    tape.text(rng.choice(["KASOS KVITAS", "Kasos kvitas", "PARDAVIMO KVITAS"]), "b", align="c")
    number_label = rng.choice(["Kvito Nr.", "Kvito Nr.:", "Kvitas Nr."])
    till_no = f"Kasa {rng.randint(1, 6):02d}"
    assistant = f"{rng.choice(['Pardavėjas(-a):', 'Kasininkas(-ė):', 'Aptarnavo:'])} {rng.choice(ASSISTANTS)}"
    ids_head = rng.random() < 0.6

    def ids() -> None:
        tape.lr(f"{number_label} {doc.number}", till_no)
        tape.text(when)
        tape.text(assistant)

    if ids_head:
        ids()
    tape.rule("-")

    # --- the articles
    if layout == "table":
        widths = [tape.cols - 24, 5, 9, 10] if tape.mono else [22, 5, 9, 10]
        tape.cells(["Prekė", "Kiek.", "Kaina", "Suma"], widths, "b")
    full_sum = Decimal(0)
    saved = Decimal(0)
    for item, (shown, pct, full, cut) in zip(doc.items, plan, strict=True):
        full_sum += full
        saved += cut
        label = ""
        if pct:
            label = pct_style.format(pct) if pct == sale_pct else f"{card_label} -{pct}%"
            if len(label) + len(m(cut)) + 4 > tape.cols:
                label = f"Kortelės nuol. -{pct}%"
        right = f"{m(item.total if pct and discount_style == 'result' else full)} {letter}".rstrip()
        count = f"{item.quantity:f}"
        if layout == "table":
            tape.text(item.name)
            code = f"  {item.code}" if item.code else ""
            tape.cells([code, count, m(shown), right], widths)
        elif layout == "codefirst":
            tape.text(f"{item.code} {item.name}" if item.code else item.name)
            tape.lr(f"  {count} {item.unit} x {m(shown)}", right)
        else:
            tape.text(item.name)
            if item.code:
                tape.text(f"  {'EAN' if codes == 'ean' else 'Art.'} {item.code}")
            tape.lr(f"  {count} x {m(shown)}", right)
        if not pct:
            continue
        if discount_style == "result":
            tape.text(f"  ({label}: -{m(cut)})")
        else:
            tape.lr(f"  {label}", f"-{m(cut)}")
            if discount_style == "after":
                tape.lr("", f"= {m(item.total)}")
            else:
                tape.lr("  Po nuolaidos", m(item.total))
    tape.rule("-")

    # --- totals and payment
    gross = doc.gross
    total = m(gross)
    pieces = sum(int(i.quantity) for i in doc.items if "maišelis" not in i.name)
    if rng.random() < 0.6:
        tape.lr(rng.choice(["Prekių kiekis", "Prekių skaičius", "Prekių"]), str(pieces))
    if saved and rng.random() < 0.7:
        tape.lr("Suma be nuolaidų", m(full_sum))
        tape.lr("Nuolaidos", f"-{m(saved)}")
    tape.lr("Iš viso", f"{total} EUR" if rng.random() < 0.5 else total)
    if tape.mono:
        room = int(tape.cols / tape.scale)
        label = (
            "MOKĖTI" if len("MOKĖTI EUR") + len(total) + 1 > room else rng.choice(["MOKĖTI", "MOKĖTI EUR"])
        )
        tape.big(label.ljust(room - len(total)) + total)
    else:
        tape.lr("MOKĖTI", f"{total} EUR", "b big2")
    pay_card = rng.random() < 0.8
    if pay_card:
        tape.lr(rng.choice(["Mokėta kortele", "Banko kortelė", "Mokėjimo kortelė"]), total)
    else:
        cash = tendered(gross, rng)
        tape.lr(rng.choice(["Grynieji", "Grynaisiais"]), m(cash))
        tape.lr("Grąža", m(cash - gross))
    tape.rule("-")

    # --- VAT table
    if tape.mono:
        first = 8 if narrow else 10
        rest = tape.cols - first
        widths = [first, rest // 3, rest // 3, rest - 2 * (rest // 3)]
    else:
        widths = [10, 10, 9, 11]
    heads = rng.choice([["PVM %", "Be PVM", "PVM", "Su PVM"], ["Tarifas", "Be PVM", "PVM", "Su PVM"]])
    tape.cells(heads, widths, "b")
    for r, (base, tax) in doc.rates().items():
        tag = f"{letter} {r.normalize():f}%".strip() if letter else f"PVM {r.normalize():f}%"
        tape.cells([tag, m(base), m(tax), m(base + tax)], widths)
    if rng.random() < 0.4:
        tape.cells(["Iš viso", m(doc.net), m(doc.vat), total], widths)
    tape.rule("-")

    # --- the terminal's slip
    if pay_card:
        slip_lines(tape, rng, card(rng), total, "lt", when)
        tape.rule("-")

    # --- loyalty and foot
    if loyalty:
        tape.text(f"Lojalumo kortelė: {rng.randint(2100, 2199)}******{rng.randint(1000, 9999)}")
        if saved:
            tape.lr(rng.choice(["Sutaupėte", "Su kortele sutaupėte", "Jūsų nauda"]), f"{m(saved)} EUR")
        if rng.random() < 0.5:
            tape.lr("Sukaupta taškų", str(int(gross)))
    if not ids_head:
        ids()
    tape.rule("=")
    tape.text(
        rng.choice(
            [
                "Nenešiotas prekes su etiketėmis galite grąžinti per 30 d. pateikę kvitą",
                "Prekių grąžinimas per 14 d. su kvitu",
                "Avalynės pretenzijos priimamos per 2 metus su kvitu",
            ]
        ),
        align="c",
    )
    tape.text(
        rng.choice(["AČIŪ, KAD PIRKOTE!", "Ačiū ir iki kito karto!", "Lauksime sugrįžtant!"]), align="c"
    )
    fields = ("prekes_pavadinimas", "quantity", "total") + (("prekes_kodas",) if codes != "none" else ())
    truth = receipt_truth(doc, fields, number=True, net=True, vat=True)
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
