"""A Spanish supermarket's or grocer's till roll, the "FACTURA SIMPLIFICADA" (or plain "TICKET") that
Spanish law lets a retailer give instead of a full invoice: the shop's name, the company (S.L. or S.A.)
with its "NIF:", "CIF:" or "N.I.F." (printed bare, or with the ES prefix on some tills), the address
"C/ Mayor, 12" over "28013 Madrid"; "Nº Factura:", "Fra. Simpl.:" or "Nº Ticket:" with the till's number
("T001-000123", "2025/001/000123" or "FS000123"), the date dd/mm/yyyy and time, the till and cashier;
the lines as a "UDS DESCRIPCIÓN PRECIO IMPORTE" table or stacked ("2 x 1,06" under the name; always on a
58 mm roll), "TOTAL (IVA incl.)" in large glyphs, the IVA breakdown "Base imp. | % IVA | Cuota | Total"
at 10 % (most food) and 21 % (alcoholic drink, household goods), with or without a sums row, the payment
by "TARJETA" with the terminal's lines or "EFECTIVO"/"Entregado" and "Cambio", and "Gracias por su
visita".

Truth: the seller (its code the NIF; its VAT code only where the till prints the NIF with ES), the
number as printed (series and number as one), date, the total (the net and VAT totals only where a sums
row prints them) and lines (name, quantity, total)."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import day, quantity
from tests.eval.printed.templates.rc_common import clock, receipt_truth, settle, shop_quantities, tendered
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import till
from tests.eval.printed.templates.rc_round10_common import BIG2, columns, comma, grand, spanish_seller

CATALOGUE = [
    ("Magdalenas 12 uds", "ud", 10, (1.4, 2.4)),
    ("Café molido natural 250 g", "ud", 10, (2.4, 3.6)),
    ("Croissant mantequilla", "ud", 10, (0.9, 1.5)),
    ("Galletas María 800 g", "ud", 10, (1.6, 2.6)),
    ("Jamón serrano loncheado 100 g", "ud", 10, (2.2, 3.8)),
    ("Chorizo ibérico", "kg", 10, (11.0, 16.0)),
    ("Pechuga de pollo", "kg", 10, (5.5, 8.0)),
    ("Agua mineral 1,5 L", "ud", 10, (0.4, 0.8)),
    ("Tortilla de patatas refrigerada", "ud", 10, (2.4, 3.6)),
    ("Cerveza lata 33 cl pack 6", "ud", 21, (3.5, 5.5)),
    ("Detergente líquido 3 L", "ud", 21, (4.5, 8.0)),
    ("Papel higiénico 12 rollos", "ud", 21, (3.5, 5.5)),
    ("Pilas alcalinas AA 4 uds", "ud", 21, (3.0, 5.0)),
    ("Champú 400 ml", "ud", 21, (2.0, 3.8)),
    ("Bolsa reutilizable", "ud", 21, (0.1, 0.3)),
    ("Bolígrafo azul 2 uds", "ud", 21, (1.0, 2.0)),
    ("Vino tinto Rioja crianza 75 cl", "ud", 21, (5.5, 11.0)),
]
SHOPS = [
    ("Supermercados La Plaza", "Distribuciones La Plaza, S.L.", "B", "C/ Mayor, 12", "28013", "Madrid"),
    ("Autoservei Sants", "Alimentació Sants, S.L.", "B", "C/ de Sants, 84", "08014", "Barcelona"),
    ("Ultramarinos El Puerto", "Comercial El Puerto, S.L.", "B", "Avda. del Puerto, 45", "46021", "Valencia"),
    ("Supermercado Triana", "Comercial Triana, S.L.", "B", "C/ San Jacinto, 7", "41010", "Sevilla"),
    ("Hipermercados Norte", "Hipernorte, S.A.", "A", "Gran Vía, 31", "48011", "Bilbao"),
    ("Autoservicio Sol", "Autoservicios del Sol, S.A.", "A", "Pza. de España, 3", "50004", "Zaragoza"),
]
CASHIERS = ["María", "Javier", "Lucía", "Carmen", "Alejandro", "Sofía"]


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_es_factura_simplificada-{seed}")
    brand, legal, letter, street, postcode, city = rng.choice(SHOPS)
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(2, 9), catalogue=CATALOGUE)
    # both rates on every ticket, as the IVA breakdown is the point of this kind
    if len({i.vat_percent for i in doc.items}) == 1:
        taken = {i.name for i in doc.items}
        other = [c for c in CATALOGUE if c[2] != doc.items[-1].vat_percent and c[0] not in taken]
        name, unit, other_rate, (low, high) = rng.choice(other)
        last = doc.items[-1]
        last.name, last.unit, last.vat_percent = name, unit, Decimal(other_rate)
        last.price = Decimal(str(round(rng.uniform(low, high), 2)))
    shop_quantities(doc, rng)
    prices = settle(doc)
    seller = spanish_seller(rng, legal, letter, street, postcode, city)
    with_es = rng.random() < 0.3
    if not with_es:
        seller.vat_code = None  # the bare NIF is the company's code, no VAT code is printed as such
    doc.seller = seller
    till_no, serial = f"{rng.randint(1, 9):03d}", f"{rng.randint(1, 999999):06d}"
    doc.number = rng.choice(
        [f"T{till_no}-{serial}", f"{rng.randint(2024, 2026)}/{till_no}/{serial}", f"FS{serial}"]
    )
    tape = till(rng, mono=0.6)
    narrow = tape.cols < 40

    # --- head
    tape.big(brand.upper() if tape.mono else brand)
    tape.text(seller.name, align="c")
    tape.text(
        f"{rng.choice(['NIF:', 'CIF:', 'N.I.F.'])} {seller.vat_code if with_es else seller.code}", align="c"
    )
    tape.text(seller.street, align="c")
    tape.text(f"{seller.postcode} {city}", align="c")
    if rng.random() < 0.5:
        tape.text(f"Tel. {rng.choice(['91', '93', '96', '95'])}{rng.randint(1000000, 9999999)}", align="c")
    tape.rule("=")
    tape.text(rng.choice(["FACTURA SIMPLIFICADA", "FACTURA SIMPLIFICADA", "TICKET"]), "b", align="c")
    tape.text(f"{rng.choice(['Nº Factura:', 'Fra. Simpl.:', 'Nº Ticket:'])} {doc.number}")
    when = f"{day(doc.issued, 'dmy-slash')} {clock(rng, seconds=rng.random() < 0.5)}"
    tape.lr(rng.choice(["Fecha:", "Fecha/Hora:"]), when)
    tape.lr(
        f"Caja: {till_no}", f"{rng.choice(['Cajero/a:', 'Le atendió:', 'Vendedor:'])} {rng.choice(CASHIERS)}"
    )
    tape.rule("-")

    # --- lines
    table = not narrow and rng.random() < 0.75
    # weighed goods print three decimals in the units column
    widths = [6, tape.cols - 24, 9, 9]
    if table:
        columns(tape, ["UDS", "DESCRIPCIÓN", "PRECIO", "IMPORTE"], widths, "llrr", "b")
    for item, price in zip(doc.items, prices, strict=True):
        qty = quantity(item.quantity, "lt-plain")
        if not table:
            tape.text(item.name)
            tape.lr(f"  {qty} x {comma(price)}", comma(item.total))
        elif len(item.name) > widths[1] - 1:
            # a description wider than its column takes a line of its own above the figures
            tape.text(item.name)
            columns(tape, [qty, "", comma(price), comma(item.total)], widths, "llrr")
        else:
            columns(tape, [qty, item.name, comma(price), comma(item.total)], widths, "llrr")
    tape.rule("-")
    tape.text(f"{rng.choice(['Nº líneas:', 'Total líneas:'])} {len(doc.items)}")
    grand(tape, rng.choice(["TOTAL (IVA incl.)", "TOTAL", "TOTAL EUR"]), comma(doc.gross) + " €")

    # --- IVA breakdown
    tape.rule("-")
    cols = [9, 6, 8, 9] if narrow else [12, 7, 10, 11]
    tape.cells(["Base imp.", "% IVA", "Cuota", "Total"], cols, "b")
    for rate, (base, tax) in doc.rates().items():
        tape.cells([comma(base), f"{rate:.0f}%", comma(tax), comma(base + tax)], cols)
    sums = rng.random() < 0.5
    if sums:
        tape.cells([comma(doc.net), "", comma(doc.vat), comma(doc.gross)], cols, "b")
    tape.rule("-")

    # --- payment
    if rng.random() < 0.6:
        slip = card(rng)
        tape.lr(rng.choice(["TARJETA", "Pago con TARJETA", "TARJETA CRÉDITO"]), comma(doc.gross))
        tape.lr(slip.scheme, slip.masked(rng.randint(0, 2))[-8:] if narrow else slip.masked(1))
        tape.lr("Autorización", slip.auth)
        tape.lr("Terminal", slip.terminal)
        tape.text(rng.choice(["OPERACIÓN APROBADA", "Contactless - Copia cliente"]), align="c")
    else:
        cash = tendered(doc.gross, rng)
        tape.lr(rng.choice(["EFECTIVO", "Entregado", "ENTREGADO EFECTIVO"]), comma(cash))
        tape.lr(rng.choice(["Cambio", "CAMBIO", "A devolver"]), comma(cash - doc.gross))
    tape.rule("-")
    tape.text(
        rng.choice(["Gracias por su visita", "GRACIAS POR SU COMPRA", "¡Vuelva pronto!"]), "b", align="c"
    )
    if rng.random() < 0.6:
        tape.text("Conserve el ticket para cambios o devoluciones (15 días).", align="c")
    truth = receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=sums, vat=sums)
    return Printed(tape.html(BIG2), truth)
