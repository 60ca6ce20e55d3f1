"""A Polish manufacturer's bilingual "Faktura VAT / VAT Invoice" to a Lithuanian company, in euro, as
Polish invoicing programs print it for export customers: every label in Polish with its English below
or after it ("Sprzedawca / Seller", "Nabywca / Buyer", "NIP / VAT ID", "Data wystawienia / Issue date",
"Termin płatności / Payment due", "Razem / Total", "Do zapłaty / Amount due", "Słownie / In words").
The Subiekt/Optima kind: place and dates at the top right, the title and "ORYGINAŁ / ORIGINAL" centred,
the parties in two boxes, a full grid with net, VAT and gross per line, the "W tym / Razem" summary by
rate, the amount in Polish (and English) words and two signature boxes. The Fakturownia kind: no boxes,
each label's English in grey after it, a light table with the gross per line, the amount due in a
large line. The ERP export kind (a factory's own system): an item index and the CN code per line, the
delivery terms (Incoterms) and net weight, a VAT analysis. Goods shipped to a Lithuanian VAT payer are an
intra-Community supply at 0 % ("WDT", art. 42 ustawy o VAT / Article 138 of the VAT Directive, on some
"odwrotne obciążenie / reverse charge"); to a buyer without a VAT code, or collected in Poland, Polish VAT
at 23 %. A line converts the VAT (or the net, for a WDT) to złoty at the NBP rate of the day before, with
its table number; the figures of the invoice stay in euro. Dates "2026-03-12" or "12.03.2026", amounts
"1 234,56"."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, pl_words, reverse, unbroken
from tests.eval.printed.templates.eu_round6_common import en_words, pl_seller, supply
from tests.eval.printed.templates.lt_common import FONTS

# (Polish name, English name, Polish unit, English unit, net price range in euro, CN code)
PRODUCTS: list[tuple[str, str, str, str, tuple[float, float], str]] = [
    ("Regał magazynowy paletowy 2700x1800 mm", "Pallet racking bay 2700x1800 mm", "szt.", "pcs",
     (180, 420), "9403 20 80"),
    ("Krzesło biurowe obrotowe ERGO-5, tapicerka siatkowa", "Swivel office chair ERGO-5, mesh upholstery",
     "szt.", "pcs", (60, 160), "9401 31 00"),
    ("Biurko z elektryczną regulacją wysokości 160x80 cm", "Electric height-adjustable desk 160x80 cm",
     "szt.", "pcs", (210, 480), "9403 10 58"),
    ("Karton klapowy 5-warstwowy 600x400x400 mm", "5-ply corrugated box 600x400x400 mm", "tys. szt.",
     "1000 pcs", (550, 1300), "4819 10 00"),
    ("Profil stalowy zamknięty 40x40x3, ocynkowany", "Steel hollow section 40x40x3, galvanised", "mb", "m",
     (3, 8), "7306 61 92"),
    ("Blacha trapezowa T-18, RAL 9006", "Trapezoidal roofing sheet T-18, RAL 9006", "m²", "m²", (6, 11),
     "7210 70 80"),
    ("Okno PCV 1165x1435 mm, rozwierno-uchylne", "PVC window 1165x1435 mm, tilt and turn", "szt.", "pcs",
     (190, 380), "3925 20 00"),
    ("Drzwi wewnętrzne dębowe 80 cm, z ościeżnicą", "Oak interior door 80 cm, with frame", "szt.", "pcs",
     (120, 290), "4418 20 50"),
    ("Paleta EUR EPAL 1200x800", "EUR pallet EPAL 1200x800", "szt.", "pcs", (9, 14), "4415 20 20"),
    ("Płyta meblowa laminowana 18 mm, dąb sonoma", "Laminated furniture board 18 mm, sonoma oak", "m²", "m²",
     (5, 10), "4410 11 30"),
    ("Szafa aktowa metalowa 1950x900x450", "Metal filing cabinet 1950x900x450", "szt.", "pcs", (140, 320),
     "9403 10 51"),
]  # fmt: skip
TRANSPORT = ("Transport do Litwy, naczepa plandeka", "Transport to Lithuania, curtain-side trailer")
NAMES = ["Meblex", "Stalprofil", "Kartonpol", "Okna Mazury", "Drewmet", "Biurtech", "Podlasie Metal"]
PLACES = [
    ("ul. Przemysłowa", "Białystok", "15-399"),
    ("ul. Fabryczna", "Poznań", "61-131"),
    ("ul. Składowa", "Łódź", "90-127"),
    ("ul. Kolejowa", "Suwałki", "16-400"),
    ("ul. Wrocławska", "Kalisz", "62-800"),
    ("ul. Portowa", "Gdynia", "81-341"),
    ("al. Jana Pawła II", "Ełk", "19-300"),
]
PEOPLE = ["Anna Kowalska", "Piotr Nowak", "Katarzyna Wiśniewska", "Tomasz Zieliński", "Agnieszka Lewandowska"]


def make(seed: int) -> Printed:
    rng = random.Random(seed * 19 + 11)
    family = ("grid", "modern", "erp")[seed % 3]
    street, city, postcode = rng.choice(PLACES)
    base = rng.choice(NAMES)
    form = rng.choice(["Sp. z o.o.", "Sp. z o.o.", "S.A.", "Sp. z o.o. sp.k."])
    seller, regon, krs = pl_seller(rng, f"{base} {form}", f"{street} {rng.randint(1, 90)}", city, postcode)
    names = rng.choice(["pl", "en", "both"]) if family != "erp" else rng.choice(["en", "both"])
    catalogue: list[tuple[str, str, int, tuple[float, float]]] = []
    cn_codes: dict[str, str] = {}
    for pl, en, upl, uen, prices, cn in PRODUCTS:
        name = {"pl": pl, "en": en, "both": f"{pl} / {en}"}[names]
        catalogue.append((name, uen if names == "en" else upl, 23, prices))
        cn_codes[name] = cn
    domestic = rng.random() < 0.3
    doc, bic = supply(seed, seller, domestic, catalogue, lines=(1, 6))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code and seller.iban
    zero = reverse(doc)
    for item in doc.items:
        if item.unit in ("tys. szt.", "1000 pcs"):
            item.quantity = Decimal(max(1, round(float(item.quantity) / 4)))
    if not domestic and rng.random() < 0.5:
        t_name = {"pl": TRANSPORT[0], "en": TRANSPORT[1], "both": " / ".join(TRANSPORT)}[names]
        unit = "usł." if names != "en" else "service"
        price = money(Decimal(str(rng.uniform(450, 950))))
        doc.items.append(Item(t_name, unit, Decimal(1), price, doc.items[0].vat_percent))
    codes = family == "erp"
    if codes:
        for item in doc.items:
            item.code = f"{base[:2].upper()}-{rng.randint(1000, 9999)}"
    rates = doc.rates()
    n = int(doc.number) % 900 + 1
    doc.series = rng.choice(["FV", "FVE", "FVW"]) if family != "modern" and zero else "FV"
    doc.number = (
        f"{n}/{doc.issued.month:02d}/{doc.issued.year}" if rng.random() < 0.7 else f"{n}/{doc.issued.year}"
    )
    number = f"{doc.series}/{doc.number}" if rng.random() < 0.6 else f"{doc.series} {doc.number}"
    font = rng.choice([*FONTS[:7], "'Roboto Condensed'"])
    size = rng.choice([7.5, 8, 8.5, 9]) if family == "grid" else rng.choice([8.5, 9, 9.5])
    accent = rng.choice(["#8a1c1c", "#1f4e79", "#2f5f2f", "#3b3b3b", "#b35900"])
    sep = rng.choice([" ", "\u00a0", ""])
    iso = rng.random() < 0.6
    nip_style = rng.choice(["pl", "plain", "dashed"])
    words_en = rng.random() < 0.5
    buyer_code = rng.random() < 0.4
    buyer_vat = buyer.vat_code is not None and (zero or rng.random() < 0.5)
    delivered = doc.issued - timedelta(days=rng.choice([0, 0, 0, 1, 2, 3]))
    days = (doc.due - doc.issued).days
    person = rng.choice(PEOPLE)
    phone = f"+48 {rng.randint(12, 91)} {rng.randint(100, 999)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
    rate_day = delivered - timedelta(
        days=1 if delivered.weekday() not in (0, 6) else (3 if delivered.weekday() == 0 else 2)
    )
    fx = Decimal(str(round(rng.uniform(4.18, 4.36), 4)))
    table_no = f"{rng.randint(10, 240):03d}/A/NBP/{rate_day.year}"
    pln_line = not zero or rng.random() < 0.5  # a VAT in euro must be shown in złoty too
    iban = grouped(seller.iban) if rng.random() < 0.6 else seller.iban

    def d(value: date) -> str:
        return value.isoformat() if iso else value.strftime("%d.%m.%Y")

    def num(value: Decimal) -> str:
        return amount(value, "lt").replace("\u00a0", sep)

    def qty(value: Decimal) -> str:
        return quantity(value, "lt-plain")

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f}%"

    def bi(pl: str, en: str, inline: bool = False) -> str:
        if inline or family == "modern":
            return f"{pl} <span class=en>/ {en}</span>"
        return f"{pl}<br><span class=en>{en}</span>"

    nip_digits = seller.vat_code[2:]
    dashed = f"{nip_digits[:3]}-{nip_digits[3:6]}-{nip_digits[6:8]}-{nip_digits[8:]}"
    seller_ids = {
        "pl": [f"NIP / VAT ID: {seller.vat_code}"],
        "plain": [f"NIP: {nip_digits}", f"VAT UE / EU VAT ID: {seller.vat_code}"],
        "dashed": [f"NIP: {dashed}", f"NIP UE / EU VAT: {seller.vat_code}"],
    }[nip_style]
    seller_ids.append(f"REGON: {regon}")
    if rng.random() < 0.6:
        seller_ids.append(f"KRS: {krs}")
    buyer_ids = ["Litwa / Lithuania"]
    if buyer_vat:
        buyer_ids.append(f"NIP / VAT ID: {buyer.vat_code}")
    if buyer_code:
        buyer_ids.append(f"Kod firmy / Company code: {buyer.code}")

    def party(p_name: str, street_: str, place: str, ids: list[str]) -> str:
        return "<br>".join([f"<b>{escape(p_name)}</b>", escape(street_), unbroken(place), *ids])

    seller_html = party(seller.name, seller.street, f"{seller.postcode} {seller.city}", seller_ids)
    buyer_html = party(buyer.name, buyer.street, f"{buyer.postcode} {buyer.city}", buyer_ids)

    # --- notes ----------------------------------------------------------------------------------------
    notes = []
    if zero:
        notes.append(
            "Wewnątrzwspólnotowa dostawa towarów (WDT) – stawka 0% zgodnie z art. 42 ust. 1 ustawy o VAT. / "
            "Intra-Community supply of goods – exempt under Article 138 of Council Directive 2006/112/EC."
        )
        if rng.random() < 0.5:
            notes.append("Odwrotne obciążenie / Reverse charge – VAT to be accounted for by the purchaser.")
    elif buyer_vat:
        notes.append(
            "Towar odebrany transportem własnym nabywcy w Polsce / Goods collected by the buyer in Poland."
        )
    if pln_line:
        if zero:
            pln = f"Wartość netto w PLN / Net value in PLN: {num(money(doc.net * fx))} PLN"
        else:
            pln = f"Kwota VAT w PLN / VAT amount in PLN: {num(money(doc.vat * fx))} PLN"
        notes.append(
            f"Kurs średni NBP / NBP average rate: 1 EUR = {amount(fx, 'lt-plain', 4)} PLN, tabela / table "
            f"nr {table_no} z dnia / of {d(rate_day)}. {pln}"
        )
    notes_html = "".join(f"<div class=note>{escape(x)}</div>" for x in notes)
    words = f"<div class=words>{bi('Słownie', 'In words', True)}: {pl_words(doc.gross, 'EUR')}"
    if words_en:
        words += f"<br><span class=en>{en_words(doc.gross)}</span>"
    words += "</div>"
    payment = [
        (bi("Sposób płatności", "Payment method", True), "przelew / bank transfer"),
        (bi("Termin płatności", "Payment due", True), f"{d(doc.due)} ({days} dni / days)"),
        (bi("Bank", "Bank", True), f"{escape(seller.bank or '')}, SWIFT: {bic}"),
        (bi("Nr konta", "Account no. (IBAN)", True), f"<b>{iban}</b>"),
    ]
    pay_html = "<table class=payt>" + "".join(
        f"<tr><td class=k>{k}:</td><td>{v}</td></tr>" for k, v in payment
    )
    pay_html += "</table>"

    # --- lines ----------------------------------------------------------------------------------------
    if family == "grid":
        cols = [("Lp.", "No.", "n"), ("Nazwa towaru", "Description", "name"), ("J.m.", "Unit", "unit")]
        cols += [("Ilość", "Qty", "qty"), ("Cena netto", "Net price", "price")]
        cols += [("Wartość netto", "Net amount", "net"), ("VAT", "rate", "rate")]
        cols += [("Kwota VAT", "VAT amount", "vat"), ("Wartość brutto", "Gross amount", "gross")]
    elif family == "modern":
        cols = [("Nazwa", "Name", "name"), ("Ilość", "Qty", "qty"), ("J.m.", "Unit", "unit")]
        cols += [
            ("Cena netto", "Net price", "price"),
            ("VAT", "VAT", "rate"),
            ("Wartość netto", "Net", "net"),
        ]
        cols.append(("Wartość brutto", "Gross", "gross"))
    else:
        cols = [("Lp.", "No.", "n"), ("Indeks", "Code", "code"), ("Nazwa", "Description", "name")]
        cols += [("Kod CN", "CN code", "cn"), ("Ilość", "Qty", "qty"), ("J.m.", "Unit", "unit")]
        cols += [("Cena netto", "Net price", "price"), ("Wartość netto", "Net amount", "net")]
    right = {"qty", "price", "net", "rate", "vat", "gross"}
    head = "".join(
        f"<th class='{'r' if k in right else ''}'>{p}<div class=en>{e}</div></th>" for p, e, k in cols
    )
    rows = []
    for i, it in enumerate(doc.items, 1):
        cells = {
            "n": str(i),
            "code": escape(it.code or ""),
            "name": escape(it.name),
            "cn": cn_codes.get(it.name, ""),
            "unit": escape(it.unit),
            "qty": qty(it.quantity),
            "price": num(it.price),
            "net": num(it.subtotal),
            "rate": pct(it.vat_percent),
            "vat": num(it.vat),
            "gross": num(it.total),
        }
        rows.append(
            "<tr>"
            + "".join(
                f"<td class='{'r' if k in right else 'nw' if k != 'name' else ''}'>{cells[k]}</td>"
                for _, _, k in cols
            )
            + "</tr>"
        )
    rows_html = "".join(rows)

    summary = "".join(
        f"<tr><td>{bi('W tym', 'Incl.', True) if i == 0 else ''}</td><td class=r>{pct(r)}</td>"
        f"<td class=r>{num(b)}</td><td class=r>{num(t)}</td><td class=r>{num(b + t)}</td></tr>"
        for i, (r, (b, t)) in enumerate(rates.items())
    )
    summary += (
        f"<tr class=b><td>{bi('Razem', 'Total', True)}</td><td></td><td class=r>{num(doc.net)}</td>"
        f"<td class=r>{num(doc.vat)}</td><td class=r>{num(doc.gross)}</td></tr>"
    )
    summary_html = (
        f"<table class=sum><tr><th></th><th class=r>{bi('Stawka', 'Rate')}</th>"
        f"<th class=r>{bi('Wartość netto', 'Net')}</th><th class=r>{bi('Kwota VAT', 'VAT')}</th>"
        f"<th class=r>{bi('Wartość brutto', 'Gross')}</th></tr>{summary}</table>"
    )
    due_line = f"<div class=due>{bi('Do zapłaty', 'Amount due', True)}: <b>{num(doc.gross)} EUR</b></div>"
    title = bi("Faktura VAT", "VAT Invoice", True)
    dates = [
        (bi("Data wystawienia", "Issue date", True), d(doc.issued)),
        (bi("Data dostawy", "Delivery date", True), d(delivered)),
    ]

    if family == "grid":
        top_dates = [(bi("Miejsce wystawienia", "Place of issue", True), escape(city)), *dates]
        dates_html = (
            "<table class=dt>"
            + "".join(f"<tr><td>{k}:</td><td><b>{v}</b></td></tr>" for k, v in top_dates)
            + "</table>"
        )
        body = f"""<div class=top><div class=logo>{escape(base)}<span> {escape(form)}</span></div>
{dates_html}</div>
<h1>{title} nr {escape(number)}</h1><div class=orig>ORYGINAŁ / ORIGINAL</div>
<div class=parties><div class=box><div class=bh>{bi("Sprzedawca", "Seller", True)}</div>{seller_html}</div>
<div class=box><div class=bh>{bi("Nabywca", "Buyer", True)}</div>{buyer_html}</div></div>
<table class="items grid"><thead><tr>{head}</tr></thead><tbody>{rows_html}</tbody></table>
{summary_html}
{due_line}{words}
{pay_html}
{notes_html}
<div class=sign><div>{bi("Osoba upoważniona do odbioru", "Received by")}</div>
<div>{escape(person)}<br>{bi("Osoba upoważniona do wystawienia", "Issued by")}</div></div>"""
    elif family == "modern":
        meta = [
            (bi("Numer", "Number"), escape(number)),
            *dates,
            (bi("Termin płatności", "Payment due"), d(doc.due)),
        ]
        meta_html = "".join(
            f"<div class=m><div class=k>{k}</div><div class=v>{v}</div></div>" for k, v in meta
        )
        tot = [
            (bi("Wartość netto", "Net"), num(doc.net)),
            (bi("VAT", "VAT"), num(doc.vat)),
            (bi("Wartość brutto", "Total"), num(doc.gross)),
        ]
        tot_html = (
            "<table class=tot>"
            + "".join(f"<tr><td>{k}</td><td class=r>{v} EUR</td></tr>" for k, v in tot)
            + "</table>"
        )
        body = f"""<div class=mtop><div><h1 class=m1>{title}</h1><div class=numb>{escape(number)}</div></div>
<div class=mlogo style="background:{accent}">{escape(base[:1])}</div></div>
<div class=mmeta>{meta_html}</div>
<div class=parties><div class=col><div class=bh2>{bi("Sprzedawca", "Seller")}</div>
{seller_html}<br>tel. {phone}</div>
<div class=col><div class=bh2>{bi("Nabywca", "Buyer")}</div>{buyer_html}</div></div>
<table class="items light"><thead><tr>{head}</tr></thead><tbody>{rows_html}</tbody></table>
<div class=lower><div class=notes>{notes_html}</div>{tot_html}</div>
<div class=big>{bi("Do zapłaty", "Amount due")}: <b>{num(doc.gross)} EUR</b></div>
{words}{pay_html}
<div class=foot>{escape(seller.name)} · {escape(seller.address)} · KRS {krs} ·
{bi("Kapitał zakładowy", "Share capital", True)}
{rng.choice(["5 000,00", "50 000,00", "120 000,00"])} PLN</div>"""
    else:
        incoterm = rng.choice(["DAP Kaunas", "DAP Vilnius", "FCA " + city, "EXW " + city, "CPT Klaipėda"])
        weight = rng.randint(120, 9800)
        order = f"ZS/{rng.randint(100, 999)}/{doc.issued.year}"
        meta = [*dates, (bi("Termin płatności", "Payment due", True), d(doc.due))]
        meta += [
            (bi("Zamówienie", "Order", True), order),
            (bi("Warunki dostawy", "Delivery terms", True), f"{incoterm} (Incoterms® 2020)"),
        ]
        meta += [(bi("Waga netto", "Net weight", True), f"{weight:,} kg".replace(",", " "))]
        meta_html = "<table class=dt>" + "".join(
            f"<tr><td>{k}:</td><td><b>{v}</b></td></tr>" for k, v in meta
        )
        meta_html += "</table>"
        body = f"""<div class=etop><div><div class=logo>{escape(base.upper())}</div>
<div class=sub>{seller_html}<br>tel. {phone}</div></div>
<div><div class=eh>{title}</div><div class=en2>nr / No. {escape(number)}</div>{meta_html}</div></div>
<div class=parties><div class=box><div class=bh>{bi("Nabywca", "Buyer", True)}</div>{buyer_html}</div>
<div class=box><div class=bh>{bi("Odbiorca / miejsce dostawy", "Consignee / place of delivery", True)}</div>
<b>{escape(buyer.name)}</b><br>{escape(buyer.street)}<br>{unbroken(f"{buyer.postcode} {buyer.city}")}<br>
Litwa / Lithuania</div></div>
<table class="items grid"><thead><tr>{head}</tr></thead><tbody>{rows_html}</tbody></table>
<div class=lower><div class=notes>{notes_html}</div>{summary_html}</div>
{due_line}{words}{pay_html}
<div class=sign><div>{bi("Wystawił(a)", "Issued by")}<br>{escape(person)}</div>
<div>{bi("Odebrał(a)", "Received by")}</div></div>"""

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:11mm 11mm 12mm 12mm}}
body{{font-family:{font};font-size:{size}pt;color:#000;margin:0}}
.page{{min-height:272mm;display:flex;flex-direction:column}}
.en{{color:#666;font-weight:normal;font-size:{size - 1}pt}}
.top{{display:flex;justify-content:space-between;align-items:flex-start}}
.logo{{font-size:{size + 8}pt;font-weight:bold;color:{accent}}}
.logo span{{color:#555;font-size:{size + 2}pt}}
table.dt td{{padding:1px 4px}}
h1{{text-align:center;font-size:{size + 5}pt;margin:4mm 0 0}} h1 .en{{font-size:{size + 3}pt}}
.orig{{text-align:center;font-size:{size - 1}pt;margin-bottom:3mm}}
.parties{{display:flex;gap:5mm;margin:3mm 0}}
.box{{flex:1;border:.8pt solid #777;padding:0 2mm 2mm;line-height:1.35}}
.bh{{background:#e6e6e6;margin:0 -2mm 1.5mm;padding:1px 2mm;font-weight:bold}}
.col{{flex:1;line-height:1.4}}
.bh2{{font-weight:bold;color:{accent};margin-bottom:1mm;font-size:{size + 1}pt}}
table.items{{width:100%;border-collapse:collapse;margin-top:3mm}}
table.items th{{padding:2px 3px;font-size:{size - 0.5}pt;text-align:left;vertical-align:bottom}}
table.items td{{padding:2px 3px;vertical-align:top}}
table.grid th,table.grid td{{border:.7pt solid #666}} table.grid th{{background:#ececec}}
table.light th{{border-bottom:1.2pt solid {accent}}}
table.light td{{border-bottom:.4pt solid #ccc;padding:3px}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
table.sum{{border-collapse:collapse;margin:3mm 0 0 auto}} table.sum th,table.sum td{{border:.7pt solid #666;
padding:2px 5px;font-weight:normal}} table.sum th{{background:#ececec}} tr.b td{{font-weight:bold}}
.due{{font-size:{size + 3}pt;margin-top:3mm}} .words{{margin:1mm 0 3mm}}
table.payt{{align-self:flex-start}} table.payt td{{padding:1px 5px 1px 0;vertical-align:top}}
td.k,.k{{white-space:nowrap}}
.note{{margin-top:2mm;font-size:{size - 0.5}pt}}
.sign{{display:flex;justify-content:space-between;margin-top:16mm}}
.sign div{{width:40%;border-top:.7pt dotted #000;text-align:center;font-size:{size - 1.5}pt;padding-top:1mm}}
.mtop{{display:flex;justify-content:space-between;align-items:flex-start}}
h1.m1{{text-align:left;font-size:{size + 10}pt;margin:0;font-weight:normal}}
.numb{{font-size:{size + 4}pt;font-weight:bold;margin-top:1mm}}
.mlogo{{width:16mm;height:16mm;color:#fff;font-size:24pt;font-weight:bold;display:flex;align-items:center;
justify-content:center;border-radius:3mm}}
.mmeta{{display:flex;gap:6mm;margin:5mm 0 3mm;padding:2mm 0;border-top:.5pt solid #ccc;
border-bottom:.5pt solid #ccc}}
.m .k{{color:#555;font-size:{size - 0.5}pt}} .m .v{{font-weight:bold}}
.lower{{display:flex;justify-content:space-between;align-items:flex-start;gap:8mm;margin-top:3mm}}
.notes{{max-width:100mm}}
table.tot{{border-collapse:collapse;min-width:70mm}} table.tot td{{padding:2px 4px}}
.big{{font-size:{size + 5}pt;margin:4mm 0 1mm;text-align:right}} .big .en{{font-size:{size + 1}pt}}
.foot{{margin-top:auto;padding-top:2mm;border-top:.5pt solid #aaa;font-size:{size - 1.5}pt;color:#555}}
.etop{{display:flex;justify-content:space-between;gap:8mm;border-bottom:2pt solid {accent};
padding-bottom:3mm}}
.sub{{margin-top:1mm;line-height:1.35}} .eh{{font-size:{size + 6}pt;font-weight:bold}}
.en2{{font-size:{size + 3}pt;margin:1mm 0 2mm}}
</style></head><body><div class="page">
{body}
</div></body></html>"""
    fields = ["prekes_pavadinimas", "unit", "quantity", "price", "subtotal"]
    if family != "erp":
        fields.append("vat_percent")
    if family in ("grid", "modern"):
        fields.append("total")
    if codes:
        fields.append("prekes_kodas")
    truth = doc.truth(tuple(fields))
    # a Polish number counts within its month and year ("FV/655/11/2026"): the whole of it is the number
    truth.pop("document_series")
    truth["document_number"] = number
    if not buyer_code:
        truth.pop("buyer_id", None)
    if not buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
