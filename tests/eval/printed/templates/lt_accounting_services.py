"""A Lithuanian bookkeeping firm's monthly "PVM sąskaita faktūra" to a client company, as a Rivilė-like
accounting program prints it: the title with "Serija BA Nr. 001234" and the date, the parties in a grid
with a "Pardavėjas" and a "Pirkėjas" column, a table "Eil. Nr. | Pavadinimas | Mato vnt. | Kiekis |
Kaina | Suma" with one to four service lines (the month's bookkeeping fee for "2026 m. spalio mėn.",
payroll per employee, the VAT return or the SAF-T files, an annual return, extra hours of advice), "Suma
be PVM", "PVM 21 %", "Suma su PVM", the sum in Lithuanian words, "Apmokėti iki" and the signature lines
"Sąskaitą išrašė" / "Sąskaitą priėmė".

Three variants: the grid with the row labels at the left and both parties' values side by side; two
bordered boxes side by side, each with its own labels; and a letterhead page (the firm's name and
contacts in a band at the top, the number and dates at the right, the grid below). The table's price
and sum headers say "be PVM" on some seeds; some print an article code column, and the due date sits
under the title or under the totals.

Truth: lines in page order with name, unit, quantity, net unit price and net amount (and the code where
the table has one)."""

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
from tests.eval.printed.templates.lt_round4_common import domain, phone, rename, vat_payer
from tests.eval.printed.templates.lt_round5_common import previous_month
from tests.eval.printed.templates.lt_round7_common import (
    LABELS,
    SIG_CSS,
    company,
    number_text,
    party_rows,
    signatures,
)

NAMES = [
    "Apskaitos sprendimai",
    "Balanso taškas",
    "Debetas ir kreditas",
    "Buhalterinė pagalba",
    "Skaičių namai",
    "Finansų ratas",
    "Apskaitos biuras",
]
COLORS = ["#1f4e79", "#2e5e4e", "#5a3d7a", "#7a2e2e", "#333333"]
# (name with {period}, unit, quantity range, net price range)
EXTRAS = [
    ("Darbo užmokesčio apskaita {period}", "darbuot.", (2, 35), (7, 14)),
    ("Darbo užmokesčio skaičiavimas ir žiniaraščiai", "darbuot.", (1, 28), (8, 15)),
    ("PVM deklaracijos FR0600 parengimas ir pateikimas", "vnt.", (1, 1), (20, 45)),
    ("i.SAF rinkmenos parengimas ir pateikimas VMI", "vnt.", (1, 1), (15, 30)),
    ("SAM ir GPM313 deklaracijų parengimas", "vnt.", (1, 1), (15, 35)),
    ("Papildomos konsultacijos apskaitos klausimais", "val.", (1, 6), (35, 60)),
    ("Intrastat ataskaitos parengimas", "vnt.", (1, 1), (20, 40)),
    ("Pirminių dokumentų virš sutarto kiekio apdorojimas", "dok.", (10, 120), (0.8, 2)),
    ("Statistinės ataskaitos parengimas", "vnt.", (1, 1), (25, 60)),
    ("Banko išrašų suvedimas", "vnt.", (1, 3), (10, 25)),
]
ANNUAL = ("Metinių finansinių ataskaitų rinkinio parengimas", "vnt.", (1, 1), (120, 450))


def _month(value: date) -> str:
    return f"{value.year} m. {MONTHS['lt'][value.month - 1]} mėn."


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 17 + 3)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    vat_payer(seller, rng)
    rename(seller, rng, NAMES)
    company(seller, ("UAB", "MB", "IĮ"))
    doc.series = rng.choice(["BA", "APS", "AB", "BP", "FR"])
    doc.number = str(rng.randint(1, 9999)).zfill(rng.choice([4, 5, 6]))
    doc.issued = date(doc.issued.year, doc.issued.month, rng.randint(1, 8))
    doc.due = doc.issued + timedelta(days=rng.choice([7, 10, 14, 15]))
    start, _ = previous_month(doc.issued)
    period = rng.choice([_month(start), f"už {_month(start)}", f"({start:%Y-%m})"])

    fee = money(Decimal(str(rng.uniform(120, 650))))
    items = [
        Item(
            rng.choice(
                [
                    f"Buhalterinės apskaitos paslaugos {period}",
                    f"Buhalterinės apskaitos tvarkymas {period}",
                    f"Apskaitos paslaugos pagal sutartį Nr. {rng.randint(1, 99)}/{rng.randint(2018, 2025)}",
                ]
            ),
            rng.choice(["mėn.", "mėn.", "vnt."]),
            Decimal(1),
            fee,
            Decimal(21),
        )
    ]
    extras = rng.sample(EXTRAS, rng.choice([0, 1, 1, 2, 2, 3]))
    payroll = [e for e in extras if e[0].startswith("Darbo užmokesčio")]
    extras = [e for e in extras if e not in payroll[1:]]  # one payroll line at most
    if start.month == 12 or (start.month <= 4 and rng.random() < 0.3):
        extras = [ANNUAL, *extras][:3]
    for name, unit, (qlo, qhi), (plo, phi) in extras:
        items.append(
            Item(
                name.format(period=_month(start)),
                unit,
                Decimal(rng.randint(qlo, qhi)),
                money(Decimal(str(rng.uniform(plo, phi)))),
                Decimal(21),
            )
        )
    codes = rng.random() < 0.3
    if codes:
        for item in items:
            item.code = f"P{rng.randint(1, 999):03d}"
    doc.items = items

    style = rng.choice(["lt", "lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots", "lt-long"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5, 10])
    color = rng.choice(COLORS)
    layout = ["grid", "boxes", "letterhead"][seed % 3]  # each layout on every third seed
    be_pvm = rng.random() < 0.5
    due_under_totals = rng.random() < 0.4
    split_address = rng.random() < 0.4

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    number = number_text(rng, doc.series, doc.number)
    seller_rows = party_rows(seller, rng, bank=True, split_address=split_address)
    buyer_rows = party_rows(buyer, rng, split_address=split_address)

    # the table
    head = ["Eil. Nr."]
    if codes:
        head.append("Kodas")
    head += [
        "Pavadinimas",
        "Mato vnt.",
        "Kiekis",
        "Kaina be PVM" if be_pvm else "Kaina",
        "Suma be PVM" if be_pvm else "Suma",
    ]
    classes = ["c"] + (["c"] if codes else []) + ["", "c", "r", "r", "r"]
    rows = []
    for n, item in enumerate(doc.items, 1):
        cells = [str(n)] + ([item.code or ""] if codes else [])
        cells += [
            escape(item.name),
            escape(item.unit),
            quantity(item.quantity, style),
            a(item.price),
            a(item.subtotal),
        ]
        rows.append(
            "<tr>"
            + "".join(f'<td class="{c}">{v}</td>' for c, v in zip(classes, cells, strict=True))
            + "</tr>"
        )
    table = (
        '<table class="items"><thead><tr>'
        + "".join(f'<th class="{c}">{h}</th>' for c, h in zip(classes, head, strict=True))
        + f"</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )
    totals = [
        ("Suma be PVM", a(doc.net)),
        ("PVM 21 %", a(doc.vat)),
        ("Suma su PVM", a(doc.gross)),
    ]
    cur = rng.choice([" EUR", "", " Eur"])
    total_rows = "".join(
        f"<tr{' class=g' if k == 'Suma su PVM' else ''}><td>{k}:</td><td class=r>{v}{cur}</td></tr>"
        for k, v in totals
    )
    words = f'<div class="words">Suma žodžiais: <b>{eur_words(doc.gross)}</b></div>'
    due_html = f'<div class="due">Apmokėti iki: <b>{d(doc.due)}</b></div>'
    dates = f"<div>Išrašymo data: <b>{d(doc.issued)}</b></div>"
    if not due_under_totals:
        dates += f"<div>Apmokėti iki: <b>{d(doc.due)}</b></div>"

    def grid() -> str:
        sr, br = dict(seller_rows), dict(buyer_rows)
        keys = [k for k in LABELS if k in sr or k in br]
        body = "".join(
            f"<tr><th>{LABELS[k][0]}</th><td>{sr.get(k, '')}</td><td>{br.get(k, '')}</td></tr>" for k in keys
        )
        return f'<table class="grid"><tr><th></th><th>Pardavėjas</th><th>Pirkėjas</th></tr>{body}</table>'

    def boxes() -> str:
        out = []
        for title, rows_ in (("Pardavėjas", seller_rows), ("Pirkėjas", buyer_rows)):
            inner = "".join(f"<tr><th>{LABELS[k][0]}:</th><td>{v}</td></tr>" for k, v in rows_)
            out.append(
                f'<div class="pbox"><div class="pt">{title}</div><table class="kv">{inner}</table></div>'
            )
        return '<div class="boxes">' + "".join(out) + "</div>"

    if layout == "grid":
        top = (
            f'<h1>PVM SĄSKAITA FAKTŪRA</h1><div class="center">{number}</div>'
            f'<div class="center dates">{dates}</div>{grid()}'
        )
    elif layout == "boxes":
        top = (
            '<div class="hdr"><div><h1 class="left">PVM SĄSKAITA FAKTŪRA</h1>'
            f'<div class="nr">{number}</div></div>'
            f'<div class="dates">{dates}</div></div>{boxes()}'
        )
    else:
        mailbox = rng.choice(["info", "apskaita", "buhalterija"])
        contacts = f"Tel. {phone(rng)} · el. p. {mailbox}@{domain(seller.name)}"
        top = (
            f'<div class="band"><div class="firm">{escape(seller.name)}</div>'
            f'<div class="tag">Buhalterinės apskaitos paslaugos · {contacts}</div></div>'
            f'<div class="hdr"><h1 class="left">PVM SĄSKAITA FAKTŪRA</h1>'
            f'<div class="dates"><div class="nr">{number}</div>{dates}</div></div>{grid()}'
        )
    note = rng.choice(
        [
            "Mokėjimo paskirtyje prašome nurodyti sąskaitos numerį.",
            "Vėluojant apmokėti, skaičiuojami 0,02 % delspinigiai už kiekvieną pavėluotą dieną.",
            "",
        ]
    )
    sigs = signatures(rng, "Sąskaitą išrašė", "Sąskaitą priėmė")

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:14mm 14mm 14mm 16mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
h1{{text-align:center;font-size:{size + 5}pt;margin:6px 0 3px;letter-spacing:.5px}} h1.left{{text-align:left}}
.center{{text-align:center}} .dates{{line-height:1.5}}
.hdr{{display:flex;justify-content:space-between;align-items:flex-end;gap:20px;margin-top:6px}}
.hdr .dates{{text-align:right}} .nr{{font-weight:bold;font-size:{size + 1}pt}}
table.grid{{width:100%;border-collapse:collapse;margin-top:12px}}
table.grid th,table.grid td{{border:1px solid #444;padding:2px 5px;text-align:left;vertical-align:top}}
table.grid th{{font-weight:normal;width:18%;background:#f3f3f3}}
table.grid tr:first-child th{{font-weight:bold;text-align:center}}
.boxes{{display:flex;gap:10px;margin-top:12px}}
.pbox{{flex:1;border:1px solid #444;padding:5px 7px}}
.pt{{font-weight:bold;border-bottom:1px solid #999;margin-bottom:3px}}
table.kv{{border-collapse:collapse}} table.kv th{{text-align:left;font-weight:normal;color:#333;
padding:1px 8px 1px 0;vertical-align:top;white-space:nowrap}}
.band{{border-bottom:3px solid {color};padding-bottom:4px;margin-bottom:8px}}
.firm{{font-size:{size + 7}pt;font-weight:bold;color:{color}}} .tag{{font-size:{size - 1}pt;color:#555}}
table.items{{width:100%;border-collapse:collapse;margin-top:14px}}
table.items th{{border:1px solid #444;background:#e8e8e8;padding:3px;font-size:{size - 0.5}pt}}
table.items th:first-child{{width:7%}}
table.items td{{border:1px solid #444;padding:3px 4px;vertical-align:top}}
.r{{text-align:right;white-space:nowrap}} .c{{text-align:center}}
table.tot{{margin:8px 0 0 auto;border-collapse:collapse;min-width:36%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000}}
.words{{margin-top:10px}} .due{{margin-top:6px}} .note{{margin-top:6px;font-size:{size - 1}pt;color:#444}}
{SIG_CSS}
</style></head><body>
{top}
{table}
<table class="tot">{total_rows}</table>
{words}{due_html if due_under_totals else ""}
<div class="note">{note}</div>
{sigs}
</body></html>"""

    fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
    fields += ("prekes_kodas",) if codes else ()
    return Printed(html, doc.truth(fields))
