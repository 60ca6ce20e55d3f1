"""A Lithuanian mobile and internet operator's monthly bill to a business customer, as its billing system
prints it: "PVM SĄSKAITA FAKTŪRA" or "Sąskaita už ryšio paslaugas" under the operator's brand, several
numbers on the page of which only one is the invoice's ("Sąskaitos Nr." is the invoice on some seeds,
while others print the invoice as "PVM SF Nr." beside an "Asmeninės sąskaitos Nr.", and all print a
"Kliento Nr.", a "Sutarties Nr." and an "Įmokos kodas"), the billing period (two dates that are neither
the invoice's date nor its due date), many small service lines at 21 % grouped by phone number (monthly
fee, a discount on it as a negative line, calls in minutes, SMS, data in GB, roaming, the phone's
instalment) and account-wide lines (fibre internet, a static IP, a router's rent) with a subtotal per
number, the totals, a balance block ("Ankstesnė skola", "Gauti mokėjimai", "Mokėtina suma": on some seeds
a debt or an overpayment makes the sum to pay differ from the bill's total), "Apmokėti iki", and a
payment slip at the foot, cut off by a dashed line, that repeats the sum to pay. Some seeds put a summary
by kind of charge on the first page and the itemised lines on a second ("Sąskaitos detalizacija").

Truth: lines in page order, each with name, quantity, unit, net amount and, where a price column shows,
the net unit price (four decimals for calls, messages and data); the amount with VAT is the bill's own
charges, not the sum to pay."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import group4, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS
from tests.eval.printed.templates.lt_round4_common import rename, vat_payer
from tests.eval.printed.templates.lt_round5_common import pattern, previous_month, signal, two_lines

PLANS = [
    "Verslas 10 GB",
    "Verslas 30 GB",
    "Verslas Neribotas",
    "Biuras 20 GB",
    "Įmonė MAX",
    "Verslas 5G 100 GB",
]
PHONES = [
    "Samsung Galaxy A55",
    "Apple iPhone 15",
    "Xiaomi Redmi Note 13",
    "Apple iPhone 16 Pro",
    "Samsung S24",
]
# a number's lines: (kind, name, unit, quantity range, net price range, price places, how often)
MOBILE = [
    ("fee", "Mėnesinis mokestis „{plan}“", "mėn.", (1, 1), (6, 25), 2, 1.0),
    ("discount", "Nuolaida mėnesiniam mokesčiui", "mėn.", (1, 1), (-5, -1), 2, 0.3),
    ("calls", "Skambučiai į kitų operatorių tinklus", "min.", (12, 380), (0.02, 0.09), 4, 0.5),
    ("calls", "Skambučiai į užsienio tinklus", "min.", (2, 75), (0.1, 0.45), 4, 0.4),
    ("calls", "Skambučiai trumpaisiais numeriais", "min.", (1, 25), (0.2, 0.6), 4, 0.2),
    ("sms", "SMS žinutės į kitų operatorių tinklus", "vnt.", (5, 140), (0.03, 0.07), 4, 0.5),
    ("sms", "MMS žinutės", "vnt.", (1, 9), (0.15, 0.25), 4, 0.15),
    ("data", "Mobilieji duomenys virš plano", "GB", (50, 1200), (1.0, 3.0), 4, 0.35),
    ("data", "Tarptinklinis ryšys ES/EEE, duomenys", "GB", (10, 400), (0.7, 1.6), 4, 0.25),
    ("calls", "Tarptinklinis ryšys ne ES, skambučiai", "min.", (1, 30), (0.5, 1.5), 4, 0.15),
    ("extra", "Papildoma paslauga „Balso paštas“", "mėn.", (1, 1), (0.5, 1.5), 2, 0.2),
    ("device", "Įrangos išsimokėjimas: {phone} ({k}/24 įmoka)", "mėn.", (1, 1), (8, 40), 2, 0.3),
]
ACCOUNT = [
    ("fee", "Šviesolaidinis internetas „Verslas 500 Mb/s“", "mėn.", (20, 45)),
    ("fee", "Šviesolaidinis internetas „Verslas 1 Gb/s“", "mėn.", (30, 60)),
    ("extra", "Statinis IP adresas", "mėn.", (3, 8)),
    ("device", "Maršrutizatoriaus nuoma", "mėn.", (2, 5)),
    ("extra", "Virtuali biuro telefonija (PBX), 5 vartotojai", "mėn.", (8, 20)),
    ("extra", "Interneto saugos paslauga „Saugus tinklas“", "mėn.", (2, 6)),
]
KINDS = {
    "fee": "Mėnesiniai mokesčiai",
    "discount": "Nuolaidos",
    "calls": "Pokalbiai",
    "sms": "Žinutės (SMS, MMS)",
    "data": "Mobilieji duomenys",
    "extra": "Papildomos paslaugos",
    "device": "Įranga ir išsimokėjimai",
}
NAMES = [
    "Bangų ryšys",
    "Eterio tinklas",
    "Signalo linija",
    "Ryšio taškas",
    "Mobilus pasaulis",
    "Šviesos tinklai",
]
COLORS = ["#6a1b9a", "#00838f", "#c62828", "#1565c0", "#ef6c00", "#2e7d32"]


def _mobile(rng: random.Random) -> str:
    return f"+370 6{rng.randint(10, 99)} {rng.randint(10000, 99999)}"


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1), series=False)
    rng = random.Random(seed * 19 + 11)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    rename(seller, rng, NAMES)
    if not seller.name.startswith(("UAB ", "AB ")):  # an operator is a company limited by shares
        seller.name = "UAB " + seller.name.split(" ", 1)[1]
    doc.issued = date(doc.issued.year, doc.issued.month, rng.randint(1, 6))
    doc.due = doc.issued + timedelta(days=rng.choice([14, 15, 20, 25]))
    start, end = previous_month(doc.issued)
    numbering = rng.choice(["account", "series", "plain"])
    if numbering == "series":
        doc.series = rng.choice(["MR", "BRS", "TLK", "R"])
        doc.number = str(rng.randint(1, 9_999_999)).zfill(7)
    elif numbering == "account":
        doc.number = f"{doc.issued:%y%m}-{rng.randint(1, 9_999_999):07d}"
    else:
        doc.number = str(rng.randint(10_000_000, 99_999_999))

    # the lines: per phone number, then the account's own
    groups: list[tuple[str, list[tuple[str, Item]]]] = []
    for _ in range(rng.choice([1, 1, 2, 2, 3, 4])):
        plan = rng.choice(PLANS)
        lines: list[tuple[str, Item]] = []
        for kind, name, unit, (qlo, qhi), (plo, phi), places, often in MOBILE:
            if rng.random() >= often:
                continue
            text = name.format(plan=plan, phone=rng.choice(PHONES), k=rng.randint(2, 24))
            qty = Decimal(rng.randint(qlo, qhi)) / (100 if unit == "GB" else 1)
            step = Decimal(1).scaleb(-places)
            price = Decimal(str(rng.uniform(plo, phi))).quantize(step)
            lines.append((kind, Item(text, unit, qty, price, Decimal(21))))
        groups.append((_mobile(rng), lines))
    account = rng.sample(ACCOUNT, rng.choice([0, 0, 1, 2, 3]))
    if account:
        groups.append(
            (
                "",
                [
                    (
                        kind,
                        Item(name, unit, Decimal(1), money(Decimal(str(rng.uniform(lo, hi)))), Decimal(21)),
                    )
                    for kind, name, unit, (lo, hi) in account
                ],
            )
        )
    doc.items = [item for _, lines in groups for _, item in lines]
    if doc.net <= 0:  # a bill of discounts only is no bill: drop them
        for _, lines in groups:
            lines[:] = [(k, i) for k, i in lines if k != "discount"]
        doc.items = [item for _, lines in groups for _, item in lines]

    style = rng.choice(["lt", "lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots"])
    font = rng.choice(FONTS[:7])
    size = rng.choice([8, 8.5, 9])
    color = rng.choice(COLORS)
    split = rng.random() < 0.45  # a summary page, then the itemised lines
    price_column = rng.random() < 0.55
    unit_column = rng.random() < 0.5
    period_column = not split and rng.random() < 0.35
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.8
    service_address = rng.random() < 0.4
    client = str(rng.randint(1_000_000, 9_999_999))
    contract = pattern(rng, rng.choice(["S-######", "VS####/##", "#########", "SUT-#####"]))
    payment_code = pattern(rng, rng.choice(["##########", "4#########", "########"]))
    personal = pattern(rng, rng.choice(["#########", "A#######", "########-#"]))
    brand = seller.name.split("„", 1)[1].rstrip("“")
    brand_text = rng.choice([brand.lower(), brand.upper(), brand])
    iban = group4(seller.iban or "") if rng.random() < 0.5 else (seller.iban or "")

    # the balance: the last bill, what came in, what is left to pay
    previous = money(Decimal(str(rng.uniform(20, 400))))
    state = rng.choice(["settled", "settled", "settled", "debt", "overpaid"])
    paid = previous
    if state == "debt":
        paid = money(previous * Decimal(str(rng.choice([0, 0.5, 0.8]))))
    elif state == "overpaid":
        paid = previous + money(Decimal(str(rng.uniform(5, 60))))
    carried = previous - paid
    to_pay = doc.gross + carried

    def a(value: Decimal, places: int = 2) -> str:
        return amount(value, style, places)

    def d(value: date) -> str:
        return day(value, date_style)

    period = f"{d(start)} – {d(end)}"
    short_period = f"{start:%m-%d}–{end:%m-%d}"

    # the itemised table
    head = [rng.choice(["Paslauga", "Paslaugos pavadinimas", "Mokestis"])]
    if period_column:
        head.append("Laikotarpis")
    head.append("Kiekis")
    if unit_column:
        head.append("Mato vnt.")
    if price_column:
        head.append("Kaina be PVM")
    head.append(rng.choice(["Suma be PVM, EUR", "Suma, EUR", "Suma be PVM"]))
    width = len(head)

    def line(item: Item) -> str:
        places = max(2, -int(item.price.as_tuple().exponent))
        cells = [f"<td>{escape(item.name)}</td>"]
        if period_column:
            cells.append(f"<td class=c>{short_period if item.unit == 'mėn.' else ''}</td>")
        qty = quantity(item.quantity, style)
        cells.append(f"<td class=r>{qty}</td>" if unit_column else f"<td class=r>{qty} {item.unit}</td>")
        if unit_column:
            cells.append(f"<td class=c>{item.unit}</td>")
        if price_column:
            cells.append(f"<td class=r>{a(item.price, places)}</td>")
        cells.append(f"<td class=r>{a(item.subtotal)}</td>")
        return "<tr>" + "".join(cells) + "</tr>"

    body = []
    for number, lines in groups:
        label = f"Numeris {number}" if number else rng.choice(["Kitos paslaugos", "Sąskaitos paslaugos"])
        if number and rng.random() < 0.4:
            user = rng.choice(["Vadovas", "Buhalterija", "Sandėlis", "Vairuotojas"])
            label += f" <span class=muted>({user})</span>"
        body.append(f'<tr class="grp"><td colspan="{width}">{label}</td></tr>')
        body += [line(item) for _, item in lines]
        net = sum((item.subtotal for _, item in lines), Decimal(0))
        sub = "Iš viso numeriui" if number else "Iš viso"
        body.append(f'<tr class="sub"><td colspan="{width - 1}">{sub}</td><td class=r>{a(net)}</td></tr>')
    detail = (
        '<table class="items"><thead><tr>'
        + "".join(f"<th{' class=r' if i else ''}>{h}</th>" for i, h in enumerate(head))
        + f"</tr></thead><tbody>{''.join(body)}</tbody></table>"
    )
    grand = rng.choice(["Iš viso su PVM", "Sąskaitos suma su PVM", "Iš viso už laikotarpį"])
    totals = (
        f'<table class="tot"><tr><td>{rng.choice(["Iš viso be PVM", "Suma be PVM"])}</td>'
        f"<td class=r>{a(doc.net)}</td></tr><tr><td>PVM 21 %</td><td class=r>{a(doc.vat)}</td></tr>"
        f'<tr class="g"><td>{grand}</td><td class=r>{a(doc.gross)}</td></tr></table>'
    )
    balance_rows = [
        (
            rng.choice(["Ankstesnė skola", "Ankstesnės sąskaitos suma", "Likutis laikotarpio pradžioje"]),
            a(previous),
        ),
        ("Gauti mokėjimai", a(-paid) if paid else a(paid)),
    ]
    if carried:
        balance_rows.append(("Permoka" if carried < 0 else "Nesumokėta skola", a(carried)))
    balance_rows.append(("Šio laikotarpio mokesčiai", a(doc.gross)))
    balance = "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in balance_rows)
    balance += f'<tr class="g"><td>Mokėtina suma</td><td class=r>{a(to_pay)} EUR</td></tr>'

    if numbering == "series":
        title = "PVM SĄSKAITA FAKTŪRA"
        number_line = f"Serija {doc.series} Nr. {doc.number}"
        facts = [("Sąskaitos data", d(doc.issued)), ("Kliento Nr.", client), ("Sutarties Nr.", contract)]
    elif numbering == "account":
        title = rng.choice(["Sąskaita už ryšio paslaugas", "SĄSKAITA UŽ RYŠIO PASLAUGAS"])
        number_line = f"PVM sąskaita faktūra Nr. {doc.number}"
        facts = [
            ("PVM SF data", d(doc.issued)),
            ("Asmeninės sąskaitos Nr.", personal),
            ("Kliento Nr.", client),
            ("Sutarties Nr.", contract),
        ]
    else:
        title = rng.choice(["PVM SĄSKAITA FAKTŪRA", "Sąskaita už ryšio paslaugas"])
        number_line = f"Sąskaitos Nr. {doc.number}"
        facts = [("Išrašymo data", d(doc.issued)), ("Kliento Nr.", client), ("Sutarties Nr.", contract)]
    facts += [
        ("Atsiskaitymo laikotarpis", period),
        ("Apmokėti iki", d(doc.due)),
        ("Įmokos kodas", payment_code),
    ]
    if rng.random() < 0.5:  # the customer's and the contract's numbers in either order
        facts[1], facts[2] = facts[2], facts[1]
    facts_html = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in facts)

    street, place = two_lines(buyer.address)
    buyer_lines = [f"<b>{escape(buyer.name)}</b>", f"Įmonės kodas {buyer.code}"]
    if show_buyer_vat:
        buyer_lines.append(f"PVM mokėtojo kodas {buyer.vat_code}")
    buyer_lines += [escape(street), escape(place)]
    other_street = (
        f"{rng.choice(['Verslo g.', 'Sandėlių g.', 'Technikos g.', 'Pramonės g.'])} {rng.randint(1, 60)}"
    )
    service_html = (
        f'<div class="muted small">Paslaugų teikimo vieta: {other_street}, {escape(place)}</div>'
        if service_address and account
        else ""
    )
    seller_codes = f"Įmonės kodas {seller.code} · PVM mokėtojo kodas {seller.vat_code}"
    cut = "✂ " + "- " * 28
    slip = f"""<div class="slip"><div class="cut">{cut}</div>
<div class="st">{rng.choice(["MOKĖJIMO KVITAS", "Įmokos kvitas", "MOKĖJIMO PRANEŠIMAS"])}</div>
<table><tr><th>Gavėjas</th><td>{escape(seller.name)}</td>
<th>Įmokos kodas</th><td><b>{payment_code}</b></td></tr>
<tr><th>Gavėjo sąskaita</th><td>{iban}</td><th>Mokėtojas</th><td>{escape(buyer.name)}</td></tr>
<tr><th>Bankas</th><td>{escape(seller.bank or "")}</td><th>Kliento Nr.</th><td>{client}</td></tr>
<tr><th>Mokėjimo paskirtis</th><td>{escape(number_line)}</td><th>Suma, EUR</th>
<td class="big">{a(to_pay)}</td></tr></table></div>"""
    header = f"""<div class="head"><div class="brand">{signal(color, rng.choice([34, 40, 46]))}
<span class="bn">{escape(brand_text)}</span></div>
<div class="contact">Klientų aptarnavimas {rng.choice(["1500", "1820", "1611", "8 700 55 123"])}<br>
savitarna.{rng.choice(["verslas", "mano"])}.lt</div></div>
<div class="mid"><div class="addr">{"<br>".join(buyer_lines)}{service_html}</div>
<div><div class="title">{title}</div><div class="num">{escape(number_line)}</div>
<table class="facts">{facts_html}</table></div></div>"""
    due_box = (
        f'<div class="due"><div>Mokėtina suma</div><div class="amt">{a(to_pay)} EUR</div>'
        f"<div>Apmokėti iki {d(doc.due)}</div></div>"
    )
    foot = (
        f'<div class="foot"><b>{escape(seller.name)}</b>, {escape(seller.address)} · {seller_codes} · '
        f"A. s. {iban}, {escape(seller.bank or '')}. Sąskaita galioja be parašo.</div>"
    )

    if split:
        kinds: dict[str, Decimal] = {}
        for _, lines in groups:
            for kind, item in lines:
                kinds[kind] = kinds.get(kind, Decimal(0)) + item.subtotal
        summary = "".join(
            f"<tr><td>{KINDS[k]}</td><td class=r>{a(v)}</td></tr>" for k, v in kinds.items() if v
        )
        page_one = f"""{header}
<div class="pay">{due_box}<table class="bal">{balance}</table></div>
<h2>Sąskaitos suvestinė</h2>
<table class="sum"><tr><th>Mokesčių grupė</th><th class=r>Suma be PVM, EUR</th></tr>{summary}</table>
{totals}
<p class="small">Išsami paslaugų detalizacija pateikiama kitame lape. Laiku nesumokėjus skaičiuojami 0,05 %
delspinigiai už kiekvieną pavėluotą dieną.</p>
{slip}{foot}"""
        page_two = f"""<div class="p2"><div class="brand small">{escape(brand_text)} · {escape(number_line)}
· {escape(buyer.name)}</div><h2>Sąskaitos detalizacija</h2>
<div class="small muted">Laikotarpis {period}</div>{detail}{totals}</div>"""
        body_html = f'<div class="page1">{page_one}</div>{page_two}'
    else:
        body_html = f"""{header}
<div class="pay">{due_box}<table class="bal">{balance}</table></div>
<div class="small muted" style="margin-top:10px">Paslaugos suteiktos laikotarpiu {period}</div>
{detail}{totals}
<p class="small">Mokėdami nurodykite įmokos kodą {payment_code}. Sąskaitą galite apmokėti ir tiesioginiu
debetu.</p>{slip}{foot}"""

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:10mm 12mm 10mm 12mm}}
body{{font-family:{font};font-size:{size}pt;color:#1a1a1a;margin:0}}
.head{{display:flex;justify-content:space-between;align-items:center}}
.brand{{display:flex;align-items:center;gap:8px;color:{color}}}
.bn{{font-size:{size + 11}pt;font-weight:bold;letter-spacing:.5px}}
.contact{{text-align:right;font-size:{size - 1}pt;color:#555}}
.mid{{display:flex;justify-content:space-between;gap:20px;margin-top:16px}}
.addr{{line-height:1.45;padding-top:14px;max-width:48%}}
.title{{font-size:{size + 5}pt;font-weight:bold;color:{color}}} .num{{font-weight:bold;margin:2px 0 6px}}
table.facts{{border-collapse:collapse}} table.facts th{{text-align:left;font-weight:normal;color:#555;
padding:1px 12px 1px 0}} table.facts td{{font-weight:bold}}
.pay{{display:flex;gap:18px;margin-top:14px;align-items:flex-start}}
.due{{background:{color};color:#fff;padding:8px 16px;border-radius:6px;min-width:34%}}
.due .amt{{font-size:{size + 10}pt;font-weight:bold}}
table.bal{{border-collapse:collapse;flex:1}} table.bal td{{padding:2px 6px;border-bottom:1px dotted #bbb}}
table.bal tr.g td{{font-weight:bold;border-bottom:none;border-top:1px solid #000}}
h2{{font-size:{size + 2}pt;color:{color};margin:14px 0 4px}}
table.sum{{border-collapse:collapse;width:60%}} table.sum td,table.sum th{{padding:2px 6px;
border-bottom:1px solid #ddd;text-align:left}}
table.items{{width:100%;border-collapse:collapse;margin-top:6px}}
table.items th{{text-align:left;border-bottom:1.5px solid {color};padding:3px;font-size:{size - 0.5}pt}}
table.items td{{padding:1.5px 3px;border-bottom:1px solid #eee}}
table.items tr.grp td{{font-weight:bold;padding-top:7px;color:{color};border-bottom:1px solid #ccc}}
table.items tr.sub td{{text-align:right;font-style:italic;border-bottom:none}}
.r{{text-align:right!important;white-space:nowrap}} .c{{text-align:center}}
.muted{{color:#666}} .small{{font-size:{size - 1}pt}}
table.tot{{margin:8px 0 0 auto;border-collapse:collapse;min-width:38%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000}}
.slip{{margin-top:16px;break-inside:avoid}} .cut{{color:#888;letter-spacing:1px;font-size:{size - 1}pt}}
.st{{font-weight:bold;margin:4px 0}}
.slip table{{width:100%;border-collapse:collapse;border:1px solid #888}}
.slip th{{text-align:left;font-weight:normal;color:#555;font-size:{size - 1}pt;padding:3px 5px;
border:1px solid #ccc;width:16%}} .slip td{{padding:3px 5px;border:1px solid #ccc}}
.slip td.big{{font-size:{size + 4}pt;font-weight:bold}}
.foot{{margin-top:10px;font-size:{size - 2}pt;color:#555;border-top:1px solid #ccc;padding-top:3px}}
.page1{{break-after:page}} .p2 .brand{{color:#555}}
</style></head><body>
{body_html}
</body></html>"""

    line_fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "subtotal")
    line_fields += ("price",) if price_column else ()
    truth = doc.truth(line_fields)
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
