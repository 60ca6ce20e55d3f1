"""A Swiss supplier's "Rechnung" for measuring instruments and workshop goods sent to a Lithuanian firm, as
Swiss business software prints it: the bexio kind (the firm's mark at the left, the customer's address in
the right-hand window as Swiss envelopes have it, "Rechnung" and a label/value list under it, "Pos. |
Bezeichnung | Menge | Einheit | Preis | MWST | Total"), and the Abacus/Sage 50 kind (letterhead centred
over a rule, the subject line "Rechnung Nr. … vom …", a gridded table with "Art.-Nr." and the prices in
the currency's column, a boxed totals block). The firm prints "MWST-Nr. CHE-123.456.789 MWST" (its UID
with the VAT suffix) and its bank's IBAN CH…; totals read "Total exkl. MWST", "MWST 8.1 %" (2.6 % on
books and printed manuals), "Total CHF". An export to Lithuania is billed without Swiss VAT ("Export –
von der MWST befreit", Art. 23 MWSTG); goods handed to the customer's carrier in Switzerland, with no
export of the supplier's own to prove, carry it. Invoiced in CHF, in EUR on some. Amounts "1'234.50"
(Swiss apostrophe), dates "12.03.2026" or "12. März 2026". About half of the seeds end in a QR-bill
payment part ("Empfangsschein" and "Zahlteil": "Konto / Zahlbar an", "Referenz"
(an RF creditor reference), "Zahlbar durch", "Währung", "Betrag")."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item
from tests.eval.printed.fmt import MONTHS, amount, quantity
from tests.eval.printed.templates.eu_common import grouped, unbroken
from tests.eval.printed.templates.eu_ie_fi_cz_common import qr_mark
from tests.eval.printed.templates.eu_nl_fr_se_common import logo
from tests.eval.printed.templates.eu_round5_common import supply, zero_rated
from tests.eval.printed.templates.eu_round7_common import ch_account, ch_seller, rf_reference, set_rates
from tests.eval.printed.templates.lt_common import FONTS

# prices in francs; the rate as a placeholder (81 → 8.1 %, 26 → 2.6 %)
CATALOGUE = [
    ("Digital-Messschieber 150 mm, IP67", "Stk.", 81, (85, 180)),
    ("Bügelmessschraube 0–25 mm, Ablesung 0.001 mm", "Stk.", 81, (140, 320)),
    ("Messuhr mit Magnetstativ, Hub 10 mm", "Set", 81, (95, 210)),
    ("Gewindelehrdorn M8 6H, Gut/Ausschuss", "Stk.", 81, (45, 95)),
    ("Endmass-Satz 47-teilig, Toleranzklasse 1", "Set", 81, (690, 1450)),
    ("Hartmetall-Fräser Ø 10 mm, 4 Schneiden", "Stk.", 81, (38, 85)),
    ("Kalibrierung mit SCS-Zertifikat", "Std.", 81, (120, 180)),
    ("Fachbuch «Präzisionsmesstechnik», 3. Auflage", "Ex.", 26, (48, 89)),
    ("Bedienungshandbuch gedruckt, deutsch/englisch", "Ex.", 26, (15, 35)),
    ("Schneidöl, synthetisch, Kanister 5 l", "Stk.", 81, (42, 76)),
    ("Verpackung und Versand per Spedition", "Pausch.", 81, (85, 260)),
    ("Präzisions-Schraubstock 125 mm", "Stk.", 81, (310, 640)),
]
WHOLE = ("Stk.", "Set", "Ex.", "Pausch.")
BOOKS = {"Fachbuch «Präzisionsmesstechnik», 3. Auflage", "Bedienungshandbuch gedruckt, deutsch/englisch"}
NAMES = [
    "Präzisa Messtechnik", "Alpen Werkzeug", "Helvetia Tools", "Rheintal Instrumente",
    "Limmat Präzision", "Jura Messsysteme", "Seeland Technik", "Aare Industriebedarf",
]  # fmt: skip
PLACES = [
    ("Industriestrasse", "6300", "Zug"),
    ("Bahnhofstrasse", "8001", "Zürich"),
    ("Hohlstrasse", "8004", "Zürich"),
    ("Güterstrasse", "4053", "Basel"),
    ("Freiburgstrasse", "3008", "Bern"),
    ("Zürcherstrasse", "9000", "St. Gallen"),
    ("Schaffhauserstrasse", "8222", "Beringen"),
    ("Seestrasse", "8810", "Horgen"),
    ("Werkstrasse", "2540", "Grenchen"),
]
EUR_PER_CHF = Decimal("1.06")


def _swiss_cross(size_mm: float) -> str:
    return (
        f'<div style="position:absolute;left:0;top:0;width:100%;height:100%;display:flex;'
        f'align-items:center;justify-content:center">'
        f'<svg width="{size_mm}mm" height="{size_mm}mm" viewBox="0 0 32 32">'
        '<rect x="0" y="0" width="32" height="32" fill="#fff"/><rect x="2" y="2" width="28" height="28"/>'
        '<rect x="13" y="7" width="6" height="18" fill="#fff"/><rect x="7" y="13" width="18" height="6" '
        'fill="#fff"/></svg></div>'
    )


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    street, postcode, city = rng.choice(PLACES)
    form = rng.choice(["AG", "AG", "GmbH"])
    seller = ch_seller(rng, f"{rng.choice(NAMES)} {form}", f"{street} {rng.randint(1, 120)}", postcode, city)
    seller.iban, seller.bank, bic = ch_account(rng)
    export = rng.random() < 0.45
    currency = "EUR" if rng.random() < 0.35 else "CHF"
    codes = rng.random() < 0.6
    qr = rng.random() < 0.5
    doc = supply(
        seed, seller, export, CATALOGUE, WHOLE, needs_vat_code=False, codes=codes, lines=(1, 6 if qr else 9)
    )
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None
    set_rates(doc, {81: "8.1", 26: "2.6"})
    for item in doc.items:
        if item.unit == "Pausch.":
            item.quantity = Decimal(1)
        elif item.unit == "Std.":
            item.quantity = Decimal(max(2, int(item.quantity * 2))) / 2
    doc.currency = currency
    if currency == "EUR":
        for item in doc.items:
            item.price = money(item.price * EUR_PER_CHF)
    family = ("bexio", "abacus")[seed % 2]
    n = int(doc.number) % 9000 + 1
    doc.series = None
    doc.number = rng.choice(
        [f"{doc.issued.year}-{n:04d}", f"{10000 + n}", f"RE-{doc.issued.year % 100}{n:04d}"]
    )
    customer_no = str(rng.randint(1000, 29999))
    font = rng.choice(FONTS[:7])
    size = rng.choice([8.5, 9, 9.5])
    accent = rng.choice(["#c8102e", "#1c4f8c", "#333", "#00695c", "#7b1f1f"])
    long_date = rng.random() < 0.35
    unit_col = rng.random() < 0.6
    buyer_vat = buyer.vat_code is not None and rng.random() < 0.8
    buyer_code = rng.random() < 0.25
    days = (doc.due - doc.issued).days
    reference = rf_reference(rng) if qr else None
    zero = zero_rated(doc)
    rates = doc.rates()
    contact = rng.choice(["Reto Meier", "Andrea Keller", "Beat Schneider", "Sandra Frei", "Lukas Brunner"])
    area = rng.choice(["41", "44", "61", "31", "71", "52"])
    phone = f"+41 {area} {rng.randint(200, 999)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
    domain = seller.name.split()[0].lower().translate(str.maketrans("äöü", "aou")) + ".ch"

    def d(value: date) -> str:
        if long_date:
            return f"{value.day}. {MONTHS['de'][value.month - 1]} {value.year}"
        return value.strftime("%d.%m.%Y")

    def num(value: Decimal) -> str:
        return amount(value, "ch")

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f} %" if value else "0.0 %"

    # --- lines ------------------------------------------------------------------------------------------
    cols: list[tuple[str, str]] = [("Pos.", "pos")]
    if codes:
        cols.append(("Art.-Nr.", "code"))
    cols.append(("Bezeichnung", "name"))
    cols.append(("Menge", "qty"))
    if unit_col:
        cols.append(("Einheit", "unit"))
    cols.append(("Preis" if family == "bexio" else f"Preis {currency}", "price"))
    cols.append(("MWST", "rate"))
    cols.append(("Total" if family == "bexio" else f"Betrag {currency}", "sum"))

    def cell(kind: str, it: Item, i: int) -> str:
        if kind == "pos":
            return f"<td>{i * 10 if family == 'abacus' else i}</td>"
        if kind == "code":
            return f"<td class=nw>{escape(it.code or '')}</td>"
        if kind == "name":
            return f"<td>{escape(it.name)}</td>"
        if kind == "qty":
            q = quantity(it.quantity, "plain-dot")
            return f"<td class=r>{q}{'' if unit_col else ' ' + escape(it.unit)}</td>"
        if kind == "unit":
            return f"<td>{escape(it.unit)}</td>"
        if kind == "price":
            return f"<td class=r>{num(it.price)}</td>"
        if kind == "rate":
            return f"<td class=r>{pct(it.vat_percent)}</td>"
        return f"<td class=r>{num(it.subtotal)}</td>"

    right = {"qty", "price", "rate", "sum"}
    head_html = "".join(f"<th class='{'r' if k in right else ''}'>{h}</th>" for h, k in cols)
    rows = "".join(
        "<tr>" + "".join(cell(k, it, i) for _, k in cols) + "</tr>" for i, it in enumerate(doc.items, 1)
    )
    table = f"<table class=items><thead><tr>{head_html}</tr></thead><tbody>{rows}</tbody></table>"

    # --- totals, notes ----------------------------------------------------------------------------------
    tot = [(rng.choice(["Total exkl. MWST", "Zwischentotal", "Nettobetrag"]), num(doc.net))]
    if zero:
        tot.append(("MWST 0.0 % (Export)", num(doc.vat)))
    else:
        for r, (b, t) in rates.items():
            tot.append((f"MWST {pct(r)} auf {num(b)}" if len(rates) > 1 else f"MWST {pct(r)}", num(t)))
    tot_html = "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in tot)
    total_label = f"Total {currency}" if family == "bexio" else f"Rechnungsbetrag {currency}"
    tot_html += f"<tr class=g><td>{total_label}</td><td class=r>{num(doc.gross)}</td></tr>"
    tot_html = f"<table class=tot>{tot_html}</table>"
    notes = []
    if zero:
        notes.append("Export – von der MWST befreit (Art. 23 Abs. 2 Ziff. 1 MWSTG).")
        notes.append(
            rng.choice(
                [
                    "Lieferung DAP Vilnius, verzollt durch Empfänger. Ausfuhrnachweis liegt vor.",
                    "Versand per Spedition nach Litauen, Ausfuhrdeklaration vorhanden.",
                    "Lieferbedingung: FCA " + city + " (Incoterms® 2020).",
                ]
            )
        )
    else:
        notes.append(
            f"Übergabe an den vom Kunden beauftragten Spediteur in {city} (Lieferung im Inland); "
            "die Schweizer MWST ist geschuldet."
        )
    notes.append(f"Zahlungsbedingungen: {days} Tage netto.")
    if rng.random() < 0.5:
        notes.append("Besten Dank für Ihren Auftrag.")
    notes_html = "".join(f"<div class=note>{escape(x)}</div>" for x in notes)
    bank_line = (
        f"Bankverbindung: {escape(seller.bank or '')}, IBAN <span class=nw>{grouped(seller.iban)}</span>, "
        f"BIC/SWIFT {bic}"
    )
    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>" if family == "abacus" else escape(buyer.name),
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
        rng.choice(["LITAUEN", "Litauen"]),
    ]
    meta = [
        ("Rechnungsdatum", d(doc.issued)),
        ("Rechnungsnummer", doc.number),
        ("Kunden-Nr.", customer_no),
        ("Fällig am" if rng.random() < 0.5 else "Zahlbar bis", d(doc.due)),
    ]
    if buyer_vat:
        meta.append(("Ihre MWST-Nr.", buyer.vat_code or ""))
    if buyer_code:
        meta.append(("Ihre Firmen-Nr.", buyer.code or ""))
    meta.append(("Kontakt", contact))
    if currency == "EUR":
        meta.append(("Währung", "EUR"))
    mwst = f"MWST-Nr. {seller.vat_code}"
    sender = f"{escape(seller.name)} · {escape(seller.street)} · {seller.postcode} {escape(city)}"
    foot = f"""<div class=foot><div>{escape(seller.name)}<br>{escape(seller.street)}<br>CH-{seller.postcode}
{escape(city)}</div><div>Tel. {phone}<br>info@{domain}<br>www.{domain}</div>
<div>{mwst}<br>Handelsregister: {seller.code}<br>{escape(seller.bank or "")}, BIC {bic}</div></div>"""

    if family == "bexio":
        mark = logo(rng, seller.name, accent, size, side="left")
        meta_html = "".join(f"<tr><td class=k>{k}</td><td>{v}</td></tr>" for k, v in meta)
        body = f"""<div class=top><div>{mark}<div class=sub>{sender}<br>{mwst}</div></div>
<div class=win><div class=snd>{sender}</div>
{"<br>".join(buyer_lines)}</div></div>
<h1>Rechnung {escape(doc.number)}</h1><table class=meta>{meta_html}</table>
{table}<div class=lower><div class=notes>{notes_html}</div>{tot_html}</div>
<div class=bankl>{bank_line}</div>"""
    else:
        meta_html = "".join(
            f"<tr><td class=k>{k}:</td><td>{v}</td></tr>" for k, v in meta if k != "Rechnungsdatum"
        )
        body = f"""<div class=lh><div class=lhn>{escape(seller.name)}</div>
<div>{escape(seller.street)} · CH-{seller.postcode} {escape(city)} · Tel. {phone} · {mwst}</div></div>
<div class=top><table class=meta>{meta_html}</table><div class=win>{"<br>".join(buyer_lines)}</div></div>
<div class=subj>Rechnung Nr. {escape(doc.number)} vom {d(doc.issued)}</div>
{table}<div class=lower><div class=notes>{notes_html}</div><div class=tbox>{tot_html}</div></div>
<div class=bankl>{bank_line}</div>"""
        foot = foot if not qr else ""

    qr_html = ""
    if qr:
        payable = (
            f"{grouped(seller.iban)}<br>{escape(seller.name)}<br>{escape(seller.street)}<br>"
            f"{seller.postcode} {escape(city)}"
        )
        debtor = f"{escape(buyer.name)}<br>{escape(buyer.street)}<br>{buyer.postcode} {escape(buyer.city)}"
        big = amount(doc.gross, "ch").replace("'", " ")
        info = f"Rechnung {escape(doc.number)}"
        qr_html = f"""<div class=qrb><div class=scis>✂</div><div class=rcpt><div class=qt>Empfangsschein</div>
<div class=qh>Konto / Zahlbar an</div><div>{payable}</div>
<div class=qh>Referenz</div><div>{reference}</div>
<div class=qh>Zahlbar durch</div><div>{debtor}</div>
<div class=qam><div><div class=qh>Währung</div>{currency}</div>
<div><div class=qh>Betrag</div>{big}</div></div>
<div class=acc>Annahmestelle</div></div>
<div class=zt><div class=qt>Zahlteil</div><div class=qrc>{qr_mark(rng, 46, 37)}{_swiss_cross(7)}</div>
<div class=qam><div><div class=qh>Währung</div>{currency}</div>
<div><div class=qh>Betrag</div>{big}</div></div></div>
<div class=zi><div class=qh>Konto / Zahlbar an</div><div>{payable}</div>
<div class=qh>Referenz</div><div>{reference}</div>
<div class=qh>Zusätzliche Informationen</div><div>{info}</div>
<div class=qh>Zahlbar durch</div><div>{debtor}</div></div></div>"""

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:{"0" if qr else "12mm 14mm 10mm 18mm"}}}
body{{font-family:{font};font-size:{size}pt;color:#1d1d1d;margin:0}}
.page{{min-height:{296 if qr else 274}mm;display:flex;flex-direction:column}}
.inner{{{"padding:12mm 14mm 0 18mm" if qr else ""}}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;gap:10mm;margin-bottom:6mm}}
.sub{{font-size:{size - 1.5}pt;color:#555;margin-top:2mm;line-height:1.4}}
.win{{width:80mm;line-height:1.45;margin-top:8mm}} .snd{{font-size:{size - 2.5}pt;color:#666;
border-bottom:.5pt solid #999;margin-bottom:1.5mm;white-space:nowrap}}
h1{{font-size:{size + 8}pt;margin:2mm 0 3mm 0;color:{accent}}}
table.meta{{border-collapse:collapse;align-self:flex-start}}
table.meta td{{padding:1px 12px 1px 0}} .k{{color:#555}}
.lh{{text-align:center;border-bottom:1.2pt solid {accent};padding-bottom:2mm;margin-bottom:4mm;
font-size:{size - 1}pt}}
.lhn{{font-size:{size + 7}pt;font-weight:bold;color:{accent};letter-spacing:.5px}}
.subj{{font-weight:bold;font-size:{size + 2}pt;margin:2mm 0}}
table.items{{width:100%;border-collapse:collapse;margin-top:3mm}}
table.items th{{text-align:left;padding:3px 4px;border-bottom:1pt solid #222;font-size:{size - 0.5}pt;
{"background:#eee;border:.5pt solid #999;" if family == "abacus" else ""}}}
table.items td{{padding:3px 4px;vertical-align:top;
{"border:.5pt solid #999" if family == "abacus" else "border-bottom:.4pt solid #ddd"}}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
.lower{{display:flex;justify-content:space-between;align-items:flex-start;gap:8mm;margin-top:4mm}}
.notes{{max-width:90mm;font-size:{size - 0.5}pt}} .note{{margin-bottom:1.5mm}}
.tbox{{border:.8pt solid #333;padding:1mm 2mm}}
table.tot{{border-collapse:collapse;min-width:70mm}} table.tot td{{padding:2px 5px}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 1.5}pt;border-top:1pt solid #111;
border-bottom:2.2pt double #111}}
.bankl{{margin-top:4mm;font-size:{size - 0.5}pt}}
.foot{{margin-top:auto;border-top:.6pt solid #999;padding-top:2mm;display:flex;gap:5mm;
font-size:{size - 1.5}pt;line-height:1.4;color:#444}} .foot > div{{flex:1}}
.qrb{{margin-top:auto;height:103mm;border-top:.6pt dashed #000;display:flex;position:relative;
font-family:Arial,'Liberation Sans',sans-serif;font-size:8pt;line-height:1.25}}
.scis{{position:absolute;top:-3.2mm;left:12mm;font-size:9pt;background:#fff}}
.rcpt{{width:52mm;padding:5mm;border-right:.6pt dashed #000;position:relative}}
.zt{{width:51mm;padding:5mm 0 5mm 5mm}} .zi{{flex:1;padding:5mm 5mm 5mm 0}}
.qt{{font-weight:bold;font-size:11pt;margin-bottom:3mm}}
.qh{{font-weight:bold;font-size:6pt;margin-top:2.5mm}} .zi .qh{{font-size:8pt}}
.qam{{display:flex;gap:6mm;margin-top:3mm}}
.qrc{{position:relative;width:46mm;height:46mm;margin:2mm 0}}
.acc{{position:absolute;right:5mm;bottom:10mm;font-weight:bold;font-size:6pt}}
</style></head><body><div class="page"><div class=inner>
{body}</div>
<div style="height:6mm"></div>
{qr_html if qr else foot}
</div></body></html>"""
    fields = ["prekes_pavadinimas", "quantity", "unit", "price", "subtotal", "vat_percent"]
    if codes:
        fields.append("prekes_kodas")
    truth = doc.truth(tuple(fields))
    if not buyer_code:
        truth.pop("buyer_id", None)
    if not buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
