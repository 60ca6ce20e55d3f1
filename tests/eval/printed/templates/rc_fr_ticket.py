"""A French bakery's or supermarket's "TICKET DE CAISSE": the shop's name, the company (SARL or SAS) with
"SIRET 123 456 789 00012" and "TVA intracom. FR…", the address "12 rue de la Paix" over "75002 Paris";
"Ticket n° 0042 Caisse 2", the date dd/mm/yyyy hh:mm; the lines with "2 x 1,20 €" under the name (or a
"Qté Désignation P.U. Montant" table), "TOTAL TTC" in large glyphs, the VAT table "Taux | HT | TVA | TTC"
at 5,5 % (food), 10 % (a coffee, a sandwich or a dish to eat straight away) and 20 % (everything else),
the "CB" payment with the card slip's lines (merchant number, masked card, authorisation: numbers that
are not amounts), or "ESPECES" with "Rendu", and "Merci de votre visite".

Truth: the seller (its code the SIREN, the printed SIRET's first nine digits; its VAT code the
intra-community number), the ticket's number (the till's number beside it is not part of it), date, the
total (the net and VAT totals only where the table's "Total" row prints them) and lines (name, quantity,
total)."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import day, quantity
from tests.eval.printed.templates.rc_common import clock, receipt_truth, settle, shop_quantities, tendered
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import till
from tests.eval.printed.templates.rc_round10_common import (
    BIG2,
    columns,
    comma,
    french_seller,
    grand,
    grouped_siret,
)

# draw's catalogue holds whole rates: 5 stands for the 5,5 % of food, set after drawing
BAKERY = [
    ("Baguette tradition", "pce", 5, (1.0, 1.4)),
    ("Croissant pur beurre", "pce", 5, (1.0, 1.5)),
    ("Pain au chocolat", "pce", 5, (1.1, 1.6)),
    ("Pain de campagne 500 g", "pce", 5, (2.5, 3.8)),
    ("Éclair au café", "pce", 5, (2.4, 3.4)),
    ("Tarte aux pommes 6 parts", "pce", 5, (12.0, 18.0)),
    ("Sandwich jambon-beurre", "pce", 10, (3.8, 5.2)),
    ("Café expresso", "pce", 10, (1.2, 1.9)),
    ("Quiche lorraine", "pce", 10, (3.2, 4.5)),
    ("Boisson Cola 33 cl", "pce", 5, (1.4, 2.1)),
]
GROCERY = [
    ("Lait demi-écrémé 1 L", "pce", 5, (0.9, 1.3)),
    ("Camembert de Normandie AOP", "pce", 5, (2.5, 3.9)),
    ("Pommes Golden", "kg", 5, (1.9, 3.2)),
    ("Yaourt nature x4", "pce", 5, (1.3, 2.0)),
    ("Eau minérale 6 x 1,5 L", "pce", 5, (2.5, 3.9)),
    ("Poulet rôti", "pce", 10, (7.5, 10.5)),
    ("Salade composée à emporter", "pce", 10, (4.0, 6.0)),
    ("Vin rouge Bordeaux 75 cl", "pce", 20, (4.5, 12.0)),
    ("Lessive liquide 2 L", "pce", 20, (6.0, 11.0)),
    ("Papier toilette x12", "pce", 20, (4.0, 7.0)),
    ("Piles LR06 x4", "pce", 20, (3.5, 6.5)),
    ("Sac cabas réutilisable", "pce", 20, (0.5, 1.2)),
]
SHOPS = [
    ("Boulangerie du Marché", "SARL Fournil du Marché", "12 rue de la Paix", "75002", "Paris", True),
    ("Aux Délices de Léa", "SAS Délices de Léa", "5 place Bellecour", "69002", "Lyon", True),
    ("La Mie Dorée", "SARL La Mie Dorée", "48 cours Julien", "13006", "Marseille", True),
    ("Proxi Marché", "SAS Distrib Saint-Michel", "27 boulevard Saint-Michel", "75005", "Paris", False),
    ("Épicerie de la Gare", "SARL Épicerie de la Gare", "3 avenue Jean Jaurès", "31000", "Toulouse", False),
    ("Super U Express", "SAS Lilas Distribution", "101 rue Nationale", "59800", "Lille", False),
]


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_fr_ticket-{seed}")
    brand, legal, street, postcode, city, bakery = rng.choice(SHOPS)
    doc = draw(
        seed, kind="receipt", buyer=False, series=False, lines=(2, 8), catalogue=BAKERY if bakery else GROCERY
    )
    for item in doc.items:
        if item.vat_percent == 5:
            item.vat_percent = Decimal("5.5")
    shop_quantities(doc, rng)
    prices = settle(doc)
    seller = french_seller(rng, legal, street, postcode, city)
    doc.seller = seller
    doc.number = f"{rng.randint(1, 9999):04d}"
    tape = till(rng, mono=0.6)
    narrow = tape.cols < 40

    # --- head
    tape.big(brand.upper() if tape.mono else brand)
    tape.text(seller.name, align="c")
    tape.text(seller.street, align="c")
    tape.text(f"{seller.postcode} {city}", align="c")
    if rng.random() < 0.6:
        pairs = " ".join(f"{rng.randint(10, 99)}" for _ in range(4))
        tape.text(f"Tél. 0{rng.randint(1, 5)} {pairs}", align="c")
    siret = grouped_siret(seller.code or "") if rng.random() < 0.7 else seller.code or ""
    tape.text(f"SIRET {siret}", align="c")
    tape.text(
        f"{rng.choice(['TVA intracom.', 'N° TVA', 'TVA intracommunautaire'])} {seller.vat_code}", align="c"
    )
    if rng.random() < 0.4:
        tape.text(f"NAF {rng.choice(['1071C', '4711B', '4711D', '1071D'])}", align="c")
    tape.rule("=")
    tape.text("TICKET DE CAISSE", "b", align="c")
    till_no = rng.randint(1, 6)
    when = f"{day(doc.issued, 'dmy-slash')} {clock(rng)}"
    tape.lr(f"{rng.choice(['Ticket n°', 'Ticket N°', 'N° ticket'])} {doc.number}", f"Caisse {till_no}")
    tape.lr(when, f"{rng.choice(['Vendeur', 'Hôte(sse)', 'Caissier'])} {rng.randint(1, 30):02d}")
    tape.rule("-")

    # --- lines
    table = not narrow and rng.random() < 0.4
    widths = [6, tape.cols - 25, 9, 10]
    if table:
        columns(tape, ["Qté", "Désignation", "P.U.", "Montant"], widths, "llrr", "b")
    for item, price in zip(doc.items, prices, strict=True):
        qty = quantity(item.quantity, "lt-plain")
        if table:
            if len(item.name) > widths[1] - 1:
                # a name wider than its column takes a line of its own above the figures
                tape.text(item.name)
                columns(tape, [qty, "", comma(price), comma(item.total)], widths, "llrr")
            else:
                columns(tape, [qty, item.name, comma(price), comma(item.total)], widths, "llrr")
        elif item.quantity == 1:
            tape.lr(item.name, f"{comma(item.total)} €")
        else:
            unit = " €/kg" if item.unit == "kg" else " €"
            tape.text(item.name)
            tape.lr(f"   {qty} x {comma(price)}{unit}", f"{comma(item.total)} €")
    tape.rule("-")
    units = sum((i.quantity for i in doc.items if i.unit != "kg"), Decimal(0))
    if units and rng.random() < 0.6:
        tape.text(f"{rng.choice(['Nombre d’articles', 'Nb articles'])} : {quantity(units)}")
    grand(tape, rng.choice(["TOTAL TTC", "TOTAL", "A PAYER"]), f"{comma(doc.gross)} €")

    # --- VAT table
    tape.rule("-")
    cols = [7, 8, 7, 9] if narrow else [10, 10, 10, 11]
    tape.cells(["Taux", "HT", "TVA", "TTC"], cols, "b")
    for rate, (base, tax) in doc.rates().items():
        label = f"{comma(rate, 1 if rate % 1 else 0)} %"
        if rng.random() < 0.3:
            label = f"{comma(rate)}%"
        tape.cells([label, comma(base), comma(tax), comma(base + tax)], cols)
    sums = rng.random() < 0.6
    if sums:
        tape.cells(["Total", comma(doc.net), comma(doc.vat), comma(doc.gross)], cols, "b")
    tape.rule("-")

    # --- payment
    if rng.random() < 0.7:
        slip = card(rng)
        tape.lr(rng.choice(["CB", "Carte bancaire", "CB SANS CONTACT"]), f"{comma(doc.gross)} €")
        tape.rule("-")
        tape.text(rng.choice(["CARTE BANCAIRE", "CB SANS CONTACT", "TICKET CLIENT"]), "b", align="c")
        tape.text(slip.aid, align="c")
        tape.text(f"{slip.scheme}", align="c")
        tape.text(f"LE {day(doc.issued, 'dmy-slash')} A {clock(rng, seconds=True)}", align="c")
        tape.text(brand.upper(), align="c")
        tape.text(f"{postcode} {city.upper()}", align="c")
        tape.text(f"{slip.merchant[:7]}", align="c")
        tape.text(f"{slip.terminal[:6]} {slip.stan} {rng.randint(10, 99)}", align="c")
        tape.text(slip.masked(0), align="c")
        tape.text(f"{slip.rrn[:8]} {rng.choice(['C', 'S'])} @", align="c")
        tape.text(f"No AUTO : {slip.auth}", align="c")
        tape.text("MONTANT REEL =", align="c")
        tape.text(f"{comma(doc.gross)} EUR", "b", align="c")
        tape.text("DEBIT", align="c")
        tape.text("A CONSERVER", align="c")
    else:
        cash = tendered(doc.gross, rng)
        tape.lr(rng.choice(["ESPECES", "Espèces"]), f"{comma(cash)} €")
        tape.lr(rng.choice(["Rendu", "RENDU MONNAIE", "Monnaie rendue"]), f"{comma(cash - doc.gross)} €")
    tape.rule("-")
    tape.text(
        rng.choice(["Merci de votre visite", "MERCI ET A BIENTOT", "Merci et bonne journée !"]),
        "b",
        align="c",
    )
    if rng.random() < 0.5:
        tape.text("Ticket à conserver pour tout échange", align="c")
    truth = receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=sums, vat=sums)
    # the company's SIREN, the SIRET's first nine digits, as the corpus's French invoices hold it
    truth["seller_id"] = (seller.code or "")[:9]
    return Printed(tape.html(BIG2), truth)
