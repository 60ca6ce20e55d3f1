"""A Lithuanian restaurant's till receipt (kasos čekis / kvitas) as its POS program prints it through the
fiscal register on an 80 mm (or 58 mm) roll: the restaurant's trading name ("Restoranas „…“") in large
letters or as a drawn logo, then the operating company (UAB or MB „…“) with "Įmonės kodas", "PVM kodas"
and its address (the restaurant's own premises printed apart on some); the table, the waiter, the guests
and the order's opening time; the dishes and drinks (the quantity × price under the name, before it, or
in columns), cooks' notes ("- be svogūnų") under some, a takeaway part with its packaging on some; "Iš
viso" / "Mokėti", the PVM block at 21 % (columns with a head, one line "PVM 21 %  base  tax  total", or
separate lines), the card payment with the tip on top of it on some ("Arbatpinigiai", which is not part
of the receipt's total: "Iš viso" is printed before it) or the cash rounded to five cents with the
change, the receipt's number, date and the register's number, a check code (a QR code on some), the
Wi-Fi password and "Ačiū, kad lankėtės!".

The seller is the company whose codes the head prints, not the trading name."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.lt_data import vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount
from tests.eval.printed.templates.rc_common import MONO_FONTS, receipt_truth, settle, tendered
from tests.eval.printed.templates.rc_ee_lt_gb_common import qr_svg
from tests.eval.printed.templates.rc_round4_common import ColTape, card, leader, logo, round5

# (name, unit, rate, gross-ish price range): Lithuanian restaurants charge 21 % on food and drinks alike
MENU = [
    ("Didžkukuliai su spirgučiais", "porc.", 21, (7.0, 10.0)),
    ("Šalti burokėlių barščiai", "porc.", 21, (4.0, 6.0)),
    ("Kiaulienos sprandinės kepsnys", "porc.", 21, (11.0, 16.0)),
    ("Jautienos kepsnys 250 g", "porc.", 21, (19.0, 29.0)),
    ("Lašišos filė su šparagais", "porc.", 21, (15.0, 22.0)),
    ("Cezario salotos su vištiena", "porc.", 21, (8.0, 12.0)),
    ("Kepta duona su česnaku", "porc.", 21, (3.5, 5.5)),
    ("Kepta duona su sūrio padažu", "porc.", 21, (4.0, 6.0)),
    ("Grybų sriuba duonos kepalėlyje", "porc.", 21, (5.5, 8.0)),
    ("Vištienos sultinys su lakštiniais", "porc.", 21, (3.5, 5.0)),
    ("Bulviniai blynai su grietine", "porc.", 21, (6.0, 8.5)),
    ("Žemaičių blynai", "porc.", 21, (6.5, 9.0)),
    ("Kibinai su aviena", "vnt.", 21, (3.0, 4.5)),
    ("Antienos krūtinėlė su vyšnių padažu", "porc.", 21, (16.0, 23.0)),
    ("Ravioliai su ricotta", "porc.", 21, (10.0, 14.0)),
    ("Dienos sriuba", "porc.", 21, (3.0, 4.5)),
    ("Dienos pietūs", "porc.", 21, (6.5, 9.5)),
    ("Vaikiški blyneliai su uogiene", "porc.", 21, (4.0, 6.0)),
    ("Varškės spurgos", "porc.", 21, (4.0, 6.0)),
    ("Medaus tortas", "porc.", 21, (4.5, 6.5)),
    ("Šakotis su ledais", "porc.", 21, (5.0, 7.0)),
    ("Kava Americano", "vnt.", 21, (2.2, 3.2)),
    ("Kava Latte", "vnt.", 21, (2.8, 3.9)),
    ("Cappuccino", "vnt.", 21, (2.6, 3.6)),
    ("Žolelių arbata", "vnt.", 21, (2.0, 3.0)),
    ("Gira 0,5 l", "vnt.", 21, (2.5, 3.5)),
    ("Šviesus alus 0,5 l", "vnt.", 21, (3.5, 5.0)),
    ("Raudonas vynas 150 ml", "vnt.", 21, (4.5, 7.0)),
    ("Mineralinis vanduo 0,33 l", "vnt.", 21, (1.8, 2.6)),
    ("Obuolių sultys 0,2 l", "vnt.", 21, (2.0, 3.0)),
    ("Naminis limonadas 0,4 l", "vnt.", 21, (3.5, 5.0)),
]
DRINKS = ("Kava", "Cappuccino", "arbata", "Gira", "alus", "vynas", "vanduo", "sultys", "limonadas")
TAKEAWAY = [
    ("Pica „Kaimiška“ 32 cm", (9.0, 13.0)),
    ("Pica „Margarita“ 32 cm", (8.0, 11.0)),
    ("Cepelinų porcija išsinešti", (7.0, 9.5)),
    ("Kava Latte išsinešti", (3.0, 4.0)),
    ("Sriuba išsinešti 0,5 l", (4.0, 5.5)),
]
PACKAGING = ["Pakuotė išsinešimui", "Indelis išsinešimui", "Dėžutė išsinešimui"]
NOTES = ["- be svogūnų", "- padažas atskirai", "- gerai iškeptas", "- aštriau", "- be grietinės"]
DRINK_NOTES = ["- su ledu", "- be ledo", "- su citrina", "- vėliau"]
# the trading name, the operating company's name (its legal form is drawn)
PLACES = [
    ("Senoji karčema", "Senamiesčio maitinimas"),
    ("Trys ąžuolai", "Ąžuolų svetainė"),
    ("Prie Neries", "Upės skoniai"),
    ("Dvaro kiemas", "Dvaro virtuvė"),
    ("Liepa", "Liepos sodas"),
    ("Žuvinė", "Pajūrio gastronomija"),
    ("Vilkų užeiga", "Restoranų grupė Vilkas"),
    ("Kamštis", "Gero vyno namai"),
]
KINDS = ["Restoranas", "Restoranas", "Bistro", "Užeiga", "Restobaras", "Kavinė-restoranas"]
PREMISES = [
    "Pilies g. 12",
    "Vokiečių g. 8",
    "Laisvės al. 53",
    "Turgaus g. 21",
    "Tilžės g. 4",
    "Rotušės a. 17",
]
WAITERS = ["Rasa", "Mantas", "Eglė S.", "Justinas", "Gintarė", "Lukas P.", "Aistė", "Deividas"]
SANS = ["'Roboto Condensed'", "'Liberation Sans Narrow'", "'Open Sans Condensed', 'Open Sans'", "Lato"]
FORK = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="{s:.1f}mm" height="{s:.1f}mm">'
    '<circle cx="12" cy="12" r="11" fill="none" stroke="#111" stroke-width="1.4"/>'
    '<path d="M8 5v5a2 2 0 0 0 4 0V5M10 5v14M15.5 5c-1.8 1.5-1.8 6 0 7.5V19" fill="none" stroke="#111" '
    'stroke-width="1.3" stroke-linecap="round"/></svg>'
)


def _quantities(items: list[Item], rng: random.Random) -> None:
    """A table's order: mostly one of a dish, drinks by the round."""
    for item in items:
        if any(word in item.name for word in DRINKS):
            item.quantity = Decimal(rng.choice([1, 1, 2, 2, 3, 4]))
        else:
            item.quantity = Decimal(rng.choice([1, 1, 1, 1, 2, 2, 3]))
        item.unit = "vnt."


def _widths(cols: int, first: int) -> list[int]:
    """A VAT table's columns: the rate's, then three amounts sharing what is left of the line."""
    rest = cols - first
    return [first, rest // 3, rest // 3, rest - 2 * (rest // 3)]


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_restaurant-{seed}")
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(2, 8), catalogue=MENU)
    _quantities(doc.items, rng)
    takeaway = 0
    if rng.random() < 0.35:  # some of the order is taken away, with its packaging
        name, (low, high) = rng.choice(TAKEAWAY)
        price = Decimal(str(round(rng.uniform(low, high), 2))) / Decimal("1.21")
        doc.items.append(Item(name, "vnt.", Decimal(rng.choice([1, 1, 2])), price, Decimal(21)))
        doc.items.append(
            Item(
                rng.choice(PACKAGING),
                "vnt.",
                Decimal(1),
                Decimal(rng.choice(["0.17", "0.25", "0.41"])),
                Decimal(21),
            )
        )
        takeaway = 2
    prices = settle(doc)

    trading, company = rng.choice(PLACES)
    kind = rng.choice(KINDS)
    quote = rng.choice(["„{}“", '"{}"', "„{}“"])
    seller = doc.seller
    form = rng.choice(["UAB", "UAB", "UAB", "MB"])
    seller.name = f"{form} {quote.format(company)}"
    seller.vat_code = seller.vat_code or vat_code(rng)
    brand = f"{kind} {quote.format(trading)}"
    premises = rng.random() < 0.35  # the restaurant's own address, apart from the company's

    style = rng.choice(["lt-plain", "lt-plain", "lt-plain", "plain-dot"])
    mono = rng.random() < 0.65
    if mono:
        paper = rng.choice([80, 80, 58])
        cols = rng.choice([32, 33] if paper == 58 else [40, 42, 44])
        tape = ColTape(paper=paper, cols=cols, font=rng.choice(MONO_FONTS))
    else:
        tape = ColTape(paper=80, mono=False, font=rng.choice(SANS), size_pt=rng.choice([8.5, 9.0]), em=0.62)
    eur = rng.choice(["", " EUR", " €"])

    def m(value: Decimal) -> str:
        return amount(value, style)

    def kv(label: str, value: str, cls: str = "") -> None:
        if dots and tape.mono and len(label) + len(value) + 4 <= tape.cols:
            tape.text(leader(tape.cols, label, value), cls)
        else:
            tape.lr(label, value, cls)

    dots = rng.random() < 0.3

    # --- head: the brand, then the company with its codes
    look = rng.random()
    if look < 0.35:
        side = len(brand) < 24
        room = tape.paper - 10 - (3 * tape.line_mm + 2 if side else 0)
        size = min(1.6 * tape.line_mm, room / (0.66 * len(brand)))
        logo(
            tape,
            FORK.format(s=3 * tape.line_mm),
            brand,
            4 if side else 6,
            side=side,
            font=rng.choice(["'DejaVu Serif'", "'Liberation Serif'", "Lato"]),
            size=size,
        )
    elif look < 0.7:
        tape.big(brand)
    else:
        tape.text(kind.upper(), "b", align="c")
        tape.big(quote.format(trading).upper())
    if premises:
        tape.text(f"{rng.choice(PREMISES)}, {seller.city}", align="c")
        if rng.random() < 0.5:
            tape.text(f"Tel. +370 {rng.randint(600, 699)} {rng.randint(10000, 99999)}", align="c")
        tape.rule("-")
    tape.text(seller.name, align="c")
    code_label = rng.choice(["Įmonės kodas", "Įm. kodas", "Į/k"])
    vat_label = rng.choice(["PVM kodas", "PVM mokėtojo kodas", "PVM k."])
    both = f"{code_label} {seller.code} {vat_label} {seller.vat_code}"
    if len(both) <= tape.cols and rng.random() < 0.5:
        tape.text(both, align="c")
    else:
        tape.text(f"{code_label} {seller.code}", align="c")
        tape.text(f"{vat_label} {seller.vat_code}", align="c")
    if rng.random() < 0.5:
        tape.text(seller.address, align="c")
    else:
        tape.text(f"{seller.street},", align="c")
        tape.text(f"{seller.postcode} {seller.city}", align="c")
    if not premises and rng.random() < 0.5:
        tape.text(f"Tel. +370 {rng.randint(600, 699)} {rng.randint(10000, 99999)}", align="c")
    tape.rule("=")

    # --- the order: table, waiter, guests, and the receipt's number at the head on some
    title = rng.choice(["KASOS ČEKIS", "KVITAS", "Kasos kvitas", "KASOS KVITAS"])
    number_label = rng.choice(["Kvito Nr.", "Čekio Nr.", "Kvito nr.", "Kasos čekio Nr."])
    date_text = doc.issued.strftime(rng.choice(["%Y-%m-%d", "%Y.%m.%d", "%Y-%m-%d"]))
    hour, minute = rng.randint(12, 22), rng.randint(0, 59)
    closed = f"{hour:02d}:{minute:02d}" + (f":{rng.randint(0, 59):02d}" if rng.random() < 0.5 else "")
    opened = f"{hour - 1:02d}:{rng.randint(minute, 59):02d}"
    head_number = rng.random() < 0.45
    tape.text(title, "b", align="c")
    if head_number:
        kv(number_label, doc.number)
        kv("Data", f"{date_text} {closed}")
    table = rng.choice(["Stalas {}", "Stalas Nr. {}", "Staliukas {}", "Stalas: T{}"]).format(
        rng.randint(1, 40)
    )
    waiter = f"{rng.choice(['Padavėjas', 'Padavėjas(-a)', 'Aptarnavo'])}: {rng.choice(WAITERS)}"
    if tape.mono and len(table) + len(waiter) + 2 <= tape.cols:
        tape.lr(table, waiter)
    else:
        tape.text(table)
        tape.text(waiter)
    if rng.random() < 0.5:
        tape.lr(f"Svečių sk.: {rng.randint(1, 6)}", f"Atidaryta {opened}")
    if rng.random() < 0.35:
        tape.text(f"Užsakymas Nr. {rng.randint(100, 9999)}")
    tape.rule("-")

    # --- the lines
    layout = rng.choice(["under", "under", "before", "columns"])
    letter = rng.random() < 0.4  # the tax letter after each amount
    tag = " A" if letter else ""
    widths = [18, 5, 8, 9] if tape.cols >= 40 else [13, 4, 7, 8]
    if not tape.mono:
        widths = [19, 5, 8, 9]
    if layout == "columns":
        tape.cells(["Pavadinimas", "Kiek." if widths[1] > 4 else "Kt.", "Kaina", "Suma"], widths, "b")
        tape.rule("-")
    noted = set(rng.sample(range(len(doc.items) - takeaway), k=min(2, rng.randint(0, 2))))
    for i, (item, price) in enumerate(zip(doc.items, prices, strict=True)):
        if takeaway and i == len(doc.items) - takeaway:
            tape.text(rng.choice(["--- Išsinešimui ---", "IŠSINEŠIMUI:", "* Išsinešti *"]), "b")
        count = f"{item.quantity:f}"
        if layout == "under":
            tape.lr(item.name, m(item.total) + tag)
            if item.quantity != 1:
                tape.text(f"   {count} x {m(price)}")
        elif layout == "before":
            tape.lr(f"{count} x {item.name}", m(item.total) + tag)
        else:
            row = [count, m(price), m(item.total) + tag]
            if len(item.name) < widths[0] - 1:
                tape.cells([item.name, *row], widths)
            else:
                tape.text(item.name)
                tape.cells(["", *row], widths)
        if i in noted:
            drink = any(word in item.name for word in DRINKS)
            tape.text(f"   {rng.choice(DRINK_NOTES if drink else NOTES)}")
    tape.rule("-")

    # --- totals
    gross = doc.gross
    if rng.random() < 0.35:
        kv("Tarpinė suma", m(gross))
    total_label = rng.choice(["IŠ VISO", "Iš viso", "MOKĖTI", "Iš viso mokėti"])
    if tape.mono:
        room = int(tape.cols / tape.scale)
        shown = m(gross)
        if eur == " EUR" and len(total_label) + len(shown) + 5 <= room:
            total_label += " EUR"
        if len(total_label) + len(shown) + 1 > room:
            total_label = "IŠ VISO" if len(shown) + 8 <= room else "VISO"
        tape.big(total_label.ljust(room - len(shown)) + shown)
    else:
        tape.lr(
            total_label + (" EUR" if eur == " EUR" else ""),
            m(gross) + (" €" if eur == " €" else ""),
            "b big2",
        )

    pay_card = rng.random() < 0.7
    tip = Decimal(0)
    if pay_card:
        slip = card(rng)
        if rng.random() < 0.5:
            tip = Decimal(rng.choice(["1.00", "2.00", "3.00", "5.00", "1.50", "2.50"]))
            if gross > 40:
                tip += Decimal(rng.choice([2, 3, 5]))
        if tip:
            kv("Arbatpinigiai", m(tip) + eur)
            if rng.random() < 0.5:
                kv("Iš viso su arbatpinigiais", m(gross + tip) + eur)
        kv(rng.choice(["Mokėta kortele", "Mokėjimo kortelė", "Kortele"]), m(gross + tip) + eur)
        tape.text(f"{slip.scheme} {slip.masked(rng.randint(0, 2))}")
        if rng.random() < 0.6:
            tape.text(f"Autorizacijos kodas: {slip.auth}")
    else:
        pay = round5(gross)
        if pay != gross:
            diff = pay - gross
            kv("Apvalinimas", ("+" if diff > 0 else "") + m(diff))
            kv("Mokėti grynais", m(pay) + eur)
        cash = tendered(pay, rng)
        kv(rng.choice(["Grynais", "Grynieji pinigai", "Mokėta grynaisiais"]), m(cash) + eur)
        kv("Grąža", m(cash - pay) + eur)
    tape.rule("-")

    # --- the PVM block (one rate: 21 %)
    vat_style = rng.choice(["table", "line", "separate"])
    pct = rng.choice(["21 %", "21%", "21,00 %"])
    rate_name = f"A {pct}" if letter else pct
    if vat_style == "table":
        head = ["PVM", "Be PVM", "PVM", "Su PVM"]
        vw = _widths(tape.cols, max(len(rate_name), 6) + 1)
        tape.cells(head, vw, "b")
        tape.cells([rate_name, m(doc.net), m(doc.vat), m(gross)], vw)
    elif vat_style == "line":
        vw = _widths(tape.cols, len(f"PVM {rate_name}") + 1)
        if rng.random() < 0.5:
            tape.cells(["", "Be PVM", "PVM", "Su PVM"], vw)
        tape.cells([f"PVM {rate_name}", m(doc.net), m(doc.vat), m(gross)], vw)
    else:
        kv("Suma be PVM", m(doc.net))
        kv(f"PVM {rate_name}", m(doc.vat))
        if rng.random() < 0.5:
            kv("Suma su PVM", m(gross))
    if tip and rng.random() < 0.6:
        tape.text("Arbatpinigiai į kvito sumą neįtraukti", align="c")
    tape.rule("-")

    # --- the foot
    if not head_number:
        kv(number_label, doc.number)
        tape.lr(date_text, closed)
    tape.text(
        f"{rng.choice(['KA Nr.', 'Kasos aparato Nr.', 'Unikalus KA Nr.'])} {rng.choice('ABEKS')}"
        f"{rng.choice('ABEKS')}{rng.randint(100000, 999999)}"
    )
    if pay_card and rng.random() < 0.5:
        tape.text(f"Terminalas {slip.terminal}  RRN {slip.rrn}")
    if rng.random() < 0.45:
        rows = 7 if tape.cols >= 38 else 8
        tape.block(qr_svg(rng, rows * tape.line_mm * 0.95), rows)
    if rng.random() < 0.6:
        tape.text(f"Kvito kodas: {''.join(rng.choice('0123456789ABCDEF') for _ in range(16))}", align="c")
    if rng.random() < 0.4:
        tape.text(f"Wi-Fi: {trading.split()[0]}_Guest  slapt. {rng.randint(10000000, 99999999)}", align="c")
    tape.blank()
    tape.text(
        rng.choice(["Ačiū, kad lankėtės!", "AČIŪ, LAUKIAME SUGRĮŽTANT", "Skanaus! Iki kito karto!"]),
        "b",
        align="c",
    )
    if rng.random() < 0.35:
        tape.text("Pasidalinkite atsiliepimu – nuskenuokite kodą staliuke", align="c")
    truth = receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=True, vat=True)
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
