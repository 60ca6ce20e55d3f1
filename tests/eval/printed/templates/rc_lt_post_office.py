"""A Lithuanian post office's till receipt as the counter's cash register prints it on an 80 mm (or 58 mm)
roll: "LIETUVOS PAŠTAS" in large glyphs, AB „Lietuvos paštas“ with its "Įmonės kodas" and "PVM mokėtojo
kodas", the branch ("Vilniaus 1-asis paštas") and its address, "Langelis" and the operator; postal services
that are exempt from VAT (a registered letter with its S10 tracking number "RR123456785LT" under it, a
parcel, a postal money order's fee) marked with the tax letter "E" (or "N"), mixed with the goods sold at
the counter at 21 % (envelopes, boxes, postcards) marked "A"; "MOKĖTI" / "IŠ VISO", the VAT summary by
letter ("A 21 %" and "E 0 %" or "E Neapmok.", each with its base and VAT; a totals row on some), paid in
cash ("Grynieji", "Grąža", the total rounded to five cents on some) and "Kvito Nr." with the date and time.

The exempt services are lines at a 0 % rate, as doc.py carries several rates: the net total is the sum of
the bases (the exempt part's base included), the VAT only the 21 % part's. The seller is the company; its
address is the branch's."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.printed import Printed
from tests.eval.printed.doc import draw, items
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.rc_common import clock, receipt_truth, settle, tendered
from tests.eval.printed.templates.rc_round4_common import round5
from tests.eval.printed.templates.rc_round6_common import till

SERVICES = [
    ("Registruotoji siunta (iki 500 g)", "vnt.", 0, (2.6, 3.6)),
    ("Registruotoji siunta į užsienį (iki 100 g)", "vnt.", 0, (4.5, 6.5)),
    ("Paprastoji korespondencija (laiškas S)", "vnt.", 0, (0.9, 1.4)),
    ("Pirmenybinė korespondencija (laiškas M)", "vnt.", 0, (1.8, 2.6)),
    ("Siuntinys Lietuvoje (iki 5 kg)", "vnt.", 0, (4.8, 7.5)),
    ("Pašto perlaidos mokestis", "vnt.", 0, (1.2, 3.5)),
    ("Įteikimo pranešimas", "vnt.", 0, (0.9, 1.3)),
]
GOODS = [
    ("Vokas C5", "vnt.", 21, (0.25, 0.45)),
    ("Vokas C4 su oro burbuliukais", "vnt.", 21, (0.9, 1.6)),
    ("Vokas DL su langeliu", "vnt.", 21, (0.15, 0.3)),
    ("Dėžutė S (kartoninė, 250x180x100)", "vnt.", 21, (1.2, 1.9)),
    ("Dėžutė M (kartoninė)", "vnt.", 21, (1.8, 2.8)),
    ("Atvirukas „Vilniaus senamiestis“", "vnt.", 21, (0.8, 1.5)),
    ("Atvirukas „Kuršių nerija“", "vnt.", 21, (0.8, 1.5)),
    ("Pakavimo juosta 48 mm", "vnt.", 21, (1.5, 2.8)),
    ("Tušinukas mėlynas", "vnt.", 21, (0.4, 0.9)),
]
BRANCHES = [
    ("Vilniaus 1-asis paštas", "Gedimino pr. 7", "LT-01001", "Vilnius"),
    ("Vilniaus 9-asis paštas", "Žirmūnų g. 70", "LT-09009", "Vilnius"),
    ("Kauno centrinis paštas", "Laisvės al. 102", "LT-44001", "Kaunas"),
    ("Klaipėdos centrinis paštas", "Liepų g. 16", "LT-91001", "Klaipėda"),
    ("Šiaulių centrinis paštas", "Aušros al. 42", "LT-76001", "Šiauliai"),
    ("Panevėžio centrinis paštas", "Respublikos g. 60", "LT-35001", "Panevėžys"),
    ("Alytaus paštas", "Pulko g. 21", "LT-62001", "Alytus"),
]
OPERATORS = ["Rasa K.", "Vida M.", "Jolanta P.", "Dalia S.", "Aušra B.", "Irena V."]


def _s10(rng: random.Random, prefix: str) -> str:
    """A UPU S10 item number: two letters, eight digits, their check digit, "LT"."""
    digits = [rng.randint(0, 9) for _ in range(8)]
    check = 11 - sum(d * w for d, w in zip(digits, (8, 6, 4, 2, 3, 5, 9, 7), strict=True)) % 11
    check = {10: 0, 11: 5}.get(check, check)
    return prefix + "".join(map(str, digits)) + str(check) + "LT"


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_post_office-{seed}")
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 6), catalogue=SERVICES + GOODS)
    # a post office's customer comes to send something: the counter's goods go with a service
    if all(item.vat_percent for item in doc.items):
        doc.items = items(rng, 1, SERVICES) + doc.items
    doc.items.sort(key=lambda item: item.vat_percent)
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 2] if item.vat_percent == 0 else [1, 1, 2, 3, 5, 10]))
    prices = settle(doc)

    # the real company's public codes: the brief of the template names it
    seller = doc.seller
    branch, seller.street, seller.postcode, seller.city = rng.choice(BRANCHES)
    seller.name, seller.code, seller.vat_code = "AB „Lietuvos paštas“", "121215587", "LT212155811"
    tape = till(rng, mono=0.75)
    narrow = tape.cols < 40
    exempt_letter = rng.choice(["E", "E", "N"])
    letter = {Decimal(21): "A", Decimal(0): exempt_letter}

    def m(value: Decimal) -> str:
        return amount(value, "lt-plain")

    # --- head
    tape.big("LIETUVOS PAŠTAS")
    tape.text(seller.name, align="c")
    tape.text(f"Įmonės kodas {seller.code}", align="c")
    tape.text(f"{rng.choice(['PVM mokėtojo kodas', 'PVM kodas'])} {seller.vat_code}", align="c")
    tape.text(branch, align="c")
    tape.text(seller.address, align="c")
    tape.rule("-")
    tape.lr(f"Langelis {rng.randint(1, 8)}", f"Operatorius: {rng.choice(OPERATORS)}")
    tape.lr(f"Kvito Nr. {doc.number}", f"Kasa {rng.randint(1, 12):02d}")
    tape.rule("-")

    # --- the lines, each with its tax letter at the right
    for item, price in zip(doc.items, prices, strict=True):
        mark = letter[item.vat_percent]
        if item.quantity == 1:
            tape.lr(item.name, f"{m(item.total)} {mark}")
        else:
            tape.text(item.name)
            tape.lr(f"  {quantity(item.quantity)} x {m(price)}", f"{m(item.total)} {mark}")
        if "Registruotoji" in item.name or "Siuntinys" in item.name:
            prefix = "CC" if "Siuntinys" in item.name else "RR"
            for _ in range(int(item.quantity)):
                tape.text(f"  Siuntos Nr. {_s10(rng, prefix)}" if not narrow else f"  {_s10(rng, prefix)}")
    tape.rule("-")

    # --- total, the VAT summary by letter
    total = m(doc.gross)
    label = rng.choice(["MOKĖTI", "IŠ VISO"])
    if tape.mono:
        room = int(tape.cols / tape.scale)
        unit = " EUR" if len(label) + len(total) + 5 <= room else ""
        tape.big(label.ljust(room - len(total) - len(unit)) + total + unit)
    else:
        tape.lr(f"{label} EUR", total, "b big2")
    rates = doc.rates()
    widths = [10, 7, 7, 8] if narrow else [14, 9, 9, 10]
    tape.cells(["PVM", "Be PVM", "PVM", "Su PVM"], widths, "b")
    zero_word = rng.choice(["0 %", "Neapmok.", "0 % neapm."])
    for pct, (base, tax) in rates.items():
        name = f"{letter[pct]} {'21 %' if pct else zero_word}"
        tape.cells([name, m(base), m(tax), m(base + tax)], widths)
    totals = len(rates) > 1 and rng.random() < 0.6
    if totals:
        tape.cells(["Iš viso", m(doc.net), m(doc.vat), total], widths, "b")
    if Decimal(0) in rates:
        law = "" if narrow else " (PVMĮ 14 str.)"
        tape.text(f"{exempt_letter} - PVM neapmokestinama{law}")
    tape.rule("-")

    # --- cash: rounded to five cents on the newer tills
    pay = round5(doc.gross) if rng.random() < 0.5 else doc.gross
    if pay != doc.gross:
        tape.lr("Apvalinimas", m(pay - doc.gross))
        tape.lr("Mokėti grynaisiais", m(pay))
    cash = tendered(pay, rng)
    tape.lr("Grynieji", m(cash))
    tape.lr("Grąža", m(cash - pay))
    tape.rule("-")
    tape.text(f"{day(doc.issued, rng.choice(['iso', 'lt-dots']))} {clock(rng, seconds=True)}", align="c")
    tape.text(rng.choice(["Ačiū, kad naudojatės mūsų paslaugomis!", "Dėkojame!"]), "b", align="c")
    tape.text("www.post.lt" if narrow else "www.post.lt  |  Tel. 8 700 55 400", align="c")
    single = len(rates) == 1
    truth = receipt_truth(
        doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=totals or single, vat=True
    )
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
