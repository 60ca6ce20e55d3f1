"""A large online marketplace's EU "Invoice" as a Lithuanian business downloads it from its orders page:
the marketplace's Luxembourg S.à r.l. as the seller, or a third-party seller (a German GmbH, a Polish
Sp. z o.o., an Italian S.r.l.) it "Sold by" and invoices for; an "Invoice number", an "Invoice date /
Date of supply", an "Order number" that is not the invoice number, the buyer's "Billing address" and
"Delivery address" (the same Lithuanian company, with its VAT code), a lines table ("Description",
"Qty", "Unit price (excl. VAT)", "VAT rate", "Unit price (incl. VAT)", "Item subtotal (incl. VAT)"),
a totals table ("Total (excl. VAT)", "VAT", "Total payable") in EUR. Variants: VAT reverse charge /
intra-community supply at 0 % or the Lithuanian 21 %; a shipping line on some seeds; the seller's block
at the top or in the footer; addresses side by side or stacked; a "Paid" stamp or a card payment note;
amount and date styles.

Truth: the seller that "Sold by" names (with its VAT code; the R.C.S. number of the Luxembourg
S.à r.l.), the buyer, the invoice number without series, no due date, no IBAN (a paid card order prints
none), lines with name, quantity, net unit price, rate and gross subtotal."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, Item, draw, foreign_party
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.eu_common import unbroken
from tests.eval.printed.templates.eu_round9_common import it_seller, lu_seller, vat_registered_buyer
from tests.eval.printed.templates.lt_common import FONTS
from tests.eval.printed.templates.lt_round8_common import page

MARKETS = ["Parcelo", "Marktly", "Shopvera", "Buyzon", "Cartiva"]
# (name, unit, usual rate, price range): what a business orders from a marketplace
GOODS: list[tuple[str, str, int, tuple[float, float]]] = [
    ("Logitech MX Keys S wireless keyboard, US layout", "pcs", 21, (70, 120)),
    ("USB-C docking station, 12-in-1, 100 W PD", "pcs", 21, (45, 160)),
    ('Samsung 27" monitor S27C390, FHD, 75 Hz', "pcs", 21, (120, 210)),
    ("Brother TN-2420 toner cartridge, black", "pcs", 21, (25, 60)),
    ("SanDisk Extreme PRO 256 GB microSDXC", "pcs", 21, (20, 45)),
    ("Ergonomic office chair, mesh back, adjustable armrests", "pcs", 21, (110, 290)),
    ("Anker 737 power bank 24,000 mAh", "pcs", 21, (80, 140)),
    ("Label printer DYMO LabelWriter 550", "pcs", 21, (90, 150)),
    ("Cat 6 Ethernet cable, 10 m", "pcs", 21, (6, 18)),
    ("Bosch Professional GSR 12V-15 cordless drill", "pcs", 21, (95, 180)),
    ("Philips Hue White starter kit, E27", "pcs", 21, (60, 110)),
    ("A4 copy paper, 80 g/m², box of 5 reams", "pcs", 21, (18, 32)),
    ("Webcam 1080p with privacy shutter", "pcs", 21, (25, 90)),
    ("Kingston A2000 NVMe SSD 1 TB", "pcs", 21, (55, 95)),
    ("Desk organiser set, bamboo", "pcs", 21, (12, 35)),
]


def make(seed: int) -> Printed:
    # draw() knows no Luxembourg seller: its German one is replaced below
    doc = draw(seed, seller_country="DE", lines=(1, 5), catalogue=GOODS, series=False)
    rng = random.Random(seed * 5 + 909)
    vat_registered_buyer(doc, rng)
    buyer = doc.buyer
    assert buyer is not None
    market = rng.choice(MARKETS)
    market_entity = f"{market} EU S.à r.l."
    third = rng.random() < 0.45
    seller: Foreign
    if not third:
        seller = lu_seller(rng, market_entity)
    else:
        country = rng.choice(["DE", "PL", "IT"])
        if country == "IT":
            seller = it_seller(rng, f"{rng.choice(['Tecnoshop', 'Ufficio Pro', 'Elettra'])} S.r.l.")
        else:
            seller = foreign_party(rng, country)
    doc.seller = seller
    reverse = rng.random() < 0.5
    rate = Decimal(0 if reverse else 21)
    for item in doc.items:
        item.vat_percent = rate
        item.quantity = Decimal(rng.choice([1, 1, 1, 2, 2, 3, 5, 10]))
    if rng.random() < 0.35:
        doc.items.append(
            Item(
                "Shipping charges",
                "pcs",
                Decimal(1),
                money(Decimal(rng.choice(["4.99", "7.49", "9.90"]))),
                rate,
            )
        )
    doc.due = None
    doc.number = (
        f"{seller.country}{doc.issued:%y}{rng.choice(['AEU', 'MKT', 'INV'])}{rng.randint(100000, 999999)}"
    )
    order = f"{rng.randint(300, 408)}-{rng.randint(1000000, 9999999)}-{rng.randint(1000000, 9999999)}"
    ordered = date.fromordinal(doc.issued.toordinal() - rng.randint(0, 4))

    style = rng.choice(["en", "lt-dot", "lt"])
    euro_first = style == "en"
    date_style = rng.choice(["en-dmy", "dmy-dots", "dmy-slash", "iso"])
    font = rng.choice(FONTS[:7])
    size = rng.choice([8.5, 9, 9.5])
    color = rng.choice(["#232f3e", "#e47911", "#0a5c8a", "#1b1b1b"])
    seller_top = rng.random() < 0.5
    stacked = rng.random() < 0.4
    paid_stamp = rng.random() < 0.7
    incl_label = rng.choice(["Item subtotal (incl. VAT)", "Item Subtotal (incl. VAT)"])

    def eur(value: Decimal) -> str:
        return f"€{amount(value, style)}" if euro_first else f"{amount(value, style)} €"

    def d(value: date) -> str:
        return day(value, date_style)

    country_names = {"LU": "Luxembourg", "DE": "Germany", "PL": "Poland", "IT": "Italy"}
    addr_lines = "<br>".join(unbroken(part) for part in seller.address.split(", "))
    reg = f"<br>R.C.S. Luxembourg: {seller.code}" if seller.code else ""
    seller_html = (
        f'<div class="sold"><div class="lbl">Sold by</div><b>{escape(seller.name)}</b><br>{addr_lines}<br>'
        f"{country_names[seller.country]}<br>VAT # {seller.vat_code}{reg}</div>"
    )

    def buyer_block(title: str) -> str:
        return (
            f'<div class="addr"><div class="lbl">{title}</div><b>{escape(buyer.name)}</b><br>'
            f"{unbroken(buyer.street)}<br>{unbroken(buyer.postcode + ' ' + buyer.city)}<br>Lithuania<br>"
            f"VAT # {buyer.vat_code}</div>"
        )

    buyers = buyer_block("Billing address") + buyer_block("Delivery address")
    if stacked:  # billing over delivery in one column, the seller (when on top) beside them
        buyers = f'<div class="col">{buyers}</div>'
    addresses = f'<div class="addrs">{buyers}{seller_html if seller_top else ""}</div>'

    rows = "".join(
        f"<tr><td>{escape(item.name)}</td><td class=c>{quantity(item.quantity)}</td>"
        f"<td class=r>{eur(item.price)}</td><td class=c>{rate}%</td>"
        f"<td class=r>{eur(item.gross_price)}</td><td class=r>{eur(item.total)}</td></tr>"
        for item in doc.items
    )
    table = (
        '<table class="items"><tr><th>Description</th><th class=c>Qty</th>'
        "<th class=r>Unit price<br>(excl. VAT)</th><th class=c>VAT rate</th>"
        f"<th class=r>Unit price<br>(incl. VAT)</th><th class=r>{incl_label}</th></tr>"
        f"{rows}</table>"
    )
    totals = (
        '<table class="tot"><tr><th></th><th class=r>VAT rate</th><th class=r>Item subtotal (excl. VAT)</th>'
        f"<th class=r>VAT</th></tr><tr><td></td><td class=r>{rate}%</td><td class=r>{eur(doc.net)}</td>"
        f"<td class=r>{eur(doc.vat)}</td></tr>"
        f"<tr class=s><td>Total (excl. VAT)</td><td></td><td class=r>{eur(doc.net)}</td><td></td></tr>"
        f"<tr><td>VAT</td><td></td><td></td><td class=r>{eur(doc.vat)}</td></tr>"
        f'<tr class="g"><td colspan=3>Total payable</td><td class=r>{eur(doc.gross)}</td></tr></table>'
    )
    remark = ""
    if reverse:
        remark = rng.choice(
            [
                "VAT reverse charge: the customer is liable to account for the VAT (Art. 196, "
                "Council Directive 2006/112/EC).",
                "Intra-community supply of goods, exempt from VAT under Art. 138 of Council Directive "
                "2006/112/EC. VAT reverse charge.",
            ]
        )
    elif third:
        remark = (
            "VAT charged at the rate of the country of destination (Lithuania) under the One-Stop Shop "
            "scheme."
        )
    payment = (
        f'<div class="stamp">PAID</div><div class="small">Paid by Visa ending in {rng.randint(1000, 9999)} '
        f"on {d(ordered)}</div>"
        if paid_stamp
        else '<div class="small">Payment method: '
        f"{rng.choice(['Mastercard', 'Visa', 'Business account card'])}. "
        "The amount has been charged to your card; nothing is due.</div>"
    )
    issuer = (
        f"Invoice issued by {market_entity} on behalf of {escape(seller.name)}."
        if third
        else f"{market_entity} · {escape(seller.address)} · R.C.S. Luxembourg: {seller.code}"
    )
    body = f"""<div class="hdr"><div class="logo">{market.lower()}<span>.eu</span></div>
<div class="meta"><table class=pt>
<tr><th>Invoice number</th><td><b>{doc.number}</b></td></tr>
<tr><th>Invoice date / Date of supply</th><td>{d(doc.issued)}</td></tr>
<tr><th>Order number</th><td>{order}</td></tr>
<tr><th>Order date</th><td>{d(ordered)}</td></tr></table></div></div>
<h1>Invoice</h1>
{addresses}
{table}{totals}
<div class="remark">{remark}</div>
{payment}
{"" if seller_top else seller_html}
<div class="foot">{issuer}<br>For questions about your order, visit {market.lower()}.eu/contact. This is a
computer-generated document and is valid without a signature.</div>"""
    css = f"""
.hdr{{display:flex;justify-content:space-between;align-items:flex-start}}
.logo{{font-size:{size + 11}pt;font-weight:bold;color:{color};letter-spacing:-0.5px}} .logo span{{color:#f90}}
h1{{font-size:{size + 7}pt;font-weight:normal;margin:14px 0 8px}}
.lbl{{font-weight:bold;color:{color};margin-bottom:2px}}
.addrs{{display:flex;gap:18px;margin-bottom:12px;line-height:1.35}} .addrs>div{{flex:1}}
.col>div{{margin-bottom:8px}}
.sold{{line-height:1.35;margin-top:8px}} .addrs .sold{{margin-top:0}}
table.items{{width:100%;border-collapse:collapse}}
table.items th{{border-bottom:1.5px solid {color};text-align:left;padding:4px;font-size:{size - 0.5}pt}}
table.items td{{border-bottom:1px solid #ddd;padding:4px;vertical-align:top}}
table.tot{{margin:10px 0 0 auto;border-collapse:collapse;min-width:58%}}
table.tot th{{font-weight:normal;color:#555;padding:2px 6px;font-size:{size - 1}pt}}
table.tot td{{padding:2px 6px}} table.tot tr.s td{{border-top:1px solid #999}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 1.5}pt;border-top:1.5px solid #000}}
.remark{{margin-top:10px;font-style:italic}}
.stamp{{display:inline-block;border:2.5px solid #2e8b57;color:#2e8b57;font-weight:bold;
font-size:{size + 6}pt;padding:2px 14px;margin:10px 0 4px;transform:rotate(-4deg)}}
.foot{{margin-top:22px;border-top:1px solid #ccc;padding-top:5px;font-size:{size - 1.5}pt;color:#666}}
"""
    html = page(css, body, font=font, size=size, color=color)
    truth = doc.truth(("prekes_pavadinimas", "quantity", "price", "vat_percent", "total"), iban=False)
    truth.pop("buyer_id")  # the addresses name the buyer by its VAT number alone
    return Printed(html, truth)
