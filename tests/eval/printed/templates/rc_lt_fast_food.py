"""A Lithuanian fast-food restaurant's till receipt as its POS prints it on an 80 mm (or 58 mm) roll: the
restaurant's name in large glyphs, the company (UAB „…“) with "Įm. k." and "PVM k.", the restaurant's
address; "Kasa", "Kvito nr." and the date and time; the order number in large type ("Užsakymo nr. 247")
with "IŠSINEŠIMUI" or "VIETOJE"; combo meals ("… meniu") with their components indented under them at
0,00, single items, "2 x 2,49" on some, a coupon line ("Kuponas -2,00") under a meal on some; "MOKĖTI" in
large glyphs, the VAT at 21 % (as "Suma be PVM" and "PVM 21 %" lines or a small table), the card payment
and the terminal's slip, and "Skanaus!".

Restaurant and take-away food in Lithuania is at the standard 21 %. The truth's lines are the priced ones
(meals and single items): a meal's components at 0,00 are its contents, not lines of their own. A coupon is
taken off the meal it is printed under: that line's total is the meal's price less the coupon. The seller
is the company; its address is the restaurant's."""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from decimal import Decimal

from tests.eval.lt_data import vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.rc_common import receipt_truth, settle
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import nice_price, slip_lines, till

DRINKS = ["Coca-Cola 0,4 l", "Fanta 0,4 l", "Sprite 0,4 l", "Negazuotas vanduo 0,5 l", "Ledinė arbata 0,4 l"]
# a meal → its components ("*" is the drink the customer picked)
COMBOS = {
    "Mėsainio „Klasika“ meniu": ["Mėsainis „Klasika“", "Bulvytės (vid.)", "*"],
    "Dvigubo mėsainio meniu (didelis)": ["Dvigubas mėsainis su sūriu", "Bulvytės (didelės)", "*"],
    "Vištienos kepsnelių meniu (9 vnt.)": ["Vištienos kepsneliai 9 vnt.", "Bulvytės (vid.)", "Padažas", "*"],
    "Vaikiškas meniu": ["Sūrainis", "Bulvytės (mažos)", "Obuolių sultys 0,2 l", "Žaislas"],
    "Vištienos mėsainio meniu": ["Traškios vištienos mėsainis", "Kaimiškos bulvytės", "*"],
    "Kebabo lėkštės meniu": ["Kebabo lėkštė su jautiena", "Česnakinis padažas", "*"],
}
COMBO_PRICES = [(5.4, 6.6), (7.0, 8.2), (6.2, 7.4), (3.6, 4.4), (6.0, 7.0), (7.8, 9.0)]
SINGLES = [
    ("Bulvytės (didelės)", "vnt.", 21, (2.0, 2.6)),
    ("Vištienos sparneliai (6 vnt.)", "vnt.", 21, (3.8, 4.8)),
    ("Česnakinis padažas", "vnt.", 21, (0.45, 0.7)),
    ("Ledai su karamelės padažu", "vnt.", 21, (1.3, 2.0)),
    ("Braškinis kokteilis 0,4 l", "vnt.", 21, (2.2, 2.9)),
    ("Coca-Cola 0,5 l", "vnt.", 21, (1.6, 2.1)),
    ("Sūrio lazdelės (4 vnt.)", "vnt.", 21, (2.3, 3.0)),
    ("Mėsainis „Čederis“", "vnt.", 21, (2.8, 3.6)),
    ("Kava latte 0,3 l", "vnt.", 21, (1.8, 2.4)),
    ("Obuolių pyragėlis", "vnt.", 21, (1.2, 1.7)),
]
MENU = [(name, "vnt.", 21, prices) for name, prices in zip(COMBOS, COMBO_PRICES, strict=True)] + SINGLES
PLACES = [
    ("BURGERIŲ KIEMAS", "UAB „Burgerių kiemas“", "Ukmergės g. 232", "LT-07160", "Vilnius"),
    ("GREITAS KĄSNIS", "UAB „Greitas kąsnis“", "Savanorių pr. 206", "LT-50194", "Kaunas"),
    ("KEBABŲ NAMAI", "UAB „Rytų skoniai“", "Taikos pr. 52", "LT-91184", "Klaipėda"),
    ("MĖSAININĖ 24", "UAB „Alkanas vilkas“", "Tilžės g. 148", "LT-76349", "Šiauliai"),
    ("CHICK & CO", "UAB „Traški vištiena“", "Kalvarijų g. 125", "LT-08221", "Vilnius"),
]


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_fast_food-{seed}")
    brand, legal, street, postcode, city = rng.choice(PLACES)
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 6), catalogue=MENU)
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 1, 2, 2, 3]))
        # menu-board prices (…,49, …,99, round sums); the till nudges one by a cent where the VAT needs it
        item.price = nice_price(rng, item.price, Decimal(21)) / Decimal("1.21")
    prices = settle(doc)
    # a coupon is taken off one meal bought once: the till prints the meal's menu price, then the cut
    meals = [i for i, item in enumerate(doc.items) if item.name in COMBOS and item.quantity == 1]
    coupon_at = rng.choice(meals) if meals and rng.random() < 0.4 else None
    coupon = Decimal(rng.choice(["1.00", "1.50", "2.00"]))

    seller = doc.seller
    seller.name, seller.street, seller.postcode, seller.city = legal, street, postcode, city
    seller.vat_code = seller.vat_code or vat_code(rng)
    tape = till(rng, mono=0.6)
    mono, narrow = tape.mono, tape.cols < 40
    when = datetime.combine(doc.issued, datetime.min.time()) + timedelta(
        hours=rng.randint(10, 22), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59)
    )
    stamp = f"{day(doc.issued, rng.choice(['iso', 'lt-dots']))} {when:%H:%M:%S}"

    def m(value: Decimal) -> str:
        return amount(value, "lt-plain")

    # --- head
    tape.big(brand)
    tape.text(seller.name, align="c")
    tape.text(seller.address, align="c")
    tape.text(f"Įm. k. {seller.code}", align="c")
    tape.text(f"PVM k. {seller.vat_code}", align="c")
    tape.rule("-")
    tape.lr(f"Kasa {rng.randint(1, 6)}", f"Kvito nr. {doc.number}")
    tape.text(stamp)
    tape.rule("-")
    # the kitchen calls out the order number: the till prints it large
    order = rng.randint(1, 999)
    tape.big(f"Užsakymo nr. {order}" if mono and not narrow else f"Nr. {order}")
    tape.text(rng.choice(["IŠSINEŠIMUI", "VIETOJE"]), "b", align="c")
    tape.rule("-")

    # --- the lines, a meal's components indented under it at 0,00
    qty_first = rng.random() < 0.5
    for index, (item, price) in enumerate(zip(doc.items, prices, strict=True)):
        list_total = item.total + (coupon if index == coupon_at else 0)
        if qty_first:
            tape.lr(f"{quantity(item.quantity)} x {item.name}", m(list_total))
        elif item.quantity == 1:
            tape.lr(item.name, m(list_total))
        else:
            tape.text(item.name)
            tape.lr(f"  {quantity(item.quantity)} x {m(price)}", m(list_total))
        for part in COMBOS.get(item.name, []):
            part = rng.choice(DRINKS) if part == "*" else part
            # a component is cut to the room beside its 0,00, as a narrow till cuts it
            indent = "  " if narrow else "    "
            tape.lr(f"{indent}{part}"[: tape.cols - 5], m(Decimal(0)))
        if index == coupon_at:
            tape.lr(rng.choice(["  Kuponas", "  Nuolaidos kuponas"]), m(-coupon))
    tape.rule("-")

    # --- total and VAT
    total = m(doc.gross)
    if mono:
        room = int(tape.cols / tape.scale)
        tape.big("MOKĖTI".ljust(room - len(total)) + total)
    else:
        tape.lr("MOKĖTI EUR", total, "b big2")
    if rng.random() < 0.5:
        tape.lr("Suma be PVM", m(doc.net))
        tape.lr("PVM 21 %", m(doc.vat))
    else:
        widths = [7, 8, 8, 9] if narrow or not mono else [10, 10, 10, 12]
        tape.cells(["PVM %", "Be PVM", "PVM", "Iš viso"], widths, "b")
        tape.cells(["21", m(doc.net), m(doc.vat), total], widths)
    tape.rule("-")

    # --- the card payment and the terminal's slip
    slip = card(rng)
    tape.lr(rng.choice(["Mokėta kortele", "Banko kortelė"]), total)
    tape.rule("-")
    slip_lines(tape, rng, slip, total, "lt", stamp)
    tape.rule("-")
    tape.text(rng.choice(["Skanaus!", "Ačiū, kad užsukote!", "Skanaus ir iki!"]), "b", align="c")
    truth = receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=True, vat=True)
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
