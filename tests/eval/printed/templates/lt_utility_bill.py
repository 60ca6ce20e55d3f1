"""A telecom or utility provider's monthly bill to a business customer: "SĄSKAITA Nr." with the billing
period and the customer and contract numbers, a short services table, a large "MOKĖTI IKI" box with the
amount due, and small print at the foot with the provider's codes and bank account in columns."""

from __future__ import annotations

import calendar
import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS

LINE_FIELDS = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
SERVICES = [
    ("Mobiliojo ryšio planas „Verslas 30 GB“", "mėn.", 21, (9, 25)),
    ("Mobiliojo ryšio planas „Neribotas“", "mėn.", 21, (15, 35)),
    ("Pokalbiai į užsienio tinklus", "min.", 21, (0.1, 0.6)),
    ("Papildomi mobilieji duomenys", "GB", 21, (1, 4)),
    ("Šviesolaidinis internetas 300 Mb/s", "mėn.", 21, (18, 40)),
    ("Šviesolaidinis internetas 1 Gb/s", "mėn.", 21, (30, 60)),
    ("Interaktyvi televizija „Bazinis“", "mėn.", 21, (8, 20)),
    ("Statinis IP adresas", "mėn.", 21, (3, 10)),
    ("Maršrutizatoriaus nuoma", "mėn.", 21, (2, 6)),
    ("Įrengimo paslauga", "vnt.", 21, (20, 60)),
    ("Elektros energija, dieninė zona", "kWh", 21, (0.14, 0.32)),
    ("Elektros energija, naktinė zona", "kWh", 21, (0.09, 0.2)),
    ("Elektros persiuntimo paslauga", "kWh", 21, (0.05, 0.12)),
    ("Apskaitos prietaiso aptarnavimas", "mėn.", 21, (1, 3)),
    ("SIM kortelės keitimas", "vnt.", 21, (2, 5)),
]
# how many of each unit a month's bill counts: months and pieces are few, kilowatt-hours many
AMOUNTS = {"mėn.": (1, 1), "vnt.": (1, 3), "min.": (5, 400), "GB": (1, 40), "kWh": (80, 2400)}


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(2, 6), catalogue=SERVICES, rates=(21,), series=False)
    rng = random.Random(seed * 7 + 3)
    for item in doc.items:
        item.quantity = Decimal(rng.randint(*AMOUNTS[item.unit]))
    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-dots"])
    font = rng.choice(FONTS[:6])
    size = rng.choice([8.5, 9, 9.5])
    colour = rng.choice(["#c8102e", "#5b2a86", "#00857c", "#0061a8"])
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    year, month = (
        (doc.issued.year, doc.issued.month - 1) if doc.issued.month > 1 else (doc.issued.year - 1, 12)
    )
    start, end = date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])
    period = f"{day(start, date_style)}–{day(end, date_style)}"
    client = str(rng.randint(10_000_000, 99_999_999))
    contract = f"{rng.choice(['S', 'VS', 'K'])}-{rng.randint(1000, 99999)}"
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.6

    rows = "".join(
        f"<tr><td>{escape(item.name)}</td><td class=r>{quantity(item.quantity, style)} {item.unit}</td>"
        f"<td class=r>{amount(item.price, style)}</td><td class=r>{amount(item.subtotal, style)}</td></tr>"
        for item in doc.items
    )
    customer = [f"<b>{escape(buyer.name)}</b>", f"Įmonės kodas {buyer.code}"]
    if show_buyer_vat:
        customer.append(f"PVM mokėtojo kodas {buyer.vat_code}")
    customer += [escape(buyer.address.split(", ")[0]), escape(buyer.address.split(", ")[1])]
    codes = [f"Įmonės kodas {seller.code}"]
    if seller.vat_code:
        codes.append(f"PVM mokėtojo kodas {seller.vat_code}")
    previous = rng.choice(["0,00", "0,00", amount(Decimal(rng.randint(1000, 9000)) / 100, style)])

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 14mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.brand{{display:flex;justify-content:space-between;align-items:flex-start}}
.brand .n{{font-size:16pt;font-weight:bold;color:{colour}}}
.addr{{margin-top:22px;display:flex;justify-content:space-between}}
.addr .win{{width:48%;line-height:1.45}}
.facts td{{padding:1px 6px 1px 0}} .facts td:first-child{{color:#555}}
h1{{font-size:15pt;margin:22px 0 4px;color:{colour}}}
.pay{{display:flex;gap:16px;margin-top:12px}}
.due{{border:3px solid {colour};padding:10px 16px;text-align:center;min-width:38%}}
.due .l{{font-size:{size + 1}pt;font-weight:bold;letter-spacing:1px}}
.due .a{{font-size:22pt;font-weight:bold;color:{colour}}}
.bal{{flex:1}} .bal td{{padding:2px 8px 2px 0}}
table.svc{{width:100%;border-collapse:collapse;margin-top:18px}}
table.svc th{{text-align:left;border-bottom:1px solid #999;font-weight:bold;padding:4px 3px}}
table.svc td{{padding:3px}} .r{{text-align:right!important}}
table.svc tfoot td{{border-top:1px solid #999;font-weight:bold}}
.foot{{position:fixed;bottom:0;left:0;right:0;display:flex;gap:18px;font-size:{size - 2}pt;color:#444;
border-top:1px solid #bbb;padding-top:5px}} .foot div{{flex:1;line-height:1.35}}
</style></head><body>
<div class="brand"><div class="n">{escape(seller.name)}</div>
<div>Klientų aptarnavimas 8 700 {rng.randint(10000, 99999)}<br>
www.{rng.choice(["mano", "savitarna"])}-paskyra.lt</div>
</div>
<div class="addr"><div class="win">{"<br>".join(customer)}</div>
<table class="facts"><tr><td>Sąskaitos data</td><td>{day(doc.issued, date_style)}</td></tr>
<tr><td>Kliento Nr.</td><td>{client}</td></tr><tr><td>Sutarties Nr.</td><td>{contract}</td></tr>
<tr><td>Mokėjimo kodas</td><td>{client}</td></tr></table></div>
<h1>SĄSKAITA Nr. {doc.number}</h1>
<div>Atsiskaitymo laikotarpis {period}</div>
<div class="pay"><div class="due"><div class="l">MOKĖTI IKI {day(doc.due, date_style)}</div>
<div class="a">{amount(doc.gross, style)} EUR</div></div>
<table class="bal"><tr><td>Likutis laikotarpio pradžioje</td><td class=r>{previous}</td></tr>
<tr><td>Gauti mokėjimai</td><td class=r>{previous}</td></tr>
<tr><td>Priskaičiuota už laikotarpį</td><td class=r>{amount(doc.gross, style)}</td></tr></table></div>
<table class="svc"><thead><tr><th>Paslauga</th><th class=r>Kiekis</th><th class=r>Kaina, EUR</th>
<th class=r>Suma, EUR</th></tr></thead><tbody>{rows}</tbody>
<tfoot><tr><td colspan=3>Suma be PVM</td><td class=r>{amount(doc.net, style)}</td></tr>
<tr><td colspan=3>PVM 21 %</td><td class=r>{amount(doc.vat, style)}</td></tr>
<tr><td colspan=3>Iš viso su PVM</td><td class=r>{amount(doc.gross, style)}</td></tr></tfoot></table>
<p style="margin-top:18px;font-size:{size - 1}pt">Mokėdami nurodykite mokėjimo kodą {client}. Laiku
nesumokėjus, skaičiuojami 0,02 % delspinigiai už kiekvieną pavėluotą dieną.</p>
<div class="foot"><div><b>{escape(seller.name)}</b><br>{"<br>".join(codes)}</div>
<div>{escape(seller.address)}<br>Registruota Juridinių asmenų registre</div>
<div>Atsiskaitomoji sąskaita<br>{seller.iban}<br>{escape(seller.bank or "")}</div></div>
</body></html>"""
    truth = doc.truth(LINE_FIELDS)
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
