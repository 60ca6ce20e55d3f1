"""A Lithuanian bookstore chain's till receipt ("Kasos kvitas") as the store's POS prints it on an 80 mm
(or 58 mm) roll in a monospace or a condensed font: the bookstore's name in large letters over the company
(UAB „…“) with "Įm. k." and "PVM k.", the store (in a shopping centre on some) and its address; "Kvito
Nr.", the till and "Kasininkė", the date and time; books (at 9 %) and stationery, games and gifts (at
21 %), each with its amount and tax letter ("B" for 9 %, "A" for 21 %), the ISBN or EAN under the name on
some tills, "Nuolaida 20 %" (or the promotion's own percentage) printed under the discounted lines; the
sum before discounts and the discounts on some, "MOKĖTI" in large glyphs, a gift card paying part
("Dovanų kuponas -10,00") and the bank card the rest on some, the VAT table
"Tarifas | Be PVM | PVM | Su PVM", "Ačiū, kad skaitote!".

On some seeds the buyer asked for an invoice: the till prints "PVM SĄSKAITA FAKTŪRA" with the receipt's
own number ("PVM sąskaita faktūra Nr." equal to "Kvito Nr.") and a buyer block ("Pirkėjas: UAB …",
"Įm. k.", "PVM k." where the buyer has one, "Adresas"); then the truth holds the buyer too, otherwise the
seller only. The truth's total is the sale's: the gift card is a way of paying, not a discount. Each line's
amount in the truth is after its discount."""

from __future__ import annotations

import random
from datetime import datetime
from decimal import Decimal

from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day
from tests.eval.printed.templates.rc_common import receipt_truth
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import chain_seller, till
from tests.eval.printed.templates.rc_round11_common import percent_cut, price_lines

# name, unit, rate (books 9 %, the rest 21 %), net price range
GOODS = [
    ("K. Donelaitis „Metai“", "vnt.", 9, (7.0, 12.0)),
    ("Maironis „Pavasario balsai“", "vnt.", 9, (8.0, 14.0)),
    ("J. Ivanauskaitė „Ragana ir lietus“", "vnt.", 9, (10.0, 16.0)),
    ("Lietuvių–anglų kalbų žodynas", "vnt.", 9, (12.0, 22.0)),
    ("Vaikiška knyga „Mažasis princas“", "vnt.", 9, (8.0, 13.0)),
    ("Kelionių vadovas „Lietuva“", "vnt.", 9, (14.0, 20.0)),
    ("Romanas kietu viršeliu", "vnt.", 9, (13.0, 19.0)),
    ("Spalvinimo knygelė vaikams", "vnt.", 9, (3.0, 6.0)),
    ("Sąsiuvinis A5 langeliais, 48 lap.", "vnt.", 21, (0.6, 1.2)),
    ("Tušinukas gelinis mėlynas 0,7 mm", "vnt.", 21, (1.2, 2.4)),
    ("Kalendorius 2027 m. sieninis", "vnt.", 21, (6.0, 10.0)),
    ("Atvirukas su voku", "vnt.", 21, (1.5, 3.0)),
    ("Dėlionė 1000 detalių", "vnt.", 21, (9.0, 15.0)),
    ("Puodelis „Skaitau visada“", "vnt.", 21, (6.0, 9.0)),
    ("Knygų skirtukas odinis", "vnt.", 21, (3.0, 5.5)),
    ("Dovanų maišelis", "vnt.", 21, (0.8, 1.6)),
    ("Stalo žaidimas „Pažink Lietuvą“", "vnt.", 21, (15.0, 25.0)),
]
# brand, legal name
CHAINS = [
    ("Knygų sala", "UAB „Knygų sala“"),
    ("SKAITYKLA", "UAB „Skaitymo namai“"),
    ("Puslapis", "UAB „Puslapio knygynai“"),
    ("Knygynas Žodis", "MB „Žodžio knygynas“"),
]
CASHIERS = ["Rūta", "Aistė", "Vaida", "Laura", "Jurgita", "Indrė"]


def _ean(rng: random.Random, prefix: str) -> str:
    """An EAN-13 (an ISBN-13 for a book) with its check digit."""
    body = prefix + "".join(rng.choice("0123456789") for _ in range(12 - len(prefix)))
    check = (10 - sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body)) % 10) % 10
    return body + str(check)


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_bookstore-{seed}")
    brand, legal = rng.choice(CHAINS)
    doc = draw(seed, kind="receipt", series=False, lines=(1, 8), catalogue=GOODS)
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 1, 2, 3]) if item.vat_percent == 21 else 1)
    store = chain_seller(doc, rng, legal)
    seller = doc.seller

    codes = rng.random() < 0.5
    if codes:
        for item in doc.items:
            item.code = _ean(rng, "978609" if item.vat_percent == 9 else "477")
    pct = rng.choice([10, 15, 20, 20, 25])
    promo = rng.choice(["Nuolaida {} %", "Nuolaida {}%", "Akcija -{}%", "Knygų savaitė -{}%"])
    books_only = rng.random() < 0.6

    def discount(item: Item, full: Decimal) -> tuple[Decimal, str]:
        if (books_only and item.vat_percent != 9) or rng.random() > 0.35:
            return Decimal(0), ""
        return percent_cut(full, pct), promo.format(pct)

    plan = price_lines(doc, rng, discount)
    invoice = rng.random() < 0.35
    tape = till(rng, mono=0.5)
    narrow = tape.cols < 40

    def m(value: Decimal) -> str:
        return amount(value, "lt-plain")

    letters = {Decimal(21): "A", Decimal(9): "B"}
    stamp = datetime.combine(doc.issued, datetime.min.time()).replace(
        hour=rng.randint(9, 20), minute=rng.randint(0, 59), second=rng.randint(0, 59)
    )
    when = f"{day(doc.issued, rng.choice(['iso', 'lt-dots']))} {stamp.strftime('%H:%M:%S')}"

    # --- head
    tape.big(brand)
    tape.text(seller.name, align="c")
    tape.text(f"Įm. k. {seller.code}", align="c")
    tape.text(f"{rng.choice(['PVM k.', 'PVM mok. k.', 'PVM kodas'])} {seller.vat_code}", align="c")
    if store.centre:
        tape.text(f"Knygynas {store.centre}", align="c")
    tape.text(f"{seller.street},", align="c")
    tape.text(f"{seller.postcode} {seller.city}", align="c")
    tape.rule("=")
    if invoice:
        tape.text("PVM SĄSKAITA FAKTŪRA", "b", align="c")
        tape.text(f"PVM sąskaita faktūra Nr. {doc.number}")
    else:
        tape.text(rng.choice(["KASOS KVITAS", "Kasos kvitas"]), "b", align="c")
    tape.lr(f"{rng.choice(['Kvito Nr.', 'Kvito Nr.:'])} {doc.number}", f"Kasa {rng.randint(1, 4)}")
    tape.text(f"{rng.choice(['Kasininkė:', 'Kasininkė', 'Kasininkas(-ė):'])} {rng.choice(CASHIERS)}")
    tape.text(when)
    buyer = doc.buyer
    if invoice and buyer is not None:
        tape.rule("-")
        tape.text(f"Pirkėjas: {buyer.name}")
        tape.text(f"Įm. k. {buyer.code}")
        if buyer.vat_code:
            tape.text(f"PVM k. {buyer.vat_code}")
        tape.text(f"Adresas: {buyer.address}")
    tape.rule("-")

    # --- the lines
    full_sum = saved = Decimal(0)
    for item, line in zip(doc.items, plan, strict=True):
        full_sum += line.full
        tape.text(item.name)
        if item.code:
            tape.text(f"  {'ISBN ' if item.vat_percent == 9 and rng.random() < 0.5 else ''}{item.code}")
        tape.lr(f"  {item.quantity:f} x {m(line.shelf)}", f"{m(line.full)} {letters[item.vat_percent]}")
        if line.label:
            saved += line.cut
            right = f"-{m(line.cut)} {letters[item.vat_percent]}"
            # a narrow roll prints the cut's percentage alone rather than push its amount down a line
            label = line.label if len(line.label) + len(right) + 3 <= tape.cols else f"Nuol. -{pct}%"
            tape.lr(f"  {label}", right)
    tape.rule("-")

    # --- totals and payment
    total = m(doc.gross)
    if saved and rng.random() < 0.6:
        tape.lr("Suma be nuolaidų", m(full_sum))
        tape.lr("Nuolaidos", f"-{m(saved)}")
    if tape.mono:
        room = int(tape.cols / tape.scale)
        tape.big("MOKĖTI".ljust(room - len(total)) + total)
    else:
        tape.lr("MOKĖTI EUR", total, "b big2")
    voucher = Decimal(rng.choice([10, 10, 15, 20, 25]))
    rest = doc.gross
    if voucher < doc.gross and rng.random() < 0.5:
        words = rng.choice(["Dovanų kuponas", "Dovanų kortelė", "Dovanų čekis"])
        tape.lr(f"{words} Nr. {rng.randint(100000, 999999)}" if not narrow else words, f"-{m(voucher)}")
        rest = doc.gross - voucher
        tape.lr(rng.choice(["Likutis mokėti", "Liko mokėti"]), m(rest))
    slip = card(rng)
    tape.lr(rng.choice(["Mokėta kortele", "Banko kortelė"]), m(rest))
    tape.text(f"{slip.scheme} {slip.masked(rng.randint(0, 2))}")
    tape.lr("Aut. kodas", slip.auth)
    tape.rule("-")

    # --- VAT table
    first = 8 if narrow else 10
    free = tape.cols - first if tape.mono else 30
    widths = [first, free // 3, free // 3, free - 2 * (free // 3)]
    tape.cells([rng.choice(["Tarifas", "PVM %"]), "Be PVM", "PVM", "Su PVM"], widths, "b")
    for rate, (base, tax) in doc.rates().items():
        tape.cells([f"{letters[rate]} {rate:f}%", m(base), m(tax), m(base + tax)], widths)
    if len(doc.rates()) > 1:
        tape.cells(["Viso", m(doc.net), m(doc.vat), total], widths)
    tape.rule("-")
    if saved:
        tape.lr(rng.choice(["Sutaupėte", "Jūs sutaupėte"]), f"{m(saved)} EUR")
    tape.text(rng.choice(["Ačiū, kad skaitote!", "Ačiū už apsilankymą!", "Gero skaitymo!"]), "b", align="c")
    if rng.random() < 0.5:
        tape.text("Prekes galima grąžinti per 14 d. pateikus kvitą", align="c")
    fields = ("prekes_pavadinimas", "quantity", "total") + (("prekes_kodas",) if codes else ())
    truth = receipt_truth(doc, fields, number=True, net=True, vat=True)
    if invoice and buyer is not None:
        # the buyer block is printed: the truth names the buyer as an invoice's truth does
        full = doc.truth(fields, iban=False)
        truth.update({k: v for k, v in full.items() if k.startswith("buyer_")})
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
