"""A Lithuanian catering company's or event venue's "PVM sąskaita faktūra" for a banquet, a conference
or a company party: the menu per person ("Banketo meniu „…“", asm.), drinks, the hall's rent, the
service staff's hours, decoration; on some seeds a discount as a line of its own with a negative amount;
the event's date ("Renginio data") apart from the invoice's date and the order or contract number apart
from the invoice's number. Most seeds are all at 21 %; a venue that is also a hotel adds its guests'
accommodation at 12 %, and then the page prints a VAT table per rate. Variants: a VAT % column or none;
parties side by side (labels beside, above, boxed); the event's details as a box or a sentence; the
totals with or without the breakdown table on single-rate seeds.

Truth: every line in page order (name, unit where printed, quantity, net price, net amount, VAT % where the
column exists); the discount line has no unit."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import person, phone, rename, vat_payer
from tests.eval.printed.templates.lt_round8_common import page, party_block

NAMES = ["Puota", "Skonių dvaras", "Vakarienė", "Pokylių salė", "Dvaro virtuvė", "Šventės ritmu"]
COLORS = ["#7a1f3d", "#2d5f2e", "#8a5a00", "#1f3f7a"]
MENUS = ["Banketo meniu", "Furšeto meniu", "Kavos pertraukos meniu", "Pietų meniu", "Vakarienės meniu"]
MENU_NAMES = ["Klasikinis", "Sezoninis", "Premium", "Lietuviškas", "Verslo"]
EVENTS = ["Įmonės metinis vakarėlis", "Konferencija", "Komandos formavimo renginys", "Mokymai", "Jubiliejus"]
DRINKS = [
    ("Gaivieji gėrimai ir vanduo", "asm.", (2.5, 6)),
    ("Vynas baltas, 0,75 l", "but.", (14, 32)),
    ("Vynas raudonas, 0,75 l", "but.", (14, 32)),
    ("Putojantis vynas sutikimui", "taurė", (3.5, 7)),
    ("Kava ir arbata", "asm.", (1.8, 4)),
]
SERVICES = [
    ("Salės nuoma", "val.", (40, 180)),
    ("Padavėjų paslaugos", "val.", (12, 20)),
    ("Stalų dekoravimas ir serviravimas", "paslauga", (60, 250)),
    ("Įgarsinimo ir projektoriaus nuoma", "kompl.", (50, 160)),
    ("Gėrimų kamštinė", "but.", (5, 12)),
]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 17 + 921)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    rename(seller, rng, NAMES)
    doc.series = rng.choice(["RN", "BAN", "PS", "KT"])
    doc.number = str(rng.randint(1, 99999)).zfill(rng.choice([5, 6]))
    # the invoice follows the event by a few days
    event = doc.issued - timedelta(days=rng.randint(1, 12))
    doc.due = doc.issued + timedelta(days=rng.choice([7, 14, 30]))
    guests = rng.randint(12, 140)
    r21 = Decimal(21)

    menu = Item(
        f"{rng.choice(MENUS)} „{rng.choice(MENU_NAMES)}“",
        "asm.",
        Decimal(guests),
        money(Decimal(str(rng.uniform(18, 65)))),
        r21,
    )
    lines = [menu]
    for name, unit, (lo, hi) in rng.sample(DRINKS, rng.randint(1, 3)):
        qty = Decimal(guests) if unit == "asm." else Decimal(rng.randint(4, max(5, guests // 3)))
        lines.append(Item(name, unit, qty, money(Decimal(str(rng.uniform(lo, hi)))), r21))
    for name, unit, (lo, hi) in rng.sample(SERVICES, rng.randint(1, 3)):
        qty = Decimal(rng.randint(3, 8) if unit == "val." else rng.randint(3, 20) if unit == "but." else 1)
        if name == "Padavėjų paslaugos":
            qty = Decimal(rng.randint(2, 6) * rng.randint(4, 8))
        lines.append(Item(name, unit, qty, money(Decimal(str(rng.uniform(lo, hi)))), r21))
    if rng.random() < 0.4:
        pct = rng.choice([5, 10, 15])
        cut = money(menu.subtotal * pct / 100)
        lines.append(Item(f"Nuolaida meniu {pct} %", "", Decimal(1), -cut, r21))
    if rng.random() < 0.3:
        rooms = Decimal(rng.randint(2, 15))
        lines.append(
            Item(
                "Apgyvendinimas (dviviečiai kambariai)",
                "naktis",
                rooms,
                money(Decimal(rng.randint(55, 110))),
                Decimal(12),
            )
        )
    doc.items = lines
    rates = doc.rates()

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-dots", "lt-long"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    color = rng.choice(COLORS)
    layout = rng.choice(["beside", "above", "box"])
    vat_column = rng.random() < 0.5 or len(rates) > 1
    unit_column = rng.random() < 0.75
    breakdown = len(rates) > 1 or rng.random() < 0.5
    event_box = rng.random() < 0.5
    order = rng.choice(
        [
            f"Užsakymo Nr. U-{doc.issued.year}-{rng.randint(1, 400):03d}",
            f"Sutarties Nr. R-{rng.randint(10, 999)}",
        ]
    )
    occasion = rng.choice(EVENTS)
    writer = person(rng)
    role = "renginių vadybininkė" if writer.endswith("ė") else "renginių vadybininkas"

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    head = ["Nr.", "Pavadinimas"]
    head += ["Mato vnt."] if unit_column else []
    head += ["Kiekis", "Kaina be PVM"]
    head += ["PVM, %"] if vat_column else []
    head += ["Suma be PVM"]
    rows = []
    for n, item in enumerate(doc.items, 1):
        cells = [f"<td class=c>{n}</td>", f"<td>{escape(item.name)}</td>"]
        cells += [f"<td class=c>{item.unit}</td>"] if unit_column else []
        cells += [f"<td class=r>{quantity(item.quantity, style)}</td>", f"<td class=r>{a(item.price)}</td>"]
        cells += [f"<td class=c>{rate(item.vat_percent)}</td>"] if vat_column else []
        cells.append(f"<td class=r>{a(item.subtotal)}</td>")
        rows.append("<tr" + (' class="disc"' if item.price < 0 else "") + ">" + "".join(cells) + "</tr>")
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    if breakdown:
        vt = "".join(
            f"<tr><td>{rate(r)} %</td><td class=r>{a(base)}</td><td class=r>{a(tax)}</td>"
            f"<td class=r>{a(base + tax)}</td></tr>"
            for r, (base, tax) in rates.items()
        )
        vat_table = (
            '<table class="vt"><tr><th>PVM tarifas</th><th>Apmokestinama vertė</th><th>PVM suma</th>'
            f"<th>Suma su PVM</th></tr>{vt}</table>"
        )
    else:
        vat_table = ""
    tot = f"<tr><td>Iš viso be PVM</td><td class=r>{a(doc.net)}</td></tr>"
    if len(rates) == 1:
        tot += f"<tr><td>PVM {rate(next(iter(rates)))} %</td><td class=r>{a(doc.vat)}</td></tr>"
    else:
        tot += f"<tr><td>PVM iš viso</td><td class=r>{a(doc.vat)}</td></tr>"
    tot += f'<tr class="g"><td>Mokėti iš viso, EUR</td><td class=r>{a(doc.gross)}</td></tr>'
    if event_box:
        event_html = (
            f'<table class="ev"><tr><th>Renginys</th><td>{occasion}</td><th>Renginio data</th>'
            f"<td>{d(event)}</td></tr><tr><th>Svečių skaičius</th><td>{guests} asm.</td>"
            f"<th>Pagrindas</th><td>{order}</td></tr></table>"
        )
    else:
        event_html = (
            f'<p class="small">Renginio data: {d(event)} ({occasion.lower()}, {guests} asm.). {order}.</p>'
        )
    seller_html = party_block("Paslaugų teikėjas", seller, layout, iban=True)
    buyer_html = party_block("Užsakovas", buyer, layout)
    body = f"""<div class="hdr"><div><div class="logo">{escape(seller.name)}</div>
<div class="small muted">Renginių maitinimas ir pokylių salės · tel. {phone(rng)}</div></div>
<div class="doc"><div class="title">PVM SĄSKAITA FAKTŪRA</div>
<div>Serija {doc.series} Nr. {doc.number}</div><div>Data: {d(doc.issued)}</div>
<div>Apmokėti iki: {d(doc.due)}</div></div></div>
<div class="two">{seller_html}{buyer_html}</div>
{event_html}
{table}
<div class="totals">{vat_table}<table class="tot">{tot}</table></div>
<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>
<div class="small muted">Dėkojame, kad šventę praleidote su mumis!</div>
<div class="sign"><div>Sąskaitą išrašė:<div class="line">{writer}, {role}</div></div>
<div>Sąskaitą gavo:<div class="line">(vardas, pavardė, parašas)</div></div></div>"""
    css = f"""
.hdr{{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:1px solid {color};
padding-bottom:6px}} .logo{{font-size:{size + 7}pt;font-weight:bold;color:{color};font-style:italic}}
.doc{{text-align:right}} .title{{font-size:{size + 4}pt;font-weight:bold}}
.two{{display:flex;gap:22px;margin-top:12px}} .two .party{{flex:1}}
table.ev{{border-collapse:collapse;margin:10px 0 6px;width:100%}}
table.ev th{{text-align:left;font-weight:normal;color:#555;padding:2px 6px;background:#f5f0ea}}
table.ev td{{padding:2px 6px}}
table.items{{width:100%;border-collapse:collapse;margin-top:6px}}
table.items th{{background:{color};color:#fff;padding:4px 3px;font-size:{size - 0.5}pt;text-align:center}}
table.items td{{border-bottom:1px solid #ccc;padding:3px;vertical-align:top}}
table.items tr.disc td{{color:#a00}}
.totals{{display:flex;justify-content:space-between;align-items:flex-start;gap:16px;margin-top:8px}}
table.vt{{border-collapse:collapse}} table.vt th,table.vt td{{border:1px solid #999;padding:2px 5px}}
table.vt th{{font-weight:normal;font-size:{size - 1}pt}}
table.tot{{margin-left:auto;border-collapse:collapse;min-width:36%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000}}
.words{{margin-top:10px}} .sign{{display:flex;gap:60px;margin-top:34px}} .sign>div{{flex:1}}
.sign .line{{border-top:1px solid #000;margin-top:26px;padding-top:2px;font-size:{size - 1}pt}}
"""
    html = page(css, body, font=font, size=size, color=color)
    fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "price", "subtotal")
    fields += ("unit",) if unit_column else ()
    fields += ("vat_percent",) if vat_column else ()
    truth = doc.truth(fields)
    lines_truth = truth["line_items"]
    assert isinstance(lines_truth, list)
    for line in lines_truth:
        # the discount's unit cell is blank
        if line.get("unit") == "":
            del line["unit"]
    return Printed(html, truth)
