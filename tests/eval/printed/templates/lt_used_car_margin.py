"""A Lithuanian used-car dealer's "SĄSKAITA FAKTŪRA" to a company buying a car under the margin scheme
(PVMĮ 106 str.): not a VAT invoice, so no VAT is shown separately and the remark "Maržos schema – naudotos
prekės" says why. One or two vehicles as lines, on some seeds an extra line (registration at "Regitra",
a set of winter tyres, a full tank) sold with the car and, kept simple, without VAT too; the sum to pay and
the sum in words. Variants: the vehicle's details (year, VIN, mileage, plate) in columns of their own or
written into one description cell; parties beside each other with labels beside, above or boxed; some
seeds print a "PVM 0,00" row in the totals, most print no VAT at all.

Truth: the lines in page order (name, VIN as the code where a VIN column exists, quantity, unit, price,
amount), VAT 0; the 0 % rate only where the page prints that VAT row; the buyer's VAT code only where
printed."""

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
from tests.eval.printed.templates.lt_round4_common import person, phone, plate, vat_payer
from tests.eval.printed.templates.lt_round8_common import page, party_block

NAMES = ["Auto Gija", "Autopasaulis", "Vairas", "Automobilių turgus", "Ratų centras", "Kelio draugas"]
COLORS = ["#b22222", "#1f4e99", "#333333", "#0a6b3d"]
# make, models, the first three characters of its VINs (world manufacturer identifier), years on offer
CARS = [
    ("Volkswagen", ["Golf 1.6 TDI", "Passat Variant 2.0 TDI", "Touran 1.4 TSI"], "WVW"),
    ("Škoda", ["Octavia Combi 1.6 TDI", "Superb 2.0 TDI", "Fabia 1.0 TSI"], "TMB"),
    ("Toyota", ["Corolla 1.8 Hybrid", "RAV4 2.5 Hybrid", "Auris 1.6"], "SB1"),
    ("BMW", ["320d Touring", "X3 xDrive20d", "520d"], "WBA"),
    ("Audi", ["A4 Avant 2.0 TDI", "A6 3.0 TDI quattro", "Q5 2.0 TFSI"], "WAU"),
    ("Volvo", ["V60 D4", "XC60 D5 AWD", "V90 B4"], "YV1"),
    ("Ford", ["Focus 1.5 EcoBlue", "Mondeo 2.0 TDCi", "Transit Custom 2.0"], "WF0"),
    ("Renault", ["Megane 1.5 dCi", "Kangoo 1.5 dCi", "Talisman 1.6"], "VF1"),
]
EXTRAS = [
    ("Transporto priemonės registracija „Regitroje“", "paslauga", (40, 90)),
    ("Žieminių padangų komplektas su ratlankiais", "kompl.", (180, 520)),
    ("Techninė apžiūra prieš pardavimą", "paslauga", (35, 60)),
    ("Kuro bakas (pilnas)", "vnt.", (60, 110)),
]
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"  # a VIN never holds I, O or Q


def vin(rng: random.Random, wmi: str, year: int) -> str:
    # the tenth character is the model year: A for 2010 onwards, skipping I, O, Q, U, Z and 0
    years = "ABCDEFGHJKLMNPRSTVWXY"
    body = "".join(rng.choice(VIN_CHARS) for _ in range(6))
    serial = "".join(rng.choice("0123456789") for _ in range(6))
    return f"{wmi}{body}{rng.choice('0123456789X')}{years[year - 2010]}{rng.choice(VIN_CHARS)}{serial}"


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 13 + 106)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    # only a VAT payer applies the margin scheme; the buyer is a company (UAB) buying a car
    vat_payer(seller, rng)
    # a car dealer is a company or a small partnership, not a public body
    seller.name = f"{rng.choice(['UAB', 'UAB', 'MB'])} „{rng.choice(NAMES)}“"
    buyer.name = "UAB " + buyer.name.split(" ", 1)[1]
    doc.series = rng.choice(["AUT", "NA", "MS", "AM"])
    doc.number = str(rng.randint(1, 9999)).zfill(rng.choice([3, 4, 5]))
    doc.due = doc.issued + timedelta(days=rng.choice([0, 3, 5, 7]))

    cars: list[tuple[Item, str, int, int, str]] = []
    for make_, models, wmi in rng.sample(CARS, rng.choice([1, 1, 1, 2])):
        year = rng.randint(2011, 2023)
        mileage = rng.randint(18, 290) * 1000 + rng.randint(0, 999)
        price = money(Decimal(rng.randint(30, 450) * 100 - rng.choice([0, 0, 10, 100])))
        item = Item(f"{make_} {rng.choice(models)}", "vnt.", Decimal(1), price, Decimal(0))
        cars.append((item, vin(rng, wmi, year), year, mileage, plate(rng)))
    extras: list[Item] = []
    if rng.random() < 0.45:
        name, unit, (lo, hi) = rng.choice(EXTRAS)
        extras.append(Item(name, unit, Decimal(1), money(Decimal(str(rng.uniform(lo, hi)))), Decimal(0)))

    columns = rng.random() < 0.5  # the vehicle's data in columns of its own, else in one description
    if not columns:
        for item, code, year, mileage, plates in cars:
            km = amount(Decimal(mileage), "lt", 0)
            item.name = (
                f"Naudotas automobilis {item.name}, {year} m., VIN {code}, rida {km} km, valst. Nr. {plates}"
            )
    else:
        for item, code, *_ in cars:
            item.code = code
    doc.items = [car[0] for car in cars] + extras

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-dots", "lt-long"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    color = rng.choice(COLORS)
    layout = rng.choice(["beside", "above", "box"])
    vat_row = rng.random() < 0.3
    buyer_vat = buyer.vat_code is not None and rng.random() < 0.7
    writer = person(rng)

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    if columns:
        head = ["Nr.", "Markė, modelis", "Pag. metai", "VIN kodas", "Rida, km", "Valst. Nr.", "Kiekis"]
        head += ["Mato vnt.", "Kaina, EUR", "Suma, EUR"]
    else:
        head = ["Eil. Nr.", "Prekės (paslaugos) pavadinimas", "Mato vnt.", "Kiekis", "Kaina, EUR"]
        head += ["Suma, EUR"]
    rows = []
    for n, item in enumerate(doc.items, 1):
        tail = (
            f"<td class=c>{item.unit}</td><td class=r>{quantity(item.quantity)}</td>"
            if not columns
            else f"<td class=r>{quantity(item.quantity)}</td><td class=c>{item.unit}</td>"
        )
        tail += f"<td class=r>{a(item.price)}</td><td class=r>{a(item.subtotal)}</td>"
        if columns:
            car = next((c for c in cars if c[0] is item), None)
            if car is None:
                cells = f"<td>{escape(item.name)}</td><td></td><td></td><td></td><td></td>"
            else:
                _, code, year, mileage, plates = car
                cells = (
                    f"<td>{escape(item.name)}</td><td class=c>{year}</td><td class=nw>{code}</td>"
                    f"<td class=r>{amount(Decimal(mileage), 'lt', 0)}</td><td class=nw>{plates}</td>"
                )
        else:
            cells = f"<td>{escape(item.name)}</td>"
        rows.append(f"<tr><td class=c>{n}</td>{cells}{tail}</tr>")
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    tot = f"<tr><td>Suma</td><td class=r>{a(doc.net)}</td></tr>"
    if vat_row:
        tot += f"<tr><td>PVM (neišskiriamas)</td><td class=r>{a(doc.vat)}</td></tr>"
    tot += f'<tr class="g"><td>Iš viso mokėti, EUR</td><td class=r>{a(doc.gross)}</td></tr>'
    remark = rng.choice(
        [
            "Maržos schema – naudotos prekės (PVMĮ 106 str.). PVM sąskaitoje neišskiriamas.",
            "Taikoma maržos apmokestinimo schema – naudotos prekės (PVMĮ 106 str.).",
            "Maržos schema – naudotos prekės (PVMĮ 106 str.). Pirkėjas PVM atskaityti negali.",
        ]
    )
    contract = f"Pirkimo–pardavimo sutartis Nr. {rng.choice(['PP', 'AS', 'S'])}-{rng.randint(10, 999)}"
    pay = rng.choice(
        [
            f"Apmokėti pavedimu į sąskaitą {seller.iban} iki {d(doc.due)}",
            f"A. s. {seller.iban}; mokėjimo terminas – {d(doc.due)}",
        ]
    )
    seller_html = party_block("Pardavėjas", seller, layout, iban=True)
    buyer_html = party_block("Pirkėjas", buyer, layout, vat=buyer_vat)
    body = f"""<div class="hdr"><div class="logo">{escape(seller.name)}</div>
<div class="small muted">Naudotų automobilių prekyba · tel. {phone(rng)}</div></div>
<div class="title">SĄSKAITA FAKTŪRA</div>
<div class="num">Serija {doc.series} Nr. {doc.number}</div>
<div class="num2">{d(doc.issued)}</div>
<div class="two">{seller_html}{buyer_html}</div>
<div class="small" style="margin:8px 0 4px">{contract}</div>
{table}<table class="tot">{tot}</table>
<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>
<div class="remark">{remark}</div>
<div class="small">{pay}</div>
<div class="sign"><div>Išrašė:<div class="line">{writer}</div></div>
<div>Automobilį ir dokumentus priėmė:
<div class="line">(pareigos, vardas, pavardė, parašas)</div></div></div>"""
    css = f"""
.hdr{{border-bottom:2px solid {color};padding-bottom:4px;display:flex;justify-content:space-between;
align-items:baseline}} .logo{{font-size:{size + 7}pt;font-weight:bold;color:{color}}}
.title{{text-align:center;font-size:{size + 5}pt;font-weight:bold;margin-top:16px;letter-spacing:1px}}
.num,.num2{{text-align:center}} .num{{font-weight:bold}}
.two{{display:flex;gap:22px;margin-top:14px}} .two .party{{flex:1}}
table.items{{width:100%;border-collapse:collapse;margin-top:4px}}
table.items th{{border:1px solid #555;background:#eee;padding:3px;font-size:{size - 1}pt}}
table.items td{{border:1px solid #999;padding:3px;vertical-align:top}} td.nw{{white-space:nowrap}}
table.tot{{margin:6px 0 0 auto;border-collapse:collapse;min-width:38%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000;font-size:{size + 1}pt}}
.words{{margin-top:8px}} .remark{{margin:10px 0 4px;padding:4px 8px;border-left:3px solid {color};
font-weight:bold}}
.sign{{display:flex;gap:60px;margin-top:36px}} .sign>div{{flex:1}}
.sign .line{{border-top:1px solid #000;margin-top:28px;padding-top:2px;font-size:{size - 1}pt}}
"""
    html = page(css, body, font=font, size=size, color=color)
    fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
    fields += ("prekes_kodas",) if columns else ()
    truth = doc.truth(fields)
    if not vat_row:
        # no VAT printed at all: the page states no rate
        truth.pop("vat_percent", None)
    if not buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
