"""A Lithuanian parking operator's receipt (kvitas / mokėjimo kvitas) as its machines print it on a narrow
58 mm (or 80 mm) roll: a pay-and-display machine in a private lot (paid in advance, "Apmokėta iki"), the
pay station of a lot with a barrier (entry ticket, "Įvažiavimas" / "Išvažiavimas", a per-started-hour
tariff, a lost ticket's fee on some), or a payment in the operator's app with the app's fee as a second
line. Some machines print in capitals only. The operator (UAB „…“) with "Įm. kodas" and "PVM kodas" and
its registered address (left out on some), then the lot: its name, its own address, the zone and the
machine's number; "Kvito Nr.", the date, "Automobilio valst. Nr.", the start and end time, the duration
and the tariff; the parking line at 21 % (and a second line on some: the app's or SMS fee, a lost
ticket, a surcharge for unpaid parking), the VAT part (net and VAT lines, a small table, or "t. sk. PVM"),
"SUMOKĖTA EUR" in large glyphs, the card's masked number and authorisation code or the app's operation
number, and a note to keep the receipt.

The seller is the operator; its address is the company's, not the lot's."""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from decimal import ROUND_CEILING, Decimal

from tests.eval.lt_data import vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day
from tests.eval.printed.templates.rc_common import MONO_FONTS, receipt_truth, settle
from tests.eval.printed.templates.rc_ee_lt_gb_common import qr_svg
from tests.eval.printed.templates.rc_round4_common import ColTape, card, leader

OPERATORS = [
    "UAB „Miesto parkavimas“",
    "UAB „Parkavimo sistemos“",
    "UAB „Stovėjimo aikštelės“",
    "UAB „Park Baltic“",
    "UAB „Aikštelių valdymas“",
    "UAB „Parkuok“",
    "MB „Saugi aikštelė“",
]
# (lot's name, its address, its town, zone)
LOTS = [
    ("Aikštelė prie Katedros", "Šventaragio g. 2", "Vilnius", "P3"),
    ("Stoties aikštelė", "Geležinkelio g. 16", "Vilnius", "S1"),
    ("Santaros klinikų aikštelė", "Santariškių g. 2", "Vilnius", "K2"),
    ("Oro uosto aikštelė P1", "Rodūnios kl. 10A", "Vilnius", "P1"),
    ("Arenos aikštelė", "Karaliaus Mindaugo pr. 50", "Kaunas", "A4"),
    ("Laisvės alėjos aikštelė", "Maironio g. 16", "Kaunas", "L1"),
    ("Senamiesčio aikštelė", "Turgaus g. 5", "Klaipėda", "SN"),
    ("Jūros aikštelė", "Naujoji Uosto g. 3", "Klaipėda", "J2"),
    ("Centro aikštelė", "Vytauto g. 82", "Palanga", "C1"),
]
SERVICES = {
    "machine": ["Stovėjimo paslauga", "Automobilio stovėjimas", "Stovėjimas zonoje {zone}", "Parkavimas"],
    "barrier": ["Stovėjimo paslauga", "Automobilio stovėjimas aikštelėje", "Parkavimo bilietas"],
    "app": ["Stovėjimo paslauga", "Automobilio stovėjimas", "Stovėjimas zonoje {zone}"],
}
# (name, fixed gross fees that split into a net amount and its 21 % VAT)
EXTRAS = {
    "machine": [("Papildomas mokestis už neapmokėtą stovėjimą", ["15.00", "20.00", "30.00"])],
    "barrier": [("Pamesto bilieto mokestis", ["15.00", "20.00"]), ("Administravimo mokestis", ["5.00"])],
    "app": [
        ("Programėlės paslaugos mokestis", ["0.10", "0.15", "0.25"]),
        ("SMS paslaugos mokestis", ["0.15", "0.25", "0.30"]),
    ],
}
APPS = ["ParkUok", "Stovėk", "m.Aikštelė", "CityPark LT"]
PLATE_LETTERS = "ABCDEFGHJKLMNOPRSTUVZ"


def _duration(minutes: int, style: str) -> str:
    hours, rest = divmod(minutes, 60)
    if style == "val":
        return f"{hours} val. {rest:02d} min."
    if style == "clock":
        return f"{hours:02d}:{rest:02d}"
    return f"{minutes} min."


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_parking-{seed}")
    kind = rng.choice(["machine", "machine", "barrier", "barrier", "app"])
    lot, lot_street, lot_city, zone = rng.choice(LOTS)
    service = rng.choice(SERVICES[kind]).format(zone=zone)
    doc = draw(
        seed,
        kind="receipt",
        buyer=False,
        series=False,
        lines=(1, 1),
        catalogue=[(service, "paslauga", 21, (1.0, 10.0))],
    )
    extra = kind == "app" or rng.random() < 0.3
    extra_name, fees = rng.choice(EXTRAS[kind])
    tariff = Decimal(rng.choice(["0.60", "0.80", "1.00", "1.20", "1.50", "2.00", "2.50", "3.00"]))
    free = rng.choice([0, 0, 15, 30]) if kind == "barrier" else 0
    daily_cap = Decimal(rng.choice(["10.00", "12.00", "15.00"]))
    # the time (and so the charge) is drawn again until each line's gross splits into a net amount and its
    # 21 % VAT, and the lines add up to their VAT's base
    while True:
        if kind == "barrier":
            minutes = rng.randint(free + 5, 600)
            hours = (Decimal(minutes - free) / 60).to_integral_value(rounding=ROUND_CEILING)
            gross = min(hours * tariff, daily_cap)
        else:
            gross = Decimal(rng.randint(5, int(tariff * 40))) / 10
            minutes = int(gross / tariff * 60)
        targets = [gross] + ([Decimal(rng.choice(fees))] if extra else [])
        names = [service, extra_name]
        doc.items = [
            Item(name, "paslauga", Decimal(1), target / Decimal("1.21"), Decimal(21))
            for name, target in zip(names, targets, strict=False)
        ]
        if settle(doc) == targets:
            break

    seller = doc.seller
    name = rng.choice(OPERATORS)
    seller.vat_code = seller.vat_code or vat_code(rng)
    caps = kind != "app" and rng.random() < 0.35  # a machine's printer with capitals only
    if caps:
        seller.name = name.upper()
        seller.street = seller.street.upper()
        seller.city = seller.city.upper()
        for i in doc.items:
            i.name = i.name.upper()
        lot, lot_street, lot_city = lot.upper(), lot_street.upper(), lot_city.upper()
    else:
        seller.name = name

    def up(text: str) -> str:
        return text.upper() if caps else text

    style = "lt-plain"
    mono = caps or rng.random() < 0.7
    if mono:
        paper = rng.choice([58, 58, 80])
        tape = ColTape(
            paper=paper, cols=rng.choice([32] if paper == 58 else [42, 44]), font=rng.choice(MONO_FONTS)
        )
    else:
        tape = ColTape(
            paper=rng.choice([58, 80]),
            mono=False,
            font=rng.choice(["'Roboto Condensed'", "'Liberation Sans Narrow'", "'DejaVu Sans Condensed'"]),
            size_pt=8.0,
            em=0.62,
        )
    dots = tape.mono and rng.random() < 0.35

    def m(value: Decimal) -> str:
        return amount(value, style)

    def kv(label: str, value: str, cls: str = "") -> None:
        label = up(label)
        if dots and len(label) + len(value) + 4 <= tape.cols:
            tape.text(leader(tape.cols, label, value), cls)
        else:
            tape.lr(label, value, cls)

    # the times: a machine's ticket is bought when parking starts, a barrier's paid at the exit
    clock = datetime.combine(doc.issued, datetime.min.time()) + timedelta(
        hours=rng.randint(7, 20), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59)
    )
    if kind == "barrier":
        end, start = clock, clock - timedelta(minutes=minutes, seconds=rng.randint(0, 59))
    else:
        start, end = clock, clock + timedelta(minutes=minutes)
    date_style = rng.choice(["iso", "iso", "lt-dots"])
    seconds = rng.random() < 0.5
    clock_fmt = "%H:%M:%S" if seconds else "%H:%M"

    def stamp(moment: datetime, with_day: bool = True) -> str:
        return (
            f"{day(moment.date(), date_style)} {moment.strftime(clock_fmt)}"
            if with_day
            else moment.strftime(clock_fmt)
        )

    gross = doc.gross
    total = m(gross)

    # --- head
    title = {
        "machine": ["KVITAS", "MOKĖJIMO KVITAS", "STOVĖJIMO KVITAS"],
        "barrier": ["KVITAS", "MOKĖJIMO KVITAS", "APMOKĖJIMO KVITAS"],
        "app": ["Mokėjimo kvitas", "MOKĖJIMO KVITAS", "Kvitas"],
    }[kind]
    title_first = rng.random() < 0.5
    if title_first:
        tape.big(up(rng.choice(title)))
    else:
        tape.text(
            up(rng.choice(["Stovėjimo aikštelės", "Automobilių stovėjimas", "PARKAVIMAS"])), "b", align="c"
        )
    tape.text(seller.name, "b", align="c")
    code_label = up(rng.choice(["Įm. kodas", "Įmonės kodas", "Į. k."]))
    vat_label = up(rng.choice(["PVM kodas", "PVM mok. kodas", "PVM k."]))
    both = f"{code_label} {seller.code}, {vat_label} {seller.vat_code}"
    if len(both) <= tape.cols and rng.random() < 0.5:
        tape.text(both, align="c")
    else:
        tape.text(f"{code_label} {seller.code}", align="c")
        tape.text(f"{vat_label} {seller.vat_code}", align="c")
    with_address = rng.random() < 0.7
    if with_address:
        tape.text(seller.address, align="c")
    tape.rule("=")
    if not title_first:
        tape.text(up(rng.choice(title)), "b", align="c")

    # --- the lot
    place = rng.random() < 0.5
    if place:
        tape.text(up(rng.choice(["Aikštelė:", "Stovėjimo vieta:"])))
        tape.text(f"  {lot}")
        tape.text(f"  {lot_street}, {lot_city}")
    else:
        tape.text(lot, align="c")
        tape.text(f"{lot_street}, {lot_city}", align="c")
    zone_text = rng.choice([f"Zona {zone}", f"Zona: {zone}", f"Zonos kodas {zone}"])
    if kind == "machine":
        tape.lr(up(zone_text), up(f"Parkomatas Nr. {rng.randint(1, 400):04d}"))
    elif kind == "barrier":
        tape.lr(up(zone_text), up(f"Kasa Nr. {rng.randint(1, 6)}"))
    else:
        tape.text(zone_text)
    tape.rule("-")

    # --- the receipt's number, the car and the time
    kv(rng.choice(["Kvito Nr.", "Kvito Nr.:", "Kvitas Nr."]), doc.number)
    kv("Data", stamp(clock))
    plate = (
        "".join(rng.choice(PLATE_LETTERS) for _ in range(3))
        + rng.choice([" ", ""])
        + f"{rng.randint(1, 999):03d}"
    )
    kv(rng.choice(["Automobilio valst. Nr.", "Valst. Nr.", "Automobilis"]), plate)
    if kind == "barrier":
        if rng.random() < 0.6:
            kv("Bilieto Nr.", f"{rng.randint(10**9, 10**10 - 1)}")
        kv(rng.choice(["Įvažiavimas", "Įvažiavo"]), stamp(start))
        kv(rng.choice(["Išvažiavimas iki", "Apmokėta"]), stamp(end))
    else:
        kv(
            rng.choice(["Pradžia", "Stovėjimo pradžia"]),
            stamp(start, start.date() != clock.date() or rng.random() < 0.3),
        )
        kv(
            rng.choice(["Pabaiga", "Apmokėta iki"]),
            stamp(end, end.date() != clock.date() or rng.random() < 0.3),
        )
    kv(
        rng.choice(["Trukmė", "Stovėjimo laikas"]),
        up(_duration(minutes, rng.choice(["val", "clock", "min"]))),
    )
    kv("Tarifas", up(f"{m(tariff)} EUR/val."))
    if free:
        tape.text(up(f"Pirmos {free} min. nemokamai"))
    if kind == "barrier" and rng.random() < 0.5:
        tape.text(up(f"Paros maksimumas {m(daily_cap)} EUR"))
    tape.rule("-")

    # --- the lines
    for line in doc.items:
        kv(line.name, m(line.total))
    tape.rule("-")

    # --- VAT and total
    vat_style = rng.choice(["lines", "lines", "table", "incl"])
    net = vat_style != "incl" or rng.random() < 0.5
    if vat_style == "lines":
        kv(rng.choice(["Suma be PVM", "Be PVM"]), m(doc.net))
        kv(rng.choice(["PVM 21 %", "PVM 21%", "PVM (21 %)"]), m(doc.vat))
    elif vat_style == "table":
        widths = [8, 8, 7, 9] if tape.cols < 40 else [12, 10, 10, 10]
        tape.cells([up("PVM"), up("Be PVM"), up("PVM"), up("Su PVM")], widths, "b")
        tape.cells(["21 %", m(doc.net), m(doc.vat), total], widths)
    room = int(tape.cols / tape.scale)
    label = up(rng.choice(["SUMOKĖTA EUR", "Sumokėta", "SUMOKĖTA", "Iš viso"]))
    if tape.mono:
        if len(label) + len(total) + 1 > room:
            label = "SUMOKĖTA" if len("SUMOKĖTA") + len(total) + 1 <= room else "VISO"
        tape.big(label.ljust(room - len(total)) + total)
    else:
        tape.lr(label, f"{total} EUR", "b big2")
    if vat_style == "incl":
        kv(rng.choice(["t. sk. PVM 21 %", "iš jų PVM 21 %"]), m(doc.vat))
        if net:
            kv("Suma be PVM", m(doc.net))
    tape.rule("-")

    # --- payment
    slip = card(rng)
    if kind == "app":
        app = rng.choice(APPS)
        tape.text(f"Apmokėta programėle „{app}“")
        kv("Operacijos Nr.", f"{rng.randint(10**7, 10**8 - 1)}")
        kv("Mokėjimo kortelė", f"{slip.scheme} **** {slip.last4}")
    else:
        kv(rng.choice(["Mokėta kortele", "Mokėjimo būdas: kortelė", "Kortelė"]), total)
        tape.text(up(slip.scheme))
        tape.text(slip.masked(rng.randint(0, 2)))
        kv(rng.choice(["Autorizacijos kodas", "Aut. kodas"]), slip.auth)
        if rng.random() < 0.5:
            kv("Terminalo ID", slip.terminal)
        tape.text(up(rng.choice(["Bekontaktis mokėjimas", "PIN patvirtintas", "Patvirtinta"])))
    tape.rule("-")

    # --- the foot
    if kind == "machine":
        tape.text(
            up(rng.choice(["Kvitą palikite matomoje vietoje", "Kvitą padėkite už priekinio stiklo"])),
            align="c",
        )
    elif kind == "barrier":
        tape.text(up(f"Išvažiuokite per {rng.choice([10, 15, 20])} min."), align="c")
    if rng.random() < 0.35:
        rows = 8 if tape.cols < 38 else 7
        tape.block(qr_svg(rng, rows * tape.line_mm * 0.95), rows)
    tape.text(
        up(rng.choice(["Išsaugokite kvitą", "Ačiū, kad naudojatės!", "Geros kelionės!"])), "b", align="c"
    )
    if rng.random() < 0.5:
        phone = rng.choice(["1855", "8 700 55 123", f"+370 5 2{rng.randint(100000, 999999)}"])
        tape.text(up(f"Informacija tel. {phone}"), align="c")
    truth = receipt_truth(doc, ("prekes_pavadinimas", "total"), number=True, net=net, vat=True)
    if not with_address:
        truth.pop("seller_address")
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
