"""A Norwegian seafood and fish-farming supplier's "Faktura" as Norwegian invoicing programs print it: the
Tripletex/PowerOffice kind (logo at the left, "Faktura" and a label/value list at the right, the
customer's address in the window, "Varenr. | Beskrivelse | Antall | Enhet | Pris | MVA | Beløp", a
four-column footer), the Fiken kind (the total "Å betale" in a large box beside the dates, "Beskrivelse |
Pris | Antall | Mva | Beløp" with the price before the quantity, a "Betalingsinformasjon" panel), and the
older Visma/Mamut kind with the yellow bank giro at the foot (Kvittering, Betalt av / Betalt til,
Kundeidentifikasjon (KID), Kroner | Øre, Til konto). The firm is identified as "Org.nr. 987 654 321
MVA" (or "Foretaksregisteret NO 987 654 321 MVA"), paid to a "Kontonummer 1234.56.78901" with a KID
and, for an invoice in euro, to the IBAN NO… with BIC. The totals read "Sum eks. mva", "MVA 25 %" (15 %
on food), "Å betale"; an export to Lithuania goes without VAT ("Fritatt mva, eksport", MVA 0 %).
Invoiced in NOK, in EUR on some. Dates dd.mm.yyyy, amounts "12 345,67" ("kr 12 345,67" on some)."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, unbroken
from tests.eval.printed.templates.eu_round5_common import (
    MONTHS,
    kid,
    no_account,
    no_seller,
    supply,
    zero_rated,
)
from tests.eval.printed.templates.lt_common import FONTS

# prices in kroner; an invoice in euro takes them at about 11.7 kroner to the euro
CATALOGUE = [
    ("Laksefilet fersk, trim D, kasse 10 kg", "kasse", 15, (1100, 1650)),
    ("Røkt laks i skiver, vakuumpakket", "kg", 15, (280, 420)),
    ("Tørrfisk fra Lofoten, balle 25 kg", "balle", 15, (4200, 6800)),
    ("Klippfisk saltet, kasse 25 kg", "kasse", 15, (2400, 3800)),
    ("Merdnot 60 m omkrets, impregnert", "stk", 25, (28000, 52000)),
    ("Fortøyningstau 48 mm polysteel", "m", 25, (55, 120)),
    ("Isoporkasse 20 kg med lokk", "stk", 25, (28, 45)),
    ("Service og vedlikehold fôrflåte", "timer", 25, (950, 1450)),
    ("Frakt Ålesund – Klaipėda, kjølecontainer", "stk", 25, (9500, 18500)),
    ("Helsesertifikat og eksportdokumenter", "stk", 25, (450, 900)),
    ("Flytekrage PE 315 mm, sveiset", "m", 25, (380, 720)),
    ("Dykkertjenester, notinspeksjon", "timer", 25, (1200, 1900)),
    ("Arbeidsdress Helly Hansen, str. L", "stk", 25, (800, 1900)),
]
WHOLE = ("kasse", "balle", "stk")
SERVICES = {"Service og vedlikehold fôrflåte", "Dykkertjenester, notinspeksjon"}
NAMES = [
    "Fjordlaks Eksport", "Havbruksutstyr Vest", "Nordvest Sjømat", "Lofoten Tørrfisk",
    "Vestlandsnot", "Aukra Marine", "Kystfisk Handel", "Sunnmøre Fiskeprodukter",
]  # fmt: skip
# street, postcode, town, the first two digits of its fixed-line numbers
PLACES = [
    ("Strandkaien", "5013", "Bergen", "55"),
    ("Nedre Vollgate", "0158", "Oslo", "22"),
    ("Keiser Wilhelms gate", "6003", "Ålesund", "70"),
    ("Havnegata", "7010", "Trondheim", "73"),
    ("Storgata", "9008", "Tromsø", "77"),
    ("Sjøgata", "8006", "Bodø", "75"),
    ("Nytorget", "4013", "Stavanger", "51"),
    ("Fiskerstrandvegen", "6035", "Fiskarstrand", "70"),
    ("Industriveien", "8300", "Svolvær", "76"),
]
NOK_PER_EUR = Decimal("11.7")


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    street, postcode, town, area = rng.choice(PLACES)
    base = rng.choice(NAMES)
    seller = no_seller(
        rng,
        f"{base} {rng.choice(['AS', 'AS', 'AS', 'ASA'])}",
        f"{street} {rng.randint(1, 80)}",
        postcode,
        town,
    )
    export = rng.random() < 0.55
    currency = "EUR" if export and rng.random() < 0.45 else "NOK"
    codes = rng.random() < 0.5
    doc = supply(seed, seller, export, CATALOGUE, WHOLE, needs_vat_code=False, language="no", codes=codes)
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code and seller.code
    doc.currency = currency
    if currency == "EUR":
        for item in doc.items:
            item.price = max(Decimal("0.01"), money(item.price / NOK_PER_EUR))
    if codes:
        for item in doc.items:
            item.code = str(rng.randint(1000, 99999))
    account, seller.iban, seller.bank, bic = no_account(rng)
    doc.series = None
    doc.number = str(10000 + int(doc.number) % 40000)
    customer_no = str(rng.randint(10001, 19999))
    kid_no = kid(customer_no, doc.number)
    family = ("tripletex", "fiken", "giro")[seed % 3]
    if family == "giro" and currency != "NOK":  # the bank giro is a form for kroner
        family = "tripletex"
    font = rng.choice(FONTS)
    size = rng.choice([8, 8.5, 9, 9.5])
    accent = rng.choice(["#003b5c", "#0f5257", "#1d3557", "#7a1e1e", "#2b4c7e", "#3b3b3b"])
    thousands = rng.choice(["\u00a0", " ", ""])
    kr_prefix = currency == "NOK" and rng.random() < 0.35
    org_style = rng.choice(["org", "org", "foretak", "no"])
    long_date = rng.random() < 0.2
    price_first = family == "fiken" or rng.random() < 0.2
    unit_column = family != "fiken" or rng.random() < 0.5
    rate_column = rng.random() < 0.8
    buyer_code = rng.random() < 0.35
    days = (doc.due - doc.issued).days
    our_ref = rng.choice(["Kari Nordmann", "Ola Hansen", "Ingrid Solberg", "Per Kristiansen", "Siri Dahl"])
    your_ref = rng.choice(["Tomas Jankauskas", "Rūta Kazlauskienė", "Mantas Petraitis", "Inga Vaitkienė"])
    phone = f"+47 {area} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
    domain = base.lower().replace(" ", "").translate(str.maketrans("øæå", "oea")) + ".no"
    rates = doc.rates()
    export_doc = zero_rated(doc)

    def d(value: date) -> str:
        return value.strftime("%d.%m.%Y")

    def num(value: Decimal) -> str:
        return amount(value, "lt").replace("\u00a0", thousands)

    def a(value: Decimal) -> str:
        return f"kr {num(value)}" if kr_prefix else num(value)

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f}".replace(".", ",") + " %"

    orgnr = seller.code
    org_line = {
        "org": f"Org.nr. {orgnr} MVA",
        "foretak": f"Foretaksregisteret NO {orgnr} MVA",
        "no": f"Org.nr.: NO {orgnr} MVA",
    }[org_style]
    issued_text = (
        f"{doc.issued.day}. {MONTHS['no'][doc.issued.month - 1]} {doc.issued.year}"
        if long_date
        else d(doc.issued)
    )
    meta = [
        ("Fakturanr.", doc.number),
        ("Fakturadato", issued_text),
        ("Forfallsdato", d(doc.due)),
        ("Kundenr.", customer_no),
        ("Deres ref.", escape(your_ref)),
        ("Vår ref.", escape(our_ref)),
    ]
    if rng.random() < 0.5:
        meta.insert(3, ("Leveringsdato", d(doc.issued)))
    if currency == "NOK":
        meta.append(("KID-nummer", kid_no))
    meta.append(("Betalingsbet.", f"{days} dager netto"))
    if currency == "EUR":
        meta.append(("Valuta", "EUR"))

    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
        rng.choice(["LITAUEN", "Litauen"]),
    ]
    buyer_vat = buyer.vat_code is not None and rng.random() < 0.7
    if buyer_vat:
        buyer_lines.append(f"MVA-nr. {buyer.vat_code}")
    if buyer_code:
        buyer_lines.append(f"Org.nr. {buyer.code}")

    # --- lines --------------------------------------------------------------------------------------
    cols: list[tuple[str, str]] = []
    if codes:
        cols.append(("Varenr.", "code"))
    cols.append(("Beskrivelse", "name"))
    qty_cols = [("Antall", "qty")] + ([("Enhet", "unit")] if unit_column else [])
    price_col = [("Pris", "price")]
    cols += price_col + qty_cols if price_first else qty_cols + price_col
    if rate_column:
        cols.append(("MVA" if family != "fiken" else "Mva", "rate"))
    cols.append(("Beløp", "sum"))

    def cell(kind: str, it: Item) -> str:
        if kind == "code":
            return f"<td class=nw>{escape(it.code or '')}</td>"
        if kind == "name":
            return f"<td>{escape(it.name)}</td>"
        if kind == "qty":
            q = quantity(it.quantity, "lt-plain")
            return f"<td class=r>{q}{'' if unit_column else ' ' + escape(it.unit)}</td>"
        if kind == "unit":
            return f"<td>{escape(it.unit)}</td>"
        if kind == "price":
            return f"<td class=r>{num(it.price)}</td>"
        if kind == "rate":
            return f"<td class=r>{pct(it.vat_percent)}</td>"
        return f"<td class=r>{num(it.subtotal)}</td>"

    right = {"qty", "price", "rate", "sum"}
    head_html = "".join(f"<th class='{'r' if k in right else ''}'>{h}</th>" for h, k in cols)
    rows = "".join("<tr>" + "".join(cell(k, it) for _, k in cols) + "</tr>" for it in doc.items)

    # --- totals and notes -----------------------------------------------------------------------------
    net_label = rng.choice(["Sum eks. mva", "Sum ekskl. mva", "Netto eks. mva"])
    tot = [(net_label, a(doc.net))]
    with_base = rng.random() < 0.4
    for r, (b, t) in rates.items():
        tot.append((f"MVA {pct(r)} av {num(b)}" if with_base else f"MVA {pct(r)}", a(t)))
    pay_label = f"Å betale {currency}" if rng.random() < 0.6 else "Å betale"
    tot.append((pay_label, a(doc.gross)))
    tot_html = (
        "<table class=tot>"
        + "".join(
            f"<tr class='{'g' if i == len(tot) - 1 else ''}'><td>{k}</td><td class=r>{v}</td></tr>"
            for i, (k, v) in enumerate(tot)
        )
        + "</table>"
    )
    notes = []
    if export_doc:
        goods = any(it.name not in SERVICES for it in doc.items)
        if goods:
            notes.append("Fritatt mva, eksport (merverdiavgiftsloven § 6-21).")
        if any(it.name in SERVICES for it in doc.items):
            notes.append("Tjenester levert til næringsdrivende i utlandet, fritatt etter mval. § 6-22.")
        if goods and rng.random() < 0.6:
            notes.append(
                f"Leveringsbetingelser: {rng.choice(['FCA Ålesund', 'DAP Klaipėda', 'CPT Vilnius', 'EXW'])}. "
                f"Eksportdeklarasjon nr. {doc.issued.year % 100}NO{rng.randint(10**9, 10**10 - 1)}."
            )
    else:
        notes.append(rng.choice(["Varene hentes på vårt lager.", "Levert fritt kai, " + escape(town) + "."]))
    notes.append(
        "Ved for sen betaling beregnes forsinkelsesrente etter forsinkelsesrenteloven, for tiden 12,25 % p.a."
    )
    notes_html = "".join(f"<div class=note>{escape(n)}</div>" for n in notes)
    if currency == "NOK":
        pay_html = (
            f"Beløpet <b>{a(doc.gross)}</b> betales til kontonummer <b>{account}</b> "
            f"innen <b>{d(doc.due)}</b>. "
            f"Bruk KID-nummer <b>{kid_no}</b> ved betaling."
        )
    else:
        pay_html = (
            f"Please pay / Vennligst betal <b>EUR {num(doc.gross)}</b> innen <b>{d(doc.due)}</b> til "
            f"IBAN <b class=nw>{grouped(seller.iban)}</b>, BIC/SWIFT <b>{bic}</b> "
            f"({escape(seller.bank or '')}). "
            f"Merk betalingen med fakturanr. {doc.number}."
        )

    bank_col = f"Kontonummer {account}<br>IBAN <span class=nw>{grouped(seller.iban)}</span><br>BIC {bic}"
    foot_cols = [
        ("Adresse", f"{escape(seller.name)}<br>{escape(seller.street)}<br>{seller.postcode} {escape(town)}"),
        ("Kontakt", f"Telefon {phone}<br>post@{domain}<br>www.{domain}"),
        ("Bank", bank_col),
        ("Org.nr.", f"{org_line}" + ("<br>Foretaksregisteret" if org_style == "org" else "")),
    ]
    foot = (
        "<div class=foot>"
        + "".join(f"<div><div class=fh>{k}</div>{v}</div>" for k, v in foot_cols)
        + "</div>"
    )
    mark = (
        f'<svg width="14mm" height="10mm" viewBox="0 0 56 40"><path d="M2 20 Q18 2 38 14 L54 4 L48 20 '
        f'L54 36 L38 26 Q18 38 2 20 Z" fill="{accent}"/><circle cx="14" cy="18" r="2.4" fill="#fff"/></svg>'
    )
    brand = (
        f"<div class=brand>{mark}<div><div class=co>{escape(seller.name)}</div>"
        f"<div class=sub>{escape(seller.street)}, {seller.postcode} {escape(town)}</div></div></div>"
    )
    meta_table = "<table class=meta>" + "".join(f"<tr><td class=k>{k}</td><td>{v}</td></tr>" for k, v in meta)
    meta_table += "</table>"
    buyer_html = f"<div class=buyer>{'<br>'.join(buyer_lines)}</div>"

    if family == "tripletex":
        body = f"""<div class=top><div>{brand}<div class=org>{org_line}</div>{buyer_html}</div>
<div class=rt><h1>Faktura</h1>{meta_table}</div></div>
<table class=items><thead><tr>{head_html}</tr></thead><tbody>{rows}</tbody></table>
<div class=lower><div class=notes>{notes_html}</div>{tot_html}</div>
<div class=pay>{pay_html}</div>"""
    elif family == "fiken":
        boxes = [
            ("Fakturadato", issued_text),
            ("Forfallsdato", d(doc.due)),
            ("Fakturanr.", doc.number),
            (f"Å betale ({currency})", num(doc.gross)),
        ]
        box_html = "".join(
            f"<div class='bx{' big' if i == 3 else ''}'><div class=k>{k}</div><div class=v>{v}</div></div>"
            for i, (k, v) in enumerate(boxes)
        )
        info = [(k, v) for k, v in meta if k in ("Kundenr.", "Deres ref.", "Vår ref.", "Leveringsdato")]
        info_html = "".join(f"<div><span class=k>{k}</span> {v}</div>" for k, v in info)
        pay_rows = (
            [("Kontonummer", account), ("KID", kid_no)]
            if currency == "NOK"
            else [("IBAN", f"<span class=nw>{grouped(seller.iban)}</span>"), ("BIC", bic)]
        )
        pay_rows += [("Beløp", f"{currency} {num(doc.gross)}"), ("Forfall", d(doc.due))]
        panel = (
            "<div class=panel><div class=ph>Betalingsinformasjon</div><table>"
            + "".join(f"<tr><td class=k>{k}</td><td><b>{v}</b></td></tr>" for k, v in pay_rows)
            + "</table></div>"
        )
        body = f"""<div class=top><div><h1 class=fk>Faktura</h1>{buyer_html}</div>
<div class=rt style="text-align:right">{brand}<div class=sa>Telefon {phone}<br>post@{domain}</div>
<div class=org>{org_line}</div></div></div>
<div class=boxes>{box_html}</div><div class=info>{info_html}</div>
<table class=items><thead><tr>{head_html}</tr></thead><tbody>{rows}</tbody></table>
<div class=lower><div class=notes>{notes_html}</div>{tot_html}</div>
{panel}"""
    else:
        pay_html += (
            f"<br>Betaling fra utlandet: IBAN <span class=nw>{grouped(seller.iban)}</span>, BIC {bic}."
        )
        kroner, ore = divmod(int(doc.gross * 100), 100)
        giro = f"""<div class=giro>
<div class=gr><div class=gl>Kvittering<div class=tiny>Innbetalt til konto</div><b>{account}</b></div>
<div class=gl2>Betalingsinformasjon<div class=tiny>Faktura nr. {doc.number} · Kundenr. {customer_no}
<br>Fakturadato {d(doc.issued)}</div></div>
<div class=gt><span class=gw>GIRO</span><div class=tiny>Betalingsfrist</div><b>{d(doc.due)}</b></div></div>
<div class=gr><div class=gbox><div class=tiny>Betalt av</div>{escape(buyer.name)}<br>
{escape(buyer.street)}<br>
{unbroken(f"{buyer.postcode} {buyer.city}")}</div>
<div class=gbox><div class=tiny>Betalt til</div>{escape(seller.name)}<br>{escape(seller.street)}<br>
{seller.postcode} {escape(town)}</div></div>
<table class=gline><tr><th>Kundeidentifikasjon (KID)</th><th>Kroner</th><th>Øre</th><th>Til konto</th></tr>
<tr><td>{kid_no}</td><td class=r>{kroner}</td><td>{ore:02d}</td><td>{account}</td></tr></table>
<div class=ocr>H&nbsp;&nbsp;{kid_no}&nbsp;&nbsp;#&nbsp;&nbsp;{kroner} {ore:02d}&nbsp;&nbsp;&gt;&nbsp;&nbsp;
{account.replace(".", "")}&lt;</div></div>"""
        body = f"""<div class=top><div>{brand}<div class=org>{org_line}</div></div>
<div class=rt><h1>FAKTURA</h1></div></div>
<div class=top><div>{buyer_html}</div><div class=rt>{meta_table}</div></div>
<table class=items><thead><tr>{head_html}</tr></thead><tbody>{rows}</tbody></table>
<div class=lower><div class=notes>{notes_html}</div>{tot_html}</div>
<div class=pay>{pay_html}</div>
<div style="flex:1"></div>{giro}"""
        foot = ""

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:11mm 13mm 9mm 15mm}}
body{{font-family:{font};font-size:{size}pt;color:#1b1b1b;margin:0}}
.page{{min-height:276mm;display:flex;flex-direction:column}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;gap:10mm;margin-bottom:4mm}}
.rt{{min-width:72mm}}
.brand{{display:flex;gap:3mm;align-items:center}}
.co{{font-size:{size + 4}pt;font-weight:bold;color:{accent}}} .sub{{color:#555;font-size:{size - 0.5}pt}}
.org{{margin-top:1mm;font-size:{size - 0.5}pt}} .sa{{margin-top:1mm;line-height:1.35}}
.buyer{{margin-top:12mm;line-height:1.4;min-height:24mm}}
h1{{font-size:{size + 12}pt;margin:0 0 2mm 0;color:{accent};font-weight:bold}}
h1.fk{{font-weight:normal;font-size:{size + 16}pt;color:#111}}
table.meta{{border-collapse:collapse}} table.meta td{{padding:1px 10px 1px 0}}
td.k,.k{{color:#666;white-space:nowrap}}
.boxes{{display:flex;gap:3mm;margin:3mm 0}}
.bx{{flex:1;border:.6pt solid #ccc;border-radius:2mm;padding:2mm 3mm}}
.bx .v{{font-size:{size + 2}pt;font-weight:bold}}
.bx.big{{background:{accent};color:#fff;border-color:{accent}}} .bx.big .k{{color:#eee}}
.bx.big .v{{font-size:{size + 5}pt}}
.info{{display:flex;gap:8mm;margin-bottom:2mm}}
table.items{{width:100%;border-collapse:collapse;margin-top:5mm}}
table.items th{{text-align:left;padding:3px 4px;border-bottom:1pt solid #222;font-size:{size - 0.5}pt}}
table.items td{{padding:3px 4px;border-bottom:.4pt solid #ddd;vertical-align:top}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
.lower{{display:flex;justify-content:space-between;align-items:flex-start;gap:10mm;margin-top:4mm}}
.notes{{max-width:95mm;font-size:{size - 0.5}pt}} .note{{margin-bottom:1.5mm}}
table.tot{{border-collapse:collapse;min-width:70mm}} table.tot td{{padding:2px 5px}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 2}pt;border-top:1.2pt solid #111;
border-bottom:2.5pt double #111}}
.pay{{margin-top:5mm;padding:2.5mm 3mm;background:#f3f5f7;border-left:2.5pt solid {accent}}}
.panel{{margin-top:5mm;border:.8pt solid {accent};border-radius:2mm;padding:2mm 4mm;width:90mm}}
.panel .ph{{font-weight:bold;color:{accent};margin-bottom:1mm}} .panel td{{padding:1px 8px 1px 0}}
.foot{{margin-top:auto;border-top:.8pt solid #999;padding-top:2mm;display:flex;gap:4mm;
font-size:{size - 1.5}pt;line-height:1.4}}
.foot > div{{flex:1}} .fh{{font-weight:bold;color:#555}}
.giro{{background:#fff1cc;border-top:1pt dashed #888;padding:3mm 4mm;font-size:{size - 0.5}pt}}
.gr{{display:flex;gap:4mm;margin-bottom:2mm}} .gl,.gl2,.gt{{flex:1}} .gt{{text-align:right}}
.gw{{font-size:{size + 8}pt;font-weight:bold;letter-spacing:2px}}
.tiny{{font-size:{size - 2.5}pt;color:#6b5a2a}}
.gbox{{flex:1;background:#fff;border:.5pt solid #c9b37a;padding:2mm;min-height:14mm}}
table.gline{{width:100%;border-collapse:collapse;background:#fff}}
table.gline th{{font-weight:normal;font-size:{size - 2.5}pt;color:#6b5a2a;text-align:left;
border:.5pt solid #c9b37a;padding:1px 3px}}
table.gline td{{border:.5pt solid #c9b37a;padding:2px 3px;font-family:'DejaVu Sans Mono',monospace}}
.ocr{{margin-top:2mm;font-family:'DejaVu Sans Mono',monospace;font-size:{size}pt;letter-spacing:1px}}
</style></head><body><div class="page">
{body}
<div style="height:5mm"></div>
{foot}
</div></body></html>"""
    fields = ["prekes_pavadinimas", "quantity", "unit", "price", "subtotal"]
    if codes:
        fields.append("prekes_kodas")
    if rate_column:
        fields.append("vat_percent")
    truth = doc.truth(tuple(fields))
    if not buyer_code:
        truth.pop("buyer_id", None)
    if not buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
