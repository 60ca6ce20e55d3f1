"""A bilingual Lithuanian/English invoice as companies trading across borders print it (a Lithuanian
exporter's program, or a Latvian, Estonian, Polish or German supplier writing for its Lithuanian clients):
every label in both languages, the table header over two lines (Lithuanian over English), parties side by
side, and for invoices in US dollars or pounds a decimal point and the VAT restated in euro."""

from __future__ import annotations

import random
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty, Doc, Foreign, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.eu_common import account, draw_supply, grouped, reverse, unbroken

CATALOGUE: list[tuple[str, str, int, tuple[float, float]]] = [
    ("Krovinių pervežimas / Freight transport", "vnt.", 21, (150, 900)),
    ("Konsultavimo paslaugos / Consulting services", "val.", 21, (40, 120)),
    ("Programavimo darbai / Software development", "val.", 21, (35, 90)),
    ("Medienos granulės / Wood pellets", "t", 21, (180, 320)),
    ("Metalo konstrukcijos / Steel structures", "kg", 21, (2, 6)),
    ("Vertimo paslaugos / Translation services", "vnt.", 21, (30, 250)),
    ("Biuro baldai / Office furniture", "vnt.", 21, (80, 600)),
    ("Pakavimo medžiagos / Packaging materials", "kg", 21, (1, 4)),
    ("Sandėliavimo paslaugos / Warehousing services", "vnt.", 21, (60, 400)),
    ("Įrangos nuoma / Equipment rental", "d.", 21, (25, 140)),
]
SYMBOL = {"EUR": "€", "USD": "$", "GBP": "£"}


def _draw(seed: int, rng: random.Random) -> Doc:
    country = rng.choice(["LT", "LT", "LV", "EE", "PL", "DE"])
    currency = rng.choice(["EUR", "EUR", "USD", "GBP"])
    if country == "LT":
        return draw(seed, language="lt", currency=currency, catalogue=CATALOGUE, rates=(21,), lines=(1, 7))
    return draw_supply(
        seed, country, rng.random() < 0.2, language="lt", currency=currency, catalogue=CATALOGUE, lines=(1, 7)
    )


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    doc = _draw(seed, rng)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    foreign = isinstance(seller, Foreign)
    bic = ""
    if isinstance(seller, Foreign):
        seller.iban, seller.bank, bic = account(rng, seller.country)
    style = "en" if doc.currency != "EUR" else rng.choice(["lt", "lt-plain"])
    ds = rng.choice(["iso", "lt-dots"])
    font = rng.choice(["Carlito", "Lato", "Arial, Liberation Sans", "DejaVu Sans", "Open Sans"])
    size = rng.choice([8.5, 9, 9.5, 10])
    line = rng.choice(["#444", "#2b5d8a", "#7a1f1f"])
    print_buyer_code = rng.random() < 0.75

    def a(value: Decimal) -> str:
        return amount(value, style)

    def two(lt: str, en: str) -> str:
        return f"<span class=lt>{lt}</span> / <span class=en>{en}</span>"

    def side(lt: str, en: str, p: AnyParty, bank: bool, code: bool) -> str:
        rows = [(two(lt, en), f"<b>{escape(p.name)}</b>")]
        if code and p.code:
            rows.append((two("Įmonės kodas", "Company code"), p.code))
        if p.vat_code:
            rows.append((two("PVM kodas", "VAT code"), p.vat_code))
        rows.append((two("Adresas", "Address"), unbroken(p.address)))
        if bank:
            rows.append((two("Bankas", "Bank"), f"{escape(p.bank or '')}{f', {bic}' if bic else ''}"))
            rows.append((two("Sąskaita", "Account"), grouped(p.iban or "")))
        body = "".join(f"<tr><td class=k>{k}</td><td>{v}</td></tr>" for k, v in rows)
        return f"<table class=side>{body}</table>"

    head = [("Eil. Nr.", "No."), ("Pavadinimas", "Description"), ("Mato vnt.", "Unit"), ("Kiekis", "Qty"),
            ("Kaina", "Price"), ("Suma", "Amount")]  # fmt: skip
    head_html = "".join(
        f"<th{' class=r' if n > 2 else ''}>{lt}<br><i>{en}</i></th>" for n, (lt, en) in enumerate(head)
    )
    rows = "".join(
        f"<tr><td>{i}</td><td>{escape(it.name)}</td><td>{it.unit}</td>"
        f"<td class=r>{quantity(it.quantity, style)}</td>"
        f"<td class=r>{a(it.price)}</td><td class=r>{a(it.subtotal)}</td></tr>"
        for i, it in enumerate(doc.items, 1)
    )
    tax = "".join(
        f"<tr><td>{two(f'PVM {r.normalize():f} %', f'VAT {r.normalize():f}%')}</td>"
        f"<td class=r>{a(t)}</td></tr>"
        for r, (_, t) in doc.rates().items()
    )
    notes = []
    if reverse(doc):
        notes.append(two("Atvirkštinis PVM apmokestinimas", "Reverse charge, Art. 196 Directive 2006/112/EC"))
    if not foreign and doc.currency != "EUR":
        fx = Decimal(
            str(round(rng.uniform(1.05, 1.18) if doc.currency == "USD" else rng.uniform(0.83, 0.88), 4))
        )
        vat_eur = (doc.vat / fx).quantize(Decimal("0.01"))
        notes.append(
            two("PVM suma eurais", "VAT in EUR")
            + f": {amount(vat_eur, 'lt')} EUR (1 EUR = {amount(fx, 'plain-dot', 4)} {doc.currency})"
        )
    title = (
        two("PVM sąskaita faktūra", "VAT invoice") if not reverse(doc) else two("Sąskaita faktūra", "Invoice")
    )
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:14mm 15mm}}
body{{font-family:{font};font-size:{size}pt;margin:0}}
.en{{color:#555;font-style:italic}}
h1{{font-size:15pt;margin:0;border-bottom:2px solid {line};padding-bottom:4px}}
.meta{{margin:6px 0 14px;border-collapse:collapse}} .meta td{{padding:1px 14px 1px 0}}
.parties{{display:flex;gap:20px}} .parties>div{{flex:1}}
table.side{{border-collapse:collapse;width:100%}} table.side td{{padding:1px 6px 1px 0;vertical-align:top}}
td.k{{white-space:nowrap;width:1%;font-size:{size - 1}pt}}
table.i{{width:100%;border-collapse:collapse;margin-top:16px}}
table.i th{{border-bottom:1.5px solid {line};border-top:1.5px solid {line};text-align:left;padding:3px 5px;
font-size:{size - 0.5}pt}}
table.i th i{{font-weight:normal;color:#555}} table.i td{{padding:3px 5px;border-bottom:.5px dotted #888}}
thead{{display:table-header-group}} .r{{text-align:right!important;white-space:nowrap}}
table.s{{margin:10px 0 0 auto;border-collapse:collapse}} table.s td{{padding:2px 6px}}
table.s tr.g td{{font-weight:bold;border-top:1.5px solid {line};font-size:{size + 1}pt}}
.sig{{display:flex;gap:60px;margin-top:36px}} .sig div{{width:40%;border-top:1px solid #000;font-size:7.5pt;
padding-top:2px}}
</style></head><body>
<h1>{title}</h1>
<table class="meta"><tr><td>{two("Serija", "Series")}</td><td><b>{doc.series}</b></td>
<td>{two("Nr.", "No.")}</td><td><b>{doc.number}</b></td></tr>
<tr><td>{two("Data", "Date")}</td><td><b>{day(doc.issued, ds)}</b></td>
<td>{two("Apmokėti iki", "Due date")}</td><td><b>{day(doc.due, ds)}</b></td></tr></table>
<div class="parties"><div>{side("Pardavėjas", "Seller", seller, True, True)}</div>
<div>{side("Pirkėjas", "Buyer", buyer, False, print_buyer_code)}</div></div>
<table class="i"><thead><tr>{head_html}</tr></thead><tbody>{rows}</tbody></table>
<table class="s"><tr><td>{two("Suma be PVM", "Total excl. VAT")}</td><td class=r>{a(doc.net)}</td></tr>{tax}
<tr class="g"><td>{two("Iš viso", "Total")}, {doc.currency}</td>
<td class=r>{SYMBOL[doc.currency]} {a(doc.gross)}</td></tr></table>
{"".join(f"<p>{n}</p>" for n in notes)}
<div class="sig"><div>{two("Sąskaitą išrašė", "Issued by")}</div>
<div>{two("Sąskaitą priėmė", "Received by")}</div></div>
</body></html>"""
    truth = doc.truth(("prekes_pavadinimas", "unit", "quantity", "price", "subtotal"))
    if not print_buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
