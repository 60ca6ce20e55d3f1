"""An Irish company's invoice as small-business accounting packages used in Ireland (Sage 50 Accounts,
Big Red Book, Surf Accounts) print it: a letterhead with the Eircode, phone and "VAT No. IE…", the
invoice number, date, account reference and due date in a ruled box at the right, "Invoice To" (and
sometimes "Deliver To"), a ruled item table in euro with VAT % per line, the net/VAT/total box, the
reverse-charge wording for a Lithuanian business customer, bank details with sort code and IBAN, an
optional remittance slip, and the Companies Registration Office line ("Registered in Ireland No. …")
in the footer."""

from __future__ import annotations

import random
import unicodedata
from datetime import date
from decimal import Decimal
from html import escape

from stdnum.ie import vat as ie_vat

from tests.eval.printed import Printed
from tests.eval.printed.fmt import MONTHS, amount, quantity
from tests.eval.printed.templates.eu_common import Irish, account, grouped, reverse, unbroken
from tests.eval.printed.templates.eu_ie_fi_cz_common import supply
from tests.eval.printed.templates.lt_common import FONTS

CATALOGUE = [
    ("Process validation consultancy", "days", 23, (650, 1400)),
    ("Laboratory testing – microbiological panel", "each", 23, (85, 320)),
    ("Software maintenance & support, annual", "each", 23, (900, 4800)),
    ("On-site training course (per delegate)", "each", 23, (250, 690)),
    ("Calibration of temperature data loggers", "each", 23, (45, 140)),
    ("Regulatory affairs support", "hrs", 23, (95, 180)),
    ("Technical writing – SOP documentation", "hrs", 23, (60, 120)),
    ("Cleanroom environmental monitoring audit", "days", 23, (700, 1500)),
    ("Statistical data analysis & reporting", "hrs", 23, (80, 160)),
    ("Equipment qualification (IQ/OQ) protocol", "each", 23, (1200, 3500)),
    ("Remote helpdesk support block (10 hrs)", "each", 23, (550, 900)),
    ("Project management", "hrs", 23, (70, 140)),
]
NAMES = [
    "Shannon Precision", "Liffey Analytics", "Corrib Validation", "Boyne Technical Services",
    "Slaney Engineering", "Atlantic Medtech", "Galway Bay Instruments", "Wicklow Quality Systems",
]  # fmt: skip
FORMS = ["Ltd", "Limited", "DAC", "Ltd"]
# street pattern, town as printed, Eircode routing key
PLACES = [
    ("{n} Harcourt Street", "Dublin 2", "D02"),
    ("Unit {n}, Ballymount Industrial Estate", "Dublin 12", "D12"),
    ("Block {b}, Citywest Business Campus", "Dublin 24", "D24"),
    ("{n} South Mall", "Cork", "T12"),
    ("Unit {n}, Ballybrit Business Park", "Galway", "H91"),
    ("{n} O'Connell Street", "Limerick", "V94"),
    ("Unit {n}, IDA Business Park", "Waterford", "X91"),
    ("Unit {n}, Shannon Free Zone", "Shannon, Co. Clare", "V14"),
    ("{n} Dublin Road", "Athlone, Co. Westmeath", "N37"),
]
AREA = {"D": "1", "T": "21", "H": "91", "V": "61", "X": "51", "N": "90"}
DIRECTORS = ["J. Murphy", "A. O'Brien", "C. Kelly", "S. Byrne", "M. Ryan (British)", "P. Walsh", "N. Doyle"]
EIRCODE_CHARS = "0123456789ACDEFHKNPRTVWXY"
WHOLE = ("each", "days")


def _seller(rng: random.Random) -> tuple[Irish, str]:
    """The company and its Companies Registration Office number."""
    while True:
        body = f"{rng.randint(1000000, 9999999)}"
        vat = f"IE{body}{rng.choice('ABCDEFGHIJKLMNOPQRSTUVW')}{rng.choice(['', '', 'A', 'H'])}"
        if ie_vat.is_valid(vat):
            break
    street, town, key = rng.choice(PLACES)
    street = street.format(n=rng.randint(1, 48), b=rng.choice("ABCDEFG"))
    eircode = f"{key} {rng.choice('ACDEFHKNPRTVWXY')}" + "".join(rng.choice(EIRCODE_CHARS) for _ in range(3))
    cro = str(rng.randint(104000, 748000))
    name = f"{rng.choice(NAMES)} {rng.choice(FORMS)}"
    return Irish(name, cro, vat, street, town, eircode, "IE"), cro


def _day(value: date, style: str) -> str:
    if style == "slash":
        return value.strftime("%d/%m/%Y")
    if style == "short":
        return f"{value.day:02d}-{MONTHS['en'][value.month - 1][:3]}-{value.year}"
    return f"{value.day} {MONTHS['en'][value.month - 1]} {value.year}"


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    seller, cro = _seller(rng)
    # services to a Lithuanian business: reverse charge; Irish VAT only where it gives no VAT number
    domestic = False
    codes = rng.random() < 0.35
    doc = supply(seed, seller, domestic, (23,), CATALOGUE, WHOLE, language="en", codes=codes, lines=(1, 7))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code
    seller.iban, seller.bank, bic = account(rng, "IE")
    doc.series = rng.choice(["INV", "SI", "IN", None])
    sep = rng.choice(["-", "", "/"])
    number = f"{doc.series}{sep}{doc.number}" if doc.series else doc.number
    font = rng.choice(FONTS[:7])
    size = rng.choice([8.5, 9, 9.5])
    ds = rng.choice(["slash", "slash", "short", "long"])
    accent = rng.choice(["#0b5d3b", "#14406e", "#6b1f2a", "#333333", "#00656f"])
    euro_sign = rng.random() < 0.5
    vat_label = rng.choice(["VAT No.", "VAT Reg. No.", "VAT Number:"])
    centred = rng.random() < 0.35
    deliver = rng.random() < 0.4
    remittance = rng.random() < 0.45
    carriage = rng.random() < 0.3
    order_no = f"PO-{rng.randint(1000, 99999)}" if rng.random() < 0.6 else None
    base = unicodedata.normalize("NFKD", buyer.name.split("„")[-1].strip("“").upper())
    base = "".join(c for c in base if c.isalpha() and c.isascii())
    account_ref = f"{base[:6]}{rng.randint(1, 9):03d}"
    phone = f"+353 {AREA[seller.postcode[0]]} {rng.randint(200, 999)} {rng.randint(1000, 9999)}"
    domain = seller.name.split()[0].lower() + rng.choice([".ie", ".com"])
    days = (doc.due - doc.issued).days

    def a(value: Decimal) -> str:
        return ("€" if euro_sign else "") + amount(value, "en")

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f}%"

    code_head = "<th>Product Code</th>" if codes else ""
    rows = "".join(
        "<tr>" + (f"<td>{escape(it.code or '')}</td>" if codes else "") + f"<td>{escape(it.name)}</td>"
        f"<td class=r>{quantity(it.quantity, 'en')}</td><td>{it.unit}</td>"
        f"<td class=r>{amount(it.price, 'en')}</td><td class=r>{pct(it.vat_percent)}</td>"
        f"<td class=r>{amount(it.subtotal, 'en')}</td></tr>"
        for it in doc.items
    )
    filler = "".join(
        f"<tr class=pad>{'<td></td>' if codes else ''}<td>&nbsp;</td><td></td><td></td><td></td><td></td>"
        "<td></td></tr>"
        for _ in range(max(0, rng.choice([0, 4, 6]) - len(doc.items)))
    )
    if reverse(doc):
        vat_rows = f"<tr><td>VAT @ 0%</td><td class=r>{a(doc.vat)}</td></tr>"
        note = (
            "<div class=note><b>Reverse charge – Art. 196 Council Directive 2006/112/EC.</b> "
            "VAT to be accounted for by the recipient. Customer VAT No. "
            f"{escape(buyer.vat_code or '')}.</div>"
        )
    else:
        vat_rows = "".join(
            f"<tr><td>VAT @ {pct(r)} on {a(b)}</td><td class=r>{a(t)}</td></tr>"
            for r, (b, t) in doc.rates().items()
        )
        note = ""
    carriage_row = f"<tr><td>Carriage</td><td class=r>{a(Decimal(0))}</td></tr>" if carriage else ""

    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
    ]
    buyer_lines.append(rng.choice(["Lithuania", "LITHUANIA"]))
    if buyer.vat_code:
        buyer_lines.append(f"VAT No. {buyer.vat_code}")
    invoice_to = f"<div class=addr><div class=lab>Invoice To:</div>{'<br>'.join(buyer_lines)}</div>"
    deliver_to = (
        f"<div class=addr><div class=lab>Deliver To:</div>{'<br>'.join(buyer_lines[:4])}</div>"
        if deliver
        else ""
    )
    box = [
        ("Invoice No.", escape(number)),
        ("Invoice Date", _day(doc.issued, ds)),
        ("Account Ref.", account_ref),
    ]
    if order_no:
        box.append(("Your Order No.", order_no))
    box.append(("Due Date", _day(doc.due, ds)))
    box_html = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in box)
    head_align = "center" if centred else "left"
    letterhead = (
        f"<div class=lh style='text-align:{head_align}'><div class=co>{escape(seller.name)}</div>"
        f"<div>{escape(seller.street)}, {escape(seller.city)}, {seller.postcode}, Ireland</div>"
        f"<div>Tel: {phone} · accounts@{domain} · www.{domain}</div>"
        f"<div>{vat_label} {seller.vat_code}</div></div>"
        if centred
        else f"<div class=lh><div class=co>{escape(seller.name)}</div>{escape(seller.street)}<br>"
        f"{escape(seller.city)}<br>{seller.postcode}<br>Ireland<br>Tel: {phone}<br>accounts@{domain}<br>"
        f"{vat_label} {seller.vat_code}</div>"
    )
    sort_code = "-".join(seller.iban[i : i + 2] for i in (8, 10, 12))
    bank = (
        f"<div class=bank><b>Bank details:</b> {escape(seller.bank)} · Sort Code {sort_code} · "
        f"Account No. {seller.iban[14:]}<br>IBAN {grouped(seller.iban)} · BIC {bic}<br>"
        f"Please quote invoice number {escape(number)} with your payment.</div>"
    )
    remit = (
        f"<div class=remit><div class=cut>✂ {'- ' * 60}</div>"
        f"<b>REMITTANCE ADVICE</b> – please return with your payment<table class=rm>"
        f"<tr><td>Customer</td><td>{escape(buyer.name)}</td>"
        f"<td>Account Ref.</td><td>{account_ref}</td></tr>"
        f"<tr><td>Invoice No.</td><td>{escape(number)}</td>"
        f"<td>Amount Due</td><td><b>{a(doc.gross)}</b></td></tr>"
        f"</table></div>"
        if remittance
        else ""
    )
    directors = ", ".join(rng.sample(DIRECTORS, rng.randint(2, 3)))
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 14mm 12mm 14mm}}
body{{font-family:{font};font-size:{size}pt;color:#222;margin:0}}
.page{{min-height:271mm;display:flex;flex-direction:column}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;gap:16px}}
.lh{{line-height:1.35;{"flex:1" if centred else ""}}}
.co{{font-size:{size + 9}pt;font-weight:bold;color:{accent};margin-bottom:3px}}
.title{{font-size:{size + 10}pt;font-weight:bold;letter-spacing:2px;text-align:right;margin-bottom:4px;
color:{accent}}}
table.box{{border-collapse:collapse;min-width:62mm}}
table.box th,table.box td{{border:1px solid #555;padding:3px 6px;text-align:left}}
table.box th{{background:#eee;font-weight:normal;width:45%}}
.addrs{{display:flex;gap:20px;margin-top:14px}}
.addr{{border:1px solid #aaa;padding:5px 8px;width:75mm;line-height:1.35}}
.lab{{font-size:{size - 1}pt;color:#555;margin-bottom:2px}}
table.items{{width:100%;border-collapse:collapse;margin-top:16px}}
table.items th{{background:{accent};color:#fff;text-align:left;padding:4px 5px;font-weight:bold}}
table.items td{{padding:3px 5px;border-bottom:1px solid #ddd;vertical-align:top}}
table.items tr.pad td{{border-bottom:1px solid #f2f2f2}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}}
.lower{{display:flex;justify-content:space-between;gap:20px;margin-top:10px}}
table.tot{{border-collapse:collapse;min-width:70mm}} table.tot td{{border:1px solid #555;padding:3px 6px}}
table.tot tr.g td{{font-weight:bold;background:#eee}}
.note{{margin-top:10px;padding:5px 7px;border-left:3px solid {accent};background:#f6f6f6}}
.bank{{margin-top:12px;line-height:1.45}}
.terms{{margin-top:6px;color:#444}}
.remit{{margin-top:18px}} .cut{{color:#888;white-space:nowrap;overflow:hidden;margin-bottom:4px}}
table.rm td{{padding:2px 10px 2px 0}}
.foot{{margin-top:auto;padding-top:8px;border-top:1px solid #999;font-size:{size - 1.5}pt;color:#444;
text-align:center;line-height:1.4}}
</style></head><body><div class="page">
<div class="top">{letterhead}<div><div class="title">INVOICE</div>
<table class="box">{box_html}</table></div></div>
<div class="addrs">{invoice_to}{deliver_to}</div>
<table class="items"><thead><tr>{code_head}<th>Description</th><th class=r>Qty</th><th>Unit</th>
<th class=r>Unit Price</th><th class=r>VAT %</th><th class=r>Net Amount</th></tr></thead>
<tbody>{rows}{filler}</tbody></table>
<div class="lower"><div>{note}</div><table class="tot">
<tr><td>Total Net Amount</td><td class=r>{a(doc.net)}</td></tr>{carriage_row}{vat_rows}
<tr class="g"><td>Invoice Total (EUR)</td><td class=r>{a(doc.gross)}</td></tr></table></div>
{bank}<div class="terms">Terms: strictly {days} days net. Payment due by {_day(doc.due, ds)}.</div>
{remit}
<div class="foot">{escape(seller.name)} · Registered in Ireland No. {cro} · Registered Office:
{escape(seller.street)}, {escape(seller.city)}, {seller.postcode}<br>Directors: {escape(directors)} ·
{vat_label} {seller.vat_code}</div>
</div></body></html>"""
    fields = ("prekes_pavadinimas", "unit", "quantity", "price", "vat_percent", "subtotal")
    truth = doc.truth(fields + (("prekes_kodas",) if codes else ()))
    truth.pop("buyer_id", None)
    return Printed(html, truth)
