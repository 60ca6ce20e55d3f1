"""A credit VAT invoice ("KREDITINĖ PVM SĄSKAITA FAKTŪRA") as a Lithuanian accounting program prints a
return or a price correction: a label/value header block naming the corrected invoice and the reason,
the parties side by side, and negative quantities, sums and totals."""

from __future__ import annotations

import random
from datetime import timedelta
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import FONTS

LINE_FIELDS = ("prekes_pavadinimas", "unit", "quantity", "price", "vat_percent", "subtotal", "total")
REASONS = [
    "Prekių grąžinimas",
    "Prekių grąžinimas (nekokybiškos prekės)",
    "Kainos sumažinimas (nuolaida)",
    "Klaidingai nurodytas kiekis",
]


def make(seed: int) -> Printed:
    doc = draw(seed, kind="credit_note", lines=(1, 5))
    rng = random.Random(seed * 7 + 5)
    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5, 10])
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    original = f"{max(1, int(doc.number) - rng.randint(5, 400)):0{len(doc.number)}d}"
    original_day = doc.issued - timedelta(days=rng.randint(3, 60))
    show_iban = rng.random() < 0.7

    def signed(value: Decimal) -> str:
        return amount(doc.signed(value), style)

    rows = "".join(
        f"<tr><td>{i}</td><td>{escape(item.name)}</td><td>{item.unit}</td>"
        f"<td class=r>{quantity(doc.signed(item.quantity), style)}</td>"
        f"<td class=r>{amount(item.price, style)}</td><td class=r>{signed(item.subtotal)}</td>"
        f"<td class=r>{rate(item.vat_percent)} %</td><td class=r>{signed(item.total)}</td></tr>"
        for i, item in enumerate(doc.items, 1)
    )
    vat_rows = "".join(
        f"<tr><td>PVM {rate(r)} %:</td><td class=r>{signed(tax)}</td></tr>"
        for r, (_, tax) in doc.rates().items()
    )
    if len(doc.rates()) > 1:
        vat_rows += f"<tr><td>PVM iš viso:</td><td class=r>{signed(doc.vat)}</td></tr>"

    def side(title: str, p: AnyParty, iban: bool) -> str:
        lines = [f"<div class=t>{title}</div><b>{escape(p.name)}</b>", f"Įmonės kodas: {p.code}"]
        if p.vat_code:
            lines.append(f"PVM mokėtojo kodas: {p.vat_code}")
        lines.append(f"Adresas: {escape(p.address)}")
        if iban:
            lines.append(f"A. s.: {p.iban}, {escape(p.bank or '')}")
        return "<div class=p>" + "<br>".join(lines) + "</div>"

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:15mm 14mm}}
body{{font-family:{font};font-size:{size}pt}}
.top{{display:flex;justify-content:space-between;align-items:flex-start}}
h1{{font-size:14pt;margin:0;max-width:55%}}
table.hd{{border-collapse:collapse}} table.hd td{{padding:2px 0 2px 10px}}
table.hd td:first-child{{text-align:right;color:#444;white-space:nowrap}}
table.hd td:last-child{{font-weight:bold}}
.parties{{display:flex;gap:24px;margin-top:20px}} .p{{flex:1;line-height:1.4}}
.t{{font-size:{size - 1}pt;color:#666;text-transform:uppercase;border-bottom:1px solid #999;
margin-bottom:3px}}
table.items{{width:100%;border-collapse:collapse;margin-top:20px}}
table.items th{{background:#ddd;border:1px solid #999;padding:4px;font-weight:bold;text-align:left}}
table.items td{{border:1px solid #bbb;padding:3px 4px}}
.r{{text-align:right!important}}
table.tot{{margin-left:auto;margin-top:10px}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 1}pt;border-top:1px solid #000}}
.sign{{display:flex;gap:40px;margin-top:36px}} .sign div{{flex:1}}
</style></head><body>
<div class="top"><h1>KREDITINĖ PVM SĄSKAITA FAKTŪRA</h1>
<table class="hd"><tr><td>Data:</td><td>{day(doc.issued, date_style)}</td></tr>
<tr><td>Serija:</td><td>{doc.series}</td></tr><tr><td>Nr.:</td><td>{doc.number}</td></tr>
<tr><td>Koreguojama sąskaita:</td>
<td>Serija {doc.series} Nr. {original} ({day(original_day, date_style)})</td></tr>
<tr><td>Priežastis:</td><td>{rng.choice(REASONS)}</td></tr></table></div>
<div class="parties">{side("Pardavėjas", seller, show_iban)}{side("Pirkėjas", buyer, False)}</div>
<table class="items"><thead><tr><th>Nr.</th><th>Pavadinimas</th><th>Mato vnt.</th><th class=r>Kiekis</th>
<th class=r>Kaina be PVM</th><th class=r>Suma be PVM</th><th class=r>PVM</th><th class=r>Suma su PVM</th>
</tr></thead><tbody>{rows}</tbody></table>
<table class="tot"><tr><td>Suma be PVM:</td><td class=r>{signed(doc.net)}</td></tr>{vat_rows}
<tr class="g"><td>Iš viso grąžintina suma:</td><td class=r>{signed(doc.gross)} EUR</td></tr></table>
<p>Kreditinė sąskaita mažina pirkėjo įsiskolinimą pagal koreguojamą sąskaitą.</p>
<div class="sign"><div>Išrašė: ______________________</div><div>Gavo: ______________________</div></div>
</body></html>"""
    truth = doc.truth(LINE_FIELDS, iban=show_iban)
    truth.pop("due_date", None)
    return Printed(html, truth)
