"""A Lithuanian DIY shop's till receipt ("Kasos kvitas") with a return on it, as the shop's POS prints it on
an 80 mm (or 58 mm) roll in a monospace or a condensed font: the shop's name over the company (UAB „…“)
with "Įm. k." and "PVM k.", the address; "Kvito Nr.", the till and the cashier; the articles ("2 x 4,99")
with "Nuolaida 10 %" and the cut under some, a returned article under "GRĄŽINIMAS" with a negative
quantity and amount, a bottle of water at the checkout followed by "Užstatas už tarą 0,10"; "MOKĖTI", the
VAT table ("A 21 %" and the deposit outside VAT as "N 0 %"), "Mokėta kortele" with the card's number and
the authorisation code, and the return terms.

Truth: each line's amount after its discount; the returned article is a line of negative quantity and
amount; the deposit is a line at 0 % (it counts in the total and in the sum without VAT, with no tax)."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.lt_data import money, vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.rc_common import clock, receipt_truth
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import net_for, till

GOODS: list[tuple[str, str, int, tuple[float, float]]] = [
    ("Dažai vidaus sienoms „Sniego balta“, 2,5 l", "vnt.", 21, (9, 22)),
    ("Dažymo volelis 18 cm su rankena", "vnt.", 21, (3, 8)),
    ("Dažymo juosta 48 mm x 50 m", "vnt.", 21, (2, 5)),
    ("Savisriegiai medžiui 4x40, 200 vnt.", "pak.", 21, (3, 7)),
    ("Silikoninis hermetikas, baltas, 280 ml", "vnt.", 21, (3, 9)),
    ("Gipso kartono plokštė 12,5 mm 1200x2600", "vnt.", 21, (5, 9)),
    ("Montavimo putos 750 ml", "vnt.", 21, (5, 11)),
    ("Akumuliatorinis gręžtuvas 18 V", "vnt.", 21, (45, 120)),
    ("LED lemputė E27 9 W", "vnt.", 21, (1.5, 4)),
    ("Plytelių klijai 25 kg", "vnt.", 21, (7, 16)),
    ("Grąžtų rinkinys metalui, 19 vnt.", "kompl.", 21, (8, 25)),
    ("Darbo pirštinės, 1 pora", "vnt.", 21, (1, 4)),
    ("Šlifavimo popierius P120, 5 vnt.", "pak.", 21, (1.5, 4)),
]
WATER = ("Mineralinis vanduo 1,5 l", "vnt.", 21, (0.6, 1.2))
SHOPS = [
    ("STATYK PATS", "UAB „Statyk pats“", "Savanorių pr. 206", "LT-03154", "Vilnius"),
    ("Meistrų namai", "UAB „Meistrų namai“", "Pramonės pr. 6", "LT-51327", "Kaunas"),
    ("ĮRANKIŲ SANDĖLIS", "UAB „Įrankių sandėlis“", "Taikos pr. 141", "LT-93232", "Klaipėda"),
    ("Namų remontas", "UAB „Remonto centras“", "Tilžės g. 109", "LT-77162", "Šiauliai"),
]
CASHIERS = ["Rūta", "Tomas", "Inga", "Justinas", "Vaida", "Aistė"]
DEPOSIT = Decimal("0.10")


def _signed_net(total: Decimal) -> Decimal | None:
    net = net_for(abs(total), Decimal(21))
    return None if net is None else (net if total > 0 else -net)


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_hardware_returns-{seed}")
    brand, legal, street, postcode, city = rng.choice(SHOPS)
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(2, 6), catalogue=GOODS)
    seller = doc.seller
    seller.name, seller.street, seller.postcode, seller.city = legal, street, postcode, city
    seller.vat_code = seller.vat_code or vat_code(rng)
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 2, 2, 3, 4]))
    # the returned article: one of the cheaper kinds, brought back with its receipt
    name, unit, _, (low, high) = rng.choice(
        [g for g in GOODS if g[3][1] < 30 and g[0] not in {i.name for i in doc.items}]
    )
    returned = Item(name, unit, Decimal(-1), money(Decimal(str(rng.uniform(low, high)))), Decimal(21))
    water = Item(WATER[0], "vnt.", Decimal(rng.randint(1, 3)), Decimal("0.80"), Decimal(21))
    deposit = Item("Užstatas už tarą", "vnt.", water.quantity, DEPOSIT, Decimal(0))
    doc.items = [*doc.items, water, deposit, returned]
    goods = doc.items[:-3]
    # shelf prices ending in 9 and the 10 % cut on some lines; drawn again until every line's amount
    # splits into net and VAT and the lines make up the VAT table, as a till's must
    plan: list[tuple[Decimal, Decimal]] = []
    for _ in range(800):
        plan = []
        for item in [*doc.items[:-2], returned]:
            base = item.price * Decimal("1.21")
            shelf = max(
                Decimal("0.49"),
                Decimal(int(base * (1 + Decimal(rng.uniform(-0.1, 0.1)))))
                + Decimal(rng.choice(["0.49", "0.99", "0.79", "0.29"])),
            )
            if item is water:  # a checkout fridge's price, not a shelf one
                shelf = Decimal(rng.choice(["0.59", "0.69", "0.79", "0.89", "0.99"]))
            cut = (
                money(money(abs(item.quantity) * shelf) / 10)
                if any(item is g for g in goods) and rng.random() < 0.35
                else Decimal(0)
            )
            plan.append((shelf, cut))
        ok = True
        for item, (shelf, cut) in zip([*doc.items[:-2], returned], plan, strict=True):
            total = money(item.quantity * shelf) - cut
            net = _signed_net(total)
            if net is None:
                ok = False
                break
            item.price = net / item.quantity
            ok = ok and item.total == total
        base, tax = doc.rates()[Decimal(21)]
        if ok and sum(i.total for i in doc.items if i.vat_percent) == base + tax and doc.gross > 0:
            break
    else:
        raise AssertionError(f"seed {seed}: the lines do not add up")
    shelves = dict(zip([id(i) for i in [*doc.items[:-2], returned]], plan, strict=True))

    tape = till(rng, mono=0.6)
    narrow = tape.cols < 40

    def m(value: Decimal) -> str:
        return amount(value, "lt-plain")

    tape.big(brand)
    tape.text(seller.name, align="c")
    tape.text(f"{seller.street}, {seller.postcode} {seller.city}", align="c")
    tape.text(f"Įm. k. {seller.code}", align="c")
    tape.text(f"PVM k. {seller.vat_code}", align="c")
    tape.rule("=")
    tape.text(rng.choice(["KASOS KVITAS", "Kasos kvitas"]), "b", align="c")
    tape.lr(f"Kvito Nr. {doc.number}", f"Kasa {rng.randint(1, 8):02d}")
    tape.text(f"Kasininkas(-ė): {rng.choice(CASHIERS)}")
    tape.rule("-")
    for item in doc.items:
        if item is returned:
            tape.rule("-")
            tape.text("GRĄŽINIMAS", "b")
        if item is deposit:
            if item.quantity == 1:
                tape.lr(f"{item.name} {m(DEPOSIT)}", f"{m(item.total)} N")
            else:
                tape.text(item.name)
                tape.lr(f"  {quantity(item.quantity)} x {m(DEPOSIT)}", f"{m(item.total)} N")
            continue
        shelf, cut = shelves[id(item)]
        full = money(item.quantity * shelf)
        tape.text(item.name)
        tape.lr(f"  {quantity(item.quantity)} x {m(shelf)}", f"{m(full)} A")
        if cut:
            tape.lr("  Nuolaida 10 %", f"{m(-cut)} A")
    tape.rule("-")
    to_pay = m(doc.gross)
    if tape.mono:
        room = int(tape.cols / tape.scale)
        tape.big("MOKĖTI".ljust(room - len(to_pay)) + to_pay)
    else:
        tape.lr("MOKĖTI EUR", to_pay, "b big2")
    slip = card(rng)
    tape.lr(rng.choice(["Mokėta kortele", "Banko kortelė"]), to_pay)
    tape.text(f"{slip.scheme} {slip.masked(rng.randint(0, 2))}")
    tape.lr("Aut. kodas", slip.auth)
    tape.rule("-")
    widths = [7, 8, 8, 9] if narrow or not tape.mono else [10, 10, 10, 12]
    tape.cells(["PVM", "Be PVM", "PVM", "Su PVM"], widths, "b")
    for rate, (base, tax) in doc.rates().items():
        label = f"A {rate}%" if rate else "N 0%"
        tape.cells([label, m(base), m(tax), m(base + tax)], widths)
    tape.cells(["Viso", m(doc.net), m(doc.vat), to_pay], widths)
    tape.rule("-")
    tape.text(f"{day(doc.issued, rng.choice(['iso', 'lt-dots']))} {clock(rng, seconds=True)}", align="c")
    tape.text("Prekes galima grąžinti per 30 d.", align="c")
    tape.text("su kasos kvitu. Ačiū, kad apsilankėte!", align="c")
    truth = receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=True, vat=True)
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
