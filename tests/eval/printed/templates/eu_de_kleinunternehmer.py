"""A German small business's invoice (an Einzelunternehmen: a craftsman, a designer, a translator)
written in a word processor from a Word template, without VAT under the small-business rule: "Gemäß
§ 19 UStG wird keine Umsatzsteuer berechnet." The owner prints a Steuernummer "12/345/67890" of the
Finanzamt, no USt-IdNr. and no register entry. Three layouts: the DIN 5008 letter (a small sender line
over the Lithuanian customer's address in the window, an info block at the right with Rechnungsnummer,
Rechnungsdatum, Leistungszeitraum and Kundennummer, "Rechnung", a salutation, "Pos. | Beschreibung |
Menge | Einheit | Einzelpreis | Gesamtpreis", "Rechnungsbetrag", the footer in three columns with the
address, the bank and the Steuernummer); the centred letterhead with labels above the values and a
totals block "Zwischensumme / USt. 0 % / Rechnungsbetrag"; and a plain bordered table "Nr. | Leistung
| Std. | Stundensatz | Betrag" for hourly work. Every one asks "Bitte überweisen Sie den
Rechnungsbetrag bis zum … auf das unten genannte Konto". Dates "12.03.2026" or "12. März 2026";
amounts "1.234,56 €" or "1.234,56 EUR"."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import Item
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.eu_common import grouped, unbroken
from tests.eval.printed.templates.eu_round8_common import de_sole_trader, supply
from tests.eval.printed.templates.lt_common import FONTS

# trade → (business name pattern, catalogue)
TRADES: dict[str, tuple[str, list[tuple[str, str, int, tuple[float, float]]]]] = {
    "design": (
        "{first} {last} Grafikdesign",
        [
            ("Logoentwicklung inkl. drei Entwürfe und Reinzeichnung", "pauschal", 0, (450, 1200)),
            ("Gestaltung Produktkatalog, 24 Seiten", "Std.", 0, (55, 85)),
            ("Korrekturschleife nach Kundenwunsch", "Std.", 0, (50, 75)),
            ("Social-Media-Grafiken (Set)", "Stk.", 0, (35, 90)),
            ("Nutzungsrechte Logo, zeitlich unbegrenzt", "pauschal", 0, (300, 900)),
            ("Druckdatenaufbereitung Messestand", "Std.", 0, (55, 80)),
        ],
    ),
    "carpenter": (
        "Tischlerei {first} {last}",
        [
            ("Anfertigung Messemöbel Eiche massiv nach Zeichnung", "Stk.", 0, (380, 1500)),
            ("Montage vor Ort", "Std.", 0, (45, 65)),
            ("Material: Multiplexplatten Birke 18 mm", "m²", 0, (28, 45)),
            ("Oberflächenbehandlung Hartwachsöl", "m²", 0, (15, 30)),
            ("Anfahrt und Transport", "pauschal", 0, (120, 480)),
        ],
    ),
    "translator": (
        "Übersetzungsbüro {first} {last}",
        [
            ("Fachübersetzung Deutsch–Litauisch, technische Dokumentation", "Normzeile", 0, (1.1, 1.8)),
            ("Lektorat und Korrekturlesen", "Std.", 0, (40, 60)),
            ("Beglaubigung der Übersetzung", "Stk.", 0, (15, 35)),
            ("Dolmetschen bei Verhandlungen, Videokonferenz", "Std.", 0, (60, 95)),
        ],
    ),
    "photo": (
        "{first} {last} Fotografie",
        [
            ("Produktfotografie im Studio, Freisteller", "Stk.", 0, (18, 45)),
            ("Bildbearbeitung und Retusche", "Std.", 0, (45, 70)),
            ("Fotoshooting Messe, halber Tag", "pauschal", 0, (390, 750)),
            ("Reisekosten Fahrt Leipzig–Vilnius", "pauschal", 0, (250, 600)),
        ],
    ),
}
WHOLE = ("Stk.", "pauschal", "Normzeile")
FIRST = ["Anna", "Jonas", "Sabine", "Thomas", "Katrin", "Felix", "Miriam", "Lukas"]
LAST = ["Schneider", "Wagner", "Becker", "Hoffmann", "Krüger", "Schulz", "Lehmann", "Vogel"]
PLACES = [
    ("Bergmannstraße", "10961", "Berlin"),
    ("Karl-Liebknecht-Straße", "04107", "Leipzig"),
    ("Lindenstraße", "01097", "Dresden"),
    ("Schillerstraße", "99423", "Weimar"),
    ("Holstenstraße", "22767", "Hamburg"),
    ("Ehrenfeldgürtel", "50823", "Köln"),
]


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    trade = rng.choice(list(TRADES))
    pattern, catalogue = TRADES[trade][0], list(TRADES[trade][1])
    first, last = rng.choice(FIRST), rng.choice(LAST)
    street, postcode, city = rng.choice(PLACES)
    seller, tax_number = de_sole_trader(rng, pattern.format(first=first, last=last),
                                        f"{street} {rng.randint(1, 90)}", postcode, city)  # fmt: skip
    assert seller.iban
    layout = ("din", "centred", "hours")[seed % 3]
    if layout == "hours":
        others = sorted((c for c in catalogue if c[1] != "Std."), key=lambda c: c[1] != "pauschal")
        catalogue = [c for c in catalogue if c[1] == "Std."] + others[:1]
    doc = supply(seed, seller, (0,), catalogue, WHOLE, lines=(1, 5))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None
    for it in doc.items:
        if it.unit == "Normzeile":
            it.quantity = Decimal(rng.randint(180, 2400))
        elif it.unit == "pauschal":
            it.quantity = Decimal(1)
        elif it.unit == "Std.":
            it.quantity = Decimal(rng.randint(2, 80)) / 2
    doc.series = None
    year = doc.issued.year
    n = int(doc.number) % 400 + 1
    doc.number = rng.choice([f"{year}-{n:03d}", f"RE-{year}-{n:03d}", f"{n:04d}", f"R{year}{n:03d}"])
    days = rng.choice([7, 14, 14, 30])
    doc.due = doc.issued + timedelta(days=days)
    font = rng.choice(
        [
            "Calibri, Carlito",
            "Arial, 'Liberation Sans'",
            "'Times New Roman', 'Liberation Serif'",
            "Cambria, Caladea, serif",
            "'DejaVu Sans'",
            *FONTS[2:5],
        ]
    )
    size = rng.choice([10, 10.5, 11])
    long_dates = rng.random() < 0.3
    euro = rng.choice(["€", "€", "EUR"])
    zero_line = layout == "centred" or (layout == "hours" and rng.random() < 0.4)
    customer = f"{rng.randint(10, 999)}" if rng.random() < 0.6 else None
    period_from = doc.issued.replace(day=1)
    period = f"{period_from.strftime('%d.%m.')}–{(doc.issued - timedelta(days=1)).strftime('%d.%m.%Y')}"
    if doc.issued.day == 1:
        period = doc.issued.strftime("%m/%Y")
    phone = f"0{rng.randint(151, 179)} {rng.randint(1000000, 9999999)}"
    domain = {"design": "design", "carpenter": "tischlerei", "translator": "uebersetzungen", "photo": "foto"}[
        trade
    ]
    mail = f"{'info' if rng.random() < 0.5 else first.lower()}@{last.lower().replace('ü', 'ue')}-{domain}.de"
    bic = {"10070000": "DEUTDEBBXXX", "20040000": "COBADEFFXXX", "37050198": "COLSDE33XXX",
           "70020270": "HYVEDEMMXXX"}[seller.iban[4:12]]  # fmt: skip

    def d(value: date) -> str:
        return day(value, "de-long") if long_dates else value.strftime("%d.%m.%Y")

    def a(value: Decimal) -> str:
        return f"{amount(value, 'lt-dot')}\u00a0{euro}"

    def q(it: Item) -> str:
        return quantity(it.quantity, "lt-dot")

    small_note = "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet."
    if rng.random() < 0.3:
        small_note = "Als Kleinunternehmer im Sinne von § 19 Abs. 1 UStG wird keine Umsatzsteuer berechnet."
    pay = (
        f"Bitte überweisen Sie den Rechnungsbetrag bis zum {d(doc.due)} auf das unten genannte Konto."
        if rng.random() < 0.6
        else f"Bitte überweisen Sie den Betrag von {a(doc.gross)} bis {d(doc.due)} unter Angabe der "
        f"Rechnungsnummer {escape(doc.number)}."
    )
    recipient = f"{escape(buyer.name)}<br>{escape(buyer.street)}<br>"
    recipient += f"{escape(buyer.postcode)} {escape(buyer.city)}<br>LITAUEN"
    sender = f"{escape(seller.name)} · {escape(seller.street)} · {seller.postcode} {escape(seller.city)}"
    buyer_vat = buyer.vat_code is not None and rng.random() < 0.5
    if buyer_vat:
        recipient += f"<br><span class=sm>USt-IdNr. {buyer.vat_code}</span>"

    if layout == "hours":
        head = "<th>Nr.</th><th>Leistung</th><th class=r>Std.</th>"
        head += "<th class=r>Stundensatz</th><th class=r>Betrag</th>"
        rows = "".join(
            f"<tr><td>{i}</td><td>{escape(it.name)}</td>"
            f"<td class=r>{q(it) if it.unit == 'Std.' else q(it) + ' ' + escape(it.unit)}</td>"
            f"<td class=r>{a(it.price)}</td><td class=r>{a(it.subtotal)}</td></tr>"
            for i, it in enumerate(doc.items, 1)
        )
        fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "price", "subtotal")
    else:
        head = ("<th>Pos.</th>" if layout == "din" else "") + "<th>Beschreibung</th><th class=r>Menge</th>"
        head += "<th>Einheit</th><th class=r>Einzelpreis</th><th class=r>Gesamtpreis</th>"
        rows = "".join(
            "<tr>"
            + (f"<td>{i}</td>" if layout == "din" else "")
            + f"<td>{escape(it.name)}</td><td class=r>{q(it)}</td><td>{escape(it.unit)}</td>"
            f"<td class=r>{a(it.price)}</td><td class=r>{a(it.subtotal)}</td></tr>"
            for i, it in enumerate(doc.items, 1)
        )
        fields = ("prekes_pavadinimas", "quantity", "unit", "price", "subtotal")
    tot = ""
    if zero_line:
        tot += f"<tr><td>Zwischensumme</td><td class=r>{a(doc.net)}</td></tr>"
        tot += f"<tr><td>USt. 0 % (Kleinunternehmer)</td><td class=r>{a(doc.vat)}</td></tr>"
    elif len(doc.items) > 1 and rng.random() < 0.5:
        tot += f"<tr><td>Summe</td><td class=r>{a(doc.net)}</td></tr>"
    tot += f"<tr class=g><td>Rechnungsbetrag</td><td class=r>{a(doc.gross)}</td></tr>"
    greeting = rng.choice(["Sehr geehrte Damen und Herren,", "Guten Tag,", "Sehr geehrte Damen und Herren,"])
    intro = rng.choice(
        [
            "vielen Dank für Ihren Auftrag. Für meine Leistungen berechne ich Ihnen:",
            "hiermit stelle ich Ihnen die folgenden Leistungen in Rechnung:",
            "für die erbrachten Leistungen erlaube ich mir, wie folgt zu berechnen:",
        ]
    )
    closing = f"""<p>{small_note}</p><p>{pay}</p>
<p>{rng.choice(["Vielen Dank für die gute Zusammenarbeit!", "Mit freundlichen Grüßen", "Beste Grüße"])}<br>
<br>{escape(first)} {escape(last)}</p>"""
    bank_line = f"{escape(seller.bank or '')}<br>IBAN {grouped(seller.iban)}<br>BIC {bic}"
    info = [("Rechnungsnummer", escape(doc.number)), ("Rechnungsdatum", d(doc.issued))]
    if rng.random() < 0.5:
        info.append(("Leistungszeitraum", period))
    else:
        info.append(("Leistungsdatum", (doc.issued - timedelta(days=rng.randint(0, 6))).strftime("%d.%m.%Y")))
    if customer:
        info.append(("Kundennummer", customer))

    if layout in ("din", "hours"):
        info_html = "".join(f"<tr><td>{k}:</td><td class=r>{v}</td></tr>" for k, v in info)
        body = f"""<div class=lh><div class=name>{escape(seller.name)}</div>
<div class=sm>{escape(seller.street)} · {seller.postcode} {escape(seller.city)} · Tel. {phone} ·
{mail}</div></div>
<div class=win><div><div class=sender>{sender}</div><div class=addr>{recipient}</div></div>
<table class=info>{info_html}</table></div>
<h1>Rechnung{" Nr. " + escape(doc.number) if rng.random() < 0.5 else ""}</h1>
<p>{greeting}</p><p>{intro}</p>
<table class="items {"grid" if layout == "hours" else "lined"}"><thead><tr>{head}</tr></thead>
<tbody>{rows}</tbody></table>
<div class=totwrap><table class=tot>{tot}</table></div>{closing}
<div class=foot><div>{escape(seller.name)}<br>{unbroken(seller.address)}<br>Tel. {phone}</div>
<div>{bank_line}</div><div>Steuernummer: {tax_number}<br>{mail}</div></div>"""
    else:
        boxes = "".join(f"<div class=bx><div class=bl>{k}</div><div>{v}</div></div>" for k, v in info)
        body = f"""<div class=center><div class=name>{escape(seller.name)}</div>
<div class=sm>{escape(seller.street)} · {seller.postcode} {escape(seller.city)}<br>
Tel. {phone} · {mail}</div></div>
<div class=two><div><div class=bl>Rechnung an</div><div class=addr>{recipient}</div></div>
<div><div class=bl>Steuernummer</div><div>{tax_number}</div></div></div>
<h1>Rechnung</h1><div class=boxes>{boxes}</div>
<table class="items lined"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>
<div class=totwrap><table class=tot>{tot}</table></div>{closing}
<div class=foot><div>Bankverbindung: {bank_line.replace("<br>", " · ")}</div></div>"""
    html = f"""<!doctype html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:15mm 20mm 12mm 25mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0;line-height:1.3}}
.page{{min-height:268mm;display:flex;flex-direction:column}}
.lh{{text-align:right;margin-bottom:10mm}} .name{{font-size:{size + 6}pt;font-weight:bold}}
.sm{{font-size:{size - 2}pt;color:#444}}
.win{{display:flex;justify-content:space-between;align-items:flex-start;min-height:42mm}}
.sender{{font-size:{size - 3}pt;text-decoration:underline;margin-bottom:2mm}} .addr{{line-height:1.35}}
table.info td{{padding:1px 0 1px 6mm}}
h1{{font-size:{size + 4}pt;margin:6mm 0 3mm 0}}
.center{{text-align:center;border-bottom:1pt solid #444;padding-bottom:3mm;margin-bottom:8mm}}
.two{{display:flex;justify-content:space-between}} .bl{{font-size:{size - 2}pt;color:#666;margin-bottom:1mm}}
.boxes{{display:flex;gap:8mm;margin-bottom:4mm}}
table.items{{width:100%;border-collapse:collapse;margin-top:2mm}}
table.items th{{text-align:left;padding:3px 4px}} table.items td{{padding:3px 4px;vertical-align:top}}
table.lined th{{border-bottom:1pt solid #111}} table.lined td{{border-bottom:.4pt solid #bbb}}
table.grid th,table.grid td{{border:.6pt solid #333}}
.r{{text-align:right!important;white-space:nowrap}}
.totwrap{{display:flex;justify-content:flex-end;margin-top:2mm}}
table.tot{{border-collapse:collapse;min-width:75mm}} table.tot td{{padding:2px 4px}}
table.tot tr.g td{{font-weight:bold;border-top:1pt solid #111;border-bottom:2.5pt double #111}}
.foot{{margin-top:auto;display:flex;justify-content:space-between;gap:6mm;border-top:.5pt solid #888;
padding-top:2mm;font-size:{size - 3}pt;color:#444}}
</style></head><body><div class=page>
{body}
</div></body></html>"""
    truth = doc.truth(fields)
    if not zero_line:
        truth.pop("vat_percent", None)
    truth.pop("buyer_id", None)
    if not buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
