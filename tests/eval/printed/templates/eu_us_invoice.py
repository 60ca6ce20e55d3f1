"""A US software or hardware supplier's "INVOICE" in USD to a Lithuanian UAB, as QuickBooks-style US
billing programs print it: the seller an "Inc." or "LLC" with a US address (street, City, ST 12345,
USA), "Invoice #", "Invoice Date", "Terms: Net 30" and a "Due Date", "Bill To" (the buyer with its
"VAT ID: LT…") and on some seeds "Ship To", US dates (MM/DD/YYYY or "March 5, 2026"), amounts with "$"
and comma thousands, "Subtotal", a zero tax line ("Sales Tax (0%)", "Tax", "VAT 0% – export of
services"), "Total" and "Amount Due"/"Balance Due", and wire instructions with a SWIFT code, an ABA
routing number and an account number. Variants: goods with an "Item #" column or services without
one, a "Ship To" block or none, the due date printed or only the terms, a shaded or a ruled table.

Truth: seller without VAT and register code (a US company has neither), its address as
"street, City, ST 12345" (the "USA" line is the country, not the address), the buyer with its VAT
code, the number without series, currency USD, VAT 0; no IBAN (a US account number is not one); the
due date only where the page prints one."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.eu_common import unbroken
from tests.eval.printed.templates.eu_round9_common import us_seller, vat_registered_buyer
from tests.eval.printed.templates.lt_common import FONTS
from tests.eval.printed.templates.lt_round8_common import page

NAMES = ["Brightline Systems", "Quillstack", "Redwood Devices", "Lumen Analytics", "Arcbyte", "Tideport Labs"]
# (name, unit, usual rate, price range)
SOFTWARE: list[tuple[str, str, int, tuple[float, float]]] = [
    ("Annual subscription – Professional plan (10 seats)", "ea", 0, (900, 4800)),
    ("Premium support, 12 months", "ea", 0, (400, 2500)),
    ("Implementation and onboarding services", "hr", 0, (120, 220)),
    ("API usage overage – 1M requests", "ea", 0, (50, 400)),
    ("Additional user license", "ea", 0, (15, 90)),
    ("Custom integration development", "hr", 0, (140, 250)),
    ("Training session (remote, half day)", "ea", 0, (600, 1500)),
]
HARDWARE: list[tuple[str, str, int, tuple[float, float]]] = [
    ("Rugged barcode scanner, 2D, USB", "ea", 0, (180, 420)),
    ("Industrial IoT gateway, LTE", "ea", 0, (350, 900)),
    ("Thermal label printer, 300 dpi", "ea", 0, (280, 650)),
    ("Temperature sensor module, wireless", "ea", 0, (40, 120)),
    ("Rack-mount network switch, 24 ports", "ea", 0, (450, 1300)),
    ("Replacement battery pack", "ea", 0, (30, 95)),
    ("Mounting bracket kit", "ea", 0, (12, 45)),
]
BANKS = [
    ("JPMorgan Chase Bank, N.A.", "CHASUS33", "021000021"),
    ("Wells Fargo Bank, N.A.", "WFBIUS6S", "121000248"),
    ("Bank of America, N.A.", "BOFAUS3N", "026009593"),
    ("Citibank, N.A.", "CITIUS33", "021000089"),
]


def make(seed: int) -> Printed:
    rng = random.Random(seed * 3 + 717)
    hardware = rng.random() < 0.5
    doc = draw(
        seed,
        seller_country="DE",  # replaced by the US seller below; draw() knows none
        currency="USD",
        lines=(1, 6),
        catalogue=HARDWARE if hardware else SOFTWARE,
        rates=(0,),
        codes=hardware,
        series=False,
    )
    vat_registered_buyer(doc, rng)
    buyer = doc.buyer
    assert buyer is not None
    seller = us_seller(rng, f"{rng.choice(NAMES)}, {rng.choice(['Inc.', 'LLC', 'Inc.', 'Corp.'])}")
    doc.seller = seller
    for item in doc.items:
        if item.unit == "ea":
            item.quantity = Decimal(max(1, int(item.quantity) // 3))
    doc.number = rng.choice([str(rng.randint(1001, 9999)), f"INV-{rng.randint(10000, 99999)}"])
    days = rng.choice([15, 30, 30, 45])
    doc.due = doc.issued + timedelta(days=days)
    due_printed = rng.random() < 0.7

    long_dates = rng.random() < 0.4
    font = rng.choice(FONTS)
    size = rng.choice([9, 9.5, 10])
    color = rng.choice(["#1f4e79", "#2c3e50", "#0b6e4f", "#5b2c6f"])
    shaded = rng.random() < 0.5
    ship_to = hardware and rng.random() < 0.7
    tax_label = rng.choice(["Sales Tax (0%)", "Tax", "Sales Tax", "VAT 0% – reverse charge"])
    due_label = rng.choice(["Amount Due", "Balance Due"])
    bank, swift, aba = rng.choice(BANKS)
    account_no = str(rng.randint(10**8, 10**12))
    note = (
        "Export sale: goods shipped outside the United States, no US sales tax applies."
        if hardware
        else "Services supplied to a customer outside the United States; no US sales tax applies."
    )
    po = f"PO-{rng.randint(1000, 9999)}" if rng.random() < 0.5 else ""

    def usd(value: Decimal) -> str:
        return f"${amount(value, 'en')}"

    def d(value: date) -> str:
        return day(value, "en-long") if long_dates else value.strftime("%m/%d/%Y")

    def buyer_block(title: str) -> str:
        return (
            f'<div class="blk"><div class="lbl">{title}</div><b>{escape(buyer.name)}</b><br>'
            f"{unbroken(buyer.street)}<br>{unbroken(buyer.postcode + ' ' + buyer.city)}<br>Lithuania"
            + (f"<br>VAT ID: {buyer.vat_code}" if title == "Bill To" else "")
            + "</div>"
        )

    meta = [("Invoice #", doc.number), ("Invoice Date", d(doc.issued)), ("Terms", f"Net {days}")]
    if due_printed:
        meta.append(("Due Date", d(doc.due)))
    if po:
        meta.append(("P.O. #", po))
    meta_html = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in meta)
    head = (["Item #"] if hardware else []) + ["Description", "Qty", "Unit Price", "Amount"]
    rows = "".join(
        "<tr>"
        + (f"<td>{item.code}</td>" if hardware else "")
        + f"<td>{escape(item.name)}</td><td class=c>{quantity(item.quantity, 'en')}</td>"
        f"<td class=r>{usd(item.price)}</td><td class=r>{usd(item.subtotal)}</td></tr>"
        for item in doc.items
    )
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th{' class=r' if h in ('Unit Price', 'Amount') else ''}>{h}</th>" for h in head)
        + f"</tr>{rows}</table>"
    )
    totals = (
        f'<table class="tot"><tr><td>Subtotal</td><td class=r>{usd(doc.net)}</td></tr>'
        f"<tr><td>{tax_label}</td><td class=r>{usd(doc.vat)}</td></tr>"
        f"<tr><td>Total</td><td class=r>{usd(doc.gross)}</td></tr>"
        f"<tr><td>Payments/Credits</td><td class=r>$0.00</td></tr>"
        f'<tr class="g"><td>{due_label} (USD)</td><td class=r>{usd(doc.gross)}</td></tr></table>'
    )
    street_line = unbroken(seller.street)
    city_line = unbroken(f"{seller.city}, {seller.postcode}")
    phone = f"+1 ({rng.randint(201, 989)}) {rng.randint(200, 999)}-{rng.randint(1000, 9999)}"
    domain = seller.name.split(",")[0].lower().replace(" ", "")
    body = f"""<div class="hdr"><div><div class="logo">{escape(seller.name.split(",")[0])}</div>
<div class="from"><b>{escape(seller.name)}</b><br>{street_line}<br>{city_line}<br>USA<br>
{phone} · billing@{domain}.com</div></div>
<div class="right"><div class="title">INVOICE</div><table class="meta">{meta_html}</table></div></div>
<div class="parties">{buyer_block("Bill To")}{buyer_block("Ship To") if ship_to else ""}</div>
{table}{totals}
<div class="wire"><div class="lbl">Payment Instructions – Wire Transfer (USD)</div>
Beneficiary: {escape(seller.name)}<br>Bank: {bank}<br>Account Number: {account_no}<br>
ABA Routing Number: {aba}<br>SWIFT Code: {swift}<br>Reference: Invoice {doc.number}</div>
<div class="note">{note} The customer accounts for any VAT due in its own country (reverse charge).</div>
<div class="thanks">Thank you for your business!</div>"""
    row_bg = "table.items tr:nth-child(even) td{background:#f3f6f9}" if shaded else ""
    css = f"""
.hdr{{display:flex;justify-content:space-between;align-items:flex-start}}
.logo{{font-size:{size + 9}pt;font-weight:bold;color:{color};margin-bottom:4px}}
.from{{line-height:1.35}} .right{{text-align:right}}
.title{{font-size:{size + 14}pt;letter-spacing:2px;color:{color};font-weight:bold}}
table.meta{{margin-left:auto;border-collapse:collapse;margin-top:6px}}
table.meta th{{text-align:right;font-weight:bold;padding:1px 8px;color:#444}} table.meta td{{text-align:left}}
.parties{{display:flex;gap:40px;margin:16px 0 12px;line-height:1.35}} .blk{{min-width:40%}}
.lbl{{font-weight:bold;color:{color};text-transform:uppercase;font-size:{size - 1}pt;margin-bottom:2px}}
table.items{{width:100%;border-collapse:collapse}}
table.items th{{background:{color};color:#fff;text-align:left;padding:4px 6px}}
table.items td{{padding:4px 6px;border-bottom:1px solid #ccc;vertical-align:top}} {row_bg}
table.tot{{margin:8px 0 0 auto;border-collapse:collapse;min-width:40%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;background:#eee;border-top:1.5px solid #000}}
.wire{{margin-top:18px;line-height:1.4;border:1px solid #ccc;padding:6px 10px;width:60%}}
.note{{margin-top:10px;font-size:{size - 1}pt;color:#555}}
.thanks{{margin-top:16px;text-align:center;font-style:italic;color:{color}}}
"""
    html = page(css, body, font=font, size=size, color=color)
    fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "price", "subtotal")
    fields += ("prekes_kodas",) if hardware else ()
    truth = doc.truth(fields, iban=False)
    truth.pop("buyer_id")  # "Bill To" gives the buyer's VAT ID, not its company code
    if not due_printed:
        truth.pop("due_date")
    return Printed(html, truth)
