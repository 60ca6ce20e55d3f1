"""A German machine-parts supplier's "Rechnung" for an intra-Community supply of goods to a Lithuanian
firm, as German invoicing programs print it: the lexoffice kind (a DIN 5008 letter with the small
return-address line over the window, an info block at the right with Rechnungsnr., Rechnungsdatum,
Lieferdatum, Kunden-Nr. and Ihre USt-IdNr., a short greeting and a plain table), the SAP Business One /
DATEV kind (a boxed document head "Rechnung | Beleg-Nr. | Datum | Kunden-Nr. | Seite", a full grid with
Artikelnummer and ME, a boxed totals block) and the sevDesk kind (a coloured band with the labels over
their values and a zebra table). The table reads "Pos. | Art.-Nr. | Bezeichnung | Menge | Einheit |
Einzelpreis | Gesamt" (a "USt." column on some, the Warennummer and origin under the name on some); the
totals "Summe netto", "Umsatzsteuer 0 %", "Rechnungsbetrag"; the note "Steuerfreie innergemeinschaftliche
Lieferung gem. § 4 Nr. 1b UStG" with both USt-IdNr., the Incoterm, the Gelangensbestätigung request on
some, "Zahlungsziel 30 Tage netto" with the date, "2 % Skonto bei Zahlung innerhalb von 10 Tagen" on
some; a four-column footer (address and contact, Geschäftsführer and Sitz, Amtsgericht HRB, Steuernummer
and USt-IdNr., the bank). Amounts "1.234,56", dates dd.mm.yyyy."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item
from tests.eval.printed.fmt import quantity
from tests.eval.printed.templates.eu_common import account, grouped, unbroken
from tests.eval.printed.templates.eu_round5_common import supply
from tests.eval.printed.templates.eu_round6c_common import de_seller, num, with_buyer_vat
from tests.eval.printed.templates.lt_common import FONTS

# (name, unit, rate, price range), the customs tariff number (Warennummer) of the goods
CATALOGUE = [
    ("Rillenkugellager 6205-2RS C3", "Stk.", 19, (4, 16)),
    ("Zylinderrollenlager NU 2208 ECP", "Stk.", 19, (60, 180)),
    ("Zahnriemen HTD 8M-1200-30", "Stk.", 19, (25, 80)),
    ("Profilschienenführung Baugröße 20, L = 1000 mm, mit 2 Führungswagen", "Stk.", 19, (140, 320)),
    ("Hydraulikzylinder CDT3 Ø 50/36, Hub 200 mm", "Stk.", 19, (320, 900)),
    ("Radial-Wellendichtring 40x62x7 NBR", "Stk.", 19, (1, 4)),
    ("Kettenrad 08B-1, z = 21, Fertigbohrung 25H7 mit Nut", "Stk.", 19, (18, 55)),
    ("Rollenkette DIN 8187 08B-1, einfach", "m", 19, (8, 18)),
    ("Elastische Klauenkupplung Größe 28, komplett", "Stk.", 19, (40, 120)),
    ("Stirnradgetriebemotor 0,75 kW, i = 20, IE3, B5-Flansch", "Stk.", 19, (450, 1200)),
    ("Sechskantschrauben ISO 4017 M12x60, 8.8, verzinkt (VE 50 Stk.)", "Pck.", 19, (15, 40)),
    ("Kugelgewindetrieb SFU1605, L = 800 mm, Enden bearbeitet", "Stk.", 19, (90, 260)),
    ("Pneumatikzylinder ISO 15552 Ø 63, Hub 160 mm", "Stk.", 19, (110, 290)),
    ("Aluminium-Konstruktionsprofil 40x40 Nut 8, leicht", "m", 19, (6, 14)),
    ("Verpackung und Palettierung", "psch.", 19, (25, 90)),
]
WHOLE = ("Stk.", "Pck.", "psch.")
TARIFF = {
    "Rillenkugellager": "84821010",
    "Zylinderrollenlager": "84825000",
    "Zahnriemen": "40103200",
    "Profilschienenführung": "84829900",
    "Hydraulikzylinder": "84122120",
    "Radial-Wellendichtring": "40169300",
    "Kettenrad": "84839089",
    "Rollenkette": "73151110",
    "Elastische": "84836080",
    "Stirnradgetriebemotor": "85015100",
    "Sechskantschrauben": "73181588",
    "Kugelgewindetrieb": "84834025",
    "Pneumatikzylinder": "84123100",
    "Aluminium-Konstruktionsprofil": "76042990",
}
NAMES = [
    "Schwab Antriebstechnik", "Hellmann Maschinenteile", "Rheintal Wälzlager", "Kessler Fluidtechnik",
    "Neckar Lineartechnik", "Vogt Industriebedarf", "Brandt & Söhne Maschinenbau", "Lindner Hydraulik",
]  # fmt: skip
FORMS = ["GmbH", "GmbH", "GmbH & Co. KG", "AG"]
UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})
AREA_CODES = {
    "Stuttgart": "0711", "Göppingen": "07161", "Nürnberg": "0911", "München": "089", "Dortmund": "0231",
    "Solingen": "0212", "Chemnitz": "0371", "Hamburg": "040", "Mannheim": "0621",
}  # fmt: skip
INCOTERMS = [
    "DAP {lt} (Incoterms® 2020)",
    "FCA {de} (Incoterms® 2020)",
    "CPT {lt} (Incoterms® 2020)",
    "EXW {de}",
]


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    seller = de_seller(rng, NAMES, FORMS)
    doc = supply(seed, seller, True, CATALOGUE, WHOLE, needs_vat_code=False, language="de")
    buyer = doc.buyer
    assert buyer is not None and seller.vat_code
    with_buyer_vat(rng, doc)
    for it in doc.items:
        if it.unit == "psch.":
            it.quantity = Decimal(1)
    family = ("lexoffice", "sap", "sevdesk")[seed % 3]
    seller.iban, seller.bank, bic = account(rng, "DE")
    year = doc.issued.year
    n = int(doc.number) % 9000 + 100
    doc.series = None
    doc.number = {
        "lexoffice": f"RE{n:04d}" if rng.random() < 0.5 else f"RE-{year}-{n:04d}",
        "sap": str(rng.choice([4, 5, 9]) * 100000 + n),
        "sevdesk": f"RE-{n}",
    }[family]
    days = rng.choice([30, 30, 30, 14, 45])
    doc.due = doc.issued + timedelta(days=days)
    delivered = doc.issued - timedelta(days=rng.choice([0, 0, 1, 2, 3, 5]))
    customer_no = f"{rng.choice(['', '', 'D', 'K'])}{rng.randint(10010, 69999)}"
    order_no = f"{rng.choice(['PO', 'UZS', 'Nr. ', ''])}{rng.randint(1000, 99999)}"
    skonto = rng.random() < 0.4
    tariff = rng.random() < 0.45
    rate_column = family == "sap" or rng.random() < 0.3
    euro_sign = rng.random() < 0.5
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9, 9.5])
    accent = rng.choice(["#1f4e79", "#8a1c1c", "#2e5e3e", "#34495e", "#0b6e99", "#b35900"])
    for it in doc.items:
        style = rng.random()
        it.code = (
            f"{rng.randint(100000, 999999)}"
            if family == "sap" or style < 0.5
            else f"{it.name.split()[0][:3].upper()}-{rng.randint(1000, 9999)}"
        )
    phone_area = AREA_CODES.get(seller.city, "0800")
    phone = f"{phone_area} {rng.randint(100, 999)} {rng.randint(10, 99)}-0"
    domain = (
        seller.name.split(" GmbH")[0].split(" AG")[0].lower().replace(" & ", "-").replace(" ", "-")
    ).translate(UMLAUTS) + ".de"
    clerk = rng.choice(["M. Fischer", "S. Weber", "J. Koch", "A. Richter", "L. Wolf", "N. Schulz"])
    incoterm = rng.choice(INCOTERMS).format(lt=buyer.city, de=seller.city)
    rate = Decimal(0)

    def d(value: date) -> str:
        return value.strftime("%d.%m.%Y")

    def a(value: Decimal) -> str:
        return f"{num(value, '.')} €" if euro_sign else num(value, ".")

    # --- the line table ---------------------------------------------------------------------------------
    cols: list[tuple[str, str]] = [("Pos.", "pos")]
    if family == "sap":
        cols += [("Artikelnummer", "code"), ("Beschreibung", "name"), ("Menge", "qty"), ("ME", "unit")]
        cols += [("Preis/ME EUR", "price"), ("USt %", "rate"), ("Betrag EUR", "sum")]
    else:
        cols += [("Art.-Nr.", "code"), ("Bezeichnung", "name"), ("Menge", "qty"), ("Einheit", "unit")]
        cols += [("Einzelpreis", "price")] + ([("USt.", "rate")] if rate_column else []) + [("Gesamt", "sum")]

    def cell(kind: str, i: int, it: Item) -> str:
        if kind == "pos":
            return f"<td>{i * 10 if family == 'sap' else i}</td>"
        if kind == "code":
            return f"<td class=nw>{escape(it.code or '')}</td>"
        if kind == "name":
            sub = ""
            key = it.name.split()[0]
            if tariff and key in TARIFF:
                sub = f"<div class=sub>Warennr. {TARIFF[key]} · Ursprungsland: Deutschland</div>"
            return f"<td>{escape(it.name)}{sub}</td>"
        if kind == "qty":
            return f"<td class=r>{quantity(it.quantity, 'lt-dot')}</td>"
        if kind == "unit":
            return f"<td>{escape(it.unit)}</td>"
        if kind == "price":
            return f"<td class=r>{num(it.price, '.') if family == 'sap' else a(it.price)}</td>"
        if kind == "rate":
            return f"<td class=r>{it.vat_percent} %</td>"
        return f"<td class=r>{num(it.subtotal, '.') if family == 'sap' else a(it.subtotal)}</td>"

    right = {"qty", "price", "rate", "sum"}
    head = "".join(f"<th class='{'r' if k in right else ''}'>{h}</th>" for h, k in cols)
    rows = "".join(
        "<tr>" + "".join(cell(k, i, it) for _, k in cols) + "</tr>" for i, it in enumerate(doc.items, 1)
    )
    table = f"<table class='items {family}'><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"

    # --- totals, tax note, payment terms ------------------------------------------------------------------
    net_label, vat_label, gross_label = rng.choice(
        [
            ("Summe netto", "Umsatzsteuer 0 %", "Rechnungsbetrag"),
            ("Gesamtbetrag netto", "zzgl. Umsatzsteuer 0 %", "Gesamtbetrag brutto"),
            ("Nettobetrag", "USt. 0 %", "Gesamtbetrag"),
        ]
    )
    if family == "sap":
        net_label, vat_label, gross_label = "Summe vor USt.", "USt. 0,00 %", "Rechnungsbetrag EUR"
    totals = [(net_label, a(doc.net)), (vat_label, a(doc.vat)), (gross_label, a(doc.gross))]
    tot = "".join(
        f"<tr class='{'g' if i == 2 else ''}'><td>{k}</td><td class=r>{v}</td></tr>"
        for i, (k, v) in enumerate(totals)
    )
    tot_html = f"<table class=tot>{tot}</table>"
    tax_note = rng.choice(
        [
            "Steuerfreie innergemeinschaftliche Lieferung gem. § 4 Nr. 1b UStG.",
            "Steuerfreie innergemeinschaftliche Lieferung gem. § 4 Nr. 1b i. V. m. § 6a UStG.",
            "Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1b UStG. "
            "Der innergemeinschaftliche Erwerb ist in Litauen zu versteuern.",
        ]
    )
    notes = [
        f"<b>{tax_note}</b>",
        f"USt-IdNr. des Leistungsempfängers: {buyer.vat_code} · unsere USt-IdNr.: {seller.vat_code}",
        f"Lieferbedingung: {escape(incoterm)} · Versand per Spedition, "
        f"{rng.randint(1, 4)} Palette(n), Bruttogewicht {rng.randint(40, 900)} kg",
    ]
    if rng.random() < 0.5:
        notes.append(
            "Bitte senden Sie uns die beigefügte Gelangensbestätigung (§ 17b Abs. 2 Nr. 2 UStDV) "
            "nach Erhalt der Ware unterschrieben zurück."
        )
    terms = f"Zahlungsziel {days} Tage netto: zahlbar bis <b>{d(doc.due)}</b> ohne Abzug."
    if skonto:
        skonto_day = doc.issued + timedelta(days=10)
        cut = money(doc.gross * Decimal("0.02"))
        terms = (
            f"Zahlungsbedingungen: innerhalb von 10 Tagen (bis {d(skonto_day)}) 2 % Skonto"
            + (f" = {num(cut, '.')} EUR" if rng.random() < 0.5 else "")
            + f", innerhalb von {days} Tagen (bis <b>{d(doc.due)}</b>) netto."
        )
    terms += (
        f" Bitte geben Sie bei der Zahlung die Rechnungsnummer <b>{escape(doc.number)}</b> an."
        if rng.random() < 0.6
        else ""
    )
    notes_html = "".join(f"<div class=note>{x}</div>" for x in notes)

    buyer_lines = [
        escape(buyer.name),
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
        rng.choice(["LITAUEN", "Litauen"]),
    ]
    show_buyer_code = rng.random() < 0.25
    board = "Vorstand" if seller.name.endswith(" AG") else "Geschäftsführer"
    foot = (
        "<div class=foot>"
        f"<div><b>{escape(seller.name)}</b><br>{escape(seller.street)}<br>{seller.postcode} "
        f"{escape(seller.city)}<br>Tel. {phone}<br>info@{domain}</div>"
        f"<div>{board}: {escape(seller.directors)}<br>Sitz der Gesellschaft: {escape(seller.city)}"
        f"<br>www.{domain}</div>"
        f"<div>Amtsgericht {escape(seller.court)} {seller.hrb}<br>Steuernummer: {seller.tax_number}<br>"
        f"USt-IdNr.: {seller.vat_code}</div>"
        f"<div>{escape(seller.bank or '')}<br>IBAN: <span class=nw>{grouped(seller.iban)}</span><br>"
        f"BIC: {bic}</div></div>"
    )

    # --- families -------------------------------------------------------------------------------------
    if family == "lexoffice":
        info = [
            ("Rechnungsnr.", escape(doc.number)),
            ("Rechnungsdatum", d(doc.issued)),
            ("Lieferdatum", d(delivered)),
            ("Kunden-Nr.", customer_no),
            ("Ihre Bestellung", order_no),
            ("Ihre USt-IdNr.", buyer.vat_code or ""),
        ]
        if show_buyer_code:
            info.append(("Ihre Reg.-Nr.", str(buyer.code)))
        info.append(("Ansprechpartner", clerk))
        info_html = "".join(f"<tr><td class=k>{k}</td><td>{v}</td></tr>" for k, v in info)
        body = f"""<div class=lhead><div class=logo style="color:{accent}">{escape(seller.name)}</div>
<div class=lsub>{escape(seller.street)} · {seller.postcode} {escape(seller.city)} · Tel. {phone}</div></div>
<div class=letter><div class=window><div class=sender>{escape(seller.name)} · {escape(seller.street)} ·
{seller.postcode} {escape(seller.city)}</div>{"<br>".join(buyer_lines)}</div>
<table class=info>{info_html}</table></div>
<h1>Rechnung Nr. {escape(doc.number)}</h1>
<p>Sehr geehrte Damen und Herren,<br>vielen Dank für Ihren Auftrag. Wir liefern Ihnen wie folgt:</p>
{table}
<div class=lower><div></div>{tot_html}</div>
<div class=notes>{notes_html}</div>
<p>{terms}</p>
<p>Mit freundlichen Grüßen<br>{escape(seller.name)}</p>"""
    elif family == "sap":
        box = [
            ("Beleg-Nr.", escape(doc.number)),
            ("Belegdatum", d(doc.issued)),
            ("Lieferdatum", d(delivered)),
            ("Kunden-Nr.", customer_no),
            ("Seite", "1 / 1"),
        ]
        box_html = "".join(f"<td><div class=k>{k}</div>{v}</td>" for k, v in box)
        extra = [
            ("Ihre Bestellnr.", order_no),
            ("Bearbeiter", clerk),
            ("Zahlungsbedingung", f"{days} Tage netto" + (" / 10 Tage 2 % Skonto" if skonto else "")),
            ("Fälligkeitsdatum", d(doc.due)),
            ("Lieferbedingung", escape(incoterm)),
        ]
        extra_html = "".join(f"<tr><td class=k>{k}</td><td>{v}</td></tr>" for k, v in extra)
        addr = "<br>".join([*buyer_lines, f"USt-IdNr.: {buyer.vat_code}"])
        if show_buyer_code:
            addr += f"<br>Reg.-Nr.: {buyer.code}"
        body = f"""<div class=stop><div><div class=logo style="color:{accent}">{escape(seller.name)}</div>
<div class=lsub>{escape(seller.street)}, D-{seller.postcode} {escape(seller.city)}</div></div>
<div class=sapt>RECHNUNG</div></div>
<div class=saddr><div class=abox><div class=k>Rechnungsempfänger</div>{addr}</div>
<table class=extra>{extra_html}</table></div>
<table class=sbox><tr>{box_html}</tr></table>
{table}
<div class=lower><div class=notes>{notes_html}</div>{tot_html}</div>
<p>{terms}</p>"""
    else:
        band = [
            ("Rechnungsnummer", escape(doc.number)),
            ("Rechnungsdatum", d(doc.issued)),
            ("Lieferdatum", d(delivered)),
            ("Fällig am", d(doc.due)),
            ("Kundennummer", customer_no),
        ]
        band_html = "".join(f"<div><div class=bk>{k}</div><div class=bv>{v}</div></div>" for k, v in band)
        addr = "<br>".join([*buyer_lines, f"USt-IdNr. {buyer.vat_code}"])
        if show_buyer_code:
            addr += f"<br>Reg.-Nr. {buyer.code}"
        body = f"""<div class=stop><div class=sender2>{escape(seller.name)} · {escape(seller.street)} ·
{seller.postcode} {escape(seller.city)}<div class=addr2>{addr}</div></div>
<div class=brand2><div class=logo style="color:{accent}">{escape(seller.name)}</div>
{escape(seller.street)}<br>{seller.postcode} {escape(seller.city)}<br>Deutschland<br>{phone}<br>
info@{domain}</div></div>
<h1 class=sv>Rechnung</h1>
<div class=band>{band_html}</div>
<p>Sehr geehrte Damen und Herren,<br>für unsere Lieferung vom {d(delivered)} (Ihre Bestellung {order_no})
berechnen wir Ihnen:</p>
{table}
<div class=lower><div></div>{tot_html}</div>
<div class=notes>{notes_html}</div>
<p>{terms}</p>"""

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:10mm 16mm 8mm 20mm}}
body{{font-family:{font};font-size:{size}pt;color:#1a1a1a;margin:0}}
.page{{min-height:278mm;display:flex;flex-direction:column}}
.logo{{font-size:{size + 7}pt;font-weight:bold;letter-spacing:.3px}}
.lsub{{font-size:{size - 1}pt;color:#555}}
.lhead{{text-align:right;margin-bottom:8mm}}
.letter{{display:flex;justify-content:space-between;gap:10mm}}
.window{{width:85mm;min-height:40mm;line-height:1.35}}
.sender{{font-size:{size - 2.5}pt;text-decoration:underline;color:#444;margin-bottom:2mm}}
table.info td{{padding:1px 0 1px 0}} td.k,.k{{color:#555;padding-right:5mm!important;white-space:nowrap}}
h1{{font-size:{size + 5}pt;margin:8mm 0 3mm 0}}
h1.sv{{font-size:{size + 12}pt;color:{accent};font-weight:normal;margin:6mm 0 3mm 0}}
table.items{{width:100%;border-collapse:collapse;margin-top:3mm}}
table.items th{{text-align:left;padding:3px 4px;border-bottom:1pt solid #222;font-size:{size - 0.5}pt}}
table.items td{{padding:3px 4px;border-bottom:.4pt solid #ccc;vertical-align:top}}
table.sap th,table.sap td{{border:.6pt solid #555}} table.sap th{{background:#e6e6e6}}
table.sevdesk th{{background:{accent};color:#fff;border:0}}
table.sevdesk tbody tr:nth-child(even) td{{background:#f2f4f6}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.sub{{font-size:{size - 1.5}pt;color:#666}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
.lower{{display:flex;justify-content:space-between;align-items:flex-start;gap:8mm;margin-top:3mm}}
table.tot{{border-collapse:collapse;min-width:72mm}} table.tot td{{padding:2px 4px}}
table.tot tr.g td{{font-weight:bold;border-top:1pt solid #111;border-bottom:2.4pt double #111}}
.notes{{margin-top:4mm;font-size:{size - 0.5}pt;max-width:110mm}} .note{{margin-bottom:1.2mm}}
.stop{{display:flex;justify-content:space-between;align-items:flex-start;gap:10mm;margin-bottom:5mm}}
.sapt{{font-size:{size + 9}pt;font-weight:bold;letter-spacing:2px}}
.saddr{{display:flex;justify-content:space-between;gap:8mm;margin-bottom:3mm}}
.abox{{border:.6pt solid #555;padding:2mm 3mm;width:80mm;line-height:1.35}}
table.extra td{{padding:1px 0}}
table.sbox{{width:100%;border-collapse:collapse;margin:2mm 0}}
table.sbox td{{border:.6pt solid #555;padding:1.5mm 2mm;background:#f4f4f4}}
.sender2{{font-size:{size - 2}pt;color:#555;width:85mm;margin-top:12mm}}
.addr2{{font-size:{size}pt;color:#1a1a1a;margin-top:2mm;line-height:1.35}}
.brand2{{text-align:right;line-height:1.35;font-size:{size - 0.5}pt}} .brand2 .logo{{white-space:nowrap}}
.band{{display:flex;gap:7mm;border-top:2pt solid {accent};border-bottom:.5pt solid #bbb;padding:2mm 0;
margin-bottom:2mm}}
.bk{{font-size:{size - 1.5}pt;color:#666}} .bv{{font-weight:bold}}
.foot{{margin-top:auto;padding-top:2mm;border-top:.5pt solid #999;display:flex;gap:4mm;
font-size:{size - 2}pt;color:#444;line-height:1.35}}
.foot > div{{flex:1}}
</style></head><body><div class="page">
{body}
<div style="height:4mm"></div>
{foot}
</div></body></html>"""
    fields = ["prekes_pavadinimas", "prekes_kodas", "quantity", "unit", "price", "subtotal"]
    if rate_column:
        fields.append("vat_percent")
    truth = doc.truth(tuple(fields))
    assert truth["vat_percent"] == str(rate)
    if not show_buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
