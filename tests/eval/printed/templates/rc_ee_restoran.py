"""An Estonian restaurant's bill as its POS prints it on an 80 mm or 58 mm roll: the restaurant's name, the
company (OÜ or AS) with "Registrikood" and "KMKR nr" (EE…), the address; "Kviitung nr" or "Arve nr", the
table ("Laud"), "Teenindaja" and the date (dd.mm.yyyy) and time; the dishes and drinks with "2 x 4,50",
as stacked lines or a "Nimetus Kogus Hind Summa" table; "Kokku" (or "KOKKU EUR"), the 24 % VAT as
"sh KM 24%" or a "Summa KM-ta / KM 24% / Summa KM-ga" block; a tip ("Jootraha") paid on the card on some,
"Makstud kaardiga" with the terminal's slip, and "Aitäh ja head isu!".

Estonia's standard VAT rate is 24 % since July 2025 and restaurant food is at it (no reduced rate for
catering). The tip is not part of the sale: the bill's total ("Kokku") is the truth's total, and the card
paid the total and the tip together. The VAT is computed out of the gross as the till does and agrees with
the net's."""

from __future__ import annotations

import random
from decimal import Decimal

from stdnum.ee import registrikood

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.rc_common import clock, receipt_truth, settle
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import slip_lines, till

# net prices in EUR, all at the standard 24 %
MENU = [
    ("Seljanka hapukoorega", "portsjon", 24, (5.0, 6.5)),
    ("Päevasupp", "portsjon", 24, (3.5, 4.8)),
    ("Küüslauguleivad juustuga", "portsjon", 24, (4.0, 5.6)),
    ("Kartulisalat", "portsjon", 24, (3.2, 4.4)),
    ("Sealiha praad hapukapsa ja ahjukartulitega", "portsjon", 24, (10.5, 13.7)),
    ("Grillitud lõhe köögiviljade ja tillikastmega", "portsjon", 24, (14.0, 17.8)),
    ("Kanafilee seenekastmes riisiga", "portsjon", 24, (9.6, 12.1)),
    ("Verivorst pohlamoosiga", "portsjon", 24, (8.0, 10.5)),
    ("Caesari salat kanaga", "portsjon", 24, (8.8, 11.0)),
    ("Kamavaht marjadega", "portsjon", 24, (4.0, 5.3)),
    ("Kohupiimakook", "tk", 24, (3.5, 4.8)),
    ("Saku Originaal 0,5 l", "tk", 24, (4.4, 5.6)),
    ("A. Le Coq Premium 0,33 l", "tk", 24, (3.6, 4.4)),
    ("Punane vein, klaas 150 ml", "tk", 24, (5.6, 7.3)),
    ("Vana Tallinn 4 cl", "tk", 24, (4.0, 5.2)),
    ("Cappuccino", "tk", 24, (2.6, 3.4)),
    ("Must tee", "tk", 24, (2.0, 2.6)),
    ("Värske apelsinimahl 0,3 l", "tk", 24, (3.6, 4.4)),
    ("Mineraalvesi Värska 0,5 l", "tk", 24, (2.2, 2.8)),
]
PLACES = [
    ("Restoran Vana Kala", "Vana Kala OÜ", "Vene 12", "10123", "Tallinn"),
    ("Kohvik-restoran Raekoja", "Raekoja Toit OÜ", "Raekoja plats 9", "51004", "Tartu"),
    ("Pärnu Rannakohvik", "Rannaresto AS", "Ranna pst 3", "80010", "Pärnu"),
    ("Restoran Kolm Sõpra", "Kolm Sõpra OÜ", "Telliskivi 60a", "10412", "Tallinn"),
    ("Trahter Metsanurk", "Metsanurga Trahter OÜ", "Tallinna mnt 45", "71020", "Viljandi"),
    ("Bistroo Rüütli", "Rüütli Bistroo OÜ", "Rüütli 21", "80010", "Pärnu"),
]
STAFF = ["Kadri", "Mart", "Liis", "Triin", "Kristjan", "Annika", "Rasmus"]


def _registrikood(rng: random.Random) -> str:
    """A company's register code: eight digits from 1 (a company), the last a check digit."""
    while True:
        code = "1" + "".join(rng.choice("0123456789") for _ in range(7))
        if registrikood.is_valid(code):
            return code


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_ee_restoran-{seed}")
    brand, legal, street, postcode, city = rng.choice(PLACES)
    # drawn again where the KM out of the gross (as the till prints it) and the truth's part by a cent, and
    # (while it can) where the lines cannot keep the menu's round prices
    for attempt in range(120):
        doc = draw(
            seed * 1000 + attempt,
            kind="receipt",
            seller_country="EE",
            buyer=False,
            series=False,
            lines=(1, 8),
            catalogue=MENU,
        )
        menu = []
        for item in doc.items:
            item.quantity = Decimal(rng.choice([1, 1, 1, 2, 2, 3]))
            step = Decimal("0.1") if item.price < 4 else Decimal("0.5")
            menu.append((item.price * Decimal("1.24") / step).quantize(Decimal(1)) * step)
            item.price = menu[-1] / Decimal("1.24")
        prices = settle(doc)
        if money(doc.gross * 24 / 124) == doc.vat and (prices == menu or attempt >= 100):
            break
    else:
        raise AssertionError(f"seed {seed}: no KM agrees")
    seller = doc.seller
    seller.name, seller.street, seller.postcode, seller.city = legal, street, postcode, city
    seller.code = _registrikood(rng)
    tape = till(rng, mono=0.5)
    narrow = tape.cols < 40

    def m(value: Decimal) -> str:
        return amount(value, "lt-plain")

    # --- head
    tape.big(brand)
    tape.text(seller.name, align="c")
    tape.text(seller.address, align="c")
    tape.text(f"{rng.choice(['Registrikood', 'Reg. kood', 'Reg.nr'])} {seller.code}", align="c")
    tape.text(f"{rng.choice(['KMKR nr', 'KMKR', 'KM reg. nr'])} {seller.vat_code}", align="c")
    tape.rule("=")
    label = rng.choice(["Kviitung nr", "Arve nr", "Arve nr."])
    tape.text(label.split()[0].upper(), "b", align="c")
    table_no = f"Laud {rng.randint(1, 30)}"
    if narrow:
        tape.text(f"{label} {doc.number}")
        tape.text(table_no)
    else:
        tape.lr(f"{label} {doc.number}", table_no)
    tape.text(f"Teenindaja: {rng.choice(STAFF)}")
    when = f"{day(doc.issued, 'dmy-dots')} {clock(rng)}"
    tape.text(f"Kuupäev: {when}" if rng.random() < 0.5 else when)
    tape.rule("-")

    # --- the lines
    grid = not narrow and rng.random() < 0.5
    if grid:
        widths = [tape.cols - 22, 4, 8, 10] if tape.mono else [24, 5, 8, 9]
        tape.cells(["Nimetus", "Kog.", "Hind", "Summa"], widths, "b")
    for item, price in zip(doc.items, prices, strict=True):
        if grid:
            if tape.mono and len(item.name) >= widths[0]:
                tape.text(item.name)
                tape.cells(["", quantity(item.quantity), m(price), m(item.total)], widths)
            else:
                tape.cells([item.name, quantity(item.quantity), m(price), m(item.total)], widths)
        elif item.quantity == 1:
            tape.lr(item.name, m(item.total))
        else:
            tape.text(item.name)
            tape.lr(f"  {quantity(item.quantity)} x {m(price)}", m(item.total))
    tape.rule("-")

    # --- total and KM
    total = m(doc.gross)
    if tape.mono:
        room = int(tape.cols / tape.scale)
        word = "KOKKU EUR" if len(total) + 10 <= room else "KOKKU"
        tape.big(word.ljust(room - len(total)) + total)
    else:
        tape.lr("Kokku EUR", total, "b big2")
    block = rng.random() < 0.5
    if block:
        tape.lr("Summa KM-ta", m(doc.net))
        tape.lr(rng.choice(["KM 24%", "Käibemaks 24%"]), m(doc.vat))
        tape.lr("Summa KM-ga", total)
    else:
        tape.lr(rng.choice(["sh KM 24%", "sh käibemaks 24%"]), m(doc.vat))
    tape.rule("-")

    # --- payment: the card paid the bill and the tip the guest added on the terminal
    slip = card(rng)
    tip = money(doc.gross * Decimal(rng.choice([5, 10, 10, 15])) / 100) if rng.random() < 0.4 else None
    paid = doc.gross + (tip or 0)
    if tip:
        tape.lr("Jootraha", m(tip))
    tape.lr(rng.choice(["Makstud kaardiga", "Kaart", "Pangakaart"]), m(paid))
    tape.rule("-")
    slip_lines(tape, rng, slip, m(paid), "ee", when)
    tape.rule("-")
    tape.text(
        rng.choice(["Aitäh ja head isu!", "Täname külastuse eest!", "Ootame teid jälle!"]), "b", align="c"
    )
    truth = receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=block, vat=True)
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
