"""A Lithuanian construction-equipment rental company's "PVM sąskaita faktūra" for machines hired out to a
builder: each line a machine (often with its inventory or serial number) and its rental period
("2026-03-02–2026-03-09"), the days as the quantity ("d." or "parų"), the daily rate and the amount; on
some seeds a transport line (delivery and pick-up, by the trip or the kilometre) and a consumables line.
The rental contract's number ("Nuomos sutartis Nr. NS-2026/045") is printed near the heading and is not
the invoice's number; on some seeds a remark on the deposit ("Užstatas … EUR grąžinamas grąžinus
techniką") that is neither a line nor part of any sum. Totals "Suma be PVM", "PVM 21 %", "Suma su PVM",
the due date "Apmokėti iki". Variants: the period in its own column or under the machine's name, the
unit "d." or "parų", parties side by side or the buyer in an address box, the letterhead in a coloured
band or plain, the deposit remark or none.

Truth: the lines in page order (name, unit, quantity, daily rate, net amount); the deposit and the
contract number are left out, as they are no part of the invoice's sums or identity."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty, Item, draw
from tests.eval.printed.fmt import amount, day
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import person, phone, rename, vat_payer
from tests.eval.printed.templates.lt_round5_common import two_lines
from tests.eval.printed.templates.lt_round8_common import page

NAMES = ["Technikos nuoma", "Statybų technika", "Rentas", "Kranų centras", "Mašinų parkas", "Nuomos bazė"]
# (machine, daily rate range)
MACHINES: list[tuple[str, tuple[float, float]]] = [
    ("Mini ekskavatorius JCB 8026 CTS", (95, 150)),
    ("Mini ekskavatorius Kubota U27-4", (90, 140)),
    ("Ratinis ekskavatorius Volvo EW160E", (220, 320)),
    ("Mini krautuvas Bobcat S450", (85, 130)),
    ("Teleskopinis krautuvas Manitou MT 1440", (160, 240)),
    ("Savaeigis žirklinis keltuvas Genie GS-1932", (45, 80)),
    ("Strėlinis keltuvas JLG 450AJ", (140, 210)),
    ("Vibroplokštė Wacker Neuson DPU 6555", (35, 60)),
    ("Vibroplūktuvas Bomag BT 65", (25, 45)),
    ("Betono maišyklė 350 l", (12, 25)),
    ("Generatorius Atlas Copco QAS 30", (55, 90)),
    ("Kompresorius Kaeser M50", (60, 95)),
    ("Fasadiniai pastoliai, 100 m²", (18, 35)),
    ("Statybinis konteineris-buitinė 6 m", (8, 16)),
    ("Betono pjovimo mašina Husqvarna FS 400", (45, 75)),
    ("Šildytuvas dyzelinis Master B 150", (20, 40)),
]
EXTRAS = [
    ("Technikos transportavimas (atvežimas ir išvežimas)", "kart.", (60, 180)),
    ("Transportavimas žemosios platformos vilkiku", "km", (1.2, 2.2)),
    ("Dyzelinas (papildymas grąžinant)", "l", (1.4, 1.8)),
    ("Technikos valymas po nuomos", "vnt.", (30, 70)),
]
COLORS = ["#e0a100", "#d35400", "#2c6e49", "#1b4f72", "#444444"]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 17 + 3)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    rename(seller, rng, NAMES)
    doc.series = rng.choice(["TN", "NM", "SNT", "RNT"])
    doc.number = str(rng.randint(1, 99999)).zfill(rng.choice([5, 6]))
    doc.due = doc.issued + timedelta(days=rng.choice([7, 14, 30]))
    unit = rng.choice(["d.", "parų"])

    periods: list[tuple[date, date]] = []
    items: list[Item] = []
    for machine, (lo, hi) in rng.sample(MACHINES, rng.randint(1, 5)):
        days = rng.randint(1, 21)
        end = doc.issued - timedelta(days=rng.randint(0, 6))
        start = end - timedelta(days=days - 1)  # both the day it leaves and the day it returns are paid
        serial = f"Inv. Nr. {rng.randint(100, 999)}" if rng.random() < 0.5 else ""
        name = f"{machine}, {serial}" if serial else machine
        items.append(Item(name, unit, Decimal(days), money(Decimal(str(rng.uniform(lo, hi)))), Decimal(21)))
        periods.append((start, end))
    extras: list[Item] = []
    if rng.random() < 0.6:
        for name, extra_unit, (lo, hi) in rng.sample(EXTRAS, rng.randint(1, 2)):
            count = {"kart.": rng.randint(1, 2), "km": rng.randint(20, 160), "l": rng.randint(10, 80)}
            qty = Decimal(count.get(extra_unit, 1))
            extras.append(Item(name, extra_unit, qty, money(Decimal(str(rng.uniform(lo, hi)))), Decimal(21)))
    doc.items = items + extras

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    color = rng.choice(COLORS)
    band = rng.random() < 0.5
    period_column = rng.random() < 0.5
    beside = rng.random() < 0.5
    deposit = money(Decimal(rng.choice([200, 300, 500, 800, 1000]))) if rng.random() < 0.5 else None
    year = doc.issued.year
    contract = f"{rng.choice(['NS', 'NT', 'S'])}-{year}/{rng.randint(1, 400):03d}"
    signed = doc.issued - timedelta(days=rng.randint(20, 400))

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    street, place = two_lines(seller.address)
    head_cls = "band" if band else "plain"
    letter = (
        f'<div class="lh {head_cls}"><div><div class="cn">{escape(seller.name)}</div>'
        '<div class="tag">Statybinės technikos ir įrangos nuoma</div></div>'
        f'<div class="ct">{escape(street)}<br>{escape(place)}<br>tel. {phone(rng)}</div></div>'
    )

    def side(title: str, p: AnyParty, own: bool) -> str:
        lines = [f'<div class="pl">{title}</div><div class="pn">{escape(p.name)}</div>']
        lines.append(f"<div>Įm. kodas {p.code}</div>")
        if p.vat_code:
            lines.append(f"<div>PVM kodas {p.vat_code}</div>")
        lines.append(f"<div>{escape(p.address)}</div>")
        if own:
            lines.append(f"<div>{p.bank}</div><div>IBAN {p.iban}</div>")
        return f'<div class="party{"" if beside else " box"}">{"".join(lines)}</div>'

    parties = f'<div class="two">{side("Nuomotojas", seller, True)}{side("Nuomininkas", buyer, False)}</div>'
    head = ["Nr.", "Technika / paslauga"]
    head += ["Nuomos laikotarpis"] if period_column else []
    rate_label = rng.choice(["Kaina už vnt., EUR", "Paros kaina, EUR", "Įkainis, EUR"])
    head += ["Kiekis", "Mato vnt.", rate_label, "Suma, EUR"]
    rows = []
    for n, item in enumerate(doc.items, 1):
        # the machines come first, each with its period; transport and extras have none
        period = f"{d(periods[n - 1][0])}–{d(periods[n - 1][1])}" if n <= len(periods) else ""
        name = escape(item.name)
        if not period_column and period:
            name += f'<div class="per">Nuomos laikotarpis: {period}</div>'
        cells = [f"<td class=c>{n}</td>", f"<td>{name}</td>"]
        cells += [f"<td class='c nw'>{period}</td>"] if period_column else []
        cells += [
            f"<td class=r>{item.quantity}</td>",
            f"<td class=c>{item.unit}</td>",
            f"<td class=r>{a(item.price)}</td>",
            f"<td class=r>{a(item.subtotal)}</td>",
        ]
        rows.append("<tr>" + "".join(cells) + "</tr>")
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th{' class=r' if 'EUR' in h or h == 'Kiekis' else ''}>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    totals = (
        f'<table class="tot"><tr><td>Suma be PVM</td><td class=r>{a(doc.net)}</td></tr>'
        f"<tr><td>PVM 21 %</td><td class=r>{a(doc.vat)}</td></tr>"
        f'<tr class="g"><td>Suma su PVM, EUR</td><td class=r>{a(doc.gross)}</td></tr></table>'
    )
    notes = []
    if deposit is not None:
        # the deposit was taken at hand-over and is settled apart from this invoice
        notes.append(
            f"Užstatas {a(deposit)} EUR, sumokėtas pagal nuomos sutartį, grąžinamas grąžinus techniką "
            "tvarkingą ir švarią; į šios sąskaitos sumą neįskaičiuotas."
        )
    notes.append("Mokėjimo paskirtyje nurodykite sąskaitos numerį.")
    writer = person(rng)
    body = f"""{letter}
<div class="title">PVM SĄSKAITA FAKTŪRA</div>
<div class="meta"><div>Serija <b>{doc.series}</b> Nr. <b>{doc.number}</b></div>
<div>Data: {d(doc.issued)}</div><div>Apmokėti iki: <b>{d(doc.due)}</b></div></div>
<div class="ctr">Nuomos sutartis Nr. {contract}, {d(signed)}</div>
{parties}
{table}
{totals}
<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>
<div class="notes">{"".join(f"<div>{n}</div>" for n in notes)}</div>
<div class="sign"><div>Sąskaitą išrašė<div class="line">{writer}</div></div>
<div>Sąskaitą gavo<div class="line">&nbsp;</div></div></div>"""
    css = f"""
.lh{{display:flex;justify-content:space-between;align-items:center;padding:8px 10px}}
.lh.band{{background:{color};color:#fff}} .lh.plain{{border-bottom:3px solid {color}}}
.cn{{font-size:{size + 7}pt;font-weight:bold}} .tag{{font-size:{size - 0.5}pt}}
.ct{{text-align:right;font-size:{size - 0.5}pt}}
.title{{font-size:{size + 5}pt;font-weight:bold;margin-top:14px}}
.meta{{display:flex;gap:28px;margin-top:3px}} .ctr{{margin:4px 0 12px;color:#333}}
.two{{display:flex;gap:20px;margin-bottom:12px}} .two .party{{flex:1;line-height:1.4}}
.party.box{{border:1px solid #999;padding:5px 8px}}
.pl{{font-size:{size - 1}pt;text-transform:uppercase;color:#666}} .pn{{font-weight:bold}}
table.items{{width:100%;border-collapse:collapse}}
table.items th{{border-bottom:2px solid {color};text-align:left;padding:3px;font-size:{size - 0.5}pt}}
table.items td{{border-bottom:1px solid #ddd;padding:3px;vertical-align:top}} td.nw{{white-space:nowrap}}
.per{{color:#555;font-size:{size - 1}pt}}
table.tot{{margin:8px 0 0 auto;border-collapse:collapse;min-width:36%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000}}
.words{{margin-top:10px}} .notes{{margin-top:10px;font-size:{size - 0.5}pt;color:#333}}
.sign{{display:flex;gap:60px;margin-top:34px}} .sign>div{{flex:1}}
.sign .line{{border-top:1px solid #000;margin-top:26px;padding-top:2px;font-size:{size - 1}pt}}
"""
    html = page(css, body, font=font, size=size, color=color)
    truth = doc.truth(("prekes_pavadinimas", "unit", "quantity", "price", "subtotal"))
    return Printed(html, truth)
