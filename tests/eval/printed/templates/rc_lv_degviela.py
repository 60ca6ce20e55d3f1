"""A Latvian fuel station's till receipt (čeks) as the station's forecourt POS prints it on an 80 mm (or
58 mm) roll: the chain's name over the company (SIA "…", or "… SIA" as the chains print it) with its
"Reģ. Nr. 4000…" and "PVN maks. Nr. LV4000…" and its registered address, the station ("DUS Nr. 17") and
its own address apart on some; "Kases Nr." and "Čeka Nr." at the head or the foot; the fuel taken at a
pump ("Sūknis Nr. 4") as litres × price per litre ("45,23 L x 1,649 EUR/L") with the amount, a shop item
or two (coffee, a hot dog, screen wash) as quantity × price, or all of them in a Prece / Daudz. / Cena /
Summa table; "KOPĀ" in large glyphs, the PVN 21 % part (the taxable sum and the tax as lines, or a
table), "Samaksāts ar karti" or cash with the change, the card terminal's slip (masked card number,
terminal and merchant ids, authorisation code, RRN) after the receipt or before it, the loyalty card with
what it saved, the car's number on some, and "Paldies! Drošu ceļu!".

The seller is the company whose register and PVN numbers the head prints; its address is the company's,
not the station's."""

from __future__ import annotations

import random
from decimal import Decimal

from stdnum.eu import vat as eu_vat

from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, Item, draw
from tests.eval.printed.fmt import amount
from tests.eval.printed.templates.rc_common import MONO_FONTS, receipt_truth, settle, tendered
from tests.eval.printed.templates.rc_round4_common import ColTape, card, leader

# a station's fuel by the names its POS gives them (one naming per chain), and the gross price per litre
FUELS = [
    ((1.58, 1.74), ["Benzīns 95E", "95E", "Degviela 95", "Futura 95"]),
    ((1.64, 1.82), ["Benzīns 98E", "98E", "Degviela 98", "Futura 98"]),
    ((1.52, 1.68), ["Dīzeļdegviela", "DD", "Dīzelis", "Futura D"]),
    ((1.58, 1.76), ["Dīzeļdegviela Pro", "DD Pro", "Dīzelis Premium", "Futura D Pro"]),
    ((0.79, 0.93), ["Autogāze LPG", "LPG", "Autogāze", "Auto gāze LPG"]),
]
SHOP = [
    ("Kafija lielā 400 ml", "gab.", 21, (2.2, 3.2)),
    ("Kafija Latte 300 ml", "gab.", 21, (2.4, 3.4)),
    ("Hotdogs ar vistas desiņu", "gab.", 21, (2.0, 3.2)),
    ("Kruasāns ar šokolādi", "gab.", 21, (1.3, 2.1)),
    ("Ūdens negāzēts 0,5 l", "gab.", 21, (0.9, 1.5)),
    ("Enerģijas dzēriens 0,25 l", "gab.", 21, (1.3, 2.0)),
    ("Šokolādes batoniņš 50 g", "gab.", 21, (0.9, 1.6)),
    ("Logu šķidrums -20°C 4 l", "gab.", 21, (4.5, 7.5)),
    ("Motoreļļa 5W-30 1 l", "gab.", 21, (11.0, 17.0)),
    ("Stikla tīrītāja slotiņa 55 cm", "gab.", 21, (8.0, 14.0)),
    ("Ledusskrāpis", "gab.", 21, (1.8, 3.5)),
    ("Auto mazgāšana Standarta", "gab.", 21, (6.0, 9.0)),
    ("Auto mazgāšana Premium", "gab.", 21, (10.0, 14.0)),
    ("Sviestmaize ar šķiņķi", "gab.", 21, (2.5, 3.8)),
]
# brand on the tape, the company behind it
CHAINS = [
    ("CEĻA ZVAIGZNE", "Ceļa zvaigzne"),
    ("BALTĀ BULTA", "Baltā bulta"),
    ("KURZEMES NAFTA", "Kurzemes nafta"),
    ("GAUJAS DUS", "Gaujas degviela"),
    ("LATGALES DEGVIELA", "Latgales degvielas tirdzniecība"),
    ("DZINTARA DUS", "Dzintara energo"),
]
OFFICES = [
    ("Duntes iela 6", "Rīga", "LV-1013"),
    ("Skanstes iela 50", "Rīga", "LV-1013"),
    ("Mūkusalas iela 41", "Rīga", "LV-1004"),
    ("Krasta iela 68A", "Rīga", "LV-1019"),
    ("Ganību dambis 30", "Rīga", "LV-1005"),
    ("Rūpniecības iela 9", "Jelgava", "LV-3008"),
    ("Cietokšņa iela 60", "Daugavpils", "LV-5401"),
]
STATIONS = [
    ("Kurzemes prospekts 3", "Rīga"),
    ("Kārļa Ulmaņa gatve 88", "Rīga"),
    ("Brīvības gatve 401", "Rīga"),
    ("Rīgas šoseja 12", "Ogre"),
    ("Jelgavas iela 50", "Tukums"),
    ("Tallinas šoseja 31", "Sigulda"),
    ("Daugavpils šoseja 2", "Jēkabpils"),
    ("Liepājas iela 77", "Kuldīga"),
]
CASHIERS = ["Inga", "Jānis B.", "Laura", "Edgars", "Sanita", "Oļegs", "Zane K."]
SANS = ["'Roboto Condensed'", "'Liberation Sans Narrow'", "'DejaVu Sans Condensed', 'DejaVu Sans'"]


def _lv_vat_code(rng: random.Random) -> str:
    """A company's PVN number: "LV" and its eleven-digit register number, starting "4000", that passes the
    check."""
    while True:
        code = "LV4000" + "".join(rng.choice("0123456789") for _ in range(7))
        if eu_vat.is_valid(code):
            return code


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lv_degviela-{seed}")
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 3), catalogue=SHOP)
    naming = rng.randrange(4)
    (low, high), names = rng.choice(FUELS)
    litres = Decimal(rng.randint(600, 6800)) / 100
    per_litre = Decimal(str(round(rng.uniform(low, high), 3)))
    shop = doc.items[: rng.choice([0, 0, 1, 1, 2, 3])]
    for item in shop:
        item.quantity = Decimal(rng.choice([1, 1, 1, 2]))
    fuel = Item(names[naming], "l", litres, per_litre / Decimal("1.21"), Decimal(21))
    doc.items = [fuel, *shop]
    prices = settle(doc, [3] + [2] * len(shop))

    brand, company = rng.choice(CHAINS)
    vat = _lv_vat_code(rng)
    street, city, postcode = rng.choice(OFFICES)
    name_form = rng.choice(['SIA "{}"', "SIA „{}”", "{} SIA", 'SIA "{}"'])
    seller = Foreign(
        name=name_form.format(company),
        code=vat[2:],
        vat_code=vat,
        street=street,
        city=city,
        postcode=postcode,
        country="LV",
    )
    doc.seller = seller

    style = rng.choice(["lt-plain", "lt-plain", "plain-dot"])
    mono = rng.random() < 0.7
    if mono:
        paper = rng.choice([80, 80, 58])
        cols = rng.choice([32, 34] if paper == 58 else [40, 42, 44])
        tape = ColTape(paper=paper, cols=cols, font=rng.choice(MONO_FONTS))
    else:
        tape = ColTape(paper=80, mono=False, font=rng.choice(SANS), size_pt=rng.choice([8.5, 9.0]), em=0.62)
    litre = rng.choice(["L", "l", "ltr"])
    dots = tape.mono and rng.random() < 0.3

    def m(value: Decimal) -> str:
        return amount(value, style)

    def kv(label: str, value: str, cls: str = "") -> None:
        if dots and len(label) + len(value) + 4 <= tape.cols:
            tape.text(leader(tape.cols, label, value), cls)
        else:
            tape.lr(label, value, cls)

    gross = doc.gross
    total = m(gross)
    pay_card = rng.random() < 0.75
    slip = card(rng)
    number_label = rng.choice(["Čeka Nr.", "Čeka Nr.:", "ČEKA NR.", "Čeks Nr."])
    till = f"{rng.choice(['Kases Nr.', 'Kase Nr.', 'Kases Nr.:'])} {rng.randint(1, 4)}"
    when = doc.issued.strftime(rng.choice(["%d.%m.%Y", "%Y-%m-%d", "%d.%m.%Y."]))
    time = f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"
    head_number = rng.random() < 0.5
    station_no = rng.randint(1, 80)
    station = rng.choice(STATIONS) if rng.random() < 0.55 else None

    def cut() -> None:
        if tape.mono:
            tape.text("- " * (tape.cols // 2))
        else:
            tape.rule("-")

    def card_slip() -> None:
        cut()
        tape.text(
            rng.choice(["MAKSĀJUMU KARTES ČEKS", "KARTES MAKSĀJUMS", "Kartes darījums"]), "b", align="c"
        )
        tape.text(f"Termināļa ID: {slip.terminal}")
        tape.text(f"Tirgotāja ID: {slip.merchant}")
        tape.text(f"{slip.scheme} {slip.masked(rng.randint(0, 2))}")
        if rng.random() < 0.6:
            tape.text(f"AID: {slip.aid}")
        kv(rng.choice(["PIRKUMS", "Pirkums", "Darījuma summa"]), f"EUR {total}")
        tape.text(f"Autorizācijas kods: {slip.auth}")
        if rng.random() < 0.6:
            tape.text(f"RRN: {slip.rrn}")
        tape.text(rng.choice(["Bezkontakta", "PIN pārbaudīts", "PIN ievadīts"]))
        tape.text(rng.choice(["DARĪJUMS APSTIPRINĀTS", "APSTIPRINĀTS"]), "b", align="c")
        tape.text(rng.choice(["Klienta kopija", "KLIENTA EKSEMPLĀRS"]), align="c")
        cut()

    slip_first = pay_card and rng.random() < 0.3
    if slip_first:  # the outdoor terminal's slip comes off the roll before the fiscal receipt
        card_slip()
        tape.blank()

    # --- head
    tape.big(brand)
    if station and rng.random() < 0.5:
        tape.text(f"DUS Nr. {station_no}, {station[0]}, {station[1]}", align="c")
        tape.rule("-")
        station = None
    tape.text(seller.name, align="c")
    tape.text(f"{rng.choice(['Reģ. Nr.', 'Reģ.Nr.', 'Vien. reģ. Nr.'])} {seller.code}", align="c")
    tape.text(f"{rng.choice(['PVN maks. Nr.', 'PVN reģ. Nr.', 'PVN Nr.'])} {seller.vat_code}", align="c")
    if rng.random() < 0.5 and len(seller.address) <= tape.cols:
        tape.text(seller.address, align="c")
    else:
        tape.text(f"{seller.street},", align="c")
        tape.text(f"{seller.city}, {seller.postcode}", align="c")
    if station:
        tape.rule("-")
        tape.text(f"Degvielas uzpildes stacija Nr. {station_no}", align="c")
        tape.text(f"{station[0]}, {station[1]}", align="c")
    if rng.random() < 0.4:
        tape.text(f"Tālr. +371 {rng.randint(20000000, 29999999)}", align="c")
    tape.rule("=")
    tape.text(rng.choice(["ČEKS", "KASES ČEKS", "Čeks"]), "b", align="c")
    if head_number:
        tape.lr(f"{number_label} {doc.number}", till)
        tape.lr(when, time)
    tape.rule("-")

    # --- the lines
    layout = rng.choice(["stacked", "stacked", "table"])
    pump = f"{rng.choice(['Sūknis Nr.', 'Sūknis', 'Kolonna'])} {rng.randint(1, 12)}"
    letter = " A" if rng.random() < 0.4 else ""
    if layout == "table":
        widths = [9, 9, 6, 8] if tape.cols < 40 else [14, 10, 7, 9]
        if not tape.mono:
            widths = [16, 9, 8, 9]
        tape.cells(["Prece", "Daudz.", "Cena", "Summa"], widths, "b")
        tape.rule("-")
    for item, price in zip(doc.items, prices, strict=True):
        is_fuel = item is fuel
        places = 3 if is_fuel else 2
        if layout == "table":
            count = f"{amount(item.quantity, style)} {litre}" if is_fuel else f"{item.quantity:f}"
            row = [count, amount(price, style, places), m(item.total) + letter]
            if len(item.name) < widths[0]:
                tape.cells([item.name, *row], widths)
            else:
                tape.text(item.name)
                tape.cells(["", *row], widths)
            if is_fuel:
                tape.text(f"  {pump}")
            continue
        if is_fuel:
            if rng.random() < 0.5:
                tape.text(
                    f"{pump}  {item.name}" if len(pump) + len(item.name) + 2 <= tape.cols else item.name
                )
                if len(pump) + len(item.name) + 2 > tape.cols:
                    tape.text(f"  {pump}")
            else:
                tape.text(item.name)
                tape.text(f"  {pump}")
            each = f"{amount(item.quantity, style)} {litre} x {amount(price, style, 3)} EUR/{litre}"
            tape.lr(f"  {each}", m(item.total) + letter)
        else:
            tape.text(item.name)
            tape.lr(f"  {item.quantity:f} gab. x {m(price)}", m(item.total) + letter)
    tape.rule("-")

    # --- totals and the PVN part
    vat_style = rng.choice(["lines", "lines", "table"])
    pct = rng.choice(["21%", "21 %", "21,00%"])
    if vat_style == "lines":
        kv(rng.choice(["Summa bez PVN", "Apliekamā summa", "Summa bez PVN:"]), m(doc.net))
        kv(f"{'A ' if letter else ''}PVN {pct}", m(doc.vat))
    room = int(tape.cols / tape.scale)
    label = rng.choice(["KOPĀ", "KOPĀ EUR", "Kopā apmaksai"])
    if tape.mono:
        if len(label) + len(total) + 1 > room:
            label = "KOPĀ"
        tape.big(label.ljust(room - len(total)) + total)
    else:
        tape.lr(label, total, "b big2")
    if pay_card:
        kv(rng.choice(["Samaksāts ar karti", "Maksājuma karte", "Karte"]), total)
    else:
        cash = tendered(gross, rng)
        kv(rng.choice(["Skaidra nauda", "Skaidrā naudā", "Saņemts"]), m(cash))
        kv(rng.choice(["Izdots", "Atlikums", "Izdotā nauda"]), m(cash - gross))
    if vat_style == "table":
        tape.rule("-")
        widths = [8, 8, 7, 9] if tape.cols < 40 else [10, 10, 10, 10]
        tape.cells(["PVN", "Bez PVN", "PVN", "Summa"], widths, "b")
        tape.cells([f"{'A ' if letter else ''}{pct}", m(doc.net), m(doc.vat), total], widths)
    tape.rule("-")

    # --- the foot
    if not head_number:
        tape.lr(f"{number_label} {doc.number}", till)
        tape.lr(when, time)
    tape.text(f"Kasieris: {rng.choice(CASHIERS)}")
    if rng.random() < 0.5:
        tape.text(f"Kases aparāta Nr. {rng.choice('ABCDK')}{rng.randint(1000000, 9999999)}")
    if rng.random() < 0.3:
        letters = "".join(rng.choice("ABCDEFGHJKLMNOPRSTUVZ") for _ in range(2))
        tape.text(f"Auto Nr.: {letters}-{rng.randint(100, 9999)}")
    if pay_card and not slip_first:
        card_slip()
    if rng.random() < 0.5:
        tape.text(f"Klienta karte: ****{rng.randint(1000, 9999)}")
        saved = (fuel.quantity * Decimal(rng.choice(["0.03", "0.04", "0.05"]))).quantize(Decimal("0.01"))
        tape.text(f"Jūs ietaupījāt {m(saved)} EUR")
    tape.blank()
    tape.text(
        rng.choice(["Paldies! Drošu ceļu!", "PALDIES! UZ TIKŠANOS!", "Paldies par pirkumu!"]), "b", align="c"
    )
    if rng.random() < 0.4:
        tape.text("Saglabājiet čeku!", align="c")
    truth = receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=True, vat=True)
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
