"""A Latvian building-materials and timber supplier's invoice to a Lithuanian company, as Latvian
accounting programs print it. The Tildes Jumis kind: "PREČU PAVADZĪME – RĒĶINS" with "Sērija RK Nr.
012345" centred, the parties one under the other as label/value rows ("Piegādātājs", "Reģ. Nr.", "PVN
reģ. Nr.", "Juridiskā adrese", "Banka", "Kods", "Konts"; "Saņēmējs" the same), the places of issue and
receipt of the goods, the carrier's vehicle, a full grid "Nr. | Kods | Preces nosaukums | Mērv. |
Daudzums | Cena | Summa", the totals, the sum in Latvian words and the two signature lines. The Horizon
kind: "Rēķins Nr. RK-012345" under the firm's letterhead, "Pārdevējs" and "Pircējs" in two boxes with
small captions above the values, a strip of date boxes ("Dokumenta datums", "Apmaksas termiņš", the
order number), a light table with the rate per line. A web-shop kind: a coloured band with the firm's
details, "RĒĶINS" and its meta at the right, the parties side by side, product codes, a VAT summary by
rate. Totals "Summa bez PVN", "PVN 21%", "Kopā apmaksai EUR"; an intra-Community supply to a Lithuanian
VAT payer at "PVN 0%" with the reverse-charge note ("Nodokļa apgrieztā maksāšana"). Addresses in
Latvian style ("Rūpniecības iela 5, Jelgava, LV-3001"), dates "12.03.2026." (in words on some),
amounts "1 234,56"."""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, reverse, unbroken
from tests.eval.printed.templates.eu_round6_common import lv_seller, lv_words, supply
from tests.eval.printed.templates.lt_common import FONTS

CATALOGUE: list[tuple[str, str, int, tuple[float, float]]] = [
    ("Zāģmateriāli, egle 50x150x6000 mm, kamerā kaltēti, ēvelēti no četrām pusēm", "m³", 21, (190, 320)),
    ("Līmētā koka sija GL30c 90x270 mm", "m", 21, (18, 42)),
    ("OSB-3 plātne 12 mm, 2500x1250 mm", "gab.", 21, (14, 26)),
    ("Koka granulas ENplus A1, 6 mm, lielmaisos", "t", 21, (210, 290)),
    ("Bruģakmens “Prizma” 200x100x60, pelēks", "m²", 21, (9, 16)),
    ("Ģipškartona loksne 12,5 mm, 1200x2600 mm", "gab.", 21, (5, 10)),
    ("Akmens vate 100 mm, 5,4 m² iepakojumā", "m²", 21, (3, 7)),
    ("Kūdras substrāts, neitralizēts, 250 l", "gab.", 21, (6, 12)),
    ("Skrūves kokam 5x80, dzeltenā cinka pārklājums, 200 gab. kārbā", "kompl.", 21, (9, 19)),
    ("Fasādes krāsa, balta, 10 l", "gab.", 21, (35, 70)),
    ("Terases dēlis, lapegle 28x145x4000 mm", "m", 21, (6, 11)),
    ("Jumta skārds ar polimēra pārklājumu, RAL 7016", "m²", 21, (7, 13)),
    ("Palete EUR 1200x800, atgriežama", "gab.", 21, (8, 14)),
    ("Koka briketes RUF, 10 kg iepakojumā", "t", 21, (190, 260)),
    ("Piegāde Latvija–Lietuva, kravas automašīna ar manipulatoru", "reiss", 21, (180, 420)),
]
ONE_OFF = ("reiss",)
NAMES = [
    "Kurzemes Koks", "Vidzemes Būvmateriāli", "Daugavas Granulas", "Zemgales Mežs", "Latgales Bruģis",
    "Baltijas Kokapstrāde", "Gaujas Dēļi", "Siguldas Būve",
]  # fmt: skip
PLACES = [
    ("Rūpniecības iela", "Jelgava", "LV-3001"),
    ("Krasta iela", "Rīga", "LV-1019"),
    ("Mūkusalas iela", "Rīga", "LV-1004"),
    ("Rīgas iela", "Valmiera", "LV-4201"),
    ("Ventspils iela", "Kuldīga", "LV-3301"),
    ("Cēsu iela", "Sigulda", "LV-2150"),
    ("Cietokšņa iela", "Daugavpils", "LV-5401"),
    ("Ganību dambis", "Rīga", "LV-1005"),
    ("Brīvības iela", "Ogre", "LV-5001"),
]
MONTHS_LOC = [
    "janvārī", "februārī", "martā", "aprīlī", "maijā", "jūnijā",
    "jūlijā", "augustā", "septembrī", "oktobrī", "novembrī", "decembrī",
]  # fmt: skip
PEOPLE = ["Jānis Bērziņš", "Ilze Kalniņa", "Andris Ozols", "Līga Liepiņa", "Mārtiņš Krūmiņš", "Inese Zariņa"]


def make(seed: int) -> Printed:
    rng = random.Random(seed * 13 + 5)
    street, city, postcode = rng.choice(PLACES)
    base = rng.choice(NAMES)
    form = rng.choice(["SIA", "SIA", "SIA", "AS"])
    name = f'{form} "{base}"' if rng.random() < 0.6 else f"{form} {base}"
    seller = lv_seller(
        rng, name, f"{street} {rng.randint(1, 120)}{rng.choice(['', '', '', 'A', 'k-2'])}", city, postcode
    )
    domestic = rng.random() < 0.3
    doc, bic = supply(seed, seller, domestic, CATALOGUE, lines=(1, 8))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code and seller.code and seller.iban
    for item in doc.items:
        if item.unit in ONE_OFF:
            item.quantity = Decimal(1)
    family = ("jumis", "horizon", "shop")[seed % 3]
    doc.series = rng.choice(["RK", "PP", "KB", "AA"])
    doc.number = f"{int(doc.number) % 100000:0{rng.choice([5, 6])}d}"
    number = f"{doc.series}-{doc.number}" if family != "jumis" else doc.number
    codes = family == "jumis" or (family == "shop" and rng.random() < 0.7)
    for item in doc.items:
        item.code = (
            f"{rng.randint(1000, 9999)}{rng.choice(['', '-' + str(rng.randint(10, 99))])}" if codes else None
        )
    zero = reverse(doc)
    rates = doc.rates()
    font = rng.choice(FONTS)
    size = rng.choice([8, 8.5, 9, 9.5])
    accent = rng.choice(["#1d4e89", "#7b1e23", "#2e5e3a", "#444444", "#8a5a00"])
    sep = rng.choice([" ", "", "\u00a0"])
    dot_decimal = family == "horizon" and rng.random() < 0.3
    words = family == "jumis" or rng.random() < 0.5
    trailing = rng.choice([".", ""])
    long_date = family == "jumis" and rng.random() < 0.4
    buyer_code = family == "jumis" or rng.random() < 0.7
    buyer_vat = buyer.vat_code is not None
    buyer_bank = family == "jumis" and rng.random() < 0.5
    rate_col = family == "horizon" or (family == "shop" and rng.random() < 0.5)
    phone = f"+371 {rng.choice(['67', '63', '65', '26', '29'])}{rng.randint(100000, 999999)}"
    domain = base.lower().replace(" ", "").translate(str.maketrans("āēīūčšžķļņģ", "aeiucszklng")) + ".lv"
    person = rng.choice(PEOPLE)

    def d(value: date) -> str:
        return value.strftime("%d.%m.%Y") + trailing

    def long(value: date) -> str:
        return f"{value.year}. gada {value.day}. {MONTHS_LOC[value.month - 1]}"

    def num(value: Decimal) -> str:
        text = amount(value, "lt").replace("\u00a0", sep)
        return text.replace(",", ".") if dot_decimal else text

    def qty(value: Decimal) -> str:
        text = quantity(value, "lt-plain")
        return text.replace(",", ".") if dot_decimal else text

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f}%"

    issued = long(doc.issued) if long_date else d(doc.issued)
    days = (doc.due - doc.issued).days
    net_label = rng.choice(["Summa bez PVN", "Kopā bez PVN", "Summa bez PVN, EUR"])
    pay_label = rng.choice(["Kopā apmaksai", "Summa apmaksai", "Kopā apmaksai EUR"])
    tot: list[tuple[str, str]] = [(net_label, num(doc.net))]
    for r, (_, t) in rates.items():
        tot.append(
            (f"PVN {pct(r)}" + (" – apgrieztā maksāšana" if zero and rng.random() < 0.3 else ""), num(t))
        )
    tot.append(
        (pay_label, ("EUR " if "EUR" not in pay_label and family != "horizon" else "") + num(doc.gross))
    )
    notes: list[str] = []
    if zero:
        notes.append(
            rng.choice(
                [
                    "Nodokļa apgrieztā maksāšana.",
                    "PVN 0% – apgrieztā maksāšana. Preču piegāde Eiropas Savienības teritorijā.",
                    "Nodokļa apgrieztā maksāšana. PVN likuma 46. panta pirmā daļa – preču piegāde citas "
                    "dalībvalsts PVN maksātājam.",
                ]
            )
        )
    words_html = (
        f"<div class=words>Summa vārdiem: <i>{escape(lv_words(doc.gross))}</i></div>" if words else ""
    )
    pay_note = (
        f"Lūdzam apmaksāt rēķinu līdz {d(doc.due)}, maksājuma mērķī norādot rēķina numuru "
        f"{escape(doc.series + ' ' + doc.number if family == 'jumis' else number)}."
    )
    iban = grouped(seller.iban) if rng.random() < 0.4 else seller.iban

    def line_rows(cols: list[tuple[str, str]]) -> str:
        out = []
        for i, it in enumerate(doc.items, 1):
            cells = []
            for _, k in cols:
                value = {
                    "n": str(i),
                    "code": escape(it.code or ""),
                    "name": escape(it.name),
                    "unit": escape(it.unit),
                    "qty": qty(it.quantity),
                    "price": num(it.price),
                    "rate": pct(it.vat_percent),
                    "sum": num(it.subtotal),
                }[k]
                cls = "r" if k in ("qty", "price", "rate", "sum") else ("c" if k in ("n", "unit") else "")
                cells.append(f"<td class='{cls}'>{value}</td>")
            out.append("<tr>" + "".join(cells) + "</tr>")
        return "".join(out)

    def head(cols: list[tuple[str, str]]) -> str:
        return "".join(
            f"<th class='{'r' if k in ('qty', 'price', 'rate', 'sum') else ''}'>{h}</th>" for h, k in cols
        )

    tot_html = (
        "<table class=tot>"
        + "".join(
            f"<tr class='{'g' if i == len(tot) - 1 else ''}'><td>{k}</td><td class=r>{v}</td></tr>"
            for i, (k, v) in enumerate(tot)
        )
        + "</table>"
    )
    notes_html = "".join(f"<div class=note>{escape(n)}</div>" for n in notes)

    if family == "jumis":
        cols = [("Nr.", "n"), ("Kods", "code"), ("Preces nosaukums", "name"), ("Mērv.", "unit")]
        cols += [("Daudzums", "qty"), ("Cena, EUR", "price"), ("Summa, EUR", "sum")]
        supplier = [
            ("Piegādātājs", f"<b>{escape(seller.name)}</b>"),
            ("Reģ. Nr.", str(seller.code)),
            ("PVN reģ. Nr.", str(seller.vat_code)),
            ("Juridiskā adrese", unbroken(seller.address)),
            ("Banka", escape(seller.bank or "")),
            ("Kods", bic),
            ("Konts", iban),
        ]
        receiver = [("Saņēmējs", f"<b>{escape(buyer.name)}</b>"), ("Reģ. Nr.", buyer.code)]
        if buyer_vat:
            receiver.append(("PVN reģ. Nr.", buyer.vat_code or ""))
        receiver.append(("Juridiskā adrese", unbroken(buyer.address)))
        if buyer_bank and buyer.iban:
            receiver += [("Banka", escape(buyer.bank or "")), ("Konts", buyer.iban)]
        plate = f"{rng.choice('ABCDEGHJKLMN')}{rng.choice('ABCDEGHJKLMN')}-{rng.randint(1000, 9999)}"
        extra = [
            ("Preču izsniegšanas vieta", unbroken(seller.address)),
            (
                "Preču saņemšanas vieta",
                unbroken(f"{buyer.street}, {buyer.postcode} {buyer.city}") + ", Lietuva",
            ),
            (
                "Pārvadātājs",
                escape(seller.name) + f", a/m {plate}" if rng.random() < 0.6 else "Saņēmēja transports",
            ),
            ("Darījuma apraksts", "preču pārdošana"),
            ("Apmaksas veids", "pārskaitījums"),
            ("Apmaksas termiņš", f"{d(doc.due)} ({days} dienas)"),
        ]

        def kv(rows: Sequence[tuple[str, str | None]]) -> str:
            return (
                "<table class=kv>"
                + "".join(f"<tr><td class=k>{k}:</td><td>{v}</td></tr>" for k, v in rows)
                + "</table>"
            )

        body = f"""<div class=jh><div class=jt>PREČU PAVADZĪME – RĒĶINS</div>
<div class=jn>Sērija <b>{doc.series}</b> Nr. <b>{doc.number}</b></div>
<div class=jd>Dokumenta datums: {issued}</div></div>
{kv(supplier)}<div class=gap></div>{kv(receiver)}<div class=gap></div>{kv(extra)}
<table class="items grid"><thead><tr>{head(cols)}</tr></thead><tbody>{line_rows(cols)}</tbody></table>
<div class=lower><div class=notes>{notes_html}</div>{tot_html}</div>
{words_html}
<div class=sign><div>Izsniedza:<div class=line>{escape(person)}</div>
<div class=cap>(vārds, uzvārds, paraksts)</div></div>
<div>Pieņēma:<div class=line>&nbsp;</div><div class=cap>(vārds, uzvārds, paraksts)</div></div></div>
<div class=sm>Preces saņemtas pilnā apjomā, pretenziju par kvalitāti nav. {pay_note}</div>"""
    elif family == "horizon":
        cols = [
            ("Nosaukums", "name"),
            ("Daudz.", "qty"),
            ("Mērv.", "unit"),
            ("Cena", "price"),
            ("PVN", "rate"),
        ]
        cols.append(("Summa bez PVN", "sum"))
        order = f"P-{rng.randint(1000, 9999)}"

        def box(title: str, p_lines: list[tuple[str, str]]) -> str:
            inner = "".join(f"<div class=cap>{k}</div><div class=v>{v}</div>" for k, v in p_lines)
            return f"<div class=pbox><div class=pt>{title}</div>{inner}</div>"

        s_lines = [
            ("Nosaukums", f"<b>{escape(seller.name)}</b>"),
            ("Reģ. Nr. / PVN reģ. Nr.", f"{seller.code} / {seller.vat_code}"),
            ("Juridiskā adrese", unbroken(seller.address)),
            ("Banka, konts", f"{escape(seller.bank or '')}, {bic}<br>{iban}"),
        ]
        b_lines = [("Nosaukums", f"<b>{escape(buyer.name)}</b>")]
        ids = ([f"Reģ. Nr. {buyer.code}"] if buyer_code else []) + (
            [f"PVN reģ. Nr. {buyer.vat_code}"] if buyer_vat else []
        )
        if ids:
            b_lines.append(
                ("Reģ. Nr. / PVN reģ. Nr." if len(ids) == 2 else "Identifikācija", "<br>".join(ids))
            )
        b_lines.append(("Juridiskā adrese", unbroken(buyer.address) + "<br>Lietuva"))
        dates = [("Dokumenta datums", issued), ("Apmaksas termiņš", d(doc.due)), ("Pasūtījums", order)]
        dates.append(("Summa apmaksai", f"<b>{num(doc.gross)} EUR</b>"))
        strip = "".join(
            f"<div class=db><div class=cap>{k}</div><div class=v>{v}</div></div>" for k, v in dates
        )
        body = f"""<div class=hz><div><div class=co>{escape(seller.name)}</div>
<div class=sub>{unbroken(seller.address)} · tālr. {phone} · info@{domain}</div></div>
<div class=mark>{escape(base[0])}</div></div>
<h1>Rēķins Nr. {escape(number)}</h1>
<div class=parties>{box("Pārdevējs", s_lines)}{box("Pircējs", b_lines)}</div>
<div class=strip>{strip}</div>
<table class="items light"><thead><tr>{head(cols)}</tr></thead><tbody>{line_rows(cols)}</tbody></table>
<div class=lower><div class=notes>{notes_html}{words_html}<div class=note>{pay_note}</div></div>
{tot_html}</div>
<div class=foot>Rēķins sagatavots elektroniski un ir derīgs bez paraksta.
Sagatavoja: {escape(person)}.</div>"""
    else:
        cols = ([("Kods", "code")] if codes else []) + [("Nosaukums", "name"), ("Daudzums", "qty")]
        cols += [("Mērv.", "unit"), ("Cena bez PVN", "price")] + ([("PVN %", "rate")] if rate_col else [])
        cols.append(("Summa", "sum"))
        meta = [("Rēķina Nr.", escape(number)), ("Datums", issued), ("Apmaksas termiņš", d(doc.due))]
        meta.append(("Klienta Nr.", str(rng.randint(10000, 99999))))
        meta_html = "".join(f"<tr><td class=k>{k}</td><td><b>{v}</b></td></tr>" for k, v in meta)
        summary = "".join(
            f"<tr><td>{pct(r)}</td><td class=r>{num(b)}</td><td class=r>{num(t)}</td>"
            f"<td class=r>{num(b + t)}</td></tr>"
            for r, (b, t) in rates.items()
        )
        b_ids = ([f"Reģ. Nr.: {buyer.code}"] if buyer_code else []) + (
            [f"PVN reģ. Nr.: {buyer.vat_code}"] if buyer_vat else []
        )
        buyer_html = "<br>".join([f"<b>{escape(buyer.name)}</b>", *b_ids, unbroken(buyer.address), "Lietuva"])
        seller_html = "<br>".join(
            [
                f"<b>{escape(seller.name)}</b>",
                f"Reģ. Nr.: {seller.code}",
                f"PVN reģ. Nr.: {seller.vat_code}",
                unbroken(seller.address),
            ]
        )
        body = f"""<div class=band><div><div class=bco>{escape(base.upper())}</div>
<div>{escape(seller.name)} · {unbroken(seller.address)}</div><div>{phone} · www.{domain}</div></div>
<div class=bt><div class=btitle>RĒĶINS</div><table class=meta>{meta_html}</table></div></div>
<div class=parties><div class=col><div class=pt>Pārdevējs</div>{seller_html}</div>
<div class=col><div class=pt>Pircējs</div>{buyer_html}</div></div>
<table class="items zebra"><thead><tr>{head(cols)}</tr></thead><tbody>{line_rows(cols)}</tbody></table>
<div class=lower><div class=notes><table class=sum><tr><th>PVN likme</th><th class=r>Summa bez PVN</th>
<th class=r>PVN</th><th class=r>Kopā</th></tr>{summary}</table>{notes_html}{words_html}</div>{tot_html}</div>
<div class=bank>Norēķinu rekvizīti: {escape(seller.bank or "")}, SWIFT {bic}, konts <b>{iban}</b><br>
{pay_note}</div>
<div class=foot>Rēķins sagatavots elektroniski un ir derīgs bez paraksta.</div>"""

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 12mm 12mm 15mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.page{{min-height:270mm;display:flex;flex-direction:column}}
.jh{{text-align:center;margin-bottom:4mm}} .jt{{font-size:{size + 6}pt;font-weight:bold;letter-spacing:.5px}}
.jn{{font-size:{size + 2}pt;margin-top:1mm}} .jd{{margin-top:1mm}}
table.kv{{border-collapse:collapse;align-self:flex-start}} table.kv td.k{{width:42mm}}
table.kv td{{padding:1px 6px 1px 0;vertical-align:top}}
td.k,.k{{white-space:nowrap;color:#333;min-width:38mm}} .gap{{height:2.5mm}}
table.items{{width:100%;border-collapse:collapse;margin-top:4mm}}
table.items th{{text-align:left;padding:2px 4px;font-size:{size - 0.5}pt}}
table.items td{{padding:2px 4px;vertical-align:top}}
table.grid th,table.grid td{{border:.7pt solid #333}} table.grid th{{background:#eee;text-align:center}}
table.light th{{border-bottom:1pt solid {accent};color:{accent}}}
table.light td{{border-bottom:.4pt solid #ccc}}
table.zebra th{{background:{accent};color:#fff}} table.zebra tr:nth-child(even) td{{background:#f1f3f6}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}} .c{{text-align:center}}
.lower{{display:flex;justify-content:space-between;align-items:flex-start;gap:8mm;margin-top:3mm}}
.notes{{max-width:105mm;font-size:{size - 0.5}pt}} .note{{margin-bottom:1.5mm}}
table.tot{{border-collapse:collapse;min-width:66mm}} table.tot td{{padding:2px 5px}}
table.tot tr.g td{{font-weight:bold;border-top:1pt solid #111;font-size:{size + 1}pt}}
.words{{margin-top:3mm}}
.sign{{display:flex;gap:20mm;margin-top:10mm}} .sign > div{{flex:1}}
.line{{border-bottom:.7pt solid #000;height:6mm;padding-top:2mm}} .cap{{font-size:{size - 2}pt;color:#666}}
.sm{{margin-top:5mm;font-size:{size - 1}pt}}
.hz{{display:flex;justify-content:space-between;align-items:center;border-bottom:2pt solid {accent};
padding-bottom:2mm}}
.co{{font-size:{size + 5}pt;font-weight:bold;color:{accent}}} .sub{{color:#555}}
.mark{{width:13mm;height:13mm;border-radius:50%;background:{accent};color:#fff;font-size:20pt;
font-weight:bold;display:flex;align-items:center;justify-content:center}}
h1{{font-size:{size + 8}pt;margin:5mm 0 3mm 0}}
.parties{{display:flex;gap:6mm;margin-bottom:3mm}}
.pbox{{flex:1;border:.7pt solid #999;padding:2mm 3mm}}
.pt{{font-weight:bold;color:{accent};margin-bottom:1mm}}
.pbox .v{{margin-bottom:1.2mm}}
.strip{{display:flex;gap:3mm}} .db{{flex:1;background:#f2f2f2;padding:1.5mm 3mm}}
.band{{display:flex;justify-content:space-between;background:{accent};color:#fff;padding:4mm 5mm;
margin-bottom:5mm;gap:6mm}}
.bco{{font-size:{size + 7}pt;font-weight:bold;letter-spacing:1px}} .btitle{{font-size:{size + 9}pt;
font-weight:bold;text-align:right}}
table.meta td{{padding:0 0 0 4mm;color:#fff}} table.meta td.k{{color:#dde}}
.col{{flex:1;line-height:1.4}}
table.sum{{border-collapse:collapse;margin-bottom:2mm}} table.sum th,table.sum td{{padding:1px 5px;
border-bottom:.4pt solid #bbb;font-weight:normal}} table.sum th{{color:#555;text-align:left}}
.bank{{margin-top:5mm;line-height:1.45}}
.foot{{margin-top:auto;padding-top:2mm;border-top:.5pt solid #aaa;font-size:{size - 1.5}pt;color:#555}}
</style></head><body><div class="page">
{body}
</div></body></html>"""
    fields = ["prekes_pavadinimas", "unit", "quantity", "price", "subtotal"]
    if codes:
        fields.append("prekes_kodas")
    if rate_col:
        fields.append("vat_percent")
    truth = doc.truth(tuple(fields))
    if not buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
