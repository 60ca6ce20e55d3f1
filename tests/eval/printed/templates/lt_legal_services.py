"""A Lithuanian advocate's "PVM sąskaita faktūra" for legal services, written in a word processor as a
letter: the letterhead at the top right or centred (an "Advokatų kontora …" partnership, a "UAB …
teisinės paslaugos" firm, or a sole practitioner "Advokatė Vardenė Pavardenė" who prints the "Advokato
pažymėjimo Nr." and the bar's details instead of a company code), the client's block at the left as an
addressee window, "PVM sąskaita faktūra Serija ADV Nr. 00123" with the date, a short paragraph "Už
teisines paslaugas pagal 2026-01-15 sutartį Nr. …", then either a table of the services by hours ("val.",
"Įkainis", "Suma") or a single lump-sum line, "Iš viso be PVM", "PVM (21 %)", "Iš viso su PVM", the pay-by
date, the bank details at the foot and the advocate's signature.

Truth: the seller (without a company code for a sole practitioner, who prints none), the client, the
lines as the table shows them (name, unit, hours, rate, amount; a lump sum has only its name and amount)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import FIRST, FIRST_F, LAST, phone, vat_payer

SERVICES = [
    "Teisinės konsultacijos darbo teisės klausimais",
    "Sutarties projekto parengimas ir derinimas",
    "Atstovavimas teisme (parengiamasis posėdis)",
    "Procesinių dokumentų (ieškinio) parengimas",
    "Teisinis patikrinimas (due diligence)",
    "Susitikimai su kitos šalies atstovais",
    "Pretenzijos skolininkui parengimas",
    "Atsiliepimo į ieškinį parengimas",
    "Įmonės dokumentų (įstatų) pakeitimų parengimas",
    "Teisinės išvados parengimas",
    "Atstovavimas derybose dėl nuomos sutarties",
]
LUMP = [
    "Teisinės paslaugos pagal sutartį (mėnesinis abonentinis mokestis)",
    "Atstovavimas civilinėje byloje Vilniaus apygardos teisme",
    "Teisinis konsultavimas ir dokumentų parengimas",
    "Sėkmės mokestis pagal sutarties 4.2 p.",
]
COLORS = ["#1d2a4d", "#5a1e1e", "#222222", "#2f4f3f"]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(f"lt_legal_services-{seed}")
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    male, female = rng.choice(LAST)
    she = rng.random() < 0.5
    first, last = (rng.choice(FIRST_F), female) if she else (rng.choice(FIRST), male)
    advocate = f"{first} {last}"
    kind = rng.choice(["kontora", "kontora", "uab", "sole"])
    partner = rng.choice([m for m, _ in LAST if m != male])
    if kind == "kontora":
        seller.name = rng.choice(
            [f"Advokatų kontora {last} ir partneriai", f"Advokatų kontora „{male} ir {partner}“"]
        )
    elif kind == "uab":
        seller.name = rng.choice(
            [f"UAB „{rng.choice(['Lex', 'Justitia', 'Ius'])} {male}“", f"UAB „{male} teisinės paslaugos“"]
        )
    else:
        seller.name = f"{'Advokatė' if she else 'Advokatas'} {advocate}"
    licence = f"{rng.randint(100, 3999)}"
    doc.series = "ADV" if rng.random() < 0.6 else rng.choice(["AK", "TP", "LEX"])
    doc.number = str(rng.randint(1, 999)).zfill(rng.choice([4, 5]))
    doc.due = doc.issued + timedelta(days=rng.choice([7, 10, 14, 30]))
    signed = doc.issued - timedelta(days=rng.randint(20, 500))
    contract = f"{rng.choice(['TP', 'AK', 'S'])}-{signed.year}/{rng.randint(1, 90):02d}"

    hourly = rng.random() < 0.65
    if hourly:
        rate = Decimal(rng.choice([60, 70, 80, 90, 100, 120, 150, 180]))
        doc.items = [
            Item(name, "val.", Decimal(rng.randint(1, 24)) / 2, rate, Decimal(21))
            for name in rng.sample(SERVICES, rng.randint(1, 5))
        ]
    else:
        fee = money(Decimal(rng.randint(30, 600) * 10))
        doc.items = [Item(rng.choice(LUMP), "paslauga", Decimal(1), fee, Decimal(21))]

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-long", "lt-dots"])
    font = rng.choice([*FONTS[3:], "'Liberation Serif'", "'DejaVu Serif'"])
    size = rng.choice([9.5, 10, 10.5])
    color = rng.choice(COLORS)
    centred = rng.random() < 0.45
    words = rng.random() < 0.5

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    # --- letterhead: a sole practitioner prints the bar licence where a firm prints its code
    head = [f'<div class="firm">{escape(seller.name)}</div>']
    if kind == "sole":
        head.append(f"<div>Advokato pažymėjimo Nr. {licence}</div>")
        head.append(
            "<div>Lietuvos advokatūros narys</div>" if not she else "<div>Lietuvos advokatūros narė</div>"
        )
    else:
        head.append(f"<div>Įmonės kodas {seller.code}</div>")
    head.append(f"<div>PVM mokėtojo kodas {seller.vat_code}</div>")
    head.append(f"<div>{escape(seller.address)}</div>")
    head.append(f"<div>Tel. {phone(rng)}</div>")
    letterhead = f'<div class="lh {"cen" if centred else "right"}">{"".join(head)}</div>'

    # --- the client as an addressee window
    window = (
        '<div class="win"><div class="lab">Klientas / mokėtojas</div>'
        f"<div><b>{escape(buyer.name)}</b></div>"
        f"<div>Įmonės kodas {buyer.code}</div>"
        + (f"<div>PVM mokėtojo kodas {buyer.vat_code}</div>" if buyer.vat_code else "")
        + f"<div>{escape(buyer.street)}</div><div>{escape(buyer.postcode)} {escape(buyer.city)}</div></div>"
    )
    city = seller.city
    dateline = f'<div class="dl">{escape(city)}, {d(doc.issued)}</div>'
    title = (
        '<div class="title">PVM SĄSKAITA FAKTŪRA</div>'
        f'<div class="num">Serija {doc.series} Nr. {doc.number}</div>'
        f'<div class="num small">Sąskaitos data: {d(doc.issued)}</div>'
    )
    # hours are billed after the month they were worked in
    worked = doc.issued.replace(day=1) - timedelta(days=1)
    intro = f"<p>Už teisines paslaugas pagal {d(signed)} teisinių paslaugų sutartį Nr. {contract}" + (
        f", suteiktas {worked.year} m. {worked.month:02d} mėn., prašome sumokėti:</p>"
        if hourly
        else ", prašome sumokėti:</p>"
    )

    if hourly:
        head_row = ["Nr.", "Paslaugos aprašymas", "Mato vnt.", "Val.", "Įkainis, EUR", "Suma, EUR"]
        if rng.random() < 0.5:
            head_row[3], head_row[2] = "Kiekis", "Vnt."
        rows = "".join(
            f"<tr><td class=c>{n}</td><td>{escape(i.name)}</td><td class=c>{i.unit}</td>"
            f"<td class=r>{quantity(i.quantity, style)}</td><td class=r>{a(i.price)}</td>"
            f"<td class=r>{a(i.subtotal)}</td></tr>"
            for n, i in enumerate(doc.items, 1)
        )
        table = (
            '<table class="it"><tr>'
            + "".join(f"<th{' class=r' if n > 2 else ''}>{h}</th>" for n, h in enumerate(head_row))
            + f"</tr>{rows}</table>"
        )
        fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
    else:
        item = doc.items[0]
        table = (
            '<table class="it"><tr><th>Paslaugos</th><th class=r>Suma, EUR</th></tr>'
            f"<tr><td>{escape(item.name)}</td><td class=r>{a(item.subtotal)}</td></tr></table>"
        )
        fields = ("prekes_pavadinimas", "subtotal")
    vat_label = rng.choice(["PVM (21 %)", "PVM 21 %", "PVM (21%)"])
    totals = (
        f'<table class="tot"><tr><td>Iš viso be PVM</td><td class=r>{a(doc.net)}</td></tr>'
        f"<tr><td>{vat_label}</td><td class=r>{a(doc.vat)}</td></tr>"
        f"<tr class=g><td>Iš viso su PVM, EUR</td><td class=r>{a(doc.gross)}</td></tr></table>"
    )
    after = f"<p>Suma žodžiais: {eur_words(doc.gross)}.</p>" if words else ""
    after += f"<p>Prašome apmokėti iki {d(doc.due)}, mokėjimo paskirtyje nurodant sąskaitos numerį.</p>"
    sign_title = (
        ("Advokatė" if she else "Advokatas") if kind != "uab" else ("Direktorė" if she else "Direktorius")
    )
    sign = (
        f'<div class="sign"><span>{sign_title}</span><span class="ln"></span>'
        f"<span>{escape(advocate)}</span></div>"
    )
    foot = (
        f'<div class="foot">{escape(seller.name)} · A. s. {seller.iban} · {escape(seller.bank or "")}'
        f" · {escape(seller.address)}</div>"
    )
    css = f"""
@page{{size:A4;margin:16mm 20mm 14mm 22mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0;line-height:1.35}}
.lh{{color:{color};line-height:1.3;font-size:{size - 1}pt}} .lh .firm{{font-size:{size + 5}pt;
font-weight:bold;letter-spacing:.5px;margin-bottom:3px}}
.lh.right{{text-align:right;margin-left:45%}} .lh.cen{{text-align:center;border-bottom:1px solid {color};
padding-bottom:6px}}
.win{{width:78mm;margin-top:14mm;min-height:30mm}} .win .lab{{font-size:{size - 2}pt;color:#666;
border-bottom:.5px solid #aaa;margin-bottom:3px}}
.dl{{text-align:right;margin-top:4mm}}
.title{{text-align:center;font-weight:bold;font-size:{size + 3}pt;margin-top:8mm;letter-spacing:1px}}
.num{{text-align:center}} .small{{font-size:{size - 1}pt}}
table.it{{width:100%;border-collapse:collapse;margin-top:4mm}} table.it th{{text-align:left;
border-bottom:1px solid #000;padding:3px 4px;font-size:{size - 1}pt}} table.it td{{padding:3px 4px;
border-bottom:.5px solid #ccc;vertical-align:top}}
.r{{text-align:right!important;white-space:nowrap}} .c{{text-align:center}}
table.tot{{margin:4mm 0 0 auto;border-collapse:collapse}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1px solid #000}}
.sign{{margin-top:14mm;display:flex;gap:8mm;align-items:flex-end}} .sign .ln{{border-bottom:1px solid #000;
width:45mm}}
.foot{{position:fixed;bottom:0;left:0;right:0;border-top:.5px solid #999;font-size:{size - 2}pt;color:#444;
padding-top:2px;text-align:center}}
"""
    body = f"{letterhead}{window}{dateline}{title}{intro}{table}{totals}{after}{sign}{foot}"
    html = (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css}</style></head>'
        f"<body>{body}</body></html>"
    )
    truth = doc.truth(fields)
    if kind == "sole":
        truth.pop("seller_id")
    return Printed(html, truth)
