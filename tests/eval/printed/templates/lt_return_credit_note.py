"""A Lithuanian wholesaler's "KREDITINĖ PVM SĄSKAITA FAKTŪRA" for goods returned or a price cut, in the
manner of the desktop and cloud accounting programs (Rivilė, Centas, B1) that print them: the credit
note's own series, number and date, a line that names the invoice it corrects ("Koreguojama PVM sąskaita
faktūra Serija AB Nr. 12345, 2026-02-03", on some seeds in a framed box or as "Pagrindas") and the
reason ("Prekių grąžinimas", "Kainos sumažinimas"), then the returned lines with the wholesaler's article
codes and the totals, all negative ("Iš viso: -123,45").

Three layouts: a Rivilė-like page (seller's line at the top, centred title, the parties side by side in a
ruled grid, a bordered table), a Centas-like page (labels at the left of their values, a grey table
head, each line's VAT and sum with VAT) and a B1-like page (the seller's name large at the left, the
credit note's facts at the right, the parties in shaded boxes with small labels over the values). The
minus sits on the quantities (returned goods: "-3", a positive unit price) or on the unit prices (a
price cut: "2", "-4,15"); some seeds mix a reduced-rate line (books at 9 %) in and print the VAT per
rate. A refund date ("Grąžinti iki") on some seeds, on the others none and no due date in the truth.

Truth: kind credit_note, the amounts negative; lines in page order with code, name, unit, quantity and
unit price signed as printed, the net amount, and the rate and the amount with VAT where the table shows
them."""

from __future__ import annotations

import random
from datetime import timedelta
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import person, rename, vat_payer
from tests.eval.printed.templates.lt_round5_common import pattern, settle
from tests.eval.printed.templates.lt_round7_common import (
    LABELS,
    SIG_CSS,
    company,
    number_text,
    party_rows,
    rate_rows,
    signatures,
)

# a wholesaler's goods: (name, unit, rate, net price range)
GOODS = [
    ("Plytelių klijai „Ceresit CM 11“, 25 kg", "maiš.", 21, (7, 14)),
    ("Gruntas giluminio įsigėrimo, 10 l", "vnt.", 21, (14, 32)),
    ("Gipso kartono plokštė 12,5x1200x2600 mm", "vnt.", 21, (5, 9)),
    ("Savisriegiai medžiui 4,0x40 mm (200 vnt.)", "pak.", 21, (3, 8)),
    ("Silikoninis hermetikas, skaidrus, 280 ml", "vnt.", 21, (3, 7)),
    ("Dažai fasadiniai akriliniai, balti, 9 l", "vnt.", 21, (35, 75)),
    ("Mineralinė vata „Paroc eXtra“ 100 mm", "pak.", 21, (22, 45)),
    ("Montavimo putos, žieminės, 750 ml", "vnt.", 21, (6, 12)),
    ("Laminuotos grindys, ąžuolas, 8 mm", "m²", 21, (7, 19)),
    ("Vandentiekio vamzdis PEX 16x2 mm", "m", 21, (0.6, 1.8)),
    ("Elektros kabelis CYKY 3x2,5 mm²", "m", 21, (0.9, 2.4)),
    ("Dažymo volelis 18 cm su rankena", "vnt.", 21, (3, 9)),
    ("Polietileno plėvelė 200 mk, 3x50 m", "rul.", 21, (28, 55)),
    ("Keraminės plytelės 30x60, pilkos", "m²", 21, (11, 26)),
    ("Kopijavimo popierius A4, 80 g/m², 500 lapų", "pak.", 21, (3, 6)),
    ("Vokai C4 su lipnia juostele (250 vnt.)", "dėž.", 21, (14, 29)),
]
BOOKS = [
    ("Knyga „Statybos darbų technologija“", "vnt.", 9, (14, 38)),
    ("Leidinys „Statybos techninis reglamentas STR 2.01.01“", "vnt.", 9, (9, 24)),
]
WHOLE = ("vnt.", "pak.", "maiš.", "rul.", "dėž.")
REASONS = {
    "qty": [
        "Prekių grąžinimas",
        "Grąžintos nekokybiškos prekės",
        "Prekių grąžinimas (pirkėjo pretenzija)",
        "Grąžintos perteklinės prekės",
    ],
    "price": [
        "Kainos sumažinimas",
        "Kainos sumažinimas dėl prekių trūkumų",
        "Suteikta papildoma nuolaida",
        "Kainos korekcija pagal sutartį",
    ],
}
NAMES = [
    "Statybų prekyba",
    "Baltijos didmena",
    "Mūro sandėlis",
    "Statybos partneris",
    "Didmenos centras",
    "Namų meistras",
]


def _goods(rng: random.Random, count: int, books: bool) -> list[Item]:
    picked = rng.sample(GOODS, count)
    if books:
        picked[rng.randrange(count)] = rng.choice(BOOKS)
    out = []
    for name, unit, vat, (low, high) in picked:
        whole = unit in WHOLE
        qty = Decimal(rng.randint(1, 24)) if whole else Decimal(rng.randint(5, 600)) / 10
        price = Decimal(str(rng.uniform(low, high))).quantize(Decimal("0.01"))
        code = pattern(rng, rng.choice(["######", "@@-#####", "#####-##", "@######"]))
        out.append(Item(name, unit, qty, price, Decimal(vat), code))
    return out


def make(seed: int) -> Printed:
    doc = draw(seed, kind="credit_note", lines=(1, 1))
    rng = random.Random(seed * 31 + 5)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    vat_payer(seller, rng)
    rename(seller, rng, NAMES)
    company(seller)
    doc.series = rng.choice(["KR", "KS", "KRD", "KSF", "GR"])
    doc.number = str(rng.randint(1, 9999)).zfill(rng.choice([4, 5, 6]))
    mode = rng.choice(["qty", "qty", "price"])
    count = rng.choice([1, 1, 2, 2, 3, 4, 5])
    books = count > 1 and rng.random() < 0.25
    doc.items = _goods(rng, count, books)
    if mode == "price":  # a price cut: a fraction of the price, on a fraction of the quantity
        for item in doc.items:
            item.price = (item.price * Decimal(str(rng.choice([0.1, 0.15, 0.2, 0.25, 0.3])))).quantize(
                Decimal("0.01")
            )
            item.price = max(item.price, Decimal("0.05"))
    layout = ["rivile", "centas", "b1"][seed % 3]  # each layout on every third seed
    gross_column = layout == "centas" or rng.random() < 0.25
    vat_column = gross_column or rng.random() < 0.4
    if gross_column:
        settle(doc.items, doc.items, rng)
    refund = rng.random() < 0.45
    if refund:
        doc.due = doc.issued + timedelta(days=rng.choice([5, 7, 10, 14]))
    original_series = rng.choice(["AB", "SF", "PVM", "DS", "VLN", "PR"])
    original_number = str(rng.randint(1, 99999)).zfill(rng.choice([5, 6]))
    original_date = doc.issued - timedelta(days=rng.randint(3, 75))
    reason = rng.choice(REASONS[mode])

    style = rng.choice(["lt", "lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([8, 8.5, 9, 9.5])
    words = rng.random() < 0.5
    show_iban = rng.random() < 0.7
    euro_sign = rng.random() < 0.3

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: object) -> str:
        return day(value, date_style)  # type: ignore[arg-type]

    s = doc.sign
    number = number_text(rng, doc.series, doc.number)
    original = rng.choice(
        [
            f"Serija {original_series} Nr. {original_number}, {d(original_date)}",
            f"{original_series} Nr. {original_number} ({d(original_date)})",
            f"{original_series}-{original_number}, išrašyta {d(original_date)}",
        ]
    )
    ref_label = rng.choice(
        [
            "Koreguojama PVM sąskaita faktūra",
            "Kreditinė sąskaita išrašyta PVM sąskaitai faktūrai",
            "Pagrindas:",
        ]
    )
    if ref_label == "Pagrindas:":
        ref_label = "Pagrindas: PVM sąskaita faktūra"

    # the table's columns: (header, class, cell)
    def qty_cell(item: Item) -> str:
        return quantity(s * item.quantity if mode == "qty" else item.quantity, style)

    def price_cell(item: Item) -> str:
        return a(item.price if mode == "qty" else s * item.price)

    cols: list[tuple[str, str, object]] = [("Eil. Nr." if layout == "rivile" else "Nr.", "c", None)]
    code_head = rng.choice(["Prekės kodas", "Kodas", "Art. Nr."])
    name_head = rng.choice(["Prekės pavadinimas", "Pavadinimas", "Prekė"])
    if layout == "b1" and rng.random() < 0.5:
        cols.append((name_head, "", "name"))
        cols.append((code_head, "code", "code"))
    else:
        cols.append((code_head, "code", "code"))
        cols.append((name_head, "", "name"))
    unit_col = (rng.choice(["Mato vnt.", "Mat. vnt.", "Vnt."]), "c", "unit")
    qty_col = ("Kiekis", "r", qty_cell)
    cols += [unit_col, qty_col] if rng.random() < 0.5 else [qty_col, unit_col]
    cols.append((rng.choice(["Kaina be PVM", "Kaina", "Vnt. kaina"]), "r", price_cell))
    cols.append((rng.choice(["Suma be PVM", "Suma"]), "r", lambda i: a(s * i.subtotal)))
    if vat_column:
        cols.append(("PVM %", "c", lambda i: rate(i.vat_percent)))
    if gross_column:
        cols.append(("PVM suma", "r", lambda i: a(s * i.vat)))
        cols.append(("Suma su PVM", "r", lambda i: a(s * i.total)))

    def cell(item: Item, n: int, spec: object) -> str:
        if spec is None:
            return str(n)
        if spec == "name":
            return escape(item.name)
        if spec == "code":
            return escape(item.code or "")
        if spec == "unit":
            return escape(item.unit)
        return spec(item)  # type: ignore[operator,no-any-return]

    head = "".join(f'<th class="{c}">{h}</th>' for h, c, _ in cols)
    rows = "".join(
        "<tr>" + "".join(f'<td class="{c}">{cell(it, n, spec)}</td>' for _, c, spec in cols) + "</tr>"
        for n, it in enumerate(doc.items, 1)
    )
    table = f'<table class="items"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>'

    cur = " EUR" if not euro_sign else " €"
    totals: list[tuple[str, str]] = []
    rates = doc.rates()
    if len(rates) == 1:
        r = next(iter(rates))
        totals += [
            (rng.choice(["Suma be PVM", "Iš viso be PVM"]), a(s * doc.net)),
            (f"PVM {rate(r)} %", a(s * doc.vat)),
        ]
    else:
        totals += rate_rows(doc, a)
        totals += [("Suma be PVM", a(s * doc.net)), ("PVM iš viso", a(s * doc.vat))]
    grand = rng.choice(["Iš viso", "Iš viso su PVM", "Bendra suma"])
    total_rows = "".join(f"<tr><td>{k}:</td><td class=r>{v}{cur}</td></tr>" for k, v in totals)
    total_rows += f'<tr class="g"><td>{grand}:</td><td class=r>{a(s * doc.gross)}{cur}</td></tr>'
    words_html = (
        f'<div class="words">Suma žodžiais: minus {eur_words(doc.gross, capital=False)}</div>'
        if words
        else ""
    )
    money_note = ""
    if refund:
        money_note = (
            f"<div>{rng.choice(['Grąžinti iki', 'Pinigai grąžinami iki', 'Grąžinimo terminas'])}: "
            f"<b>{d(doc.due)}</b></div>"
        )
    else:
        money_note = (
            "<div>"
            + rng.choice(
                [
                    "Suma bus įskaityta į kitus mokėjimus.",
                    "Suma mažina pirkėjo įsiskolinimą pagal koreguojamą sąskaitą.",
                    "Užskaitoma su pirkėjo skola.",
                ]
            )
            + "</div>"
        )

    ref_html = (
        f'<div class="ref"><div>{ref_label} <b>{original}</b></div>'
        f"<div>Koregavimo priežastis: <b>{escape(reason)}</b></div>{money_note}</div>"
    )
    seller_rows = party_rows(seller, rng, bank=show_iban)
    buyer_rows = party_rows(buyer, rng)
    title = "KREDITINĖ PVM SĄSKAITA FAKTŪRA"
    sigs = signatures(
        rng,
        rng.choice(["Sąskaitą išrašė", "Išrašė"]),
        rng.choice(["Sąskaitą priėmė", "Prekes grąžino", "Gavo"]),
    )
    store = person(rng)

    if layout == "rivile":
        grid = []
        sr, br = dict(seller_rows), dict(buyer_rows)
        for k in [k for k in LABELS if k in sr or k in br]:
            grid.append(f"<tr><th>{LABELS[k][0]}</th><td>{sr.get(k, '')}</td><td>{br.get(k, '')}</td></tr>")
        top = (
            f'<div class="line1">{escape(seller.name)}, {escape(seller.address)}</div>'
            f'<h1>{title}</h1><div class="center">{number}</div><div class="center">{d(doc.issued)}</div>'
            '<table class="grid"><tr><th></th><th>Pardavėjas</th><th>Pirkėjas</th></tr>'
            f"{''.join(grid)}</table>"
            f"{ref_html}"
        )
    elif layout == "centas":

        def block(label: str, rows: list[tuple[str, str]]) -> str:
            inner = "".join(
                f"<tr><th>{LABELS[k][0] if k != 'name' else label}:</th><td>{v}</td></tr>" for k, v in rows
            )
            return f'<table class="kv">{inner}</table>'

        facts = f"<div>Data: <b>{d(doc.issued)}</b></div>"
        top = (
            f'<div class="hdr"><div class="t2">{title}</div><div class="num">{number}{facts}</div></div>'
            f'<div class="blk">{block("Pardavėjas", seller_rows)}</div>'
            f'<div class="blk">{block("Pirkėjas", buyer_rows)}</div>{ref_html}'
        )
    else:

        def box(label: str, rows: list[tuple[str, str]]) -> str:
            inner = "".join(
                f'<div class="f"><span class="lab">{LABELS[k][0]}</span>{v}</div>'
                for k, v in rows
                if k != "name"
            )
            return (
                f'<div class="pbox"><div class="lab">{label}</div><div class="pn">{rows[0][1]}</div>'
                f"{inner}</div>"
            )

        facts_rows = [("Serija", doc.series or ""), ("Numeris", doc.number), ("Data", d(doc.issued))]
        facts_html = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in facts_rows)
        top = (
            f'<div class="hdr"><div class="brand">{escape(seller.name)}</div>'
            f'<div class="facts"><div class="t3">Kreditinė PVM sąskaita faktūra</div>'
            f'<table class="kv">{facts_html}</table></div></div>'
            f'<div class="boxes">{box("Pardavėjas", seller_rows)}{box("Pirkėjas", buyer_rows)}</div>'
            f"{ref_html}"
        )

    extra = ""
    if mode == "qty" and rng.random() < 0.5:
        extra = f'<div class="small">Grąžintas prekes sandėlyje priėmė: {escape(store)}</div>'

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 13mm 14mm 14mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.line1{{font-size:{size - 1}pt;border-bottom:1px solid #000;padding-bottom:2px}}
h1{{text-align:center;font-size:{size + 5}pt;margin:16px 0 3px}}
.center{{text-align:center}}
table.grid{{width:100%;border-collapse:collapse;margin-top:12px}}
table.grid th,table.grid td{{border:1px solid #555;padding:2px 5px;text-align:left;vertical-align:top}}
table.grid th{{font-weight:normal;background:#eee;width:19%}} table.grid tr:first-child th{{font-weight:bold}}
.ref{{margin:10px 0 4px;padding:5px 8px;border:1px solid #777;line-height:1.45}}
.hdr{{display:flex;justify-content:space-between;align-items:flex-start;gap:20px}}
.t2{{font-size:{size + 5}pt;font-weight:bold}}
.num{{text-align:right;font-size:{size + 1}pt;font-weight:bold}}
.num div{{font-weight:normal;font-size:{size}pt;margin-top:3px}}
.blk{{margin-top:9px}}
table.kv{{border-collapse:collapse}} table.kv th{{text-align:left;font-weight:normal;color:#444;
padding:1px 12px 1px 0;vertical-align:top;white-space:nowrap}} table.kv td{{padding:1px 0}}
.brand{{font-size:{size + 8}pt;font-weight:bold;color:#234}}
.t3{{font-size:{size + 3}pt;font-weight:bold;margin-bottom:4px}}
.facts table{{margin-left:auto}}
.boxes{{display:flex;gap:12px;margin-top:14px}}
.pbox{{flex:1;background:#f2f4f6;padding:7px 9px;border-radius:4px;line-height:1.4}}
.pbox .lab{{display:block;font-size:{size - 2}pt;color:#667;text-transform:uppercase}}
.pbox .f .lab{{display:inline;margin-right:5px;text-transform:none}}
.pn{{font-size:{size + 1}pt}}
table.items{{width:100%;border-collapse:collapse;margin-top:10px}}
table.items th{{border:1px solid #444;background:{"#ddd" if layout == "centas" else "#f4f4f4"};padding:3px;
font-size:{size - 0.5}pt}}
table.items td{{border:1px solid {"#444" if layout == "rivile" else "#bbb"};padding:2px 4px;
vertical-align:top}}
td.code{{white-space:nowrap;font-size:{size - 0.5}pt}}
.r{{text-align:right;white-space:nowrap}} .c{{text-align:center}}
table.tot{{margin:10px 0 0 auto;border-collapse:collapse;min-width:38%}}
table.tot td{{padding:2px 6px}} table.tot tr.g td{{font-weight:bold;font-size:{size + 1.5}pt;
border-top:1.5px solid #000}}
.words{{margin-top:8px}} .small{{font-size:{size - 1}pt;margin-top:6px}}
{SIG_CSS}
</style></head><body>
{top}
{table}
<table class="tot">{total_rows}</table>
{words_html}{extra}
{sigs}
</body></html>"""

    line_fields: tuple[str, ...] = (
        "prekes_pavadinimas",
        "prekes_kodas",
        "unit",
        "quantity",
        "price",
        "subtotal",
    )
    line_fields += ("vat_percent",) if vat_column else ()
    line_fields += ("total",) if gross_column else ()
    truth = doc.truth(line_fields, iban=show_iban)
    if mode == "price":
        lines = truth["line_items"]
        assert isinstance(lines, list)
        for line, item in zip(lines, doc.items, strict=True):
            line["quantity"] = str(item.quantity)
            line["price"] = str(s * item.price)
    if not refund:
        truth.pop("due_date", None)
    return Printed(html, truth)
