"""A private Lithuanian clinic's or dental practice's invoice to a company for health care services, which
are exempt from VAT (PVMĮ 20 str.): employees' periodic health checks, tests, a dentist's work paid by an
employer. The seller (UAB or VšĮ, a licensed health care institution: "ASPĮ licencija Nr. …") is a VAT
payer on some seeds (it prints its "PVM mokėtojo kodas" and may title the page "PVM SĄSKAITA FAKTŪRA")
and not on others ("SĄSKAITA FAKTŪRA"). The procedures carry the clinic's own code, a quantity, a price
and an amount, with no VAT column; the statutory remark ("PVM neapmokestinama pagal PVMĮ 20 str.", worded
in several ways) sits under the table or beside the totals; the totals print "PVM 0,00" and "Iš viso" /
"Mokėti". Variants: a letterhead on the left or centred, parties side by side or stacked, a unit column
or none, line names with the employee's name or plain, the bank account in the footer or under the seller.

Truth: the VAT rate 0 with VAT 0 (every line exempt), the lines in page order with code, name, quantity,
price and amount (and unit where the column prints)."""

from __future__ import annotations

import random
from datetime import timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty, Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import person, vat_payer
from tests.eval.printed.templates.lt_round5_common import two_lines
from tests.eval.printed.templates.lt_round8_common import page

CLINICS = ["Sveikatos centras", "Medicos klinika", "Šeimos gydytojas", "Baltijos diagnostika", "Medikas"]
DENTISTS = ["Dantų studija", "Šypsenos klinika", "Odontologijos centras", "Baltoji šypsena"]
# (code prefix, name, unit, price range)
PROCEDURES = [
    ("PSP", "Periodinis darbuotojo sveikatos tikrinimas (F 047/a)", "vnt.", (18, 45)),
    ("PSP", "Vairuotojo sveikatos patikrinimas", "vnt.", (25, 55)),
    ("KON", "Šeimos gydytojo konsultacija", "vnt.", (25, 50)),
    ("KON", "Oftalmologo konsultacija, regos aštrumo tyrimas", "vnt.", (30, 55)),
    ("KON", "Psichiatro konsultacija", "vnt.", (35, 60)),
    ("KON", "Otorinolaringologo konsultacija", "vnt.", (30, 55)),
    ("TYR", "Bendras kraujo tyrimas", "tyr.", (6, 14)),
    ("TYR", "Gliukozės kiekio kraujyje tyrimas", "tyr.", (3, 8)),
    ("TYR", "Elektrokardiograma (EKG)", "tyr.", (12, 25)),
    ("TYR", "Klausos tyrimas (audiometrija)", "tyr.", (12, 25)),
    ("TYR", "Plaučių rentgenograma", "tyr.", (15, 30)),
    ("ODN", "Profesionali burnos higiena", "proc.", (45, 80)),
    ("ODN", "Danties plombavimas šviesoje kietėjančia plomba", "vnt.", (45, 95)),
    ("ODN", "Dantų nuotrauka (ortopantomograma)", "vnt.", (20, 40)),
    ("ODN", "Odontologo konsultacija", "vnt.", (20, 40)),
    ("SKI", "Skiepijimas nuo erkinio encefalito (su vakcina)", "vnt.", (38, 60)),
    ("SKI", "Skiepijimas nuo gripo (su vakcina)", "vnt.", (15, 28)),
]
REMARKS = [
    "PVM neapmokestinama pagal PVMĮ 20 str.",
    "Sveikatos priežiūros paslaugos PVM neapmokestinamos (PVMĮ 20 str. 1 d.).",
    "PVM netaikomas vadovaujantis Lietuvos Respublikos pridėtinės vertės mokesčio įstatymo 20 straipsniu.",
    "Asmens sveikatos priežiūros paslaugos PVM neapmokestinamos pagal LR PVM įstatymo 20 str. nuostatas.",
]
COLORS = ["#1f7a8c", "#2a6f4e", "#3a5a98", "#555555", "#8c2f5a"]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 11 + 9)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    dental = rng.random() < 0.35
    seller.name = f"{rng.choice(['UAB', 'UAB', 'VšĮ'])} „{rng.choice(DENTISTS if dental else CLINICS)}“"
    # a dental practice bills only dental work, a clinic everything else
    menu = [p for p in PROCEDURES if (p[0] == "ODN") == dental]
    payer = rng.random() < 0.4
    if payer:
        vat_payer(seller, rng)
    else:
        seller.vat_code = None
    doc.series = rng.choice(["MED", "SK", "KL", "DS"])
    doc.number = str(rng.randint(1, 99999)).zfill(rng.choice([5, 6]))
    doc.due = doc.issued + timedelta(days=rng.choice([7, 14, 30]))

    with_names = rng.random() < 0.5
    lines: list[Item] = []
    for prefix, name, unit, (lo, hi) in rng.sample(menu, rng.randint(2, min(7, len(menu)))):
        code = f"{prefix}-{rng.randint(1, 250):03d}"
        price = money(Decimal(str(rng.uniform(lo, hi))))
        if with_names:
            # an employer's bill names whom each check was for, one patient a line
            patient = person(rng, short=True)
            lines.append(Item(f"{name} – {patient}", unit, Decimal(1), price, Decimal(0), code))
        else:
            lines.append(Item(name, unit, Decimal(rng.randint(1, 25)), price, Decimal(0), code))
    doc.items = lines

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-dots", "lt-long"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    color = rng.choice(COLORS)
    centred = rng.random() < 0.5
    beside = rng.random() < 0.6
    unit_column = rng.random() < 0.5
    bank_footer = rng.random() < 0.5
    remark = rng.choice(REMARKS)
    remark_by_totals = rng.random() < 0.4
    title = "PVM SĄSKAITA FAKTŪRA" if payer and rng.random() < 0.5 else "SĄSKAITA FAKTŪRA"
    licence = f"ASPĮ licencija Nr. {rng.randint(100, 9999)}"
    phone = f"+370 5 {rng.randint(200, 299)} {rng.randint(1000, 9999)}"

    def a(value: Decimal) -> str:
        return amount(value, style)

    street, place = two_lines(seller.address)
    letter = (
        f'<div class="lh{" ctr" if centred else ""}"><div class="cn">{escape(seller.name)}</div>'
        f'<div class="small muted">{licence} · tel. {phone}</div></div>'
    )

    def side(label: str, p: AnyParty, own: bool) -> str:
        rows = [f'<div class="pl">{label}</div><div class="pname">{escape(p.name)}</div>']
        rows.append(f"<div>Įmonės kodas: {p.code}</div>")
        if p.vat_code:
            rows.append(f"<div>PVM mokėtojo kodas: {p.vat_code}</div>")
        rows.append(f"<div>{escape(p.address)}</div>")
        if own and not bank_footer:
            rows.append(f"<div>A. s. {p.iban}, {p.bank}</div>")
        return f'<div class="party">{"".join(rows)}</div>'

    parties = f'<div class="{"two" if beside else "stack"}">{side("Paslaugų teikėjas", seller, True)}'
    parties += f"{side('Mokėtojas', buyer, False)}</div>"
    head = ["Nr.", "Kodas", "Paslaugos pavadinimas"]
    head += ["Mato vnt."] if unit_column else []
    head += ["Kiekis", "Kaina, EUR", "Suma, EUR"]
    rows = []
    for n, item in enumerate(lines, 1):
        cells = [f"<td class=c>{n}</td>", f"<td class=nw>{item.code}</td>", f"<td>{escape(item.name)}</td>"]
        cells += [f"<td class=c>{item.unit}</td>"] if unit_column else []
        cells += [
            f"<td class=r>{quantity(item.quantity, style)}</td>",
            f"<td class=r>{a(item.price)}</td>",
            f"<td class=r>{a(item.subtotal)}</td>",
        ]
        rows.append("<tr>" + "".join(cells) + "</tr>")
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    # an exempt supply still shows its (zero) tax so the payer's books see why there is none
    total_label = rng.choice(["Iš viso mokėti", "Mokėti", "Iš viso"])
    tot_rows = [
        (rng.choice(["Suma", "Paslaugų suma", "Suma be PVM"]), a(doc.net)),
        (rng.choice(["PVM", "PVM 0 %", "PVM (neapmokestinama)"]), a(doc.vat)),
    ]
    totals = "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in tot_rows)
    totals += f'<tr class="g"><td>{total_label}, EUR</td><td class=r>{a(doc.gross)}</td></tr>'
    remark_html = f'<div class="rem">{remark}</div>'
    bottom = (
        f'<div class="bt"><div class="bl">{remark_html if remark_by_totals else ""}</div>'
        f'<table class="tot">{totals}</table></div>'
    )
    footer = ""
    if bank_footer:
        footer = (
            f'<div class="foot">{escape(seller.name)} · {escape(street)}, {escape(place)} · '
            f"{seller.bank} · {seller.iban}</div>"
        )
    writer = person(rng)
    body = f"""{letter}
<div class="title">{title}</div>
<div class="num">Serija {doc.series} Nr. {doc.number}</div>
<div class="dt">Išrašymo data: {day(doc.issued, date_style)}<br>
Apmokėti iki: {day(doc.due, date_style)}</div>
{parties}
{table}{bottom}
{"" if remark_by_totals else remark_html}
<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>
<div class="sign"><div>Sąskaitą išrašė:<div class="line">{writer}</div></div>
<div>Sąskaitą gavo:<div class="line">(pareigos, vardas, pavardė, parašas)</div></div></div>
{footer}"""
    css = f"""
.lh{{border-bottom:2px solid {color};padding-bottom:5px}} .lh.ctr{{text-align:center}}
.cn{{font-size:{size + 7}pt;font-weight:bold;color:{color}}}
.title{{text-align:center;font-size:{size + 4}pt;font-weight:bold;margin-top:16px;letter-spacing:1px}}
.num{{text-align:center;font-weight:bold}} .dt{{text-align:center;margin-bottom:12px}}
.two{{display:flex;gap:24px;margin-bottom:12px}} .two .party{{flex:1}}
.stack .party{{margin-bottom:8px}} .pl{{color:{color};font-weight:bold;font-size:{size - 1}pt}}
table.items{{width:100%;border-collapse:collapse;margin-top:4px}}
table.items th{{background:{color};color:#fff;padding:4px 3px;font-size:{size - 0.5}pt;font-weight:bold}}
table.items td{{border-bottom:1px solid #bbb;padding:3px;vertical-align:top}} td.nw{{white-space:nowrap}}
.bt{{display:flex;gap:18px;margin-top:8px;align-items:flex-start}} .bl{{flex:1}}
table.tot{{border-collapse:collapse;min-width:38%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000;font-size:{size + 1}pt}}
.rem{{font-style:italic;margin-top:8px;border-left:3px solid {color};padding-left:6px}}
.words{{margin-top:10px}} .sign{{display:flex;gap:60px;margin-top:36px}} .sign>div{{flex:1}}
.sign .line{{border-top:1px solid #000;margin-top:26px;padding-top:2px;font-size:{size - 1}pt}}
.foot{{margin-top:40px;border-top:1px solid #aaa;padding-top:4px;font-size:{size - 1.5}pt;color:#555;
text-align:center}}
"""
    html = page(css, body, font=font, size=size, color=color)
    fields: tuple[str, ...] = ("prekes_kodas", "prekes_pavadinimas", "quantity", "price", "subtotal")
    fields += ("unit",) if unit_column else ()
    return Printed(html, doc.truth(fields))
