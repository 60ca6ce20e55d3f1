"""A food wholesaler's VAT invoice with goods at 9 % and 21 %, as a distribution company's ERP prints it:
header facts in a boxed grid (each label over its value), a zebra-striped table with the VAT of every
line, and a per-rate summary table under it."""

from __future__ import annotations

import random
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import FONTS

LINE_FIELDS = ("prekes_pavadinimas", "quantity", "unit", "price", "vat_percent", "subtotal", "total")
FOODS = [
    ("Ruginė duona „Bočių“, 800 g", "vnt.", 9, (1.2, 2.5)),
    ("Batonas pjaustytas, 450 g", "vnt.", 9, (0.8, 1.6)),
    ("Pienas 2,5 % rieb., 1 l", "vnt.", 9, (0.9, 1.5)),
    ("Kefyras 2,5 % rieb., 900 g", "vnt.", 9, (1, 1.8)),
    ("Varškė 9 % rieb., 500 g", "pak.", 9, (2, 3.5)),
    ("Sviestas 82 % rieb., 200 g", "pak.", 9, (2.2, 3.8)),
    ("Kiaušiniai M dydžio, 10 vnt.", "pak.", 9, (1.8, 3.2)),
    ("Vištienos krūtinėlė, atšaldyta", "kg", 9, (5.5, 8.5)),
    ("Kiaulienos sprandinė be kaulo", "kg", 9, (5, 8)),
    ("Šviežios bulvės", "kg", 9, (0.35, 0.9)),
    ("Morkos", "kg", 9, (0.4, 1)),
    ("Obuoliai „Ligol“", "kg", 9, (0.8, 1.8)),
    ("Grikių kruopos, 1 kg", "pak.", 9, (1.5, 3)),
    ("Kvietiniai miltai 550D, 2 kg", "pak.", 9, (1.2, 2.4)),
    ("Saulėgrąžų aliejus, 1 l", "vnt.", 21, (1.8, 3.2)),
    ("Cukrus, 1 kg", "pak.", 21, (0.9, 1.6)),
    ("Kava malta, 500 g", "pak.", 21, (5, 11)),
    ("Juodoji arbata, 100 pak.", "pak.", 21, (2.5, 6)),
    ("Šokoladas pieniškas, 100 g", "vnt.", 21, (0.9, 2.2)),
    ("Gazuotas gėrimas, 1,5 l", "vnt.", 21, (0.8, 1.9)),
    ("Mineralinis vanduo, 1,5 l", "vnt.", 21, (0.4, 0.9)),
    ("Sausainiai su avižomis, 300 g", "pak.", 21, (1.2, 2.8)),
    ("Bulvių traškučiai, 150 g", "pak.", 21, (1.1, 2.4)),
    ("Apelsinų sultys, 1 l", "vnt.", 21, (1.3, 2.7)),
    ("Ledai plombyras, 500 ml", "vnt.", 21, (2, 4)),
]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(3, 12), catalogue=FOODS)
    rng = random.Random(seed * 7 + 8)
    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-dots", "dmy-dots"])
    font = rng.choice([*FONTS, "'Roboto Condensed'"])
    size = rng.choice([8, 8.5, 9, 9.5])
    stripe = rng.choice(["#eef3f8", "#f2f2f2", "#eef6ee"])
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.9
    driver = rng.choice(["A. Petraitis", "M. Kazlauskas", "R. Žukauskas"])

    rows = "".join(
        f"<tr><td>{escape(item.name)}</td><td class=r>{quantity(item.quantity, style)}</td>"
        f"<td>{item.unit}</td>"
        f"<td class=r>{amount(item.price, style)}</td><td class=r>{rate(item.vat_percent)}</td>"
        f"<td class=r>{amount(item.subtotal, style)}</td><td class=r>{amount(item.vat, style)}</td>"
        f"<td class=r>{amount(item.total, style)}</td></tr>"
        for item in doc.items
    )
    summary = "".join(
        f"<tr><td>PVM {rate(r)} %</td><td class=r>{amount(base, style)}</td>"
        f"<td class=r>{amount(tax, style)}</td>"
        f"<td class=r>{amount(base + tax, style)}</td></tr>"
        for r, (base, tax) in doc.rates().items()
    )
    facts = [
        ("Sąskaitos Nr.", f"{doc.series}-{doc.number}"),
        ("Sąskaitos data", day(doc.issued, date_style)),
        ("Apmokėti iki", day(doc.due, date_style)),
        ("Užsakymo Nr.", str(rng.randint(20000, 89999))),
        ("Vairuotojas", driver),
    ]
    cells = "".join(f"<td><span>{k}</span>{v}</td>" for k, v in facts)

    def party(title: str, p: AnyParty, vat: bool) -> str:
        lines = [f"<span>{title}</span><b>{escape(p.name)}</b>", f"Įm. kodas {p.code}"]
        if vat and p.vat_code:
            lines.append(f"PVM kodas {p.vat_code}")
        lines.append(escape(p.address))
        return "<td>" + "<br>".join(lines) + "</td>"

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 12mm}}
body{{font-family:{font};font-size:{size}pt}}
.top{{display:flex;justify-content:space-between;align-items:flex-end;margin-bottom:8px}}
.top .n{{font-size:15pt;font-weight:bold}} .top h1{{font-size:12pt;margin:0}}
table.box{{width:100%;border-collapse:collapse;margin-top:4px}}
table.box td{{border:1px solid #555;padding:3px 6px;vertical-align:top}}
table.box td span{{display:block;font-size:{size - 1.5}pt;color:#555;text-transform:uppercase}}
table.items{{width:100%;border-collapse:collapse;margin-top:14px}}
table.items th{{background:#444;color:#fff;padding:4px 3px;text-align:left;font-weight:normal}}
table.items td{{padding:3px}} table.items tbody tr:nth-child(even){{background:{stripe}}}
.r{{text-align:right!important}}
.bottom{{display:flex;justify-content:space-between;margin-top:12px;align-items:flex-start}}
table.sum{{border-collapse:collapse}} table.sum th,table.sum td{{border:1px solid #777;padding:3px 6px}}
table.sum th{{background:#eee;font-weight:normal}} table.sum tr.g td{{font-weight:bold}}
.pay{{max-width:40%;font-size:{size - 0.5}pt;line-height:1.4}}
.sign{{display:flex;gap:30px;margin-top:30px}} .sign div{{flex:1;border-top:1px solid #000;padding-top:2px}}
</style></head><body>
<div class="top"><div class="n">{escape(seller.name)}</div><h1>PVM SĄSKAITA FAKTŪRA</h1></div>
<table class="box"><tr>{cells}</tr></table>
<table class="box"><tr>{party("Pardavėjas", seller, True)}{party("Pirkėjas", buyer, show_buyer_vat)}
<td><span>Pristatymo vieta</span>{escape(buyer.address)}</td></tr></table>
<table class="items"><thead><tr><th>Prekė</th><th class=r>Kiekis</th><th>Vnt.</th><th class=r>Kaina</th>
<th class=r>PVM %</th>
<th class=r>Suma be PVM</th><th class=r>PVM</th><th class=r>Suma su PVM</th></tr></thead>
<tbody>{rows}</tbody></table>
<div class="bottom"><div class="pay">Mokėti: {escape(seller.bank or "")}<br>A/s {seller.iban}<br>
Mokėjimo paskirtyje nurodykite sąskaitos numerį.</div>
<table class="sum"><tr><th>PVM tarifas</th><th>Suma be PVM</th><th>PVM suma</th><th>Suma su PVM</th></tr>
{summary}<tr class="g"><td>Iš viso, EUR</td><td class=r>{amount(doc.net, style)}</td>
<td class=r>{amount(doc.vat, style)}</td><td class=r>{amount(doc.gross, style)}</td></tr></table></div>
<div class="sign"><div>Išrašė</div><div>Prekes perdavė</div><div>Prekes priėmė</div></div>
</body></html>"""
    truth = doc.truth(LINE_FIELDS)
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
