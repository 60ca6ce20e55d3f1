"""A ride-hailing or e-scooter app's trip receipt, as the app e-mails it as an A4 PDF (not a till roll):
the app's brand in large type at the top, "Kelionės kvitas" / "Sąskaita" (or "Receipt" where the rider's
app is in English), the date and time, the trip (pick-up and drop-off addresses with their times, km,
duration; the car and the driver, "Vairuotojas", for a ride), the fare's components as lines (base fare,
distance, time, waiting, booking fee, unlock and riding minutes for a scooter, a promo discount as a
negative line), "Iš viso" / "Total" paid by card "•••• 1234" or a wallet, and the VAT: "Suma be PVM" and
"PVM 21 %" lines, or only the VAT included in the total.

Who sells varies as on the real apps: the app's operating company (a Lithuanian UAB with its LT VAT code,
or an Estonian OÜ with its registrikood and EE VAT code), or, for a ride, the driver as a sole trader
under an individual-activity certificate ("Individualios veiklos pažymos Nr."), who is no VAT payer (the
VAT line prints 0 %), with the platform named in the footer as the intermediary only. Layouts: the
sections boxed or set off by rules, the brand left or centred, a drawn route on some, the seller's block
at the top right or at the foot.

The truth holds the seller (the trip's addresses and the platform of a driver's receipt are not the
seller's), the receipt's number as printed (no series), the date, EUR, the total and VAT (the net where
printed), one rate, and the fare's lines with name and amount. Each amount is the gross the app charges;
the VAT is worked back from the total, as such apps print it. A page titled "Sąskaita" is an invoice in
Lithuanian usage (a non-VAT payer's), so its truth's type is "invoice"; the others are receipts."""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal
from html import escape

from tests.eval.lt_data import STREETS, Party, money, vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty, Foreign, draw
from tests.eval.printed.fmt import MONTHS, amount, day
from tests.eval.printed.templates.rc_ee_lt_gb_common import estonian_shop

# brand, its Lithuanian operator, its Estonian operator, accent colour
BRANDS = [
    ("Zuikis", "UAB „Zuikio mobilumas“", "Zuikis Technologies OÜ", "#2bb673"),
    ("Važiuok", "UAB „Važiuok LT“", "Vaziuok Mobility OÜ", "#ff5a1f"),
    ("RIDA", "UAB „Rida Baltic“", "Rida Platform OÜ", "#1f3bff"),
    ("Kelio draugas", "UAB „Kelio draugas“", "KD Rides OÜ", "#7a2bd6"),
    ("Skrisk", "UAB „Skrisk“", "Skrisk Scooters OÜ", "#e0a100"),
]
CITIES = {
    "Vilnius": ["Gedimino pr.", "Konstitucijos pr.", "Rodūnios kl.", "Ukmergės g.", "Pylimo g."],
    "Kaunas": ["Laisvės al.", "Savanorių pr.", "Taikos pr.", "K. Donelaičio g.", "Jonavos g."],
    "Klaipėda": ["Taikos pr.", "Tilžės g.", "Herkaus Manto g.", "Baltijos pr."],
}
PLACES = ["Oro uostas", "Akropolis", "Geležinkelio stotis", "Autobusų stotis", "Senamiestis"]
DRIVERS = [
    "Tomas Petrauskas",
    "Andrius Kazlauskas",
    "Rūta Jankauskienė",
    "Mindaugas Žukauskas",
    "Vitalij Ivanov",
    "Darius Stankevičius",
    "Aistė Paulauskaitė",
]
CARS = ["Toyota Prius", "Toyota Corolla", "Škoda Octavia", "Kia Niro", "Hyundai Ioniq", "Tesla Model 3"]
FONTS = ["'Roboto'", "'Open Sans'", "'Lato'", "'Liberation Sans'", "'DejaVu Sans'"]
# labels, and the wordings a label varies between, by the app's language
L: dict[str, dict[str, str]] = {
    "lt": {
        "date": "Data",
        "from": "Iš",
        "to": "Į",
        "distance": "Atstumas",
        "duration": "Trukmė",
        "driver": "Vairuotojas",
        "car": "Automobilis",
        "scooter": "Paspirtukas",
        "base": "Bazinis tarifas",
        "dist": "Atstumas",
        "time": "Kelionės laikas",
        "wait": "Laukimas",
        "booking": "Užsakymo mokestis",
        "unlock": "Atrakinimas",
        "ride": "Važiavimas",
        "net": "Suma be PVM",
        "vat": "PVM",
        "incl": "įskaičiuotas PVM",
        "code": "Įmonės kodas",
        "ee_code": "Registrikood",
        "vat_code": "PVM mokėtojo kodas",
        "iv": "Individualios veiklos pažymos Nr.",
        "address": "Adresas",
        "no_vat": "Paslaugos teikėjas nėra PVM mokėtojas",
        "agent": (
            "Kelionė užsakyta per {brand} programėlę; platformos operatorius {op} veikia tik kaip "
            "tarpininkas ir nėra vežimo paslaugos teikėjas."
        ),
        "min": "min",
    },
    "en": {
        "date": "Date",
        "from": "From",
        "to": "To",
        "distance": "Distance",
        "duration": "Duration",
        "driver": "Driver",
        "car": "Car",
        "scooter": "Scooter",
        "base": "Base fare",
        "dist": "Distance",
        "time": "Time",
        "wait": "Waiting time",
        "booking": "Booking fee",
        "unlock": "Unlock",
        "ride": "Riding time",
        "net": "Amount excl. VAT",
        "vat": "VAT",
        "incl": "incl. VAT",
        "code": "Company code",
        "ee_code": "Registry code",
        "vat_code": "VAT number",
        "iv": "Individual activity certificate No.",
        "address": "Address",
        "no_vat": "The service provider is not registered for VAT",
        "agent": (
            "Trip booked through the {brand} app; the platform operator {op} acts only as an "
            "intermediary and is not the provider of the transport service."
        ),
        "min": "min",
    },
}
V: dict[str, dict[str, list[str]]] = {
    "lt": {
        "title": ["Kelionės kvitas", "Sąskaita", "Kvitas", "Kelionės sąskaita"],
        "no": ["Kvito Nr.", "Sąskaitos Nr.", "Nr."],
        "fare": ["Kainos išklotinė", "Kelionės kaina", "Mokėjimo detalės"],
        "promo": ["Nuolaida", "Akcijos kodas", "Nuolaida (promo kodas)"],
        "total": ["Iš viso", "Iš viso sumokėta", "Mokėti iš viso"],
        "paid": ["Apmokėta", "Mokėjimo būdas"],
        "seller": ["Paslaugos teikėjas", "Pardavėjas"],
        "thanks": ["Ačiū, kad keliaujate su mumis!", "Geros dienos!", "Iki kitos kelionės!"],
    },
    "en": {
        "title": ["Receipt", "Trip receipt", "Your receipt"],
        "no": ["Receipt No.", "Receipt number", "No."],
        "fare": ["Fare breakdown", "Trip fare", "Payment details"],
        "promo": ["Discount", "Promo code", "Promotion"],
        "total": ["Total", "Total paid", "Total charged"],
        "paid": ["Paid with", "Payment method"],
        "seller": ["Service provider", "Supplier"],
        "thanks": ["Thanks for riding with us!", "Have a nice day!", "See you on your next trip!"],
    },
}


@dataclass
class Line:
    name: str
    detail: str
    gross: Decimal


def _fare(rng: random.Random, lang: str, driver: bool, scooter: bool) -> tuple[list[Line], str, int]:
    """The fare's components as the app bills them, and the trip's distance and minutes."""
    t, v = L[lang], V[lang]
    km = Decimal(rng.randint(8, 60 if scooter else 220)) / 10
    minutes = rng.randint(6, 30) if scooter else int(km * rng.randint(2, 4)) + rng.randint(2, 8)
    dist = amount(km, "lt-plain", 1) if lang == "lt" else f"{km:.1f}"

    def rate(value: Decimal) -> str:
        return f"{amount(value, 'lt-plain')} €" if lang == "lt" else f"€{value:.2f}"

    lines: list[Line] = []
    if scooter:
        per_min = Decimal(rng.choice(["0.15", "0.19", "0.22", "0.25"]))
        lines.append(Line(t["unlock"], "", Decimal(rng.choice(["0.50", "0.75", "1.00"]))))
        lines.append(Line(t["ride"], f"{minutes} min × {rate(per_min)}", money(per_min * minutes)))
    else:
        per_km = Decimal(rng.randint(45, 75)) / 100
        per_min = Decimal(rng.randint(8, 20)) / 100
        lines.append(Line(t["base"], "", Decimal(rng.randint(80, 160)) / 100))
        lines.append(Line(t["dist"], f"{dist} km × {rate(per_km)}", money(per_km * km)))
        lines.append(Line(t["time"], f"{minutes} min × {rate(per_min)}", money(per_min * minutes)))
        if rng.random() < 0.25:
            wait = rng.randint(2, 6)
            lines.append(Line(t["wait"], f"{wait} min", money(Decimal("0.20") * wait)))
        # the platform's own fee is billed by the operator, never on the driver's receipt
        if not driver:
            lines.append(Line(t["booking"], "", Decimal(rng.randint(50, 120)) / 100))
    subtotal = sum((line.gross for line in lines), Decimal(0))
    # a promo is offered on fares worth discounting
    if subtotal >= 4 and rng.random() < 0.35:
        cut = min(Decimal(rng.randint(50, 400)) / 100, money(subtotal / 2))
        code = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVZ") for _ in range(6))
        lines.append(Line(rng.choice(v["promo"]), code, -cut))
    return lines, dist, minutes


def _driver(rng: random.Random, name: str) -> Party:
    """A driver working under an individual-activity certificate: its number, and the home address the
    certificate is registered at."""
    city = rng.choice(["Vilnius", "Kaunas", "Klaipėda"])
    prefix = {"Vilnius": "LT-0", "Kaunas": "LT-4", "Klaipėda": "LT-9"}[city]
    return Party(
        name=name,
        code=str(rng.randint(100000, 1299999)),
        vat_code=None,
        street=f"{rng.choice(STREETS)} {rng.randint(1, 90)}-{rng.randint(1, 60)}",
        city=city,
        postcode=f"{prefix}{rng.randint(1000, 9999)}",
        iban=None,
        bank=None,
    )


def _seller_rows(p: AnyParty, t: dict[str, str], driver: bool) -> list[tuple[str, str]]:
    if driver:
        return [(t["iv"], p.code or ""), (t["address"], p.address)]
    estonian = isinstance(p, Foreign)
    return [
        (t["ee_code"] if estonian else t["code"], p.code or ""),
        (t["vat_code"], p.vat_code or ""),
        (t["address"], p.address),
    ]


def _route_svg(rng: random.Random, colour: str) -> str:
    """A drawn route between two pins, as the app's map thumbnail."""
    points = [(20, rng.randint(20, 100))]
    for x in range(80, 520, 80):
        points.append((x + rng.randint(-20, 20), rng.randint(15, 105)))
    points.append((580, rng.randint(20, 100)))
    path = " ".join(f"{x},{y}" for x, y in points)
    (x0, y0), (x1, y1) = points[0], points[-1]
    streets = "".join(
        f'<line x1="{rng.randint(0, 600)}" y1="0" x2="{rng.randint(0, 600)}" y2="120" stroke="#e4e4e4" '
        'stroke-width="6"/>'
        for _ in range(6)
    )
    return (
        f'<svg viewBox="0 0 600 120" width="100%" height="30mm" style="background:#f3f4f1">{streets}'
        f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="4"/>'
        f'<circle cx="{x0}" cy="{y0}" r="7" fill="#222"/><circle cx="{x1}" cy="{y1}" r="7" fill="{colour}"/>'
        "</svg>"
    )


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_ride_app-{seed}")
    lang = "en" if rng.random() < 0.3 else "lt"
    t, v = L[lang], V[lang]
    brand, lt_operator, ee_operator, colour = rng.choice(BRANDS)
    scooter = brand == "Skrisk" or rng.random() < 0.2
    driver = not scooter and rng.random() < 0.4
    # the drawn document gives the date and a Lithuanian operator; the fare is the app's own
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 1))
    estonian = not driver and rng.random() < 0.5
    operator: AnyParty
    if estonian:
        operator = estonian_shop(rng, ee_operator)
    else:
        operator = doc.seller
        operator.name = lt_operator
        operator.vat_code = operator.vat_code or vat_code(rng)
    driver_name = rng.choice(DRIVERS)
    seller: AnyParty = _driver(rng, driver_name) if driver else operator
    lines, dist, minutes = _fare(rng, lang, driver, scooter)
    gross = sum((line.gross for line in lines), Decimal(0))
    rate = Decimal(0) if driver else Decimal(21)
    net = money(gross * 100 / (100 + rate))
    vat = gross - net
    number = rng.choice(
        [
            f"{brand[:2].upper()}-{doc.issued:%Y%m%d}-{rng.randint(10000, 99999)}",
            f"{rng.randint(10**7, 10**8 - 1)}",
            f"R{doc.issued:%y}{rng.randint(100000, 999999)}",
        ]
    )

    def eur(value: Decimal) -> str:
        text = amount(value, "lt" if lang == "lt" else "en")
        return f"{text} €" if lang == "lt" else f"€{text}" if value >= 0 else f"-€{text[1:]}"

    # --- the trip
    city = rng.choice(list(CITIES))
    start, end = rng.sample(CITIES[city], 2)
    pickup = f"{start} {rng.randint(1, 120)}, {city}"
    # a drop-off at a landmark prints its name, as the app resolves it
    dropoff = f"{end} {rng.randint(1, 120)}" if rng.random() < 0.7 else rng.choice(PLACES)
    dropoff += f", {city}"
    # trips end before midnight, so the receipt's date is the trip's
    hour, minute = rng.randint(6, 21), rng.randint(0, 59)
    ends = hour * 60 + minute + minutes
    began, arrived = f"{hour:02d}:{minute:02d}", f"{ends // 60:02d}:{ends % 60:02d}"
    if lang == "lt":
        when = rng.choice([f"{day(doc.issued)} {arrived}", f"{day(doc.issued, 'lt-long')}, {arrived}"])
    else:
        when = f"{doc.issued.day} {MONTHS['en'][doc.issued.month - 1]} {doc.issued.year}, {arrived}"

    boxed = rng.random() < 0.5
    centred = rng.random() < 0.4
    seller_top = rng.random() < 0.5
    font = rng.choice(FONTS)

    trip = [
        f'<div class="stop"><span class="dot"></span><b>{t["from"]}:</b> {escape(pickup)} '
        f'<span class="muted">{began}</span></div>',
        f'<div class="stop"><span class="dot end"></span><b>{t["to"]}:</b> {escape(dropoff)} '
        f'<span class="muted">{arrived}</span></div>',
        f'<div class="facts"><span>{t["distance"]}: {dist} km</span><span>{t["duration"]}: {minutes} '
        f"{t['min']}</span>",
    ]
    if scooter:
        trip[-1] += f"<span>{t['scooter']}: #{rng.randint(1000, 9999)}</span>"
    else:
        plate = "".join(rng.choice("ABCDEGHJKLMNPRSTVZ") for _ in range(3)) + f" {rng.randint(1, 999):03d}"
        shown = driver_name if driver or rng.random() < 0.5 else driver_name.split()[0]
        trip[-1] += f"<span>{t['driver']}: {escape(shown)}</span>"
        trip[-1] += f"<span>{t['car']}: {rng.choice(CARS)}, {plate}</span>"
    trip[-1] += "</div>"
    route = _route_svg(rng, colour) if rng.random() < 0.5 else ""

    rows = "".join(
        f"<tr><td>{escape(line.name)}{f'<div class=muted>{escape(line.detail)}</div>' if line.detail else ''}"
        f'</td><td class="num">{eur(line.gross)}</td></tr>'
        for line in lines
    )
    total_label = rng.choice(v["total"])
    sums = []
    net_printed = driver or rng.random() < 0.6
    if net_printed:
        sums.append((t["net"], eur(net)))
        sums.append((f"{t['vat']} {rate} %", eur(vat)))
    sums.append((total_label, eur(gross)))
    # the total's row is set large, the first sum's row ruled off from the fare's lines
    kinds = ["sum first", *["sum"] * (len(sums) - 2), "grand"] if len(sums) > 1 else ["grand"]
    sum_rows = "".join(
        f'<tr class="{kind}"><td>{escape(label)}</td><td class="num">{value}</td></tr>'
        for kind, (label, value) in zip(kinds, sums, strict=True)
    )
    if not net_printed:
        sum_rows += (
            f'<tr class="sum"><td class="muted">{t["incl"]} {rate} %</td><td class="num">{eur(vat)}</td></tr>'
        )
    wallet = rng.random() < 0.25
    method = rng.choice(["Apple Pay", "Google Pay"]) if wallet else rng.choice(["Visa", "Mastercard"])
    paid = f"{rng.choice(v['paid'])}: {method} •••• {rng.randint(0, 9999):04d}"

    seller_html = (
        f'<div class="seller"><div class="label">{rng.choice(v["seller"])}</div>'
        f"<b>{escape(seller.name)}</b>"
        + "".join(f"<div>{k}: {escape(v)}</div>" for k, v in _seller_rows(seller, t, driver))
        + (f'<div class="muted">{t["no_vat"]}</div>' if driver else "")
        + "</div>"
    )
    footer = ""
    if driver:
        footer = t["agent"].format(brand=brand, op=f"{operator.name} ({operator.vat_code})")

    title = rng.choice(v["title"])
    head_seller = seller_html if seller_top else ""
    foot_seller = "" if seller_top else seller_html
    html = f"""<html><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 16mm 18mm }}
body {{ font-family: {font}; font-size: 10pt; color: #222 }}
.top {{ display: flex; justify-content: space-between; align-items: flex-start;
  {"flex-direction: column; align-items: center; text-align: center" if centred else ""} }}
.brand {{ font-size: 30pt; font-weight: 800; color: {colour}; letter-spacing: -0.5pt }}
h1 {{ font-size: 16pt; margin: 4mm 0 1mm }}
.muted {{ color: #777; font-size: 8.5pt }}
.section {{ margin-top: 6mm; {
        "border: 0.3mm solid #ddd; border-radius: 3mm; padding: 4mm 5mm"
        if boxed
        else "border-top: 0.4mm solid #ddd; padding-top: 3mm"
    } }}
.section h2 {{ font-size: 11pt; margin: 0 0 2mm }}
.stop {{ margin: 1.5mm 0 }}
.dot {{ display: inline-block; width: 2.4mm; height: 2.4mm; border-radius: 50%; background: #222;
  margin-right: 2mm }}
.dot.end {{ background: {colour} }}
.facts {{ margin-top: 3mm; display: flex; flex-wrap: wrap; gap: 2mm 8mm; font-size: 9pt }}
table {{ width: 100%; border-collapse: collapse }}
td {{ padding: 1.6mm 0; vertical-align: top }}
td.num {{ text-align: right; white-space: nowrap }}
tr.sum td {{ padding: 1mm 0 }}
tr.first td {{ border-top: 0.2mm solid #ccc; padding-top: 2mm }}
.top .seller {{ margin-top: {"4mm" if centred else "0"} }}
tr.grand td {{ font-size: 13pt; font-weight: bold; border-top: 0.4mm solid #222; padding-top: 2.5mm }}
.seller {{ font-size: 9pt; line-height: 1.45; {"text-align: right" if seller_top and not centred else ""} }}
.label {{ color: #777; text-transform: uppercase; font-size: 7.5pt; letter-spacing: 0.5pt }}
.foot {{ margin-top: 10mm; font-size: 8pt; color: #777 }}
</style></head><body>
<div class="top"><div><div class="brand">{escape(brand)}</div>
<h1>{title}</h1>
<div>{rng.choice(v["no"])} {number}</div><div>{t["date"]}: {when}</div></div>
{head_seller}</div>
<div class="section">{route}{"".join(trip)}</div>
<div class="section"><h2>{rng.choice(v["fare"])}</h2><table>{rows}{sum_rows}</table>
<div style="margin-top:3mm">{paid}</div></div>
{f'<div class="section">{foot_seller}</div>' if foot_seller else ""}
<div class="foot">{escape(footer)}<p>{rng.choice(v["thanks"])}</p></div>
</body></html>"""

    truth: dict[str, object] = {
        "document_number": number,
        "invoice_date": doc.issued.isoformat(),
        "currency": "EUR",
        "amount_with_vat": str(gross),
        "vat_amount": str(vat),
        "vat_percent": str(rate),
        # titled "Sąskaita", the page is a (non-VAT) invoice in Lithuanian usage, though it reads as a receipt
        "document_type": "invoice" if "sąskaita" in title.lower() else "receipt",
        "seller_name": seller.name,
        "seller_id": seller.code,
        "seller_vat_code": seller.vat_code,
        "seller_address": seller.address,
        "seller_country_iso": seller.country if isinstance(seller, Foreign) else "LT",
        "line_items": [{"prekes_pavadinimas": line.name, "total": str(line.gross)} for line in lines],
    }
    if net_printed:
        truth["amount_wo_vat"] = str(net)
    return Printed(html, {k: v for k, v in truth.items() if v is not None})
