"""A Lithuanian manufacturer's bilingual "PVM SĄSKAITA FAKTŪRA / VAT INVOICE" to a Lithuanian buyer, as
exporting firms print every invoice from the one form: Lithuanian labels with their English beside or
under them ("Pardavėjas / Seller", "Įmonės kodas / Company code", "PVM mokėtojo kodas / VAT code", "Data
/ Date", "Apmokėti iki / Due date", "Iš viso / Total"), the goods of one trade (wood, metal or packaging
products) with the maker's article codes, VAT at 21 %.

Three programs' styles: an ERP form with each label stacked, Lithuanian over English in small grey print,
the parties side by side and the invoice's facts in a table at the right; a classic page with "LT / EN"
labels on one line at the left of their values and a ruled table; and a boxed form whose cells carry a
small "LT / EN" caption over the value. Item names in Lithuanian alone or as "Lithuanian / English" on
one line; some seeds print an order number and a delivery note number (neither is the invoice's), the
payment terms in days and the bank's SWIFT code.

Truth: lines in page order with name (as printed, with its English part where one is), code where the
table has one, unit, quantity, net unit price, net amount, and the rate where a VAT column shows."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty, Item, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import domain, phone, rename, vat_payer
from tests.eval.printed.templates.lt_round5_common import pattern
from tests.eval.printed.templates.lt_round7_common import SIG_CSS, company, iban_text, number_text, signatures

# trade → (firm names, goods: (Lithuanian, English, unit, net price range))
TRADES: dict[str, tuple[list[str], list[tuple[str, str, str, tuple[float, float]]]]] = {
    "wood": (
        ["Medžio gaminiai", "Ąžuolo dirbtuvės", "Baltijos mediena"],
        [
            ("Ąžuolinis valgomojo stalas 180x90 cm", "Oak dining table 180x90 cm", "vnt.", (280, 640)),
            ("Beržinė faneros plokštė 18 mm", "Birch plywood board 18 mm", "vnt.", (38, 75)),
            ("Euro padėklas EPAL 1200x800", "EPAL euro pallet 1200x800", "vnt.", (9, 16)),
            ("Obliuota pušies lenta 28x145 mm", "Planed pine board 28x145 mm", "m", (2, 5)),
            ("Medinė kėdė „Nordic“, alyvuota", "Wooden chair Nordic, oiled", "vnt.", (55, 140)),
            ("Klijuoto medžio skydas 40x600x2000", "Glued timber panel 40x600x2000", "vnt.", (60, 130)),
        ],
    ),
    "metal": (
        ["Baltijos metalas", "Plieno konstrukcijos", "Metalo formos"],
        [
            ("Cinkuotas plieninis kampuotis 50x50x5", "Galvanised steel angle 50x50x5", "m", (4, 9)),
            ("Suvirinta metalinė laiptų konstrukcija", "Welded steel staircase frame", "kompl.", (900, 2400)),
            ("Lazeriu pjautos plokštelės S235, 6 mm", "Laser-cut plates S235, 6 mm", "vnt.", (3, 14)),
            ("Miltelinis dažymas RAL 7016", "Powder coating RAL 7016", "m²", (9, 18)),
            ("Metalinis stelažas 2000x1000x500", "Steel shelving unit 2000x1000x500", "vnt.", (85, 190)),
            ("Tvoros segmentas 3D, 1530x2500 mm", "3D fence panel 1530x2500 mm", "vnt.", (19, 38)),
        ],
    ),
    "pack": (
        ["Pakuotės centras", "Gofros gamyba", "Dėžių fabrikas"],
        [
            (
                "Gofruoto kartono dėžė 400x300x300, 3 sl.",
                "Corrugated box 400x300x300, 3-ply",
                "vnt.",
                (0.5, 1.4),
            ),
            ("Gofruoto kartono dėžė su logotipu", "Printed corrugated box with logo", "vnt.", (0.9, 2.6)),
            ("Ištempiama plėvelė 23 mk, 500 mm", "Stretch film 23 mic, 500 mm", "rul.", (9, 16)),
            ("Kartoninis kampuotis 35x35x3 mm", "Cardboard edge protector 35x35x3 mm", "m", (0.15, 0.4)),
            ("Spaudos formos (klišės) gamyba", "Printing plate making", "kompl.", (60, 180)),
            ("Lipni pakavimo juosta 48 mm x 66 m", "Packing tape 48 mm x 66 m", "rul.", (0.8, 2.2)),
        ],
    ),
}
WHOLE = ("vnt.", "kompl.", "rul.")
SWIFT = {
    "Swedbank, AB": "HABALT22",
    "AB SEB bankas": "CBVILT2X",
    "Luminor Bank AS": "AGBLLT2X",
    "AB Šiaulių bankas": "CBSBLT26",
    "Revolut Bank UAB": "REVOLT21",
    "Paysera LT, UAB": "EVIULT2V",
}
COLORS = ["#0b4f6c", "#234e2b", "#6b2d2d", "#3a3a3a", "#1d3f8a"]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 23 + 9)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    vat_payer(seller, rng)
    trade = rng.choice(list(TRADES))
    names, goods = TRADES[trade]
    rename(seller, rng, names)
    company(seller)
    doc.series = rng.choice(["MG", "EXP", "SF", "PR", "GM"])
    doc.number = str(rng.randint(1, 99999)).zfill(rng.choice([5, 6]))
    english_names = rng.random() < 0.5
    codes = rng.random() < 0.6
    code_pattern = rng.choice(["@@-####", "#####", "@####-##", "###.###"])
    doc.items = []
    for lt_name, en_name, unit, (low, high) in rng.sample(goods, rng.choice([1, 2, 2, 3, 3, 4, 5])):
        if unit in WHOLE:
            qty = Decimal(
                rng.choice([1, 2, 4, 5, 10, 12, 20, 50, 100, 250, 500] if high < 20 else [1, 2, 3, 4, 6, 8])
            )
        else:
            qty = Decimal(rng.randint(10, 3000)) / 10
        doc.items.append(
            Item(
                f"{lt_name} / {en_name}" if english_names else lt_name,
                unit,
                qty,
                money(Decimal(str(rng.uniform(low, high)))),
                Decimal(21),
                pattern(rng, code_pattern) if codes else None,
            )
        )

    layout = ["stacked", "slash", "boxed"][seed % 3]  # each program's style on every third seed
    style = rng.choice(["lt", "lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([8, 8.5, 9, 9.5])
    color = rng.choice(COLORS)
    vat_column = rng.random() < 0.5
    refs = rng.random() < 0.5
    words = rng.random() < 0.6
    order_no = pattern(rng, rng.choice(["UZS-#####", "PO ####/##", "#######"]))
    dn_no = pattern(rng, rng.choice(["VZ ######", "@@@ #####", "DN-#####"]))
    terms = (doc.due - doc.issued).days
    swift = SWIFT.get(seller.bank or "", "")
    iban = iban_text(seller, rng)

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    def label(lt: str, en: str) -> str:
        """The label in the seed's style."""
        if layout == "stacked":
            return f'<span class="lt">{lt}</span><span class="en">{en}</span>'
        return f'{lt} / <span class="en1">{en}</span>'

    # the parties: (Lithuanian label, English label, value)
    def party(p: AnyParty, bank: bool) -> list[tuple[str, str, str]]:
        rows = [
            ("Pavadinimas", "Name", f"<b>{escape(p.name)}</b>"),
            ("Įmonės kodas", "Company code", p.code or ""),
        ]
        if p.vat_code:
            rows.append(("PVM mokėtojo kodas", "VAT code", p.vat_code))
        rows.append(("Adresas", "Address", escape(p.address)))
        if bank:
            rows.append(("Banko sąskaita", "Bank account", iban))
            rows.append(("Bankas", "Bank", escape(seller.bank or "") + (f", SWIFT {swift}" if swift else "")))
        return rows

    seller_rows = party(seller, True)
    buyer_rows = party(buyer, False)
    facts = [
        ("Serija ir Nr.", "Series and No.", f"{doc.series} Nr. {doc.number}"),
        ("Data", "Date", d(doc.issued)),
        ("Apmokėti iki", "Due date", d(doc.due)),
    ]
    if rng.random() < 0.5:
        facts.append(("Mokėjimo sąlygos", "Payment terms", f"{terms} d. / {terms} days"))
    if refs:
        facts.append(("Užsakymo Nr.", "Order No.", order_no))
        facts.append(("Važtaraštis", "Delivery note", dn_no))

    # the table
    cols: list[tuple[str, str, str]] = [("Nr.", "No.", "c")]
    if codes:
        cols.append(("Kodas", "Code", "code"))
    cols += [
        ("Pavadinimas", "Description", ""),
        ("Mato vnt.", "Unit", "c"),
        ("Kiekis", "Qty", "r"),
        ("Kaina be PVM", "Unit price", "r"),
    ]
    if vat_column:
        cols.append(("PVM %", "VAT %", "c"))
    cols.append(("Suma be PVM", "Amount", "r"))

    def cells(item: Item, n: int) -> list[str]:
        out = [str(n)]
        if codes:
            out.append(escape(item.code or ""))
        out += [escape(item.name), escape(item.unit), quantity(item.quantity, style), a(item.price)]
        if vat_column:
            out.append(rate(item.vat_percent))
        out.append(a(item.subtotal))
        return out

    head = "".join(f'<th class="{c}">{label(lt, en)}</th>' for lt, en, c in cols)
    body = "".join(
        "<tr>"
        + "".join(f'<td class="{c}">{v}</td>' for (_, _, c), v in zip(cols, cells(it, n), strict=True))
        + "</tr>"
        for n, it in enumerate(doc.items, 1)
    )
    table = f'<table class="items"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'
    totals = [
        (label("Suma be PVM", "Total excl. VAT"), a(doc.net)),
        (label("PVM 21 %", "VAT 21 %"), a(doc.vat)),
        (label("Iš viso", "Total"), f"{a(doc.gross)} EUR"),
    ]
    total_html = "".join(
        f"<tr{' class=g' if i == 2 else ''}><td>{k}</td><td class=r>{v}</td></tr>"
        for i, (k, v) in enumerate(totals)
    )
    words_html = (
        f'<div class="words">{label("Suma žodžiais", "Amount in words")}: {eur_words(doc.gross)}</div>'
        if words and layout != "stacked"
        else (
            f'<div class="words"><div>{label("Suma žodžiais", "Amount in words")}</div>'
            f"{eur_words(doc.gross)}</div>"
            if words
            else ""
        )
    )
    contacts = (
        f"Tel. {phone(rng)} · {rng.choice(['info', 'sales', 'pardavimai'])}@{domain(seller.name)} · "
        f"www.{domain(seller.name)}"
    )
    title_lt, title_en = "PVM SĄSKAITA FAKTŪRA", "VAT INVOICE"
    sigs = signatures(rng, "Sąskaitą išrašė / Issued by", "Sąskaitą priėmė / Received by")

    if layout == "stacked":

        def kv(rows: list[tuple[str, str, str]]) -> str:
            return "".join(f"<tr><th>{label(lt, en)}</th><td>{v}</td></tr>" for lt, en, v in rows)

        top = (
            f'<div class="head"><div><div class="firm">{escape(seller.name)}</div>'
            f'<div class="small">{contacts}</div></div>'
            f'<div class="ttl"><div class="t1">{title_lt}</div><div class="t2">{title_en}</div></div></div>'
            f'<div class="factsrow"><table class="kv">{kv(facts)}</table></div>'
            f'<div class="row"><div class="col"><div class="cap">{label("Pardavėjas", "Seller")}</div>'
            f'<table class="kv">{kv(seller_rows)}</table></div>'
            f'<div class="col"><div class="cap">{label("Pirkėjas", "Buyer")}</div>'
            f'<table class="kv">{kv(buyer_rows)}</table></div></div>'
        )
    elif layout == "slash":

        def kv(rows: list[tuple[str, str, str]]) -> str:
            return "".join(f"<tr><th>{label(lt, en)}:</th><td>{v}</td></tr>" for lt, en, v in rows)

        number = number_text(rng, doc.series, doc.number)
        fact_line = " &nbsp;&nbsp; ".join(f"{label(lt, en)}: <b>{v}</b>" for lt, en, v in facts[1:3])
        top = (
            f'<div class="small right">{escape(seller.name)} · {contacts}</div>'
            f'<h1>{title_lt} / {title_en}</h1><div class="center"><b>{number}</b></div>'
            f'<div class="center">{fact_line}</div>'
            f'<div class="blk"><div class="cap">{label("Pardavėjas", "Seller")}</div>'
            f'<table class="kv">{kv(seller_rows[1:])}</table></div>'
            f'<div class="blk"><div class="cap">{label("Pirkėjas", "Buyer")}</div>'
            f'<table class="kv">{kv(buyer_rows[1:])}</table></div>'
        )
        # the names go beside the captions
        top = top.replace(
            f"{label('Pardavėjas', 'Seller')}</div>",
            f"{label('Pardavėjas', 'Seller')}: {seller_rows[0][2]}</div>",
        ).replace(
            f"{label('Pirkėjas', 'Buyer')}</div>",
            f"{label('Pirkėjas', 'Buyer')}: {buyer_rows[0][2]}</div>",
        )
        if len(facts) > 3:
            top += (
                '<div class="blk">'
                + " &nbsp; ".join(f"{label(lt, en)}: {v}" for lt, en, v in facts[3:])
                + "</div>"
            )
    else:

        def cell(lt: str, en: str, v: str, span: int = 1) -> str:
            return f'<td colspan="{span}"><div class="lab">{lt} / {en}</div>{v}</td>'

        def side(title: tuple[str, str], rows: list[tuple[str, str, str]]) -> str:
            inner = "".join(
                f'<div class="lab">{lt} / {en}</div><div class="v">{v}</div>' for lt, en, v in rows
            )
            return f'<td class="side"><div class="st">{title[0]} / {title[1]}</div>{inner}</td>'

        fact_cells = "".join(cell(lt, en, f"<b>{v}</b>") for lt, en, v in facts)
        top = (
            f'<div class="head"><div class="firm">{escape(seller.name)}</div>'
            f'<div class="ttl"><div class="t1">{title_lt}</div><div class="t2">{title_en}</div></div></div>'
            f'<table class="form"><tr>{fact_cells}</tr></table>'
            f'<table class="form"><tr>{side(("Pardavėjas", "Seller"), seller_rows)}'
            f"{side(('Pirkėjas', 'Buyer'), buyer_rows)}</tr></table>"
        )

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 12mm 14mm 14mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.lt{{display:block}} .en{{display:block;font-size:{size - 2}pt;color:#777;font-weight:normal}}
.en1{{color:#555}}
.head{{display:flex;justify-content:space-between;align-items:flex-start;gap:16px;
border-bottom:2px solid {color};padding-bottom:5px}}
.firm{{font-size:{size + 7}pt;font-weight:bold;color:{color}}} .small{{font-size:{size - 1.5}pt;color:#555}}
.ttl{{text-align:right}} .t1{{font-size:{size + 5}pt;font-weight:bold}}
.t2{{font-size:{size + 1}pt;color:#555;letter-spacing:1px}}
.row{{display:flex;gap:24px;margin-top:10px}} .col{{flex:1}}
.factsrow{{display:flex;justify-content:flex-end;margin-top:6px}}
.factsrow table.kv th{{padding-right:14px}} .factsrow td{{font-weight:bold}}
.cap{{font-weight:bold;color:{color};margin-bottom:3px}} .cap .en{{color:#888}}
table.kv{{border-collapse:collapse}} table.kv th{{text-align:left;font-weight:normal;color:#333;
padding:1.5px 8px 1.5px 0;vertical-align:top}} table.kv td{{padding:1.5px 0;vertical-align:top}}
.right{{text-align:right}} h1{{text-align:center;font-size:{size + 4}pt;margin:12px 0 3px}}
.center{{text-align:center;margin-top:2px}} .blk{{margin-top:9px}}
table.form{{width:100%;border-collapse:collapse;margin-top:8px}}
table.form td{{border:1px solid #666;padding:3px 6px;vertical-align:top}}
.lab{{font-size:{size - 2}pt;color:#666}} td.side{{width:50%}} .st{{font-weight:bold;color:{color};
margin-bottom:2px}} .v{{margin-bottom:2px}}
table.items{{width:100%;border-collapse:collapse;margin-top:12px}}
table.items th{{background:#eef1f4;border:1px solid #999;padding:3px;font-size:{size - 0.5}pt;
vertical-align:bottom}}
table.items td{{border:1px solid #bbb;padding:2px 4px;vertical-align:top}}
td.code{{white-space:nowrap}}
.r{{text-align:right;white-space:nowrap}} .c{{text-align:center}}
table.tot{{margin:10px 0 0 auto;border-collapse:collapse;min-width:40%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 1.5}pt;border-top:1.5px solid #000}}
.words{{margin-top:8px}}
{SIG_CSS}
</style></head><body>
{top}
{table}
<table class="tot">{total_html}</table>
{words_html}
{sigs}
</body></html>"""

    fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
    fields += ("prekes_kodas",) if codes else ()
    fields += ("vat_percent",) if vat_column else ()
    return Printed(html, doc.truth(fields))
