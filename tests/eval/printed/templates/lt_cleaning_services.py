"""A Lithuanian cleaning company's monthly "PVM sąskaita faktūra" for the premises it keeps, as a small
accounting program prints it: the cleaned objects as line items (an office, a stairwell, a warehouse at
its own address), each by area ("m²" at a monthly price per m²) or by hours ("val."), on some seeds a
"Papildomos paslaugos" section below (window washing, carpet cleaning, a floor waxing), the totals with
"PVM 21 %", the sum in words and the signatures ("Sąskaitą išrašė", "Sąskaitą priėmė"). Variants: parties
beside one another with labels beside their values, above them, or boxed; a table with or without a code
column and a VAT column; the period as its own line or in the heading.

Truth: every line of both sections in page order (name, unit, quantity, net price, net amount)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import MONTHS, amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import person, rename, vat_payer
from tests.eval.printed.templates.lt_round5_common import previous_month
from tests.eval.printed.templates.lt_round8_common import page, party_block

NAMES = ["Švarūs namai", "Blizgesys", "Tvarkos meistrai", "Švaros linija", "Kristalas", "Gaivus biuras"]
OBJECTS = [
    "Biuro patalpų valymas",
    "Laiptinių ir bendrųjų patalpų valymas",
    "Sandėlio patalpų valymas",
    "Prekybos salės valymas",
    "Sanitarinių mazgų valymas ir priežiūra",
    "Gamybinių patalpų valymas",
    "Automobilių stovėjimo aikštelės priežiūra",
]
PLACES = [
    "Gedimino pr.",
    "Ukmergės g.",
    "Savanorių pr.",
    "Pramonės pr.",
    "Verslo g.",
    "Kalvarijų g.",
    "Taikos pr.",
]
EXTRAS = [
    ("Langų valymas iš abiejų pusių", "m²", (1.2, 3.5)),
    ("Kilimų ir kiliminės dangos cheminis valymas", "m²", (2.5, 6)),
    ("Grindų vaškavimas", "m²", (1.5, 4)),
    ("Valymas po remonto darbų", "val.", (14, 25)),
    ("Minkštų baldų cheminis valymas", "vnt.", (15, 45)),
    ("Higienos priemonių (popierinių rankšluosčių, muilo) tiekimas", "kompl.", (8, 40)),
]
COLORS = ["#2a7ab0", "#2d8f5a", "#444444", "#7a3e9d"]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 7 + 88)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    rename(seller, rng, NAMES)
    start, end = previous_month(doc.issued)
    doc.issued = end + timedelta(days=rng.choice([0, 1, 2, 3]))
    doc.due = doc.issued + timedelta(days=rng.choice([10, 14, 30]))
    doc.series = rng.choice(["VAL", "SV", "BL", "PVM"])
    doc.number = str(rng.randint(1, 9999)).zfill(rng.choice([4, 5]))

    objects: list[Item] = []
    for name in rng.sample(OBJECTS, rng.randint(1, 4)):
        where = f"{rng.choice(PLACES)} {rng.randint(1, 120)}, {rng.choice(['Vilnius', 'Kaunas', buyer.city])}"
        if rng.random() < 0.6:
            qty = Decimal(rng.randint(40, 1800))
            price = money(Decimal(str(rng.uniform(0.45, 2.2))))
            unit = "m²"
        else:
            qty = Decimal(rng.randint(8, 160)) / (2 if rng.random() < 0.4 else 1)
            price = money(Decimal(str(rng.uniform(9, 18))))
            unit = "val."
        objects.append(Item(f"{name}, {where}", unit, qty, price, Decimal(21)))
    extras: list[Item] = []
    if rng.random() < 0.5:
        for name, unit, (lo, hi) in rng.sample(EXTRAS, rng.randint(1, 3)):
            qty = (
                Decimal(rng.randint(1, 12))
                if unit in ("vnt.", "kompl.", "val.")
                else Decimal(rng.randint(20, 600))
            )
            extras.append(Item(name, unit, qty, money(Decimal(str(rng.uniform(lo, hi)))), Decimal(21)))
    doc.items = objects + extras

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-dots", "lt-long"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 10])
    color = rng.choice(COLORS)
    layout = rng.choice(["beside", "above", "box"])
    code_column = rng.random() < 0.4
    vat_column = rng.random() < 0.5
    period_in_head = rng.random() < 0.5
    writer = person(rng)
    phone = f"+370 6{rng.randint(10, 99)} {rng.randint(10000, 99999)}"
    role = rng.choice(
        ["direktorė", "vadybininkė"] if writer.endswith("ė") else ["direktorius", "vadybininkas"]
    )

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    month = f"{start.year} m. {MONTHS['lt'][start.month - 1]} mėn."
    head = ["Eil. Nr."]
    if code_column:
        head.append("Kodas")
    head += ["Paslaugos pavadinimas", "Mato vnt.", "Kiekis", "Kaina, EUR"]
    if vat_column:
        head.append("PVM, %")
    head.append("Suma be PVM, EUR")
    width = len(head)
    rows: list[str] = []

    def row(n: int, item: Item) -> str:
        cells = [f"<td class=c>{n}</td>"]
        if code_column:
            cells.append(f"<td class=nw>{'VAL' if item in objects else 'PP'}-{n:03d}</td>")
        cells += [
            f"<td>{escape(item.name)}</td>",
            f"<td class=c>{item.unit}</td>",
            f"<td class=r>{quantity(item.quantity, style)}</td>",
            f"<td class=r>{a(item.price)}</td>",
        ]
        if vat_column:
            cells.append("<td class=c>21</td>")
        cells.append(f"<td class=r>{a(item.subtotal)}</td>")
        return "<tr>" + "".join(cells) + "</tr>"

    if extras:
        rows.append(f'<tr class="sec"><td colspan="{width}">Valymo paslaugos pagal sutartį</td></tr>')
    rows += [row(n, item) for n, item in enumerate(objects, 1)]
    if extras:
        rows.append(f'<tr class="sec"><td colspan="{width}">Papildomos paslaugos</td></tr>')
        rows += [row(n, item) for n, item in enumerate(extras, len(objects) + 1)]
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    totals = (
        f'<table class="tot"><tr><td>Suma be PVM</td><td class=r>{a(doc.net)}</td></tr>'
        f"<tr><td>PVM 21 %</td><td class=r>{a(doc.vat)}</td></tr>"
        f'<tr class="g"><td>Iš viso su PVM, EUR</td><td class=r>{a(doc.gross)}</td></tr></table>'
    )
    number = f"Serija {doc.series} Nr. {doc.number}"
    title = "PVM SĄSKAITA FAKTŪRA"
    period_line = f"Už {month} suteiktas valymo paslaugas" if not period_in_head else ""
    head_period = f'<div class="per">Laikotarpis: {d(start)} – {d(end)}</div>' if period_in_head else ""
    seller_html = party_block("Pardavėjas", seller, layout, iban=True)
    buyer_html = party_block("Pirkėjas", buyer, layout)
    signed = start - timedelta(days=rng.randint(60, 900))
    contract = f"Sutartis Nr. {rng.choice(['VP', 'S', 'VS'])}-{rng.randint(1, 300)}, {d(signed)}"
    body = f"""<div class="hdr"><div class="logo">{escape(seller.name)}</div>
<div class="small muted">Profesionalus patalpų valymas · tel. {phone}</div></div>
<div class="title">{title}</div><div class="num">{number}</div>
<div class="dates">Išrašymo data: {d(doc.issued)} &nbsp;·&nbsp; Apmokėti iki: {d(doc.due)}</div>{head_period}
<div class="two">{seller_html}{buyer_html}</div>
<div class="small" style="margin:8px 0 4px">{contract}{". " + period_line if period_line else ""}</div>
{table}{totals}
<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>
<div class="sign"><div>Sąskaitą išrašė:<div class="line">{writer}, {role}</div></div>
<div>Sąskaitą priėmė:<div class="line">(vardas, pavardė, parašas)</div></div></div>"""
    css = f"""
.hdr{{border-bottom:1px solid {color};padding-bottom:4px;display:flex;
justify-content:space-between;align-items:baseline}}
.logo{{font-size:{size + 6}pt;font-weight:bold;color:{color}}}
.title{{text-align:center;font-size:{size + 4}pt;font-weight:bold;margin-top:14px}}
.num,.dates,.per{{text-align:center}} .num{{font-weight:bold}}
.two{{display:flex;gap:22px;margin-top:12px}} .two .party{{flex:1}}
table.items{{width:100%;border-collapse:collapse}} table.items th{{border:1px solid #666;background:#f0f0f0;
padding:3px;font-size:{size - 0.5}pt}}
table.items td{{border:1px solid #999;padding:2px 3px;vertical-align:top}}
td.nw{{white-space:nowrap}} table.items tr.sec td{{font-weight:bold;background:#fafafa}}
table.tot{{margin:6px 0 0 auto;border-collapse:collapse;min-width:36%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000}}
.words{{margin-top:8px}} .sign{{display:flex;gap:60px;margin-top:34px}} .sign>div{{flex:1}}
.sign .line{{border-top:1px solid #000;margin-top:26px;padding-top:2px;font-size:{size - 1}pt}}
"""
    html = page(css, body, font=font, size=size, color=color)
    fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
    fields += ("vat_percent",) if vat_column else ()
    truth = doc.truth(fields)
    return Printed(html, truth)
