"""A Danish supplier's "Faktura" as Danish invoicing programs (e-conomic, Dinero, Billy) print it to a
Lithuanian customer, in one of three looks: e-conomic's letter (the customer under "Faktureres til" at the
left, the firm's mark and address at the right, the invoice data under "Faktura", a ruled table, the
totals at the right and one footer line with the CVR-nr.), a Dinero-like page (a coloured band, the
"Faktureres til" and "Fakturadetaljer" cards side by side, a striped table, a totals card and a
"Betalingsinformation" box) or a Word-letterhead invoice with an "Indbetalingskort" (FI-kort +71) torn
off at the bottom. Amounts "1.234,56", invoiced in DKK on most and in euro on some, "Moms 25 %" or the
"Omvendt betalingspligt" / EU-supply wording at 0 %, payment to "Reg.nr. / Kontonr." and IBAN DK…."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, reverse, unbroken
from tests.eval.printed.templates.eu_round4_common import cross_border, dk_account, dk_seller, long_date
from tests.eval.printed.templates.lt_common import FONTS

# prices in kroner; an invoice in euro takes them at about 7.46 kroner to the euro
CATALOGUE = [
    ("Bølgepapkasse 600x400x400 mm, bundt à 20 stk.", "bdt.", 25, (180, 420)),
    ("Strækfilm 23 my, 500 m rulle", "rl.", 25, (95, 180)),
    ("Europalle EUR 1200x800 mm, ny", "stk.", 25, (110, 190)),
    ("Pallekarm i fyrretræ 1200x800x200 mm", "stk.", 25, (65, 140)),
    ("Pendellampe »Havn«, messing, Ø 40 cm", "stk.", 25, (1400, 3900)),
    ("Spisebord i egetræ, hvidolieret, 200x90 cm", "stk.", 25, (6500, 14500)),
    ("Uldplaid 130x180 cm, koksgrå", "stk.", 25, (450, 1100)),
    ("Konsulentbistand, emballagedesign", "timer", 25, (850, 1350)),
    ("Montage og installation", "timer", 25, (550, 850)),
    ("Fragt Danmark – Litauen, pr. palle", "stk.", 25, (900, 2400)),
    ("Økologisk kaffe, hele bønner 1 kg", "kg", 25, (140, 260)),
    ("Rustfri stålplade 2 mm, klippet efter mål", "kg", 25, (38, 75)),
    ("Lydabsorbent vægpanel 60x60 cm, filt", "stk.", 25, (320, 690)),
]
SERVICES = {
    "Konsulentbistand, emballagedesign",
    "Montage og installation",
    "Fragt Danmark – Litauen, pr. palle",
}
WHOLE = ("stk.", "rl.", "bdt.")
NAMES = [
    "Nordlys Emballage ApS", "Fjordhavn Trading A/S", "Lundgaard Maskiner ApS", "Skovbo Design ApS",
    "Kattegat Interiør A/S", "Vestjysk Træindustri ApS", "Holm & Søn ApS", "Øresund Logistik A/S",
]  # fmt: skip
PLACES = [
    ("Vesterbrogade", "1620", "København V"),
    ("Strandvejen", "2900", "Hellerup"),
    ("Søndergade", "8000", "Aarhus C"),
    ("Industrivej", "7100", "Vejle"),
    ("Vestergade", "5000", "Odense C"),
    ("Hjulmagervej", "9000", "Aalborg"),
    ("Fabriksvej", "6000", "Kolding"),
    ("Ringager", "2605", "Brøndby"),
    ("Havnegade", "6700", "Esbjerg"),
]
DKK_PER_EUR = Decimal("7.46")
ASCII: dict[str, str | int | None] = {"æ": "ae", "ø": "oe", "å": "aa", " ": "", "&": ""}


def _mark(rng: random.Random, name: str, accent: str, light: bool) -> str:
    """The firm's mark as small Danish firms have it: waves in a circle, a stacked square or a plain
    lower-case wordmark with a dot."""
    brand = escape(name.rsplit(" ", 1)[0])
    ink = "#fff" if light else accent
    kind = rng.randrange(3)
    if kind == 0:
        svg = (
            f'<svg width="11mm" height="11mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="none" '
            f'stroke="{ink}" stroke-width="2"/><path d="M6 18 q7 -6 14 0 t14 0 M6 25 q7 -6 14 0 t14 0" '
            f'fill="none" stroke="{ink}" stroke-width="2.4"/></svg>'
        )
        return (
            f'<div style="display:flex;align-items:center;gap:3mm">{svg}'
            f'<span style="font-size:15pt;font-weight:600;color:{ink}">{brand}</span></div>'
        )
    if kind == 1:
        svg = (
            f'<svg width="10mm" height="10mm" viewBox="0 0 30 30"><rect x="0" y="0" width="13" height="13" '
            f'fill="{ink}"/><rect x="17" y="0" width="13" height="13" fill="{ink}" opacity=".55"/>'
            f'<rect x="0" y="17" width="13" height="13" fill="{ink}" opacity=".55"/>'
            f'<rect x="17" y="17" width="13" height="13" fill="{ink}"/></svg>'
        )
        return (
            f'<div style="display:flex;align-items:center;gap:3mm">{svg}<span style="font-size:13pt;'
            f'letter-spacing:2px;text-transform:uppercase;color:{ink}">{brand}</span></div>'
        )
    return (
        f'<div style="font-size:19pt;font-weight:bold;letter-spacing:-.5px;color:{ink}">'
        f'{brand.lower()}<span style="color:{"#fff" if light else "#e4a11b"}">.</span></div>'
    )


def make(seed: int) -> Printed:
    rng = random.Random(f"{seed}-dk-faktura")
    seller = dk_seller(rng, [NAMES[seed % len(NAMES)]], PLACES)
    currency = "EUR" if seed % 6 in (1, 4) else "DKK"
    domestic = rng.random() < 0.45
    doc = cross_border(seed, seller, domestic, CATALOGUE, WHOLE, language="da", codes=True, lines=(1, 9))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code
    for item in doc.items:
        if currency == "EUR":
            item.price = max(Decimal("0.01"), money(item.price / DKK_PER_EUR))
        if item.name.startswith("Fragt"):
            item.quantity = Decimal(rng.randint(1, 4))
    doc.currency = currency
    seller.iban, seller.bank, bic, reg, konto = dk_account(rng)
    doc.series = None
    if rng.random() < 0.3:
        doc.number = f"{doc.issued.year}-{int(doc.number) % 900 + 100:04d}"
    else:
        doc.number = str(1000 + int(doc.number) % 38000)

    look = ("economic", "dinero", "letter")[seed % 3]
    font = rng.choice(FONTS[:7])
    size = rng.choice([8.5, 9, 9.5, 10])
    accent = rng.choice(["#0b5394", "#2e7d6b", "#b3541e", "#3b3b58", "#7a1f3d", "#1d4e89"])
    date_style = rng.choice(["dots", "dashes", "long"])
    code_col = rng.random() < 0.6
    unit_col = rng.random() < 0.8
    buyer_code = rng.random() < 0.3
    customer_no = str(rng.randint(10001, 10999) if rng.random() < 0.5 else rng.randint(100, 999))
    our_ref = rng.choice(["Mette Kjær", "Søren Lund", "Anne Holm Jensen", "Rasmus Brandt", "Line Østergaard"])
    your_ref = rng.choice(["Tomas Jankauskas", "Rūta Kazlauskienė", "Mantas Petraitis", "Inga Vaitkienė"])
    phone = f"+45 {rng.randint(20, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
    domain = seller.name.rsplit(" ", 1)[0].lower().translate(str.maketrans(ASCII)) + ".dk"
    days = (doc.due - doc.issued).days
    total_label = rng.choice(
        [f"Total {currency}", f"I alt {currency}", f"Total {currency}", f"At betale {currency}"]
    )
    net_label = rng.choice(["Subtotal", "Beløb ekskl. moms", "Subtotal ekskl. moms", "Momsgrundlag"])
    number_label = rng.choice(["Fakturanr.", "Fakturanr.", "Faktura nr."])
    due_label = rng.choice(["Forfaldsdato", "Forfaldsdato", "Betalingsfrist", "Sidste rettidige betaling"])
    rev = reverse(doc)

    def a(value: Decimal) -> str:
        return amount(value, "lt-dot")

    def d(value: date) -> str:
        if date_style == "dots":
            return value.strftime("%d.%m.%Y")
        if date_style == "dashes":
            return value.strftime("%d-%m-%Y")
        return long_date(value, "da")

    # --- the customer and the invoice's data
    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
        rng.choice(["Litauen", "LITAUEN", "Lithuania"]),
    ]
    if buyer.vat_code:
        buyer_lines.append(f"{rng.choice(['Moms-nr.', 'EU-momsnr.', 'VAT-nr.'])}: {buyer.vat_code}")
    if buyer_code:
        buyer_lines.append(f"Virksomhedskode: {buyer.code}")
    buyer_html = "<br>".join(buyer_lines)
    details = [
        (number_label, f"<b>{doc.number}</b>"),
        ("Fakturadato", d(doc.issued)),
        (due_label, d(doc.due)),
        ("Kundenr.", customer_no),
    ]
    if rng.random() < 0.6:
        details.append(("Jeres ref.", escape(your_ref)))
    if rng.random() < 0.6:
        details.append(("Vores ref.", escape(our_ref)))
    if rng.random() < 0.4:
        details.append(("Betalingsbetingelser", f"Netto {days} dage"))
    if look == "economic":
        details.append(("Side", "1 af 1"))

    # --- the lines
    heads = []
    if code_col:
        heads.append(("Varenr.", ""))
    heads.append((rng.choice(["Beskrivelse", "Tekst", "Varebeskrivelse"]), ""))
    heads.append(("Antal", "r"))
    if unit_col:
        heads.append(("Enhed", ""))
    heads.append((rng.choice(["Enhedspris", "Stk.pris", "Pris"]), "r"))
    heads.append((f"Beløb {currency}" if rng.random() < 0.4 else "Beløb", "r"))
    rows = []
    for it in doc.items:
        cells = []
        if code_col:
            cells.append(f"<td class=nw>{escape(it.code or '')}</td>")
        cells.append(f"<td>{escape(it.name)}</td>")
        qty = quantity(it.quantity, "lt-dot")
        cells.append(f"<td class=r>{qty}{'' if unit_col else ' ' + escape(it.unit)}</td>")
        if unit_col:
            cells.append(f"<td>{escape(it.unit)}</td>")
        cells.append(f"<td class=r>{a(it.price)}</td><td class=r>{a(it.subtotal)}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    head_html = "".join(f"<th class={c or 'l'}>{h}</th>" for h, c in heads)
    table = f"<table class=items><thead><tr>{head_html}</tr></thead><tbody>{''.join(rows)}</tbody></table>"

    # --- the totals
    rates = doc.rates()
    sums = [(net_label, a(doc.net))]
    for r, (_, tax) in rates.items():
        label = rng.choice(
            [f"Moms {r.normalize():f} %", f"Moms ({r.normalize():f}%)", f"{r.normalize():f} % moms"]
        )
        sums.append((label, a(tax)))
    sums_html = "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in sums)
    sums_html += f"<tr class=grand><td>{total_label}</td><td class=r>{a(doc.gross)}</td></tr>"
    totals = f"<table class=sums>{sums_html}</table>"

    notes = []
    if rev:
        goods = [it for it in doc.items if it.name not in SERVICES]
        if goods:
            notes.append(
                "Momsfri levering af varer til virksomhed i et andet EU-land, jf. momslovens § 34, stk. 1, "
                "nr. 1. Køber afregner erhvervelsesmoms."
            )
        if len(goods) < len(doc.items):
            notes.append(
                rng.choice(["Omvendt betalingspligt", "Omvendt betalingspligt – reverse charge"])
                + " – køber afregner momsen, jf. momslovens § 46, stk. 1, nr. 3 "
                "(art. 196 i momssystemdirektivet)."
            )
    if currency == "EUR":
        notes.append("Fakturaen er udstedt i EUR. Beløbet bedes overført til vores EUR-konto (IBAN).")
    notes_html = "".join(f"<p class=note>{escape(n)}</p>" for n in notes)

    pay_sentence = (
        f"Betalingsbetingelser: Netto {days} dage – forfaldsdato {d(doc.due)}. "
        f"Ved bankoverførsel bedes fakturanr. {doc.number} angivet."
    )
    fi_creditor = str(rng.randint(80_000_000, 89_999_999))
    fi_ref = f"{int(doc.number.replace('-', '')):015d}"
    fi_line = f"+71&lt; {fi_ref} +{fi_creditor}&lt;"
    use_fi = currency == "DKK" and look == "letter"

    mark = _mark(rng, seller.name, accent, look == "dinero")
    seller_block = (
        f"<b>{escape(seller.name)}</b><br>{escape(seller.street)}<br>{seller.postcode} {escape(seller.city)}"
        f"<br>Danmark<br>CVR-nr. {seller.code}<br>VAT-nr. {seller.vat_code}<br>Tlf. {phone}"
        f"<br>faktura@{domain}"
    )
    bank_line = (
        f"{escape(seller.bank or '')} · Reg.nr. {reg} · Kontonr. {konto} · IBAN {grouped(seller.iban)}"
        f" · SWIFT/BIC {bic}"
    )
    css_common = f"""@page{{size:A4;margin:0}}
body{{margin:0;font-family:{font};font-size:{size}pt;color:#1a1a1a}}
.page{{min-height:297mm;box-sizing:border-box;display:flex;flex-direction:column}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}} .l{{text-align:left}}
table.items{{width:100%;border-collapse:collapse;margin-top:7mm}}
table.items th{{padding:3px 5px;font-size:{size - 0.5}pt}} table.items td{{padding:3px 5px;
vertical-align:top}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
table.sums{{border-collapse:collapse;margin:4mm 0 0 auto;min-width:72mm}} table.sums td{{padding:2px 5px}}
table.sums tr.grand td{{font-weight:bold;font-size:{size + 1.5}pt}}
.note{{margin:3mm 0 0 0;font-size:{size - 0.5}pt}}
.lab{{font-size:{size - 1.5}pt;color:#666;text-transform:uppercase;letter-spacing:.5px}}
"""
    details_html = "".join(f"<tr><td class=k>{k}</td><td>{v}</td></tr>" for k, v in details)

    if look == "economic":
        html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css_common}
.page{{padding:14mm 16mm 10mm 20mm}}
.top{{display:flex;justify-content:space-between;align-items:flex-start}}
.cust{{margin-top:30mm;width:85mm;line-height:1.45}}
.own{{text-align:right;font-size:{size - 1}pt;line-height:1.4;color:#444}}
.own .m{{display:flex;justify-content:flex-end;margin-bottom:4mm}}
h1{{font-size:{size + 10}pt;font-weight:normal;margin:8mm 0 2mm 0}}
table.det{{border-collapse:collapse;align-self:flex-start}} table.det td{{padding:1px 12mm 1px 0}}
td.k{{color:#555}}
table.items th{{border-bottom:1.2pt solid {accent};color:{accent}}}
table.items td{{border-bottom:.4pt solid #ddd}}
table.sums tr.grand td{{border-top:1.2pt solid #222;border-bottom:3pt double #222}}
.pay{{margin-top:7mm;line-height:1.5}}
.foot{{margin-top:auto;border-top:.6pt solid #999;padding-top:2mm;text-align:center;font-size:7.5pt;
color:#555}}
</style></head><body><div class="page">
<div class="top"><div class="cust"><div class="lab">Faktureres til</div>{buyer_html}</div>
<div class="own"><div class="m">{mark}</div>{seller_block}</div></div>
<h1>Faktura</h1><table class="det">{details_html}</table>
{table}{totals}{notes_html}
<div class="pay">{pay_sentence}<br>Bank: {bank_line}</div>
<div class="foot">{escape(seller.name)} · {escape(seller.street)} · {seller.postcode} {escape(seller.city)} ·
CVR-nr. {seller.code} · Tlf. {phone} · www.{domain}</div>
</div></body></html>"""
    elif look == "dinero":
        pay_rows = [
            ("Reg.nr. / Kontonr.", f"{reg} / {konto}"),
            ("IBAN", grouped(seller.iban)),
            ("SWIFT/BIC", bic),
            ("Bank", escape(seller.bank or "")),
            ("Beløb", f"{a(doc.gross)} {currency}"),
            (due_label, d(doc.due)),
            ("Reference", f"Faktura {doc.number}"),
        ]
        pay_html = "".join(
            f"<div{' class=wide' if k == 'IBAN' else ''}><div class=lab>{k}</div><div>{v}</div></div>"
            for k, v in pay_rows
        )
        html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css_common}
.band{{background:{accent};color:#fff;padding:9mm 16mm 7mm 16mm;display:flex;justify-content:space-between;
align-items:center}}
.band h1{{margin:0;font-size:{size + 12}pt;font-weight:300;letter-spacing:1px}}
.body{{padding:8mm 16mm 0 16mm;flex:1;display:flex;flex-direction:column}}
.cards{{display:flex;gap:8mm}} .card{{flex:1;background:#f5f6f8;border-radius:2mm;padding:4mm 5mm;
line-height:1.45}}
table.det{{border-collapse:collapse;width:100%}} table.det td{{padding:1px 0}} td.k{{color:#666;width:45%}}
table.items th{{background:#eceef2;text-align:left}}
table.items tbody tr:nth-child(even) td{{background:#fafafa}}
.tot{{display:flex;justify-content:flex-end}}
.tot table.sums{{background:#f5f6f8;border-radius:2mm;padding:2mm}}
table.sums tr.grand td{{color:{accent};border-top:1pt solid {accent}}}
.payinfo{{margin-top:7mm;border:1pt solid {accent};border-radius:2mm;padding:4mm 5mm}}
.payinfo .grid{{display:grid;grid-template-columns:repeat(4,1fr);gap:2mm 6mm;margin-top:2mm}}
.payinfo .wide{{grid-column:span 2;white-space:nowrap}}
.foot{{margin-top:auto;padding:4mm 16mm 8mm 16mm;display:flex;justify-content:space-between;font-size:7.5pt;
color:#555;border-top:.5pt solid #ccc}}
</style></head><body><div class="page">
<div class="band">{mark}<h1>Faktura</h1></div>
<div class="body">
<div class="cards"><div class="card"><div class="lab">Faktureres til</div>{buyer_html}</div>
<div class="card"><div class="lab">Fakturadetaljer</div><table class="det">{details_html}</table></div></div>
{table}<div class="tot">{totals}</div>{notes_html}
<div class="payinfo"><b>Betalingsinformation</b><div class="grid">{pay_html}</div>
<div style="margin-top:2mm">Husk at angive fakturanummer {doc.number} ved betaling.</div></div>
</div>
<div class="foot"><div>{escape(seller.name)}<br>{escape(seller.street)}<br>
{seller.postcode} {escape(seller.city)}</div>
<div>CVR-nr. {seller.code}<br>Momsnr. {seller.vat_code}</div><div>Tlf. {phone}<br>faktura@{domain}<br>
www.{domain}</div></div>
</div></body></html>"""
    else:
        slip = (
            f"""<div class="slip"><div class="cut"><span>✂</span>
</div><div class="sliphead"><b>INDBETALINGSKORT</b><span>Kortart +71</span></div>
<div class="slipgrid"><div><div class=lab>Betalingsmodtager</div>{escape(seller.name)}<br>
{escape(seller.street)}<br>
{seller.postcode} {escape(seller.city)}</div><div><div class=lab>Indbetalt af</div>{escape(buyer.name)}</div>
<div><div class=lab>Beløb DKK</div>
<b>{a(doc.gross)}</b><div class=lab style="margin-top:2mm">Betalingsdato</div>
{d(doc.due)}</div></div><div class="ocr">{fi_line}</div></div>"""
            if use_fi
            else ""
        )
        html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css_common}
.page{{padding:12mm 18mm 8mm 20mm}}
.head{{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2pt solid {accent};
padding-bottom:3mm}}
.head .addr{{text-align:right;font-size:{size - 1}pt;line-height:1.35}}
.mid{{display:flex;justify-content:space-between;margin-top:10mm}}
.cust{{line-height:1.45;width:85mm}}
.info{{width:75mm}} .info h1{{margin:0 0 2mm 0;font-size:{size + 8}pt;color:{accent}}}
table.det{{border-collapse:collapse;width:100%}} table.det td{{padding:1px 0}} td.k{{color:#555}}
table.items th{{border-top:.8pt solid #000;border-bottom:.8pt solid #000;text-align:left}}
table.items tbody tr:last-child td{{border-bottom:.8pt solid #000}}
table.sums tr.grand td{{background:{accent};color:#fff}}
.pay{{margin-top:6mm;line-height:1.5}}
.slip{{margin-top:auto;font-size:{size - 0.5}pt}}
.cut{{color:#888;display:flex;align-items:center;gap:2mm;margin-bottom:2mm}}
.cut::after{{content:"";flex:1;border-top:1pt dashed #999}}
.sliphead{{display:flex;justify-content:space-between;background:#fde9d9;padding:1mm 3mm}}
.slipgrid{{display:grid;grid-template-columns:2fr 2fr 1.4fr;gap:4mm;background:#fdf3ea;padding:3mm}}
.ocr{{font-family:'DejaVu Sans Mono',monospace;font-size:{size + 1}pt;text-align:right;background:#fff;
padding:2mm 3mm;border:.5pt solid #e0b090;border-top:0}}
.foot{{margin-top:{"4mm" if use_fi else "auto"};font-size:7.5pt;color:#444;border-top:.5pt solid #aaa;
padding-top:2mm}}
</style></head><body><div class="page">
<div class="head">{_mark(rng, seller.name, accent, False)}<div class="addr">{escape(seller.name)}<br>
{escape(seller.street)}<br>
DK-{seller.postcode} {escape(seller.city)}<br>CVR-nr. {seller.code}</div></div>
<div class="mid"><div class="cust"><div class="lab">Faktureres til</div>{buyer_html}</div>
<div class="info"><h1>FAKTURA</h1><table class="det">{details_html}</table></div></div>
{table}{totals}{notes_html}
<div class="pay">{pay_sentence}<br>Reg.nr. {reg} Kontonr. {konto} ({escape(seller.bank or "")})<br>
IBAN {grouped(seller.iban)} · SWIFT/BIC {bic}</div>
{slip}
<div class="foot">{escape(seller.name)} · CVR-nr. {seller.code} · Momsnr. {seller.vat_code} · Tlf. {phone} ·
faktura@{domain}</div>
</div></body></html>"""
    fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "unit", "price", "subtotal")
    if code_col:
        fields = ("prekes_kodas", *fields)
    truth = doc.truth(fields)
    if not buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
