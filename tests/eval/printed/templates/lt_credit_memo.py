"""A Lithuanian "KREDITINĖ PVM SĄSKAITA FAKTŪRA" as a small desktop accounting program prints it: a
centred title with the credit note's own series, number and date, a framed reference to the invoice it
corrects ("Koreguojama PVM sąskaita faktūra Serija AA Nr. 123, 2026-03-01") and the reason ("Prekių
grąžinimas"), then the parties in one ruled table with the row labels at the left and a "Tiekėjas" and a
"Pirkėjas" column ("Pavadinimas", "Įmonės kodas", "PVM mokėtojo kodas", "Adresas", "Banko sąskaita"), a
small grid of the returned or reduced lines and the totals, negative, at the right.

The minus sits either on the quantities (returned goods: "-3", positive unit price, negative sums) or on
the unit prices (a price reduction: positive quantity, "-12,40" each); the truth's lines say which, as
the page prints them. Some seeds print a refund date ("Grąžinti iki"), the others none, and then the
truth has no due date."""

from __future__ import annotations

import random
from datetime import timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import PRODUCTS, group4, vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import FONTS, eur_words

REASONS = {
    "qty": [
        "Prekių grąžinimas",
        "Grąžintos nekokybiškos prekės",
        "Prekių grąžinimas pagal pirkėjo pretenziją",
        "Klaidingai nurodytas kiekis",
    ],
    "price": [
        "Kainos sumažinimas",
        "Suteikta nuolaida už apyvartą",
        "Kainos korekcija dėl prekių trūkumų",
    ],
}
SERVICES = ("paslaug", "licencija", "bilietas", "remontas", "pervežimas", "priežiūra")
# goods only: a credit note for returned or faulty goods
GOODS = [p for p in PRODUCTS if not any(word in p[0] for word in SERVICES)]
CLERKS = ["buhalterė A. Kazlauskienė", "vyr. buhalteris T. Vaitkus", "vadybininkė E. Stankevičienė"]


def make(seed: int) -> Printed:
    doc = draw(seed, kind="credit_note", lines=(1, 4), catalogue=GOODS)
    rng = random.Random(seed * 11 + 5)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    if seller.vat_code is None:
        seller.vat_code = vat_code(rng)
    mode = rng.choice(["qty", "qty", "price"])
    reason = rng.choice(REASONS[mode])
    original_series = doc.series
    doc.series = rng.choice(["KR", "KS", "KPVM", "KRD"])
    original_number = str(rng.randint(1, 9999)).zfill(rng.choice([3, 4, 5]))
    original_day = doc.issued - timedelta(days=rng.randint(3, 60))
    doc.due = doc.issued + timedelta(days=rng.choice([5, 10, 14]))

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots", "lt-long"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5, 10])
    codes = rng.random() < 0.5
    vat_column = rng.random() < 0.5
    print_due = rng.random() < 0.5
    print_words = rng.random() < 0.5
    buyer_bank = rng.random() < 0.5
    grouped = rng.random() < 0.4
    shade = rng.choice(["#e8e8e8", "#dde6ef", "#efe9dc", "#ffffff"])
    for item in doc.items:
        item.code = f"{rng.choice('ABPT')}{rng.randint(100, 9999):04d}" if codes else None

    def signed_qty(value: Decimal) -> Decimal:
        return -value if mode == "qty" else value

    def signed_price(value: Decimal) -> Decimal:
        return -value if mode == "price" else value

    def neg(value: Decimal) -> str:
        return amount(-value, style)

    rows = ""
    for i, it in enumerate(doc.items, 1):
        rows += (
            f"<tr><td class=c>{i}.</td>"
            + (f"<td>{it.code}</td>" if codes else "")
            + f"<td>{escape(it.name)}</td><td class=c>{it.unit}</td>"
            f"<td class=r>{quantity(signed_qty(it.quantity), style)}</td>"
            f"<td class=r>{amount(signed_price(it.price), style)}</td>"
            + (f"<td class=c>{rate(it.vat_percent)}</td>" if vat_column else "")
            + f"<td class=r>{neg(it.subtotal)}</td></tr>"
        )
    head = (
        "<tr><th>Eil. Nr.</th>"
        + ("<th>Kodas</th>" if codes else "")
        + "<th>Prekės pavadinimas</th><th>Mat. vnt.</th><th>Kiekis</th><th>Kaina, EUR</th>"
        + ("<th>PVM, %</th>" if vat_column else "")
        + "<th>Suma be PVM, EUR</th></tr>"
    )
    rates = doc.rates()
    vat_rows = "".join(
        f"<tr><td>PVM {rate(r)} %{f' nuo {neg(base)}' if len(rates) > 1 else ''}:</td>"
        f"<td class=r>{neg(tax)}</td></tr>"
        for r, (base, tax) in rates.items()
    )
    if len(rates) > 1:
        vat_rows += f"<tr><td>PVM iš viso:</td><td class=r>{neg(doc.vat)}</td></tr>"

    def acct(iban: str | None) -> str:
        if not iban:
            return "–"
        return group4(iban) if grouped else iban

    party_rows = [
        ("Pavadinimas", f"<b>{escape(seller.name)}</b>", f"<b>{escape(buyer.name)}</b>"),
        ("Įmonės kodas", seller.code, buyer.code),
        ("PVM mokėtojo kodas", seller.vat_code or "–", buyer.vat_code or "–"),
        ("Adresas", escape(seller.address), escape(buyer.address)),
        (
            "Banko sąskaita",
            f"{acct(seller.iban)}<br><span class=small>{escape(seller.bank or '')}</span>",
            f"{acct(buyer.iban)}<br><span class=small>{escape(buyer.bank or '')}</span>"
            if buyer_bank
            else "–",
        ),
    ]
    parties = "".join(f"<tr><th>{k}</th><td>{a}</td><td>{b}</td></tr>" for k, a, b in party_rows)
    number = rng.choice([f"Serija {doc.series} Nr. {doc.number}", f"{doc.series} Nr. {doc.number}"])
    original = (
        f"Serija {original_series} Nr. {original_number}, {day(original_day, date_style)}"
        if rng.random() < 0.6
        else f"{original_series} Nr. {original_number} ({day(original_day, date_style)})"
    )
    words = f"<p>Suma žodžiais: minus {eur_words(doc.gross, capital=False)}</p>" if print_words else ""
    due = (
        f"<p>Grąžintiną sumą pervesime į pirkėjo sąskaitą. Grąžinti iki: "
        f"<b>{day(doc.due, date_style)}</b></p>"
        if print_due
        else "<p>Suma bus įskaityta mokant už kitas prekes.</p>"
    )
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:15mm 14mm 15mm 16mm}}
body{{font-family:{font};font-size:{size}pt;color:#000;margin:0}}
.prog{{font-size:{size - 2}pt;color:#666;text-align:right}}
h1{{text-align:center;font-size:{size + 4}pt;margin:14px 0 2px;letter-spacing:0.5px}}
.no{{text-align:center;line-height:1.5}}
.ref{{border:1px solid #000;padding:5px 8px;margin:12px 0;line-height:1.6}}
table{{border-collapse:collapse}}
table.p{{width:100%}}
table.p th{{text-align:left;font-weight:normal;width:22%;background:{shade};vertical-align:top}}
table.p th,table.p td{{border:1px solid #555;padding:3px 6px}}
table.p thead th{{font-weight:bold;text-align:center;width:auto}}
table.i{{width:100%;margin-top:14px}}
table.i th{{border:1px solid #555;background:{shade};padding:3px;font-size:{size - 0.5}pt}}
table.i td{{border:1px solid #555;padding:3px 5px}}
.r{{text-align:right;white-space:nowrap}} .c{{text-align:center}}
.small{{font-size:{size - 1.5}pt;color:#444}}
table.t{{margin:8px 0 0 auto}} table.t td{{padding:2px 8px}}
table.t tr.g td{{font-weight:bold;border-top:1.5px solid #000}}
.sign{{display:flex;gap:40px;margin-top:36px}}
.sign div{{flex:1;border-top:1px solid #000;padding-top:2px;font-size:{size - 1}pt}}
</style></head><body>
<div class="prog">Puslapis 1 iš 1</div>
<h1>KREDITINĖ PVM SĄSKAITA FAKTŪRA</h1>
<div class="no">{number}<br>Išrašymo data: {day(doc.issued, date_style)}</div>
<div class="ref">Koreguojama PVM sąskaita faktūra {original}<br>
Koregavimo priežastis: <b>{escape(reason)}</b></div>
<table class="p"><thead><tr><th></th><th>Tiekėjas</th><th>Pirkėjas</th></tr></thead>{parties}</table>
<table class="i">{head}{rows}</table>
<table class="t"><tr><td>Suma be PVM:</td><td class=r>{neg(doc.net)}</td></tr>{vat_rows}
<tr class="g"><td>Iš viso su PVM, EUR:</td><td class=r>{neg(doc.gross)}</td></tr></table>
{words}{due}
<div class="sign"><div>Sąskaitą išrašė: {rng.choice(CLERKS)}</div><div>Sąskaitą gavo:</div></div>
</body></html>"""
    fields = ("prekes_pavadinimas", "prekes_kodas", "unit", "quantity", "price", "subtotal")
    truth = doc.truth(fields + (("vat_percent",) if vat_column else ()))
    if mode == "price":
        lines = truth["line_items"]
        assert isinstance(lines, list)
        for line, it in zip(lines, doc.items, strict=True):
            line["quantity"] = str(it.quantity)
            line["price"] = str(-it.price)
    if not print_due:
        truth.pop("due_date", None)
    return Printed(html, truth)
