"""A German installer's (Sanitär, Heizung, Elektro) "Abschlagsrechnung" (progress invoice) to a German
company for works on its building, as a craftsman's invoicing program (the Lexware / Label-Software
kind) prints it: the firm's letterhead with the sender line above the window address, "Abschlagsrechnung
Nr. …" with the invoice date, the customer number, the building project ("Bauvorhaben") and the
customer's USt-IdNr.; a table "Pos. | Leistung | Betrag" of the works done so far (cumulative); then
"Summe Leistungen", "abzüglich bereits gezahlter Abschläge" with one or two earlier progress payments
("Abschlag Nr. 1 vom 12.03.2026 | -5.000,00"), "Nettobetrag", "zzgl. 19 % USt" and "Zahlbetrag"; the
payment terms and, in the footer, the firm's Steuernummer / USt-IdNr., bank and register.

Truth: what this document bills: the net is the "Nettobetrag" (the works less the earlier payments'
net amounts), the VAT the 19 % on it and the gross the "Zahlbetrag". The earlier payments are line items
of their own (quantity one, a negative amount, named as printed), so that the lines add up to the net."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from stdnum.eu import vat as eu_vat

from tests.eval.printed import Printed
from tests.eval.printed.doc import Doc, Foreign, Item
from tests.eval.printed.fmt import amount
from tests.eval.printed.templates.eu_common import account
from tests.eval.printed.templates.lt_common import FONTS

FIRMS = [
    "Haustechnik Becker GmbH", "Elektro Schäfer GmbH", "Wagner Sanitär- und Heizungstechnik GmbH",
    "Klimatechnik Hoffmann GmbH", "Schulz Gebäudetechnik GmbH", "Elektroinstallation Krüger GmbH",
]  # fmt: skip
CUSTOMERS = [
    "Immobilienverwaltung Nord GmbH", "Bürohaus am Park GmbH & Co. KG", "Lindner Logistik GmbH",
    "Pflegeheim Sonnenhof gGmbH", "Hotel Alte Post GmbH", "Brandt Maschinenbau AG",
]  # fmt: skip
STREETS = ["Industriestraße", "Hauptstraße", "Bahnhofstraße", "Gewerbering", "Lindenallee", "Am Hafen"]
PLACES = [("10115", "Berlin"), ("80331", "München"), ("20457", "Hamburg"), ("50667", "Köln"),
          ("04109", "Leipzig"), ("90402", "Nürnberg"), ("28195", "Bremen")]  # fmt: skip
WORKS = [
    "Demontage und Entsorgung der Altanlage",
    "Lieferung und Montage Gas-Brennwertkessel 45 kW inkl. Zubehör",
    "Heizungsverteilung im Keller, Rohrleitungen Kupfer/Edelstahl, gedämmt",
    "Installation Fußbodenheizung 1. OG, ca. 240 m²",
    "Sanitärinstallation Sanitärräume EG (Vorwandinstallation, Leitungen)",
    "Elektroinstallation Unterverteilung UV-1 inkl. Leitungsschutzschalter",
    "Kabelverlegung NYM-J im Bürotrakt, Kabelkanäle und Dosen",
    "Lüftungsanlage: Lieferung Zentralgerät und Kanalnetz",
    "Inbetriebnahme, hydraulischer Abgleich und Einweisung",
    "Baustelleneinrichtung und Gerüststellung",
]


def _vat_id(rng: random.Random) -> str:
    while True:
        code = "DE" + rng.choice("123") + "".join(rng.choice("0123456789") for _ in range(8))
        if eu_vat.is_valid(code):
            return code


def _party(rng: random.Random, name: str) -> Foreign:
    postcode, city = rng.choice(PLACES)
    return Foreign(
        name, None, _vat_id(rng), f"{rng.choice(STREETS)} {rng.randint(1, 90)}", city, postcode, "DE"
    )


def make(seed: int) -> Printed:
    rng = random.Random(f"eu_de_abschlag-{seed}")
    seller = _party(rng, rng.choice(FIRMS))
    buyer = _party(rng, rng.choice(CUSTOMERS))
    seller.iban, seller.bank, bic = account(rng, "DE")
    issued = date(2026, 3, 1) + timedelta(days=rng.randint(0, 270))
    number = rng.randint(2, 4)  # this payment request's own number in the project's series
    works = [
        Item(
            name,
            "psch.",
            Decimal(1),
            Decimal(rng.randint(800, 24000)) + Decimal(rng.choice([0, 0, 50])),
            Decimal(19),
        )
        for name in rng.sample(WORKS, rng.randint(2, 6))
    ]
    done = sum((it.subtotal for it in works), Decimal(0))
    # earlier progress payments, their net amounts in round figures, dated before this one
    count = min(rng.randint(1, 2), number - 1)
    share = Decimal(rng.randint(25, 60)) / 100
    step = Decimal(500) if done > 10000 else Decimal(100)
    deductions: list[Item] = []
    when = issued
    for k in range(count, 0, -1):
        when = when - timedelta(days=rng.randint(18, 45))
        value = max(step, (done * share / count / step).to_integral_value() * step)
        deductions.insert(
            0, Item(f"Abschlag Nr. {k} vom {when.strftime('%d.%m.%Y')}", "", Decimal(1), -value, Decimal(19))
        )
    doc = Doc(
        seed=seed,
        kind="invoice",
        language="de",
        series=None,
        number=f"AR-{issued.year}-{rng.randint(100, 999)}-{count + 1}",
        issued=issued,
        due=issued + timedelta(days=rng.choice([10, 14, 21])),
        currency="EUR",
        seller=seller,
        buyer=buyer,
        items=works + deductions,
    )
    assert doc.due is not None
    paid = -sum((it.subtotal for it in deductions), Decimal(0))

    font = rng.choice(FONTS[:7])
    size = rng.choice([9, 9.5, 10])
    accent = rng.choice(["#004b87", "#8a1c1c", "#1e5631", "#333333"])
    euro = rng.random() < 0.5
    steuernummer = f"{rng.randint(10, 99)}/{rng.randint(100, 999)}/{rng.randint(10000, 99999)}"
    kind = rng.choice(["Neubau", "Sanierung", "Umbau"])
    project = f"{kind} {rng.choice(STREETS)} {rng.randint(1, 60)}, {buyer.city}"

    phone = f"0{rng.randint(30, 911)} {rng.randint(100000, 999999)}"
    place = f"{seller.postcode} {escape(seller.city)}"

    def a(value: Decimal) -> str:
        return amount(value, "lt-dot") + (" €" if euro else "")

    rows = "".join(
        f"<tr><td>{i}</td><td>{escape(it.name)}</td><td class=r>{a(it.subtotal)}</td></tr>"
        for i, it in enumerate(works, 1)
    )
    ded_rows = "".join(
        f"<tr><td class=ind>{escape(it.name)}</td><td class=r>{a(it.subtotal)}</td></tr>" for it in deductions
    )
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:14mm 18mm 12mm 22mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.lh{{display:flex;justify-content:space-between;border-bottom:1.5pt solid {accent};padding-bottom:3mm}}
.firm{{font-size:{size + 8}pt;font-weight:bold;color:{accent}}}
.sender{{font-size:{size - 2.5}pt;text-decoration:underline;margin-top:12mm;color:#444}}
.win{{display:flex;justify-content:space-between;margin-top:2mm;min-height:36mm}}
.info td{{padding:1px 0 1px 8px}} .k{{color:#555}}
h1{{font-size:{size + 5}pt;margin:6mm 0 2mm 0}}
table.items{{width:100%;border-collapse:collapse;margin-top:4mm}}
table.items th{{text-align:left;border-bottom:1pt solid #111;border-top:1pt solid #111;padding:3px}}
table.items td{{padding:4px 3px;border-bottom:.4pt solid #ccc;vertical-align:top}}
.r{{text-align:right!important;white-space:nowrap}}
table.sum{{margin-left:auto;margin-top:3mm;border-collapse:collapse;min-width:105mm}}
table.sum td{{padding:2px 3px}} .ind{{padding-left:6mm!important;color:#333}}
tr.line td{{border-top:.7pt solid #111}} tr.g td{{font-weight:bold;border-top:1.2pt solid #111;
border-bottom:2.5pt double #111;font-size:{size + 1}pt}}
.terms{{margin-top:7mm;line-height:1.5}}
.foot{{margin-top:14mm;border-top:.5pt solid #999;padding-top:2mm;font-size:{size - 2}pt;color:#444;
display:flex;justify-content:space-between;gap:5mm}}
</style></head><body>
<div class=lh><div class=firm>{escape(seller.name)}</div><div class=r style="line-height:1.4">
{escape(seller.street)}<br>{seller.postcode} {escape(seller.city)}<br>Tel. {phone}
</div></div>
<div class=sender>{escape(seller.name)} · {escape(seller.street)} · {place}</div>
<div class=win><div style="line-height:1.45">{escape(buyer.name)}<br>{escape(buyer.street)}<br>
{buyer.postcode} {escape(buyer.city)}</div>
<table class=info><tr><td class=k>Rechnungsnummer</td><td>{doc.number}</td></tr>
<tr><td class=k>Rechnungsdatum</td><td>{doc.issued.strftime("%d.%m.%Y")}</td></tr>
<tr><td class=k>Kunden-Nr.</td><td>{rng.randint(10000, 29999)}</td></tr>
<tr><td class=k>Ihre USt-IdNr.</td><td>{buyer.vat_code}</td></tr></table></div>
<h1>{count + 1}. Abschlagsrechnung Nr. {doc.number}</h1>
<div>Bauvorhaben: {escape(project)}</div>
<div style="margin-top:3mm">Sehr geehrte Damen und Herren,<br>gemäß Baufortschritt berechnen wir Ihnen
folgende bis zum {doc.issued.strftime("%d.%m.%Y")} erbrachte Leistungen:</div>
<table class=items><thead><tr><th style="width:10mm">Pos.</th><th>Leistung</th><th class=r>Betrag</th></tr>
</thead><tbody>{rows}</tbody></table>
<table class=sum><tr><td>Summe Leistungen</td><td class=r>{a(done)}</td></tr>
<tr><td>abzüglich bereits gezahlter Abschläge</td><td class=r></td></tr>{ded_rows}
<tr class=line><td>Nettobetrag</td><td class=r>{a(doc.net)}</td></tr>
<tr><td>zzgl. 19 % USt</td><td class=r>{a(doc.vat)}</td></tr>
<tr class=g><td>Zahlbetrag</td><td class=r>{a(doc.gross)}</td></tr></table>
<div class=terms>Bitte überweisen Sie den Zahlbetrag bis zum {doc.due.strftime("%d.%m.%Y")} ohne Abzug.<br>
Die bereits gezahlten Abschläge (netto {a(paid)}) wurden mit Umsatzsteuer gesondert in Rechnung gestellt.
Die Schlussrechnung erfolgt nach Fertigstellung und Abnahme.<br>Leistungszeitraum: bis
{doc.issued.strftime("%d.%m.%Y")}</div>
<div class=foot><div>{escape(seller.name)}<br>{escape(seller.street)}<br>{place}</div>
<div>Steuernummer: {steuernummer}<br>USt-IdNr.: {seller.vat_code}<br>Amtsgericht {escape(seller.city)}
HRB {rng.randint(1000, 99999)}</div>
<div>{escape(seller.bank or "")}<br>IBAN: {seller.iban}<br>BIC: {bic}</div></div>
</body></html>"""
    truth = doc.truth(("prekes_pavadinimas", "subtotal"))
    return Printed(html, truth)
