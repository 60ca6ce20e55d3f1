"""A Lithuanian consumer-electronics chain's till receipt ("Kasos kvitas") as the store's POS prints it on
an 80 mm roll (a monospace printer or a condensed font): the chain's name over the company (UAB „…“)
with its "Įmonės kodas" and "PVM mokėtojo kodas", the store and its address, "Kvito Nr.", the till, the
cashier and the sales consultant; each line's article code (above the name, before it, or in a code
column of a table), the long model name wrapped over two lines, "1 vnt. x 649,99" and the amount, and
under a device its serial number ("S/N: …", a phone's "IMEI: …") and its warranty ("Garantija 24 mėn.",
"Gamintojo garantija iki …"), a promotion's cut ("Akcija -50,00") under some; an extended warranty as a
service line of its own (with the device's serial it covers) on some; the VAT as a table, as net and
VAT lines, or as "t. sk. PVM 21 %" alone; "MOKĖTI", payment by card (with the terminal's slip), in cash,
or part in cash and the rest by card; on some a stub to fill in for a VAT invoice ("PVM sąskaitai
faktūrai išrašyti: Pirkėjas ____"), and the note that the receipt is the warranty document.

Everything is at 21 %. The seller is the chain's company; the address printed is the store's. The VAT
invoice stub is left blank, so the receipt names no buyer."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day
from tests.eval.printed.templates.rc_common import clock, receipt_truth, tendered
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import (
    chain_seller,
    nice_price,
    set_totals,
    slip_lines,
    till,
)

# devices: (name, gross price range, serial kind, warranty months)
DEVICES = [
    (
        'Nešiojamas kompiuteris Lenovo IdeaPad Slim 3 15IRH8, 15,6" FHD, i5-13420H, 16 GB, 512 GB SSD',
        (549, 799),
        "sn",
        24,
    ),
    (
        'Nešiojamas kompiuteris ASUS VivoBook 15 X1504VA, 15,6", i3-1315U, 8 GB, 256 GB SSD',
        (399, 549),
        "sn",
        24,
    ),
    ("Išmanusis telefonas Samsung Galaxy A55 5G, 8/256 GB, tamsiai mėlynas", (379, 499), "imei", 24),
    ("Išmanusis telefonas Apple iPhone 15, 128 GB, juodas", (749, 899), "imei", 24),
    ("Išmanusis telefonas Xiaomi Redmi Note 13 Pro, 8/256 GB, violetinis", (279, 359), "imei", 24),
    ('Televizorius LG 55UR78003LK, 55" 4K UHD Smart TV, webOS', (429, 599), "sn", 24),
    ('Televizorius Samsung UE50DU7172UXXH, 50" Crystal UHD 4K', (349, 479), "sn", 24),
    ('Planšetinis kompiuteris Apple iPad 10.9" Wi-Fi, 64 GB, sidabrinis', (379, 449), "sn", 24),
    ("Belaidės ausinės Sony WH-1000XM5 su triukšmo slopinimu, juodos", (299, 399), "sn", 24),
    ("Skalbimo mašina Bosch WGG244ZLSN, 9 kg, 1400 aps./min., A klasė", (549, 699), "sn", 36),
    ("Dulkių siurblys-robotas Xiaomi Robot Vacuum S10+, su plovimo funkcija", (399, 549), "sn", 24),
    ("Automatinis kavos aparatas De'Longhi Magnifica S ECAM22.110.B", (299, 399), "sn", 24),
    ("Išmanusis laikrodis Garmin Forerunner 265, 46 mm, juodas", (379, 449), "sn", 24),
    ("Žaidimų konsolė Sony PlayStation 5 Slim Digital Edition, 1 TB", (399, 479), "sn", 24),
    ('Monitorius Dell S2721DS, 27" QHD IPS, 75 Hz, HDMI/DP', (199, 279), "sn", 36),
    ("Mikrobangų krosnelė Samsung MS23K3513AW, 23 l, 800 W, balta", (99, 139), "sn", 24),
    ("Elektrinis dantų šepetėlis Oral-B iO Series 6, juodas", (119, 169), "sn", 24),
]
# accessories: (name, gross price range)
ACCESSORIES = [
    ("USB-C įkroviklis 25 W, baltas", (14, 29)),
    ("Apsauginis grūdintas stiklas ekranui", (9, 19)),
    ('Dėklas-knygutė planšetei 10.9", mėlynas', (19, 39)),
    ("HDMI 2.1 kabelis, 2 m", (9, 19)),
    ("Belaidė pelė Logitech M185, pilka", (12, 19)),
    ("Atminties kortelė SanDisk Ultra microSDXC 128 GB", (14, 24)),
    ("Baterijos Duracell Plus AA, 4 vnt.", (5, 9)),
    ('Sieninis TV laikiklis 32-65", VESA 400x400', (24, 49)),
    ('Kuprinė nešiojamam kompiuteriui 15,6", juoda', (29, 49)),
    ("Telefono dėklas, silikoninis, skaidrus", (9, 19)),
    ("Išorinis akumuliatorius 10000 mAh, USB-C", (19, 35)),
]
WARRANTY_NAMES = [
    "Papildoma garantija +{years} m.",
    "Prailginta garantija {years} m. (Garantijos paketas)",
    "Garantijos pratęsimas +{years} metai",
]
CHAINS = [
    ("TECHNO TAŠKAS", "UAB „Techno taškas“"),
    ("VOLTAS", "UAB „Volto prekyba“"),
    ("SKAITMENA", "UAB „Skaitmena“"),
    ("ELEKTRO MIESTAS", "UAB „Elektros miestas“"),
    ("LUSTAS", "UAB „Lusto technika“"),
]
CASHIERS = ["Tomas", "Andrius K.", "Simona", "Mantas", "Evelina", "Paulius", "Deimantė"]


def _imei(rng: random.Random) -> str:
    """A fifteen-digit IMEI (a phone's serial) with its Luhn check digit."""
    body = rng.choice(["35", "86", "35", "49"]) + "".join(rng.choice("0123456789") for _ in range(12))
    total = 0
    for i, digit in enumerate(reversed(body)):
        d = int(digit) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return body + str(-total % 10)


def _serial(rng: random.Random) -> str:
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    form = rng.choice(["PF{a}{d}", "R5C{a}{d}", "{a}{d}{a}", "S{d}{a}{d}"])
    return form.format(
        a="".join(rng.choice(letters) for _ in range(rng.randint(2, 3))),
        d="".join(rng.choice("0123456789") for _ in range(rng.randint(4, 6))),
    )


def _months_later(start: date, months: int) -> date:
    month = start.month - 1 + months
    return start.replace(year=start.year + month // 12, month=month % 12 + 1, day=min(start.day, 28))


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_electronics-{seed}")
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 1))
    brand, legal = rng.choice(CHAINS)
    store = chain_seller(doc, rng, legal)
    seller = doc.seller
    rate = Decimal(21)

    # --- the basket: one or two devices, a few accessories, an extended warranty on some
    devices = rng.sample(DEVICES, rng.choice([1, 1, 1, 2]))
    extras = rng.sample(ACCESSORIES, rng.choice([0, 1, 1, 2, 3]))
    lines: list[tuple[Item, Decimal, str | None, int]] = []  # item, gross guide, serial, warranty months
    covered: list[tuple[int, str]] = []
    for name, (low, high), kind, months in devices:
        serial = _imei(rng) if kind == "imei" else _serial(rng)
        guide = Decimal(str(round(rng.uniform(low, high), 2)))
        lines.append((Item(name, "vnt.", Decimal(1), Decimal(0), rate), guide, serial, months))
        if rng.random() < 0.35:
            years = rng.choice([1, 2, 3])
            wname = rng.choice(WARRANTY_NAMES).format(years=years)
            warranty_guide = guide * Decimal(rng.choice(["0.05", "0.06", "0.08"])) * years
            lines.append((Item(wname, "vnt.", Decimal(1), Decimal(0), rate), warranty_guide, None, 0))
            covered.append((len(lines) - 1, serial))
    for name, (low, high) in extras:
        qty = Decimal(rng.choice([1, 1, 1, 2]))
        guide = Decimal(str(round(rng.uniform(low, high), 2)))
        lines.append((Item(name, "vnt.", qty, Decimal(0), rate), guide, None, 0))
    doc.items = [item for item, _, _, _ in lines]
    for item in doc.items:
        item.code = (
            str(rng.randint(1000000, 9999999)) if rng.random() < 0.8 else f"{rng.randint(100000, 999999)}"
        )

    # shelf prices as such a store sets them (649,99, 14,99), a promotion's cut off some devices; drawn
    # again until each line's amount splits into net and VAT and the lines make up the VAT
    plan: list[tuple[Decimal, Decimal, Decimal]] = []  # shelf price, full amount, cut
    for _ in range(500):
        plan = []
        for item, guide, sn, _ in lines:
            shelf = nice_price(rng, guide * 100 / (100 + rate), rate)
            full = money(item.quantity * shelf)
            cut = Decimal(0)
            if sn and rng.random() < 0.25:
                cut = Decimal(rng.choice([10, 20, 30, 50, 100])).min(money(full / 5)).quantize(Decimal(1))
            plan.append((shelf, full, cut))
        if set_totals(doc, [full - cut for _, full, cut in plan]):
            break
    else:
        raise AssertionError(f"seed {seed}: the lines do not add up")

    tape = till(rng, mono=0.6, papers=(80,))
    style = rng.choice(["lt", "lt-plain", "lt-plain"])

    def m(value: Decimal) -> str:
        return amount(value, style)

    gross = doc.gross
    total = m(gross)
    letter = rng.choice(["A", ""])
    when_day = day(doc.issued, rng.choice(["iso", "iso", "lt-dots"]))
    when = f"{when_day} {clock(rng, seconds=True)}"

    # --- head
    tape.big(brand)
    tape.text(seller.name, align="c")
    tape.text(f"Įmonės kodas {seller.code}", align="c")
    tape.text(f"{rng.choice(['PVM mokėtojo kodas', 'PVM kodas'])} {seller.vat_code}", align="c")
    shop = f"{rng.choice(['Parduotuvė', 'Salonas'])} {store.centre}" if store.centre else None
    if shop:
        tape.text(shop, align="c")
    tape.text(seller.address, align="c")
    if rng.random() < 0.5:
        tape.text(
            f"Info tel. {rng.choice(['8 700 55 ', '+370 5 2'])}{rng.randint(100, 999)} {rng.randint(10, 99)}",
            align="c",
        )
    tape.rule("=")
    tape.text(rng.choice(["KASOS KVITAS", "PIRKIMO KVITAS", "Kasos kvitas"]), "b", align="c")
    tape.lr(
        f"{rng.choice(['Kvito Nr.', 'Kvito Nr.:', 'Kvitas Nr.'])} {doc.number}", f"Kasa {rng.randint(1, 9)}"
    )
    tape.text(when)
    tape.text(f"Kasininkas(-ė): {rng.choice(CASHIERS)}")
    if rng.random() < 0.6:
        tape.text(f"Konsultantas: {rng.choice(CASHIERS)} ({rng.randint(1000, 9999)})")
    tape.rule("-")

    # --- the lines
    layout = rng.choice(["stacked", "stacked", "inline", "table"])
    if layout == "table":
        widths = [tape.cols - 26, 5, 10, 11] if tape.mono else [19, 5, 11, 12]
        tape.cells(["Kodas", "Kiek.", "Kaina", "Suma"], widths, "b")
    warranty_style = rng.choice(["months", "until", "plain"])
    serial_label = rng.choice(["S/N:", "S/N", "Serijos Nr.:"])
    code_label = rng.choice(["Kodas: {}", "{}", "Prekės kodas {}"])
    for index, ((item, _, sn, months), (shelf, full, cut)) in enumerate(zip(lines, plan, strict=True)):
        right = f"{m(full)} {letter}".rstrip()
        count = f"{item.quantity:f}"
        if layout == "table":
            tape.text(item.name)
            tape.cells([item.code or "", count, m(shelf), right], widths)
        elif layout == "inline":
            tape.text(f"{item.code} {item.name}")
            tape.lr(f"   {count} x {m(shelf)}", right)
        else:
            tape.text(code_label.format(item.code))
            tape.text(item.name)
            tape.lr(f"   {count} vnt. x {m(shelf)}", right)
        if cut:
            tape.lr(f"   {rng.choice(['Akcija', 'Nuolaida', 'Akcijos nuolaida'])}", f"-{m(cut)}")
            tape.lr("   Suma su nuolaida", m(full - cut))
        if sn:
            label = "IMEI:" if len(sn) == 15 and sn.isdigit() else serial_label
            tape.text(f"   {label} {sn}")
            if warranty_style == "months":
                tape.text(f"   Garantija {months} mėn.")
            elif warranty_style == "until":
                tape.text(f"   Gamintojo garantija iki {day(_months_later(doc.issued, months), 'iso')}")
            else:
                tape.text(f"   Garantinis laikotarpis: {months // 12} m.")
        for where, device_serial in covered:
            if where == index:
                which = "IMEI:" if len(device_serial) == 15 and device_serial.isdigit() else serial_label
                tape.text(f"   Prekei {which} {device_serial}")
    tape.rule("-")

    # --- totals, VAT and payment
    saved = sum((cut for _, _, cut in plan), Decimal(0))
    if saved:
        tape.lr("Nuolaidų suma", f"-{m(saved)}")
    vat_style = rng.choice(["table", "lines", "incl"])
    if vat_style == "lines":
        tape.lr(rng.choice(["Suma be PVM", "Iš viso be PVM"]), m(doc.net))
        tape.lr(rng.choice(["PVM 21 %", "PVM 21%", "PVM suma (21 %)"]), m(doc.vat))
    if tape.mono:
        room = int(tape.cols / tape.scale)
        label = rng.choice(["MOKĖTI", "MOKĖTI EUR", "IŠ VISO"])
        if len(label) + len(total) + 1 > room:
            label = "MOKĖTI"
        tape.big(label.ljust(room - len(total)) + total)
    else:
        tape.lr(rng.choice(["MOKĖTI", "IŠ VISO"]), f"{total} EUR", "b big2")
    if vat_style == "incl":
        tape.lr(rng.choice(["t. sk. PVM 21 %", "Iš jų PVM 21%"]), m(doc.vat))
    payment = rng.choice(["card", "card", "card", "cash", "split"])
    slip = card(rng)
    paid_card = gross
    if payment == "cash":
        cash = tendered(gross, rng)
        tape.lr("Grynaisiais", m(cash))
        tape.lr("Grąža", m(cash - gross))
    elif payment == "split":
        step = Decimal(50) if gross > 200 else Decimal(10)
        cash = max(step, money((gross * Decimal(rng.choice(["0.2", "0.3", "0.5"]))) // step * step))
        if cash >= gross:
            cash = money(gross // 2)
        paid_card = gross - cash
        tape.lr("Grynaisiais", m(cash))
        tape.lr(rng.choice(["Mokėjimo kortele", "Banko kortele"]), m(paid_card))
        tape.lr("Grąža", m(Decimal(0)))
    else:
        tape.lr(rng.choice(["Mokėjimo kortele", "Banko kortelė", "Kortele"]), total)
    tape.rule("-")
    if vat_style == "table":
        if tape.mono:
            rest = tape.cols - 10
            widths = [10, rest // 3, rest // 3, rest - 2 * (rest // 3)]
        else:
            widths = [10, 10, 9, 11]
        tape.cells(["PVM %", "Be PVM", "PVM", "Su PVM"], widths, "b")
        for r, (base, tax) in doc.rates().items():
            tape.cells([f"{letter} {r.normalize():f}%".strip(), m(base), m(tax), m(base + tax)], widths)
        tape.rule("-")
    if payment != "cash":
        slip_lines(tape, rng, slip, m(paid_card), "lt", when)
        tape.rule("-")

    # --- the foot
    if rng.random() < 0.45:
        tape.blank()
        tape.text("PVM SĄSKAITAI FAKTŪRAI IŠRAŠYTI", "b", align="c")
        for label in ["Pirkėjas", "Įmonės kodas", "PVM mokėtojo kodas", "Adresas", "Parašas"]:
            tape.text(f"{label}: ".ljust(tape.cols, "_") if tape.mono else f"{label}: {'_' * 24}")
        tape.text("Sąskaita išrašoma per 5 d. nuo pirkimo", align="c")
        tape.rule("-")
    tape.text(
        rng.choice(
            [
                "Išsaugokite kvitą - jis reikalingas garantiniam aptarnavimui",
                "Šis kvitas yra garantinis dokumentas",
                "Kvitas kartu su gamintojo talonu - garantijos dokumentas",
            ]
        ),
        align="c",
    )
    tape.text(rng.choice(["Prekes galima grąžinti per 14 d.", "Grąžinimas per 30 d. su kvitu"]), align="c")
    tape.text(rng.choice(["AČIŪ, KAD PIRKOTE!", "Ačiū! Lauksime vėl!"]), "b", align="c")
    truth = receipt_truth(
        doc,
        ("prekes_pavadinimas", "prekes_kodas", "quantity", "total"),
        number=True,
        net=vat_style != "incl",
        vat=True,
    )
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
