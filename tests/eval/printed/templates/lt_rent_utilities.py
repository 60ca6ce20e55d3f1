"""A landlord company's monthly VAT invoice to its tenant, as a property manager's accounting program
prints it: "PVM SĄSKAITA FAKTŪRA" issued "pagal Nuomos sutartį Nr. …" for a period ("Laikotarpis:
2026-05-01 – 2026-05-31"), the rent and the re-billed utilities (electricity and water by meter
readings, heating, waste), the meter readings beside the lines or in a table of their own, a per-rate
VAT summary and a bank details box at the foot. Commercial premises are all at 21 %; an apartment let to
a company for its staff has its rent VAT-exempt (0 %), heating and hot water at 9 % and the rest at
21 %."""

from __future__ import annotations

import calendar
import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.lt_data import STREETS, group4, money, vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import FONTS, eur_words

LANDLORDS = ["Nekilnojamasis turtas", "Verslo centras", "Turto valdymas", "Biurų nuoma"]
MONTHS_GEN = [
    "sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio",
    "liepos", "rugpjūčio", "rugsėjo", "spalio", "lapkričio", "gruodžio",
]  # fmt: skip


def _price(rng: random.Random, low: float, high: float, places: int = 2) -> Decimal:
    """A tariff drawn in [low, high], rounded to ``places`` decimals (a whole-euro rent still as 0.00)."""
    value = Decimal(str(rng.uniform(low, high))).quantize(Decimal(1).scaleb(-places))
    return value if places else money(value)


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 7 + 13)
    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    if seller.vat_code is None:
        seller.vat_code = vat_code(rng)
    # the invoice is written in the first days of the month after the period it bills
    year, month = doc.issued.year, doc.issued.month
    doc.issued = date(year, month, rng.randint(1, 7))
    doc.due = date(year, month, rng.choice([10, 15, 15, 20]))
    py, pm = (year, month - 1) if month > 1 else (year - 1, 12)
    start, end = date(py, pm, 1), date(py, pm, calendar.monthrange(py, pm)[1])
    heating_season = pm in (10, 11, 12, 1, 2, 3, 4)
    residential = rng.random() < 0.35
    city = buyer.city if rng.random() < 0.5 else seller.city
    street = f"{rng.choice(STREETS)} {rng.randint(1, 140)}"
    if residential:
        area = Decimal(rng.randint(35, 95))
    else:
        area = Decimal(rng.randint(400, 9000)) / 10 if rng.random() < 0.5 else Decimal(rng.randint(40, 900))
    premises = f"{street}{'-' + str(rng.randint(1, 60)) if residential else ''}, {city}"
    month_name = f"{py} m. {MONTHS_GEN[pm - 1]} mėn."

    items: list[Item] = []
    readings: list[tuple[str, str, str, str, str]] = []  # meter, number, previous, current, used (unit)
    standard = Decimal(21)
    if residential:
        items.append(
            Item(f"Buto nuoma už {month_name}", "mėn.", Decimal(1), _price(rng, 420, 1100, 0), Decimal(0))
        )
    elif rng.random() < 0.5:
        items.append(
            Item(
                f"Patalpų nuoma už {month_name}",
                "mėn.",
                Decimal(1),
                money(area * _price(rng, 7, 16)),
                standard,
            )
        )
    else:
        items.append(Item("Patalpų nuoma", "m²", area, _price(rng, 7, 16), standard))
    if not residential and rng.random() < 0.6:
        items.append(Item("Bendrųjų patalpų eksploatacija", "m²", area, _price(rng, 0.4, 1.6), standard))
    # electricity by the meter, its unit price to four decimals as the supplier's tariff is
    previous = rng.randint(2000, 90000)
    used = rng.randint(120, 600) if residential else rng.randint(300, 6000)
    meter = str(rng.randint(1000000, 9999999))
    readings.append(("Elektros skaitiklis", meter, str(previous), str(previous + used), f"{used} kWh"))
    items.append(Item("Elektros energija", "kWh", Decimal(used), _price(rng, 0.16, 0.29, 4), standard))
    water_prev = Decimal(rng.randint(1000, 90000)) / 10
    water_used = Decimal(rng.randint(20, 400 if not residential else 120)) / 10
    water_meter = str(rng.randint(100000, 999999))
    readings.append(
        (
            "Vandens skaitiklis",
            water_meter,
            quantity(water_prev, style),
            quantity(water_prev + water_used, style),
            f"{quantity(water_used, style)} m³",
        )
    )
    items.append(Item("Šaltas vanduo ir nuotekos", "m³", water_used, _price(rng, 1.9, 3.4), standard))
    if residential and rng.random() < 0.7:
        hot = Decimal(rng.randint(10, 60)) / 10
        items.append(Item("Karšto vandens paruošimas", "m³", hot, _price(rng, 3.5, 6.5), Decimal(9)))
    if heating_season:
        heat = Decimal(rng.randint(300, 2500 if residential else 12000)) / 1000
        heat_rate = Decimal(9) if residential else standard
        if rng.random() < 0.5:
            items.append(Item("Šildymas", "MWh", heat, _price(rng, 60, 115), heat_rate))
        else:
            items.append(
                Item("Šildymas", "kWh", Decimal(int(heat * 1000)), _price(rng, 0.06, 0.115, 4), heat_rate)
            )
    if rng.random() < 0.6:
        items.append(Item("Komunalinių atliekų išvežimas", "mėn.", Decimal(1), _price(rng, 8, 60), standard))
    if not residential and rng.random() < 0.4:
        items.append(
            Item(
                "Automobilio stovėjimo vieta",
                "vnt.",
                Decimal(rng.randint(1, 4)),
                _price(rng, 25, 80),
                standard,
            )
        )
    if not residential and rng.random() < 0.3:
        items.append(Item("Apsaugos paslaugos", "mėn.", Decimal(1), _price(rng, 20, 90), standard))
    doc.items = items

    date_style = rng.choice(["iso", "iso", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    accent = rng.choice(["#24486b", "#3d5a40", "#6b2437", "#444", "#8a5a00"])
    brand = rng.choice(LANDLORDS)
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.85
    readings_table = rng.random() < 0.5
    total_column = rng.random() < 0.5
    words = rng.random() < 0.6
    grouped = rng.random() < 0.4
    contract = rng.choice(
        [
            f"NS-{rng.randint(2019, 2025)}/{rng.randint(1, 99):03d}",
            f"{rng.randint(1, 60)}/{rng.randint(2019, 2025)}-N",
            f"N-{rng.randint(100, 999)}",
        ]
    )
    contract_day = date(rng.randint(2019, 2025), rng.randint(1, 12), rng.randint(1, 28))
    contract_ref = rng.choice(
        [
            f"pagal Nuomos sutartį Nr. {contract}",
            f"pagal {day(contract_day, date_style)} Nuomos sutartį Nr. {contract}",
            f"pagal {contract_day.year} m. Patalpų nuomos sutartį Nr. {contract}",
        ]
    )
    number = rng.choice([f"Serija {doc.series} Nr. {doc.number}", f"{doc.series} Nr. {doc.number}"])

    def price(item: Item) -> str:
        places = max(2, -item.price.as_tuple().exponent)  # type: ignore[operator]
        return amount(item.price, style, places)

    def name_cell(item: Item) -> str:
        note = ""
        if not readings_table:
            if item.name == "Elektros energija":
                _, m, a, b, _u = readings[0]
                note = f"Skait. Nr. {m}: {a} – {b}"
            elif item.name.startswith("Šaltas vanduo"):
                _, m, a, b, _u = readings[1]
                note = f"Skait. Nr. {m}: {a} – {b}"
        if item.vat_percent == 0:
            note = "PVM neapmokestinama (PVM įst. 31 str.)"
        return escape(item.name) + (f"<div class=small>{escape(note)}</div>" if note else "")

    rows = ""
    for i, item in enumerate(doc.items, 1):
        rows += (
            f"<tr><td class=c>{i}</td><td>{name_cell(item)}</td><td class=c>{item.unit}</td>"
            f"<td class=r>{quantity(item.quantity, style)}</td><td class=r>{price(item)}</td>"
            f"<td class=r>{amount(item.subtotal, style)}</td><td class=c>{rate(item.vat_percent)}</td>"
            f"<td class=r>{amount(item.vat, style)}</td>"
            + (f"<td class=r>{amount(item.total, style)}</td>" if total_column else "")
            + "</tr>"
        )
    head = (
        "<tr><th>Nr.</th><th>Paslauga</th><th>Mato vnt.</th><th>Kiekis</th><th>Kaina be PVM</th>"
        "<th>Suma be PVM</th><th>PVM %</th><th>PVM suma</th>"
        + ("<th>Suma su PVM</th>" if total_column else "")
        + "</tr>"
    )
    rates = doc.rates()
    summary = "".join(
        f"<tr><td>{'Neapmokestinama PVM' if r == 0 else f'PVM {rate(r)} %'} nuo {amount(base, style)}</td>"
        f"<td class=r>{amount(tax, style)}</td></tr>"
        for r, (base, tax) in rates.items()
    )
    if len(rates) > 1:
        summary += f"<tr><td>PVM iš viso</td><td class=r>{amount(doc.vat, style)}</td></tr>"
    reading_html = ""
    if readings_table:
        reading_html = (
            "<table class=meters><tr><th>Skaitiklis</th><th>Nr.</th><th>Ankstesni rodmenys</th>"
            "<th>Dabartiniai rodmenys</th><th>Suvartota</th></tr>"
            + "".join(
                f"<tr><td>{a}</td><td>{b}</td><td class=r>{c}</td><td class=r>{d}</td>"
                f"<td class=r>{e}</td></tr>"
                for a, b, c, d, e in readings
            )
            + "</table>"
        )

    seller_codes = [f"Įmonės kodas {seller.code}", f"PVM mokėtojo kodas {seller.vat_code}"]
    buyer_lines = [f"<b>{escape(buyer.name)}</b>", f"Įmonės kodas {buyer.code}"]
    if show_buyer_vat:
        buyer_lines.append(f"PVM mokėtojo kodas {buyer.vat_code}")
    buyer_lines.append(escape(buyer.address))
    iban = group4(seller.iban or "") if grouped else seller.iban
    period = f"{day(start, date_style)} – {day(end, date_style)}"
    words_html = f"<p>Suma žodžiais: {eur_words(doc.gross)}</p>" if words else ""
    tenant_label = rng.choice(["Nuomininkas", "Pirkėjas"])
    landlord_label = "Nuomotojas" if tenant_label == "Nuomininkas" else "Pardavėjas"
    clerk = rng.choice(["R. Jonaitienė", "L. Mažeikienė", "D. Kairė"])
    object_line = (
        f"Nuomojamas butas: {escape(premises)}"
        if residential
        else f"Nuomojamos patalpos: {escape(premises)}, {quantity(area, style)} m²"
    )
    phone = f"+370 5 {rng.randint(200, 299)} {rng.randint(1000, 9999)}"

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:13mm 13mm 14mm 15mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid {accent};
padding-bottom:8px}}
.logo{{display:flex;gap:10px;align-items:center}}
.logo .sq{{width:34px;height:34px;background:{accent}}}
.logo .n{{font-size:14pt;font-weight:bold;color:{accent};line-height:1.1}}
.logo .s{{font-size:{size - 1}pt;color:#555}}
.doc{{text-align:right}} .doc h1{{font-size:13pt;margin:0 0 3px}}
.ref{{margin-top:10px;line-height:1.5}}
.parties{{display:flex;gap:14px;margin-top:10px}}
.parties>div{{flex:1;border:1px solid #bbb;padding:6px 8px;line-height:1.4}}
.parties .t{{font-size:{size - 1}pt;text-transform:uppercase;color:{accent};font-weight:bold}}
table.items{{width:100%;border-collapse:collapse;margin-top:12px}}
table.items th{{border:1px solid #777;background:#eee;padding:3px;font-size:{size - 0.5}pt}}
table.items td{{border:1px solid #999;padding:3px 4px;vertical-align:top}}
.small{{font-size:{size - 1.5}pt;color:#555}}
.r{{text-align:right}} .c{{text-align:center}}
table.meters{{border-collapse:collapse;margin-top:10px;font-size:{size - 0.5}pt}}
table.meters th,table.meters td{{border:1px solid #aaa;padding:2px 6px}}
table.meters th{{font-weight:normal;background:#f3f3f3}}
.bottom{{display:flex;justify-content:flex-end;margin-top:10px}}
table.tot{{border-collapse:collapse;min-width:45%}}
table.tot td{{padding:2px 6px;border-bottom:1px solid #ddd}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 1.5}pt;border-top:2px solid #000;border-bottom:0}}
.bank{{margin-top:16px;border:2px solid {accent};padding:8px 10px;display:flex;gap:30px}}
.bank table td{{padding:1px 10px 1px 0}} .bank table td:first-child{{color:#555}}
.bank .h{{font-weight:bold;color:{accent};margin-bottom:3px}}
.sign{{margin-top:26px;display:flex;gap:40px}} .sign div{{flex:1;border-top:1px solid #000;padding-top:2px;
font-size:{size - 1}pt}}
</style></head><body>
<div class="top"><div class="logo"><div class="sq"></div><div><div class="n">{escape(seller.name)}</div>
<div class="s">{escape(brand)} · {escape(seller.address)} · tel. {phone}</div></div></div>
<div class="doc"><h1>PVM SĄSKAITA FAKTŪRA</h1>{number}<br>Data: {day(doc.issued, date_style)}</div></div>
<div class="ref">Sąskaita išrašyta {escape(contract_ref)}<br>
<b>Laikotarpis: {period}</b><br>
{object_line}</div>
<div class="parties"><div><div class="t">{landlord_label}</div><b>{escape(seller.name)}</b><br>
{"<br>".join(seller_codes)}<br>{escape(seller.address)}</div>
<div><div class="t">{tenant_label}</div>{"<br>".join(buyer_lines)}</div></div>
<table class="items">{head}{rows}</table>
{reading_html}
<div class="bottom"><table class="tot"><tr><td>Suma be PVM</td><td class=r>{amount(doc.net, style)}</td></tr>
{summary}<tr class="g"><td>Iš viso mokėti, EUR</td><td class=r>{amount(doc.gross, style)}</td></tr>
</table></div>
{words_html}
<div class="bank"><div><div class="h">Mokėjimo rekvizitai</div><table>
<tr><td>Gavėjas</td><td>{escape(seller.name)}</td></tr>
<tr><td>Sąskaitos Nr.</td><td>{iban}</td></tr>
<tr><td>Bankas</td><td>{escape(seller.bank or "")}</td></tr></table></div>
<div><table><tr><td>Mokėjimo paskirtis</td><td>{doc.series}-{doc.number}, nuoma {py}-{pm:02d}</td></tr>
<tr><td>Mokėtina suma</td><td><b>{amount(doc.gross, style)} EUR</b></td></tr>
<tr><td>Apmokėti iki</td><td><b>{day(doc.due, date_style)}</b></td></tr></table></div></div>
<div class="sign"><div>Sąskaitą išrašė: buhalterė {clerk}</div>
<div>Sąskaitą gavo</div></div>
</body></html>"""
    truth = doc.truth(
        ("prekes_pavadinimas", "unit", "quantity", "price", "vat_percent", "subtotal")
        + (("total",) if total_column else ())
    )
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
