"""A Lithuanian taxi's fare receipt as the taximeter's printer (or the driver's mobile cash register)
prints it on a narrow roll, with no table of goods: the carrier (UAB or MB „… taksi“) with its "Įm. kodas"
and "PVM kodas" and address at the top, the dispatch telephone, "KVITAS", "Kvito Nr.", the date and the
trip's start and end times; the car's number and the driver; the route "Iš:" / "Į:" (an address wrapped on
two lines when long); the service's name, the distance and tariff, then key–value lines ("Įlaipinimas",
"Kelionės kaina", "Laukimas" with the minutes waited) with the amounts at the right edge (or after dot
leaders), "IŠ VISO EUR", "t. sk. PVM 21 %" included in the total (and the sum without it on some),
"Mokėta kortele" with the card's last digits or cash with the change, a check code (a QR code on some) and
"Ačiū, kad važiavote!"."""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from decimal import Decimal

from tests.eval.lt_data import money, vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day
from tests.eval.printed.templates.rc_common import MONO_FONTS, receipt_truth, settle, tendered
from tests.eval.printed.templates.rc_ee_lt_gb_common import BlockTape, qr_svg

SERVICES = [
    "Keleivių vežimas taksi",
    "Taksi paslauga",
    "Keleivių pervežimas lengvuoju taksi",
    "Kelionė taksi",
    "Taksi kelionė mieste",
]
# brand on the tape, the company behind it
CARRIERS = [
    ("MIESTO TAKSI", "UAB „Miesto taksi“"),
    ("GREITAS TAKSI", "UAB „Greitas taksi“"),
    ("ŽALIAS TAKSI", "MB „Žalias taksi“"),
    ("TAKSI 24", "UAB „Taksi 24“"),
    ("SENAMIESČIO TAKSI", "UAB „Senamiesčio taksi“"),
    ("PAJŪRIO TAKSI", "UAB „Pajūrio taksi“"),
    ("ŠVYTURYS", "UAB „Švyturio taksi“"),
]
# city → places a ride starts or ends at
ROUTES = {
    "Vilnius": [
        "Gedimino pr. 9",
        "Rodūnios kl. 10A (oro uostas)",
        "Geležinkelio g. 16 (stotis)",
        "Ozo g. 25",
        "Savanorių pr. 176",
        "Antakalnio g. 57",
        "Didžioji g. 31",
        "Saulėtekio al. 11",
        "Žirmūnų g. 68",
        "Santariškių g. 2",
    ],
    "Kaunas": [
        "Laisvės al. 88",
        "Karaliaus Mindaugo pr. 49",
        "Vytauto pr. 24 (stotis)",
        "Savanorių pr. 255",
        "Oro uosto g. 4, Karmėlava",
        "Jonavos g. 7",
        "Baršausko g. 66",
    ],
    "Klaipėda": [
        "Herkaus Manto g. 9",
        "Taikos pr. 61",
        "Priestočio g. 1 (stotis)",
        "Naujoji Uosto g. 8 (keltų terminalas)",
        "Minijos g. 180",
        "Tiltų g. 14",
    ],
}
DRIVERS = ["Tomas P.", "Andrius K.", "Rimantas J.", "Darius V.", "Jonas M.", "Vaidas L.", "Aleksandr S."]
PLATE_LETTERS = "ABCDEFGHJKLMNOPRSTUVZ"
CARDS = ["VISA", "MASTERCARD", "MAESTRO", "VISA DEBIT"]


def _leader(cols: int, left: str, right: str) -> str:
    """A key–value line with dot leaders between the label and the value, as a taximeter prints it."""
    dots = cols - len(left) - len(right) - 2
    return f"{left} {'.' * dots} {right}" if dots >= 2 else f"{left} {right}".rjust(cols)


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_taxi-{seed}")
    service = rng.choice(SERVICES)
    doc = draw(
        seed,
        kind="receipt",
        buyer=False,
        series=False,
        lines=(1, 1),
        catalogue=[(service, "paslauga", 21, (4.0, 20.0))],
    )
    item = doc.items[0]
    item.quantity = Decimal(1)
    boarding = Decimal(rng.choice(["1.00", "1.20", "1.50", "1.99", "2.00", "2.50"]))
    per_km = Decimal(rng.choice(["0.59", "0.65", "0.69", "0.75", "0.79", "0.85", "0.89", "0.99", "1.10"]))
    per_min = Decimal(rng.choice(["0.15", "0.18", "0.20", "0.25", "0.30"]))
    waited = rng.choice([0, 0, 1, 2, 3, 4, 6, 9])
    # the distance is drawn again until the fare's gross splits into a net amount and its 21 % VAT
    while True:
        km = Decimal(rng.randint(150, 2600)) / 100
        fare = money(km * per_km)
        waiting = money(waited * per_min)
        gross = boarding + fare + waiting
        item.price = gross / Decimal("1.21")
        if settle(doc) == [gross]:
            break
    seller = doc.seller
    brand, legal = rng.choice(CARRIERS)
    seller.name = legal
    seller.vat_code = seller.vat_code or vat_code(rng)
    # the ride is in the carrier's own city where it is one of the three, else in one of them
    city = seller.city if seller.city in ROUTES else rng.choice(list(ROUTES))
    start, end = rng.sample(ROUTES[city], 2)
    begin = datetime.combine(doc.issued, datetime.min.time()) + timedelta(
        hours=rng.randint(0, 23), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59)
    )
    minutes = int(km * Decimal(rng.choice(["1.6", "2.0", "2.4", "3.0"]))) + waited + rng.randint(1, 4)
    finish = begin + timedelta(minutes=minutes, seconds=rng.randint(0, 59))
    style = rng.choice(["lt-plain", "lt-plain", "lt-plain", "plain-dot"])
    paper = rng.choice([58, 58, 80])
    tape = BlockTape(
        paper=paper, cols=rng.choice([30, 32] if paper == 58 else [38, 40, 42]), font=rng.choice(MONO_FONTS)
    )
    leaders = rng.random() < 0.4
    eur = rng.random() < 0.4  # "EUR" after each amount
    colon = rng.choice(["", ":"])

    def kv(label: str, value: str, cls: str = "") -> None:
        if leaders and len(label) + len(value) + 4 <= tape.cols:
            tape.text(_leader(tape.cols, label + colon, value), cls)
        else:
            tape.lr(label + colon, value, cls)

    def money_text(value: Decimal) -> str:
        return f"{amount(value, style)} EUR" if eur else amount(value, style)

    tape.big(brand)
    tape.text(seller.name, align="c")
    code_label = rng.choice(["Įm. kodas", "Įmonės kodas", "Į. k."])
    vat_label = rng.choice(["PVM kodas", "PVM mok. kodas", "PVM k."])
    both = f"{code_label} {seller.code}, {vat_label} {seller.vat_code}"
    if len(both) <= tape.cols:
        tape.text(both, align="c")
    else:
        tape.text(f"{code_label} {seller.code}", align="c")
        tape.text(f"{vat_label} {seller.vat_code}", align="c")
    tape.text(seller.address, align="c")
    if rng.random() < 0.6:
        tape.text(
            f"Užsakymai tel. {rng.choice(['1450', '1820', '+370 5 2' + str(rng.randint(100000, 999999))])}",
            align="c",
        )
    tape.rule("=")
    tape.text(rng.choice(["KVITAS", "TAKSI KVITAS", "KELIONĖS KVITAS"]), "b", align="c")
    date_style = rng.choice(["iso", "iso", "lt-dots"])
    seconds = rng.random() < 0.5
    clock_fmt = "%H:%M:%S" if seconds else "%H:%M"
    kv("Kvito Nr.", doc.number)
    kv("Data", day(doc.issued, date_style))
    if rng.random() < 0.5:
        kv("Pradžia", begin.strftime(clock_fmt))
        kv("Pabaiga", finish.strftime(clock_fmt))
    else:
        kv("Laikas", f"{begin.strftime(clock_fmt)}-{finish.strftime(clock_fmt)}")
    tape.rule("-")
    plate = "".join(rng.choice(PLATE_LETTERS) for _ in range(3)) + f" {rng.randint(1, 999):03d}"
    kv(rng.choice(["Automobilis", "Automobilio Nr.", "Valst. Nr."]), plate)
    kv("Vairuotojas", rng.choice(DRIVERS))
    if rng.random() < 0.5:
        kv("Taksometras", f"TX{rng.randint(10000, 99999)}")
    tape.rule("-")
    inline = rng.random() < 0.6  # the address beside "Iš:" where it fits, or under it
    for label, place in (("Iš", start), ("Į", end)):
        where = f"{place}, {city}" if "Karmėlava" not in place else place
        if inline and len(where) + len(label) + 2 <= tape.cols:
            tape.text(f"{label}: {where}")
        else:
            tape.text(f"{label}:")
            tape.text(f"  {where}")
    tape.rule("-")
    # the service: a line of its own, or with the total beside it
    with_total = rng.random() < 0.35
    if with_total:
        tape.lr(service, money_text(gross), "b")
    else:
        tape.text(service, "b")
    night = begin.hour >= 22 or begin.hour < 6
    names = ["2", "naktinis", "T2"] if night else ["1", "dieninis", "T1"]
    tape.text(f"Tarifas {rng.choice(names)}")
    kv("Atstumas", f"{amount(km, style)} km")
    kv("Kaina už km", f"{amount(per_km, style)} EUR")
    if waited or rng.random() < 0.5:
        kv("Laukimo laikas", f"{waited} min")
    tape.rule("-")
    kv("Įlaipinimas", money_text(boarding))
    kv("Kelionės kaina", money_text(fare))
    if waited or rng.random() < 0.5:
        kv("Laukimas", money_text(waiting))
    tape.rule("=")
    total = amount(gross, style)
    room = int(tape.cols / tape.scale)
    label = rng.choice(["IŠ VISO EUR", "IŠ VISO", "Iš viso EUR"])
    if len(label) + len(total) + 1 > room:
        label = "IŠ VISO"
    tape.big(label.ljust(room - len(total)) + total)
    kv(rng.choice(["t. sk. PVM 21 %", "PVM 21 %", "iš jų PVM 21 %"]), money_text(doc.vat))
    net = rng.random() < 0.45
    if net:
        kv(rng.choice(["Suma be PVM", "Be PVM"]), money_text(doc.net))
    tape.rule("-")
    if rng.random() < 0.75:
        kv("Mokėta kortele", money_text(gross))
        tape.text(f"{rng.choice(CARDS)} **** {rng.randint(1000, 9999)}")
        if rng.random() < 0.5:
            tape.text(f"Autorizacijos kodas {rng.randint(100000, 999999)}")
    else:
        cash = tendered(gross, rng)
        kv("Mokėta grynaisiais", money_text(cash))
        kv("Grąža", money_text(cash - gross))
    tape.rule("-")
    if rng.random() < 0.5:
        rows = 8 if tape.cols < 38 else 7
        tape.block(qr_svg(rng, rows * tape.line_mm * 0.95), rows)
    tape.text(f"Kvito kodas {''.join(rng.choice('0123456789ABCDEF') for _ in range(12))}", align="c")
    tape.blank()
    tape.text(rng.choice(["Ačiū, kad važiavote!", "AČIŪ, KAD VAŽIAVOTE", "Geros kelionės!"]), "b", align="c")
    if rng.random() < 0.4:
        tape.text("Pastabas siųskite info@taksi.lt", align="c")
    truth = receipt_truth(doc, ("prekes_pavadinimas", "total"), number=True, net=net, vat=True)
    return Printed(tape.html(), truth)
