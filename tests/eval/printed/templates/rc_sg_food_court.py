"""A Singapore or Malaysian food court's or coffee shop's (kopitiam's) POS receipt in English, as the
central cashier's till prints it: the outlet's name, the operating company ("… PTE LTD" or "… SDN BHD")
with its "Co. Reg. No." and its GST or SST registration number, the address with its 6-digit (Singapore)
or 5-digit (Malaysia) postcode, the receipt number, table, cashier and pax, quantity / item / amount rows
with the stall's dishes and drinks, "SUBTOTAL", "GST 9%" (added, or included in the prices) or "SST 6%",
"ROUNDING", "TOTAL", "CASH" and "CHANGE" (or a card or NETS), and "THANK YOU"."""

from __future__ import annotations

import random
import textwrap
from dataclasses import dataclass
from decimal import Decimal

from tests.eval.printed import Printed
from tests.eval.printed.doc import Doc, Foreign, draw
from tests.eval.printed.fmt import amount
from tests.eval.printed.templates.rc_common import (
    MONO_FONTS,
    MalaysianShop,
    Tape,
    clock,
    malaysian_shop,
    receipt_truth,
    settle,
    tendered,
)

SG_MENU = [
    ("Roasted Chicken Rice", "pcs", 9, (4.0, 5.5)),
    ("Char Kway Teow", "pcs", 9, (4.5, 6.0)),
    ("Laksa", "pcs", 9, (5.0, 6.5)),
    ("Fishball Noodle Dry", "pcs", 9, (4.0, 5.0)),
    ("Bak Chor Mee", "pcs", 9, (4.5, 6.0)),
    ("Hokkien Prawn Mee", "pcs", 9, (5.0, 7.0)),
    ("Carrot Cake (Black)", "pcs", 9, (4.0, 5.0)),
    ("Wanton Mee", "pcs", 9, (4.5, 5.5)),
    ("Eco Rice 2Veg 1Meat", "pcs", 9, (4.0, 5.0)),
    ("Nasi Lemak Ckn Wing", "pcs", 9, (5.0, 6.5)),
    ("Mee Rebus", "pcs", 9, (3.5, 4.5)),
    ("Roti Prata (Plain)", "pcs", 9, (1.2, 1.8)),
    ("Kaya Toast Set", "pcs", 9, (4.5, 5.8)),
    ("Kopi C", "pcs", 9, (1.5, 2.0)),
    ("Teh Peng", "pcs", 9, (1.8, 2.4)),
    ("Iced Milo", "pcs", 9, (2.0, 2.8)),
    ("Barley Water", "pcs", 9, (1.6, 2.2)),
    ("Lime Juice", "pcs", 9, (2.0, 2.8)),
    ("Sugarcane Juice", "pcs", 9, (2.0, 3.0)),
]
MY_MENU = [
    ("Nasi Lemak Ayam", "pcs", 6, (8.0, 12.0)),
    ("Mee Goreng Mamak", "pcs", 6, (6.0, 9.0)),
    ("Char Kuey Teow", "pcs", 6, (7.0, 10.0)),
    ("Steamed Chicken Rice", "pcs", 6, (7.0, 9.5)),
    ("Curry Laksa", "pcs", 6, (8.0, 11.0)),
    ("Wantan Mee Kering", "pcs", 6, (7.0, 9.0)),
    ("Yong Tau Foo 6pcs", "pcs", 6, (8.0, 11.0)),
    ("Roti Canai Kosong", "pcs", 6, (1.5, 2.2)),
    ("Nasi Goreng Kampung", "pcs", 6, (7.0, 10.0)),
    ("Teh Tarik", "pcs", 6, (2.2, 3.2)),
    ("Kopi O Ais", "pcs", 6, (2.0, 3.0)),
    ("Milo Ais", "pcs", 6, (3.0, 4.2)),
    ("Limau Ais", "pcs", 6, (2.5, 3.5)),
    ("Air Sirap Bandung", "pcs", 6, (2.5, 3.5)),
]
SG_COMPANIES = [
    ("GOLDEN SPOON FOOD COURT", "GOLDEN SPOON F&B PTE LTD"),
    ("HAWKERS' CORNER", "HAWKERS CORNER MANAGEMENT PTE LTD"),
    ("SUNRISE KOPITIAM", "SUNRISE KOPITIAM PTE LTD"),
    ("LUCKY 88 COFFEE SHOP", "LUCKY EIGHT EIGHT HOLDINGS PTE LTD"),
    ("TIONG HUAT EATING HOUSE", "TIONG HUAT EATING HOUSE PTE. LTD."),
]
MY_COMPANIES = [
    ("MEDAN SELERA CITY", "SELERA CITY FOOD MANAGEMENT SDN BHD"),
    ("KOPITIAM WAH SENG", "RESTORAN WAH SENG SDN BHD"),
    ("FOOD GARDEN @ JAYA", "FOOD GARDEN CONCEPT SDN BHD"),
    ("HAWKER STREET", "HAWKER STREET F&B SDN. BHD."),
]
# (street, its postal sector): a Housing Board block's postcode is the sector and the block number
SG_STREETS = [
    ("Toa Payoh Lor 8", "31"),
    ("Ang Mo Kio Ave 3", "56"),
    ("Bedok North St 1", "46"),
    ("Jurong West St 41", "64"),
    ("Tampines St 81", "52"),
    ("Yishun Ring Road", "76"),
    ("Clementi Ave 3", "12"),
    ("Hougang Ave 8", "53"),
    ("Bukit Batok St 21", "65"),
]
CASHIERS = ["MEI", "AH HUAT", "SITI", "KUMAR", "JENNY", "01", "03", "CASHIER1"]
FONTS = ["Arial, 'Liberation Sans'", "'DejaVu Sans'", "Roboto", "FreeSans", "'Roboto Condensed'"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


@dataclass
class LinesShop(Foreign):
    """A seller whose address is the lines its till prints, joined with spaces."""

    lines: tuple[str, ...] = ()

    @property
    def address(self) -> str:
        return " ".join(self.lines)


def _uen(rng: random.Random) -> str:
    """A Singapore company's UEN: the year it was registered, five digits and a letter."""
    return f"{rng.randint(1995, 2023)}{rng.randint(0, 99999):05d}{rng.choice('CDEGHKMNRWZ')}"


def _sg_shop(rng: random.Random, name: str) -> LinesShop:
    street, sector = rng.choice(SG_STREETS)
    block = rng.randint(100, 999)
    unit = f"#01-{rng.randint(1, 200):02d}"
    postcode = f"{sector}{block:04d}"
    place = rng.choice([f"Singapore {postcode}", f"SINGAPORE {postcode}", f"S({postcode})", f"S{postcode}"])
    lines: tuple[str, ...]
    if rng.random() < 0.5:
        lines = (f"Blk {block} {street} {unit}", place)
    else:
        lines = (f"Blk {block} {street}", unit, place)
    code = _uen(rng)
    gst = (
        code
        if rng.random() < 0.6
        else f"M{rng.randint(2, 9)}-{rng.randint(0, 9999999):07d}-{rng.randint(0, 9)}"
    )
    return LinesShop(name, code, gst, f"Blk {block} {street}", "Singapore", postcode, "SG", lines=lines)


def _menu_prices(doc: Doc, rng: random.Random) -> None:
    """Prices before tax as a menu board shows them (to ten cents), nudged until the total with its tax
    is a multiple of five cents (so the cash rounding is nil)."""
    step = Decimal("0.10")
    for item in doc.items:
        item.price = max(step, (item.price / step).quantize(Decimal(1)) * step)
    for _ in range(500):
        if not doc.gross % Decimal("0.05"):
            return
        rng.choice(doc.items).price += step
    raise AssertionError(f"seed {doc.seed}: no total in five cents")


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_sg_food_court-{seed}")
    singapore = seed % 3 != 0  # two in three from Singapore
    menu, tax_rate, currency = (SG_MENU, 9, "SGD") if singapore else (MY_MENU, 6, "MYR")
    doc = draw(
        seed, kind="receipt", buyer=False, series=False, lines=(1, 7), catalogue=menu, currency=currency
    )
    upper = rng.random() < 0.5
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 1, 2, 2, 3]))
        if upper:
            item.name = item.name.upper()
    # Singapore food courts mostly price with the GST in; Malaysian service tax is added on top
    inclusive = singapore and rng.random() < 0.55
    if inclusive:
        prices = settle(doc, places=1, cash_step=Decimal("0.05"))
    else:
        _menu_prices(doc, rng)
        prices = [item.price for item in doc.items]
    mono = rng.random() < 0.5
    if mono:
        tape = Tape(cols=rng.choice([40, 42]), font=rng.choice(MONO_FONTS))
    else:
        tape = Tape(mono=False, font=rng.choice(FONTS), size_pt=rng.choice([8.0, 8.5, 9.0]), em=0.72)
    outlet, company = rng.choice(SG_COMPANIES if singapore else MY_COMPANIES)
    shop: LinesShop | MalaysianShop
    if singapore:
        shop = _sg_shop(rng, company)
    else:
        shop = malaysian_shop(rng, company, tape.cols)
        shop.vat_code = f"W10-{rng.randint(18, 24)}{rng.randint(1, 12):02d}-3{rng.randint(0, 9999999):07d}"
    doc.seller = shop
    style = "plain-dot"

    tape.big(outlet)
    tape.text(shop.name, align="c")
    tape.text(
        rng.choice(["Co. Reg. No. {}", "Co. Reg. No: {}", "(Co. Reg. No. {})"]).format(shop.code), align="c"
    )
    if singapore:
        tape.text(
            rng.choice(["GST Reg No: {}", "GST Reg. No. {}", "GST REG NO : {}"]).format(shop.vat_code),
            align="c",
        )
    else:
        tape.text(
            rng.choice(["SST Reg No: {}", "SST ID: {}", "SST REG NO : {}"]).format(shop.vat_code), align="c"
        )
    for row in shop.lines:
        tape.text(row, align="c")
    if rng.random() < 0.6:
        tel = f"{rng.choice([6, 6, 9])}{rng.randint(100, 999)} {rng.randint(1000, 9999)}"
        if not singapore:
            tel = f"0{rng.choice([3, 3, 4, 7])}-{rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"
        tape.text(f"Tel: {tel}", align="c")
    tape.rule("-")
    if rng.random() < 0.4:
        tape.text(f"ORDER NO. {rng.randint(1, 299)}", "b", align="c")
    tape.lr(
        rng.choice(["RECEIPT NO: {}", "Receipt No : {}", "BILL NO: {}"]).format(doc.number),
        f"TABLE {rng.randint(1, 60)}",
    )
    when = rng.choice(
        [
            doc.issued.strftime("%d/%m/%Y"),
            doc.issued.strftime("%d-%m-%Y"),
            f"{doc.issued.day:02d} {MONTHS[doc.issued.month - 1]} {doc.issued.year}",
            f"{doc.issued.day:02d}-{MONTHS[doc.issued.month - 1].upper()}-{doc.issued.year}",
        ]
    )
    tape.lr(f"DATE: {when}", f"TIME: {clock(rng, seconds=rng.random() < 0.5)}")
    tape.lr(f"CASHIER: {rng.choice(CASHIERS)}", f"PAX: {rng.randint(1, 6)}")
    tape.rule("-")
    widths = [3, 24, 7]
    if mono:
        tape.lr("QTY ITEM", "AMOUNT")
    else:
        tape.cells(["QTY", "ITEM", "AMOUNT"], widths, "left2")
    tape.rule("-")
    room = tape.cols - 4 - 10 if mono else tape.cols * widths[1] // sum(widths) - 1
    for item, price in zip(doc.items, prices, strict=True):
        value = amount(item.total if inclusive else item.subtotal, style)
        # a long name wraps; the amount stands beside its last line
        parts = textwrap.wrap(item.name, room)
        for i, part in enumerate(parts):
            qty = f"{item.quantity:f}" if i == 0 else ""
            last = value if i == len(parts) - 1 else ""
            if mono:
                tape.lr(qty.ljust(4) + part, last)
            else:
                tape.cells([qty, part, last], widths, "left2")
        if item.quantity > 1:
            each = f"@ {amount(price, style)}"
            if mono:
                tape.text(" " * 4 + each)
            else:
                tape.cells(["", each, ""], widths, "left2")
    tape.rule("-")
    label = f"GST {tax_rate}%" if singapore else f"SST {tax_rate}%"
    if inclusive:
        tape.lr("SUBTOTAL", amount(doc.gross, style))
        tape.lr(
            rng.choice([f"{label} (INCL.)", f"INCL. {label}", f"{label} INCLUDED"]), amount(doc.vat, style)
        )
        net = rng.random() < 0.4
        if net:
            tape.lr("TOTAL EXCL. GST", amount(doc.net, style))
    else:
        net = True
        tape.lr("SUBTOTAL", amount(doc.net, style))
        tape.lr(label, amount(doc.vat, style))
    tape.lr("ROUNDING", amount(Decimal("0.00"), style))
    tape.lr(
        "TOTAL",
        f"{'S$' if singapore else 'RM'}{amount(doc.gross, style)}"
        if rng.random() < 0.3
        else amount(doc.gross, style),
        "b big2",
    )
    tape.rule("-")
    pay = rng.random()
    if pay < 0.65:
        cash = tendered(doc.gross, rng)
        tape.lr("CASH", amount(cash, style))
        tape.lr("CHANGE", amount(cash - doc.gross, style))
    else:
        method = rng.choice(
            ["NETS", "PAYNOW", "VISA", "MASTER"] if singapore else ["DUITNOW QR", "TNG EWALLET", "VISA"]
        )
        tape.lr(method, amount(doc.gross, style))
    tape.rule("-")
    tape.text(
        rng.choice(["THANK YOU", "THANK YOU & PLEASE COME AGAIN", "THANK YOU. SEE YOU AGAIN!"]),
        "b",
        align="c",
    )
    if inclusive and rng.random() < 0.6:
        tape.text("Prices are inclusive of GST", align="c")
    line = ("prekes_pavadinimas", "quantity", "total" if inclusive else "subtotal")
    css = """.left2 span:nth-child(2) { text-align: left !important }
.big2 { font-weight: bold }"""
    return Printed(tape.html(css), receipt_truth(doc, line, number=True, net=net, vat=True))
