"""A Lithuanian food wholesaler's "PVM sąskaita faktūra" (on some seeds "PVM sąskaita faktūra –
važtaraštis") as its ERP prints it: dense, in a small (often condensed) font, on a landscape page for
about half the seeds, with a wide ruled table "Eil. Nr. | Prekės kodas | Barkodas | Pavadinimas | Mato
vnt. | Kiekis | Kaina be PVM | PVM % | Suma be PVM" (on some seeds also the line's VAT, its amount with VAT
or a best-before date "Galioja iki"; the barcode after the name on some, quantity before the unit on
others; kilograms with three decimals and prices with four on some), goods at 21 % mixed with a reduced
rate (9 % or 5 %), a "Pirkėjas" box beside a "Krovinio gavėjas" with the delivery address (not the
buyer's), the transport ("Vairuotojas", "Automobilio Nr.", the loading place at the seller's warehouse),
a per-rate VAT summary, the totals with "Suma žodžiais", the weight and packages, and four signature
lines ("Krovinį išdavė", "Krovinį vežė", "Krovinį priėmė", "Sąskaitą išrašė").

About two seeds in five have 12–40 lines and run onto a second page: the table head is repeated there
and the page numbered in the margin; on most of these the ERP breaks the table itself, with an
"Perkelta į kitą puslapį" row of the page's sums at the foot of the first page and "Perkelta iš 1 psl."
at the head of the second.

Truth: lines are name, the article code (not the barcode), unit, quantity, net unit price, rate, net
amount and, where printed, the amount with VAT."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import CITIES, STREETS, group4, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import eur_words
from tests.eval.printed.templates.lt_round4_common import (
    balance,
    ean13,
    person,
    phone,
    plate,
    rename,
    vat_payer,
)

# (name, unit, reduced rate, price range)
FOOD = [
    ("Pienas 2,5 % rieb., 1 l", "vnt.", True, (0.7, 1.1)),
    ("Kefyras 2,5 % rieb., 1 kg", "vnt.", True, (0.9, 1.4)),
    ("Varškė 9 % rieb., 500 g", "pak.", True, (1.6, 2.6)),
    ("Grietinė 30 % rieb., 400 g", "vnt.", True, (1.1, 1.9)),
    ("Sviestas 82 % rieb., 180 g", "vnt.", True, (1.8, 2.9)),
    ("Sūris „Džiugas“ 36 mėn., 1 kg", "kg", True, (16.0, 24.0)),
    ("Fermentinis sūris „Gouda“, sveriamas", "kg", True, (6.0, 9.0)),
    ("Kiaušiniai L dydžio, 10 vnt.", "pak.", True, (1.9, 3.2)),
    ("Duona ruginė „Palanga“, 800 g", "vnt.", True, (1.1, 1.8)),
    ("Batonas „Prancūziškas“, 400 g", "vnt.", True, (0.6, 1.1)),
    ("Vištienos šlaunelės be kaulo, atšaldytos", "kg", True, (4.2, 6.5)),
    ("Kiaulienos nugarinė, atšaldyta", "kg", True, (5.5, 8.2)),
    ("Jautienos faršas 15 %, 500 g", "pak.", True, (3.0, 4.5)),
    ("Šaldyta lašišos filė", "kg", True, (10.0, 16.0)),
    ("Silkė sūdyta, statinaitė 3 kg", "vnt.", True, (8.0, 13.0)),
    ("Bulvės baltos, 1 kl., tinklas 10 kg", "tinkl.", True, (3.0, 5.5)),
    ("Morkos plautos, 1 kl.", "kg", True, (0.35, 0.7)),
    ("Svogūnai geltonieji", "kg", True, (0.4, 0.8)),
    ("Obuoliai „Auksis“, 1 kl.", "kg", True, (0.7, 1.4)),
    ("Bananai, 1 kl.", "kg", True, (0.9, 1.3)),
    ("Pomidorai kekėse", "kg", True, (1.8, 3.2)),
    ("Agurkai trumpavaisiai", "kg", True, (1.4, 2.6)),
    ("Grikių kruopos, 1 kg", "pak.", True, (1.3, 2.2)),
    ("Avižiniai dribsniai, 500 g", "pak.", True, (0.6, 1.1)),
    ("Kvietiniai miltai 550D, 1,75 kg", "pak.", True, (0.9, 1.5)),
    ("Jogurtas braškių skonio, 400 g", "vnt.", True, (0.8, 1.4)),
    ("Dešrelės vištienos, 1 kg", "pak.", True, (3.5, 5.5)),
    ("Rūkyta dešra „Skilandis“, sveriama", "kg", True, (11.0, 17.0)),
    ("Cukrus baltasis, 1 kg", "pak.", False, (0.8, 1.3)),
    ("Kava malta „Espresso“, 500 g", "pak.", False, (4.5, 8.0)),
    ("Arbata žalioji, 25 pak.", "dėž.", False, (1.2, 2.5)),
    ("Šokoladas pieniškas su riešutais, 100 g", "vnt.", False, (0.9, 1.8)),
    ("Sausainiai „Gaidelis“, 180 g", "pak.", False, (0.7, 1.3)),
    ("Mineralinis vanduo gazuotas, 1,5 l", "but.", False, (0.35, 0.8)),
    ("Apelsinų sultys 100 %, 1 l", "vnt.", False, (1.1, 2.0)),
    ("Alus šviesusis 5 % tūrio, 0,5 l", "skard.", False, (0.7, 1.2)),
    ("Saulėgrąžų aliejus, 1 l", "but.", False, (1.4, 2.3)),
    ("Majonezas „Provansalas“, 400 g", "vnt.", False, (1.0, 1.8)),
    ("Kečupas aštrus, 500 g", "vnt.", False, (0.9, 1.6)),
    ("Traškučiai su druska, 130 g", "pak.", False, (0.9, 1.6)),
    ("Ledai plombyras, 120 ml", "vnt.", False, (0.4, 0.8)),
    ("Šaldyti koldūnai su mėsa, 1 kg", "pak.", False, (2.5, 4.2)),
    ("Konservuoti kukurūzai, 340 g", "sk.", False, (0.7, 1.2)),
    ("Makaronai „Penne“, 400 g", "pak.", False, (0.6, 1.1)),
    ("Ryžiai basmati, 1 kg", "pak.", False, (1.8, 3.0)),
    ("Gira duonos, 2 l", "but.", False, (1.0, 1.7)),
    ("Saldainiai „Karvutė“, sveriami", "kg", False, (4.0, 7.0)),
    ("Prieskonių mišinys vištienai, 30 g", "pak.", False, (0.4, 0.8)),
]
WHOLESALERS = [
    "Maisto didmena",
    "Ūkio gėrybės",
    "Skanus kraštas",
    "Prekių centras",
    "Baltijos maistas",
    "Šviežia",
]
FONTS = [
    "Arial, 'Liberation Sans'",
    "'Liberation Sans Narrow'",
    "'DejaVu Sans Condensed'",
    "'Roboto Condensed'",
    "'DejaVu Sans'",
    "Carlito",
]
OUTLETS = [
    "Parduotuvė Nr. {n}",
    "Kavinė „Pas mus“",
    "Valgykla",
    "Restoranas",
    "Sandėlis",
    "Mokyklos valgykla",
]
WAREHOUSES = ["Centrinis sandėlis", "Šaldymo sandėlis", "Logistikos centras", "Sandėlis Nr. 2"]
TRADES = [
    "Maisto produktų didmeninė prekyba",
    "Didmeninė prekyba maisto prekėmis",
    "Maisto prekių distribucija",
]
EAN_PREFIX = ["477", "477", "477", "590", "475", "400", "474"]


def _quantity(rng: random.Random, unit: str) -> Decimal:
    if unit == "kg":
        return Decimal(rng.randint(1500, 60000)) / 1000
    return Decimal(rng.choice([6, 10, 12, 20, 24]) * rng.randint(1, 8))


def make(seed: int) -> Printed:
    rng = random.Random(seed * 19 + 11)
    long = rng.random() < 0.4
    catalogue = [(name, unit, 21, span) for name, unit, _, span in FOOD]
    doc = draw(seed, lines=(12, 40) if long else (4, 14), catalogue=catalogue)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    vat_payer(seller, rng)
    rename(seller, rng, WHOLESALERS)
    doc.series = rng.choice(["MP", "DP", "PR", "SF", "DMP"])
    reduced = Decimal(rng.choice([9, 5]))
    places = rng.choice([2, 2, 4])
    step = Decimal(1).scaleb(-places)
    code_style = rng.choice(["{0:06d}", "MP-{0:05d}", "{1}{0:04d}"])
    picked = rng.sample(FOOD, len(doc.items))
    if not any(low_rate for _, _, low_rate, _ in picked):
        picked[0] = rng.choice([f for f in FOOD if f[2] and f not in picked])
    items: list[Item] = []
    eans: list[str] = []
    for name, unit, low_rate, (low, high) in picked:
        price = Decimal(str(rng.uniform(low, high))).quantize(step)
        code = code_style.format(rng.randint(1, 99999 if "6" in code_style else 9999), rng.choice("ABKMP"))
        items.append(
            Item(name, unit, _quantity(rng, unit), price, reduced if low_rate else Decimal(21), code)
        )
        eans.append(ean13(rng, rng.choice(EAN_PREFIX)))
    if not any(item.vat_percent == 21 for item in items):
        items[-1].vat_percent = Decimal(21)
    balance(items, rng, places)
    doc.items = items
    rates = doc.rates()

    landscape = rng.random() < 0.5
    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([6.5, 7, 7.5])
    kg3 = rng.random() < 0.6
    waybill = rng.random() < 0.5
    ean_after = rng.random() < 0.3
    qty_first = rng.random() < 0.3
    extra_cols = rng.sample(["vat", "total", "best"], rng.randint(0, 3 if landscape else 1))
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.9
    perkelta = long and rng.random() < 0.75
    grouped = rng.random() < 0.5
    iban = group4(seller.iban or "") if grouped else (seller.iban or "")
    tel = phone(rng)
    manager = person(rng, short=True)
    driver = person(rng)
    clerk = person(rng, short=True)
    car = plate(rng)

    def a(value: Decimal, p: int = 2) -> str:
        return amount(value, style, p)

    def q(item: Item) -> str:
        if item.unit == "kg" and kg3:
            return amount(item.quantity, style, 3)
        return quantity(item.quantity, style)

    def d(value: object) -> str:
        return day(value, date_style)  # type: ignore[arg-type]

    # columns: (header, cell for item k)
    cols: list[tuple[str, str, Callable[[int], str]]] = [
        (rng.choice(["Eil.<br>Nr.", "Nr."]), "c", lambda k: f"{k + 1}"),
        (rng.choice(["Prekės<br>kodas", "Kodas"]), "c", lambda k: escape(doc.items[k].code or "")),
    ]
    ean_col = (rng.choice(["Barkodas", "Brūkšninis<br>kodas"]), "c", lambda k: eans[k])
    name_col = (rng.choice(["Pavadinimas", "Prekės pavadinimas"]), "l", lambda k: escape(doc.items[k].name))
    cols += [name_col, ean_col] if ean_after else [ean_col, name_col]
    unit_col = (rng.choice(["Mato<br>vnt.", "Mat.<br>vnt."]), "c", lambda k: escape(doc.items[k].unit))
    qty_col = ("Kiekis", "r", lambda k: q(doc.items[k]))
    cols += [qty_col, unit_col] if qty_first else [unit_col, qty_col]
    if "best" in extra_cols:
        best = [doc.issued + timedelta(days=rng.randint(4, 200)) for _ in doc.items]
        cols.append(("Galioja<br>iki", "c", lambda k: d(best[k])))
    cols += [
        (
            rng.choice(["Kaina be<br>PVM", "Kaina be<br>PVM, EUR"]),
            "r",
            lambda k: a(doc.items[k].price, places),
        ),
        (rng.choice(["PVM<br>%", "PVM<br>tarifas"]), "c", lambda k: rate(doc.items[k].vat_percent)),
        (rng.choice(["Suma be<br>PVM", "Suma be<br>PVM, EUR"]), "r", lambda k: a(doc.items[k].subtotal)),
    ]
    sum_cols = {len(cols) - 1: "subtotal"}
    if "vat" in extra_cols:
        sum_cols[len(cols)] = "vat"
        cols.append(("PVM<br>suma", "r", lambda k: a(doc.items[k].vat)))
    if "total" in extra_cols:
        sum_cols[len(cols)] = "total"
        cols.append(("Suma su<br>PVM", "r", lambda k: a(doc.items[k].total)))
    thead = "<thead><tr>" + "".join(f"<th>{h}</th>" for h, _, _ in cols) + "</tr></thead>"

    def row(k: int) -> str:
        return "<tr>" + "".join(f"<td class={al}>{cell(k)}</td>" for _, al, cell in cols) + "</tr>"

    def sums_row(label: str, chunk: list[Item], cls: str) -> str:
        first = min(sum_cols)
        cells = f'<td colspan="{first}" class="lab">{label}</td>'
        for c in range(first, len(cols)):
            field = sum_cols.get(c)
            value = sum((getattr(it, field) for it in chunk), Decimal(0)) if field else None
            cells += f"<td class=r>{a(value)}</td>" if value is not None else "<td></td>"
        return f'<tr class="{cls}">{cells}</tr>'

    # where the ERP breaks the table: the first page holds the head blocks and about so many rows
    row_mm = size * 0.3528 * 1.2 + 1.0
    page_mm = (210 if landscape else 297) - 22
    head_mm = 66 + (5 if waybill else 0)
    tail_mm = 72
    first_cap = int((page_mm - head_mm - 10) / row_mm)
    count = len(doc.items)
    fits_with_tail = int((page_mm - head_mm - tail_mm) / row_mm)
    cut = count
    if perkelta and count > fits_with_tail:
        cut = min(first_cap, count - 2)
    if cut < count:
        first = doc.items[:cut]
        out_label = rng.choice(["Perkelta į kitą puslapį:", "Iš viso puslapyje (perkelta):", "Perkelta:"])
        in_label = rng.choice(["Perkelta iš 1 psl.:", "Perkelta iš ankstesnio puslapio:", "Perkelta:"])
        table = (
            f'<table class="items brk">{thead}<tbody>{"".join(row(k) for k in range(cut))}'
            f"{sums_row(out_label, first, 'carry')}</tbody></table>"
            f'<table class="items">{thead}<tbody>{sums_row(in_label, first, "carry")}'
            f"{''.join(row(k) for k in range(cut, count))}"
            f"{sums_row('Iš viso:', doc.items, 'all')}</tbody></table>"
        )
    else:
        table = (
            f'<table class="items">{thead}<tbody>{"".join(row(k) for k in range(count))}'
            f"{sums_row('Iš viso:', doc.items, 'all')}</tbody></table>"
        )

    # the head blocks
    title = "PVM SĄSKAITA FAKTŪRA" + (" – VAŽTARAŠTIS" if waybill else "")
    number = rng.choice([f"Serija {doc.series} Nr. {doc.number}", f"{doc.series} Nr. {doc.number}"])
    days = (doc.due - doc.issued).days
    facts = [
        ("Data", d(doc.issued)),
        ("Apmokėti iki", d(doc.due) + (f" ({days} d.)" if rng.random() < 0.4 else "")),
        ("Užsakymo Nr.", f"{rng.choice(['UZ', 'PU', 'ORD'])}{rng.randint(10000, 99999)}"),
        ("Kliento kodas", f"K{rng.randint(1000, 99999):05d}"),
        ("Vadybininkas", manager),
    ]
    if rng.random() < 0.5:
        facts.insert(3, ("Mokėjimo būdas", "Pavedimu"))
    seller_html = (
        f"<div class=sn>{escape(seller.name)}</div>"
        + (f"<i>{rng.choice(TRADES)}</i><br>" if rng.random() < 0.6 else "")
        + f"{escape(seller.address)}<br>"
        f"Įm. k. {seller.code}, PVM k. {seller.vat_code}<br>"
        f"A. s. {iban}, {escape(seller.bank or '')}<br>Tel. {tel}"
    )
    buyer_html = (
        f"<b>{escape(buyer.name)}</b><br>Įm. k. {buyer.code}"
        + (f", PVM k. {buyer.vat_code}" if show_buyer_vat else "")
        + f"<br>{escape(buyer.address)}"
    )
    city, prefix = rng.choice(CITIES)
    outlet = rng.choice(OUTLETS).format(n=rng.randint(1, 48))
    delivery_address = (
        f"{rng.choice(STREETS)} {rng.randint(1, 150)}, LT-{prefix}{rng.randint(100, 999)} {city}"
    )
    consignee = (
        f"<b>{escape(buyer.name)}</b>, {escape(outlet)}<br>{escape(delivery_address)}"
        if rng.random() < 0.6
        else f"<b>{escape(outlet)}</b><br>{escape(delivery_address)}"
    )
    w_city, w_prefix = rng.choice(CITIES)
    warehouse = (
        f"{rng.choice(WAREHOUSES)}, {rng.choice(STREETS)} {rng.randint(1, 150)}, "
        f"LT-{w_prefix}{rng.randint(100, 999)} {w_city}"
    )
    transport = [("Vairuotojas", escape(driver)), ("Automobilio Nr.", car)]
    if rng.random() < 0.4:
        transport.append(("Priekabos Nr.", plate(rng)))
    transport.append(("Pakrovimo vieta", escape(warehouse)))
    if waybill:
        departure = f"{rng.randint(5, 11):02d}:{rng.choice(['00', '15', '30', '45'])}"
        transport.append(("Išvežimo laikas", departure))
    transport_html = (
        "<table class=kv>"
        + "".join(f"<tr><td class=k>{k}:</td><td>{v}</td></tr>" for k, v in transport)
        + "</table>"
    )
    facts_html = "<table class=kv>" + "".join(
        f"<tr><td class=k>{k}:</td><td><b>{v}</b></td></tr>" for k, v in facts
    )
    facts_html += "</table>"

    # the foot
    summary = (
        "<table class=vs><tr><th>PVM tarifas</th><th>Apmokestinama vertė</th><th>PVM suma</th>"
        "<th>Suma su PVM</th></tr>"
        + "".join(
            f"<tr><td class=c>{rate(r)} %</td><td class=r>{a(b)}</td><td class=r>{a(t)}</td>"
            f"<td class=r>{a(b + t)}</td></tr>"
            for r, (b, t) in rates.items()
        )
        + f"<tr class=b><td>Iš viso</td><td class=r>{a(doc.net)}</td><td class=r>{a(doc.vat)}</td>"
        f"<td class=r>{a(doc.net + doc.vat)}</td></tr></table>"
    )
    totals = (
        f"<tr><td>Suma be PVM</td><td class=r>{a(doc.net)}</td></tr>"
        + "".join(f"<tr><td>PVM {rate(r)} %</td><td class=r>{a(t)}</td></tr>" for r, (_, t) in rates.items())
        + f"<tr class=g><td>{rng.choice(['Iš viso su PVM', 'Mokėtina suma', 'VISO MOKĖTI'])}, EUR</td>"
        f"<td class=r>{a(doc.gross)}</td></tr>"
    )
    weight = sum(
        (it.quantity if it.unit == "kg" else it.quantity * Decimal("0.6") for it in doc.items), Decimal(0)
    )
    packages = rng.randint(len(doc.items), len(doc.items) * 3)
    cargo = f"Bendras svoris (bruto): {a(money(weight * Decimal('1.04')))} kg · Pakuočių sk.: {packages}"
    if rng.random() < 0.5:
        cargo += f" · Paletės: {rng.randint(1, 4)} (EUR)"
    sign_roles = ["Krovinį išdavė", "Krovinį vežė", "Krovinį priėmė", "Sąskaitą išrašė"]
    signs = "".join(
        f"<div><span>{role}:</span><i></i><small>"
        + (escape(clerk) if role == "Sąskaitą išrašė" else escape(driver) if role == "Krovinį vežė" else "")
        + "&nbsp;(vardas, pavardė, parašas)</small></div>"
        for role in sign_roles
    )
    reference = f"{doc.series} Nr. {doc.number}"
    margin_font = f"font:{size - 0.5}pt {font};color:#444"
    system = rng.choice(["ERP „Apskaita+“ v8.4", "VerslasPRO ERP 7.2", "„Didmena“ apskaitos sistema"])
    printed_at = f"{d(doc.issued)} {rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}"
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4 {"landscape" if landscape else "portrait"};margin:10mm 9mm 12mm 9mm;
@top-right{{content:"{title} {reference} (tęsinys)";{margin_font}}}
@bottom-left{{content:"Spausdinta {printed_at}, {system}";{margin_font}}}
@bottom-right{{content:"Puslapis " counter(page) " iš " counter(pages);{margin_font}}}}}
@page:first{{@top-right{{content:none}}}}
body{{font-family:{font};font-size:{size}pt;color:#000;margin:0;line-height:1.2}}
.head{{display:flex;justify-content:space-between;gap:12px;align-items:flex-start}}
.sn{{font-size:{size + 2}pt;font-weight:bold}}
.title{{text-align:center;flex:1}}
.title h1{{font-size:{size + 5}pt;margin:0 0 2px}}
.title .nr{{font-size:{size + 2}pt;font-weight:bold}}
table.kv td{{padding:0 4px 0 0;vertical-align:top}} td.k{{white-space:nowrap;color:#333}}
.boxes{{display:flex;gap:6px;margin-top:6px}}
.boxes>div{{flex:1;border:1px solid #000;padding:2px 5px}}
.bl{{font-weight:bold;text-transform:uppercase;font-size:{size - 0.5}pt;border-bottom:1px solid #999;
margin-bottom:2px}}
table.items{{width:100%;border-collapse:collapse;margin-top:6px}}
table.items.brk{{break-after:page}}
table.items thead{{display:table-header-group}}
table.items th{{border:1px solid #000;background:#ddd;padding:1px 2px;font-size:{size - 0.5}pt;
font-weight:bold}}
table.items td{{border:1px solid #555;padding:1px 3px;white-space:nowrap}}
table.items tr{{break-inside:avoid}}
td.l{{text-align:left}} td.r,.r{{text-align:right;white-space:nowrap}} td.c,.c{{text-align:center}}
tr.carry td{{font-style:italic;background:#f4f4f4;font-weight:bold}}
tr.all td{{font-weight:bold;border-top:2px solid #000}}
td.lab{{text-align:right}}
.foot{{break-inside:avoid}}
.sum{{display:flex;justify-content:space-between;gap:16px;margin-top:6px;align-items:flex-start}}
table.vs{{border-collapse:collapse}} table.vs th,table.vs td{{border:1px solid #555;padding:1px 5px}}
table.vs th{{background:#eee;font-weight:normal}} table.vs tr.b td{{font-weight:bold}}
table.tot{{border-collapse:collapse;min-width:30%}} table.tot td{{padding:1px 6px;border:1px solid #555}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 1.5}pt;background:#eee}}
.words{{margin-top:4px}} .cargo{{margin-top:3px}}
.sign{{display:flex;gap:14px;margin-top:16px}} .sign>div{{flex:1}}
.sign i{{display:block;border-bottom:1px solid #000;height:16px}}
.sign small{{display:block;font-size:{size - 1}pt;color:#333}}
.note{{margin-top:6px;font-size:{size - 1}pt;color:#333}}
</style></head><body>
<div class="head"><div>{seller_html}</div>
<div class="title"><h1>{title}</h1><div class="nr">{number}</div></div>
<div>{facts_html}</div></div>
<div class="boxes"><div><div class="bl">Pirkėjas</div>{buyer_html}</div>
<div><div class="bl">Krovinio gavėjas</div>{consignee}</div>
<div><div class="bl">Transportas</div>{transport_html}</div></div>
{table}
<div class="foot">
<div class="sum">{summary}<table class="tot">{totals}</table></div>
<div class="words">Suma žodžiais: <b>{eur_words(doc.gross)}</b></div>
<div class="cargo">{cargo}</div>
<div class="note">Prekių kokybės ir kiekio pretenzijos priimamos prekių priėmimo metu. Laiku neapmokėjus
skaičiuojami 0,02 % delspinigiai už kiekvieną pavėluotą dieną.</div>
<div class="sign">{signs}</div>
</div>
</body></html>"""
    fields = ["prekes_pavadinimas", "prekes_kodas", "unit", "quantity", "price", "vat_percent", "subtotal"]
    if "total" in extra_cols:
        fields.append("total")
    truth = doc.truth(tuple(fields))
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
