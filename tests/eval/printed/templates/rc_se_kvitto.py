"""A Swedish neighbourhood grocery's till receipt (kvitto) as a Swedish POS with its certified control unit
prints it on an 80 mm (or 58 mm) roll: the shop's name in large letters or a drawn mark, the company
("… AB") with "Org.nr 556677-8899" (and "Momsreg.nr SE…01" on some), the address with its "123 45"
postcode and town, "KVITTO"; "Kvittonr", "Kassa", "Kassör", the date (ISO) and time at the head or the
foot; the lines with their moms code (A/B/C or 1/2/3 for 25 %, 12 % and 6 %), "2 st x 15,90" or
"0,312 kg x 99,00 kr/kg" under the name, or a "Beskrivning Antal Pris Summa" table; the can's "Pant" as
a line of its own; "Totalt SEK" / "Att betala" in large glyphs with "Varav moms" on some, "Kort" with the
terminal's slip ("KÖP", the masked card, "GODKÄND") or "Kontant" with the "Öresavrundning" to whole kronor
and "Växel"; the moms table ("Moms% Moms Netto Brutto", a "Totalt" row on some), the control unit's
number, "Tack för ditt köp!" and "Välkommen åter!".

Food is at 12 % (the rate before the food VAT was halved on 1 April 2026), so the receipts bear dates in
the first quarter of 2026. The seller is the company; its address is the shop's."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_nl_fr_se_common import se_seller
from tests.eval.printed.templates.rc_common import (
    MONO_FONTS,
    receipt_truth,
    settle,
    shop_quantities,
    tendered,
)
from tests.eval.printed.templates.rc_round4_common import ColTape, card

# (name, unit, rate, net price range in kronor): food at 12 %, the press and books at 6 %, the rest at 25 %
CATALOGUE = [
    ("Mellanmjölk 1,5 l", "st", 12, (13.0, 16.0)),
    ("Filmjölk 1 l", "st", 12, (14.0, 18.0)),
    ("Smör normalsaltat 500 g", "st", 12, (45.0, 60.0)),
    ("Ägg 12-pack frigående", "st", 12, (36.0, 48.0)),
    ("Prästost lagrad", "kg", 12, (130.0, 170.0)),
    ("Falukorv 800 g", "st", 12, (30.0, 40.0)),
    ("Knäckebröd råg 520 g", "st", 12, (22.0, 30.0)),
    ("Kanelbulle", "st", 12, (12.0, 18.0)),
    ("Kaffe mellanrost 450 g", "st", 12, (45.0, 65.0)),
    ("Bananer", "kg", 12, (20.0, 27.0)),
    ("Äpplen Royal Gala", "kg", 12, (25.0, 35.0)),
    ("Potatis fast", "kg", 12, (10.0, 16.0)),
    ("Gurka", "st", 12, (12.0, 18.0)),
    ("Laxfilé 250 g", "st", 12, (55.0, 75.0)),
    ("Nötfärs 12% 500 g", "st", 12, (50.0, 65.0)),
    ("Pepsi Max 33 cl burk", "st", 12, (9.0, 13.0)),
    ("Sockerdricka 33 cl burk", "st", 12, (8.0, 12.0)),
    ("Lättöl 2,8% 33 cl burk", "st", 12, (10.0, 14.0)),
    ("Chips sourcream 275 g", "st", 12, (20.0, 28.0)),
    ("Mjölkchoklad 200 g", "st", 12, (20.0, 30.0)),
    ("Lösgodis", "kg", 12, (80.0, 110.0)),
    ("Diskmedel 500 ml", "st", 25, (15.0, 25.0)),
    ("Toalettpapper 8-p", "st", 25, (35.0, 50.0)),
    ("Tandkräm 75 ml", "st", 25, (18.0, 30.0)),
    ("Batterier AA 4-p", "st", 25, (35.0, 55.0)),
    ("Värmeljus 30-p", "st", 25, (25.0, 40.0)),
    ("Snus portion 24 g", "st", 25, (45.0, 55.0)),
    ("Bärkasse plast", "st", 25, (5.0, 7.0)),
    ("Dagens Nyheter", "st", 6, (35.0, 42.0)),
    ("Aftonbladet", "st", 6, (25.0, 30.0)),
    ("Korsord Extra", "st", 6, (45.0, 60.0)),
    ("Pocketbok deckare", "st", 6, (90.0, 120.0)),
]
# the shop's name on the tape and in its company's name
NAMES = [
    "Hörnans Livs",
    "Lanthandeln i Vik",
    "Solgårdens Livs",
    "Kvarnbyns Handel",
    "Torgets Mat",
    "Ekbackens Närlivs",
]
# (street, postcode, town)
PLACES = [
    ("Storgatan", "831 30", "Östersund"),
    ("Drottninggatan", "252 21", "Helsingborg"),
    ("Kungsgatan", "753 21", "Uppsala"),
    ("Södra Förstadsgatan", "211 43", "Malmö"),
    ("Vasagatan", "411 24", "Göteborg"),
    ("Götgatan", "118 46", "Stockholm"),
    ("Hantverkargatan", "112 21", "Stockholm"),
    ("Norrlandsgatan", "903 27", "Umeå"),
    ("Järnvägsgatan", "582 22", "Linköping"),
]
CASHIERS = ["Elin", "Johan", "Maja S.", "Ahmed", "Karin", "Oskar", "Sara", "Linnea"]
SANS = ["'Roboto Condensed'", "'Liberation Sans Narrow'", "'Open Sans Condensed', 'Open Sans'", "Roboto"]
CODES = [
    {Decimal(25): "A", Decimal(12): "B", Decimal(6): "C"},
    {Decimal(25): "*", Decimal(12): "", Decimal(6): "#"},
    {Decimal(25): "M1", Decimal(12): "M2", Decimal(6): "M3"},
]


def _whole_kronor(total: Decimal) -> Decimal:
    """A cash payment in Sweden: the total rounded to whole kronor (öresavrundning)."""
    return total.quantize(Decimal(1), rounding=ROUND_HALF_UP)


def _with_pant(doc_items: list[Item]) -> list[Item]:
    """The deposit on cans, one krona a can, at the drink's rate, as a line after the drinks."""
    out = []
    for item in doc_items:
        out.append(item)
        if "burk" in item.name:
            out.append(Item("Pant burk", "st", item.quantity, Decimal("0.89"), Decimal(12)))
    return out


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_se_kvitto-{seed}")
    doc = draw(
        seed, kind="receipt", buyer=False, series=False, lines=(2, 9), catalogue=CATALOGUE, currency="SEK"
    )
    doc.issued = date(2026, 1, 2) + timedelta(days=rng.randint(0, 87))
    shop_quantities(doc, rng)
    doc.items = _with_pant(doc.items)
    prices = settle(doc)
    if any(i.name == "Pant burk" and p != 1 for i, p in zip(doc.items, prices, strict=True)):
        # a deposit is a whole krona a can: where the lines settled otherwise, the basket goes without it
        doc.items = [i for i in doc.items if i.name != "Pant burk"]
        prices = settle(doc)

    brand = rng.choice(NAMES)
    seller = se_seller(rng, [brand], PLACES)
    doc.seller = seller
    show_vat = rng.random() < 0.45
    vat_no = seller.vat_code
    if not show_vat:
        seller.vat_code = None

    style = rng.choice(["lt-plain", "lt-plain", "lt"])
    mono = rng.random() < 0.6
    if mono:
        paper = rng.choice([80, 80, 58])
        cols = rng.choice([32] if paper == 58 else [42, 44, 48])
        tape = ColTape(paper=paper, cols=cols, font=rng.choice(MONO_FONTS))
    else:
        tape = ColTape(paper=80, mono=False, font=rng.choice(SANS), size_pt=rng.choice([8.5, 9.0]), em=0.62)
    wide = tape.cols >= 40 or not tape.mono

    def m(value: Decimal) -> str:
        return amount(value, style)

    codes = rng.choice(CODES)
    rates = dict(sorted(doc.rates().items(), reverse=True))
    gross = doc.gross
    total = m(gross)

    # --- head
    if rng.random() < 0.4:
        size = min(1.5 * tape.line_mm, (tape.paper - 22) / (0.62 * len(brand)))
        initials = "".join(w[0] for w in brand.split() if w[0].isupper())[:2]
        disc = 2.6 * tape.line_mm
        tape.block(
            f'<div style="display:flex;align-items:center;gap:2mm">'
            f'<div style="width:{disc:.2f}mm;height:{disc:.2f}mm;border-radius:50%;'
            f"background:#111;color:#fff;display:flex;align-items:center;justify-content:center;"
            f"font-family:'DejaVu Sans';font-weight:bold;font-size:{1.1 * tape.line_mm:.2f}mm\">"
            f"{escape(initials)}</div>"
            f'<div style="font-family:Lato;font-weight:900;white-space:nowrap;font-size:{size:.2f}mm">'
            f"{escape(brand)}</div></div>",
            3,
        )
    else:
        tape.big(brand.upper())
    tape.text(seller.name, align="c")
    tape.text(seller.street, align="c")
    tape.text(f"{seller.postcode} {seller.city}", align="c")
    if rng.random() < 0.6:
        tape.text(
            f"Tel {rng.choice(['08', '031', '040', '018', '063'])}-{rng.randint(100000, 9999999)}", align="c"
        )
    org = f"{rng.choice(['Org.nr', 'Org.nr:', 'Org nr', 'Organisationsnr'])} {seller.code}"
    momsreg = f"{rng.choice(['Momsreg.nr', 'Momsreg nr:', 'VAT nr'])} {vat_no}"
    ids_foot = rng.random() < 0.3
    if not ids_foot:
        tape.text(org, align="c")
        if show_vat:
            tape.text(momsreg, align="c")
    tape.rule("=")
    tape.text(rng.choice(["KVITTO", "Kvitto", "KÖPKVITTO"]), "b", align="c")

    number_label = rng.choice(["Kvittonr:", "Kvitto nr", "Kvittonummer:", "Kvittonr"])
    till = f"{rng.choice(['Kassa', 'Kassa:', 'Kassa nr'])} {rng.randint(1, 5)}"
    cashier = f"{rng.choice(['Kassör:', 'Kassör', 'Du betjänades av'])} {rng.choice(CASHIERS)}"
    time = f"{rng.randint(7, 21):02d}:{rng.randint(0, 59):02d}"
    when = rng.choice([f"{doc.issued.isoformat()} {time}", f"{doc.issued.isoformat()} kl. {time}"])
    head_number = rng.random() < 0.5

    def ids_rows() -> None:
        tape.lr(f"{number_label} {doc.number}", till)
        tape.text(when)
        tape.text(cashier)

    if head_number:
        ids_rows()
    tape.rule("-")

    # --- the lines
    layout = rng.choice(["stacked", "stacked", "table"])
    if layout == "table":
        widths = [tape.cols - 28, 9, 8, 11] if tape.cols >= 40 else [11, 6, 6, 9]
        if not tape.mono:
            widths = [22, 8, 8, 10]
        tape.cells(["Beskrivning", "Antal", "Pris", "Summa"], widths, "b")
    for item, price in zip(doc.items, prices, strict=True):
        code = codes[item.vat_percent]
        amount_text = f"{m(item.total)} {code or ' '}"
        weighed = item.unit == "kg"
        count = amount(item.quantity, "lt-plain", 3) if weighed else quantity(item.quantity)
        if layout == "table":
            row = [f"{count}{' kg' if weighed and wide else ''}", m(price), amount_text]
            if len(item.name) < widths[0] or not tape.mono:
                tape.cells([item.name, *row], widths)
            else:
                tape.text(item.name)
                tape.cells(["", *row], widths)
            continue
        tape.lr(item.name, amount_text)
        if weighed:
            tape.text(f"  {count} kg x {m(price)} kr/kg")
        elif item.quantity != 1:
            tape.text(f"  {count} st x {m(price)}")
    tape.rule("-")
    if rng.random() < 0.4:
        units = sum(1 if i.unit == "kg" else int(i.quantity) for i in doc.items if i.name != "Pant burk")
        tape.lr("Antal varor", str(units))

    # --- totals and payment
    label = rng.choice(["Totalt SEK", "TOTALT SEK", "Att betala", "ATT BETALA", "Totalt"])
    if tape.mono:
        room = int(tape.cols / tape.scale)
        if len(label) + len(total) + 1 > room:
            label = "TOTALT"
        tape.big(label.ljust(room - len(total)) + total)
    else:
        tape.lr(label, f"{total} kr" if rng.random() < 0.5 else total, "b big2")
    varav = rng.random() < 0.4
    if varav:
        tape.lr("Varav moms", m(doc.vat))
    pay_card = rng.random() < 0.75
    slip = card(rng)
    if pay_card:
        tape.lr(rng.choice(["Kort", "Bankkort", "Kortbetalning", "KORT"]), total)
    else:
        pay = _whole_kronor(gross)
        cash = tendered(pay, rng)
        if pay != gross:
            diff = pay - gross
            tape.lr("Öresavrundning", ("+" if diff > 0 else "") + m(diff))
            tape.lr("Att betala kontant", m(pay))
        tape.lr(rng.choice(["Kontant", "Kontant SEK", "Erhållet kontant"]), m(cash))
        tape.lr(rng.choice(["Växel", "Tillbaka", "Växel SEK"]), m(cash - pay))
    tape.rule("-")

    # --- the moms table
    heads = rng.choice([["Moms%", "Moms", "Netto", "Brutto"], ["Moms %", "Moms kr", "Exkl.", "Inkl."]])
    if tape.mono:
        first = 10 if wide else 8
        rest = tape.cols - first
        widths = [first, rest // 3, rest // 3, rest - 2 * (rest // 3)]
    else:
        widths = [10, 10, 11, 11]
    tape.cells(heads, widths, "b")
    pct = rng.choice(["{},00", "{}%", "{} %"])
    for r, (base, tax) in rates.items():
        label = f"{codes[r]} {pct.format(r.normalize())}".strip()
        tape.cells([label, m(tax), m(base), m(base + tax)], widths)
    sum_row = len(rates) > 1 and rng.random() < 0.55
    if sum_row:
        tape.cells(["Totalt", m(doc.vat), m(doc.net), total], widths)
    tape.rule("-")

    # --- the terminal's slip
    if pay_card:
        tape.text(rng.choice(["KORTTERMINAL", "Kortköp", "BANKKORT"]), "b", align="c")
        tape.lr("KÖP", f"SEK {total}")
        tape.text(slip.scheme)
        tape.text(slip.masked(rng.randint(0, 2)))
        tape.text(rng.choice(["Kontaktlös", "PIN OK", "Kontaktlös/Mobil"]))
        tape.lr(f"Term: {slip.terminal}", f"Butik: {slip.merchant[:6]}")
        tape.lr("Ref:", slip.rrn)
        tape.lr("Aut.kod:", slip.auth)
        if rng.random() < 0.5:
            tape.lr("AID:", slip.aid)
        tape.text("GODKÄND", "b", align="c")
        tape.text(rng.choice(["SPARA KVITTOT", "Kundens exemplar"]), align="c")
        tape.rule("-")

    if not head_number:
        ids_rows()
        tape.rule("-")
    if ids_foot:
        tape.text(org, align="c")
        if show_vat:
            tape.text(momsreg, align="c")
    unit = "".join(rng.choice("0123456789ABCDEF") for _ in range(16))
    tape.text(f"{rng.choice(['Kontrollenhet:', 'KE:', 'Kontrollenhet nr'])} {unit}")
    if rng.random() < 0.5:
        tape.text(f"Kassaregister: {rng.choice(['CR', 'KR', 'POS'])}-{rng.randint(10000, 99999)}")
    if rng.random() < 0.4:
        tape.text(f"Medlemsnr ****{rng.randint(1000, 9999)}")
        tape.lr("Bonusgrundande belopp", total)
    tape.blank()
    tape.text(
        rng.choice(["Tack för ditt köp!", "TACK FÖR BESÖKET", "Tack och välkommen åter!"]), "b", align="c"
    )
    if rng.random() < 0.6:
        tape.text(
            rng.choice(["Välkommen åter!", "Öppet köp 30 dagar mot kvitto", "Öppet alla dagar 7-22"]),
            align="c",
        )
    truth = receipt_truth(
        doc,
        ("prekes_pavadinimas", "quantity", "total"),
        number=True,
        net=sum_row or len(rates) == 1,
        vat=sum_row or varav,
    )
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
