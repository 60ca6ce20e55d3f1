"""A small UK consultancy's invoice in English to a Lithuanian company, as a one-person limited company
writes it in a word processor or a simple invoicing app: the firm's name and address at the top with
"VAT Reg No." and "Company No.", "INVOICE" with the invoice number, date and due date, "Bill to" with the
customer's address and VAT number; a two-column table "Description | Amount (EUR)" of one to four
services, some with a second line in grey giving the period ("Period: 1–31 October 2026"); then
"Subtotal", "VAT 0% (reverse charge)" and "Total due", the reverse-charge note (Article 196 of the VAT
Directive) and a "Payment details" box with the bank, IBAN, BIC and the reference to quote.

Truth: the services are outside the scope of UK VAT and invoiced at 0 % in euro; each line's amount is
its net (quantity one); the grey period line is not part of the line's name."""

from __future__ import annotations

import random
from calendar import monthrange
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import party, vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Doc, Item
from tests.eval.printed.fmt import amount
from tests.eval.printed.templates.eu_common import grouped, unbroken
from tests.eval.printed.templates.eu_round5_common import MONTHS, British, gb_account, gb_vat_number
from tests.eval.printed.templates.lt_common import FONTS

# (service, fee range in euro, whether it is billed for a month)
SERVICES = [
    ("Strategy consulting – market entry assessment", (1800, 7500), False),
    ("Monthly advisory retainer", (1200, 4500), True),
    ("Software architecture review", (2400, 9000), False),
    ("Data protection (GDPR) compliance audit", (1500, 5200), False),
    ("Interim finance director services", (4000, 12000), True),
    ("Workshop facilitation – leadership team (2 days)", (1900, 4800), False),
    ("Cloud cost optimisation consulting", (1600, 6400), True),
    ("Project management support", (2200, 8800), True),
    ("Travel and subsistence (recharged at cost)", (180, 950), False),
    ("Technical due diligence report", (3500, 11000), False),
]
NAMES = [
    "Harbour Lane Consulting", "Kestrel Advisory", "Brightwater Partners", "Oakridge Digital",
    "Fenwick & Hale Consulting", "Northlight Strategy", "Granite Peak Advisory",
]  # fmt: skip
# street (with {n}), town, postcode district
PLACES = [
    ("{n} Bishopsgate", "London", "EC2M"),
    ("{n} King Street", "Manchester", "M2"),
    ("Suite {n}, The Tannery, Granary Wharf", "Leeds", "LS1"),
    ("{n} Victoria Street", "Bristol", "BS1"),
    ("{n} Hills Road", "Cambridge", "CB2"),
]
INWARD = "ABDEFGHJLNPQRSTUWXYZ"


def make(seed: int) -> Printed:
    rng = random.Random(f"eu_gb_services_simple-{seed}")
    street, town, district = rng.choice(PLACES)
    seller = British(
        f"{rng.choice(NAMES)} {rng.choice(['Ltd', 'Limited'])}",
        f"{rng.choice('01')}{rng.randint(0, 9999999):07d}",
        gb_vat_number(rng),
        street.format(n=rng.randint(1, 120)),
        town,
        f"{district} {rng.randint(1, 9)}{rng.choice(INWARD)}{rng.choice(INWARD)}",
        "GB",
    )
    seller.iban, seller.bank, bic, sort_code, account_no = gb_account(rng)
    buyer = party(rng, set())
    buyer.vat_code = buyer.vat_code or vat_code(rng)  # a reverse charge needs the customer's VAT number
    issued = date(2026, 1, 1) + timedelta(days=rng.randint(20, 330))
    # the month just ended is the period billed
    last = issued.replace(day=1) - timedelta(days=1)
    items = []
    periods = []
    for name, (low, high), monthly in rng.sample(SERVICES, rng.randint(1, 4)):
        fee = (
            Decimal(rng.randint(low, high))
            if rng.random() < 0.5
            else Decimal(rng.randint(low, high) // 50 * 50)
        )
        if "Travel" in name:
            fee = Decimal(rng.randint(low * 100, high * 100)) / 100
        items.append(Item(name, "", Decimal(1), fee, Decimal(0)))
        period = monthly or rng.random() < 0.4
        periods.append(f"1–{monthrange(last.year, last.month)[1]} {MONTHS['en'][last.month - 1]} {last.year}")
        if not period:
            periods[-1] = ""
    n = rng.randint(1, 400)
    doc = Doc(
        seed=seed,
        kind="invoice",
        language="en",
        series=None,
        number=rng.choice([f"INV-{n:04d}", f"{issued.year}-{n:03d}", f"{n:04d}"]),
        issued=issued,
        due=issued + timedelta(days=rng.choice([14, 30, 30])),
        currency="EUR",
        seller=seller,
        buyer=buyer,
        items=items,
    )
    assert doc.due is not None

    font = rng.choice(FONTS[:7])
    size = rng.choice([9.5, 10, 10.5])
    accent = rng.choice(["#1d3557", "#2a6f4e", "#6b2d5c", "#333333", "#0f5e7a"])
    long_dates = rng.random() < 0.6
    buyer_code = rng.random() < 0.5
    euro_sign = rng.random() < 0.5

    def d(value: date) -> str:
        return (
            f"{value.day} {MONTHS['en'][value.month - 1]} {value.year}"
            if long_dates
            else value.strftime("%d/%m/%Y")
        )

    def a(value: Decimal) -> str:
        return amount(value, "en")

    vat = seller.vat_code or ""
    shown_vat = rng.choice([f"GB {vat[2:5]} {vat[5:9]} {vat[9:]}", vat])
    rows = "".join(
        f"<tr><td>{escape(it.name)}"
        + (f"<div class=period>Period: {p}</div>" if p else "")
        + f"</td><td class=r>{a(it.subtotal)}</td></tr>"
        for it, p in zip(doc.items, periods, strict=True)
    )
    total = f"€{a(doc.gross)}" if euro_sign else f"EUR {a(doc.gross)}"
    bill_to = [
        f"<b>{escape(buyer.name)}</b>",
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
    ]
    bill_to.append("Lithuania")
    bill_to.append(f"VAT No: {buyer.vat_code}")
    if buyer_code:
        bill_to.append(f"Company code: {buyer.code}")
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:16mm 18mm 14mm 18mm}}
body{{font-family:{font};font-size:{size}pt;color:#222;margin:0}}
.head{{display:flex;justify-content:space-between;align-items:flex-start}}
.co{{font-size:{size + 7}pt;font-weight:bold;color:{accent}}}
.small{{color:#555;line-height:1.45}}
h1{{font-size:{size + 12}pt;letter-spacing:2px;color:{accent};margin:10mm 0 5mm 0;font-weight:normal}}
.meta{{display:flex;justify-content:space-between;margin-bottom:8mm;line-height:1.45}}
.meta table td{{padding:1px 0 1px 10px}} .k{{color:#666}}
table.items{{width:100%;border-collapse:collapse}}
table.items th{{text-align:left;border-bottom:1.2pt solid {accent};padding:4px 2px;color:{accent}}}
table.items td{{padding:6px 2px;border-bottom:.5pt solid #ddd;vertical-align:top}}
.period{{color:#888;font-size:{size - 1}pt;margin-top:1px}}
.r{{text-align:right!important;white-space:nowrap}}
table.tot{{margin-left:auto;margin-top:4mm;border-collapse:collapse;min-width:80mm}}
table.tot td{{padding:3px 2px}} table.tot tr.g td{{font-weight:bold;font-size:{size + 1.5}pt;
border-top:1pt solid #222}}
.note{{margin-top:6mm;color:#444}}
.pay{{margin-top:8mm;border:.8pt solid #999;padding:3mm 4mm;line-height:1.55;width:110mm}}
.pay b.t{{display:block;color:{accent};margin-bottom:1mm}}
.foot{{margin-top:14mm;font-size:{size - 2}pt;color:#777;text-align:center}}
</style></head><body>
<div class=head><div><div class=co>{escape(seller.name)}</div></div>
<div class="small r" style="text-align:right">{escape(seller.street)}<br>
{escape(seller.city)} {seller.postcode}<br>
United Kingdom<br>VAT Reg No. {shown_vat}<br>Company No. {seller.code}</div></div>
<h1>INVOICE</h1>
<div class=meta><div><div class=k>Bill to</div>{"<br>".join(bill_to)}</div>
<table><tr><td class=k>Invoice number</td><td>{escape(doc.number)}</td></tr>
<tr><td class=k>Invoice date</td><td>{d(doc.issued)}</td></tr>
<tr><td class=k>Due date</td><td>{d(doc.due)}</td></tr></table></div>
<table class=items><thead><tr><th>Description</th><th class=r>Amount (EUR)</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class=tot><tr><td>Subtotal</td><td class=r>{a(doc.net)}</td></tr>
<tr><td>VAT 0% (reverse charge)</td><td class=r>{a(doc.vat)}</td></tr>
<tr class=g><td>Total due</td><td class=r>{total}</td></tr></table>
<div class=note>Reverse charge: the services are outside the scope of UK VAT. The customer is to account for
VAT in Lithuania under Article 196 of Council Directive 2006/112/EC.</div>
<div class=pay><b class=t>Payment details</b>Account name: {escape(seller.name)}<br>
Bank: {escape(seller.bank or "")}<br>IBAN: <span style="white-space:nowrap">{grouped(seller.iban)}</span><br>
BIC/SWIFT: {bic}<br>Sort code {sort_code} · Account no. {account_no}<br>
Reference: {escape(doc.number)}</div>
<div class=foot>{escape(seller.name)} · Registered in England and Wales No. {seller.code} ·
Registered office: {escape(seller.address)}</div>
</body></html>"""
    truth = doc.truth(("prekes_pavadinimas", "subtotal"))
    if not buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
