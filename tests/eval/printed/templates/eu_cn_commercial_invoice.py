"""A Chinese manufacturer's "COMMERCIAL INVOICE" in English to a Lithuanian UAB, as exporters in
Shenzhen, Dongguan or Ningbo type it from their Excel or ERP form: the seller "… Technology Co., Ltd."
with its Chinese address (no VAT number, no register code), "Invoice No." (initials and the date, e.g.
"HX20260312"), "Date: Mar. 12, 2026", a "P/I No." and a "Contract No." beside it, the buyer as
"Consignee / Buyer" (or "Messrs.") with its LT VAT number, the trade term ("FOB Shenzhen", "CIF
Klaipėda"), "Port of loading", "Port of discharge", the lines with HS codes, "Description of goods",
"Quantity (pcs)", "Unit price", "Amount", a "TOTAL" row, the total in words ("SAY US DOLLARS … ONLY"),
the bank for the T/T payment ("Beneficiary bank", "SWIFT", "A/C No."), and a red company stamp over the
signature. Variants: USD or EUR, a "Model No." column or not, the date written "Mar. 12, 2026",
"2026-03-12" or "12-Mar-2026", a boxed grid or a ruled table, the buyer headed "Consignee / Buyer",
"Messrs." or "Sold to / Consignee", shipment by sea (FOB, CIF, EXW) or by air (DAP).

Truth: the seller without VAT and register code, its address "street, City postcode"; the buyer with
its VAT code and without its company code (not printed); the number without series; no IBAN (a Chinese
account number is not one); no due date (T/T terms print none); VAT 0 with no rate, as the page prints
no VAT; the HS codes are tariff codes, not the product codes (the "Model No." is, where printed)."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import unbroken
from tests.eval.printed.templates.eu_round9_common import digits, vat_registered_buyer
from tests.eval.printed.templates.eu_round10_common import cn_seller, say_words
from tests.eval.printed.templates.lt_common import FONTS
from tests.eval.printed.templates.lt_round8_common import page

NAMES = ["Huaxin", "Jiarui", "Topwell", "Sunlink", "Hongda", "Greatwall Power", "Xinyuan"]
KINDS = ["Technology", "Electronics Technology", "Industrial", "Lighting Technology"]
# (name, unit, usual rate, price range) with the line's HS code kept apart
GOODS: list[tuple[str, str, int, tuple[float, float], str]] = [
    ("LED panel light 600x600 mm, 40W, 4000K", "pcs", 0, (6, 18), "9405.11"),
    ("USB-C charger 65W GaN, EU plug", "pcs", 0, (4, 12), "8504.40"),
    ("Lithium battery pack 48V 20Ah", "pcs", 0, (90, 260), "8507.60"),
    ("Bluetooth wireless earbuds, white", "pcs", 0, (3, 11), "8518.30"),
    ("Smart Wi-Fi plug, 16A", "pcs", 0, (2, 6), "8536.50"),
    ("Solar inverter 5kW, hybrid", "pcs", 0, (380, 900), "8504.40"),
    ("Stainless steel water bottle 750 ml", "pcs", 0, (1.5, 4.5), "9617.00"),
    ("Aluminium heat sink profile", "pcs", 0, (0.8, 3.5), "7616.99"),
    ("Injection-moulded ABS housing", "pcs", 0, (0.6, 2.8), "3926.90"),
    ("Gift box with printed logo", "pcs", 0, (0.3, 1.2), "4819.10"),
]
BANKS = [
    ("Bank of China, Shenzhen Branch", "BKCHCNBJ45A", "International Finance Building, Shenzhen"),
    ("China Merchants Bank, Shenzhen Branch", "CMBCCNBS", "7088 Shennan Blvd, Futian, Shenzhen"),
    ("Industrial and Commercial Bank of China, Ningbo Branch", "ICBKCNBJNBO", "Ningbo, Zhejiang"),
    ("HSBC Bank (China) Co., Ltd., Dongguan Branch", "HSBCCNSHDGN", "Dongguan, Guangdong"),
]
PORTS = {
    "Shenzhen": ["Shenzhen", "Yantian, China", "Shekou, China"],
    "Dongguan": ["Shenzhen", "Yantian, China"],
}
AREA = {"Shenzhen": "755", "Dongguan": "769", "Ningbo": "574"}  # the city's telephone code
MONTHS = ["Jan.", "Feb.", "Mar.", "Apr.", "May", "Jun.", "Jul.", "Aug.", "Sep.", "Oct.", "Nov.", "Dec."]


def make(seed: int) -> Printed:
    rng = random.Random(seed * 5 + 2027)
    currency = "EUR" if rng.random() < 0.25 else "USD"
    model = rng.random() < 0.5
    doc = draw(
        seed,
        seller_country="DE",  # replaced by the Chinese seller below; draw() knows none
        currency=currency,
        lines=(1, 8),
        catalogue=[g[:4] for g in GOODS],
        rates=(0,),
        codes=model,
        series=False,
    )
    vat_registered_buyer(doc, rng)
    buyer = doc.buyer
    assert buyer is not None
    short = rng.choice(NAMES)
    seller = cn_seller(rng, "")
    seller.name = f"{seller.city} {short} {rng.choice(KINDS)} Co., Ltd."  # named after its home city
    doc.seller = seller
    hs = {name: code for name, *_, code in GOODS}
    for item in doc.items:
        # factory lots: whole hundreds of cheap parts, a few units of dear ones
        lot = [100, 200, 300, 500, 1000, 2000] if item.price < 20 else [2, 5, 10, 20, 50]
        item.quantity = Decimal(rng.choice(lot))
        if model:
            item.code = f"{short[:2].upper()}-{rng.randint(100, 999)}{rng.choice(['', 'A', 'B', '-W'])}"
    doc.due = None
    initials = "".join(w[0] for w in short.split()) + rng.choice(["X", "T", ""])
    doc.number = f"{initials.upper()}{doc.issued:%Y%m%d}" + rng.choice(["", f"-{rng.randint(1, 9):02d}"])
    pi_no = f"PI-{doc.issued:%y}{digits(rng, 4)}"
    contract = f"{initials.upper()}-C{digits(rng, 5)}"
    date_style = rng.choice(["us", "iso", "dmy"])
    boxed = rng.random() < 0.5
    font = rng.choice([*FONTS, "'Times New Roman', 'Liberation Serif'"])
    size = rng.choice([8.5, 9, 9.5])
    origin = seller.city if seller.city in PORTS else "Ningbo"
    loading = rng.choice(PORTS.get(origin, ["Ningbo, China"]))
    term = rng.choice([f"FOB {loading.split(',')[0]}", "CIF Klaipėda", "EXW " + seller.city, "DAP Vilnius"])
    transport = "By air" if term.startswith("DAP") else "By sea"
    discharge = "Vilnius, Lithuania" if transport == "By air" else "Klaipėda, Lithuania"
    bank, swift, bank_address = rng.choice(BANKS)
    sym = "USD" if currency == "USD" else "EUR"

    def d(value: date) -> str:
        if date_style == "us":
            return f"{MONTHS[value.month - 1]} {value.day}, {value.year}"
        if date_style == "iso":
            return value.isoformat()
        return f"{value.day:02d}-{MONTHS[value.month - 1].rstrip('.')[:3]}-{value.year}"

    def num(value: Decimal) -> str:
        return amount(value, "en")

    meta = [
        ("Invoice No.", doc.number),
        ("Date", d(doc.issued)),
        ("P/I No.", pi_no),
        ("Contract No.", contract),
        ("Payment terms", rng.choice(["T/T 30% deposit, 70% before shipment", "100% T/T in advance", "T/T"])),
    ]
    meta_html = "".join(f"<tr><th>{k}:</th><td>{v}</td></tr>" for k, v in meta)
    buyer_title = rng.choice(["Consignee / Buyer", "Messrs.", "Sold to / Consignee"])
    buyer_html = f"""<div class="box"><div class="lbl">{buyer_title}</div><b>{escape(buyer.name)}</b><br>
{unbroken(buyer.address)}, Lithuania<br>VAT No.: {buyer.vat_code}<br>
Tel.: +370 {rng.randint(600, 699)} {rng.randint(10000, 99999)}</div>"""
    ship = [
        ("Trade terms", term),
        ("Port of loading", loading if transport == "By sea" else "Shenzhen Bao'an Airport"),
        ("Port of discharge", discharge),
        ("Shipment", transport),
        ("Country of origin", "China"),
    ]
    ship_html = "".join(f"<tr><th>{k}:</th><td>{v}</td></tr>" for k, v in ship)

    head = ["No."] + (["Model No."] if model else []) + ["Description of goods", "HS Code"]
    head += ["Quantity (pcs)", f"Unit price ({sym})", f"Amount ({sym})"]
    rows = ""
    for n, item in enumerate(doc.items, 1):
        rows += (
            f"<tr><td class=c>{n}</td>"
            + (f"<td class=nw>{item.code}</td>" if model else "")
            + f"<td>{escape(item.name)}</td><td class=c>{hs[item.name]}</td>"
            f"<td class=r>{quantity(item.quantity, 'en')}</td><td class=r>{num(item.price)}</td>"
            f"<td class=r>{num(item.subtotal)}</td></tr>"
        )
    pieces = sum((item.quantity for item in doc.items), Decimal(0))
    span = len(head) - 3
    rows += (
        f'<tr class="t"><td colspan={span}>TOTAL</td><td class=r>{quantity(pieces, "en")}</td><td></td>'
        f"<td class=r>{sym} {num(doc.gross)}</td></tr>"
    )
    table = '<table class="items"><tr>' + "".join(f"<th>{h}</th>" for h in head) + f"</tr>{rows}</table>"
    stamp_name = escape(seller.name.upper())
    body = f"""<div class="co"><div class="cname">{escape(seller.name)}</div>
<div>{unbroken(seller.address)}, China</div>
<div>Tel: +86 {AREA[seller.city]} {digits(rng, 8)} &nbsp;
E-mail: sales@{short.lower().replace(" ", "")}-tech.com</div></div>
<div class="title">COMMERCIAL INVOICE</div>
<div class="row">{buyer_html}<table class="meta">{meta_html}</table></div>
<table class="ship">{ship_html}</table>
{table}
<div class="words">{say_words(doc.gross, currency)}</div>
<div class="small">Packing: export carton, {rng.randint(1, 60)} cartons
on {rng.randint(1, 6)} pallets. Shipping marks: N/M.</div>
<div class="row2"><div class="bank"><div class="lbl">Bank information</div>
Beneficiary: {escape(seller.name)}<br>Beneficiary bank: {bank}<br>Bank address: {bank_address}<br>
SWIFT: {swift}<br>A/C No.: {digits(rng, rng.choice([12, 16, 19]))}</div>
<div class="sig"><div class="stamp">{stamp_name}</div>
<div class="sl">Authorized signature</div></div></div>"""
    grid = "1px solid #333" if boxed else "none"
    css = f"""
.co{{text-align:center;line-height:1.4}} .cname{{font-size:{size + 6}pt;font-weight:bold}}
.title{{text-align:center;font-size:{size + 7}pt;font-weight:bold;letter-spacing:2px;margin:4mm 0;
border-top:2px solid #111;border-bottom:2px solid #111;padding:2px 0}}
.row{{display:flex;justify-content:space-between;gap:6mm}} .box{{line-height:1.4;flex:1}}
.lbl{{font-weight:bold;text-decoration:underline;margin-bottom:2px}}
table.meta th,table.ship th{{text-align:left;padding:1px 8px 1px 0;white-space:nowrap}}
table.meta{{border-collapse:collapse;align-self:flex-start}}
table.ship{{border-collapse:collapse;margin:3mm 0}} table.ship th{{font-weight:normal;color:#333}}
table.items{{width:100%;border-collapse:collapse;margin-top:2mm}}
table.items th{{border:1px solid #333;background:#e8e8e8;padding:3px;font-size:{size - 0.5}pt}}
table.items td{{border:{grid};border-bottom:1px solid #999;padding:3px 4px;vertical-align:top}}
table.items tr.t td{{font-weight:bold;border-top:1.5px solid #111;border-bottom:1.5px solid #111}}
.nw{{white-space:nowrap}}
.words{{margin-top:3mm;font-weight:bold}} .small{{margin-top:2mm;font-size:{size - 1}pt}}
.row2{{display:flex;justify-content:space-between;margin-top:6mm}} .bank{{line-height:1.45}}
.sig{{width:62mm;text-align:center;position:relative;padding-top:4mm}}
.stamp{{width:36mm;height:36mm;border:2.5px solid #d32f2f;border-radius:50%;color:#d32f2f;
font-size:{size - 2.5}pt;font-weight:bold;display:flex;align-items:center;justify-content:center;
margin:0 auto;transform:rotate(-12deg);padding:4mm;box-sizing:border-box;opacity:.8}}
.sl{{border-top:1px solid #333;margin-top:2mm;padding-top:1px}}
"""
    html = page(css, body, font=font, size=size, color="#111")
    fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "price", "subtotal")
    fields += ("prekes_kodas",) if model else ()
    truth = doc.truth(fields, iban=False)
    truth.pop("buyer_id")  # only the buyer's VAT number is printed
    truth.pop("vat_percent")  # no VAT is printed at all; the VAT amount stays 0
    return Printed(html, truth)
