"""A "Sąskaita faktūra" (not a VAT invoice) of a person working under an individual-activity certificate
(individualios veiklos pažyma), as a free web invoicing app or a Word/Excel invoice template prints it:
the seller is a natural person (first name and surname, no company form) with the certificate number
and sometimes the personal code, a home address and a bank account; the buyer is a company; a few
service lines without any VAT column; "PVM neskaičiuojamas" / "Nesu PVM mokėtojas(-a)" and "Iš viso
mokėti" with the amount in words.

Truth: ``seller_id`` is the personal code where the page prints one (it is the person's identifier in
the tax records), else the certificate number, the only identifier printed. No VAT is charged, so every
line is at 0 %, the net total equals the total and the VAT amount is 0; no rate is printed, so the
truth has no ``vat_percent``."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from stdnum.ee.ik import calc_check_digit
from stdnum.lt import asmens

from tests.eval.lt_data import CITIES, STREETS, Party, group4, iban, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS, eur_words

LINE_FIELDS = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal", "total")
SERVICES = [
    ("Interneto svetainės dizaino kūrimas", "val.", 0, (18, 45)),
    ("Logotipo ir firminio stiliaus kūrimas", "vnt.", 0, (120, 450)),
    ("Teksto vertimas iš anglų į lietuvių kalbą", "psl.", 0, (8, 18)),
    ("Renginio fotografavimas", "val.", 0, (35, 80)),
    ("Nuotraukų apdorojimas", "vnt.", 0, (2, 6)),
    ("Buhalterinės apskaitos tvarkymas", "mėn.", 0, (80, 280)),
    ("Konsultacijos verslo klausimais", "val.", 0, (25, 70)),
    ("Straipsnio tinklaraščiui parašymas", "vnt.", 0, (40, 120)),
    ("Socialinių tinklų paskyrų administravimas", "mėn.", 0, (150, 450)),
    ("Kompiuterių techninė priežiūra", "val.", 0, (20, 40)),
    ("Darbuotojų mokymai", "val.", 0, (40, 90)),
    ("Kelionės išlaidos (transportas)", "km", 0, (0.2, 0.35)),
    ("Leidinio maketavimas", "psl.", 0, (6, 15)),
    ("Santechnikos darbai", "val.", 0, (18, 35)),
    ("Vaizdo įrašo montavimas", "val.", 0, (25, 60)),
    ("Reklaminio teksto redagavimas", "psl.", 0, (5, 12)),
]
MEN = [
    "Tomas",
    "Mantas",
    "Lukas",
    "Paulius",
    "Darius",
    "Andrius",
    "Marius",
    "Giedrius",
    "Rokas",
    "Žygimantas",
]
WOMEN = ["Rūta", "Eglė", "Indrė", "Agnė", "Gintarė", "Lina", "Aistė", "Ieva", "Greta", "Jurgita", "Vaida"]
# surname: man's, married woman's, unmarried woman's
SURNAMES = [
    ("Kazlauskas", "Kazlauskienė", "Kazlauskaitė"),
    ("Jankauskas", "Jankauskienė", "Jankauskaitė"),
    ("Petrauskas", "Petrauskienė", "Petrauskaitė"),
    ("Stankevičius", "Stankevičienė", "Stankevičiūtė"),
    ("Vasiliauskas", "Vasiliauskienė", "Vasiliauskaitė"),
    ("Žukauskas", "Žukauskienė", "Žukauskaitė"),
    ("Butkus", "Butkienė", "Butkutė"),
    ("Urbonas", "Urbonienė", "Urbonaitė"),
    ("Šimkus", "Šimkienė", "Šimkutė"),
    ("Balčiūnas", "Balčiūnienė", "Balčiūnaitė"),
    ("Navickas", "Navickienė", "Navickaitė"),
    ("Mockus", "Mockienė", "Mockutė"),
]
ACTIVITIES = [
    "Kompiuterinio programavimo veikla (62.01)",
    "Specializuota projektavimo veikla (74.10)",
    "Fotografavimo veikla (74.20)",
    "Vertimo raštu ir žodžiu veikla (74.30)",
    "Apskaitos ir buhalterijos veikla (69.20)",
    "Konsultacinė verslo ir kito valdymo veikla (70.22)",
    "Reklamos agentūrų veikla (73.11)",
]


def personal_code(rng: random.Random, woman: bool) -> str:
    """A valid asmens kodas of someone born 1965–2002."""
    while True:
        born = date(rng.randint(1965, 2002), rng.randint(1, 12), rng.randint(1, 28))
        first = (5 if born.year >= 2000 else 3) + (1 if woman else 0)
        body = f"{first}{born:%y%m%d}{rng.randint(0, 999):03d}"
        code = body + calc_check_digit(body)
        if asmens.is_valid(code):
            return code


def unit_quantity(rng: random.Random, unit: str) -> Decimal:
    if unit == "val.":
        return Decimal(rng.randint(2, 60)) / 2
    if unit == "mėn.":
        return Decimal(1)
    if unit == "km":
        return Decimal(rng.randint(20, 420))
    if unit == "psl.":
        return Decimal(rng.randint(10, 300)) / 10
    return Decimal(rng.randint(1, 8))


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 5), catalogue=SERVICES, rates=(0,))
    rng = random.Random(seed * 7 + 11)
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None

    woman = rng.random() < 0.5
    first = rng.choice(WOMEN if woman else MEN)
    surname = rng.choice(SURNAMES)[rng.choice([1, 2]) if woman else 0]
    name = f"{first} {surname}"
    city, prefix = rng.choice(CITIES)
    street = f"{rng.choice(STREETS)} {rng.randint(1, 90)}{rng.choice(['', '', f'-{rng.randint(1, 60)}'])}"
    account, bank = iban(rng)
    certificate = str(rng.randint(100000, 1999999))
    code = personal_code(rng, woman)
    print_code = rng.random() < 0.45
    seller = Party(
        name=name,
        code=code if print_code else certificate,
        vat_code=None,
        street=street,
        city=city,
        postcode=f"LT-{prefix}{rng.randint(100, 999)}",
        iban=account,
        bank=bank,
    )
    doc.seller = seller
    doc.series = rng.choice([first[0] + surname[0], first[0] + surname[0], "IV", "SF"])
    doc.number = str(rng.randint(1, 240)).zfill(rng.choice([3, 3, 4]))
    round_prices = rng.random() < 0.6
    for item in doc.items:
        item.quantity = unit_quantity(rng, item.unit) if "Logotipo" not in item.name else Decimal(1)
        if round_prices and item.unit != "km":
            item.price = money(Decimal(round(item.price * 2)) / 2)
    for item in doc.items:
        assert item.vat_percent == 0

    layout = rng.choice(["word", "web"])
    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots", "lt-long"])
    font = rng.choice(FONTS)
    size = rng.choice([9, 9.5, 10, 10.5])
    accent = rng.choice(["#1f4e79", "#2f6f4f", "#7a2e2e", "#333", "#5a3e85"])
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.75
    show_activity = rng.random() < 0.5
    grouped = rng.random() < 0.4
    no_vat_note = rng.choice(
        [
            "PVM neskaičiuojamas.",
            f"Nesu PVM mokėtoja{'s' if not woman else ''}, PVM neskaičiuojamas.",
            "PVM neskaičiuojamas – pardavėjas nėra PVM mokėtojas.",
            "PVM neskaičiuojamas (PVM mokėtoju neįregistruota"
            + ("s" if not woman else "")
            + ", PVM įstatymo 71 str.).",
        ]
    )
    currency = rng.choice(["EUR", "€"])
    number = rng.choice(
        [
            f"Serija {doc.series} Nr. {doc.number}",
            f"{doc.series} Nr. {doc.number}",
            f"Nr. {doc.series}-{doc.number}",
        ]
    )

    seller_lines = [f"<b>{escape(name)}</b>"]
    if print_code:
        seller_lines.append(f"Asmens kodas: {code}")
    if not print_code or rng.random() < 0.6:
        seller_lines.append(
            rng.choice(["Individualios veiklos pažymos Nr.", "Individualios veiklos vykdymo pažyma Nr."])
            + f" {certificate}"
        )
    seller_lines.append(f"Adresas: {escape(seller.address)}")
    if show_activity:
        seller_lines.append(f"Veikla: {escape(rng.choice(ACTIVITIES))}")
    seller_lines.append(
        f"Tel. +370 6{rng.randint(10, 99)} {rng.randint(10000, 99999)}"
        if rng.random() < 0.6
        else f"El. paštas: {first.lower()}.{surname.lower()}@gmail.com".translate(
            str.maketrans("ąčęėįšųūž", "aceeisuuz")
        )
    )
    shown_iban = group4(account) if grouped else account
    bank_lines = [f"A. s. {shown_iban}", escape(bank)]
    buyer_lines = [f"<b>{escape(buyer.name)}</b>", f"Įmonės kodas: {buyer.code}"]
    if show_buyer_vat:
        buyer_lines.append(f"PVM mokėtojo kodas: {buyer.vat_code}")
    buyer_lines.append(f"Adresas: {escape(buyer.address)}")

    qty_head = rng.choice(["Kiekis", "Kiek."])
    rows = "".join(
        f"<tr><td class=c>{i}</td><td>{escape(item.name)}</td><td class=c>{item.unit}</td>"
        f"<td class=r>{quantity(item.quantity, style)}</td><td class=r>{amount(item.price, style)}</td>"
        f"<td class=r>{amount(item.subtotal, style)}</td></tr>"
        for i, item in enumerate(doc.items, 1)
    )
    head = (
        f"<tr><th>Nr.</th><th>Paslaugos pavadinimas</th><th>Mato vnt.</th><th>{qty_head}</th>"
        f"<th>Kaina, {currency}</th><th>Suma, {currency}</th></tr>"
    )
    words = eur_words(doc.gross)
    signer = f"{first[0]}. {surname}" if rng.random() < 0.5 else name

    if layout == "word":
        body = f"""
<h1>SĄSKAITA FAKTŪRA</h1>
<p class=c>{number}</p>
<p class=c>{day(doc.issued, date_style)}</p>
<table class=parties><tr><td><div class=t>Paslaugų teikėjas</div>{"<br>".join(seller_lines)}<br>
{"<br>".join(bank_lines)}</td>
<td><div class=t>Paslaugų gavėjas</div>{"<br>".join(buyer_lines)}</td></tr></table>
<table class=grid>{head}{rows}
<tr class=sum><td colspan=5 class=r><b>Iš viso mokėti:</b></td>
<td class=r><b>{amount(doc.gross, style)}</b></td></tr></table>
<p>Suma žodžiais: <i>{words}</i></p>
<p>{escape(no_vat_note)}</p>
<p>Apmokėti iki: <b>{day(doc.due, date_style)}</b></p>
<div class=sign><div>Sąskaitą išrašė: {escape(signer)}</div><div>Sąskaitą gavo:</div></div>"""
        css = """
h1{text-align:center;font-size:15pt;margin:6px 0 4px;letter-spacing:1px}
.c{text-align:center} p.c{margin:2px 0}
table.parties{width:100%;margin-top:18px;border-collapse:collapse}
table.parties td{width:50%;vertical-align:top;line-height:1.45;padding-right:14px}
.t{font-weight:bold;text-decoration:underline;margin-bottom:3px}
table.grid{width:100%;border-collapse:collapse;margin-top:18px}
table.grid th,table.grid td{border:1px solid #000;padding:4px 5px}
table.grid th{background:#e7e7e7;font-weight:bold}
.r{text-align:right}
.sign{display:flex;justify-content:space-between;margin-top:40px}
.sign div{width:42%;border-top:1px solid #000;padding-top:2px}"""
    else:
        initials = f"{first[0]}{surname[0]}"
        body = f"""
<div class=top><div class=brand><div class=mark>{escape(initials)}</div>
<div class=who>{"<br>".join(seller_lines)}</div></div>
<div class=title><div class=h>Sąskaita faktūra</div><div class=num>{number}</div>
<table class=meta><tr><td>Išrašymo data</td><td>{day(doc.issued, date_style)}</td></tr>
<tr><td>Apmokėti iki</td><td>{day(doc.due, date_style)}</td></tr></table></div></div>
<div class=bill><div class=t>Pirkėjas</div>{"<br>".join(buyer_lines)}</div>
<table class=items>{head}{rows}</table>
<table class=tot><tr><td>Tarpinė suma</td><td class=r>{amount(doc.net, style)}</td></tr>
<tr class=g><td>Iš viso mokėti</td><td class=r>{amount(doc.gross, style)} {currency}</td></tr></table>
<p class=words>Suma žodžiais: {words}</p>
<p class=note>{escape(no_vat_note)}</p>
<div class=pay><b>Mokėjimo informacija</b><br>Gavėjas: {escape(name)}<br>{"<br>".join(bank_lines)}<br>
Mokėjimo paskirtis: sąskaita {escape(number.replace("Serija ", ""))}</div>
<div class=foot>Sąskaita sugeneruota internetu ir galioja be parašo.</div>"""
        css = f"""
.top{{display:flex;justify-content:space-between;align-items:flex-start}}
.brand{{display:flex;gap:12px;line-height:1.45}}
.mark{{width:44px;height:44px;border-radius:50%;background:{accent};color:#fff;font-weight:bold;
font-size:15pt;display:flex;align-items:center;justify-content:center;flex:none}}
.title{{text-align:right}} .title .h{{font-size:20pt;color:{accent};font-weight:bold}}
.title .num{{font-size:{size + 1}pt;margin:2px 0 6px}}
table.meta{{margin-left:auto;border-collapse:collapse}} table.meta td{{padding:1px 0 1px 12px}}
table.meta td:first-child{{color:#666}}
.bill{{margin-top:22px;line-height:1.45;background:#f5f5f5;padding:8px 10px;width:55%}}
.t{{color:{accent};font-weight:bold;text-transform:uppercase;font-size:{size - 1}pt}}
table.items{{width:100%;border-collapse:collapse;margin-top:20px}}
table.items th{{text-align:left;color:#fff;background:{accent};padding:5px 4px;font-weight:normal}}
table.items td{{border-bottom:1px solid #ddd;padding:5px 4px}}
.r{{text-align:right!important}} .c{{text-align:center}}
table.tot{{margin-left:auto;margin-top:10px;border-collapse:collapse;min-width:40%}}
table.tot td{{padding:3px 4px}} table.tot tr.g td{{font-weight:bold;font-size:{size + 2}pt;
border-top:2px solid {accent}}}
.note{{font-style:italic}} .pay{{margin-top:16px;line-height:1.45;border-left:3px solid {accent};
padding-left:8px}}
.foot{{position:fixed;bottom:0;left:0;right:0;text-align:center;color:#888;font-size:{size - 2}pt}}"""

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:16mm 16mm 14mm 18mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
th{{font-size:{size - 0.5}pt}}{css}
</style></head><body>{body}
</body></html>"""
    truth = doc.truth(LINE_FIELDS)
    truth.pop("vat_percent", None)
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
