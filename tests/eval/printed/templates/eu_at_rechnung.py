"""An Austrian supplier's "Rechnung" to a Lithuanian customer as Austrian ERP and invoicing programs
(BMD, RZL, FreeFinance, a Word letterhead) print it on an ÖNORM letter: the sender line "Firma · Straße ·
PLZ Ort" over the address window, the info block at the right (Rechnungsnummer, Rechnungsdatum,
Kundennummer, Ihre UID, Bearbeiter, Leistungszeitraum as two dates), the title, a position table, the
totals "Nettobetrag / USt 20 % / Gesamtbetrag" (a "USt-Aufstellung" by rate on some, the reduced 10 % and
13 % rates where the goods take them), "Zahlbar binnen 14 Tagen ohne Abzug", the reverse-charge or
intra-Community wording at 0 %, and the footer with Firmenbuchnummer "FN 123456a", Firmenbuchgericht,
UID-Nr. ATU… and the bank. Three looks: a ruled BMD-like letter with a boxed info block, a letterhead
with a coloured side bar and a line-VAT column, and a plain modern page with the totals in a shaded box.
Dates "dd.mm.yyyy" (or "5. Jänner 2026"), amounts "1.234,56" with "€" or "EUR"."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, reverse
from tests.eval.printed.templates.eu_round4_common import at_account, at_seller, cross_border, long_date
from tests.eval.printed.templates.lt_common import FONTS

CATALOGUE = [
    ("Lärchen-Terrassendielen 27x145 mm, sägerau", "lfm", 20, (6, 14)),
    ("Zirbenholz-Kissen 30x20 cm, Leinenbezug", "Stk.", 20, (25, 55)),
    ("Steirisches Kürbiskernöl g.g.A., 0,5 l", "Fl.", 10, (9, 16)),
    ("Kaffee Wiener Melange, Bohne 1 kg", "Pkg.", 10, (18, 32)),
    ("Fachbuch „Holzbau in Österreich“, 2. Auflage", "Stk.", 10, (35, 80)),
    ("Montagearbeiten vor Ort", "Std.", 20, (58, 95)),
    ("Planungsleistung Innenausbau", "Std.", 20, (75, 130)),
    ("Transport Wien – Vilnius, Teilladung", "pausch.", 20, (450, 1200)),
    ("Isolierglasfenster 3-fach, 120x140 cm", "Stk.", 20, (380, 950)),
    ("Schafwolle-Dämmmatte 100 mm", "m²", 20, (9, 19)),
    ("Obstbaum Hochstamm, getopft", "Stk.", 13, (35, 90)),
    ("Brennholz Buche, ofenfertig 33 cm", "rm", 13, (95, 140)),
]
SERVICES = {"Montagearbeiten vor Ort", "Planungsleistung Innenausbau", "Transport Wien – Vilnius, Teilladung"}
WHOLE = ("Stk.", "Fl.", "Pkg.", "pausch.")
NAMES = [
    "Alpenholz Handels", "Tauernblick Bau", "Donauwerk Technik", "Steirerhof Naturprodukte",
    "Wienerwald Trading", "Kärntner Fensterbau", "Innviertler Dämmstoff", "Brenner Logistik",
]  # fmt: skip
FORMS = ["GmbH", "GmbH", "Ges.m.b.H.", "KG", "e.U."]
AREA_CODES = {
    "Wien": "1", "Linz": "732", "Graz": "316", "Salzburg": "662", "Innsbruck": "512",
    "Klagenfurt am Wörthersee": "463", "St. Pölten": "2742", "Dornbirn": "5572",
}  # fmt: skip
ASCII: dict[str, str | int | None] = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", " ": "-"}
CLERKS = ["Ing. Markus Gruber", "Mag. Petra Huber", "Stefan Wallner", "Claudia Pichler", "DI Thomas Eder"]


def _mark(rng: random.Random, name: str, accent: str, tagline: str) -> str:
    """A letterhead mark: a mountain outline, a sun over a ridge or a bold monogram in a square."""
    brand = escape(name.rsplit(" ", 1)[0])
    kind = rng.randrange(3)
    if kind == 0:
        svg = (
            f'<svg width="16mm" height="9mm" viewBox="0 0 64 36"><path d="M2 34 L22 8 L32 20 L42 4 L62 34 Z" '
            f'fill="{accent}"/><path d="M36 13 L42 4 L48 13 L44 11 L42 14 L39 11 Z" fill="#fff"/></svg>'
        )
    elif kind == 1:
        svg = (
            f'<svg width="14mm" height="10mm" viewBox="0 0 56 40"><circle cx="28" cy="20" r="10" fill="none" '
            f'stroke="{accent}" stroke-width="3"/><path d="M0 36 Q28 14 56 36" fill="{accent}"/></svg>'
        )
    else:
        letters = "".join(w[0] for w in brand.split()[:2])
        svg = (
            f'<div style="width:11mm;height:11mm;background:{accent};color:#fff;display:flex;'
            f'align-items:center;justify-content:center;font-weight:bold;font-size:13pt">{letters}</div>'
        )
    return (
        f'<div style="display:flex;align-items:center;gap:3mm">{svg}<div><div style="font-size:14pt;'
        f'font-weight:bold;color:{accent}">{brand}</div>'
        f'<div style="font-size:8pt;color:#555">{escape(tagline)}</div></div></div>'
    )


def make(seed: int) -> Printed:
    rng = random.Random(f"{seed}-at-rechnung")
    seller = at_seller(rng, [NAMES[seed % len(NAMES)]], FORMS)
    domestic = seed % 6 not in (1, 5)
    doc = cross_border(seed, seller, domestic, CATALOGUE, WHOLE, language="de", lines=(1, 8), series=False)
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code
    for item in doc.items:
        if item.unit == "pausch.":
            item.quantity = Decimal(1)
    seller.iban, seller.bank, bic = at_account(rng)
    seq = int(doc.number) % 4000 + 1
    doc.series = None
    doc.number = rng.choice(
        [f"{doc.issued.year}-{seq:04d}", f"{doc.issued.year}{seq:04d}", f"{seq}/{doc.issued.year % 100}"]
    )

    look = ("bmd", "sidebar", "modern")[seed % 3]
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5, 10])
    accent = rng.choice(["#a4262c", "#1f4e79", "#2f5d3a", "#5b3a29", "#37474f", "#0e6171"])
    long_dates = rng.random() < 0.25
    money_style = rng.choice(["suffix", "prefix", "bare"])
    customer_no = str(rng.randint(20000, 89999))
    clerk = rng.choice(CLERKS)
    area = AREA_CODES[seller.city]
    phone = f"+43 {area} {rng.randint(100000, 999999) if len(area) > 2 else rng.randint(1000000, 9999999)}"
    domain = seller.name.rsplit(" ", 1)[0].lower().translate(str.maketrans(ASCII)) + ".at"
    days = (doc.due - doc.issued).days
    buyer_code = rng.random() < 0.25
    rev = reverse(doc)
    # the period the supply was made in: the month before the invoice, or up to its date
    if rng.random() < 0.5:
        end = doc.issued.replace(day=1) - timedelta(days=1)
        start = end.replace(day=1)
    else:
        start = doc.issued - timedelta(days=rng.choice([6, 13, 20, 27]))
        end = doc.issued - timedelta(days=rng.choice([0, 1, 2]))

    def d(value: date) -> str:
        return long_date(value, "at") if long_dates else value.strftime("%d.%m.%Y")

    def a(value: Decimal) -> str:
        return amount(value, "lt-dot")

    def m(value: Decimal) -> str:
        if money_style == "suffix":
            return f"{a(value)}&nbsp;€"
        if money_style == "prefix":
            return f"EUR&nbsp;{a(value)}"
        return a(value)

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f}&nbsp;%"

    period = f"{start.strftime('%d.%m.%Y')} – {end.strftime('%d.%m.%Y')}"
    info = [
        ("Rechnungsnummer", f"<b>{doc.number}</b>"),
        ("Rechnungsdatum", d(doc.issued)),
        ("Kundennummer", customer_no),
    ]
    if buyer.vat_code:
        info.append(("Ihre UID", buyer.vat_code))
    info.append(("Leistungszeitraum", period))
    info.append(("Bearbeiter", escape(clerk)))
    if look != "bmd":
        info.append(("Telefon", phone))
    if look == "modern":
        info.append(("Fällig am", d(doc.due)))

    sender = f"{escape(seller.name)} · {escape(seller.street)} · {seller.postcode} {escape(seller.city)}"
    window = [escape(buyer.name)]
    if rng.random() < 0.4:
        window.append(rng.choice(["z. Hd. Buchhaltung", "Abt. Einkauf", "z. H. Frau Vaitkienė"]))
    window += [escape(buyer.street), f"{buyer.postcode} {escape(buyer.city)}", "LITAUEN"]
    if buyer_code:
        window.append(f"Reg.-Nr. {buyer.code}")
    window_html = "<br>".join(window)

    # --- the positions
    line_vat = look == "sidebar" and not rev
    code_col = look == "bmd"
    heads = ["Pos."]
    if code_col:
        heads.append("Art.-Nr.")
    heads += ["Bezeichnung", "Menge", "ME", "Einzelpreis"]
    if line_vat:
        heads.append("USt")
    heads.append("Gesamt netto" if rng.random() < 0.5 else "Betrag")
    if money_style != "prefix":
        heads = [f"{h} EUR" if h in ("Einzelpreis", "Gesamt netto", "Betrag") else h for h in heads]
    numeric = {"Menge", "Einzelpreis", "USt", "Gesamt netto", "Betrag"}
    numeric |= {f"{h} EUR" for h in numeric}
    head_html = "".join(f"<th{' class=r' if h in numeric else ''}>{h}</th>" for h in heads)
    rows = []
    for i, it in enumerate(doc.items, 1):
        cells = [f"<td>{i * (10 if look == 'bmd' else 1)}</td>"]
        if code_col:
            it.code = f"{rng.randint(100, 999)}.{rng.randint(1000, 9999)}"
            cells.append(f"<td class=nw>{it.code}</td>")
        cells += [
            f"<td>{escape(it.name)}</td>",
            f"<td class=r>{quantity(it.quantity, 'lt-dot')}</td>",
            f"<td>{escape(it.unit)}</td>",
            f"<td class=r>{a(it.price)}</td>",
        ]
        if line_vat:
            cells.append(f"<td class=r>{pct(it.vat_percent)}</td>")
        cells.append(f"<td class=r>{a(it.subtotal)}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    table = f"<table class=pos><thead><tr>{head_html}</tr></thead><tbody>{''.join(rows)}</tbody></table>"

    # --- the totals
    rates = doc.rates()
    tax_word = rng.choice(["USt", "USt.", "MwSt."])
    added = rng.random() < 0.5
    sums = [("Nettobetrag", m(doc.net))]
    for r, (_, tax) in rates.items():
        sums.append((f"zzgl. {pct(r)} {tax_word}" if added else f"{tax_word} {pct(r)}", m(tax)))
    if len(rates) > 1 and rng.random() < 0.5:
        sums.append((f"{tax_word} gesamt", m(doc.vat)))
    sums_html = "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in sums)
    sums_html += f"<tr class=g><td>Gesamtbetrag</td><td class=r>{m(doc.gross)}</td></tr>"
    totals = f"<table class=sum>{sums_html}</table>"
    breakdown = ""
    if len(rates) > 1 and rng.random() < 0.7:
        breakdown = (
            "<table class=brk><tr><th>USt-Aufstellung</th><th class=r>Netto</th><th class=r>USt</th>"
            "<th class=r>Brutto</th></tr>"
            + "".join(
                f"<tr><td>{pct(r)}</td><td class=r>{a(b)}</td><td class=r>{a(t)}</td>"
                f"<td class=r>{a(b + t)}</td></tr>"
                for r, (b, t) in rates.items()
            )
            + "</table>"
        )

    notes = []
    if rev:
        if any(it.name in SERVICES for it in doc.items):
            notes.append(
                "Übergang der Steuerschuld auf den Leistungsempfänger (Reverse Charge) gemäß Art. 196 "
                "MwSt-RL. Steuerschuldnerschaft des Leistungsempfängers."
            )
        if any(it.name not in SERVICES for it in doc.items):
            notes.append(
                "Steuerfreie innergemeinschaftliche Lieferung gemäß Art. 6 Abs. 1 iVm Art. 7 UStG 1994."
            )
        notes.append(f"UID-Nr. des Leistungsempfängers: {buyer.vat_code}")
    pay = f"Zahlbar binnen {days} Tagen ohne Abzug"
    if look != "modern":
        pay += f" bis {d(doc.due)}"
    pay += "."
    if rng.random() < 0.3 and days >= 14:
        pay += f" Bei Zahlung binnen 8 Tagen gewähren wir {rng.choice(['2', '3'])} % Skonto."
    pay += f" Bitte geben Sie bei der Überweisung die Rechnungsnummer {doc.number} an."
    notes_html = "".join(f"<p class=note>{escape(n)}</p>" for n in notes)
    reg_lines = [
        f"Firmenbuchnummer: FN {seller.code}",
        f"Firmenbuchgericht: {escape(seller.court)}",
        f"UID-Nr.: {seller.vat_code}",
    ]
    if rng.random() < 0.5:
        reg_lines.append(f"GISA-Zahl: {rng.randint(10000000, 39999999)}")
    bank_lines = [escape(seller.bank or ""), f"IBAN: {grouped(seller.iban)}", f"BIC: {bic}"]
    addr_lines = [
        escape(seller.name),
        escape(seller.street),
        f"{seller.postcode} {escape(seller.city)}, Österreich",
        f"Tel. {phone}",
        f"office@{domain}",
    ]
    greeting = (
        "<p>Sehr geehrte Damen und Herren,<br>wir erlauben uns, Ihnen folgende Leistungen in Rechnung "
        "zu stellen:</p>"
        if rng.random() < 0.5
        else ""
    )
    info_rows = "".join(f"<tr><td class=k>{k}:</td><td>{v}</td></tr>" for k, v in info)
    title = rng.choice([f"Rechnung Nr. {doc.number}", "Rechnung", "RECHNUNG"])
    tagline = rng.choice(["Holz · Bau · Technik", "Qualität aus Österreich", "Handel & Service", "seit 1987"])
    mark = _mark(rng, seller.name, accent, tagline)
    css = f"""@page{{size:A4;margin:0}}
body{{margin:0;font-family:{font};font-size:{size}pt;color:#111}}
.page{{position:relative;min-height:297mm;box-sizing:border-box;display:flex;flex-direction:column;
padding:0 18mm 8mm 25mm}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
.head{{height:42mm;display:flex;justify-content:space-between;align-items:flex-start;padding-top:11mm;
box-sizing:border-box}}
.window{{position:absolute;left:25mm;top:47mm;width:85mm;line-height:1.4}}
.sender{{font-size:6.5pt;color:#333;border-bottom:.5pt solid #555;margin-bottom:5px;white-space:nowrap;
overflow:hidden}}
.info{{position:absolute;left:122mm;top:45mm;font-size:{size - 0.5}pt;border-collapse:collapse}}
.info td{{padding:1px 6px 1px 0;vertical-align:top}} .info td.k{{color:#444;white-space:nowrap}}
h1{{font-size:{size + 5}pt;margin:58mm 0 4mm 0}}
table.pos{{width:100%;border-collapse:collapse}} table.pos th{{text-align:left;padding:3px 4px}}
table.pos td{{padding:3px 4px;vertical-align:top}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
table.sum{{border-collapse:collapse;margin:5mm 0 0 auto;min-width:70mm}} table.sum td{{padding:2px 4px}}
table.sum tr.g td{{font-weight:bold}}
table.brk{{border-collapse:collapse;margin-top:4mm;font-size:{size - 0.5}pt;align-self:flex-start}}
table.brk th,table.brk td{{padding:1px 10px 1px 0;font-weight:normal;text-align:left;
border-bottom:.4pt solid #bbb}}
.note{{margin:3mm 0 0 0}}
.foot{{margin-top:auto;padding-top:3mm;display:flex;justify-content:space-between;gap:5mm;font-size:7pt;
line-height:1.4;color:#333}}
.foot div{{flex:1}}
.fold{{position:absolute;left:5mm;width:4mm;border-top:.5pt solid #999}}
"""
    if look == "bmd":
        css += """table.pos th{border-top:1pt solid #000;border-bottom:1pt solid #000;background:#eee}
table.pos td{border-bottom:.4pt solid #ccc}
.info{border:.8pt solid #000} .info td{padding:2px 6px} .info td.k{background:#eee}
table.sum tr.g td{border-top:1pt solid #000;border-bottom:2.5pt double #000}
.foot{border-top:1pt solid #000}
.brand{text-align:right;font-size:7.5pt;color:#444}
"""
        head = f'<div class="head">{mark}<div class="brand">{"<br>".join(addr_lines)}</div></div>'
    elif look == "sidebar":
        css += f""".page::before{{content:"";position:absolute;left:0;top:0;bottom:0;width:9mm;
background:{accent}}}
table.pos th{{border-bottom:1.5pt solid {accent};color:{accent}}}
table.pos tbody tr:nth-child(odd) td{{background:#f6f6f6}}
table.sum tr.g td{{background:{accent};color:#fff;padding:4px}}
.foot{{border-top:1.5pt solid {accent}}}
"""
        head = (
            f'<div class="head">{mark}'
            f'<div style="text-align:right;font-size:8pt">{escape(seller.street)}<br>{seller.postcode} '
            f"{escape(seller.city)}<br>Tel. {phone}<br>www.{domain}</div></div>"
        )
    else:
        css += f"""h1{{font-weight:300;font-size:{size + 14}pt;color:{accent}}}
table.pos th{{font-size:{size - 1}pt;text-transform:uppercase;color:#666;border-bottom:.5pt solid #999}}
table.pos td{{border-bottom:.4pt solid #e3e3e3}}
table.sum{{background:#f2f4f5;padding:3mm}} table.sum tr.g td{{font-size:{size + 2}pt;color:{accent};
border-top:.8pt solid #999}}
.foot{{border-top:.5pt solid #bbb}}
"""
        head = f'<div class="head">{mark}<div></div></div>'
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css}</style></head><body>
<div class="page">
<div class="fold" style="top:105mm"></div><div class="fold" style="top:210mm"></div>
{head}
<div class="window"><div class="sender">{sender}</div>{window_html}</div>
<table class="info">{info_rows}</table>
<h1>{title}</h1>
{greeting}{table}{totals}{breakdown}{notes_html}
<p>{escape(pay)}</p>
<p>Mit freundlichen Grüßen<br>{escape(clerk)}</p>
<div class="foot"><div>{"<br>".join(addr_lines)}</div><div>{"<br>".join(reg_lines)}</div>
<div>{"<br>".join(bank_lines)}</div></div>
</div></body></html>"""
    fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "unit", "price", "subtotal")
    if code_col:
        fields = ("prekes_kodas", *fields)
    if line_vat:
        fields = (*fields, "vat_percent")
    truth = doc.truth(fields)
    if not buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
