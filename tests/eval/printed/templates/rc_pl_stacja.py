"""A Polish fuel station's fiscal receipt ("PARAGON FISKALNY") as the station's fiscal printer prints it on
a 57 or 80 mm roll, in a monospace font (a condensed sans on an online till): the operating company
("… Sp. z o.o.", in capitals on some printers) with its address and "NIP 123-456-78-90", the station
("Stacja Paliw nr 4217") and its own address apart on some; the date with the print number ("nr wydr.");
the fuel taken at a pump ("ON Verva", "Pb95", "LPG", with "Dystr. 4" on some) as "45,12 l x6,29" and the
amount with its PTU letter, on the name's line or under it, and a shop item or two (screen wash, oil,
coffee at A 23 %, a hot dog or a sandwich at B 8 %); per letter "Sprzedaż opodatk. A" and
"PTU A 23,00 %", "Suma PTU", "SUMA PLN" in large glyphs; the fiscal footer with the receipt's number
(bare before "#Kasa", or under "Nr paragonu"), the time, "Nr sys." and the printer's number; "Karta
płatnicza" with the terminal's slip (or "Gotówka" and "Reszta"), a loyalty card on some, and thanks.

No net sum is printed: a Polish receipt gives the gross sale and its tax per letter. The seller is the
company whose NIP the head prints; its address is the company's."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_round6_common import pl_seller
from tests.eval.printed.templates.rc_common import MONO_FONTS, receipt_truth, settle, tendered
from tests.eval.printed.templates.rc_round4_common import ColTape, card
from tests.eval.printed.templates.rc_round7_common import BIG2, grand

# (the pump's names for it, one per station, and the gross price per litre in złoty)
FUELS = [
    (["ON Verva", "ON VERVA", "Verva ON"], (6.39, 6.89)),
    (["ON Efecta", "ON", "Olej napędowy"], (6.09, 6.59)),
    (["Pb95 Efecta", "PB95", "Benzyna 95"], (5.89, 6.39)),
    (["Pb98 Verva", "PB98", "Benzyna 98"], (6.49, 6.99)),
    (["LPG", "Autogaz LPG", "LPG GAZ"], (2.89, 3.29)),
]
# the shop: (name, unit, rate, net price range)
SHOP = [
    ("Płyn do spryskiwaczy zimowy 5l", "szt.", 23, (12.0, 19.0)),
    ("Płyn do spryskiwaczy letni 5l", "szt.", 23, (9.0, 14.0)),
    ("Olej silnikowy 5W30 1l", "szt.", 23, (32.0, 45.0)),
    ("Kawa duża z ekspresu", "szt.", 23, (7.0, 9.5)),
    ("Kawa latte 300ml", "szt.", 23, (7.5, 10.0)),
    ("Napój energetyczny 0,25l", "szt.", 23, (4.5, 6.5)),
    ("Żarówka H7 12V", "szt.", 23, (14.0, 25.0)),
    ("Odświeżacz powietrza choinka", "szt.", 23, (6.0, 9.0)),
    ("Myjnia program Standard", "usł.", 23, (20.0, 28.0)),
    ("Hot-dog z parówką", "szt.", 8, (6.5, 9.5)),
    ("Zapiekanka z pieczarkami", "szt.", 8, (8.0, 11.0)),
    ("Kanapka z kurczakiem", "szt.", 8, (9.0, 13.0)),
    ("Drożdżówka z serem", "szt.", 8, (3.5, 5.0)),
]
COMPANIES = [
    "Petro-Mar Sp. z o.o.",
    "PHU Tankpol Sp. z o.o.",
    "Bartex Paliwa Sp. z o.o.",
    "Gromada Paliwa Sp. z o.o.",
    "Auto-Serwis Nowak Sp. z o.o.",
]
# (street with the number to fill in, postcode, town)
PLACES = [
    ("ul. Grunwaldzka {n}", "80-236", "Gdańsk"),
    ("al. Jana Pawła II {n}", "31-864", "Kraków"),
    ("ul. Poznańska {n}", "62-080", "Tarnowo Podgórne"),
    ("ul. Warszawska {n}", "05-092", "Łomianki"),
    ("ul. Łódzka {n}", "95-200", "Pabianice"),
    ("ul. Szczecińska {n}", "75-135", "Koszalin"),
    ("ul. Katowicka {n}", "41-500", "Chorzów"),
    ("ul. Lubelska {n}", "10-409", "Olsztyn"),
]
LETTERS = {Decimal(23): "A", Decimal(8): "B"}
SANS = ["'Roboto Condensed'", "'Liberation Sans Narrow'", "'DejaVu Sans Condensed'"]


def _printer(rng: random.Random) -> str:
    """The fiscal printer's unique number as its footer prints it."""
    return f"{rng.choice(['BFA', 'CAO', 'EAO', 'BFJ', 'ABG'])} {rng.randint(10000000, 99999999)}"


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_pl_stacja-{seed}")
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 3), catalogue=SHOP, currency="PLN")
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 2]))
    shop = doc.items[: rng.choice([0, 0, 1, 1, 2, 3])]
    names, (low, high) = rng.choice(FUELS)
    fuel_name = rng.choice(names)
    litres = Decimal(rng.randint(500, 6500)) / 100
    per_litre = Decimal(str(round(rng.uniform(low, high), 2)))
    fuel = Item(fuel_name, "l", litres, per_litre / Decimal("1.23"), Decimal(23))
    doc.items = [fuel, *shop] if shop == [] or rng.random() < 0.9 else shop
    prices = settle(doc)

    street, postcode, town = rng.choice(PLACES)
    seller, _, _ = pl_seller(rng, rng.choice(COMPANIES), street.format(n=rng.randint(1, 250)), town, postcode)
    caps = rng.random() < 0.3
    if caps:
        seller.name, seller.street, seller.city = (
            seller.name.upper(),
            seller.street.upper(),
            seller.city.upper(),
        )
        for item in doc.items:
            item.name = item.name.upper()
    doc.seller = seller

    mono = rng.random() < 0.8
    if mono:
        paper = rng.choice([57, 80, 80])
        tape = ColTape(
            paper=paper, cols=rng.choice([32] if paper == 57 else [40, 42]), font=rng.choice(MONO_FONTS)
        )
    else:
        tape = ColTape(paper=80, mono=False, font=rng.choice(SANS), size_pt=rng.choice([8.0, 8.5]), em=0.62)
    narrow = tape.cols < 38
    style = "lt-plain"

    def m(value: Decimal) -> str:
        return amount(value, style)

    def up(text: str) -> str:
        return text.upper() if caps else text

    glue = rng.choice(["", " "])
    rates = doc.rates()
    gross = doc.gross
    total = m(gross)
    assert seller.vat_code
    digits = seller.vat_code[2:]
    nip = f"{digits[:3]}-{digits[3:6]}-{digits[6:8]}-{digits[8:]}" if rng.random() < 0.7 else digits
    hour, minute = rng.randint(5, 22), rng.randint(0, 59)
    time = f"{hour:02d}:{minute:02d}"
    pump = rng.randint(1, 8)

    # --- head
    tape.text(seller.name, "b", align="c")
    tape.text(seller.street, align="c")
    tape.text(f"{seller.postcode} {seller.city}", align="c")
    if rng.random() < 0.5:
        tape.text(up(f"Stacja Paliw nr {rng.randint(100, 4999)}"), align="c")
        place_street, place_code, place_town = rng.choice(PLACES)
        tape.text(up(f"{place_street.format(n=rng.randint(1, 250))}, {place_code} {place_town}"), align="c")
    tape.text(f"NIP {nip}", align="c")
    tape.lr(doc.issued.isoformat(), f"nr wydr.{rng.randint(1, 999999):06d}")
    tape.text("PARAGON FISKALNY", "b", align="c")
    tape.rule("-")

    # --- the lines
    stacked = narrow or rng.random() < 0.5
    dystr = rng.random() < 0.5
    for item, price in zip(doc.items, prices, strict=True):
        value = f"{m(item.total)}{glue}{LETTERS[item.vat_percent]}"
        if item.unit == "l":
            name = f"{item.name} {up('Dystr.')} {pump}" if dystr else item.name
            count = f"{amount(item.quantity, style)} l x{m(price)}"
        else:
            name = item.name
            count = f"{quantity(item.quantity)} {up(item.unit)} x{m(price)}"
        if stacked:
            tape.text(name)
            tape.lr(f"  {count}", value)
        else:
            tape.lr(name, f"{count}  {value}")
    tape.rule("-")

    # --- the tax per letter and the sum
    short = narrow or rng.random() < 0.5
    for r, (base, tax) in sorted(rates.items(), key=lambda kv: LETTERS[kv[0]]):
        letter = LETTERS[r]
        tape.lr(f"{'Sprzedaż opodatk.' if short else 'Sprzedaż opodatkowana'} {letter}", m(base + tax))
        tape.lr(f"PTU {letter} {amount(r, style)} %", m(tax))
    tape.lr(rng.choice(["Suma PTU", "SUMA PTU"]), m(doc.vat))
    grand(tape, ["SUMA PLN", "SUMA"], total, " PLN")
    tape.rule("-")

    # --- the fiscal footer
    labelled = rng.random() < 0.4
    kasa = f"#Kasa {rng.randint(1, 4)}"
    cashier = (
        f"Kasjer nr {rng.randint(1, 12)}"
        if rng.random() < 0.6
        else f"Kasjer {rng.choice(['ANNA', 'MAREK', 'EWA', 'PIOTR'])}"
    )
    if labelled:
        tape.lr(f"Nr paragonu: {doc.number}", time)
        tape.text(f"{kasa}  {cashier}")
    else:
        tape.lr(f"{doc.number} {kasa} {cashier}" if not narrow else f"{doc.number} {kasa}", time)
        if narrow:
            tape.text(cashier)
    tape.lr("Nr sys.", f"{rng.randint(1000, 999999)}")
    if rng.random() < 0.5:
        check = "".join(rng.choice("0123456789ABCDEF") for _ in range(16))
        tape.text(check, align="c")
    tape.text(f"{{PL}} {_printer(rng)}", "b", align="c")
    tape.rule("-")

    # --- payment and the non-fiscal part
    pay_card = rng.random() < 0.7
    if pay_card:
        tape.lr("Karta płatnicza", f"{total} PLN")
    else:
        cash = tendered(gross, rng)
        tape.lr("Gotówka", f"{m(cash)} PLN")
        tape.lr("Reszta", f"{m(cash - gross)} PLN")
    if any(i.unit == "l" for i in doc.items) and rng.random() < 0.5:
        tape.text(f"Dystrybutor: {pump}")
    if rng.random() < 0.4:
        tape.lr("Karta lojalnościowa", f"*****{rng.randint(1000, 9999)}")
        tape.lr("Punkty za transakcję", str(int(gross)))
    if pay_card and rng.random() < 0.6:
        slip = card(rng)
        tape.rule("-")
        tape.text(rng.choice(["TERMINAL PŁATNICZY", "KARTA PŁATNICZA"]), "b", align="c")
        tape.lr(slip.scheme, slip.masked(rng.randint(0, 2))[-8:] if narrow else slip.masked(1))
        tape.lr("SPRZEDAŻ", f"{total} PLN")
        tape.lr("Terminal ID", slip.terminal)
        tape.lr("Kod autoryzacji", slip.auth)
        if rng.random() < 0.5:
            tape.lr("AID", slip.aid)
        tape.text(rng.choice(["TRANSAKCJA ZAAKCEPTOWANA", "ZAAKCEPTOWANO"]), "b", align="c")
    tape.blank()
    tape.text(
        rng.choice(["Dziękujemy i zapraszamy ponownie!", "Szerokiej drogi!", "DZIĘKUJEMY ZA ZAKUPY"]),
        align="c",
    )

    truth = receipt_truth(
        doc, ("prekes_pavadinimas", "quantity", "total"), number=labelled, net=False, vat=True
    )
    return Printed(tape.html(BIG2), truth)
