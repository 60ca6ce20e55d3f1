"""A Lithuanian printing house's "PVM sąskaita faktūra" as its order system prints it: the print runs as
lines with their specification in the name (vizitinės kortelės 90×50 mm, lankstinukai A5, katalogai
24 psl.), quantities with a space between thousands ("1 000 vnt.", "5 000"), unit prices to four
decimals ("0,0850") since a sheet costs fractions of a cent, a "Maketavimas" service line, on some seeds
"Pristatymas", the order reference ("Užsakymo Nr."), VAT at 21 %, the sum in words.

Variants: the unit in its own column or after the quantity; a "PVM, %" column or not; parties side by
side or one under the other.

Truth: every line (name, unit, quantity, the four-decimal net price, net amount)."""

from __future__ import annotations

import random
from datetime import timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import Party, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import eur_words
from tests.eval.printed.templates.lt_round4_common import person, rename, vat_payer
from tests.eval.printed.templates.lt_round8_common import page, party_block

NAMES = ["Rasos spaustuvė", "Spaudos linija", "Print Centras", "Lapas", "Ofsetas", "Spalvų pasaulis"]
# (name, runs to pick from, unit price range per copy)
RUNS = [
    ("Vizitinės kortelės 90×50 mm, 4+4, 350 g/m² kreidinis popierius", (200, 500, 1000), (0.03, 0.09)),
    ("Lankstinukai A5, 4+4, 130 g/m² blizgus kreidinis popierius", (1000, 2500, 5000, 10000), (0.02, 0.08)),
    ("Lankstinukai A4, sulankstyti į 3 dalis, 4+4, 150 g/m²", (1000, 2000, 5000), (0.05, 0.14)),
    ("Katalogai A4, 24 psl., 4+4, viršelis 250 g/m², susegti sąvaržėlėmis", (300, 500, 1000), (0.9, 2.4)),
    ("Plakatai A2, 4+0, 170 g/m²", (50, 100, 250), (0.6, 1.8)),
    ("Firminiai blankai A4, 4+0, 80 g/m² ofsetinis popierius", (1000, 2000, 5000), (0.018, 0.05)),
    ("Vokai DL su langeliu, spauda 4+0", (500, 1000, 3000), (0.06, 0.15)),
    ("Lipdukai 50×50 mm, iškirsti, 4+0", (500, 1000, 2000), (0.04, 0.12)),
    ("Skrajutės DL (99×210 mm), 4+4, 115 g/m²", (2500, 5000, 10000), (0.015, 0.05)),
    ("Kalendoriai stalo, 13 lapų, spiralė", (100, 200, 500), (2.2, 4.8)),
]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 17 + 3)
    seller, buyer = doc.seller, doc.buyer
    assert isinstance(seller, Party) and isinstance(buyer, Party)
    vat_payer(seller, rng)
    rename(seller, rng, NAMES)
    doc.series = rng.choice(["SP", "RS", "PVM", "SPA"])
    doc.number = str(rng.randint(100, 99999)).zfill(5)
    doc.due = doc.issued + timedelta(days=rng.choice([7, 14, 30]))
    order = f"{rng.choice(['U', 'UZS', 'SP'])}-{doc.issued.year}-{rng.randint(1, 2400):04d}"

    doc.items = []
    for name, runs, (lo, hi) in rng.sample(RUNS, rng.randint(1, 4)):
        # a copy's price to four decimals: the run's total is what is rounded to the cent
        price = Decimal(str(rng.uniform(lo, hi))).quantize(Decimal("0.0001"))
        doc.items.append(Item(name, "vnt.", Decimal(rng.choice(runs)), price, Decimal(21)))
    hours = Decimal(rng.choice([1, 2, 3, 4, 6])) / (2 if rng.random() < 0.3 else 1)
    doc.items.append(
        Item(rng.choice(["Maketavimas", "Maketavimas ir spaudos failų paruošimas"]), "val.", hours,
             money(Decimal(str(rng.uniform(20, 35)))), Decimal(21))
    )  # fmt: skip
    if rng.random() < 0.5:
        where = rng.choice(["Pristatymas Vilniaus m.", "Pristatymas kurjeriu", "Pristatymas iki kliento"])
        doc.items.append(Item(where, "kompl.", Decimal(1),
                              money(Decimal(str(rng.uniform(8, 45)))), Decimal(21)))  # fmt: skip

    style = rng.choice(["lt", "lt-plain"])
    date_style = rng.choice(["iso", "lt-dots"])
    font = rng.choice(["Arial, 'Liberation Sans'", "Roboto", "'Open Sans'", "Lato"])
    size = rng.choice([8.5, 9, 9.5])
    color = rng.choice(["#c2185b", "#00838f", "#37474f", "#ef6c00"])
    unit_column = rng.random() < 0.6
    vat_column = rng.random() < 0.4
    side = rng.random() < 0.6
    manager = person(rng)
    phone = f"+370 5 2{rng.randint(100000, 999999)}"

    def a(value: Decimal, places: int = 2) -> str:
        return amount(value, style, places)

    head = ["Nr.", "Pavadinimas"] + (["Kiekis", "Mato vnt."] if unit_column else ["Kiekis"])
    head += ["Kaina be PVM, EUR"] + (["PVM, %"] if vat_column else []) + ["Suma be PVM, EUR"]
    rows = []
    for n, item in enumerate(doc.items, 1):
        # the copies' price prints to four decimals; hours and delivery to cents, as the program has it
        places = 4 if item.unit == "vnt." else 2
        qty = quantity(item.quantity, "lt")  # runs always with a space between thousands: "5 000"
        cells = [f"<td class=c>{n}</td>", f"<td>{escape(item.name)}</td>"]
        if unit_column:
            cells += [f"<td class=r>{qty}</td>", f"<td class=c>{item.unit}</td>"]
        else:
            cells.append(f"<td class=r>{qty} {item.unit}</td>")
        cells.append(f"<td class=r>{a(item.price, places)}</td>")
        if vat_column:
            cells.append("<td class=c>21</td>")
        cells.append(f"<td class=r>{a(item.subtotal)}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    totals = (
        f'<table class="tot"><tr><td>Suma be PVM:</td><td class=r>{a(doc.net)}</td></tr>'
        f"<tr><td>PVM (21 %):</td><td class=r>{a(doc.vat)}</td></tr>"
        f'<tr class="g"><td>Mokėti iš viso, EUR:</td><td class=r>{a(doc.gross)}</td></tr></table>'
    )
    parties = party_block("Tiekėjas", seller, "above", iban=True) + party_block("Pirkėjas", buyer, "above")
    body = f"""<div class="hdr"><div class="logo">{escape(seller.name)}</div>
<div class="small muted r">Skaitmeninė ir ofsetinė spauda<br>info@spauda.lt · {phone}</div></div>
<div class="title">PVM SĄSKAITA FAKTŪRA</div>
<div class="meta"><div>Serija <b>{doc.series}</b> Nr. <b>{doc.number}</b></div>
<div>Data: {day(doc.issued, date_style)}</div><div>Užsakymo Nr.: {order}</div>
<div>Apmokėti iki: {day(doc.due, date_style)}</div></div>
<div class="{"two" if side else "stack"}">{parties}</div>
{table}{totals}
<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>
<div class="small muted" style="margin-top:6px">Gaminiai atiduodami pagal patvirtintą maketą.
Pretenzijos dėl kokybės priimamos per 5 darbo dienas nuo gaminių gavimo.</div>
<div class="sign"><div>Sąskaitą išrašė:<div class="line">{manager}, projektų vadovas(-ė)</div></div>
<div>Prekes gavo:<div class="line">(vardas, pavardė, parašas)</div></div></div>"""
    css = f"""
.hdr{{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid {color};
padding-bottom:4px}} .logo{{font-size:{size + 7}pt;font-weight:bold;color:{color}}}
.title{{font-size:{size + 5}pt;font-weight:bold;margin-top:14px;text-align:center}}
.meta{{display:flex;justify-content:center;gap:18px;margin:4px 0 10px;flex-wrap:wrap}}
.two{{display:flex;gap:24px}} .two .party{{flex:1}} .stack .party{{margin-bottom:6px}}
table.items{{width:100%;border-collapse:collapse;margin-top:10px}}
table.items th{{background:{color};color:#fff;padding:3px 4px;font-size:{size - 0.5}pt}}
table.items td{{border-bottom:1px solid #ccc;padding:3px 4px;vertical-align:top}}
table.tot{{margin:6px 0 0 auto;border-collapse:collapse}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000}}
.words{{margin-top:8px}} .sign{{display:flex;gap:60px;margin-top:30px}} .sign>div{{flex:1}}
.sign .line{{border-top:1px solid #000;margin-top:24px;padding-top:2px;font-size:{size - 1}pt}}
"""
    html = page(css, body, font=font, size=size, color=color)
    fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
    fields += ("vat_percent",) if vat_column else ()
    return Printed(html, doc.truth(fields))
