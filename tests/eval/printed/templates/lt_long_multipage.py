"""A long wholesale VAT invoice of a building and household goods distributor, as an ERP report prints it
over two or three pages: the document number and "Puslapis 1 iš 2" on every page, the table header
repeated on each, and the totals with a VAT summary by rate on the last page."""

from __future__ import annotations

import random
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import FONTS, eur_words

LINE_FIELDS = ("prekes_pavadinimas", "prekes_kodas", "unit", "quantity", "price", "subtotal")
GOODS = [
    ("Gipso kartono plokštė 12,5 mm 1200x2600", "vnt.", 21, (5, 9)),
    ("Drėgmei atspari gipso plokštė 12,5 mm", "vnt.", 21, (7, 12)),
    ("Profilis CW 50, 3 m", "vnt.", 21, (2, 5)),
    ("Profilis UW 50, 3 m", "vnt.", 21, (2, 4)),
    ("Savisriegiai gipsui 3,5x25, 1000 vnt.", "pak.", 21, (6, 12)),
    ("Glaistas „Finish“, 25 kg", "vnt.", 21, (14, 26)),
    ("Gruntas giluminis, 10 l", "vnt.", 21, (12, 30)),
    ("Plytelių klijai C2TE, 25 kg", "vnt.", 21, (10, 22)),
    ("Siūlių glaistas, pilkas, 5 kg", "vnt.", 21, (6, 14)),
    ("Akmens vata 100 mm", "m²", 21, (3, 7)),
    ("Putų polistirolas EPS 100, 50 mm", "m²", 21, (2, 5)),
    ("Montavimo putos, 750 ml", "vnt.", 21, (5, 11)),
    ("Silikoninis hermetikas, baltas, 280 ml", "vnt.", 21, (3, 8)),
    ("Dažymo volelis 25 cm", "vnt.", 21, (3, 9)),
    ("Teptukas plokščias 50 mm", "vnt.", 21, (1, 4)),
    ("Dažymo juosta 48 mm x 50 m", "vnt.", 21, (2, 6)),
    ("Apsauginė plėvelė 4x5 m", "vnt.", 21, (1, 3)),
    ("Vinys cinkuotos 3,1x80, 5 kg", "pak.", 21, (9, 18)),
    ("Medvarsčiai 5x60, 200 vnt.", "pak.", 21, (5, 12)),
    ("Inkariniai varžtai M10x100", "kompl.", 21, (4, 10)),
    ("Pjautinė mediena 50x100 mm", "m", 21, (1, 3)),
    ("OSB-3 plokštė 12 mm 1250x2500", "vnt.", 21, (14, 24)),
    ("Drėgmei atspari fanera 18 mm", "vnt.", 21, (40, 70)),
    ("Laminuotos grindys 8 mm, ąžuolas", "m²", 21, (8, 18)),
    ("Grindų pagrindas 3 mm", "m²", 21, (1, 2)),
    ("Grindjuostė MDF, balta, 2,4 m", "vnt.", 21, (4, 9)),
    ("Vidaus durys su stakta 80 cm", "kompl.", 21, (90, 190)),
    ("Durų rankena su sklende", "kompl.", 21, (12, 35)),
    ("Elektros kabelis YDYp 3x1,5", "m", 21, (0.6, 1.5)),
    ("Elektros kabelis YDYp 3x2,5", "m", 21, (1, 2.4)),
    ("Rozetė su įžeminimu, balta", "vnt.", 21, (2, 7)),
    ("Jungiklis vienpolis, baltas", "vnt.", 21, (2, 6)),
    ("LED lemputė E27 9 W", "vnt.", 21, (1, 4)),
    ("Paskirstymo dėžutė IP55", "vnt.", 21, (2, 6)),
    ("Vandentiekio vamzdis PEX 16 mm", "m", 21, (0.5, 1.4)),
    ("Kanalizacijos vamzdis PVC 110 mm, 2 m", "vnt.", 21, (5, 11)),
    ('Rutulinis ventilis 1/2"', "vnt.", 21, (3, 9)),
    ("Maišytuvas praustuvui, chromuotas", "vnt.", 21, (25, 80)),
    ("Darbo pirštinės, dengtos nitrilu", "pak.", 21, (3, 8)),
    ("Apsauginiai akiniai", "vnt.", 21, (2, 6)),
    ("Statybinis kibiras 20 l", "vnt.", 21, (2, 5)),
    ("Šiukšlių maišai 120 l, 10 vnt.", "pak.", 21, (2, 4)),
    ("Medienos briketai RUF, 10 kg", "pak.", 9, (2, 5)),
    ("Malkos beržinės, skaldytos", "m³", 9, (55, 95)),
    ("Durpių briketai, 10 kg", "pak.", 9, (2, 4)),
    ("Cemento mišinys M300, 25 kg", "vnt.", 21, (4, 8)),
    ("Tinko mišinys kalkinis, 30 kg", "vnt.", 21, (7, 13)),
    ("Stiklo audinys armavimui", "m²", 21, (0.6, 1.4)),
]


def css(text: str) -> str:
    """A CSS string's content: the page's running header is drawn by the margin boxes, not the body."""
    return text.replace("\\", "\\\\").replace('"', '\\"')


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(25, 45), catalogue=GOODS, codes=True)
    rng = random.Random(seed * 7 + 6)
    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-dots"])
    font = rng.choice([*FONTS[:6], "'Roboto Condensed'"])
    size = rng.choice([9, 9.5, 10])
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    title = f"PVM sąskaita faktūra {doc.series} Nr. {doc.number}"
    transport = rng.choice(["pardavėjo transportu", "pirkėjo transportu", "kurjeriu"])
    order = f"U{rng.randint(10000, 99999)}"
    warehouse = rng.choice(["Centrinis sandėlis", "Sandėlis Nr. 2", "Kauno sandėlis"])

    rows = [
        f"<tr><td class=r>{i}</td><td>{escape(item.code or '')}</td><td>{escape(item.name)}</td>"
        f"<td>{item.unit}</td><td class=r>{quantity(item.quantity, style)}</td>"
        f"<td class=r>{amount(item.price, style)}</td><td class=r>{rate(item.vat_percent)}</td>"
        f"<td class=r>{amount(item.subtotal, style)}</td></tr>"
        for i, item in enumerate(doc.items, 1)
    ]
    summary = "".join(
        f"<tr><td>{rate(r)} %</td><td class=r>{amount(base, style)}</td>"
        f"<td class=r>{amount(tax, style)}</td></tr>"
        for r, (base, tax) in doc.rates().items()
    )

    def party(title: str, p: AnyParty) -> str:
        lines = [f"<b>{title}:</b> {escape(p.name)}", f"Įmonės kodas: {p.code}"]
        if p.vat_code:
            lines.append(f"PVM mokėtojo kodas: {p.vat_code}")
        lines.append(f"Adresas: {escape(p.address)}")
        if p is seller:
            lines.append(f"Atsisk. sąskaita: {p.iban} ({escape(p.bank or '')})")
        return "<td>" + "<br>".join(lines) + "</td>"

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:16mm 12mm 16mm 12mm;
@top-left{{content:"{css(seller.name)}";font-family:{font};font-size:7.5pt;color:#444}}
@top-right{{content:"{css(title)}";font-family:{font};font-size:7.5pt;color:#444}}
@bottom-right{{content:"Puslapis " counter(page) " iš " counter(pages);font-family:{font};font-size:8pt}}
@bottom-left{{content:"Spausdinta {day(doc.issued, date_style)}";font-family:{font};font-size:7.5pt;
color:#444}}}}
body{{font-family:{font};font-size:{size}pt;margin:0}}
h1{{font-size:13pt;text-align:center;margin:0 0 2px}} .no{{text-align:center;margin-bottom:10px}}
table.parties{{width:100%;border-collapse:collapse}} table.parties td{{width:50%;vertical-align:top;
padding:4px 6px;border:1px solid #888;line-height:1.35}}
.dates{{margin:8px 0}} .dates span{{margin-right:24px}}
table.items{{width:100%;border-collapse:collapse}}
thead{{display:table-header-group}} tr{{break-inside:avoid}}
table.items>thead th{{border-top:1.5px solid #000;border-bottom:1.5px solid #000;padding:3px;text-align:left}}
table.items>tbody>tr>td{{padding:4px 3px;border-bottom:0.5px solid #bbb}}
.r{{text-align:right!important}}
tbody.last{{break-inside:avoid}} td.endcell{{border:0!important;padding:0!important}}
.end{{margin-top:10px;display:flex;justify-content:space-between;align-items:flex-start}}
table.vat{{border-collapse:collapse}} table.vat th,table.vat td{{border:1px solid #666;padding:2px 6px}}
table.tot td{{padding:2px 6px}} table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000}}
.sign{{display:flex;gap:40px;margin-top:30px}} .sign div{{flex:1;border-top:1px solid #000}}
</style></head><body>
<h1>PVM SĄSKAITA FAKTŪRA</h1>
<div class="no">Serija {doc.series} Nr. {doc.number}</div>
<table class="parties"><tr>{party("Pardavėjas", seller)}{party("Pirkėjas", buyer)}</tr>
<tr><td>Pristatymo adresas: {escape(buyer.address)}<br>Transportas: {transport}</td>
<td>Užsakymo Nr.: {order}<br>Atsiskaitymo būdas: pavedimu</td></tr></table>
<div class="dates"><span>Išrašymo data: <b>{day(doc.issued, date_style)}</b></span>
<span>Apmokėti iki: <b>{day(doc.due, date_style) if doc.due else ""}</b></span>
<span>Išduota iš: {warehouse}</span></div>
<table class="items"><thead><tr><th class=r>Nr.</th><th>Kodas</th><th>Prekės pavadinimas</th>
<th>Mat. vnt.</th><th class=r>Kiekis</th><th class=r>Kaina, EUR</th><th class=r>PVM %</th>
<th class=r>Suma be PVM, EUR</th></tr>
</thead><tbody>{"".join(rows[:-4])}</tbody>
<tbody class="last">{"".join(rows[-4:])}<tr><td colspan=8 class="endcell">
<div class="end"><table class="vat"><tr><th>PVM tarifas</th><th>Apmokestinama suma</th><th>PVM suma</th></tr>
{summary}</table>
<table class="tot"><tr><td>Suma be PVM:</td><td class=r>{amount(doc.net, style)}</td></tr>
<tr><td>PVM suma:</td><td class=r>{amount(doc.vat, style)}</td></tr>
<tr class="g"><td>Iš viso su PVM:</td><td class=r>{amount(doc.gross, style)} EUR</td></tr></table></div>
<p>Suma žodžiais: {eur_words(doc.gross)}</p>
<div class="sign"><div>Išrašė</div><div>Prekes išdavė</div><div>Prekes priėmė</div></div>
</td></tr></tbody></table>
</body></html>"""
    return Printed(html, doc.truth(LINE_FIELDS))
