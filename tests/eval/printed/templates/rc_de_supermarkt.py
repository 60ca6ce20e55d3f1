"""A German supermarket's till receipt (Kassenbon) as a full-range grocer's till prints it on an 80 mm
roll: the market's name in large letters, the operator (an "e.K." merchant or a GmbH/oHG running the
market) with its address, telephone and "USt-IdNr."; the lines in the till's capitals with the tax letter
at the right ("A" 19 %, "B" 7 %), "2 Stk x 0,89" or "0,512 kg x 2,99 EUR/kg" under a line, "Pfand 0,25"
(or 0,08 / 0,15) after each bottle of a deposit drink, a "Rabatt" line on some; "SUMME EUR" in large glyphs,
"Geg. EC-Karte" (or "Geg. BAR" with "Rückgeld"), the "Steuer % | Netto | Steuer | Brutto" table (a "Gesamt"
row on some), the girocard terminal's slip on some, the TSE block (Transaktionsnummer, Signaturzähler,
Start/Ende, Seriennummer, a signature wrapped over lines), "Markt", "Kasse", "Bed." and "Bon-Nr." with the
date and time, and a bonus programme's points on some. Variants: a 42–48 column monospace till, or a
condensed sans POS print; the TSE block before or after the ids.

The seller is the market's operator; its address is the market's."""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from decimal import Decimal

from stdnum.eu import vat as eu_vat

from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, Item, draw
from tests.eval.printed.fmt import amount, day
from tests.eval.printed.templates.rc_common import receipt_truth, settle, shop_quantities, tendered
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import till

# (name, unit, rate, net price range): food at 7 %, drinks and everything else at 19 %
CATALOGUE = [
    ("BIO VOLLMILCH 3,8% 1L", "Stk", 7, (1.1, 1.4)),
    ("BUTTER DEUTSCHE MARKENB.", "Stk", 7, (1.9, 2.4)),
    ("GOUDA JUNG SCHEIBEN 400G", "Stk", 7, (2.6, 3.4)),
    ("JOGHURT NATUR 500G", "Stk", 7, (0.7, 1.1)),
    ("EIER FREILAND 10ER", "Stk", 7, (2.6, 3.4)),
    ("TOASTBROT WEIZEN 500G", "Stk", 7, (1.1, 1.6)),
    ("LAUGENBREZEL", "Stk", 7, (0.5, 0.8)),
    ("BANANEN", "kg", 7, (1.5, 2.0)),
    ("AEPFEL ELSTAR", "kg", 7, (2.2, 2.9)),
    ("TOMATEN RISPEN", "kg", 7, (2.5, 3.8)),
    ("KARTOFFELN FESTK. 2,5KG", "Stk", 7, (2.4, 3.2)),
    ("HAEHNCHENBRUSTFILET 600G", "Stk", 7, (6.0, 8.0)),
    ("SPAGHETTI 500G", "Stk", 7, (0.9, 1.5)),
    ("KAFFEE CREMA BOHNE 1KG", "Stk", 7, (11.0, 15.0)),
    ("SCHOKOLADE VOLLMILCH 100G", "Stk", 7, (0.9, 1.4)),
    ("MINERALWASSER MEDIUM 1,5L", "Stk", 19, (0.4, 0.6)),
    ("COLA ZERO 1,0L PET", "Stk", 19, (1.1, 1.5)),
    ("APFELSCHORLE 0,5L PET", "Stk", 19, (0.6, 0.9)),
    ("PILS 0,5L FLASCHE", "Stk", 19, (0.7, 0.95)),
    ("SPUELMITTEL ZITRONE 500ML", "Stk", 19, (0.8, 1.5)),
    ("TOILETTENPAPIER 3-LAG. 8ER", "Stk", 19, (3.0, 4.2)),
    ("ZAHNCREME 75ML", "Stk", 19, (0.9, 2.0)),
    ("TRAGETASCHE", "Stk", 19, (0.15, 0.25)),
]
# drink → its deposit (gross), a line after it
PFAND = {"MINERALWASSER": "0.25", "COLA": "0.25", "APFELSCHORLE": "0.25", "PILS": "0.08"}
# (market's name, operator, street, postcode, town)
MARKETS = [
    ("FRISCHMARKT WEBER", "Frischmarkt Weber e.K.", "Hauptstraße 41", "74072", "Heilbronn"),
    ("NAHKAUF SCHULTE", "Schulte Lebensmittel oHG", "Bahnhofstraße 12", "48143", "Münster"),
    ("MARKTPLATZ KRÜGER", "Krüger Handels GmbH", "Leipziger Straße 88", "04109", "Leipzig"),
    ("FRISCHE ECKE", "Frische Ecke Vertriebs GmbH", "Schönhauser Allee 120", "10437", "Berlin"),
    ("KAUFHAUS HUBER", "Lebensmittel Huber e.K.", "Rosenheimer Str. 5", "83022", "Rosenheim"),
    ("MARKT AM RING", "Markt am Ring GmbH & Co. KG", "Kaiser-Wilhelm-Ring 30", "50672", "Köln"),
]


def _de_vat(rng: random.Random) -> str:
    while True:
        code = "DE" + str(rng.randint(100000000, 999999999))
        if eu_vat.is_valid(code):
            return code


def _with_pfand(items: list[Item]) -> list[Item]:
    out = []
    for item in items:
        out.append(item)
        for key, fee in PFAND.items():
            if item.name.startswith(key):
                out.append(
                    Item(
                        f"PFAND {fee.replace('.', ',')}",
                        "Stk",
                        item.quantity,
                        Decimal(fee) / Decimal("1.19"),
                        Decimal(19),
                    )
                )
    return out


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_de_supermarkt-{seed}")
    doc = draw(
        seed,
        kind="receipt",
        buyer=False,
        series=False,
        seller_country="DE",
        lines=(2, 10),
        catalogue=CATALOGUE,
    )
    shop_quantities(doc, rng)
    drinks = list(doc.items)
    doc.items = _with_pfand(drinks)
    prices = settle(doc)
    if any(
        i.name.startswith("PFAND") and p != Decimal(i.name[6:].replace(",", "."))
        for i, p in zip(doc.items, prices, strict=True)
    ):
        # a deposit is its fixed sum a bottle: where the lines settled otherwise, the basket goes without it
        doc.items = drinks
        prices = settle(doc)

    brand, operator, street, postcode, city = rng.choice(MARKETS)
    seller = Foreign(operator, None, _de_vat(rng), street, city, postcode, "DE")
    doc.seller = seller
    tape = till(rng, mono=0.7, papers=(80,))
    mono = tape.mono

    def m(value: Decimal) -> str:
        return amount(value, "lt-plain")

    letter = {Decimal(19): "A", Decimal(7): "B"}
    when = datetime.combine(doc.issued, datetime.min.time()) + timedelta(
        hours=rng.randint(7, 21), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59)
    )
    rates = doc.rates()
    total = m(doc.gross)

    # --- head
    tape.big(brand)
    tape.text(seller.name, align="c")
    tape.text(seller.street, align="c")
    tape.text(f"{seller.postcode} {seller.city}", align="c")
    if rng.random() < 0.6:
        tape.text(f"Tel.: 0{rng.randint(20, 999)} {rng.randint(100000, 9999999)}", align="c")
    ids_head = rng.random() < 0.6
    if ids_head:
        tape.text(f"USt-IdNr.: {seller.vat_code}", align="c")
    tape.blank()
    tape.lr("", "EUR")

    # --- the lines
    for item, price in zip(doc.items, prices, strict=True):
        code = letter[item.vat_percent]
        tape.lr(item.name, f"{m(item.total)} {code}")
        if item.unit == "kg":
            tape.text(f"  {amount(item.quantity, 'lt-plain', 3)} kg x {m(price)} EUR/kg")
        elif item.quantity != 1:
            tape.text(f"  {item.quantity} Stk x {m(price)}")
    tape.rule("-")
    room = int(tape.cols / tape.scale)
    if mono:
        tape.big("SUMME EUR".ljust(room - len(total)) + total)
    else:
        tape.lr("SUMME EUR", total, "b big2")
    tape.rule("=")
    pay_card = rng.random() < 0.7
    slip = card(rng)
    if pay_card:
        tape.lr(rng.choice(["Geg. EC-Karte", "Geg. Girocard", "Geg. Kreditkarte"]), total)
    else:
        cash = tendered(doc.gross, rng)
        tape.lr("Geg. BAR", m(cash))
        tape.lr("Rückgeld BAR", m(cash - doc.gross))
    tape.blank()

    # --- the tax table
    widths = [11, 10, 10, 11] if mono and tape.cols >= 44 else [9, 9, 9, 10]
    if not mono:
        widths = [11, 10, 10, 11]
    heads = rng.choice([["Steuer %", "Netto", "Steuer", "Brutto"], ["MwSt-Satz", "Netto", "MwSt", "Brutto"]])
    tape.cells(heads, widths, "b")
    for r, (base, tax) in sorted(rates.items(), reverse=True):
        tape.cells([f"{letter[r]}= {r},0%", m(base), m(tax), m(base + tax)], widths)
    sum_row = len(rates) > 1 and rng.random() < 0.6
    if sum_row:
        tape.cells(["Gesamt", m(doc.net), m(doc.vat), total], widths)
    tape.rule("-")

    # --- the terminal's slip
    if pay_card:
        tape.text("Kartenzahlung", "b", align="c")
        tape.text(rng.choice(["girocard", "Debit Mastercard", "VISA"]), align="c")
        tape.lr("Datum:", f"{day(doc.issued, 'dmy-dots')} {when.strftime('%H:%M')}")
        tape.lr("Terminal-ID:", slip.terminal[:8])
        tape.lr("Trace-Nr.:", slip.stan)
        tape.lr("Beleg-Nr.:", str(rng.randint(1, 9999)))
        tape.lr("Karte:", slip.masked(1)[-9:])
        tape.lr("Betrag EUR:", total)
        tape.text(rng.choice(["Zahlung erfolgt", "Autorisierung erfolgt"]), "b", align="c")
        tape.rule("-")

    # --- ids and the TSE
    market, till_no = rng.randint(1000, 9999), rng.randint(1, 9)
    stamp = f"{day(doc.issued, 'dmy-dots')} {when.strftime('%H:%M')}"

    def ids() -> None:
        tape.lr(stamp, f"Bon-Nr.: {doc.number}")
        tape.lr(f"Markt: {market}", f"Kasse: {till_no}  Bed.: {rng.randint(100, 999999)}")

    def tse() -> None:
        start = when - timedelta(seconds=rng.randint(40, 400))
        tape.text("TSE-Daten:" if rng.random() < 0.5 else "Kassen-Sicherungseinrichtung")
        tape.lr("Transaktionsnummer:", str(rng.randint(10000, 999999)))
        tape.lr("Signaturzähler:", str(rng.randint(100000, 9999999)))
        tape.lr("Start:", start.strftime("%Y-%m-%dT%H:%M:%S.000"))
        tape.lr("Ende:", when.strftime("%Y-%m-%dT%H:%M:%S.000"))
        tape.text("Seriennummer:")
        tape.text("".join(rng.choice("0123456789abcdef") for _ in range(64)))
        tape.text("Signatur:")
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        tape.text("".join(rng.choice(alphabet) for _ in range(96)) + "==")

    tse_first = rng.random() < 0.5
    if tse_first:
        tse()
        tape.rule("-")
        ids()
    else:
        ids()
        tape.rule("-")
        tse()
    tape.rule("-")
    if not ids_head:
        tape.text(f"USt-IdNr.: {seller.vat_code}", align="c")
    if rng.random() < 0.5:
        tape.text(f"Sie haben {int(doc.gross)} Bonuspunkte gesammelt", align="c")
    tape.text(
        rng.choice(["Vielen Dank für Ihren Einkauf!", "Vielen Dank und auf Wiedersehen"]), "b", align="c"
    )
    if rng.random() < 0.5:
        tape.text("Mo-Sa 7:00 - 22:00 Uhr", align="c")
    single = len(rates) == 1
    truth = receipt_truth(
        doc, ("prekes_pavadinimas", "total"), number=True, net=sum_row or single, vat=sum_row or single
    )
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
