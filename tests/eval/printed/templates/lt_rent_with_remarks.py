"""A Lithuanian landlord company's monthly rent "PVM sąskaita faktūra", as its accounting program prints
it: a table "Nr. | Paslauga | Laikotarpis | Kiekis | Kaina | Suma" with two to four lines (premises
rent by m², parking places, compensation of utilities), where some lines are followed by a remark row
inside the table, in smaller italic text spanning the columns, that carries figures and an amount of its
own (meter readings and a tariff, the contract's area and price) but is not an item; then the totals
with "PVM 21 %".

Truth: the item lines only (name, quantity, net price, net amount), never the remark rows."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import MONTHS, amount, quantity
from tests.eval.printed.templates.lt_round4_common import rename, vat_payer
from tests.eval.printed.templates.lt_round5_common import previous_month
from tests.eval.printed.templates.lt_round14_common import invoice, style, totals

NAMES = [
    "Verslo erdvės",
    "Nuomos namai",
    "Biurų centras",
    "Miesto turtas",
    "Pramonės parkas",
    "Senamiesčio NT",
]
PLACES = ["Konstitucijos pr. 7", "Savanorių pr. 178", "Laisvės al. 60", "J. Jasinskio g. 16", "Taikos pr. 88"]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 17 + 1403)
    assert doc.buyer is not None
    vat_payer(doc.seller, rng)
    rename(doc.seller, rng, NAMES)
    doc.issued = doc.issued.replace(day=rng.choice([1, 1, 2, 3]))
    doc.due = doc.issued + timedelta(days=rng.choice([10, 14, 15]))
    doc.series = rng.choice(["NU", "NM", "PVM", "BC"])
    doc.number = str(rng.randint(1, 9999)).zfill(rng.choice([4, 5]))
    s = style(rng)
    # rent is billed for the month it is issued in, utilities for the month before (by meter reading)
    month_start = doc.issued.replace(day=1)
    month_end = (month_start + timedelta(days=32)).replace(day=1) - timedelta(days=1)
    prev_start, prev_end = previous_month(doc.issued)
    place = rng.choice(PLACES)

    def term(start: date, end: date) -> str:
        # with long dates a program prints the month by name, else the first and the last day
        if s.dates == "lt-long":
            return f"{start.year} m. {MONTHS['lt'][start.month - 1]} mėn."
        return f"{s.d(start)}&nbsp;–<br>{s.d(end)}"

    lines: list[tuple[Item, str, str | None]] = []

    area = Decimal(rng.randint(180, 4500)) / 10
    rent = Item(f"Patalpų nuoma, {place}", "m²", area, money(Decimal(str(rng.uniform(6, 16)))), Decimal(21))
    contract = f"Sutartis Nr. NS-{rng.randint(10, 300)}"
    rent_remark = (
        f"{contract}; nuomojamas plotas {quantity(area, s.amounts)} m², "
        f"kaina {s.a(rent.price)} EUR/m² be PVM, mėnesio suma {s.a(rent.subtotal)} EUR"
        if rng.random() < 0.5
        else None
    )
    lines.append((rent, term(month_start, month_end), rent_remark))
    if rng.random() < 0.7:
        places = rng.randint(1, 4)
        parking = Item(
            "Automobilio stovėjimo vieta",
            "vnt.",
            Decimal(places),
            money(Decimal(rng.randint(25, 90))),
            Decimal(21),
        )
        numbers = sorted(rng.sample(range(1, 120), places))
        remark = (
            f"Vietos Nr. {', '.join(str(n) for n in numbers)} požeminėje aikštelėje"
            if rng.random() < 0.5
            else None
        )
        lines.append((parking, term(month_start, month_end), remark))
    for kind, unit_name, low, high, tariff_range in rng.sample(
        [
            ("Elektros energija", "kWh", 800, 30000, (0.16, 0.26)),
            ("Šaltas vanduo ir nuotekos", "m³", 5, 300, (2.1, 3.6)),
            ("Šildymas", "MWh", 10, 900, (70.0, 110.0)),
        ],
        rng.randint(1, 2),
    ):
        start_reading = rng.randint(low * 3, low * 40)
        used = rng.randint(low, high) // (10 if unit_name == "MWh" else 1)
        used_q = Decimal(used) / (10 if unit_name == "MWh" else 1)
        tariff = Decimal(str(rng.uniform(*tariff_range))).quantize(Decimal("0.0001"))
        cost = money(used_q * tariff)
        item = Item(f"Komunalinių paslaugų kompensacija ({kind.lower()})", "", Decimal(1), cost, Decimal(21))
        # a heat meter shows tenths of a MWh, the others whole units
        places = 1 if unit_name == "MWh" else 0

        def meter(value: Decimal, places: int = places) -> str:
            return amount(value, s.amounts, places)

        first = Decimal(start_reading) / (10 if unit_name == "MWh" else 1)
        reading = (
            f"Skaitiklio rodmenys: {meter(first)}–{meter(first + used_q)}"
            f" {unit_name} ({meter(used_q)} {unit_name}),"
            f" tarifas {amount(tariff, s.amounts, 4)} EUR/{unit_name}, suma {s.a(cost)} EUR"
        )
        lines.append((item, term(prev_start, prev_end), reading))
    if not any(remark for _, _, remark in lines):
        item, period, _ = lines[0]
        lines[0] = (item, period, f"{contract}; kaina {s.a(item.price)} EUR/m² be PVM")
    doc.items = [item for item, _, _ in lines]

    rows = []
    for n, (item, period, remark) in enumerate(lines, 1):
        unit = f" {item.unit}" if item.unit and rng.random() < 0.6 else ""
        rows.append(
            f"<tr><td class=c>{n}</td><td>{escape(item.name)}</td><td class=c>{period}</td>"
            f"<td class=r>{quantity(item.quantity, s.amounts)}{unit}</td><td class=r>{s.a(item.price)}</td>"
            f"<td class=r>{s.a(item.subtotal)}</td></tr>"
        )
        if remark:
            rows.append(f'<tr class="rem"><td></td><td colspan="5">{escape(remark)}</td></tr>')
    table = (
        '<table class="items"><tr><th>Nr.</th><th>Paslauga</th><th>Laikotarpis</th><th>Kiekis</th>'
        f"<th>Kaina, EUR</th><th>Suma, EUR</th></tr>{''.join(rows)}</table>"
    )
    css = f"""
table.items tr.rem td{{font-style:italic;font-size:{s.size - 1.5}pt;color:#444;border-top:none}}
table.items td{{font-size:{s.size}pt}}
"""
    note = f"Nuomos sutartis {contract.split(' ', 1)[1]}, objektas: {place}."
    html = invoice(
        doc, s, rng, tagline="Komercinių patalpų nuoma", middle=table + totals(doc, s), css=css, note=note
    )
    return Printed(html, doc.truth(("prekes_pavadinimas", "quantity", "price", "subtotal")))
