"""An Estonian pharmacy's till receipt as the pharmacy program prints it on an 80 mm (or 57 mm) roll, in a
monospace or a condensed font: the pharmacy's name ("… Apteek") over its company ("… OÜ") with
"Reg. kood" and "KMKR", the address, opening hours on some; "Kviitung" / "Tšekk nr" / "Kassatšekk" with
the date ("dd.mm.yyyy hh:mm"), the till and the serving pharmacist ("Proviisor", "Farmatseut"); the
medicines and other goods, each with "1 pk x 6,48" and its amount; a prescription's line with the
prescription's number ("Retsept nr …", the patient's masked personal code on some), the price, the
Health Insurance Fund's share as "Soodustus 50%" and what the patient pays as "Tasuda" (stacked under
the name, or as columns "Kogus / Hind / Soodustus / Tasuda"); "Soodustus kokku", "KOKKU" or "TASUDA" in
large glyphs, the VAT as a "Käibemaks" table ("KM% / KM-ta / KM / Kokku", a sum row on some) or as
"sh KM 9%" lines, "Kaardimakse" with the terminal's slip (or cash with the five-cent "Ümardamine" and
"Tagasi"), and a parting wish of good health.

Medicines are at 9 % (the reduced rate kept for them in 2025; the 13 % from 2025 is the accommodation
rate), supplements, cosmetics and other goods at the standard 24 % (from July 2025). A prescription
line's amount is what the patient pays (the reimbursed part is paid by the fund and is not in the sum);
the VAT table is over what the patient pays. The seller is the pharmacy's company."""

from __future__ import annotations

import random
from decimal import ROUND_HALF_UP, Decimal

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, rate
from tests.eval.printed.templates.rc_common import clock, receipt_truth, tendered
from tests.eval.printed.templates.rc_ee_lt_gb_common import estonian_shop
from tests.eval.printed.templates.rc_round4_common import card
from tests.eval.printed.templates.rc_round6_common import set_totals, slip_lines, till

# prescription medicines (9 %): (name, unit, rate, full gross price range)
PRESCRIBED = [
    ("Bisoprolol-ratiopharm 5mg tbl N30", "pk", 9, (3.5, 7.5)),
    ("Atorvastatin Teva 20mg tbl N30", "pk", 9, (5.0, 12.0)),
    ("Metformin Sandoz 500mg tbl N120", "pk", 9, (4.0, 9.0)),
    ("Amlodipin Zentiva 5mg tbl N30", "pk", 9, (3.0, 6.5)),
    ("Amoksiklav 875mg/125mg tbl N14", "pk", 9, (8.0, 15.0)),
    ("Omeprazol Actavis 20mg kaps N28", "pk", 9, (4.0, 8.0)),
    ("Losartan Krka 50mg tbl N28", "pk", 9, (4.5, 9.0)),
    ("Euthyrox 50mcg tbl N100", "pk", 9, (4.0, 7.0)),
    ("Ventolin 100mcg/annuses inhal N200", "pk", 9, (6.0, 10.0)),
    ("Sertraline Teva 50mg tbl N30", "pk", 9, (7.0, 14.0)),
    ("Xarelto 20mg tbl N28", "pk", 9, (55.0, 85.0)),
]
# goods sold over the counter: medicines at 9 %, the rest at 24 %
OVER_THE_COUNTER = [
    ("Paracetamol Zentiva 500mg tbl N20", "pk", 9, (1.8, 3.2)),
    ("Ibumetin 400mg tbl N30", "pk", 9, (3.0, 5.5)),
    ("Nurofen 200mg tbl N24", "pk", 9, (4.5, 7.5)),
    ("Strepsils mesi-sidrun imemistbl N24", "pk", 9, (6.0, 9.0)),
    ("Otrivin 0,1% ninasprei 10ml", "tk", 9, (4.5, 7.0)),
    ("Aspirin Cardio 100mg tbl N28", "pk", 9, (2.5, 4.5)),
    ("Voltaren Emulgel 1% geel 100g", "tk", 9, (11.0, 16.0)),
    ("Smecta pulber suukaudse susp. N10", "pk", 9, (5.5, 8.5)),
    ("Imodium 2mg kaps N6", "pk", 9, (4.0, 6.5)),
    ("Cetirizin Actavis 10mg tbl N30", "pk", 9, (3.0, 5.5)),
    ("Vitamiin D3 2000 IU kaps N90 (toidulisand)", "pk", 24, (6.0, 12.0)),
    ("Omega-3 kalaõli kaps N60", "pk", 24, (9.0, 18.0)),
    ("Magneesium + B6 tbl N60", "pk", 24, (5.0, 10.0)),
    ("Päikesekaitsekreem SPF50 50ml", "tk", 24, (12.0, 22.0)),
    ("Plaastrid Hansaplast Classic N20", "pk", 24, (2.5, 4.5)),
    ("Digitaalne kraadiklaas", "tk", 24, (4.0, 9.0)),
    ("Kätekreem niisutav 100ml", "tk", 24, (3.0, 7.0)),
    ("Hambapasta Sensodyne 75ml", "tk", 24, (3.5, 6.0)),
    ("Huulepalsam SPF15", "tk", 24, (2.5, 5.0)),
    ("Meditsiinilised maskid N10", "pk", 24, (2.0, 4.0)),
]
PHARMACIES = [
    ("PÄRNA APTEEK", "Pärna Apteek OÜ"),
    ("TÄHE APTEEK", "Tähe Apteegid OÜ"),
    ("KALAMAJA APTEEK", "Apteek Kalamaja OÜ"),
    ("RÜÜTLI APTEEK", "Rüütli Apteek OÜ"),
    ("MÄNNI APTEEK", "Männi Apteek OÜ"),
    ("KAARE APTEEK", "Kaare Tervis OÜ"),
    ("TERVISE APTEEK", "Tervise Apteek AS"),
]
STAFF = ["Mari", "Kadri K.", "Tiina", "Liis", "Anneli", "Kristiina", "Helen", "Piret"]
REBATES = [50, 50, 75, 90]


def _cash(total: Decimal) -> Decimal:
    """A cash payment in Estonia: the total rounded to five cents."""
    return (total / Decimal("0.05")).quantize(Decimal(1), rounding=ROUND_HALF_UP) * Decimal("0.05")


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_ee_apteek-{seed}")
    rx_count = rng.choice([0, 1, 1, 2, 3])
    otc_count = rng.choice([0, 1, 2, 3, 4]) if rx_count else rng.randint(1, 5)
    doc = draw(seed, kind="receipt", buyer=False, series=False, lines=(1, 1))
    brand, company = rng.choice(PHARMACIES)
    seller = estonian_shop(rng, company)
    doc.seller = seller
    chosen = [(entry, True) for entry in rng.sample(PRESCRIBED, rx_count)]
    chosen += [(entry, False) for entry in rng.sample(OVER_THE_COUNTER, otc_count)]
    doc.items = [
        Item(name, unit, Decimal(1 if rx else rng.choice([1, 1, 1, 1, 2])), Decimal(0), Decimal(vat))
        for (name, unit, vat, _), rx in chosen
    ]
    prescribed_names = {e[0] for e, rx in chosen if rx}
    ranges = {e[0]: e[3] for e, _ in chosen}

    # the prices, the fund's share of the prescribed ones; drawn again until each line's amount splits
    # into net and VAT and each rate's lines make up its row of the VAT table
    plan: list[tuple[Decimal, Decimal, int, Decimal]] = []  # unit price, full amount, rebate %, rebate
    for _ in range(500):
        plan = []
        for item in doc.items:
            low, high = ranges[item.name]
            unit = money(Decimal(str(rng.uniform(low, high))))
            full = money(item.quantity * unit)
            pct = rng.choice(REBATES) if item.name in prescribed_names else 0
            plan.append((unit, full, pct, money(full * pct / 100)))
        if set_totals(doc, [full - cut for _, full, _, cut in plan]):
            break
    else:
        raise AssertionError(f"seed {seed}: the lines do not add up")

    tape = till(rng, mono=0.55, papers=(80, 80, 58))
    narrow = tape.cols < 40
    style = "lt-plain"

    def m(value: Decimal) -> str:
        return amount(value, style)

    gross = doc.gross
    total = m(gross)
    rates = doc.rates()

    # --- head
    tape.big(brand)
    tape.text(seller.name, align="c")
    reg = f"{rng.choice(['Reg. kood', 'Reg.kood:', 'Registrikood'])} {seller.code}"
    kmkr = f"{rng.choice(['KMKR', 'KMKR nr', 'KMKR nr:'])} {seller.vat_code}"
    if len(reg) + len(kmkr) + 2 <= tape.cols and rng.random() < 0.5:
        tape.text(f"{reg}  {kmkr}", align="c")
    else:
        tape.text(reg, align="c")
        tape.text(kmkr, align="c")
    tape.text(f"{seller.street}, {seller.postcode} {seller.city}", align="c")
    if rng.random() < 0.5:
        tape.text(f"Tel {rng.choice(['6', '7'])}{rng.randint(100, 999)} {rng.randint(1000, 9999)}", align="c")
    if rng.random() < 0.4:
        tape.text(
            f"Avatud E-R {rng.choice([8, 9])}-{rng.choice([19, 20])}, L {rng.choice([9, 10])}-16", align="c"
        )
    tape.rule("=")
    title = rng.choice(["KVIITUNG", "KASSATŠEKK", "Kviitung", "TŠEKK"])
    tape.text(title, "b", align="c")
    number_label = rng.choice(["Tšekk nr", "Tšeki nr:", "Kviitung nr", "Kviitungi nr"])
    when = f"{doc.issued.strftime('%d.%m.%Y')} {clock(rng)}"
    tape.lr(f"{number_label} {doc.number}", f"Kassa {rng.randint(1, 3)}")
    tape.text(when)
    tape.text(f"{rng.choice(['Proviisor:', 'Farmatseut:', 'Teenindas:'])} {rng.choice(STAFF)}")
    tape.rule("-")

    # --- the lines
    layout = rng.choice(["stacked", "stacked", "columns"])
    if narrow:
        layout = "stacked"
    if layout == "columns":
        if tape.mono:
            rest = tape.cols - 6
            widths = [6, rest // 3, rest // 3, rest - 2 * (rest // 3)]
        else:
            widths = [6, 10, 11, 10]
        tape.cells(["Kogus", "Hind", "Soodustus", "Tasuda"], widths, "b")
        tape.rule("-")
    rx_label = rng.choice(["Retsept nr", "Retsept", "Rp nr"])
    rebate_label = rng.choice(["Soodustus", "Haigekassa soodustus", "HK soodustus"])
    personal = rng.random() < 0.4
    rebates = Decimal(0)
    for item, (unit, full, pct, cut) in zip(doc.items, plan, strict=True):
        rebates += cut
        tape.text(item.name)
        if item.name in prescribed_names:
            tape.text(f"  {rx_label} {rng.randint(10**9, 10**10 - 1)}")
            if personal:
                tape.text(f"  Isikukood {rng.choice('3456')}{'*' * 6}{rng.randint(1000, 9999)}")
        count = f"{item.quantity:f} {item.unit}"
        if layout == "columns":
            tape.cells([count, m(unit), f"-{m(cut)}" if pct else "", m(item.total)], widths)
            continue
        tape.lr(f"  {count} x {m(unit)}", m(full))
        if pct:
            tape.lr(f"  {rebate_label} {pct}%", f"-{m(cut)}")
            tape.lr("  Tasuda", m(item.total))
    tape.rule("-")

    # --- totals
    if rebates and rng.random() < 0.75:
        tape.lr(rng.choice(["Soodustus kokku", "Haigekassa soodustus kokku", "Soodustus"]), m(rebates))
    label = rng.choice(["KOKKU", "TASUDA", "KOKKU EUR"])
    if tape.mono:
        room = int(tape.cols / tape.scale)
        if len(label) + len(total) + 1 > room:
            label = "KOKKU"
        tape.big(label.ljust(room - len(total)) + total)
    else:
        tape.lr(label, f"{total} EUR", "b big2")
    tape.rule("-")

    # --- VAT
    table = rng.random() < 0.55
    net = False
    headed = not table and rng.random() < 0.5
    if table:
        tape.text(rng.choice(["Käibemaks", "KÄIBEMAKS"]), "b")
    elif headed:
        tape.text("Sh käibemaks:", "b")
    if table:
        if tape.mono:
            rest = tape.cols - 6
            widths = [6, rest // 3, rest // 3, rest - 2 * (rest // 3)]
        else:
            widths = [6, 10, 9, 10]
        tape.cells(["KM%", "KM-ta", "KM", "Kokku"], widths)
        for r, (base, tax) in rates.items():
            tape.cells([f"{rate(r)}%", m(base), m(tax), m(base + tax)], widths)
        net = len(rates) == 1
        if len(rates) > 1 and rng.random() < 0.6:
            net = True
            tape.cells(["Kokku", m(doc.net), m(doc.vat), total], widths)
        vat_sum = net
    else:
        for r, (_, tax) in rates.items():
            tape.lr(
                f"  KM {rate(r)}%" if headed else rng.choice([f"sh KM {rate(r)}%", f"KM {rate(r)}%"]), m(tax)
            )
        vat_sum = len(rates) > 1 and rng.random() < 0.5
        if vat_sum:
            tape.lr("KM kokku", m(doc.vat))
        if rng.random() < 0.5:
            net = True
            tape.lr("Summa KM-ta", m(doc.net))
    tape.rule("-")

    # --- payment
    pay_card = rng.random() < 0.75
    if pay_card:
        tape.lr(rng.choice(["Kaardimakse", "Makstud kaardiga", "Pangakaart"]), total)
        tape.rule("-")
        slip_lines(tape, rng, card(rng), total, "ee", when)
    else:
        pay = _cash(gross)
        cash = tendered(pay, rng)
        if pay != gross:
            diff = pay - gross
            tape.lr("Ümardamine", ("+" if diff > 0 else "") + m(diff))
            tape.lr("Tasuda sularahas", m(pay))
        tape.lr("Sularaha", m(cash))
        tape.lr("Tagasi", m(cash - pay))
    tape.rule("-")

    # --- foot
    if prescribed_names and rng.random() < 0.6:
        tape.text("Retseptiravimeid ei võeta tagasi", align="c")
    if rng.random() < 0.5:
        tape.text("Küsi nõu apteekrilt!", align="c")
    tape.text(
        rng.choice(["Aitäh! Head tervist!", "Täname! Kiiret paranemist!", "AITÄH JA TERVIST!"]),
        "b",
        align="c",
    )
    truth = receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=net, vat=vat_sum)
    return Printed(tape.html(".big2 { font-size: 1.2em; font-weight: bold }"), truth)
