"""An English-language invoice of a Polish, Latvian or Estonian goods supplier to a Lithuanian company, as
the supplier's ERP (Comarch, Horizon, Directo) prints its export form: the seller's name and "INVOICE" in
a header band, a row of boxed facts (invoice no., dates, order, Incoterms), "Seller" and "Buyer" boxes
with Reg. No. and VAT No., a full-grid table with item codes, the totals box and the Article 138
intra-Community supply note."""

from __future__ import annotations

import random
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.eu_common import account, draw_supply, grouped, reverse, unbroken

CATALOGUE = [
    ("Pine timber, kiln dried, 45x95 mm", "m", 0, (1.2, 3.5)),
    ("Wood pellets ENplus A1, 15 kg bag", "pcs", 0, (3.5, 6.5)),
    ("Steel profile pipe 40x40x2", "m", 0, (2.5, 6)),
    ("Ceramic floor tiles 60x60, grey", "m²", 0, (9, 28)),
    ("Frozen strawberries, IQF", "kg", 0, (1.8, 4.2)),
    ("Euro pallet EPAL 1200x800", "pcs", 0, (9, 18)),
    ("Insulation board PIR 100 mm", "m²", 0, (11, 24)),
    ("Rapeseed oil, refined", "l", 0, (1.1, 2.2)),
    ("Office chair, mesh back", "pcs", 0, (45, 140)),
    ("Galvanised screws 5x60 (box 200)", "pcs", 0, (6, 14)),
    ("Polyethylene film 200 µm", "kg", 0, (1.5, 3.2)),
    ("LED panel 60x60, 40 W", "pcs", 0, (12, 35)),
]
COUNTRY = {"PL": "Poland", "LV": "Latvia", "EE": "Estonia"}


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    country = rng.choice(["PL", "PL", "LV", "LV", "EE"])
    doc = draw_supply(seed, country, False, language="en", catalogue=CATALOGUE, codes=True, lines=(1, 10))
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code
    seller.iban, seller.bank, bic = account(rng, country)
    style = rng.choice(["en", "lt", "plain-dot"])
    ds = rng.choice(["dmy-dots", "iso", "en-dmy"])
    font = rng.choice(
        ["Arial, Liberation Sans", "Roboto Condensed", "Open Sans", "Liberation Serif", "FreeSans"]
    )
    size = rng.choice([8, 8.5, 9, 9.5])
    number = f"{doc.series}-{doc.number}" if rng.random() < 0.5 else f"{doc.series} {doc.number}"
    band = rng.choice(["#1d3557", "#333333", "#5a3e1b", "#0b5e55"])

    def a(value: Decimal) -> str:
        return amount(value, style)

    def box(title: str, p: AnyParty, extra: list[tuple[str, str]]) -> str:
        rows = [("Name", f"<b>{escape(p.name)}</b>"), ("Address", unbroken(p.address))]
        rows.append(("Country", COUNTRY.get(country, "") if p is seller else "Lithuania"))
        if p.code:
            rows.append(("Reg. No.", p.code))
        rows += extra
        if p.vat_code:
            rows.append(("VAT No.", p.vat_code))
        body = "".join(f"<tr><td class=k>{k}</td><td>{v}</td></tr>" for k, v in rows)
        return f"<div class=pbox><div class=ph>{title}</div><table>{body}</table></div>"

    seller_extra = [("KRS", f"0000{rng.randint(100000, 999999)}")] if country == "PL" else []
    facts = [
        ("Invoice No.", escape(number)),
        ("Invoice date", day(doc.issued, ds)),
        ("Due date", day(doc.due, ds)),
        ("Order No.", f"PO-{rng.randint(1000, 9999)}"),
        ("Delivery terms", rng.choice(["DAP Vilnius", "FCA", "EXW", "DAP Kaunas", "CPT Klaipėda"])),
    ]
    facts_html = "".join(f"<td><div class=fk>{k}</div><div class=fv>{v}</div></td>" for k, v in facts)
    rows = "".join(
        f"<tr><td class=c>{i}</td><td>{it.code}</td><td>{escape(it.name)}</td>"
        f"<td class=r>{quantity(it.quantity, style)}</td><td class=c>{it.unit}</td>"
        f"<td class=r>{a(it.price)}</td>"
        f"<td class=r>{a(it.subtotal)}</td></tr>"
        for i, it in enumerate(doc.items, 1)
    )
    tax = "".join(
        f"<tr><td>VAT {r.normalize():f} %</td><td class=r>{a(t)}</td></tr>"
        for r, (_, t) in doc.rates().items()
    )
    note = (
        "<p class=note><b>Intra-Community supply, reverse charge (Art. 138 of Directive 2006/112/EC).</b> "
        "VAT to be accounted for by the buyer.</p>"
        if reverse(doc)
        else ""
    )
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 14mm}}
body{{font-family:{font};font-size:{size}pt;margin:0}}
.band{{background:{band};color:#fff;padding:10px 14px;display:flex;justify-content:space-between;
align-items:center}}
.band .n{{font-size:14pt;font-weight:bold}} .band .t{{font-size:20pt;letter-spacing:3px}}
table.facts{{width:100%;border-collapse:collapse;margin-top:8px}} table.facts td{{border:1px solid #555;
padding:3px 6px}}
.fk{{font-size:{size - 1.5}pt;color:#555}} .fv{{font-weight:bold}}
.parties{{display:flex;gap:10px;margin-top:10px}} .pbox{{flex:1;border:1px solid #555}}
.ph{{background:#e4e4e4;border-bottom:1px solid #555;padding:2px 6px;font-weight:bold;
text-transform:uppercase}}
.pbox table{{border-collapse:collapse;margin:3px 4px}} .pbox td{{padding:1px 4px;vertical-align:top}}
td.k{{color:#555;width:22mm}}
table.i{{width:100%;border-collapse:collapse;margin-top:12px}} table.i th,table.i td{{border:1px solid #555;
padding:3px 5px}}
table.i th{{background:#e4e4e4;font-size:{size - 0.5}pt}} thead{{display:table-header-group}}
tr{{page-break-inside:avoid}}
.r{{text-align:right;white-space:nowrap}} .c{{text-align:center}}
table.s{{margin:8px 0 0 auto;border-collapse:collapse;min-width:40%}} table.s td{{border:1px solid #555;
padding:3px 8px}}
table.s tr.g td{{font-weight:bold;background:#e4e4e4}}
.note{{border-left:3px solid {band};padding-left:8px}}
.sig{{display:flex;justify-content:space-between;margin-top:40px}} .sig div{{width:40%;
border-top:1px solid #000;font-size:7.5pt;padding-top:2px}}
</style></head><body>
<div class="band"><div class="n">{escape(seller.name)}</div><div class="t">INVOICE</div></div>
<table class="facts"><tr>{facts_html}</tr></table>
<div class="parties">{box("Seller", seller, seller_extra)}{box("Buyer", buyer, [])}</div>
<table class="i"><thead><tr><th>No.</th><th>Item code</th><th>Description</th><th>Qty</th><th>Unit</th>
<th>Unit price, {doc.currency}</th><th>Net amount, {doc.currency}</th></tr></thead><tbody>{rows}</tbody>
</table>
<table class="s"><tr><td>Total net</td><td class=r>{a(doc.net)}</td></tr>{tax}
<tr class="g"><td>Total to pay, {doc.currency}</td><td class=r>{a(doc.gross)}</td></tr></table>
{note}
<p>Payment: bank transfer to {escape(seller.bank)}, IBAN {grouped(seller.iban)}, SWIFT/BIC {bic}.<br>
Please quote the invoice number as payment reference. Goods remain our property until paid in full.</p>
<div class="sig"><div>Issued by</div><div>Received by</div></div>
</body></html>"""
    return Printed(
        html, doc.truth(("prekes_kodas", "prekes_pavadinimas", "unit", "quantity", "price", "subtotal"))
    )
