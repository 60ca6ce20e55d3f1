"""A Lithuanian hotel's "PVM sąskaita faktūra" to a company for a guest's stay, as a hotel's property
management system prints it: the hotel's brand (with stars) and its operating company, the guest's name,
room, arrival and departure, nights and reservation number in a stay block (dates that are neither the
invoice's date nor its due date), the paying company as "Mokėtojas" / "Pirkėjas", a folio of charges at
two VAT rates (accommodation 12 %, breakfast, restaurant, minibar, parking and the like 21 %), either one
line per night and per charge with its date or grouped lines with the stay's dates in the name, a VAT
breakdown by rate (base, VAT, total), the totals, and either "Apmokėti iki" with the bank account or
"Apmokėta kortele" with the card's last digits and no due date. Some seeds print the labels in Lithuanian
and English ("Svečias / Guest").

Truth: lines are name, quantity, unit (where a unit column shows), net unit price, rate, net amount and,
where printed, the amount with VAT; a paid invoice has no due date."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import group4, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import FONTS
from tests.eval.printed.templates.lt_round4_common import (
    balance,
    domain,
    person,
    phone,
    vat_payer,
)

ROOMS = [
    "Standard DBL",
    "Superior dvivietis kambarys",
    "Vienvietis kambarys",
    "Deluxe kambarys su vaizdu į upę",
    "Studija",
    "Standartinis dvivietis (TWIN)",
]
# (name, unit, price range, per night or once)
EXTRAS = [
    ("Pusryčiai", "porc.", (8, 15), "morning"),
    ("Automobilio stovėjimo vieta", "d.", (8, 15), "night"),
    ("Mini baras", "vnt.", (2, 9), "once"),
    ("Vakarienė restorane", "vnt.", (18, 60), "once"),
    ("Kambarių aptarnavimas (Room service)", "vnt.", (12, 35), "once"),
    ("SPA zonos apsilankymas", "asm.", (15, 35), "once"),
    ("Skalbimo paslauga", "vnt.", (5, 20), "once"),
    ("Pietūs – verslo meniu", "porc.", (9, 16), "once"),
]
BRANDS = [
    "Pušynas", "Baltoji rožė", "Senamiesčio vartai", "Nemuno slėnis", "Gintaro krantas",
    "Karališkasis parkas",
    "Liepų alėja", "Kuršių marios", "Trys kunigaikščiai",
]  # fmt: skip
COLORS = ["#7b1f3a", "#0b3954", "#2d5d3b", "#6b4f1d", "#222", "#274472"]


def _bi(label: str, english: str, both: bool) -> str:
    return f"{label} / <span class=en>{english}</span>" if both else label


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 17 + 3)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    vat_payer(seller, rng)
    doc.series = rng.choice(["VB", "HTL", "SF", "VIE", "H"])
    doc.number = str(rng.randint(1, 99999)).zfill(rng.choice([5, 6, 7]))

    nights = rng.randint(1, 5)
    guests = rng.choice([1, 1, 1, 2])
    departure = doc.issued - timedelta(days=rng.randint(1, 4))
    arrival = departure - timedelta(days=nights)
    itemized = rng.random() < 0.5
    room_type = rng.choice(ROOMS)
    room_rate = money(Decimal(str(rng.uniform(45, 140))))
    extras = [e for e in EXTRAS if e[3] != "morning"]
    chosen = rng.sample(extras, rng.randint(1, 3))
    breakfast = rng.random() < 0.7
    if breakfast:
        chosen.insert(0, EXTRAS[0])
    prices = {name: money(Decimal(str(rng.uniform(lo, hi)))) for name, _, (lo, hi), _ in chosen}
    unit_night = rng.choice(["naktis", "nakt.", "n."])
    stay_span = f"{arrival:%m-%d}–{departure:%m-%d}" if rng.random() < 0.5 else f"{nights} n."

    items: list[Item] = []
    dates: list[date] = []
    if itemized:
        for k in range(nights):
            items.append(
                Item(f"Apgyvendinimas – {room_type}", unit_night, Decimal(1), room_rate, Decimal(12))
            )
            dates.append(arrival + timedelta(days=k))
        for name, unit, _, when in chosen:
            if when == "morning":
                for k in range(1, nights + 1):
                    items.append(Item(name, unit, Decimal(guests), prices[name], Decimal(21)))
                    dates.append(arrival + timedelta(days=k))
            elif when == "night":
                for k in range(nights):
                    items.append(Item(name, unit, Decimal(1), prices[name], Decimal(21)))
                    dates.append(arrival + timedelta(days=k))
            else:
                items.append(Item(name, unit, Decimal(rng.randint(1, 3)), prices[name], Decimal(21)))
                dates.append(arrival + timedelta(days=rng.randint(0, nights - 1)))
        order = sorted(range(len(items)), key=lambda i: (dates[i], items[i].vat_percent))
        items = [items[i] for i in order]
        dates = [dates[i] for i in order]
    else:
        items.append(
            Item(
                f"Apgyvendinimas, {room_type} ({stay_span})",
                unit_night,
                Decimal(nights),
                room_rate,
                Decimal(12),
            )
        )
        for name, unit, _, when in chosen:
            count = nights * guests if when == "morning" else nights if when == "night" else rng.randint(1, 4)
            items.append(Item(name, unit, Decimal(count), prices[name], Decimal(21)))
    balance(items, rng)
    doc.items = items
    rates = doc.rates()

    paid = rng.random() < 0.4
    both = rng.random() < 0.3  # Lithuanian and English labels
    style = rng.choice(["lt", "lt", "lt-plain"])
    date_style = rng.choice(["iso", "iso", "lt-dots", "dmy-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([8, 8.5, 9, 9.5])
    color = rng.choice(COLORS)
    layout = rng.choice(["pms", "band", "strip"])
    unit_column = rng.random() < 0.6
    total_column = rng.random() < 0.5
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.9
    show_iban = not paid or rng.random() < 0.5
    iban = group4(seller.iban or "") if rng.random() < 0.5 else (seller.iban or "")
    guest = person(rng)
    clerk = person(rng, short=rng.random() < 0.5)
    room_no = str(rng.choice([rng.randint(101, 120), rng.randint(201, 230), rng.randint(301, 512)]))
    reservation = rng.choice([str(rng.randint(100000, 999999)), f"R{rng.randint(10000, 99999)}"])
    brand_word = rng.choice(BRANDS)
    brand = rng.choice(
        [f"Hotel {brand_word}", f"Viešbutis „{brand_word}“", f"{brand_word} Hotel & SPA", f"{brand_word} Inn"]
    )
    stars = "★" * rng.choice([3, 3, 4, 4, 5])
    tel = phone(rng)
    web = domain(brand_word)

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return day(value, date_style)

    # the folio
    head: list[str] = []
    if itemized:
        head.append(_bi("Data", "Date", both))
    head.append(_bi("Paslauga", "Description", both))
    head.append(_bi("Kiekis", "Qty", both))
    if unit_column:
        head.append("Mato vnt.")
    head += [
        _bi("Kaina be PVM", "Price excl. VAT", both),
        "PVM %",
        _bi("Suma be PVM", "Net", both),
    ]
    if total_column:
        head.append(_bi("Suma su PVM", "Total", both))
    rows = []
    for k, item in enumerate(doc.items):
        cells = [f"<td class=c>{d(dates[k])}</td>"] if itemized else []
        cells.append(f"<td>{escape(item.name)}</td>")
        cells.append(f"<td class=r>{quantity(item.quantity, style)}</td>")
        if unit_column:
            cells.append(f"<td class=c>{escape(item.unit)}</td>")
        cells += [
            f"<td class=r>{a(item.price)}</td>",
            f"<td class=c>{rate(item.vat_percent)}</td>",
            f"<td class=r>{a(item.subtotal)}</td>",
        ]
        if total_column:
            cells.append(f"<td class=r>{a(item.total)}</td>")
        rows.append(f"<tr>{''.join(cells)}</tr>")

    breakdown = (
        "<table class=vb><tr><th>PVM tarifas</th><th>Apmokestinamoji vertė</th><th>PVM suma</th>"
        "<th>Suma su PVM</th></tr>"
        + "".join(
            f"<tr><td class=c>{rate(r)} %</td><td class=r>{a(b)}</td><td class=r>{a(t)}</td>"
            f"<td class=r>{a(b + t)}</td></tr>"
            for r, (b, t) in rates.items()
        )
        + f"<tr class=b><td>{rng.choice(['Iš viso', 'Viso'])}</td><td class=r>{a(doc.net)}</td>"
        f"<td class=r>{a(doc.vat)}</td><td class=r>{a(doc.net + doc.vat)}</td></tr></table>"
    )
    gross_label = _bi(rng.choice(["Iš viso su PVM", "Mokėtina suma", "Bendra suma"]), "Total", both)
    totals = (
        f"<tr><td>{_bi('Suma be PVM', 'Total excl. VAT', both)}</td><td class=r>{a(doc.net)}</td></tr>"
        f"<tr><td>{_bi('PVM suma', 'VAT', both)}</td><td class=r>{a(doc.vat)}</td></tr>"
        f"<tr class=g><td>{gross_label}, EUR</td><td class=r>{a(doc.gross)}</td></tr>"
    )
    if paid:
        card = rng.choice(["VISA", "Mastercard", "Maestro", "VISA Debit"])
        totals += (
            f"<tr><td>{rng.choice(['Apmokėta kortele', 'Sumokėta kortele'])} {card} **** "
            f"{rng.randint(1000, 9999)}</td><td class=r>{a(doc.gross)}</td></tr>"
            f"<tr><td>{_bi('Likutis', 'Balance', both)}</td><td class=r>{a(Decimal(0))}</td></tr>"
        )
        pay_html = rng.choice(
            [
                "<div class=paid>APMOKĖTA</div>",
                "<div class=note>Sąskaita apmokėta kortele išvykimo metu. Mokėti nereikia.</div>",
            ]
        )
    else:
        pay_html = (
            f"<div class=note>{_bi('Apmokėti iki', 'Due date', both)}: <b>{d(doc.due)}</b><br>"
            f"Gavėjas: {escape(seller.name)}, a. s. <b>{iban}</b>, {escape(seller.bank or '')}<br>"
            f"Mokėjimo paskirtyje nurodykite sąskaitos numerį {doc.series}{doc.number}.</div>"
        )

    # the stay and the parties
    stay = [
        (_bi("Svečias", "Guest", both), escape(guest)),
        (_bi("Kambarys", "Room", both), f"{room_no} ({escape(room_type)})" if itemized else room_no),
        (_bi("Atvykimas", "Arrival", both), d(arrival)),
        (_bi("Išvykimas", "Departure", both), d(departure)),
        (_bi("Naktų sk.", "Nights", both), str(nights)),
        (_bi("Rezervacijos Nr.", "Confirmation No.", both), reservation),
    ]
    if guests > 1:
        stay.insert(5, (_bi("Svečių sk.", "Persons", both), str(guests)))
    buyer_lines = [f"<b>{escape(buyer.name)}</b>", escape(buyer.address), f"Įmonės kodas: {buyer.code}"]
    if show_buyer_vat:
        buyer_lines.append(f"PVM mokėtojo kodas: {buyer.vat_code}")
    buyer_label = _bi(rng.choice(["Mokėtojas", "Pirkėjas"]), "Bill to", both)
    number = rng.choice(
        [
            f"Serija {doc.series} Nr. {doc.number}",
            f"{doc.series} Nr. {doc.number}",
            f"{doc.series}-{doc.number}",
        ]
    )
    facts = [
        (_bi("Sąskaitos Nr.", "Invoice No.", both), number),
        (_bi("Data", "Date", both), d(doc.issued)),
    ]
    if not paid and rng.random() < 0.5:
        facts.append((_bi("Mokėjimo terminas", "Payment due", both), d(doc.due)))
    facts.append((_bi("Administratorius", "Cashier", both), escape(clerk)))
    title = _bi(rng.choice(["PVM SĄSKAITA FAKTŪRA", "PVM sąskaita faktūra"]), "VAT INVOICE", both)
    operator = rng.choice(["", "Viešbutį valdo ", "Paslaugų teikėjas: "])
    seller_small = (
        f"{operator}{escape(seller.name)} · {escape(seller.address)} · Įm. k. {seller.code}"
        f" · PVM k. {seller.vat_code}"
    )
    foot_bits = [seller_small]
    if show_iban and paid:
        foot_bits.append(f"A. s. {iban}, {escape(seller.bank or '')}")
    foot_bits.append(f"Tel. {tel} · reception@{web} · www.{web}")

    def kv(pairs: list[tuple[str, str]], cls: str = "kv") -> str:
        return (
            f"<table class={cls}>"
            + "".join(f"<tr><td class=k>{k}</td><td>{v}</td></tr>" for k, v in pairs)
            + ("</table>")
        )

    logo = (
        f"<div class=logo><div class=bn>{escape(brand)}</div><div class=stars>{stars}</div>"
        f"<div class=addr>{escape(seller.street)} · {escape(seller.postcode)} {escape(seller.city)}</div>"
        "</div>"
    )
    buyer_box = f"<div class=box><div class=lbl>{buyer_label}</div>{'<br>'.join(buyer_lines)}</div>"
    if layout == "pms":
        top = (
            f"<div class=center>{logo}</div><h1>{title}</h1>"
            f"<div class=cols>{buyer_box}"
            f"<div class=box>{kv(facts)}</div></div>"
            f"<div class='box twin'>{kv(stay[:3])}{kv(stay[3:])}</div>"
        )
    elif layout == "band":
        top = (
            f"<div class=bandtop>{logo}<div class=right><h1>{title}</h1>{kv(facts)}</div></div>"
            f"<div class=cols>{buyer_box}"
            f"<div class=box><div class=lbl>{_bi('Viešnagė', 'Stay', both)}</div>{kv(stay)}</div></div>"
        )
    else:
        strip = " &nbsp;|&nbsp; ".join(f"{k}: <b>{v}</b>" for k, v in stay)
        top = (
            f"<div class=cols><div>{logo}</div><div class=box><div class=lbl>{buyer_label}</div>"
            f"{'<br>'.join(buyer_lines)}</div></div>"
            f"<h1 class=left>{title} &nbsp; <span class=n>{number}</span></h1>"
            f"<div>{_bi('Data', 'Date', both)}: {d(doc.issued)}"
            + (f" &nbsp; Apmokėti iki: {d(doc.due)}" if not paid else "")
            + f"</div><div class=strip>{strip}</div>"
        )
    thanks = rng.choice(
        ["Dėkojame, kad apsistojote pas mus!", "Ačiū, kad renkatės mus. Lauksime sugrįžtant!", ""]
    )
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 14mm 14mm 14mm}}
body{{font-family:{font};font-size:{size}pt;color:#222;margin:0}}
.en{{color:#777;font-style:italic}} th .en{{color:#dde}}
.center{{text-align:center}}
.logo .bn{{font-size:{size + 9}pt;font-family:'Liberation Serif',serif;color:{color};letter-spacing:1px}}
.logo .stars{{color:#c9a227;font-size:{size + 2}pt;letter-spacing:2px}}
.logo .addr{{color:#666;font-size:{size - 0.5}pt}}
h1{{font-size:{size + 4}pt;margin:10px 0 6px;text-align:center;letter-spacing:.5px}}
h1.left{{text-align:left;border-bottom:2px solid {color};padding-bottom:3px}}
h1 .n{{font-size:{size + 1}pt}}
.bandtop{{display:flex;justify-content:space-between;align-items:flex-start;border-top:6px solid {color};
padding-top:8px}}
.bandtop h1{{text-align:right;margin-top:0}}
.cols{{display:flex;gap:14px;margin-top:8px}} .cols>div{{flex:1}}
.box{{border:1px solid #bbb;padding:5px 8px;line-height:1.4}}
.lbl{{font-weight:bold;color:{color};font-size:{size - 0.5}pt;margin-bottom:2px;text-transform:uppercase}}
table.kv td{{padding:0 8px 1px 0;vertical-align:top}} td.k{{color:#555;white-space:nowrap}}
.twin{{display:flex;gap:20px;margin-top:8px;align-items:flex-start}} .twin table{{flex:1}}
.strip{{margin-top:6px;padding:5px 8px;background:#f1f1f1;border-left:4px solid {color};line-height:1.6}}
table.f{{width:100%;border-collapse:collapse;margin-top:12px}}
table.f th{{background:{color};color:#fff;padding:3px 4px;font-size:{size - 0.5}pt;font-weight:normal}}
table.f td{{border-bottom:1px solid #ddd;padding:3px 4px}}
table.f thead{{display:table-header-group}} table.f tr{{break-inside:avoid}}
.r{{text-align:right;white-space:nowrap}} .c{{text-align:center;white-space:nowrap}}
.bottom{{display:flex;justify-content:space-between;gap:18px;margin-top:12px;align-items:flex-start;
break-inside:avoid}}
table.vb{{border-collapse:collapse}} table.vb th,table.vb td{{border:1px solid #aaa;padding:2px 6px}}
table.vb th{{background:#f3f3f3;font-weight:normal;font-size:{size - 0.5}pt}}
table.vb tr.b td{{font-weight:bold}}
table.t{{border-collapse:collapse;min-width:38%}} table.t td{{padding:2px 6px}}
table.t tr.g td{{font-weight:bold;font-size:{size + 1.5}pt;border-top:2px solid #333;
border-bottom:2px solid #333}}
.note{{margin-top:12px;line-height:1.5}}
.paid{{margin-top:12px;display:inline-block;border:3px solid #2e7d32;color:#2e7d32;font-weight:bold;
font-size:{size + 6}pt;padding:3px 14px;transform:rotate(-4deg);letter-spacing:2px}}
.thanks{{margin-top:14px;font-style:italic;color:#555}}
.sign{{margin-top:24px;display:flex;gap:40px}} .sign div{{flex:1;border-top:1px solid #777;padding-top:2px;
font-size:{size - 1}pt;color:#555}}
.foot{{margin-top:22px;border-top:1px solid #bbb;padding-top:4px;font-size:{size - 1.5}pt;color:#555;
text-align:center;line-height:1.5}}
</style></head><body>
{top}
<table class="f"><thead><tr>{"".join(f"<th>{h}</th>" for h in head)}</tr></thead>
<tbody>{"".join(rows)}</tbody></table>
<div class="bottom">{breakdown}<table class="t">{totals}</table></div>
{pay_html}
<div class="thanks">{thanks}</div>
<div class="sign"><div>{_bi("Sąskaitą išrašė", "Issued by", both)}: {escape(clerk)}</div>
<div>{_bi("Svečio parašas", "Guest signature", both)}</div></div>
<div class="foot">{"<br>".join(foot_bits)}</div>
</body></html>"""
    fields = ["prekes_pavadinimas", "quantity", "price", "vat_percent", "subtotal"]
    if unit_column:
        fields.append("unit")
    if total_column:
        fields.append("total")
    truth = doc.truth(tuple(fields), iban=show_iban)
    if paid:
        truth.pop("due_date", None)
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
