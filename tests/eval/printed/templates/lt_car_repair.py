"""A Lithuanian car service's "PVM SĄSKAITA FAKTŪRA" for a repair, as a workshop's management program
prints it: the service's brand over its operating company, the vehicle (make and model, "Valst. Nr.",
VIN, "Rida", on some the engine, the year or the first registration date) in a boxed grid, a strip or a
side panel, the labour ("Darbai": norm hours "n.val." × the shop's hourly rate, a fixed-price diagnosis on
some) and the parts and materials ("Detalės / medžiagos": article codes, "vnt.", "l", "kompl.") in two
sections, each closed by its own subtotal row, in one table with section rows or in two tables, then the
totals (on some seeds the labour and parts sums again above "Suma be PVM"). The customer is a company with
its codes or a private person with only a name and address (who then pays at the desk, so there is no due
date). Some seeds print a work order number ("Užsakymo Nr.") and a vehicle acceptance act number
("Priėmimo akto Nr.") and the date the car was brought in; none of them is the invoice's. At the foot the
master's name, a warranty note, the customer's signature line.

Truth: lines in page order (labour first), each with name, code where one is printed, unit, quantity,
net unit price, net amount and, where the table shows them, the rate and the amount with VAT."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import group4, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import person, phone, plate, rename, vat_payer
from tests.eval.printed.templates.lt_round5_common import as_private, gear, pattern, settle, two_lines

# a job: its name, norm hours, the parts it takes (keys of PARTS)
JOBS = [
    ("Variklio alyvos ir alyvos filtro keitimas", (0.5, 0.8), ["oil", "oil_filter", "plug_seal"]),
    ("Stabdžių kaladėlių keitimas (priekis)", (0.8, 1.2), ["pads"]),
    ("Priekinių stabdžių diskų keitimas", (1.0, 1.6), ["discs", "cleaner"]),
    ("Kompiuterinė diagnostika", (0.5, 1.0), []),
    ("Ratų suvedimo (geometrijos) reguliavimas", (0.8, 1.0), []),
    ("Paskirstymo diržo komplekto su vandens pompa keitimas", (2.5, 4.2), ["timing", "coolant"]),
    ("Galinių amortizatorių keitimas", (1.2, 2.0), ["shocks", "mounts"]),
    ("Salono ir oro filtrų keitimas", (0.3, 0.5), ["cabin_filter", "air_filter"]),
    ("Kondicionieriaus sistemos patikra ir pildymas", (0.6, 0.9), ["refrigerant"]),
    ("Sankabos komplekto keitimas", (4.0, 6.5), ["clutch", "gear_oil"]),
    ("Akumuliatoriaus keitimas, krovimo sistemos patikra", (0.3, 0.5), ["battery"]),
    ("Uždegimo žvakių keitimas", (0.6, 1.2), ["spark"]),
    ("Priekinės pakabos apatinės svirties keitimas", (1.0, 1.6), ["arm", "nuts"]),
    ("Stabdžių skysčio keitimas", (0.5, 0.7), ["brake_fluid"]),
    ("Padangų montavimas ir balansavimas (4 vnt.)", (0.8, 1.0), ["weights", "valves"]),
    ("Valytuvų šluotelių keitimas", (0.2, 0.3), ["wipers"]),
    ("Išmetimo sistemos duslintuvo keitimas", (1.0, 1.5), ["muffler", "clamp"]),
]
# key: (name, unit, net price range, quantity range; a float range is litres to one decimal)
PARTS: dict[str, tuple[str, str, tuple[float, float], tuple[float, float]]] = {
    "oil": ("Variklio alyva 5W-30 C3", "l", (9, 16), (4.0, 6.5)),
    "oil_filter": ("Alyvos filtras", "vnt.", (8, 26), (1, 1)),
    "plug_seal": ("Karterio kamštelio tarpinė", "vnt.", (0.6, 2.5), (1, 1)),
    "pads": ("Stabdžių kaladėlės, priekinės", "kompl.", (35, 95), (1, 1)),
    "discs": ("Stabdžių diskas, priekinis, ventiliuojamas", "vnt.", (40, 125), (2, 2)),
    "cleaner": ("Stabdžių valiklis, 500 ml", "vnt.", (3, 6), (1, 2)),
    "timing": ("Paskirstymo diržo komplektas su vandens pompa", "kompl.", (160, 390), (1, 1)),
    "coolant": ("Aušinimo skystis G12++, paruoštas", "l", (2.5, 5), (4.0, 7.0)),
    "shocks": ("Amortizatorius, galinis", "vnt.", (55, 145), (2, 2)),
    "mounts": ("Amortizatoriaus atraminė pagalvė", "vnt.", (9, 28), (2, 2)),
    "cabin_filter": ("Salono filtras su aktyvuota anglimi", "vnt.", (14, 40), (1, 1)),
    "air_filter": ("Oro filtras", "vnt.", (11, 35), (1, 1)),
    "refrigerant": ("Šaltnešis R1234yf (kondicionieriaus pildymas)", "kompl.", (45, 110), (1, 1)),
    "clutch": ("Sankabos komplektas su guoliu", "kompl.", (220, 540), (1, 1)),
    "gear_oil": ("Transmisinė alyva 75W-90", "l", (9, 18), (1.5, 2.5)),
    "battery": ("Akumuliatorius 12V 74Ah 680A", "vnt.", (90, 165), (1, 1)),
    "spark": ("Uždegimo žvakė", "vnt.", (6, 22), (4, 4)),
    "arm": ("Pakabos svirtis, priekinė apatinė", "vnt.", (45, 130), (1, 1)),
    "nuts": ("Savifiksuojanti veržlė M12x1,5", "vnt.", (0.4, 1.5), (2, 3)),
    "brake_fluid": ("Stabdžių skystis DOT 4", "l", (8, 15), (1.0, 1.0)),
    "weights": ("Balansavimo svarelių komplektas", "kompl.", (2, 6), (1, 1)),
    "valves": ("Padangos ventilis", "vnt.", (1, 3), (4, 4)),
    "wipers": ("Valytuvų šluotelių komplektas", "kompl.", (18, 45), (1, 1)),
    "muffler": ("Galinis duslintuvas", "vnt.", (55, 160), (1, 1)),
    "clamp": ("Išmetimo vamzdžio apkaba", "vnt.", (3, 9), (1, 2)),
    "sundry": ("Smulkios eksploatacinės medžiagos", "kompl.", (2, 9), (1, 1)),
    "washer": ("Langų plovimo skystis -20 °C", "l", (1.2, 2.8), (2.0, 4.0)),
}
# catalogue numbers as the parts' makers write them
PART_CODES = ["0 986 ### ###", "W ###/##", "OC ###", "##.####-####.#", "VKMA #####", "@@##-###", "#######",
              "C ## ###", "FEBI #####", "###.###.##"]  # fmt: skip
LABOUR_CODES = ["D####", "DB-###", "##-###", "R###"]
VEHICLES = [
    ("Volkswagen Passat B8 Variant", "WVW", ["2.0 TDI 110 kW", "1.6 TDI 88 kW"]),
    ("Škoda Octavia III Combi", "TMB", ["1.6 TDI 81 kW", "2.0 TDI 110 kW", "1.4 TSI 110 kW"]),
    ("Toyota RAV4 V", "JTM", ["2.5 Hybrid 131 kW"]),
    ("Toyota Corolla E21", "SB1", ["1.8 Hybrid 90 kW"]),
    ("Audi A4 B9 Avant", "WAU", ["2.0 TDI 140 kW", "35 TFSI 110 kW"]),
    ("BMW 520d G30", "WBA", ["2.0 d 140 kW"]),
    ("Opel Astra K Sports Tourer", "W0L", ["1.6 CDTI 100 kW", "1.4 Turbo 92 kW"]),
    ("Ford Transit Custom", "WF0", ["2.0 TDCi 96 kW"]),
    ("Renault Megane IV Grandtour", "VF1", ["1.5 dCi 81 kW"]),
    ("Volvo XC60 II", "YV1", ["D4 140 kW", "B5 AWD 173 kW"]),
    ("Peugeot 308 SW", "VF3", ["1.5 BlueHDi 96 kW"]),
    ("Mercedes-Benz Sprinter 316 CDI", "WDB", ["2.1 CDI 120 kW"]),
    ("Citroën Berlingo III", "VR7", ["1.5 BlueHDi 75 kW"]),
]
NAMES = ["Auto meistrai", "Variklio širdis", "Greiti ratai", "Motorų klinika", "Ratų centras",
         "Stabdžių ekspertai", "Autodiagnostika", "Kelio draugas"]  # fmt: skip
TAGLINES = [
    "Automobilių remontas ir diagnostika",
    "Remontas · Diagnostika · Padangos",
    "Lengvųjų automobilių ir mikroautobusų servisas",
    "Autoservisas nuo 2004 m.",
]
COLORS = ["#c0392b", "#1f4e79", "#2e7d32", "#e65100", "#37474f", "#6a1b9a"]
WARRANTY = [
    "Atliktiems darbams suteikiama 6 mėn. arba 10 000 km garantija (taikoma tai, kas įvyksta anksčiau). "
    "Detalėms taikoma gamintojo garantija.",
    "Garantija darbams – 3 mėn., naujoms detalėms – 24 mėn. Kliento atsivežtoms detalėms garantija "
    "netaikoma.",
    "Remonto darbų garantija 12 mėn. / 20 000 km. Garantija negalioja, jei automobilis buvo "
    "remontuojamas kitame servise.",
]
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def _vin(rng: random.Random, wmi: str, year: int) -> str:
    body = "".join(rng.choice(VIN_CHARS) for _ in range(6))
    year_char = "ABCDEFGHJKLMNPRSTVWXY123456789"[(year - 2010) % 30]
    serial = f"{rng.randint(0, 999999):06d}"
    return f"{wmi}{body}{rng.choice('0123456789X')}{year_char}{rng.choice('ABCDKLMN')}{serial}"


def _quantity(rng: random.Random, unit: str, low: float, high: float) -> Decimal:
    if unit == "l":
        return Decimal(rng.randint(int(low * 10), int(high * 10))) / 10
    return Decimal(rng.randint(int(low), int(high)))


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 13 + 7)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    vat_payer(seller, rng)
    rename(seller, rng, NAMES)
    doc.series = rng.choice(["AS", "ASR", "SRV", "AT", "RM"])
    doc.number = str(rng.randint(1, 99999)).zfill(rng.choice([5, 6]))
    private = rng.random() < 0.4
    client = person(rng) if private else ""
    paid_at_desk = private and rng.random() < 0.8
    if paid_at_desk:
        doc.due = None

    hour_unit = rng.choice(["n.val.", "n.val.", "n. val.", "val."])
    hour_rate = money(Decimal(str(rng.uniform(35, 65))))
    labour_codes = rng.random() < 0.4
    labour_pattern = rng.choice(LABOUR_CODES)
    jobs = rng.sample(JOBS, rng.choice([1, 2, 2, 3, 3, 4, 5]))
    labour: list[Item] = []
    parts: list[Item] = []
    for name, (low, high), keys in jobs:
        if name.startswith("Kompiuterinė") and rng.random() < 0.5:
            fixed = money(Decimal(rng.choice([25, 30, 35, 40, 45])) / Decimal("1.21"))
            labour.append(Item(name, "vnt.", Decimal(1), fixed, Decimal(21)))
        else:
            hours = Decimal(rng.randint(int(low * 10), int(high * 10))) / 10
            labour.append(Item(name, hour_unit, hours, hour_rate, Decimal(21)))
        if labour_codes:
            labour[-1].code = pattern(rng, labour_pattern)
        for key in keys:
            if key == "plug_seal" and rng.random() < 0.5:
                continue
            part_name, unit, (plo, phi), (qlo, qhi) = PARTS[key]
            price = money(Decimal(str(rng.uniform(plo, phi))))
            code = pattern(rng, rng.choice(PART_CODES))
            parts.append(Item(part_name, unit, _quantity(rng, unit, qlo, qhi), price, Decimal(21), code))
    for key in ("sundry", "washer"):
        if rng.random() < 0.3 or not parts:
            part_name, unit, (plo, phi), (qlo, qhi) = PARTS[key]
            price = money(Decimal(str(rng.uniform(plo, phi))))
            code = pattern(rng, rng.choice(PART_CODES))
            parts.append(Item(part_name, unit, _quantity(rng, unit, qlo, qhi), price, Decimal(21), code))

    gross_column = rng.random() < 0.35
    vat_column = not gross_column and rng.random() < 0.4
    if gross_column:  # the parts' prices nudged until the lines' VAT adds up to the page's VAT
        settle(labour + parts, parts, rng)
    doc.items = labour + parts
    labour_net = sum((i.subtotal for i in labour), Decimal(0))
    parts_net = sum((i.subtotal for i in parts), Decimal(0))

    style = rng.choice(["lt", "lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([8, 8.5, 9, 9.5])
    color = rng.choice(COLORS)
    layout = rng.choice(["dms", "classic", "order"])
    one_table = rng.random() < 0.5
    numbered = rng.random() < 0.6
    qty_first = rng.random() < 0.6
    section_totals = rng.random() < 0.5
    refs = rng.random() < 0.65
    words = rng.random() < 0.4
    show_buyer_vat = not private and buyer.vat_code is not None and rng.random() < 0.85
    show_iban = not paid_at_desk or rng.random() < 0.6
    iban = group4(seller.iban or "") if rng.random() < 0.4 else (seller.iban or "")
    master = person(rng)
    clerk = person(rng, short=rng.random() < 0.5)
    model, wmi, engines = rng.choice(VEHICLES)
    year = rng.randint(2011, 2024)
    vin = _vin(rng, wmi, year)
    reg = plate(rng)
    km = rng.randint(18_000, 380_000)
    mileage = f"{amount(Decimal(km), rng.choice(['lt', 'lt-plain']), 0)} km"
    received = doc.issued - timedelta(days=rng.choice([0, 0, 1, 2, 3]))
    order_no = pattern(rng, rng.choice(["UZ-######", "####/##", "DU-####-###", "######"]))
    act_no = pattern(rng, rng.choice(["PA-#####", "#####", "AP ####", "PR-######"]))
    brand_base = seller.name.split("„", 1)[1].rstrip("“")
    tel = phone(rng)
    mail = (
        rng.choice(["info", "servisas", "registracija"])
        + "@"
        + brand_base.lower().split()[0].translate(str.maketrans("ąčęėįšųūž", "aceeisuuz"))
    )
    mail += ".lt"

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: object) -> str:
        return day(value, date_style)  # type: ignore[arg-type]

    # the columns, in the seed's order: (header, cell of a line)
    cols: list[tuple[str, str, object]] = []
    if numbered:
        cols.append(("Nr.", "c", None))
    cols.append(("Kodas", "code", lambda i: escape(i.code or "")))
    cols.append((rng.choice(["Pavadinimas", "Darbų, detalių pavadinimas", "Aprašymas"]), "", None))
    qty_col = ("Kiekis", "r", lambda i: quantity(i.quantity, style))
    unit_col = (rng.choice(["Mat. vnt.", "Vnt.", "Mato vnt."]), "c", lambda i: escape(i.unit))
    cols += [qty_col, unit_col] if qty_first else [unit_col, qty_col]
    cols.append((rng.choice(["Kaina be PVM", "Kaina, EUR", "Įkainis"]), "r", lambda i: a(i.price)))
    if vat_column:
        cols.append(("PVM %", "c", lambda i: rate(i.vat_percent)))
    cols.append((rng.choice(["Suma be PVM", "Suma, EUR", "Suma"]), "r", lambda i: a(i.subtotal)))
    if gross_column:
        cols.append(("Suma su PVM", "r", lambda i: a(i.total)))
    width = len(cols)

    def row(item: Item, n: int) -> str:
        cells = []
        for head, cls, cell in cols:
            if head == "Nr.":
                text = str(n)
            elif cell is None:
                text = escape(item.name)
            else:
                text = cell(item)  # type: ignore[operator]
            cells.append(f'<td class="{cls}">{text}</td>')
        return "<tr>" + "".join(cells) + "</tr>"

    def subtotal_row(label: str, items: list[Item]) -> str:
        net = sum((i.subtotal for i in items), Decimal(0))
        if gross_column:
            gross = sum((i.total for i in items), Decimal(0))
            return (
                f'<tr class="sub"><td colspan="{width - 2}">{label}</td><td class="r">{a(net)}</td>'
                f'<td class="r">{a(gross)}</td></tr>'
            )
        return f'<tr class="sub"><td colspan="{width - 1}">{label}</td><td class="r">{a(net)}</td></tr>'

    head = "<tr>" + "".join(f'<th class="{c}">{h}</th>' for h, c, _ in cols) + "</tr>"
    # a labour table of its own names its quantity and price columns as norm hours and the hourly rate
    own = {
        "Kiekis": rng.choice(["Norma, val.", "N. val.", "Kiekis"]),
        "Kaina be PVM": "Įkainis be PVM",
        "Kaina, EUR": rng.choice(["Val. kaina, EUR", "Įkainis, EUR"]),
        "Pavadinimas": "Darbo pavadinimas",
        "Darbų, detalių pavadinimas": "Darbo pavadinimas",
    }
    labour_head = "<tr>" + "".join(f'<th class="{c}">{own.get(h, h)}</th>' for h, c, _ in cols) + "</tr>"
    labour_title = rng.choice(["Darbai", "Atlikti darbai", "DARBAI"])
    parts_title = rng.choice(
        ["Detalės / medžiagos", "Detalės ir medžiagos", "Panaudotos detalės ir medžiagos"]
    )
    labour_sum = rng.choice(["Darbų suma", "Iš viso už darbus", "Darbai iš viso"])
    parts_sum = rng.choice(["Detalių suma", "Iš viso už detales ir medžiagas", "Detalės iš viso"])
    restart = rng.random() < 0.5
    labour_rows = "".join(row(i, n + 1) for n, i in enumerate(labour))
    first = 1 if restart else len(labour) + 1
    parts_rows = "".join(row(i, n + first) for n, i in enumerate(parts))
    if one_table:
        tables = (
            f'<table class="items"><thead>{head}</thead><tbody>'
            f'<tr class="sec"><td colspan="{width}">{labour_title}</td></tr>{labour_rows}'
            f"{subtotal_row(labour_sum + ':', labour)}"
            f'<tr class="sec"><td colspan="{width}">{parts_title}</td></tr>{parts_rows}'
            f"{subtotal_row(parts_sum + ':', parts)}</tbody></table>"
        )
    else:
        tables = (
            f'<h3>{labour_title}</h3><table class="items"><thead>{labour_head}</thead><tbody>{labour_rows}'
            f"{subtotal_row(labour_sum, labour)}</tbody></table>"
            f'<h3>{parts_title}</h3><table class="items"><thead>{head}</thead><tbody>{parts_rows}'
            f"{subtotal_row(parts_sum, parts)}</tbody></table>"
        )

    totals = []
    if section_totals:
        totals += [(labour_sum, a(labour_net)), (parts_sum, a(parts_net))]
    totals += [
        (rng.choice(["Suma be PVM", "Iš viso be PVM", "Apmokestinamoji vertė"]), a(doc.net)),
        ("PVM 21 %", a(doc.vat)),
    ]
    grand = rng.choice(["Iš viso su PVM", "Mokėti iš viso", "Bendra suma su PVM"])
    total_rows = "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in totals)
    total_rows += f'<tr class="g"><td>{grand}, EUR</td><td class=r>{a(doc.gross)}</td></tr>'

    # the vehicle
    facts = [("Markė, modelis", escape(model)), ("Valst. Nr.", reg), ("VIN", vin), ("Rida", mileage)]
    if rng.random() < 0.5:
        facts.insert(1, ("Variklis", escape(rng.choice(engines))))
    if rng.random() < 0.4:
        facts.append(("Pagaminimo metai", str(year)))
    elif rng.random() < 0.4:
        first_reg = date(year, rng.randint(1, 12), rng.randint(1, 28))
        facts.append(("Pirmoji registracija", d(first_reg)))
    refs_facts = []
    if refs:
        refs_facts = [
            (rng.choice(["Užsakymo Nr.", "Darbo užsakymo Nr."]), order_no),
            ("Priėmimo akto Nr.", act_no),
            ("Automobilis priimtas", d(received)),
        ]
    # the parties
    seller_lines = [
        f"<b>{escape(seller.name)}</b>",
        escape(seller.address),
        f"Įmonės kodas {seller.code}",
        f"PVM mokėtojo kodas {seller.vat_code}",
        f"Tel. {tel}, el. p. {mail}",
    ]
    if show_iban:
        seller_lines.append(f"A. s. {iban}, {escape(seller.bank or '')}")
    street, place = two_lines(buyer.address)
    if private:
        buyer_title = rng.choice(["Klientas", "Užsakovas", "Pirkėjas"])
        buyer_lines = [f"<b>{escape(client)}</b>", escape(street), escape(place)]
        if rng.random() < 0.6:
            buyer_lines.append(f"Tel. {phone(rng)}")
    else:
        buyer_title = rng.choice(["Pirkėjas", "Užsakovas", "Mokėtojas"])
        buyer_lines = [f"<b>{escape(buyer.name)}</b>", f"Įmonės kodas {buyer.code}"]
        if show_buyer_vat:
            buyer_lines.append(f"PVM mokėtojo kodas {buyer.vat_code}")
        buyer_lines += [escape(street), escape(place)]
        if rng.random() < 0.4:
            buyer_lines.append(f"Vairuotojas: {person(rng)}")
    number = rng.choice(
        [
            f"Serija {doc.series} Nr. {doc.number}",
            f"{doc.series} Nr. {doc.number}",
            f"Nr. {doc.series}-{doc.number}",
        ]
    )
    title = "PVM SĄSKAITA FAKTŪRA"
    buyer_html = "<br>".join(buyer_lines)
    inv_facts = [("Data", d(doc.issued))]
    if doc.due is not None:
        inv_facts.append(("Apmokėti iki", d(doc.due)))
    else:
        inv_facts.append(
            ("Apmokėjimo būdas", rng.choice(["Banko kortele", "Grynaisiais", "Mokėjimo kortele"]))
        )

    def grid(pairs: list[tuple[str, str]], cls: str = "kv") -> str:
        return (
            f'<table class="{cls}">'
            + "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in pairs)
            + "</table>"
        )

    logo = gear(color, rng.choice([36, 42, 48]))
    brand = (
        f'<div class="brand">{logo}<div><div class="bn">{escape(brand_base.upper())}</div>'
        f'<div class="tag">{escape(rng.choice(TAGLINES))}</div></div></div>'
    )
    if layout == "dms":
        top = (
            f'<div class="top"><div>{brand}<div class="sl">{"<br>".join(seller_lines)}</div></div>'
            f'<div class="doc"><div class="t">{title}</div><div class="n">{number}</div>'
            f"{grid(inv_facts + refs_facts)}</div></div>"
            f'<div class="two"><div class="box"><div class="bt">{buyer_title}</div>{buyer_html}</div>'
            f'<div class="box"><div class="bt">Automobilis</div>{grid(facts)}</div></div>'
        )
    elif layout == "classic":
        strip = " &nbsp;|&nbsp; ".join(f"{k}: <b>{v}</b>" for k, v in facts)
        ref_line = " &nbsp; ".join(f"{k} {v}" for k, v in refs_facts)
        dates = " &nbsp; ".join(f"{k}: {v}" for k, v in inv_facts)
        top = (
            f"{brand}<h1>{title}</h1><div class=center>{number}</div><div class=center>{dates}</div>"
            f'<div class="two"><div><div class="bt">Pardavėjas</div>{"<br>".join(seller_lines)}</div>'
            f'<div><div class="bt">{buyer_title}</div>{"<br>".join(buyer_lines)}</div></div>'
            f'<div class="strip">{strip}</div>'
            + (f'<div class="refs">{ref_line}</div>' if refs_facts else "")
        )
    else:
        cells = "".join(f"<th>{k}</th>" for k, _ in facts)
        vals = "".join(f"<td>{v}</td>" for _, v in facts)
        top = (
            f'<div class="band">{brand}<div class="bandr">{title}<br><span>{number}</span></div></div>'
            f'<div class="sl small">{" · ".join(seller_lines)}</div>'
            f'<div class="two"><div class="box"><div class="bt">{buyer_title}</div>{buyer_html}</div>'
            f"<div>{grid(inv_facts + refs_facts)}</div></div>"
            f'<table class="veh"><tr>{cells}</tr><tr>{vals}</tr></table>'
        )
    warranty = rng.choice(WARRANTY)
    old_parts = rng.choice(
        ["Senos detalės grąžintos klientui.", "Senos detalės utilizuotos serviso sąskaita.", ""]
    )
    foot = (
        f'<div class="foot"><div class="note">{escape(warranty)} {old_parts}</div>'
        f'<div class="sign"><div>{rng.choice(["Meistras", "Darbus atliko", "Meistras konsultantas"])}: '
        f"{escape(master)}</div><div>Sąskaitą išrašė: {escape(clerk)}</div>"
        f"<div>Automobilį ir sąskaitą gavau, pretenzijų neturiu: ____________</div></div></div>"
    )
    words_html = f'<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>' if words else ""
    vat_note = ""
    if not section_totals and rng.random() < 0.5:
        vat_note = (
            f'<div class="small">Iš jų darbai {a(labour_net)} EUR, detalės {a(parts_net)} EUR (be PVM).</div>'
        )

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:11mm 12mm 13mm 13mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.brand{{display:flex;gap:9px;align-items:center}}
.bn{{font-size:{size + 7}pt;font-weight:bold;color:{color};letter-spacing:1px}}
.tag{{font-size:{size - 0.5}pt;color:#555}}
.top{{display:flex;justify-content:space-between;gap:18px}}
.sl{{margin-top:6px;line-height:1.35}} .small{{font-size:{size - 1}pt;color:#333}}
.doc{{text-align:right}} .doc .t{{font-size:{size + 6}pt;font-weight:bold}}
.doc .n{{font-size:{size + 2}pt;font-weight:bold;margin:2px 0 6px}}
.doc table{{margin-left:auto}}
table.kv{{border-collapse:collapse}} table.kv th{{text-align:left;font-weight:normal;color:#555;
padding:1px 10px 1px 0;white-space:nowrap}} table.kv td{{font-weight:bold;padding:1px 0}}
.two{{display:flex;gap:12px;margin-top:12px}} .two>div{{flex:1;line-height:1.4}}
.box{{border:1px solid #999;border-radius:3px;padding:5px 8px}}
.bt{{font-weight:bold;text-transform:uppercase;font-size:{size - 1}pt;color:{color};margin-bottom:3px}}
h1{{text-align:center;font-size:{size + 7}pt;margin:14px 0 2px;letter-spacing:1px}}
.center{{text-align:center}}
.strip{{margin-top:10px;border-top:2px solid {color};border-bottom:1px solid #999;padding:4px 2px}}
.refs{{margin-top:3px;color:#444}}
.band{{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid {color};
padding-bottom:6px}}
.bandr{{text-align:right;font-size:{size + 5}pt;font-weight:bold}} .bandr span{{font-size:{size + 1}pt}}
table.veh{{width:100%;border-collapse:collapse;margin-top:10px}}
table.veh th{{background:#eee;font-weight:normal;font-size:{size - 1}pt;text-align:left;border:1px solid #aaa;
padding:2px 5px}} table.veh td{{border:1px solid #aaa;padding:3px 5px;font-weight:bold}}
h3{{font-size:{size + 1}pt;margin:12px 0 3px;color:{color}}}
table.items{{width:100%;border-collapse:collapse;margin-top:8px}}
table.items th{{background:#f0f0f0;border:1px solid #888;padding:3px;font-size:{size - 0.5}pt}}
table.items td{{border:1px solid #bbb;padding:2px 4px;vertical-align:top}}
table.items tr.sec td{{background:#fafafa;font-weight:bold;text-transform:uppercase;color:{color};
border-left:3px solid {color}}}
table.items tr.sub td{{font-weight:bold;text-align:right;background:#f6f6f6}}
td.code{{font-family:'Liberation Mono',monospace;font-size:{size - 1}pt;white-space:nowrap}}
.r{{text-align:right;white-space:nowrap}} .c{{text-align:center}}
table.tot{{margin:10px 0 0 auto;border-collapse:collapse;min-width:40%}}
table.tot td{{padding:2px 6px}} table.tot tr.g td{{font-weight:bold;font-size:{size + 2}pt;
border-top:2px solid #000;border-bottom:2px solid #000}}
.words{{margin-top:6px}}
.foot{{margin-top:18px;break-inside:avoid}}
.note{{font-size:{size - 1}pt;color:#333;border-top:1px solid #ccc;padding-top:4px}}
.sign{{display:flex;justify-content:space-between;gap:16px;margin-top:22px;font-size:{size - 0.5}pt}}
</style></head><body>
{top}
{tables}
<table class="tot">{total_rows}</table>
{words_html}{vat_note}
{foot}
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
    if private:
        as_private(truth, "buyer", client)
    elif not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
