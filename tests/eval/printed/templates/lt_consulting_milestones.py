"""A Lithuanian consultancy's "PVM sąskaita faktūra" for a project's stages, as a small accounting
program prints it: a table of only "Eil. Nr. | Paslaugos aprašymas | Suma, EUR" (no quantity or price,
consultancies bill a stage as one sum), two to five service lines, the totals with "PVM 21 %", and a
small "Mokėjimo grafikas" table (payment date, amount) splitting the gross total into two or three
instalments, printed above or below the totals.

Truth: each service line's description and net amount; the due date is the first instalment's date,
which the header prints as "Apmokėti iki"."""

from __future__ import annotations

import random
from datetime import timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.templates.lt_round4_common import rename, vat_payer
from tests.eval.printed.templates.lt_round14_common import invoice, style, totals

NAMES = ["Strategos", "Verslo kryptis", "Konsultus", "Vadybos sprendimai", "Auditus", "Pažangos centras"]
SERVICES = [
    "Esamos verslo procesų būklės analizė ir ataskaita",
    "Strateginio plano 2026–2028 m. parengimas (I etapas)",
    "Strateginio plano 2026–2028 m. parengimas (II etapas)",
    "Vadovų komandos seminaras „Pokyčių valdymas“",
    "Rinkos tyrimo ir konkurentų analizės ataskaita",
    "ES investicijų projekto paraiškos rengimas",
    "Viešųjų pirkimų dokumentų parengimas ir konsultavimas",
    "Kokybės vadybos sistemos (ISO 9001) diegimo konsultacijos",
    "Finansinio modelio sudarymas ir jautrumo analizė",
    "Darbuotojų kompetencijų vertinimas ir rekomendacijos",
    "Projekto valdymo paslaugos pagal sutarties 2 priedą",
]
SHARES = [[50, 50], [30, 70], [40, 60], [30, 40, 30], [50, 25, 25], [20, 40, 40]]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 11 + 1401)
    assert doc.buyer is not None
    vat_payer(doc.seller, rng)
    rename(doc.seller, rng, NAMES)
    doc.series = rng.choice(["KONS", "SK", "VS", "PVM"])
    doc.number = str(rng.randint(1, 999)).zfill(rng.choice([3, 4]))
    doc.items = [
        Item(
            name, "", Decimal(1), money(Decimal(rng.randint(400, 9000) * 5) / rng.choice([1, 4])), Decimal(21)
        )
        for name in rng.sample(SERVICES, rng.randint(2, 5))
    ]
    s = style(rng)
    # the instalments split the gross total; the last takes what rounding leaves
    shares = rng.choice(SHARES)
    parts = [money(doc.gross * share / 100) for share in shares[:-1]]
    parts.append(doc.gross - sum(parts, Decimal(0)))
    first = doc.issued + timedelta(days=rng.choice([7, 10, 14]))
    step = rng.choice([30, 45, 60])
    dates = [first + timedelta(days=step * i) for i in range(len(parts))]
    doc.due = first

    rows = "".join(
        f"<tr><td class=c>{n}</td><td>{escape(item.name)}</td><td class=r>{s.a(item.subtotal)}</td></tr>"
        for n, item in enumerate(doc.items, 1)
    )
    table = (
        '<table class="items"><tr><th style="width:8%">Eil. Nr.</th><th>Paslaugos aprašymas</th>'
        f'<th style="width:18%">Suma, EUR</th></tr>{rows}</table>'
    )
    schedule_rows = "".join(
        f"<tr><td>{s.d(when)}</td><td class=r>{s.a(part)}</td></tr>"
        for when, part in zip(dates, parts, strict=True)
    )
    schedule = (
        '<div class="sched"><div class="stitle">Mokėjimo grafikas</div><table>'
        f"<tr><th>Mokėjimo data</th><th>Suma, EUR</th></tr>{schedule_rows}</table></div>"
    )
    middle = table + (totals(doc, s) + schedule if rng.random() < 0.6 else schedule + totals(doc, s))
    contract = f"Pagal paslaugų sutartį Nr. {rng.choice(['KS', 'PS', 'S'])}-{rng.randint(10, 240)}"
    note = contract + (f" ir {rng.randint(1, 3)} priedą" if rng.random() < 0.4 else "") + "."
    css = f"""
.sched{{margin-top:10px;width:46%}} .sched .stitle{{font-weight:bold;color:{s.color};margin-bottom:2px}}
.sched table{{border-collapse:collapse;width:100%}}
.sched th,.sched td{{border:1px solid #aaa;padding:2px 5px;font-size:{s.size - 0.5}pt}}
.sched th{{background:#f5f5f5;text-align:left}}
"""
    html = invoice(doc, s, rng, tagline="Verslo konsultacijos", middle=middle, css=css, note=note)
    return Printed(html, doc.truth(("prekes_pavadinimas", "subtotal")))
