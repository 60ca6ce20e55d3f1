"""A Finnish company's export invoice as Finnish invoicing services (Netvisor, Procountor, Visma
Fivaldi) print it with bilingual labels: "LASKU / INVOICE" with the page "1 (1)" at the top right and
the invoice's details under it (Laskun numero, Asiakasnumero, Viitteenne, Maksuehto, Eräpäivä,
Viivästyskorko, Huomautusaika, Viitenumero), the customer's address in the envelope window, a table with
"Määrä / Yks. / à-hinta / Alv %", "Veroton yhteensä / ALV / Yhteensä", the intra-Community or
reverse-charge wording (AVL 72 a § / 65 §), a four-column footer with Y-tunnus, ALV-numero, Kotipaikka
and the bank accounts, and on some a Finnish bank giro slip ("tilisiirto", Finnish/Swedish labels) with
the reference number and the virtual bar code."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from stdnum.fi import alv, ytunnus

from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, reverse, unbroken
from tests.eval.printed.templates.eu_ie_fi_cz_common import digits, iban, supply
from tests.eval.printed.templates.lt_common import FONTS

CATALOGUE = [
    ("Saunakiuas 9 kW, ruostumaton / Sauna heater 9 kW, stainless", "kpl", 25.5, (380, 890)),
    ("Kiuaskivet 20 kg / Sauna stones 20 kg", "kpl", 25.5, (22, 45)),
    ("Laudepuu, lämpöhaapa 28x90 mm / Thermo-aspen bench board", "jm", 25.5, (6, 14)),
    ("Paneeli, kuusi STP 15x90 / Spruce panel", "m2", 25.5, (14, 32)),
    ("Saunan ohjauskeskus / Sauna control unit", "kpl", 25.5, (240, 620)),
    ("Löylykiulu ja kauha, setti / Sauna bucket and ladle set", "kpl", 25.5, (35, 90)),
    ("Höyrysulkupaperi, rulla 10 m² / Vapour barrier, roll", "kpl", 25.5, (28, 60)),
    ("Saunan LED-valosarja / Sauna LED lighting kit", "kpl", 25.5, (85, 240)),
    ("Kuljetus / Freight to Lithuania", "erä", 25.5, (180, 650)),
    ("Asennustyö / Installation work", "h", 25.5, (55, 95)),
    ("Suunnittelu / Design work", "h", 25.5, (70, 120)),
]
SERVICES = {"Asennustyö / Installation work", "Suunnittelu / Design work"}
WHOLE = ("kpl", "erä")
NAMES = [
    "Kuusiston Sauna", "Pohjolan Puu", "Saimaan Kiuas", "Vuoksen Tekniikka",
    "Lapin Löyly", "Hämeen Puutuote", "Kalevan Lämpö", "Tunturi Wood",
]  # fmt: skip
FORMS = ["Oy", "Oy", "Oy Ab", "Oyj"]
PLACES = [
    ("Teollisuustie", "01510", "Vantaa"),
    ("Hämeenkatu", "33100", "Tampere"),
    ("Tekniikantie", "02150", "Espoo"),
    ("Mannerheimintie", "00100", "Helsinki"),
    ("Yrittäjäntie", "15170", "Lahti"),
    ("Kauppakatu", "40100", "Jyväskylä"),
    ("Sahatie", "57100", "Savonlinna"),
    ("Satamakatu", "20100", "Turku"),
]
# bank, BIC, leading digits of the BBAN
BANKS = [
    ("Nordea", "NDEAFIHH", "1"),
    ("OP", "OKOYFIHH", "5"),
    ("Danske Bank", "DABAFIHH", "8"),
    ("Aktia", "HELSFIHH", "405"),
    ("S-Pankki", "SBANFIHH", "39"),
]


def _seller(rng: random.Random) -> Foreign:
    while True:
        body = rng.choice("0123") + digits(rng, 6)
        valid = [f"{body}-{c}" for c in "0123456789" if ytunnus.is_valid(f"{body}-{c}")]
        if valid:
            break
    code = valid[0]
    vat = "FI" + code.replace("-", "")
    assert alv.is_valid(vat)
    street, postcode, city = rng.choice(PLACES)
    flat = rng.choice(["", "", " A", " B 12", " C"])
    return Foreign(
        f"{rng.choice(NAMES)} {rng.choice(FORMS)}",
        code,
        vat,
        f"{street} {rng.randint(1, 60)}{flat}",
        city,
        postcode,
        "FI",
    )


def reference(base: str) -> str:
    """A Finnish reference number: ``base`` and its 7-3-1 check digit."""
    weights = (7, 3, 1)
    total = sum(int(d) * weights[i % 3] for i, d in enumerate(reversed(base)))
    return base + str((10 - total % 10) % 10)


def rf_reference(national: str) -> str:
    """The same reference in the international form (ISO 11649, "RF…")."""
    check = 98 - int(national + "2715" + "00") % 97
    return f"RF{check:02d}{national}"


def grouped5(ref: str) -> str:
    head = len(ref) % 5
    parts = ([ref[:head]] if head else []) + [ref[i : i + 5] for i in range(head, len(ref), 5)]
    return " ".join(parts)


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    seller = _seller(rng)
    codes = rng.random() < 0.4
    # goods dispatched to a Lithuanian business: 0 %; Finnish VAT where the buyer gives no VAT number
    doc = supply(seed, seller, False, (25.5,), CATALOGUE, WHOLE, language="en", codes=codes, lines=(1, 8))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code
    for item in doc.items:
        if item.unit == "erä":  # one freight per delivery
            item.quantity = Decimal(1)
    bank, bic, lead = rng.choice(BANKS)
    seller.iban, seller.bank = iban("FI", lead + digits(rng, 14 - len(lead))), bank
    doc.series = None
    doc.number = str(int(doc.number) + rng.choice([10000, 20000, 100000]))
    ref = reference(doc.number)
    rf = rng.random() < 0.3
    ref_printed = grouped(rf_reference(ref)) if rf else grouped5(ref)
    font = rng.choice(FONTS[:7])
    size = rng.choice([8.5, 9, 9.5])
    leading_zeros = rng.random() < 0.35
    style = rng.choice(["lt", "lt-plain"])
    gross_col = rng.random() < 0.4
    vat_table = rng.random() < 0.5
    slip = rng.random() < 0.5
    accent = rng.choice(["#003580", "#1b5e20", "#8c2d19", "#263238", "#00838f"])
    customer_no = str(rng.randint(1000, 29999))
    contact = rng.choice(["Jonas Petrauskas", "Rūta Kazlauskienė", "Tomas Jankauskas", "Asta Žukauskė"])
    our_ref = rng.choice(["Mikko Virtanen", "Anna Korhonen", "Juha Nieminen", "Laura Mäkinen"])
    days = (doc.due - doc.issued).days

    def d(value: date) -> str:
        return value.strftime("%d.%m.%Y") if leading_zeros else f"{value.day}.{value.month}.{value.year}"

    def a(value: Decimal) -> str:
        return amount(value, style)

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f}".replace(".", ",")

    code_head = "<th>Tuotenro<br>Product no.</th>" if codes else ""
    gross_head = "<th class=r>Verollinen<br>Gross</th>" if gross_col else ""
    rows = "".join(
        "<tr>"
        + (f"<td>{escape(it.code or '')}</td>" if codes else "")
        + f"<td>{escape(it.name)}</td><td class=r>{quantity(it.quantity, style)}</td><td>{it.unit}</td>"
        f"<td class=r>{a(it.price)}</td><td class=r>{pct(it.vat_percent)}</td>"
        f"<td class=r>{a(it.subtotal)}</td>"
        + (f"<td class=r>{a(it.total)}</td>" if gross_col else "")
        + "</tr>"
        for it in doc.items
    )
    rates = doc.rates()
    if reverse(doc):
        goods = any(it.name not in SERVICES for it in doc.items)
        services = any(it.name in SERVICES for it in doc.items)
        notes = []
        if goods:
            notes.append(
                "Yhteisömyynti, AVL 72 a § / Intra-Community supply of goods, VAT 0 % "
                "(Art. 138 Directive 2006/112/EC)."
            )
        if services:
            notes.append(
                "Käännetty verovelvollisuus, AVL 65 § / Reverse charge (Art. 196 Directive 2006/112/EC)."
            )
        notes.append(f"Ostajan ALV-tunniste / Buyer's VAT ID: {buyer.vat_code}")
        note = "<div class=note>" + "<br>".join(escape(n) for n in notes) + "</div>"
    else:
        note = ""
    vat_rows = "".join(
        f"<tr><td>ALV / VAT {pct(r)} %</td><td class=r>{a(t)}</td></tr>" for r, (_, t) in rates.items()
    )
    spec = (
        "<table class=spec><tr><th>Alv-erittely<br>VAT specification</th><th class=r>Veroton<br>Net</th>"
        "<th class=r>Vero<br>VAT</th><th class=r>Verollinen<br>Gross</th></tr>"
        + "".join(
            f"<tr><td>{pct(r)} %</td><td class=r>{a(b)}</td><td class=r>{a(t)}</td>"
            f"<td class=r>{a(b + t)}</td></tr>"
            for r, (b, t) in rates.items()
        )
        + "</table>"
        if vat_table
        else ""
    )
    details = [
        ("Päivämäärä / Date", d(doc.issued)),
        ("Laskun numero / Invoice no.", doc.number),
        ("Asiakasnumero / Customer no.", customer_no),
        ("Viitteenne / Your reference", contact),
        ("Viitteemme / Our reference", our_ref),
        ("Maksuehto / Terms of payment", f"{days} pv netto / {days} days net"),
        ("Eräpäivä / Due date", f"<b>{d(doc.due)}</b>"),
        ("Viivästyskorko / Interest on arrears", rng.choice(["8,0 %", "10,5 %", "11,5 %"])),
        ("Huomautusaika / Claims within", f"{rng.choice([7, 8, 14])} pv / days"),
        ("Viitenumero / Reference no.", f"<b>{ref_printed}</b>"),
    ]
    if rng.random() < 0.6:
        details.insert(
            6, ("Toimitusehto / Terms of delivery", rng.choice(["FCA Vantaa", "DAP Vilnius", "EXW"]))
        )
    details_html = "".join(f"<tr><td class=k>{k}</td><td>{v}</td></tr>" for k, v in details)
    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
    ]
    buyer_lines.append("LITHUANIA" if rng.random() < 0.5 else "Liettua / Lithuania")
    if buyer.vat_code and rng.random() < 0.6:
        buyer_lines.append(f"VAT {buyer.vat_code}")
    initials = "".join(w[0] for w in seller.name.split()[:2])
    phone = (
        f"+358 {rng.choice(['9', '3', '10', '40', '50'])} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
    )
    domain = seller.name.split()[0].lower().replace("ä", "a").replace("ö", "o") + ".fi"
    register = rng.choice(["Alv-rek. / VAT registered", "Kaupparekisteri / Trade Register"])
    total_label = rng.choice(["Yhteensä / Total EUR", "Maksettava yhteensä / Amount due EUR"])
    euros, cents = divmod(int(doc.gross * 100), 100)
    barcode = (
        f"4{seller.iban[2:]}{euros:06d}{cents:02d}000{ref.zfill(20)}{doc.due.strftime('%y%m%d')}"
        if euros < 1_000_000
        else ""
    )
    slip_html = (
        f"""<div class="slip"><table class="gs">
<tr><td class=sl rowspan=2>Saajan<br>tilinumero<br>Mottagarens<br>kontonummer</td>
<td colspan=3><span class=t>IBAN</span> {grouped(seller.iban)}</td>
<td><span class=t>BIC</span> {bic}</td></tr>
<tr><td colspan=4 class=tall></td></tr>
<tr><td class=sl>Saaja<br>Mottagare</td><td colspan=4>{escape(seller.name)}<br>{escape(seller.street)},
{seller.postcode} {escape(seller.city)}</td></tr>
<tr><td class=sl>Maksajan<br>nimi ja<br>osoite<br>Betalarens<br>namn och<br>adress</td>
<td colspan=4 class=tall>{escape(buyer.name)}<br>{escape(buyer.address)}</td></tr>
<tr><td class=sl>Allekirjoitus<br>Underskrift</td><td colspan=2></td>
<td class=sl>Viitenro<br>Ref.nr</td><td><b>{ref_printed}</b></td></tr>
<tr><td class=sl>Tililtä nro<br>Från konto nr</td><td colspan=2></td>
<td class=sl>Eräpäivä<br>Förfallodag</td><td><b>{d(doc.due)}</b> &nbsp; <span class=t>Euro</span>
<b>{a(doc.gross)}</b></td></tr></table>
<div class="vbc">Virtuaaliviivakoodi / Virtual bar code: {barcode}</div></div>"""
        if slip
        else ""
    )
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:10mm 12mm 8mm 15mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.page{{min-height:278mm;display:flex;flex-direction:column}}
.top{{display:flex;justify-content:space-between;align-items:flex-start}}
.logo{{display:flex;align-items:center;gap:8px}}
.mark{{width:13mm;height:13mm;background:{accent};color:#fff;font-weight:bold;font-size:15pt;
display:flex;align-items:center;justify-content:center;border-radius:2mm}}
.co{{font-size:{size + 5}pt;font-weight:bold}}
.title{{min-width:92mm;max-width:112mm}}
.title h1{{font-size:{size + 6}pt;margin:0;display:flex;justify-content:space-between}}
.title h1 span{{font-size:{size}pt;font-weight:normal}}
table.det{{border-collapse:collapse;margin-top:4px;width:100%}} table.det td{{padding:1px 4px 1px 0;
vertical-align:top}}
td.k{{color:#555;white-space:nowrap;padding-right:8px;font-size:{size - 0.5}pt}}
.mid{{display:flex;justify-content:space-between;margin-top:6px}}
.win{{margin-top:4mm;width:85mm;min-height:30mm;line-height:1.35}}
.small{{font-size:{size - 1.5}pt;color:#555}}
table.items{{width:100%;border-collapse:collapse;margin-top:8mm}}
table.items th{{text-align:left;font-weight:normal;font-size:{size - 1}pt;color:#333;border-top:1.2pt solid
{accent};border-bottom:.6pt solid {accent};padding:3px 4px;vertical-align:bottom}}
table.items td{{padding:3px 4px;vertical-align:top;border-bottom:.4pt solid #ddd}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}}
.sums{{display:flex;justify-content:space-between;align-items:flex-start;margin-top:8px;gap:20px}}
table.tot{{border-collapse:collapse;min-width:82mm}} table.tot td{{padding:2px 4px}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 1.5}pt;border-top:1pt solid #111;
border-bottom:1pt solid #111}}
table.spec{{border-collapse:collapse;font-size:{size - 1}pt}} table.spec th,table.spec td{{padding:1px 6px;
border-bottom:.4pt solid #bbb;font-weight:normal;text-align:left}}
.note{{margin-top:8px;font-size:{size - 0.5}pt}}
.foot{{margin-top:auto;border-top:.8pt solid {accent};padding-top:4px;display:flex;
justify-content:space-between;font-size:{size - 2}pt;color:#333;line-height:1.35}}
.foot div{{flex:auto;padding-right:8px}} .nw{{white-space:nowrap}}
.slip{{margin-top:6mm;border-top:1px dashed #777;padding-top:4mm}}
table.gs{{width:100%;border-collapse:collapse;font-size:{size - 0.5}pt}}
table.gs td{{border:.8pt solid #000;padding:2px 4px;vertical-align:top}}
td.sl{{font-size:6.5pt;width:20mm;line-height:1.15}} td.tall{{height:9mm}}
.t{{font-size:6.5pt}} .vbc{{font-family:'DejaVu Sans Mono',monospace;font-size:7.5pt;margin-top:3px}}
</style></head><body><div class="page">
<div class="top"><div class="logo"><div class="mark">{escape(initials)}</div>
<div><div class="co">{escape(seller.name)}</div><div class="small">{escape(seller.street)},
{seller.postcode} {escape(seller.city)}, Finland</div></div></div>
<div class="title"><h1>LASKU / INVOICE <span>1 (1)</span></h1>
<table class="det">{details_html}</table></div></div>
<div class="mid"><div class="win"><div class="small">Laskutusosoite / Billing address</div>
{"<br>".join(buyer_lines)}</div></div>
<table class="items"><thead><tr>{code_head}<th>Nimike<br>Description</th><th class=r>Määrä<br>Qty</th>
<th>Yks.<br>Unit</th><th class=r>à-hinta<br>Unit price</th><th class=r>Alv %<br>VAT %</th>
<th class=r>Veroton<br>Net</th>{gross_head}</tr></thead><tbody>{rows}</tbody></table>
<div class="sums"><div>{spec}{note}</div><table class="tot">
<tr><td>Veroton yhteensä / Total excl. VAT</td><td class=r>{a(doc.net)}</td></tr>{vat_rows}
<tr class="g"><td>{total_label}</td><td class=r>{a(doc.gross)}</td></tr></table></div>
<div style="margin-top:8px">Maksaessanne käyttäkää viitenumeroa / Please use the reference number when paying:
<b>{ref_printed}</b></div>
<div class="foot"><div><b>{escape(seller.name)}</b><br>{escape(seller.street)}<br>
{seller.postcode} {escape(seller.city)}<br>Finland</div>
<div>Puhelin / Phone<br>{phone}<br>laskutus@{domain}<br>www.{domain}</div>
<div>Y-tunnus / Business ID <span class=nw>{seller.code}</span><br>
ALV-numero / VAT no. <span class=nw>{seller.vat_code}</span><br>Kotipaikka / Domicile
{escape(seller.city)}<br>{register}</div>
<div>{escape(bank)}<br><span class=nw>IBAN {grouped(seller.iban)}</span><br>BIC {bic}</div></div>
{slip_html}
</div></body></html>"""
    fields = ("prekes_pavadinimas", "unit", "quantity", "price", "vat_percent", "subtotal")
    fields += ("total",) if gross_col else ()
    fields += ("prekes_kodas",) if codes else ()
    truth = doc.truth(fields)
    truth.pop("buyer_id", None)
    return Printed(html, truth)
