"""A Lithuanian wholesaler's monthly summary "PVM sąskaita faktūra": instead of goods it lists the
delivery notes of the month it covers, "Važtaraščio Nr. | Data | Suma be PVM, EUR" (3–10 notes such as
"VZ-004512"), with the remark "Prekės pristatytos pagal aukščiau nurodytus važtaraščius." under the
table, then the totals with "PVM 21 %".

Truth: one line per delivery note, its number as printed as the name and its net amount as the line's
net amount (the note's date is not a line field)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import MONTHS
from tests.eval.printed.templates.lt_round4_common import rename, vat_payer
from tests.eval.printed.templates.lt_round5_common import previous_month
from tests.eval.printed.templates.lt_round14_common import invoice, style, totals

NAMES = [
    "Prekių centras",
    "Baltijos didmena",
    "Sandėlis LT",
    "Maisto tiekimas",
    "Ūkio prekės",
    "Rytų prekyba",
]
PREFIXES = ["VZ", "VZ", "VAZ", "DN", "VŽ"]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 13 + 1402)
    assert doc.buyer is not None
    vat_payer(doc.seller, rng)
    rename(doc.seller, rng, NAMES)
    start, end = previous_month(doc.issued)
    doc.issued = end + timedelta(days=rng.choice([0, 1, 2]))
    doc.due = doc.issued + timedelta(days=rng.choice([14, 30, 45]))
    doc.series = rng.choice(["DM", "SF", "PVM", "BD"])
    doc.number = str(rng.randint(1, 99999)).zfill(rng.choice([5, 6]))

    count = rng.randint(3, 10)
    days = sorted(rng.sample(range(end.day), count))
    prefix = rng.choice(PREFIXES)
    width = rng.choice([6, 7])
    number = rng.randint(1000, 90000)
    notes: list[tuple[str, date]] = []
    doc.items = []
    for day_index in days:
        number += rng.randint(3, 140)  # the wholesaler writes notes for other buyers in between
        name = f"{prefix}-{str(number).zfill(width)}"
        doc.items.append(Item(name, "", Decimal(1), money(Decimal(str(rng.uniform(80, 4200)))), Decimal(21)))
        notes.append((name, start + timedelta(days=day_index)))
    s = style(rng)
    count_column = rng.random() < 0.4

    rows = []
    for n, (item, (_, when)) in enumerate(zip(doc.items, notes, strict=True), 1):
        lead = f"<td class=c>{n}</td>" if count_column else ""
        rows.append(
            f"<tr>{lead}<td>{escape(item.name)}</td><td class=c>{s.d(when)}</td>"
            f"<td class=r>{s.a(item.subtotal)}</td></tr>"
        )
    head = ('<th style="width:9%">Eil. Nr.</th>' if count_column else "") + (
        '<th style="width:30%">Važtaraščio Nr.</th><th style="width:26%">Data</th><th>Suma be PVM, EUR</th>'
    )
    span = 3 if count_column else 2
    table = (
        f'<table class="items"><tr>{head}</tr>{"".join(rows)}'
        f'<tr class="sum"><td colspan="{span}">Iš viso pagal važtaraščius</td>'
        f"<td class=r>{s.a(doc.net)}</td></tr></table>"
        if rng.random() < 0.5
        else f'<table class="items"><tr>{head}</tr>{"".join(rows)}</table>'
    )
    remark = '<div class="remark">Prekės pristatytos pagal aukščiau nurodytus važtaraščius.</div>'
    month = f"{start.year} m. {MONTHS['lt'][start.month - 1]} mėn."
    note = f"Suvestinė sąskaita už {month} pristatytas prekes."
    css = """
table.items tr.sum td{font-weight:bold;background:#fafafa}
.remark{margin-top:5px;font-style:italic}
"""
    html = invoice(
        doc, s, rng, tagline="Didmeninė prekyba", middle=table + remark + totals(doc, s), css=css, note=note
    )
    return Printed(html, doc.truth(("prekes_pavadinimas", "subtotal")))
