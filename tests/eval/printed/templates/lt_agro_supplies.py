"""A Lithuanian agricultural supplier's "PVM sąskaita faktūra" for fertilisers, seed and plant protection
products, as the warehouse accounting programs of such suppliers (Rivilė, Agnum) print it: the dates
written out in words ("2026 m. lapkričio 5 d."), a table with "Prekės kodas", every quantity with three
decimals as the scales weigh it ("2,450 t", "25,000 kg", "10,000 l"), the price per tonne (or per kg or
litre) and a "Transportavimas" line (by the km or as one trip), then the totals with "PVM 21 %" and the
sum in words.

The buyer is a company on some seeds and on the others a farmer, a natural person printed as
"Ūkininkas Jonas Petraitis" with a village address and, where the farmer is a VAT payer, a PVM code; the
page prints no personal code for him (a farmer's asmens kodas is not put on invoices), so his truth has
no buyer_id.

Truth: the lines in page order with code, name, unit, quantity (three decimals as printed), net unit
price and net amount; the farmer's name as printed, with "Ūkininkas" before it."""

from __future__ import annotations

import random
from datetime import timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money, vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import FIRST, LAST, person, vat_payer

NAMES = ["Agro partneriai", "Laukų tiekimas", "Žemės ūkio prekyba", "Agroverslo centras", "Derliaus sandėlis"]
# (code prefix, name, unit, net price range per unit)
GOODS = [
    ("TR", "Amonio salietra N34,4", "t", (340, 520)),
    ("TR", "Karbamidas N46", "t", (380, 610)),
    ("TR", "Kompleksinės trąšos NPK 16-16-16", "t", (460, 720)),
    ("TR", "Kalio chloridas 60 % K2O", "t", (310, 480)),
    ("TR", "Amonio sulfatas N21 S24, granuliuotas", "t", (230, 360)),
    ("TR", "Skystosios trąšos KAS-32", "t", (260, 420)),
    ("SK", "Žieminių kviečių sėkla „Skagen“, C1", "t", (560, 860)),
    ("SK", "Vasarinių miežių sėkla „KWS Fantex“, C1", "t", (520, 780)),
    ("SK", "Žirnių sėkla „Astronaute“, C2", "t", (640, 920)),
    ("SK", "Žieminių rapsų sėkla, hibridinė", "kg", (18, 32)),
    ("SK", "Kukurūzų sėkla „Lg 31.219“", "kg", (7, 12)),
    ("AP", "Herbicidas „Kalibras 75 WG“", "kg", (95, 180)),
    ("AP", "Fungicidas „Tebukonazolis 250 EW“", "l", (14, 32)),
    ("AP", "Insekticidas „Deltametrinas 2,5 EC“", "l", (18, 40)),
    ("AP", "Augimo reguliatorius „Chlormekvatas 750“", "l", (5, 11)),
    ("AP", "Sėklų beicas „Fludioksonilas 25 FS“", "l", (22, 48)),
]
VILLAGES = [
    ("Žvirblonių k.", "Pakruojo r.", "83"),
    ("Pašilių k.", "Kėdainių r.", "57"),
    ("Lankeliškių k.", "Vilkaviškio r.", "70"),
    ("Gudžiūnų k.", "Kėdainių r.", "57"),
    ("Joniškėlio mstl.", "Pasvalio r.", "39"),
    ("Krekenavos mstl.", "Panevėžio r.", "38"),
    ("Linkuvos k.", "Pakruojo r.", "83"),
]
COLORS = ["#3d7a2a", "#5b6e1c", "#2f5f3a", "#444444"]


def _quantity(unit: str, rng: random.Random) -> Decimal:
    """What the scales or the meter gave: tonnes to the kilogram, kilograms and litres in whole packs."""
    if unit == "t":
        return Decimal(rng.randint(300, 24000)) / 1000
    return Decimal(rng.choice([5, 10, 15, 20, 25, 40, 50, 100, 150, 200]))


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 17 + 3)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    seller.name = f"UAB „{rng.choice(NAMES)}“"
    doc.series = rng.choice(["AGR", "ŽŪ", "AP", "TS"])
    doc.number = str(rng.randint(1, 99999)).zfill(6)
    doc.due = doc.issued + timedelta(days=rng.choice([14, 30, 30, 60, 90]))

    lines: list[Item] = []
    for prefix, name, unit, (low, high) in rng.sample(GOODS, rng.randint(1, 7)):
        price = money(Decimal(str(rng.uniform(low, high))))
        code = f"{prefix}-{rng.randint(100, 9999):04d}"
        lines.append(Item(name, unit, _quantity(unit, rng), price, Decimal(21), code))
    if rng.random() < 0.6:
        by_km = rng.random() < 0.5
        lines.append(
            Item(
                "Transportavimas" + (" iki ūkio" if rng.random() < 0.5 else ""),
                "km" if by_km else "reis.",
                Decimal(rng.randint(12, 160)) if by_km else Decimal(1),
                money(Decimal(str(rng.uniform(1.1, 1.9) if by_km else rng.uniform(45, 160)))),
                Decimal(21),
                "TRANSP",
            )
        )
    doc.items = lines

    farmer = seed % 2 == 1  # a farmer on every second seed
    farmer_name = ""
    farmer_address = ""
    farmer_vat = None
    if farmer:
        male, female = rng.choice(LAST)
        first, last = (rng.choice(FIRST), male)
        if rng.random() < 0.35:
            first, last = rng.choice(["Rūta", "Asta", "Jurgita", "Vilma", "Giedrė"]), female
        farmer_name = f"{'Ūkininkė' if last == female else 'Ūkininkas'} {first} {last}"
        village, district, prefix = rng.choice(VILLAGES)
        street = rng.choice(["", "", f"Sodų g. {rng.randint(1, 40)}, ", f"Beržų g. {rng.randint(1, 40)}, "])
        farmer_address = f"{street}{village}, LT-{prefix}{rng.randint(100, 999)} {district}"
        farmer_vat = vat_code(rng) if rng.random() < 0.6 else None

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5, 10])
    color = rng.choice(COLORS)
    vat_column = rng.random() < 0.5
    writer = person(rng)
    driver = person(rng, short=True)

    def a(value: Decimal) -> str:
        return amount(value, style)

    def q(value: Decimal) -> str:
        return amount(value, style, 3)

    def d(value: object) -> str:
        return day(value, "lt-long")  # type: ignore[arg-type]

    def block(title: str, name: str, rows: list[tuple[str, str]]) -> str:
        body = "".join(f"<tr><th>{k}:</th><td>{escape(v)}</td></tr>" for k, v in rows)
        return (
            f'<div class="party"><div class="pt">{title}</div><div class="pn">{escape(name)}</div>'
            f"<table>{body}</table></div>"
        )

    seller_rows = [("Įmonės kodas", seller.code or ""), ("PVM mokėtojo kodas", seller.vat_code or "")]
    seller_rows += [("Adresas", seller.address), ("A. s.", seller.iban or ""), ("Bankas", seller.bank or "")]
    if farmer:
        buyer_rows = [("PVM mokėtojo kodas", farmer_vat)] if farmer_vat else []
        buyer_rows.append(("Adresas", farmer_address))
        buyer_html = block("Pirkėjas", farmer_name, buyer_rows)
    else:
        buyer_rows = [("Įmonės kodas", buyer.code or "")]
        buyer_rows += [("PVM mokėtojo kodas", buyer.vat_code)] if buyer.vat_code else []
        buyer_rows.append(("Adresas", buyer.address))
        buyer_html = block("Pirkėjas", buyer.name, buyer_rows)

    head = ["Eil. Nr.", "Prekės kodas", "Prekės pavadinimas", "Mato vnt.", "Kiekis", "Kaina be PVM, EUR"]
    head += ["PVM, %"] if vat_column else []
    head.append("Suma be PVM, EUR")
    rows = ""
    for n, it in enumerate(doc.items, 1):
        per = f" /{it.unit}" if it.unit == "t" else ""
        rows += (
            f"<tr><td class=c>{n}</td><td class=nw>{it.code}</td><td>{escape(it.name)}</td>"
            f"<td class=c>{it.unit}</td><td class=r>{q(it.quantity)}</td><td class=r>{a(it.price)}{per}</td>"
            + ("<td class=c>21</td>" if vat_column else "")
            + f"<td class=r>{a(it.subtotal)}</td></tr>"
        )
    table = (
        '<table class="items"><thead><tr>'
        + "".join(f"<th>{h}</th>" for h in head)
        + f"</tr></thead><tbody>{rows}</tbody></table>"
    )
    tonnes = sum((it.quantity for it in doc.items if it.unit == "t"), Decimal(0))
    weight = f'<div class="small">Bendras svoris: {q(tonnes)} t</div>' if tonnes else ""
    totals = (
        f'<table class="tot"><tr><td>Suma be PVM:</td><td class=r>{a(doc.net)} EUR</td></tr>'
        f"<tr><td>PVM 21 %:</td><td class=r>{a(doc.vat)} EUR</td></tr>"
        f'<tr class="g"><td>Iš viso su PVM:</td><td class=r>{a(doc.gross)} EUR</td></tr></table>'
    )
    body = f"""<div class="top"><div class="brand">{escape(seller.name)}</div>
<div class="small">Trąšos · Sėklos · Augalų apsaugos produktai</div></div>
<h1>PVM SĄSKAITA FAKTŪRA</h1>
<div class="center">Serija {doc.series} Nr. {doc.number}</div>
<div class="center">{d(doc.issued)}</div>
<div class="parties">{block("Pardavėjas", seller.name, seller_rows)}{buyer_html}</div>
<div class="small">Apmokėti iki: <b>{d(doc.due)}</b> &nbsp;·&nbsp; Prekės išduotos iš sandėlio, vežėjas
{escape(driver)}.</div>
{table}{weight}{totals}
<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>
<div class="note">Augalų apsaugos produktai parduodami tik asmenims, turintiems profesionalaus naudotojo
pažymėjimą.</div>
<div class="sign"><div>Išrašė: {escape(writer)}<div class="line">(parašas)</div></div>
<div>Priėmė:<div class="line">(vardas, pavardė, parašas)</div></div></div>"""
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:13mm 13mm 14mm 15mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.top{{border-bottom:2px solid {color};padding-bottom:3px}}
.brand{{font-size:{size + 7}pt;font-weight:bold;color:{color}}}
h1{{text-align:center;font-size:{size + 4}pt;margin:14px 0 2px}} .center{{text-align:center}}
.parties{{display:flex;gap:20px;margin:12px 0 8px}} .party{{flex:1;line-height:1.35}}
.pt{{font-size:{size - 1}pt;text-transform:uppercase;color:{color};font-weight:bold}} .pn{{font-weight:bold}}
.party table{{border-collapse:collapse}} .party th{{text-align:left;font-weight:normal;color:#444;
padding:0 8px 0 0;vertical-align:top;white-space:nowrap}} .party td{{padding:0}}
table.items{{width:100%;border-collapse:collapse;margin-top:6px}}
table.items th{{border:1px solid #555;background:#eef2ea;padding:3px;font-size:{size - 0.5}pt}}
table.items td{{border:1px solid #999;padding:2px 4px;vertical-align:top}}
.r{{text-align:right;white-space:nowrap}} .c{{text-align:center}} .nw{{white-space:nowrap}}
.small{{font-size:{size - 1}pt;margin-top:4px}}
table.tot{{margin:6px 0 0 auto;border-collapse:collapse;min-width:36%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000}}
.words{{margin-top:8px}} .note{{margin-top:8px;font-size:{size - 1.5}pt;color:#555}}
.sign{{display:flex;gap:60px;margin-top:30px}} .sign>div{{flex:1}}
.sign .line{{border-top:1px solid #000;margin-top:24px;font-size:{size - 1.5}pt;color:#555}}
</style></head><body>{body}</body></html>"""
    truth = doc.truth(
        ("prekes_pavadinimas", "prekes_kodas", "unit", "quantity", "price", "subtotal")
        + (("vat_percent",) if vat_column else ())
    )
    if farmer:
        truth["buyer_name"] = farmer_name
        truth["buyer_address"] = farmer_address
        truth.pop("buyer_id", None)
        truth.pop("buyer_vat_code", None)
        if farmer_vat:
            truth["buyer_vat_code"] = farmer_vat
    for line, it in zip(truth["line_items"], doc.items, strict=True):  # type: ignore[call-overload]
        line["quantity"] = f"{it.quantity:.3f}"
    return Printed(html, truth)
