"""A British engineering supplier's invoice as UK small-business packages print it: the Xero kind ("TAX
INVOICE" at the top left over the customer's address, Invoice Date / Invoice Number / Reference / VAT
Number in a middle column, the firm's address at the right, "Description | Quantity | Unit Price | VAT |
Amount GBP", "Subtotal", "TOTAL VAT 20%", "TOTAL GBP", then a tear-off "PAYMENT ADVICE"), the QuickBooks
kind (the firm's letterhead with "VAT Reg No.", "BILL TO" / "SHIP TO", "INVOICE NO. / DATE / TERMS / DUE
DATE", "ACTIVITY | QTY | RATE | AMOUNT | VAT" with the rate as "20.0% S", "BALANCE DUE" and a VAT
summary) and the Sage 50 kind (a boxed "Tax Invoice" form with Invoice No., Invoice Date, Tax Point,
Order No., Account Ref, Invoice Address and Delivery Address boxes, a grid with Sage's VAT codes T1/T0/T22
and a VAT analysis by code). The firm prints "VAT Reg No: GB 123 4567 89" (without the GB on some),
"Company No. 01234567" or "Registered in England and Wales No. …" ("Registered in Scotland No. SC…" for
a Scottish firm), "Payment Terms: 30 days", bank details with sort code, account number, IBAN GB… and
BIC. Invoiced in GBP, in EUR on some; UK VAT at 20 % (books zero-rated) for goods collected in the UK,
or zero-rated as an export of goods / outside the scope with the reverse-charge note for services to a
Lithuanian business. Addresses end in a UK postcode ("Manchester M3 2BW"); dates "12 Mar 2026",
"12/03/2026" or "12th March 2026"; amounts "£1,234.56"."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, unbroken
from tests.eval.printed.templates.eu_round5_common import (
    MONTHS,
    British,
    gb_account,
    gb_vat_number,
    supply,
    zero_rated,
)
from tests.eval.printed.templates.lt_common import FONTS

# prices in pounds; an invoice in euro takes them at about 1.17 euro to the pound
CATALOGUE = [
    ("Stainless steel hex bolts M10 x 50, box of 100", "box", 20, (18, 45)),
    ('Hydraulic hose assembly 1/2" BSP, 1 m', "each", 20, (25, 70)),
    ("Deep groove ball bearing 6205-2RS", "each", 20, (6, 18)),
    ("Pump Maintenance Handbook, 4th edition (print)", "each", 0, (35, 90)),
    ("Engineering consultancy", "hour", 20, (85, 160)),
    ("CAD drawing revisions", "hour", 20, (55, 95)),
    ("Carriage – pallet to Lithuania", "each", 20, (180, 520)),
    ("Cut-resistant safety gloves, pack of 12", "pack", 20, (24, 48)),
    ("Thermal transfer ribbon 110 mm x 300 m", "roll", 20, (12, 30)),
    ("PUWER inspection training course (per delegate)", "each", 20, (295, 650)),
    ("UKAS calibration certificate – pressure gauge", "each", 20, (65, 180)),
    ("Pneumatic cylinder ISO 15552, 63 x 200 mm", "each", 20, (120, 340)),
    ("Guide to BS 7671:2018 Wiring Regulations (print)", "each", 0, (90, 160)),
]
WHOLE = ("box", "each", "pack", "roll")
SERVICES = {
    "Engineering consultancy",
    "CAD drawing revisions",
    "PUWER inspection training course (per delegate)",
    "UKAS calibration certificate – pressure gauge",
}
NAMES = [
    "Pennine Fluid Power", "Mersey Engineering Supplies", "Thames Valley Instruments", "Calder Technical",
    "Clyde Industrial Components", "Northern Fixings & Fasteners", "Severn Precision", "Tyne Hydraulics",
]  # fmt: skip
# street (with {n}), town, postcode district, dialling code, jurisdiction
PLACES = [
    ("{n} Deansgate", "Manchester", "M3", "0161", "EW"),
    ("Unit {n}, Trafford Park Road", "Manchester", "M17", "0161", "EW"),
    ("{n} Colmore Row", "Birmingham", "B3", "0121", "EW"),
    ("{n} Park Row", "Leeds", "LS1", "0113", "EW"),
    ("{n} Temple Quay", "Bristol", "BS1", "0117", "EW"),
    ("{n} Old Street", "London", "EC1V", "020", "EW"),
    ("Unit {n}, Meadowhall Road", "Sheffield", "S9", "0114", "EW"),
    ("{n} Lothian Road", "Edinburgh", "EH3", "0131", "SC"),
    ("{n} West George Street", "Glasgow", "G2", "0141", "SC"),
    ("Unit {n}, Team Valley Trading Estate", "Gateshead", "NE11", "0191", "EW"),
]
INWARD = "ABDEFGHJLNPQRSTUWXYZ"
EUR_PER_GBP = Decimal("1.17")


def _ordinal(day: int) -> str:
    if 10 <= day % 100 <= 20:
        return f"{day}th"
    return f"{day}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th') }"


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    export = rng.random() < 0.55
    currency = "EUR" if export and rng.random() < 0.35 else "GBP"
    street, town, district, dial, jurisdiction = rng.choice(PLACES)
    postcode = f"{district} {rng.randint(1, 9)}{rng.choice(INWARD)}{rng.choice(INWARD)}"
    company_no = (
        f"SC{rng.randint(100000, 799999)}"
        if jurisdiction == "SC"
        else f"{rng.choice('01')}{rng.randint(0, 9999999):07d}"
    )
    seller = British(
        f"{rng.choice(NAMES)} {rng.choice(['Ltd', 'Ltd', 'Limited', 'Ltd.'])}",
        company_no,
        gb_vat_number(rng),
        street.format(n=rng.randint(1, 140)),
        town,
        postcode,
        "GB",
    )
    codes = rng.random() < 0.5
    doc = supply(seed, seller, export, CATALOGUE, WHOLE, needs_vat_code=False, language="en", codes=codes)
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code
    doc.currency = currency
    if currency == "EUR":
        for item in doc.items:
            item.price = money(item.price * EUR_PER_GBP)
    seller.iban, seller.bank, bic, sort_code, account_no = gb_account(rng)
    family = ("xero", "quickbooks", "sage")[seed % 3]
    n = int(doc.number) % 9000 + 1
    if family == "xero":
        doc.series, doc.number = "INV", f"{n:04d}"
        number = f"INV-{doc.number}"
    elif family == "quickbooks":
        doc.series, doc.number = None, str(1000 + n)
        number = doc.number
    else:
        doc.series, doc.number = None, str(10000 + n)
        number = doc.number
    font = rng.choice(FONTS[:7])
    size = rng.choice([8.5, 9, 9.5])
    accent = rng.choice(["#1f3a5f", "#0b6e4f", "#5c2a6e", "#8c2f1b", "#2d2d2d", "#00607a"])
    date_style = rng.choice(["short", "short", "slash", "slash", "long", "ordinal"])
    symbol = rng.random() < 0.6
    vat_shown = rng.choice(["GB spaced", "GB spaced", "spaced", "compact"])
    reg_style = rng.choice(["company", "registered", "registration"])
    buyer_code = rng.random() < 0.3
    buyer_vat = buyer.vat_code is not None and rng.random() < 0.75
    reference = f"PO{rng.randint(10000, 99999)}" if rng.random() < 0.6 else None
    days = (doc.due - doc.issued).days
    tax_point = doc.issued - timedelta(days=rng.choice([0, 0, 0, 1, 2, 3]))
    phone = f"{dial} {rng.randint(200, 999)} {rng.randint(1000, 9999)}"
    domain = seller.name.split()[0].lower() + rng.choice([".co.uk", ".com", ".co.uk"])
    sign = {"GBP": "£", "EUR": "€"}[currency]
    rates = doc.rates()
    zero = zero_rated(doc)
    goods = any(it.name not in SERVICES for it in doc.items)
    services = any(it.name in SERVICES for it in doc.items)

    def d(value: date) -> str:
        month = MONTHS["en"][value.month - 1]
        if date_style == "short":
            return f"{value.day} {month[:3]} {value.year}"
        if date_style == "slash":
            return value.strftime("%d/%m/%Y")
        if date_style == "ordinal":
            return f"{_ordinal(value.day)} {month} {value.year}"
        return f"{value.day} {month} {value.year}"

    def num(value: Decimal) -> str:
        return amount(value, "en")

    def a(value: Decimal) -> str:
        return f"{sign}{num(value)}" if symbol else num(value)

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f}%"

    vat = seller.vat_code[2:]
    spaced = f"{vat[:3]} {vat[3:7]} {vat[7:]}"
    shown_vat = {"GB spaced": f"GB {spaced}", "spaced": spaced, "compact": seller.vat_code}[vat_shown]
    vat_label = rng.choice(["VAT Reg No:", "VAT Registration No.", "VAT No:"])
    vat_line = f"{vat_label} {shown_vat}"
    where = "Scotland" if jurisdiction == "SC" else "England and Wales"
    reg_line = {
        "company": f"Company No. {company_no}",
        "registered": f"Registered in {where} No. {company_no}",
        "registration": f"Company Registration No: {company_no}",
    }[reg_style]
    terms = rng.choice([f"Payment Terms: {days} days", f"Terms: Net {days}", f"Strictly {days} days net"])
    if family == "quickbooks":
        terms = f"Net {days}"

    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>" if family != "xero" else escape(buyer.name),
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
        rng.choice(["Lithuania", "LITHUANIA"]),
    ]
    if buyer_vat:
        buyer_lines.append(f"VAT No. {buyer.vat_code}")
    if buyer_code:
        buyer_lines.append(f"Company code {buyer.code}")
    seller_lines = [escape(seller.street), escape(seller.city), seller.postcode, "United Kingdom"]

    # --- VAT per line, as each package names it -------------------------------------------------------
    def line_tax(it: Item) -> str:
        if family == "quickbooks":
            return f"{it.vat_percent:.1f}% {'S' if it.vat_percent else 'Z'}"
        if family == "sage":
            if it.vat_percent:
                return "T1"
            if not zero:
                return "T0"
            return "T22" if it.name in SERVICES else "T0"
        return pct(it.vat_percent)

    sage_codes: dict[str, tuple[Decimal, Decimal, Decimal]] = {}
    if family == "sage":
        for it in doc.items:
            code = line_tax(it)
            base, _, _ = sage_codes.get(code, (Decimal(0), Decimal(0), it.vat_percent))
            sage_codes[code] = (base + it.subtotal, Decimal(0), it.vat_percent)
        sage_codes = {
            c: (b, money(b * r / 100), r) for c, (b, _, r) in sorted(sage_codes.items(), key=lambda x: x[0])
        }

    unit_col = family == "sage" and rng.random() < 0.5
    cols: list[tuple[str, str]] = []
    if family == "xero":
        if codes:
            cols.append(("Item", "code"))
        cols += [("Description", "name"), ("Quantity", "qty"), ("Unit Price", "price"), ("VAT", "tax")]
        cols.append((f"Amount {currency}", "sum"))
    elif family == "quickbooks":
        cols.append(("DATE", "date"))
        if codes:
            cols.append(("SKU", "code"))
        cols += [("ACTIVITY", "name"), ("VAT", "tax"), ("QTY", "qty"), ("RATE", "price"), ("AMOUNT", "sum")]
    else:
        if codes:
            cols.append(("Product Code", "code"))
        cols += [("Quantity", "qty")] + ([("Unit", "unit")] if unit_col else []) + [("Details", "name")]
        cols += [("Unit Price", "price"), ("Disc %", "disc"), ("Net Amount", "sum"), ("VAT Code", "tax")]

    def cell(kind: str, it: Item) -> str:
        if kind == "code":
            return f"<td class=nw>{escape(it.code or '')}</td>"
        if kind == "name":
            return f"<td>{escape(it.name)}</td>"
        if kind == "qty":
            q = amount(it.quantity, "en") if family == "sage" else quantity(it.quantity, "en")
            return f"<td class=r>{q}</td>"
        if kind == "unit":
            return f"<td>{escape(it.unit)}</td>"
        if kind == "price":
            return f"<td class=r>{num(it.price)}</td>"
        if kind == "tax":
            return f"<td class=r>{line_tax(it)}</td>"
        if kind == "date":
            return f"<td class=nw>{d(doc.issued)}</td>"
        if kind == "disc":
            return "<td class=r>0.00</td>"
        return f"<td class=r>{num(it.subtotal)}</td>"

    right = {"qty", "price", "sum", "disc", "tax"}
    head_html = "".join(f"<th class='{'r' if k in right else ''}'>{h}</th>" for h, k in cols)
    rows = "".join("<tr>" + "".join(cell(k, it) for _, k in cols) + "</tr>" for it in doc.items)

    # --- notes ----------------------------------------------------------------------------------------
    notes = []
    if zero:
        if goods:
            notes.append(
                rng.choice(
                    [
                        "Zero-rated export of goods: goods shipped to the EU, evidence of export held "
                        "(VAT Notice 703).",
                        "Zero rated – goods exported outside the UK.",
                    ]
                )
            )
        if services:
            notes.append(
                "Reverse charge: services outside the scope of UK VAT. The customer is to account for VAT in "
                "Lithuania (Article 196, Council Directive 2006/112/EC)."
            )
        if buyer_vat:
            notes.append(f"Customer VAT No. {buyer.vat_code}")
    else:
        notes.append(rng.choice(["Goods collected from our premises.", "Delivered to UK freight forwarder."]))
    notes_html = "".join(f"<div class=note>{escape(x)}</div>" for x in notes)
    if currency == "GBP":
        bank = (
            f"<b>Bank details:</b> {escape(seller.bank or '')} · Sort code {sort_code} · "
            f"Account {account_no}<br>"
            f"IBAN <span class=nw>{grouped(seller.iban)}</span> · BIC/SWIFT {bic}"
        )
    else:
        bank = (
            f"<b>EUR payments:</b> {escape(seller.bank or '')} · "
            f"IBAN <span class=nw>{grouped(seller.iban)}</span> "
            f"· BIC/SWIFT {bic}<br>UK payments: Sort code {sort_code} · Account {account_no}"
        )
    bank += f"<br>Please use <b>{escape(number)}</b> as your payment reference."

    # --- families ---------------------------------------------------------------------------------------
    if family == "xero":
        title = rng.choice(["TAX INVOICE", "INVOICE"])
        mid = [("Invoice Date", d(doc.issued)), ("Invoice Number", escape(number))]
        if reference:
            mid.append(("Reference", reference))
        mid.append(("VAT Number", shown_vat))
        mid_html = "".join(f"<div class=mk>{k}</div><div class=mv>{v}</div>" for k, v in mid)
        tot = [("Subtotal", num(doc.net))]
        vat_word = rng.choice(["TOTAL VAT {}", "VAT @ {}", "Total VAT {}"])
        tot += [(vat_word.format(pct(r)), num(t)) for r, (_, t) in rates.items()]
        tot_html = "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in tot)
        tot_html += f"<tr class=g><td>TOTAL {currency}</td><td class=r>{num(doc.gross)}</td></tr>"
        advice = f"""<div class=cut></div><div class=advice><div><div class=ah>PAYMENT ADVICE</div>
To: {escape(seller.name)}<br>{"<br>".join(seller_lines[:3])}</div>
<table class=adv><tr><td class=mk>Customer</td><td>{escape(buyer.name)}</td></tr>
<tr><td class=mk>Invoice Number</td><td>{escape(number)}</td></tr>
<tr><td class=mk>Amount Due</td><td><b>{a(doc.gross)}</b></td></tr>
<tr><td class=mk>Due Date</td><td>{d(doc.due)}</td></tr>
<tr><td class=mk>Amount Enclosed</td><td class=line></td></tr></table></div>"""
        body = f"""<div class=top><div class=c1><div class=title>{title}</div>
<div class=addr>{"<br>".join(buyer_lines)}</div></div>
<div class=c2>{mid_html}</div>
<div class=c3><b>{escape(seller.name)}</b><br>{"<br>".join(seller_lines)}<br>{phone}</div></div>
<table class=items><thead><tr>{head_html}</tr></thead><tbody>{rows}</tbody></table>
<div class=lower><div class=notes>{notes_html}</div><table class=tot>{tot_html}</table></div>
<div class=due>Due Date: {d(doc.due)}</div><div class=terms>{terms}</div>
<div class=bank>{bank}</div>
<div style="flex:1;min-height:6mm"></div>{advice}
<div class=foot>{reg_line}. Registered Office: {escape(seller.address)}. {vat_line}</div>"""
    elif family == "quickbooks":
        title = rng.choice(["INVOICE", "TAX INVOICE"])
        meta = [
            ("INVOICE NO.", escape(number)),
            ("DATE", d(doc.issued)),
            ("TERMS", terms),
            ("DUE DATE", d(doc.due)),
        ]
        meta_html = "".join(f"<tr><td class=mk>{k}</td><td>{v}</td></tr>" for k, v in meta)
        ship = buyer_lines[:4]
        totals = [("SUBTOTAL", num(doc.net)), ("VAT TOTAL", num(doc.vat)), ("TOTAL", num(doc.gross))]
        tot_html = "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in totals)
        due = a(doc.gross) if symbol else f"{currency} {num(doc.gross)}"
        tot_html += f"<tr class=g><td>BALANCE DUE</td><td class=r>{due}</td></tr>"
        summary = (
            "<table class=sum><tr><th>VAT SUMMARY</th><th class=r>RATE</th><th class=r>VAT</th>"
            "<th class=r>NET</th></tr>"
            + "".join(
                f"<tr><td>VAT @ {pct(r)}</td><td class=r>{r:.1f}%</td><td class=r>{num(t)}</td>"
                f"<td class=r>{num(b)}</td></tr>"
                for r, (b, t) in rates.items()
            )
            + "</table>"
        )
        mark = (
            f'<svg width="16mm" height="16mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="none" '
            f'stroke="{accent}" stroke-width="4"/><path d="M11 20h18M20 11v18" stroke="{accent}" '
            f'stroke-width="4"/></svg>'
        )
        letter = "<br>".join(seller_lines)
        body = f"""<div class=top><div><div class=co>{escape(seller.name)}</div>{letter}<br>
{phone}<br>accounts@{domain}<br>{vat_line}</div><div>{mark}</div></div>
<div class=qtitle>{title}</div>
<div class=top><div class=bt><div class=mk>BILL TO</div>{"<br>".join(buyer_lines)}</div>
<div class=bt><div class=mk>SHIP TO</div>{"<br>".join(ship)}</div>
<table class=qmeta>{meta_html}</table></div>
<table class=items><thead><tr>{head_html}</tr></thead><tbody>{rows}</tbody></table>
<div class=lower><div class=notes>{notes_html}{summary}</div><table class=tot>{tot_html}</table></div>
<div class=bank>{bank}</div>
<div class=foot>{escape(seller.name)} · {reg_line} · Registered office: {escape(seller.address)}</div>"""
    else:
        title = "Tax Invoice" if rng.random() < 0.6 else "INVOICE"
        account_ref = "".join(c for c in buyer.name.upper() if c.isascii() and c.isalpha())[3:9] + "01"
        boxes = [
            ("Invoice No.", escape(number)),
            ("Invoice Date", d(doc.issued)),
            ("Tax Point", d(tax_point)),
            ("Order No.", reference or "&nbsp;"),
            ("Account Ref", account_ref),
        ]
        box_html = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in boxes)
        delivery = buyer_lines[:4]
        analysis = (
            "<table class=sum><tr><th>VAT Code</th><th class=r>Rate %</th><th class=r>Net</th>"
            "<th class=r>VAT</th></tr>"
            + "".join(
                f"<tr><td>{c}</td><td class=r>{r:.2f}</td><td class=r>{num(b)}</td>"
                f"<td class=r>{num(t)}</td></tr>"
                for c, (b, t, r) in sage_codes.items()
            )
            + "</table>"
        )
        tot_rows = [
            ("Total Net Amount", num(doc.net)),
            ("Carriage", num(Decimal(0))),
            ("Total VAT Amount", num(doc.vat)),
        ]
        tot_html = "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in tot_rows)
        tot_html += f"<tr class=g><td>INVOICE TOTAL {currency}</td><td class=r>{a(doc.gross)}</td></tr>"
        letter = "<br>".join(seller_lines)
        body = f"""<div class=top><div><div class=co>{escape(seller.name)}</div>{letter}<br>
Tel: {phone} · sales@{domain}<br>{vat_line}</div>
<div><div class=stitle>{title}</div><table class=sbox>{box_html}</table></div></div>
<div class=top><div class=abox><div class=mk>Invoice Address</div>{"<br>".join(buyer_lines)}</div>
<div class=abox><div class=mk>Delivery Address</div>{"<br>".join(delivery)}</div></div>
<table class="items grid"><thead><tr>{head_html}</tr></thead><tbody>{rows}</tbody></table>
<div class=lower><div class=notes>{analysis}{notes_html}</div>
<table class="tot boxed">{tot_html}</table></div>
<div class=terms>{terms}. Payment due by {d(doc.due)}.</div>
<div class=bank>{bank}</div>
<div class=foot>{escape(seller.name)} · {reg_line} · Registered office: {escape(seller.address)} ·
{vat_line}</div>"""

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 13mm 10mm 14mm}}
body{{font-family:{font};font-size:{size}pt;color:#222;margin:0}}
.page{{min-height:274mm;display:flex;flex-direction:column}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;gap:8mm;margin-bottom:5mm}}
.c1{{flex:1.3}} .c2{{flex:.9}} .c3{{flex:1;line-height:1.35}}
.title{{font-size:{size + 13}pt;font-weight:bold;letter-spacing:.5px;margin-bottom:6mm}}
.addr{{line-height:1.35}}
.mk{{font-weight:bold;font-size:{size - 0.5}pt;color:#444}} .mv{{margin-bottom:2mm}}
.co{{font-size:{size + 5}pt;font-weight:bold;color:{accent};margin-bottom:1mm}}
.qtitle{{font-size:{size + 10}pt;color:{accent};margin:2mm 0 4mm 0;letter-spacing:1px}}
.bt{{flex:1;line-height:1.35}}
table.qmeta td{{padding:1px 6px}}
.stitle{{font-size:{size + 9}pt;font-weight:bold;text-align:right;margin-bottom:2mm}}
table.sbox{{border-collapse:collapse;min-width:70mm}}
table.sbox th,table.sbox td{{border:.7pt solid #333;padding:2px 6px;text-align:left}}
table.sbox th{{background:#e8e8e8;font-weight:normal}}
.abox{{flex:1;border:.7pt solid #333;padding:2mm 3mm;line-height:1.35;min-height:26mm}}
table.items{{width:100%;border-collapse:collapse;margin-top:2mm}}
table.items th{{text-align:left;padding:3px 4px;border-bottom:1pt solid #222;font-size:{size - 0.5}pt}}
table.items td{{padding:3px 4px;border-bottom:.4pt solid #ccc;vertical-align:top}}
table.grid th,table.grid td{{border:.7pt solid #333}} table.grid th{{background:#e8e8e8}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
.lower{{display:flex;justify-content:space-between;align-items:flex-start;gap:8mm;margin-top:4mm}}
.notes{{max-width:100mm;font-size:{size - 0.5}pt}} .note{{margin-bottom:1.5mm}}
table.tot{{border-collapse:collapse;min-width:66mm}} table.tot td{{padding:2px 5px}}
table.tot tr.g td{{font-weight:bold;border-top:1.2pt solid #111;font-size:{size + 1}pt}}
table.boxed td{{border:.7pt solid #333}} table.boxed tr.g td{{background:#e8e8e8}}
table.sum{{border-collapse:collapse;margin:2mm 0}} table.sum th,table.sum td{{padding:1px 6px;
border-bottom:.4pt solid #bbb;font-weight:normal;text-align:left}} table.sum th{{color:#555}}
.due{{font-weight:bold;margin-top:5mm}} .terms{{margin-top:1mm}}
.bank{{margin-top:4mm;line-height:1.45}}
.cut{{border-top:1pt dashed #777;margin:4mm 0 3mm 0}}
.advice{{display:flex;justify-content:space-between;gap:10mm;line-height:1.35}}
.ah{{font-size:{size + 4}pt;font-weight:bold;margin-bottom:2mm}}
table.adv td{{padding:2px 8px 2px 0}} td.line{{border-bottom:.7pt solid #333;min-width:35mm}}
.foot{{margin-top:auto;padding-top:2mm;border-top:.5pt solid #aaa;font-size:{size - 1.5}pt;color:#555;
text-align:center}}
</style></head><body><div class="page">
{body}
</div></body></html>"""
    fields = ["prekes_pavadinimas", "quantity", "price", "subtotal"]
    if codes:
        fields.append("prekes_kodas")
    if unit_col:
        fields.append("unit")
    if family != "sage":
        fields.append("vat_percent")
    truth = doc.truth(tuple(fields))
    if not buyer_code:
        truth.pop("buyer_id", None)
    if not buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
