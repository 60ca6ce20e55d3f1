"""A Dutch electronics distributor's English-language invoice for goods shipped to a Lithuanian VAT payer,
as Dutch accounting packages print it in English: the Exact Online kind (the firm's mark at the top
left, "Invoice" and a label/value list beside the customer's window address, "Item code | Description |
Quantity | Unit price | Amount", "Subtotal", "VAT 0%", "Total EUR", a three-column footer), the AFAS
kind (boxed sender and customer, a row of boxes with "Invoice number", "Invoice date", "Due date",
"Customer number", "Your VAT number" as labels above their values, a "Disc. %" column on some) and the
Twinfield kind (plain, the labels in a column at the right, a VAT code column, the bank details under
the totals). Every one is an intra-Community supply at 0 % with "VAT reverse charged – Article 138 VAT
Directive / intra-Community supply" and the customer's LT VAT number; the firm prints its "KvK number"
(Chamber of Commerce, eight digits), "BTW-id NL123456789B01" and an IBAN NL…. Amounts "1,234.56" or, as
some Dutch firms keep, "1.234,56", with "€" before on some; dates "12-03-2026", "12 March 2026" or
"12/03/2026"."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import Item
from tests.eval.printed.fmt import MONTHS, amount, quantity
from tests.eval.printed.templates.eu_common import grouped, unbroken
from tests.eval.printed.templates.eu_nl_fr_se_common import Discounted, logo, nl_account, nl_seller, supply
from tests.eval.printed.templates.eu_round6c_common import with_buyer_vat
from tests.eval.printed.templates.lt_common import FONTS

CATALOGUE = [
    ("Raspberry Pi 5 Model B, 8 GB", "pcs", 0, (70, 95)),
    ("Mean Well LRS-150-24 power supply 24 V / 6.5 A", "pcs", 0, (18, 32)),
    ("Ethernet cable Cat6 U/UTP, grey, 305 m box", "box", 0, (85, 160)),
    ("Samsung 990 PRO NVMe SSD 2 TB", "pcs", 0, (150, 230)),
    ("Ubiquiti UniFi U6 Pro access point", "pcs", 0, (120, 170)),
    ("Siemens SIMATIC S7-1200 CPU 1214C DC/DC/DC", "pcs", 0, (290, 420)),
    ("LED strip 24 V, 4000 K, IP65, per metre", "m", 0, (4, 12)),
    ("Fluke 117 true-RMS multimeter", "pcs", 0, (190, 260)),
    ("Heat-shrink tubing assortment 2:1, 560 pcs", "set", 0, (14, 30)),
    ('Dell P2725H 27" monitor, Full HD, USB-C', "pcs", 0, (180, 260)),
    ("APC Back-UPS Pro 1500 VA", "pcs", 0, (210, 320)),
    ("Weidmüller terminal block WDU 2.5, box of 100", "box", 0, (60, 110)),
    ("Logitech MX Keys S keyboard, US layout", "pcs", 0, (85, 120)),
    ("Solder wire Sn99.3Cu0.7, 0.8 mm, 500 g reel", "reel", 0, (35, 70)),
]
WHOLE = ("pcs", "box", "set", "reel")
NAMES = [
    "Voltronic Distribution", "Benelux Components", "Kempen Elektronica", "Polder Power Parts",
    "Brabant Connect", "Dutch Tech Supply", "Maasland Electronics", "Eindhoven Devices",
]  # fmt: skip
PLACES = [
    ("Industrieweg", "5683 CG", "Best"),
    ("De Run", "5503 LN", "Veldhoven"),
    ("Bijsterhuizen", "6604 LM", "Wijchen"),
    ("Marconistraat", "3029 AK", "Rotterdam"),
    ("Transistorstraat", "1322 CE", "Almere"),
    ("Kanaalweg", "3526 KL", "Utrecht"),
    ("Flight Forum", "5657 DC", "Eindhoven"),
]


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    seller = nl_seller(rng, NAMES, PLACES, ["B.V."])
    while not (seller.vat_code or "").endswith("B01"):  # a company's own number, not a fiscal unit's
        seller = nl_seller(rng, NAMES, PLACES, ["B.V."])
    seller.iban, seller.bank, bic = nl_account(rng)
    codes = rng.random() < 0.7
    doc = supply(seed, seller, False, CATALOGUE, WHOLE, codes=codes, language="en", lines=(1, 9))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None
    with_buyer_vat(rng, doc)
    for item in doc.items:
        item.vat_percent = Decimal(0)
    family = ("exact", "afas", "twinfield")[seed % 3]
    discounts = family == "afas" and rng.random() < 0.6
    if discounts:
        doc.items = [
            Discounted(
                it.name,
                it.unit,
                it.quantity,
                it.price,
                it.vat_percent,
                it.code,
                Decimal(rng.choice([0, 5, 10])),
            )
            for it in doc.items
        ]
    n = int(doc.number)
    doc.series = None
    doc.number = rng.choice([f"{doc.issued.year}{n % 100000:05d}", f"{20000 + n % 80000}", f"VF{n:06d}"])
    customer_no = str(rng.randint(10000, 99999))
    font = rng.choice(FONTS[:7])
    size = rng.choice([8.5, 9, 9.5])
    accent = rng.choice(["#e4572e", "#0a5c9e", "#2f7d32", "#6a1b9a", "#004d61", "#222"])
    style = rng.choice(["en", "en", "nl"])
    euro = rng.random() < 0.45
    date_style = rng.choice(["dash", "dash", "long", "slash"])
    unit_col = rng.random() < 0.5
    buyer_code = rng.random() < 0.35
    order_ref = f"PO-{rng.randint(1000, 99999)}" if rng.random() < 0.6 else None
    incoterm = rng.choice(["DAP Vilnius", "DAP Kaunas", "CPT Vilnius", f"EXW {seller.city}", "FCA Venlo"])
    days = (doc.due - doc.issued).days
    domain = seller.name.split()[0].lower() + rng.choice([".nl", ".com", ".eu"])
    phone = (
        f"+31 {rng.choice(['40', '10', '30', '24', '36'])} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
    )

    def d(value: date) -> str:
        if date_style == "dash":
            return value.strftime("%d-%m-%Y")
        if date_style == "slash":
            return value.strftime("%d/%m/%Y")
        return f"{value.day} {MONTHS['en'][value.month - 1]} {value.year}"

    def num(value: Decimal) -> str:
        return amount(value, "en" if style == "en" else "lt-dot")

    def a(value: Decimal) -> str:
        return f"€&nbsp;{num(value)}" if euro else num(value)

    def qty(value: Decimal) -> str:
        return quantity(value, "en" if style == "en" else "lt-dot")

    # --- lines ------------------------------------------------------------------------------------------
    cols: list[tuple[str, str]] = []
    if codes:
        cols.append(({"exact": "Item code", "afas": "Article", "twinfield": "Code"}[family], "code"))
    cols.append(("Description", "name"))
    cols.append(("Quantity" if family != "afas" else "Qty", "qty"))
    if unit_col:
        cols.append(("Unit", "unit"))
    cols.append(("Unit price", "price"))
    if discounts:
        cols.append(("Disc. %", "disc"))
    if family == "twinfield":
        cols.append(("VAT", "vat"))
    cols.append(("Amount" if family != "afas" else "Total", "sum"))

    def cell(kind: str, it: Item) -> str:
        if kind == "code":
            return f"<td class=nw>{escape(it.code or '')}</td>"
        if kind == "name":
            return f"<td>{escape(it.name)}</td>"
        if kind == "qty":
            return f"<td class=r>{qty(it.quantity)}{'' if unit_col else ' ' + escape(it.unit)}</td>"
        if kind == "unit":
            return f"<td>{escape(it.unit)}</td>"
        if kind == "price":
            return f"<td class=r>{num(it.price)}</td>"
        if kind == "disc":
            disc = it.discount if isinstance(it, Discounted) else Decimal(0)
            return f"<td class=r>{disc}</td>" if disc else "<td class=r></td>"
        if kind == "vat":
            return "<td class=r>0% ICL</td>"
        return f"<td class=r>{num(it.subtotal)}</td>"

    right = {"qty", "price", "disc", "vat", "sum"}
    head_html = "".join(f"<th class='{'r' if k in right else ''}'>{h}</th>" for h, k in cols)
    rows = "".join("<tr>" + "".join(cell(k, it) for _, k in cols) + "</tr>" for it in doc.items)

    # --- totals, notes, bank ----------------------------------------------------------------------------
    tot = [("Subtotal", a(doc.net)), ("VAT 0%", a(doc.vat))]
    if family == "twinfield":
        tot[1] = ("VAT 0% (intra-Community supply)", a(doc.vat))
    tot_html = "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in tot)
    tot_html += f"<tr class=g><td>Total EUR</td><td class=r>{a(doc.gross)}</td></tr>"
    tot_html = f"<table class=tot>{tot_html}</table>"
    notes = [
        "VAT reverse charged – Article 138 VAT Directive / intra-Community supply.",
        f"Delivery terms: {incoterm} (Incoterms® 2020).",
    ]
    if rng.random() < 0.5:
        notes.append("Goods remain our property until paid in full (retention of title).")
    notes_html = "".join(f"<div class=note>{escape(x)}</div>" for x in notes)
    pay = (
        f"Please transfer <b>{a(doc.gross)}</b> before <b>{d(doc.due)}</b> to IBAN "
        f"<b class=nw>{grouped(seller.iban)}</b> (BIC {bic}), stating invoice number <b>{doc.number}</b>."
    )
    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
        rng.choice(["Lithuania", "LITHUANIA"]),
    ]
    if buyer_code:
        buyer_lines.append(f"Company code {buyer.code}")
    seller_addr = f"{escape(seller.street)}<br>{seller.postcode} {escape(seller.city)}<br>The Netherlands"
    meta = [
        ("Invoice number", doc.number),
        ("Invoice date", d(doc.issued)),
        ("Due date", d(doc.due)),
        ("Customer number", customer_no),
        ("Your VAT number", buyer.vat_code or ""),
    ]
    if order_ref:
        meta.append(("Your reference", order_ref))
    meta.append(("Payment terms", f"{days} days net"))
    mark = logo(rng, seller.name, accent, size, side="left")

    foot = f"""<div class=foot><div><b>{escape(seller.name)}</b><br>{seller_addr}</div>
<div>T {phone}<br>sales@{domain}<br>www.{domain}</div>
<div>KvK number {seller.code}<br>BTW-id {seller.vat_code}<br>IBAN <span class=nw>{grouped(seller.iban)}</span>
<br>BIC {bic} · {escape(seller.bank or "")}</div></div>"""
    table = f"<table class=items><thead><tr>{head_html}</tr></thead><tbody>{rows}</tbody></table>"

    if family == "exact":
        meta_html = "".join(f"<tr><td class=k>{k}</td><td>{v}</td></tr>" for k, v in meta)
        body = f"""<div class=top><div>{mark}<div class=sub>{escape(seller.name)} · {escape(seller.street)} ·
{seller.postcode} {escape(seller.city)}</div><div class=win>{"<br>".join(buyer_lines)}</div></div>
<div class=rt><h1>Invoice</h1><table class=meta>{meta_html}</table></div></div>
{table}<div class=lower><div class=notes>{notes_html}</div>{tot_html}</div>
<div class=pay>{pay}</div>"""
    elif family == "afas":
        boxes = "".join(
            f"<div class=bx><div class=k>{k}</div><div class=v>{v}</div></div>" for k, v in meta[:5]
        )
        extra = "".join(f"<span class=k>{k}</span> {v} &nbsp; " for k, v in meta[5:])
        body = f"""<div class=top><div>{mark}</div><div class=rt><h1>Invoice</h1></div></div>
<div class=parties><div class=pbox><div class=ph>Supplier</div><b>{escape(seller.name)}</b><br>{seller_addr}
<br>BTW-id {seller.vat_code}</div>
<div class=pbox><div class=ph>Customer</div>{"<br>".join(buyer_lines)}</div></div>
<div class=boxes>{boxes}</div><div class=extra>{extra}</div>
{table}<div class=lower><div class=notes>{notes_html}</div>{tot_html}</div>
<div class=pay>{pay}</div>"""
    else:
        meta_html = "".join(f"<tr><td class=k>{k}:</td><td>{v}</td></tr>" for k, v in meta)
        bank = (
            f"<div class=bank>Bank: {escape(seller.bank or '')}<br>IBAN: {grouped(seller.iban)}"
            f"<br>BIC: {bic}</div>"
        )
        body = f"""<div class=top><div><div class=tw>{escape(seller.name)}</div>
<div class=sub>{seller_addr}<br>KvK {seller.code} · BTW-id {seller.vat_code}</div>
<div class=win>{"<br>".join(buyer_lines)}</div></div>
<div class=rt><h1 class=twh>INVOICE</h1><table class=meta>{meta_html}</table></div></div>
{table}<div class=lower><div class=notes>{notes_html}{bank}</div>{tot_html}</div>
<div class=pay>{pay}</div>"""

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 14mm 10mm 16mm}}
body{{font-family:{font};font-size:{size}pt;color:#1d1d1d;margin:0}}
.page{{min-height:273mm;display:flex;flex-direction:column}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;gap:10mm;margin-bottom:5mm}}
.rt{{min-width:70mm}} .sub{{font-size:{size - 1.5}pt;color:#666;margin-top:2mm;line-height:1.35}}
.win{{margin-top:10mm;line-height:1.45;min-height:24mm}}
h1{{font-size:{size + 13}pt;margin:0 0 3mm 0;color:{accent};font-weight:normal}}
h1.twh{{color:#111;font-weight:bold;letter-spacing:2px;font-size:{size + 9}pt}}
.tw{{font-size:{size + 5}pt;font-weight:bold}}
table.meta{{border-collapse:collapse}} table.meta td{{padding:1.5px 10px 1.5px 0}}
.k{{color:#666;white-space:nowrap}}
.parties{{display:flex;gap:6mm;margin-bottom:4mm}}
.pbox{{flex:1;border:.7pt solid #bbb;padding:2.5mm 3mm;line-height:1.4}}
.ph{{font-size:{size - 1.5}pt;text-transform:uppercase;color:{accent};font-weight:bold;margin-bottom:1mm}}
.boxes{{display:flex;border:.7pt solid #bbb;margin-bottom:2mm}}
.bx{{flex:1;padding:1.5mm 2.5mm;border-right:.7pt solid #bbb}} .bx:last-child{{border-right:none}}
.bx .k{{font-size:{size - 1.5}pt}} .bx .v{{font-weight:bold;margin-top:.5mm}}
.extra{{margin-bottom:2mm}}
table.items{{width:100%;border-collapse:collapse;margin-top:3mm}}
table.items th{{text-align:left;padding:3px 4px;background:{accent if family == "exact" else "#eee"};
color:{"#fff" if family == "exact" else "#111"};font-size:{size - 0.5}pt;
border-bottom:{"none" if family == "exact" else "1pt solid #333"}}}
table.items td{{padding:3px 4px;border-bottom:.4pt solid #ddd;vertical-align:top}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
.lower{{display:flex;justify-content:space-between;align-items:flex-start;gap:10mm;margin-top:4mm}}
.notes{{max-width:95mm;font-size:{size - 0.5}pt}} .note{{margin-bottom:1.5mm}} .bank{{margin-top:3mm}}
table.tot{{border-collapse:collapse;min-width:68mm}} table.tot td{{padding:2px 5px}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 2}pt;border-top:1.2pt solid #111}}
.pay{{margin-top:5mm;padding:2.5mm 3mm;border:.6pt solid #ccc;background:#fafafa}}
.foot{{margin-top:auto;border-top:.8pt solid {accent};padding-top:2mm;display:flex;gap:5mm;
font-size:{size - 1.5}pt;line-height:1.4;color:#444}} .foot > div{{flex:1}}
</style></head><body><div class="page">
{body}
<div style="height:6mm"></div>
{foot}
</div></body></html>"""
    fields = ["prekes_pavadinimas", "quantity", "unit", "price", "subtotal"]
    if codes:
        fields.append("prekes_kodas")
    if family == "twinfield":
        fields.append("vat_percent")
    truth = doc.truth(tuple(fields))
    if not buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
