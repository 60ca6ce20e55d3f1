"""A Lithuanian IT or consulting company's monthly "PVM SĄSKAITA FAKTŪRA" for services, as a small
software house prints it from its accounting or time-tracking program, with a "Paslaugų priėmimo–
perdavimo aktas" (the acceptance act the customer signs) under the invoice on the same page or on a
second page. The invoice states the month it covers ("Laikotarpis: 2026-03-01 – 2026-03-31") and the
contract, and bills hours: programming, analysis, testing, project management at an hourly rate
("val.", "Įkainis"), on some seeds with the specialist's role, plus a monthly support fee or licences.
The due date is a date ("Apmokėti iki") or only a term ("Mokėjimo terminas: 14 d."). The act repeats
both parties ("Vykdytojas", "Užsakovas") with their codes and lists the services again, with hours only
or with amounts, over "Perdavė" / "Priėmė" signature lines; it is dated on the invoice's day or on the
period's last day and has a number of its own. Layouts: a coloured band with the seller
under its logo, a centred classic form with the parties side by side, or a label-beside grid.

Truth: the invoice's lines (not the act's) with name, unit, hours or quantity, rate, net amount and the
VAT rate where a column shows it. Where only a payment term in days is printed, there is no due date."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import group4, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import domain, mark, person, phone, rename, vat_payer
from tests.eval.printed.templates.lt_round5_common import initials, pattern, previous_month
from tests.eval.printed.templates.lt_round6_common import party_lines, signatures

# (name, role who does it, hourly rate range)
HOURLY = [
    ("Programavimo darbai (backend, Python)", "Vyresn. programuotojas", (45, 85)),
    ("Programavimo darbai (frontend, React)", "Programuotojas", (35, 70)),
    ("Mobiliosios programėlės kūrimas (iOS / Android)", "Programuotojas", (40, 80)),
    ("Sistemos analizė ir reikalavimų specifikavimas", "Sistemų analitikas", (40, 75)),
    ("Projekto valdymas", "Projektų vadovas", (45, 90)),
    ("Testavimas ir kokybės užtikrinimas", "Testuotojas", (25, 50)),
    ("Vartotojo sąsajos (UI/UX) dizainas", "Dizaineris", (35, 65)),
    ("Serverių ir debesijos infrastruktūros priežiūra (DevOps)", "DevOps inžinierius", (45, 90)),
    ("Konsultacijos IT architektūros klausimais", "Architektas", (60, 120)),
    ("Duomenų bazių administravimas ir optimizavimas", "DB administratorius", (40, 80)),
    ("El. parduotuvės integracijų su apskaitos sistema kūrimas", "Programuotojas", (40, 75)),
    ("Kibernetinio saugumo auditas", "Saugumo specialistas", (70, 130)),
    ("Naudotojų mokymai", "Konsultantas", (30, 60)),
    ("Techninė pagalba naudotojams (virš SLA limito)", "Pagalbos specialistas", (25, 45)),
]
# monthly fees and licences: (name, unit, price range, quantity range)
MONTHLY = [
    ("Sistemos priežiūra pagal SLA, mėnesio mokestis", "mėn.", (150, 1200), (1, 1)),
    ("Serverio nuoma (VPS 8 vCPU, 32 GB RAM)", "mėn.", (60, 220), (1, 2)),
    ("Microsoft 365 Business Standard licencija", "vnt.", (10.5, 12.5), (3, 40)),
    ("Atsarginių kopijų saugykla, 500 GB", "mėn.", (15, 60), (1, 1)),
    ("Interneto svetainės talpinimas ir SSL sertifikatas", "mėn.", (12, 45), (1, 1)),
]
NAMES = ["Kodo kalvė", "Debesų sprendimai", "Duomenų tiltas", "IT partneriai", "Logikos laboratorija",
         "Skaitmeninė šviesa", "Bitų dirbtuvės", "Sistemų architektai"]  # fmt: skip
COLORS = ["#234e8c", "#0f6e6e", "#5b2b82", "#1d1d1d", "#b23b1e", "#2f6a31"]


def _hours(rng: random.Random) -> Decimal:
    step = rng.choice([1, 2, 4])  # whole hours, half hours or quarters
    return Decimal(rng.randint(2 * step, 160 * step)) / step


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 17 + 3)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    vat_payer(seller, rng)
    rename(seller, rng, NAMES)
    if seller.name.startswith(("IĮ", "VšĮ", "AB")):
        seller.name = rng.choice(["UAB", "MB"]) + " " + seller.name.split(" ", 1)[1]
    doc.issued = date(doc.issued.year, doc.issued.month, rng.randint(1, 7))
    start, end = previous_month(doc.issued)
    days = rng.choice([7, 10, 14, 14, 30])
    doc.due = doc.issued + timedelta(days=days)
    doc.series = rng.choice(["IT", "KS", "PSL", "SF", initials(seller)])
    doc.number = str(rng.randint(1, 9999)).zfill(rng.choice([3, 4, 5]))

    with_roles = rng.random() < 0.4
    picked = rng.sample(HOURLY, rng.choice([1, 2, 2, 3, 3, 4, 5]))
    items: list[Item] = []
    roles: list[str] = []
    for name, role, (low, high) in picked:
        items.append(Item(name, "val.", _hours(rng), money(Decimal(rng.randint(low, high))), Decimal(21)))
        roles.append(role)
    for name, unit, (plo, phi), (qlo, qhi) in rng.sample(MONTHLY, rng.choice([0, 0, 1, 1, 2])):
        price = money(Decimal(str(rng.uniform(plo, phi))))
        items.append(Item(name, unit, Decimal(rng.randint(qlo, qhi)), price, Decimal(21)))
        roles.append("")
    doc.items = items

    style = rng.choice(["lt", "lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    color = rng.choice(COLORS)
    layout = rng.choice(["band", "classic", "grid"])
    due_style = rng.choice(["date", "date", "term"])
    vat_column = rng.random() < 0.4
    numbered = rng.random() < 0.7
    act_apart = len(items) > 4 or rng.random() < 0.5
    act_amounts = rng.random() < 0.5
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.85
    iban = group4(seller.iban or "") if rng.random() < 0.5 else (seller.iban or "")
    contract_no = pattern(rng, rng.choice(["IT-20##/##", "PS-###", "##/20##", "SUT-####"]))
    contract_day = doc.issued - timedelta(days=rng.randint(60, 1200))
    act_no = pattern(rng, rng.choice(["PPA-####", "AKT-##-###", "A####"]))
    director = person(rng)
    buyer_person = person(rng)
    project = rng.choice(
        ["", "", "CRM sistema", "Klientų portalas", "E. parduotuvė", "Vidinė ERP", "Mobili app"]
    )

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    period = f"{d(start)} – {d(end)}"
    contract = f"{d(contract_day)} paslaugų teikimo sutartį Nr. {contract_no}"
    number = rng.choice(
        [
            f"Serija {doc.series} Nr. {doc.number}",
            f"{doc.series} Nr. {doc.number}",
            f"Nr. {doc.series}-{doc.number}",
        ]
    )
    due_text = ("Apmokėti iki", d(doc.due)) if due_style == "date" else ("Mokėjimo terminas", f"{days} d.")

    # the hours table
    head = ["Nr."] if numbered else []
    head.append(rng.choice(["Paslaugos pavadinimas", "Paslauga", "Atlikti darbai"]))
    if with_roles:
        head.append("Specialistas")
    only_hours = all(i.unit == "val." for i in items)
    qty_head = rng.choice(["Kiekis", "Val. / kiekis", "Valandos" if only_hours else "Kiekis"])
    head += [qty_head, "Mato vnt.", rng.choice(["Įkainis, EUR", "Kaina be PVM", "Val. įkainis"])]
    if vat_column:
        head.append("PVM %")
    head.append(rng.choice(["Suma be PVM", "Suma, EUR", "Vertė be PVM"]))
    right = {qty_head, "PVM %"} | set(head[-2 - vat_column :])

    rows = []
    for n, (item, role) in enumerate(zip(items, roles, strict=True), 1):
        cells = [f"<td class=c>{n}</td>"] if numbered else []
        cells.append(f"<td>{escape(item.name)}</td>")
        if with_roles:
            cells.append(f"<td class=muted>{escape(role)}</td>")
        cells += [
            f"<td class=r>{quantity(item.quantity, style)}</td>",
            f"<td class=c>{item.unit}</td>",
            f"<td class=r>{a(item.price)}</td>",
        ]
        if vat_column:
            cells.append(f"<td class=c>{rate(item.vat_percent)}</td>")
        cells.append(f"<td class=r>{a(item.subtotal)}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    hours = sum((i.quantity for i in items if i.unit == "val."), Decimal(0))
    table = (
        '<table class="items"><thead><tr>'
        + "".join(f'<th class="{"r" if h in right else ""}">{h}</th>' for h in head)
        + f"</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )
    hours_line = (
        f'<div class="small">Iš viso valandų: <b>{quantity(hours, style)}</b></div>'
        if rng.random() < 0.5 and hours
        else ""
    )
    totals = (
        '<table class="tot">'
        f"<tr><td>{rng.choice(['Suma be PVM', 'Iš viso be PVM'])}</td><td class=r>{a(doc.net)}</td></tr>"
        f"<tr><td>PVM 21 %</td><td class=r>{a(doc.vat)}</td></tr>"
        f'<tr class="g"><td>{rng.choice(["Iš viso su PVM", "Mokėtina suma", "Iš viso mokėti"])}</td>'
        f"<td class=r>{a(doc.gross)} EUR</td></tr></table>"
    )
    words = f'<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>'

    seller_lines = party_lines(seller, bank=True)  # type: ignore[arg-type]
    seller_lines.append(f"Tel. {phone(rng)}, el. p. info@{domain(seller.name)}")
    buyer_lines = party_lines(buyer, vat=show_buyer_vat)  # type: ignore[arg-type]
    facts = [
        ("Data", d(doc.issued)),
        due_text,
        ("Laikotarpis", period),
        ("Sutartis", f"Nr. {contract_no}, {d(contract_day)}"),
    ]
    if project:
        facts.insert(3, ("Projektas", project))

    def kv(pairs: list[tuple[str, str]]) -> str:
        return (
            '<table class="kv">'
            + "".join(f"<tr><th>{k}:</th><td>{escape(v)}</td></tr>" for k, v in pairs)
            + "</table>"
        )

    title = "PVM SĄSKAITA FAKTŪRA"
    if layout == "band":
        top = (
            f'<div class="band"><div class="logo">{mark(rng, initials(seller), "#fff", 40)}'
            f"<span>{escape(seller.name.split('„', 1)[1].rstrip('“'))}</span></div>"
            f'<div class="bt"><div class="h">{title}</div><div>{number}</div></div></div>'
            f'<div class="two"><div><div class="lab">Pardavėjas</div>{"<br>".join(seller_lines)}</div>'
            f'<div><div class="lab">Pirkėjas</div>{"<br>".join(buyer_lines)}'
            f'<div class="gap"></div>{kv(facts)}'
            "</div></div>"
        )
    elif layout == "classic":
        top = (
            f'<h1>{title}</h1><div class="ctr">{number}</div><div class="ctr">{d(doc.issued)}</div>'
            f'<div class="two"><div class="box"><div class="lab">Pardavėjas</div>'
            f"{'<br>'.join(seller_lines)}</div>"
            f'<div class="box"><div class="lab">Pirkėjas</div>{"<br>".join(buyer_lines)}</div></div>'
            f"{kv(facts[1:])}"
        )
    else:
        pairs = [
            ("Pardavėjas", seller.name),
            ("Įmonės kodas", seller.code or ""),
            ("PVM mokėtojo kodas", seller.vat_code or ""),
            ("Adresas", seller.address),
            ("A. s.", f"{iban}, {seller.bank or ''}"),
        ]
        bpairs = [("Pirkėjas", buyer.name), ("Įmonės kodas", buyer.code or "")]
        if show_buyer_vat:
            bpairs.append(("PVM mokėtojo kodas", buyer.vat_code or ""))
        bpairs.append(("Adresas", buyer.address))
        top = (
            f'<div class="gh"><div class="h">{title}</div><div>{number}</div></div>'
            f'<div class="grid">{kv(pairs)}{kv(bpairs)}{kv(facts)}</div>'
        )
    intro = rng.choice(["Už", "Sąskaita už"])
    invoice = f"""{top}
<div class="intro">{intro} {period} laikotarpiu suteiktas paslaugas pagal {contract}.</div>
{table}{hours_line}{totals}{words}
<div class="small">Mokėjimo paskirtyje nurodykite sąskaitos numerį ({escape(number)}).
{"" if layout == "grid" else f"Gavėjo sąskaita {iban}, {escape(seller.bank or '')}."}</div>
{signatures(("Sąskaitą išrašė", f"Direktorius(-ė) {director}"), ("Sąskaitą gavo", "(parašas)"))}"""

    # the acceptance act
    act_rows = []
    for n, item in enumerate(items, 1):
        qty = f"{quantity(item.quantity, style)} {item.unit}"
        act_cells = f"<td class=c>{n}</td><td>{escape(item.name)}</td><td class=r>{qty}</td>"
        if act_amounts:
            act_cells += f"<td class=r>{a(item.subtotal)}</td>"
        act_rows.append(f"<tr>{act_cells}</tr>")
    act_head = "<tr><th>Nr.</th><th>Paslauga</th><th class=r>Apimtis</th>"
    act_head += "<th class=r>Suma be PVM, EUR</th></tr>" if act_amounts else "</tr>"
    act_total = (
        f"<p>Suteiktų paslaugų vertė be PVM {a(doc.net)} EUR, PVM 21 % {a(doc.vat)} EUR, iš viso su PVM "
        f"{a(doc.gross)} EUR.</p>"
        if act_amounts
        else ""
    )
    seller_act = party_lines(seller, vat=False, labels=("Įm. k.", "", "Adresas"))  # type: ignore[arg-type]
    buyer_act = party_lines(buyer, vat=False, labels=("Įm. k.", "", "Adresas"))  # type: ignore[arg-type]
    act_place = seller.city
    act_day = rng.choice([end, doc.issued])  # signed on the period's last day or with the invoice
    act = f"""<div class="act {"apart" if act_apart else "under"}">
<h2>PASLAUGŲ PRIĖMIMO–PERDAVIMO AKTAS Nr. {act_no}</h2>
<div class="ctr">{d(act_day)}, {act_place}</div>
<div class="two"><div><div class="lab">Vykdytojas</div>{"<br>".join(seller_act)}</div>
<div><div class="lab">Užsakovas</div>{"<br>".join(buyer_act)}</div></div>
<p>Vykdytojas perdavė, o Užsakovas priėmė pagal {escape(contract)}, {period} laikotarpiu suteiktas
paslaugas:</p>
<table class="items act-t"><thead>{act_head}</thead><tbody>{"".join(act_rows)}</tbody></table>
{act_total}<p>Paslaugos suteiktos tinkamai ir laiku. Užsakovas pretenzijų dėl paslaugų kokybės ir apimties
neturi.
Aktas sudarytas dviem egzemplioriais, po vieną kiekvienai šaliai.</p>
{signatures(("Perdavė (Vykdytojas)", director), ("Priėmė (Užsakovas)", buyer_person))}</div>"""

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 14mm 12mm 14mm}}
body{{font-family:{font};font-size:{size}pt;color:#1b1b1b;margin:0;line-height:1.3}}
.band{{display:flex;justify-content:space-between;align-items:center;background:{color};color:#fff;
padding:8px 12px}}
.band .logo{{display:flex;align-items:center;gap:10px;font-size:{size + 6}pt;font-weight:bold}}
.band .bt{{text-align:right}} .band .h{{font-size:{size + 5}pt;font-weight:bold}}
.two{{display:flex;gap:18px;margin-top:10px}} .two>div{{flex:1}}
.box{{border:1px solid #999;padding:5px 8px}}
.lab{{font-weight:bold;color:{color};text-transform:uppercase;font-size:{size - 1}pt;margin-bottom:2px}}
.gap{{height:6px}}
h1{{text-align:center;font-size:{size + 6}pt;margin:0 0 2px}} .ctr{{text-align:center}}
h2{{text-align:center;font-size:{size + 2}pt;margin:0 0 2px}}
.gh{{display:flex;justify-content:space-between;align-items:baseline;border-bottom:2px solid {color};
padding-bottom:3px}} .gh .h{{font-size:{size + 5}pt;font-weight:bold;color:{color}}}
.grid{{display:grid;grid-template-columns:1fr 1fr;gap:4px 18px;margin-top:6px;align-items:start}}
table.kv{{border-collapse:collapse;margin-top:6px}}
table.kv th{{text-align:left;font-weight:normal;color:#555;
padding:0 10px 1px 0;vertical-align:top;white-space:nowrap}}
.intro{{margin:12px 0 4px}}
table.items{{width:100%;border-collapse:collapse}}
table.items th{{text-align:left;border-bottom:1.5px solid {color};padding:3px 4px;font-size:{size - 0.5}pt}}
table.items td{{padding:3px 4px;border-bottom:1px solid #ddd;vertical-align:top}}
.r{{text-align:right!important;white-space:nowrap}} .c{{text-align:center}} .muted{{color:#666}}
table.tot{{margin:8px 0 0 auto;border-collapse:collapse;min-width:38%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000}}
.words{{margin-top:6px}} .small{{font-size:{size - 1}pt;color:#444;margin-top:6px}}
.sig{{display:flex;gap:40px;margin-top:18px}} .sig>div{{flex:1}} .sigh{{font-weight:bold}}
.sigl{{border-bottom:1px solid #000;height:20px}} .sigu{{font-size:{size - 1}pt;color:#444}}
.act{{break-inside:avoid}} .apart{{break-before:page}}
.under{{margin-top:18px;border-top:1px dashed #777;padding-top:12px}}
.act p{{margin:6px 0}} table.act-t{{margin:4px 0}}
</style></head><body>
{invoice}
{act}
</body></html>"""

    line_fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
    line_fields += ("vat_percent",) if vat_column else ()
    truth = doc.truth(line_fields)
    if due_style == "term":
        truth.pop("due_date", None)
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
