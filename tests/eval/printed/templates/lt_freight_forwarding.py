"""A Lithuanian road carrier's or freight forwarder's "PVM sąskaita faktūra" for transport, as a
transport-management program prints it: one line per shipment ("Krovinio pervežimas Kaunas (LT) –
Hamburg (DE)") with the CMR number, the truck's plates and the loading and unloading dates in small print
under the line's name, quantity 1 "reisas" or "vnt."; the client's order number ("Užsakymo Nr.",
"Jūsų užsakymas") apart from the invoice's own; "Apmokėti per 30 d. nuo CMR gavimo" with the due date.
Variants: international carriage at "PVM 0 %" with the statutory remark (PVMĮ 45 str.), on some seeds for
a German or Polish client with labels and the remark in English too, or domestic carriage at 21 %; the
parties side by side or one over the other, boxed or plain; a VAT-rate column or none; the order number
in the header or on each line.

Truth: each shipment line's name (the route line only, not the CMR / plate / date notes under it), unit,
quantity, net price, net amount (and VAT rate where the column is printed); the seller's IBAN."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty, Foreign, Item, draw, foreign_party
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import person, plate, vat_payer
from tests.eval.printed.templates.lt_round8_common import page
from tests.eval.printed.templates.lt_round10_common import party_lines

NAMES = ["Krovinių linija", "Baltic Cargo Trans", "Vilkikų parkas", "Transekspresas", "Kelio vilkas"]
LT_TOWNS = ["Kaunas", "Vilnius", "Klaipėda", "Šiauliai", "Panevėžys", "Marijampolė"]
ABROAD = [
    ("Hamburg", "DE"),
    ("Berlin", "DE"),
    ("München", "DE"),
    ("Duisburg", "DE"),
    ("Warszawa", "PL"),
    ("Poznań", "PL"),
    ("Rotterdam", "NL"),
    ("Lyon", "FR"),
    ("Riga", "LV"),
    ("Tallinn", "EE"),
]
REMARKS = [
    "PVM neskaičiuojamas pagal PVMĮ 45 str.",
    "PVM 0 % taikomas pagal LR PVM įstatymo 45 straipsnio 1 dalies 1 punktą.",
    "Tarptautinis krovinių vežimas – PVM tarifas 0 % (PVMĮ 45 str.).",
]
COLORS = ["#1f4e79", "#0b6e4f", "#8a1c1c", "#333333"]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 13 + 1010)
    seller = doc.seller
    vat_payer(seller, rng)
    # a haulier is a company, whatever legal form the draw gave the seller
    seller.name = f"UAB „{rng.choice(NAMES)}“"
    international = rng.random() < 0.8
    if international and rng.random() < 0.6:
        doc.buyer = foreign_party(rng, rng.choice(["DE", "PL"]))
    buyer = doc.buyer
    assert buyer is not None
    english = isinstance(buyer, Foreign)
    doc.series = rng.choice(["KRV", "TR", "BCT", "PVM"])
    doc.number = str(rng.randint(100, 99999)).zfill(rng.choice([5, 6]))
    doc.due = doc.issued + timedelta(days=30)
    rate = Decimal(0) if international else Decimal(21)
    order = rng.choice(
        [
            f"{doc.issued.year}/{rng.randint(100, 2999)}",
            f"PO-{rng.randint(10000, 99999)}",
            f"U{rng.randint(1000, 9999)}",
        ]
    )

    # shipments, each with what its note prints: the CMR number, the plates, loading and unloading days
    shipments: list[tuple[Item, str, str, date, date]] = []
    unit = rng.choice(["reisas", "vnt."])
    for n in range(rng.randint(1, 4)):
        start = rng.choice(LT_TOWNS)
        if international:
            end, country = rng.choice(ABROAD)
            route = f"{start} (LT) – {end} ({country})"
            if rng.random() < 0.3:
                route = f"{end} ({country}) – {start} (LT)"
            price = money(Decimal(str(rng.uniform(650, 2600))))
        else:
            end = rng.choice([t for t in LT_TOWNS if t != start])
            route = f"{start} – {end}"
            price = money(Decimal(str(rng.uniform(180, 620))))
        loaded = doc.issued - timedelta(days=rng.randint(3, 14) + n)
        unloaded = loaded + timedelta(days=rng.randint(1 if international else 0, 3))
        name = rng.choice(["Krovinio pervežimas", "Transporto paslauga", "Krovinių gabenimas"]) + " " + route
        cmr = f"{rng.choice(['', 'LT', 'A'])}{rng.randint(100000, 999999)}"
        plates = f"{plate(rng)} / {plate(rng)[:2]}{rng.randint(100, 999)}"
        shipments.append((Item(name, unit, Decimal(1), price, rate), cmr, plates, loaded, unloaded))
    doc.items = [item for item, *_ in shipments]

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    color = rng.choice(COLORS)
    stacked = rng.random() < 0.35
    boxed = rng.random() < 0.5
    vat_column = rng.random() < 0.6
    order_per_line = rng.random() < 0.4

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    def lab(lt: str, en: str) -> str:
        return f"{lt} / <i>{en}</i>" if english else lt

    def block(title: str, en: str, p: AnyParty, iban: bool = False) -> str:
        body = "".join(f"<div>{line}</div>" for line in party_lines(p, english=english, iban=iban))
        return (
            f'<div class="party{" boxed" if boxed else ""}"><div class="pt">{lab(title, en)}</div>'
            f'<div class="pn">{escape(p.name)}</div>{body}</div>'
        )

    head = ["Nr.", lab("Paslaugos aprašymas", "Description"), lab("Mato vnt.", "Unit"), lab("Kiekis", "Qty")]
    head.append(lab("Kaina, EUR", "Price"))
    if vat_column:
        head.append(lab("PVM %", "VAT %"))
    head.append(lab("Suma, EUR", "Amount"))
    rows = []
    for n, (item, cmr, plates, loaded, unloaded) in enumerate(shipments, 1):
        # each date kept whole on its line, as the program prints it
        text = (
            f"CMR Nr. {cmr} · Vilkikas / puspriekabė: {escape(plates)} · "
            f"Pakrauta <span class=nw>{d(loaded)}</span>, iškrauta <span class=nw>{d(unloaded)}</span>"
        )
        if order_per_line:
            text = f"Užsakymo Nr. {order} · " + text
        cells = [
            f"<td class=c>{n}</td>",
            f'<td>{escape(item.name)}<div class="note">{text}</div></td>',
            f"<td class=c>{item.unit}</td>",
            f"<td class=r>{quantity(item.quantity, style)}</td>",
            f"<td class=r>{a(item.price)}</td>",
        ]
        if vat_column:
            cells.append(f"<td class=c>{rate}</td>")
        cells.append(f"<td class=r>{a(item.subtotal)}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    vat_label = f"PVM {rate} %" + (" / VAT" if english else "")
    totals = (
        f'<table class="tot"><tr><td>{lab("Suma be PVM", "Net amount")}</td>'
        f"<td class=r>{a(doc.net)}</td></tr>"
        f"<tr><td>{vat_label}</td><td class=r>{a(doc.vat)}</td></tr>"
        f'<tr class="g"><td>{lab("Iš viso mokėti, EUR", "Total due, EUR")}</td>'
        f"<td class=r>{a(doc.gross)}</td></tr></table>"
    )
    remark = ""
    if international:
        remark = rng.choice(REMARKS)
        if english:
            remark += " / VAT 0 % – international carriage of goods, Art. 45 of the Lithuanian VAT Law."
        remark = f'<div class="remark">{remark}</div>'
    order_line = (
        ""
        if order_per_line
        else f"<div>{rng.choice(['Užsakymo Nr.', 'Jūsų užsakymas:', 'Pagal užsakymą Nr.'])} {order}</div>"
    )
    terms = rng.choice(
        ["Apmokėti per 30 d. nuo CMR gavimo", "Mokėjimo terminas – 30 d. nuo originalių CMR gavimo"]
    )
    if english:
        terms += " / Payment within 30 days of receipt of CMR"
    parties = block(
        "Vežėjas" if rng.random() < 0.5 else "Pardavėjas", "Carrier", doc.seller, iban=True
    ) + block("Pirkėjas" if rng.random() < 0.5 else "Užsakovas", "Customer", buyer)
    writer = person(rng)
    body = f"""<div class="top"><div class="logo">{escape(seller.name)}</div>
<div class="small muted">Tarptautiniai ir vietiniai krovinių pervežimai · Ekspedijavimas</div></div>
<div class="title">PVM SĄSKAITA FAKTŪRA{" / VAT INVOICE" if english else ""}</div>
<div class="meta"><div>{lab("Serija", "Series")} <b>{doc.series}</b> Nr. <b>{doc.number}</b></div>
<div>{lab("Išrašymo data", "Date")}: {d(doc.issued)}</div>{order_line}</div>
<div class="parties{" stacked" if stacked else ""}">{parties}</div>
{table}{totals}{remark}
<div class="pay">{terms}. {lab("Mokėjimo data", "Due date")}: <b>{d(doc.due)}</b></div>
<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>
<div class="sign"><div>Sąskaitą išrašė:<div class="line">{writer}, logistikos vadybininkas</div></div>
<div>Sąskaitą gavo:<div class="line">(vardas, pavardė, parašas)</div></div></div>"""
    css = f"""
.top{{display:flex;justify-content:space-between;align-items:baseline;border-bottom:2px solid {color};
padding-bottom:4px}}
.logo{{font-size:{size + 6}pt;font-weight:bold;color:{color}}}
.title{{font-size:{size + 4}pt;font-weight:bold;margin-top:14px;text-align:center}}
.meta{{text-align:center;line-height:1.5;margin-top:2px}}
.parties{{display:flex;gap:18px;margin:12px 0}} .parties .party{{flex:1}}
.parties.stacked{{display:block}} .parties.stacked .party{{margin-bottom:8px}}
.party .pt{{font-weight:bold;color:{color};font-size:{size - 1}pt;text-transform:uppercase}}
.party .pn{{font-weight:bold}} .party.boxed{{border:1px solid #888;padding:5px 8px}}
table.items{{width:100%;border-collapse:collapse}} table.items th{{background:{color};color:#fff;padding:3px;
font-size:{size - 0.5}pt;font-weight:normal}}
table.items td{{border-bottom:1px solid #bbb;padding:3px;vertical-align:top}}
.nw{{white-space:nowrap}} .note{{font-size:{size - 1.5}pt;color:#555;margin-top:1px}}
table.tot{{margin:8px 0 0 auto;border-collapse:collapse;min-width:38%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000}}
.remark{{margin-top:8px;font-style:italic}} .pay{{margin-top:8px}} .words{{margin-top:4px}}
.sign{{display:flex;gap:60px;margin-top:34px}} .sign>div{{flex:1}}
.sign .line{{border-top:1px solid #000;margin-top:26px;padding-top:2px;font-size:{size - 1}pt}}
"""
    html = page(css, body, font=font, size=size, color=color)
    fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
    fields += ("vat_percent",) if vat_column else ()
    return Printed(html, doc.truth(fields))
