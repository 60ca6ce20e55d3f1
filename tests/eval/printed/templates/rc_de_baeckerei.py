"""A German bakery-café's till receipt (Kassenbon) as a bakery POS prints it on an 80 mm (or 58 mm) roll
under the Kassensicherungsverordnung: a drawn pretzel beside the shop's name, the name in large letters or
in a frame, the company ("Bäckerei … GmbH" or "… e.K." with "Inh." and the owner), its address, the
branch's own address on some ("Filiale …", the company's then at the foot), "St.-Nr." and/or "USt-IdNr.
DE…"; "Außer Haus" or the table; the lines with the tax letter (A and B, which of 7 % and 19 % is A varying
by till), the quantity × price above, below or before the name; takeaway bread and cakes at 7 %, drinks,
goods and what is eaten in ("im Haus") at 19 %; "Summe EUR" in large glyphs, "Gegeben Bar" and
"Rückgeld" or "EC-Karte" with the girocard terminal's slip; the VAT part as a "MwSt Netto Steuer Brutto"
table, as net and tax lines per rate, or as "enth. MwSt" lines; "Bon-Nr.", "Kasse", "Bediener", the date
(dd.mm.yyyy or dd.mm.yy) and time; the TSE block (Seriennummer, Signaturzähler, Transaktion, Start/Ende
timestamps in UTC, a long base64 signature; a QR code on some) and "Vielen Dank für Ihren Einkauf!".

The seller is the company; its address is the company's (the branch's address is printed apart)."""

from __future__ import annotations

import base64
import hashlib
import random
from datetime import datetime, timedelta
from decimal import Decimal
from html import escape

from stdnum.de import vat as de_vat

from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, Item, draw
from tests.eval.printed.fmt import amount
from tests.eval.printed.templates.rc_common import MONO_FONTS, receipt_truth, settle, tendered
from tests.eval.printed.templates.rc_ee_lt_gb_common import qr_svg
from tests.eval.printed.templates.rc_round4_common import ColTape, logo

# (name as the till prints it, unit, rate, net price range): bread and cakes sold to take away at 7 %,
# drinks, coffee beans, bags and what is eaten in at 19 %
CATALOGUE = [
    ("Kaiserbrötchen", "Stk.", 7, (0.33, 0.48)),
    ("Mehrkornbrötchen", "Stk.", 7, (0.55, 0.75)),
    ("Laugenbrezel", "Stk.", 7, (0.75, 1.05)),
    ("Roggenmischbrot 1000g", "Stk.", 7, (3.6, 4.6)),
    ("Dinkelvollkornbrot 750g", "Stk.", 7, (4.2, 5.4)),
    ("Bauernbrot halb", "Stk.", 7, (2.2, 2.9)),
    ("Baguette", "Stk.", 7, (1.5, 2.1)),
    ("Buttercroissant", "Stk.", 7, (1.1, 1.5)),
    ("Schoko-Croissant", "Stk.", 7, (1.3, 1.7)),
    ("Butterkuchen", "Stk.", 7, (1.6, 2.2)),
    ("Bienenstich", "Stk.", 7, (2.4, 3.2)),
    ("Käsekuchen Stück", "Stk.", 7, (2.5, 3.2)),
    ("Apfelstreusel", "Stk.", 7, (2.2, 2.9)),
    ("Berliner", "Stk.", 7, (1.1, 1.5)),
    ("Franzbrötchen", "Stk.", 7, (1.5, 2.0)),
    ("Belegtes Brötchen Käse", "Stk.", 7, (2.6, 3.4)),
    ("Laugenstange Schinken-Käse", "Stk.", 7, (2.9, 3.7)),
    ("Streuselschnecke", "Stk.", 7, (1.4, 1.9)),
    ("Kaffee Crema", "Stk.", 19, (2.0, 2.6)),
    ("Cappuccino groß", "Stk.", 19, (2.8, 3.5)),
    ("Milchkaffee", "Stk.", 19, (2.6, 3.3)),
    ("Espresso", "Stk.", 19, (1.6, 2.1)),
    ("Kaffee to go 0,3l", "Stk.", 19, (2.1, 2.7)),
    ("Mineralwasser 0,5l", "Stk.", 19, (1.3, 1.8)),
    ("Apfelschorle 0,5l", "Stk.", 19, (1.6, 2.1)),
    ("Orangensaft 0,2l", "Stk.", 19, (1.8, 2.4)),
    ("Kaffee gemahlen 500g", "Stk.", 19, (6.5, 8.9)),
    ("Papiertragetasche", "Stk.", 19, (0.08, 0.17)),
    ("Frühstück Klassik IH", "Stk.", 19, (5.9, 7.9)),
    ("Kuchen Stück im Haus", "Stk.", 19, (2.6, 3.4)),
    ("Croissant im Haus", "Stk.", 19, (1.2, 1.6)),
]
# bought by the bag: a few at a time
SMALL = ("brötchen", "Brezel", "Berliner")
SURNAMES = [
    "Hoffmann",
    "Krüger",
    "Sommer",
    "Brandt",
    "Lindner",
    "Vogt",
    "Reinhold",
    "Wendt",
    "Albers",
    "Engel",
]
FIRST_NAMES = ["Martin", "Sabine", "Thomas", "Jürgen", "Katrin", "Stefan", "Ute", "Matthias"]
# (street, postcode, city)
PLACES = [
    ("Marktplatz", "72070", "Tübingen"),
    ("Bahnhofstraße", "35037", "Marburg"),
    ("Lange Straße", "26122", "Oldenburg"),
    ("Hauptstraße", "69117", "Heidelberg"),
    ("Kirchgasse", "65183", "Wiesbaden"),
    ("Schillerstraße", "99423", "Weimar"),
    ("Breite Straße", "23552", "Lübeck"),
    ("Königstraße", "70173", "Stuttgart"),
    ("Rosenthaler Straße", "10119", "Berlin"),
    ("Sendlinger Straße", "80331", "München"),
    ("Ehrenstraße", "50672", "Köln"),
    ("Ludgeristraße", "48143", "Münster"),
    ("Wilhelmstraße", "79098", "Freiburg im Breisgau"),
]
BRANCH_STREETS = [
    "Bahnhofsplatz",
    "Am Rathaus",
    "Gartenstraße",
    "Friedrichstraße",
    "Mühlenweg",
    "Lindenallee",
]
STAFF = ["Sabine", "Anja", "Melanie", "Tobias", "Jana K.", "Frau Weber", "Lisa", "Bed. 3"]
SANS = ["'Roboto Condensed'", "'Liberation Sans Narrow'", "'DejaVu Sans Condensed', 'DejaVu Sans'", "Lato"]
PRETZEL = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 44" width="{w:.1f}mm" height="{h:.1f}mm">'
    '<path d="M22 38 C4 36 2 8 20 8 C30 8 34 22 40 26 C46 22 50 8 60 8 C78 8 76 36 58 38 '
    'M26 38 L52 14 M54 38 L28 14" fill="none" stroke="#111" stroke-width="5" stroke-linecap="round"/></svg>'
)


def _vat_code(rng: random.Random) -> str:
    """A USt-IdNr.: "DE" and nine digits, the last a check digit."""
    while True:
        code = "DE" + str(rng.randint(1, 3)) + "".join(rng.choice("0123456789") for _ in range(8))
        if de_vat.is_valid(code):
            return code


def _tax_number(rng: random.Random) -> str:
    """A Steuernummer in one of the Länder's printed forms."""
    return rng.choice(
        [
            f"{rng.randint(100, 199)}/{rng.randint(100, 999)}/{rng.randint(10000, 99999)}",
            f"{rng.randint(10, 37)}/{rng.randint(100, 999)}/{rng.randint(10000, 99999)}",
            f"{rng.randint(300, 399)}/{rng.randint(1000, 9999)}/{rng.randint(1000, 9999)}",
        ]
    )


def _quantities(items: list[Item], rng: random.Random) -> None:
    for item in items:
        if any(word in item.name for word in SMALL):
            item.quantity = Decimal(rng.choice([1, 2, 2, 3, 4, 4, 5, 6, 8, 10]))
        else:
            item.quantity = Decimal(rng.choice([1, 1, 1, 1, 2, 2, 3]))


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_de_baeckerei-{seed}")
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(2, 8), catalogue=CATALOGUE)
    if all(item.vat_percent == 19 for item in doc.items):  # a bakery's basket has bread in it
        doc.items.append(Item("Laugenbrezel", "Stk.", Decimal(1), Decimal("0.85"), Decimal(7)))
    _quantities(doc.items, rng)
    prices = settle(doc)

    surname = rng.choice(SURNAMES)
    owner = f"{rng.choice(FIRST_NAMES)} {surname}"
    form = rng.choice(["GmbH", "GmbH", "e.K."])
    name = rng.choice(
        [
            f"Bäckerei {surname} {form}",
            f"Bäckerei & Konditorei {surname} {form}",
            f"Backstube {surname} {form}",
        ]
    )
    brand = rng.choice(
        [f"Bäckerei {surname}", f"{surname}s Backstube", f"Café {surname}", f"BACKHAUS {surname.upper()}"]
    )
    street, postcode, city = rng.choice(PLACES)
    vat = _vat_code(rng)
    ids = rng.choice(["both", "both", "stnr", "ustid"])
    seller = Foreign(
        name=name,
        code=None,
        vat_code=vat if ids != "stnr" else None,
        street=f"{street} {rng.randint(1, 60)}{rng.choice(['', '', '', 'a'])}",
        city=city,
        postcode=postcode,
        country="DE",
    )
    doc.seller = seller
    tax_no = _tax_number(rng)

    style = "lt-plain"
    mono = rng.random() < 0.65
    if mono:
        paper = rng.choice([80, 80, 58])
        cols = rng.choice([32] if paper == 58 else [42, 42, 48])
        tape = ColTape(paper=paper, cols=cols, font=rng.choice(MONO_FONTS))
    else:
        tape = ColTape(paper=80, mono=False, font=rng.choice(SANS), size_pt=rng.choice([8.5, 9.0]), em=0.62)

    def m(value: Decimal) -> str:
        return amount(value, style)

    a_is_7 = rng.random() < 0.5
    letters = {Decimal(7): "A" if a_is_7 else "B", Decimal(19): "B" if a_is_7 else "A"}
    pct_style = rng.choice(["{}%", "{},0%", "{},00 %", "{} %"])
    rates = dict(sorted(doc.rates().items(), key=lambda kv: letters[kv[0]]))

    def pct(r: Decimal) -> str:
        return pct_style.format(f"{r.normalize():f}")

    branch = rng.random() < 0.35  # the branch's address at the head, the company's at the foot

    def ids_block() -> None:
        if ids in ("both", "stnr"):
            tape.text(f"{rng.choice(['St.-Nr.', 'Steuer-Nr.', 'StNr.:'])} {tax_no}", align="c")
        if ids in ("both", "ustid"):
            tape.text(f"{rng.choice(['USt-IdNr.', 'USt-IdNr.:', 'USt.-ID'])} {vat}", align="c")

    def company_block() -> None:
        tape.text(seller.name, align="c")
        if form == "e.K.":
            tape.text(f"Inh. {owner}", align="c")
        tape.text(seller.street, align="c")
        tape.text(f"{seller.postcode} {seller.city}", align="c")

    # --- head
    head = rng.choice(["pretzel", "big", "frame"])
    if head == "pretzel":
        size = min(4.2, (tape.paper - 26) / (0.62 * len(brand)))
        svg = PRETZEL.format(w=14.0, h=7.7)
        logo(
            tape,
            svg,
            brand,
            4 if tape.cols > 34 else 5,
            side=tape.paper > 60,
            font="'DejaVu Serif'",
            size=size,
        )
    elif head == "big":
        tape.big(brand)
    else:
        size = min(1.4 * tape.line_mm, (tape.paper - 16) / (0.68 * len(brand)))
        tape.block(
            '<div style="border:0.5mm solid #111;border-radius:2mm;padding:0.4mm 3mm;'
            "font-family:'DejaVu Serif';font-style:italic;font-weight:bold;white-space:nowrap;"
            f'font-size:{size:.2f}mm">{escape(brand)}</div>',
            3,
        )
    if branch:
        tape.text(f"Filiale {rng.choice(BRANCH_STREETS)} {rng.randint(1, 40)}", align="c")
        tape.text(f"{seller.postcode} {seller.city}", align="c")
    else:
        company_block()
    if rng.random() < 0.6:
        tape.text(f"Tel. 0{rng.randint(30, 9999)} {rng.randint(10000, 999999)}", align="c")
    ids_head = not branch and rng.random() < 0.6
    if ids_head:
        ids_block()
    tape.rule("=")

    when_fmt = rng.choice(["%d.%m.%Y", "%d.%m.%Y", "%d.%m.%y"])
    sold = datetime.combine(doc.issued, datetime.min.time()) + timedelta(
        hours=rng.randint(6, 17), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59)
    )
    time = sold.strftime(rng.choice(["%H:%M", "%H:%M:%S"]))
    till = f"Kasse {rng.randint(1, 4)}"
    staff = rng.choice(STAFF)
    number_label = rng.choice(["Bon-Nr.", "Bon-Nr.:", "Bon", "Beleg-Nr."])
    head_number = rng.random() < 0.5
    if head_number:
        tape.lr(f"{number_label} {doc.number}", till)
        tape.lr(f"{sold:{when_fmt}} {time}", f"Bediener: {staff}")
        tape.rule("-")
    eat_in = any("IH" in i.name or "im Haus" in i.name for i in doc.items)
    if eat_in and rng.random() < 0.6:
        tape.text(f"Tisch {rng.randint(1, 12)}", "b")
    elif rng.random() < 0.5:
        tape.text(rng.choice(["Außer Haus", "AUSSER-HAUS-VERKAUF", "Außer-Haus"]), "b")

    # --- the lines
    layout = rng.choice(["above", "below", "front"])
    times = rng.choice([" x ", "x ", " "])
    for item, price in zip(doc.items, prices, strict=True):
        letter = letters[item.vat_percent]
        right = f"{m(item.total)} {letter}"
        count = f"{item.quantity:f}"
        if layout == "front":
            first = f"{count}{times}{item.name}"
            widths = [tape.cols - 18, 8, 10] if tape.mono else [26, 8, 10]
            if tape.mono and len(first) >= widths[0]:
                tape.text(first)
                tape.cells(["", m(price), right], widths)
            else:
                tape.cells([first, m(price), right], widths)
            continue
        each = f"{count} x {m(price)}" if item.quantity != 1 else ""
        if each and layout == "above":
            tape.text(f"  {each}")
        tape.lr(item.name, right)
        if each and layout == "below":
            tape.text(f"    {count} Stk x {m(price)}")
    tape.rule("-")
    if rng.random() < 0.4:
        tape.lr("Posten", str(int(sum(i.quantity for i in doc.items))))

    # --- total and payment
    gross = doc.gross
    total = m(gross)
    label = rng.choice(["Summe EUR", "SUMME EUR", "Summe", "Zu zahlen EUR"])
    if tape.mono:
        room = int(tape.cols / tape.scale)
        if len(label) + len(total) + 1 > room:
            label = "SUMME"
        tape.big(label.ljust(room - len(total)) + total)
    else:
        tape.lr(label, total, "b big2")
    pay_card = rng.random() < 0.55
    if pay_card:
        tape.lr(rng.choice(["EC-Karte", "Girocard", "Kartenzahlung", "EC-Cash"]), total)
    else:
        cash = tendered(gross, rng)
        tape.lr(rng.choice(["Gegeben Bar", "Bar", "Gegeben"]), m(cash))
        tape.lr(rng.choice(["Rückgeld", "Zurück", "Rückgeld Bar"]), m(cash - gross))
    tape.rule("-")

    # --- VAT part
    vat_style = rng.choice(["table", "table", "lines", "enth"])
    sum_row = len(rates) > 1 and rng.random() < 0.55
    if vat_style == "table":
        heads = rng.choice(
            [
                ["MwSt", "Netto", "Steuer", "Brutto"],
                ["Satz", "Netto", "MwSt", "Brutto"],
                ["MwSt%", "Netto", "MwSt", "Umsatz"],
            ]
        )
        rate_col = 11 if tape.cols >= 40 or not tape.mono else 9
        rest = (tape.cols if tape.mono else 42) - rate_col
        widths = [rate_col, rest // 3, rest // 3, rest - 2 * (rest // 3)]
        tape.cells(heads, widths, "b")
        for r, (base, tax) in rates.items():
            tape.cells([f"{letters[r]} {pct(r)}", m(base), m(tax), m(base + tax)], widths)
        if sum_row:
            tape.cells([rng.choice(["Summe", "Gesamt"]), m(doc.net), m(doc.vat), total], widths)
    elif vat_style == "lines":
        for r, (base, tax) in rates.items():
            tape.lr(f"Netto {letters[r]} {pct(r)}", m(base))
            tape.lr(f"MwSt  {letters[r]} {pct(r)}", m(tax))
        if sum_row:
            tape.lr("Summe Netto", m(doc.net))
            tape.lr("Summe MwSt", m(doc.vat))
    else:
        for r, (base, tax) in rates.items():
            tape.lr(f"{letters[r]}: enth. MwSt {pct(r)} v. {m(base + tax)} EUR", m(tax))
        if sum_row:
            tape.lr("MwSt gesamt", m(doc.vat))
    tape.rule("-")

    # --- the card terminal's slip
    if pay_card:
        scheme = rng.choice(["girocard", "girocard", "VISA", "Mastercard", "V PAY"])
        tape.text("Kartenzahlung", "b", align="c")
        tape.text(scheme, align="c")
        pairs = [
            (f"Terminal-ID {rng.randint(52000000, 69999999)}", f"TA-Nr. {rng.randint(1, 999999):06d}"),
            (f"BNr. {rng.randint(1, 9999):04d}", f"Folgenr. {rng.randint(1, 99):02d}"),
        ]
        for left, right in pairs:
            if len(left) + len(right) + 2 <= tape.cols:
                tape.lr(left, right)
            else:
                tape.text(left)
                tape.text(right)
        mask = rng.choice(["############", "xxxx xxxx xxxx ", "************"])
        tape.text(f"Karte {mask}{rng.randint(1000, 9999)}")
        tape.lr("Betrag EUR", total)
        tape.text(rng.choice(["Kontaktlos", "PIN-Eingabe", "kontaktlos / NFC"]))
        tape.text(rng.choice(["Zahlung erfolgt", "ZAHLUNG ERFOLGT"]), "b", align="c")
        tape.rule("-")

    if not head_number:
        tape.lr(f"{number_label} {doc.number}", till)
        tape.lr(f"{sold:{when_fmt}}", time)
        tape.text(f"Es bediente Sie: {staff}")
        tape.rule("-")
    if branch:
        company_block()
    if not ids_head:
        ids_block()
    if branch or not ids_head:
        tape.rule("-")

    # --- the TSE block
    utc = rng.random() < 0.7  # the TSE's own UTC time, or the till's local time
    end = sold - timedelta(hours=1) if utc else sold
    start = end - timedelta(seconds=rng.randint(8, 140))
    stamp = "%Y-%m-%dT%H:%M:%S.000Z" if utc else rng.choice(["%Y-%m-%dT%H:%M:%S", "%d.%m.%Y %H:%M:%S"])
    serial = hashlib.sha256(f"tse-{seed}".encode()).hexdigest()
    signature = base64.b64encode(bytes(rng.randrange(256) for _ in range(64))).decode()
    counter = rng.randint(1000, 900000)
    transaction = rng.randint(500, counter // 2 + 500)
    tape.text(rng.choice(["TSE-Daten", "KassenSichV / TSE", "Technische Sicherheitseinrichtung"]), "b")
    tse = rng.choice(["long", "short"])
    tape.text(f"{rng.choice(['TSE-Transaktion:', 'Transaktionsnr.:', 'TSE-TA-Nr.:'])} {transaction}")
    tape.text(f"{rng.choice(['TSE-Signaturzähler:', 'Sig.-Zähler:', 'Signaturzähler:'])} {counter}")
    tape.text(f"{rng.choice(['TSE-Start:', 'Start:', 'Beginn:'])} {start.strftime(stamp)}")
    tape.text(f"{rng.choice(['TSE-Ende:', 'Ende:', 'TSE-Stop:'])} {end.strftime(stamp)}")
    tape.text("TSE-Seriennummer:")
    tape.text(serial)
    tape.text("TSE-Signatur:")
    tape.text(signature)
    if tse == "long":
        if utc:
            tape.text("TSE-Zeitformat: utcTime")
        tape.text("TSE-Hashalgorithmus: ecdsa-plain-SHA256")
        tape.text(f"Kassen-Seriennummer: {rng.choice(['K', 'POS', 'BK'])}{rng.randint(100000, 999999)}")
    if rng.random() < 0.45:
        rows = 8 if tape.cols < 38 else 7
        tape.block(qr_svg(rng, rows * tape.line_mm * 0.95), rows)
    tape.rule("-")

    # --- the foot
    tape.text(
        rng.choice(["Vielen Dank für Ihren Einkauf!", "Danke für Ihren Besuch!", "VIELEN DANK - BIS BALD!"]),
        "b",
        align="c",
    )
    if rng.random() < 0.5:
        tape.text(rng.choice(["Mo-Fr 6:00-18:30, Sa 6:30-13:00", "Täglich frisch gebacken"]), align="c")
    if rng.random() < 0.4:
        tape.text("Alle Preise in EUR inkl. MwSt.", align="c")
    truth = receipt_truth(
        doc,
        ("prekes_pavadinimas", "quantity", "total"),
        number=True,
        net=vat_style != "enth" and (sum_row or len(rates) == 1),
        vat=sum_row,
    )
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
