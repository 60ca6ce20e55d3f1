"""A Lithuanian municipal heat supplier's monthly bill ("PVM sąskaita faktūra už šilumą") for a company's
business premises: the object's address and the customer's number ("Mokėtojo kodas", not a company
code), a table of meter readings (previous and current reading, consumption in MWh or m³) that is not the
charges, then the charges as lines (heat energy MWh × price per MWh, hot water heating m³ × price, the
meter's service fee, on some seeds the heat substation's upkeep), all at 21 % as for business premises;
on some seeds a balance from the last period ("Likutis laikotarpio pradžioje", a debt or an overpayment)
and the sum to pay that takes it in; at the bottom a cut-off payment slip ("Mokėjimo pranešimas")
repeating the payer's code, the supplier's account and the sum to pay. Variants: parties side by side
(labels beside, above, boxed); price column in EUR/MWh or none; readings before or after the charges.

Truth: the charges in page order (name, unit, quantity, price where printed, net amount); the bill's own
net, VAT and gross, not the sum to pay with the balance."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import group4, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import MONTHS, amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import phone, vat_payer
from tests.eval.printed.templates.lt_round5_common import previous_month
from tests.eval.printed.templates.lt_round8_common import carried_balance, page, party_block

NAMES = ["Miesto šiluma", "Šilumos tinklai", "Šiltas miestas", "Miesto energija", "Šilumos tiekimas"]
COLORS = ["#c0392b", "#d35400", "#1f4e99", "#8e1b5a"]
PLACES = ["Pramonės g.", "Verslo g.", "Sandėlių g.", "Technikos g.", "Taikos pr.", "Vytauto g."]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 41 + 7)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    # a municipality's heat company: AB or UAB of a city-trade name
    seller.name = f"{rng.choice(['AB', 'UAB'])} „{rng.choice(NAMES)}“"
    start, end = previous_month(doc.issued)
    doc.issued = end + timedelta(days=rng.randint(1, 6))
    doc.due = date(doc.issued.year, doc.issued.month, rng.choice([20, 25, 28]))
    doc.series = rng.choice(["ŠT", "ŠS", "MŠ"])
    doc.number = str(rng.randint(1, 9999999)).zfill(7)
    payer = str(rng.randint(100000, 999999))
    premises = f"{rng.choice(PLACES)} {rng.randint(1, 90)}, {buyer.city}"

    # readings: heat meter in MWh (three decimals), hot water meter in m³
    heat_prev = Decimal(rng.randint(100000, 900000)) / 1000
    heat_use = Decimal(rng.randint(1500, 48000)) / 1000
    water_prev = Decimal(rng.randint(100, 9000)) + Decimal(rng.randint(0, 9)) / 10
    water_use = Decimal(rng.randint(20, 900)) / 10
    hot_water = rng.random() < 0.7
    r21 = Decimal(21)
    heat_price = money(Decimal(str(rng.uniform(68, 125))))
    items = [Item("Šilumos energija patalpų šildymui", "MWh", heat_use, heat_price, r21)]
    if hot_water:
        items.append(
            Item(
                "Karšto vandens pašildymas", "m³", water_use, money(Decimal(str(rng.uniform(3.2, 6.8)))), r21
            )
        )
    items.append(
        Item(
            "Šilumos apskaitos prietaiso aptarnavimas",
            "mėn.",
            Decimal(1),
            money(Decimal(str(rng.uniform(0.9, 4.5)))),
            r21,
        )
    )
    if rng.random() < 0.4:
        items.append(
            Item("Šilumos punkto priežiūra", "mėn.", Decimal(1), money(Decimal(str(rng.uniform(8, 35)))), r21)
        )
    doc.items = items
    carried = carried_balance(rng)
    to_pay = max(doc.gross + (carried or Decimal(0)), Decimal(0))

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots"])
    font = rng.choice(FONTS[:7])
    size = rng.choice([8.5, 9, 9.5])
    color = rng.choice(COLORS)
    layout = rng.choice(["beside", "above", "box"])
    price_column = rng.random() < 0.75
    readings_first = rng.random() < 0.6
    month = f"{start.year} m. {MONTHS['lt'][start.month - 1]} mėn."

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    def q(value: Decimal, places: int) -> str:
        return amount(value, style, places)

    meter = rng.randint(10000000, 99999999)
    readings = [
        f"<tr><td>Šilumos apskaitos prietaisas Nr. {meter}</td><td class=c>MWh</td>"
        f"<td class=r>{q(heat_prev, 3)}</td><td class=r>{q(heat_prev + heat_use, 3)}</td>"
        f"<td class=r>{q(heat_use, 3)}</td></tr>"
    ]
    if hot_water:
        readings.append(
            f"<tr><td>Karšto vandens skaitiklis Nr. {rng.randint(1000000, 9999999)}</td><td class=c>m³</td>"
            f"<td class=r>{q(water_prev, 1)}</td><td class=r>{q(water_prev + water_use, 1)}</td>"
            f"<td class=r>{q(water_use, 1)}</td></tr>"
        )
    readings_html = (
        f'<div class="sec">Apskaitos prietaisų rodmenys ({d(start)} – {d(end)})</div>'
        '<table class="rd"><tr><th>Apskaitos prietaisas</th><th>Mato vnt.</th><th>Ankstesni rodmenys</th>'
        f"<th>Dabartiniai rodmenys</th><th>Suvartota</th></tr>{''.join(readings)}</table>"
    )
    head = ["Paslauga", "Mato vnt.", "Kiekis"]
    head += ["Kaina be PVM, EUR"] if price_column else []
    head += ["Suma be PVM, EUR"]
    rows = "".join(
        f"<tr><td>{escape(it.name)}</td><td class=c>{it.unit}</td>"
        f"<td class=r>{quantity(it.quantity, style)}</td>"
        + (f"<td class=r>{a(it.price)}</td>" if price_column else "")
        + f"<td class=r>{a(it.subtotal)}</td></tr>"
        for it in doc.items
    )
    charges_html = (
        f'<div class="sec">Priskaičiuota už {month}</div><table class="ch"><tr>'
        + "".join(f"<th>{h}</th>" for h in head)
        + f"</tr>{rows}</table>"
    )
    tot = (
        f"<tr><td>Suma be PVM</td><td class=r>{a(doc.net)}</td></tr>"
        f"<tr><td>PVM 21 %</td><td class=r>{a(doc.vat)}</td></tr>"
        f'<tr class="b"><td>Iš viso už {month}</td><td class=r>{a(doc.gross)}</td></tr>'
    )
    if carried is not None:
        label = "skola" if carried > 0 else "permoka" if carried < 0 else "atsiskaityta"
        tot += (
            f"<tr><td>Likutis laikotarpio pradžioje ({label})</td><td class=r>{a(carried)}</td></tr>"
            f'<tr class="g"><td>Mokėtina suma, EUR</td><td class=r>{a(to_pay)}</td></tr>'
        )
    words = eur_words(to_pay if carried is not None else doc.gross)
    slip_rows = [
        ("Gavėjas", escape(seller.name)),
        ("Gavėjo sąskaita", group4(seller.iban or "")),
        ("Mokėtojas", escape(buyer.name)),
        ("Mokėtojo kodas", payer),
        ("Mokėjimo paskirtis", f"Už šilumą, s. f. {doc.series} {doc.number}"),
        ("Mokėtina suma, EUR", a(to_pay)),
    ]
    slip = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in slip_rows)
    seller_html = party_block("Tiekėjas", seller, layout, iban=True)
    buyer_html = party_block(
        "Vartotojas",
        buyer,
        layout,
        extra=[("Objektas", premises)],
    )
    parts = [readings_html, charges_html] if readings_first else [charges_html, readings_html]
    body = f"""<div class="hdr"><div class="logo">{escape(seller.name)}</div>
<div class="small muted">Klientų aptarnavimas tel. {phone(rng)}<br>
Avarinė tarnyba tel. 1{rng.randint(800, 899)}</div>
</div>
<div class="tb"><div><div class="title">PVM SĄSKAITA FAKTŪRA UŽ ŠILUMĄ</div>
<div>Serija {doc.series} Nr. {doc.number}</div></div>
<table class="kv"><tr><th>Mokėtojo kodas</th><td><b>{payer}</b></td></tr>
<tr><th>Išrašymo data</th><td>{d(doc.issued)}</td></tr>
<tr><th>Laikotarpis</th><td>{month}</td></tr>
<tr><th>Apmokėti iki</th><td>{d(doc.due)}</td></tr></table></div>
<div class="two">{seller_html}{buyer_html}</div>
{parts[0]}{parts[1]}
<table class="tot">{tot}</table>
<div class="words">Suma žodžiais: {words}</div>
<div class="small muted">Mokėdami nurodykite mokėtojo kodą. Laiku nesumokėjus skaičiuojami 0,02 % delspinigiai
už kiekvieną pavėluotą dieną.</div>
<div class="cut">✂ - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -</div>
<div class="slip"><div class="st">MOKĖJIMO PRANEŠIMAS</div><table class="sl">{slip}</table></div>"""
    css = f"""
.hdr{{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid {color};
padding-bottom:5px}} .logo{{font-size:{size + 7}pt;font-weight:bold;color:{color}}}
.tb{{display:flex;justify-content:space-between;align-items:flex-start;margin-top:10px}}
.title{{font-size:{size + 3}pt;font-weight:bold}}
table.kv{{border-collapse:collapse}} table.kv th{{text-align:left;font-weight:normal;color:#555;
padding:1px 10px 1px 0}}
.two{{display:flex;gap:22px;margin-top:10px}} .two .party{{flex:1}}
.sec{{font-weight:bold;margin:12px 0 3px;color:{color}}}
table.rd,table.ch{{width:100%;border-collapse:collapse}}
table.rd th,table.ch th{{background:#eee;border:1px solid #aaa;padding:3px;font-size:{size - 0.5}pt}}
table.rd td,table.ch td{{border:1px solid #bbb;padding:2px 4px}}
table.tot{{margin:8px 0 0 auto;border-collapse:collapse;min-width:42%}} table.tot td{{padding:2px 6px}}
table.tot tr.b td{{font-weight:bold;border-top:1px solid #000}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000;font-size:{size + 1}pt}}
.words{{margin:8px 0 4px}} .cut{{margin-top:24px;color:#888;white-space:nowrap;overflow:hidden}}
.slip{{border:1px solid #444;padding:6px 10px;margin-top:6px}} .st{{font-weight:bold;margin-bottom:4px}}
table.sl{{border-collapse:collapse}} table.sl th{{text-align:left;font-weight:normal;color:#444;
padding:1px 14px 1px 0}}
"""
    html = page(css, body, font=font, size=size, color=color)
    fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "subtotal")
    fields += ("price",) if price_column else ()
    return Printed(html, doc.truth(fields))
