"""A Lithuanian press kiosk and convenience chain's till receipt (kasos kvitas) as the kiosk's fiscal till
prints it on a short 58 mm (or 80 mm) roll, in a monospace or a condensed font: the chain's name in large
letters over the company (UAB „…“) with "Įm. k." and "PVM k.", the kiosk's number and address (in a
shopping centre on some), "Kasos aparato Nr." at the head or the foot; the lines (coffee to go, a hot dog,
drinks, sweets, newspapers and magazines at 9 %, a lottery ticket marked "PVM neapmokestinama") with the
tax letter, each drink in a bottle or can followed by its deposit line "Užstatas 0,10"; the lines either
stacked ("2 x 1,49" under the name) or inline; "MOKĖTI" in large glyphs, the card ("Mokėta kortele" with
the terminal's slip) or cash with "Grąža"; the VAT part as a per-letter table (a sum row on some) or as
"PVM A 21 %" lines with "Neapmokestinama"; "Kvito Nr.", the date and time, the cashier.

The lottery ticket and the deposit are outside VAT: they are lines at 0 % (their amount counts in the
total and in the sum without VAT, with no tax). The seller is the chain's company; the address printed is
the kiosk's."""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from decimal import Decimal

from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.rc_common import receipt_truth, tendered
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import chain_seller, slip_lines, till
from tests.eval.printed.templates.rc_round7_common import BIG2, grand, shelve

# (name, unit, rate, net price range); "*" marks a drink in a bottle or can, which carries a deposit
CATALOGUE = [
    ("Kava juoda 250 ml", "vnt.", 21, (1.0, 1.5)),
    ("Kava su pienu 350 ml", "vnt.", 21, (1.4, 2.0)),
    ("Kapučinas 300 ml", "vnt.", 21, (1.5, 2.2)),
    ("Latte didelis 400 ml", "vnt.", 21, (1.8, 2.5)),
    ("Karštas šokoladas", "vnt.", 21, (1.4, 2.0)),
    ("Arbata 300 ml", "vnt.", 21, (0.8, 1.2)),
    ("Dešrainis su garstyčiomis", "vnt.", 21, (1.6, 2.3)),
    ("Sumuštinis su kumpiu ir sūriu", "vnt.", 21, (2.0, 2.9)),
    ("Kibinas su vištiena", "vnt.", 21, (1.6, 2.2)),
    ("Spurga su uogiene", "vnt.", 21, (0.6, 1.0)),
    ("*Mineralinis vanduo 0,5 l", "vnt.", 21, (0.6, 0.9)),
    ("*Gazuotas gėrimas 0,5 l", "vnt.", 21, (1.2, 1.6)),
    ("*Energinis gėrimas 0,25 l sk.", "vnt.", 21, (1.1, 1.6)),
    ("*Gira 0,5 l", "vnt.", 21, (0.8, 1.1)),
    ("*Ledinė arbata 0,5 l", "vnt.", 21, (1.1, 1.5)),
    ("Šokoladas pieninis 100 g", "vnt.", 21, (1.2, 1.8)),
    ("Kramtomoji guma", "vnt.", 21, (0.8, 1.1)),
    ("Traškučiai 75 g", "vnt.", 21, (1.0, 1.4)),
    ("Saldainiai ledinukai", "vnt.", 21, (0.7, 1.0)),
    ("Ledai plombyras", "vnt.", 21, (0.9, 1.4)),
    ("Elementai AA 2 vnt.", "vnt.", 21, (2.0, 3.0)),
    ("Vienkartinis žiebtuvėlis", "vnt.", 21, (0.7, 1.0)),
    ("Laikraštis „Dienos žinios“", "vnt.", 9, (1.1, 1.5)),
    ("Laikraštis „Vakaro miestas“", "vnt.", 9, (0.8, 1.1)),
    ("Žurnalas „Savaitė namuose“", "vnt.", 9, (1.4, 2.0)),
    ("Žurnalas „Sodo kalendorius“", "vnt.", 9, (2.2, 3.0)),
    ("Kryžiažodžių žurnalas", "vnt.", 9, (1.0, 1.6)),
    ("Žurnalas vaikams „Smalsutis“", "vnt.", 9, (2.5, 3.5)),
]
LOTTERY = ["Loterijos bilietas", "Momentinė loterija", "Loto bilietas", "Loterija „Laimės ratas“"]
DEPOSIT = ["Užstatas", "Užstatas už tarą", "Užstatas 0,10"]
# (the chain's name on the tape, its company)
CHAINS = [
    ("SPAUDOS TAŠKAS", "UAB „Spaudos taškas“"),
    ("KIOSKAS 24", "UAB „Miesto kioskai“"),
    ("Kampo kioskas", "UAB „Kampo prekyba“"),
    ("KAVA IR SPAUDA", "UAB „Rytinė spauda“"),
    ("Laikraštėlis", "UAB „Spaudos kioskų tinklas“"),
]
CASHIERS = ["Rasa", "Jolanta", "Vida K.", "Aistė", "Dalia", "Tomas", "Irena P.", "Kristina"]
LETTERS = [
    {Decimal(21): "A", Decimal(9): "B", Decimal(0): "N"},
    {Decimal(21): "A", Decimal(9): "C", Decimal(0): "E"},
    {Decimal(21): "1", Decimal(9): "2", Decimal(0): "4"},
]


def _basket(doc_items: list[Item], rng: random.Random) -> list[Item]:
    """The kiosk's basket: a drink in a bottle or can followed by its deposit (ten cents a container),
    and a lottery ticket on some."""
    out = []
    deposit = rng.choice(DEPOSIT)
    for item in doc_items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 1, 2, 2, 3]))
        if item.vat_percent == 9:
            item.quantity = Decimal(1)
        bottle = item.name.startswith("*")
        item.name = item.name.lstrip("*")
        out.append(item)
        if bottle:
            out.append(Item(deposit, "vnt.", item.quantity, Decimal("0.10"), Decimal(0)))
    if rng.random() < 0.35:
        price = Decimal(rng.choice(["1.00", "2.00", "2.00", "3.00", "5.00"]))
        out.append(Item(rng.choice(LOTTERY), "vnt.", Decimal(rng.choice([1, 1, 2])), price, Decimal(0)))
    return out


def _shelf_price(rng: random.Random, net: Decimal, rate: Decimal) -> Decimal:
    """A kiosk's shelf price near ``net`` with its VAT: ten cents' steps less a cent or five (1,49, 0,95,
    2,20)."""
    gross = net * (100 + rate) / 100 * Decimal(str(rng.uniform(0.92, 1.08)))
    tens = (gross * 10).quantize(Decimal(1)) / 10
    return max(Decimal("0.29"), tens - Decimal(rng.choice(["0.01", "0.01", "0.05", "0", "0.11"])))


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_kiosk-{seed}")
    doc = draw(
        seed, kind="receipt", buyer=False, series=False, lines=(1, 5), catalogue=CATALOGUE, currency="EUR"
    )
    doc.items = _basket(doc.items, rng)
    plan = shelve(
        doc,
        rng,
        lambda item, net: net if item.vat_percent == 0 else _shelf_price(rng, net, item.vat_percent),
    )
    brand, legal = rng.choice(CHAINS)
    store = chain_seller(doc, rng, legal)
    seller = doc.seller
    kiosk_no = f"{rng.randint(1, 380):03d}"

    tape = till(rng, mono=0.7, papers=(58, 58, 80))
    narrow = tape.cols < 38
    style = rng.choice(["lt-plain", "lt-plain", "lt"])

    def m(value: Decimal) -> str:
        return amount(value, style)

    letters = rng.choice(LETTERS)
    rates = doc.rates()
    gross = doc.gross
    total = m(gross)
    register = f"{rng.choice(['Kasos aparato Nr.', 'Kasos aparato Nr.:', 'KA Nr.'])} "
    register += rng.choice(
        [f"{rng.randint(1, 99):02d}{rng.randint(100000, 999999)}", f"KS{rng.randint(1000, 9999)}"]
    )
    register_head = rng.random() < 0.5
    number_label = rng.choice(["Kvito Nr.", "Kvito Nr.:", "KVITO NR."])
    stamp = datetime.combine(doc.issued, datetime.min.time()) + timedelta(
        hours=rng.randint(6, 21), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59)
    )
    when = f"{day(doc.issued, rng.choice(['iso', 'iso', 'lt-dots']))} {stamp.strftime('%H:%M:%S')}"
    cashier = f"{rng.choice(['Kasininkas(-ė):', 'Kasininkas(-ė)', 'Pardavėjas(-a):'])} {rng.choice(CASHIERS)}"

    # --- head
    tape.big(brand)
    tape.text(seller.name, align="c")
    kiosk = f"Kioskas Nr. {kiosk_no}"
    if store.centre:
        tape.text(f"{kiosk}, {store.centre}", align="c")
    else:
        tape.text(kiosk, align="c")
    tape.text(f"{seller.street}, {seller.postcode} {seller.city}", align="c")
    codes = f"Įm. k. {seller.code}  PVM k. {seller.vat_code}"
    if len(codes) <= tape.cols and rng.random() < 0.5:
        tape.text(codes, align="c")
    else:
        tape.text(f"{rng.choice(['Įm. k.', 'Įmonės kodas'])} {seller.code}", align="c")
        tape.text(f"{rng.choice(['PVM k.', 'PVM mok. kodas'])} {seller.vat_code}", align="c")
    if register_head:
        tape.text(register, align="c")
    tape.rule("-")
    head_ids = rng.random() < 0.5
    if head_ids:
        tape.lr(f"{number_label} {doc.number}", f"Kasa {rng.randint(1, 2)}")
        tape.text(when)
        tape.rule("-")

    # --- the lines
    layout = "stacked" if narrow or rng.random() < 0.5 else "inline"
    for item, shelf in zip(doc.items, plan, strict=True):
        code = letters[item.vat_percent]
        right = f"{m(item.total)} {code}"
        count = quantity(item.quantity)
        if item.quantity == 1:
            tape.lr(item.name, right)
        elif layout == "inline":
            tape.lr(f"{item.name} {count} x {m(shelf.price)}", right)
        else:
            tape.text(item.name)
            tape.lr(f"  {count} x {m(shelf.price)}", right)
    tape.rule("-")
    zero = Decimal(0) in rates
    if zero and rng.random() < 0.6:
        tape.text(f"{letters[Decimal(0)]} - PVM neapmokestinama")

    # --- total and payment
    grand(tape, rng.choice([["MOKĖTI"], ["MOKĖTI EUR", "MOKĖTI"], ["Iš viso", "VISO"]]), total, " EUR")
    pay_card = rng.random() < 0.6
    slip = card(rng)
    if pay_card:
        tape.lr(rng.choice(["Mokėta kortele", "Banko kortelė", "Kortelė"]), total)
    else:
        cash = tendered(gross, rng)
        tape.lr(rng.choice(["Grynieji", "Grynaisiais", "Mokėta grynaisiais"]), m(cash))
        tape.lr("Grąža", m(cash - gross))
    tape.rule("-")

    # --- VAT
    vat_style = rng.choice(["table", "table", "lines"])
    sum_row = False
    vat_total = False
    if vat_style == "table":
        widths = [7, 8, 7, 10] if narrow else [10, 11, 9, tape.cols - 30]
        if not tape.mono:
            widths = [10, 10, 9, 10]
        tape.cells(["PVM", "Be PVM", "PVM", "Su PVM"], widths, "b")
        for r, (base, tax) in sorted(rates.items(), reverse=True):
            label = f"{letters[r]} {r}%" if r else f"{letters[r]} neap."
            tape.cells([label, m(base), m(tax), m(base + tax)], widths)
        sum_row = len(rates) > 1 and rng.random() < 0.5
        if sum_row:
            tape.cells(["Viso", m(doc.net), m(doc.vat), total], widths, "b")
    else:
        for r, (base, tax) in sorted(rates.items(), reverse=True):
            if r:
                label = f"{letters[r]}: PVM {r} %" if letters[r].isdigit() else f"PVM {letters[r]} {r} %"
                tape.lr(label, m(tax))
            else:
                tape.lr(f"{letters[r]}{':' if letters[r].isdigit() else ''} PVM neapmokestinama", m(base))
        taxed = [r for r in rates if r]
        vat_total = len(taxed) > 1 and rng.random() < 0.6
        if vat_total:
            tape.lr(rng.choice(["PVM iš viso", "Iš viso PVM"]), m(doc.vat))
    tape.rule("-")

    if pay_card:
        slip_lines(tape, rng, slip, total, "lt", when)
        tape.rule("-")

    # --- the foot
    if not head_ids:
        tape.lr(f"{number_label} {doc.number}", f"Kasa {rng.randint(1, 2)}")
        tape.text(when)
    tape.text(cashier)
    if not register_head:
        tape.text(register)
    tape.text(rng.choice(["AČIŪ, KAD PIRKOTE!", "Ačiū ir geros dienos!", "Iki pasimatymo!"]), "b", align="c")
    if rng.random() < 0.4:
        tape.text(
            rng.choice(["Laikraščiai ir žurnalai negrąžinami", "Kava išsinešti - su savo puodeliu pigiau"]),
            align="c",
        )

    taxed = [r for r in rates if r]
    single = len(rates) == 1
    truth = receipt_truth(
        doc,
        ("prekes_pavadinimas", "quantity", "total"),
        number=True,
        net=sum_row or (single and vat_style == "table"),
        vat=sum_row or vat_total or len(taxed) == 1,
    )
    return Printed(tape.html(BIG2), truth)
