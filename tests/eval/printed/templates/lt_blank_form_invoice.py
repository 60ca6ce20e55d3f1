"""The traditional Lithuanian pre-printed blank "PVM SĄSKAITA FAKTŪRA" form, filled in by a small
accounting program that prints the form's ruling together with the values: the series and number
("Serija XX Nr. 0001234") in a box top right, every value in its own ruled box under a small grey caption
("Pardavėjas", "Įmonės kodas", "PVM mokėtojo kodas", "Adresas", "Išrašymo data", …), a ruled line grid
whose columns are numbered under their headings ("Eil. Nr.", "Prekės (paslaugos) pavadinimas", "Mato
vnt.", "Kiekis", "Kaina", "Suma") and padded with blank rows to the form's length, the totals in boxes
at the bottom right, "Suma žodžiais" and the "Išrašė" / "Gavo" signature lines. Variants: the seller's
boxes beside the buyer's or both across the page one above the other, a "Prekių išdavimo vieta" box
(and a delivery address) or none, the bank account printed or not, one page of lines or two (the grid's
heading repeated on the second).

Truth: the lines in page order (name, unit, quantity, net price, net amount), all at 21 %."""

from __future__ import annotations

import random
from datetime import timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty, Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import person, vat_payer
from tests.eval.printed.templates.lt_round8_common import page

# (name, unit, price range): a building-goods wholesaler's stock
GOODS = [
    ("Cementas CEM II 42,5 R, 25 kg", "maiš.", (4.5, 8)),
    ("Sausas betono mišinys M-300, 40 kg", "maiš.", (3, 6)),
    ("Plytelių klijai Ceresit CM 11, 25 kg", "maiš.", (9, 16)),
    ("Glaistas Knauf Fugenfüller, 10 kg", "maiš.", (10, 18)),
    ("Gipso kartono plokštė 12,5x1200x2600", "vnt.", (6, 11)),
    ("Profilis CW 50, 3 m", "vnt.", (2.5, 5)),
    ("Profilis UW 50, 3 m", "vnt.", (2, 4.5)),
    ("Akmens vata Paroc eXtra 100 mm", "m²", (4, 8)),
    ("Polistireninis putplastis EPS 100, 50 mm", "m²", (3, 6)),
    ("Hidroizoliacinė plėvelė 200 mikr.", "m²", (0.4, 1.2)),
    ("Statybinė mediena 45x145, C24", "m", (2.2, 4.5)),
    ("OSB-3 plokštė 12 mm, 2500x1250", "vnt.", (14, 24)),
    ("Medsraigčiai 4,0x40, 200 vnt.", "pak.", (3, 7)),
    ("Inkarinis varžtas M10x100", "vnt.", (0.4, 1.5)),
    ("Montavimo putos Soudal, 750 ml", "vnt.", (6, 11)),
    ("Silikoninis hermetikas, baltas, 300 ml", "vnt.", (3.5, 8)),
    ("Gruntas Ceresit CT 17, 10 l", "vnt.", (12, 22)),
    ("Dažai Tikkurila Harmony, balti, 9 l", "vnt.", (45, 80)),
    ("Dažymo volelis 25 cm su rankena", "vnt.", (4, 10)),
    ("Maskavimo juosta 48 mm x 50 m", "vnt.", (1.5, 4)),
    ("Armatūra A500C Ø12 mm, 6 m", "vnt.", (5, 9)),
    ("Armatūros tinklas 150x150, Ø6", "vnt.", (9, 16)),
    ("Mūro blokelis Silka E24, 240 mm", "vnt.", (3, 5.5)),
    ("Keraminė plyta, raudona", "vnt.", (0.4, 0.9)),
    ("Stogo čerpė Monier, raudona", "vnt.", (1.2, 2.5)),
    ("Lietaus latakas PVC 125 mm, 3 m", "vnt.", (8, 15)),
    ("Kanalizacijos vamzdis PVC 110 mm, 2 m", "vnt.", (5, 10)),
    ("Vandentiekio vamzdis PEX 16 mm", "m", (0.6, 1.5)),
    ("Elektros kabelis NYM-J 3x1,5", "m", (0.6, 1.4)),
    ("Elektros kabelis NYM-J 3x2,5", "m", (0.9, 2)),
    ("Rozetė su įžeminimu, balta", "vnt.", (2.5, 7)),
    ("Laminuotos grindys 8 mm, ąžuolas", "m²", (8, 18)),
    ("Grindų pagrindas 3 mm", "m²", (0.8, 2)),
    ("Plytelės keraminės 30x60, pilkos", "m²", (12, 28)),
    ("Plytelių siūlių glaistas, pilkas, 2 kg", "vnt.", (4, 9)),
    ("Pjovimo diskas metalui 125 mm", "vnt.", (0.8, 2.5)),
    ("Darbo pirštinės su latekso danga", "por.", (0.8, 2.5)),
    ("Statybinis smėlis", "t", (8, 20)),
    ("Žvyras 16–32 mm", "t", (12, 25)),
    ("Padėklas (grąžintinas)", "vnt.", (5, 12)),
]
FORM_ROWS = 14  # the blank form's ruled rows: short invoices leave the rest empty


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 13 + 5)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    two_pages = rng.random() < 0.3
    count = rng.randint(27, 36) if two_pages else rng.randint(2, 11)
    doc.items = []
    for name, unit, (lo, hi) in rng.sample(GOODS, count):
        whole = unit in ("vnt.", "pak.", "maiš.", "por.")
        qty = Decimal(rng.randint(1, 60)) if whole else Decimal(rng.randint(5, 400)) / 10
        doc.items.append(Item(name, unit, qty, money(Decimal(str(rng.uniform(lo, hi)))), Decimal(21)))
    doc.series = "".join(rng.choice("ABDEGKLMPRSTVZ") for _ in range(rng.choice([2, 3])))
    doc.number = str(rng.randint(1, 99999)).zfill(7)
    doc.due = doc.issued + timedelta(days=rng.choice([10, 14, 30]))

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-dots", "lt-long"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    seller_left = rng.random() < 0.5
    issue_place = rng.random() < 0.5
    with_iban = rng.random() < 0.75
    ink = rng.choice(["#000", "#1d3557", "#333"])

    def a(value: Decimal) -> str:
        return amount(value, style)

    def box(caption: str, value: str, cls: str = "") -> str:
        return f'<div class="bx {cls}"><div class="cap">{caption}</div><div class="val">{value}</div></div>'

    def side(title: str, p: AnyParty, own: bool) -> str:
        boxes = [
            box(title, f"<b>{escape(p.name)}</b>", "w"),
            box("Įmonės kodas", p.code or "—"),
            box("PVM mokėtojo kodas", p.vat_code or "—"),
            box("Adresas", escape(p.address), "w"),
        ]
        if own and with_iban:
            boxes += [box("Atsiskaitomoji sąskaita", p.iban or ""), box("Bankas", p.bank or "")]
        return f'<div class="side">{"".join(boxes)}</div>'

    parties = f'<div class="{"cols" if seller_left else "rows"}">'
    parties += side("Pardavėjas", seller, True) + side("Pirkėjas", buyer, False) + "</div>"
    places = ""
    if issue_place:
        store = f"{rng.choice(['Sandėlis', 'Bazė', 'Parduotuvė'])}, {seller.address}"
        to = buyer.address if rng.random() < 0.5 else "—"
        places = (
            f'<div class="cols">{box("Prekių išdavimo vieta", escape(store), "w")}'
            f"{box('Prekių pristatymo vieta', escape(to), 'w')}</div>"
        )

    heads = ["Eil. Nr.", "Prekės (paslaugos) pavadinimas", "Mato vnt.", "Kiekis", "Kaina, EUR", "Suma, EUR"]
    thead = (
        "<thead><tr>"
        + "".join(f"<th>{h}</th>" for h in heads)
        + '</tr><tr class="nums">'
        + "".join(f"<td>{n}</td>" for n in range(1, 7))
        + "</tr></thead>"
    )
    rows = [
        f"<tr><td class=c>{n}</td><td>{escape(item.name)}</td><td class=c>{item.unit}</td>"
        f"<td class=r>{quantity(item.quantity, style)}</td><td class=r>{a(item.price)}</td>"
        f"<td class=r>{a(item.subtotal)}</td></tr>"
        for n, item in enumerate(doc.items, 1)
    ]
    rows += ["<tr class=blank>" + "<td></td>" * 6 + "</tr>"] * max(0, FORM_ROWS - len(rows))
    if two_pages:
        # the program fills the first sheet's grid, then goes on with a second sheet headed by the number
        cut = min(len(rows) - rng.randint(3, 8), 24)
        grid = (
            f'<table class="grid">{thead}<tbody>{"".join(rows[:cut])}</tbody></table>'
            '<div class="sheet">Lapas 1 iš 2</div>'
            f'<div class="cont">PVM sąskaita faktūra Serija {doc.series} Nr. {doc.number} (tęsinys)'
            "<span>Lapas 2 iš 2</span></div>"
            f'<table class="grid">{thead}<tbody>{"".join(rows[cut:])}</tbody></table>'
        )
    else:
        grid = f'<table class="grid">{thead}<tbody>{"".join(rows)}</tbody></table>'
    totals = (
        '<table class="tot">'
        f"<tr><td class=cap2>Suma be PVM</td><td class=r>{a(doc.net)}</td></tr>"
        f"<tr><td class=cap2>PVM 21 %</td><td class=r>{a(doc.vat)}</td></tr>"
        f"<tr class=g><td class=cap2>Iš viso su PVM</td><td class=r>{a(doc.gross)}</td></tr></table>"
    )
    writer = person(rng)
    body = f"""<div class="top"><div class="form muted small">Forma patvirtinta įmonės vadovo įsakymu</div>
<div class="ser"><div class="ttl">PVM SĄSKAITA FAKTŪRA</div>
<div class="sn">Serija <b>{doc.series}</b> Nr. <b>{doc.number}</b></div></div></div>
<div class="cols dates">{box("Išrašymo data", day(doc.issued, date_style))}
{box("Apmokėti iki", day(doc.due, date_style))}</div>
{parties}{places}
{grid}
<div class="bottom"><div class="left">{box("Suma žodžiais", eur_words(doc.gross), "w")}</div>{totals}</div>
<div class="sign"><div>Išrašė<div class="line">{writer}</div>
<div class="hint">(pareigos, vardas, pavardė, parašas)</div></div>
<div>Gavo<div class="line">&nbsp;</div>
<div class="hint">(pareigos, vardas, pavardė, parašas)</div></div></div>"""
    css = f"""
body{{color:{ink}}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:8px}}
.ser{{border:1.5px solid #000;padding:6px 14px;text-align:center}}
.ttl{{font-weight:bold;font-size:{size + 3}pt;letter-spacing:0.5px}} .sn{{font-size:{size + 1.5}pt}}
.bx{{border:0.8px solid #000;padding:1px 5px 3px;margin:-0.4px;min-height:26px;flex:1}}
.bx.w{{flex-basis:100%}} .cap{{color:#888;font-size:{size - 2.5}pt}} .val{{min-height:12px}}
.cap2{{color:#555;font-size:{size - 1}pt}}
.cols{{display:flex;gap:0;margin-bottom:6px}} .cols>.side{{flex:1}}
.rows>.side{{margin-bottom:6px}} .side{{display:flex;flex-wrap:wrap}}
.dates{{width:55%}}
table.grid{{width:100%;border-collapse:collapse;margin-top:6px}}
table.grid th{{border:0.8px solid #000;font-weight:normal;font-size:{size - 1}pt;padding:2px}}
table.grid tr.nums td{{border:0.8px solid #000;text-align:center;color:#888;font-size:{size - 2.5}pt}}
table.grid td{{border-left:0.8px solid #000;border-right:0.8px solid #000;border-bottom:0.5px solid #999;
padding:2px 4px;vertical-align:top}} table.grid tr.blank td{{height:14px}}
table.grid tbody tr:last-child td{{border-bottom:0.8px solid #000}}
table.grid td:nth-child(1){{width:6%}} table.grid td:nth-child(3){{width:8%}}
table.grid td:nth-child(4),table.grid td:nth-child(5),table.grid td:nth-child(6){{width:11%}}
.bottom{{display:flex;gap:12px;margin-top:6px;break-inside:avoid}} .bottom .left{{flex:1;display:flex}}
table.tot{{border-collapse:collapse;width:36%}} table.tot td{{border:0.8px solid #000;padding:2px 5px}}
table.tot tr.g td{{font-weight:bold}}
.sign{{display:flex;gap:50px;margin-top:30px;break-inside:avoid}}
.sheet{{text-align:right;font-size:{size - 1.5}pt;margin-top:4px}}
.cont{{break-before:page;display:flex;justify-content:space-between;font-weight:bold;
border-bottom:1px solid #000;padding-bottom:3px}} .cont span{{font-weight:normal}} .sign>div{{flex:1}}
.sign .line{{border-bottom:0.8px solid #000;margin-top:18px;padding-bottom:1px}}
.hint{{color:#888;font-size:{size - 2.5}pt;text-align:center}}
"""
    html = page(css, body, font=font, size=size, color="#000")
    truth = doc.truth(("prekes_pavadinimas", "unit", "quantity", "price", "subtotal"), iban=with_iban)
    return Printed(html, truth)
