"""An invoice of a small business not registered for VAT (an MB or an IĮ), as its owner types it in a word
processor or a free invoicing site: "SĄSKAITA FAKTŪRA" without "PVM", the note "PVM nemokėtojas", a plain
service table and a single "Iš viso mokėti" total with the amount in words."""

from __future__ import annotations

import random
from html import escape

from tests.eval.lt_data import group4
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS, eur_words

LINE_FIELDS = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
SERVICES = [
    ("Logotipo kūrimas", "vnt.", 0, (150, 600)),
    ("Grafinio dizaino paslaugos", "val.", 0, (15, 40)),
    ("Vertimas iš anglų į lietuvių kalbą", "psl.", 0, (8, 20)),
    ("Teksto redagavimas", "psl.", 0, (4, 10)),
    ("Fotosesija renginyje", "val.", 0, (40, 90)),
    ("Nuotraukų apdorojimas", "vnt.", 0, (2, 8)),
    ("Svetainės programavimas", "val.", 0, (20, 45)),
    ("Buhalterinės apskaitos tvarkymas", "mėn.", 0, (80, 250)),
    ("Anglų kalbos pamokos", "val.", 0, (15, 30)),
    ("Socialinių tinklų administravimas", "mėn.", 0, (150, 400)),
    ("Vaizdo montavimas", "val.", 0, (20, 50)),
    ("Santechnikos darbai", "val.", 0, (18, 35)),
    ("Medžiagos darbams", "kompl.", 0, (10, 120)),
    ("Transporto išlaidos", "km", 0, (0.3, 0.5)),
]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 5), catalogue=SERVICES, rates=(0,))
    rng = random.Random(seed * 7 + 4)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    seller.vat_code = None
    seller.name = f"{rng.choice(['MB', 'MB', 'IĮ'])} „{seller.name.split('„')[-1]}"
    for item in doc.items:
        if item.unit == "mėn.":
            item.quantity = item.quantity.to_integral_value() % 3 + 1
    style = rng.choice(["lt", "lt-plain"])
    date_style = rng.choice(["iso", "lt-long", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([10, 10.5, 11])
    boss = rng.choice(["Tomas Kazlauskas", "Eglė Jankauskienė", "Lukas Stankevičius", "Ieva Vasiliauskaitė"])
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.5
    number = rng.choice([f"Serija {doc.series} Nr. {doc.number}", f"Nr. {doc.series}-{doc.number}"])

    rows = "".join(
        f"<tr><td>{i}.</td><td>{escape(item.name)}</td><td class=r>{quantity(item.quantity, style)}</td>"
        f"<td>{item.unit}</td><td class=r>{amount(item.price, style)}</td>"
        f"<td class=r>{amount(item.subtotal, style)}</td></tr>"
        for i, item in enumerate(doc.items, 1)
    )

    def block(title: str, lines: list[str]) -> str:
        return f"<div><div class=t>{title}</div>{'<br>'.join(lines)}</div>"

    buyer_lines = [f"<b>{escape(buyer.name)}</b>", f"Įmonės kodas: {buyer.code}"]
    if show_buyer_vat:
        buyer_lines.append(f"PVM mokėtojo kodas: {buyer.vat_code}")
    buyer_lines.append(f"Adresas: {escape(buyer.address)}")
    seller_lines = [
        f"<b>{escape(seller.name)}</b>",
        f"Įmonės kodas: {seller.code}",
        "PVM nemokėtojas",
        f"Adresas: {escape(seller.address)}",
        f"Banko sąskaita: {group4(seller.iban or '')}",
        f"Bankas: {escape(seller.bank or '')}",
    ]

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:20mm 20mm}}
body{{font-family:{font};font-size:{size}pt;line-height:1.35}}
h1{{font-size:18pt;margin:0;letter-spacing:1px}}
.sub{{margin:4px 0 24px}}
.parties{{display:flex;gap:40px}} .parties>div{{flex:1}}
.t{{font-weight:bold;border-bottom:1px solid #000;margin-bottom:4px}}
table.items{{width:100%;border-collapse:collapse;margin-top:28px}}
table.items th{{text-align:left;border-bottom:1px solid #000;border-top:1px solid #000;padding:4px}}
table.items td{{padding:4px;border-bottom:1px dotted #aaa}}
.r{{text-align:right!important}}
.total{{text-align:right;font-size:{size + 2}pt;margin-top:14px}}
.words{{text-align:right;font-style:italic}}
.note{{margin-top:26px}}
</style></head><body>
<h1>SĄSKAITA FAKTŪRA</h1>
<div class="sub">{number}<br>Data: {day(doc.issued, date_style)}</div>
<div class="parties">{block("Pardavėjas", seller_lines)}{block("Pirkėjas", buyer_lines)}</div>
<table class="items"><thead><tr><th>Nr.</th><th>Paslaugos / prekės pavadinimas</th><th class=r>Kiekis</th>
<th>Mato vnt.</th><th class=r>Kaina, EUR</th><th class=r>Suma, EUR</th></tr></thead>
<tbody>{rows}</tbody></table>
<div class="total"><b>Iš viso mokėti: {amount(doc.gross, style)} EUR</b></div>
<div class="words">{eur_words(doc.gross)}</div>
<div class="note">Apmokėti iki: {day(doc.due, date_style) if doc.due else ""}<br>
PVM neskaičiuojamas – pardavėjas nėra įregistruotas PVM mokėtoju.</div>
<div class="note">Sąskaitą išrašė: {boss}<br><br>____________________ (parašas)</div>
</body></html>"""
    truth = doc.truth(LINE_FIELDS)
    truth.pop("vat_amount", None)
    truth.pop("vat_percent", None)
    # nothing apart from the total is printed, and a seller outside VAT has no net apart from its gross
    truth["amount_wo_vat"] = truth["amount_with_vat"]
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
