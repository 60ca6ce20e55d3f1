"""An online shop's invoice for an order, as a web shop's platform prints it from the order page: a logo,
"Sąskaita faktūra Nr." with the order number, billing and delivery blocks, an item table with SKUs and
prices with VAT, and a running summary (subtotal, delivery, net, VAT 21 %, total)."""

from __future__ import annotations

import random
from datetime import timedelta
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS

LINE_FIELDS = ("prekes_pavadinimas", "prekes_kodas", "quantity", "total")
PLAIN = str.maketrans("ąčęėįšųūž", "aceeisuuz")
COLOURS = ["#e4572e", "#2e86ab", "#3bb273", "#7768ae", "#f2a541", "#222"]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 6), rates=(21,), codes=True)
    rng = random.Random(seed * 7 + 2)
    style = rng.choice(["lt", "lt-plain"])
    date_style = rng.choice(["iso", "iso", "lt-dots", "dmy-dots"])
    font = rng.choice(FONTS[:5])
    size = rng.choice([9, 9.5, 10])
    colour = rng.choice(COLOURS)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    words = seller.name.split("„")[-1].strip("“").split()
    initials = "".join(w[0] for w in words[:2]).upper()
    shop = words[0].lower().translate(PLAIN) + ".lt"
    order_no = f"{rng.choice(['', '#', 'LT-'])}{rng.randint(100000, 999999)}"
    ordered = doc.issued - timedelta(days=rng.randint(0, 3))
    number = rng.choice([f"{doc.series}-{doc.number}", f"{doc.series} {doc.number}"])
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.7
    show_iban = rng.random() < 0.6
    payment = rng.choice(["Banko pavedimu (Paysera)", "Mokėjimo kortele", "Elektroninė bankininkystė"])
    delivery = rng.choice(["Kurjeris į namus", "Paštomatas", "Atsiėmimas parduotuvėje"])

    rows = "".join(
        f"<tr><td class=sku>{escape(item.code or '')}</td><td>{escape(item.name)}</td>"
        f"<td class=c>{quantity(item.quantity, style)}</td>"
        f"<td class=r>{amount(item.gross_price, style)} €</td>"
        f"<td class=r>{amount(item.total, style)} €</td></tr>"
        for item in doc.items
    )
    bill = [f"<b>{escape(buyer.name)}</b>", f"Įmonės kodas: {buyer.code}"]
    if show_buyer_vat:
        bill.append(f"PVM kodas: {buyer.vat_code}")
    bill.append(escape(buyer.address))
    ship = escape(buyer.address) if delivery != "Atsiėmimas parduotuvėje" else "—"
    seller_lines = [escape(seller.name), f"Įm. k. {seller.code}"]
    if seller.vat_code:
        seller_lines.append(f"PVM k. {seller.vat_code}")
    seller_lines.append(escape(seller.address))
    if show_iban:
        seller_lines.append(f"A/s {seller.iban} ({escape(seller.bank or '')})")

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 14mm}}
body{{font-family:{font};font-size:{size}pt;color:#222}}
.top{{display:flex;justify-content:space-between;align-items:center}}
.logo{{display:flex;align-items:center;gap:8px}}
.logo .mark{{width:38px;height:38px;border-radius:8px;background:{colour};color:#fff;font-weight:bold;
font-size:15pt;display:flex;align-items:center;justify-content:center}}
.logo .shop{{font-size:15pt;font-weight:bold;color:{colour}}}
.title{{text-align:right}} .title h1{{font-size:14pt;margin:0;font-weight:normal}}
.meta{{margin-top:14px;display:flex;gap:30px;background:#f4f4f4;padding:8px 10px;border-radius:4px}}
.meta div span{{display:block;color:#777;font-size:{size - 1.5}pt}}
.cols{{display:flex;gap:20px;margin-top:16px}} .cols>div{{flex:1;line-height:1.45}}
.cols h3{{font-size:{size}pt;margin:0 0 3px;color:{colour};text-transform:uppercase}}
table.items{{width:100%;border-collapse:collapse;margin-top:18px}}
table.items th{{text-align:left;border-bottom:2px solid {colour};padding:5px 4px;font-size:{size - 0.5}pt;
color:#555}}
table.items td{{border-bottom:1px solid #e2e2e2;padding:6px 4px}}
.r{{text-align:right!important}} .c{{text-align:center!important}} .sku{{color:#666}}
table.sum{{margin-left:auto;margin-top:10px;border-collapse:collapse;min-width:42%}}
table.sum td{{padding:3px 4px}} table.sum tr.g td{{font-size:{size + 2}pt;font-weight:bold;
border-top:2px solid {colour};padding-top:6px}}
.foot{{margin-top:26px;font-size:{size - 1.5}pt;color:#666;border-top:1px solid #ddd;padding-top:6px}}
</style></head><body>
<div class="top"><div class="logo"><div class="mark">{escape(initials)}</div>
<div class="shop">{escape(shop)}</div></div>
<div class="title"><h1>Sąskaita faktūra</h1>Nr. <b>{number}</b></div></div>
<div class="meta"><div><span>Užsakymo Nr.</span>{order_no}</div>
<div><span>Užsakymo data</span>{day(ordered, date_style)}</div>
<div><span>Sąskaitos data</span>{day(doc.issued, date_style)}</div>
<div><span>Apmokėjimo būdas</span>{payment}</div></div>
<div class="cols"><div><h3>Pardavėjas</h3>{"<br>".join(seller_lines)}</div>
<div><h3>Pirkėjas</h3>{"<br>".join(bill)}</div>
<div><h3>Pristatymas</h3>{delivery}<br>{ship}</div></div>
<table class="items"><thead><tr><th>SKU</th><th>Prekė</th><th class=c>Kiekis</th>
<th class=r>Kaina su PVM</th><th class=r>Suma su PVM</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sum"><tr><td>Tarpinė suma</td><td class=r>{amount(doc.gross, style)} €</td></tr>
<tr><td>Pristatymas</td><td class=r>0,00 €</td></tr>
<tr><td>Suma be PVM</td><td class=r>{amount(doc.net, style)} €</td></tr>
<tr><td>PVM 21 %</td><td class=r>{amount(doc.vat, style)} €</td></tr>
<tr class="g"><td>Iš viso</td><td class=r>{amount(doc.gross, style)} €</td></tr></table>
<div class="foot">Užsakymas apmokėtas. Prekes galite grąžinti per 14 dienų nuo jų gavimo.
Klausimus siųskite info@{escape(shop)}. Sąskaita faktūra sugeneruota elektroniniu būdu ir galioja
be parašo.</div>
</body></html>"""
    truth = doc.truth(LINE_FIELDS, iban=show_iban)
    truth.pop("due_date", None)
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
