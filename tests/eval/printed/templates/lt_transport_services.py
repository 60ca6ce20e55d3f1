"""A Lithuanian road haulier's (transport and logistics company's) VAT invoice for a few services, as a
small transport-management program prints it: the company's mark and a big "PVM SĄSKAITA FAKTŪRA" at the
left, the invoice number and date in a shaded box at the right with each label above its value
("Sąskaitos Nr." / "Data"), the carrier and the customer each in a bordered box with the labels at the
left ("Pavadinimas:", "Įm. kodas:", "PVM kodas:", "Adresas:"), an optional line of the order, vehicle
and driver, a service table of 1–4 lines whose names run over two lines (the route, then the CMR
consignment note's number) and whose quantity and unit share one cell ("2 reis.", "412 km",
"3,5 val."), the totals in a boxed panel at the LEFT with the amount in words beside it, and the bank
details in a footer line at the bottom of the page (the seller's account is printed only there).

International carriage is zero-rated ("PVM 0 %", with the VAT law's article), carriage inside Lithuania
is at 21 %; an invoice may have both.

Truth: a line's name is the whole cell, the route and the CMR line joined by a space."""

from __future__ import annotations

import random
from decimal import Decimal
from html import escape

from tests.eval.lt_data import group4, money, vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty, Item, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import FONTS, eur_words

HOME = ["Vilnius", "Kaunas", "Klaipėda", "Šiauliai", "Panevėžys", "Marijampolė", "Alytus", "Utena"]
ABROAD = [
    ("Hamburg", "DE"),
    ("Duisburg", "DE"),
    ("München", "DE"),
    ("Poznań", "PL"),
    ("Warszawa", "PL"),
    ("Rotterdam", "NL"),
    ("Rīga", "LV"),
    ("Tallinn", "EE"),
    ("Lyon", "FR"),
    ("Milano", "IT"),
    ("Göteborg", "SE"),
    ("Praha", "CZ"),
    ("Antwerpen", "BE"),
]
BIC = {
    "Swedbank, AB": "HABALT22",
    "AB SEB bankas": "CBVILT2X",
    "Luminor Bank AS": "AGBLLT2X",
    "AB Šiaulių bankas": "CBSBLT26",
    "Revolut Bank UAB": "REVOLT21",
    "Paysera LT, UAB": "EVIULT2V",
}
EXTRAS = [
    ("Prastova pakrovimo vietoje", "val.", (25.0, 45.0)),
    ("Prastova iškrovimo vietoje", "val.", (25.0, 45.0)),
    ("Papildomas iškrovimo taškas", "vnt.", (30.0, 90.0)),
    ("Eksporto deklaracijos (EX-1) parengimas", "vnt.", (25.0, 60.0)),
    ("Krovinio draudimas", "vnt.", (15.0, 80.0)),
    ("Krovinio tvirtinimo diržai ir kampai", "kompl.", (10.0, 35.0)),
]
FIRMS = ["TRANS", "LOGISTICS", "CARGO", "FREIGHT", "EXPRESS"]
ACCENTS = ["#0b4f8a", "#c0392b", "#1d6b45", "#e07b00", "#3b3b3b", "#6a1b9a"]


def _route(rng: random.Random, abroad: bool) -> str:
    a = rng.choice(HOME)
    if not abroad:
        b = rng.choice([c for c in HOME if c != a])
        return rng.choice([f"{a} – {b}", f"{a}–{b}", f"{a} - {b}"])
    city, country = rng.choice(ABROAD)
    ends = [f"{a} (LT)", f"{city} ({country})"]
    if rng.random() < 0.5:
        ends.reverse()
    if rng.random() < 0.3:
        ends = [f"LT-{a}", f"{country}-{city}"][:: 1 if ends[0].startswith(a) else -1]
    return " – ".join(ends)


def _cmr(rng: random.Random, loads: int, style: str) -> str:
    numbers = [rng.randint(100000, 9999999) for _ in range(loads)]
    if style == "lt":
        return "CMR Nr. " + ", ".join(f"LT {n}" for n in numbers)
    if style == "plain":
        return "CMR Nr. " + ", ".join(str(n) for n in numbers)
    return "CMR: " + ", ".join(f"{n:07d}" for n in numbers)


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 13 + 3)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    if seller.vat_code is None:  # only a VAT payer writes a VAT invoice
        seller.vat_code = vat_code(rng)
    doc.series = rng.choice(["TR", "TRN", "LOG", "KRV", "EXP"])
    mode = rng.choices(["abroad", "home", "mixed"], weights=[5, 3, 2])[0]
    cmr_style = rng.choice(["lt", "plain", "short"])
    per_km = mode == "home" and rng.random() < 0.4
    count = rng.choice([1, 1, 2, 2, 3, 4])

    items: list[Item] = []
    cells: list[tuple[str, str]] = []  # each line's name as printed: the route, then the CMR line
    abroad_flags: list[bool] = []
    used: set[str] = set()
    for i in range(count):
        abroad = mode == "abroad" or (mode == "mixed" and i % 2 == 0)
        if i and rng.random() < 0.35:  # an extra charge for the carriage above it
            name, unit, (low, high) = rng.choice([e for e in EXTRAS if e[0] not in used])
            used.add(name)
            qty = Decimal(rng.randint(2, 14)) / 2 if unit == "val." else Decimal(rng.randint(1, 2))
            line2 = rng.choice(["", f"pagal užsakymą Nr. {rng.randint(100, 9999)}"])
            price = money(Decimal(str(rng.uniform(low, high))))
            abroad = abroad_flags[-1]
        else:
            words = (
                ["Krovinio pervežimas", "Tarptautinis krovinių pervežimas", "Transporto paslaugos:"]
                if abroad
                else ["Krovinių pervežimas", "Krovinio gabenimas", "Paletinių krovinių pervežimas"]
            )
            name = f"{rng.choice(words)} {_route(rng, abroad)}"
            loads = 1
            if per_km:
                unit, qty = "km", Decimal(rng.randint(90, 460))
                price = money(Decimal(str(rng.uniform(0.85, 1.45))))
            else:
                loads = rng.choice([1, 1, 1, 2])
                unit, qty = "reis.", Decimal(loads)
                low, high = (650.0, 2900.0) if abroad else (120.0, 480.0)
                price = money(Decimal(str(rng.uniform(low, high))))
            line2 = _cmr(rng, loads, cmr_style)
        full = f"{name} {line2}" if line2 else name
        items.append(Item(full, unit, qty, price, Decimal(0 if abroad else 21)))
        cells.append((name, line2))
        abroad_flags.append(abroad)
    doc.items = items
    rates = doc.rates()

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots", "lt-long"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5, 10])
    accent = rng.choice(ACCENTS)
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.9
    vat_column = len(rates) > 1 or rng.random() < 0.6
    total_column = rng.random() < 0.3
    due_in_box = rng.random() < 0.5
    stacked = rng.random() < 0.4
    trip_line = rng.random() < 0.6
    footer_columns = rng.random() < 0.5
    number = rng.choice(
        [f"{doc.series} Nr. {doc.number}", f"{doc.series}-{doc.number}", f"{doc.series} {doc.number}"]
    )
    titles = rng.choice(
        [("Paslaugų teikėjas", "Paslaugų gavėjas"), ("Vežėjas", "Užsakovas"), ("Pardavėjas", "Pirkėjas")]
    )
    code_label = rng.choice(["Įm. kodas:", "Įmonės kodas:"])
    vat_label = rng.choice(["PVM kodas:", "PVM mok. kodas:"])
    base = seller.name.split("„")[1].rstrip("“")
    brand = f"{base.upper()} {rng.choice(FIRMS)}"
    tagline = rng.choice(
        ["Krovinių pervežimai Europoje", "Transporto ir logistikos paslaugos", "Tarptautiniai pervežimai"]
    )
    domain = base.lower().split()[0].translate(str.maketrans("ąčęėįšųūž", "aceeisuuz"))
    phone = f"+370 {rng.choice(['5', '37', '46', '41'])} {rng.randint(200000, 799999)}"
    iban = group4(seller.iban or "") if rng.random() < 0.6 else seller.iban or ""
    bic = BIC.get(seller.bank or "", "")

    def a(value: Decimal) -> str:
        return amount(value, style)

    def party_box(title: str, p: AnyParty, extra: list[tuple[str, str]], vat: bool) -> str:
        rows = [("Pavadinimas:", f"<b>{escape(p.name)}</b>"), (code_label, p.code or "")]
        if vat and p.vat_code:
            rows.append((vat_label, p.vat_code))
        rows.append(("Adresas:", escape(p.address)))
        rows += extra
        body = "".join(f"<tr><td class=l>{k}</td><td>{v}</td></tr>" for k, v in rows)
        return f'<div class="party"><div class="pt">{title}</div><table>{body}</table></div>'

    seller_extra = [("Tel.:", phone)]
    if rng.random() < 0.6:
        seller_extra.append(("El. paštas:", f"saskaitos@{domain}.lt"))
    parties = party_box(titles[0], seller, seller_extra, True) + party_box(
        titles[1], buyer, [], show_buyer_vat
    )

    box = [("Sąskaitos Nr.", number), ("Data", day(doc.issued, date_style))]
    if due_in_box:
        box.append(("Apmokėti iki", day(doc.due, date_style)))
    box_html = "".join(
        f'<div class="cell"><div class="k">{k}</div><div class="v">{v}</div></div>' for k, v in box
    )

    trip = ""
    if trip_line:
        letters = "ABCDEGHJKLMNPRSTUVZ"
        truck = "".join(rng.choice(letters) for _ in range(3)) + f" {rng.randint(100, 999)}"
        trailer = "".join(rng.choice(letters) for _ in range(2)) + f" {rng.randint(100, 999)}"
        driver = rng.choice(["R. Jonaitis", "V. Petrauskas", "A. Kazlauskas", "M. Vasiliauskas"])
        parts = [
            f"Užsakymo Nr. {rng.choice(['', 'U-'])}{doc.issued.year}/{rng.randint(1, 999):03d}",
            f"Vilkikas {truck} / puspriekabė {trailer}",
        ]
        if rng.random() < 0.6:
            parts.append(f"Vairuotojas {driver}")
        trip = f'<div class="trip">{" &nbsp;·&nbsp; ".join(parts)}</div>'

    head = ["Nr.", "Paslaugos pavadinimas", "Kiekis", "Kaina be PVM, EUR"]
    head += ["PVM %"] if vat_column else []
    head += ["Suma be PVM, EUR"] + (["Suma su PVM, EUR"] if total_column else [])
    rows = []
    for i, (item, (first, second)) in enumerate(zip(doc.items, cells, strict=True), 1):
        name = escape(first) + (f"<br><span class=cmr>{escape(second)}</span>" if second else "")
        row = [
            f"<td class=c>{i}</td>",
            f"<td>{name}</td>",
            f"<td class=r>{quantity(item.quantity, style)} {escape(item.unit)}</td>",
            f"<td class=r>{a(item.price)}</td>",
        ]
        row += [f"<td class=c>{rate(item.vat_percent)}</td>"] if vat_column else []
        row += [f"<td class=r>{a(item.subtotal)}</td>"]
        row += [f"<td class=r>{a(item.total)}</td>"] if total_column else []
        rows.append(f"<tr>{''.join(row)}</tr>")
    zero_note = ""
    if Decimal(0) in rates:
        zero_note = rng.choice(
            [
                "PVM 0 % – tarptautinis krovinių vežimas (LR PVM įstatymo 45 straipsnis).",
                "PVM neskaičiuojamas pagal LR PVM įstatymo 45 str. 1 d.",
            ]
        )
        zero_note = f'<div class="note">* {zero_note}</div>'

    totals = f"<tr><td>Suma be PVM</td><td class=r>{a(doc.net)}</td></tr>"
    for r, (_, tax) in rates.items():
        totals += f"<tr><td>PVM {rate(r)} %</td><td class=r>{a(tax)}</td></tr>"
    if len(rates) > 1:
        totals += f"<tr><td>PVM iš viso</td><td class=r>{a(doc.vat)}</td></tr>"
    gross_label = rng.choice(["Iš viso su PVM", "Mokėti iš viso", "Bendra suma"])
    totals += f"<tr class=g><td>{gross_label}, EUR</td><td class=r>{a(doc.gross)}</td></tr>"
    terms = []
    if not due_in_box:
        days = (doc.due - doc.issued).days
        terms.append(f"Mokėjimo terminas: {days} d. (apmokėti iki {day(doc.due, date_style)})")
    terms.append("Mokėjimo paskirtyje nurodykite sąskaitos numerį.")
    clerk = rng.choice(["logistikos vadybininkė E. Žukauskienė", "ekspedicijos vadovas L. Butkus"])

    bank_parts = [escape(seller.bank or ""), f"A. s. {iban}"] + ([f"SWIFT&nbsp;{bic}"] if bic else [])
    if footer_columns:
        footer = (
            f"<div><b>{escape(seller.name)}</b><br>{escape(seller.address)}</div>"
            f"<div>Įm. k. {seller.code}<br>PVM k. {seller.vat_code}</div>"
            f"<div>{'<br>'.join(bank_parts)}</div>"
        )
    else:
        footer = " &nbsp;|&nbsp; ".join(
            [escape(seller.name), f"Įm. k. {seller.code}", f"PVM k. {seller.vat_code}", *bank_parts]
        )
        footer = f"<div>{footer}</div>"
    mark = rng.choice(["skew", "dot", "arrow"])
    if mark == "skew":
        logo = "".join(
            f'<span style="display:inline-block;width:9px;height:24px;margin-right:3px;background:{c};'
            f'transform:skew(-20deg)"></span>'
            for c in (accent, accent, "#999")
        )
    elif mark == "dot":
        logo = (
            f'<span style="display:inline-block;width:24px;height:24px;border-radius:50%;'
            f'background:{accent}"></span>'
        )
    else:
        logo = (
            f'<span style="display:inline-block;width:18px;height:16px;background:{accent};'
            f'margin:4px 0"></span>'
            f'<span style="display:inline-block;width:0;height:0;border-top:12px solid transparent;'
            f'border-bottom:12px solid transparent;border-left:14px solid {accent}"></span>'
        )
    title_size = rng.choice([20, 22, 24, 26])
    shade = rng.choice(["#e9e9e9", "#eef3f8", "#f3efe6"])

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:14mm 14mm 12mm 16mm}}
html,body{{margin:0;height:100%}}
body{{font-family:{font};font-size:{size}pt;color:#111}}
.top{{display:flex;justify-content:space-between;align-items:flex-end}}
.brand{{display:flex;align-items:center;gap:8px}}
.brand b{{font-size:{size + 3}pt;color:{accent};letter-spacing:1px}}
.brand small{{display:block;color:#666;font-size:{size - 1}pt}}
h1{{font-size:{title_size}pt;margin:10px 0 0;font-weight:bold;line-height:1.05}}
.docbox{{background:{shade};padding:8px 12px;display:flex;gap:18px;border-top:3px solid {accent}}}
.docbox .k{{font-size:{size - 1.5}pt;color:#555;text-transform:uppercase;letter-spacing:0.5px}}
.docbox .v{{font-size:{size + 2}pt;font-weight:bold;white-space:nowrap}}
.parties{{display:flex;flex-direction:{"column" if stacked else "row"};gap:10px;margin-top:18px}}
.party{{flex:1;border:1px solid #888;padding:5px 8px}}
.party .pt{{font-weight:bold;color:{accent};border-bottom:1px solid #ccc;margin-bottom:3px;
padding-bottom:2px}}
.party td{{padding:1px 6px 1px 0;vertical-align:top}} .party td.l{{color:#555;white-space:nowrap;width:1%}}
.trip{{margin-top:10px;font-size:{size - 0.5}pt;color:#333}}
table.items{{width:100%;border-collapse:collapse;margin-top:12px}}
table.items th{{background:{accent};color:#fff;font-weight:normal;padding:4px;font-size:{size - 0.5}pt;
text-align:left}}
table.items td{{padding:5px 4px;border-bottom:1px solid #bbb;vertical-align:top}}
.cmr{{color:#333}}
.r{{text-align:right!important;white-space:nowrap}} .c{{text-align:center!important}}
.note{{font-size:{size - 1}pt;margin-top:4px;color:#333}}
.bottom{{display:flex;gap:24px;margin-top:14px;align-items:flex-start}}
.panel{{border:2px solid {accent};padding:6px 10px;min-width:42%}}
.panel table{{width:100%;border-collapse:collapse}} .panel td{{padding:2px 0}}
.panel tr.g td{{font-weight:bold;font-size:{size + 2}pt;border-top:1px solid {accent};padding-top:4px}}
.side{{flex:1;line-height:1.45}}
.sign{{margin-top:28px;border-top:1px solid #000;width:70%;font-size:{size - 1}pt;padding-top:2px}}
.foot{{position:fixed;bottom:0;left:0;right:0;border-top:2px solid {accent};padding-top:4px;
font-size:{size - 1.5}pt;color:#333;display:flex;justify-content:space-between;gap:12px}}
</style></head><body>
<div class="top"><div><div class="brand">{logo}<div><b>{escape(brand)}</b><small>{tagline}</small></div></div>
<h1>PVM SĄSKAITA<br>FAKTŪRA</h1></div>
<div class="docbox">{box_html}</div></div>
<div class="parties">{parties}</div>
{trip}
<table class="items"><tr>{"".join(f"<th>{h}</th>" for h in head)}</tr>{"".join(rows)}</table>
{zero_note}
<div class="bottom"><div class="panel"><table>{totals}</table></div>
<div class="side">Suma žodžiais: <b>{eur_words(doc.gross)}</b><br>{"<br>".join(terms)}
<div class="sign">Sąskaitą išrašė: {clerk}</div></div></div>
<div class="foot">{footer}</div>
</body></html>"""
    line_fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
    line_fields += ("vat_percent",) if vat_column else ()
    line_fields += ("total",) if total_column else ()
    truth = doc.truth(line_fields)
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
