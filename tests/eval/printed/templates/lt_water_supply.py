"""A Lithuanian water utility's monthly "PVM sąskaita faktūra" to a business customer, as the billing
systems of the municipal water companies (UAB „… vandenys“) print it: the utility's mark and codes in the
head, the customer's "Abonento nr." and the object's address, a meter table ("Skaitiklio nr.",
"Ankstesni rodmenys", "Dabartiniai rodmenys", "Suvartota, m³"), the charges "Geriamasis vanduo",
"Nuotekų tvarkymas", on some seeds "Paviršinės nuotekos" (by the area's estimated run-off), and
"Abonentinis mokestis" per meter, with m³ to three decimals and tariffs to four, "PVM 21 %", then on
some seeds the balance the last bill left ("Skola" / "Permoka") and "Mokėtina suma", and a
"Mokėjimo kvitas" to cut off at the foot with "Mokėtojo kodas" = the customer number and "Mokėti iki".

Truth: the bill's own charges (net, VAT 21 %, total with VAT); the carried balance and the sum to pay
are printed but are not this bill's amounts. Quantities are printed with three decimals and kept so in
the truth, tariffs with four."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import group4, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import phone, vat_payer
from tests.eval.printed.templates.lt_round5_common import drop, previous_month
from tests.eval.printed.templates.lt_round8_common import carried_balance, page

UTILITIES = [
    "Nemuno vandenys",
    "Pajūrio vandenys",
    "Vidurio Lietuvos vandenys",
    "Žemaitijos vandenys",
    "Sūduvos vandenys",
    "Rytų Aukštaitijos vandenys",
]
STREETS = ["Pramonės g.", "Technikos g.", "Verslo g.", "Sandėlių g.", "Metalistų g.", "Jovarų g."]
COLORS = ["#0b6fa4", "#1f5f99", "#00838f", "#2767b0"]
M3 = Decimal("0.001")


def _reading(rng: random.Random, low: int, high: int) -> Decimal:
    return (Decimal(rng.randint(low * 1000, high * 1000)) / 1000).quantize(M3)


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(f"lt_water_supply-{seed}")
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    form = seller.name.split(" „", 1)[0]
    seller.name = f"{'UAB' if form not in ('UAB', 'AB') else form} „{rng.choice(UTILITIES)}“"
    start, end = previous_month(doc.issued)
    doc.issued = end + timedelta(days=rng.randint(1, 6))
    doc.due = doc.issued + timedelta(days=rng.choice([14, 20, 25]))
    doc.series = rng.choice(["VV", "KV", "SV", "NV", None])
    doc.number = str(rng.randint(100000, 9999999))
    customer = str(rng.randint(100000, 999999)).zfill(rng.choice([6, 8]))
    other = f"{rng.choice(STREETS)} {rng.randint(1, 90)}, {buyer.city}"
    obj = buyer.address if rng.random() < 0.5 else other

    # one to three meters on the object, each with its readings; the month's use is their difference
    meters = []
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        before = _reading(rng, 50, 9000)
        used = _reading(rng, 1, 180) if rng.random() < 0.8 else _reading(rng, 0, 12)
        meters.append((str(rng.randint(10000000, 99999999)), before, before + used, used))
    water = sum((m[3] for m in meters), Decimal(0)).quantize(M3)
    water_price = Decimal(rng.randint(9000, 17000)) / 10000
    sewage_price = Decimal(rng.randint(11000, 21000)) / 10000
    items = [
        Item("Geriamasis vanduo", "m³", water, water_price, Decimal(21)),
        Item("Nuotekų tvarkymas", "m³", water, sewage_price, Decimal(21)),
    ]
    if rng.random() < 0.5:
        # surface run-off is billed by the territory's paved area, not by the meters
        runoff = _reading(rng, 5, 400)
        items.append(
            Item("Paviršinės nuotekos", "m³", runoff, Decimal(rng.randint(3000, 9000)) / 10000, Decimal(21))
        )
    fee_unit = rng.choice(["mėn.", "skait."])
    fee_qty = Decimal(1 if fee_unit == "mėn." else len(meters)).quantize(M3)
    items.append(
        Item(
            "Abonentinis mokestis", fee_unit, fee_qty, Decimal(rng.randint(6000, 29000)) / 10000, Decimal(21)
        )
    )
    doc.items = items
    carried = carried_balance(rng)
    if carried is not None and carried < 0 and -carried >= doc.gross:
        carried = -money(doc.gross / 3)

    style = rng.choice(["lt", "lt-plain"])
    date_style = rng.choice(["iso", "lt-dots"])
    font = rng.choice(FONTS[:7])
    size = rng.choice([8.5, 9, 9.5])
    color = rng.choice(COLORS)
    vat_column = rng.random() < 0.5
    tel = phone(rng)

    def a(value: Decimal, places: int = 2) -> str:
        return amount(value, style, places)

    def d(value: date) -> str:
        return day(value, date_style)

    number = f"Serija {doc.series} Nr. {doc.number}" if doc.series else f"Nr. {doc.number}"
    meter_rows = "".join(
        f"<tr><td>{no}</td><td class=c>{d(start - timedelta(days=1))}</td><td class=r>{a(b, 3)}</td>"
        f"<td class=c>{d(end)}</td><td class=r>{a(c, 3)}</td><td class=r>{a(u, 3)}</td></tr>"
        for no, b, c, u in meters
    )
    meter_table = (
        '<table class="grid"><tr><th>Skaitiklio nr.</th><th>Data</th><th>Ankstesni rodmenys</th>'
        "<th>Data</th><th>Dabartiniai rodmenys</th><th>Suvartota, m³</th></tr>"
        f"{meter_rows}</table>"
    )
    head = ["Paslauga", "Mato vnt.", "Kiekis", "Tarifas, EUR be PVM"]
    head += ["PVM, %"] if vat_column else []
    head += ["Suma be PVM, EUR"]
    rows = "".join(
        f"<tr><td>{item.name}</td><td class=c>{item.unit}</td><td class=r>{a(item.quantity, 3)}</td>"
        f"<td class=r>{a(item.price, 4)}</td>"
        + ("<td class=c>21</td>" if vat_column else "")
        + f"<td class=r>{a(item.subtotal)}</td></tr>"
        for item in items
    )
    charges = '<table class="grid"><tr>' + "".join(f"<th>{h}</th>" for h in head) + f"</tr>{rows}</table>"
    tot = [
        ("Iš viso be PVM", a(doc.net)),
        ("PVM 21 %", a(doc.vat)),
        ("Iš viso su PVM", a(doc.gross)),
    ]
    to_pay = doc.gross
    if carried is not None:
        label = "Permoka" if carried < 0 else ("Skola" if carried > 0 else "Ankstesnis likutis")
        tot.append((f"{label} {d(start)} dienai", a(carried)))
        to_pay = doc.gross + carried
    tot.append(("Mokėtina suma, EUR", a(to_pay)))
    totals = (
        '<table class="tot">'
        + "".join(
            f"<tr{' class=g' if i == len(tot) - 1 else ''}><td>{k}</td><td class=r>{v}</td></tr>"
            for i, (k, v) in enumerate(tot)
        )
        + "</table>"
    )
    period = f"{d(start)} – {d(end)}"
    slip = f"""<div class="cut"><span>✂</span></div>
<div class="slip"><div class="stitle">MOKĖJIMO KVITAS</div><table class="sl">
<tr><th>Gavėjas</th><td>{escape(seller.name)}, įm. k. {seller.code}</td></tr>
<tr><th>Gavėjo sąskaita</th><td>{group4(seller.iban or "")}, {seller.bank}</td></tr>
<tr><th>Mokėtojas</th><td>{escape(buyer.name)}</td></tr>
<tr><th>Mokėtojo kodas</th><td><b>{customer}</b></td></tr>
<tr><th>Mokėjimo paskirtis</th><td>Už vandenį, sąskaita {number}, {period}</td></tr>
<tr><th>Mokėti iki</th><td>{d(doc.due)}</td></tr>
<tr><th>Suma, EUR</th><td><b>{a(max(to_pay, Decimal(0)))}</b></td></tr></table></div>"""
    buyer_vat = f"<div>PVM mokėtojo kodas: {buyer.vat_code}</div>" if buyer.vat_code else ""
    body = f"""<div class="hdr"><div class="mk">{drop(color, 46)}<div>
<div class="logo">{escape(seller.name)}</div>
<div class="small muted">{escape(seller.address)} · tel. {tel}</div>
<div class="small muted">Įmonės kodas {seller.code} · PVM mokėtojo kodas {seller.vat_code}</div>
<div class="small muted">A. s. {seller.iban}, {seller.bank}</div></div></div>
<div class="doc"><div class="title">PVM SĄSKAITA FAKTŪRA</div><div><b>{number}</b></div>
<div>Išrašymo data: {d(doc.issued)}</div><div>Mokėti iki: <b>{d(doc.due)}</b></div></div></div>
<div class="two"><div class="box"><div class="bt">Abonentas</div><div class="pname">{escape(buyer.name)}</div>
<div>Įmonės kodas: {buyer.code}</div>{buyer_vat}
<div>Adresas: {escape(buyer.address)}</div></div>
<div class="box"><div class="bt">Abonento nr. <span class="big">{customer}</span></div>
<div>Objekto adresas: {escape(obj)}</div><div>Atsiskaitymo laikotarpis: {period}</div>
<div>Sutarties Nr. {rng.choice(["GV", "S", "VT"])}-{rng.randint(100, 99999)}</div></div></div>
<div class="sec">Skaitiklių rodmenys</div>{meter_table}
<div class="sec">Priskaičiuota už laikotarpį {period}</div>{charges}{totals}
<div class="small" style="margin-top:6px">Suma žodžiais: {eur_words(doc.gross)}</div>
<div class="small muted" style="margin-top:6px">Rodmenis deklaruokite iki kiekvieno mėnesio paskutinės dienos
savitarnoje arba tel. {tel}. Laiku nesumokėjus skaičiuojami 0,02 % delspinigiai už kiekvieną pavėluotą
dieną.</div>{slip}"""
    css = f"""
.hdr{{display:flex;justify-content:space-between;border-bottom:2px solid {color};padding-bottom:6px}}
.mk{{display:flex;gap:8px;align-items:flex-start}}
.logo{{font-size:{size + 5}pt;font-weight:bold;color:{color}}}
.doc{{text-align:right}} .title{{font-size:{size + 3}pt;font-weight:bold;color:{color}}}
.two{{display:flex;gap:14px;margin-top:10px}}
.box{{flex:1;border:1px solid #bbb;padding:5px 8px;line-height:1.45}}
.bt{{font-weight:bold;color:{color}}} .pname{{font-weight:bold}} .big{{font-size:{size + 3}pt}}
.sec{{font-weight:bold;margin:10px 0 3px;color:{color}}}
table.grid{{width:100%;border-collapse:collapse}}
table.grid th{{background:{color};color:#fff;font-weight:normal;
padding:3px;font-size:{size - 0.5}pt}} table.grid td{{border-bottom:1px solid #ccc;padding:2px 4px}}
table.tot{{margin:6px 0 0 auto;border-collapse:collapse;min-width:40%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000;font-size:{size + 1}pt}}
.cut{{margin-top:26px;border-top:1px dashed #888;height:8px}}
.cut span{{position:relative;top:-0.75em;background:#fff;color:#777;padding-right:4px}}
.slip{{border:1px solid #999;padding:6px 10px;margin-top:4px}} .stitle{{font-weight:bold;letter-spacing:1px}}
table.sl th{{text-align:left;font-weight:normal;color:#444;padding:1px 14px 1px 0}}
"""
    html = page(css, body, font=font, size=size, color=color)
    fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
    fields += ("vat_percent",) if vat_column else ()
    return Printed(html, doc.truth(fields))
