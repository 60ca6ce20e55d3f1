"""A Lithuanian furniture maker's (UAB or MB) "PVM sąskaita faktūra" for furniture made to order, as a
small accounting program prints it: the order's pieces (a kitchen, a wardrobe, a worktop by the metre),
the installation and the delivery as lines, on some seeds a negative "Nuolaida" line, the totals with
"PVM 21 %" and "Suma su PVM", and below them the prepayment the customer already paid deducted
("Sumokėtas avansas (2026-05-12 mokėjimas)") and what is left to pay ("Mokėtina suma" or "Liko mokėti");
on some seeds the total in words and the order number.

Truth: the invoice's total with VAT ("Suma su PVM"), not the remainder due; the prepayment and the
remainder are only printed. A discount line is a line item of quantity 1 and a negative price."""

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
from tests.eval.printed.templates.lt_round4_common import person, rename, vat_payer
from tests.eval.printed.templates.lt_round8_common import page, party_block

NAMES = ["Baldų dirbtuvė", "Medžio forma", "Virtuvės meistrai", "Baldų linija", "Spintų namai", "Drožlė"]
# (name, unit, net price range, whole quantities up to)
FURNITURE = [
    ("Virtuvės baldų komplektas pagal individualų projektą (korpusai LMDP, fasadai MDF dažyti)", "kompl.",
     (1800, 6500), 1),
    ("Spinta su stumdomomis durimis 2400×600×2600 mm, veidrodiniai užpildai", "vnt.", (650, 1900), 2),
    ("Prieškambario baldų komplektas pagal užsakymą", "kompl.", (700, 2400), 1),
    ("Vonios spintelė po praustuvu, drėgmei atspari LMDP", "vnt.", (180, 520), 2),
    ("Drabužinės sistema (lentynos, stalčiai, pakabos)", "kompl.", (900, 3200), 1),
    ("Lova su pakeliamu pagrindu ir patalynės dėže, ąžuolo lukštas", "vnt.", (540, 1400), 1),
    ("Knygų lentyna, masyvo ąžuolas, 1800×350×2200 mm", "vnt.", (380, 1100), 3),
    ("Darbo stalas su stalčių bloku", "vnt.", (260, 780), 4),
    ("TV baldas pakabinamas, matinis baltas", "vnt.", (220, 690), 2),
]  # fmt: skip
WORKTOP = ("Stalviršis, kompaktinis laminatas 12 mm", "m", (110, 260))
INSTALL = [
    ("Baldų surinkimas ir montavimas objekte", "val.", (24, 38)),
    ("Baldų montavimo darbai", "paslauga", (120, 650)),
]
APPLIANCES = ("Buitinės technikos įmontavimas", "vnt.", (25, 60))
DELIVERY = [
    ("Baldų pristatymas ir užnešimas", "paslauga", (40, 150)),
    ("Transporto paslaugos (pristatymas)", "paslauga", (30, 120)),
]
COLORS = ["#5a3e1b", "#2f4f4f", "#333333", "#1f4e79"]


def _price(rng: random.Random, low: float, high: float) -> Decimal:
    return money(Decimal(str(rng.uniform(low, high))))


def _lines(rng: random.Random) -> list[Item]:
    out: list[Item] = []
    for name, unit, (low, high), most in rng.sample(FURNITURE, rng.randint(1, 4)):
        out.append(Item(name, unit, Decimal(rng.randint(1, most)), _price(rng, low, high), Decimal(21)))
    if rng.random() < 0.35:
        name, unit, (low, high) = WORKTOP
        out.append(Item(name, unit, Decimal(rng.randint(4, 16)) / 2, _price(rng, low, high), Decimal(21)))
    if rng.random() < 0.8:
        name, unit, (low, high) = rng.choice(INSTALL)
        qty = Decimal(rng.randint(4, 24)) if unit == "val." else Decimal(1)
        out.append(Item(name, unit, qty, _price(rng, low, high), Decimal(21)))
    if rng.random() < 0.25:
        name, unit, (low, high) = APPLIANCES
        out.append(Item(name, unit, Decimal(rng.randint(1, 4)), _price(rng, low, high), Decimal(21)))
    if rng.random() < 0.75:
        name, unit, (low, high) = rng.choice(DELIVERY)
        out.append(Item(name, unit, Decimal(1), _price(rng, low, high), Decimal(21)))
    return out


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 13 + 1201)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    seller.name = f"{rng.choice(['UAB', 'UAB', 'MB'])} „x“"  # a maker is a company: rename keeps the form
    rename(seller, rng, NAMES)
    doc.series = rng.choice(["BD", "MF", "SF", "PVM"])
    doc.number = str(rng.randint(1, 9999)).zfill(rng.choice([3, 4, 5]))
    doc.due = doc.issued + timedelta(days=rng.choice([3, 5, 7, 14]))
    doc.items = _lines(rng)
    if rng.random() < 0.35:
        # the shop's order discount, as a negative line the program adds under the pieces
        pct = rng.choice([3, 5, 7, 10])
        base = sum((i.subtotal for i in doc.items), Decimal(0))
        doc.items.append(Item(f"Nuolaida {pct} %", "vnt.", Decimal(1), -money(base * pct / 100), Decimal(21)))

    gross = doc.gross
    share = rng.randint(20, 70)
    paid = money(gross * share / 100)
    if rng.random() < 0.5:  # customers often pay a round sum
        paid = Decimal(int(paid / 10) * 10) or paid
    paid_on = doc.issued - timedelta(days=rng.randint(12, 75))
    left = gross - paid

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5, 10])
    color = rng.choice(COLORS)
    layout = rng.choice(["beside", "above", "box"])
    vat_column = rng.random() < 0.4
    words = rng.random() < 0.6
    left_label = rng.choice(["Mokėtina suma", "Liko mokėti", "Liko mokėti, EUR"])
    order = f"Užsakymas Nr. {rng.randint(100, 999)}/{doc.issued.year % 100}" if rng.random() < 0.6 else ""
    writer = person(rng)

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    head = ["Nr.", "Pavadinimas", "Mato vnt.", "Kiekis", "Kaina be PVM"]
    head += ["PVM %"] if vat_column else []
    head.append("Suma be PVM")
    rows = []
    for n, item in enumerate(doc.items, 1):
        cells = [
            f"<td class=c>{n}</td>",
            f"<td>{escape(item.name)}</td>",
            f"<td class=c>{item.unit}</td>",
            f"<td class=r>{quantity(item.quantity, style)}</td>",
            f"<td class=r>{a(item.price)}</td>",
        ]
        cells += ["<td class=c>21</td>"] if vat_column else []
        cells.append(f"<td class=r>{a(item.subtotal)}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    totals = (
        f'<table class="tot"><tr><td>Suma be PVM</td><td class=r>{a(doc.net)}</td></tr>'
        f"<tr><td>PVM 21 %</td><td class=r>{a(doc.vat)}</td></tr>"
        f'<tr class="g"><td>Suma su PVM</td><td class=r>{a(gross)}</td></tr>'
        f"<tr><td>Sumokėtas avansas ({d(paid_on)} mokėjimas)</td><td class=r>-{a(paid)}</td></tr>"
        f'<tr class="g"><td>{left_label}</td><td class=r>{a(left)}</td></tr></table>'
    )
    words_html = f'<div class="words">Suma žodžiais: {eur_words(gross)}</div>' if words else ""
    seller_html = party_block("Pardavėjas", seller, layout, iban=True)
    buyer_html = party_block("Pirkėjas", buyer, layout)
    body = f"""<div class="hdr"><div class="logo">{escape(seller.name)}</div>
<div class="small muted">Baldų gamyba pagal individualius užsakymus</div></div>
<div class="title">PVM SĄSKAITA FAKTŪRA</div>
<div class="num">Serija {doc.series} Nr. {doc.number}</div>
<div class="dates">Data: {d(doc.issued)}</div>
<div class="two">{seller_html}{buyer_html}</div>
<div class="small" style="margin:8px 0 4px">{order}</div>
{table}{totals}{words_html}
<div class="pay">Apmokėti iki: <b>{d(doc.due)}</b>. Mokėjimo paskirtyje nurodykite sąskaitos numerį.</div>
<div class="sign"><div>Sąskaitą išrašė:<div class="line">{writer}</div></div>
<div>Sąskaitą gavo:<div class="line">(vardas, pavardė, parašas)</div></div></div>"""
    css = f"""
.hdr{{display:flex;justify-content:space-between;align-items:baseline;border-bottom:2px solid {color};
padding-bottom:3px}} .logo{{font-size:{size + 5}pt;font-weight:bold;color:{color}}}
.title{{text-align:center;font-size:{size + 4}pt;font-weight:bold;margin-top:12px}}
.num,.dates{{text-align:center}} .num{{font-weight:bold}}
.two{{display:flex;gap:24px;margin-top:12px}} .two .party{{flex:1}}
table.items{{width:100%;border-collapse:collapse}}
table.items th{{border:1px solid #555;background:#eee;padding:3px;font-size:{size - 0.5}pt}}
table.items td{{border:1px solid #999;padding:2px 4px;vertical-align:top}}
table.tot{{margin:6px 0 0 auto;border-collapse:collapse;min-width:40%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1px solid #000}}
.words{{margin-top:8px}} .pay{{margin-top:8px}}
.sign{{display:flex;gap:60px;margin-top:34px}} .sign>div{{flex:1}}
.sign .line{{border-top:1px solid #000;margin-top:26px;padding-top:2px;font-size:{size - 1}pt}}
"""
    html = page(css, body, font=font, size=size, color=color)
    fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
    fields += ("vat_percent",) if vat_column else ()
    return Printed(html, doc.truth(fields))
