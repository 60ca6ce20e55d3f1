"""A Lithuanian electricity or natural gas supplier's monthly "PVM sąskaita faktūra" to a business
customer, as its billing system prints it: the supplier's brand and codes, the customer ("Mokėtojas") and
the consumption place ("Objekto adresas", a site other than the customer's seat), a meter readings table
("Skaitiklio Nr. | Ankstesni rodmenys | Dabartiniai rodmenys | Kiekis, kWh", one or two meters; gas
meters read in m³ with a conversion factor to kWh), the tariff lines (energy in kWh at a four-decimal
price, distribution, the public service obligations "VIAP", a fixed monthly fee, for gas a capacity fee),
"Suma be PVM", "PVM 21 %", "Iš viso", on some seeds a balance ("Likutis" or "Permoka" from the last bill,
then "Mokėtina suma") and a payment part with "Mokėtojo kodas" and "Įmokos kodas". Variants: the tariff
table with or without a price and unit column, the parties side by side or stacked, boxed totals.

Truth: the tariff lines (name, unit, quantity, net unit price where a price column shows, net amount); the
amount with VAT is the month's charges, not the sum to pay."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import group4
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS
from tests.eval.printed.templates.lt_round4_common import rename, vat_payer
from tests.eval.printed.templates.lt_round5_common import pattern, previous_month
from tests.eval.printed.templates.lt_round8_common import carried_balance, page, party_block

NAMES = ["Šviesos tinklai", "Elektros srovė", "Energijos tiekimas", "Dujų linija", "Baltijos energija"]
COLORS = ["#0a6b3d", "#d35400", "#1f4e99", "#8e1b5a", "#00707a"]
SITES = ["Pramonės g.", "Sandėlių g.", "Verslo g.", "Technikos g.", "Statybininkų g.", "Dariaus ir Girėno g."]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1), series=False)
    rng = random.Random(seed * 31 + 8)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    rename(seller, rng, NAMES)
    if not seller.name.startswith(("UAB ", "AB ")):
        seller.name = rng.choice(["UAB ", "AB "]) + seller.name.split(" ", 1)[1]
    gas = rng.random() < 0.35
    doc.issued = date(doc.issued.year, doc.issued.month, rng.randint(1, 8))
    doc.due = doc.issued + timedelta(days=rng.choice([10, 14, 20]))
    start, end = previous_month(doc.issued)
    doc.series = rng.choice([None, None, "EL", "ESF", "DT"]) if not gas else rng.choice([None, "DU", "GSF"])
    doc.number = str(rng.randint(1_000_000, 99_999_999))

    # meters and readings
    meters = []
    for _ in range(rng.choice([1, 1, 1, 2])):
        before = rng.randint(1_000, 900_000)
        used = rng.randint(300, 9_000) if not gas else rng.randint(40, 1_800)
        meters.append((str(rng.randint(10_000_000, 99_999_999)), before, before + used, used))
    factor = Decimal(str(round(rng.uniform(10.4, 10.9), 3))) if gas else Decimal(1)
    kwh = sum(((Decimal(m[3]) * factor).quantize(Decimal(1)) for m in meters), Decimal(0))

    def price(lo: float, hi: float, places: int = 4) -> Decimal:
        return Decimal(str(rng.uniform(lo, hi))).quantize(Decimal(1).scaleb(-places))

    product = "Elektros energija" if not gas else "Gamtinės dujos"
    plan = rng.choice(["Verslas Fiksuota", "Verslas Biržos", "Verslo planas 12 mėn.", "Standartinis"])
    lines = [Item(f"{product} ({plan})", "kWh", kwh, price(0.09, 0.21), Decimal(21))]
    if not gas:
        lines.append(
            Item("Elektros energijos persiuntimo paslauga", "kWh", kwh, price(0.03, 0.08), Decimal(21))
        )
        lines.append(
            Item(
                "Viešuosius interesus atitinkančios paslaugos (VIAP)",
                "kWh",
                kwh,
                price(0.005, 0.02),
                Decimal(21),
            )
        )
        if rng.random() < 0.6:
            lines.append(
                Item("Galios mokestis", "kW", Decimal(rng.randint(10, 120)), price(0.8, 2.5, 2), Decimal(21))
            )
    else:
        lines.append(Item("Gamtinių dujų skirstymo paslauga", "kWh", kwh, price(0.008, 0.02), Decimal(21)))
        lines.append(
            Item("Pajėgumų mokestis", "kWh/d", Decimal(rng.randint(20, 400)), price(0.02, 0.09), Decimal(21))
        )
    lines.append(
        Item("Pastovioji dedamoji (abonentinis mokestis)", "mėn.", Decimal(1), price(2, 25, 2), Decimal(21))
    )
    doc.items = lines
    carried = carried_balance(rng)
    to_pay = max(doc.gross + (carried or Decimal(0)), Decimal(0))

    style = rng.choice(["lt", "lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots"])
    font = rng.choice(FONTS[:7])
    size = rng.choice([8.5, 9, 9.5])
    color = rng.choice(COLORS)
    layout = rng.choice(["beside", "above", "box"])
    stacked = rng.random() < 0.4
    price_column = rng.random() < 0.7
    unit_column = rng.random() < 0.5
    boxed_totals = rng.random() < 0.5
    payer_code = pattern(rng, rng.choice(["#######", "########", "1######"]))
    payment_code = pattern(rng, rng.choice(["##########", "7#########"]))
    object_code = pattern(rng, rng.choice(["OB-######", "#######", "EVP####-##"]))
    site = f"{rng.choice(SITES)} {rng.randint(1, 90)}, {buyer.postcode} {buyer.city}"
    iban = group4(seller.iban or "") if rng.random() < 0.5 else (seller.iban or "")

    def a(value: Decimal, places: int = 2) -> str:
        return amount(value, style, places)

    def d(value: date) -> str:
        return day(value, date_style)

    brand = seller.name.split("„", 1)[1].rstrip("“")
    number = f"Serija {doc.series} Nr. {doc.number}" if doc.series else f"Nr. {doc.number}"
    facts = [
        ("Sąskaitos data", d(doc.issued)),
        ("Atsiskaitymo laikotarpis", f"{d(start)} – {d(end)}"),
        ("Mokėtojo kodas", payer_code),
        ("Apmokėti iki", d(doc.due)),
    ]
    facts_html = "".join(f"<tr><th>{k}</th><td><b>{v}</b></td></tr>" for k, v in facts)

    unit_head = "Kiekis, kWh" if not gas else "Kiekis, m³"
    meter_head = ["Skaitiklio Nr.", "Ankstesni rodmenys", "Dabartiniai rodmenys", unit_head]
    if gas:
        meter_head += ["Koef.", "Kiekis, kWh"]
    meter_rows = []
    for no, before, after, used in meters:
        cells = [no, str(before), str(after), str(used)]
        if gas:
            cells += [a(factor, 3), quantity((Decimal(used) * factor).quantize(Decimal(1)), style)]
        meter_rows.append(
            "<tr>" + "".join(f"<td{' class=r' if i else ''}>{c}</td>" for i, c in enumerate(cells)) + "</tr>"
        )
    meter_table = (
        '<table class="grid"><tr>'
        + "".join(f"<th{' class=r' if i else ''}>{h}</th>" for i, h in enumerate(meter_head))
        + "</tr>"
        + "".join(meter_rows)
        + "</table>"
    )
    if len(meters) > 1:
        meter_table += f'<div class="small muted">Iš viso {quantity(kwh, style)} kWh</div>'

    head = ["Paslauga"]
    if unit_column:
        head += ["Kiekis", "Mato vnt."]
    else:
        head += ["Kiekis"]
    if price_column:
        head.append("Kaina be PVM, EUR" if unit_column else "Tarifas, EUR")
    head.append("Suma be PVM, EUR")
    rows = []
    for item in lines:
        places = max(2, -int(item.price.as_tuple().exponent))
        cells = [f"<td>{escape(item.name)}</td>"]
        q = quantity(item.quantity, style)
        if unit_column:
            cells += [f"<td class=r>{q}</td>", f"<td class=c>{item.unit}</td>"]
        else:
            cells.append(f"<td class=r>{q} {item.unit}</td>")
        if price_column:
            cells.append(f"<td class=r>{a(item.price, places)}</td>")
        cells.append(f"<td class=r>{a(item.subtotal)}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    tariff = (
        '<table class="grid items"><tr>'
        + "".join(f"<th{' class=r' if i else ''}>{h}</th>" for i, h in enumerate(head))
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    tot_rows = [
        ("Suma be PVM", a(doc.net)),
        ("PVM 21 %", a(doc.vat)),
        ("Iš viso", a(doc.gross)),
    ]
    if carried is not None:
        if carried > 0:
            tot_rows.append(("Likutis (nesumokėta už ankstesnį laikotarpį)", a(carried)))
        elif carried < 0:
            tot_rows.append(("Permoka", a(carried)))
        else:
            tot_rows.append(("Likutis", a(Decimal(0))))
        tot_rows.append(("Mokėtina suma", a(to_pay)))
    totals = "".join(
        f"<tr{' class=g' if k in ('Iš viso', 'Mokėtina suma') else ''}><td>{k}</td>"
        f"<td class=r>{v} EUR</td></tr>"
        for k, v in tot_rows
    )
    to_show = to_pay

    seller_html = party_block("Tiekėjas", seller, layout, iban=layout != "beside")
    buyer_html = party_block(
        "Mokėtojas", buyer, layout, extra=[("Objekto adresas", site), ("Objekto kodas", object_code)]
    )
    parties = (
        f'<div class="stack">{buyer_html}</div>'
        if stacked
        else f'<div class="two">{seller_html}{buyer_html}</div>'
    )
    payment = f"""<div class="payment"><div class="ptitle2">Mokėjimo informacija</div>
<table class="pay"><tr><th>Gavėjas</th><td>{escape(seller.name)}</td>
<th>Mokėtojo kodas</th><td>{payer_code}</td></tr>
<tr><th>Sąskaitos Nr.</th><td>{iban}</td><th>Įmokos kodas</th><td><b>{payment_code}</b></td></tr>
<tr><th>Bankas</th><td>{escape(seller.bank or "")}</td>
<th>Mokėtina suma</th><td><b>{a(to_show)} EUR</b></td></tr>
</table><div class="small muted">Mokėdami būtinai nurodykite įmokos kodą. Pavėlavus apmokėti skaičiuojami
0,02 % dydžio delspinigiai už kiekvieną pavėluotą dieną.</div></div>"""
    seller_foot = (
        f'<div class="foot">{escape(seller.name)} · {escape(seller.address)} · Įmonės kodas {seller.code}'
        f" · PVM mokėtojo kodas {seller.vat_code} · A. s. {iban}</div>"
        if stacked
        else ""
    )
    body = f"""<div class="top"><div class="brand">{escape(brand.upper() if rng.random() < 0.5 else brand)}
<div class="small muted">{"gamtinių dujų" if gas else "elektros energijos"} tiekimas verslui</div></div>
<div class="titlebox"><div class="title">PVM SĄSKAITA FAKTŪRA</div><div class="num">{number}</div>
<table class="facts">{facts_html}</table></div></div>
{parties}
<h3>Skaitiklių rodmenys</h3>{meter_table}
<h3>Priskaičiuota už {d(start)} – {d(end)}</h3>{tariff}
<table class="tot{" boxed" if boxed_totals else ""}">{totals}</table>
{payment}{seller_foot}"""
    css = f"""
.top{{display:flex;justify-content:space-between;align-items:flex-start;
border-bottom:3px solid {color};padding-bottom:6px}}
.brand{{font-size:{size + 12}pt;font-weight:bold;color:{color}}}
.title{{font-size:{size + 4}pt;font-weight:bold}} .num{{font-weight:bold;margin-bottom:4px}}
table.facts th{{text-align:left;font-weight:normal;color:#444;padding:0 10px 0 0}}
table.facts{{border-collapse:collapse}}
.two{{display:flex;gap:20px;margin-top:10px}} .two .party{{flex:1}} .stack{{margin-top:10px;width:60%}}
h3{{font-size:{size + 1}pt;color:{color};margin:12px 0 3px}}
table.grid{{border-collapse:collapse;width:100%}} table.grid th{{background:#eee;text-align:left;padding:3px;
font-size:{size - 0.5}pt;border:1px solid #bbb}} table.grid td{{padding:2px 3px;border:1px solid #ccc}}
table.tot{{margin:8px 0 0 auto;border-collapse:collapse;min-width:42%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1px solid #000}} table.tot.boxed{{border:1.5px solid {color}}}
.payment{{margin-top:14px;border:1px dashed #888;padding:6px}} .ptitle2{{font-weight:bold;margin-bottom:3px}}
table.pay{{width:100%;border-collapse:collapse}}
table.pay th{{text-align:left;font-weight:normal;color:#444;width:17%}}
.foot{{margin-top:10px;border-top:1px solid #ccc;font-size:{size - 1.5}pt;color:#555;padding-top:3px}}
"""
    html = page(css, body, font=font, size=size, color=color)
    line_fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "subtotal")
    line_fields += ("price",) if price_column else ()
    truth = doc.truth(line_fields)
    return Printed(html, truth)
