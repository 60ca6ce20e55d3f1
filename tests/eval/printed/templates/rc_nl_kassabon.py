"""A Dutch supermarket's or bakery's till receipt ("kassabon") as the shop's till prints it on an 80 mm
(or 58 mm) roll in a monospace or a condensed font: the shop's name in large letters, the company
("… B.V.") on most, the address ("Kalverstraat 12" over "1012 NX Amsterdam"), the phone, "KvK" and "BTW"
numbers at the head or the foot; "KASSABON", "Bonnr.", "Kassa" and the staff member ("Medewerker" /
"U werd geholpen door"), the date as "dd-mm-yyyy" with the time; the articles stacked ("2 x 1,29" under
the name, weighed ones as "0,734 kg x 2,49") or in an "OMSCHRIJVING AANTAL BEDRAG" table, a discount under
some ("KORTING", "25% korting", "Bonus"); the number of articles, "TOTAAL" in large glyphs, "PIN" with
the terminal's lines (or "Contant" rounded to five cents with "Afronding" and "Wisselgeld"), and the VAT
as lines ("BTW 9% over 12,34 = 1,11") or a "BTW% | Grondslag | BTW" table; "Bedankt en tot ziens!".

Food, flowers and take-away coffee are at 9 %, drink with alcohol and non-food at 21 %. The seller is the
shop's company; its register number is the KvK number (the seller_id), its VAT code the BTW number. The
truth holds the receipt number, the date, the totals (the cash rounding is not part of the sale) and each
line's name, quantity and amount after its discount."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, Item, draw
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.rc_common import clock, receipt_truth, shop_quantities, tendered
from tests.eval.printed.templates.rc_round4_common import card, round5
from tests.eval.printed.templates.rc_round6_common import till
from tests.eval.printed.templates.rc_round11_common import nl_vat_code, percent_cut, price_lines

SUPERMARKET = [
    ("Bananen", "kg", 9, (1.3, 1.9)),
    ("Trostomaten", "kg", 9, (2.8, 4.2)),
    ("Elstar appels", "kg", 9, (1.8, 2.8)),
    ("Halfvolle melk 1 L", "st", 9, (1.0, 1.3)),
    ("Jonge kaas 48+ plakken", "st", 9, (2.5, 3.8)),
    ("Volkorenbrood heel", "st", 9, (1.9, 2.8)),
    ("Pindakaas 350 g", "st", 9, (2.0, 3.0)),
    ("Snelfilterkoffie 500 g", "st", 9, (4.5, 6.5)),
    ("Stroopwafels 8 st", "st", 9, (1.5, 2.4)),
    ("Kipfilet 300 g", "st", 9, (3.5, 4.8)),
    ("Tulpen bos 10 st", "st", 9, (3.5, 5.0)),
    ("Pils 6 x 0,33 L", "st", 21, (4.5, 6.5)),
    ("Wasmiddel 1,2 L", "st", 21, (6.0, 9.0)),
    ("Tandpasta 75 ml", "st", 21, (1.5, 2.6)),
    ("Draagtas", "st", 21, (0.2, 0.4)),
]
BAKERY = [
    ("Volkoren tarwe heel", "st", 9, (2.6, 3.4)),
    ("Waldkorn half", "st", 9, (1.8, 2.4)),
    ("Croissant roomboter", "st", 9, (1.1, 1.6)),
    ("Krentenbollen 6 st", "st", 9, (2.4, 3.2)),
    ("Appeltaart punt", "st", 9, (2.8, 3.6)),
    ("Tompouce", "st", 9, (1.9, 2.6)),
    ("Saucijzenbroodje", "st", 9, (1.8, 2.4)),
    ("Kaasbroodje", "st", 9, (1.6, 2.2)),
    ("Koffie verkeerd to go", "st", 9, (2.5, 3.2)),
    ("Gevulde koek", "st", 9, (1.4, 2.0)),
    ("Taart aardbei 6 pers.", "st", 9, (14.0, 19.0)),
    ("Papieren draagtas", "st", 21, (0.1, 0.2)),
]
# name, legal name, bakery?
SHOPS = [
    ("Bakkerij Van Dam", "Bakkerij Van Dam B.V.", True),
    ("De Korenschoof", "Korenschoof Bakkers B.V.", True),
    ("Buurtsuper Jansen", "Jansen Supermarkten B.V.", False),
    ("VERSMARKT", "Versmarkt Nederland B.V.", False),
    ("Dagwinkel De Hoek", "De Hoek Retail B.V.", False),
]
# street, postcode, city
PLACES = [
    ("Kalverstraat 12", "1012 NX", "Amsterdam"),
    ("Oudegracht 158", "3511 AZ", "Utrecht"),
    ("Lijnbaan 44", "3012 EL", "Rotterdam"),
    ("Grote Markt 9", "2511 BG", "Den Haag"),
    ("Vismarkt 21", "9712 CB", "Groningen"),
    ("Stratumseind 3", "5611 EN", "Eindhoven"),
]
STAFF = ["Sanne", "Daan", "Lotte", "Bram", "Fleur", "Ruben", "Noor"]


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_nl_kassabon-{seed}")
    brand, legal, bakery = rng.choice(SHOPS)
    street, postcode, city = rng.choice(PLACES)
    catalogue = BAKERY if bakery else SUPERMARKET
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 10), catalogue=catalogue)
    shop_quantities(doc, rng)
    for item in doc.items:
        if "draagtas" in item.name.lower():
            item.quantity = Decimal(1)  # one bag for the shopping
    kvk = f"{rng.randint(10**7 // 2, 10**8 - 1):08d}"
    doc.seller = Foreign(legal, kvk, nl_vat_code(rng), street, city, postcode, "NL")
    seller = doc.seller

    pct = rng.choice([25, 30, 35])
    off_words = rng.choice(["{}% korting", "KORTING {}%", "Bonus {}%"])

    def discount(item: Item, full: Decimal) -> tuple[Decimal, str]:
        if "tas" in item.name or rng.random() > 0.2:
            return Decimal(0), ""
        if rng.random() < 0.5:
            return percent_cut(full, pct), off_words.format(pct)
        cut = Decimal(rng.choice(["0.25", "0.50", "1.00"]))
        return cut, rng.choice(["KORTING", "Korting", "Actie korting"]) if full > 2 * cut else ""

    plan = price_lines(doc, rng, discount)
    tape = till(rng, mono=0.55)
    narrow = tape.cols < 40

    def m(value: Decimal) -> str:
        return amount(value, "lt-plain")

    def company() -> None:
        both = f"KvK {seller.code}  BTW {seller.vat_code}"
        if len(both) <= tape.cols and rng.random() < 0.5:
            tape.text(both, align="c")
        else:
            tape.text(f"{rng.choice(['KvK', 'KvK-nr.', 'KvK nr'])} {seller.code}", align="c")
            tape.text(f"{rng.choice(['BTW', 'BTW-nr.', 'Btw-id'])} {seller.vat_code}", align="c")

    # --- head
    tape.big(brand)
    tape.text(seller.name, align="c")
    tape.text(seller.street, align="c")
    tape.text(f"{seller.postcode} {seller.city}", align="c")
    if rng.random() < 0.6:
        tape.text(f"Tel. 0{rng.choice(['20', '30', '10', '70'])}-{rng.randint(1000000, 9999999)}", align="c")
    codes_head = rng.random() < 0.6
    if codes_head:
        company()
    tape.rule("=")
    tape.text(rng.choice(["KASSABON", "Kassabon"]), "b", align="c")
    tape.lr(f"{rng.choice(['Bonnr.', 'Bon nr.', 'Bonnummer'])} {doc.number}", f"Kassa {rng.randint(1, 6)}")
    tape.text(f"{rng.choice(['Medewerker:', 'U werd geholpen door:', 'Kassier:'])} {rng.choice(STAFF)}")
    tape.text(f"{doc.issued.strftime('%d-%m-%Y')} {clock(rng)}")
    tape.rule("-")

    # --- the articles
    table = not narrow and rng.random() < 0.45
    if table:
        widths = [tape.cols - 18, 8, 10] if tape.mono else [26, 7, 9]
        tape.cells(["OMSCHRIJVING", "AANTAL", "BEDRAG"], widths, "b")
    for item, line in zip(doc.items, plan, strict=True):
        count = (
            f"{item.quantity:.3f}".replace(".", ",") + " kg" if item.unit == "kg" else quantity(item.quantity)
        )
        if table:
            tape.cells([item.name, count, m(line.full)], widths)
            if item.quantity != 1:
                tape.text(f"  {count} x {m(line.shelf)}")
        elif item.quantity == 1:
            tape.lr(item.name, m(line.full))
        else:
            tape.text(item.name)
            tape.lr(f"  {count} x {m(line.shelf)}", m(line.full))
        if line.label:
            tape.lr(f"  {line.label}", f"-{m(line.cut)}")
    tape.rule("-")

    # --- totals and payment
    total = m(doc.gross)
    if rng.random() < 0.6:
        pieces = sum(1 if i.unit == "kg" else int(i.quantity) for i in doc.items)
        tape.lr(rng.choice(["Aantal artikelen", "Artikelen"]), str(pieces))
    if tape.mono:
        room = int(tape.cols / tape.scale)
        tape.big("TOTAAL".ljust(room - len(total)) + total)
    else:
        tape.lr("TOTAAL", total, "b big2")
    if rng.random() < 0.75:
        slip = card(rng)
        tape.lr(rng.choice(["PIN", "Pinbetaling", "BETAALD PIN"]), total)
        tape.text(f"{slip.scheme} {slip.masked(rng.randint(0, 2))}")
        tape.lr("Autorisatiecode", slip.auth)
        tape.lr("Terminal", slip.terminal)
    else:
        pay = round5(doc.gross)
        if pay != doc.gross:
            tape.lr("Afronding", m(pay - doc.gross))
            tape.lr("Te betalen", m(pay))
        cash = tendered(pay, rng)
        tape.lr("Contant", m(cash))
        tape.lr("Wisselgeld", m(money(cash - pay)))
    tape.rule("-")

    # --- VAT
    if rng.random() < 0.5:
        spread = rng.random() < 0.5
        for rate, (base, tax) in doc.rates().items():
            if spread:
                tape.lr(f"BTW {rate:f}% over {m(base)}", f"= {m(tax)}")
            else:
                tape.text(f"{rate:f}% BTW over {m(base)} = {m(tax)}")
    else:
        widths = [8, 12, 10] if narrow or not tape.mono else [10, 16, 16]
        tape.cells(["BTW%", "Grondslag", "BTW"], widths, "b")
        for rate, (base, tax) in doc.rates().items():
            tape.cells([f"{rate:f}%", m(base), m(tax)], widths)
        if len(doc.rates()) > 1:
            tape.cells(["Totaal", m(doc.net), m(doc.vat)], widths)
    tape.rule("-")
    if not codes_head:
        company()
    tape.text(
        rng.choice(["Bedankt en tot ziens!", "Bedankt voor uw bezoek!", "Tot de volgende keer!"]), align="c"
    )
    if rng.random() < 0.4:
        tape.text("Bewaar uw kassabon voor ruilen", align="c")
    truth = receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=True, vat=True)
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
