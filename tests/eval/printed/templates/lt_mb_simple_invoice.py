"""A small Lithuanian business's invoice from a free online invoicing tool: a minimalist page with a
large title, the number and dates, the two parties side by side each under its label ("Pardavėjas" /
"Pirkėjas" or "Tiekėjas" / "Gavėjas", plain or in light boxes), a few lines of services or handmade
goods, the totals, the amount in words ("Suma žodžiais: …"), the payment details and the tool's small
footer. The seller is a small partnership or company (MB, IĮ, UAB) or, on some seeds, a person working
under an individual activity certificate ("Individualios veiklos pažymos Nr. 123456"), with a trade of
its own (design, cleaning, joinery, candles, gardening, translation, photography, bookkeeping).
Either it is no VAT payer: "Sąskaita faktūra", a note "PVM nemokėtojas" / "PVM neskaičiuojamas", no
VAT column, the sum and the total; or a VAT payer: "PVM sąskaita faktūra" with its VAT code, the VAT by
rate (two rates where a book at 9 % is sold with the services; a per-line rate column on some seeds)
and the total with VAT. Dates in ISO form or in words ("2026 m. kovo 5 d."), the amounts with "€" or
"EUR"; on some seeds no due date.

Truth: no VAT payer: every line at 0 %, the net total equal to the lines' sum, VAT 0 and no rate (none
is printed). A person's certificate number is not labelled as the seller's code, so such a seller has
no ``seller_id``. Lines with name, unit, quantity, price, amount (and rate where a column shows it)."""

from __future__ import annotations

import random
from decimal import Decimal
from html import escape

from tests.eval.lt_data import CITIES, STREETS, Party, group4, iban, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import FIRST, FIRST_F, LAST, phone, rename, vat_payer

# a small business's trade: its names and what it sells (name, unit, VAT rate for a payer, price range,
# whole quantities); a book at the 9 % rate makes a second rate for some
Line = tuple[str, str, int, tuple[float, float], bool]
TRADES: list[tuple[list[str], list[Line]]] = [
    (
        ["Kūrybinės idėjos", "Skaitmeninis dizainas"],
        [
            ("Logotipo ir firminio stiliaus dizainas", "vnt.", 21, (120, 450), True),
            ("Interneto svetainės kūrimas (WordPress)", "vnt.", 21, (350, 1500), True),
            ("Socialinių tinklų turinio kūrimas", "mėn.", 21, (200, 600), True),
            ("Reklaminio maketo paruošimas spaudai", "vnt.", 21, (40, 160), True),
            ("Dizaino darbai", "val.", 21, (20, 45), False),
        ],
    ),
    (
        ["Švarūs namai", "Blizgantys langai"],
        [
            ("Biuro patalpų valymo paslaugos", "val.", 21, (12, 25), False),
            ("Langų valymas iš abiejų pusių", "m²", 21, (1.5, 4), True),
            ("Kilimų ir baldų cheminis valymas", "m²", 21, (3, 7), True),
            ("Valymo priemonės", "kompl.", 21, (8, 25), True),
        ],
    ),
    (
        ["Meistro rankos", "Medžio dirbtuvės"],
        [
            ("Baldų gamyba pagal individualų užsakymą", "kompl.", 21, (300, 1800), True),
            ("Medinių laiptų šlifavimas ir lakavimas", "m²", 21, (18, 40), True),
            ("Smulkūs remonto darbai", "val.", 21, (15, 30), False),
            ("Medžiagos ir furnitūra", "kompl.", 21, (20, 150), True),
        ],
    ),
    (
        ["Žvakių namai", "Rankų darbo dirbtuvė"],
        [
            ("Rankų darbo sojų vaško žvakė, 200 ml", "vnt.", 21, (8, 16), True),
            ("Rankų darbo muilas, 100 g", "vnt.", 21, (4, 8), True),
            ("Dovanų rinkinys su žvake ir muilu", "vnt.", 21, (18, 35), True),
            ("Keraminė žvakidė", "vnt.", 21, (9, 22), True),
            ("Knyga „Rankų darbo žvakės namuose“", "vnt.", 9, (12, 24), True),
        ],
    ),
    (
        ["Sodo kampelis", "Žalia veja"],
        [
            ("Sodo priežiūros darbai", "val.", 21, (14, 30), False),
            ("Vejos pjovimas ir žolės išvežimas", "m²", 21, (0.05, 0.15), True),
            ("Gyvatvorės karpymas", "m", 21, (1.5, 4), True),
            ("Tujų sodinukai, 60–80 cm", "vnt.", 21, (6, 14), True),
        ],
    ),
    (
        ["Vertimai", "Kalbų tiltas"],
        [
            ("Teksto vertimas iš anglų į lietuvių kalbą", "psl.", 21, (8, 18), True),
            ("Teksto redagavimas", "psl.", 21, (4, 9), True),
            ("Vertimo tvirtinimas vertėjo parašu", "vnt.", 21, (5, 15), True),
            ("Žodinis vertimas susitikime", "val.", 21, (30, 60), False),
            ("Anglų–lietuvių kalbų žodynas", "vnt.", 9, (15, 35), True),
        ],
    ),
    (
        ["Foto akimirkos", "Kadras"],
        [
            ("Renginio fotografavimas", "val.", 21, (30, 70), False),
            ("Nuotraukų atranka ir apdorojimas", "vnt.", 21, (2, 6), True),
            ("Fotoknyga 30x30 cm, 40 psl.", "vnt.", 21, (60, 140), True),
            ("Fotostudijos nuoma", "val.", 21, (20, 40), False),
        ],
    ),
    (
        ["Apskaitos ratas", "Sąskaitų meistrai"],
        [
            ("Buhalterinės apskaitos paslaugos už mėnesį", "mėn.", 21, (80, 260), True),
            ("Metinių finansinių ataskaitų parengimas", "vnt.", 21, (150, 500), True),
            ("Darbo užmokesčio apskaičiavimas", "darb.", 21, (6, 15), True),
            ("Konsultacija mokesčių klausimais", "val.", 21, (25, 60), False),
            ("Leidinys „Buhalterinės apskaitos vadovas“", "vnt.", 9, (18, 40), True),
        ],
    ),
]
ACCENTS = ["#222", "#3559a8", "#0d7a5f", "#a33b5a", "#6b4fa0", "#c66a00"]


def _sole_trader(rng: random.Random) -> tuple[Party, str]:
    """A person under an individual activity certificate: name, home address, account; the certificate
    number is returned apart (it is not a company code)."""
    male, female = rng.choice(LAST)
    name = f"{rng.choice(FIRST)} {male}" if rng.random() < 0.5 else f"{rng.choice(FIRST_F)} {female}"
    city, prefix = rng.choice(CITIES)
    account, bank = iban(rng)
    street = f"{rng.choice(STREETS)} {rng.randint(1, 90)}{rng.choice(['', '', f'-{rng.randint(1, 60)}'])}"
    certificate = str(rng.randint(100000, 1999999))
    party = Party(
        name=name,
        code=certificate,
        vat_code=None,
        street=street,
        city=city,
        postcode=f"LT-{prefix}{rng.randint(100, 999)}",
        iban=account,
        bank=bank,
    )
    return party, certificate


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 7 + 11)
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None
    names, goods = rng.choice(TRADES)
    vat = rng.random() < 0.5
    sole = not vat and rng.random() < 0.35
    certificate = ""
    if sole:
        doc.seller, certificate = _sole_trader(rng)
    else:
        rename(doc.seller, rng, names)
        form = rng.choice(["MB", "MB", "IĮ", "UAB"])
        doc.seller.name = f"{form} {doc.seller.name.split(' ', 1)[1]}"
        if vat:
            vat_payer(doc.seller, rng)
        else:
            doc.seller.vat_code = None
    seller = doc.seller
    assert isinstance(seller, Party)
    series = ["SF", "AA", "INV", "S"] + ([] if sole else [seller.name.split(" ", 1)[0]])
    if sole:
        series.append("".join(w[0] for w in seller.name.split()))
    doc.series = rng.choice(series) if rng.random() < 0.8 else None
    doc.number = str(rng.randint(1, 480)).zfill(rng.choice([3, 3, 4, 5]))

    regular = [g for g in goods if g[2] == 21]
    picked = rng.sample(regular, rng.randint(1, len(regular)))
    books = [g for g in goods if g[2] != 21]
    if books and rng.random() < 0.4:
        picked.append(books[0])
    items = []
    for name, unit, vat_rate, (low, high), whole in picked:
        if unit == "m²" and high < 10:
            qty = Decimal(rng.randint(20, 400))
        elif unit == "m":
            qty = Decimal(rng.randint(10, 120))
        elif whole:
            if high >= 300:
                qty = Decimal(rng.choice([1, 1, 1, 2]))
            elif high >= 40:
                qty = Decimal(rng.choice([1, 1, 2, 3, 4, 5]))
            else:
                qty = Decimal(rng.choice([1, 2, 3, 4, 5, 10, 12, 20]))
        else:
            qty = Decimal(rng.randint(2, 24)) / rng.choice([1, 2])
        price = money(Decimal(str(rng.uniform(low, high))))
        if rng.random() < 0.5 and price > 10:
            price = money(Decimal(round(price)))
        percent = Decimal(vat_rate if vat else 0)
        items.append(Item(name, unit, qty, price, percent))
    doc.items = items
    rates = doc.rates()

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["iso", "iso", "lt-long", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([9, 9.5, 10, 10.5])
    accent = rng.choice(ACCENTS)
    labels = rng.choice([("Pardavėjas", "Pirkėjas"), ("Tiekėjas", "Gavėjas")])
    boxed = rng.random() < 0.5
    title_left = rng.random() < 0.6
    euro = rng.choice(["€", "EUR"])
    show_due = rng.random() < 0.8
    rate_column = vat and (len(rates) > 1 or rng.random() < 0.4)
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.8
    grouped = rng.random() < 0.4
    tool = rng.choice(["„Greita sąskaita“", "SąskaitaOnline", "„Sąskaitų dėžutė“", "e-faktūra"])

    def a(value: Decimal) -> str:
        text = amount(value, style)
        return f"{text} {euro}" if euro == "€" else text

    def d(value: object) -> str:
        return day(value, date_style)  # type: ignore[arg-type]

    title = "PVM sąskaita faktūra" if vat else "Sąskaita faktūra"
    if doc.series:
        number = rng.choice([f"Serija {doc.series} Nr. {doc.number}", f"{doc.series} Nr. {doc.number}"])
    else:
        number = f"Nr. {doc.number}"

    seller_lines = [f"<b>{escape(seller.name)}</b>"]
    if sole:
        seller_lines.append(
            rng.choice(["Individualios veiklos pažymos Nr.", "Individualios veiklos vykdymo pažyma Nr."])
            + f" {certificate}"
        )
    else:
        seller_lines.append(f"{rng.choice(['Įmonės kodas', 'Įm. kodas', 'Kodas'])}: {seller.code}")
    if vat:
        seller_lines.append(f"PVM mokėtojo kodas: {seller.vat_code}")
    elif rng.random() < 0.6:
        seller_lines.append(rng.choice(["PVM nemokėtojas", "Ne PVM mokėtojas"]))
    seller_lines.append(escape(seller.address))
    if rng.random() < 0.6:
        seller_lines.append(f"Tel. {phone(rng)}")
    buyer_lines = [f"<b>{escape(buyer.name)}</b>", f"Įmonės kodas: {buyer.code}"]
    if show_buyer_vat:
        buyer_lines.append(f"PVM mokėtojo kodas: {buyer.vat_code}")
    buyer_lines.append(escape(buyer.address))

    meta = [("Išrašymo data", d(doc.issued))]
    if show_due:
        meta.append(("Apmokėti iki", d(doc.due)))

    # the lines
    head = ["#", rng.choice(["Pavadinimas", "Prekė / paslauga", "Aprašymas"]), "Kiekis", "Mato vnt."]
    head += [f"Kaina{', EUR' if euro == 'EUR' else ''}"]
    if rate_column:
        head.append("PVM")
    head.append(f"Suma{', EUR' if euro == 'EUR' else ''}")
    rows = []
    for n, item in enumerate(items, 1):
        cells = [
            f"<td class=n>{n}</td>",
            f"<td>{escape(item.name)}</td>",
            f"<td class=r>{quantity(item.quantity, style)}</td>",
            f"<td>{item.unit}</td>",
            f"<td class=r>{a(item.price)}</td>",
        ]
        if rate_column:
            cells.append(f"<td class=r>{rate(item.vat_percent)} %</td>")
        cells.append(f"<td class=r>{a(item.subtotal)}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    align = ["n", "", "r", "", "r"] + (["r"] if rate_column else []) + ["r"]
    table = (
        '<table class="items"><thead><tr>'
        + "".join(f'<th class="{c}">{h}</th>' for h, c in zip(head, align, strict=True))
        + f"</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )

    if vat:
        total_rows = [(rng.choice(["Suma be PVM", "Tarpinė suma"]), a(doc.net))]
        total_rows += [(f"PVM {rate(r)} %", a(tax)) for r, (_, tax) in rates.items()]
        if len(rates) > 1:
            total_rows += [("PVM iš viso", a(doc.vat))]
        total_rows.append((rng.choice(["Iš viso su PVM", "Iš viso", "Mokėti"]), a(doc.gross)))
        note = ""
    else:
        first, last = rng.choice(
            [("Tarpinė suma", "Iš viso"), ("Suma", "Iš viso mokėti"), ("Viso", "Mokėti")]
        )
        total_rows = [(first, a(doc.net)), (last, a(doc.gross))]
        note = rng.choice(
            [
                "PVM neskaičiuojamas.",
                "Pardavėjas nėra PVM mokėtojas, PVM neskaičiuojamas.",
                "PVM nemokėtojas – PVM neskaičiuojamas.",
            ]
        )
    totals = '<table class="tot">' + "".join(
        f"<tr{' class=g' if i == len(total_rows) - 1 else ''}><td>{k}</td><td class=r>{v}</td></tr>"
        for i, (k, v) in enumerate(total_rows)
    )
    totals += "</table>"
    account = group4(seller.iban or "") if grouped else (seller.iban or "")
    pay = (
        f'<div class="pay"><div class="lab">Mokėjimo informacija</div>'
        f"Mokėjimo gavėjas: {escape(seller.name)}<br>IBAN: {account}<br>"
        f"Bankas: {escape(seller.bank or '')}<br>"
        f"Mokėjimo paskirtis: {escape(number)}</div>"
    )
    words = f'<div class="words">Suma žodžiais: <i>{eur_words(doc.gross)}</i></div>'

    def party(label: str, lines: list[str]) -> str:
        cls = "party boxed" if boxed else "party"
        return f'<div class="{cls}"><div class="lab">{label}</div>{"<br>".join(lines)}</div>'

    meta_html = "".join(f"<div><span class=k>{k}:</span> {v}</div>" for k, v in meta)
    if title_left:
        head_html = (
            f'<div class="top"><div><div class="title">{title}</div><div class="num">{number}</div></div>'
            f'<div class="meta">{meta_html}</div></div>'
        )
    else:
        head_html = (
            f'<div class="ctitle">{title}</div><div class="cnum">{number}</div>'
            f'<div class="cmeta">{meta_html}</div>'
        )
    signer = seller.name if sole else rng.choice(["Vadovas(-ė)", "Direktorius(-ė)", "Savininkas(-ė)"])
    sign = (
        f'<div class="sign"><div>Sąskaitą išrašė: {escape(signer)} ____________</div>'
        f"<div>Sąskaitą priėmė: ____________</div></div>"
        if rng.random() < 0.6
        else '<div class="small">Sąskaita galioja be parašo.</div>'
    )
    body = f"""{head_html}
<div class="parties">{party(labels[0], seller_lines)}{party(labels[1], buyer_lines)}</div>
{table}
<div class="below"><div class="left">{words}{f'<div class="note">{note}</div>' if note else ""}{pay}</div>
<div>{totals}</div></div>
{sign}
<div class="foot">Sąskaita sukurta su {escape(tool)}</div>"""

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:18mm 18mm 16mm 18mm}}
body{{font-family:{font};font-size:{size}pt;color:#222;margin:0;line-height:1.4}}
.top{{display:flex;justify-content:space-between;align-items:flex-start}}
.title{{font-size:{size + 12}pt;font-weight:300;color:{accent}}} .num{{font-size:{size + 1}pt;color:#555}}
.meta{{text-align:right;padding-top:6px}} .k{{color:#888}}
.ctitle{{text-align:center;font-size:{size + 8}pt;font-weight:bold;text-transform:uppercase;
letter-spacing:1px}}
.cnum{{text-align:center}} .cmeta{{text-align:center;color:#444}}
.parties{{display:flex;gap:24px;margin-top:26px}} .party{{flex:1}}
.boxed{{background:#f6f6f6;padding:10px 12px;border-radius:4px}}
.lab{{font-size:{size - 1.5}pt;text-transform:uppercase;letter-spacing:.6px;color:{accent};font-weight:bold;
margin-bottom:3px}}
table.items{{width:100%;border-collapse:collapse;margin-top:28px}}
table.items th{{text-align:left;font-weight:600;font-size:{size - 1}pt;color:#555;
border-bottom:2px solid {accent};
padding:5px 4px}}
table.items td{{padding:6px 4px;border-bottom:1px solid #e3e3e3;vertical-align:top}}
.r{{text-align:right!important;white-space:nowrap}} .n{{width:18px;color:#888}}
.below{{display:flex;justify-content:space-between;gap:24px;margin-top:14px}} .left{{flex:1}}
table.tot{{border-collapse:collapse;min-width:230px}} table.tot td{{padding:3px 4px}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 2}pt;border-top:2px solid {accent}}}
.words{{margin-bottom:6px}} .note{{margin-bottom:8px;color:#555}}
.pay{{margin-top:8px;line-height:1.45}}
.sign{{display:flex;justify-content:space-between;margin-top:40px}} .small{{margin-top:30px;color:#777}}
.foot{{margin-top:36px;text-align:center;color:#aaa;font-size:{size - 2}pt}}
</style></head><body>
{body}
</body></html>"""

    line_fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
    line_fields += ("vat_percent",) if rate_column else ()
    truth = doc.truth(line_fields)
    if not vat:
        truth.pop("vat_percent", None)
    if sole:
        truth.pop("seller_id", None)
    if not show_due:
        truth.pop("due_date", None)
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
