"""A Lithuanian car wash's till receipt (an automatic wash's or a self-service wash's payment kiosk or
cashier) on an 80 mm or 58 mm roll: the company (UAB „…“) with "Įmonės kodas" and "PVM kodas" and the
wash's address at the head, "Kvito nr." and "Kasos nr."; the wash programme ("Programa 3 – Premium") and
extras ("Vaškas", "Dulkių siurblys 10 min"), a loyalty card's discount under the programme on some
("Nuolaida (lojalumo kortelė) -1,50"), "MOKĖTI", the 21 % VAT summary (a small table or "Suma be PVM" /
"PVM 21 %" lines), the card payment with the terminal's slip lines (scheme, masked card, AID,
authorisation code), the date and time.

A discount is printed under the line it cuts: the line's amount in the truth is what is paid for it (the
printed amount less the discount), as the till's VAT summary counts it."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.lt_data import money, vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.rc_common import clock, receipt_truth, settle
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import net_for, slip_lines, till

# (name, net price range): one programme per wash
PROGRAMMES = [
    ("Programa 1 – Bazinė", (3.3, 4.5)),
    ("Programa 2 – Standart", (5.0, 6.6)),
    ("Programa 3 – Premium", (7.4, 9.9)),
    ("Programa 4 – Premium+ su vašku", (9.9, 12.4)),
    ("Bekontaktis plovimas „Express“", (4.1, 5.8)),
    ("Savitarnos boksas 12 min", (3.3, 4.9)),
]
EXTRAS = [
    ("Vaškas", "vnt.", 21, (1.6, 2.9)),
    ("Dulkių siurblys 10 min", "vnt.", 21, (0.8, 1.7)),
    ("Dugno plovimas", "vnt.", 21, (1.6, 2.5)),
    ("Ratlankių valymas", "vnt.", 21, (1.2, 2.1)),
    ("Kilimėlių plovimas", "vnt.", 21, (1.2, 2.5)),
    ("Aktyvios putos", "vnt.", 21, (1.2, 2.0)),
    ("Langų skystis žiemai -20 °C 4 l", "vnt.", 21, (4.1, 6.6)),
    ("Oro gaiviklis „Wunder-Baum“ vanilė", "vnt.", 21, (1.6, 2.9)),
    ("Mikropluošto šluostė", "vnt.", 21, (2.0, 3.3)),
    ("Plovimo žetonas", "vnt.", 21, (0.8, 0.9)),
]
WASHES = [
    ("PLOVYKLA „ŠVARI BANGA“", "UAB „Švari banga“", "Savanorių pr. 231", "LT-02300", "Vilnius"),
    ("AUTO SPA", "UAB „Auto spa centras“", "Pramonės pr. 16B", "LT-51327", "Kaunas"),
    ("BLIZGESYS 24/7", "UAB „Blizgesys“", "Šilutės pl. 58", "LT-94101", "Klaipėda"),
    ("Savitarnos plovykla PUTOS", "UAB „Putų pasaulis“", "Tilžės g. 180", "LT-77161", "Šiauliai"),
    ("EKO PLOVIMAS", "UAB „Eko plovimo sistemos“", "Ukmergės g. 282", "LT-06115", "Vilnius"),
    ("CAR WASH EXPRESS", "UAB „Greitas plovimas“", "Klaipėdos g. 139", "LT-35193", "Panevėžys"),
]


def _discount(doc_items: list[Item], full: Decimal, rng: random.Random) -> Decimal | None:
    """A loyalty cut off the programme's line (its first) whose remaining gross splits into net and VAT
    so that the lines still add up to the VAT summary; None where no usual cut does."""
    item = doc_items[0]
    pct = rng.choice([5, 10, 10, 15, 20])
    first = money(full * pct / 100)
    for cut in [first, *(first + Decimal(s) / 100 for s in range(1, 30))]:
        net = net_for(full - cut, item.vat_percent)
        if net is None:
            continue
        item.price = net / item.quantity
        base = sum((i.subtotal for i in doc_items), Decimal(0))
        if sum((i.total for i in doc_items), Decimal(0)) == base + money(base * Decimal("0.21")):
            return cut
    return None


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_car_wash-{seed}")
    brand, legal, street, postcode, city = rng.choice(WASHES)
    # drawn again (while it can) where the lines cannot keep the price list's round sums and still add up
    for attempt in range(120):
        doc = draw(
            seed * 1000 + attempt, kind="receipt", buyer=False, series=False, lines=(1, 4), catalogue=EXTRAS
        )
        menu = []
        # most pay for a programme and an extra or two; some only for the vacuum or a bought thing
        if rng.random() < 0.85:
            name, (low, high) = rng.choice(PROGRAMMES)
            price = money(Decimal(str(rng.uniform(low, high))))
            doc.items.insert(0, Item(name, "vnt.", Decimal(1), price, Decimal(21)))
            doc.items = doc.items[: rng.randint(1, 4)]
        for item in doc.items:
            item.quantity = Decimal(rng.choice([1, 1, 1, 2]) if "siurblys" in item.name else 1)
            if item.name == "Plovimo žetonas":
                item.quantity = Decimal(rng.choice([2, 4, 5, 10]))
            # a wash's price list is in round sums (whole euros or halves, things to sell at ,49 / ,99)
            step = Decimal("0.5") if item.total > 2 else Decimal("0.1")
            gross = max(step, (item.price * Decimal("1.21") / step).quantize(Decimal(1)) * step)
            if ("„" in item.name and "Bekontaktis" not in item.name) or "skystis" in item.name:
                gross -= Decimal("0.01")
            item.price = gross / Decimal("1.21")
            menu.append(gross)
        prices = settle(doc)
        if prices == menu or attempt >= 100:
            break
    cut = None
    full = doc.items[0].total
    if doc.items[0].name.startswith(("Programa", "Bekontaktis")) and rng.random() < 0.4:
        before = doc.items[0].price
        cut = _discount(doc.items, full, rng)
        if cut is None:  # back to the undiscounted line
            doc.items[0].price = before

    seller = doc.seller
    seller.name, seller.street, seller.postcode, seller.city = legal, street, postcode, city
    seller.vat_code = seller.vat_code or vat_code(rng)
    tape = till(rng, mono=0.7)
    narrow = tape.cols < 40

    def m(value: Decimal) -> str:
        return amount(value, "lt-plain")

    # --- head: the company first, as the fiscal till's header is set
    tape.big(brand)
    tape.text(seller.name, align="c")
    tape.text(seller.address, align="c")
    tape.text(f"{rng.choice(['Įmonės kodas', 'Įm. kodas', 'Į. k.'])} {seller.code}", align="c")
    tape.text(f"{rng.choice(['PVM kodas', 'PVM mok. kodas'])} {seller.vat_code}", align="c")
    tape.rule("=")
    when = f"{day(doc.issued, rng.choice(['iso', 'lt-dots']))} {clock(rng, seconds=rng.random() < 0.5)}"
    till_no = f"{rng.choice(['Kasos nr.', 'Kasos Nr.'])} {rng.randint(1, 4)}"
    number = f"Kvito nr. {doc.number}"
    if narrow:
        tape.text(number)
        tape.text(till_no)
    else:
        tape.lr(number, till_no)
    if rng.random() < 0.5:
        tape.text(f"Kasininkas: {rng.choice(['Operatorius 1', 'Automatas', 'Rasa', 'Tomas'])}")
    tape.text(when)
    tape.rule("-")

    # --- the lines
    for index, (item, price) in enumerate(zip(doc.items, prices, strict=True)):
        line_full = full if index == 0 else item.total
        if item.quantity == 1:
            tape.lr(item.name, m(line_full))
        else:
            tape.text(item.name)
            tape.lr(f"  {quantity(item.quantity)} x {m(price)}", m(line_full))
        if index == 0 and cut is not None:
            tape.lr(rng.choice(["Nuolaida (lojalumo kortelė)", "Lojalumo kortelės nuolaida"]), m(-cut))
    tape.rule("-")
    if cut is not None and rng.random() < 0.6:
        tape.text(f"Lojalumo kortelė ****{rng.randint(0, 9999):04d}")
        tape.lr("Iš viso nuolaidų", m(cut))

    # --- total and the VAT summary
    total = m(doc.gross)
    if tape.mono:
        room = int(tape.cols / tape.scale)
        label = "MOKĖTI" if len(total) + 7 <= room else "VISO"
        tape.big(label.ljust(room - len(total)) + total)
    else:
        tape.lr("MOKĖTI EUR", total, "b big2")
    table = rng.random() < 0.5
    if table:
        widths = [8, 8, 7, 9] if narrow else [12, 10, 10, 10]
        tape.cells(["PVM", "Be PVM", "PVM", "Su PVM"], widths, "b")
        tape.cells(["21 %", m(doc.net), m(doc.vat), total], widths)
    else:
        tape.lr("Suma be PVM", m(doc.net))
        tape.lr(rng.choice(["PVM 21 %", "PVM 21%"]), m(doc.vat))
    tape.rule("-")

    # --- the card payment and the terminal's lines
    slip = card(rng)
    tape.lr(rng.choice(["Mokėta kortele", "Banko kortelė", "KORTELĖ"]), total)
    tape.rule("-")
    slip_lines(tape, rng, slip, total, "lt", when)
    tape.rule("-")
    tape.text(rng.choice(["Ačiū, kad renkatės mus!", "Geros kelionės!", "Švarių kelių!"]), "b", align="c")
    if rng.random() < 0.5:
        tape.text("Kvitą saugokite iki išvažiavimo", align="c")
    truth = receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=True, vat=True)
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
