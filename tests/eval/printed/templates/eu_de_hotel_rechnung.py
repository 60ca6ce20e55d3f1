"""A German city hotel's "Rechnung" for a Lithuanian company's employee's stay, as a hotel PMS (protel,
Opera, Mews) prints the folio at check-out: the hotel's name over the page, the billing address (the
Lithuanian company, "z. Hd." the guest on some seeds) in the window at the left, the stay block at the
right ("Zimmer", "Anreise / Abreise", "Gast", "Rechnungsnr.", "Datum", "Seite 1 von 1"), the posting list
(date, text, quantity, unit price and amount, gross, some seeds with a "MwSt" column): one "Übernachtung"
per night at 7 %, "Frühstück" per night and person, "Parken" per night and a "Minibar" at 19 %, the
"Gesamtbetrag", the card payment ("Bezahlt mit Mastercard", "Offener Betrag 0,00"), the two-rate VAT
summary ("MwSt 7 % / MwSt 19 %" with Netto, MwSt, Brutto) and the footer with the operating company, its
Amtsgericht/HRB, Steuernummer, USt-IdNr. and bank.

Truth: the seller is the operating company (its legal name, as in the footer, not the hotel's brand on
the letterhead), with its DE VAT code and IBAN and no register code; the buyer is the Lithuanian company
(its register code only where the page prints one). The lines are the postings as printed: name, quantity
and gross amount ("total"; the net unit price is not printed). The card payment leaves nothing due, so
there is no due date. With two rates there is no single VAT percent."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money, vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, Item, draw
from tests.eval.printed.fmt import amount, quantity, rate
from tests.eval.printed.templates.eu_common import account, grouped
from tests.eval.printed.templates.lt_common import FONTS

HOTELS = ["Am Stadtpark", "Alte Post", "Zur Börse", "Rheinblick", "Hansa", "Kaiserhof", "Lindenhof"]
# city, postcode, street, Amtsgericht
PLACES = [
    ("Berlin", "10117", "Friedrichstraße", "Charlottenburg"),
    ("München", "80335", "Bayerstraße", "München"),
    ("Hamburg", "20095", "Steindamm", "Hamburg"),
    ("Frankfurt am Main", "60329", "Kaiserstraße", "Frankfurt am Main"),
    ("Köln", "50667", "Domstraße", "Köln"),
    ("Düsseldorf", "40210", "Graf-Adolf-Straße", "Düsseldorf"),
]
ROOMS = [
    "Einzelzimmer",
    "Doppelzimmer",
    "Doppelzimmer zur Einzelnutzung",
    "Superior Zimmer",
    "Business Zimmer",
]
GUESTS = [
    "Tomas Petrauskas",
    "Rūta Jankauskienė",
    "Mindaugas Kazlauskas",
    "Eglė Stankevičiūtė",
    "Darius Vasiliauskas",
    "Justina Žukauskaitė",
    "Andrius Paulauskas",
]
CARDS = ["Mastercard", "Mastercard", "Visa", "American Express"]


def _net_price(gross: Decimal, count: Decimal, percent: Decimal) -> Decimal | None:
    """The net unit price (to four places, as a PMS keeps it) whose line, count × price plus its VAT, makes
    the gross the hotel charges; None where no net amount in cents gives that gross back."""
    target = money(gross * count)
    start = money(target / (1 + percent / 100))
    for step in (0, 1, -1, 2, -2):
        net = start + Decimal(step) / 100
        price = (net / count).quantize(Decimal("0.0001"))
        if Item("", "", count, price, percent).total == target:
            return price
    return None


Posting = tuple[date, Item, Decimal]  # the day, the line, its gross amount as the folio prints it


def _postings(
    plan: random.Random, rng: random.Random, nights: int, arrival: date
) -> tuple[list[Posting], Decimal] | None:
    """The folio's postings and the number of persons; None when the gross prices do not come out to
    whole cents both per line and per rate (the caller draws the prices again). ``plan`` draws what was
    booked, ``rng`` the prices, so that a second draw keeps the stay and changes only the prices."""
    room = plan.choice(ROOMS)
    night_rate = Decimal(rng.randrange(7900, 22900, 50)) / 100
    persons = Decimal(2 if room.startswith("Doppelzimmer") and plan.random() < 0.4 else 1)
    breakfast = Decimal(rng.randrange(1450, 2950, 50)) / 100
    parking = Decimal(rng.randrange(12, 32))
    with_breakfast = plan.random() < 0.8
    with_parking = plan.random() < 0.5 or not with_breakfast
    # (day, text, count, gross unit price, rate): the PMS holds gross prices
    drawn: list[tuple[date, str, Decimal, Decimal, Decimal]] = []
    for n in range(nights):
        night = arrival + timedelta(days=n)
        drawn.append((night, f"Übernachtung {room}", Decimal(1), night_rate, Decimal(7)))
        if with_breakfast:  # breakfast is posted on the morning after the night
            drawn.append((night + timedelta(days=1), "Frühstück", persons, breakfast, Decimal(19)))
        if with_parking:
            drawn.append((night, "Parken Tiefgarage", Decimal(1), parking, Decimal(19)))
    if plan.random() < 0.35:
        minibar = Decimal(rng.randrange(300, 1250, 50)) / 100
        day = arrival + timedelta(days=plan.randrange(nights))
        drawn.append((day, "Minibar", Decimal(plan.randint(1, 3)), minibar, Decimal(19)))
    out: list[Posting] = []
    for day, text, count, gross, percent in drawn:
        # each line's net price is the one that gives the hotel's gross back
        price = _net_price(gross, count, percent)
        if price is None:
            return None
        out.append((day, Item(text, "", count, price, percent), money(gross * count)))
    for percent in {item.vat_percent for _, item, _ in out}:
        lines = [item for _, item, _ in out if item.vat_percent == percent]
        base = sum((item.subtotal for item in lines), Decimal(0))
        if base + money(base * percent / 100) != sum((item.total for item in lines), Decimal(0)):
            return None
    return out, persons if with_breakfast else Decimal(1)


def make(seed: int) -> Printed:
    doc = draw(seed, language="de", seller_country="DE", lines=(1, 1), series=False)
    rng = random.Random(f"eu_de_hotel_rechnung-{seed}")
    buyer = doc.buyer
    assert buyer is not None
    if buyer.vat_code is None:
        buyer.vat_code = vat_code(rng)  # the company books the stay with its VAT number
    city, postcode, street, court = rng.choice(PLACES)
    brand = f"Hotel {rng.choice(HOTELS)}"
    legal = rng.choice(
        [f"{brand} GmbH", f"{brand} Betriebs GmbH", f"{brand.split()[1]} Hotelbetriebs GmbH & Co. KG"]
    )
    assert isinstance(doc.seller, Foreign)
    seller = doc.seller
    seller.name, seller.street, seller.city, seller.postcode = (
        legal,
        f"{street} {rng.randint(1, 90)}",
        city,
        postcode,
    )
    seller.code = None
    seller.iban, seller.bank, bic = account(rng, "DE")
    nights = rng.randint(1, 5)
    arrival = doc.issued - timedelta(days=nights)
    plan, drawn = rng.getrandbits(32), None
    for _ in range(10000):
        drawn = _postings(random.Random(plan), rng, nights, arrival)
        if drawn is not None:
            break
    assert drawn is not None, "no gross prices that come out to whole cents"
    postings, persons = drawn
    postings.sort(key=lambda posting: posting[0])  # the folio lists its postings by day
    doc.items = [item for _, item, _ in postings]
    departure = doc.issued
    doc.due = None
    doc.inconsistent = False  # the card paid what the folio totals
    doc.number = (
        str(rng.randint(100000, 999999))
        if rng.random() < 0.6
        else f"{doc.issued.year}-{rng.randint(1, 99999):06d}"
    )
    guest = rng.choice(GUESTS)
    room_no = f"{rng.randint(1, 8)}{rng.randint(0, 3)}{rng.randint(1, 9)}"
    card = rng.choice(CARDS)
    card_digits = f"{rng.randint(0, 9999):04d}"
    tax_no = f"{rng.randint(10, 99)}/{rng.randint(100, 999)}/{rng.randint(10000, 99999)}"
    hrb = f"HRB {rng.randint(10000, 199999)}"
    vat_col = rng.random() < 0.5
    to_attention = rng.random() < 0.6
    print_code = rng.random() < 0.4
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    accent = rng.choice(["#7a5c2e", "#1d3557", "#5b2333", "#2f4f4f"])
    manager = rng.choice(["Jan Hoffmann", "Petra Vogel", "M. Keller"])
    clerk = rng.choice(["Frau Schulz", "Herr Becker", "L. Neumann", "FO3", "Rezeption"])

    def a(value: Decimal) -> str:
        return amount(value, "lt-dot")

    def d(value: date) -> str:
        return value.strftime("%d.%m.%Y")

    rows = ""
    for day, item, gross in postings:
        rows += (
            f"<tr><td>{day.strftime('%d.%m.%y')}</td><td>{escape(item.name)}</td>"
            f"<td class=r>{quantity(item.quantity, 'lt-dot')}</td>"
            f"<td class=r>{a(money(gross / item.quantity))}</td>"
            + (f"<td class=r>{rate(item.vat_percent)} %</td>" if vat_col else "")
            + f"<td class=r>{a(gross)}</td></tr>"
        )
    head = "<tr><th>Datum</th><th>Beschreibung</th><th class=r>Menge</th><th class=r>Einzelpreis</th>"
    head += ("<th class=r>MwSt</th>" if vat_col else "") + "<th class=r>Betrag EUR</th></tr>"
    paid = (
        f"<tr><td></td><td>Bezahlt mit {card} xxxx xxxx xxxx {card_digits}</td><td></td><td></td>"
        + ("<td></td>" if vat_col else "")
        + f"<td class=r>{a(-doc.gross)}</td></tr>"
    )
    summary = "".join(
        f"<tr><td>MwSt {rate(r)} %</td><td class=r>{a(base)}</td><td class=r>{a(tax)}</td>"
        f"<td class=r>{a(base + tax)}</td></tr>"
        for r, (base, tax) in doc.rates().items()
    )
    summary += (
        f"<tr class=s><td>Summe</td><td class=r>{a(doc.net)}</td><td class=r>{a(doc.vat)}</td>"
        f"<td class=r>{a(doc.gross)}</td></tr>"
    )
    window = [escape(buyer.name)]
    if to_attention:
        window.append(f"z. Hd. {escape(guest)}")
    window += [escape(buyer.street), f"{buyer.postcode} {escape(buyer.city)}", "LITAUEN"]
    stay = [
        ("Zimmer", room_no),
        ("Anreise / Abreise", f"{d(arrival)} / {d(departure)}"),
        ("Gast", escape(guest)),
        ("Personen", str(persons)),
        ("Rechnungsnr.", f"<b>{doc.number}</b>"),
        ("Datum", d(doc.issued)),
        ("USt-IdNr. Kunde", str(buyer.vat_code)),
    ]
    if print_code:
        stay.append(("Firmencode", str(buyer.code)))
    stay += [("Kassierer", clerk), ("Seite", "1 von 1")]
    stay_html = '<table class="stay">' + "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in stay)
    stay_html += "</table>"
    iban = grouped(seller.iban) if rng.random() < 0.6 else seller.iban
    body = f"""<div class="brand">{escape(brand.upper())}<div class="sub">{escape(city)}</div></div>
<div class="head"><div class="win"><div class="ret">{escape(brand)} · {escape(seller.street)} ·
{seller.postcode} {escape(city)}</div>{"<br>".join(window)}</div>{stay_html}</div>
<h1>Rechnung</h1>
<table class="it">{head}{rows}
<tr class=g><td></td><td>Gesamtbetrag</td><td></td><td></td>{"<td></td>" if vat_col else ""}
<td class=r>{a(doc.gross)}</td></tr>{paid}
<tr class=o><td></td><td>Offener Betrag</td><td></td><td></td>{"<td></td>" if vat_col else ""}
<td class=r>0,00</td></tr></table>
<table class="vat"><tr><th></th><th class=r>Netto</th><th class=r>MwSt</th><th class=r>Brutto</th></tr>
{summary}</table>
<p class="thanks">Vielen Dank für Ihren Aufenthalt. Wir freuen uns auf Ihren nächsten Besuch!<br>
Leistungsdatum entspricht dem Aufenthaltszeitraum.</p>
<div class="foot"><div><b>{escape(seller.name)}</b><br>{escape(seller.street)}<br>{seller.postcode}
{escape(city)}<br>Tel. +49 {rng.randint(30, 911)} {rng.randint(100000, 9999999)}</div>
<div>Amtsgericht {escape(court)} {hrb}<br>Geschäftsführer: {manager}<br>Steuernummer: {tax_no}<br>
USt-IdNr.: {seller.vat_code}</div>
<div>{escape(seller.bank or "")}<br>IBAN: {iban}<br>BIC: {bic}</div></div>"""
    css = f"""
@page{{size:A4;margin:12mm 16mm 12mm 20mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.brand{{text-align:center;font-size:{size + 10}pt;letter-spacing:3px;color:{accent};
font-family:'Liberation Serif',serif}} .sub{{font-size:{size}pt;letter-spacing:2px}}
.head{{display:flex;justify-content:space-between;margin-top:14mm}}
.win{{width:85mm;line-height:1.4}} .ret{{font-size:{size - 2.5}pt;border-bottom:.5px solid #666;
margin-bottom:4px;color:#444}}
table.stay td{{padding:1px 4px}} table.stay td:first-child{{color:#555}}
h1{{font-size:{size + 5}pt;margin:10mm 0 4px;font-weight:normal}}
table.it{{width:100%;border-collapse:collapse}} table.it th{{text-align:left;border-bottom:1px solid #000;
padding:3px}} table.it td{{padding:2px 3px}}
table.it tr.g td{{border-top:1px solid #000;font-weight:bold}} table.it tr.o td{{border-top:.5px solid #999}}
.r{{text-align:right!important;white-space:nowrap}}
table.vat{{margin-top:10px;border-collapse:collapse}} table.vat th,table.vat td{{padding:1px 10px 1px 0}}
table.vat tr.s td{{border-top:.5px solid #000}}
.thanks{{margin-top:12px}}
.foot{{display:flex;justify-content:space-between;margin-top:18mm;border-top:1px solid {accent};
padding-top:4px;font-size:{size - 2}pt;color:#333;line-height:1.4}}
"""
    html = (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css}</style></head>'
        f"<body>{body}</body></html>"
    )
    fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "total") + (
        ("vat_percent",) if vat_col else ()
    )
    truth = doc.truth(fields)
    if not print_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
