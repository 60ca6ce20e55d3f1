"""A Lithuanian book distributor's "PVM sąskaita faktūra" to a bookshop or library, as its ERP prints it
on an A4 landscape page in a serif face: the seller's letterhead, the document's number and dates, the
parties side by side, and a wide ruled table "Eil. Nr. | ISBN/Kodas | Pavadinimas | Mato vnt. | Kiekis |
Kaina be PVM | Nuolaida % | Suma be PVM | PVM % | PVM suma | Suma su PVM" with long titles that wrap.
Books are at the reduced 9 % rate; on some seeds a gift bag or a bookmark line at 21 %, and then a
VAT breakdown by rate ("PVM 9 % nuo …", "PVM 21 % nuo …") above the totals. On some seeds the sum before
the discount and the discount are printed too.

Truth: a line's price is the discounted net unit price (list price × (100 − discount) / 100, up to four
decimals), which the page does not print, so it is left out of the lines' truth; each line's net amount,
rate, and amount with VAT are printed. With two rates the totals follow doc.py (no single vat_percent)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty, Item, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import eur_words
from tests.eval.printed.templates.lt_round4_common import person, rename, vat_payer

NAMES = ["Knygų vartai", "Puslapis", "Skaitykla", "Knygų upė", "Raidė", "Leidybos centras"]
BUYERS = ["Knygų kampelis", "Skaitytojų namai", "Miesto knygynas", "Žodžio sala", "Knygų šalis"]
TITLES = [
    "Žuvėdrų sala: romanas",
    "Lietuvos piliakalniai: enciklopedinis žinynas, II tomas",
    "Vaikų virtuvė. 100 sveikų receptų visai šeimai",
    "Miško dvasios ir kitos pasakos iš Dzūkijos",
    "Trumpa Baltijos šalių istorija nuo seniausių laikų iki šių dienų",
    "Matematika 7 klasei. Vadovėlis, 1 dalis (atnaujinta laida)",
    "Tylos kaina: detektyvas",
    "Sodininko kalendorius 2027 metams su mėnulio fazėmis",
    "Mažasis princas (iliustruotas leidimas, kietais viršeliais)",
    "Kaip kalbėti, kad vaikai klausytų, ir klausytis, kad vaikai kalbėtų",
    "Anglų–lietuvių kalbų žodynas, 60 000 žodžių",
    "Paukščiai Lietuvoje: lauko vadovas",
    "Vilniaus architektūra XIX–XX a. sandūroje",
    "Drąsiųjų kelias: jaunimo nuotykių romanas",
    "Finansinis raštingumas: asmeninių finansų pagrindai pradedantiesiems",
    "Eilėraščiai vaikams apie metų laikus",
    "Psichologija kasdienybėje: kaip suprasti save ir kitus",
    "Lietuvių kalbos gramatika mokiniams. Pratybų sąsiuvinis",
]
OTHERS = [
    ("Dovanų maišelis popierinis, su logotipu", "vnt.", (0.4, 1.5)),
    ("Knygų skirtukas, magnetinis", "vnt.", (0.5, 2)),
    ("Dovanų kortelė su vokeliu", "vnt.", (0.8, 2.5)),
]


def isbn(rng: random.Random) -> str:
    """A valid ISBN-13 of a Lithuanian publisher (978-609-…)."""
    body = "978609" + "".join(rng.choice("0123456789") for _ in range(6))
    check = (10 - sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body)) % 10) % 10
    return body + str(check)


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 17 + 1202)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    seller.name = (
        f"{rng.choice(['UAB', 'UAB', 'AB'])} „x“"  # a distributor is a company: rename keeps the form
    )
    rename(seller, rng, NAMES)
    if rng.random() < 0.6:
        rename(buyer, rng, BUYERS)
    doc.series = rng.choice(["KN", "KPL", "SF"])
    doc.number = str(rng.randint(1, 99999)).zfill(rng.choice([5, 6]))
    doc.due = doc.issued + timedelta(days=rng.choice([14, 30, 45, 60]))

    shared = rng.random() < 0.5  # one contract discount on every book, or each title its own
    contract_off = Decimal(rng.choice([20, 25, 30, 35]))
    lists: list[Decimal] = []
    offs: list[Decimal] = []
    codes: list[str] = []
    names = rng.sample(TITLES, rng.randint(3, 12))
    others = rng.sample(OTHERS, 1) if rng.random() < 0.4 else []
    for _ in names:
        lists.append(money(Decimal(str(rng.uniform(4, 28)))))
        offs.append(contract_off if shared else Decimal(rng.choice([0, 10, 15, 20, 25, 30, 35, 40])))
        codes.append(isbn(rng))
    for _name, _unit, (low, high) in others:
        lists.append(money(Decimal(str(rng.uniform(low, high)))))
        offs.append(Decimal(0))
        codes.append(f"DM-{rng.randint(100, 999)}")
    units = [rng.choice(["vnt.", "egz."])] * len(names) + [o[1] for o in others]
    rates = [Decimal(9)] * len(names) + [Decimal(21)] * len(others)
    qtys = [Decimal(rng.randint(1, 30)) for _ in names] + [Decimal(rng.randint(10, 100)) for _ in others]
    all_names = names + [o[0] for o in others]

    def build() -> list[Item]:
        return [
            Item(n, u, q, lp * (100 - off) / 100, r, c)
            for n, u, q, lp, off, r, c in zip(all_names, units, qtys, lists, offs, rates, codes, strict=True)
        ]

    # nudge list prices by a cent until each rate's line VAT adds up to the rate's VAT, as the page
    # prints both
    for _ in range(3000):
        doc.items = build()
        off_rates = [
            r
            for r, (base, tax) in doc.rates().items()
            if sum((i.vat for i in doc.items if i.vat_percent == r), Decimal(0)) != tax
        ]
        if not off_rates:
            break
        pick = rng.choice([k for k, r in enumerate(rates) if r in off_rates])
        lists[pick] += Decimal("0.01")
    else:
        raise AssertionError("line prices could not be balanced")

    style = rng.choice(["lt", "lt-plain"])
    date_style = rng.choice(["iso", "lt-dots"])
    font = rng.choice(["'Liberation Serif'", "'DejaVu Serif'", "FreeSerif", "'Times New Roman', serif"])
    size = rng.choice([8.5, 9, 9.5])
    name_width = rng.choice([28, 32, 36])  # narrower on some seeds, so that more titles wrap
    before = rng.random() < 0.5 and any(offs)
    writer = person(rng)

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    head = [
        "Eil.<br>Nr.", "ISBN/Kodas", "Pavadinimas", "Mato<br>vnt.", "Kiekis", "Kaina be<br>PVM",
        "Nuolaida<br>%", "Suma be<br>PVM", "PVM<br>%", "PVM<br>suma", "Suma su<br>PVM",
    ]  # fmt: skip
    rows = []
    for n, (item, lp, off) in enumerate(zip(doc.items, lists, offs, strict=True), 1):
        rows.append(
            f"<tr><td class=c>{n}</td><td class=nw>{item.code}</td><td>{escape(item.name)}</td>"
            f"<td class=c>{item.unit}</td><td class=r>{quantity(item.quantity, style)}</td>"
            f"<td class=r>{a(lp)}</td><td class=r>{rate(off)}</td><td class=r>{a(item.subtotal)}</td>"
            f"<td class=c>{rate(item.vat_percent)}</td><td class=r>{a(item.vat)}</td>"
            f"<td class=r>{a(item.total)}</td></tr>"
        )
    count = sum((i.quantity for i in doc.items), Decimal(0))
    rows.append(
        f'<tr class="sum"><td colspan=4 class=r>Iš viso:</td><td class=r>{quantity(count, style)}</td>'
        f"<td></td><td></td><td class=r>{a(doc.net)}</td><td></td><td class=r>{a(doc.vat)}</td>"
        f"<td class=r>{a(doc.gross)}</td></tr>"
    )
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th{' class=name' if h == 'Pavadinimas' else ''}>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    tot_rows = []
    if before:
        listed = sum((money(q * lp) for q, lp in zip(qtys, lists, strict=True)), Decimal(0))
        tot_rows.append(f"<tr><td>Suma be nuolaidos</td><td class=r>{a(listed)}</td></tr>")
        tot_rows.append(f"<tr><td>Nuolaida</td><td class=r>-{a(listed - doc.net)}</td></tr>")
    tot_rows.append(f"<tr><td>Suma be PVM</td><td class=r>{a(doc.net)}</td></tr>")
    for r, (base, tax) in doc.rates().items():
        label = f"PVM {rate(r)} % nuo {a(base)}" if len(doc.rates()) > 1 else f"PVM {rate(r)} %"
        tot_rows.append(f"<tr><td>{label}</td><td class=r>{a(tax)}</td></tr>")
    if len(doc.rates()) > 1:
        tot_rows.append(f"<tr><td>PVM iš viso</td><td class=r>{a(doc.vat)}</td></tr>")
    tot_rows.append(f'<tr class="g"><td>Suma su PVM, EUR</td><td class=r>{a(doc.gross)}</td></tr>')
    totals = '<table class="tot">' + "".join(tot_rows) + "</table>"

    def side(title: str, p: AnyParty) -> str:
        lines = [f"<b>{escape(p.name)}</b>", f"Įmonės kodas {p.code}"]
        if p.vat_code:
            lines.append(f"PVM mokėtojo kodas {p.vat_code}")
        lines.append(escape(p.address))
        if title == "Tiekėjas" and p.iban:
            lines.append(f"A. s. {p.iban}, {p.bank}")
        return f'<div class="party"><div class="pt">{title}</div>' + "<br>".join(lines) + "</div>"

    body = f"""<div class="hdr"><div><div class="logo">{escape(seller.name)}</div>
<div class="small">Knygų didmeninė prekyba ir platinimas</div></div>
<div class="doc"><div class="title">PVM SĄSKAITA FAKTŪRA</div>
<div>Serija <b>{doc.series}</b> Nr. <b>{doc.number}</b></div>
<div>Išrašymo data: {d(doc.issued)} &nbsp; Apmokėti iki: {d(doc.due)}</div></div></div>
<div class="two">{side("Tiekėjas", seller)}{side("Pirkėjas", buyer)}
<div class="party"><div class="pt">Pristatymo adresas</div>{escape(buyer.address)}<br>
Važtaraštis Nr. {doc.series}V-{doc.number}</div></div>
{table}<div class="bottom"><div class="left">Suma žodžiais: {eur_words(doc.gross)}<br><br>
Knygoms taikomas lengvatinis 9 % PVM tarifas (PVM įstatymo 19 str.).</div>{totals}</div>
<div class="sign"><div>Išrašė: {writer}<div class="line">(parašas)</div></div>
<div>Prekes priėmė:<div class="line">(vardas, pavardė, parašas)</div></div></div>"""
    css = f"""
@page{{size:A4 landscape;margin:10mm 12mm}}
body{{font-family:{font};font-size:{size}pt;color:#000;margin:0}}
.hdr{{display:flex;justify-content:space-between;border-bottom:1.5px solid #000;padding-bottom:4px}}
.logo{{font-size:{size + 7}pt;font-weight:bold;font-variant:small-caps}} .small{{font-size:{size - 1}pt}}
.doc{{text-align:right}} .title{{font-size:{size + 4}pt;font-weight:bold}}
.two{{display:flex;gap:30px;margin:10px 0}} .party{{flex:1;line-height:1.35}}
.pt{{font-weight:bold;text-decoration:underline;margin-bottom:2px}}
table.items{{width:100%;border-collapse:collapse}}
table.items th{{border:1px solid #000;padding:2px 3px;font-weight:bold;background:#f2f2f2}}
table.items td{{border:1px solid #000;padding:1px 3px;vertical-align:top}}
table.items th.name{{width:{name_width}%}} tr.sum td{{font-weight:bold}}
.r{{text-align:right;white-space:nowrap}} .c{{text-align:center}} .nw{{white-space:nowrap}}
.bottom{{display:flex;justify-content:space-between;margin-top:6px;gap:30px}} .left{{flex:1}}
table.tot{{border-collapse:collapse;min-width:30%}} table.tot td{{padding:1px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1px solid #000;font-size:{size + 1}pt}}
.sign{{display:flex;gap:80px;margin-top:24px}} .sign>div{{flex:1}}
.sign .line{{border-top:1px solid #000;margin-top:22px;font-size:{size - 1}pt;text-align:center}}
"""
    html = (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css}</style></head>'
        f"<body>{body}</body></html>"
    )
    fields = ("prekes_pavadinimas", "prekes_kodas", "unit", "quantity", "vat_percent", "subtotal", "total")
    return Printed(html, doc.truth(fields))
