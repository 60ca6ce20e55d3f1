"""A Finnish software company's invoice in English for development, hosting and subscriptions, as Finnish
invoicing services print it: the Netvisor kind (the firm at the top left, "INVOICE" with a label/value
list at the right, "Description | Qty | Unit | Unit price | VAT % | Total excl. VAT", and the Finnish bank
transfer form (tilisiirto) at the foot with "Saajan tilinumero / Mottagarens kontonummer", "Viitenumero /
Ref.nr.", "Eräpäivä / Förfallodag" and "Euro"), the Procountor kind (a grid of boxes with the labels
above the values, a VAT amount and gross total on each line, a VAT breakdown table) and the Fennoa kind
(airy, "Invoice 1234" in large type, two info columns, the payment details in a tinted panel). The firm
prints its "Business ID 1234567-8" and "VAT number FI12345678", "Payment terms 14 days net", "Due
date", "Reference number" (a Finnish reference with its 7-3-1 check digit, in groups of five) and
"Penalty interest 8 %". To a Lithuanian business with a VAT number the services go at 0 % under the
reverse charge ("Reverse charge – VAT Directive Art. 196"), otherwise at the Finnish rate of 25.5 %.
Dates "12.3.2026" or "12.03.2026"; amounts "1 234,56" as Finnish programs keep in English, or
"1,234.56"."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import Item
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, unbroken
from tests.eval.printed.templates.eu_nl_fr_se_common import logo
from tests.eval.printed.templates.eu_round5_common import supply, zero_rated
from tests.eval.printed.templates.eu_round7_common import fi_account, fi_reference, fi_seller, set_rates
from tests.eval.printed.templates.lt_common import FONTS

# the rate as a placeholder (255 → 25.5 %)
CATALOGUE = [
    ("Software development, senior developer", "h", 255, (85, 125)),
    ("Software development, developer", "h", 255, (65, 90)),
    ("UX/UI design workshop", "h", 255, (90, 140)),
    ("Project management", "h", 255, (75, 110)),
    ("SaaS subscription, Team plan (monthly)", "month", 255, (149, 690)),
    ("User licences, Professional edition", "user/mo", 255, (12, 39)),
    ("Cloud hosting, managed Kubernetes cluster (monthly)", "month", 255, (320, 1450)),
    ("Technical support package, 10 hours", "pcs", 255, (650, 980)),
    ("API integration with the customer's ERP system, fixed price", "pcs", 255, (1800, 6400)),
    ("Security audit and penetration test report", "pcs", 255, (2400, 5800)),
    ("Data migration from legacy system", "h", 255, (80, 115)),
    ("Mobile app maintenance (monthly)", "month", 255, (390, 1200)),
]
WHOLE = ("pcs", "month", "user/mo")
NAMES = [
    "Koodiverstas", "Nordic Pixel", "Saimaa Software", "Revontuli Labs", "Pohjola Data",
    "Kide Solutions", "Tunturi Systems", "Aalto Devworks",
]  # fmt: skip
PLACES = [
    ("Mannerheimintie", "00100", "Helsinki", "09"),
    ("Hämeenkatu", "33100", "Tampere", "03"),
    ("Kauppakatu", "40100", "Jyväskylä", "014"),
    ("Yliopistonkatu", "20100", "Turku", "02"),
    ("Kiviharjuntie", "90220", "Oulu", "08"),
    ("Keilaranta", "02150", "Espoo", "09"),
    ("Microkatu", "70210", "Kuopio", "017"),
]


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    street, postcode, city, area = rng.choice(PLACES)
    seller = fi_seller(rng, f"{rng.choice(NAMES)} Oy", f"{street} {rng.randint(1, 60)}", postcode, city)
    seller.iban, seller.bank, bic = fi_account(rng)
    zero = rng.random() < 0.7
    doc = supply(seed, seller, zero, CATALOGUE, WHOLE, language="en", lines=(1, 7))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None
    set_rates(doc, {255: "25.5"})
    for item in doc.items:
        if item.unit == "h":
            item.quantity = Decimal(max(2, int(item.quantity * 2))) / 2
        elif "fixed price" in item.name or "report" in item.name:
            item.quantity = Decimal(1)
    family = ("netvisor", "procountor", "fennoa")[seed % 3]
    fi_style = rng.random() < 0.65
    n = int(doc.number) % 9000 + 1
    doc.series = None
    doc.number = str(rng.choice([1000, 2000, 10000]) + n)
    reference = fi_reference(doc.number if rng.random() < 0.5 else f"{rng.randint(1, 99)}{doc.number}")
    customer_no = str(rng.randint(100, 9999))
    font = rng.choice(FONTS[:7])
    size = rng.choice([8.5, 9, 9.5])
    accent = rng.choice(["#0f4c81", "#00857c", "#5b2c83", "#c2410c", "#1f2937"])
    padded = rng.random() < 0.4
    buyer_vat = buyer.vat_code is not None and (zero or rng.random() < 0.6)
    buyer_code = rng.random() < 0.3
    days = (doc.due - doc.issued).days
    interest = rng.choice(["8 %", "8 %", "8,0 %" if fi_style else "8.0 %"])
    your_ref = rng.choice(["Tomas Jankauskas", "Rūta Kazlauskienė", "Mantas Petraitis", "Inga Vaitkienė"])
    our_ref = rng.choice(["Mikko Virtanen", "Laura Korhonen", "Jussi Nieminen", "Anna Mäkelä", "Antti Laine"])
    phone = f"+358 {area.lstrip('0')} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
    domain = seller.name.split()[0].lower().translate(str.maketrans("äöå", "aoa")) + rng.choice(
        [".fi", ".com", ".io"]
    )
    zero_doc = zero_rated(doc)
    rates = doc.rates()

    def d(value: date) -> str:
        return value.strftime("%d.%m.%Y") if padded else f"{value.day}.{value.month}.{value.year}"

    def num(value: Decimal) -> str:
        return amount(value, "lt" if fi_style else "en")

    def qty(value: Decimal) -> str:
        return quantity(value, "lt") if fi_style else quantity(value, "en")

    def pct(value: Decimal) -> str:
        text = f"{value.normalize():f}"
        return (text.replace(".", ",") if fi_style else text) + " %"

    # --- lines ------------------------------------------------------------------------------------------
    line_total = family == "procountor"
    cols: list[tuple[str, str]] = [("Description", "name"), ("Qty", "qty"), ("Unit", "unit")]
    cols += [("Unit price", "price"), ("VAT %", "rate")]
    if line_total:
        cols += [("Excl. VAT", "sum"), ("VAT", "tax"), ("Total", "total")]
    else:
        cols.append(("Total excl. VAT" if family == "netvisor" else "Amount", "sum"))

    def cell(kind: str, it: Item) -> str:
        if kind == "name":
            return f"<td>{escape(it.name)}</td>"
        if kind == "qty":
            return f"<td class=r>{qty(it.quantity)}</td>"
        if kind == "unit":
            return f"<td>{escape(it.unit)}</td>"
        if kind == "price":
            return f"<td class=r>{num(it.price)}</td>"
        if kind == "rate":
            return f"<td class=r>{pct(it.vat_percent)}</td>"
        if kind == "tax":
            return f"<td class=r>{num(it.vat)}</td>"
        if kind == "total":
            return f"<td class=r>{num(it.total)}</td>"
        return f"<td class=r>{num(it.subtotal)}</td>"

    right = {"qty", "price", "rate", "sum", "tax", "total"}
    head_html = "".join(f"<th class='{'r' if k in right else ''}'>{h}</th>" for h, k in cols)
    rows = "".join("<tr>" + "".join(cell(k, it) for _, k in cols) + "</tr>" for it in doc.items)
    table = f"<table class=items><thead><tr>{head_html}</tr></thead><tbody>{rows}</tbody></table>"

    # --- totals, notes ----------------------------------------------------------------------------------
    tot = [("Total excl. VAT", num(doc.net))]
    for r, (_, t) in rates.items():
        tot.append((f"VAT {pct(r)}" if r else "VAT 0 % (reverse charge)", num(t)))
    tot_html = "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in tot)
    tot_html += f"<tr class=g><td>Total EUR</td><td class=r>{num(doc.gross)}</td></tr>"
    tot_html = f"<table class=tot>{tot_html}</table>"
    if family == "procountor":
        vat_rows = "".join(
            f"<tr><td>{pct(r)}</td><td class=r>{num(b)}</td><td class=r>{num(t)}</td>"
            f"<td class=r>{num(b + t)}</td></tr>"
            for r, (b, t) in rates.items()
        )
        tot_html = (
            "<table class=vsum><tr><th>VAT %</th><th class=r>Excl. VAT</th><th class=r>VAT</th>"
            f"<th class=r>Incl. VAT</th></tr>{vat_rows}</table>" + tot_html
        )
    notes = []
    if zero_doc:
        notes.append(
            rng.choice(
                [
                    "Reverse charge – VAT Directive Art. 196. The buyer is liable to pay the VAT.",
                    "Reverse charge (käännetty verovelvollisuus), Article 196 of Council Directive "
                    "2006/112/EC.",
                ]
            )
        )
    if rng.random() < 0.5:
        month = doc.issued.month - 1 or 12
        notes.append(
            f"Invoicing period {month:02d}/{doc.issued.year if month != 12 else doc.issued.year - 1}."
        )
    notes.append(f"Penalty interest {interest}. Please use the reference number when paying.")
    notes_html = "".join(f"<div class=note>{escape(x)}</div>" for x in notes)

    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
        rng.choice(["Lithuania", "LITHUANIA"]),
    ]
    if buyer_vat:
        buyer_lines.append(f"VAT number {buyer.vat_code}")
    if buyer_code:
        buyer_lines.append(f"Company code {buyer.code}")
    meta = [
        ("Invoice number", doc.number),
        ("Invoice date", d(doc.issued)),
        ("Customer number", customer_no),
        ("Payment terms", f"{days} days net"),
        ("Due date", d(doc.due)),
        ("Reference number", reference),
        ("Penalty interest", interest),
        ("Your reference", escape(your_ref)),
        ("Our reference", escape(our_ref)),
    ]
    ids = f"Business ID {seller.code}<br>VAT number {seller.vat_code}"
    seller_addr = f"{escape(seller.street)}<br>FI-{seller.postcode} {escape(city)}<br>Finland"
    bank = f"{escape(seller.bank or '')}<br>IBAN <span class=nw>{grouped(seller.iban)}</span><br>BIC {bic}"
    foot = f"""<div class=foot><div><b>{escape(seller.name)}</b><br>{seller_addr}</div>
<div>Tel. {phone}<br>billing@{domain}<br>www.{domain}</div><div>{ids}<br>Domicile {escape(city)}</div>
<div>{bank}</div></div>"""
    mark = logo(rng, seller.name, accent, size, side="left")
    form = ""

    if family == "netvisor":
        meta_html = "".join(f"<tr><td class=k>{k}</td><td>{v}</td></tr>" for k, v in meta)
        body = f"""<div class=top><div>{mark}<div class=sub>{escape(seller.name)}<br>{seller_addr}
<br>{ids}</div>
<div class=win>{"<br>".join(buyer_lines)}</div></div>
<div class=rt><h1>INVOICE</h1><table class=meta>{meta_html}</table></div></div>
{table}<div class=lower><div class=notes>{notes_html}</div>{tot_html}</div>"""
        form = f"""<div class=form><table>
<tr><td class=fl rowspan=2>Saajan<br>tilinumero<br>Mottagarens<br>kontonummer</td>
<td colspan=3>IBAN <b class=nw>{grouped(seller.iban)}</b></td><td>BIC<br><b>{bic}</b></td></tr>
<tr><td colspan=4>{escape(seller.bank or "")}</td></tr>
<tr><td class=fl>Saaja<br>Mottagare</td><td colspan=4>{escape(seller.name)}</td></tr>
<tr><td class=fl rowspan=2>Maksajan<br>nimi ja<br>osoite<br>Betalarens<br>namn och<br>adress</td>
<td colspan=2 rowspan=2>{escape(buyer.name)}<br>{escape(buyer.street)}<br>
{unbroken(f"{buyer.postcode} {buyer.city}")}</td>
<td class=fl>Viitenro<br>Ref.nr.</td><td><b>{reference}</b></td></tr>
<tr><td class=fl>Eräpäivä<br>Förfallodag</td><td><b>{d(doc.due)}</b></td></tr>
<tr><td class=fl>Tililtä nro<br>Från konto nr</td><td colspan=2></td><td class=fl>Euro</td>
<td><b>{num(doc.gross)}</b></td></tr></table></div>"""
        foot = ""
    elif family == "procountor":
        boxes = "".join(
            f"<div class=bx><div class=k>{k}</div><div class=v>{v}</div></div>" for k, v in meta[:6]
        )
        more = "".join(f"<div><span class=k>{k}</span> {v}</div>" for k, v in meta[6:])
        body = f"""<div class=top><div>{mark}<div class=sub>{ids}</div></div><div class=rt>
<h1 class=pc>Invoice</h1></div></div>
<div class=top><div class=win2>{"<br>".join(buyer_lines)}</div><div class=more>{more}</div></div>
<div class=boxes>{boxes}</div>
{table}<div class=lower><div class=notes>{notes_html}</div><div>{tot_html}</div></div>"""
    else:
        left = meta[:5]
        right_meta = meta[5:]
        col = "".join(f"<div class=fk>{k}</div><div class=fv>{v}</div>" for k, v in left)
        col2 = "".join(f"<div class=fk>{k}</div><div class=fv>{v}</div>" for k, v in right_meta)
        body = f"""<div class=top><div>{mark}</div>
<div class=sub style="text-align:right">{escape(seller.name)}<br>{seller_addr}</div></div>
<h1 class=fn>Invoice {doc.number}</h1>
<div class=fcols><div class=win3><div class=fk>Bill to</div>{"<br>".join(buyer_lines)}</div>
<div class=fgrid>{col}</div><div class=fgrid>{col2}</div></div>
{table}<div class=lower><div class=notes>{notes_html}</div>{tot_html}</div>
<div class=panel><b>Payment details</b><br>Please pay <b>EUR {num(doc.gross)}</b> by <b>{d(doc.due)}</b> to
IBAN <b class=nw>{grouped(seller.iban)}</b> (BIC {bic}) using reference number <b>{reference}</b>.</div>"""

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 14mm 10mm 18mm}}
body{{font-family:{font};font-size:{size}pt;color:#1d1d1d;margin:0}}
.page{{min-height:274mm;display:flex;flex-direction:column}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;gap:10mm;margin-bottom:5mm}}
.rt{{min-width:72mm}} .sub{{font-size:{size - 1}pt;color:#555;margin-top:2mm;line-height:1.4}}
.win{{margin-top:8mm;line-height:1.45;min-height:22mm}} .win2{{line-height:1.45}}
.more{{line-height:1.5;min-width:72mm}}
h1{{font-size:{size + 10}pt;margin:0 0 3mm 0;color:{accent};letter-spacing:1px}}
h1.pc{{text-align:right;font-weight:normal}} h1.fn{{font-size:{size + 16}pt;font-weight:300;color:#111;
letter-spacing:0;margin:4mm 0 5mm 0}}
table.meta{{border-collapse:collapse}} table.meta td{{padding:1.5px 10px 1.5px 0}}
.k{{color:#666;white-space:nowrap}}
.boxes{{display:grid;grid-template-columns:repeat(6,1fr);border:.7pt solid #aaa;margin-bottom:3mm}}
.bx{{padding:1.5mm 2mm;border-right:.7pt solid #aaa}} .bx:last-child{{border-right:none}}
.bx .k{{font-size:{size - 2}pt}} .bx .v{{font-weight:bold;margin-top:.5mm;white-space:nowrap}}
.fcols{{display:flex;gap:8mm;margin-bottom:4mm}} .win3{{flex:1.3;line-height:1.45}}
.fgrid{{flex:1;display:grid;grid-template-columns:auto auto;gap:1mm 4mm;align-content:start}}
.fk{{color:#777;font-size:{size - 1}pt;white-space:nowrap}} .fv{{white-space:nowrap}}
table.items{{width:100%;border-collapse:collapse;margin-top:3mm}}
table.items th{{text-align:left;padding:3px 4px;border-bottom:1pt solid {accent};font-size:{size - 0.5}pt;
color:{accent}}}
table.items td{{padding:3px 4px;border-bottom:.4pt solid #ddd;vertical-align:top}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
.lower{{display:flex;justify-content:space-between;align-items:flex-start;gap:8mm;margin-top:4mm}}
.notes{{max-width:90mm;font-size:{size - 0.5}pt}} .note{{margin-bottom:1.5mm}}
table.vsum{{border-collapse:collapse;margin-bottom:2mm;min-width:70mm}}
table.vsum th{{font-weight:normal;color:#666;text-align:left;border-bottom:.5pt solid #999;padding:1px 5px}}
table.vsum td{{padding:1px 5px}}
table.tot{{border-collapse:collapse;min-width:70mm;margin-left:auto}} table.tot td{{padding:2px 5px}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 2}pt;border-top:1.2pt solid #111}}
.panel{{margin-top:6mm;padding:3mm 4mm;background:#f1f5f9;border-radius:2mm;line-height:1.5}}
.foot{{margin-top:auto;border-top:.6pt solid #999;padding-top:2mm;display:flex;gap:5mm;
font-size:{size - 1.5}pt;line-height:1.4;color:#444}} .foot > div{{flex:1}}
.form{{margin-top:auto;border-top:.8pt dashed #555;padding-top:3mm}}
.form table{{width:100%;border-collapse:collapse;font-size:{size - 0.5}pt}}
.form td{{border:.8pt solid #222;padding:1.5mm 2mm;vertical-align:top}}
.form td.fl{{font-size:{size - 3}pt;width:20mm;color:#333}}
</style></head><body><div class="page">
{body}
<div style="height:6mm"></div>
{form}{foot}
</div></body></html>"""
    fields = ["prekes_pavadinimas", "quantity", "unit", "price", "vat_percent", "subtotal"]
    if line_total:
        fields.append("total")
    truth = doc.truth(tuple(fields))
    if not buyer_code:
        truth.pop("buyer_id", None)
    if not buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
