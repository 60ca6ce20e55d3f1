"""A Lithuanian SaaS company's subscription invoice, as its billing system e-mails it: a modern minimal
page (sans-serif, wide margins, one accent colour) with the product's logo, "PVM sąskaita faktūra" or
"Sąskaita faktūra", "Sąskaitos Nr. DS-2026-00431", the subscription period ("Laikotarpis: 2026-03-01 –
2026-03-31", or a year), the customer's block, plan lines ("Pro planas, 5 vartotojai" at one price or as
users × a price per user, "Papildoma saugykla 100 GB"), on some seeds a discount line (annual billing, a
promo code) with a negative amount, the totals with "PVM 21 %", and either a paid stamp ("Apmokėta
kortele", the card's last digits) or bank-transfer details with a due date; the seller's company details
(code, VAT code, address) stand in the footer, not in a header block. Variants: monthly or annual
period, a unit column or none, amounts with "€" or a currency column, the paid or bank-transfer form.

Truth: series (the prefix before the year) and number ("2026-00431") as printed together; each line's
name, quantity, unit price and net amount (and unit where printed), discount lines included; no due date
where the invoice was paid by card; the IBAN only where the bank-transfer form prints it."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import MONTHS, amount, day, quantity
from tests.eval.printed.templates.lt_round4_common import domain, vat_payer

PRODUCTS = ["Sąskaitų debesis", "Planuoklis", "Skaitmeninė apskaita", "Klientų ratas", "Sandėlio akis"]
PLANS = ["Start", "Pro", "Verslo", "Premium", "Komandos"]
ADDONS = [
    ("Papildoma saugykla 100 GB", (3, 9)),
    ("Papildoma saugykla 1 TB", (15, 35)),
    ("SMS pranešimai, 1000 vnt. paketas", (12, 30)),
    ("Prioritetinis klientų aptarnavimas", (19, 79)),
    ("Integracija su el. parduotuve", (9, 29)),
    ("API užklausų paketas, 100 000 užklausų", (10, 40)),
]
ACCENTS = ["#4f46e5", "#0ea5e9", "#10b981", "#f97316", "#e11d48"]
FONTS = ["Inter, 'Open Sans'", "'Open Sans'", "Roboto", "Lato", "'DejaVu Sans'"]


def users(n: int) -> str:
    """Lithuanian plural: 1 vartotojas, 5 vartotojai, 10 vartotojų, 21 vartotojas."""
    if n % 10 == 1 and n % 100 != 11:
        return f"{n} vartotojas"
    if 2 <= n % 10 <= 9 and not 12 <= n % 100 <= 19:
        return f"{n} vartotojai"
    return f"{n} vartotojų"


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 19 + 3030)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    product = rng.choice(PRODUCTS)
    seller.name = f"UAB „{product}“"
    annual = rng.random() < 0.3
    start = doc.issued.replace(day=1)
    end = (
        date(start.year + 1, start.month, 1) if annual else (start + timedelta(days=32)).replace(day=1)
    ) - timedelta(days=1)
    doc.issued = start + timedelta(days=rng.choice([0, 0, 1, 2]))
    doc.series = rng.choice(["DS", "SUB", "APP", "PL"])
    doc.number = f"{doc.issued.year}-{rng.randint(1, 9999):05d}"
    card = rng.random() < 0.55
    doc.due = None if card else doc.issued + timedelta(days=rng.choice([7, 10, 14]))

    # the plan, by users at a price each or as one price for the seat count, then add-ons and a discount
    plan = rng.choice(PLANS)
    seats = rng.choice([1, 3, 5, 10, 12, 21, 25])
    months = Decimal(12 if annual else 1)
    if rng.random() < 0.5:
        per_user = money(Decimal(str(rng.uniform(6, 24))) * months)
        lines = [Item(f"{plan} planas, vartotojo licencija", "vart.", Decimal(seats), per_user, Decimal(21))]
    else:
        price = money(Decimal(str(rng.uniform(19, 290))) * months)
        lines = [
            Item(
                f"{plan} planas, {users(seats)}",
                "mėn." if not annual else "m.",
                Decimal(1),
                price,
                Decimal(21),
            )
        ]
    for name, (low, high) in rng.sample(ADDONS, rng.choice([0, 1, 1, 2])):
        count = Decimal(rng.choice([1, 1, 2, 3]))
        lines.append(
            Item(name, "vnt.", count, money(Decimal(str(rng.uniform(low, high))) * months), Decimal(21))
        )
    if rng.random() < 0.4:
        percent = rng.choice([10, 15, 20]) if annual else rng.choice([10, 20, 50])
        reason = (
            "metinio mokėjimo nuolaida"
            if annual
            else f"akcijos kodas {rng.choice(['PAVASARIS', 'START', 'NAUJAS'])}{percent}"
        )
        off = -money(lines[0].subtotal * percent / 100)
        lines.append(Item(f"Nuolaida {percent} % ({reason})", "vnt.", Decimal(1), off, Decimal(21)))
    doc.items = lines

    accent = rng.choice(ACCENTS)
    font = rng.choice(FONTS)
    size = rng.choice([9, 9.5, 10])
    style = rng.choice(["lt", "lt-plain"])
    date_style = rng.choice(["iso", "iso", "lt-long"])
    euro_sign = rng.random() < 0.6
    unit_column = rng.random() < 0.35
    vat_title = rng.random() < 0.7
    title = "PVM sąskaita faktūra" if vat_title else "Sąskaita faktūra"
    web = domain(seller.name)

    def a(value: Decimal) -> str:
        return amount(value, style) + (" €" if euro_sign else "")

    def d(value: date) -> str:
        return day(value, date_style)

    if annual:
        period = f"{d(start)} – {d(end)}"
    else:
        period = rng.choice(
            [f"{d(start)} – {d(end)}", f"{start.year} m. {MONTHS['lt'][start.month - 1]} mėn."]
        )

    head = ["Aprašymas"] + (["Vnt."] if unit_column else []) + ["Kiekis", "Vnt. kaina", "Suma"]
    if not euro_sign:
        head[-1] = "Suma, EUR"
        head[-2] = "Vnt. kaina, EUR"
    rows = []
    for item in doc.items:
        cells = [f"<td>{escape(item.name)}</td>"]
        if unit_column:
            cells.append(f"<td>{item.unit}</td>")
        cells += [
            f"<td class=r>{quantity(item.quantity, style)}</td>",
            f"<td class=r>{a(item.price)}</td>",
            f"<td class=r>{a(item.subtotal)}</td>",
        ]
        rows.append("<tr>" + "".join(cells) + "</tr>")
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th{' class=r' if i else ''}>{h}</th>" for i, h in enumerate(head))
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    paid_row = ""
    if card:
        digits = rng.randint(1000, 9999)
        brand = rng.choice(["Visa", "Mastercard"])
        paid_row = (
            f"<tr><td>Apmokėta kortele ({brand} •••• {digits})</td><td class=r>−{a(doc.gross)}</td></tr>"
        )
        paid_row += f'<tr class="due"><td>Mokėtina suma</td><td class=r>{a(Decimal(0))}</td></tr>'
    totals = (
        f'<table class="tot"><tr><td>Suma be PVM</td><td class=r>{a(doc.net)}</td></tr>'
        f"<tr><td>PVM 21 %</td><td class=r>{a(doc.vat)}</td></tr>"
        f'<tr class="g"><td>Iš viso{"" if euro_sign else ", EUR"}</td>'
        f"<td class=r>{a(doc.gross)}</td></tr>{paid_row}</table>"
    )
    if card:
        payment = (
            f'<div class="stamp">APMOKĖTA</div><div class="muted">Apmokėta kortele {d(doc.issued)} · '
            "kitas nuskaitymas – pasibaigus laikotarpiui</div>"
        )
    else:
        assert doc.due is not None and seller.iban
        payment = f"""<div class="pay"><div class="lbl">Mokėjimo informacija</div>
<div>Gavėjas: {escape(seller.name)}</div><div>IBAN: {seller.iban}</div>
<div>Bankas: {escape(seller.bank or "")}</div>
<div>Mokėjimo paskirtis: {doc.series}-{doc.number}</div>
<div>Apmokėti iki: <b>{d(doc.due)}</b></div></div>"""
    footer_bits = [
        escape(seller.name),
        f"Įmonės kodas {seller.code}",
        f"PVM mokėtojo kodas {seller.vat_code}",
        escape(seller.address),
    ]
    if not card:
        footer_bits.append(f"A. s. {seller.iban}")
    footer_bits.append(f"info@{web}")
    buyer_vat = f"<div>PVM mokėtojo kodas: {buyer.vat_code}</div>" if buyer.vat_code else ""
    body = f"""<div class="top"><div class="logo"><span class="dot"></span>{escape(product)}</div>
<div class="title">{title}</div></div>
<div class="meta"><div><div class="lbl">Sąskaitos Nr.</div>
<div class="v">{doc.series}-{doc.number}</div></div>
<div><div class="lbl">Išrašymo data</div><div class="v">{d(doc.issued)}</div></div>
<div><div class="lbl">Laikotarpis</div><div class="v">{period}</div></div></div>
<div class="cust"><div class="lbl">{rng.choice(["Klientas", "Mokėtojas", "Pirkėjas"])}</div>
<div class="v">{escape(buyer.name)}</div>
<div>Įmonės kodas: {buyer.code}</div>{buyer_vat}
<div>{escape(buyer.address)}</div></div>
{table}{totals}{payment}
<div class="foot">{" · ".join(footer_bits)}<br>www.{web}</div>"""
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:18mm 20mm}}
body{{font-family:{font};font-size:{size}pt;color:#1f2937;margin:0}}
.top{{display:flex;justify-content:space-between;align-items:center}}
.logo{{font-size:{size + 7}pt;font-weight:700;color:#111}}
.dot{{display:inline-block;width:14px;height:14px;border-radius:50%;background:{accent};margin-right:8px}}
.title{{font-size:{size + 5}pt;color:{accent};font-weight:600}}
.meta{{display:flex;gap:40px;margin:34px 0 26px}} .lbl{{font-size:{size - 1.5}pt;color:#6b7280;
text-transform:uppercase;letter-spacing:.06em;margin-bottom:2px}} .v{{font-weight:600}}
.cust{{line-height:1.5;margin-bottom:30px}}
table.items{{width:100%;border-collapse:collapse}} table.items th{{text-align:left;font-weight:600;
color:#6b7280;border-bottom:2px solid {accent};padding:6px 4px;font-size:{size - 1}pt}}
table.items td{{padding:8px 4px;border-bottom:1px solid #e5e7eb}}
.r{{text-align:right!important;white-space:nowrap}}
table.tot{{margin:16px 0 0 auto;border-collapse:collapse;min-width:45%}} table.tot td{{padding:4px}}
table.tot tr.g td{{font-weight:700;font-size:{size + 2}pt;border-top:1px solid #111;padding-top:8px}}
table.tot tr.due td{{color:{accent};font-weight:600}}
.stamp{{display:inline-block;margin-top:26px;border:2px solid {accent};color:{accent};font-weight:700;
letter-spacing:.15em;padding:4px 12px;border-radius:4px}} .muted{{color:#6b7280;margin-top:6px}}
.pay{{margin-top:28px;line-height:1.5;background:#f9fafb;padding:10px 14px;border-left:3px solid {accent}}}
.foot{{position:fixed;bottom:0;left:0;right:0;border-top:1px solid #e5e7eb;padding-top:6px;
font-size:{size - 2}pt;color:#6b7280;text-align:center;line-height:1.5}}
</style></head><body>{body}</body></html>"""
    fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "price", "subtotal")
    fields += ("unit",) if unit_column else ()
    return Printed(html, doc.truth(fields, iban=not card))
