"""A contractor's services VAT invoice that doubles as the acceptance act, as an IT or construction firm
prints it from its invoicing tool: the provider and the recipient stacked one under the other, a wide
description column with long wrapped service descriptions, quantity and unit in one cell, and signatures
of both sides."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty, draw
from tests.eval.printed.fmt import MONTHS, amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS, eur_words

LINE_FIELDS = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
SERVICES = [
    ("Serverio priežiūros paslaugos pagal {contract} sutartį Nr. {no}, {period}", "mėn.", 21, (150, 900)),
    ("Kompiuterių tinklo administravimas ir vartotojų konsultavimas, {period}", "val.", 21, (25, 60)),
    ("Apskaitos programos diegimas ir pritaikymas pagal užsakovo poreikius", "val.", 21, (35, 80)),
    (
        "Interneto svetainės funkcionalumo papildymas: užsakymų formos ir mokėjimų integracija",
        "val.",
        21,
        (30, 70),
    ),
    ("Atsarginių kopijų debesyje paslauga (500 GB), {period}", "mėn.", 21, (20, 90)),
    ("Programinės įrangos licencijų nuoma pagal {contract} sutartį Nr. {no}", "mėn.", 21, (40, 300)),
    ("Vidaus patalpų sienų glaistymas ir dažymas dviem sluoksniais, objektas {site}", "m²", 21, (6, 14)),
    (
        "Elektros instaliacijos darbai: kabelių tiesimas, rozečių ir jungiklių montavimas",
        "val.",
        21,
        (22, 40),
    ),
    ("Statybinių atliekų išvežimas ir utilizavimas (konteineris 8 m³)", "kompl.", 21, (120, 260)),
    ("Stogo dangos remonto darbai pagal {contract} rangos sutartį Nr. {no}", "m²", 21, (15, 45)),
    ("Santechnikos sistemos montavimas ir hidraulinis bandymas, objektas {site}", "kompl.", 21, (300, 1200)),
    ("Techninės priežiūros darbai pagal {contract} sutartį Nr. {no}, {period}", "val.", 21, (30, 55)),
    ("Projekto valdymo ir techninės dokumentacijos rengimo paslaugos, {period}", "val.", 21, (40, 90)),
]
SITES = [
    "Vilniaus g. 12, Kaunas",
    "Pramonės pr. 8, Vilnius",
    "Liepų g. 3, Klaipėda",
    "Taikos pr. 41, Šiauliai",
]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 5), catalogue=SERVICES, rates=(21,))
    rng = random.Random(seed * 7 + 7)
    month = doc.issued.month - 1 or 12
    year = doc.issued.year if doc.issued.month > 1 else doc.issued.year - 1
    fill = {
        "contract": date(year - rng.randint(0, 2), rng.randint(1, 12), rng.randint(1, 28)).isoformat(),
        "no": str(rng.randint(1, 60)),
        "period": f"{year} m. {MONTHS['lt'][month - 1]} mėn.",
        "site": rng.choice(SITES),
    }
    for item in doc.items:
        item.name = item.name.format(**fill)
        if item.unit in ("mėn.", "kompl."):
            item.quantity = Decimal(1)
    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-long", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([9, 9.5, 10, 10.5])
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    number = rng.choice([f"Serija {doc.series} Nr. {doc.number}", f"{doc.series} Nr. {doc.number}"])

    rows = "".join(
        f"<tr><td>{i}.</td><td class=desc>{escape(item.name)}</td>"
        f"<td class=r>{quantity(item.quantity, style)} {item.unit}</td>"
        f"<td class=r>{amount(item.price, style)}</td><td class=r>{amount(item.subtotal, style)}</td></tr>"
        for i, item in enumerate(doc.items, 1)
    )

    def party(title: str, p: AnyParty, bank: bool) -> str:
        cells = [("Pavadinimas", f"<b>{escape(p.name)}</b>"), ("Įmonės kodas", p.code)]
        if p.vat_code:
            cells.append(("PVM mokėtojo kodas", p.vat_code))
        cells.append(("Buveinės adresas", escape(p.address)))
        if bank:
            cells.append(("Banko sąskaita", f"{p.iban}, {escape(p.bank or '')}"))
        body = "".join(f"<tr><td class=l>{k}</td><td>{v}</td></tr>" for k, v in cells)
        return f"<div class=pt>{title}</div><table class=party>{body}</table>"

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:18mm 16mm}}
body{{font-family:{font};font-size:{size}pt;line-height:1.3}}
h1{{font-size:13pt;margin:0;text-align:center}}
.sub{{text-align:center;font-size:{size + 0.5}pt;margin:2px 0}}
.dt{{text-align:center;margin-bottom:16px}}
.pt{{font-weight:bold;margin-top:10px;border-bottom:1px solid #555;text-transform:uppercase;
font-size:{size - 0.5}pt}}
table.party td{{padding:1px 12px 1px 0;vertical-align:top}} td.l{{color:#555;width:150px}}
table.items{{width:100%;border-collapse:collapse;margin-top:18px}}
table.items th{{border:1px solid #444;background:#f0f0f0;padding:4px;text-align:left}}
table.items td{{border:1px solid #444;padding:4px;vertical-align:top}}
td.desc{{width:58%}} .r{{text-align:right!important;white-space:nowrap}}
table.tot{{margin-left:auto;border-collapse:collapse}} table.tot td{{border:1px solid #444;padding:3px 6px}}
table.tot tr.g td{{font-weight:bold}}
.sign{{display:flex;gap:40px;margin-top:34px}} .sign>div{{flex:1}}
.line{{border-bottom:1px solid #000;height:28px}}
</style></head><body>
<h1>PVM SĄSKAITA FAKTŪRA</h1>
<div class="sub">ir atliktų darbų (suteiktų paslaugų) priėmimo–perdavimo aktas</div>
<div class="dt">{number}<br>Išrašymo data: {day(doc.issued, date_style)}</div>
{party("Paslaugų teikėjas", seller, True)}
{party("Paslaugų gavėjas", buyer, False)}
<table class="items"><thead><tr><th>Nr.</th><th>Paslaugos aprašymas</th><th class=r>Kiekis</th>
<th class=r>Įkainis, EUR</th><th class=r>Suma, EUR</th></tr></thead><tbody>{rows}</tbody></table>
<table class="tot" style="margin-top:-1px">
<tr><td>Suma be PVM</td><td class=r>{amount(doc.net, style)}</td></tr>
<tr><td>PVM 21 %</td><td class=r>{amount(doc.vat, style)}</td></tr>
<tr class="g"><td>Bendra suma su PVM</td><td class=r>{amount(doc.gross, style)}</td></tr></table>
<p>Suma žodžiais: {eur_words(doc.gross, capital=False)}.</p>
<p>Apmokėti iki {day(doc.due, date_style) if doc.due else ""} pavedimu į paslaugų teikėjo banko sąskaitą.
Paslaugos suteiktos laiku ir tinkamai, užsakovas pretenzijų dėl jų kokybės neturi.</p>
<div class="sign"><div>Paslaugas perdavė:<div class="line"></div>(pareigos, vardas, pavardė, parašas)</div>
<div>Paslaugas priėmė:<div class="line"></div>(pareigos, vardas, pavardė, parašas)</div></div>
</body></html>"""
    return Printed(html, doc.truth(LINE_FIELDS))
