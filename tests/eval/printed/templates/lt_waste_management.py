"""A Lithuanian waste management company's monthly "PVM sąskaita faktūra" to a business client, as its
billing system prints it: the service period, the client's number and contract, the buyer with its legal
address and, apart from it, the "Objekto adresas" where the containers stand; a table of "Paslauga",
"Atliekų kodas" (the European List of Waste codes: "20 03 01" mixed municipal waste, "15 01 01" paper
packaging, …), "Konteinerio tūris" ("1,1 m³"), "Išvežimų sk.", "Kaina", "Suma"; on some seeds a line
charged by weight in tonnes ("0,845 t" at a price per tonne) and a container rent line; VAT at 21 %, the
sum in words, the payment details.

Truth: the buyer's address is its legal address (the object's is where the service is done); the lines
are the services (name, quantity — the number of emptyings, the tonnes or the containers rented — net
price, net amount); the waste code and the container's volume are in columns of their own, not in the
name."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import STREETS, Party, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import eur_words
from tests.eval.printed.templates.lt_round4_common import rename, vat_payer
from tests.eval.printed.templates.lt_round5_common import previous_month

NAMES = ["Švari aplinka", "Ekoservisas", "Atliekų tvarkymo centras", "Žalias taškas", "Eko paslaugos"]
# (service, waste code, container volumes, price per emptying range)
EMPTYINGS = [
    ("Mišrių komunalinių atliekų surinkimas ir išvežimas", "20 03 01", ("0,24", "0,77", "1,1", "5"), (4, 28)),
    ("Popieriaus ir kartono pakuočių atliekų išvežimas", "15 01 01", ("0,24", "1,1", "2,5"), (2, 15)),
    ("Plastikinių pakuočių atliekų išvežimas", "15 01 02", ("0,24", "1,1"), (2, 12)),
    ("Stiklo pakuočių atliekų išvežimas", "15 01 07", ("0,24", "1,5"), (3, 14)),
    ("Biologiškai skaidžių virtuvės atliekų išvežimas", "20 01 08", ("0,14", "0,24"), (4, 12)),
    ("Žaliųjų atliekų išvežimas", "20 02 01", ("0,24", "1,1"), (3, 10)),
]
# charged by the tonne: a skip of building or bulky waste weighed at the plant
BY_WEIGHT = [
    ("Mišrių statybinių atliekų sutvarkymas", "17 09 04", (70, 130)),
    ("Didžiųjų atliekų sutvarkymas", "20 03 07", (90, 160)),
    ("Medienos atliekų sutvarkymas", "17 02 01", (40, 80)),
]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 19 + 41)
    seller, buyer = doc.seller, doc.buyer
    assert isinstance(seller, Party) and isinstance(buyer, Party)
    vat_payer(seller, rng)
    rename(seller, rng, NAMES)
    seller.name = "UAB " + seller.name.split(" ", 1)[1]  # a waste carrier is a company
    start, end = previous_month(doc.issued)
    doc.issued = end + timedelta(days=rng.randint(0, 4))
    doc.due = doc.issued + timedelta(days=rng.choice([14, 20, 30]))
    doc.series = rng.choice(["ATL", "ST", "EKO", "KA"])
    doc.number = str(rng.randint(10000, 999999))
    client = str(rng.randint(100000, 999999))
    signed = date(rng.randint(2015, 2025), rng.randint(1, 12), rng.randint(1, 28))
    contract = f"{rng.choice(['S', 'AS', 'KS'])}-{rng.randint(100, 9999)}"
    # where the containers stand: a shop, a warehouse or a site of the client, not its registered office
    street = rng.choice([s for s in STREETS if not buyer.street.startswith(s)])
    site = f"{street} {rng.randint(1, 150)}, {rng.choice([buyer.city, 'Vilnius', 'Kaunas'])}"

    rows: list[tuple[Item, str, str, str]] = []  # item, code cell, volume cell, quantity cell
    volumes: list[str] = []
    for name, code, sizes, (lo, hi) in rng.sample(EMPTYINGS, rng.randint(1, 4)):
        volume = rng.choice(sizes)
        volumes.append(volume)
        count = Decimal(rng.choice([1, 2, 4, 4, 5, 8, 9, 13]))
        item = Item(name, "kart.", count, money(Decimal(str(rng.uniform(lo, hi)))), Decimal(21))
        rows.append((item, code, f"{volume} m³", quantity(count)))
    if rng.random() < 0.45:
        name, code, (lo, hi) = rng.choice(BY_WEIGHT)
        tonnes = Decimal(rng.randint(120, 4200)) / 1000
        item = Item(name, "t", tonnes, money(Decimal(rng.randint(lo, hi))), Decimal(21))
        rows.append((item, code, "–", f"{amount(tonnes, 'lt', 3)} t"))
    if rng.random() < 0.5:
        volume = rng.choice(volumes)
        count = Decimal(rng.choice([1, 1, 2, 3]))
        item = Item("Konteinerio nuoma", "vnt.", count, money(Decimal(str(rng.uniform(2, 9)))), Decimal(21))
        # the containers rented, in the emptyings' column: "2 vnt." says it is not a count of emptyings
        rows.append((item, "–", f"{volume} m³", f"{quantity(count)} vnt."))
    doc.items = [item for item, *_ in rows]

    style = rng.choice(["lt", "lt-plain"])
    date_style = rng.choice(["iso", "lt-dots"])
    font = rng.choice(["Arial, 'Liberation Sans'", "'Open Sans'", "Roboto", "'DejaVu Sans'"])
    size = rng.choice([8, 8.5, 9])
    color = rng.choice(["#2e7d32", "#1b5e20", "#00695c", "#33691e"])
    number_column = rng.random() < 0.5

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    head = (["Nr."] if number_column else []) + [
        "Paslauga",
        "Atliekų kodas",
        "Konteinerio tūris",
        "Išvežimų sk.",
        "Kaina, EUR",
        "Suma, EUR",
    ]
    body_rows = []
    for n, (item, code, volume, qty) in enumerate(rows, 1):
        cells = [f"<td class=c>{n}</td>"] if number_column else []
        cells += [
            f"<td>{escape(item.name)}</td>",
            f"<td class=c nw>{code}</td>",
            f"<td class=c>{volume}</td>",
            f"<td class=c>{qty}</td>",
            f"<td class=r>{a(item.price)}</td>",
            f"<td class=r>{a(item.subtotal)}</td>",
        ]
        body_rows.append("<tr>" + "".join(cells) + "</tr>")
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th>{h}</th>" for h in head)
        + "</tr>"
        + "".join(body_rows)
        + "</table>"
    )
    totals = (
        f'<table class="tot"><tr><td>Suma be PVM</td><td class=r>{a(doc.net)}</td></tr>'
        f"<tr><td>PVM 21 %</td><td class=r>{a(doc.vat)}</td></tr>"
        f'<tr class="g"><td>Mokėtina suma, EUR</td><td class=r>{a(doc.gross)}</td></tr></table>'
    )
    buyer_vat = f"<div>PVM mokėtojo kodas: {buyer.vat_code}</div>" if buyer.vat_code else ""
    body = f"""<div class="hdr"><div><div class="logo">{escape(seller.name)}</div>
<div class="small">Įmonės kodas {seller.code} · PVM mokėtojo kodas {seller.vat_code}</div>
<div class="small">{escape(seller.address)}</div></div>
<div class="small r">Klientų aptarnavimas<br>+370 700 {rng.randint(10000, 99999)}</div></div>
<div class="title">PVM SĄSKAITA FAKTŪRA</div>
<div class="sub">Serija {doc.series} Nr. {doc.number}</div>
<div class="grid"><div class="box"><div class="lbl">Pirkėjas</div><div class="nm">{escape(buyer.name)}</div>
<div>Įmonės kodas: {buyer.code}</div>{buyer_vat}<div>Adresas: {escape(buyer.address)}</div>
<div class="obj">Objekto adresas: {escape(site)}</div></div>
<div class="box"><table class="meta">
<tr><td>Sąskaitos data</td><td>{d(doc.issued)}</td></tr>
<tr><td>Paslaugų laikotarpis</td><td>{d(start)} – {d(end)}</td></tr>
<tr><td>Kliento Nr.</td><td>{client}</td></tr>
<tr><td>Sutartis</td><td>Nr. {contract}, {d(signed)}</td></tr>
<tr><td>Apmokėti iki</td><td><b>{d(doc.due)}</b></td></tr></table></div></div>
{table}{totals}
<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>
<div class="pay">Mokėjimo gavėjas: {escape(seller.name)}, A. s. {seller.iban}, {escape(seller.bank or "")}.
Mokėjimo paskirtyje nurodykite kliento Nr. {client}.</div>
<div class="small" style="margin-top:10px">Sąskaita parengta elektroniniu būdu ir galioja be parašo.</div>"""
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 14mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.hdr{{display:flex;justify-content:space-between;border-bottom:2px solid {color};padding-bottom:5px}}
.logo{{font-size:{size + 7}pt;font-weight:bold;color:{color}}} .small{{font-size:{size - 0.5}pt}}
.title{{text-align:center;font-size:{size + 5}pt;font-weight:bold;margin-top:12px}}
.sub{{text-align:center;font-weight:bold;margin-bottom:10px}}
.grid{{display:flex;gap:14px}} .box{{flex:1;border:1px solid #bbb;padding:6px 8px;line-height:1.4}}
.lbl{{color:{color};font-weight:bold;text-transform:uppercase;font-size:{size - 0.5}pt}}
.nm{{font-weight:bold}}
.obj{{margin-top:3px;border-top:1px dotted #999;padding-top:3px}}
table.meta td{{padding:0 8px 0 0}} table.meta td:first-child{{color:#555}}
table.items{{width:100%;border-collapse:collapse;margin-top:12px}}
table.items th{{background:#e8f1e8;border:1px solid #9a9;padding:3px;font-size:{size - 0.5}pt}}
table.items td{{border:1px solid #bbb;padding:2px 4px;vertical-align:top}}
.r{{text-align:right;white-space:nowrap}} .c{{text-align:center}} td[nw]{{white-space:nowrap}}
table.tot{{margin:6px 0 0 auto;border-collapse:collapse}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000}}
.words{{margin-top:8px}} .pay{{margin-top:8px}}
</style></head><body>{body}</body></html>"""
    truth = doc.truth(("prekes_pavadinimas", "quantity", "price", "subtotal"))
    return Printed(html, truth)
