"""A Lithuanian insurance company's invoice for a business customer's premium, as an insurer's policy
system prints it: "Draudimo įmokos sąskaita" or "SĄSKAITA" under the insurer's name (an "ADB", "UADB" or
"AB" with its codes), the policyholder ("Draudėjas"), the policy number, the insured object (a vehicle
with its plate, a building at an address, the staff for health insurance), the insurance period, the
instalment ("1 iš 4 įmokų") and the due date ("Įmokos mokėjimo terminas"). Premiums are exempt from VAT:
the page says "PVM neapmokestinama pagal PVM įstatymo 28 str." and prints no VAT rate. Variants: one
policy's instalment as a single line, a fleet policy with a line per vehicle, or several policies in a
table; parties beside or stacked, facts as a table or in a box.

Truth: VAT 0 and no VAT rate; lines with name and amount (quantity and unit on the table variant)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import group4, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import vat_payer
from tests.eval.printed.templates.lt_round5_common import pattern
from tests.eval.printed.templates.lt_round8_common import page, party_block

INSURERS = [
    "Gintaro draudimas",
    "Saugus rytojus",
    "Baltijos garantas",
    "Lietuvos draudimo grupė",
    "Skydo draudimas",
]
COLORS = ["#004d80", "#b3121f", "#2f6b2f", "#5b2a86", "#c05800"]
CARS = [
    "Volkswagen Passat",
    "Škoda Octavia",
    "Toyota RAV4",
    "Ford Transit",
    "Mercedes-Benz Sprinter",
    "Renault Master",
    "Volvo FH 460",
]
COVERS = {
    "car": ("Transporto priemonių valdytojų civilinės atsakomybės privalomasis draudimas", "TPVCA"),
    "kasko": ("Transporto priemonių draudimas (KASKO)", "KASKO"),
    "property": ("Juridinių asmenų turto draudimas", "TURTAS"),
    "health": ("Darbuotojų sveikatos draudimas", "SVEIKATA"),
    "liability": ("Bendrosios civilinės atsakomybės draudimas", "BCA"),
}


_PLAIN = str.maketrans("ąčęėįšųūž", "aceeisuuz")


def _plate(rng: random.Random) -> str:
    return pattern(rng, "@@@ ###")


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1), series=False)
    rng = random.Random(seed * 13 + 28)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    seller.name = f"{rng.choice(['ADB', 'UADB', 'AB'])} „{rng.choice(INSURERS)}“"
    doc.due = doc.issued + timedelta(days=rng.choice([10, 14, 15, 30]))
    doc.series = rng.choice([None, None, "DRS", "IS"])
    doc.number = pattern(rng, rng.choice(["########", "IS-#######", "2026######"]))
    variant = rng.choice(["single", "fleet", "table"])
    parts = rng.choice([1, 2, 4, 4, 12])
    part = rng.randint(1, parts)
    start = doc.issued - timedelta(days=rng.randint(0, 40) + (part - 1) * (365 // parts))
    end = date(start.year + 1, start.month, min(start.day, 28)) - timedelta(days=1)
    policy = pattern(rng, rng.choice(["###########", "TPV-########", "@@########"]))

    items: list[Item] = []
    if variant == "single":
        kind = rng.choice(["kasko", "property", "health", "liability", "car"])
        title, _ = COVERS[kind]
        if kind in ("car", "kasko"):
            obj = f"{rng.choice(CARS)}, valst. Nr. {_plate(rng)}"
        elif kind == "property":
            street = rng.choice(["Pramonės g.", "Verslo g.", "Sandėlių g."])
            obj = f"Pastatas ir įranga, {street} {rng.randint(1, 80)}, {buyer.city}"
        elif kind == "health":
            obj = f"{rng.randint(5, 120)} darbuotojai pagal sąrašą"
        else:
            obj = "Veiklos civilinė atsakomybė"
        premium = money(Decimal(str(rng.uniform(40, 4000))))
        name = (
            f"{title}, polisas Nr. {policy}, {part} iš {parts} įmokų"
            if parts > 1
            else f"{title}, polisas Nr. {policy}"
        )
        items.append(Item(name, "vnt.", Decimal(1), premium, Decimal(0)))
        objects = [("Draudimo objektas", obj)]
    elif variant == "fleet":
        title, _ = COVERS[rng.choice(["car", "kasko"])]
        for car in [rng.choice(CARS) for _ in range(rng.randint(2, 7))]:
            items.append(
                Item(
                    f"{car}, valst. Nr. {_plate(rng)}",
                    "vnt.",
                    Decimal(1),
                    money(Decimal(str(rng.uniform(25, 600)))),
                    Decimal(0),
                )
            )
        objects = [("Draudimo rūšis", title), ("Transporto priemonių sk.", str(len(items)))]
    else:
        for kind in rng.sample(list(COVERS), rng.randint(2, 4)):
            title, _ = COVERS[kind]
            pol = pattern(rng, "@@########")
            items.append(
                Item(
                    f"{title}, polisas Nr. {pol}",
                    "įmoka",
                    Decimal(1),
                    money(Decimal(str(rng.uniform(30, 1500)))),
                    Decimal(0),
                )
            )
        objects = []
    doc.items = items

    style = rng.choice(["lt", "lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-dots", "lt-long"])
    font = rng.choice(FONTS)
    size = rng.choice([9, 9.5, 10])
    color = rng.choice(COLORS)
    layout = rng.choice(["beside", "above", "box"])
    stacked = rng.random() < 0.4
    print_vat_zero = rng.random() < 0.5
    words = rng.random() < 0.5
    iban = group4(seller.iban or "") if rng.random() < 0.5 else (seller.iban or "")
    client = pattern(rng, "K#######")

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    title = rng.choice(["DRAUDIMO ĮMOKOS SĄSKAITA", "Sąskaita draudimo įmokai apmokėti", "SĄSKAITA"])
    number = f"Serija {doc.series} Nr. {doc.number}" if doc.series else f"Nr. {doc.number}"
    facts: list[tuple[str, str]] = [("Sąskaitos data", d(doc.issued))]
    if variant != "table":
        facts.append(("Poliso Nr.", policy) if variant == "fleet" else ("Draudimo sutartis", "žr. eilutę"))
    if variant == "single":
        facts.pop()
    facts += objects
    facts.append(("Draudimo laikotarpis", f"{d(start)} – {d(end)}"))
    if parts > 1 and variant != "table":
        facts.append(("Įmoka", f"{part} iš {parts} įmokų"))
    facts += [("Kliento Nr.", client), ("Įmokos mokėjimo terminas", d(doc.due))]
    facts_html = "".join(f"<tr><th>{k}</th><td>{escape(v)}</td></tr>" for k, v in facts)

    show_qty = variant == "table"
    head = ["Nr.", "Draudimo paslauga" if variant != "fleet" else "Transporto priemonė"]
    if show_qty:
        head += ["Kiekis", "Mato vnt."]
    head.append("Įmokos suma, EUR")
    rows = []
    for n, item in enumerate(items, 1):
        cells = [f"<td>{n}</td>", f"<td>{escape(item.name)}</td>"]
        if show_qty:
            cells += [f"<td class=r>{quantity(item.quantity, style)}</td>", f"<td class=c>{item.unit}</td>"]
        cells.append(f"<td class=r>{a(item.subtotal)}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th{' class=r' if h.startswith('Įmokos') else ''}>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    tot = [("Iš viso įmokų", a(doc.net))]
    if print_vat_zero:
        tot.append(("PVM", a(doc.vat)))
    tot.append(("Mokėtina suma, EUR", a(doc.gross)))
    tot_html = "".join(
        f"<tr{' class=g' if k.startswith('Mokėtina') else ''}><td>{k}</td><td class=r>{v}</td></tr>"
        for k, v in tot
    )
    exempt = "PVM neapmokestinama pagal Lietuvos Respublikos PVM įstatymo 28 str."
    words_html = f'<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>' if words else ""
    seller_html = party_block("Draudikas", seller, layout)
    buyer_html = party_block("Draudėjas", buyer, layout)
    parties = (
        f'<div class="stackp">{seller_html}{buyer_html}</div>'
        if stacked
        else f'<div class="two">{seller_html}{buyer_html}</div>'
    )
    brand = seller.name.split("„", 1)[1].rstrip("“")
    site = f"www.{brand.split()[0].lower().translate(_PLAIN)}.lt"
    body = f"""<div class="top"><div class="logo">{escape(brand)}</div>
<div class="small muted">Klientų aptarnavimas 1{rng.randint(500, 899)} · {site}</div></div>
<h1>{title}</h1><div class="num">{number}</div>
{parties}
<table class="facts">{facts_html}</table>
{table}
<table class="tot">{tot_html}</table>
{words_html}
<div class="note">{exempt}</div>
<div class="pay"><b>Mokėjimo rekvizitai.</b> Gavėjas {escape(seller.name)},
a. s. {iban}, {escape(seller.bank or "")}.
Mokėjimo paskirtyje nurodykite {"poliso" if variant != "table" else "sąskaitos"} numerį
{policy if variant != "table" else doc.number}.
Nesumokėjus įmokos laiku, draudimo apsauga gali būti sustabdyta
Draudimo taisyklių nustatyta tvarka.</div>
<div class="small muted" style="margin-top:14px">
Sąskaita parengta elektroniniu būdu ir galioja be parašo.</div>"""
    css = f"""
.top{{display:flex;justify-content:space-between;align-items:center;
border-bottom:2px solid {color};padding-bottom:4px}}
.logo{{font-size:{size + 10}pt;font-weight:bold;color:{color};font-style:italic}}
h1{{font-size:{size + 5}pt;margin:14px 0 0}} .num{{font-weight:bold;margin-bottom:8px}}
.two{{display:flex;gap:24px}} .two .party{{flex:1}} .stackp .party{{margin-bottom:8px;width:70%}}
table.facts{{border-collapse:collapse;margin:10px 0;background:#f4f6f8;width:100%}}
table.facts th{{text-align:left;font-weight:normal;color:#444;padding:2px 8px;width:32%}}
table.facts td{{padding:2px 8px}}
table.items{{width:100%;border-collapse:collapse}}
table.items th{{border-bottom:1.5px solid {color};text-align:left;padding:3px}}
table.items td{{padding:3px;border-bottom:1px solid #ddd;vertical-align:top}}
table.tot{{margin:8px 0 0 auto;border-collapse:collapse;min-width:40%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000;font-size:{size + 1}pt}}
.words{{margin-top:6px;font-style:italic}} .note{{margin-top:8px;font-weight:bold}}
.pay{{margin-top:12px;border-left:3px solid {color};padding-left:8px}}
"""
    html = page(css, body, font=font, size=size, color=color)
    line_fields: tuple[str, ...] = ("prekes_pavadinimas", "subtotal", "total")
    line_fields += ("quantity", "unit") if show_qty else ()
    truth = doc.truth(line_fields)
    truth.pop("vat_percent", None)
    return Printed(html, truth)
