"""A Slovak company's "Faktúra – daňový doklad" to a Lithuanian buyer as Slovak invoicing programs print
it: the POHODA kind ("Dodávateľ" and "Odberateľ" boxes side by side with IČO, DIČ and IČ DPH, the
payment block with bank, IBAN, SWIFT, variabilný and konštantný symbol and forma úhrady beside the dates
Dátum vyhotovenia, Dátum dodania, Dátum splatnosti, a table "Označenie dodávky | Množstvo | MJ | J. cena
| DPH % | Základ | DPH | Spolu", the VAT recapitulation and a shaded "K úhrade"), the SuperFaktúra kind
(a coloured "Faktúra" title, the parties without boxes, the dates in a row of labelled cells, "Názov |
Množstvo | Cena za MJ | DPH | Spolu bez DPH | Spolu s DPH" and a PAY by square code) and the KROS kind
(a full grid with item codes and "Celkom bez DPH", the totals "Spolu bez DPH / DPH / Spolu s DPH"). The
commercial-register line ("zapísaná v Obchodnom registri Mestského súdu Bratislava III, oddiel: Sro,
vložka č. …/B") is under the supplier or in the foot. To a buyer with a VAT code the goods go exempt
(§ 43 zákona o DPH) and the services with "Prenesenie daňovej povinnosti", else at DPH 23 %. Dates
dd.mm.yyyy ("5. 3. 2026" on some), amounts "1 234,56 €"."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import Item
from tests.eval.printed.fmt import quantity
from tests.eval.printed.templates.eu_common import grouped, unbroken
from tests.eval.printed.templates.eu_ie_fi_cz_common import qr_mark
from tests.eval.printed.templates.eu_round5_common import supply, zero_rated
from tests.eval.printed.templates.eu_round6c_common import num, pct, sk_account, sk_seller
from tests.eval.printed.templates.lt_common import FONTS

CATALOGUE = [
    ("Europaleta EPAL 1200 × 800 mm, nová", "ks", 23, (9, 16)),
    ("Drevená obalová debna na mieru, preglejka 12 mm", "ks", 23, (35, 120)),
    ("Oceľová konštrukcia – zváraný rám, žiarovo zinkovaný", "kg", 23, (3, 7)),
    ("Montáž technologického zariadenia u zákazníka", "hod.", 23, (28, 55)),
    ("Lisovaný diel z plechu DC01 podľa výkresu č. 2145-03", "ks", 23, (1.5, 8)),
    ("Programátorské práce – úprava modulu skladového hospodárstva", "hod.", 23, (35, 75)),
    ("Konzultačné služby v oblasti logistiky", "hod.", 23, (40, 90)),
    ("Medzinárodná preprava SK – LT (Kaunas), kamión 13,6 m", "služba", 23, (650, 1200)),
    ("Hliníkový profil 40 × 40 mm, eloxovaný", "m", 23, (5, 12)),
    ("Ročná licencia softvéru Skladník PRO", "ks", 23, (180, 600)),
    ("Tlač katalógov A4, 48 strán, väzba V1", "ks", 23, (1.2, 4)),
    ("Keramická dlažba 60 × 60 cm, rektifikovaná, sivá", "m²", 23, (14, 35)),
    ("Bukové hranoly 50 × 50 mm, sušené", "m³", 23, (380, 620)),
]
WHOLE = ("ks", "služba")
SERVICES = {
    "Montáž technologického zariadenia u zákazníka",
    "Programátorské práce – úprava modulu skladového hospodárstva",
    "Konzultačné služby v oblasti logistiky",
    "Medzinárodná preprava SK – LT (Kaunas), kamión 13,6 m",
    "Ročná licencia softvéru Skladník PRO",
}
NAMES = [
    "Považská strojárska", "Tatra Pack", "Drevopal", "Kovostav Záhorie", "Logisoft",
    "Nitrianske obaly", "Hronmetal", "Slovtech Industry",
]  # fmt: skip
FORMS = ["s.r.o.", "s.r.o.", "s.r.o.", "spol. s r.o.", "a.s."]
PEOPLE = ["Ing. Ján Kováč", "Mgr. Zuzana Horváthová", "Peter Varga", "Ing. Lucia Tóthová", "Martin Baláž"]


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    seller = sk_seller(rng, NAMES, FORMS)
    export = rng.random() < 0.7
    doc = supply(seed, seller, export, CATALOGUE, WHOLE, needs_vat_code=True, language="sk")
    if doc.buyer and doc.buyer.vat_code and all(it.name in SERVICES for it in doc.items):
        # services to a business abroad are taxed where it is: always the reverse charge
        doc = supply(seed, seller, True, CATALOGUE, WHOLE, needs_vat_code=True, language="sk")
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None
    family = ("pohoda", "superfaktura", "kros")[seed % 3]
    seller.iban, seller.bank, bic = sk_account(rng)
    year = doc.issued.year
    n = int(doc.number) % 900 + 1
    doc.series = None
    doc.number = {
        "pohoda": f"{year}{n:04d}" if rng.random() < 0.5 else f"{year % 100}1{n:05d}",
        "superfaktura": f"{year}{n:03d}",
        "kros": f"FV{year}{n:04d}",
    }[family]
    vs = "".join(c for c in doc.number if c.isdigit())
    days = rng.choice([14, 14, 30, 30, 10, 21])
    doc.due = doc.issued + timedelta(days=days)
    supplied = doc.issued - timedelta(days=rng.choice([0, 0, 0, 1, 2, 4]))
    for it in doc.items:
        if it.unit == "služba":  # one haulage, one price
            it.quantity = Decimal(1)
    codes = family == "kros"
    if codes:
        for it in doc.items:
            it.code = f"{rng.randint(100, 9999):04d}"
    zero = zero_rated(doc)
    goods = [it for it in doc.items if it.name not in SERVICES]
    services = [it for it in doc.items if it.name in SERVICES]
    font = rng.choice(FONTS)
    size = rng.choice([8, 8.5, 9])
    accent = rng.choice(["#0f6cbd", "#1b7f5a", "#7b2d8b", "#c0392b", "#2c3e50", "#d35400"])
    space = rng.choice(["\u00a0", " "])
    short_date = rng.random() < 0.3
    euro = rng.choice(["€", "€", "EUR"])
    person = rng.choice(PEOPLE)
    show_buyer_code = rng.random() < 0.85
    domain = (
        seller.name.split()[0].lower().translate(str.maketrans("áäčďéíľĺňóôŕšťúýž", "aacdeillnoorstuyz"))
        + ".sk"
    )
    area = rng.choice(["2", "41", "55", "37", "33", "48"])
    phone = f"+421 {area} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"

    def d(value: date) -> str:
        return f"{value.day}. {value.month}. {value.year}" if short_date else value.strftime("%d.%m.%Y")

    def a(value: Decimal) -> str:
        return f"{num(value, space)}{space}{euro}"

    def n2(value: Decimal) -> str:
        return num(value, space)

    # --- parties ----------------------------------------------------------------------------------------
    seller_ids = [("IČO", str(seller.code)), ("DIČ", seller.dic), ("IČ DPH", str(seller.vat_code))]
    buyer_ids: list[tuple[str, str]] = []
    if show_buyer_code:
        buyer_ids.append(("IČO", str(buyer.code)))
    if buyer.vat_code:
        buyer_ids.append(("IČ DPH", buyer.vat_code))

    def ids(pairs: list[tuple[str, str]]) -> str:
        return "".join(f"<tr><td class=k>{k}:</td><td>{v}</td></tr>" for k, v in pairs)

    register = f"Spoločnosť zapísaná v Obchodnom registri {escape(seller.register)}"
    seller_html = (
        f"<b class=pn>{escape(seller.name)}</b><br>{escape(seller.street)}<br>{seller.postcode} "
        f"{escape(seller.city)}<br>Slovenská republika<table class=ids>{ids(seller_ids)}</table>"
    )
    buyer_html = (
        f"<b class=pn>{escape(buyer.name)}</b><br>{escape(buyer.street)}<br>"
        f"{unbroken(f'{buyer.postcode} {buyer.city}')}<br>{rng.choice(['Litva', 'Litovská republika'])}"
        f"<table class=ids>{ids(buyer_ids)}</table>"
    )
    pay = [
        ("Forma úhrady", "prevodným príkazom"),
        ("Banka", escape(seller.bank or "")),
        ("IBAN", f"<span class=nw>{grouped(seller.iban or '')}</span>"),
        ("SWIFT", bic),
        ("Variabilný symbol", vs),
        ("Konštantný symbol", "0308" if goods else "0138"),
    ]
    dates = [
        ("Dátum vyhotovenia", d(doc.issued)),
        ("Dátum dodania", d(supplied)),
        ("Dátum splatnosti", d(doc.due)),
    ]

    # --- the lines --------------------------------------------------------------------------------------
    cols: list[tuple[str, str]]
    if family == "pohoda":
        cols = [("Označenie dodávky", "name"), ("Množstvo", "qty"), ("MJ", "unit"), ("J. cena", "price")]
        cols += [("DPH %", "rate"), ("Základ", "sum"), ("DPH", "vat"), ("Spolu", "total")]
    elif family == "superfaktura":
        cols = [("Názov", "name"), ("Množstvo", "qtyunit"), ("Cena za MJ bez DPH", "price"), ("DPH", "rate")]
        cols += [("Spolu bez DPH", "sum"), ("Spolu s DPH", "total")]
    else:
        cols = [
            ("Č.", "pos"),
            ("Kód", "code"),
            ("Názov položky", "name"),
            ("Množstvo", "qty"),
            ("MJ", "unit"),
        ]
        cols += [("Cena za MJ", "price"), ("Sadzba DPH", "rate"), ("Celkom bez DPH", "sum")]

    def cell(kind: str, i: int, it: Item) -> str:
        if kind == "pos":
            return f"<td>{i}.</td>"
        if kind == "code":
            return f"<td class=nw>{escape(it.code or '')}</td>"
        if kind == "name":
            return f"<td>{escape(it.name)}</td>"
        if kind == "qty":
            return f"<td class=r>{quantity(it.quantity, 'lt-plain')}</td>"
        if kind == "qtyunit":
            return f"<td class=r>{quantity(it.quantity, 'lt-plain')} {escape(it.unit)}</td>"
        if kind == "unit":
            return f"<td>{escape(it.unit)}</td>"
        if kind == "price":
            return f"<td class=r>{n2(it.price)}</td>"
        if kind == "rate":
            return f"<td class=r>{pct(it.vat_percent)} %</td>"
        if kind == "vat":
            return f"<td class=r>{n2(it.vat)}</td>"
        if kind == "total":
            return f"<td class=r>{n2(it.total)}</td>"
        return f"<td class=r>{n2(it.subtotal)}</td>"

    left = {"name", "code", "unit", "pos"}
    head = "".join(f"<th class='{'' if k in left else 'r'}'>{h}</th>" for h, k in cols)
    rows = "".join(
        "<tr>" + "".join(cell(k, i, it) for _, k in cols) + "</tr>" for i, it in enumerate(doc.items, 1)
    )
    table = f"<table class='items {family}'><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"

    # --- totals and notes -------------------------------------------------------------------------------
    rates = doc.rates()
    recap = (
        "<table class=recap><tr><th>Sadzba DPH</th><th class=r>Základ dane</th>"
        "<th class=r>Výška DPH</th></tr>"
        + "".join(
            f"<tr><td>{pct(r)} %</td><td class=r>{n2(b)}</td><td class=r>{n2(t)}</td></tr>"
            for r, (b, t) in rates.items()
        )
        + "</table>"
    )
    totals = [("Spolu bez DPH", a(doc.net)), (f"DPH {pct(next(iter(rates)))} %", a(doc.vat))]
    if family == "pohoda":
        totals = [("Súčet položiek", a(doc.gross)), ("Uhradené zálohami", a(Decimal(0)))]
    tot_rows = "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in totals)
    due_label = "K úhrade" if family != "kros" else "Spolu s DPH – k úhrade"
    tot_rows += f"<tr class=g><td>{due_label}</td><td class=r>{a(doc.gross)}</td></tr>"
    tot_html = f"<table class=tot>{tot_rows}</table>"
    notes = []
    if zero:
        if goods:
            notes.append(
                "Dodanie tovaru do iného členského štátu oslobodené od dane podľa § 43 ods. 1 "
                "zákona č. 222/2004 Z. z. o dani z pridanej hodnoty."
            )
        if services:
            notes.append("Prenesenie daňovej povinnosti (čl. 196 smernice Rady 2006/112/ES).")
    elif buyer.vat_code:
        notes.append(
            f"Tovar prevzatý odberateľom v sklade dodávateľa ({seller.city}), miesto dodania Slovensko."
        )
    notes.append(
        rng.choice(
            [
                "Ďakujeme za Vašu objednávku.",
                "Tovar zostáva až do úplného zaplatenia majetkom dodávateľa.",
                "Pri platbe uveďte variabilný symbol.",
            ]
        )
    )
    notes_html = "".join(f"<div class=note>{escape(x)}</div>" for x in notes)
    sign = f"""<div class=sign><div>Vystavil: {escape(person)}<br>Tel.: {phone}<br>
E-mail: faktury@{domain}</div>
<div class=stamp>Pečiatka a podpis</div></div>"""

    # --- families ---------------------------------------------------------------------------------------
    if family == "pohoda":
        pay_html = "".join(f"<tr><td class=k>{k}:</td><td>{v}</td></tr>" for k, v in pay)
        dates_html = "".join(f"<tr><td class=k>{k}:</td><td><b>{v}</b></td></tr>" for k, v in dates)
        body = f"""<div class=ptitle><span>Faktúra – daňový doklad</span>
<span>č. {escape(doc.number)}</span></div>
<div class=grid2><div class=box><div class=bh>Dodávateľ:</div>{seller_html}
<div class=reg>{register}</div></div>
<div class=box><div class=bh>Odberateľ:</div>{buyer_html}</div>
<div class=box><table>{pay_html}</table></div><div class=box><table>{dates_html}</table></div></div>
{table}
<div class=lower><div>{recap}<div class=notes>{notes_html}</div></div>{tot_html}</div>
{sign}"""
        foot = f"<div class=foot>{escape(seller.name)} · Vytlačené programom POHODA</div>"
    elif family == "superfaktura":
        cells = [("Číslo faktúry", escape(doc.number)), *dates, ("Variabilný symbol", vs)]
        row = "".join(f"<div><div class=ck>{k}</div><div class=cv>{v}</div></div>" for k, v in cells)
        pay_line = " · ".join(f"{k}: {v}" for k, v in pay[1:4])
        body = f"""<div class=stop><div class=sft style="color:{accent}">Faktúra<div class=sfn>Daňový doklad
č. {escape(doc.number)}</div></div><div class=logo style="color:{accent}">{escape(seller.name)}</div></div>
<div class=grid2b><div><div class=bh2>Dodávateľ</div>{seller_html}</div>
<div><div class=bh2>Odberateľ</div>{buyer_html}</div></div>
<div class=cells>{row}</div>
{table}
<div class=lower><div>{recap}<div class=notes>{notes_html}</div></div>{tot_html}</div>
<div class=payrow><div>{qr_mark(rng, 22)}<div class=tiny>PAY by square</div></div>
<div>Spôsob úhrady: prevodom na účet<br>{pay_line}<br>Variabilný symbol: {vs}</div></div>
{sign}"""
        foot = f"<div class=foot>{register}. Faktúra bola vystavená cez SuperFaktúra.sk</div>"
    else:
        dates_html = "".join(f"<td><div class=k>{k}</div><b>{v}</b></td>" for k, v in dates)
        pay_html = "".join(f"<tr><td class=k>{k}:</td><td>{v}</td></tr>" for k, v in pay)
        body = f"""<div class=stop><div class=logo style="color:{accent}">{escape(seller.name)}</div>
<div class=ktitle>FAKTÚRA č. {escape(doc.number)}<div class=tiny2>daňový doklad</div></div></div>
<div class=grid2b><div class=box><div class=bh>Dodávateľ</div>{seller_html}</div>
<div class=box><div class=bh>Odberateľ</div>{buyer_html}</div></div>
<table class=kdates><tr>{dates_html}</tr></table>
<table class=kpay>{pay_html}</table>
{table}
<div class=lower><div>{recap}<div class=notes>{notes_html}</div></div>{tot_html}</div>
{sign}"""
        foot = f"<div class=foot>{register} · Spracované systémom KROS Omega</div>"

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:10mm 12mm 9mm 12mm}}
body{{font-family:{font};font-size:{size}pt;color:#1d1d1d;margin:0}}
.page{{min-height:278mm;display:flex;flex-direction:column}}
.ptitle{{display:flex;justify-content:space-between;font-size:{size + 6}pt;font-weight:bold;
border-bottom:1.5pt solid #222;padding-bottom:1mm;margin-bottom:2mm}}
.grid2{{display:grid;grid-template-columns:1fr 1fr;gap:0;border:.8pt solid #333}}
.grid2 .box{{border:.4pt solid #333;padding:2mm 3mm}}
.grid2b{{display:grid;grid-template-columns:1fr 1fr;gap:5mm;margin-bottom:3mm}}
.box{{border:.6pt solid #444;padding:2mm 3mm;line-height:1.35}}
.bh{{font-size:{size - 1}pt;color:#555;margin-bottom:1mm}}
.bh2{{font-size:{size - 0.5}pt;color:{accent};font-weight:bold;text-transform:uppercase;margin-bottom:1mm;
border-bottom:.6pt solid {accent}}}
.pn{{font-size:{size + 1.5}pt}}
table.ids td{{padding:0 3mm 0 0}} .k{{color:#555;white-space:nowrap}}
.reg{{font-size:{size - 2}pt;color:#555;margin-top:1.5mm}}
.stop{{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:4mm}}
.logo{{font-size:{size + 6}pt;font-weight:bold}}
.sft{{font-size:{size + 16}pt;font-weight:bold}} .sfn{{font-size:{size + 1}pt;color:#333;font-weight:normal}}
.ktitle{{font-size:{size + 7}pt;font-weight:bold;text-align:right}}
.tiny2{{font-size:{size}pt;font-weight:normal}}
.cells{{display:flex;gap:2mm;margin:2mm 0}} .cells > div{{flex:1;background:#f1f3f5;padding:1.5mm 2mm}}
.ck{{font-size:{size - 1.5}pt;color:#666}} .cv{{font-weight:bold}}
table.kdates{{width:100%;border-collapse:collapse;margin-bottom:2mm}}
table.kdates td{{border:.6pt solid #444;padding:1.5mm 2mm}}
table.kpay{{align-self:flex-start}} table.kpay td{{padding:0 4mm 0 0}}
table.items{{width:100%;border-collapse:collapse;margin-top:3mm}}
table.items th{{text-align:left;padding:2px 4px;font-size:{size - 0.5}pt;border-bottom:1pt solid #222}}
table.items td{{padding:2px 4px;border-bottom:.4pt solid #ccc;vertical-align:top}}
table.pohoda th{{background:#e4e4e4;border-top:1pt solid #222}}
table.superfaktura th{{color:{accent};border-bottom:1.2pt solid {accent}}}
table.kros th,table.kros td{{border:.6pt solid #444}} table.kros th{{background:#eee}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
.lower{{display:flex;justify-content:space-between;align-items:flex-start;gap:8mm;margin-top:3mm}}
table.recap{{border-collapse:collapse;font-size:{size - 0.5}pt}}
table.recap th,table.recap td{{padding:1px 5px;border-bottom:.4pt solid #bbb;font-weight:normal;
text-align:left}}
table.recap th{{color:#555}}
.notes{{margin-top:3mm;max-width:105mm}} .note{{margin-bottom:1.2mm}}
table.tot{{border-collapse:collapse;min-width:72mm}} table.tot td{{padding:2px 5px}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 2.5}pt;background:#e8e8e8;border-top:1pt solid #222}}
.payrow{{display:flex;gap:5mm;align-items:center;margin-top:4mm}} .tiny{{font-size:{size - 2}pt;color:#666;
text-align:center}}
.sign{{display:flex;justify-content:space-between;margin-top:6mm}}
.stamp{{width:60mm;height:18mm;border-top:.6pt dotted #555;text-align:center;color:#777;
font-size:{size - 1}pt;margin-top:8mm}}
.foot{{margin-top:auto;padding-top:2mm;border-top:.5pt solid #999;font-size:{size - 2}pt;color:#555;
text-align:center}}
</style></head><body><div class="page">
{body}
<div style="height:4mm"></div>
{foot}
</div></body></html>"""
    fields = ["prekes_pavadinimas", "quantity", "unit", "price", "vat_percent", "subtotal"]
    if family != "kros":
        fields.append("total")
    if codes:
        fields.append("prekes_kodas")
    truth = doc.truth(tuple(fields))
    if not show_buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
