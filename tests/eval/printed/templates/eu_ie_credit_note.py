"""An Irish software and IT company's "CREDIT NOTE" in English to a Lithuanian business customer, as the
cloud accounting programs Irish firms use (Xero, Sage Business Cloud) print it: the seller's name and
address at the top with its VAT number ("IE1234567FA") and CRO number ("Registered in Ireland No.
654321"), the customer's address block with its LT VAT number, a meta box with the credit note number,
date and the original invoice it relates to ("Reference: INV-004512" / "Original invoice"), the reason,
a table of the credited lines, and the totals at 0 % with a reverse charge note ("Reverse charge:
customer to account for VAT, Article 196 Council Directive 2006/112/EC"). Bank details (IBAN, BIC) on
some seeds.

As the tuning templates lt_credit_memo and lt_return_credit_note do, the page prints the amounts
negative, with the minus on the quantities (licences or goods returned: "-3") or on the unit prices (a
service credit: "1", "-120.00"), and the truth holds them signed as printed: kind credit_note, net, VAT
(0.00) and total negative. The credit note has no due date. The seller's address is printed in the
Irish order (street, town, Eircode) and its truth is that text."""

from __future__ import annotations

import random
from datetime import timedelta
from decimal import Decimal
from html import escape

from stdnum.ie import vat as ie_vat

from tests.eval.lt_data import money, vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.eu_ie_fi_cz_common import digits, iban

NAMES = ["Liffey Cloud Systems", "Shannon Data Services", "Emerald Software", "Corrib Digital", "Harbour IT"]
FORMS = ["Limited", "Ltd", "DAC"]
# (street, town, Eircode routing key)
PLACES = [
    ("Unit 4, Sandyford Business Park", "Dublin 18", "D18"),
    ("12 Harcourt Street", "Dublin 2", "D02"),
    ("Block B, Eastpoint Business Park", "Dublin 3", "D03"),
    ("3 Lapp's Quay", "Cork", "T12"),
    ("Galway Technology Park, Parkmore", "Galway", "H91"),
    ("National Technology Park, Plassey", "Limerick", "V94"),
]
BANKS = [("AIBK", "AIBKIE2D", "AIB"), ("BOFI", "BOFIIE2D", "Bank of Ireland")]
# (name, unit, net price range): what such a company sells to a business abroad
CATALOGUE = [
    ("Microsoft 365 Business Premium licence (annual)", "pcs", (180, 260)),
    ("Cloud backup storage 1 TB (monthly)", "pcs", (25, 60)),
    ("Managed firewall service (monthly)", "pcs", (90, 240)),
    ("Dell Latitude 5540 laptop", "pcs", (850, 1400)),
    ("Consultancy: data migration", "hrs", (85, 150)),
    ("Remote support hours", "hrs", (60, 110)),
    ("Project management fee", "hrs", (70, 130)),
    ("SaaS platform subscription - Pro plan", "pcs", (120, 480)),
    ("24-port PoE network switch", "pcs", (220, 540)),
]
REASONS = {
    "qty": [
        "Licences cancelled within the 30-day period",
        "Goods returned (RMA {rma})",
        "Duplicate billing of items",
        "Hours invoiced in error",
    ],
    "price": [
        "Service credit for SLA breach",
        "Agreed discount not applied on original invoice",
        "Price adjustment as agreed",
    ],
}
EIR_LETTERS = "ACDEFHKNPRTVWXY"
ACCENTS = ["#13556b", "#1b7f4b", "#5b2a86", "#c0392b", "#2c3e50"]
FONTS = ["'Open Sans'", "Lato", "Roboto", "Arial, 'Liberation Sans'", "Carlito"]


def _ie_vat(rng: random.Random) -> str:
    """A valid Irish VAT number: seven digits and a check letter, in the newer form with a second letter."""
    body = digits(rng, 7)
    if rng.random() < 0.6:
        second = rng.choice("ABH")
        return f"IE{body}{ie_vat.calc_check_digit(body + second)}{second}"
    return f"IE{body}{ie_vat.calc_check_digit(body)}"


def make(seed: int) -> Printed:
    doc = draw(seed, kind="credit_note", language="en", seller_country="DE", lines=(1, 1), rates=(0,))
    rng = random.Random(seed * 23 + 9)
    buyer = doc.buyer
    assert buyer is not None
    if buyer.vat_code is None:  # a reverse charge needs the customer's VAT number
        buyer.vat_code = vat_code(rng)
    street, town, key = rng.choice(PLACES)
    eircode = (
        f"{key} {rng.choice(EIR_LETTERS)}{rng.randint(0, 9)}{rng.choice(EIR_LETTERS)}{rng.randint(0, 9)}"
    )
    bank_code, bic, bank = rng.choice(BANKS)
    seller = Foreign(
        name=f"{rng.choice(NAMES)} {rng.choice(FORMS)}",
        code=digits(rng, 6).lstrip("0") or "512345",
        vat_code=_ie_vat(rng),
        street=street,
        city=town,
        postcode=eircode,
        country="IE",
        iban=iban("IE", bank_code + digits(rng, 14)),
        bank=bank,
    )
    assert ie_vat.is_valid(seller.vat_code or "")
    doc.seller = seller
    doc.series = None
    doc.number = f"{rng.choice(['CN-', 'CN', 'CR-'])}{rng.randint(1, 9999):0{rng.choice([4, 5])}d}"
    original = f"INV-{rng.randint(1, 99999):0{rng.choice([4, 5, 6])}d}"
    original_day = doc.issued - timedelta(days=rng.randint(5, 80))
    doc.due = None

    mode = rng.choice(["qty", "qty", "price"])
    lines: list[Item] = []
    for name, unit, (low, high) in rng.sample(CATALOGUE, rng.randint(1, 4)):
        qty = Decimal(rng.randint(1, 10)) if unit == "pcs" else Decimal(rng.randint(2, 40)) / 2
        price = money(Decimal(str(rng.uniform(low, high))))
        if mode == "price":  # a credit of part of the price on the quantity originally billed
            price = money(price * Decimal(str(rng.choice([0.1, 0.15, 0.2, 0.25, 0.5]))))
        lines.append(Item(name, unit, qty, price, Decimal(0)))
    doc.items = lines
    reason = rng.choice(REASONS[mode]).format(rma=f"RMA-{rng.randint(1000, 99999)}")

    style = rng.choice(["en", "en", "plain-dot"])
    date_style = rng.choice(["en-dmy", "dmy-slash", "dmy-slash"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5, 10])
    accent = rng.choice(ACCENTS)
    show_bank = rng.random() < 0.6
    euro = rng.random() < 0.5
    s = doc.sign

    def a(value: Decimal) -> str:
        text = amount(value, style)
        return ("-€" + text[1:] if text.startswith("-") else "€" + text) if euro else text

    def d(value: object) -> str:
        return day(value, date_style)  # type: ignore[arg-type]

    rows = ""
    for it in doc.items:
        q = s * it.quantity if mode == "qty" else it.quantity
        p = it.price if mode == "qty" else s * it.price
        rows += (
            f"<tr><td>{escape(it.name)}</td><td class=r>{quantity(q, 'plain-dot')}</td>"
            f"<td class=r>{a(p)}</td><td class=r>0%</td><td class=r>{a(s * it.subtotal)}</td></tr>"
        )
    table = (
        '<table class="items"><thead><tr><th>Description</th><th class=r>Quantity</th>'
        "<th class=r>Unit Price</th><th class=r>VAT</th><th class=r>Amount EUR</th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
    )
    totals = (
        f'<table class="tot"><tr><td>Subtotal</td><td class=r>{a(s * doc.net)}</td></tr>'
        f"<tr><td>Total VAT 0%</td><td class=r>{a(s * doc.vat)}</td></tr>"
        f'<tr class="g"><td>TOTAL CREDIT EUR</td><td class=r>{a(s * doc.gross)}</td></tr></table>'
    )
    buyer_lines = [escape(buyer.name), escape(buyer.street), f"{buyer.postcode} {escape(buyer.city)}"]
    buyer_lines += ["LITHUANIA", f"VAT No: {buyer.vat_code}"]
    seller_address = f"{seller.street}, {seller.city}, {seller.postcode}"
    seller_lines = [escape(seller.street), escape(seller.city), seller.postcode, "Ireland"]
    ref_label = rng.choice(["Reference", "Original Invoice", "Relates to Invoice"])
    meta = [
        ("Credit Note Number", doc.number),
        ("Credit Note Date", d(doc.issued)),
        (ref_label, original),
        ("Original Invoice Date", d(original_day)),
    ]
    meta_html = "".join(f"<div class=mk>{k}</div><div class=mv>{v}</div>" for k, v in meta)
    bank_html = (
        f"<div><b>Bank details</b><br>{bank}<br>IBAN: {seller.iban}<br>BIC: {bic}</div>" if show_bank else ""
    )
    refund = rng.choice(
        [
            f"This credit has been applied against invoice {original}.",
            "The credit will be refunded to your account within 10 working days.",
            "Please deduct this credit from your next payment.",
        ]
    )
    body = f"""<div class="top"><div><div class="co">{escape(seller.name)}</div>
<div class="small">{"<br>".join(seller_lines)}</div></div>
<div class="title">CREDIT NOTE</div></div>
<div class="mid"><div class="to"><div class="lab">Credit To</div>{"<br>".join(buyer_lines)}</div>
<div class="meta">{meta_html}<div class=mk>VAT Number</div><div class=mv>{seller.vat_code}</div></div></div>
<div class="reason"><b>Reason for credit:</b> {escape(reason)}</div>
{table}{totals}
<div class="rc">Reverse charge: customer to account for VAT. Supply to a VAT-registered business in another
EU Member State, Article 196 Council Directive 2006/112/EC.</div>
<div class="pay"><div>{refund}</div>{bank_html}</div>
<div class="foot">{escape(seller.name)} · Registered in Ireland No. {seller.code} · Registered office:
{escape(seller_address)} · VAT No. {seller.vat_code}</div>"""
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:14mm 15mm 16mm 15mm}}
body{{font-family:{font};font-size:{size}pt;color:#222;margin:0}}
.top{{display:flex;justify-content:space-between;align-items:flex-start}}
.co{{font-size:{size + 6}pt;font-weight:bold;color:{accent}}}
.title{{font-size:{size + 10}pt;letter-spacing:1px;color:#333}}
.small{{font-size:{size - 0.5}pt;line-height:1.4;color:#444}}
.mid{{display:flex;justify-content:space-between;margin-top:20px;gap:20px}}
.to{{line-height:1.45}} .lab{{font-weight:bold;color:{accent}}}
.meta{{display:grid;grid-template-columns:auto auto;gap:2px 12px;align-content:start}}
.mk{{font-weight:bold}} .mv{{text-align:right}}
.reason{{margin:16px 0 8px}}
table.items{{width:100%;border-collapse:collapse}}
table.items th{{text-align:left;border-bottom:1.5px solid #333;padding:4px 5px}}
table.items td{{border-bottom:1px solid #ddd;padding:4px 5px;vertical-align:top}}
.r{{text-align:right!important;white-space:nowrap}}
table.tot{{margin:8px 0 0 auto;border-collapse:collapse;min-width:40%}} table.tot td{{padding:3px 5px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #333;font-size:{size + 1}pt}}
.rc{{margin-top:16px;padding:6px 8px;border-left:3px solid {accent};background:#f6f6f6}}
.pay{{display:flex;justify-content:space-between;gap:20px;margin-top:16px;line-height:1.4}}
.foot{{margin-top:30px;border-top:1px solid #ccc;padding-top:4px;font-size:{size - 1.5}pt;color:#666}}
</style></head><body>{body}</body></html>"""
    truth = doc.truth(("prekes_pavadinimas", "quantity", "price", "vat_percent", "subtotal"), iban=show_bank)
    truth["seller_address"] = seller_address
    if mode == "price":
        for line, it in zip(truth["line_items"], doc.items, strict=True):  # type: ignore[call-overload]
            line["quantity"] = str(it.quantity)
            line["price"] = str(s * it.price)
    return Printed(html, truth)
