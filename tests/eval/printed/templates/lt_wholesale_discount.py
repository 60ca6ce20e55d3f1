"""A Lithuanian wholesaler's (food, or building materials and fuel) "PVM SĄSKAITA FAKTŪRA" as its ERP
prints it: the seller at the top left under a drawn logo, the document's fields (Serija, Nr., Data,
Apmokėti iki, Užsakymo Nr., …) in a ruled key/value grid at the top right, "Pirkėjas" and "Pristatymo
adresas" boxes, a long ruled item table with the article code first and the customer's discount
("Kodas | Pavadinimas | Mato vnt. | Kiekis | Kaina | Nuolaida % | Kaina su nuolaida | Suma be PVM",
some seeds with quantity before the unit, an EAN under the name, a VAT rate column), 4–25 lines so that
the longest run onto a second page with the table head repeated and "Puslapis 1 iš 2" in the page
margin, a per-rate VAT summary, the totals (some seeds with the sum before discount and the discount),
"Suma žodžiais" and the "Išrašė" / "Priėmė" signature lines.

Truth: a line's price is the discounted net unit price (two or four decimals, as the seed prints it),
since its amount is the quantity times that price; the list price and the discount are only printed."""

from __future__ import annotations

import random
from decimal import ROUND_HALF_UP, Decimal
from html import escape

from tests.eval.lt_data import CITIES, STREETS, group4, money, vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import FONTS, eur_words

# (name, unit, VAT rate, list price range)
FOOD = [
    ("Miltai kvietiniai 550D, 25 kg", "maiš.", 21, (14.0, 22.0)),
    ("Cukrus baltasis kristalinis, 50 kg", "maiš.", 21, (38.0, 55.0)),
    ("Saulėgrąžų aliejus rafinuotas, 5 l", "but.", 21, (8.0, 13.0)),
    ("Grikių kruopos, 5 kg", "pak.", 21, (7.0, 12.0)),
    ("Ryžiai ilgagrūdžiai, 1 kg", "pak.", 21, (1.4, 2.6)),
    ("Sviestas 82 % riebumo, 5 kg", "vnt.", 21, (38.0, 55.0)),
    ("Sūris „Gouda“ 45 %, blokas", "kg", 21, (6.0, 10.0)),
    ("Vištienos krūtinėlės filė, šaldyta", "kg", 21, (4.5, 7.5)),
    ("Kiaulienos sprandinė be kaulo", "kg", 21, (5.5, 8.5)),
    ("Makaronai „Spageti“, 500 g", "pak.", 21, (0.7, 1.4)),
    ("Pomidorų pasta 28 %, 800 g", "sk.", 21, (1.8, 3.2)),
    ("Mineralinis vanduo negazuotas 1,5 l (6 vnt.)", "pak.", 21, (2.2, 4.0)),
    ("Kava malta „Arabica“, 1 kg", "pak.", 21, (11.0, 19.0)),
    ("Arbata juodoji, 100 maišelių", "dėž.", 21, (2.5, 5.0)),
    ("Kiaušiniai M dydžio, 30 vnt.", "pad.", 21, (4.5, 7.5)),
    ("Bulvės maistinės, I klasė", "kg", 21, (0.3, 0.7)),
    ("Obuoliai „Ligol“", "kg", 21, (0.8, 1.6)),
    ("Druska valgomoji, jodinta, 1 kg", "pak.", 21, (0.3, 0.7)),
    ("Majonezas 50 % riebumo, 5 kg", "kib.", 21, (9.0, 15.0)),
    ("Šaldytų daržovių mišinys, 2,5 kg", "pak.", 21, (4.0, 7.0)),
    ("Duona ruginė plikyta, 800 g", "vnt.", 21, (1.2, 2.2)),
    ("Grietinė 30 %, 1 kg", "vnt.", 21, (2.6, 4.2)),
    ("Pienas 2,5 %, 1 l", "vnt.", 21, (0.8, 1.3)),
    ("Silkės filė aliejuje, 1 kg", "kib.", 21, (6.0, 9.5)),
    ("Avižiniai dribsniai, 800 g", "pak.", 21, (1.1, 2.0)),
    ("Rapsų aliejus, 10 l", "kan.", 21, (16.0, 26.0)),
    ("Konservuoti žirneliai, 400 g", "sk.", 21, (0.6, 1.2)),
    ("Šokoladiniai saldainiai, sveriami", "kg", 21, (6.0, 12.0)),
]
BUILDING = [
    ("Cementas CEM II/A-LL 42,5 R, 25 kg", "maiš.", 21, (4.5, 7.5)),
    ("Gipso kartono plokštė GKB 12,5x1200x2600 mm", "lap.", 21, (5.0, 8.5)),
    ("Mineralinė vata 100 mm, 6,1 m²", "pak.", 21, (18.0, 32.0)),
    ("Polistireninis putplastis EPS 100, 100 mm", "m³", 21, (55.0, 85.0)),
    ("Armatūra A500C Ø12 mm", "m", 21, (0.9, 1.6)),
    ("OSB-3 plokštė 12x1250x2500 mm", "lap.", 21, (11.0, 19.0)),
    ("Keraminės plytos M150, raudonos", "vnt.", 21, (0.35, 0.75)),
    ("Sausas statybinis mišinys M10, 40 kg", "maiš.", 21, (3.5, 6.5)),
    ("Medsraigčiai 4,5x50 mm, 200 vnt.", "dėž.", 21, (4.0, 9.0)),
    ("Obliuota mediena 45x95 mm, C24", "m", 21, (1.6, 3.2)),
    ("Stogo čerpė betoninė, ruda", "vnt.", 21, (0.9, 1.8)),
    ("Hidroizoliacinė plėvelė, 75 m²", "rul.", 21, (35.0, 60.0)),
    ("Plytelių klijai C2TE, 25 kg", "maiš.", 21, (9.0, 16.0)),
    ("Gruntas giluminis, 10 l", "kib.", 21, (14.0, 26.0)),
    ("Montavimo putos 750 ml", "vnt.", 21, (5.0, 9.0)),
    ("Kelio bortas 100x30x8 cm", "vnt.", 21, (3.0, 6.0)),
    ("Trinkelės betoninės 200x100x60, pilkos", "m²", 21, (8.0, 14.0)),
    ("Smėlis statybinis 0/4", "t", 21, (9.0, 16.0)),
    ("Skalda granitinė 5/16", "t", 21, (18.0, 30.0)),
    ("Profilis gipso kartonui CW 50, 3 m", "vnt.", 21, (2.2, 3.8)),
    ("Dažai fasadiniai, balti, 10 l", "kib.", 21, (38.0, 70.0)),
    ("Drenažo vamzdis Ø110 mm su filtru", "m", 21, (1.2, 2.4)),
    ("Vinys statybinės 3,1x90 mm, 5 kg", "dėž.", 21, (9.0, 15.0)),
    ("Medienos granulės 6 mm, gyv. būstui šildyti, 15 kg", "maiš.", 9, (3.5, 5.5)),
    ("Durpių briketai, gyv. būstui šildyti", "pad.", 9, (180.0, 260.0)),
    ("Malkos beržinės skaldytos, gyv. būstui šildyti", "m³", 9, (55.0, 85.0)),
    ("Medžio briketai RUF, gyv. būstui šildyti", "pad.", 9, (220.0, 320.0)),
]
WHOLE = ("vnt.", "maiš.", "but.", "pak.", "sk.", "dėž.", "pad.", "kib.", "lap.", "rul.", "kan.")
TRADE = {
    "food": ["Maisto produktų didmeninė prekyba", "Didmeninė prekyba maisto produktais"],
    "building": ["Statybinės medžiagos", "Statybinės medžiagos ir kuras", "Statybinių medžiagų bazė"],
}
CLERKS = ["Vadybininkė A. Kazlauskienė", "Pardavimų vadybininkas T. Jankauskas", "Operatorė I. Stankevičė"]
COLORS = ["#b3261e", "#1f5f8b", "#2e6b30", "#7a4b00", "#333", "#5b2a86"]


def _quantity(rng: random.Random, unit: str, high: float) -> Decimal:
    if high > 100:  # pallets of fuel: a few at a time
        return Decimal(rng.randint(1, 8))
    if unit in WHOLE:
        return Decimal(rng.choice([rng.randint(1, 12), rng.randint(10, 60), rng.randint(20, 240)]))
    if unit == "t":
        return Decimal(rng.randint(15, 300)) / 10
    if unit == "kg":
        return Decimal(rng.randint(20, 4000)) / 10 if rng.random() < 0.6 else Decimal(rng.randint(5, 200))
    return Decimal(rng.randint(10, 900)) / 10  # m, m², m³


def _ean(rng: random.Random) -> str:
    body = "477" + "".join(rng.choice("0123456789") for _ in range(9))
    odd = sum(int(d) for d in body[::2])
    even = sum(int(d) for d in body[1::2])
    return body + str((10 - (odd + 3 * even) % 10) % 10)


def _logo(rng: random.Random, initials: str, color: str) -> str:
    """The company's mark, drawn with CSS: a lettered square, a ringed circle, bars or a roof."""
    kind = rng.choice(["square", "ring", "bars", "roof"])
    if kind == "square":
        return (
            f'<div style="width:46px;height:46px;background:{color};color:#fff;font:bold 20px/46px '
            f'Arial, sans-serif;text-align:center;letter-spacing:1px">{initials}</div>'
        )
    if kind == "ring":
        return (
            f'<div style="width:42px;height:42px;border:4px solid {color};border-radius:50%;color:{color};'
            f'font:bold 17px/42px Arial, sans-serif;text-align:center">{initials}</div>'
        )
    if kind == "bars":
        bars = "".join(
            f'<div style="height:9px;width:{w}px;background:{color};margin:0 0 4px {46 - w}px"></div>'
            for w in (46, 36, 26)
        )
        return f'<div style="width:46px">{bars}</div>'
    return (
        f'<div style="width:48px"><div style="width:0;height:0;border-left:24px solid transparent;'
        f'border-right:24px solid transparent;border-bottom:18px solid {color}"></div>'
        f'<div style="margin:0 6px;height:24px;background:{color};color:#fff;font:bold 13px/24px '
        f'Arial, sans-serif;text-align:center">{initials}</div></div>'
    )


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 11 + 5)
    trade = rng.choice(["food", "building"])
    catalogue = FOOD if trade == "food" else BUILDING
    count = rng.choice([rng.randint(4, 9), rng.randint(8, 16), rng.randint(17, 25)])
    places = rng.choice([2, 2, 4])
    shared_discount = rng.random() < 0.4  # one contract discount on every line, or each line its own
    contract = Decimal(rng.choice([3, 5, 7, 8, 10, 12, 15]))
    step = Decimal(1).scaleb(-places)
    code_style = rng.choice(["K{0:05d}", "{0:06d}", "PR-{0:05d}", "{0:04d}.{1:03d}"])
    lists: list[Decimal] = []
    discounts: list[Decimal] = []
    eans: list[str] = []
    items: list[Item] = []
    for name, unit, vat, (low, high) in rng.sample(catalogue, count):
        listed = money(Decimal(str(rng.uniform(low, high))))
        if shared_discount:
            off = contract
        else:
            off = Decimal(rng.choice(["0", "0", "2", "3", "5", "5", "7.5", "10", "12", "15", "20"]))
        price = (listed * (100 - off) / 100).quantize(step, rounding=ROUND_HALF_UP)
        code = code_style.format(rng.randint(1, 9999), rng.randint(1, 999))
        items.append(Item(name, unit, _quantity(rng, unit, high), price, Decimal(vat), code))
        lists.append(listed)
        discounts.append(off)
        eans.append(_ean(rng))
    doc.items = items
    rates = doc.rates()

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([7.5, 8, 8.5, 9])
    color = rng.choice(COLORS)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    if seller.vat_code is None:  # only a VAT payer writes a VAT invoice
        seller.vat_code = vat_code(rng)
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.85
    vat_column = len(rates) > 1 or rng.random() < 0.4
    qty_first = rng.random() < 0.35
    show_ean = rng.random() < 0.35
    before_discount = rng.random() < 0.5
    wide_grid = rng.random() < 0.5
    bank_in_footer = rng.random() < 0.5
    title_in_grid = rng.random() < 0.5
    stamp = rng.random() < 0.4
    order = rng.choice([f"UZ-{doc.issued:%y}-{rng.randint(1, 9999):05d}", str(rng.randint(100000, 999999))])
    order = rng.choice([order, f"{doc.issued.year}/{rng.randint(1, 3000)}"])
    client = f"{rng.choice(['K', 'PIR', 'C'])}{rng.randint(100, 9999):04d}"
    base = seller.name.split("„")[1].rstrip("“")
    initials = "".join(w[0] for w in base.split()[:2]).upper()
    brand = base.upper()
    trade_line = rng.choice(TRADE[trade])
    phone = f"+370 {rng.choice(['5', '37', '46', '41', '45'])} {rng.randint(200000, 799999)}"
    web = rng.choice(["www.", "el. p. info@"]) + base.lower().split()[0].translate(
        str.maketrans("ąčęėįšųūž", "aceeisuuz")
    )
    web += ".lt"
    iban = group4(seller.iban or "") if rng.random() < 0.5 else seller.iban
    clerk = rng.choice(CLERKS)

    def a(value: Decimal, places: int = 2) -> str:
        return amount(value, style, places)

    zero_mark = rng.choice(["", "–", "0"])

    def off_cell(value: Decimal) -> str:
        return quantity(value, style) if value else zero_mark

    head = ["Kodas", "Prekės pavadinimas"]
    head += ["Kiekis", "Mato<br>vnt."] if qty_first else ["Mato<br>vnt.", "Kiekis"]
    head += [
        "Kaina be<br>PVM, EUR",
        rng.choice(["Nuolaida<br>%", "Nuol.<br>%"]),
        "Kaina su<br>nuolaida, EUR",
    ]
    head += ["PVM<br>%"] if vat_column else []
    head += ["Suma be<br>PVM, EUR"]
    rows = []
    for item, listed, off, ean in zip(doc.items, lists, discounts, eans, strict=True):
        name = escape(item.name)
        if show_ean:
            name += f'<div class="ean">EAN {ean}</div>'
        unit = f"<td class=c>{escape(item.unit)}</td>"
        qty = f"<td class=r>{quantity(item.quantity, style)}</td>"
        cells = [f"<td class=code>{escape(item.code or '')}</td>", f"<td>{name}</td>"]
        cells += [qty, unit] if qty_first else [unit, qty]
        cells += [
            f"<td class=r>{a(listed)}</td>",
            f"<td class=c>{off_cell(off)}</td>",
            f"<td class=r>{a(item.price, places)}</td>",
        ]
        cells += [f"<td class=c>{rate(item.vat_percent)}</td>"] if vat_column else []
        cells += [f"<td class=r>{a(item.subtotal)}</td>"]
        rows.append(f"<tr>{''.join(cells)}</tr>")

    fields = [
        ("Serija", doc.series or ""),
        ("Nr.", doc.number),
        ("Data", day(doc.issued, date_style)),
        ("Apmokėti iki", day(doc.due, date_style)),
        ("Užsakymo Nr.", order),
        ("Kliento kodas", client),
    ]
    if rng.random() < 0.5:
        fields.append(("Mokėjimo būdas", rng.choice(["Pavedimu", "Bankinis pavedimas"])))
    if rng.random() < 0.5:
        fields.append(("Sandėlis", rng.choice(["Centrinis", "Kaunas-2", "VLN sandėlis", "Nr. 1"])))
    if wide_grid:
        if len(fields) % 2:
            fields.append(("Valiuta", "EUR"))
        pairs = [fields[i : i + 2] for i in range(0, len(fields), 2)]
        grid = "".join(
            "<tr>" + "".join(f"<th>{k}</th><td>{escape(v)}</td>" for k, v in pair) + "</tr>" for pair in pairs
        )
    else:
        grid = "".join(f"<tr><th>{k}</th><td>{escape(v)}</td></tr>" for k, v in fields)
    title = "PVM SĄSKAITA FAKTŪRA"
    span = 4 if wide_grid else 2
    grid_title = f'<tr><td colspan="{span}" class="gt">{title}</td></tr>' if title_in_grid else ""
    page_title = "" if title_in_grid else f"<h1>{title}</h1>"

    seller_lines = [
        f"<b>{escape(seller.name)}</b>",
        escape(seller.address),
        f"Įm. kodas {seller.code}" + (f", PVM mok. kodas {seller.vat_code}" if seller.vat_code else ""),
        f"Tel. {phone}, {web}",
    ]
    if not bank_in_footer:
        seller_lines.append(f"A. s. {iban}, {escape(seller.bank or '')}")
    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        f"Įmonės kodas: {buyer.code}",
    ]
    if show_buyer_vat:
        buyer_lines.append(f"PVM mokėtojo kodas: {buyer.vat_code}")
    buyer_lines.append(f"Adresas: {escape(buyer.address)}")
    city, prefix = rng.choice(CITIES)
    shop = f"Parduotuvė Nr. {rng.randint(1, 40)}"
    if trade == "food":
        site = rng.choice([shop, "Valgykla", "Restoranas", "Prekių priėmimas (rampa)", "Sandėlis"])
    else:
        site = rng.choice([shop, "Statybų objektas", "Statybvietė", "Sandėlis"])
    delivery = [
        escape(site),
        f"{escape(rng.choice(STREETS))} {rng.randint(1, 140)}",
        f"LT-{prefix}{rng.randint(100, 999)} {escape(city)}",
    ]
    if rng.random() < 0.5:
        delivery.append(f"Kontaktinis asmuo: tel. +370 6{rng.randint(1000000, 9999999)}")

    summary_rows = "".join(
        f"<tr><td>{rate(r)} %</td><td class=r>{a(b)}</td><td class=r>{a(t)}</td>"
        f"<td class=r>{a(b + t)}</td></tr>"
        for r, (b, t) in rates.items()
    )
    summary = (
        '<table class="vs"><tr><th>PVM tarifas</th><th>Apmokestinama<br>vertė, EUR</th>'
        "<th>PVM suma,<br>EUR</th><th>Suma su<br>PVM, EUR</th></tr>"
        f"{summary_rows}<tr class=b><td>Iš viso</td><td class=r>{a(doc.net)}</td>"
        f"<td class=r>{a(doc.vat)}</td><td class=r>{a(doc.net + doc.vat)}</td></tr></table>"
    )
    totals = ""
    if before_discount:
        gross_list = sum((money(i.quantity * p) for i, p in zip(doc.items, lists, strict=True)), Decimal(0))
        totals += (
            f"<tr><td>Suma be nuolaidos</td><td class=r>{a(gross_list)}</td></tr>"
            f"<tr><td>Nuolaida</td><td class=r>-{a(gross_list - doc.net)}</td></tr>"
        )
    totals += f"<tr><td>Suma be PVM</td><td class=r>{a(doc.net)}</td></tr>"
    totals += "".join(
        f"<tr><td>PVM {rate(r)} %</td><td class=r>{a(t)}</td></tr>" for r, (_, t) in rates.items()
    )
    totals += f"<tr class=g><td>Iš viso mokėti, EUR</td><td class=r>{a(doc.gross)}</td></tr>"
    stamp_html = '<div class="stamp">A. V.</div>' if stamp else ""
    reference = f"PVM sąskaita faktūra {doc.series} Nr. {doc.number}"
    footer = reference
    if bank_in_footer:  # the page's foot line: the account and the codes, on every page
        footer = f"A. s. {iban}, {seller.bank} · Įm. kodas {seller.code}"
        footer += f" · PVM mok. kodas {seller.vat_code}" if seller.vat_code else ""
    footer = footer.replace("\\", "").replace('"', "'")
    margin = f"font:{size - 1}pt {font};color:#555"

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 10mm 14mm 12mm;
@top-right{{content:"{reference} (tęsinys)";{margin}}}
@bottom-left{{content:"{footer}";{margin}}}
@bottom-right{{content:"Puslapis " counter(page) " iš " counter(pages);{margin}}}}}
@page:first{{@top-right{{content:none}}}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;gap:16px}}
.seller{{display:flex;gap:10px;line-height:1.35;max-width:52%}}
.brand{{font-size:{size + 4}pt;font-weight:bold;color:{color};letter-spacing:1px}}
.brand small{{display:block;font-size:{size - 1}pt;color:#555;letter-spacing:0;font-weight:normal}}
table.grid{{border-collapse:collapse;min-width:40%}}
table.grid th,table.grid td{{border:1px solid #666;padding:2px 6px;text-align:left}}
table.grid th{{background:#eee;font-weight:normal;font-size:{size - 0.5}pt;white-space:nowrap}}
table.grid td{{font-weight:bold;white-space:nowrap}}
.gt{{text-align:center!important;font-size:{size + 4}pt;background:#fff;padding:4px!important}}
h1{{font-size:{size + 6}pt;text-align:center;margin:12px 0 0;letter-spacing:1px}}
.parties{{display:flex;gap:10px;margin-top:12px}}
.parties>div{{flex:1;border:1px solid #999;padding:4px 8px 6px;line-height:1.4}}
.parties .t{{font-size:{size - 1}pt;text-transform:uppercase;color:{color};font-weight:bold;
margin-bottom:2px}}
table.items{{width:100%;border-collapse:collapse;margin-top:12px}}
table.items thead{{display:table-header-group}}
table.items tr{{break-inside:avoid}}
table.items th{{border:1px solid #444;background:#e6e6e6;padding:2px 3px;font-size:{size - 0.5}pt;
font-weight:bold;vertical-align:bottom}}
table.items td{{border:1px solid #999;padding:2px 4px;vertical-align:top}}
td.code{{white-space:nowrap;font-family:'Liberation Mono',monospace;font-size:{size - 0.5}pt}}
.ean{{font-size:{size - 1.5}pt;color:#666}}
.r{{text-align:right;white-space:nowrap}} .c{{text-align:center}}
.bottom{{display:flex;justify-content:space-between;align-items:flex-start;margin-top:10px;gap:20px;
break-inside:avoid}}
table.vs{{border-collapse:collapse}}
table.vs th,table.vs td{{border:1px solid #999;padding:2px 6px}}
table.vs th{{font-weight:normal;background:#f2f2f2;font-size:{size - 0.5}pt}}
table.vs tr.b td{{font-weight:bold}}
table.tot{{border-collapse:collapse;min-width:36%}}
table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 2}pt;border-top:2px solid #000}}
.words{{margin-top:8px;break-inside:avoid}}
.sign{{display:flex;gap:40px;margin-top:30px;break-inside:avoid;align-items:flex-end}}
.sign>div{{flex:1;border-top:1px solid #000;padding-top:2px;font-size:{size - 1}pt}}
.stamp{{flex:0 0 60px!important;height:60px;border:2px dashed #999!important;border-radius:50%;
text-align:center;line-height:60px;color:#777;padding:0!important}}
</style></head><body>
<div class="top"><div class="seller">{_logo(rng, initials, color)}<div>
<div class="brand">{escape(brand)}<small>{escape(trade_line)}</small></div>
{"<br>".join(seller_lines)}</div></div>
<table class="grid">{grid_title}{grid}</table></div>
{page_title}
<div class="parties"><div><div class="t">Pirkėjas</div>{"<br>".join(buyer_lines)}</div>
<div><div class="t">Pristatymo adresas</div>{"<br>".join(delivery)}</div></div>
<table class="items"><thead><tr>{"".join(f"<th>{h}</th>" for h in head)}</tr></thead>
<tbody>{"".join(rows)}</tbody></table>
<div class="bottom">{summary}<table class="tot">{totals}</table></div>
<div class="words">Suma žodžiais: <b>{eur_words(doc.gross)}</b></div>
<div class="sign"><div>Išrašė: {clerk}<br>(pareigos, vardas, pavardė, parašas)</div>{stamp_html}
<div>Priėmė:<br>(pareigos, vardas, pavardė, parašas)</div></div>
</body></html>"""
    fields_out = ("prekes_pavadinimas", "prekes_kodas", "unit", "quantity", "price", "subtotal")
    truth = doc.truth(fields_out + (("vat_percent",) if vat_column else ()))
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
