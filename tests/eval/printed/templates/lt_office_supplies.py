"""A Lithuanian wholesaler's VAT invoice as a small accounting program prints it: centred title with
series and number, supplier and buyer side by side, a dark-headed item table, totals at the right and the
total in words."""

from __future__ import annotations

import random
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty, draw
from tests.eval.printed.fmt import amount, day, quantity


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 9))
    rng = random.Random(seed)
    style = rng.choice(["lt", "lt-plain"])
    date_style = rng.choice(["iso", "lt-dots"])
    font = rng.choice(["Arial, Liberation Sans", "Carlito", "Open Sans", "Roboto"])
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    rows = "".join(
        f"<tr><td>{i}</td><td>{escape(item.name)}</td><td>{item.unit}</td>"
        f"<td class=r>{quantity(item.quantity, style)}</td><td class=r>{amount(item.price, style)}</td>"
        f"<td class=r>{amount(item.subtotal, style)}</td></tr>"
        for i, item in enumerate(doc.items, 1)
    )
    vat_rows = "".join(
        f"<tr><td>PVM {r} %:</td><td class=r>{amount(tax, style)}</td></tr>"
        for r, (_, tax) in doc.rates().items()
    )

    def side(title: str, p: AnyParty) -> str:
        lines = [f"<b>{title}</b>", escape(p.name), f"Įmonės kodas {p.code}"]
        if p.vat_code:
            lines.append(f"PVM mokėtojo kodas {p.vat_code}")
        lines.append(escape(p.address))
        return "<br>".join(lines)

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
body{{font-family:{font};font-size:9.5pt;margin:28px}}
table.items{{width:100%;border-collapse:collapse;margin-top:18px}}
table.items th{{background:#333;color:#fff;padding:4px;text-align:left;font-weight:normal}}
table.items td{{border-bottom:1px solid #ccc;padding:4px}}
.r{{text-align:right}} .parties{{display:flex;justify-content:space-between;margin-top:18px}}
.parties div{{width:46%}} h1{{text-align:center;font-size:14pt;margin-bottom:2px}}
</style></head><body>
<h1>PVM SĄSKAITA FAKTŪRA</h1>
<p style="text-align:center">Serija {doc.series} Nr. {doc.number}<br>{day(doc.issued, date_style)}</p>
<div class="parties"><div>{side("Tiekėjas", seller)}<br>A/s {seller.iban}<br>{seller.bank}</div>
<div>{side("Pirkėjas", buyer)}</div></div>
<table class="items"><tr><th>Nr.</th><th>Prekės pavadinimas</th><th>Mato vnt.</th><th class=r>Kiekis</th>
<th class=r>Kaina be PVM</th><th class=r>Suma be PVM</th></tr>{rows}</table>
<table style="margin-left:auto;margin-top:10px">
<tr><td>Suma be PVM:</td><td class=r>{amount(doc.net, style)}</td></tr>{vat_rows}
<tr><td><b>Iš viso mokėti:</b></td><td class=r><b>{amount(doc.gross, style)} EUR</b></td></tr></table>
<p>Apmokėti iki {day(doc.due, date_style) if doc.due else ""}</p>
<p>Sąskaitą išrašė: vadybininkė Rasa Petrauskienė</p>
</body></html>"""
    return Printed(html, doc.truth(("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")))
