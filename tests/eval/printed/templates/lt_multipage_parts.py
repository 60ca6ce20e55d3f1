"""A Lithuanian wholesaler's long "PVM SĄSKAITA FAKTŪRA" for building materials or car spare parts, as a
warehouse/accounting program prints it over two to four A4 pages: 25–70 lines, each with the supplier's
article code ("Kodas", "Prekės kodas", "Artikulas"), the table's header repeated at the top of every
page and a page number at the top or the foot ("Puslapis 1 iš 3", "1 psl. iš 3", "Lapas 1 (3)"). The
program fills a set height of rows on each page, so it knows where a page ends: on some seeds it prints
the sum carried at the foot of a page ("Perkelta į kitą puslapį") and again at the head of the next
("Perkelta iš ankstesnio puslapio", or just "Perkelta"), on others each page's own sum ("Puslapio
suma"), on others nothing. The first page has the parties (boxed side by side, in a label/value grid,
or the seller over a document box), the order and delivery note references and the delivery address;
the next pages only a short heading with the invoice's number. Totals, the amount in words and the
signatures ("Sąskaitą išrašė", "Sąskaitą gavo") are on the last page only. Columns vary: the code
before or after the name, quantity before or after the unit, on some seeds a discount (list price,
"Nuol. %", the price after it), a VAT rate column or an amount with VAT per line.

Truth: lines in page order with name, code, unit, quantity, net unit price (after the discount where
one is printed) and net amount, plus the rate and the amount with VAT where the table shows them."""

from __future__ import annotations

import random
from decimal import Decimal
from html import escape

from tests.eval.lt_data import group4, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import balance, person, phone, rename, vat_payer
from tests.eval.printed.templates.lt_round5_common import pattern, two_lines
from tests.eval.printed.templates.lt_round6_common import paginate, text_lines

# (base name, unit, net price range, variants)
BUILDING: list[tuple[str, str, tuple[float, float], list[str]]] = [
    (
        "Gipso kartono plokštė",
        "vnt.",
        (6, 16),
        [
            "12,5x1200x2600 mm",
            "9,5x1200x2000 mm",
            "12,5x1200x3000 mm, atspari drėgmei",
            "15x1200x2600 mm, atspari ugniai",
        ],
    ),
    (
        "Cementas",
        "maiš.",
        (4.5, 9),
        ["CEM II/A-LL 42,5 R, 25 kg", "CEM I 42,5 R, 35 kg", "CEM II/B-M 32,5 N, 40 kg"],
    ),
    ("Sausas betono mišinys", "maiš.", (3, 7), ["C20/25, 25 kg", "M300, 40 kg", "grindų išlyginimo, 25 kg"]),
    ("Plytelių klijai", "maiš.", (6, 19), ["C1T, 25 kg", "C2TE S1, 25 kg", "balti C2TE, 25 kg"]),
    ("Akmens vata", "m²", (2.5, 9), ["fasadinė, 100 mm", "sienoms ir pertvaroms, 50 mm", "stogui, 150 mm"]),
    (
        "Polistireninis putplastis",
        "m²",
        (2, 8),
        ["EPS 100, 50 mm", "EPS 70, 100 mm", "fasadinis EPS 80N, 150 mm", "EPS 150 grindims, 30 mm"],
    ),
    (
        "Profilis gipso kartonui",
        "vnt.",
        (2, 7),
        ["CD 60/27, 3 m", "UD 28/27, 3 m", "CW 50/50, 2,75 m", "UW 75/40, 4 m"],
    ),
    (
        "Savisriegiai",
        "pak.",
        (4, 22),
        [
            "3,5x25 mm gipso kartonui, 1000 vnt.",
            "3,5x35 mm, 500 vnt.",
            "4,2x13 mm su grąžtu, 1000 vnt.",
            "medienai 5x60 mm, 200 vnt.",
        ],
    ),
    (
        "Obliuotas tašas",
        "vnt.",
        (3, 19),
        ["45x95x3000 mm, džiovintas", "45x145x4500 mm", "22x50x3000 mm, impregnuotas"],
    ),
    ("Glaistas", "maiš.", (7, 24), ["gipsinis finišinis, 20 kg", "polimerinis, 25 kg", "siūlių, 5 kg"]),
    ("Gruntas", "vnt.", (4, 26), ["giluminis, 10 l", "kontaktinis, 5 kg", "universalus koncentratas, 1 l"]),
    (
        "Dažai vidaus sienoms",
        "vnt.",
        (9, 55),
        ["balti, matiniai, 10 l", "balti, 3 l", "lubų, itin balti, 9 l"],
    ),
    (
        "Silikoninis hermetikas",
        "vnt.",
        (3, 9),
        ["sanitarinis, baltas, 280 ml", "skaidrus, 300 ml", "neutralus, pilkas, 310 ml"],
    ),
    ("Montavimo putos", "vnt.", (5, 13), ["pistoletinės, 750 ml", "žieminės, 750 ml", "rankinės, 500 ml"]),
    ("Armatūra", "vnt.", (2, 14), ["A-III Ø10 mm, 6 m", "A-III Ø12 mm, 12 m", "A-I Ø8 mm, 6 m"]),
    ("Fasadinis armavimo tinklelis", "rit.", (25, 70), ["160 g/m², 50 m²", "145 g/m², 55 m²"]),
    (
        "Kanalizacijos vamzdis PP",
        "vnt.",
        (2, 14),
        ["Ø110 mm, 2 m", "Ø50 mm, 1 m", "Ø110 mm, 3 m", "Ø32 mm, 0,5 m"],
    ),
    ("Kanalizacijos alkūnė PP", "vnt.", (0.8, 5), ["Ø110/45°", "Ø50/87°", "Ø110/87°", "Ø40/45°"]),
    (
        "Hidroizoliacinė medžiaga",
        "vnt.",
        (18, 85),
        ["bituminė ritininė, 10 m²", "skystoji, 7 kg", "elastinga tepama, 15 kg"],
    ),
    ("Mūro skiedinys", "maiš.", (3, 7), ["M10, 25 kg", "M5, 40 kg"]),
    (
        "Akmens masės plytelės",
        "m²",
        (12, 45),
        ["60x60 cm, pilkos, matinės", "30x60 cm, smėlio spalvos", "60x120 cm, marmuro imitacija"],
    ),
    ("Kampų apsaugos profilis", "vnt.", (0.8, 4), ["aliumininis, 3 m", "PVC su tinkleliu, 2,5 m"]),
    ("Šlifavimo tinklelis", "vnt.", (0.5, 2.5), ["P120, 115x280 mm", "P80, 115x280 mm"]),
    ("Difuzinė plėvelė", "rit.", (45, 120), ["115 g/m², 1,5x50 m", "stogui, 1,5x50 m"]),
    ("Garo izoliacinė plėvelė", "rit.", (20, 60), ["150 mk, 2x50 m", "200 mk, 3x25 m"]),
]
# spare parts: the part, and the cars it fits
AUTO: list[tuple[str, str, tuple[float, float], list[str]]] = [
    ("Alyvos filtras", "vnt.", (4, 18), []),
    ("Oro filtras", "vnt.", (6, 24), []),
    ("Kuro filtras", "vnt.", (9, 40), []),
    ("Salono filtras su aktyvuota anglimi", "vnt.", (8, 26), []),
    ("Stabdžių kaladėlės, priekinės", "kompl.", (18, 65), []),
    ("Stabdžių diskas, galinis", "vnt.", (20, 70), []),
    ("Amortizatorius, priekinis, dujinis", "vnt.", (38, 120), []),
    ("Stabilizatoriaus traukė, priekinė", "vnt.", (6, 22), []),
    ("Vairo traukės antgalis", "vnt.", (9, 30), []),
    ("Rato guolio komplektas, priekinis", "kompl.", (22, 75), []),
    ("Paskirstymo diržo komplektas", "kompl.", (60, 210), []),
    ("Kaitinimo žvakė", "vnt.", (8, 25), []),
    ("Pakabos svirtis, priekinė apatinė", "vnt.", (30, 110), []),
    ("Sankabos komplektas", "kompl.", (120, 330), []),
    ("Generatoriaus dirželis", "vnt.", (9, 28), []),
]
CARS = ["VW Golf VII 1.6 TDI", "Škoda Octavia III 2.0 TDI", "Toyota Avensis T27 2.0 D-4D",
        "Opel Astra J 1.7 CDTI", "Ford Focus III 1.6", "Renault Megane III 1.5 dCi", "BMW 3 F30 320d",
        "Audi A4 B8 2.0 TDI", "VW Passat B7 2.0 TDI"]  # fmt: skip
FLUIDS = [
    ("Variklio alyva 5W-30 C3, 5 l", "vnt.", (25, 48)),
    ("Variklio alyva 10W-40, 4 l", "vnt.", (16, 30)),
    ("Transmisinė alyva 75W-90, 1 l", "vnt.", (7, 16)),
    ("Aušinimo skystis G12++ koncentratas, 1,5 l", "vnt.", (5, 11)),
    ("Stabdžių skystis DOT 4, 0,5 l", "vnt.", (3, 7)),
    ("Langų plovimo skystis -20 °C, 5 l", "vnt.", (3, 7)),
]
TRADES = {
    "building": (
        [
            "Statybų bazė",
            "Meistrų sandėlis",
            "Statybinės medžiagos",
            "Mūro centras",
            "Sienų ir stogų prekyba",
        ],
        ["Statybinių medžiagų didmeninė prekyba", "Statybinės ir apdailos medžiagos", "Didmena statyboms"],
        ["######", "ST-#####", "@@-######", "1#######"],
    ),
    "auto": (
        ["Autodalių sandėlis", "Dalių centras", "Auto didmena", "Baltijos autodalys"],
        ["Automobilių dalių didmeninė prekyba", "Autodalys servisams ir parduotuvėms", "Dalys lengviesiems"],
        ["0 986 ### ###", "@@#####", "##.####-####", "@@@ #####"],
    ),
}
COLORS = ["#1f4e79", "#2e5e2e", "#7a1f1f", "#333333", "#0b5f73", "#8a5a00"]


def _catalogue(rng: random.Random, trade: str) -> list[tuple[str, str, tuple[float, float]]]:
    out = []
    if trade == "building":
        for base, unit, prices, variants in BUILDING:
            out += [(f"{base} {v}", unit, prices) for v in variants]
    else:
        for base, unit, prices, _ in AUTO:
            out += [(f"{base} {car}", unit, prices) for car in CARS]
        out += FLUIDS
    rng.shuffle(out)
    return out


def _quantity(rng: random.Random, unit: str) -> Decimal:
    if unit == "m²":
        return Decimal(rng.randint(20, 1800)) / 10
    if unit in ("maiš.",):
        return Decimal(rng.choice([2, 4, 5, 8, 10, 12, 20, 24, 40, 48]))
    return Decimal(rng.choice([1, 1, 2, 2, 3, 4, 5, 6, 8, 10, 12, 20, 24, 50]))


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 31 + 5)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None
    vat_payer(seller, rng)
    trade = rng.choice(["building", "building", "auto"])
    names, taglines, code_patterns = TRADES[trade]
    rename(seller, rng, names)
    if seller.name.startswith(("IĮ", "VšĮ", "MB")):  # a wholesaler of this size trades as a company
        seller.name = rng.choice(["UAB", "UAB", "AB"]) + " " + seller.name.split(" ", 1)[1]
    doc.series = rng.choice(["SBD", "DS", "VLN", "KNS", "PRD", "A"])
    doc.number = str(rng.randint(1, 999999)).zfill(rng.choice([6, 7]))
    code_pattern = rng.choice(code_patterns)

    count = rng.randint(25, 70)
    discount = rng.random() < 0.3
    catalogue = _catalogue(rng, trade)[:count]
    doc.items = []
    discounts: list[Decimal] = []
    lists: list[Decimal] = []
    for name, unit, (low, high) in catalogue:
        list_price = money(Decimal(str(rng.uniform(low, high))))
        off = Decimal(rng.choice([0, 0, 5, 10, 12, 15, 20])) if discount else Decimal(0)
        price = money(list_price * (100 - off) / 100)
        code = pattern(rng, code_pattern)
        doc.items.append(Item(name, unit, _quantity(rng, unit), price, Decimal(21), code))
        discounts.append(off)
        lists.append(list_price)

    style = rng.choice(["lt", "lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([7.5, 8, 8.5, 9])
    color = rng.choice(COLORS)
    layout = rng.choice(["boxes", "grid", "doc"])
    carry = rng.choice(["long", "short", "page", "none"])
    page_label = rng.choice(["Puslapis {k} iš {n}", "{k} psl. iš {n}", "Lapas {k} ({n})"])
    page_top = rng.random() < 0.4
    numbered = rng.random() < 0.75
    code_first = rng.random() < 0.7
    qty_first = rng.random() < 0.5
    vat_column = rng.random() < 0.35
    gross_column = not discount and rng.random() < 0.3
    if gross_column:  # the lines' own VAT must add up to the page's VAT
        balance(doc.items, rng)
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.9
    iban = group4(seller.iban or "") if rng.random() < 0.4 else (seller.iban or "")
    clerk = person(rng)
    clerk_role = rng.choice(
        ["Vadybininkas(-ė)", "Pardavimų vadybininkas(-ė)", "Buhalteris(-ė)", "Sandėlininkas(-ė)"]
    )
    order_no = pattern(rng, rng.choice(["UZS-######", "#####", "PU####/##", "WEB-#######"]))
    warehouse = rng.choice(["Centrinis sandėlis", "Sandėlis Nr. 2", "Kauno sandėlis", "Pagrindinis sandėlis"])
    delivery = rng.random() < 0.5
    site_street = rng.choice(["Statybininkų g.", "Beržų g.", "Pramonės g.", "Sodų g.", "Mokyklos g."])
    site = f"{site_street} {rng.randint(1, 90)}, {two_lines(buyer.address)[1]}"

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: object) -> str:
        return day(value, date_style)  # type: ignore[arg-type]

    # the columns: (key, header, width in mm or None for the name, alignment)
    code_head = rng.choice(["Kodas", "Prekės kodas", "Artikulas"])
    name_head = rng.choice(["Prekės pavadinimas", "Pavadinimas", "Prekė"])
    cols: list[tuple[str, str, float | None, str]] = []
    if numbered:
        cols.append(("nr", "Eil. Nr." if rng.random() < 0.4 else "Nr.", 8, "c"))
    code_col = ("code", code_head, 24, "code")
    name_col = ("name", name_head, None, "")
    cols += [code_col, name_col] if code_first else [name_col, code_col]
    unit_col = ("unit", rng.choice(["Mato vnt.", "Mat. vnt.", "Vnt."]), 11, "c")
    qty_col = ("qty", "Kiekis", 13, "r")
    cols += [qty_col, unit_col] if qty_first else [unit_col, qty_col]
    if discount:
        cols += [
            ("list", "Kaina, EUR", 16, "r"),
            ("off", "Nuol. %", 11, "r"),
            ("price", rng.choice(["Kaina su nuol.", "Kaina po nuol."]), 16, "r"),
        ]
    else:
        cols.append(("price", rng.choice(["Kaina be PVM", "Kaina, EUR", "Vnt. kaina"]), 17, "r"))
    if vat_column:
        cols.append(("vat", "PVM %", 10, "c"))
    cols.append(("net", rng.choice(["Suma be PVM", "Suma, EUR", "Vertė be PVM"]), 20, "r"))
    if gross_column:
        cols.append(("gross", "Suma su PVM", 20, "r"))
    name_width = 186 - sum(w for _, _, w, _ in cols if w is not None)
    width = len(cols)
    net_index = [k for k, _, _, _ in cols].index("net")

    def cell(key: str, item: Item, n: int) -> str:
        i = n - 1
        return {
            "nr": str(n),
            "code": escape(item.code or ""),
            "name": escape(item.name),
            "unit": escape(item.unit),
            "qty": quantity(item.quantity, style),
            "list": a(lists[i]),
            "off": rate(discounts[i]) if discounts[i] else "",
            "price": a(item.price),
            "vat": rate(item.vat_percent),
            "net": a(item.subtotal),
            "gross": a(item.total),
        }[key]

    def row(item: Item, n: int) -> str:
        return (
            "<tr>"
            + "".join(f'<td class="{cls}">{cell(key, item, n)}</td>' for key, _, _, cls in cols)
            + "</tr>"
        )

    colgroup = "".join(f'<col style="width:{w if w is not None else name_width}mm">' for _, _, w, _ in cols)
    head = "<tr>" + "".join(f'<th class="{cls}">{h}</th>' for _, h, _, cls in cols) + "</tr>"

    # the rows' heights, so each page holds what the program would put on it
    line_mm = size * 0.3528 * 1.25
    heights = [text_lines(item.name, name_width - 2.5, size, 0.5) * line_mm + 2.4 for item in doc.items]
    fill = rng.uniform(0.9, 1.0)
    first_room = (262 - 80 - 2 * line_mm - 16) * fill
    middle_room = (262 - 26 - 2 * line_mm - 22) * fill
    last_room = min(middle_room, 262 - 26 - 2 * line_mm - 22 - 75)
    pages = paginate(heights, first_room, middle_room, last_room)
    total_pages = len(pages)
    assert 2 <= total_pages <= 4, (seed, total_pages)

    carry_out = {
        "long": "Perkelta į kitą puslapį",
        "short": "Perkelta",
        "page": "Puslapio suma",
    }
    carry_in = {"long": "Perkelta iš ankstesnio puslapio", "short": "Perkelta"}

    def sum_row(label: str, value: Decimal) -> str:
        after = width - net_index - 1
        tail = "".join("<td></td>" for _ in range(after))
        return (
            f'<tr class="carry"><td colspan="{net_index}" class="r">{label}:</td>'
            f'<td class="r">{a(value)}</td>{tail}</tr>'
        )

    number_text = rng.choice(
        [
            f"Serija {doc.series} Nr. {doc.number}",
            f"{doc.series} Nr. {doc.number}",
            f"Nr. {doc.series}{doc.number}",
        ]
    )
    title = "PVM SĄSKAITA FAKTŪRA"
    brand = seller.name.split("„", 1)[1].rstrip("“")
    tel = phone(rng)
    web = "www." + brand.lower().replace(" ", "").translate(str.maketrans("ąčęėįšųūž", "aceeisuuz")) + ".lt"

    seller_lines = [
        f"<b>{escape(seller.name)}</b>",
        f"Įmonės kodas: {seller.code}",
        f"PVM mokėtojo kodas: {seller.vat_code}",
        f"Adresas: {escape(seller.address)}",
        f"A. s.: {iban}",
        f"Bankas: {escape(seller.bank or '')}",
        f"Tel.: {tel}",
    ]
    buyer_lines = [f"<b>{escape(buyer.name)}</b>", f"Įmonės kodas: {buyer.code}"]
    if show_buyer_vat:
        buyer_lines.append(f"PVM mokėtojo kodas: {buyer.vat_code}")
    buyer_lines.append(f"Adresas: {escape(buyer.address)}")
    meta = [
        ("Išrašymo data", d(doc.issued)),
        ("Apmokėti iki", d(doc.due)),
        ("Užsakymo Nr.", order_no),
        ("Išduota iš", warehouse),
    ]
    if delivery:
        meta.append(("Pristatymo adresas", escape(site)))

    def grid(pairs: list[tuple[str, str]]) -> str:
        return (
            '<table class="kv">'
            + "".join(f"<tr><th>{k}:</th><td>{v}</td></tr>" for k, v in pairs)
            + "</table>"
        )

    if layout == "boxes":
        first_head = (
            f'<div class="tl"><div class="brand">{escape(brand.upper())}</div>'
            f'<div class="tag">{escape(rng.choice(taglines))} · {web}</div></div>'
            f'<h1>{title}</h1><div class="ctr">{number_text}</div>'
            f'<div class="ctr">{d(doc.issued)}</div>'
            f'<div class="two"><div class="box"><div class="bt">Pardavėjas</div>'
            f"{'<br>'.join(seller_lines)}</div>"
            f'<div class="box"><div class="bt">Pirkėjas</div>{"<br>".join(buyer_lines)}</div></div>'
            f'<div class="strip">'
            + " &nbsp;·&nbsp; ".join(f"{k}: <b>{v}</b>" for k, v in meta[1:])
            + "</div>"
        )
    elif layout == "grid":
        seller_pairs = [
            ("Pardavėjas", f"<b>{escape(seller.name)}</b>"),
            ("Įmonės kodas", seller.code or ""),
            ("PVM mokėtojo kodas", seller.vat_code or ""),
            ("Adresas", escape(seller.address)),
            ("Atsiskaitomoji sąskaita", f"{iban}, {escape(seller.bank or '')}"),
        ]
        buyer_pairs: list[tuple[str, str]] = [
            ("Pirkėjas", f"<b>{escape(buyer.name)}</b>"),
            ("Įmonės kodas", buyer.code or ""),
        ]
        if show_buyer_vat:
            buyer_pairs.append(("PVM mokėtojo kodas", buyer.vat_code or ""))
        buyer_pairs.append(("Adresas", escape(buyer.address)))
        first_head = (
            f'<div class="hdr"><div><h1 class="left">{title}</h1><div>{number_text}</div></div>'
            f"<div>{grid(meta[:3])}</div></div>"
            f'<div class="gridbox">{grid(seller_pairs)}</div>'
            f'<div class="gridbox">{grid(buyer_pairs + meta[3:])}</div>'
        )
    else:
        first_head = (
            f'<div class="hdr"><div><div class="brand">{escape(brand)}</div>'
            f'<div class="sl">{"<br>".join(seller_lines)}</div></div>'
            f'<div class="docbox"><div class="dt">{title}</div><div class="dn">{number_text}</div>'
            f"{grid(meta[:3])}</div></div>"
            f'<div class="two"><div class="box"><div class="bt">Pirkėjas</div>'
            f"{'<br>'.join(buyer_lines)}</div>"
            f"<div>{grid(meta[3:])}</div></div>"
        )

    totals = [
        (rng.choice(["Suma be PVM", "Iš viso be PVM", "Apmokestinamoji vertė"]), a(doc.net)),
        ("PVM 21 %", a(doc.vat)),
    ]
    grand = rng.choice(["Iš viso su PVM", "Bendra suma su PVM", "Mokėti iš viso"])
    totals_html = (
        '<table class="tot">'
        + "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in totals)
        + f'<tr class="g"><td>{grand}, EUR</td><td class=r>{a(doc.gross)}</td></tr></table>'
    )
    pieces = sum((i.quantity for i in doc.items if i.unit in ("vnt.", "kompl.")), Decimal(0))
    summary = f"Iš viso eilučių: {len(doc.items)}"
    if pieces and rng.random() < 0.5:
        summary += f", vienetų: {quantity(pieces, style)}"
    late_note = (
        "Pavėlavus apmokėti skaičiuojami 0,02 % delspinigiai už kiekvieną dieną."
        if rng.random() < 0.6
        else ""
    )
    last_html = f"""{totals_html}
<div class="words">Suma žodžiais: <b>{eur_words(doc.gross)}</b></div>
<div class="small">{summary}. Sąskaita faktūra kartu yra ir prekių važtaraštis.
Pretenzijos dėl prekių kiekio ir išvaizdos priimamos prekių priėmimo metu.
{late_note}</div>
<div class="sig"><div><div class="sh">Sąskaitą išrašė</div><div class="sl2"></div>
<div class="su">{clerk_role} {escape(clerk)}</div></div>
<div><div class="sh">{rng.choice(["Sąskaitą gavo", "Prekes priėmė"])}</div><div class="sl2"></div>
<div class="su">(vardas, pavardė, parašas)</div></div></div>"""

    cont_title = rng.choice([title, "PVM sąskaita faktūra", "PVM SF"])
    out_pages = []
    carried = Decimal(0)
    for k, indexes in enumerate(pages, 1):
        body: list[str] = []
        if k > 1 and carry in carry_in:
            body.append(sum_row(carry_in[carry], carried))
        body += [row(doc.items[i], i + 1) for i in indexes]
        page_net = sum((doc.items[i].subtotal for i in indexes), Decimal(0))
        carried += page_net
        if carry == "page" and total_pages > 1:
            body.append(sum_row(carry_out["page"], page_net))
        elif k < total_pages and carry in carry_out:
            body.append(sum_row(carry_out[carry], carried))
        table = (
            f'<table class="items"><colgroup>{colgroup}</colgroup><thead>{head}</thead>'
            f"<tbody>{''.join(body)}</tbody></table>"
        )
        label = page_label.format(k=k, n=total_pages)
        if k == 1:
            top = first_head
        else:
            top = (
                f'<div class="cont"><span>{escape(seller.name)}</span>'
                f"<span>{cont_title} {number_text}, {d(doc.issued)}</span></div>"
            )
        page_no = f'<div class="pn {"pt" if page_top else "pb"}">{label}</div>'
        last = last_html if k == total_pages else ""
        cls = "page" + (" brk" if k < total_pages else "")
        out_pages.append(f'<div class="{cls}">{page_no}{top}{table}{last}</div>')

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 12mm 12mm 12mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.page{{position:relative;height:266mm;padding-top:1.5mm;box-sizing:border-box}} .brk{{break-after:page}}
.pn{{text-align:right;font-size:{size - 0.5}pt;color:#444}} .pb{{position:absolute;right:0;bottom:0}}
.pt{{margin-bottom:2px}}
h1{{font-size:{size + 6}pt;text-align:center;margin:6px 0 2px;letter-spacing:1px}}
h1.left{{text-align:left;margin:0}}
.ctr{{text-align:center}}
.brand{{font-size:{size + 7}pt;font-weight:bold;color:{color}}} .tag{{color:#555;font-size:{size - 0.5}pt}}
.two{{display:flex;gap:10px;margin-top:8px}} .two>div{{flex:1}}
.box{{border:1px solid #777;padding:5px 7px;line-height:1.35}}
.bt{{font-weight:bold;text-transform:uppercase;color:{color};font-size:{size - 0.5}pt;margin-bottom:2px}}
.strip{{margin:6px 0;padding:3px 0;border-top:1px solid #aaa;border-bottom:1px solid #aaa}}
.hdr{{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:6px}}
.docbox{{border:1.5px solid {color};padding:6px 10px;min-width:36%}}
.dt{{font-weight:bold;font-size:{size + 4}pt;color:{color}}} .dn{{font-weight:bold;margin-bottom:4px}}
.sl{{line-height:1.35;margin-top:4px}}
.gridbox{{margin-top:4px;border-top:1px solid #999;padding-top:3px}}
table.kv{{border-collapse:collapse}}
table.kv th{{text-align:left;font-weight:normal;color:#444;padding:0 10px 1px 0;
white-space:nowrap;vertical-align:top}} table.kv td{{padding:0 0 1px 0}}
.cont{{display:flex;justify-content:space-between;border-bottom:1.5px solid {color};padding:0 0 3px;
margin:0 0 6px;font-weight:bold}}
table.items{{width:186mm;table-layout:fixed;border-collapse:collapse;margin-top:8px}}
table.items th{{background:#e9edf1;border:1px solid #888;padding:1mm;font-size:{size - 0.5}pt;line-height:1.2;
white-space:normal}}
table.items td{{border:1px solid #aaa;padding:1mm 1.2mm;line-height:1.25;vertical-align:top}}
td.code{{font-size:{size - 0.5}pt;white-space:nowrap;overflow:hidden}}
tr.carry td{{font-weight:bold;border:none;background:#f4f4f4}}
.r{{text-align:right;white-space:nowrap}} .c{{text-align:center}}
table.tot{{margin:8px 0 0 auto;border-collapse:collapse;min-width:40%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000;font-size:{size + 1}pt}}
.words{{margin-top:8px}} .small{{font-size:{size - 1}pt;color:#333;margin-top:6px;line-height:1.3}}
.sig{{display:flex;gap:40px;margin-top:26px}} .sig>div{{flex:1}} .sh{{font-weight:bold}}
.sl2{{border-bottom:1px solid #000;height:22px}} .su{{font-size:{size - 1}pt;color:#444}}
</style></head><body>
{"".join(out_pages)}
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
    truth = doc.truth(line_fields)
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
