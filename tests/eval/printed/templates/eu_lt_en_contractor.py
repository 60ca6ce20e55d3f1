"""A Lithuanian IT contractor's invoice written entirely in English, as a small UAB or MB bills its monthly
development hours from a spreadsheet-like template or an online invoicing tool: "INVOICE" with
"Invoice No. 2026/017" (one number, no separate series), "Issue date" and "Due date", "Supplier" and
"Client" blocks with "Company code" and "VAT code", lines of hours × hourly rate ("Backend development,
March 2026"), "Subtotal", the VAT line and "Total due (EUR)", and the bank details with a Lithuanian IBAN.

Variants: on half the seeds the client is a Lithuanian UAB and the VAT line is "VAT 21%"; on the other half
a German, Estonian or Polish company, and the VAT line is "VAT 0% – reverse charge (Art. 196 of Directive
2006/112/EC)"; the invoice number as "2026/017", "INV-2026-017" or "017/2026"; parties side by side or
stacked; a plain or a banded header; a "Rate" column in "EUR/h" or an "Hours"/"Unit price" pair; dates
ISO, "12 March 2026" or "March 12, 2026"; fonts and accent colours.

Truth: every line (description, hours, hourly rate, net amount; the VAT rate where the table
shows it); series None, the number as printed."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, Item, draw, foreign_party
from tests.eval.printed.fmt import MONTHS, amount, day, quantity
from tests.eval.printed.templates.eu_common import COUNTRY_NAMES, grouped, unbroken
from tests.eval.printed.templates.lt_common import FONTS
from tests.eval.printed.templates.lt_round4_common import person, vat_payer

NAMES = ["Kodo kalvė", "Debesų sprendimai", "Bitų dirbtuvė", "Skaitmeninis tiltas", "Logikos vartai"]
TASKS = [
    "Backend development",
    "Frontend development",
    "Code review and technical consulting",
    "DevOps and cloud infrastructure support",
    "QA automation",
    "Mobile app development",
    "Database optimisation",
    "Project management",
]
COLORS = ["#0b5cad", "#1d7a5f", "#5b3f99", "#222222", "#b04a12"]


def make(seed: int) -> Printed:
    rng = random.Random(seed * 3 + 9021)
    foreign = rng.random() < 0.5
    doc = draw(seed, lines=(1, 1), series=False, language="en")
    seller = doc.seller
    vat_payer(seller, rng)
    form = rng.choice(["UAB", "UAB", "MB"])
    seller.name = f"{form} „{rng.choice(NAMES)}“"
    if foreign:
        doc.buyer = foreign_party(rng, rng.choice(["DE", "EE", "PL"]))
    buyer = doc.buyer
    assert buyer is not None
    if not foreign:
        vat_payer(buyer, rng)
    rate_vat = Decimal(0 if foreign else 21)

    # the month worked is the one before the invoice's
    worked = doc.issued.replace(day=1) - timedelta(days=1)
    month = f"{MONTHS['en'][worked.month - 1]} {worked.year}"
    hourly = Decimal(rng.choice([25, 30, 35, 40, 45, 50, 55, 60]))
    doc.items = [
        Item(
            f"{task}, {month}",
            "h",
            Decimal(rng.randint(8, 168)) / rng.choice([1, 2]),
            hourly if rng.random() < 0.7 else money(hourly * Decimal("1.2")),
            rate_vat,
        )
        for task in rng.sample(TASKS, rng.randint(1, 4))
    ]
    serial = rng.randint(1, 240)
    doc.number = rng.choice(
        [
            f"{doc.issued.year}/{serial:03d}",
            f"INV-{doc.issued.year}-{serial:03d}",
            f"{serial:03d}/{doc.issued.year}",
        ]
    )
    doc.due = doc.issued + timedelta(days=rng.choice([7, 14, 15, 30]))

    font = rng.choice(FONTS)
    size = rng.choice([9, 9.5, 10])
    color = rng.choice(COLORS)
    stacked = rng.random() < 0.4
    banded = rng.random() < 0.5
    rate_column = rng.choice(["EUR/h", "Unit price"])
    vat_column = rng.random() < 0.4
    date_style = rng.choice(["iso", "en-dmy", "en-long"])
    style = rng.choice(["en", "plain-dot"])

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    def block(title: str, name: str, rows: list[tuple[str, str]]) -> str:
        lines = "".join(f"<tr><td class=k>{k}</td><td>{v}</td></tr>" for k, v in rows)
        return (
            f'<div class="party"><div class="pt">{title}</div><div class="pn">{escape(name)}</div>'
            f"<table>{lines}</table></div>"
        )

    seller_rows = [
        ("Company code", seller.code or ""),
        ("VAT code", seller.vat_code or ""),
        ("Address", unbroken(seller.address) + ", Lithuania"),
        ("E-mail", f"billing@{rng.choice(['devhub', 'codeforge', 'bitlab'])}.lt"),
    ]
    country = COUNTRY_NAMES["en"][buyer.country if isinstance(buyer, Foreign) else "LT"]
    buyer_rows = [("Company code", buyer.code)] if buyer.code else []
    buyer_rows += [("VAT code", buyer.vat_code)] if buyer.vat_code else []
    buyer_rows += [("Address", unbroken(buyer.address) + f", {country}")]
    head = ["#", "Description", "Hours" if rate_column == "Unit price" else "Qty (h)", rate_column]
    head += ["VAT %"] if vat_column else []
    head += ["Amount (EUR)"]
    rows = []
    for n, item in enumerate(doc.items, 1):
        cells = [
            f"<td>{n}</td>",
            f"<td>{escape(item.name)}</td>",
            f"<td class=r>{quantity(item.quantity, style)}</td>",
            f"<td class=r>{a(item.price)}</td>",
        ]
        cells += [f"<td class=r>{item.vat_percent}</td>"] if vat_column else []
        cells += [f"<td class=r>{a(item.subtotal)}</td>"]
        rows.append("<tr>" + "".join(cells) + "</tr>")
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th{' class=r' if i >= 2 else ''}>{h}</th>" for i, h in enumerate(head))
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    vat_label = "VAT 0% – reverse charge (Art. 196 of Directive 2006/112/EC)" if foreign else "VAT 21%"
    totals = f"""<table class="tot"><tr><td>Subtotal</td><td class=r>{a(doc.net)}</td></tr>
<tr><td>{vat_label}</td><td class=r>{a(doc.vat)}</td></tr>
<tr class="g"><td>Total due (EUR)</td><td class=r>{a(doc.gross)}</td></tr></table>"""
    note = (
        "<p class=small>Reverse charge: VAT to be accounted for by the recipient of the services.</p>"
        if foreign
        else ""
    )
    assert seller.iban is not None and doc.due is not None
    bank = f"""<div class="bank"><b>Bank details</b><br>Beneficiary: {escape(seller.name)}<br>
Bank: {escape(seller.bank or "")}<br>IBAN: {grouped(seller.iban) if rng.random() < 0.6 else seller.iban}<br>
Payment reference: {escape(doc.number)}</div>"""
    issuer = person(rng)
    header = (
        f'<div class="band"><div class="title">INVOICE</div><div>{escape(seller.name)}</div></div>'
        if banded
        else f'<div class="plain"><div class="sname">{escape(seller.name)}</div>'
        '<div class="title">INVOICE</div></div>'
    )
    meta = f"""<table class="meta"><tr><td>Invoice No.</td><td><b>{escape(doc.number)}</b></td></tr>
<tr><td>Issue date</td><td>{d(doc.issued)}</td></tr><tr><td>Due date</td><td>{d(doc.due)}</td></tr></table>"""
    parties = block("Supplier", seller.name, seller_rows) + block("Client", buyer.name, buyer_rows)
    body = f"""{header}{meta}<div class="{"stack" if stacked else "two"}">{parties}</div>
{table}{totals}{note}{bank}
<p class="sign">Invoice issued by: {issuer}, director</p>"""
    css = f"""
@page{{size:A4;margin:14mm 16mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.band{{background:{color};color:#fff;padding:8px 12px;display:flex;justify-content:space-between;
align-items:center}} .band .title{{font-size:{size + 12}pt;font-weight:bold;letter-spacing:2px}}
.plain{{display:flex;justify-content:space-between;align-items:baseline;border-bottom:2px solid {color}}}
.plain .title{{font-size:{size + 12}pt;color:{color};font-weight:bold}}
.sname{{font-size:{size + 4}pt;font-weight:bold}}
table.meta{{margin:10px 0 0 auto}} table.meta td{{padding:1px 0 1px 12px}}
.two{{display:flex;gap:24px;margin-top:14px}} .two .party{{flex:1}}
.stack .party{{margin-top:10px}}
.pt{{color:{color};font-weight:bold;text-transform:uppercase;font-size:{size - 1}pt}} .pn{{font-weight:bold}}
.party td{{padding:0 8px 0 0;vertical-align:top}} td.k{{color:#555;white-space:nowrap}}
table.items{{width:100%;border-collapse:collapse;margin-top:16px}}
table.items th{{border-bottom:1.5px solid {color};text-align:left;padding:4px}}
table.items td{{border-bottom:1px solid #ddd;padding:4px}}
table.tot{{margin:8px 0 0 auto;border-collapse:collapse;max-width:65%}} table.tot td{{padding:3px 6px}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 1.5}pt;border-top:1.5px solid #000}}
.r{{text-align:right;white-space:nowrap}} .small{{font-size:{size - 1}pt;color:#444}}
.bank{{margin-top:18px;padding:8px;background:#f4f4f4;line-height:1.5}} .sign{{margin-top:28px}}
"""
    html = (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css}</style></head>'
        f"<body>{body}</body></html>"
    )
    # no unit column: the hours are named in the quantity column's heading
    fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "price", "subtotal")
    fields += ("vat_percent",) if vat_column else ()
    return Printed(html, doc.truth(fields))
