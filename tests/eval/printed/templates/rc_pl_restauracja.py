"""A Polish restaurant's fiscal receipt ("PARAGON FISKALNY") from a gastronomy POS's fiscal printer on an
80 mm or 57 mm roll: the restaurant's name, the company (Sp. z o.o. or a sole trader's name), its address
and "NIP" at the head, the date and the printout's number ("wydr."), the dishes and drinks each with
"ilość x cena", the amount and the PTU letter (A 23 % for alcohol and the drinks outside catering's rate,
B 8 % for food), "SPRZEDAŻ OPODATKOWANA A/B", "PTU A/B", "SUMA PTU", "SUMA PLN" in large glyphs, the
receipt's number with the till ("#Kasa 1"), the waiter ("Kelner: Anna") and the time, the printer's
unique number ("BFA 12345678"), and the card payment ("Karta") with the terminal's "Nr sys.".

A Polish till computes each rate's PTU from that rate's gross ("SPRZEDAŻ OPODATKOWANA" is gross); the
receipt prints no net total. The NIP is printed without its "PL" prefix (the truth has the EU VAT number)."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.rc_common import clock, receipt_truth, settle
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import till

# net prices in PLN: catering is at 8 %, alcohol and (since 2020) coffee, tea, soft drinks and water at 23 %
MENU = [
    ("Żurek staropolski z jajkiem", "porc.", 8, (20.0, 26.0)),
    ("Rosół z makaronem", "porc.", 8, (16.0, 22.0)),
    ("Pierogi ruskie (8 szt.)", "porc.", 8, (26.0, 33.0)),
    ("Pierogi z mięsem okraszone boczkiem", "porc.", 8, (29.0, 36.0)),
    ("Kotlet schabowy z ziemniakami i kapustą zasmażaną", "porc.", 8, (39.0, 51.0)),
    ("Placki ziemniaczane z gulaszem wieprzowym", "porc.", 8, (34.0, 44.0)),
    ("Sałatka Cezar z kurczakiem", "porc.", 8, (33.0, 41.0)),
    ("Pstrąg pieczony z masłem ziołowym", "porc.", 8, (48.0, 60.0)),
    ("Gołąbki w sosie pomidorowym", "porc.", 8, (30.0, 38.0)),
    ("Sernik domowy", "porc.", 8, (16.0, 22.0)),
    ("Szarlotka na ciepło z lodami", "porc.", 8, (18.0, 24.0)),
    ("Frytki", "porc.", 8, (9.0, 13.0)),
    ("Piwo Żywiec 0,5l", "szt.", 23, (11.5, 14.5)),
    ("Piwo Tyskie beczkowe 0,3l", "szt.", 23, (8.5, 11.0)),
    ("Wino czerwone kieliszek 150ml", "szt.", 23, (17.0, 24.0)),
    ("Wódka Wyborowa 50ml", "szt.", 23, (9.5, 13.0)),
    ("Kawa espresso", "szt.", 23, (8.0, 11.0)),
    ("Herbata czarna", "szt.", 23, (7.0, 9.5)),
    ("Coca-Cola 0,33l", "szt.", 23, (8.0, 10.5)),
    ("Woda mineralna gaz. 0,3l", "szt.", 23, (6.5, 8.5)),
]
PLACES = [
    ("Restauracja Pod Lipami", "Lipowy Dwór Sp. z o.o.", "ul. Długa 48", "80-831", "Gdańsk"),
    ("Karczma Góralska", "Karczma Góralska Sp. z o.o.", "ul. Floriańska 27", "31-019", "Kraków"),
    ("Bistro Piotrkowska 92", "Gastro-Łódź Sp. z o.o.", "ul. Piotrkowska 92", "90-103", "Łódź"),
    ("Restauracja Stary Młyn", "Stary Młyn Sp. z o.o.", "ul. Młyńska 4", "61-729", "Poznań"),
    ("Pierogarnia u Zosi", "Zofia Nowak Gastronomia", "ul. Świętojańska 12", "81-368", "Gdynia"),
    ("Restauracja Warszawianka", "Warszawianka Sp. z o.o.", "ul. Nowy Świat 35", "00-029", "Warszawa"),
]
WAITERS = ["Anna", "Katarzyna", "Piotr", "Marta", "Tomasz", "Agnieszka", "Kamil"]


def _ptu(gross: Decimal, rate: Decimal) -> Decimal:
    """A Polish till's PTU: taken out of the rate's gross."""
    return money(gross * rate / (100 + rate))


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_pl_restauracja-{seed}")
    brand, legal, street, postcode, city = rng.choice(PLACES)
    # drawn again where the till's PTU (out of the gross) and the truth's (on the net) part by a grosz, and
    # (while it can) where the lines cannot keep the menu's round prices and still add up by rate
    for attempt in range(120):
        doc = draw(
            seed * 1000 + attempt,
            kind="receipt",
            seller_country="PL",
            currency="PLN",
            buyer=False,
            series=False,
            lines=(1, 9),
            catalogue=MENU,
        )
        menu = []
        for item in doc.items:
            item.quantity = Decimal(rng.choice([1, 1, 1, 2, 2, 3, 4]))
            factor = 1 + item.vat_percent / 100
            step = rng.choice([Decimal(1), Decimal("0.5")])
            menu.append((item.price * factor / step).quantize(Decimal(1)) * step)
            item.price = menu[-1] / factor
        prices = settle(doc)
        agree = all(_ptu(base + tax, r) == tax for r, (base, tax) in doc.rates().items())
        if agree and (prices == menu or attempt >= 100):
            break
    else:
        raise AssertionError(f"seed {seed}: no PTU agrees")
    seller = doc.seller
    seller.name, seller.street, seller.postcode, seller.city = legal, street, postcode, city
    seller.code = None
    nip = seller.vat_code[2:] if seller.vat_code else ""
    tape = till(rng, mono=0.8, papers=(80, 80, 57))
    narrow = tape.cols < 40
    letters = {Decimal(23): "A", Decimal(8): "B"}

    def m(value: Decimal) -> str:
        return amount(value, "lt-plain")

    # --- head
    tape.text(brand.upper() if rng.random() < 0.5 else brand, "b", align="c")
    tape.text(seller.name, align="c")
    tape.text(seller.address, align="c")
    dashed = f"{nip[:3]}-{nip[3:6]}-{nip[6:8]}-{nip[8:]}"
    tape.text(f"NIP {rng.choice([nip, dashed])}", align="c")
    tape.lr(doc.issued.isoformat(), f"wydr. {rng.randint(1, 99999):06d}")
    tape.text("PARAGON FISKALNY", "b", align="c")
    tape.rule("-")

    # --- the lines: the name, then "qty x price amount letter" (on one line where it fits)
    for item, price in zip(doc.items, prices, strict=True):
        right = f"{quantity(item.quantity)} x{m(price)}  {m(item.total)} {letters[item.vat_percent]}"
        if len(item.name) + len(right) + 1 > tape.cols or (narrow and rng.random() < 0.5):
            tape.text(item.name)
            tape.lr("", right)
        else:
            tape.lr(item.name, right)
    tape.rule("-")

    # --- the PTU summary, rate by rate, then SUMA PTU and SUMA PLN
    # the fiscal printer lists the rates by their letters, A first
    rates = dict(sorted(doc.rates().items(), key=lambda pair: letters[pair[0]]))
    for rate, (base, tax) in rates.items():
        letter = letters[rate]
        tape.lr(f"Sprzed. opod. PTU {letter}" if narrow else f"SPRZEDAŻ OPODATKOWANA {letter}", m(base + tax))
    for rate, (_, tax) in rates.items():
        tape.lr(f"PTU {letters[rate]} {m(rate)} %", m(tax))
    tape.lr("SUMA PTU", m(doc.vat))
    total = m(doc.gross)
    if tape.mono:
        room = int(tape.cols / tape.scale)
        label = "SUMA PLN" if len(total) + 9 <= room else "SUMA"
        tape.big(label.ljust(room - len(total)) + total)
    else:
        tape.lr("SUMA PLN", total, "b big2")

    # --- the fiscal footer: receipt number, till, waiter, time, printer's number
    number = f"{rng.randint(1, 9999):05d}"
    waiter = f"Kelner: {rng.choice(WAITERS)}"
    time = clock(rng)
    if narrow:
        tape.lr(f"{number} #Kasa {rng.randint(1, 3)}", time)
        tape.text(waiter)
    else:
        tape.lr(f"{number} #Kasa {rng.randint(1, 3)} {waiter}", time)
    tape.text(f"{rng.choice(['BFA', 'BGA', 'CAO', 'ZCB'])} {rng.randint(10**7, 10**8 - 1)}", align="c")
    tape.rule("-")

    # --- payment (after the fiscal part, as the printer adds it)
    slip = card(rng)
    tape.lr("Karta", total)
    if rng.random() < 0.5:
        tape.lr(slip.scheme, slip.masked(0)[-8:])
    tape.lr("Nr sys.", slip.rrn[-6:])
    if rng.random() < 0.4:
        tape.lr("Kod autoryzacji", slip.auth)
    tape.text(f"Stolik {rng.randint(1, 30)}")
    tape.text(rng.choice(["Dziękujemy i zapraszamy ponownie!", "Smacznego! Zapraszamy ponownie"]), align="c")
    truth = receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=False, net=False, vat=True)
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
