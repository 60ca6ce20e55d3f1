"""A Latvian SIA's services invoice in English, as Latvian online invoicing tools (the Enterprise.lv /
Invoice.lv / e-rēķini kind) print it for a foreign client. Three layouts: the classic Latvian form (a
centred "INVOICE No. …" with the date under it, "Supplier" and "Payer" blocks of label / value rows –
Name, Reg. No., VAT No., Legal address, Bank, SWIFT, Account – a numbered grid "No. | Description |
Unit | Qty | Price | Amount", "Total excl. VAT", "VAT 21 %", "Total to pay EUR", the note that the
invoice is prepared electronically and valid without a signature); the modern web tool (the firm's
letterhead, "Invoice" with its number, date and due date in a right-hand box, a "Payer" box, columns
"Description | Qty | Unit price | VAT % | Amount" and the bank details in the footer); and a compact
one (labels above the values in a row of boxes, "Service | Period | Hours | Rate | Sum"). Latvian VAT
21 % for a buyer without a VAT number, else 0 % with the reverse-charge note (Article 196 of the VAT
Directive). Dates "12.03.2026", "2026-03-12" or "12 March 2026"; amounts "1,234.56", "1234.56" or
"1 234.56"; the currency as "EUR" or "€" before or after."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import Item
from tests.eval.printed.fmt import MONTHS, amount, quantity
from tests.eval.printed.templates.eu_common import grouped, unbroken
from tests.eval.printed.templates.eu_round8_common import lv_seller, supply
from tests.eval.printed.templates.lt_common import FONTS

CATALOGUE = [
    ("Website development services according to Agreement No. 14/2025", "h", 21, (35, 65)),
    ("Search engine optimisation (SEO), monthly fee", "month", 21, (250, 900)),
    ("Mobile application UI/UX design", "h", 21, (30, 55)),
    ("Server administration and monitoring", "month", 21, (120, 480)),
    ("Translation services LV–EN–LT, technical documentation", "page", 21, (12, 28)),
    ("Accounting software implementation and staff training", "h", 21, (40, 70)),
    ("Google Ads campaign management", "month", 21, (180, 650)),
    ("Legal consultation on Latvian commercial law", "h", 21, (60, 140)),
    ("Photo and video production, 1 shooting day", "day", 21, (350, 900)),
    ("Logistics consulting – Riga port transhipment", "h", 21, (45, 90)),
    ("Software licence renewal, annual", "pcs", 21, (90, 600)),
    ("Data migration and testing", "h", 21, (38, 60)),
]
WHOLE = ("month", "page", "day", "pcs")
NAMES = ["Baltic Web Studio", "Daugava Digital", "Kurzeme IT", "Rīgas Konsultanti", "Lielupe Media",
         "Vidzeme Solutions", "Ziemeļu Tehnoloģijas", "Gauja Soft"]  # fmt: skip
PLACES = [
    ("Brīvības iela", "LV-1010", "Rīga"),
    ("Krišjāņa Barona iela", "LV-1011", "Rīga"),
    ("Elizabetes iela", "LV-1050", "Rīga"),
    ("Dzirnavu iela", "LV-1010", "Rīga"),
    ("Lielā iela", "LV-3001", "Jelgava"),
    ("Rīgas iela", "LV-5401", "Daugavpils"),
    ("Kuldīgas iela", "LV-3601", "Ventspils"),
]


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    street, postcode, city = rng.choice(PLACES)
    seller = lv_seller(
        rng, f"SIA {rng.choice(NAMES)}", f"{street} {rng.randint(1, 150)}{rng.choice(['', '', '-4', 'A'])}",
        postcode, city,
    )  # fmt: skip
    layout = ("classic", "modern", "compact")[seed % 3]
    doc = supply(seed, seller, (21,), CATALOGUE, WHOLE, lines=(1, 6))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code and seller.iban
    zero = buyer.vat_code is not None and rng.random() < 0.65
    for it in doc.items:
        if it.unit == "month":
            it.quantity = Decimal(rng.choice([1, 1, 1, 3]))
    if zero:
        for it in doc.items:
            it.vat_percent = Decimal(0)
    bic = {"HABA": "HABALV22", "UNLA": "UNLALV2X", "PARX": "PARXLV22", "RIKO": "RIKOLV2X"}[seller.iban[4:8]]
    prefix = rng.choice(["", "INV-", "SV-", "R"])
    doc.series = None
    n = int(doc.number) % 9999 + 1
    doc.number = rng.choice([f"{prefix}{doc.issued.year}/{n:04d}", f"{prefix}{n:05d}", f"{prefix}{n}"])
    if doc.number.isdigit():
        doc.number = f"{n:05d}"
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5, 10])
    accent = rng.choice(["#1d4e89", "#9e1b32", "#2f5d50", "#333", "#6b3fa0"])
    date_style = rng.choice(["dots", "iso", "long"])
    style = rng.choice(["en", "plain-dot", "space"])
    cur = rng.choice(["EUR", "€ before", "€ after"])
    buyer_vat = buyer.vat_code is not None and (zero or rng.random() < 0.8)
    buyer_code = rng.random() < 0.7

    def d(value: date) -> str:
        if date_style == "dots":
            return value.strftime("%d.%m.%Y")
        if date_style == "iso":
            return value.isoformat()
        return f"{value.day} {MONTHS['en'][value.month - 1]} {value.year}"

    def num(value: Decimal) -> str:
        if style == "space":
            return amount(value, "en").replace(",", "\u00a0")
        return amount(value, style)

    def a(value: Decimal) -> str:
        if cur == "EUR":
            return f"{num(value)} EUR"
        if cur == "€ before":
            return f"€\u00a0{num(value)}"
        return f"{num(value)}\u00a0€"

    def q(it: Item) -> str:
        return quantity(it.quantity, "en")

    rates = doc.rates()
    ((rate, (_, tax)),) = rates.items()
    vat_label = f"VAT {rate.normalize():f} %" if rng.random() < 0.6 else f"VAT {rate.normalize():f}%"
    notes: list[str] = []
    if zero:
        notes.append(
            rng.choice(
                [
                    "Reverse charge – VAT to be accounted for by the recipient (Article 196 of Council "
                    "Directive 2006/112/EC).",
                    "VAT 0 % – reverse charge in accordance with Article 196 of Directive 2006/112/EC; "
                    "the customer is liable for VAT.",
                    "Reverse charge. Section 141 of the Latvian VAT Law; the recipient accounts for VAT.",
                ]
            )
        )
    if rng.random() < 0.75:
        notes.append("The invoice is prepared electronically and is valid without a signature.")

    seller_rows: list[tuple[str, str]] = [
        ("Name", f"<b>{escape(seller.name)}</b>"),
        ("Reg. No.", seller.code or ""),
    ]
    seller_rows += [
        ("VAT No.", seller.vat_code or ""),
        ("Legal address", unbroken(seller.address) + ", Latvia"),
    ]
    seller_rows += [("Bank", escape(seller.bank or "")), ("SWIFT", bic), ("Account", seller.iban)]
    buyer_rows: list[tuple[str, str]] = [("Name", f"<b>{escape(buyer.name)}</b>")]
    if buyer_code:
        buyer_rows.append(("Reg. No.", buyer.code or ""))
    if buyer_vat:
        buyer_rows.append(("VAT No.", buyer.vat_code or ""))
    buyer_rows.append(("Address", unbroken(buyer.address) + ", Lithuania"))

    def kv(rows: list[tuple[str, str]]) -> str:
        return "".join(f"<tr><td class=k>{k}:</td><td>{v}</td></tr>" for k, v in rows)

    units = rng.random() < 0.6 if layout != "classic" else True
    period = f"{MONTHS['en'][doc.issued.month - 1]} {doc.issued.year}"

    if layout == "classic":
        head = "<th>No.</th><th>Description</th><th>Unit</th><th class=r>Qty</th><th class=r>Price</th>"
        head += "<th class=r>Amount</th>"
        rows = "".join(
            f"<tr><td>{i}</td><td>{escape(it.name)}</td><td>{escape(it.unit)}</td><td class=r>{q(it)}</td>"
            f"<td class=r>{num(it.price)}</td><td class=r>{num(it.subtotal)}</td></tr>"
            for i, it in enumerate(doc.items, 1)
        )
        tot = [("Total excl. VAT", a(doc.net)), (vat_label, a(tax))]
        tot_html = "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in tot)
        tot_html += f"<tr class=g><td>Total to pay</td><td class=r>{a(doc.gross)}</td></tr>"
        body = f"""<div class=ctitle>INVOICE No. {escape(doc.number)}</div>
<div class=cdate>Date: {d(doc.issued)}</div>
<div class=sides><div class=side><div class=sh>Supplier</div><table class=kv>{kv(seller_rows)}</table></div>
<div class=side><div class=sh>Payer</div><table class=kv>{kv(buyer_rows)}</table></div></div>
<div class=meta>Due date: <b>{d(doc.due)}</b> &nbsp;&nbsp; Payment method: bank transfer</div>
<table class="items grid"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>
<div class=totwrap><table class=tot>{tot_html}</table></div>"""
    elif layout == "modern":
        head = "<th>Description</th><th class=r>Qty</th>"
        if units:
            head += "<th>Unit</th>"
        head += "<th class=r>Unit price</th><th class=r>VAT %</th><th class=r>Amount</th>"
        rows = "".join(
            f"<tr><td>{escape(it.name)}</td><td class=r>{q(it)}</td>"
            + (f"<td>{escape(it.unit)}</td>" if units else "")
            + f"<td class=r>{num(it.price)}</td><td class=r>{it.vat_percent.normalize():f}</td>"
            f"<td class=r>{num(it.subtotal)}</td></tr>"
            for it in doc.items
        )
        tot = [("Subtotal", a(doc.net)), (vat_label, a(tax))]
        tot_html = "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in tot)
        tot_html += f"<tr class=g><td>Total</td><td class=r>{a(doc.gross)}</td></tr>"
        pay = "".join(f"<div class=pl>{k}: {v}</div>" for k, v in buyer_rows)
        body = f"""<div class=top><div><div class=logo>{escape(seller.name)}</div>
<div class=small>{unbroken(seller.address)}, Latvia<br>
Reg. No. {seller.code} · VAT No. {seller.vat_code}</div></div>
<div class=mbox><div class=big>Invoice</div><table class=kv>
<tr><td class=k>Invoice No.</td><td><b>{escape(doc.number)}</b></td></tr>
<tr><td class=k>Date</td><td>{d(doc.issued)}</td></tr>
<tr><td class=k>Due date</td><td>{d(doc.due)}</td></tr></table></div></div>
<div class=payer><div class=sh>Payer</div>{pay}</div>
<table class="items lined"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>
<div class=totwrap><table class=tot>{tot_html}</table></div>"""
    else:
        head = "<th>Service</th><th>Period</th><th class=r>Quantity</th>"
        head += "<th class=r>Rate</th><th class=r>Sum</th>"
        rows = "".join(
            f"<tr><td>{escape(it.name)}</td><td class=nw>{period}</td>"
            f"<td class=r>{q(it)}{' ' + escape(it.unit) if units else ''}</td>"
            f"<td class=r>{num(it.price)}</td><td class=r>{num(it.subtotal)}</td></tr>"
            for it in doc.items
        )
        boxes = [("Invoice No.", escape(doc.number)), ("Date", d(doc.issued)), ("Due date", d(doc.due))]
        boxes.append(("Total", f"<b>{a(doc.gross)}</b>"))
        box_html = "".join(
            f"<div class=bx><div class=bl>{k}</div><div class=bv>{v}</div></div>" for k, v in boxes
        )
        pay = "<br>".join(v if k in ("Name", "Address") else f"{k} {v}" for k, v in buyer_rows)
        body = f"""<div class=top><div class=logo>{escape(seller.name)}</div>
<div class="small r2">{unbroken(seller.address)}<br>Reg. No. {seller.code}<br>
VAT No. {seller.vat_code}</div></div>
<div class=boxes>{box_html}</div>
<div class=sides><div class=side><div class=sh>Payer</div>{pay}</div>
<div class=side><div class=sh>Payment details</div>{escape(seller.bank or "")}<br>SWIFT {bic}<br>
IBAN {grouped(seller.iban)}</div></div>
<table class="items lined"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>
<div class=totwrap><table class=tot><tr><td>Net amount</td><td class=r>{a(doc.net)}</td></tr>
<tr><td>{vat_label}</td><td class=r>{a(tax)}</td></tr>
<tr class=g><td>Total</td><td class=r>{a(doc.gross)}</td></tr></table></div>"""

    notes_html = "".join(f"<div class=note>{escape(x)}</div>" for x in notes)
    foot = ""
    if layout == "modern":
        foot = (
            f"<div class=foot>{escape(seller.name)} · {escape(seller.bank or '')} · SWIFT {bic} · "
            f"IBAN {grouped(seller.iban)}<br>Please quote the invoice number "
            f"{escape(doc.number)} with your payment.</div>"
        )
    elif layout == "classic":
        foot = "<div class=sign><div>Issued by: ____________________</div>"
        foot += "<div>Received by: ____________________</div></div>"
    html = f"""<!doctype html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:14mm 15mm}}
body{{font-family:{font};font-size:{size}pt;color:#222;margin:0}}
.page{{min-height:265mm;display:flex;flex-direction:column}}
.ctitle{{text-align:center;font-size:{size + 6}pt;font-weight:bold;margin-top:4mm}}
.cdate{{text-align:center;margin:1mm 0 5mm 0}}
.sides{{display:flex;gap:8mm;margin-bottom:4mm}} .side{{flex:1}}
.sh{{font-weight:bold;color:{accent};border-bottom:.8pt solid {accent};margin-bottom:1.5mm;
text-transform:uppercase;
font-size:{size - 0.5}pt}}
table.kv td{{padding:1px 4px 1px 0;vertical-align:top}} td.k{{color:#555;white-space:nowrap}}
.meta{{margin-bottom:3mm}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:6mm}}
.logo{{font-size:{size + 8}pt;font-weight:bold;color:{accent}}}
.small{{font-size:{size - 1}pt;color:#555;line-height:1.4}} .r2{{text-align:right}}
.mbox{{border:1pt solid {accent};padding:2mm 4mm}} .big{{font-size:{size + 7}pt;color:{accent}}}
.payer{{margin-bottom:5mm;line-height:1.4}}
.boxes{{display:flex;gap:3mm;margin-bottom:5mm}} .bx{{flex:1;border:.8pt solid #999;padding:1.5mm 2.5mm}}
.bl{{font-size:{size - 1.5}pt;color:#666;text-transform:uppercase}} .bv{{margin-top:.5mm}}
table.items{{width:100%;border-collapse:collapse;margin-top:2mm}}
table.items th{{text-align:left;padding:3px 4px;font-weight:bold}}
table.items td{{padding:3px 4px;vertical-align:top}}
table.grid th,table.grid td{{border:.6pt solid #444}} table.grid th{{background:#eee}}
table.lined th{{border-bottom:1.2pt solid {accent};color:{accent}}}
table.lined td{{border-bottom:.4pt solid #ccc}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
.totwrap{{display:flex;justify-content:flex-end;margin-top:3mm}}
table.tot{{border-collapse:collapse;min-width:70mm}} table.tot td{{padding:2px 5px}}
table.tot tr.g td{{font-weight:bold;border-top:1.2pt solid #222;font-size:{size + 1}pt}}
.note{{margin-top:3mm;font-size:{size - 0.5}pt}}
.sign{{display:flex;justify-content:space-between;margin-top:14mm}}
.foot{{margin-top:auto;border-top:.5pt solid #aaa;padding-top:2mm;font-size:{size - 1.5}pt;color:#555;
text-align:center}}
</style></head><body><div class=page>
{body}
{notes_html}
{foot}
</div></body></html>"""
    fields = ["prekes_pavadinimas", "quantity", "price", "subtotal"]
    if units and layout != "compact":
        fields.append("unit")
    if layout == "modern":
        fields.append("vat_percent")
    truth = doc.truth(tuple(fields))
    if not buyer_code:
        truth.pop("buyer_id", None)
    if not buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
