"""A Lithuanian construction and renovation company's "PVM sąskaita faktūra" for works done, as a small
builder's accounting program prints it: the works in a ruled table ("Eil. Nr. | Atliktų darbų
pavadinimas | Mato vnt. | Kiekis | Įkainis | Suma") whose long names wrap over two or three lines, units
"m²", "m", "val.", "kompl.", on some seeds grouped under stage headings ("I. Paruošiamieji darbai") with
or without a subtotal per stage; lines of reference above the table (the object being built, the
contract, "Atliktų darbų aktas Nr. …" with its own date, the period of the works); the totals at the right
with the sum in words ("Suma žodžiais: …"), a warranty note, and "Išrašė" / "Priėmė" signature lines.

The seller ("Rangovas" or "Pardavėjas") is either a letterhead at the top or, on about half the seeds, only
a drawn mark and brand at the top with its name, codes and bank account in a footer band across the foot
of every page (the page margin) in three columns.

Truth: lines are name, unit, quantity, net unit price and net amount; a stage's subtotal is no line."""

from __future__ import annotations

import random
from datetime import timedelta
from decimal import Decimal
from html import escape
from itertools import pairwise

from tests.eval.lt_data import CITIES, STREETS, group4, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import (
    base_name,
    domain,
    mark,
    person,
    phone,
    rename,
    vat_payer,
)

# (name, unit, price range)
WORKS = [
    ("Senos grindų dangos išardymas ir statybinių atliekų išnešimas į konteinerį", "m²", (3, 8)),
    ("Grindų pagrindo išlyginimas savaime išsilyginančiu mišiniu (iki 10 mm storio)", "m²", (6, 14)),
    ("Vidaus sienų glaistymas dviem sluoksniais, šlifavimas ir gruntavimas giluminiu gruntu", "m²", (7, 15)),
    ("Sienų ir lubų dažymas vandens pagrindo dažais du kartus, įskaitant "
     "paviršių apsaugą plėvele", "m²", (4, 9)),
    ("Keraminių plytelių klijavimas ant sienų su siūlių užpildymu, plytelės iki 60x60 cm", "m²", (25, 45)),
    ("Gipso kartono pertvarų montavimas ant metalinio karkaso su garso izoliacija 50 mm", "m²", (22, 38)),
    ("Grindjuosčių montavimas su kampų pritaikymu ir sandarinimu silikonu", "m", (3, 7)),
    ("Elektros instaliacijos kabelių tiesimas potinkinėje instaliacijoje, "
     "įskaitant sienų frezavimą", "m", (4, 9)),
    ("Santechnikos įrenginių (klozeto, praustuvo, dušo maišytuvo) "
     "montavimas ir prijungimas", "kompl.", (120, 320)),
    ("Fasado šiltinimas 150 mm polistireniniu putplasčiu, armavimas "
     "tinkleliu ir dekoratyvinis tinkavimas", "m²", (45, 85)),
    ("Stogo dangos keitimas: senos dangos demontavimas, grebėstų įrengimas, "
     "skardos montavimas", "m²", (28, 55)),
    ("Lietaus nuvedimo sistemos (latakų ir lietvamzdžių) montavimas su laikikliais", "m", (14, 26)),
    ("Langų angokraščių apdaila PVC plokštėmis su sandarinimu ir kampų apsauga", "m", (12, 22)),
    ("Betoninių grindų įrengimas su armavimu ir paviršiaus mechaniniu glaistymu", "m²", (14, 24)),
    ("Pamatų hidroizoliacija bitumine mastika ir apsauginės membranos įrengimas", "m²", (12, 22)),
    ("Vidaus durų su staktomis montavimas, įskaitant apvadų pritaikymą ir "
     "montavimo putas", "kompl.", (60, 140)),
    ("Elektriko darbai: rozečių, jungiklių ir šviestuvų montavimas bei prijungimas", "val.", (25, 45)),
    ("Papildomi darbai pagal užsakovo nurodymą objekte (darbo valandos)", "val.", (20, 40)),
    ("Statybinės technikos (mini ekskavatoriaus) nuoma su operatoriumi", "val.", (40, 75)),
    ("Statybinių atliekų išvežimas ir utilizavimas, 8 m³ konteineris", "kompl.", (180, 320)),
    ("Fasadinių pastolių montavimas, demontavimas ir nuoma vienam mėnesiui", "m²", (3, 7)),
    ("Betoninių trinkelių klojimas ant paruošto skaldos pagrindo su smėlio užpildu", "m²", (14, 24)),
    ("Apdailos medžiagos (glaistas, gruntas, dažai, tvirtinimo elementai) "
     "pagal suderintą sąmatą", "kompl.", (150, 900)),
    ("Grindinio šildymo vamzdynų klojimas ant šilumos izoliacijos plokščių "
     "su kolektoriaus prijungimu", "m²", (12, 22)),
    ("Laminuotų grindų dangos klojimas ant garso izoliacinio pagrindo", "m²", (6, 12)),
]  # fmt: skip
BUILDERS = [
    "Statybų meistrai", "Renovacijos centras", "Mūro namai", "Stogų sprendimai", "Apdailos partneriai",
    "Tvirtas pagrindas", "Fasadų ekspertai", "Namų renovacija", "Statybų grupė",
]  # fmt: skip
STAGES = [
    ["I. Paruošiamieji darbai", "II. Pagrindiniai statybos darbai", "III. Apdailos ir kiti darbai"],
    ["1 etapas. Griovimo ir paruošimo darbai", "2 etapas. Montavimo darbai", "3 etapas. Apdaila"],
    ["Bendrieji statybos darbai", "Inžinerinės sistemos", "Kiti darbai ir medžiagos"],
]
OBJECTS = [
    "Gyvenamojo namo renovacija",
    "Biuro patalpų remontas",
    "Sandėlio pastato stogo rekonstrukcija",
    "Kotedžo vidaus apdaila",
    "Administracinio pastato fasado šiltinimas",
    "Parduotuvės patalpų įrengimas",
]
TAGLINES = ["Statyba · Renovacija · Apdaila", "Statybos ir remonto darbai", "Rangos darbai nuo 2009 m."]
COLORS = ["#c0392b", "#e67e22", "#2c3e50", "#16a085", "#8e44ad", "#b7950b", "#1a5276"]


def _quantity(rng: random.Random, unit: str) -> Decimal:
    if unit == "kompl.":
        return Decimal(rng.randint(1, 4))
    if unit == "val.":
        return Decimal(rng.randint(2, 80)) / (2 if rng.random() < 0.4 else 1)
    if unit == "m":
        return Decimal(rng.randint(30, 1200)) / 10
    return Decimal(rng.randint(50, 2800)) / 10  # m²


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 13 + 7)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    vat_payer(seller, rng)
    rename(seller, rng, BUILDERS)
    doc.series = rng.choice(["ST", "STR", "RD", "SF", "RS"])
    count = rng.randint(3, 10)
    doc.items = [
        Item(name, unit, _quantity(rng, unit), money(Decimal(str(rng.uniform(low, high)))), Decimal(21))
        for name, unit, (low, high) in rng.sample(WORKS, count)
    ]

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "lt-dots", "lt-long"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5, 10])
    color = rng.choice(COLORS)
    footer_band = rng.random() < 0.5
    seller_label, buyer_label = rng.choice(
        [("Rangovas", "Užsakovas"), ("Pardavėjas", "Pirkėjas"), ("Tiekėjas", "Pirkėjas")]
    )
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.85
    qty_first = rng.random() < 0.3
    stages = count >= 4 and rng.random() < 0.4
    stage_totals = stages and rng.random() < 0.5
    grouped_iban = rng.random() < 0.5
    iban = group4(seller.iban or "") if grouped_iban else (seller.iban or "")
    director = person(rng)
    brand = base_name(seller.name)
    initials = "".join(w[0] for w in brand.split()[:2]).upper()
    tel = phone(rng)
    mail = f"{rng.choice(['info', 'biuras', 'statyba'])}@{domain(seller.name)}"

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: object) -> str:
        return day(value, date_style)  # type: ignore[arg-type]

    # the references above the table
    refs: list[str] = []
    if rng.random() < 0.65:
        city, _ = rng.choice(CITIES)
        site = f"{rng.choice(STREETS)} {rng.randint(1, 90)}, {city}"
        refs.append(f"<b>Objektas:</b> {escape(rng.choice(OBJECTS))}, {escape(site)}")
    if rng.random() < 0.5:
        signed = doc.issued - timedelta(days=rng.randint(30, 200))
        refs.append(f"<b>Rangos sutartis</b> Nr. R-{signed.year}/{rng.randint(1, 60):02d}, {d(signed)}")
    if rng.random() < 0.65:
        act_day = doc.issued - timedelta(days=rng.randint(1, 6))
        act = f"ADA-{act_day:%y}/{rng.randint(1, 250):03d}"
        refs.append(
            rng.choice(
                [
                    f"Pagal atliktų darbų aktą Nr. {act}, surašytą {d(act_day)}",
                    f"Atliktų darbų aktas Nr. {act} ({d(act_day)})",
                ]
            )
        )
    if rng.random() < 0.4:
        end = doc.issued - timedelta(days=rng.randint(1, 10))
        start = end - timedelta(days=rng.randint(5, 40))
        refs.append(f"Darbų atlikimo laikotarpis: {d(start)} – {d(end)}")

    # the table of works
    name_head = rng.choice(["Atliktų darbų pavadinimas", "Darbų ir medžiagų pavadinimas", "Pavadinimas"])
    price_head = rng.choice(["Įkainis, EUR", "Kaina be PVM, EUR", "Vnt. kaina, EUR"])
    sum_head = rng.choice(["Suma be PVM, EUR", "Vertė, EUR", "Suma, EUR"])
    unit_head = rng.choice(["Mato vnt.", "Mat. vnt.", "Vnt."])
    head = ["Eil.<br>Nr.", name_head]
    head += ["Kiekis", unit_head] if qty_first else [unit_head, "Kiekis"]
    head += [price_head, sum_head]
    width = len(head)
    rows: list[str] = []
    stage_names = rng.choice(STAGES)
    cuts: list[int] = []
    if stages:
        parts = 2 if count < 6 else 3
        cuts = sorted(rng.sample(range(1, count), parts - 1))
    bounds = [0, *cuts, count]
    for part, (lo, hi) in enumerate(pairwise(bounds)):
        if stages:
            rows.append(f'<tr class=stage><td colspan="{width}">{escape(stage_names[part])}</td></tr>')
        for i in range(lo, hi):
            item = doc.items[i]
            unit = f"<td class=c>{escape(item.unit)}</td>"
            qty = f"<td class=r>{quantity(item.quantity, style)}</td>"
            cells = [f"<td class=c>{i + 1}.</td>", f"<td class=name>{escape(item.name)}</td>"]
            cells += [qty, unit] if qty_first else [unit, qty]
            cells += [f"<td class=r>{a(item.price)}</td>", f"<td class=r>{a(item.subtotal)}</td>"]
            rows.append(f"<tr>{''.join(cells)}</tr>")
        if stage_totals:
            part_sum = sum((it.subtotal for it in doc.items[lo:hi]), Decimal(0))
            rows.append(
                f'<tr class=sub><td colspan="{width - 1}">Iš viso etapui:</td>'
                f"<td class=r>{a(part_sum)}</td></tr>"
            )

    # totals and words
    ((r, (_, tax)),) = doc.rates().items()
    gross_label = rng.choice(["Iš viso su PVM", "Bendra suma su PVM", "Mokėtina suma", "IŠ VISO MOKĖTI"])
    totals = [
        (rng.choice(["Suma be PVM", "Iš viso be PVM", "Darbų vertė be PVM"]), a(doc.net)),
        (f"PVM {r.normalize():f} %", a(tax)),
        (gross_label, a(doc.gross)),
    ]
    cur = rng.choice([" EUR", " €", ""])
    totals_html = "".join(
        f"<tr{' class=g' if k == len(totals) - 1 else ''}><td>{label}</td><td class=r>{value}{cur}</td></tr>"
        for k, (label, value) in enumerate(totals)
    )
    words = eur_words(doc.gross, capital=rng.random() < 0.7)
    words_html = (
        f"<div class=words>{rng.choice(['Suma žodžiais', 'Mokėtina suma žodžiais'])}: <b>{words}</b></div>"
    )
    due = d(doc.due)
    pay = f"Apmokėti iki <b>{due}</b>"
    if rng.random() < 0.5:
        pay = f"Apmokėjimo terminas: <b>{due}</b>"
    ending = rng.choice(
        [
            ", nurodant sąskaitos numerį mokėjimo paskirtyje.",
            ". Laiku neapmokėjus skaičiuojami 0,05 % delspinigiai už kiekvieną pavėluotą dieną.",
            ".",
        ]
    )
    pay += ending[1:] if due.endswith(".") and ending.startswith(".") else ending
    if footer_band:
        pay += f"<br>Mokėti į a. s. {iban}"

    # the parties
    codes = f"Įmonės kodas {seller.code}<br>PVM mokėtojo kodas {seller.vat_code}"
    seller_block = (
        f"<b>{escape(seller.name)}</b><br>{escape(seller.address)}<br>{codes}<br>"
        f"Tel. {tel}, el. p. {mail}<br>A. s. {iban}<br>{escape(seller.bank or '')}"
    )
    buyer_rows = [("Pavadinimas", f"<b>{escape(buyer.name)}</b>"), ("Įmonės kodas", buyer.code)]
    if show_buyer_vat:
        buyer_rows.append(("PVM mokėtojo kodas", buyer.vat_code or ""))
    buyer_rows.append(("Adresas", escape(buyer.address)))
    if rng.random() < 0.5:
        buyer_html = (
            "<table class=kv>"
            + "".join(f"<tr><td class=k>{k}:</td><td>{v}</td></tr>" for k, v in buyer_rows)
            + "</table>"
        )
    else:
        buyer_html = f"<b>{escape(buyer.name)}</b><br>{escape(buyer.address)}<br>Įm. k. {buyer.code}"
        buyer_html += f"<br>PVM k. {buyer.vat_code}" if show_buyer_vat else ""

    number = rng.choice(
        [
            f"Serija {doc.series} Nr. {doc.number}",
            f"{doc.series} Nr. {doc.number}",
            f"Nr. {doc.series}-{doc.number}",
        ]
    )
    title = rng.choice(["PVM SĄSKAITA FAKTŪRA", "PVM sąskaita faktūra"])
    head_box = (
        f"<div class=titlebox><div class=title>{title}</div><div class=num>{number}</div>"
        f"<div>{rng.choice(['Data', 'Išrašymo data'])}: {d(doc.issued)}</div></div>"
    )
    if footer_band:
        top = (
            f"<div class=top><div class=brand>{mark(rng, initials, color)}<div><div class=bn>"
            f"{escape(brand.upper())}</div><div class=tag>{rng.choice(TAGLINES)}</div></div></div>"
            f"{head_box}</div>"
            f"<div class=parties><div class=pb><div class=pl>{buyer_label}</div>{buyer_html}</div></div>"
        )
        # the band is the page's foot, printed in the margin of every page in three columns
        band_cols = [
            [seller.name, seller.address, f"Tel. {tel}"],
            [f"Įm. kodas {seller.code}", f"PVM kodas {seller.vat_code}", mail],
            [f"A. s. {iban}", seller.bank or "", f"www.{domain(seller.name)}"],
        ]
        box = (
            "white-space:pre;vertical-align:top;text-align:left;width:33%;padding-top:5px;"
            f"border-top:2px solid {color};font:{size - 1.5}pt/1.45 {font};color:#333"
        )
        newline = "\\A "  # a line break in a CSS string
        band = "".join(
            f'@bottom-{where}{{content:"{newline.join(col)}";{box}}}'
            for where, col in zip(("left", "center", "right"), band_cols, strict=True)
        )
    else:
        top = (
            f"<div class=top><div class=brand>{mark(rng, initials, color)}"
            f"<div class=lh>{seller_block}</div></div>"
            f"{head_box}</div>"
            "<div class=parties>"
            + (
                f"<div class=pb><div class=pl>{seller_label}</div><b>{escape(seller.name)}</b>"
                f"<br>{rng.choice(['Direktorius', 'Vadovas'])} {escape(director)}</div>"
                if rng.random() < 0.5
                else ""
            )
            + f"<div class=pb><div class=pl>{buyer_label}</div>{buyer_html}</div></div>"
        )
        band = ""
    refs_html = "".join(f"<div>{x}</div>" for x in refs)
    warranty = ""
    if rng.random() < 0.5:
        warranty = (
            "<div class=small>Atliktiems darbams suteikiama garantija pagal LR civilinio kodekso 6.698 str. "
            "Pretenzijos dėl atliktų darbų kokybės priimamos raštu.</div>"
        )
    sign_label = rng.choice([("Išrašė", "Priėmė"), ("Sąskaitą išrašė", "Sąskaitą priėmė")])
    stamp = "<div class=stamp>A. V.</div>" if rng.random() < 0.4 else ""
    signs = (
        f"<div class=sign><div><span>{sign_label[0]}:</span><i></i>"
        f"<small>Direktorius {escape(director)}</small></div>{stamp}"
        f"<div><span>{sign_label[1]}:</span><i></i>"
        "<small>(pareigos, vardas, pavardė, parašas)</small></div></div>"
    )
    name_width = rng.choice([38, 42, 46, 52])
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 13mm {28 if footer_band else 12}mm 15mm;{band}}}
body{{font-family:{font};font-size:{size}pt;color:#1a1a1a;margin:0}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;gap:20px;
border-bottom:3px solid {color};padding-bottom:8px}}
.brand{{display:flex;gap:10px;align-items:flex-start}}
.bn{{font-size:{size + 7}pt;font-weight:bold;color:{color};letter-spacing:1px}}
.tag{{color:#666;font-size:{size - 0.5}pt}}
.lh{{line-height:1.35;font-size:{size - 0.5}pt}}
.titlebox{{text-align:right;line-height:1.5}}
.title{{font-size:{size + 5}pt;font-weight:bold;letter-spacing:.5px}}
.num{{font-size:{size + 2}pt;font-weight:bold}}
.parties{{display:flex;gap:14px;margin-top:10px}}
.pb{{flex:1;line-height:1.4}}
.pl{{font-weight:bold;text-transform:uppercase;font-size:{size - 1}pt;color:{color};
border-bottom:1px solid #ccc;
margin-bottom:3px}}
table.kv td{{padding:0 6px 0 0;vertical-align:top}} td.k{{color:#555;white-space:nowrap}}
.refs{{margin-top:10px;line-height:1.45}}
table.w{{width:100%;border-collapse:collapse;margin-top:10px}}
table.w thead{{display:table-header-group}}
table.w th{{border:1px solid #555;background:#efefef;padding:3px 4px;font-size:{size - 0.5}pt}}
table.w td{{border:1px solid #888;padding:3px 5px;vertical-align:top}}
table.w tr{{break-inside:avoid}}
td.name{{width:{name_width}%}}
tr.stage td{{font-weight:bold;background:#f7f7f7;font-style:italic}}
tr.sub td{{text-align:right;font-style:italic}}
.r{{text-align:right;white-space:nowrap}} .c{{text-align:center;white-space:nowrap}}
.after{{display:flex;justify-content:space-between;gap:20px;margin-top:10px;break-inside:avoid}}
table.tot{{border-collapse:collapse;min-width:42%}}
table.tot td{{padding:2px 6px;border-bottom:1px solid #ddd}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 1.5}pt;border-top:2px solid #222;border-bottom:none}}
.words{{margin-top:8px}}
.small{{margin-top:8px;font-size:{size - 1.5}pt;color:#555}}
.sign{{display:flex;gap:30px;margin-top:28px;align-items:flex-end;break-inside:avoid}}
.sign>div{{flex:1}} .sign i{{display:block;border-bottom:1px solid #000;height:22px}}
.sign small{{display:block;font-size:{size - 1.5}pt;color:#444}}
.stamp{{flex:0 0 62px!important;height:62px;border:2px solid #9aa;border-radius:50%;text-align:center;
line-height:62px;color:#9aa}}
</style></head><body><div class="page">
{top}
<div class="refs">{refs_html}</div>
<table class="w"><thead><tr>{"".join(f"<th>{h}</th>" for h in head)}</tr></thead>
<tbody>{"".join(rows)}</tbody></table>
<div class="after"><div>{pay}</div><table class="tot">{totals_html}</table></div>
{words_html}
{warranty}
{signs}
</div></body></html>"""
    truth = doc.truth(("prekes_pavadinimas", "unit", "quantity", "price", "subtotal"))
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
