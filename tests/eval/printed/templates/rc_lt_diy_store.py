"""A Lithuanian DIY and home-improvement store's till receipt on a long 80 mm (or 58 mm) roll: the brand
at the top, the company "UAB „…“" with "Įm. k." and "PVM k.", the store's address, "Kasa 07 Kvitas Nr. …"
and the cashier; each article with its code (an internal article number or an EAN), its quantity as
"2 x 4,99" (metres and kilograms with decimals) and its amount with the VAT letter "A"; under some
articles the loyalty card's discount as a line of its own ("Nuolaida su kortele -10 %  -1,00"), which
reduces that article's amount; "Nuolaidų suma", "MOKĖTI" in large glyphs, the card payment block
("MOKĖJIMO KORTELĖ", the masked card, terminal ID, "Autorizacijos kodas"), the VAT breakdown "PVM A 21 %"
with its base, tax and total, the loyalty card's "Sukaupta taškų" and balance (numbers, not amounts), the
date and time at the foot and "AČIŪ, KAD PERKATE". Variants: monospace or condensed-sans printer, the
code before the name or under it, the discount's wording, a "Tarpinė suma" before the discounts.

Truth: the seller, the receipt number, totals, and every article in page order with its code, quantity and
amount after its discount (a discount line is part of the article above it, not an item of its own)."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.lt_data import vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_round4_common import ean13
from tests.eval.printed.templates.rc_common import clock, receipt_truth, settle
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import list_price, till

GOODS = [
    ("Akumuliatorinis gręžtuvas-suktuvas 18V", "vnt.", 21, (45.0, 120.0)),
    ("Medsraigčiai 4x40 mm, 200 vnt.", "pak.", 21, (3.0, 6.5)),
    ("Dažai vidaus sienoms balti 10 l", "vnt.", 21, (22.0, 45.0)),
    ("Dažymo volelis 18 cm su rankena", "vnt.", 21, (3.0, 7.0)),
    ("Maskavimo juosta 48 mm x 50 m", "vnt.", 21, (2.0, 4.5)),
    ("Gipso kartono plokštė 12,5x1200x2600", "vnt.", 21, (5.5, 9.0)),
    ("Statybinis glaistas 20 kg", "vnt.", 21, (8.0, 15.0)),
    ("Silikoninis hermetikas sanitarinis 280 ml", "vnt.", 21, (3.5, 8.0)),
    ("Laminuotos grindys ąžuolo 8 mm", "m²", 21, (6.5, 14.0)),
    ("Grindjuostė PVC 2,5 m", "vnt.", 21, (2.0, 5.0)),
    ("Elektros kabelis YDYp 3x1,5", "m", 21, (0.5, 1.2)),
    ("LED lemputė E27 9W", "vnt.", 21, (1.5, 4.0)),
    ("Vinys 70 mm", "kg", 21, (2.5, 4.5)),
    ('Sodo žarna 1/2" 25 m', "vnt.", 21, (12.0, 28.0)),
    ("Trąšos gazonui 10 kg", "vnt.", 21, (9.0, 19.0)),
    ("Darbo pirštinės su latekso danga", "pora", 21, (1.2, 3.0)),
    ("Plastikinė dėžė su dangčiu 45 l", "vnt.", 21, (6.0, 12.0)),
    ("Pjūklas medžiui 500 mm", "vnt.", 21, (7.0, 16.0)),
    ("Montavimo putos 750 ml", "vnt.", 21, (5.0, 9.5)),
    ("Pušinė lenta 22x100x3000", "vnt.", 21, (3.5, 7.5)),
    ("Giluminis gruntas 5 l", "vnt.", 21, (6.0, 12.0)),
    ("Vandens maišytuvas praustuvui", "vnt.", 21, (19.0, 55.0)),
]
# brand, company, store street, postcode, city
STORES = [
    ("MEISTRŲ SALA", "UAB „Meistrų sala“", "Ukmergės g. 282", "LT-06115", "Vilnius"),
    ("Namų meistras", "UAB „Namų meistro prekyba“", "Pramonės pr. 16", "LT-51329", "Kaunas"),
    ("STATYK PATS", "UAB „Statyk pats“", "Taikos pr. 139", "LT-94103", "Klaipėda"),
    ("Sodas ir namai", "UAB „Sodo ir namų centras“", "Tilžės g. 225", "LT-77152", "Šiauliai"),
    ("Remonto centras", "UAB „Remonto centrai“", "Savanorių pr. 187", "LT-02300", "Vilnius"),
    ("MEISTRŲ SALA", "UAB „Meistrų sala“", "Klaipėdos g. 143", "LT-35195", "Panevėžys"),
]
CASHIERS = ["Rasa", "Tadas", "Lina", "Edvinas", "Jolanta", "Marius", "Ieva"]


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_diy_store-{seed}")
    brand, legal, street, postcode, city = rng.choice(STORES)
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(3, 16), catalogue=GOODS)
    for item in doc.items:
        if item.unit in ("m", "m²"):
            item.quantity = Decimal(rng.randint(10, 400)) / 10
        elif item.unit == "kg":
            item.quantity = Decimal(rng.randint(150, 3000)) / 1000
        elif item.price > 25:
            # a drill or a mixer is bought one at a time, screws and boards by the handful
            item.quantity = Decimal(rng.choice([1, 1, 1, 2]))
        else:
            item.quantity = Decimal(rng.choice([1, 1, 1, 1, 2, 2, 3, 4, 5, 10]))
        # the chain's own article numbers, or the maker's barcode
        item.code = ean13(rng, "4") if rng.random() < 0.35 else str(rng.randint(100000, 999999))
    prices = settle(doc)
    seller = doc.seller
    seller.name, seller.street, seller.postcode, seller.city = legal, street, postcode, city
    seller.vat_code = seller.vat_code or vat_code(rng)

    # the loyalty card's cut: what it takes off the article's full amount leaves the settled amount
    member = rng.random() < 0.7
    pct = rng.choice([5, 10, 10, 15])
    cuts: list[tuple[Decimal, Decimal] | None] = []
    for item in doc.items:
        cut = list_price(item.quantity, item.total, pct) if member and rng.random() < 0.45 else None
        cuts.append(cut)

    tape = till(rng, mono=0.6)
    narrow = tape.cols < 40

    def m(value: Decimal) -> str:
        return amount(value, "lt-plain")

    # --- head
    tape.big(brand.upper() if tape.mono else brand)
    tape.text(seller.name, align="c")
    tape.text(f"Įm. k. {seller.code}", align="c")
    tape.text(f"PVM k. {seller.vat_code}", align="c")
    tape.text(seller.address, align="c")
    if rng.random() < 0.5:
        tape.text(f"Info tel. 8 700 {rng.randint(10000, 99999)}", align="c")
    tape.rule("=")
    till_no = f"{rng.randint(1, 12):02d}"
    tape.lr(f"Kasa {till_no}", f"Kvitas Nr. {doc.number}")
    tape.text(f"Kasininkas(-ė): {rng.choice(CASHIERS)}")
    tape.rule("-")

    # --- articles
    code_first = rng.random() < 0.5
    cut_label = rng.choice(["Nuolaida su kortele", "Kortelės nuolaida", "Lojalumo nuolaida", "Nuolaida"])
    full_sum = Decimal(0)
    for item, price, cut in zip(doc.items, prices, cuts, strict=True):
        unit_price, full = (cut[0], item.total + cut[1]) if cut else (price, item.total)
        full_sum += full
        if code_first:
            tape.text(f"{item.code} {item.name}")
        else:
            tape.text(item.name)
        qty = (
            f"{quantity(item.quantity)} {item.unit}"
            if item.unit in ("m", "m²", "kg")
            else quantity(item.quantity)
        )
        left = f"  {qty} x {m(unit_price)}"
        if not code_first:
            left = f"  {item.code}" + ("" if narrow else "   ") + f"{qty} x {m(unit_price)}"
            if len(left) + 10 > tape.cols:
                tape.text(f"  {item.code}")
                left = f"  {qty} x {m(unit_price)}"
        tape.lr(left, f"{m(full)} A")
        if cut:
            tape.lr(f"  {cut_label} -{pct} %", f"-{m(cut[1])} A")
    tape.rule("-")

    # --- totals
    discounts = full_sum - doc.gross
    if discounts and rng.random() < 0.6:
        tape.lr("Tarpinė suma", m(full_sum))
    if discounts:
        tape.lr("Nuolaidų suma", f"-{m(discounts)}")
    total = m(doc.gross)
    if tape.mono:
        room = int(tape.cols / tape.scale)
        tape.big("MOKĖTI".ljust(room - len(total)) + total)
    else:
        tape.lr("MOKĖTI EUR", total, "b big2")
    tape.rule("-")

    # --- card payment
    slip = card(rng)
    tape.text("MOKĖJIMO KORTELĖ", "b", align="c")
    tape.lr(slip.scheme, slip.masked(1) if not narrow else slip.masked(0)[-8:])
    tape.lr("Suma EUR", total)
    tape.lr(rng.choice(["Terminalo ID", "Terminalas"]), slip.terminal)
    tape.lr("Autorizacijos kodas", slip.auth)
    if rng.random() < 0.5:
        tape.lr("RRN", slip.rrn)
    tape.text(rng.choice(["PATVIRTINTA", "OPERACIJA PATVIRTINTA"]), align="c")
    tape.rule("-")

    # --- VAT breakdown
    widths = [10, 9, 9, 10] if narrow else [tape.cols - 30, 10, 10, 10]
    tape.cells(["PVM", "Be PVM", "PVM", "Su PVM"], widths, "b")
    tape.cells(["A 21 %", m(doc.net), m(doc.vat), total], widths)
    tape.rule("-")

    # --- loyalty: points and card numbers, not amounts
    if member:
        tape.lr("Kliento kortelė", f"****{rng.randint(1000, 9999)}")
        tape.lr("Sukaupta taškų", str(int(doc.gross)))
        tape.lr("Taškų likutis", str(rng.randint(int(doc.gross), 9000)))
        tape.rule("-")
    tape.text(f"{day(doc.issued, rng.choice(['iso', 'lt-dots']))} {clock(rng, seconds=True)}", align="c")
    tape.text(f"Kvito Nr. {doc.number}  Kasa {till_no}", align="c")
    tape.text("AČIŪ, KAD PERKATE", "b", align="c")
    if rng.random() < 0.5:
        tape.text("Prekes galite grąžinti per 30 d. su kvitu", align="c")
    fields = ("prekes_pavadinimas", "prekes_kodas", "quantity", "total")
    truth = receipt_truth(doc, fields, number=True, net=True, vat=True)
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
