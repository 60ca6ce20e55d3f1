"""An Italian shop's or bar's "DOCUMENTO COMMERCIALE di vendita o prestazione" as a registratore telematico
(RT) prints it on an 80 mm or 58 mm roll: the shop's sign in large type on some, the business name
(S.r.l., S.n.c., or a sole trader's "di Rossi Mario"), the address over two lines, "P.IVA" (or "C.F. e
P.IVA") with the eleven-digit partita IVA; the "DESCRIZIONE / IVA / Prezzo(€)" columns, a "2 x 1,20" line
above a line sold more than once, the rate as "10%" or "10,00%"; "TOTALE COMPLESSIVO", "di cui IVA",
"Pagamento contante" with "Resto" or "Pagamento elettronico", "Importo pagato"; the date as dd-mm-yyyy
hh:mm, "DOCUMENTO N. 0123-0045" (the day's closure and the document's number), the register's "RT"
serial, and a lottery code or a till/operator line on some.

Italian rates are 4 % (bread, milk, pasta), 10 % (bar service, some foods) and 22 %. The truth holds the
seller (its VAT code "IT…", no register code: a company's codice fiscale is the same number), the number
as printed ("0123-0045", no series), the total and its VAT (the net is not printed), and the lines with
name, quantity, rate and amount."""

from __future__ import annotations

import random
from decimal import Decimal

from stdnum.it import iva

from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, draw
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.rc_common import clock, receipt_truth, settle, tendered
from tests.eval.printed.templates.rc_round6_common import till

GOODS = [
    ("CAFFE'", "pz", 10, (1.0, 1.3)),
    ("CAPPUCCINO", "pz", 10, (1.3, 1.8)),
    ("CORNETTO CREMA", "pz", 10, (1.1, 1.6)),
    ("SPREMUTA ARANCIA", "pz", 10, (2.8, 4.0)),
    ("TRAMEZZINO TONNO", "pz", 10, (2.5, 3.5)),
    ("ACQUA NAT. 0,5L", "pz", 10, (0.8, 1.4)),
    ("PANE COMUNE", "pz", 4, (1.5, 3.5)),
    ("LATTE INTERO 1L", "pz", 4, (1.3, 1.9)),
    ("PASTA SEMOLA 500G", "pz", 4, (0.9, 1.8)),
    ("MOZZARELLA 125G", "pz", 4, (0.9, 1.6)),
    ("PROSCIUTTO CRUDO ETTO", "pz", 10, (2.5, 4.5)),
    ("BISCOTTI FROLLINI", "pz", 10, (1.5, 3.0)),
    ("OLIO EXTRA VERGINE 1L", "pz", 4, (7.0, 11.0)),
    ("VINO ROSSO DOC 0,75L", "pz", 22, (5.0, 12.0)),
    ("BIRRA 0,33L", "pz", 22, (1.2, 2.5)),
    ("CIOCCOLATO FONDENTE", "pz", 22, (1.5, 3.5)),
    ("DETERSIVO PIATTI", "pz", 22, (1.5, 3.0)),
    ("QUOTIDIANO", "pz", 4, (1.5, 2.0)),
]
# sign, business name
SHOPS = [
    ("Caffè Duomo", "CAFFE' DUOMO S.R.L."),
    ("Alimentari Bellini", "ALIMENTARI BELLINI S.N.C."),
    ("Bar Centrale", "BAR CENTRALE DI BIANCHI LUCA"),
    ("Forno Antico", "IL FORNO ANTICO S.R.L."),
    ("Minimarket Sole", "SOLE MARKET S.R.L.S."),
    ("Pasticceria Dolce Vita", "DOLCE VITA DI ROSSI MARIO & C. S.A.S."),
]
PLACES = [
    ("20121", "Milano"),
    ("00184", "Roma"),
    ("50122", "Firenze"),
    ("40121", "Bologna"),
    ("10121", "Torino"),
    ("80134", "Napoli"),
    ("37121", "Verona"),
]
STREETS = ["Via Roma", "Corso Garibaldi", "Piazza Cavour", "Via Dante", "Viale Mazzini", "Via Manzoni"]


def partita_iva(rng: random.Random) -> str:
    """Seven digits of the company, a province office code and the check digit."""
    while True:
        body = f"{rng.randint(0, 9999999):07d}{rng.randint(1, 100):03d}"
        for check in "0123456789":
            if iva.is_valid(body + check):
                return body + check


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_it_scontrino-{seed}")
    sign, legal = rng.choice(SHOPS)
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 8), catalogue=GOODS, currency="EUR")
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 1, 2, 2, 3]))
    prices = settle(doc)
    postcode, city = rng.choice(PLACES)
    number = partita_iva(rng)
    seller = Foreign(
        name=legal,
        code=None,
        vat_code="IT" + number,
        street=f"{rng.choice(STREETS)} {rng.randint(1, 120)}",
        city=city,
        postcode=postcode,
        country="IT",
    )
    doc.seller = seller
    doc.number = f"{rng.randint(1, 365):04d}-{rng.randint(1, 400):04d}"

    tape = till(rng, mono=0.7)
    narrow = tape.cols < 40

    def m(value: Decimal) -> str:
        return amount(value, "lt-plain")

    # --- head: the sign on some, the business name and address as the RT's header holds them
    if rng.random() < 0.5:
        tape.big(sign.upper() if tape.mono else sign)
    tape.text(seller.name, "b", align="c")
    tape.text(seller.street, align="c")
    tape.text(f"{seller.postcode} {seller.city}", align="c")
    if rng.random() < 0.4:
        tape.text(f"Tel. 0{rng.randint(2, 9)}{rng.randint(1000000, 9999999)}", align="c")
    tape.text(f"{rng.choice(['P.IVA', 'P. IVA', 'C.F. e P.IVA', 'Partita IVA'])} {number}", align="c")
    tape.blank()
    tape.text("DOCUMENTO COMMERCIALE", "b", align="c")
    tape.text("di vendita o prestazione", align="c")
    tape.blank()

    # --- lines: the quantity line sits above the article, as an RT prints a multiplied sale
    widths = [tape.cols - 16, 6, 10] if tape.mono else [20, 8, 12]
    tape.cells(["DESCRIZIONE", "IVA", "Prezzo(€)"], widths, "b")
    long_rate = not narrow and rng.random() < 0.4
    for item, price in zip(doc.items, prices, strict=True):
        rate = f"{item.vat_percent},00%" if long_rate else f"{item.vat_percent}%"
        if item.quantity != 1:
            tape.text(f"{quantity(item.quantity)} x {m(price)}")
        name = item.name
        # a name wider than its column takes a line of its own (a proportional font's column holds
        # about half the roll's characters)
        if len(name) >= (widths[0] if tape.mono else tape.cols // 2):
            tape.text(name)
            name = ""
        tape.cells([name, rate, m(item.total)], widths)
    tape.rule("-")

    # --- totals and payment
    tape.lr("TOTALE COMPLESSIVO", m(doc.gross), "b")
    tape.lr("di cui IVA", m(doc.vat))
    if rng.random() < 0.6:
        tape.lr("Pagamento elettronico", m(doc.gross))
        if rng.random() < 0.5:
            tape.lr("Non riscosso", m(Decimal(0)))
    else:
        cash = tendered(doc.gross, rng)
        tape.lr("Pagamento contante", m(cash))
        if cash != doc.gross:
            tape.lr("Resto", m(cash - doc.gross))
    tape.lr("Importo pagato", m(doc.gross))
    tape.blank()

    # --- footer: date, the document's number and the register
    stamp = doc.issued.strftime(rng.choice(["%d-%m-%Y", "%d-%m-%Y", "%d/%m/%Y"]))
    label = rng.choice(["DOCUMENTO N.", "DOC. N.", "DOCUMENTO N°"])
    if narrow:
        tape.text(f"{stamp} {clock(rng)}")
        tape.text(f"{label} {doc.number}")
    else:
        tape.lr(f"{stamp} {clock(rng)}", f"{label} {doc.number}")
    register = f"{rng.choice(['99MEX', '72IEB', '80EPA', '96SRT'])}{rng.randint(0, 999999):06d}"
    if rng.random() < 0.5:
        tape.text(f"Cassa {rng.randint(1, 4)}  Operatore {rng.randint(1, 9)}")
    tape.text(f"RT {register}", align="c" if rng.random() < 0.5 else "l")
    if rng.random() < 0.3:
        code = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(8))
        tape.text(f"Codice Lotteria: {code}")
    tape.blank()
    tape.text(rng.choice(["GRAZIE E ARRIVEDERCI", "Grazie per la visita!", "ARRIVEDERCI"]), align="c")
    truth = receipt_truth(
        doc, ("prekes_pavadinimas", "quantity", "vat_percent", "total"), number=True, net=False, vat=True
    )
    return Printed(tape.html(), truth)
