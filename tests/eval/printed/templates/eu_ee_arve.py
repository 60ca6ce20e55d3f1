"""An Estonian supplier's "Arve" as Estonian accounting software (Merit Aktiva, SmartAccounts, Directo)
prints it: the seller's name as a letterhead with "Arve nr" at the right, the buyer ("Ostja") with
registrikood and KMKR nr left and the invoice facts (kuupäev, maksetähtaeg, viitenumber, viivis) right, a
borderless table with a shaded header, the totals with "Kokku tasuda", and the seller's register, VAT and
bank data in a footer row."""

from __future__ import annotations

import random
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.eu_common import account, draw_supply, grouped, reverse, unbroken

CATALOGUE = [
    ("Puitbrikett, 960 kg alus", "tk", 24, (170, 290)),
    ("Veoteenus Tallinn–Vilnius", "tk", 24, (250, 900)),
    ("Tarkvaraarendus", "h", 24, (45, 95)),
    ("Paigaldustööd", "h", 24, (30, 60)),
    ("Saematerjal, kuusk 50x100", "m", 24, (1.5, 4)),
    ("Kontoritool Ergo Pro", "tk", 24, (90, 260)),
    ("Vedelseep, 5 l", "tk", 24, (8, 20)),
    ("Kohv ubadena, 1 kg", "tk", 24, (14, 32)),
    ("Raamatupidamisteenus", "h", 24, (35, 70)),
    ("Teraslehed S235, 3 mm", "kg", 24, (1.1, 2.6)),
    ("Mööbli transport ja tõstmine", "h", 24, (40, 75)),
]


def reference(rng: random.Random) -> str:
    """An Estonian payment reference number: digits and the 7-3-1 check digit."""
    body = str(rng.randint(1000, 9999999))
    weights = [7, 3, 1]
    total = sum(int(d) * weights[i % 3] for i, d in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    domestic = rng.random() < 0.3
    doc = draw_supply(seed, "EE", domestic, language="et", catalogue=CATALOGUE, series=False, lines=(1, 8))
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    seller.iban, seller.bank, bic = account(rng, "EE")
    style = rng.choice(["lt", "plain-dot", "lt-plain"])
    font = rng.choice(["Open Sans", "Roboto", "Arial, Liberation Sans", "Carlito", "DejaVu Sans"])
    size = rng.choice([8.5, 9, 9.5, 10])
    shade = rng.choice(["#e9eef2", "#eeeeee", "#e6f0e6"])
    print_buyer_code = rng.random() < 0.6
    iban = grouped(seller.iban) if rng.random() < 0.5 else seller.iban

    def a(value: Decimal) -> str:
        return amount(value, style)

    rows = "".join(
        f"<tr><td>{escape(it.name)}</td><td class=r>{quantity(it.quantity, style)}</td><td>{it.unit}</td>"
        f"<td class=r>{a(it.price)}</td><td class=r>{a(it.subtotal)}</td></tr>"
        for it in doc.items
    )
    tax = "".join(
        f"<tr><td>Käibemaks {r.normalize():f}%</td><td class=r>{a(t)}</td></tr>"
        for r, (_, t) in doc.rates().items()
    )
    note = ""
    if reverse(doc):
        note = rng.choice(
            [
                "Pöördmaksustamine (käibemaksuseadus § 15 lg 3 p 1; Direktiiv 2006/112/EÜ art 138).",
                "Ühendusesisene kaubatarne, käibemaksumäär 0%. Pöördmaksustamine.",
            ]
        )
    buyer_lines = [f"<b>{escape(buyer.name)}</b>", unbroken(buyer.address), "Leedu"]
    if print_buyer_code:
        buyer_lines.append(f"Registrikood: {buyer.code}")
    if buyer.vat_code:
        buyer_lines.append(f"KMKR nr: {buyer.vat_code}")
    facts = [
        ("Arve kuupäev", day(doc.issued, "dmy-dots")),
        ("Maksetähtaeg", day(doc.due, "dmy-dots")),
        ("Viitenumber", reference(rng)),
        ("Viivis", "0,05% päevas"),
    ]
    if rng.random() < 0.5:
        facts.insert(2, ("Maksetingimus", f"{(doc.due - doc.issued).days} päeva"))
    facts_html = "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in facts)
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:16mm 16mm 14mm 16mm}}
body{{font-family:{font};font-size:{size}pt;margin:0;color:#1b1b1b}}
.lh{{display:flex;justify-content:space-between;align-items:baseline}}
.lh .n{{font-size:16pt;font-weight:600}} .lh .t{{font-size:16pt}}
.sub{{color:#666;font-size:{size - 1}pt}}
.mid{{display:flex;justify-content:space-between;margin-top:26px}} .mid>div{{width:48%}}
.lbl{{color:#777;font-size:{size - 1}pt;margin-bottom:2px}}
table.f{{width:100%;border-collapse:collapse}} table.f td{{padding:1px 0}}
table.i{{width:100%;border-collapse:collapse;margin-top:22px}}
table.i th{{background:{shade};text-align:left;font-weight:600;padding:5px 6px}} table.i td{{padding:4px 6px}}
thead{{display:table-header-group}} .r{{text-align:right!important;white-space:nowrap}}
table.s{{margin:10px 0 0 auto;border-collapse:collapse;min-width:45%}} table.s td{{padding:2px 6px}}
table.s tr.g td{{font-weight:700;font-size:{size + 1}pt;background:{shade};padding:5px 6px}}
.foot{{position:fixed;bottom:0;left:0;right:0;border-top:1px solid #bbb;padding-top:6px;display:flex;
justify-content:space-between;
font-size:{size - 1.5}pt;color:#555}}
</style></head><body>
<div class="lh"><div class="n">{escape(seller.name)}</div><div class="t">Arve nr {doc.number}</div></div>
<div class="sub">{escape(seller.address)}, Eesti</div>
<div class="mid"><div><div class="lbl">Ostja</div>{"<br>".join(buyer_lines)}</div>
<div><table class="f">{facts_html}</table></div></div>
<table class="i"><thead><tr><th>Kirjeldus</th><th class=r>Kogus</th><th>Ühik</th><th class=r>Ühiku hind</th>
<th class=r>Summa</th></tr></thead><tbody>{rows}</tbody></table>
<table class="s"><tr><td>Summa ilma käibemaksuta</td><td class=r>{a(doc.net)}</td></tr>{tax}
<tr class="g"><td>Kokku tasuda (EUR)</td><td class=r>{a(doc.gross)}</td></tr></table>
{f"<p>{escape(note)}</p>" if note else ""}
<p>Palume tasuda arve {day(doc.due, "dmy-dots")} viitenumbriga.</p>
<div class="foot"><div>Müüja: {escape(seller.name)}<br>{escape(seller.address)}</div>
<div>Registrikood: {seller.code}<br>KMKR nr: {seller.vat_code}</div>
<div>{escape(seller.bank)}<br>IBAN: {iban}<br>SWIFT: {bic}</div>
<div>Tel. +372 {rng.randint(5000000, 5999999)}<br>arved@{escape(seller.name.split()[0].lower())}.ee</div>
</div>
</body></html>"""
    truth = doc.truth(("prekes_pavadinimas", "unit", "quantity", "price", "subtotal"))
    if not print_buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
