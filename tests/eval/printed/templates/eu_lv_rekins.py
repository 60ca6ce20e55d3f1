"""A Latvian supplier's "PVN rēķins" as Latvian accounting programs (Jumis, Horizon, online rēķinu
sistēmas) print it: the title with series and number, the parties stacked as label/value rows
(Piegādātājs, Reģ. Nr., PVN reģ. Nr., Juridiskā adrese, Banka, Konts, then Saņēmējs), a ruled item table,
"Kopā bez PVN / PVN 21% / Kopā apmaksai", the payment date and the "valid without signature" line."""

from __future__ import annotations

import random
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.eu_common import account, draw_supply, grouped, reverse, unbroken

CATALOGUE = [
    ("Biroja papīrs A4, 80 g/m², 500 lapas", "gab.", 21, (3, 7)),
    ("Kokskaidu granulas 6 mm", "t", 21, (190, 330)),
    ("Zāģmateriāli, priede 50x150 mm", "m³", 21, (180, 320)),
    ("Kravas pārvadājums Rīga–Viļņa", "gab.", 21, (180, 650)),
    ("Grāmatvedības pakalpojumi", "st.", 21, (25, 60)),
    ("Metāla plaukts 2000x1000x500", "gab.", 21, (55, 160)),
    ("Piena pulveris, 25 kg maiss", "gab.", 21, (60, 140)),
    ("Elektroinstalācijas darbi", "st.", 21, (22, 45)),
    ("Krāsa fasādes, balta, 10 l", "gab.", 21, (40, 95)),
    ("Kūdras substrāts", "m³", 21, (20, 45)),
    ("Dīzeļdegviela", "l", 21, (1.3, 1.7)),
]
MONTHS_LOC = [
    "janvārī", "februārī", "martā", "aprīlī", "maijā", "jūnijā",
    "jūlijā", "augustā", "septembrī", "oktobrī", "novembrī", "decembrī",
]  # fmt: skip


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    domestic = rng.random() < 0.35
    doc = draw_supply(seed, "LV", domestic, language="lv", catalogue=CATALOGUE, lines=(1, 8))
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    seller.iban, seller.bank, bic = account(rng, "LV")
    style = rng.choice(["lt", "plain-dot", "lt-plain"])
    font = rng.choice(["Arial, Liberation Sans", "DejaVu Sans", "Liberation Serif", "Lato", "FreeSans"])
    size = rng.choice([8.5, 9, 9.5, 10])
    long_date = rng.random() < 0.5
    buyer_title = rng.choice(["Saņēmējs", "Pircējs", "Maksātājs"])
    show_buyer_code = rng.random() < 0.7

    def when(value: object) -> str:
        if long_date:
            return f"{value.year}. gada {value.day}. {MONTHS_LOC[value.month - 1]}"  # type: ignore[attr-defined]
        return day(value, "dmy-dots")  # type: ignore[arg-type]

    def a(value: Decimal) -> str:
        return amount(value, style)

    def block(title: str, p: AnyParty, bank: bool, code: bool) -> str:
        rows = [(title, f"<b>{escape(p.name)}</b>")]
        if code and p.code:
            rows.append(("Reģ. Nr.", p.code))
        if p.vat_code:
            rows.append(("PVN reģ. Nr.", p.vat_code))
        rows.append(("Juridiskā adrese", unbroken(p.address)))
        if bank:
            rows += [("Banka", f"{escape(p.bank or '')}, {bic}"), ("Konts", grouped(p.iban or ""))]
        return "".join(f"<tr><td class=l>{k}:</td><td>{v}</td></tr>" for k, v in rows)

    rows = "".join(
        f"<tr><td>{i}</td><td>{escape(it.name)}</td><td class=c>{it.unit}</td>"
        f"<td class=r>{quantity(it.quantity, style)}</td><td class=r>{a(it.price)}</td>"
        f"<td class=r>{a(it.subtotal)}</td></tr>"
        for i, it in enumerate(doc.items, 1)
    )
    tax = "".join(
        f"<tr><td>PVN {r.normalize():f}%</td><td class=r>{a(t)}</td></tr>"
        for r, (_, t) in doc.rates().items()
    )
    note = ""
    if reverse(doc):
        note = rng.choice(
            [
                "Preču piegāde Kopienas iekšienē, PVN likuma 43. panta ceturtās daļas 1. punkts.",
                "Nodokļa apgrieztā maksāšana (PVN direktīvas 2006/112/EK 196. pants).",
            ]
        )
    title = "PVN RĒĶINS" if rng.random() < 0.6 else "Rēķins"
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:15mm 15mm 15mm 20mm}}
body{{font-family:{font};font-size:{size}pt;margin:0}}
.head{{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #000;
padding-bottom:6px}}
.head h1{{font-size:15pt;margin:0}} .head .d{{text-align:right}}
table.p{{border-collapse:collapse;margin-top:10px;width:100%}} table.p td{{padding:1px 4px;
vertical-align:top}}
td.l{{width:30mm;color:#333}} .gap td{{height:8px}}
table.i{{width:100%;border-collapse:collapse;margin-top:14px}}
table.i th{{border-top:1.5px solid #000;border-bottom:1px solid #000;padding:3px;text-align:left}}
table.i td{{border-bottom:.5px solid #999;padding:3px}} thead{{display:table-header-group}}
.r{{text-align:right!important;white-space:nowrap}} .c{{text-align:center!important}}
table.t{{margin:8px 0 0 auto;border-collapse:collapse}} table.t td{{padding:2px 6px}}
table.t tr.g td{{font-weight:bold;border-top:1.5px solid #000}}
.small{{font-size:{size - 1}pt;color:#333;margin-top:24px}}
</style></head><body>
<div class="head"><div><h1>{title} Nr. {doc.series} {doc.number}</h1></div>
<div class="d">Datums: {when(doc.issued)}<br>Apmaksāt līdz: <b>{when(doc.due)}</b></div></div>
<table class="p">{block("Piegādātājs", seller, True, True)}<tr class="gap"><td></td></tr>
{block(buyer_title, buyer, False, show_buyer_code)}<tr class="gap"><td></td></tr>
<tr><td class=l>Valūta:</td><td>{doc.currency}</td></tr>
<tr><td class=l>Apmaksas veids:</td><td>pārskaitījums</td></tr></table>
<table class="i"><thead><tr><th>Nr.</th><th>Nosaukums</th><th class=c>Mērv.</th><th class=r>Daudzums</th>
<th class=r>Cena, EUR</th><th class=r>Summa, EUR</th></tr></thead><tbody>{rows}</tbody></table>
<table class="t"><tr><td>Kopā bez PVN</td><td class=r>{a(doc.net)}</td></tr>{tax}
<tr class="g"><td>Kopā apmaksai, EUR</td><td class=r>{a(doc.gross)}</td></tr></table>
{f"<p>{note}</p>" if note else ""}
<p>Lūdzam apmaksāt rēķinu līdz {when(doc.due)}, maksājuma uzdevumā norādot rēķina numuru.</p>
<div class="small">Rēķins sagatavots elektroniski un ir derīgs bez paraksta.<br>
Rēķinu sagatavoja: {rng.choice(["Ilze Bērziņa", "Jānis Kalniņš", "Līga Ozola", "Andris Liepiņš"])}</div>
</body></html>"""
    truth = doc.truth(("prekes_pavadinimas", "unit", "quantity", "price", "subtotal"))
    if not show_buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
