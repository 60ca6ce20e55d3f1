"""An e-commerce marketplace's or a parcel carrier's monthly VAT invoice to an online shop, as such a
platform's billing system prints it: the brand's logo as a small letterhead (the legal seller only in
the footer with its codes and bank accounts), a right-aligned block of labels beside their values
(Serija ir Nr., Sąskaitos data, Apmokėti iki, Sutarties Nr. / Užsakymo Nr., Kliento Nr.), the shop in an
address window, many short service lines with service codes (commissions and fees, or parcels by size),
a boxed totals block and "Suma žodžiais"."""

from __future__ import annotations

import calendar
import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import group4, iban, vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS, eur_words

LINE_FIELDS = ("prekes_pavadinimas", "prekes_kodas", "quantity", "unit", "price", "subtotal")
# (code, name, unit, usual VAT rate, price range)
MARKETPLACE = [
    ("KOM-EL", "Pardavimo komisinis mokestis – Elektronika", "mėn.", 21, (80, 900)),
    ("KOM-NM", "Pardavimo komisinis mokestis – Namai ir sodas", "mėn.", 21, (40, 600)),
    ("KOM-VA", "Pardavimo komisinis mokestis – Vaikams", "mėn.", 21, (20, 350)),
    ("KOM-GR", "Pardavimo komisinis mokestis – Grožis", "mėn.", 21, (15, 300)),
    ("UZS-01", "Užsakymo apdorojimo mokestis", "vnt.", 21, (0.25, 0.9)),
    ("PLN-PR", "Pardavėjo planas „Pro“", "mėn.", 21, (29, 99)),
    ("MOK-01", "Mokėjimų administravimo mokestis", "vnt.", 21, (0.15, 0.4)),
    ("REK-SP", "Reklama „Rekomenduojamos prekės“", "paspaud.", 21, (0.05, 0.3)),
    ("REK-BN", "Reklaminis baneris pagrindiniame puslapyje", "d.", 21, (15, 60)),
    ("SAN-01", "Prekių sandėliavimas", "m³", 21, (6, 18)),
    ("GRZ-01", "Grąžinimo tvarkymas", "vnt.", 21, (1.5, 4)),
    ("FOT-01", "Prekių fotografavimas", "vnt.", 21, (2, 6)),
    ("KAT-01", "Prekių įkėlimas į katalogą", "vnt.", 21, (0.3, 1.2)),
    ("LOG-PK", "Užsakymo surinkimas ir pakavimas", "vnt.", 21, (0.6, 1.8)),
]
CARRIER = [
    ("PM-S", "Siunta į paštomatą, S dydis", "vnt.", 21, (1.6, 2.4)),
    ("PM-M", "Siunta į paštomatą, M dydis", "vnt.", 21, (1.9, 2.9)),
    ("PM-L", "Siunta į paštomatą, L dydis", "vnt.", 21, (2.4, 3.6)),
    ("KR-05", "Kurjerio siunta iki 5 kg", "vnt.", 21, (3, 4.5)),
    ("KR-10", "Kurjerio siunta 5–10 kg", "vnt.", 21, (4, 6)),
    ("KR-31", "Kurjerio siunta 10–31,5 kg", "vnt.", 21, (5.5, 9)),
    ("INT-LV", "Tarptautinė siunta į Latviją", "vnt.", 21, (5, 8)),
    ("INT-EE", "Tarptautinė siunta į Estiją", "vnt.", 21, (5.5, 9)),
    ("COD", "Išperkamosios sumos administravimas", "vnt.", 21, (0.8, 1.5)),
    ("KURAS", "Kuro priemoka", "mėn.", 21, (4, 60)),
    ("GRZ", "Siuntos grąžinimas siuntėjui", "vnt.", 21, (1.5, 3)),
    ("SMS", "SMS pranešimas gavėjui", "vnt.", 21, (0.04, 0.1)),
    ("PAIM", "Siuntų paėmimas iš siuntėjo", "kartas", 21, (2, 6)),
    ("PAK", "Pakartotinis pristatymas", "vnt.", 21, (1.5, 3.5)),
    ("DRAUD", "Siuntos draudimas", "vnt.", 21, (0.3, 1.2)),
]
BRANDS = {
    "marketplace": ["Turgelis.lt", "Prekynas", "Pirk.lt", "Kioskas", "Vitrina.lt"],
    "carrier": ["Siuntos Express", "Paštomatai 24", "Greitas kurjeris", "BaltShip", "Vėjo siuntos"],
}


def count(rng: random.Random, unit: str, big: bool) -> Decimal:
    if unit in ("mėn.",):
        return Decimal(1)
    if unit == "paspaud.":
        return Decimal(rng.randint(150, 6000))
    if unit == "d.":
        return Decimal(rng.randint(1, 14))
    if unit == "m³":
        return Decimal(rng.randint(5, 120)) / 10
    if unit == "kartas":
        return Decimal(rng.randint(1, 22))
    return Decimal(rng.randint(20, 900) if big else rng.randint(1, 60))


def make(seed: int) -> Printed:
    rng = random.Random(seed * 7 + 17)
    kind = rng.choice(["marketplace", "carrier"])
    catalogue = MARKETPLACE if kind == "marketplace" else CARRIER
    codes = {name: code for code, name, *_ in catalogue}
    doc = draw(seed, lines=(7, 14), catalogue=[c[1:] for c in catalogue], rates=(21,))
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    # a platform or a carrier is a company limited by shares
    seller.name = "UAB „" + seller.name.split("„", 1)[1]
    if seller.vat_code is None:
        seller.vat_code = vat_code(rng)
    for item in doc.items:
        item.code = codes[item.name]
        item.quantity = count(rng, item.unit, item.unit == "vnt." and rng.random() < 0.6)
    # billed for a calendar month: dated its last day or the first days of the next
    year, month = doc.issued.year, doc.issued.month
    py, pm = (year, month - 1) if month > 1 else (year - 1, 12)
    start, end = date(py, pm, 1), date(py, pm, calendar.monthrange(py, pm)[1])
    doc.issued = end if rng.random() < 0.5 else date(year, month, rng.randint(1, 5))
    doc.due = doc.issued + timedelta(days=rng.choice([7, 10, 14, 14, 30]))
    doc.series = rng.choice(["MP", "KS", "SF", "PVM", "EP"])
    doc.number = str(rng.randint(100000, 9999999))

    brand = rng.choice(BRANDS[kind])
    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots", "dmy-dots"])
    font = rng.choice([*FONTS[:7], "'Roboto Condensed'"])
    size = rng.choice([8, 8.5, 9])
    accent = rng.choice(["#e4002b", "#ff6a00", "#00a19a", "#6a1b9a", "#0050a0", "#1b1b1b"])
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.8
    ref_label = rng.choice(["Sutarties Nr.", "Sutarties Nr.", "Užsakymo Nr."])
    ref_value = (
        f"{rng.choice(['PS', 'SUT', 'K'])}-{rng.randint(2021, 2025)}-{rng.randint(100, 9999)}"
        if ref_label.startswith("Sutarties")
        else str(rng.randint(1_000_000, 9_999_999))
    )
    client = str(rng.randint(10000, 999999))
    numbered = rng.random() < 0.5
    second_bank = rng.random() < 0.35
    grouped = rng.random() < 0.5
    number_text = rng.choice([f"{doc.series} {doc.number}", f"{doc.series}-{doc.number}"])

    facts = [
        ("Serija ir Nr.", f"<b>{number_text}</b>"),
        ("Sąskaitos data", day(doc.issued, date_style)),
        ("Apmokėti iki", f"<b>{day(doc.due, date_style)}</b>"),
        (ref_label, ref_value),
        ("Kliento Nr.", client),
    ]
    if rng.random() < 0.7:
        facts.append(("Laikotarpis", f"{day(start, date_style)} – {day(end, date_style)}"))
    fact_rows = "".join(f"<tr><td class=l>{k}</td><td>{v}</td></tr>" for k, v in facts)

    rows = "".join(
        "<tr>"
        + (f"<td class=c>{i}</td>" if numbered else "")
        + f"<td class=code>{escape(item.code or '')}</td><td>{escape(item.name)}</td>"
        f"<td class=r>{quantity(item.quantity, style)}</td><td class=c>{escape(item.unit)}</td>"
        f"<td class=r>{amount(item.price, style)}</td><td class=r>{amount(item.subtotal, style)}</td></tr>"
        for i, item in enumerate(doc.items, 1)
    )
    head = (
        ("<th>Nr.</th>" if numbered else "")
        + "<th>Kodas</th><th>Paslauga</th><th class=r>Kiekis</th><th class=c>Mato vnt.</th>"
        "<th class=r>Kaina, EUR</th><th class=r>Suma be PVM, EUR</th>"
    )
    buyer_lines = [f"<b>{escape(buyer.name)}</b>", f"Įmonės kodas {buyer.code}"]
    if show_buyer_vat:
        buyer_lines.append(f"PVM mokėtojo kodas {buyer.vat_code}")
    buyer_lines += [escape(p) for p in buyer.address.split(", ")]

    accounts = [(seller.iban or "", seller.bank or "")]
    if second_bank:
        other, other_bank = iban(rng)
        if other_bank != seller.bank:
            accounts.append((other, other_bank))
    bank_lines = "<br>".join(f"{escape(b)}: {group4(a) if grouped else a}" for a, b in accounts)
    domain = brand.lower().replace(" ", "").translate(str.maketrans("ėšų", "esu"))
    domain = domain if domain.endswith(".lt") else domain + ".lt"
    letterhead = rng.random() < 0.5
    small_seller = (
        f"<div class=lh>{escape(seller.name)}<br>{escape(seller.address)}</div>" if letterhead else ""
    )
    note = (
        "Mokėdami nurodykite sąskaitos numerį. Išsamią paslaugų ataskaitą rasite savitarnos svetainėje "
        f"{domain} skiltyje „Sąskaitos“."
        if kind == "marketplace"
        else "Siuntų sąrašas pagal siuntų numerius pateikiamas priede. Pretenzijas dėl sąskaitos pateikite "
        "per 5 darbo dienas."
    )
    words = eur_words(doc.gross)
    total_label = rng.choice(["Mokėtina suma", "Iš viso su PVM", "Iš viso mokėti"])

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 13mm 12mm 13mm}}
body{{font-family:{font};font-size:{size}pt;color:#222;margin:0}}
.top{{display:flex;justify-content:space-between;align-items:flex-start}}
.brand .logo{{display:inline-block;background:{accent};color:#fff;font-weight:bold;font-size:15pt;
padding:6px 12px;border-radius:3px;letter-spacing:0.5px}}
.lh{{font-size:{size - 1.5}pt;color:#666;margin-top:5px;line-height:1.3}}
.hdr{{text-align:right}} .hdr h1{{font-size:14pt;margin:0 0 6px;color:{accent}}}
.hdr table{{margin-left:auto;border-collapse:collapse}}
.hdr td{{padding:1px 0 1px 14px;text-align:right}} .hdr td.l{{color:#777}}
.win{{margin-top:14px;width:50%;line-height:1.4}}
.win .t{{font-size:{size - 1.5}pt;color:#777;text-transform:uppercase;margin-bottom:2px}}
table.items{{width:100%;border-collapse:collapse;margin-top:16px}}
table.items th{{text-align:left;border-top:1.5px solid #222;border-bottom:1.5px solid #222;padding:4px 3px;
font-size:{size - 0.5}pt}}
table.items td{{padding:2.5px 3px;border-bottom:0.5px solid #d5d5d5}}
.code{{color:#555;white-space:nowrap}} .r{{text-align:right!important}} .c{{text-align:center!important}}
.tot{{margin-left:auto;margin-top:10px;border:1.5px solid #222;width:46%}}
.tot table{{width:100%;border-collapse:collapse}} .tot td{{padding:3px 8px}}
.tot tr.g td{{background:{accent};color:#fff;font-weight:bold;font-size:{size + 1.5}pt}}
.words{{margin-top:8px}} .note{{margin-top:10px;color:#555;font-size:{size - 0.5}pt}}
.foot{{position:fixed;bottom:0;left:0;right:0;border-top:1px solid #999;padding-top:4px;display:flex;
gap:16px;font-size:{size - 1.5}pt;color:#444;line-height:1.35}} .foot div{{flex:1}}
</style></head><body>
<div class="top"><div class="brand"><div class="logo">{escape(brand)}</div>{small_seller}</div>
<div class="hdr"><h1>PVM SĄSKAITA FAKTŪRA</h1><table>{fact_rows}</table></div></div>
<div class="win"><div class="t">Pirkėjas</div>{"<br>".join(buyer_lines)}</div>
<table class="items"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>
<div class="tot"><table><tr><td>Suma be PVM</td><td class=r>{amount(doc.net, style)}</td></tr>
<tr><td>PVM 21 %</td><td class=r>{amount(doc.vat, style)}</td></tr>
<tr class="g"><td>{total_label}, EUR</td><td class=r>{amount(doc.gross, style)}</td></tr></table></div>
<div class="words">Suma žodžiais: <b>{words}</b></div>
<div class="note">{note}</div>
<div class="foot"><div><b>{escape(seller.name)}</b><br>{escape(seller.address)}<br>
Įmonės kodas {seller.code}<br>PVM mokėtojo kodas {seller.vat_code}</div>
<div>Atsiskaitomosios sąskaitos:<br>{bank_lines}</div>
<div>Klientų aptarnavimas: +370 700 {rng.randint(10000, 99999)}<br>saskaitos@{escape(domain)}<br>
www.{escape(domain)}</div></div>
</body></html>"""
    truth = doc.truth(LINE_FIELDS)
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
