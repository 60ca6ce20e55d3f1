"""A Lithuanian pharmaceutical wholesaler's "PVM sąskaita faktūra" to a pharmacy, as a wholesale ERP
prints it: many lines (8 to 30) with the product's code, name with its form, strength and pack ("Ibuprofen
400 mg tabl. N20"), batch ("Serija"), expiry date, quantity, list price, discount %, price after discount,
VAT rate and net amount; reimbursed medicines at 9 % and other goods at 21 % on one invoice, a VAT table by
rate ("PVM tarifas | Apmokestinama vertė | PVM suma") and the totals. Long invoices run to a second page
with the heading and the table header printed again and "Perkelta" lines carrying the amount over.
Variants: the buyer as a pharmacy with its licence number and a delivery address or plain; the buyer's
box left or right of the payment terms; a unit column or none; fonts, colours; dates as ISO or with dots.

Truth: each line's code, name, quantity, price after discount (the price the amount is computed from),
VAT rate and net amount, in page order; no single VAT rate (the page has two)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import person, vat_payer
from tests.eval.printed.templates.lt_round8_common import page
from tests.eval.printed.templates.lt_round10_common import party_lines

NAMES = ["Baltijos farmacija", "Medicinos tiekimas", "Farmos centras", "Vaistų sandėlis", "Sveikatos linija"]
PHARMACIES = [
    "Gintarinė vaistinė",
    "Šeimos vaistinė",
    "Sveikatos lašas",
    "Ramunėlės vaistinė",
    "Pušynėlio vaistinė",
]
# (name with form, strength and pack, reimbursed?, list price range)
MEDICINES = [
    ("Ibuprofen 400 mg tabl. N20", False, (1.8, 3.5)),
    ("Paracetamol 500 mg tabl. N20", False, (0.9, 2.2)),
    ("Amoxicillin 500 mg kaps. N16", True, (2.5, 5.5)),
    ("Metformin 850 mg plėvele dengtos tabl. N60", True, (2.2, 4.8)),
    ("Atorvastatin 20 mg tabl. N30", True, (3.1, 8.4)),
    ("Bisoprolol 5 mg tabl. N30", True, (1.9, 4.2)),
    ("Ramipril 5 mg tabl. N28", True, (2.3, 5.1)),
    ("Omeprazole 20 mg skrandyje neirios kaps. N28", True, (2.8, 6.9)),
    ("Amlodipine 10 mg tabl. N30", True, (1.7, 3.9)),
    ("Levothyroxine 50 mcg tabl. N100", True, (2.1, 4.4)),
    ("Salbutamol 100 mcg/dozėje inhaliacinė suspensija 200 dozių", True, (3.2, 6.8)),
    ("Insulin glargine 100 V/ml inj. tirpalas 5 x 3 ml", True, (28, 46)),
    ("Enoxaparin 4000 TV/0,4 ml inj. tirpalas N10", True, (24, 39)),
    ("Cetirizine 10 mg tabl. N30", False, (2.4, 5.6)),
    ("Loratadine 10 mg tabl. N10", False, (1.4, 3.1)),
    ("Xylometazoline 0,1 % nosies purškalas 10 ml", False, (2.1, 4.3)),
    ("Diclofenac 1 % gelis 50 g", False, (2.9, 6.2)),
    ("Vitaminas D3 1000 TV kaps. N90", False, (3.5, 8.9)),
    ("Magnis B6 tabl. N50", False, (3.2, 7.4)),
    ("Acetylcysteine 600 mg šnypščiosios tabl. N10", False, (3.9, 7.1)),
    ("Loperamide 2 mg kaps. N10", False, (1.6, 3.2)),
    ("Pantoprazole 40 mg skrandyje neirios tabl. N28", True, (3.4, 7.8)),
    ("Clopidogrel 75 mg tabl. N28", True, (3.9, 9.6)),
    ("Sertraline 50 mg tabl. N28", True, (3.3, 7.2)),
    ("Metoprolol 50 mg pailginto atpalaidavimo tabl. N30", True, (2.6, 5.9)),
    ("Furosemide 40 mg tabl. N50", True, (1.2, 2.9)),
    ("Chlorhexidine 0,05 % tirpalas 100 ml", False, (1.1, 2.6)),
    ("Medicininis pleistras 5 cm x 5 m", False, (0.9, 2.1)),
    ("Sterilūs tvarsčiai 10 cm x 10 cm N25", False, (3.1, 6.6)),
    ("Gliukozės matuoklio juostelės N50", True, (12, 22)),
    ("Omega-3 1000 mg kaps. N60", False, (5.2, 11.8)),
    ("Nimesulide 100 mg granulės geriamajai suspensijai N30", False, (4.1, 8.3)),
]
COLORS = ["#005b96", "#2e7d32", "#6a1b9a", "#37474f"]
FIRST_PAGE, NEXT_PAGE = 20, 34  # lines a page holds below the heading (and the parties, on the first)


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 17 + 2024)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    # a licensed wholesaler is a company, whatever legal form the draw gave the seller
    seller.name = f"UAB „{rng.choice(NAMES)}“"
    buyer.name = f"UAB „{rng.choice(PHARMACIES)}“"
    doc.series = rng.choice(["FRM", "VD", "BF", "PVM"])
    doc.number = str(rng.randint(10000, 999999))
    doc.due = doc.issued + timedelta(days=rng.choice([30, 45, 60]))

    count = rng.randint(8, 30)
    picked = rng.sample(MEDICINES, count)
    # a real invoice to a pharmacy mixes both rates: make sure each is there
    if all(r for _, r, _ in picked) or not any(r for _, r, _ in picked):
        other = next(m for m in MEDICINES if m[1] != picked[0][1] and m not in picked)
        picked[-1] = other
    rows: list[tuple[Item, str, date, Decimal, Decimal]] = []  # item, batch, expiry, list price, discount
    for name, reimbursed, (low, high) in picked:
        listed = money(Decimal(str(rng.uniform(low, high))))
        discount = Decimal(rng.choice([0, 0, 2, 3, 5, 7, 10]))
        price = money(listed * (100 - discount) / 100)
        item = Item(
            name=name,
            unit=rng.choice(["pak.", "vnt."]),
            quantity=Decimal(rng.choice([1, 2, 3, 5, 6, 10, 12, 20, 24, 30, 50])),
            price=price,
            vat_percent=Decimal(9 if reimbursed else 21),
            code=str(rng.randint(1000000, 1099999)),
        )
        batch = (
            rng.choice(["", "", "B", "L"])
            + f"{rng.randint(10, 99)}{rng.choice('ABCDEFKM')}{rng.randint(100, 9999)}"
        )
        expiry = date(doc.issued.year + rng.randint(1, 3), rng.randint(1, 12), 1) - timedelta(days=1)
        rows.append((item, batch, expiry, listed, discount))
    doc.items = [row[0] for row in rows]

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([7.5, 8, 8.5])
    color = rng.choice(COLORS)
    unit_column = rng.random() < 0.5
    licence = rng.random() < 0.6
    side = rng.random() < 0.4

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    head = ["Eil. Nr.", "Kodas", "Pavadinimas", "Serija", "Galioja iki"]
    if unit_column:
        head.append("Mato vnt.")
    head += ["Kiekis", "Kaina", "Nuol. %", "Kaina su nuol.", "PVM %", "Suma be PVM"]
    header = "<tr>" + "".join(f"<th>{h}</th>" for h in head) + "</tr>"
    width = len(head)

    def line(n: int, item: Item, batch: str, expiry: date, listed: Decimal, discount: Decimal) -> str:
        cells = [
            f"<td class=c>{n}</td>",
            f"<td>{item.code}</td>",
            f"<td>{escape(item.name)}</td>",
            f"<td class=nw>{batch}</td>",
            f"<td class=nw>{d(expiry)}</td>",
        ]
        if unit_column:
            cells.append(f"<td class=c>{item.unit}</td>")
        cells += [
            f"<td class=r>{quantity(item.quantity, style)}</td>",
            f"<td class=r>{a(listed)}</td>",
            f"<td class=r>{discount}</td>",
            f"<td class=r>{a(item.price)}</td>",
            f"<td class=c>{item.vat_percent}</td>",
            f"<td class=r>{a(item.subtotal)}</td>",
        ]
        return "<tr>" + "".join(cells) + "</tr>"

    number = f"Serija {doc.series} Nr. {doc.number}"
    seller_html = "".join(f"<div>{x}</div>" for x in party_lines(seller, iban=True))
    permit = f"Didmeninio platinimo licencija Nr. DP-{rng.randint(100, 999)}"
    title = f"""<div class="hd"><div><div class="logo">{escape(seller.name)}</div>
<div class="small">{seller_html}<div>{permit}</div></div></div>
<div class="doc"><div class="t">PVM SĄSKAITA FAKTŪRA</div><div><b>{number}</b></div>
<div>Data: {d(doc.issued)}</div></div></div>"""
    extra = []
    if licence:
        extra.append(f"<div>Vaistinės licencija Nr. {rng.randint(1000, 9999)}</div>")
        extra.append(
            f"<div>Pristatymo adresas: {escape(rng.choice(['Vilniaus', 'Kauno', 'Taikos']))} g. "
            f"{rng.randint(1, 90)}, {escape(buyer.city)}</div>"
        )
    buyer_lines = "".join(f"<div>{x}</div>" for x in party_lines(buyer))
    buyer_html = (
        f'<div class="buyer"><div class="pt">Pirkėjas</div><div class="pn">{escape(buyer.name)}</div>'
        f"{buyer_lines}{''.join(extra)}</div>"
    )
    terms = (
        f'<div class="buyer terms"><div class="pt">Sąlygos</div><div>Apmokėti iki: <b>{d(doc.due)}</b></div>'
        f"<div>Užsakymo Nr. {rng.randint(10000, 99999)}</div>"
        f"<div>Pristatymas: {rng.choice(['savas transportas', 'kurjeris'])}</div></div>"
    )
    parties = f'<div class="parties{" side" if side else ""}">{buyer_html}{terms}</div>'

    chunks = [rows[:FIRST_PAGE]] + [rows[i : i + NEXT_PAGE] for i in range(FIRST_PAGE, len(rows), NEXT_PAGE)]
    pages_html = []
    carried = Decimal(0)
    n = 0
    for index, chunk in enumerate(chunks):
        body = []
        if index:
            body.append(
                f'<tr class="carry"><td colspan="{width - 1}">Perkelta iš {index} psl.</td>'
                f"<td class=r>{a(carried)}</td></tr>"
            )
        for row in chunk:
            n += 1
            body.append(line(n, *row))
            carried += row[0].subtotal
        if index < len(chunks) - 1:
            body.append(
                f'<tr class="carry"><td colspan="{width - 1}">Perkelta į {index + 2} psl.</td>'
                f"<td class=r>{a(carried)}</td></tr>"
            )
        top = (
            title + parties
            if not index
            else f'<div class="again">{escape(seller.name)} · PVM sąskaita faktūra {number} · '
            f"{d(doc.issued)}</div>"
        )
        footer = f'<div class="pg">Puslapis {index + 1} iš {len(chunks)}</div>'
        pages_html.append((top, f'<table class="items">{header}{"".join(body)}</table>', footer))

    breakdown = "".join(
        f"<tr><td class=c>{r} %</td><td class=r>{a(base)}</td><td class=r>{a(tax)}</td>"
        f"<td class=r>{a(base + tax)}</td></tr>"
        for r, (base, tax) in doc.rates().items()
    )
    summary = f"""<div class="sum"><table class="vt"><tr><th>PVM tarifas</th><th>Apmokestinama vertė</th>
<th>PVM suma</th><th>Suma su PVM</th></tr>{breakdown}</table>
<table class="tot"><tr><td>Suma be PVM</td><td class=r>{a(doc.net)}</td></tr>
<tr><td>PVM suma</td><td class=r>{a(doc.vat)}</td></tr>
<tr class="g"><td>Iš viso su PVM, EUR</td><td class=r>{a(doc.gross)}</td></tr></table></div>
<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>
<div class="sign"><div>Išrašė:<div class="line">{person(rng)}, vadybininkė</div></div>
<div>Prekes priėmė (farmacininkas):<div class="line">(vardas, pavardė, parašas)</div></div></div>"""
    sheets = []
    for index, (top, table, footer) in enumerate(pages_html):
        last = index == len(pages_html) - 1
        sheets.append(
            f'<div class="sheet{"" if last else " brk"}">{top}{table}{summary if last else ""}{footer}</div>'
        )
    css = f"""
.hd{{display:flex;justify-content:space-between;border-bottom:2px solid {color};padding-bottom:6px}}
.logo{{font-size:{size + 6}pt;font-weight:bold;color:{color}}} .doc{{text-align:right}}
.doc .t{{font-size:{size + 5}pt;font-weight:bold;color:{color}}}
.parties{{display:flex;gap:16px;margin:10px 0}} .parties>div{{flex:1}} .parties .terms{{flex:0.6}}
.parties.side{{flex-direction:row-reverse}}
.buyer{{border:1px solid #bbb;padding:4px 7px;line-height:1.35}} .pt{{font-weight:bold;color:{color}}}
.pn{{font-weight:bold}}
.again{{border-bottom:1px solid {color};padding-bottom:3px;margin-bottom:6px;font-weight:bold}}
table.items{{width:100%;border-collapse:collapse}} table.items th{{background:#e8eef3;border:1px solid #999;
padding:2px;font-size:{size - 0.5}pt}} table.items td{{border:1px solid #bbb;padding:1px 3px}}
td.nw{{white-space:nowrap}} tr.carry td{{font-style:italic;text-align:right;background:#f6f6f6}}
.brk{{page-break-after:always}} .pg{{text-align:right;font-size:{size - 1}pt;color:#666;margin-top:4px}}
.sum{{display:flex;justify-content:space-between;align-items:flex-start;margin-top:8px}}
table.vt{{border-collapse:collapse}} table.vt th,table.vt td{{border:1px solid #999;padding:2px 6px}}
table.tot{{border-collapse:collapse;min-width:34%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000}}
.words{{margin-top:6px}} .sign{{display:flex;gap:60px;margin-top:24px}} .sign>div{{flex:1}}
.sign .line{{border-top:1px solid #000;margin-top:22px;padding-top:2px}}
"""
    html = page(css, "".join(sheets), font=font, size=size, color=color, margin="10mm 11mm")
    fields = ("prekes_kodas", "prekes_pavadinimas", "quantity", "price", "vat_percent", "subtotal")
    return Printed(html, doc.truth(fields))
