"""An Estonian IT and marketing services company's invoice to a Lithuanian client, as Estonian
accounting programs print it. The Merit Aktiva kind: the firm's name at the top left, "ARVE" and "Arve
nr" at the right over a label/value list ("Kuupäev", "Maksetähtaeg", "Viivis 0,05% päevas",
"Viitenumber", "Maksetingimus"), the payer ("Maksja") under it with "Reg. kood" and "KMKR nr", a table
"Kirjeldus | Kogus | Ühik | Hind | Summa", the totals "Summa km-ta", "Käibemaks 24%", "Kokku", "Tasuda"
and a four-column footer with the firm's address, codes and bank accounts. The SmartAccounts kind: a
coloured title bar, the client ("Klient") and the meta in two boxes, a striped table with "KM%" per
line, the amount to pay ("Tasuda") in a highlighted box, the payment instructions with the reference
number. The English kind (Estonian firms often invoice abroad in English, as e-arveldaja prints it):
"INVOICE", "Invoice No.", "Reference number", "Penalty for late payment", "Bill to", "Reg. code",
"VAT no", "Subtotal", "VAT 24%", "Total", "Amount due". Services to a Lithuanian VAT payer are reverse
charged at 0 % ("Pöördmaksustamine" / "Reverse charge"); to a client without a VAT code, Estonian VAT at
24 % (the rate since July 2025: the documents are dated 2026). Dates "12.03.2026", amounts "1 234,56"
(or "1 234.56")."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, reverse, unbroken
from tests.eval.printed.templates.eu_round6_common import ee_seller, supply, viitenumber
from tests.eval.printed.templates.lt_common import FONTS

# (Estonian name, English name, Estonian unit, English unit, net price range)
SERVICES: list[tuple[str, str, str, str, tuple[float, float]]] = [
    ("Tarkvaraarendus (backend, Python)", "Software development (backend, Python)", "h", "h", (45, 85)),
    ("Projektijuhtimine", "Project management", "h", "h", (40, 70)),
    (
        "Serveri majutus ja haldus, VPS 8 GB, igapäevane varundus",
        "Server hosting and administration, VPS 8 GB, daily backups",
        "kuu",
        "month",
        (35, 120),
    ),
    (
        "Veebilehe hooldus ja turvauuendused",
        "Website maintenance and security updates",
        "kuu",
        "month",
        (80, 300),
    ),
    ("UX/UI disain, mobiilirakenduse vaated", "UX/UI design, mobile app screens", "h", "h", (40, 75)),
    (
        "Tõlketeenus eesti–leedu, tehniline tekst",
        "Translation Estonian–Lithuanian, technical text",
        "lk",
        "page",
        (15, 30),
    ),
    ("Google Ads kampaania haldus", "Google Ads campaign management", "kuu", "month", (250, 900)),
    ("Pilvetarkvara litsents, kasutaja kohta", "Cloud software licence, per user", "tk", "pcs", (8, 25)),
    (
        "Koolitus: isikuandmete kaitse (GDPR) töötajatele",
        "Training: personal data protection (GDPR) for staff",
        "päev",
        "day",
        (400, 900),
    ),
    (
        "Turvaaudit, aruanne ja parendussoovitused",
        "Security audit, report and recommendations",
        "tk",
        "pcs",
        (900, 2400),
    ),
    ("Tehniline tugi, lisatunnid", "Technical support, additional hours", "h", "h", (35, 60)),
    ("Andmeanalüüs ja aruandlus (Power BI)", "Data analysis and reporting (Power BI)", "h", "h", (50, 90)),
]
WHOLE = ("kuu", "month", "lk", "page", "päev", "day")
NAMES = [
    "Koodivabrik", "Pilvelahendused", "Digitark", "Põhjaranniku Tarkvara", "Veebimeister",
    "Andmetehnika", "Tark Turundus", "Vikerkaare Digital",
]  # fmt: skip
PLACES = [
    ("Pärnu mnt", "Tallinn", "10148"),
    ("Narva mnt", "Tallinn", "10117"),
    ("Telliskivi", "Tallinn", "10611"),
    ("Lõõtsa", "Tallinn", "11415"),
    ("Mäealuse", "Tallinn", "12618"),
    ("Ülikooli", "Tartu", "51003"),
    ("Riia", "Tartu", "51010"),
    ("Rüütli", "Pärnu", "80010"),
]
PEOPLE = ["Mari Tamm", "Kristjan Saar", "Liis Kask", "Martin Mägi", "Kadri Sepp", "Andres Ilves"]


def make(seed: int) -> Printed:
    rng = random.Random(seed * 17 + 3)
    family = ("merit", "smart", "english")[seed % 3]
    english = family == "english"
    street, city, postcode = rng.choice(PLACES)
    base = rng.choice(NAMES)
    form = rng.choice(["OÜ", "OÜ", "OÜ", "AS"])
    number_part = f"{rng.randint(1, 160)}{rng.choice(['', '', 'a', 'b'])}"
    seller = ee_seller(rng, f"{base} {form}", f"{street} {number_part}", city, postcode)
    catalogue = [
        (en if english else et, ue if english else ut, 24, prices) for et, en, ut, ue, prices in SERVICES
    ]
    domestic = rng.random() < 0.3
    doc, bic = supply(seed, seller, domestic, catalogue, lines=(1, 6))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.iban and seller.code and seller.vat_code
    for item in doc.items:
        if item.name.startswith(("Turvaaudit", "Security audit")):
            item.quantity = Decimal(1)
        elif item.unit in WHOLE:
            item.quantity = Decimal(max(1, round(float(item.quantity) / 4)))
        elif item.unit == "h":
            item.quantity = Decimal(round(float(item.quantity) * 2)) / 2 or Decimal(1)
    doc.series = None
    n = int(doc.number) % 900 + 1
    doc.number = rng.choice([f"{doc.issued.year}-{n:04d}", str(1000 + n), f"{doc.issued.year % 100}{n:04d}"])
    reference = viitenumber("".join(c for c in doc.number if c.isdigit()))
    zero = reverse(doc)
    rates = doc.rates()
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    accent = rng.choice(["#0072ce", "#1a7f64", "#5b2a86", "#c0392b", "#2c3e50", "#00838f"])
    comma = not english and rng.random() < 0.7
    sep = rng.choice([" ", "\u00a0"]) if not english or rng.random() < 0.5 else ","
    if sep == "," and comma:
        sep = " "
    buyer_code = rng.random() < 0.6
    buyer_vat = buyer.vat_code is not None and (zero or rng.random() < 0.3)
    penalty = rng.choice(["0,05", "0,05", "0,1", "0,06"])
    days = (doc.due - doc.issued).days
    phone = f"+372 5{rng.randint(100, 999)} {rng.randint(1000, 9999)}"
    domain = base.lower().replace(" ", "").translate(str.maketrans("äöüõšž", "aouosz")) + ".ee"
    person = rng.choice(PEOPLE)
    iban = grouped(seller.iban) if rng.random() < 0.5 else seller.iban
    contact = rng.choice(["Tomas Jankauskas", "Rūta Kazlauskienė", "Mantas Petraitis", "Inga Vaitkienė"])

    def d(value: date) -> str:
        return value.strftime("%d.%m.%Y")

    def num(value: Decimal) -> str:
        return amount(value, "lt").replace(",", "," if comma else ".").replace("\u00a0", sep)

    def qty(value: Decimal) -> str:
        text = quantity(value, "plain-dot")
        return text.replace(".", ",") if comma else text

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f}%"

    pen = penalty if comma else penalty.replace(",", ".")
    if english:
        L = {
            "title": "INVOICE",
            "no": "Invoice No.",
            "date": "Invoice date",
            "due": "Due date",
            "penalty": "Penalty for late payment",
            "pen_v": f"{pen}% per day",
            "ref": "Reference number",
            "terms": "Payment terms",
            "terms_v": f"{days} days",
            "buyer": "Bill to",
            "reg": "Reg. code",
            "vat": "VAT no",
            "desc": "Description",
            "qty": "Qty",
            "unit": "Unit",
            "price": "Unit price",
            "rate": "VAT",
            "sum": "Amount",
            "net": "Subtotal",
            "tax": "VAT {}",
            "total": "Total",
            "pay": "Amount due",
            "contact": "Contact person",
        }
    else:
        L = {
            "title": "ARVE",
            "no": "Arve nr",
            "date": "Kuupäev",
            "due": "Maksetähtaeg",
            "penalty": "Viivis",
            "pen_v": f"{pen}% päevas",
            "ref": "Viitenumber",
            "terms": "Maksetingimus",
            "terms_v": f"{days} päeva",
            "buyer": "Maksja" if family == "merit" else "Klient",
            "reg": "Reg. kood",
            "vat": "KMKR nr",
            "desc": "Kirjeldus" if family == "merit" else "Toode / teenus",
            "qty": "Kogus",
            "unit": "Ühik",
            "price": "Hind" if family == "merit" else "Ühiku hind",
            "rate": "KM%",
            "sum": "Summa",
            "net": "Summa km-ta",
            "tax": "Käibemaks {}",
            "total": "Kokku",
            "pay": "Tasuda",
            "contact": "Kontaktisik",
        }

    meta = [(L["no"], f"<b>{escape(doc.number)}</b>"), (L["date"], d(doc.issued)), (L["due"], d(doc.due))]
    meta += [(L["terms"], L["terms_v"]), (L["penalty"], L["pen_v"]), (L["ref"], reference)]
    if rng.random() < 0.5:
        meta.append((L["contact"], escape(contact)))
    meta_html = (
        "<table class=meta>"
        + "".join(f"<tr><td class=k>{k}</td><td>{v}</td></tr>" for k, v in meta)
        + "</table>"
    )
    country = "Lithuania" if english else "Leedu"
    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
    ]
    buyer_lines.append(country)
    if buyer_code:
        buyer_lines.append(f"{L['reg']} {buyer.code}")
    if buyer_vat:
        buyer_lines.append(f"{L['vat']} {buyer.vat_code}")

    rate_col = family != "merit" or rng.random() < 0.4
    cols = [(L["desc"], "name"), (L["qty"], "qty"), (L["unit"], "unit"), (L["price"], "price")]
    if rate_col:
        cols.append((L["rate"], "rate"))
    cols.append((L["sum"], "sum"))
    numbered = family == "smart"
    head = ("<th>Nr</th>" if numbered else "") + "".join(
        f"<th class='{'' if k in ('name', 'unit') else 'r'}'>{h}</th>" for h, k in cols
    )
    body_rows = []
    for i, it in enumerate(doc.items, 1):
        cells = {
            "name": escape(it.name),
            "qty": qty(it.quantity),
            "unit": escape(it.unit),
            "price": num(it.price),
            "rate": pct(it.vat_percent),
            "sum": num(it.subtotal),
        }
        row = (f"<td>{i}</td>" if numbered else "") + "".join(
            f"<td class='{'' if k in ('name', 'unit') else 'r'}'>{cells[k]}</td>" for _, k in cols
        )
        body_rows.append(f"<tr>{row}</tr>")
    rows = "".join(body_rows)

    tot = [(L["net"], num(doc.net))]
    for r, (_, t) in rates.items():
        label = L["tax"].format(pct(r))
        if zero:
            label += " (reverse charge)" if english else " (pöördmaksustamine)"
        tot.append((label, num(t)))
    tot.append((f"{L['total']} EUR" if family != "smart" else L["total"], num(doc.gross)))
    if family == "merit" and rng.random() < 0.6:
        tot.append((f"{L['pay']} EUR", num(doc.gross)))
    tot_html = (
        "<table class=tot>"
        + "".join(
            f"<tr class='{'g' if k.startswith((L['total'], L['pay'])) else ''}'><td>{k}</td>"
            f"<td class=r>{v}</td></tr>"
            for k, v in tot
        )
        + "</table>"
    )

    notes = []
    if zero:
        notes.append(
            "Reverse charge – VAT to be accounted for by the recipient of the services (Article 196, "
            "Council Directive 2006/112/EC)."
            if english
            else "Pöördmaksustamine. Käibemaksu tasub teenuse saaja (nõukogu direktiivi 2006/112/EÜ "
            "artikkel 196)."
        )
    period = doc.issued.replace(day=1)
    if english:
        notes.append(f"Service period: {period.strftime('%m/%Y')}.")
        pay = (
            f"Please pay by <b>{d(doc.due)}</b> to {escape(seller.bank or '')} IBAN <b>{iban}</b> "
            f"(SWIFT {bic}), stating reference number <b>{reference}</b>."
        )
    else:
        notes.append(f"Teenuse periood: {period.strftime('%m.%Y')}.")
        pay = (
            f"Palume tasuda hiljemalt <b>{d(doc.due)}</b> arveldusarvele {escape(seller.bank or '')} "
            f"<b>{iban}</b> (SWIFT {bic}), viitenumber <b>{reference}</b>."
        )
    notes_html = "".join(f"<div class=note>{escape(n)}</div>" for n in notes)
    lbl_contact = "Contact" if english else "Kontakt"
    lbl_bank = "Bank" if english else "Pangarekvisiidid"
    foot_cols = [
        (
            escape(seller.name),
            f"{escape(seller.street)}<br>{seller.postcode} {escape(seller.city)}<br>"
            + ("Estonia" if english else "Eesti"),
        ),
        (lbl_contact, f"Tel {phone}<br>arved@{domain}<br>www.{domain}"),
        (
            "Company" if english else "Rekvisiidid",
            f"{L['reg']} {seller.code}<br>{L['vat']} {seller.vat_code}",
        ),
        (lbl_bank, f"{escape(seller.bank or '')}<br>{iban}<br>SWIFT {bic}"),
    ]
    foot = (
        "<div class=foot>"
        + "".join(f"<div><div class=fh>{k}</div>{v}</div>" for k, v in foot_cols)
        + "</div>"
    )
    prepared = ("Invoice prepared by: " if english else "Arve koostas: ") + escape(person)

    if family == "merit":
        body = f"""<div class=top><div><div class=co>{escape(seller.name)}</div>
<div class=sub>{unbroken(seller.address)}</div>
<div class=buyer><div class=k>{L["buyer"]}:</div>{"<br>".join(buyer_lines)}</div></div>
<div class=rt><h1>{L["title"]}</h1>{meta_html}</div></div>
<table class="items plain"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>
<div class=lower><div class=notes>{notes_html}</div>{tot_html}</div>
<div class=pay>{pay}</div><div class=prep>{prepared}</div>
{foot}"""
    elif family == "smart":
        body = f"""<div class=bar><span class=bt>{L["title"]} {escape(doc.number)}</span>
<span class=bco>{escape(seller.name)}</span></div>
<div class=boxes><div class=box><div class=bh>{L["buyer"]}</div>{"<br>".join(buyer_lines)}</div>
<div class=box>{meta_html}</div></div>
<table class="items zebra"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>
<div class=lower><div class=notes>{notes_html}</div><div>{tot_html}
<div class=due><span>{L["pay"]}</span><b>{num(doc.gross)} EUR</b></div></div></div>
<div class=pay>{pay}</div><div class=prep>{prepared}</div>
{foot}"""
    else:
        body = f"""<div class=top><div><div class=logo>{escape(base)}<span> {form}</span></div>
<div class=sub>{unbroken(seller.address)}, Estonia<br>
Reg. code {seller.code} · VAT no {seller.vat_code}</div></div>
<div class=rt><h1 class=en>{L["title"]}</h1></div></div>
<div class=top><div class=buyer2><div class=k>{L["buyer"]}</div>{"<br>".join(buyer_lines)}</div>
<div class=rt>{meta_html}</div></div>
<table class="items lined"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>
<div class=lower><div class=notes>{notes_html}</div><div>{tot_html}
<div class=due><span>{L["pay"]} (EUR)</span><b>{num(doc.gross)}</b></div></div></div>
<div class=pay>{pay}</div><div class=prep>{prepared}</div>
{foot}"""

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 14mm 10mm 16mm}}
body{{font-family:{font};font-size:{size}pt;color:#222;margin:0}}
.page{{min-height:273mm;display:flex;flex-direction:column}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;gap:10mm;margin-bottom:5mm}}
.rt{{min-width:70mm}}
.co{{font-size:{size + 6}pt;font-weight:bold;color:{accent}}}
.sub{{color:#555;margin-top:1mm;line-height:1.35}}
.logo{{font-size:{size + 9}pt;font-weight:bold;color:{accent};letter-spacing:-.5px}}
.logo span{{color:#888;font-weight:normal}}
.buyer{{margin-top:10mm;line-height:1.4}} .buyer2{{line-height:1.4}}
h1{{font-size:{size + 10}pt;margin:0 0 2mm 0;letter-spacing:2px;color:#333}}
h1.en{{font-size:{size + 14}pt;color:{accent};text-align:right}}
table.meta{{border-collapse:collapse}} table.meta td{{padding:1px 8px 1px 0}}
td.k,.k{{color:#666;white-space:nowrap}}
.bar{{display:flex;justify-content:space-between;align-items:center;background:{accent};color:#fff;
padding:3mm 4mm;margin-bottom:4mm}}
.bt{{font-size:{size + 7}pt;font-weight:bold}} .bco{{font-size:{size + 2}pt}}
.boxes{{display:flex;gap:5mm;margin-bottom:3mm}}
.box{{flex:1;border:.7pt solid #bbb;border-radius:1.5mm;padding:2.5mm 3mm;line-height:1.4}}
.bh{{font-weight:bold;color:{accent};margin-bottom:1mm}}
table.items{{width:100%;border-collapse:collapse;margin-top:3mm}}
table.items th{{text-align:left;padding:3px 5px;font-size:{size - 0.5}pt}}
table.items td{{padding:3px 5px;vertical-align:top}}
table.plain th{{border-top:1pt solid #333;border-bottom:1pt solid #333}}
table.plain td{{border-bottom:.3pt solid #ddd}}
table.zebra th{{background:#e9edf1}} table.zebra tr:nth-child(even) td{{background:#f6f7f9}}
table.lined th{{border-bottom:1.5pt solid {accent};color:{accent}}}
table.lined td{{border-bottom:.4pt solid #ccc}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}}
.lower{{display:flex;justify-content:space-between;align-items:flex-start;gap:10mm;margin-top:4mm}}
.notes{{max-width:95mm;font-size:{size - 0.5}pt}} .note{{margin-bottom:1.5mm}}
table.tot{{border-collapse:collapse;min-width:68mm}} table.tot td{{padding:2px 5px;white-space:nowrap}}
table.tot tr.g td{{font-weight:bold;border-top:1pt solid #333}}
.due{{display:flex;justify-content:space-between;gap:6mm;margin-top:2mm;padding:2mm 3mm;background:{accent};
color:#fff;font-size:{size + 2}pt}}
.pay{{margin-top:6mm;line-height:1.45}} .prep{{margin-top:3mm;color:#555}}
.foot{{margin-top:auto;border-top:.7pt solid #999;padding-top:2mm;display:flex;gap:4mm;
font-size:{size - 1.5}pt;line-height:1.4}}
.foot > div{{flex:1}} .fh{{font-weight:bold;color:#555}}
</style></head><body><div class="page">
{body}
</div></body></html>"""
    fields = ["prekes_pavadinimas", "quantity", "unit", "price", "subtotal"]
    if rate_col:
        fields.append("vat_percent")
    truth = doc.truth(tuple(fields))
    if not buyer_code:
        truth.pop("buyer_id", None)
    if not buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
