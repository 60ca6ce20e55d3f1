"""A Lithuanian DIY and hardware chain's till receipt on a wide 80 mm roll, as its store till prints it:
the chain's name over the company (UAB „…“) with its company and VAT codes and the store's address, each
line's article code and name, quantity × price with the amount and the tax letter, the loyalty card's
discount as a negative line ("Nuolaida -1,20") with the amount after it, "Mokėti", "Mokėta kortele" (or
cash and change), the VAT table "PVM % / Be PVM / PVM / Su PVM", "Kvito nr.", the till and the cashier,
what the card saved, and the returns and invoice notes."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.lt_data import money, vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.rc_common import (
    MONO_FONTS,
    Tape,
    clock,
    receipt_truth,
    settle,
    tendered,
)

CATALOGUE = [
    ("Savisriegiai medžiui 4x40, 200 vnt.", "pak.", 21, (3.5, 7.5)),
    ("Dažai vidaus sienoms balti, 10 l", "vnt.", 21, (25.0, 55.0)),
    ("Gruntas giluminis, 5 l", "vnt.", 21, (9.0, 18.0)),
    ("Dažymo volelis 25 cm", "vnt.", 21, (4.0, 9.0)),
    ("Teptukas plokščias 50 mm", "vnt.", 21, (1.5, 4.0)),
    ("Dažymo juosta 48 mm x 50 m", "vnt.", 21, (3.0, 6.0)),
    ("Gipso kartono plokštė 12,5x1200x2600", "vnt.", 21, (5.5, 9.0)),
    ("Cementas CEM II 32,5 R, 25 kg", "vnt.", 21, (5.0, 8.0)),
    ("Montavimo putos 750 ml", "vnt.", 21, (6.0, 11.0)),
    ("Silikonas sanitarinis baltas 280 ml", "vnt.", 21, (4.0, 9.0)),
    ("Akumuliatorinis gręžtuvas 18 V", "vnt.", 21, (59.0, 149.0)),
    ("Grąžtų rinkinys metalui, 19 vnt.", "kompl.", 21, (9.0, 25.0)),
    ("LED lemputė E27 9 W 806 lm", "vnt.", 21, (1.5, 4.0)),
    ("Prailgintuvas 3 lizdai, 5 m", "vnt.", 21, (6.0, 14.0)),
    ("Kabelis YDYp 3x1,5", "m", 21, (0.8, 1.6)),
    ("Lentjuostė pušinė 20x45 mm", "m", 21, (0.9, 2.2)),
    ("Plytelių klijai 25 kg", "vnt.", 21, (8.0, 16.0)),
    ("Darbo pirštinės, dengtos nitrilu", "pora", 21, (1.0, 3.0)),
    ("Šiukšlių maišai 120 l, 10 vnt.", "pak.", 21, (2.0, 4.5)),
    ("Vinys 2,5x60 mm, 1 kg", "pak.", 21, (2.5, 4.5)),
    ("Medienos impregnantas 2,5 l", "vnt.", 21, (12.0, 26.0)),
    ("Kibiras statybinis 12 l", "vnt.", 21, (2.0, 4.0)),
    ("Laminatas 8 mm ąžuolas, 2,22 m²", "pak.", 21, (15.0, 26.0)),
    ("Maišytuvas praustuvui chromuotas", "vnt.", 21, (25.0, 70.0)),
    ("Replės kombinuotos 180 mm", "vnt.", 21, (6.0, 15.0)),
    ("Kanalizacijos vamzdis PVC 50 mm, 1 m", "vnt.", 21, (1.5, 3.5)),
]
CHAINS = [
    ("MEISTRAS", "UAB „Meistro prekyba“"),
    ("STATYK PATS", "UAB „Statyk pats“"),
    ("NAMŲ DIRBTUVĖ", "UAB „Namų dirbtuvė“"),
    ("VARŽTAS", "UAB „Varžtų centras“"),
    ("SODAS IR NAMAI", "UAB „Sodo ir namų prekyba“"),
]
CASHIERS = ["Rūta", "Mindaugas", "Laura P.", "Egidijus", "Sigita", "Karolis", "Inga"]


def _quantities(items: list[Item], rng: random.Random) -> None:
    """Quantities as a DIY store sells them: cable and mouldings by the metre, boards and bags by the
    stack, the rest one or a few."""
    for item in items:
        if item.unit == "m":
            item.quantity = Decimal(rng.choice(["2", "2.5", "3", "5", "6", "10", "12.5", "25"]))
        elif item.unit == "vnt." and item.name.startswith(("Gipso", "Cementas", "Plytelių")):
            item.quantity = Decimal(rng.choice([2, 4, 5, 8, 10, 12]))
        else:
            item.quantity = Decimal(rng.choice([1, 1, 1, 1, 2, 2, 3, 4]))


def _ean(rng: random.Random) -> str:
    """A Lithuanian EAN-13 (prefix 477) with its check digit."""
    body = "477" + "".join(rng.choice("0123456789") for _ in range(9))
    odd_even = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body))
    return body + str(-odd_even % 10)


def _discount(qty: Decimal, total: Decimal, pct: int) -> tuple[Decimal, Decimal] | None:
    """A list price whose percentage discount, rounded, leaves exactly the line's ``total``: (price,
    discount), or None where no cent makes it."""
    guess = money(total / qty / (1 - Decimal(pct) / 100))
    for step in range(-3, 4):
        price = guess + Decimal(step) / 100
        full = money(qty * price)
        cut = money(full * pct / 100)
        if cut > 0 and full - cut == total:
            return price, cut
    return None


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_hardware_store-{seed}")
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 9), catalogue=CATALOGUE)
    brand, legal = rng.choice(CHAINS)
    seller = doc.seller
    seller.name = legal
    seller.vat_code = seller.vat_code or vat_code(rng)
    _quantities(doc.items, rng)
    prices = settle(doc)
    for item in doc.items:
        item.code = str(rng.randint(1000000, 9999999)) if rng.random() < 0.7 else _ean(rng)
    style = rng.choice(["lt-plain", "lt-plain", "lt-plain", "plain-dot"])
    tape = Tape(paper=80, cols=rng.choice([48, 48, 52, 56]), font=rng.choice(MONO_FONTS))
    loyalty = rng.random() < 0.65
    with_pct = rng.random() < 0.5
    plain_label = rng.choice(["Nuolaida", "Kortelės nuolaida", "Lojalumo nuolaida"])
    discount_style = rng.choice(["after", "inline"])
    code_above = rng.random() < 0.5  # article code on the name's line, or on its own line

    tape.big(brand)
    tape.text(seller.name, align="c")
    tape.text(f"Įmonės kodas {seller.code}", align="c")
    tape.text(f"PVM mokėtojo kodas {seller.vat_code}", align="c")
    store = rng.choice(["Parduotuvė", "Prekybos centras", "Statybų centras"])
    if rng.random() < 0.5:
        tape.text(f"{store}: {seller.address}", align="c")
    else:
        tape.text(store, align="c")
        tape.text(seller.address, align="c")
    if rng.random() < 0.5:
        tape.text(f"Tel. +370 {rng.choice([5, 37, 46, 41])} {rng.randint(200000, 799999)}", align="c")
    tape.rule("=")
    saved = Decimal(0)
    for item, price in zip(doc.items, prices, strict=True):
        cut: tuple[Decimal, Decimal] | None = None
        pct = rng.choice([5, 10, 10, 15, 20])
        if loyalty and rng.random() < 0.45:
            cut = _discount(item.quantity, item.total, pct)
        if code_above:
            tape.text(f"{item.code} {item.name}")
        else:
            tape.text(item.name)
            tape.text(f"  Art. {item.code}")
        unit = item.unit.rstrip(".")
        shown = cut[0] if cut else price
        full = money(item.quantity * shown)
        count = f"  {quantity(item.quantity, style)} {unit} x {amount(shown, style)}"
        if cut is None:
            tape.lr(count, f"{amount(item.total, style)} A")
            continue
        saved += cut[1]
        label = f"Nuolaida {pct}%" if with_pct else plain_label
        if discount_style == "inline":
            tape.lr(count, f"{amount(full, style)}")
            tape.lr(f"  {label}", f"-{amount(cut[1], style)}")
            tape.lr("  Suma su nuolaida", f"{amount(item.total, style)} A")
        else:
            tape.lr(count, f"{amount(full, style)} A")
            tape.lr(f"  {label}", f"-{amount(cut[1], style)}")
            tape.lr("", f"= {amount(item.total, style)}")
    tape.rule("-")
    total = amount(doc.gross, style)
    tape.text(f"Prekių: {len(doc.items)}")
    # a receipt that can stand for a simplified VAT invoice states the net sum and the tax above the total
    tape.lr(rng.choice(["Suma be PVM", "Iš viso be PVM"]), amount(doc.net, style))
    tape.lr(rng.choice(["PVM suma", f"PVM {rate(next(iter(doc.rates())))} %"]), amount(doc.vat, style))
    tape.lr("Mokėti", f"{total} EUR", "b")
    if rng.random() < 0.75:
        tape.lr("Mokėta kortele", total)
        if rng.random() < 0.6:
            tape.text(
                f"{rng.choice(['VISA', 'MASTERCARD', 'MAESTRO'])} ************{rng.randint(1000, 9999)}"
                f"  Aut. kodas {rng.randint(100000, 999999)}"
            )
    else:
        cash = tendered(doc.gross, rng)
        tape.lr("Mokėta grynaisiais", amount(cash, style))
        tape.lr("Grąža", amount(cash - doc.gross, style))
    tape.rule("-")
    widths = [12, 12, 12, 12] if tape.cols == 48 else [16, 12, 12, 12]
    if tape.cols == 56:
        widths = [14, 14, 14, 14]
    tape.cells(["PVM %", "Be PVM", "PVM", "Su PVM"], widths)
    for r, (base, tax) in doc.rates().items():
        tape.cells(
            [f"A {rate(r)}%", amount(base, style), amount(tax, style), amount(base + tax, style)], widths
        )
    tape.rule("-")
    if loyalty:
        tape.text(f"Lojalumo kortelė: {rng.randint(100, 999)}******{rng.randint(1000, 9999)}")
        if saved:
            tape.lr("Sutaupėte su kortele", f"{amount(saved, style)} EUR")
    tape.lr(f"Kvito nr. {doc.number}", f"Kasa {rng.randint(1, 12):02d}")
    tape.lr(day(doc.issued, rng.choice(["iso", "lt-dots"])), clock(rng, seconds=True))
    tape.text(f"Kasininkas: {rng.choice(CASHIERS)}")
    tape.rule("=")
    tape.text("Prekes galima grąžinti per 30 d. pateikus kvitą", align="c")
    if rng.random() < 0.6:
        tape.text("PVM sąskaitą faktūrą išrašome per 5 d. nuo pirkimo", align="c")
    tape.text(rng.choice(["AČIŪ, KAD PIRKOTE!", "Ačiū, lauksime sugrįžtant!"]), align="c")
    return Printed(
        tape.html(),
        receipt_truth(
            doc, ("prekes_pavadinimas", "prekes_kodas", "quantity", "total"), number=True, net=True, vat=True
        ),
    )
