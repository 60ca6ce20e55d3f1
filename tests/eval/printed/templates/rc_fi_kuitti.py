"""A Finnish neighbourhood shop's till receipt (kuitti) as a grocery chain's POS prints it on an 80 mm or
57 mm roll: the shop's name in large letters over the trading company ("… Oy") with its "Y-tunnus
1234567-8" (and on some the "ALV-nro FI…"), the address with its five-digit postcode, "puh." and the
opening hours; the lines in capitals (or as written) with the amount at the right and "2 KPL  1,29 €/KPL"
or "0,654 KG  1,89 €/KG" under the name; "YHTEENSÄ" in large glyphs, "Korttimaksu" with the card
terminal's slip ("OSTO", "Arkistointitunnus") or "Käteinen" with the five-cent "Pyöristys" and
"Takaisin"; the "ALV-erittely" table (ALV% | Veroton | Vero | Verollinen) at 25,5 %, 14 % and 10 %, with a
"Yhteensä" row on some; "Kuitti nro", the till and the time ("klo 14.22") with the date dd.mm.yyyy at
the head or the foot; the bonus card and "KIITOS KÄYNNISTÄ!".

The receipts bear 2025 dates: the rates are those from 1.1.2025 (food at 14 %, the press at 10 %)."""

from __future__ import annotations

import random
from decimal import ROUND_HALF_UP, Decimal

from stdnum.fi import ytunnus

from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, draw
from tests.eval.printed.fmt import amount
from tests.eval.printed.templates.rc_common import (
    MONO_FONTS,
    Tape,
    clock,
    receipt_truth,
    settle,
    shop_quantities,
    tendered,
)

# the drawn rate 25 stands for the general 25,5 %
RATES = {25: Decimal("25.5"), 14: Decimal(14), 10: Decimal(10)}
# food (and books) at 14 %, the press at 10 %, household goods, alcohol and sweets' bags at 25,5 %
CATALOGUE = [
    ("Ruisleipä 500 g", "kpl", 14, (1.4, 2.4)),
    ("Karjalanpiirakka 6 kpl", "kpl", 14, (1.8, 2.9)),
    ("Paahtoleipä 450 g", "kpl", 14, (1.1, 1.9)),
    ("Kevytmaito 1 l", "kpl", 14, (0.9, 1.3)),
    ("Rasvaton maito 1 l", "kpl", 14, (0.8, 1.2)),
    ("Piimä 1 l", "kpl", 14, (0.9, 1.4)),
    ("Maustamaton jogurtti 1 kg", "kpl", 14, (1.6, 2.6)),
    ("Voi normaalisuolainen 500 g", "kpl", 14, (3.8, 5.6)),
    ("Edam-juusto 400 g", "kpl", 14, (3.4, 5.2)),
    ("Kananmunat M 10 kpl", "kpl", 14, (2.2, 3.4)),
    ("Naudan jauheliha 10 % 400 g", "kpl", 14, (3.9, 5.9)),
    ("Broilerin fileesuikale 300 g", "kpl", 14, (3.2, 4.8)),
    ("Lohifilee", "kg", 14, (15.0, 22.0)),
    ("Banaani", "kg", 14, (1.3, 1.9)),
    ("Omena Granny Smith", "kg", 14, (1.9, 3.2)),
    ("Peruna kiinteä", "kg", 14, (0.6, 1.2)),
    ("Kurkku", "kg", 14, (2.0, 3.6)),
    ("Kaurahiutale 1 kg", "kpl", 14, (1.2, 2.2)),
    ("Suodatinkahvi 500 g", "kpl", 14, (5.5, 8.9)),
    ("Appelsiinitäysmehu 1 l", "kpl", 14, (1.8, 2.9)),
    ("Kivennäisvesi 1,5 l", "kpl", 14, (0.7, 1.3)),
    ("Salmiakkipussi 250 g", "kpl", 14, (2.2, 3.4)),
    ("Keittokirja Arjen ruokaa", "kpl", 14, (18.0, 29.0)),
    ("Talouspaperi 4 rll", "kpl", 25, (2.4, 4.2)),
    ("Astianpesuaine 500 ml", "kpl", 25, (1.6, 3.2)),
    ("Hammastahna 75 ml", "kpl", 25, (1.5, 3.4)),
    ("Paristo AA 4 kpl", "kpl", 25, (3.5, 6.9)),
    ("Kynttilä 4 kpl", "kpl", 25, (2.0, 4.0)),
    ("Keskiolut 0,33 l", "kpl", 25, (1.3, 2.2)),
    ("Muovikassi", "kpl", 25, (0.2, 0.4)),
    ("Päivän lehti", "kpl", 10, (2.8, 3.6)),
    ("Aikakauslehti Puutarha", "kpl", 10, (7.5, 10.5)),
    ("Ristikkolehti", "kpl", 10, (4.2, 6.2)),
]
# brand on the tape, the company behind it
SHOPS = [
    ("LÄHIKAUPPA KOIVU", "Koivun Lähikauppa Oy"),
    ("PUOTI MÄNTY", "Kauppahuone Mänty Oy"),
    ("MARKET SAIMAA", "Saimaan Market Oy"),
    ("KYLÄKAUPPA AHO", "Ahon Kyläkauppa Ky"),
    ("SALE TORIKULMA", "Torikulman Kauppa Oy"),
    ("MINIMARKET KALLIO", "Kallion Minimarket Oy"),
    ("RUOKAPUOTI HILLA", "Hillan Ruokapuoti Oy"),
]
# (street, postcode, city)
PLACES = [
    ("Hämeentie", "00530", "Helsinki"),
    ("Fleminginkatu", "00510", "Helsinki"),
    ("Mannerheimintie", "00250", "Helsinki"),
    ("Itäkatu", "00930", "Helsinki"),
    ("Leppävaarankatu", "02600", "Espoo"),
    ("Hämeenkatu", "33100", "Tampere"),
    ("Aurakatu", "20100", "Turku"),
    ("Isokatu", "90100", "Oulu"),
    ("Kauppakatu", "40100", "Jyväskylä"),
    ("Puijonkatu", "70100", "Kuopio"),
    ("Rantakatu", "15100", "Lahti"),
]
CASHIERS = ["Aino", "Mikko", "Sanna", "Juha K.", "Laura", "Tiina", "Ville", "Heli"]
CARDS = ["Visa Debit", "VISA", "Mastercard", "Debit Mastercard", "Visa Electron"]
AIDS = {
    "Visa Debit": "A0000000031010",
    "VISA": "A0000000031010",
    "Visa Electron": "A0000000032010",
    "Mastercard": "A0000000041010",
    "Debit Mastercard": "A0000000041010",
}
CONDENSED = ["'Liberation Sans Narrow'", "'Roboto Condensed'", "'DejaVu Sans Condensed', 'DejaVu Sans'"]


def y_tunnus(rng: random.Random) -> str:
    """A business ID: seven digits, a dash and the check digit (weights 7 9 10 5 8 4 2, modulo 11)."""
    while True:
        body = str(rng.randint(1, 3)) + "".join(rng.choice("0123456789") for _ in range(6))
        rest = sum(int(d) * w for d, w in zip(body, (7, 9, 10, 5, 8, 4, 2), strict=True)) % 11
        if rest == 1:
            continue
        code = f"{body}-{0 if rest == 0 else 11 - rest}"
        assert ytunnus.is_valid(code), code
        return code


def _cash_rounded(total: Decimal) -> Decimal:
    """A cash payment in Finland: the total rounded to five cents."""
    return (total / Decimal("0.05")).quantize(Decimal(1), rounding=ROUND_HALF_UP) * Decimal("0.05")


def _percent(value: Decimal, style: str) -> str:
    return {"plain": "{} %", "tight": "{}%", "two": "{} %"}[style].format(
        amount(value, "lt-plain", 2) if style == "two" else f"{value.normalize():f}".replace(".", ",")
    )


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_fi_kuitti-{seed}")
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(2, 11), catalogue=CATALOGUE)
    # the rates of 2025 (food's fell to 13,5 % in 2026)
    doc.issued = doc.issued.replace(year=2025)
    for item in doc.items:
        item.vat_percent = RATES[int(item.vat_percent)]
    shop_quantities(doc, rng)
    capitals = rng.random() < 0.6
    if capitals:
        for item in doc.items:
            item.name = item.name.upper()
    prices = settle(doc)
    brand, company = rng.choice(SHOPS)
    street, postcode, city = rng.choice(PLACES)
    business_id = y_tunnus(rng)
    with_vat_no = rng.random() < 0.4
    upper_city = rng.random() < 0.5
    seller = Foreign(
        name=company,
        code=business_id,
        vat_code="FI" + business_id.replace("-", "") if with_vat_no else None,
        street=f"{street} {rng.randint(1, 90)}{rng.choice(['', '', '', ' A', ' B'])}",
        city=city.upper() if upper_city else city,
        postcode=postcode,
        country="FI",
    )
    doc.seller = seller
    style = "lt-plain"
    mono = rng.random() < 0.7
    if mono:
        paper = rng.choice([80, 80, 58])
        cols = rng.choice([32, 34] if paper == 58 else [40, 42, 44])
        tape = Tape(paper=paper, cols=cols, font=rng.choice(MONO_FONTS))
    else:
        tape = Tape(paper=80, mono=False, font=rng.choice(CONDENSED), size_pt=rng.choice([8.5, 9.0]), em=0.62)
    rates = doc.rates()
    euro = rng.random() < 0.5  # amounts with "€" after the total and unit prices
    percent_style = rng.choice(["plain", "tight", "two"])
    when = doc.issued.strftime("%d.%m.%Y")
    time = clock(rng)
    time = rng.choice([time, f"klo {time.replace(':', '.')}"])
    till = rng.randint(1, 6)
    number_label = rng.choice(["Kuitti nro", "Kuitti nro:", "KUITTI NRO", "Kuitti nro."])
    head_number = rng.random() < 0.45

    tape.big(brand)
    tape.text(seller.name, align="c")
    ids = f"Y-tunnus {seller.code}"
    if seller.vat_code:
        both = f"{ids}  ALV-nro {seller.vat_code}"
        if len(both) <= tape.cols and rng.random() < 0.5:
            tape.text(both, align="c")
        else:
            tape.text(ids, align="c")
            tape.text(f"ALV-nro {seller.vat_code}", align="c")
    else:
        tape.text(ids, align="c")
    if rng.random() < 0.5:
        tape.text(seller.address, align="c")
    else:
        tape.text(seller.street, align="c")
        tape.text(f"{seller.postcode} {seller.city}", align="c")
    if rng.random() < 0.6:
        tape.text(
            f"puh. 0{rng.choice([9, 10, 20, 40, 50])} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
            align="c",
        )
    if rng.random() < 0.4:
        weekdays = f"{rng.choice([7, 8])}-{rng.choice([21, 22])}"
        tape.text(f"Avoinna ma-la {weekdays}, su {rng.choice([10, 12])}-{rng.choice([18, 21])}", align="c")
    tape.rule("=")
    if head_number:
        tape.lr(f"{number_label} {doc.number}", f"Kassa {till}")
        tape.lr(when, time)
        tape.rule("-")
    unit_word = "KPL" if capitals else "kpl"
    kg_word = "KG" if capitals else "kg"
    for item, price in zip(doc.items, prices, strict=True):
        tape.lr(item.name, amount(item.total, style))
        per = " €" if euro else ""
        if item.unit == "kg":
            tape.text(f"  {amount(item.quantity, style, 3)} {kg_word}  {amount(price, style)}{per}/{kg_word}")
        elif item.quantity != 1:
            tape.text(f"  {item.quantity:f} {unit_word}  {amount(price, style)}{per}/{unit_word}")
    tape.rule("-")
    total = amount(doc.gross, style)
    shown_total = f"{total} €" if euro else total
    if rng.random() < 0.4:
        tape.lr(f"{len(doc.items)} {rng.choice(['tuotetta', 'riviä'])}", "")
    label = rng.choice(["YHTEENSÄ", "Yhteensä"] if euro else ["YHTEENSÄ", "YHTEENSÄ EUR", "Yhteensä"])
    if mono:  # a monospace till prints the total in larger glyphs: fewer of them fit the line
        room = int(tape.cols / 1.2)
        if len(label) + len(shown_total) + 1 > room:
            label = "YHTEENSÄ"
        tape.text(label.ljust(room - len(shown_total)) + shown_total, "b big2")
    else:
        tape.lr(label, shown_total, "b big2")
    tape.rule("-")
    card = rng.random() < 0.7
    if card:
        card_name = rng.choice(CARDS)
        tape.lr(rng.choice(["Korttimaksu", "KORTTIMAKSU", "Korttimaksu EUR"]), total)
        tape.blank()
        tape.text(card_name)
        tape.text(f"************{rng.randint(1000, 9999)}")
        tape.text(f"Sovellus: {AIDS[card_name]}")
        tape.text(rng.choice(["Lähimaksu", "Siru", "Lähimaksu", "PIN ohitettu"]))
        tape.text(f"Pääte {rng.randint(10000000, 99999999)}")
        tape.lr("OSTO", f"{total} EUR")
        tape.text(f"Arkistointitunnus: {rng.randint(100000, 999999)}{rng.randint(100000, 999999)}")
        tape.text(rng.choice(["Hyväksytty", "HYVÄKSYTTY", "Veloitetaan tililtä"]))
    else:
        pay = _cash_rounded(doc.gross)
        cash = tendered(pay, rng)
        if pay != doc.gross:
            diff = pay - doc.gross
            tape.lr("Pyöristys", ("+" if diff > 0 else "") + amount(diff, style))
            tape.lr("Maksettava", amount(pay, style))
        tape.lr(rng.choice(["Käteinen", "KÄTEINEN"]), amount(cash, style))
        tape.lr("Takaisin", amount(cash - pay, style))
    tape.rule("-")
    # the VAT table: the rate, the net, the tax and the gross of each rate, highest rate first on some
    if rng.random() < 0.6:
        tape.text("ALV-erittely", "b")
    if tape.mono:
        widths = {32: [7, 7, 7, 11], 34: [8, 7, 8, 11], 40: [9, 10, 9, 12], 42: [9, 10, 10, 13]}.get(
            tape.cols, [10, 11, 10, 13]
        )
    else:
        widths = [9, 10, 9, 12]
    tape.cells(["ALV%", "Veroton", "Vero", "Verollinen"], widths)
    order = sorted(rates.items(), reverse=rng.random() < 0.5)
    for r, (base, tax) in order:
        tape.cells(
            [_percent(r, percent_style), amount(base, style), amount(tax, style), amount(base + tax, style)],
            widths,
        )
    sum_row = len(rates) > 1 and rng.random() < 0.6
    if sum_row:
        tape.cells(["Yhteensä", amount(doc.net, style), amount(doc.vat, style), total], widths)
    tape.rule("-")
    if not head_number:
        tape.lr(f"{number_label} {doc.number}", f"Kassa {till}")
        tape.lr(when, time)
    if rng.random() < 0.6:
        tape.text(f"Myyjä: {rng.choice(CASHIERS)}")
    if rng.random() < 0.5:
        tape.text(f"Bonuskortti ************{rng.randint(1000, 9999)}")
        if rng.random() < 0.5:
            tape.lr("Bonukseen oikeuttavat ostot", total)
    tape.blank()
    tape.text(rng.choice(["KIITOS KÄYNNISTÄ!", "KIITOS KÄYNNISTÄ", "Kiitos käynnistä!"]), "b", align="c")
    if rng.random() < 0.5:
        tape.text(rng.choice(["Tervetuloa uudelleen", "Säilytä kuitti", "Tervetuloa uudelleen!"]), align="c")
    truth = receipt_truth(
        doc,
        ("prekes_pavadinimas", "quantity", "total"),
        number=True,
        net=sum_row or len(rates) == 1,
        vat=sum_row,
    )
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
