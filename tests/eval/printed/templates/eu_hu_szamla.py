"""A Hungarian company's bilingual "Számla / Invoice" in euro to a Lithuanian buyer, as Hungarian online
invoicing programs print it: the Számlázz.hu kind ("Eladó / Seller" and "Vevő / Buyer" boxes, a row of
boxes with Fizetési mód / Payment method: Átutalás, Teljesítés dátuma, Számla kelte, Fizetési határidő,
a table "Megnevezés | Menny. | Nettó egységár | Nettó ár | ÁFA | ÁFA érték | Bruttó ár", an ÁFA summary
and a large "Fizetendő / Amount due"), the Billingo kind (a coloured title, labels over values, the VAT
column as the program's codes KBAET and EUFAD37 on some) and a desktop ERP kind (a full grid with
Cikkszám and Me., "Nettó érték", the totals in a box). The seller prints its Adószám (12345678-2-42),
Közösségi adószám (HU12345678), Cégjegyzékszám, its Hungarian account number "11773016-01234567-00000000"
and IBAN; its address the Hungarian way, "1138 Budapest, Váci út 45.". A buyer with a VAT code gets the
goods exempt as an intra-Community supply (Áfa tv. 89. §) and the services with "Fordított adózás",
ÁFA 0 %; else ÁFA 27 %, with the tax in forint at the MNB rate as Hungarian law wants it. Dates
2026.03.15 (with the closing dot on some), amounts "1 234,56 EUR"."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import Item
from tests.eval.printed.fmt import quantity
from tests.eval.printed.templates.eu_common import grouped, unbroken
from tests.eval.printed.templates.eu_round5_common import supply, zero_rated
from tests.eval.printed.templates.eu_round6c_common import hu_account, hu_seller, num, pct
from tests.eval.printed.templates.lt_common import FONTS

CATALOGUE = [
    ("Hullámkarton doboz 400×300×300 mm, 5 rétegű / Corrugated box", "db", 27, (0.6, 2.4)),
    ("Raklapfólia 500 mm × 23 µm / Stretch film", "tekercs", 27, (9, 18)),
    ("Alumínium öntvény ház, CNC megmunkálva / Aluminium housing, machined", "db", 27, (14, 60)),
    ("Nyomtatott öntapadó címke 100×150 mm / Printed labels", "tekercs", 27, (12, 35)),
    ("Fűszerpaprika-őrlemény, édes, 5 kg / Ground paprika, sweet", "db", 27, (25, 60)),
    ("Ipari szerelési munkadíj / Installation labour", "óra", 27, (28, 55)),
    ("Szoftverfejlesztési szolgáltatás / Software development", "óra", 27, (35, 80)),
    ("Nemzetközi fuvarozás HU – LT, komplett kamion / International freight", "fuvar", 27, (900, 1600)),
    ("Csomagolástervezés / Packaging design", "óra", 27, (30, 70)),
    ("Acél polcrendszer, 5 polcos / Steel shelving unit", "db", 27, (60, 180)),
    ("Hegesztett acélkeret, porfestett / Welded steel frame, powder coated", "kg", 27, (2.5, 6)),
    ("Karbantartási szerződés havidíja / Maintenance fee", "hó", 27, (150, 600)),
]
WHOLE = ("db", "tekercs", "fuvar", "hó")
SERVICES = {
    "Ipari szerelési munkadíj / Installation labour",
    "Szoftverfejlesztési szolgáltatás / Software development",
    "Nemzetközi fuvarozás HU – LT, komplett kamion / International freight",
    "Csomagolástervezés / Packaging design",
    "Karbantartási szerződés havidíja / Maintenance fee",
}
NAMES = [
    "Pannon Csomagolás", "Duna-Metál", "Alföldi Fűszer", "Rába Precíziós", "Mátra Logisztika",
    "Tisza Soft", "Balaton Ipari", "Hungaro-Pack",
]  # fmt: skip
FORMS = ["Kft.", "Kft.", "Kft.", "Zrt.", "Bt."]


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    seller = hu_seller(rng, NAMES, FORMS)
    export = rng.random() < 0.7
    doc = supply(seed, seller, export, CATALOGUE, WHOLE, needs_vat_code=True, language="hu")
    if doc.buyer and doc.buyer.vat_code and all(it.name in SERVICES for it in doc.items):
        # services to a business abroad are taxed where it is: always the reverse charge
        doc = supply(seed, seller, True, CATALOGUE, WHOLE, needs_vat_code=True, language="hu")
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None
    family = ("szamlazz", "billingo", "erp")[seed % 3]
    account_no, seller.iban, seller.bank, bic = hu_account(rng)
    for it in doc.items:
        if it.unit == "fuvar":
            it.quantity = Decimal(1)
        elif it.unit == "óra" and it.quantity < 1:
            it.quantity += 1
    year = doc.issued.year
    n = int(doc.number) % 2000 + 1
    doc.series = None
    prefix = "".join(w[0] for w in seller.name.upper().replace("-", " ").split()[:2]) + rng.choice("ABKS")
    doc.number = {
        "szamlazz": f"E-{prefix}-{year}-{n}",
        "billingo": f"{prefix}-{year}-{n:05d}",
        "erp": f"SZ{year % 100}/{n:06d}",
    }[family]
    days = rng.choice([8, 15, 15, 30, 30])
    doc.due = doc.issued + timedelta(days=days)
    supplied = doc.issued - timedelta(days=rng.choice([0, 0, 0, 1, 3]))
    zero = zero_rated(doc)
    codes_for_vat = family == "billingo" and zero and rng.random() < 0.6
    item_codes = family == "erp"
    if item_codes:
        for it in doc.items:
            it.code = f"{rng.choice(['C', 'T', 'SZ'])}{rng.randint(1000, 9999)}"
    font = rng.choice(FONTS)
    size = rng.choice([8, 8.5, 9])
    accent = rng.choice(["#1a5276", "#117a65", "#6c3483", "#a04000", "#2e4053", "#b03a2e"])
    space = rng.choice(["\u00a0", " "])
    closing_dot = rng.random() < 0.5
    euro = rng.choice(["EUR", "EUR", "€"])
    one_line_address = rng.random() < 0.5
    show_buyer_code = rng.random() < 0.4
    mnb = Decimal(rng.randint(38000, 41200)) / 100
    area = {"Budapest": "1", "Győr": "96", "Debrecen": "52", "Szeged": "62"}.get(seller.city, "76")
    phone = f"+36 {area} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
    domain = (
        seller.name.split()[0].lower().translate(str.maketrans("áéíóöőúüű", "aeiooouuu")).replace("-", "")
        + ".hu"
    )

    def d(value: date) -> str:
        return value.strftime("%Y.%m.%d") + ("." if closing_dot else "")

    def n2(value: Decimal) -> str:
        return num(value, space)

    def a(value: Decimal) -> str:
        return f"{n2(value)}{space}{euro}"

    def tax_code(it: Item) -> str:
        if not codes_for_vat:
            return f"{pct(it.vat_percent)}%"
        return "EUFAD37" if it.name in SERVICES else "KBAET"

    # --- parties ----------------------------------------------------------------------------------------
    town_line = f"{seller.postcode} {escape(seller.city)}"
    seller_address = (
        f"{town_line}, {escape(seller.street)}"
        if one_line_address
        else f"{town_line}<br>{escape(seller.street)}"
    )
    seller_rows = [
        ("Adószám / Tax number", seller.tax_number),
        ("Közösségi adószám / EU VAT number", str(seller.vat_code)),
        ("Cégjegyzékszám / Company reg. no.", str(seller.code)),
        ("Bankszámlaszám / Bank account", f"<span class=nw>{account_no}</span>"),
        ("IBAN", f"<span class=nw>{grouped(seller.iban)}</span>"),
        ("SWIFT", bic),
    ]
    if family != "erp":
        seller_rows.insert(5, ("Bank", escape(seller.bank or "")))
    buyer_rows: list[tuple[str, str]] = []
    if buyer.vat_code:
        buyer_rows.append(("Közösségi adószám / EU VAT number", buyer.vat_code))
    if show_buyer_code:
        buyer_rows.append(("Cégkód / Company code", str(buyer.code)))

    def rows_html(rows: list[tuple[str, str]]) -> str:
        return "".join(f"<div class=pr><span class=k>{k}:</span> {v}</div>" for k, v in rows)

    seller_html = (
        f"<div class=pn>{escape(seller.name)}</div>{seller_address}<br>Magyarország / Hungary"
        f"{rows_html(seller_rows)}"
    )
    buyer_html = (
        f"<div class=pn>{escape(buyer.name)}</div>{escape(buyer.street)}<br>"
        f"{unbroken(f'{buyer.postcode} {buyer.city}')}<br>Litvánia / Lithuania{rows_html(buyer_rows)}"
    )
    meta = [
        ("Fizetési mód / Payment method", "Átutalás / Bank transfer"),
        ("Teljesítés dátuma / Date of supply", d(supplied)),
        ("Számla kelte / Invoice date", d(doc.issued)),
        ("Fizetési határidő / Due date", d(doc.due)),
    ]

    # --- the lines --------------------------------------------------------------------------------------
    cols: list[tuple[str, str]]
    if family == "szamlazz":
        cols = [("Megnevezés<br>Description", "name"), ("Menny.<br>Qty", "qtyunit")]
        cols += [("Nettó egységár<br>Net unit price", "price"), ("Nettó ár<br>Net price", "sum")]
        cols += [("ÁFA<br>VAT rate", "rate"), ("ÁFA érték<br>VAT", "vat"), ("Bruttó ár<br>Gross", "total")]
    elif family == "billingo":
        cols = [
            ("Tétel / Item", "name"),
            ("Mennyiség / Qty", "qtyunit"),
            ("Nettó egységár / Unit price", "price"),
        ]
        cols += [("Nettó / Net", "sum"), ("ÁFA / VAT", "rate"), ("Bruttó / Gross", "total")]
    else:
        cols = [("Cikkszám<br>Item no.", "code"), ("Megnevezés<br>Description", "name")]
        cols += [("Mennyiség<br>Quantity", "qty"), ("Me.<br>Unit", "unit")]
        cols += [("Nettó egységár<br>Unit price", "price"), ("ÁFA %<br>VAT %", "rate")]
        cols += [("Nettó érték<br>Net amount", "sum")]

    def cell(kind: str, it: Item) -> str:
        if kind == "code":
            return f"<td class=nw>{escape(it.code or '')}</td>"
        if kind == "name":
            return f"<td>{escape(it.name)}</td>"
        if kind == "qty":
            return f"<td class=r>{quantity(it.quantity, 'lt-plain')}</td>"
        if kind == "qtyunit":
            return f"<td class=r>{quantity(it.quantity, 'lt-plain')} {escape(it.unit)}</td>"
        if kind == "unit":
            return f"<td>{escape(it.unit)}</td>"
        if kind == "price":
            return f"<td class=r>{n2(it.price)}</td>"
        if kind == "rate":
            return f"<td class=r>{tax_code(it)}</td>"
        if kind == "vat":
            return f"<td class=r>{n2(it.vat)}</td>"
        if kind == "total":
            return f"<td class=r>{n2(it.total)}</td>"
        return f"<td class=r>{n2(it.subtotal)}</td>"

    left = {"name", "code", "unit"}
    head = "".join(f"<th class='{'' if k in left else 'r'}'>{h}</th>" for h, k in cols)
    rows = "".join("<tr>" + "".join(cell(k, it) for _, k in cols) + "</tr>" for it in doc.items)
    table = f"<table class='items {family}'><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"

    # --- totals, the VAT summary and the legal notes ----------------------------------------------------
    groups: dict[str, tuple[Decimal, Decimal]] = {}
    if codes_for_vat:
        for it in doc.items:
            base, _ = groups.get(tax_code(it), (Decimal(0), Decimal(0)))
            groups[tax_code(it)] = (base + it.subtotal, Decimal(0))
    else:
        groups = {f"{pct(r)}%": bt for r, bt in doc.rates().items()}
    summary = (
        "<table class=sum><tr><th>ÁFA-kulcs<br>VAT rate</th><th class=r>Nettó<br>Net</th>"
        "<th class=r>ÁFA<br>VAT</th></tr>"
        + "".join(
            f"<tr><td>{k}</td><td class=r>{n2(b)}</td><td class=r>{n2(t)}</td></tr>"
            for k, (b, t) in groups.items()
        )
        + "</table>"
    )
    totals = [("Nettó összesen / Total net", a(doc.net)), ("ÁFA összesen / Total VAT", a(doc.vat))]
    totals.append(("Bruttó összesen / Total gross", a(doc.gross)))
    tot_html = (
        "<table class=tot>"
        + "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in totals)
        + "</table>"
    )
    due_html = f"<div class=due>Fizetendő / Amount due: <b>{a(doc.gross)}</b></div>"
    notes = []
    if zero:
        if any(it.name not in SERVICES for it in doc.items):
            notes.append(
                "Adómentes Közösségen belüli termékértékesítés (Áfa tv. 89. §) / VAT exempt intra-Community "
                "supply of goods (Art. 138 Directive 2006/112/EC)"
            )
        if any(it.name in SERVICES for it in doc.items):
            notes.append(
                "Fordított adózás / Reverse charge – az adót a szolgáltatás igénybevevője fizeti "
                "(Áfa tv. 37. § (1)) / VAT to be accounted for by the recipient (Art. 196 Directive "
                "2006/112/EC)"
            )
    else:
        if buyer.vat_code:
            notes.append(
                f"A terméket a Vevő a telephelyünkön ({seller.city}) vette át / Goods collected by the buyer "
                "at our premises."
            )
        huf = (doc.vat * mnb).quantize(Decimal(1), rounding=ROUND_HALF_UP)
        notes.append(
            f"Az ÁFA összege forintban / VAT amount in HUF: {num(huf, space, 0)} Ft "
            f"(MNB árfolyam / MNB rate: 1 EUR = {num(mnb, space)} HUF, {d(supplied)})"
        )
    notes.append(
        f"Kérjük, az átutalás közleményében tüntesse fel a számla sorszámát: {escape(doc.number)} / "
        "Please quote the invoice number with your payment."
    )
    notes_html = "".join(f"<div class=note>{escape(x)}</div>" for x in notes)

    # --- families ---------------------------------------------------------------------------------------
    if family == "szamlazz":
        meta_html = "".join(f"<div><div class=mk>{k}</div><div class=mv>{v}</div></div>" for k, v in meta)
        body = f"""<div class=stop><div class=copy>Eredeti példány / Original copy<br>
1. oldal / page 1 of 1</div>
<div class=title>Számla / Invoice</div>
<div class=num>Számla sorszáma / Invoice number:<br><b>{escape(doc.number)}</b></div></div>
<div class=parties><div class=pbox><div class=ph>Eladó / Seller</div>{seller_html}</div>
<div class=pbox><div class=ph>Vevő / Buyer</div>{buyer_html}</div></div>
<div class=metarow>{meta_html}</div>
{table}
<div class=lower><div>{summary}</div>{tot_html}</div>
{due_html}
<div class=notes>{notes_html}</div>"""
        foot = "<div class=foot>A számla a Számlázz.hu rendszerében készült. · www.szamlazz.hu</div>"
    elif family == "billingo":
        meta_html = "".join(
            f"<div class=bl><div class=mk>{k}</div><div class=bv>{v}</div></div>" for k, v in meta
        )
        body = f"""<div class=stop><div><div class=btitle style="color:{accent}">Számla / Invoice</div>
<div class=bnum>{escape(doc.number)}</div></div><div class=logo style="color:{accent}">{escape(seller.name)}
<div class=lsub>{phone} · info@{domain}</div></div></div>
<div class=parties><div><div class=ph2>Eladó / Seller</div>{seller_html}</div>
<div><div class=ph2>Vevő / Buyer</div>{buyer_html}</div></div>
<div class=metarow2>{meta_html}</div>
{table}
<div class=lower><div>{summary}</div><div>{tot_html}{due_html}</div></div>
<div class=notes>{notes_html}</div>"""
        foot = f"<div class=foot>{escape(seller.name)} · Készült a Billingo számlázó programmal</div>"
    else:
        meta_html = "".join(f"<tr><td class=k>{k}</td><td><b>{v}</b></td></tr>" for k, v in meta)
        meta_html = (
            f"<tr><td class=k>Számla sorszáma / Invoice no.</td><td><b>{escape(doc.number)}</b></td></tr>"
            + meta_html
        )
        body = f"""<div class=stop><div class=logo style="color:{accent}">{escape(seller.name)}</div>
<div class=etitle>SZÁMLA / INVOICE</div></div>
<div class=parties><div class=pbox><div class=ph>Eladó / Seller</div>{seller_html}</div>
<div class=pbox><div class=ph>Vevő / Buyer</div>{buyer_html}</div></div>
<table class=emeta>{meta_html}</table>
{table}
<div class=lower><div>{summary}<div class=notes>{notes_html}</div></div>
<div class=ebox>{tot_html}{due_html}</div></div>
<div class=sign>Kiállította / Issued by: ______________________</div>"""
        foot = f"<div class=foot>{escape(seller.name)} · {escape(seller.court)} · {seller.code}</div>"

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:10mm 12mm 9mm 12mm}}
body{{font-family:{font};font-size:{size}pt;color:#1e1e1e;margin:0}}
.page{{min-height:278mm;display:flex;flex-direction:column}}
.stop{{display:flex;justify-content:space-between;align-items:flex-start;gap:6mm;margin-bottom:4mm}}
.title{{font-size:{size + 12}pt;font-weight:bold;text-align:center}}
.copy,.num{{font-size:{size - 0.5}pt;width:55mm}} .num{{text-align:right}}
.parties{{display:grid;grid-template-columns:1fr 1fr;gap:4mm;margin-bottom:3mm}}
.pbox{{border:.7pt solid #444;padding:2mm 3mm;line-height:1.35}}
.ph{{font-weight:bold;font-size:{size - 0.5}pt;border-bottom:.5pt solid #888;margin-bottom:1mm}}
.ph2{{font-size:{size - 1}pt;color:#777;text-transform:uppercase;letter-spacing:.5px;margin-bottom:1mm}}
.pn{{font-weight:bold;font-size:{size + 1.5}pt}}
.pr{{font-size:{size - 0.5}pt}} .k{{color:#555}}
.metarow{{display:grid;grid-template-columns:repeat(4,1fr);border:.7pt solid #444;margin-bottom:2mm}}
.metarow > div{{border-right:.5pt solid #444;padding:1.5mm 2mm}}
.metarow2{{display:flex;gap:6mm;border-top:.8pt solid #ccc;border-bottom:.8pt solid #ccc;padding:2mm 0;
margin-bottom:2mm}}
.mk{{font-size:{size - 1.5}pt;color:#555}} .mv,.bv{{font-weight:bold}}
.btitle{{font-size:{size + 14}pt;font-weight:300}} .bnum{{font-size:{size + 2}pt;font-weight:bold}}
.logo{{font-size:{size + 5}pt;font-weight:bold;text-align:right}}
.lsub{{font-size:{size - 1}pt;color:#555;font-weight:normal}}
.etitle{{font-size:{size + 8}pt;font-weight:bold;letter-spacing:1px}}
table.emeta{{border-collapse:collapse;margin-bottom:2mm;align-self:flex-start}}
table.emeta td{{border:.6pt solid #444;padding:1mm 2mm}}
table.items{{width:100%;border-collapse:collapse;margin-top:2mm}}
table.items th{{text-align:left;padding:2px 4px;font-size:{size - 1}pt;border-bottom:1pt solid #222;
font-weight:bold;vertical-align:bottom}}
table.items td{{padding:2px 4px;border-bottom:.4pt solid #ccc;vertical-align:top}}
table.szamlazz th{{background:#e9e9e9}}
table.billingo th{{color:{accent};border-bottom:1.2pt solid {accent}}}
table.erp th,table.erp td{{border:.6pt solid #444}} table.erp th{{background:#eee}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
.lower{{display:flex;justify-content:space-between;align-items:flex-start;gap:8mm;margin-top:3mm}}
table.sum{{border-collapse:collapse;font-size:{size - 0.5}pt}}
table.sum th,table.sum td{{padding:1px 6px;border-bottom:.4pt solid #bbb;text-align:left;font-weight:normal}}
table.sum th{{color:#555;font-size:{size - 1.5}pt}}
table.tot{{border-collapse:collapse;min-width:78mm}} table.tot td{{padding:2px 4px}}
.ebox{{border:.8pt solid #333;padding:1mm 2mm}}
.due{{margin-top:2mm;font-size:{size + 3}pt;text-align:right;padding:1.5mm 2mm;background:#efefef}}
.notes{{margin-top:4mm;font-size:{size - 0.5}pt;max-width:120mm}} .note{{margin-bottom:1.3mm}}
.sign{{margin-top:10mm}}
.foot{{margin-top:auto;padding-top:2mm;border-top:.5pt solid #999;font-size:{size - 2}pt;color:#555;
text-align:center}}
</style></head><body><div class="page">
{body}
<div style="height:4mm"></div>
{foot}
</div></body></html>"""
    fields = ["prekes_pavadinimas", "quantity", "unit", "price", "subtotal"]
    if family != "erp":
        fields.append("total")
    if not codes_for_vat:
        fields.append("vat_percent")
    if item_codes:
        fields.append("prekes_kodas")
    truth = doc.truth(tuple(fields))
    if codes_for_vat:
        truth.pop("vat_percent", None)
    if not show_buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
