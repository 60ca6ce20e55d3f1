"""A Lithuanian scrap-metal dealer's "PVM sąskaita faktūra" for scrap it sells to a metal processor, under
the domestic reverse charge (PVMĮ 96 str.), as the small accounting programs of such yards print it: the
weighed grades as lines ("Juodųjų metalų laužas 3A", "Varis", "Aliuminis", …) in kilograms with one to
three decimals and a price per kilogram with three or four, the weighing act's number and the truck's plate,
the note "Atvirkštinis apmokestinimas PVM – PVM moka pirkėjas (PVMĮ 96 str.)", a VAT line that reads
"0,00" (or "—", where the table's "PVM suma" column prints the zeros and a
"PVM klas." column the i.SAF classifier "PVM25") and a total equal to the net.

Truth: VAT 0 with vat_percent "0" (the convention of the reverse-charge templates, e.g. eu_hr_racun);
every line in page order (name, unit, quantity, price per kg, net amount)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import person, plate, rename, vat_payer
from tests.eval.printed.templates.lt_round8_common import page, party_block

DEALERS = ["Metalo laužas", "Spalvotieji metalai", "Metalų perdirbimas", "Antrinės žaliavos", "Lauža"]
BUYERS = ["Plieno perdirbimas", "Metalų gamyba", "Baltijos metalai", "Liejykla"]
# grade, price range per kg
GRADES = [
    ("Juodųjų metalų laužas 3A", (0.19, 0.31)),
    ("Juodųjų metalų laužas 5A", (0.17, 0.27)),
    ("Juodųjų metalų laužas 12A (drožlės)", (0.08, 0.16)),
    ("Ketaus laužas 17A", (0.20, 0.30)),
    ("Varis", (6.40, 8.60)),
    ("Vario kabelis su izoliacija", (2.10, 3.80)),
    ("Žalvaris", (4.10, 5.60)),
    ("Aliuminis", (1.05, 1.75)),
    ("Aliuminio profiliai", (1.40, 1.95)),
    ("Nerūdijantis plienas", (0.75, 1.25)),
    ("Švinas", (1.30, 1.80)),
    ("Cinkas", (1.50, 2.10)),
]
COLORS = ["#333333", "#5a4632", "#1e4d6b", "#2e5e2e"]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(f"lt_scrap_metal_reverse-{seed}")
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    # the reverse charge applies only between VAT payers: the buyer names its VAT code
    if buyer.vat_code is None:
        buyer.vat_code = vat_code(rng)
    rename(seller, rng, DEALERS)
    # the buyer is a processing plant: a company, never an institution or a sole trader
    buyer.name = f"{rng.choice(['UAB', 'UAB', 'AB'])} „{rng.choice(BUYERS)}“"
    doc.series = rng.choice(["ML", "MLS", "SF", "PVM"])
    doc.number = str(rng.randint(1, 99999)).zfill(rng.choice([5, 6]))
    doc.due = doc.issued + timedelta(days=rng.choice([5, 10, 14, 30]))

    places = rng.choice([1, 2, 3])
    price_places = rng.choice([3, 4])
    lines = []
    for name, (lo, hi) in rng.sample(GRADES, rng.randint(1, 8)):
        heavy = "laužas" in name
        # ferrous grades come by the truckload off the weighbridge, which weighs to 10 kg; the rest is
        # weighed on a platform scale to the printed decimals
        kg = round(rng.uniform(800, 24000), -1) if heavy else round(rng.uniform(3, 900), places)
        qty = Decimal(str(kg)).quantize(Decimal(1).scaleb(-places))
        price = Decimal(str(round(rng.uniform(lo, hi), price_places))).quantize(
            Decimal(1).scaleb(-price_places)
        )
        lines.append(Item(name, "kg", qty, price, Decimal(0)))
    doc.items = lines

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-dots", "lt-long"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 10])
    color = rng.choice(COLORS)
    layout = rng.choice(["beside", "above", "box"])
    dash = rng.random() < 0.35
    vat_column = dash or rng.random() < 0.4

    def a(value: Decimal, digits: int = 2) -> str:
        return amount(value, style, digits)

    def d(value: date) -> str:
        return day(value, date_style)

    head = ["Nr.", "Pavadinimas", "Mato vnt.", "Kiekis", "Kaina, EUR/kg", "Suma be PVM, EUR"]
    if vat_column:
        # where the VAT line prints a dash, the rate column holds the i.SAF classifier of PVMĮ 96 str.
        head += ["PVM klas." if dash else "PVM, %", "PVM suma, EUR"]
    rows = []
    for n, item in enumerate(lines, 1):
        cells = [
            f"<td class=c>{n}</td>",
            f"<td>{escape(item.name)}</td>",
            "<td class=c>kg</td>",
            f"<td class=r>{a(item.quantity, places)}</td>",
            f"<td class=r>{a(item.price, price_places)}</td>",
            f"<td class=r>{a(item.subtotal)}</td>",
        ]
        if vat_column:
            cells += [
                "<td class=c>PVM25</td>" if dash else "<td class=c>0</td>",
                f"<td class=r>{a(Decimal(0))}</td>",
            ]
        rows.append("<tr>" + "".join(cells) + "</tr>")
    weight = sum((item.quantity for item in lines), Decimal(0))
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + f'<tr class="sum"><td></td><td>Iš viso</td><td class=c>kg</td><td class=r>{a(weight, places)}</td>'
        + f"<td></td><td class=r>{a(doc.net)}</td>"
        + ("<td></td><td class=r>" + a(Decimal(0)) + "</td>" if vat_column else "")
        + "</tr></table>"
    )
    vat_text = "—" if dash else a(doc.vat)
    totals = (
        f'<table class="tot"><tr><td>Suma be PVM</td><td class=r>{a(doc.net)}</td></tr>'
        f"<tr><td>PVM</td><td class=r>{vat_text}</td></tr>"
        f'<tr class="g"><td>Bendra suma, EUR</td><td class=r>{a(doc.gross)}</td></tr></table>'
    )
    note = "Atvirkštinis apmokestinimas PVM – PVM moka pirkėjas (PVMĮ 96 str.)"
    act = f"Svėrimo aktas Nr. {rng.randint(1000, 99999)}, {d(doc.issued)}"
    truck = f"Transporto priemonė {plate(rng)}" + (f", priekaba {plate(rng)}" if rng.random() < 0.4 else "")
    origin = rng.choice(
        [
            "Laužas surinktas iš juridinių asmenų, kilmės dokumentai saugomi pardavėjo aikštelėje.",
            "Atliekų tvarkytojo registracijos Nr. " + str(rng.randint(10000, 99999)) + ".",
            "Radiacinė kontrolė atlikta, foninė spinduliuotė neviršyta.",
        ]
    )
    writer = person(rng)
    parties = party_block("Pardavėjas", seller, layout, iban=True) + party_block("Pirkėjas", buyer, layout)
    body = f"""<div class="hdr"><div class="logo">{escape(seller.name)}</div>
<div class="small muted">Juodųjų ir spalvotųjų metalų laužo supirkimas ir prekyba</div></div>
<div class="title">PVM SĄSKAITA FAKTŪRA</div>
<div class="num">Serija {doc.series} Nr. {doc.number}</div>
<div class="dates">Išrašymo data: {d(doc.issued)} &nbsp;·&nbsp; Apmokėti iki: {d(doc.due)}</div>
<div class="two">{parties}</div>
<div class="small" style="margin:8px 0 4px">{act}. {truck}.</div>
{table}{totals}
<div class="note">{note}</div>
<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>
<div class="small muted" style="margin-top:4px">{origin}</div>
<div class="sign"><div>Sąskaitą išrašė:<div class="line">{writer}</div></div>
<div>Prekes priėmė:<div class="line">(vardas, pavardė, parašas)</div></div></div>"""
    css = f"""
.hdr{{border-bottom:2px solid {color};padding-bottom:3px}}
.logo{{font-size:{size + 6}pt;font-weight:bold;color:{color};text-transform:uppercase}}
.title{{text-align:center;font-size:{size + 4}pt;font-weight:bold;margin-top:12px}}
.num,.dates{{text-align:center}} .num{{font-weight:bold}}
.two{{display:flex;gap:22px;margin-top:12px}} .two .party{{flex:1}}
table.items{{width:100%;border-collapse:collapse}}
table.items th{{border:1px solid #555;background:#eee;padding:3px;font-size:{size - 0.5}pt}}
table.items td{{border:1px solid #999;padding:2px 4px}} table.items tr.sum td{{font-weight:bold}}
table.tot{{margin:6px 0 0 auto;border-collapse:collapse;min-width:36%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000}}
.note{{margin-top:8px;font-weight:bold;border:1px solid {color};padding:4px 8px}}
.words{{margin-top:6px}} .sign{{display:flex;gap:60px;margin-top:30px}} .sign>div{{flex:1}}
.sign .line{{border-top:1px solid #000;margin-top:26px;padding-top:2px;font-size:{size - 1}pt}}
"""
    html = page(css, body, font=font, size=size, color=color)
    fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
    fields += ("vat_percent",) if vat_column and not dash else ()
    return Printed(html, doc.truth(fields))
