"""A Maltese company's "TAX INVOICE" in English to a Lithuanian business, as a modern cloud invoicing tool
(Xero, QuickBooks, Zoho) prints it in Malta: a coloured band across the top with the company's name and
"TAX INVOICE", "Bill To" with the customer's VAT number at the left and "Invoice No. / Invoice Date /
Due Date / Reference" at the right, a table "Description · Qty · Unit · Unit Price · (VAT %) · Amount
(EUR)", a summary box at the right "Subtotal / VAT 0 % / Total EUR" (or "VAT 18 %" on some), the note
"Reverse charge – Article 196, Council Directive 2006/112/EC" for services or "Exempt intra-Community
supply – Article 138" for goods, the payment details (Bank of Valletta, HSBC Malta…, IBAN MT…, BIC) and
a footer "Registered in Malta, Company Reg. No. C 12345 · VAT No. MT12345678". Amounts "€1,234.56",
dates "12 March 2026" or "12/03/2026".

Truth: the Maltese seller ("C 12345" as its register code, its MT VAT number, IBAN), the Lithuanian buyer
(its company code only where printed), the invoice number as printed with its prefix, the dates and the
lines as the table shows them. The address is "street, locality POSTCODE" as Malta writes it."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.eu_common import unbroken
from tests.eval.printed.templates.eu_round12_common import mt_seller, supply
from tests.eval.printed.templates.lt_common import FONTS

SERVICES = [
    ("Software development services", "hrs", 18, (45.0, 110.0)),
    ("iGaming platform licence – monthly fee", "month", 18, (800.0, 4500.0)),
    ("Regulatory compliance consultancy (MGA)", "hrs", 18, (90.0, 220.0)),
    ("Cloud hosting – dedicated server", "month", 18, (120.0, 650.0)),
    ("Payment gateway integration", "service", 18, (600.0, 3200.0)),
    ("Graphic design and branding services", "hrs", 18, (35.0, 80.0)),
    ("Affiliate marketing commission, per agreement", "service", 18, (300.0, 5000.0)),
    ("Customer support outsourcing", "month", 18, (900.0, 3800.0)),
    ("Translation services EN–LT", "words", 18, (0.06, 0.14)),
]
GOODS = [
    ("Extra virgin olive oil, 5 l tin", "pcs", 18, (28.0, 46.0)),
    ("Maltese sea salt, 1 kg", "pcs", 18, (3.0, 6.5)),
    ("Polypropylene marine rope 12 mm", "m", 18, (0.8, 2.4)),
    ("Stainless steel boat cleat 200 mm", "pcs", 18, (9.0, 24.0)),
    ("Pharmaceutical blister packaging film", "kg", 18, (6.0, 14.0)),
    ("Printed circuit board assembly, type A4", "pcs", 18, (14.0, 60.0)),
    ("Limestone tiles 40x40 cm (Globigerina)", "m2", 18, (22.0, 48.0)),
    ("Honey, Maltese wild thyme, 250 g", "pcs", 18, (6.0, 11.0)),
]
WHOLE = ("pcs", "month", "service")
# a trader's name fits what it sells
SERVICE_NAMES = [
    "Melita Digital",
    "Azure Bay Gaming Solutions",
    "Valletta Software",
    "Blue Grotto Consulting",
    "Sliema Tech Services",
]
GOODS_NAMES = [
    "Gozo Marine Supplies",
    "Mediterranean Trading Co.",
    "Ħal Far Industrial Supplies",
    "Marsa Imports",
]
FORMS = ["Ltd", "Limited", "Ltd"]
PLACES = [
    ("Triq ir-Repubblika", "VLT 1117", "Valletta"),
    ("Tower Road", "SLM 1605", "Sliema"),
    ("Triq San Ġorġ", "STJ 3208", "St Julian's"),
    ("Triq il-Kbira", "MST 1018", "Mosta"),
    ("The Strand", "GZR 1027", "Gżira"),
    ("Mdina Road", "QRM 9010", "Qormi"),
    ("Triq l-Imdina", "BKR 4012", "Birkirkara"),
]
ACCENTS = ["#0b6e8a", "#c8102e", "#20336b", "#2f7d4e", "#5b2c83", "#d35400"]


def make(seed: int) -> Printed:
    rng = random.Random(f"eu_mt_invoice-{seed}")
    goods = rng.random() < 0.35
    domestic = rng.random() < 0.15
    doc = supply(seed, domestic, 18, GOODS if goods else SERVICES, WHOLE, (1, 8 if goods else 5))
    street, postcode, city = rng.choice(PLACES)
    building = rng.choice(
        ["", "", f"Level {rng.randint(1, 6)}, ", f"{rng.choice(['Portomaso', 'Regent'])} House, "]
    )
    seller, bic = mt_seller(
        rng,
        f"{rng.choice(GOODS_NAMES if goods else SERVICE_NAMES)} {rng.choice(FORMS)}",
        f"{building}{rng.randint(1, 250)}, {street}",
        postcode,
        city,
    )
    doc.seller = seller
    buyer = doc.buyer
    assert buyer is not None
    for item in doc.items:
        if item.unit == "hrs":
            item.quantity = Decimal(rng.randint(2, 160)) / 2
        elif item.unit in ("month", "service"):
            # a fee or a project is charged once or for a few months
            item.quantity = Decimal(rng.choice([1, 1, 1, 2, 3, 6]))
        elif item.unit == "words":
            item.quantity = Decimal(rng.randint(8, 120) * 100)
    reverse = all(item.vat_percent == 0 for item in doc.items)
    prefix = rng.choice(["INV-", "INV-", "MT-", ""])
    doc.number = f"{prefix}{rng.randint(1, 9999):0{rng.choice([4, 5])}d}"
    doc.series = None
    doc.due = doc.issued + timedelta(days=rng.choice([14, 15, 30, 30, 45]))

    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    accent = rng.choice(ACCENTS)
    date_style = rng.choice(["en-dmy", "dmy-slash"])
    unit_col = rng.random() < 0.6
    vat_col = rng.random() < 0.5
    buyer_code = rng.random() < 0.5
    reference = f"PO-{rng.randint(1000, 99999)}" if rng.random() < 0.5 else None

    def a(value: Decimal, euro: bool = False) -> str:
        return ("€" if euro else "") + amount(value, "en")

    def d(value: date) -> str:
        return day(value, date_style)

    head = ["Description", "Qty"] + (["Unit"] if unit_col else []) + ["Unit Price"]
    head += (["VAT %"] if vat_col else []) + ["Amount (EUR)"]
    rows = []
    for item in doc.items:
        cells = [f"<td>{escape(item.name)}</td>", f"<td class=r>{quantity(item.quantity, 'en')}</td>"]
        if unit_col:
            cells.append(f"<td>{item.unit}</td>")
        cells.append(f"<td class=r>{a(item.price)}</td>")
        if vat_col:
            cells.append(f"<td class=r>{rate(item.vat_percent)}%</td>")
        cells.append(f"<td class=r>{a(item.subtotal)}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    table = (
        '<table class="it"><tr>'
        + "".join(f"<th{'' if h in ('Description', 'Unit') else ' class=r'}>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    vat_rate = "0" if reverse else "18"
    summary = (
        '<div class="sum"><table>'
        f"<tr><td>Subtotal</td><td class=r>{a(doc.net, True)}</td></tr>"
        f"<tr><td>VAT {vat_rate}%</td><td class=r>{a(doc.vat, True)}</td></tr>"
        f"<tr class=g><td>Total EUR</td><td class=r>{a(doc.gross, True)}</td></tr>"
        f"<tr class=due><td>Amount Due</td><td class=r>{a(doc.gross, True)}</td></tr></table></div>"
    )
    if reverse and goods:
        remark = "Exempt intra-Community supply of goods – Article 138, Council Directive 2006/112/EC."
    elif reverse:
        remark = rng.choice(
            [
                "Reverse charge – Article 196, Council Directive 2006/112/EC. VAT to be accounted for by the "
                "recipient.",
                "Reverse charge: customer to account for VAT (Art. 196 VAT Directive).",
            ]
        )
    else:
        remark = ""
    notes = (
        '<div class="notes">'
        + (f'<div class="rc">{remark}</div>' if remark else "")
        + '<div class="lab">Payment details</div>'
        f"<div>Bank: {escape(seller.bank or '')}</div><div>Account name: {escape(seller.name)}</div>"
        f"<div>IBAN: {seller.iban}</div><div>BIC/SWIFT: {bic}</div>"
        f"<div>Please quote <b>{doc.number}</b> as the payment reference.</div></div>"
    )
    buyer_html = (
        f'<div class="bill"><div class="lab">Bill To</div><div class="nm">{escape(buyer.name)}</div>'
        f"<div>{unbroken(buyer.address)}</div><div>Lithuania</div>"
        + (f"<div>VAT No.: {buyer.vat_code}</div>" if buyer.vat_code else "")
        + (f"<div>Company code: {buyer.code}</div>" if buyer_code else "")
        + "</div>"
    )
    meta_rows = [
        ("Invoice No.", f"<b>{doc.number}</b>"),
        ("Invoice Date", d(doc.issued)),
        ("Due Date", d(doc.due)),
    ]
    if reference:
        meta_rows.append(("Reference", reference))
    meta = (
        '<table class="meta">'
        + "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in meta_rows)
        + "</table>"
    )
    body = f"""<div class="band"><div><div class="co">{escape(seller.name)}</div>
<div class="addr">{unbroken(seller.address)}, Malta</div></div><div class="ti">TAX INVOICE</div></div>
<div class="row">{buyer_html}{meta}</div>
{table}
<div class="bottom">{notes}{summary}</div>
<div class="thanks">Thank you for your business.</div>
<div class="foot">{escape(seller.name)} · Registered in Malta, Company Reg. No. {seller.code} ·
VAT No. {seller.vat_code} · Registered office: {unbroken(seller.address)}, Malta</div>"""
    css = f"""
@page{{size:A4;margin:0}}
body{{font-family:{font};font-size:{size}pt;color:#222;margin:0}}
.band{{background:{accent};color:#fff;padding:9mm 14mm 7mm;display:flex;justify-content:space-between;
align-items:flex-end}}
.co{{font-size:{size + 7}pt;font-weight:bold}} .addr{{font-size:{size - 0.5}pt;opacity:.9;margin-top:2px}}
.ti{{font-size:{size + 10}pt;font-weight:bold;letter-spacing:2px;white-space:nowrap}}
.row{{display:flex;justify-content:space-between;margin:8mm 14mm 6mm}}
.lab{{font-size:{size - 1}pt;color:{accent};font-weight:bold;text-transform:uppercase;margin-bottom:2px}}
.nm{{font-weight:bold;font-size:{size + 1}pt}} .bill{{line-height:1.4;max-width:95mm}}
table.meta td{{padding:2px 0 2px 10px}} table.meta td:first-child{{color:#666}}
table.it{{width:calc(100% - 28mm);margin:0 14mm;border-collapse:collapse}}
table.it th{{border-bottom:2px solid {accent};color:{accent};padding:4px;text-align:left;
font-size:{size - 0.5}pt}}
table.it td{{border-bottom:.5px solid #ddd;padding:4px}}
.r{{text-align:right!important;white-space:nowrap}}
.bottom{{display:flex;justify-content:space-between;gap:10mm;margin:6mm 14mm 0}}
.notes{{line-height:1.45;max-width:95mm}} .rc{{font-weight:bold;margin-bottom:6px}}
.sum{{background:#f3f4f6;border-top:3px solid {accent};padding:4px 8px;min-width:62mm;align-self:flex-start}}
.sum table{{width:100%;border-collapse:collapse}} .sum td{{padding:3px 2px}}
.sum tr.g td{{font-weight:bold;border-top:1px solid #999}}
.sum tr.due td{{font-weight:bold;font-size:{size + 2}pt;color:{accent}}}
.thanks{{margin:10mm 14mm 0;color:#555}}
.foot{{position:fixed;bottom:8mm;left:14mm;right:14mm;border-top:.5px solid #bbb;padding-top:3px;
font-size:{size - 2}pt;color:#666}}
"""
    html = (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css}</style></head>'
        f"<body>{body}</body></html>"
    )
    fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "price", "subtotal")
    fields += ("unit",) if unit_col else ()
    fields += ("vat_percent",) if vat_col else ()
    truth = doc.truth(fields)
    if not buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
