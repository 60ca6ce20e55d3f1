"""A German craftsman's invoice (a Tischlerei, an Elektro- or Sanitär-Betrieb, GmbH or e.K.) for work done
at a Lithuanian company's German premises: a DIN 5008 letter with the sender line above the window address,
the information block at the right (Rechnungsdatum, Kunden-Nr., Ansprechpartner), "Rechnung Nr. 2026-0457"
as one number, the "Leistungszeitraum", the lines in an "Arbeitsleistung" section (hours "Std." × hourly
rate) and a "Material" section, each closed by a "Summe …" row that is not an item, the "Anfahrtspauschale",
"Nettobetrag", "zzgl. 19 % MwSt.", "Rechnungsbetrag", the § 35a EStG remark on the labour costs it holds
(an amount that is no total), "Zahlbar innerhalb von 14 Tagen ohne Abzug" and the footer with the bank
(a German IBAN), Steuernummer and USt-IdNr.

Variants: the addressee is the Lithuanian company at its Lithuanian address (its company code as "Ihre
Reg.-Nr." and its VAT code as "Ihre USt-IdNr." in the information block) or its German branch
("Zweigniederlassung Deutschland") at a German address with no codes; the Anfahrtspauschale as the first
line or the last; with or without a "Pos." column; fonts, sizes, the accent colour and the footer in three
or four columns.

Truth: every line in page order (name, unit, quantity, unit price, net amount), the section sums and the
§ 35a amount left out; the seller's register number (HRB/HRA) and Steuernummer are not its code, so
seller_id is absent; a branch addressee has no codes."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, Item, draw, foreign_party
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import account, grouped, unbroken
from tests.eval.printed.templates.lt_common import FONTS

# trade → (shop names, labour lines, material lines (name, unit, price range))
TRADES: dict[str, tuple[list[str], list[str], list[tuple[str, str, tuple[float, float]]]]] = {
    "Tischlerei": (
        ["Holzwerk Brandt", "Tischlerei Kaiser", "Schreinerei Vogt"],
        ["Montage Einbauschrank Büro", "Einbau Akustikpaneele", "Anpassen Türzargen", "Aufmaß und Planung"],
        [
            ("Multiplexplatte Birke 18 mm", "m²", (28, 55)),
            ("Kantenumleimer Eiche", "lfm", (1.5, 4)),
            ("Beschlagsatz Blum Clip top", "Stk.", (6, 18)),
            ("Montagekleber, Kartusche", "Stk.", (5, 12)),
        ],
    ),
    "Elektro": (
        ["Elektro Schäfer", "Elektrotechnik Berger", "E-Technik Hahn"],
        ["Installation Unterverteilung", "Verlegen Kabelkanäle", "Prüfung nach DGUV V3", "Fehlersuche"],
        [
            ("NYM-J 3x2,5 mm² Mantelleitung", "m", (0.8, 2.2)),
            ("LED-Panel 62x62 cm, 40 W", "Stk.", (35, 80)),
            ("Fehlerstromschutzschalter 40 A", "Stk.", (30, 70)),
            ("Kabelkanal 60x110, 2 m", "Stk.", (9, 20)),
        ],
    ),
    "Sanitär": (
        ["Sanitär Krüger", "Haustechnik Lange", "SHK Wolff"],
        ["Demontage Altanlage", "Montage Waschtischanlage", "Druckprüfung Leitungen", "Entkalkung Boiler"],
        [
            ("Mehrschichtverbundrohr 16x2", "m", (3, 7)),
            ("Waschtischarmatur Grohe Eurosmart", "Stk.", (70, 160)),
            ("Pressfitting 16 mm, Winkel", "Stk.", (4, 9)),
            ('Eckventil 1/2" mit Filter', "Stk.", (8, 18)),
        ],
    ),
}
BRANCH_STREETS = ["Friedrichstraße", "Kaiserstraße", "Bahnhofstraße", "Gewerbering"]
COLORS = ["#1f4e79", "#8b2c2c", "#2e6b3a", "#333333"]
PEOPLE = ["Thomas Brandt", "Markus Vogt", "Sabine Krüger", "Jörg Hahn", "Andrea Lange"]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1), series=False)
    rng = random.Random(seed * 5 + 3507)
    trade = rng.choice(list(TRADES))
    shops, labour, materials = TRADES[trade]
    seller = foreign_party(rng, "DE")
    form = rng.choice(["GmbH", "e.K.", "GmbH"])
    seller.name = f"{rng.choice(shops)} {form}"
    seller.iban, seller.bank, bic = account(rng, "DE")
    doc.seller = seller
    lt_buyer = doc.buyer
    assert lt_buyer is not None
    branch = rng.random() < 0.5
    street = f"{rng.choice(BRANCH_STREETS)} {rng.randint(2, 90)}"
    postcode, city = rng.choice([("10117", "Berlin"), ("60311", "Frankfurt am Main"), ("22765", "Hamburg")])
    if branch:
        doc.buyer = Foreign(
            f"{lt_buyer.name} Zweigniederlassung Deutschland", None, None, street, city, postcode, "DE"
        )
    year = doc.issued.year
    doc.number = f"{year}-{rng.randint(1, 1200):04d}"
    doc.due = doc.issued + timedelta(days=14)
    end = doc.issued - timedelta(days=rng.randint(1, 10))
    start = end - timedelta(days=rng.randint(0, 12))

    rate = Decimal(rng.choice([58, 62, 65, 68, 72, 78]))
    work = [
        Item(name, "Std.", Decimal(rng.randint(2, 32)) / 2, rate, Decimal(19))
        for name in rng.sample(labour, rng.randint(1, 3))
    ]
    stuff = []
    for name, unit, (low, high) in rng.sample(materials, rng.randint(1, 4)):
        qty = Decimal(rng.randint(1, 12)) if unit == "Stk." else Decimal(rng.randint(5, 120)) / 2
        stuff.append(Item(name, unit, qty, money(Decimal(str(rng.uniform(low, high)))), Decimal(19)))
    travel = Item(
        "Anfahrtspauschale", "pausch.", Decimal(1), Decimal(rng.choice([35, 45, 49, 59])), Decimal(19)
    )
    travel_first = rng.random() < 0.4
    doc.items = ([travel] if travel_first else []) + work + stuff + ([] if travel_first else [travel])
    # § 35a EStG: the labour and travel costs the invoice holds, with their VAT
    labour_cost = money(sum((i.subtotal for i in [*work, travel]), Decimal(0)) * Decimal("1.19"))

    font = rng.choice(FONTS)
    size = rng.choice([9, 9.5, 10])
    color = rng.choice(COLORS)
    pos_column = rng.random() < 0.7
    four = rng.random() < 0.5
    person = rng.choice(PEOPLE)

    def a(value: Decimal) -> str:
        return amount(value, "lt-dot")

    def d(value: date) -> str:
        return value.strftime("%d.%m.%Y")

    head = (["Pos."] if pos_column else []) + ["Bezeichnung", "Menge", "Einheit", "Einzelpreis €", "Gesamt €"]
    width = len(head)
    rows: list[str] = []
    counter = 0

    def line(item: Item) -> str:
        nonlocal counter
        counter += 1
        cells = [f"<td>{counter}</td>"] if pos_column else []
        cells += [
            f"<td>{escape(item.name)}</td>",
            f"<td class=r>{quantity(item.quantity, 'lt-dot')}</td>",
            f"<td>{item.unit}</td>",
            f"<td class=r>{a(item.price)}</td>",
            f"<td class=r>{a(item.subtotal)}</td>",
        ]
        return "<tr>" + "".join(cells) + "</tr>"

    def section(title: str, items: list[Item]) -> None:
        rows.append(f'<tr class="sh"><td colspan="{width}">{title}</td></tr>')
        rows.extend(line(i) for i in items)
        total = sum((i.subtotal for i in items), Decimal(0))
        rows.append(
            f'<tr class="st"><td colspan="{width - 1}">Summe {title}</td><td class=r>{a(total)}</td></tr>'
        )

    if travel_first:
        rows.append(line(travel))
    section("Arbeitsleistung", work)
    section("Material", stuff)
    if not travel_first:
        rows.append(line(travel))
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th{' class=r' if h.endswith('€') or h == 'Menge' else ''}>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    buyer = doc.buyer
    assert buyer is not None
    if branch:
        window = (
            f"{escape(buyer.name)}<br>z. Hd. der Geschäftsleitung<br>{escape(street)}<br>{postcode} {city}"
        )
        ids = ""
    else:
        window = f"{escape(buyer.name)}<br>{unbroken(buyer.address)}<br>LITAUEN"
        ids = f"<tr><td>Ihre USt-IdNr.</td><td>{lt_buyer.vat_code}</td></tr>" if lt_buyer.vat_code else ""
        ids += f"<tr><td>Ihre Reg.-Nr.</td><td>{lt_buyer.code}</td></tr>"
    site = f"{street}, {postcode} {city}"
    sender = f"{escape(seller.name)} · {escape(seller.street)} · {seller.postcode} {escape(seller.city)}"
    tax_number = f"{rng.randint(10, 99)}/{rng.randint(100, 999)}/{rng.randint(10000, 99999)}"
    court = (
        f"Amtsgericht {escape(seller.city)} HRB {rng.randint(10000, 199999)}"
        if form == "GmbH"
        else (f"Amtsgericht {escape(seller.city)} HRA {rng.randint(1000, 99999)}")
    )
    phone = f"0{rng.randint(30, 89)} {rng.randint(100000, 9999999)}"
    mail = (
        f"info@{seller.name.split()[0].lower().replace('ä', 'ae').replace('ü', 'ue').replace('ö', 'oe')}.de"
    )
    cols = [
        f"<b>{escape(seller.name)}</b><br>{escape(seller.street)}<br>{seller.postcode} {escape(seller.city)}",
        f"Tel. {phone}<br>{mail}<br>Inhaber/GF: {person}",
        f"{escape(seller.bank or '')}<br>IBAN {grouped(seller.iban or '')}<br>BIC {bic}",
        f"{court}<br>Steuernummer {tax_number}<br>USt-IdNr. {seller.vat_code}",
    ]
    if not four:
        # three columns: the contact lines go under the address
        cols = [f"{cols[0]}<br>{cols[1]}", cols[2], cols[3]]
    body = f"""<div class="head"><div class="logo">{escape(seller.name)}</div>
<div class="trade">Meisterbetrieb · {trade}</div></div>
<div class="letter"><div class="addr"><div class="sender">{sender}</div><div>{window}</div></div>
<table class="info"><tr><td>Rechnungsdatum</td><td>{d(doc.issued)}</td></tr>
<tr><td>Kunden-Nr.</td><td>{rng.randint(10000, 99999)}</td></tr>{ids}
<tr><td>Ansprechpartner</td><td>{person}</td></tr></table></div>
<h1>Rechnung Nr. {doc.number}</h1>
<p>Leistungszeitraum: {d(start)} – {d(end)}<br>Leistungsort: {escape(site)}</p>
<p>Sehr geehrte Damen und Herren,<br>für die ausgeführten Arbeiten erlauben wir uns, Ihnen Folgendes in
Rechnung zu stellen:</p>
{table}
<table class="tot"><tr><td>Nettobetrag</td><td class=r>{a(doc.net)} €</td></tr>
<tr><td>zzgl. 19 % MwSt.</td><td class=r>{a(doc.vat)} €</td></tr>
<tr class="g"><td>Rechnungsbetrag</td><td class=r>{a(doc.gross)} €</td></tr></table>
<p class="small">Gemäß § 35a EStG: Enthaltene Lohnkosten (inkl. Fahrtkosten und MwSt.): {a(labour_cost)} €</p>
<p>Zahlbar innerhalb von 14 Tagen ohne Abzug bis zum {d(doc.due)}.<br>Bitte geben Sie bei Zahlung die
Rechnungsnummer an.</p><p>Mit freundlichen Grüßen<br>{person}</p>
<div class="foot">{"".join(f"<div>{c}</div>" for c in cols)}</div>"""
    css = f"""
@page{{size:A4;margin:0}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0;padding:10mm 20mm 0 25mm;position:relative;
min-height:297mm;box-sizing:border-box}}
.head{{height:25mm;display:flex;justify-content:space-between;align-items:flex-end;
border-bottom:2px solid {color}}}
.logo{{font-size:{size + 8}pt;font-weight:bold;color:{color}}} .trade{{color:#555}}
.letter{{display:flex;justify-content:space-between;align-items:flex-start;margin-top:8mm}}
.addr{{width:85mm;height:40mm}}
.sender{{font-size:{size - 2.5}pt;border-bottom:1px solid #999;margin-bottom:3mm}}
table.info td{{padding:0 0 0 8px}} table.info td:first-child{{color:#555}}
h1{{font-size:{size + 3}pt;margin:6mm 0 2mm}}
table.items{{width:100%;border-collapse:collapse}} table.items th{{text-align:left;
border-bottom:1.5px solid #000;padding:2px 3px}}
table.items td{{padding:2px 3px;border-bottom:1px solid #ddd}}
tr.sh td{{font-weight:bold;color:{color};padding-top:6px}}
tr.st td{{font-style:italic;border-bottom:1px solid #888}}
table.tot{{margin:6px 0 0 auto;border-collapse:collapse;min-width:45%}} table.tot td{{padding:2px 3px}}
table.tot tr.g td{{font-weight:bold;border-top:1px solid #000;border-bottom:3px double #000}}
.r{{text-align:right;white-space:nowrap}} .small{{font-size:{size - 1}pt}}
.foot{{position:absolute;bottom:8mm;left:25mm;right:20mm;display:flex;gap:6mm;font-size:{size - 2.5}pt;
border-top:1px solid {color};padding-top:2mm;color:#333}} .foot>div{{flex:1}}
"""
    html = (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css}</style></head>'
        f"<body>{body}</body></html>"
    )
    return Printed(html, doc.truth(("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")))
