"""A small Lithuanian VAT payer's "PVM sąskaita faktūra" typed into a word processor template (a Word or
Google Docs file kept for the purpose): Calibri or Arial at 11 pt, the centred title with "Serija AA
Nr. 123" and the date written out ("2026 m. spalio 14 d.") under it, the parties as prose lines with their
labels inline ("Pardavėjas: MB „…“, įm. k. …, PVM mok. k. …", the address and the bank account on the same
line or on a second one), a plain bordered table (Eil. Nr., Pavadinimas, Mato vnt., Kiekis, Kaina, Suma),
the totals as right-aligned lines ("Suma be PVM:", "PVM 21 %:", "Iš viso:"), the sum in words and the
signature lines ("Sąskaitą išrašė: ______ (vardas pavardė)", "Sąskaitą gavo: ______").

Truth: the lines' names, units, quantities, net prices and net amounts; the payment date only where the
page prints one."""

from __future__ import annotations

import random
from datetime import timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import Party, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import eur_words
from tests.eval.printed.templates.lt_round4_common import person, vat_payer

# what a one-person business sells and types into its own invoice
GOODS = [
    ("Interjero konsultacija", "val.", (25, 60)),
    ("Svetainės dizaino maketas", "vnt.", (150, 900)),
    ("Fotosesija (2 val.)", "vnt.", (80, 250)),
    ("Nuotraukų apdorojimas", "vnt.", (2, 8)),
    ("Vertimo paslaugos (lietuvių–anglų)", "psl.", (12, 25)),
    ("Buhalterinės apskaitos tvarkymas", "mėn.", (90, 400)),
    ("Rankų darbo žvakės sojų vaško, 200 ml", "vnt.", (6, 14)),
    ("Medinė pjaustymo lentelė, ąžuolas", "vnt.", (18, 45)),
    ("Renginio vedimas", "vnt.", (200, 700)),
    ("Mokymai „Excel pradžiamokslis“", "val.", (30, 70)),
    ("Logotipo kūrimas", "vnt.", (150, 600)),
    ("Santechnikos darbai", "val.", (20, 40)),
    ("Transporto paslaugos", "km", (0.5, 1.2)),
    ("Medžiagos (tvirtinimo detalės)", "kompl.", (5, 30)),
    ("Tekstų redagavimas", "psl.", (5, 12)),
]
FONTS = ["Calibri, Carlito", "Arial, 'Liberation Sans'"]


def _party(label: str, p: Party, two_lines: bool, iban: bool) -> str:
    """A side as the template types it: "Pardavėjas: name, įm. k. …, PVM mok. k. …, Adresas: …"."""
    first = f"<b>{label}:</b> {escape(p.name)}, įm. k. {p.code}"
    if p.vat_code:
        first += f", PVM mok. k. {p.vat_code}"
    rest = f"Adresas: {escape(p.address)}"
    if iban and p.iban:
        rest += f", A/s {p.iban} {escape(p.bank or '')}"
    if two_lines:
        return f'<p class="pty">{first},<br>{rest}</p>'
    return f'<p class="pty">{first}, {rest}</p>'


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 13 + 5)
    seller, buyer = doc.seller, doc.buyer
    assert isinstance(seller, Party) and isinstance(buyer, Party)
    vat_payer(seller, rng)
    # a small business: a one-owner MB, an individual enterprise or a small UAB
    seller.name = rng.choice(["MB", "MB", "IĮ", "UAB"]) + " „" + seller.name.split(" „", 1)[1]
    # a template kept in a word processor: a short series of two letters and a running number
    doc.series = rng.choice(["AA", "AB", "MB", "SF", "JK"])
    doc.number = str(rng.randint(1, 480))
    doc.items = []
    for name, unit, (lo, hi) in rng.sample(GOODS, rng.randint(1, 6)):
        if unit == "mėn." or hi > 100:  # a month's bookkeeping, a logo or a show is sold once or twice
            qty = Decimal(rng.randint(1, 2))
        elif unit in ("val.", "km"):
            qty = Decimal(rng.randint(1, 40)) if unit == "val." else Decimal(rng.randint(20, 600))
        else:
            qty = Decimal(rng.randint(1, 10))
        doc.items.append(Item(name, unit, qty, money(Decimal(str(rng.uniform(lo, hi)))), Decimal(21)))
    due_line = rng.random() < 0.6
    doc.due = doc.issued + timedelta(days=rng.choice([5, 7, 10, 14])) if due_line else None

    font = rng.choice(FONTS)
    two_lines = rng.random() < 0.5
    buyer_iban = rng.random() < 0.3
    style = rng.choice(["lt", "lt-plain"])
    eur_head = rng.random() < 0.5  # "Kaina, EUR" in the heading, or "€" after each amount
    writer = person(rng)

    def a(value: Decimal) -> str:
        return amount(value, style) + ("" if eur_head else " €")

    cur = ", EUR" if eur_head else ""
    head = ["Eil. Nr.", "Pavadinimas", "Mato vnt.", "Kiekis", f"Kaina{cur}", f"Suma{cur}"]
    rows = "".join(
        f"<tr><td class=c>{n}</td><td>{escape(i.name)}</td><td class=c>{i.unit}</td>"
        f"<td class=c>{quantity(i.quantity, style)}</td><td class=r>{a(i.price)}</td>"
        f"<td class=r>{a(i.subtotal)}</td></tr>"
        for n, i in enumerate(doc.items, 1)
    )
    table = "<table><tr>" + "".join(f"<th>{h}</th>" for h in head) + f"</tr>{rows}</table>"
    total_word = rng.choice(["Iš viso:", "Iš viso su PVM:", "Bendra suma:"])
    totals = (
        f'<p class="tot">Suma be PVM: {a(doc.net)}</p>'
        f'<p class="tot">PVM 21 %: {a(doc.vat)}</p>'
        f'<p class="tot"><b>{total_word} {a(doc.gross)}</b></p>'
    )
    due = f"<p>Apmokėti iki {day(doc.due, 'lt-long')} į pardavėjo sąskaitą.</p>" if doc.due else ""
    body = f"""<p class="title">PVM SĄSKAITA FAKTŪRA</p>
<p class="ctr">Serija {doc.series} Nr. {doc.number}</p>
<p class="ctr">{day(doc.issued, "lt-long")}</p>
<p>&nbsp;</p>
{_party("Pardavėjas", seller, two_lines, True)}
{_party("Pirkėjas", buyer, two_lines, buyer_iban)}
<p>&nbsp;</p>
{table}
{totals}
<p>Suma žodžiais: {eur_words(doc.gross)}</p>
{due}
<p>&nbsp;</p>
<p>Sąskaitą išrašė: ____________________ ({writer})</p>
<p class="sub">(vardas pavardė, parašas)</p>
<p>Sąskaitą gavo: ____________________</p>
<p class="sub">(vardas pavardė, parašas)</p>"""
    # Word's "Normal" style: 11 pt, 1.08 line spacing and 8 pt after each paragraph; a margin of 2 cm
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:20mm 20mm 20mm 30mm}}
body{{font-family:{font};font-size:11pt;line-height:1.08;margin:0;color:#000}}
p{{margin:0 0 8pt 0}} .title{{text-align:center;font-weight:bold;font-size:14pt;margin-bottom:4pt}}
.ctr{{text-align:center;margin-bottom:2pt}} .pty{{margin-bottom:6pt}}
table{{border-collapse:collapse;width:100%;margin-bottom:8pt}}
th,td{{border:1px solid #000;padding:1pt 5pt;vertical-align:top}} th{{font-weight:bold;text-align:center}}
.c{{text-align:center}} .r{{text-align:right;white-space:nowrap}}
.tot{{text-align:right;margin-bottom:2pt}} .sub{{font-size:8pt;margin:-6pt 0 10pt 110pt}}
</style></head><body>{body}</body></html>"""
    truth = doc.truth(("prekes_pavadinimas", "unit", "quantity", "price", "subtotal"))
    return Printed(html, truth)
