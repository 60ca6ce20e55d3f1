"""A Lithuanian fuel company's monthly "PVM SĄSKAITA FAKTŪRA" for its fuel cards, as its card system
prints it: the company's brand, the invoice's number and dates beside the month it covers, the customer's
and the card contract's numbers, then a table of the month's card transactions (date and time, the
station, the masked card number, the car's plate, the product – diesel, petrol 95/98, AdBlue, a car wash
–, litres, the pump price with VAT, the card discount and the amount), on some seeds grouped by card with
a subtotal per card, then a summary by product (quantity, amount without VAT, VAT, amount with VAT), the
totals, what the cards saved, and the payment details. Some seeds print each transaction with its amount
without VAT, its VAT and its amount with VAT; the others print prices and amounts with VAT only and split
the VAT in the product summary. Long months run onto a second page (landscape on some seeds), with the
table head repeated and the page number in the margin.

Truth: one line per transaction in page order, with the product's name, quantity, unit where printed, the
amount with VAT and, where the table shows it, the amount without VAT; the pump price is a price with VAT
after which the discount comes off, so no net unit price is printed and the lines hold none."""

from __future__ import annotations

import random
from datetime import date, datetime, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import CITIES, STREETS, group4, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS
from tests.eval.printed.templates.lt_round4_common import plate, rename, vat_payer
from tests.eval.printed.templates.lt_round5_common import drop, pattern, previous_month, two_lines

# (key, names a card system gives it (one naming per seed), unit, gross price range, quantity range in
# hundredths, whether the card's discount applies)
Product = tuple[str, list[str], str, tuple[float, float], tuple[int, int], bool]
PRODUCTS: list[Product] = [
    ("d", ["Dyzelinas", "Dyzelinas D", "Dyzelinis kuras", "Dyzelinas (EN 590)"], "l", (1.44, 1.62),
     (1800, 9800), True),
    ("95", ["Benzinas 95", "Benzinas A95", "95 benzinas", "Benzinas 95 E10"], "l", (1.55, 1.72),
     (1200, 5800), True),
    ("98", ["Benzinas 98", "Benzinas A98", "98 benzinas", "Benzinas 98 Premium"], "l", (1.66, 1.86),
     (1200, 5200), True),
    ("ad", ["AdBlue", "AdBlue (kolonėlė)", "AdBlue tirpalas", "AdBlue"], "l", (0.74, 1.09),
     (500, 2600), False),
    ("wash", ["Plovykla", "Automobilio plovimas", "Plovykla „Premium“", "Plovimo programa Nr. 3"], "vnt.",
     (7, 15), (100, 100), False),
    ("fluid", ["Langų plovimo skystis -20 °C, 4 l", "Stiklų skystis žieminis 4 l", "Langų skystis -20, 4 l",
               "Žieminis langų skystis 4 l"], "vnt.", (4.5, 8), (100, 200), False),
]  # fmt: skip
NAMES = [
    "Kelio degalai",
    "Baltijos kuras",
    "Naftos taškas",
    "Degalų linija",
    "Vakarų nafta",
    "Greitkelio kuras",
]
COLORS = ["#d32f2f", "#00695c", "#f57c00", "#1565c0", "#2e7d32", "#283593"]
VAT = Decimal("0.21")


def _net(gross: Decimal) -> Decimal | None:
    """The amount without VAT whose 21 % VAT makes ``gross``, where one does."""
    first = money(gross / (1 + VAT))
    for cand in (first, first - Decimal("0.01"), first + Decimal("0.01")):
        if cand + money(cand * VAT) == gross:
            return cand
    return None


class Tx:
    """One card transaction: when, where, which card and car, what, and its amounts."""

    def __init__(self, when: datetime, station: str, card: int, key: str, pump: Decimal, per_litre: Decimal):
        self.when, self.station, self.card, self.key = when, station, card, key
        self.pump, self.per_litre = pump, per_litre
        self.qty = Decimal(0)
        self.listed = self.discount = self.gross = self.net = Decimal(0)

    def fill(self, rng: random.Random, product: Product, percent: Decimal | None) -> None:
        """Draw a quantity (a piece's price: a wash has several programmes) whose amount splits into a
        net and a VAT that add up."""
        _, _, unit, (plo, phi), (low, high), _ = product
        while True:
            self.qty = Decimal(rng.randint(low, high)) / 100
            if unit == "vnt.":
                self.qty = Decimal(rng.randint(low // 100, high // 100))
                self.pump = money(Decimal(str(rng.uniform(plo, phi))))
            self.listed = money(self.qty * self.pump)
            if percent is not None:
                self.discount = money(self.listed * percent / 100) if self.per_litre else Decimal(0)
            else:
                self.discount = money(self.qty * self.per_litre)
            self.gross = self.listed - self.discount
            net = _net(self.gross)
            if net is not None:
                self.net = net
                return


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 23 + 1)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    rename(seller, rng, NAMES)
    if not seller.name.startswith(("UAB ", "AB ")):  # an operator is a company limited by shares
        seller.name = "UAB " + seller.name.split(" ", 1)[1]
    brand = seller.name.split("„", 1)[1].rstrip("“")
    doc.issued = date(doc.issued.year, doc.issued.month, rng.randint(1, 5))
    doc.due = doc.issued + timedelta(days=rng.choice([10, 14, 15, 20, 30]))
    doc.series = rng.choice(["KK", "DK", "KRT", "FC", "DEG"])
    doc.number = str(rng.randint(1, 9_999_999)).zfill(rng.choice([6, 7]))
    start, end = previous_month(doc.issued)
    naming = rng.randrange(4)

    # the cards and their cars; a fleet mostly of diesel vans, or of petrol cars
    fleet = rng.choice(["diesel", "diesel", "petrol", "mixed"])
    cards = []
    prefix = pattern(rng, "70####")
    for _ in range(rng.choice([1, 2, 2, 3, 4])):
        fuel = {"diesel": "d", "petrol": rng.choice(["95", "95", "98"])}.get(fleet, rng.choice(["d", "95"]))
        cards.append((pattern(rng, "####"), plate(rng), fuel))
    card_style = rng.choice(["spaced", "stars", "short"])

    def masked(last4: str) -> str:
        if card_style == "spaced":
            return f"{prefix[:4]} {prefix[4:]}** **** {last4}"
        if card_style == "stars":
            return f"{prefix}******{last4}"
        return f"****{last4}"

    stations = []
    for _ in range(rng.randint(3, 7)):
        city, _ = rng.choice(CITIES)
        street = f"{rng.choice(STREETS)} {rng.randint(1, 250)}"
        stations.append(
            rng.choice(
                [
                    f"{brand} {city}, {street}",
                    f"Degalinė Nr. {rng.randint(1, 60)}, {city}",
                    f"{city}, {street}",
                ]
            )
        )

    by_key = {p[0]: p for p in PRODUCTS}
    base_price = {k: Decimal(str(rng.uniform(*p[3]))).quantize(Decimal("0.001")) for k, p in by_key.items()}
    discount_kind = rng.choice(["litre", "litre", "percent", "none"])
    per_litre = Decimal(rng.choice(["0.03", "0.04", "0.05", "0.06", "0.08"]))
    percent = Decimal(rng.choice(["2", "3", "4", "5"])) if discount_kind == "percent" else None
    count = rng.choice([rng.randint(5, 12), rng.randint(12, 24), rng.randint(24, 38)])
    txs: list[Tx] = []
    for _ in range(count):
        card = rng.randrange(len(cards))
        key = cards[card][2]
        roll = rng.random()
        if roll < 0.12:
            key = "ad" if cards[card][2] == "d" else "wash"
        elif roll < 0.2:
            key = rng.choice(["wash", "fluid"])
        when = datetime(
            start.year, start.month, rng.randint(1, end.day), rng.randint(5, 22), rng.randint(0, 59)
        )
        pump = base_price[key]
        if by_key[key][2] == "l":  # the pump price moves a little from day to day
            pump += Decimal(rng.randint(-25, 25)) / 1000
        off = per_litre if by_key[key][5] and discount_kind != "none" else Decimal(0)
        tx = Tx(when, rng.choice(stations), card, key, pump, off)
        tx.fill(rng, by_key[key], percent if off else None)
        txs.append(tx)

    # redraw quantities until the product summary's VAT and the lines' VAT add up at every level
    for _ in range(50_000):
        wrong = []
        for key in {t.key for t in txs}:
            same = [t for t in txs if t.key == key]
            net = sum((t.net for t in same), Decimal(0))
            if sum((t.gross - t.net for t in same), Decimal(0)) != money(net * VAT):
                wrong.append(key)
        if not wrong:
            nets = [sum((t.net for t in txs if t.key == k), Decimal(0)) for k in {t.key for t in txs}]
            if sum((money(n * VAT) for n in nets), Decimal(0)) == money(sum(nets, Decimal(0)) * VAT):
                break
            wrong = [rng.choice(txs).key]
        tx = rng.choice([t for t in txs if t.key in wrong])
        tx.fill(rng, by_key[tx.key], percent if tx.per_litre else None)
    else:
        raise AssertionError("transactions could not be balanced")

    grouped = rng.random() < 0.35
    if grouped:
        txs.sort(key=lambda t: (t.card, t.when))
    else:
        txs.sort(key=lambda t: t.when)

    def name(t: Tx) -> str:
        return by_key[t.key][1][naming]

    doc.items = [Item(name(t), by_key[t.key][2], t.qty, t.net / t.qty, Decimal(21)) for t in txs]
    assert all(item.total == t.gross for item, t in zip(doc.items, txs, strict=True))

    net_lines = rng.random() < 0.45
    landscape = rng.random() < 0.3
    style = rng.choice(["lt", "lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots", "dmy-dots"])
    font = rng.choice(FONTS[:7])
    size = rng.choice([7, 7.5, 8]) if not landscape else rng.choice([7.5, 8, 8.5])
    color = rng.choice(COLORS)
    unit_column = rng.random() < 0.5
    time_apart = rng.random() < 0.5
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.85
    client = pattern(rng, rng.choice(["#######", "K######", "1######"]))
    contract = pattern(rng, rng.choice(["KS-#####", "####/KK", "DK#######"]))
    iban = group4(seller.iban or "") if rng.random() < 0.5 else (seller.iban or "")
    minus = rng.random() < 0.5

    def a(value: Decimal, places: int = 2) -> str:
        return amount(value, style, places)

    def d(value: date) -> str:
        return day(value, date_style)

    def litres(value: Decimal, unit: str) -> str:  # litres to the pump's two decimals, pieces whole
        return a(value) if unit == "l" else quantity(value, style)

    # the transactions table
    head = ["Data"] + (["Laikas"] if time_apart else [])
    head += [rng.choice(["Degalinė", "Stotis", "Prekybos vieta"]), "Kortelės Nr.", "Auto Nr."]
    head += [rng.choice(["Prekė", "Prekė / paslauga", "Produktas"]), "Kiekis"]
    head += ["Mat. vnt."] if unit_column else []
    head += ["Kaina su PVM"]
    head += ["Nuolaida"] if discount_kind != "none" else []
    head += ["Suma be PVM", "PVM", "Suma su PVM"] if net_lines else ["Suma su PVM"]
    width = len(head)
    lead = 5 if time_apart else 4  # the columns before the product

    def row(t: Tx) -> str:
        stamp = d(t.when.date()) if time_apart else f"{d(t.when.date())} {t.when:%H:%M}"
        cells = [stamp] + ([f"{t.when:%H:%M}"] if time_apart else [])
        cells += [escape(t.station), masked(cards[t.card][0]), cards[t.card][1], escape(name(t))]
        unit = by_key[t.key][2]
        qty = litres(t.qty, unit)
        cells += [qty, unit] if unit_column else [f"{qty} {unit}"]
        cells.append(a(t.pump, 3) if unit == "l" else a(t.pump))
        if discount_kind != "none":
            cells.append(("-" if minus and t.discount else "") + a(t.discount) if t.discount else "–")
        cells += [a(t.net), a(t.gross - t.net), a(t.gross)] if net_lines else [a(t.gross)]
        out = "".join(f"<td class={'l' if i < lead + 1 else 'r'}>{c}</td>" for i, c in enumerate(cells))
        return f"<tr>{out}</tr>"

    body = []
    for k, (last4, reg, _) in enumerate(cards):
        mine = [t for t in txs if t.card == k]
        if grouped and mine:
            body.append(f'<tr class="grp"><td colspan="{width}">Kortelė {masked(last4)} · {reg}</td></tr>')
            body += [row(t) for t in mine]
            gross = sum((t.gross for t in mine), Decimal(0))
            body.append(
                f'<tr class="sub"><td colspan="{width - 1}">Iš viso pagal kortelę</td>'
                f"<td class=r>{a(gross)}</td></tr>"
            )
    if not grouped:
        body = [row(t) for t in txs]
    header_cells = "".join(f"<th>{h}</th>" for h in head)
    table = f'<table class="tx"><thead><tr>{header_cells}</tr></thead><tbody>{"".join(body)}</tbody></table>'

    # the summary by product
    keys = [k for k in by_key if any(t.key == k for t in txs)]
    summary_rows = []
    for key in keys:
        same = [t for t in txs if t.key == key]
        qty = sum((t.qty for t in same), Decimal(0))
        net = sum((t.net for t in same), Decimal(0))
        gross = sum((t.gross for t in same), Decimal(0))
        saved = sum((t.discount for t in same), Decimal(0))
        cells = [escape(by_key[key][1][naming]), litres(qty, by_key[key][2]), by_key[key][2]]
        cells += [a(saved)] if discount_kind != "none" else []
        cells += [a(net), a(gross - net), a(gross)]
        summary_rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    saved_all = sum((t.discount for t in txs), Decimal(0))
    summary_head = ["Prekė", "Kiekis", "Mat. vnt."] + (["Nuolaida"] if discount_kind != "none" else [])
    summary_head += ["Suma be PVM", "PVM 21 %", "Suma su PVM"]
    total_cells = ["Iš viso", "", ""] + ([a(saved_all)] if discount_kind != "none" else [])
    total_cells += [a(doc.net), a(doc.vat), a(doc.net + doc.vat)]
    summary = (
        '<table class="sum"><tr>'
        + "".join(f"<th>{h}</th>" for h in summary_head)
        + "</tr>"
        + "".join(summary_rows)
        + '<tr class="b">'
        + "".join(f"<td>{c}</td>" for c in total_cells)
        + "</tr></table>"
    )
    totals = (
        f"<tr><td>Suma be PVM</td><td class=r>{a(doc.net)}</td></tr>"
        f"<tr><td>PVM 21 %</td><td class=r>{a(doc.vat)}</td></tr>"
        f'<tr class="g"><td>{rng.choice(["Mokėtina suma", "Iš viso su PVM", "Iš viso mokėti"])}, EUR</td>'
        f"<td class=r>{a(doc.gross)}</td></tr>"
    )
    saved_note = ""
    if discount_kind != "none" and rng.random() < 0.6:
        how = f"{a(per_litre, 3)} EUR/l" if discount_kind == "litre" else f"{percent} %"
        saved_note = (
            f'<div class="note">Jūsų kortelių nuolaida {how}. '
            f"Per laikotarpį sutaupėte {a(saved_all)} EUR.</div>"
        )

    street, place = two_lines(buyer.address)
    buyer_lines = [f"<b>{escape(buyer.name)}</b>", f"Įmonės kodas: {buyer.code}"]
    if show_buyer_vat:
        buyer_lines.append(f"PVM mokėtojo kodas: {buyer.vat_code}")
    buyer_lines += [escape(street), escape(place)]
    number = rng.choice([f"Serija {doc.series} Nr. {doc.number}", f"{doc.series} Nr. {doc.number}"])
    facts = [
        ("Sąskaitos data", d(doc.issued)),
        ("Apmokėti iki", d(doc.due)),
        ("Laikotarpis", f"{d(start)} – {d(end)}"),
        ("Kliento Nr.", client),
        ("Kortelių sutarties Nr.", contract),
    ]
    if rng.random() < 0.5:
        facts.insert(2, ("Kortelių skaičius", str(len(cards))))
    facts_html = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in facts)
    subtitle = rng.choice(
        ["Kuro kortelių operacijų išrašas", "Degalų kortelių ataskaita", "Operacijos kuro kortelėmis"]
    )
    seller_lines = [
        f"<b>{escape(seller.name)}</b>",
        escape(seller.address),
        f"Įmonės kodas {seller.code}, PVM mokėtojo kodas {seller.vat_code}",
        f"A. s. {iban}, {escape(seller.bank or '')}",
    ]
    seller_top = rng.random() < 0.5
    margin = f"font:{size - 0.5}pt {font};color:#666"
    page = "A4 landscape" if landscape else "A4"
    header = (
        f'<div class="top"><div class="brand">{drop(color, rng.choice([36, 42]))}'
        f'<div><div class="bn">{escape(brand.upper())}</div>'
        + (f'<div class="sl">{"<br>".join(seller_lines)}</div>' if seller_top else "")
        + f'</div></div><div class="doc"><div class="t">PVM SĄSKAITA FAKTŪRA</div>'
        f'<div class="n">{number}</div><div class="st">{subtitle}</div></div></div>'
        f'<div class="mid"><div class="box"><div class="bt">Pirkėjas</div>{"<br>".join(buyer_lines)}</div>'
        f'<table class="facts">{facts_html}</table></div>'
    )
    footer = "" if seller_top else f'<div class="foot">{" · ".join(seller_lines)}</div>'
    summary_first = rng.random() < 0.35
    summary_block = f'<h3>Suvestinė pagal prekes</h3>{summary}<table class="tot">{totals}</table>{saved_note}'
    table_block = f"<h3>Operacijos</h3>{table}"
    middle = summary_block + table_block if summary_first else table_block + summary_block
    pay = (
        f'<div class="pay">Mokėdami nurodykite sąskaitos numerį {doc.series}{doc.number} '
        f"ir kliento Nr. {client}. "
        f"Laiku neapmokėjus, kortelės gali būti blokuojamos.</div>"
    )

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:{page};margin:10mm 10mm 13mm 10mm;
@bottom-right{{content:"Puslapis " counter(page) " iš " counter(pages);{margin}}}
@bottom-left{{content:"{escape(seller.name).replace('"', "'")} · {doc.series} Nr. {doc.number}";{margin}}}}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;gap:16px}}
.brand{{display:flex;gap:10px}}
.bn{{font-size:{size + 10}pt;font-weight:bold;color:{color};letter-spacing:1px}}
.sl{{margin-top:3px;line-height:1.35;font-size:{size}pt}}
.doc{{text-align:right}} .doc .t{{font-size:{size + 7}pt;font-weight:bold}}
.doc .n{{font-size:{size + 2}pt;font-weight:bold}} .doc .st{{color:{color};font-weight:bold}}
.mid{{display:flex;justify-content:space-between;gap:16px;margin-top:10px}}
.box{{border-left:3px solid {color};padding:3px 10px;line-height:1.4;min-width:40%}}
.bt{{font-size:{size - 0.5}pt;color:#666;text-transform:uppercase}}
table.facts{{border-collapse:collapse}} table.facts th{{text-align:left;font-weight:normal;color:#555;
padding:1px 12px 1px 0}} table.facts td{{font-weight:bold;text-align:right}}
h3{{font-size:{size + 1.5}pt;margin:12px 0 3px;color:{color}}}
table.tx{{width:100%;border-collapse:collapse}}
table.tx thead{{display:table-header-group}} table.tx tr{{break-inside:avoid}}
table.tx th{{background:{color};color:#fff;font-weight:normal;padding:3px 3px;text-align:left;
font-size:{size - 0.5}pt}}
table.tx td{{padding:1.5px 3px;border-bottom:1px solid #e2e2e2;white-space:nowrap}}
table.tx td.r{{text-align:right}} table.tx tbody tr:nth-child(even) td{{background:#f7f7f7}}
table.tx tr.grp td{{font-weight:bold;background:#eee!important;padding-top:5px}}
table.tx tr.sub td{{text-align:right;font-weight:bold;background:#fff!important}}
table.sum{{border-collapse:collapse;margin-top:2px;break-inside:avoid}}
table.sum th{{border-bottom:1.5px solid #333;padding:2px 8px;text-align:right;font-size:{size - 0.5}pt}}
table.sum th:first-child,table.sum td:first-child{{text-align:left}}
table.sum td{{padding:2px 8px;text-align:right;border-bottom:1px solid #ddd}}
table.sum tr.b td{{font-weight:bold;border-top:1.5px solid #333}}
table.tot{{margin:8px 0 0 auto;border-collapse:collapse;min-width:34%;break-inside:avoid}}
table.tot td{{padding:2px 8px}} table.tot tr.g td{{font-weight:bold;font-size:{size + 2}pt;
border-top:2px solid {color}}}
.r{{text-align:right}} .note{{margin-top:6px;color:{color}}}
.pay{{margin-top:10px;font-size:{size - 0.5}pt}}
.foot{{margin-top:14px;border-top:1px solid #aaa;padding-top:4px;font-size:{size - 1}pt;color:#444}}
</style></head><body>
{header}
{middle}
{pay}
{footer}
</body></html>"""

    line_fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "unit", "total")
    line_fields += ("subtotal",) if net_lines else ()
    truth = doc.truth(line_fields)
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
