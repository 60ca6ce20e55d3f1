"""An Estonian company's "KREEDITARVE" (credit invoice) to a Lithuanian company, as an Estonian accounting
program (Merit Aktiva, Directo, SmartAccounts) prints it in Estonian: the seller's name and logo line at
the top, the buyer's block ("Maksja" / "Ostja") with its "KMKR nr" and "Reg. kood", the right-hand info
block ("Kreeditarve nr", "Kuupäev", "Viide arvele: Arve nr …", "Arve kuupäev", "Viitenumber"), the reason
("Põhjus: Kauba tagastus" / "Hinnaalandus"), a line grid ("Kood · Nimetus · Kogus · Ühik · Hind ·
Summa") with negative amounts, the totals ("Summa käibemaksuta", "Käibemaks 24 %" or "Käibemaks 0 %"
with the reverse-charge remark "pöördmaksustamine", "Kokku EUR") and the seller's footer ("Registrikood",
"KMKR nr", bank and IBAN).

The minus sits on the quantities (returned goods: "-3", positive unit price) or on the unit prices (a
price reduction: positive quantity, "-12,40"), the truth's lines as the page prints them, as in
lt_credit_memo. Some seeds print a refund date ("Tagastamise tähtaeg"), the others offset the credit
against later invoices, and then the truth has no due date. The document number is printed without a
series; the original invoice's number is printed too but is not the document's."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from stdnum.ee import registrikood

from tests.eval.lt_data import vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, quantity, rate
from tests.eval.printed.templates.eu_common import account, grouped
from tests.eval.printed.templates.lt_common import FONTS

GOODS = [
    ("Puitpellet 6 mm, 15 kg kott", "kott", 24, (3.8, 6.5)),
    ("Kontoritool ergonoomiline, must", "tk", 24, (89.0, 240.0)),
    ("Laminaatparkett tamm 8 mm", "m2", 24, (9.5, 22.0)),
    ("LED paneel 60x60 36W", "tk", 24, (18.0, 42.0)),
    ("Soojustusvill 100 mm, pakk", "pakk", 24, (14.0, 31.0)),
    ("Terastoru 40x40x2, 6 m", "tk", 24, (16.0, 39.0)),
    ("Kaitsekindad nitriil, karp 100 tk", "karp", 24, (5.5, 12.0)),
    ("Sülearvuti laadija 65W USB-C", "tk", 24, (19.0, 45.0)),
    ("Puidust euroaluse kaas", "tk", 24, (6.0, 14.0)),
    ("Veekindel vineer 18 mm, 1250x2500", "tk", 24, (48.0, 95.0)),
    ("Värv fassaadile valge 9 l", "tk", 24, (44.0, 88.0)),
]
WHOLE = ("tk", "kott", "pakk", "karp")
REASONS = {
    "qty": [
        "Kauba tagastus",
        "Kauba tagastus (praak)",
        "Vale kogus tarnitud",
        "Kauba tagastus, arve nr {n} alusel",
    ],
    "price": ["Hinnaalandus", "Hinnaalandus kvaliteedipuuduste tõttu", "Käibeboonus", "Hinna korrigeerimine"],
}
REVERSE_NOTES = [
    "Pöördmaksustamine – käibemaksu tasub ostja (KMS § 41¹; direktiivi 2006/112/EÜ art 196).",
    "Ühendusesisene käive, käibemaks 0 % (KMS § 15 lg 3 p 1). Pöördmaksustamine.",
    "Reverse charge / pöördmaksustamine. Käibemaks 0 %.",
]
NUMERIC = ("Kogus", "Hind", "KM %", "Summa")


def make(seed: int) -> Printed:
    rng = random.Random(f"eu_ee_kreeditarve-{seed}")
    domestic = rng.random() < 0.3
    doc = draw(
        seed,
        kind="credit_note",
        language="et",
        seller_country="EE",
        lines=(1, 5),
        catalogue=GOODS,
        rates=(24,) if domestic else (0,),
        series=False,
    )
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    if buyer.vat_code is None:
        buyer.vat_code = vat_code(rng)  # a reverse-charge credit names the buyer's VAT number
    seller.iban, seller.bank, bic = account(rng, "EE")
    # a company's registrikood: 1, six digits and the check digit the register computes
    body = "1" + "".join(rng.choice("0123456789") for _ in range(6))
    seller.code = next(body + c for c in "0123456789" if registrikood.is_valid(body + c))
    for item in doc.items:
        if item.unit in WHOLE:
            item.quantity = Decimal(rng.choice([1, 1, 2, 3, 5, 10, 20]))
        item.code = f"{rng.randint(10000, 99999)}" if rng.random() < 0.7 else None
    mode = rng.choice(["qty", "qty", "price"])
    original = str(rng.randint(1000, 9999))
    doc.number = str(int(original) + rng.randint(3, 300))
    reason = rng.choice(REASONS[mode]).format(n=original)
    original_day = doc.issued - timedelta(days=rng.randint(4, 50))
    doc.due = doc.issued + timedelta(days=rng.choice([7, 14]))
    print_due = rng.random() < 0.5
    codes = any(item.code for item in doc.items)
    vat_column = rng.random() < 0.5
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    accent = rng.choice(["#1c4e80", "#2e7d32", "#444444", "#7b1fa2"])
    style = rng.choice(["lt", "lt-plain"])
    ref = f"{original}{rng.randint(10, 99)}"

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return value.strftime("%d.%m.%Y")

    rows = ""
    for item in doc.items:
        qty = -item.quantity if mode == "qty" else item.quantity
        price = -item.price if mode == "price" else item.price
        rows += (
            "<tr>"
            + (f"<td>{item.code or ''}</td>" if codes else "")
            + f"<td>{escape(item.name)}</td><td class=r>{quantity(qty, style)}</td><td>{item.unit}</td>"
            f"<td class=r>{a(price)}</td>"
            + (f"<td class=r>{rate(item.vat_percent)}</td>" if vat_column else "")
            + f"<td class=r>{a(-item.subtotal)}</td></tr>"
        )
    head = (
        (["Kood"] if codes else [])
        + ["Nimetus", "Kogus", "Ühik", "Hind"]
        + (["KM %"] if vat_column else [])
        + ["Summa"]
    )
    table = (
        '<table class="it"><tr>'
        + "".join(f"<th{' class=r' if h in NUMERIC else ''}>{h}</th>" for h in head)
        + f"</tr>{rows}</table>"
    )
    pct = "24" if domestic else "0"
    totals = (
        f'<table class="tot"><tr><td>Summa käibemaksuta</td><td class=r>{a(-doc.net)}</td></tr>'
        f"<tr><td>Käibemaks {pct} %</td><td class=r>{a(-doc.vat)}</td></tr>"
        f"<tr class=g><td>Kokku EUR</td><td class=r>{a(-doc.gross)}</td></tr></table>"
    )
    note = "" if domestic else f'<div class="note">{rng.choice(REVERSE_NOTES)}</div>'
    settle = (
        f"Tagastame summa Teie pangakontole. Tagastamise tähtaeg: <b>{d(doc.due)}</b>"
        if print_due
        else f"Kreeditarve summa tasaarveldatakse järgmise arvega. Viitenumber: {ref}"
    )
    info = [
        ("Kreeditarve nr", f"<b>{doc.number}</b>"),
        ("Kuupäev", d(doc.issued)),
        ("Viide arvele", f"Arve nr {original}"),
        ("Arve kuupäev", d(original_day)),
        ("Viitenumber", ref),
    ]
    if rng.random() < 0.5:
        info.append(("Müügiesindaja", rng.choice(["Kati Tamm", "Marko Saar", "Liis Kask", "Andres Mägi"])))
    info_html = '<table class="info">' + "".join(f"<tr><td>{k}:</td><td>{v}</td></tr>" for k, v in info)
    info_html += "</table>"
    buyer_label = rng.choice(["Ostja", "Maksja", "Klient"])
    buyer_html = (
        f'<div class="buy"><div class=lab>{buyer_label}</div><b>{escape(buyer.name)}</b><br>'
        f"{escape(buyer.address)}<br>Leedu<br>Reg. kood: {buyer.code}<br>KMKR nr: {buyer.vat_code}</div>"
    )
    iban = grouped(seller.iban) if rng.random() < 0.5 else seller.iban
    foot = (
        f'<div class="foot"><div><b>{escape(seller.name)}</b><br>{escape(seller.address)}<br>Eesti</div>'
        f"<div>Registrikood: {seller.code}<br>KMKR nr: {seller.vat_code}</div>"
        f"<div>{escape(seller.bank or '')}<br>IBAN: {iban}<br>SWIFT: {bic}</div></div>"
    )
    body = f"""<div class="top"><div class="brand">{escape(seller.name)}</div>
<div class="addr">{escape(seller.address)}<br>Tel +372 {rng.randint(5000000, 5999999)}</div></div>
<h1>KREEDITARVE</h1>
<div class="row">{buyer_html}{info_html}</div>
<div class="why">Põhjus: <b>{escape(reason)}</b></div>
{table}{totals}{note}
<div class="settle">{settle}</div>
<div class="sig">Koostas: {rng.choice(["Kati Tamm", "Marko Saar", "Liis Kask", "Andres Mägi"])}</div>
{foot}"""
    css = f"""
@page{{size:A4;margin:14mm 16mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.top{{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid {accent};
padding-bottom:4px}} .brand{{font-size:{size + 9}pt;font-weight:bold;color:{accent}}}
.addr{{text-align:right;font-size:{size - 1}pt;color:#444}}
h1{{font-size:{size + 6}pt;margin:12px 0 8px;letter-spacing:1px}}
.row{{display:flex;justify-content:space-between;gap:20px}}
.buy{{line-height:1.4;min-width:45%}} .lab{{color:#666;font-size:{size - 1}pt}}
table.info td{{padding:1px 6px 1px 0}}
.why{{margin:10px 0 6px}}
table.it{{width:100%;border-collapse:collapse}} table.it th{{text-align:left;border-bottom:1.5px solid #000;
padding:3px;background:#f2f2f2}} table.it td{{border-bottom:.5px solid #ccc;padding:3px}}
.r{{text-align:right!important;white-space:nowrap}}
table.tot{{margin:8px 0 0 auto;border-collapse:collapse}} table.tot td{{padding:2px 8px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000;font-size:{size + 1}pt}}
.note{{margin-top:8px;font-style:italic}} .settle{{margin-top:10px}} .sig{{margin-top:18px}}
.foot{{display:flex;justify-content:space-between;margin-top:28px;border-top:.5px solid #999;padding-top:4px;
font-size:{size - 1.5}pt;color:#444;line-height:1.4}}
"""
    html = (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css}</style></head>'
        f"<body>{body}</body></html>"
    )
    fields: tuple[str, ...] = ("prekes_pavadinimas", "prekes_kodas", "unit", "quantity", "price", "subtotal")
    truth = doc.truth(fields + (("vat_percent",) if vat_column else ()))
    if mode == "price":
        lines = truth["line_items"]
        assert isinstance(lines, list)
        for line, item in zip(lines, doc.items, strict=True):
            line["quantity"] = str(item.quantity)
            line["price"] = str(-item.price)
    if not print_due:
        truth.pop("due_date", None)
    return Printed(html, truth)
