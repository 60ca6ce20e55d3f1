"""A Slovenian supplier's "RAČUN" to a Lithuanian UAB, as Slovenian invoicing programs (Minimax,
Pantheon, e-računi) print it: the seller a "d.o.o." with "ID za DDV: SI…" and "Matična številka", the
"Številka računa" printed whole ("2026-00123"), "Kraj in datum izdaje", "Datum opravljene storitve" (or
"Datum dobave"), "Rok plačila", the buyer as "Kupec" with its LT VAT number, the lines "Opis",
"Količina", "EM", "Cena", "DDV %", "Vrednost", totals "Skupaj brez DDV", "DDV 22 %", "Za plačilo", the
account as "TRR: SI56 …" with the reference "Sklic: SI00 …", the court register line in the footer.
Variants: 0 % with the reverse-charge note (196. člen Direktive 2006/112/ES for services, 46. člen
ZDDV-1 for goods to another member state) or 22 % Slovenian VAT; a "Šifra" column or not; the UPN
payment slip at the bottom repeating the amount, the IBAN and the reference, or none; the parties side
by side or one above the other; a shaded or a ruled table.

Truth: the seller's matična številka as its register code, its SI VAT code, its address
"street, postcode city" and IBAN; the number as printed with no series; the due date ("Rok plačila");
the buyer's company code only where printed; line items with the cells the table shows."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, quantity, rate
from tests.eval.printed.templates.eu_common import grouped, unbroken
from tests.eval.printed.templates.eu_round9_common import vat_registered_buyer
from tests.eval.printed.templates.eu_round10_common import si_seller
from tests.eval.printed.templates.lt_common import FONTS
from tests.eval.printed.templates.lt_round8_common import page

NAMES = ["Triglav Soft", "Pohorje Les", "Savinja Tehnika", "Kras Vino", "Sočna Dolina", "Alpska Oprema"]
COURTS = {"Ljubljana": "Ljubljani", "Maribor": "Mariboru", "Celje": "Celju", "Kranj": "Kranju"}
GOODS: list[tuple[str, str, int, tuple[float, float]]] = [
    ("Lesene euro palete 1200x800", "kos", 22, (8, 16)),
    ("Smrekove deske 24 mm, sušene", "m3", 22, (280, 450)),
    ("Teranovo vino, 0,75 l", "kos", 22, (7, 18)),
    ("Bučno olje, 1 l", "kos", 22, (9, 16)),
    ("Varilna žica SG2 1,0 mm", "kg", 22, (2, 5)),
    ("Rezervni deli za črpalko", "kpl", 22, (40, 260)),
]
SERVICES: list[tuple[str, str, int, tuple[float, float]]] = [
    ("Razvoj programske opreme", "ura", 22, (35, 85)),
    ("Vzdrževanje spletne trgovine – mesečni pavšal", "kos", 22, (120, 600)),
    ("Svetovanje pri uvedbi ERP sistema", "ura", 22, (60, 120)),
    ("Prevod tehnične dokumentacije", "kos", 22, (80, 500)),
    ("Strojna obdelava po naročilu", "ura", 22, (30, 70)),
    ("Servis in kalibracija merilne opreme", "kos", 22, (150, 900)),
]


def make(seed: int) -> Printed:
    rng = random.Random(seed * 11 + 409)
    services = rng.random() < 0.5
    reverse = rng.random() < 0.7
    codes = rng.random() < 0.4
    doc = draw(
        seed,
        seller_country="DE",  # replaced by the Slovenian seller below; draw() knows none
        lines=(1, 8),
        catalogue=SERVICES if services else GOODS,
        rates=(0,) if reverse else (22,),
        codes=codes,
        series=False,
    )
    vat_registered_buyer(doc, rng)
    buyer = doc.buyer
    assert buyer is not None
    seller, bank, bic = si_seller(rng, f"{rng.choice(NAMES)} d.o.o.")
    doc.seller = seller
    for item in doc.items:
        if item.unit in ("kos", "kpl"):  # pieces and sets are whole
            item.quantity = Decimal(max(1, int(item.quantity) // (8 if services else 1)))
    year = doc.issued.year
    doc.number = rng.choice(
        [
            f"{year}-{rng.randint(1, 999):05d}",
            f"{rng.randint(1, 999)}-{year}",
            f"{year % 100}-{rng.randint(1, 9999):04d}",
        ]
    )
    doc.due = doc.issued + timedelta(days=rng.choice([8, 15, 30]))
    supplied = doc.issued - timedelta(days=rng.randint(0, 5))
    spaced = rng.random() < 0.4
    upn = rng.random() < 0.5
    buyer_code = rng.random() < 0.4
    side = rng.random() < 0.6
    shaded = rng.random() < 0.5
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    color = rng.choice(["#00529b", "#8b0000", "#2e7d32", "#37474f"])
    reference = f"SI00 {doc.number}"

    def d(value: date) -> str:
        return f"{value.day}. {value.month}. {value.year}" if spaced else value.strftime("%d.%m.%Y")

    def num(value: Decimal) -> str:
        return amount(value, "lt-dot")

    seller_html = f"""<div class="seller"><div class="sname">{escape(seller.name)}</div>
{unbroken(seller.address)}, Slovenija<br>ID za DDV: {seller.vat_code}<br>Matična številka: {seller.code}<br>
TRR: {grouped(seller.iban or "")} ({escape(bank)})</div>"""
    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        unbroken(buyer.address),
        "Litva",
        f"ID za DDV: {buyer.vat_code}",
    ]
    if buyer_code:
        buyer_lines.append(f"Matična št.: {buyer.code}")
    buyer_html = f'<div class="buyer"><div class="lbl">Kupec</div>{"<br>".join(buyer_lines)}</div>'
    meta = [
        ("Številka računa", f"<b>{doc.number}</b>"),
        ("Kraj in datum izdaje", f"{seller.city}, {d(doc.issued)}"),
        ("Datum opravljene storitve" if services else "Datum dobave", d(supplied)),
        (rng.choice(["Rok plačila", "Datum zapadlosti"]), d(doc.due)),
        ("Sklic", reference),
    ]
    meta_html = "".join(f"<tr><th>{k}:</th><td>{v}</td></tr>" for k, v in meta)

    head = (
        ["Zap. št."] + (["Šifra"] if codes else []) + ["Opis", "Količina", "EM", "Cena", "DDV %", "Vrednost"]
    )
    rows = ""
    for n, item in enumerate(doc.items, 1):
        rows += (
            f"<tr><td class=c>{n}</td>"
            + (f"<td>{item.code}</td>" if codes else "")
            + f"<td>{escape(item.name)}</td><td class=r>{quantity(item.quantity, 'lt-dot')}</td>"
            f"<td class=c>{item.unit}</td><td class=r>{num(item.price)}</td>"
            f"<td class=r>{rate(item.vat_percent)}</td><td class=r>{num(item.subtotal)}</td></tr>"
        )
    numeric = ("Količina", "Cena", "DDV %", "Vrednost")  # headed on the side their figures sit
    cells = "".join(f"<th{' class=r' if h in numeric else ''}>{h}</th>" for h in head)
    table = f'<table class="items"><tr>{cells}</tr>{rows}</table>'
    vat_rate = rate(doc.items[0].vat_percent)
    totals = f"""<table class="tot"><tr><td>Skupaj brez DDV</td><td class=r>{num(doc.net)} EUR</td></tr>
<tr><td>DDV {vat_rate} %</td><td class=r>{num(doc.vat)} EUR</td></tr>
<tr class="g"><td>Za plačilo</td><td class=r>{num(doc.gross)} EUR</td></tr></table>"""
    if not reverse:
        note = ""
    elif services:
        note = "Obrnjena davčna obveznost – 196. člen Direktive 2006/112/ES. DDV obračuna prejemnik storitve."
    else:
        note = "Oproščeno plačila DDV po 1. točki 46. člena ZDDV-1 (dobava blaga v drugo državo članico EU)."
    pay = (
        f"Znesek računa prosimo poravnajte do {d(doc.due)} na TRR {grouped(seller.iban or '')}, "
        f"BIC {bic}, s sklicem {reference}."
    )
    slip = ""
    if upn:
        slip = f"""<div class="upn"><div class="uh">UPN – univerzalni plačilni nalog</div><table>
<tr><th>Plačnik</th><td>{escape(buyer.name)}, {escape(buyer.city)}, Litva</td>
<th>Znesek</th><td>***{num(doc.gross)}</td></tr>
<tr><th>Koda namena</th><td>{"SCVE" if services else "GDSV"}</td>
<th>Namen plačila</th><td>Plačilo računa {doc.number}</td></tr>
<tr><th>Rok plačila</th><td>{doc.due.strftime("%d.%m.%Y")}</td>
<th>BIC banke prejemnika</th><td>{bic}</td></tr>
<tr><th>IBAN prejemnika</th><td>{grouped(seller.iban or "")}</td>
<th>Referenca prejemnika</th><td>{reference}</td></tr>
<tr><th>Ime prejemnika</th><td colspan=3>{escape(seller.name)}, {unbroken(seller.address)}</td></tr>
</table></div>"""
    court = COURTS.get(seller.city, "Ljubljani")
    footer = (
        f"{escape(seller.name)} je vpisana v sodni register pri Okrožnem sodišču v {court}. "
        f"Osnovni kapital: {rng.choice(['7.500,00', '8.763,00', '25.000,00'])} EUR."
    )
    parties = (
        f'<div class="parties side">{buyer_html}<table class="meta">{meta_html}</table></div>'
        if side
        else f'{buyer_html}<table class="meta under">{meta_html}</table>'
    )
    body = f"""<div class="top">{seller_html}<div class="logo">{escape(seller.name.split()[0])}</div></div>
<div class="title">RAČUN</div>{parties}
{table}<div class="after"><div class="note">{note}</div>{totals}</div>
<div class="pay">{pay}</div>
<div class="sign">
<div>Račun izdal:<br>{rng.choice(["Maja Kovač", "Luka Novak", "Nina Horvat", "Žiga Zupan"])}</div>
<div>Odgovorna oseba:<br>{rng.choice(["Janez Kranjc", "Mojca Potočnik", "Tomaž Vidmar"])}</div></div>
{slip}<div class="foot">{footer}</div>"""
    row_bg = "table.items tr:nth-child(odd) td{background:#f2f2f2}" if shaded else ""
    css = f"""
.top{{display:flex;justify-content:space-between;align-items:flex-start;
border-bottom:2px solid {color};padding-bottom:3mm}}
.seller{{line-height:1.4}} .sname{{font-size:{size + 4}pt;font-weight:bold;color:{color}}}
.logo{{font-size:{size + 10}pt;font-weight:bold;color:{color};font-style:italic}}
.title{{font-size:{size + 10}pt;font-weight:bold;margin:5mm 0 3mm;letter-spacing:3px}}
.parties.side{{display:flex;justify-content:space-between;gap:8mm}}
.buyer{{line-height:1.4;border:1px solid #999;padding:5px 8px;min-width:80mm}}
.lbl{{font-weight:bold;color:{color}}}
table.meta{{border-collapse:collapse;align-self:flex-start}} table.meta.under{{margin-top:3mm}}
table.meta th{{text-align:left;font-weight:normal;color:#444;padding:1px 10px 1px 0}}
table.items{{width:100%;border-collapse:collapse;margin-top:5mm}}
table.items th{{border-bottom:1.5px solid #111;border-top:1.5px solid #111;padding:3px;text-align:left}}
table.items td{{padding:3px;border-bottom:.5px solid #bbb;vertical-align:top}} {row_bg}
.after{{display:flex;justify-content:space-between;gap:8mm;margin-top:3mm}} .note{{font-style:italic;flex:1}}
table.tot{{border-collapse:collapse;min-width:72mm}} table.tot td{{padding:2px 5px}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 1.5}pt;border-top:1.5px solid #111;background:#eee}}
.pay{{margin-top:5mm}}
.sign{{display:flex;justify-content:space-between;margin:8mm 10mm 0}}
.upn{{margin-top:10mm;border-top:1.5px dashed #555;padding-top:3mm;font-size:{size - 1}pt}}
.upn .uh{{font-weight:bold;color:#b25900;margin-bottom:2mm}}
.upn table{{width:100%;border-collapse:collapse;background:#fff8ef}}
.upn th{{text-align:left;font-weight:normal;color:#7a4a00;border:1px solid #e0b985;padding:2px 4px;width:18%}}
.upn td{{border:1px solid #e0b985;padding:2px 4px}}
.foot{{margin-top:6mm;border-top:1px solid #aaa;padding-top:1mm;font-size:{size - 2}pt;color:#555}}
"""
    html = page(css, body, font=font, size=size, color=color)
    fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "unit", "price", "vat_percent", "subtotal")
    fields += ("prekes_kodas",) if codes else ()
    truth = doc.truth(fields)
    if not buyer_code:
        truth.pop("buyer_id")
    return Printed(html, truth)
