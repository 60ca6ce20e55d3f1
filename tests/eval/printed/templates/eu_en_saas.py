"""A cloud/SaaS provider's invoice as modern billing systems (Stripe Billing, Chargebee, Paddle) print it:
a large "Invoice" title with the number and dates in a small grid, the provider and "Bill to" with the
customer's VAT number, a headline "€X due …", description lines with the service period in small grey
text under the plan name, and "Subtotal / VAT (21% on €X) or reverse charge / Total / Amount due"."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.eu_common import account, draw_supply, grouped, reverse, saas_seller

CATALOGUE = [
    ("Business plan (monthly)", "pcs", 21, (49, 399)),
    ("Additional user seats", "pcs", 21, (8, 25)),
    ("API requests overage (per 10,000)", "pcs", 21, (2, 9)),
    ("Object storage — 1 TB", "pcs", 21, (18, 40)),
    ("Premium support", "pcs", 21, (99, 450)),
    ("Managed PostgreSQL, 4 vCPU / 16 GB", "pcs", 21, (120, 380)),
    ("Bandwidth overage (per 100 GB)", "pcs", 21, (4, 12)),
    ("Compute instances, standard-2", "pcs", 21, (25, 95)),
    ("Email sending — 100k messages", "pcs", 21, (35, 90)),
]
SYMBOL = {"EUR": "€", "USD": "$"}


def short(value: date) -> str:
    return f"{value.strftime('%b')} {value.day}, {value.year}"


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    country = rng.choice(["IE", "IE", "NL", "NL", "DE", "EE"])
    currency = rng.choice(["EUR", "EUR", "EUR", "USD"])
    doc = draw_supply(
        seed,
        "DE" if country in ("IE", "NL") else country,
        rng.random() < 0.2,
        (21,),
        language="en",
        currency=currency,
        catalogue=CATALOGUE,
        lines=(1, 5),
    )
    if country in ("IE", "NL"):
        doc.seller = saas_seller(rng, country)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    doc.series = "".join(rng.choice("0123456789ABCDEF") for _ in range(8))
    number = f"{doc.series}-{doc.number}"
    sym = SYMBOL[currency]
    font = rng.choice(["Roboto", "Open Sans", "Lato", "Arial, Liberation Sans"])
    size = rng.choice([8.5, 9, 9.5])
    accent = rng.choice(["#635bff", "#0a7cff", "#111827", "#0f766e"])
    bank = rng.random() < 0.4
    if bank:
        seller.iban, seller.bank, bic = account(rng, country)
    code = "" if currency == "EUR" else f" {currency}"
    period_end = doc.issued + timedelta(days=rng.choice([30, 31]))

    def money(value: Decimal) -> str:
        return f"{sym}{amount(value, 'en')}"

    rows = "".join(
        f"<tr><td><div>{escape(it.name)}</div>"
        f"<div class=per>{short(doc.issued)} – {short(period_end)}</div></td>"
        f"<td class=r>{quantity(it.quantity, 'en')}</td><td class=r>{money(it.price)}</td>"
        f"<td class=r>{money(it.subtotal)}</td></tr>"
        for it in doc.items
    )
    if reverse(doc):
        tax_rows = f"<tr><td>VAT (0% – reverse charge)</td><td class=r>{money(doc.vat)}</td></tr>"
        note = (
            "<p class=note>Reverse charge: VAT to be accounted for by the recipient under Article 196 of "
            "Council Directive 2006/112/EC.</p>"
        )
    else:
        tax_rows = "".join(
            f"<tr><td>VAT – Lithuania ({r.normalize():f}% on {money(base)})</td>"
            f"<td class=r>{money(tax)}</td></tr>"
            for r, (base, tax) in doc.rates().items()
        )
        note = ""
    seller_lines = [f"<b>{escape(seller.name)}</b>", *map(escape, seller.address.split(", ", 1))]
    seller_lines.append({"IE": "Ireland", "NL": "Netherlands", "DE": "Germany", "EE": "Estonia"}[country])
    seller_lines.append(f"billing@{seller.name.split()[0].lower()}.{'io' if rng.random() < 0.5 else 'com'}")
    if seller.code:
        seller_lines.append(f"Reg. code {seller.code}")
    seller_lines.append(f"VAT {seller.vat_code}")
    buyer_lines = [escape(buyer.name), *map(escape, buyer.address.split(", ", 1)), "Lithuania"]
    if buyer.vat_code:
        buyer_lines.append(f"LT VAT {buyer.vat_code}")
    pay = (
        f"<p class=note>Pay by bank transfer: {escape(seller.bank or '')} · "
        f"IBAN {grouped(seller.iban or '')} · "
        f"BIC {bic} · reference {escape(number)}</p>"
        if bank
        else "<p class=note>This invoice will be charged to the card on file.</p>"
    )
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:16mm 18mm}}
body{{font-family:{font};font-size:{size}pt;color:#1a1f36;margin:0}}
.top{{display:flex;justify-content:space-between;align-items:flex-start}}
h1{{font-size:24pt;font-weight:600;margin:0 0 14px}}
.mark{{width:38px;height:38px;border-radius:50%;background:{accent}}}
table.g td{{padding:1px 14px 1px 0}} table.g td:first-child{{color:#697386}}
.cols{{display:flex;gap:50px;margin-top:22px}} .cols .h{{font-weight:600;margin-bottom:2px}}
.due{{font-size:15pt;font-weight:600;margin:26px 0 4px}}
table.i{{width:100%;border-collapse:collapse;margin-top:22px}}
table.i th{{text-align:left;color:#697386;font-weight:normal;font-size:{size - 0.5}pt;
border-bottom:1px solid #1a1f36;padding:4px 0}}
table.i td{{padding:7px 0;border-bottom:1px solid #e3e8ee;vertical-align:top}}
.per{{color:#8792a2;font-size:{size - 1.5}pt;margin-top:1px}} .r{{text-align:right!important;
white-space:nowrap}}
table.t{{width:50%;margin-left:auto;border-collapse:collapse}} table.t td{{padding:5px 0;
border-bottom:1px solid #e3e8ee}}
table.t tr.b td{{font-weight:600}}
.note{{color:#697386;font-size:{size - 0.5}pt}}
.foot{{position:fixed;bottom:0;left:0;right:0;color:#8792a2;font-size:{size - 1}pt;
border-top:1px solid #e3e8ee;padding-top:4px}}
</style></head><body>
<div class="top"><div><h1>Invoice</h1>
<table class="g"><tr><td>Invoice number</td><td>{escape(number)}</td></tr>
<tr><td>Date of issue</td><td>{day(doc.issued, "en-long")}</td></tr>
<tr><td>Date due</td><td>{day(doc.due, "en-long")}</td></tr></table></div><div class="mark"></div></div>
<div class="cols"><div>{"<br>".join(seller_lines)}</div>
<div><div class="h">Bill to</div>{"<br>".join(buyer_lines)}</div></div>
<div class="due">{money(doc.gross)}{code} due {day(doc.due, "en-long")}</div>
<table class="i"><thead><tr><th>Description</th><th class=r>Qty</th><th class=r>Unit price</th>
<th class=r>Amount</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="t"><tr><td>Subtotal</td><td class=r>{money(doc.net)}</td></tr>
<tr><td>Total excluding tax</td><td class=r>{money(doc.net)}</td></tr>{tax_rows}
<tr><td>Total</td><td class=r>{money(doc.gross)}</td></tr>
<tr class="b"><td>Amount due</td><td class=r>{money(doc.gross)} {currency}</td></tr></table>
{note}{pay}
<div class="foot">{escape(number)} · {money(doc.gross)} due {day(doc.due, "en-long")} · Page 1 of 1</div>
</body></html>"""
    truth = doc.truth(("prekes_pavadinimas", "quantity", "price", "subtotal"), iban=bank)
    truth.pop("buyer_id", None)
    return Printed(html, truth)
