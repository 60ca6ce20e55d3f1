"""A Lithuanian security company's monthly "PVM sąskaita faktūra" as its billing program prints it in a
small (8–9 pt) face: the parties side by side in a bordered two-column table headed "Pardavėjas" |
"Pirkėjas" (name, įmonės kodas, PVM mokėtojo kodas, adresas, bankas, a/s), the contract's number and the
service period ("Paslaugų laikotarpis: 2026-10-01–2026-10-31"), one to four lines (the object's guarding
by the month or by hours, alarm monitoring, the crew's call-outs × count, maintenance), the totals with
"PVM 21 %", the sum in words on some seeds, and "Mokėjimo paskirtyje nurodykite sąskaitos numerį".

Truth: the lines in page order (name, unit, quantity, net price, net amount)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty, Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import eur_words
from tests.eval.printed.templates.lt_round4_common import person, rename, vat_payer
from tests.eval.printed.templates.lt_round5_common import previous_month

NAMES = ["Saugos tarnyba", "Sargas", "Apsaugos centras", "Budrus", "Skydas", "Saugus objektas"]
PLACES = ["Pramonės pr.", "Verslo g.", "Savanorių pr.", "Ukmergės g.", "Sandėlių g.", "Taikos pr."]
FONTS = ["Arial, 'Liberation Sans'", "Tahoma, 'DejaVu Sans'", "Verdana, 'DejaVu Sans'", "Roboto", "FreeSans"]


def _lines(rng: random.Random, city: str) -> list[Item]:
    where = f"{rng.choice(PLACES)} {rng.randint(1, 150)}, {city}"
    kinds = ["guard", "monitor", "callout", "service"]
    picked = rng.sample(kinds, rng.randint(1, 4))
    out: list[Item] = []
    for kind in kinds:  # the program prints the services in a fixed order
        if kind not in picked:
            continue
        if kind == "guard":
            if rng.random() < 0.5:
                price = money(Decimal(str(rng.uniform(9.5, 14.5))))
                out.append(
                    Item(
                        f"Objekto fizinė apsauga ({where})",
                        "val.",
                        Decimal(rng.choice([248, 372, 720, 744, 310])),
                        price,
                        Decimal(21),
                    )
                )
            else:
                price = money(Decimal(str(rng.uniform(900, 6500))))
                out.append(Item(f"Objekto apsauga ({where})", "mėn.", Decimal(1), price, Decimal(21)))
        elif kind == "monitor":
            price = money(Decimal(str(rng.uniform(15, 60))))
            count = Decimal(rng.choice([1, 1, 1, 2, 3]))
            out.append(
                Item(
                    "Apsaugos signalizacijos stebėjimas centraliniame stebėjimo pulte",
                    "mėn.",
                    count,
                    price,
                    Decimal(21),
                )
            )
        elif kind == "callout":
            price = money(Decimal(str(rng.uniform(15, 45))))
            out.append(
                Item(
                    "Greitojo reagavimo ekipažo iškvietimas",
                    "kart.",
                    Decimal(rng.randint(1, 6)),
                    price,
                    Decimal(21),
                )
            )
        else:
            price = money(Decimal(str(rng.uniform(10, 40))))
            out.append(Item("Apsaugos sistemos techninė priežiūra", "mėn.", Decimal(1), price, Decimal(21)))
    return out


def _parties(seller: AnyParty, buyer: AnyParty) -> str:
    def rows(p: AnyParty) -> list[str]:
        return [
            f"<b>{escape(p.name)}</b>",
            p.code or "",
            p.vat_code or "–",
            escape(p.address),
            p.bank or "",
            p.iban or "",
        ]

    labels = ["Pavadinimas", "Įmonės kodas", "PVM mokėtojo kodas", "Adresas", "Bankas", "A/s"]
    body = "".join(
        f"<tr><th>{k}</th><td>{s}</td><th>{k}</th><td>{b}</td></tr>"
        for k, s, b in zip(labels, rows(seller), rows(buyer), strict=True)
    )
    return (
        '<table class="parties"><tr><td colspan=2 class=h>Pardavėjas</td><td colspan=2 class=h>Pirkėjas</td>'
        f"</tr>{body}</table>"
    )


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 19 + 1203)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    # security companies are licensed companies: a UAB, not a sole trader
    seller.name = "UAB „x“"
    rename(seller, rng, NAMES)
    start, end = previous_month(doc.issued)
    doc.issued = end + timedelta(days=rng.choice([0, 1, 2, 5]))
    doc.due = doc.issued + timedelta(days=rng.choice([10, 15, 20, 30]))
    doc.series = rng.choice(["APS", "SA", "ST"])
    doc.number = str(rng.randint(1, 99999)).zfill(rng.choice([5, 6]))
    doc.items = _lines(rng, buyer.city)

    style = rng.choice(["lt", "lt-plain"])
    font = rng.choice(FONTS)
    size = rng.choice([8, 8.5, 9])
    color = rng.choice(["#1b3a5c", "#8b1a1a", "#222222"])
    words = rng.random() < 0.6
    signed = start - timedelta(days=rng.randint(90, 1500))
    contract = f"{rng.choice(['AP', 'S', 'FA'])}-{rng.randint(10, 999)}/{signed.year % 100}"
    writer = person(rng)

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, "iso")

    rows = "".join(
        f"<tr><td class=c>{n}</td><td>{escape(i.name)}</td><td class=c>{i.unit}</td>"
        f"<td class=r>{quantity(i.quantity, style)}</td><td class=r>{a(i.price)}</td>"
        f"<td class=r>{a(i.subtotal)}</td></tr>"
        for n, i in enumerate(doc.items, 1)
    )
    table = (
        '<table class="items"><tr><th>Nr.</th><th>Paslaugos pavadinimas</th><th>Mato vnt.</th>'
        f"<th>Kiekis</th><th>Kaina, EUR</th><th>Suma, EUR</th></tr>{rows}</table>"
    )
    totals = (
        f'<table class="tot"><tr><td>Suma be PVM</td><td class=r>{a(doc.net)}</td></tr>'
        f"<tr><td>PVM 21 %</td><td class=r>{a(doc.vat)}</td></tr>"
        f'<tr class="g"><td>Iš viso mokėti, EUR</td><td class=r>{a(doc.gross)}</td></tr></table>'
    )
    words_html = f"<div>Suma žodžiais: {eur_words(doc.gross)}</div>" if words else ""
    body = f"""<div class="hdr"><span class="logo">{escape(seller.name)}</span>
<span>Fizinė ir techninė apsauga · Stebėjimo pultas 24/7</span></div>
<div class="title">PVM SĄSKAITA FAKTŪRA</div>
<div class="c">Serija {doc.series} Nr. {doc.number}</div>
<div class="c">Išrašymo data: {d(doc.issued)}</div>
{_parties(seller, buyer)}
<div class="meta">Sutartis Nr. {contract}, {d(signed)}<br>
Paslaugų laikotarpis: {d(start)}–{d(end)}</div>
{table}{totals}{words_html}
<div class="pay">Apmokėti iki: <b>{d(doc.due)}</b><br>Mokėjimo paskirtyje nurodykite sąskaitos numerį.</div>
<div class="sign"><div>Sąskaitą išrašė: {writer}<div class="line"></div></div>
<div>Sąskaitą priėmė:<div class="line"></div></div></div>"""
    css = f"""
@page{{size:A4;margin:12mm 14mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.hdr{{display:flex;justify-content:space-between;align-items:baseline;border-bottom:1px solid {color};
padding-bottom:3px;color:{color}}} .logo{{font-size:{size + 5}pt;font-weight:bold}}
.title{{text-align:center;font-weight:bold;font-size:{size + 3}pt;margin-top:10px}} .c{{text-align:center}}
table.parties{{width:100%;border-collapse:collapse;margin-top:10px}}
table.parties td,table.parties th{{border:1px solid #777;padding:2px 4px;text-align:left;vertical-align:top}}
table.parties th{{font-weight:normal;color:#444;width:14%;white-space:nowrap}}
table.parties td.h{{background:#e9e9e9;font-weight:bold;color:{color}}}
.meta{{margin:8px 0 5px}}
table.items{{width:100%;border-collapse:collapse}}
table.items th{{border:1px solid #555;background:#e9e9e9;padding:2px 3px}}
table.items td{{border:1px solid #999;padding:2px 3px;vertical-align:top}}
.r{{text-align:right;white-space:nowrap}}
table.tot{{margin:5px 0 0 auto;border-collapse:collapse;min-width:34%}} table.tot td{{padding:1px 5px}}
table.tot tr.g td{{font-weight:bold;border-top:1px solid #000}}
.pay{{margin-top:8px}} .sign{{display:flex;gap:60px;margin-top:30px}} .sign>div{{flex:1}}
.sign .line{{border-top:1px solid #000;margin-top:22px}}
"""
    html = (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css}</style></head>'
        f"<body>{body}</body></html>"
    )
    return Printed(html, doc.truth(("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")))
