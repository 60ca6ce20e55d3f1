"""A Lithuanian courier company's monthly "PVM sąskaita faktūra" to a business customer, as a courier's
billing system prints it: the courier's name set large in its brand colour, "Serija KUR Nr. 0012345",
the billing period ("Laikotarpis: 2026-10-01 – 2026-10-31"), the customer's contract number, then one row
per shipment sent that month (date, "Siuntos Nr." like "LT1234567890", the recipient's city, weight in kg,
the service "Standartinis" or "Skubus", the price without VAT), a "Kuro priedas 8 %" row on the
shipments' sum, and the totals with "PVM 21 %". A long month (up to 14 shipments, some seeds with the
recipient's name and street under the city and a larger font) runs onto a second page, and the table
head is repeated there (a <thead>, as the browser repeats it where a table breaks).

Truth: each shipment is a line named by its service ("Standartinis" / "Skubus") with the shipment number
as its code and its price as the net amount; the fuel surcharge is the last line ("Kuro priedas 8 %")."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import STREETS, Party, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import person, vat_payer
from tests.eval.printed.templates.lt_round5_common import previous_month

NAMES = ["Greita siunta", "Kurjerių tinklas", "Siuntų ekspresas", "Baltijos kurjeris", "Žaibo pristatymas"]
CITIES = [
    "Vilnius", "Kaunas", "Klaipėda", "Šiauliai", "Panevėžys", "Alytus", "Marijampolė", "Utena",
    "Mažeikiai", "Jonava", "Kėdainiai", "Telšiai", "Tauragė", "Ukmergė", "Visaginas", "Plungė",
    "Kretinga", "Palanga", "Radviliškis", "Druskininkai", "Biržai", "Rokiškis",
]  # fmt: skip
RECIPIENTS = [
    "UAB „Techno prekyba“", "MB „Rankų darbas“", "Ona Kazlauskienė", "UAB „Biuro centras“",
    "IĮ „Meistro dirbtuvės“", "Tomas Urbonas", "UAB „Elektros detalės“", "AB „Pieno centras“",
    "Vaistinė „Sveikata“", "UAB „Auto dalys LT“", "Laura Navickienė", "VšĮ „Kultūros namai“",
]  # fmt: skip
COLORS = ["#d4001a", "#ff6a00", "#0060a8", "#6b2c91", "#008a5e"]
FUEL = Decimal(8)


def _price(service: str, weight: Decimal, rng: random.Random) -> Decimal:
    """The courier's tariff: a base price per service and a price per kg, with a contract discount."""
    base, per_kg = (
        (Decimal("3.20"), Decimal("0.14"))
        if service == "Standartinis"
        else (Decimal("6.40"), Decimal("0.22"))
    )
    discount = Decimal(rng.choice([100, 100, 95, 90])) / 100
    return money((base + per_kg * weight) * discount)


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 13 + 41)
    seller, buyer = doc.seller, doc.buyer
    assert isinstance(seller, Party) and isinstance(buyer, Party)
    vat_payer(seller, rng)
    seller.name = f"UAB „{rng.choice(NAMES)}“"  # couriers are companies
    start, end = previous_month(doc.issued)
    doc.issued = end + timedelta(days=rng.choice([1, 1, 2, 3, 5]))
    doc.due = doc.issued + timedelta(days=rng.choice([10, 14, 15, 30]))
    doc.series = rng.choice(["KUR", "KUR", "KS", "EXP"])
    doc.number = str(rng.randint(1, 999999)).zfill(7)

    count = rng.randint(3, 14)
    days = sorted(start + timedelta(days=rng.randint(0, (end - start).days)) for _ in range(count))
    shipments: list[tuple[date, str, str, Decimal, Item]] = []
    for when in days:
        service = "Skubus" if rng.random() < 0.3 else "Standartinis"
        weight = Decimal(rng.randint(1, 300)) / 10 if rng.random() < 0.8 else Decimal(rng.randint(30, 60))
        number = "LT" + "".join(rng.choice("0123456789") for _ in range(10))
        item = Item(service, "vnt.", Decimal(1), _price(service, weight, rng), Decimal(21), code=number)
        shipments.append((when, rng.choice(CITIES), rng.choice(RECIPIENTS), weight, item))
    sent = sum((s[4].subtotal for s in shipments), Decimal(0))
    fuel = Item(f"Kuro priedas {FUEL} %", "", Decimal(1), money(sent * FUEL / 100), Decimal(21))
    doc.items = [s[4] for s in shipments] + [fuel]

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5, 10, 11])
    color = rng.choice(COLORS)
    recipients = rng.random() < 0.5
    words = rng.random() < 0.6
    contract = f"{rng.choice(['KS', 'SUT', 'K'])}-{rng.randint(2019, 2026)}/{rng.randint(1, 999):03d}"
    client = f"{rng.randint(100000, 999999)}"
    manager = person(rng)
    role = "vadybininkė" if manager.endswith("ė") else "vadybininkas"

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    rows = []
    for n, (when, city, recipient, weight, item) in enumerate(shipments, 1):
        where = f"{escape(recipient)}<br>{rng.choice(STREETS)} {rng.randint(1, 99)}" if recipients else ""
        place = escape(city) + (f'<div class="rcp">{where}</div>' if recipients else "")
        rows.append(
            f"<tr><td class=c>{n}</td><td class=nw>{d(when)}</td><td class=nw>{item.code}</td>"
            f"<td>{place}</td><td class=r>{amount(weight, style, 1)}</td><td>{item.name}</td>"
            f"<td class=r>{a(item.subtotal)}</td></tr>"
        )
    rows.append(
        f'<tr class="fuel"><td></td><td colspan="5">{fuel.name} (nuo siuntų sumos {a(sent)} EUR)</td>'
        f"<td class=r>{a(fuel.subtotal)}</td></tr>"
    )
    table = (
        '<table class="items"><thead><tr><th>Nr.</th><th>Data</th><th>Siuntos Nr.</th>'
        "<th>Gavėjo miestas</th><th>Svoris, kg</th><th>Paslauga</th><th>Kaina be PVM, EUR</th></tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
    )
    totals = (
        f'<table class="tot"><tr><td>Suma be PVM:</td><td class=r>{a(doc.net)}</td></tr>'
        f"<tr><td>PVM 21 %:</td><td class=r>{a(doc.vat)}</td></tr>"
        f'<tr class="g"><td>Iš viso mokėti, EUR:</td><td class=r>{a(doc.gross)}</td></tr></table>'
    )

    def side(title: str, p: Party, bank: bool) -> str:
        lines = [f"Įmonės kodas: {p.code}"]
        if p.vat_code:
            lines.append(f"PVM mokėtojo kodas: {p.vat_code}")
        lines.append(escape(p.address))
        if bank and p.iban:
            lines.append(f"A. s. {p.iban}, {escape(p.bank or '')}")
        body = "".join(f"<div>{x}</div>" for x in lines)
        head = f'<div class="lab">{title}</div><div class="nm">{escape(p.name)}</div>'
        return f'<div class="side">{head}{body}</div>'

    brand = seller.name.split("„", 1)[-1].rstrip("“")
    words_html = f'<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>' if words else ""
    body = f"""<div class="hdr"><div><span class="logo">{escape(brand)}</span>
<div class="tag">Kurjerių paslaugos visoje Lietuvoje</div></div>
<div class="meta"><div class="title">PVM SĄSKAITA FAKTŪRA</div>
<div class="num">Serija {doc.series} Nr. {doc.number}</div>
<div>Išrašymo data: {d(doc.issued)}</div><div>Apmokėti iki: <b>{d(doc.due)}</b></div></div></div>
<div class="parties">{side("Pardavėjas", seller, True)}{side("Pirkėjas", buyer, False)}</div>
<div class="info">Laikotarpis: <b>{d(start)} – {d(end)}</b> &nbsp;·&nbsp; Sutartis Nr. {contract}
&nbsp;·&nbsp; Kliento Nr. {client} &nbsp;·&nbsp; Siuntų skaičius: {count}</div>
{table}{totals}{words_html}
<div class="end"><div class="note">Mokėdami nurodykite sąskaitos numerį.
Klausimus dėl sąskaitos teikite savo vadybininkui
({escape(manager)}) per 5 darbo dienas nuo sąskaitos gavimo.</div>
<div class="sign">Sąskaitą išrašė: {escape(manager)}, klientų aptarnavimo {role}</div></div>"""
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 13mm 14mm 14mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.hdr{{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid {color};
padding-bottom:6px}}
.logo{{font-size:{size + 12}pt;font-weight:900;color:{color};font-style:italic;letter-spacing:-0.5px}}
.tag{{font-size:{size - 1}pt;color:#666}}
.meta{{text-align:right}} .title{{font-size:{size + 3}pt;font-weight:bold}} .num{{font-weight:bold}}
.parties{{display:flex;gap:24px;margin-top:10px;line-height:1.35}} .side{{flex:1}}
.lab{{font-size:{size - 1.5}pt;color:{color};text-transform:uppercase;font-weight:bold}}
.nm{{font-weight:bold}}
.info{{margin:10px 0 6px;padding:4px 6px;background:#f3f3f3}}
table.items{{width:100%;border-collapse:collapse}}
table.items thead{{display:table-header-group}}
table.items th{{background:{color};color:#fff;padding:3px 4px;font-size:{size - 0.5}pt;text-align:left}}
table.items td{{border-bottom:1px solid #ccc;padding:3px 4px;vertical-align:top}}
table.items tr{{page-break-inside:avoid}}
table.items tr.fuel td{{font-style:italic;border-top:1px solid #888}}
.rcp{{font-size:{size - 1.5}pt;color:#555}}
.r{{text-align:right!important;white-space:nowrap}} .c{{text-align:center}} .nw{{white-space:nowrap}}
table.tot{{margin:8px 0 0 auto;border-collapse:collapse;min-width:36%;page-break-inside:avoid}}
table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:2px solid {color};font-size:{size + 1}pt}}
.words{{margin-top:8px}} .note{{margin-top:12px;font-size:{size - 1}pt;color:#444}}
.sign{{margin-top:20px}} .end{{page-break-inside:avoid}}
</style></head><body>{body}</body></html>"""
    truth = doc.truth(("prekes_pavadinimas", "prekes_kodas", "subtotal"))
    return Printed(html, truth)
