"""A Swedish outdoor-gear wholesaler's "FAKTURA" as Swedish invoicing programs (Fortnox, Visma eEkonomi,
Bokio) print it: the logo and company name at the top left, "FAKTURA" with "Sida 1 (1)" at the right
over the invoice's header data as a two-column table (Fakturadatum, Fakturanr, Kundnr, Förfallodatum,
Er/Vår referens, Betalningsvillkor, Dröjsmålsränta, on some the OCR number), the customer's
"Fakturaadress" in the right-hand window under it and the delivery terms at the left, an item table
"Artikel | Benämning | Antal | Enhet | À-pris | Belopp" with the article number first, the totals as a
row of boxes across the page ("Summa exkl. moms | Moms 25 % | Att betala SEK") or as a column at the
right, a "Momsspecifikation" on some, the wording of an intra-Community supply, and a four-column footer
(Adress, Telefon/E-post, Bankgiro/IBAN/BIC, Org.nr/Momsreg.nr/"Godkänd för F-skatt"). Dates yyyy-mm-dd,
amounts "1 234,50", invoiced in SEK or in euro."""

from __future__ import annotations

import random
from decimal import Decimal
from html import escape

from stdnum import luhn

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, reverse, unbroken
from tests.eval.printed.templates.eu_nl_fr_se_common import bankgiro, logo, se_account, se_seller, supply
from tests.eval.printed.templates.lt_common import FONTS

# prices in kronor; an invoice in euro takes them at about 11.3 kronor to the euro
CATALOGUE = [
    ("Tält Fjäll 3-personers, grön", "st", 25, (2400, 5900)),
    ("Sovsäck dun -15 °C, längd 200 cm", "st", 25, (1800, 4200)),
    ("Frystorkad måltid Pasta Bolognese, 800 g", "st", 12, (89, 149)),
    ("Energibar havre & lingon, kartong 24 st", "krt", 12, (240, 420)),
    ("Kartbok Fjällen 1:100 000, 3:e upplagan", "st", 6, (249, 399)),
    ("Vandringskängor Gore-Tex, herr stl 43", "par", 25, (1600, 3200)),
    ("Friluftsjacka vattentät 3-lager, dam M", "st", 25, (1200, 2800)),
    ("Klätterrep dynamiskt 9,8 mm", "m", 25, (18, 35)),
    ("Stormkök med gasolbrännare och kastruller", "st", 25, (890, 1690)),
    ("Kurs i fjällsäkerhet och lavinkunskap", "tim", 25, (650, 1200)),
    ("Frakt Sverige – Litauen, helpall", "st", 25, (1200, 3800)),
    ("Vildmarksguide Norrland (bok), inbunden", "st", 6, (199, 349)),
    ("Ullunderställ merino, set tröja och byxa", "st", 25, (790, 1490)),
]
WHOLE = ("st", "krt", "par")
SERVICES = {"Kurs i fjällsäkerhet och lavinkunskap"}
NAMES = [
    "Norrlands Friluft", "Fjällvind Outdoor", "Vättern Sport", "Skogsbacken Utrustning",
    "Kustlinjen Marin", "Hälsinge Trä & Fritid", "Tornedalens Jakt", "Kebnekaise Handel",
]  # fmt: skip
PLACES = [
    ("Sveavägen", "111 57", "Stockholm"),
    ("Industrivägen", "433 61", "Sävedalen"),
    ("Kungsgatan", "411 19", "Göteborg"),
    ("Storgatan", "831 30", "Östersund"),
    ("Verkstadsgatan", "903 26", "Umeå"),
    ("Hamngatan", "553 16", "Jönköping"),
    ("Kungsängsvägen", "753 23", "Uppsala"),
    ("Södra Förstadsgatan", "211 43", "Malmö"),
]
SEK_PER_EUR = Decimal("11.3")


def ocr(number: str) -> str:
    """A Swedish OCR reference: the invoice number, a length digit and a Luhn check digit."""
    body = number + str((len(number) + 2) % 10)
    return body + str(luhn.calc_check_digit(body))


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    seller = se_seller(rng, NAMES, PLACES)
    domestic = rng.random() < 0.5
    currency = rng.choice(["SEK", "SEK", "EUR"])
    doc = supply(seed, seller, domestic, CATALOGUE, WHOLE, language="sv", currency=currency, lines=(1, 8))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code
    numeric_codes = rng.random() < 0.6
    for item in doc.items:
        if currency == "EUR":
            item.price = max(Decimal("0.01"), money(item.price / SEK_PER_EUR))
        if numeric_codes:
            item.code = str(rng.randint(10000, 99999))
        else:
            item.code = f"{rng.choice(['TLT', 'SOV', 'KLD', 'MAT', 'UTR'])}-{rng.randint(100, 9999)}"
    seller.iban, seller.bank, bic = se_account(rng)
    doc.series = None
    doc.number = str(1000 + int(doc.number) % 60000)
    giro = bankgiro(rng)
    font = rng.choice(FONTS)
    size = rng.choice([7.5, 8, 8.5, 9, 9.5, 10])
    accent = rng.choice(["#005293", "#1b4d3e", "#8b0000", "#37474f", "#004d40", "#4a148c"])
    thousands = rng.choice(["\u00a0", " ", ""])
    grid_head = rng.random() < 0.5
    strip = rng.random() < 0.6
    with_ocr = rng.random() < 0.5
    spec = len(doc.rates()) > 1 and rng.random() < 0.7
    buyer_code = rng.random() < 0.3
    delivery_block = rng.random() < 0.6
    customer_no = str(rng.randint(100, 9999))
    days = (doc.due - doc.issued).days
    our_ref = rng.choice(["Erik Lindqvist", "Anna Johansson", "Lars Nyström", "Karin Berg", "Johan Ek"])
    your_ref = rng.choice(["Tomas Jankauskas", "Rūta Kazlauskienė", "Mantas Petraitis", "Inga Vaitkienė"])
    area = rng.choice(["8", "31", "63", "90", "36", "18", "40"])
    phone = f"+46 {area}-{rng.randint(100, 999)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
    domain = seller.name.rsplit(" ", 1)[0].lower().translate(str.maketrans("åäö", "aao", " &")) + ".se"
    cur = "kr" if currency == "SEK" and rng.random() < 0.4 else currency

    def a(value: Decimal) -> str:
        return amount(value, "lt").replace("\u00a0", thousands)

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f}".replace(".", ",") + "\u00a0%"

    header = [
        ("Fakturadatum", doc.issued.isoformat()),
        ("Fakturanr", doc.number),
        ("Kundnr", customer_no),
        ("Förfallodatum", doc.due.isoformat()),
        ("Er referens", escape(your_ref)),
        ("Vår referens", escape(our_ref)),
        ("Betalningsvillkor", f"{days} dagar netto"),
        ("Dröjsmålsränta", rng.choice(["8 %", "10 %", "12 %"])),
    ]
    if with_ocr:
        header.append(("OCR", ocr(doc.number)))
    if buyer.vat_code:
        header.append(("Ert momsreg.nr", buyer.vat_code))
    if grid_head:
        pairs = [header[i : i + 2] for i in range(0, len(header), 2)]
        header_html = "<table class=hg>" + "".join(
            "<tr>"
            + "".join(f"<td><div class=lab>{k}</div><div class=val>{v}</div></td>" for k, v in pair)
            + ("<td></td>" if len(pair) == 1 else "")
            + "</tr>"
            for pair in pairs
        )
    else:
        header_html = "<table class=hk>" + "".join(
            f"<tr><td class=k>{k}</td><td>{v}</td></tr>" for k, v in header
        )
    header_html += "</table>"
    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
        rng.choice(["LITAUEN", "Litauen", "LITHUANIA"]),
    ]
    if buyer_code:
        buyer_lines.append(f"Ert org.nr: {buyer.code}")
    delivery = (
        "<table class=hk>"
        + "".join(
            f"<tr><td class=k>{k}</td><td>{v}</td></tr>"
            for k, v in [
                ("Leveranssätt", rng.choice(["DB Schenker", "DSV Road", "PostNord Pall", "Egen hämtning"])),
                ("Leveransvillkor", rng.choice(["FCA", "DAP Vilnius", "EXW", "CPT"])),
                ("Leveransdatum", doc.issued.isoformat()),
            ]
        )
        + "</table>"
        if delivery_block
        else ""
    )
    rows = "".join(
        f"<tr><td class=nw>{escape(it.code or '')}</td><td>{escape(it.name)}</td>"
        f"<td class=r>{quantity(it.quantity, 'lt-plain')}</td><td>{escape(it.unit)}</td>"
        f"<td class=r>{a(it.price)}</td><td class=r>{a(it.subtotal)}</td></tr>"
        for it in doc.items
    )
    rates = doc.rates()
    if strip:
        cells = [("Summa exkl. moms", a(doc.net))]
        cells += [(f"Moms {pct(r)}", a(t)) for r, (_, t) in rates.items()]
        cells.append((f"Att betala {cur}", a(doc.gross)))
        totals = (
            "<table class=strip><tr>"
            + "".join(
                f"<th{' class=pay' if i == len(cells) - 1 else ''}>{k}</th>" for i, (k, _) in enumerate(cells)
            )
            + "</tr><tr>"
            + "".join(
                f"<td{' class=pay' if i == len(cells) - 1 else ''}>{v}</td>" for i, (_, v) in enumerate(cells)
            )
            + "</tr></table>"
        )
    else:
        totals = (
            f"<table class=col><tr><td>Summa exkl. moms</td><td class=r>{a(doc.net)}</td></tr>"
            + "".join(
                f"<tr><td>Moms {pct(r)}</td><td class=r>{a(t)}</td></tr>" for r, (_, t) in rates.items()
            )
            + f"<tr class=pay><td>Att betala {cur}</td><td class=r>{a(doc.gross)}</td></tr></table>"
        )
    spec_html = (
        "<table class=spec><tr><th>Momsspecifikation</th><th class=r>Underlag</th><th class=r>Moms</th></tr>"
        + "".join(
            f"<tr><td>{pct(r)}</td><td class=r>{a(b)}</td><td class=r>{a(t)}</td></tr>"
            for r, (b, t) in rates.items()
        )
        + "</table>"
        if spec
        else ""
    )
    notes = []
    if reverse(doc):
        if any(it.name not in SERVICES for it in doc.items):
            notes.append(
                "Momsfri gemenskapsintern varuleverans enligt 10 kap. 42 § mervärdesskattelagen (2023:200), "
                "artikel 138 i direktiv 2006/112/EG."
            )
        if any(it.name in SERVICES for it in doc.items):
            notes.append("Omvänd betalningsskyldighet / Reverse charge, artikel 196 i direktiv 2006/112/EG.")
    if currency == "EUR":
        notes.append("Fakturan är utställd i euro. Betalning sker till vårt EUR-konto (IBAN).")
    note_html = "".join(f"<div class=note>{escape(n)}</div>" for n in notes)
    reference = f"OCR {ocr(doc.number)}" if with_ocr else f"fakturanummer {doc.number}"
    pay_line = (
        f"<div class=payline>Betala <b>{a(doc.gross)} {cur}</b> senast <b>{doc.due.isoformat()}</b> till "
        + (
            f"bankgiro <b>{giro}</b>"
            if currency == "SEK"
            else f"IBAN <b>{grouped(seller.iban)}</b>, BIC {bic}"
        )
        + f". Ange {reference} vid betalning.</div>"
    )
    foot_cols = [
        (
            "Adress",
            f"{escape(seller.name)}<br>{escape(seller.street)}<br>"
            f"{seller.postcode} {escape(seller.city)}<br>Sverige",
        ),
        ("Telefon / E-post", f"{phone}<br>faktura@{domain}<br>www.{domain}"),
        (
            "Betalning",
            f"Bankgiro {giro}<br>IBAN <span class=nw>{grouped(seller.iban)}</span><br>BIC {bic}"
            f"<br>{escape(seller.bank or '')}",
        ),
        (
            "Org.nr / Momsreg.nr",
            f"Org.nr {seller.code}<br>Momsreg.nr <span class=nw>{seller.vat_code}</span><br>Styrelsens säte: "
            f"{escape(seller.city)}<br>Godkänd för F-skatt",
        ),
    ]
    foot = (
        "<div class=foot>"
        + "".join(f"<div><div class=fh>{k}</div>{v}</div>" for k, v in foot_cols)
        + "</div>"
    )
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:10mm 12mm 8mm 14mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.page{{min-height:279mm;display:flex;flex-direction:column}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;gap:8mm}}
.left{{flex:1}} .right{{width:92mm}}
.co{{font-size:{size + 2}pt;font-weight:bold;margin-top:4px}}
.doc{{display:flex;justify-content:space-between;align-items:baseline}}
.doc h1{{margin:0;font-size:{size + 9}pt;letter-spacing:1px;color:{accent}}}
.lab{{font-size:{size - 2}pt;color:#666}} .val{{font-weight:bold}}
table.hg{{width:100%;border-collapse:collapse;margin-top:3px}}
table.hg td{{border:.6pt solid #999;padding:2px 5px;width:50%;vertical-align:top}}
table.hk{{border-collapse:collapse;margin-top:3px}} table.hk td{{padding:1px 10px 1px 0}}
td.k{{color:#555;white-space:nowrap}}
.addr{{margin-top:6mm;line-height:1.4;min-height:26mm}}
.addr .lab{{margin-bottom:2px}}
.deliv{{margin-top:32mm}}
table.items{{width:100%;border-collapse:collapse;margin-top:8mm}}
table.items th{{text-align:left;font-weight:bold;border-bottom:1pt solid #111;border-top:1pt solid #111;
padding:3px 4px}}
table.items td{{padding:3px 4px;vertical-align:top}}
table.items tbody tr:nth-child(even) td{{background:#f4f4f4}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
table.strip{{width:100%;border-collapse:collapse;margin-top:6mm}}
table.strip th{{font-weight:normal;font-size:{size - 1}pt;text-align:right;border:.6pt solid #999;
border-bottom:0;padding:2px 6px;color:#555}}
table.strip td{{text-align:right;border:.6pt solid #999;border-top:0;padding:3px 6px;font-size:{size + 1}pt}}
table.strip .pay{{background:{accent};color:#fff;font-weight:bold;border-color:{accent}}}
table.col{{border-collapse:collapse;margin:6mm 0 0 auto;min-width:70mm}} table.col td{{padding:2px 6px}}
table.col tr.pay td{{font-weight:bold;font-size:{size + 2}pt;border-top:1.2pt solid #111}}
table.spec{{border-collapse:collapse;margin-top:4mm;font-size:{size - 0.5}pt;align-self:flex-start;
min-width:95mm}}
table.spec th,table.spec td{{padding:1px 8px 1px 0;border-bottom:.5pt solid #ccc;text-align:left;
font-weight:normal}}
.note{{margin-top:3mm}}
.payline{{margin-top:5mm;padding:3mm;border:.8pt solid {accent}}}
.foot{{margin-top:auto;border-top:1pt solid #111;padding-top:3px;display:flex;justify-content:space-between;
font-size:7.5pt;line-height:1.35}}
.foot > div{{flex:1;padding-right:6px}}
.fh{{font-weight:bold;font-size:7pt;color:#555;text-transform:uppercase}}
</style></head><body><div class="page">
<div class="top"><div class="left">{logo(rng, seller.name, accent, size, "left")}
<div class="co">{escape(seller.name)}</div>
<div class="deliv">{delivery}</div></div>
<div class="right"><div class="doc"><h1>FAKTURA</h1><span>Sida 1 (1)</span></div>
{header_html}
<div class="addr"><div class="lab">Fakturaadress</div>{"<br>".join(buyer_lines)}</div></div></div>
<table class="items"><thead><tr><th>Artikel</th><th>Benämning</th><th class=r>Antal</th><th>Enhet</th>
<th class=r>À-pris</th><th class=r>Belopp</th></tr></thead><tbody>{rows}</tbody></table>
{totals}{spec_html}{note_html}{pay_line}
<div style="height:6mm"></div>
{foot}
</div></body></html>"""
    fields = ("prekes_kodas", "prekes_pavadinimas", "quantity", "unit", "price", "subtotal")
    truth = doc.truth(fields)
    if not buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
