"""A German supplier's credit note ("Gutschrift" / "Rechnungskorrektur" to an earlier Rechnung) as a
modern cloud invoicing tool prints it: a logo left and a boxed meta table right, the customer under a
coloured rule, a zebra table with negative quantities and amounts, a shaded totals box and a footer
with the register and bank details."""

from __future__ import annotations

import random
from datetime import timedelta
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.eu_common import account, draw_supply, grouped, reverse

CATALOGUE = [
    ("Rücksendung: LED-Hallenstrahler 150 W", "Stk.", 19, (60, 180)),
    ("Gutschrift Transportschaden Palettenregal", "Stk.", 19, (40, 220)),
    ("Preisnachlass gem. Reklamation, Aluprofil 40x40", "m", 19, (4, 14)),
    ("Retoure Steuerungsmodul SPS S7-1200", "Stk.", 19, (150, 480)),
    ("Storno Servicepauschale Inbetriebnahme", "Stk.", 19, (90, 350)),
    ("Rückvergütung Mengenrabatt Kabel NYM-J 3x1,5", "m", 19, (0.6, 2.5)),
    ("Korrektur Arbeitszeit Montage", "Std.", 19, (55, 95)),
    ("Retoure Frequenzumrichter 2,2 kW", "Stk.", 19, (180, 420)),
    ("Pfandrückgabe Gitterbox", "Stk.", 19, (35, 80)),
]
ACCENT = ["#1f6f8b", "#b5462c", "#2e7d32", "#37474f", "#6a1b9a"]


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    domestic = rng.random() < 0.3
    doc = draw_supply(
        seed,
        "DE",
        domestic,
        kind="credit_note",
        language="de",
        catalogue=CATALOGUE,
        series=False,
        lines=(1, 5),
    )
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    seller.iban, seller.bank, bic = account(rng, "DE")
    doc.series = rng.choice(["GS", "RK", None])
    title = rng.choice(["Gutschrift", "Rechnungskorrektur"])
    number = f"{doc.series}-{doc.number}" if doc.series else doc.number
    accent = rng.choice(ACCENT)
    font = rng.choice(["Roboto", "Open Sans", "Lato", "Carlito"])
    size = rng.choice([8.5, 9, 9.5, 10])
    ds = rng.choice(["dmy-dots", "de-long"])
    invoice_no = f"RE-{doc.issued.year}-{rng.randint(1000, 9999)}"
    invoice_day = doc.issued - timedelta(days=rng.randint(5, 40))
    print_bank = rng.random() < 0.7
    print_due = rng.random() < 0.5
    initials = "".join(w[0] for w in seller.name.split()[:2]).upper()

    def a(value: Decimal) -> str:
        return amount(doc.signed(value), "lt-dot")

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f} %"

    rows = "".join(
        f"<tr><td>{i}</td><td>{escape(it.name)}</td>"
        f"<td class=r>{quantity(doc.signed(it.quantity), 'lt-dot')} {it.unit}</td>"
        f"<td class=r>{amount(it.price, 'lt-dot')} €</td><td class=r>{pct(it.vat_percent)}</td>"
        f"<td class=r>{a(it.subtotal)} €</td></tr>"
        for i, it in enumerate(doc.items, 1)
    )
    tax_rows = "".join(
        f"<tr><td>{'USt.' if r else 'Umsatzsteuer'} {pct(r)}</td><td class=r>{a(tax)} €</td></tr>"
        for r, (_, tax) in doc.rates().items()
    )
    meta = [
        (f"{title} Nr.", number),
        ("Datum", day(doc.issued, ds)),
        ("zur Rechnung", f"{invoice_no} vom {day(invoice_day, 'dmy-dots')}"),
        ("Kunden-Nr.", f"K{rng.randint(10000, 99999)}"),
    ]
    if buyer.vat_code:
        meta.append(("USt-IdNr. Kunde", buyer.vat_code))
    meta_html = "".join(f"<tr><th>{k}</th><td>{escape(v)}</td></tr>" for k, v in meta)
    note = (
        "<p class=note>Steuerschuldnerschaft des Leistungsempfängers – die Umsatzsteuer schuldet der "
        "Leistungsempfänger (Reverse Charge, Art. 196 MwStSystRL).</p>"
        if reverse(doc)
        else ""
    )
    settle = (
        f"Den Betrag von {amount(doc.gross, 'lt-dot')} € erstatten wir bis zum "
        f"{day(doc.due, 'dmy-dots')} auf Ihr bekanntes Konto."
        if print_due
        else "Der Betrag wird mit Ihrer nächsten Rechnung verrechnet."
    )
    bank = (
        f"<div><b>Bankverbindung</b><br>{escape(seller.bank)}<br>IBAN {grouped(seller.iban)}<br>"
        f"BIC {bic}</div>"
        if print_bank
        else ""
    )
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:14mm 16mm 14mm 18mm}}
body{{font-family:{font};font-size:{size}pt;color:#222;margin:0}}
.top{{display:flex;justify-content:space-between;align-items:flex-start}}
.logo{{display:flex;align-items:center;gap:10px}}
.mark{{width:46px;height:46px;border-radius:8px;background:{accent};color:#fff;font-size:18pt;
font-weight:bold;
display:flex;align-items:center;justify-content:center}}
.logo .n{{font-size:13pt;font-weight:bold}} .logo .s{{color:#777;font-size:8pt}}
table.meta{{border-collapse:collapse;font-size:{size - 0.5}pt}}
table.meta th{{text-align:left;font-weight:normal;color:#555;background:#f1f3f4;border:1px solid #d5d8da;
padding:3px 6px}}
table.meta td{{border:1px solid #d5d8da;padding:3px 6px}}
.rule{{height:3px;background:{accent};margin:18px 0 10px}}
.cust{{display:flex;justify-content:space-between}} .cust .lbl{{color:#888;font-size:7.5pt;
text-transform:uppercase;letter-spacing:1px}}
h1{{font-size:18pt;font-weight:300;color:{accent};margin:22px 0 2px}}
table.items{{width:100%;border-collapse:collapse;margin-top:12px}}
table.items th{{text-align:left;color:#fff;background:{accent};padding:5px 6px;font-weight:500}}
table.items td{{padding:5px 6px}} table.items tbody tr:nth-child(even){{background:#f4f6f7}}
thead{{display:table-header-group}} .r{{text-align:right!important;white-space:nowrap}}
.totals{{margin:12px 0 0 auto;background:#f1f3f4;padding:8px 12px;width:46%}}
.totals table{{width:100%}} .totals td{{padding:2px 0}} .totals tr.g td{{font-weight:bold;
font-size:{size + 1.5}pt;border-top:1px solid #999;padding-top:5px}}
.note{{font-size:{size - 0.5}pt;color:#444}}
.foot{{margin-top:30px;border-top:1px solid #ccc;padding-top:6px;display:flex;gap:28px;font-size:7.5pt;
color:#555}}
</style></head><body>
<div class="top"><div class="logo"><div class="mark">{escape(initials)}</div>
<div><div class="n">{escape(seller.name)}</div><div class="s">{escape(seller.address)}</div></div></div>
<table class="meta">{meta_html}</table></div>
<div class="rule"></div>
<div class="cust"><div><div class="lbl">Empfänger</div>{escape(buyer.name)}<br>{escape(buyer.street)}<br>
{buyer.postcode} {escape(buyer.city)}<br>Litauen</div>
<div style="text-align:right;color:#555">Seite 1 von 1</div></div>
<h1>{title} {escape(number)}</h1>
<div>Sehr geehrte Damen und Herren,<br>
wir schreiben Ihnen zur Rechnung {invoice_no} folgende Positionen gut:</div>
<table class="items"><thead><tr><th>Pos.</th><th>Beschreibung</th><th class=r>Menge</th>
<th class=r>Einzelpreis netto</th>
<th class=r>USt.</th><th class=r>Betrag netto</th></tr></thead><tbody>{rows}</tbody></table>
<div class="totals"><table><tr><td>Summe netto</td><td class=r>{a(doc.net)} €</td></tr>{tax_rows}
<tr class="g"><td>Gutschriftsbetrag</td><td class=r>{a(doc.gross)} €</td></tr></table></div>
{note}<p>{settle}</p>
<div class="foot"><div><b>{escape(seller.name)}</b>
<br>{escape(seller.street)}<br>{seller.postcode} {escape(seller.city)}</div>
{bank}<div><b>Register</b><br>Amtsgericht {escape(seller.city)} HRB {rng.randint(10000, 99999)}<br>
St.-Nr. {rng.randint(100, 999)}/{rng.randint(1000, 9999)}/{rng.randint(1000, 9999)}<br>
USt-IdNr. {seller.vat_code}</div></div>
</body></html>"""
    truth = doc.truth(
        ("prekes_pavadinimas", "unit", "quantity", "price", "vat_percent", "subtotal"), iban=print_bank
    )
    if not print_due:
        truth.pop("due_date", None)
    truth.pop("buyer_id", None)
    return Printed(html, truth)
