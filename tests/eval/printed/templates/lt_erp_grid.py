"""A VAT invoice as a classic Lithuanian accounting (ERP) program prints it: the seller as a letterhead,
the buyer in a ruled box, a fully ruled grid with two-line header cells and item codes, a totals block
with the total in words, and "Išrašė" / "Priėmė" signature lines."""

from __future__ import annotations

import random
from html import escape

from tests.eval.lt_data import group4
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import FONTS, eur_words

LINE_FIELDS = ("prekes_pavadinimas", "prekes_kodas", "unit", "quantity", "price", "subtotal", "vat_percent")


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(2, 12), codes=True)
    rng = random.Random(seed * 7 + 1)
    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([8, 8.5, 9, 9.5])
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.85
    grouped_iban = rng.random() < 0.5
    seller_iban = group4(seller.iban or "") if grouped_iban else seller.iban
    number = f"Serija {doc.series} Nr. {doc.number}"
    if rng.random() < 0.4:
        number = f"Serija {doc.series}&nbsp;&nbsp;Nr.&nbsp;{doc.number}"

    rows = "".join(
        f"<tr><td class=c>{i}</td><td>{escape(item.code or '')}</td><td>{escape(item.name)}</td>"
        f"<td class=c>{escape(item.unit)}</td><td class=r>{quantity(item.quantity, style)}</td>"
        f"<td class=r>{amount(item.price, style)}</td><td class=r>{amount(item.subtotal, style)}</td>"
        f"<td class=c>{rate(item.vat_percent)}</td></tr>"
        for i, item in enumerate(doc.items, 1)
    )
    rates = doc.rates()
    if len(rates) == 1:
        (only,) = rates
        vat_rows = f"<tr><td>PVM suma ({rate(only)} %)</td><td class=r>{amount(doc.vat, style)}</td></tr>"
    else:
        vat_rows = "".join(
            f"<tr><td>PVM {rate(r)} % nuo {amount(base, style)}</td>"
            f"<td class=r>{amount(tax, style)}</td></tr>"
            for r, (base, tax) in rates.items()
        )
        vat_rows += f"<tr><td>PVM suma</td><td class=r>{amount(doc.vat, style)}</td></tr>"

    seller_codes = f"Įmonės kodas {seller.code}"
    if seller.vat_code:
        seller_codes += f" &nbsp;|&nbsp; PVM mokėtojo kodas {seller.vat_code}"
    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        f"Įmonės kodas: {buyer.code}",
    ]
    if show_buyer_vat:
        buyer_lines.append(f"PVM mokėtojo kodas: {buyer.vat_code}")
    buyer_lines.append(f"Adresas: {escape(buyer.address)}")
    order_note = ""
    if rng.random() < 0.4:
        order_note = f"<tr><td>Užsakymo Nr.:</td><td>{rng.randint(100, 9999)}</td></tr>"
    manager = rng.choice(["Vadybininkas", "Vyr. buhalterė", "Direktorius", "Pardavimų vadybininkė"])

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:14mm 12mm 14mm 14mm}}
body{{font-family:{font};font-size:{size}pt;color:#000}}
.head{{border-bottom:2px solid #000;padding-bottom:6px}}
.head .name{{font-size:17pt;font-weight:bold;letter-spacing:0.5px}}
.head .small{{font-size:{size - 0.5}pt;line-height:1.35}}
h1{{text-align:center;font-size:13pt;margin:16px 0 2px}}
.num{{text-align:center;margin:0}}
.mid{{display:flex;justify-content:space-between;margin-top:14px;align-items:flex-start}}
.box{{border:1px solid #000;padding:5px 8px;width:55%;line-height:1.4}}
.box .t{{font-size:{size - 1}pt;text-transform:uppercase;color:#333}}
.info td{{padding:1px 4px}}
table.grid{{width:100%;border-collapse:collapse;margin-top:14px}}
table.grid th,table.grid td{{border:1px solid #000;padding:3px 4px;vertical-align:top}}
table.grid th{{font-weight:bold;text-align:center;background:#eee}}
.r{{text-align:right}} .c{{text-align:center}}
table.tot{{margin-left:auto;border-collapse:collapse;margin-top:6px;min-width:40%}}
table.tot td{{border:1px solid #000;padding:3px 6px}}
table.tot tr.g td{{font-weight:bold}}
.words{{margin-top:10px}}
.sign{{display:flex;justify-content:space-between;margin-top:40px}}
.sign div{{width:44%;border-top:1px solid #000;padding-top:2px;font-size:{size - 1}pt}}
</style></head><body>
<div class="head"><div class="name">{escape(seller.name)}</div>
<div class="small">{seller_codes}<br>{escape(seller.address)}<br>
A. s. {seller_iban}, {escape(seller.bank or "")}</div></div>
<h1>PVM SĄSKAITA FAKTŪRA</h1>
<p class="num">{number}</p>
<p class="num">{day(doc.issued, date_style)}</p>
<div class="mid"><div class="box"><div class="t">Pirkėjas</div>{"<br>".join(buyer_lines)}</div>
<table class="info">
<tr><td>Išrašymo data:</td><td>{day(doc.issued, date_style)}</td></tr>
<tr><td>Apmokėti iki:</td><td>{day(doc.due, date_style) if doc.due else ""}</td></tr>
{order_note}<tr><td>Valiuta:</td><td>EUR</td></tr></table></div>
<table class="grid"><thead><tr><th>Eil.<br>Nr.</th><th>Prekės<br>kodas</th><th>Pavadinimas</th>
<th>Mato<br>vnt.</th><th>Kiekis</th><th>Kaina be<br>PVM, EUR</th><th>Suma be<br>PVM, EUR</th>
<th>PVM<br>%</th></tr></thead><tbody>{rows}</tbody></table>
<table class="tot"><tr><td>Suma be PVM</td><td class=r>{amount(doc.net, style)}</td></tr>{vat_rows}
<tr class="g"><td>Suma su PVM, EUR</td><td class=r>{amount(doc.gross, style)}</td></tr></table>
<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>
<div class="sign"><div>Išrašė: {manager} (vardas, pavardė, parašas)</div>
<div>Priėmė: (pareigos, vardas, pavardė, parašas)</div></div>
</body></html>"""
    truth = doc.truth(LINE_FIELDS)
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
