"""A German supplier's invoice as a DIN 5008 business letter (a Word/ERP letterhead such as Lexware or
sevDesk prints): the small return-address line over the buyer's window, an info block at the right,
"Rechnung" title, a plain position table in German number style, and a three-column footer with the
address, the bank and the register (Amtsgericht, HRB, Steuernummer, USt-IdNr.)."""

from __future__ import annotations

import random
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.eu_common import COUNTRY_NAMES, account, draw_supply, grouped, reverse

CATALOGUE = [
    ("Sechskantschrauben DIN 933 M8x40, verzinkt (100 Stk.)", "Stk.", 19, (6, 18)),
    ("Hydraulikschlauch 2SN DN12, konfektioniert", "Stk.", 19, (25, 90)),
    ("Kabelkanal PVC 40x60 mm, grau", "m", 19, (3, 9)),
    ("Industriereiniger Konzentrat, 10 l Kanister", "Stk.", 19, (28, 65)),
    ("Montagearbeiten vor Ort", "Std.", 19, (55, 98)),
    ("Edelstahlblech 1.4301, 2 mm", "kg", 19, (4, 11)),
    ("Kugellager 6205-2RS", "Stk.", 19, (4, 19)),
    ("Wartung Kompressoranlage", "Std.", 19, (65, 120)),
    ("Druckluftkupplung NW 7,2", "Stk.", 19, (5, 22)),
    ("Förderband-Gurt EP 400/3, Breite 500 mm", "m", 19, (38, 95)),
    ("Schutzhandschuhe Nitril, Gr. 9 (Karton)", "Stk.", 19, (18, 45)),
    ("Technische Dokumentation, Übersetzung", "Std.", 19, (40, 75)),
]


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    domestic = rng.random() < 0.25
    doc = draw_supply(seed, "DE", domestic, language="de", catalogue=CATALOGUE, series=False, lines=(1, 7))
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    seller.iban, seller.bank, bic = account(rng, "DE")
    font = rng.choice(["Arial, Liberation Sans", "Carlito", "Open Sans", "Lato", "Liberation Serif"])
    size = rng.choice([9, 9.5, 10, 10.5])
    ds = rng.choice(["dmy-dots", "dmy-dots", "de-long"])
    manager = rng.choice(["Dr. Thomas Berger", "Sabine Krüger", "Michael Hofmann", "Andrea Wolf, Jens Lange"])
    court = {"Berlin": "Charlottenburg", "München": "München", "Hamburg": "Hamburg", "Köln": "Köln"}[
        seller.city
    ]
    hrb = f"HRB {rng.randint(10000, 199999)}{' B' if seller.city == 'Berlin' else ''}"
    tax_no = f"{rng.randint(10, 99)}/{rng.randint(100, 999)}/{rng.randint(10000, 99999)}"
    trade = rng.choice(["Industriebedarf", "Technischer Handel", "Maschinen & Service", "Antriebstechnik"])
    customer = rng.randint(10000, 69999)
    show_buyer_code = rng.random() < 0.3
    country_line = rng.random() < 0.7

    def a(value: object) -> str:
        return amount(value, "lt-dot")  # type: ignore[arg-type]

    rows = "".join(
        f"<tr><td>{i}</td><td class=r>{quantity(it.quantity, 'lt-dot')}</td><td>{it.unit}</td>"
        f"<td>{escape(it.name)}</td><td class=r>{a(it.price)} €</td><td class=r>{a(it.subtotal)} €</td></tr>"
        for i, it in enumerate(doc.items, 1)
    )
    if reverse(doc):
        tax_rows = (
            f"<tr><td>zzgl. USt. 0 %</td><td class=r>{a(doc.vat)} €</td></tr>"
            if rng.random() < 0.6
            else f"<tr><td>USt. 0 %</td><td class=r>{a(doc.vat)} €</td></tr>"
        )
        note = (
            "<p>Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge). Innergemeinschaftliche "
            "Lieferung, steuerfrei nach § 4 Nr. 1b UStG.</p>"
        )
    else:
        tax_rows = "".join(
            f"<tr><td>zzgl. USt. {r.normalize():f} %</td><td class=r>{a(tax)} €</td></tr>"
            for r, (_, tax) in doc.rates().items()
        )
        note = ""
    address_lines = [escape(buyer.street), f"{buyer.postcode} {escape(buyer.city)}"]
    buyer_block = "<br>".join([escape(buyer.name), *address_lines] + (["LITAUEN"] if country_line else []))
    info = [
        ("Rechnungsnummer", doc.number),
        ("Rechnungsdatum", day(doc.issued, ds)),
        ("Kundennummer", str(customer)),
        ("Lieferdatum", day(doc.issued, ds) if rng.random() < 0.5 else doc.issued.strftime("%m/%Y")),
    ]
    if buyer.vat_code:
        info.append(("Ihre USt-IdNr.", buyer.vat_code))
    if show_buyer_code:
        info.append(("Ihre Reg.-Nr.", str(buyer.code)))
    info.append(("Ansprechpartner", rng.choice(["Frau Schneider", "Herr Fischer", "Frau Weber"])))
    info_html = "".join(f"<tr><td>{k}:</td><td>{escape(v)}</td></tr>" for k, v in info)
    skonto = (
        f" Bei Zahlung innerhalb von 7 Tagen gewähren wir {rng.choice([2, 3])} % Skonto."
        if rng.random() < 0.3
        else ""
    )
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:0}}
body{{margin:0;font-family:{font};font-size:{size}pt;color:#111}}
.page{{position:relative;min-height:297mm;box-sizing:border-box;padding:0 20mm 8mm 25mm;display:flex;
flex-direction:column}}
.head{{height:45mm;display:flex;justify-content:flex-end;align-items:flex-start;padding-top:12mm;
box-sizing:border-box}}
.brand{{text-align:right}} .brand b{{font-size:17pt;letter-spacing:.5px}}
.window{{position:absolute;left:25mm;top:45mm;width:85mm}}
.sender{{font-size:6.5pt;border-bottom:.5pt solid #444;padding-bottom:1px;margin-bottom:6px;
white-space:nowrap}}
.info{{position:absolute;left:125mm;top:50mm;font-size:{size - 0.5}pt}} .info td{{padding:0 8px 1px 0}}
.fold{{position:absolute;left:6mm;width:4mm;border-top:.5pt solid #999}}
h1{{font-size:{size + 4}pt;margin:52mm 0 8px 0}}
table.pos{{width:100%;border-collapse:collapse}} table.pos th{{text-align:left;border-bottom:1pt solid #000;
padding:3px 4px}}
table.pos td{{padding:3px 4px;vertical-align:top}} table.pos tr.last td{{border-bottom:.5pt solid #000}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}}
.sum{{margin:6px 0 0 auto}} .sum td{{padding:2px 4px}} .sum tr.g td{{font-weight:bold;
border-top:1pt solid #000;border-bottom:2.5pt double #000}}
.foot{{margin-top:auto;padding-top:14px;border-top:.5pt solid #888;display:flex;
justify-content:space-between;font-size:7pt;color:#333}}
.foot div{{width:32%}}
</style></head><body><div class="page">
<div class="fold" style="top:105mm"></div><div class="fold" style="top:210mm"></div>
<div class="head"><div class="brand"><b>{escape(seller.name)}</b><br>
<span style="font-size:8pt;
color:#555">{escape(trade)}</span></div></div>
<div class="window"><div class="sender">{escape(seller.name)} ·
{escape(seller.street)} · {seller.postcode} {escape(seller.city)}</div>
{buyer_block}</div>
<table class="info">{info_html}</table>
<h1>Rechnung</h1>
<p>Sehr geehrte Damen und Herren,<br>für unsere Lieferungen und Leistungen erlauben wir uns zu berechnen:</p>
<table class="pos"><thead><tr><th>Pos.</th><th class=r>Menge</th><th>Einheit</th><th>Bezeichnung</th>
<th class=r>Einzelpreis</th><th class=r>Gesamtpreis</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sum"><tr><td>Nettobetrag</td><td class=r>{a(doc.net)} €</td></tr>{tax_rows}
<tr class="g"><td>Gesamtbetrag</td><td class=r>{a(doc.gross)} €</td></tr></table>
{note}<p>Zahlbar bis {day(doc.due, "dmy-dots")} ohne Abzug.{skonto}</p>
<p>Mit freundlichen Grüßen<br>{escape(seller.name)}</p>
<div class="foot"><div>{escape(seller.name)}<br>
{escape(seller.street)}<br>{seller.postcode} {escape(seller.city)}<br>
{COUNTRY_NAMES["de"]["DE"]}<br>Tel. +49 {rng.randint(30, 89)} {rng.randint(1000000, 9999999)}</div>
<div>{escape(seller.bank)}<br>IBAN: {grouped(seller.iban)}<br>BIC: {bic}</div>
<div>Geschäftsführer: {manager}<br>Amtsgericht {court}, {hrb}<br>Steuernummer: {tax_no}<br>
USt-IdNr.: {seller.vat_code}</div></div>
</div></body></html>"""
    truth = doc.truth(("prekes_pavadinimas", "unit", "quantity", "price", "subtotal"))
    if not show_buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
