"""A Romanian supplier's "FACTURĂ" to a Lithuanian company, in the layout of the Romanian invoicing
programs that still follow the old printed form: the supplier ("Furnizor") on the left with
"Nr. ord. reg. com.: J40/1234/2015", "C.I.F.: RO…", "Sediul", "Cont" (IBAN) and "Banca", the title box
in the middle with "Seria" and "Nr." apart and "Data (zi/luna/an)" dd.mm.yyyy, the buyer
("Cumpărător") on the right with its LT VAT code; a gridded table "Nr. crt.", "Denumirea produselor
sau a serviciilor", "U.M.", "Cant.", "Preţ unitar (fără TVA)", "Valoarea", "Valoarea TVA", a "Total"
row and "Total de plată"; signature boxes with the "Date privind expediția". Variants: intra-EU supply
at 0 % with "Taxare inversă" (goods or services wording) or domestic TVA 21 % (the Romanian standard
rate since August 2025); EUR or RON (with a "Curs BNR" note); RO or RO/EN bilingual labels; a "Cota
TVA" column and the column-number row on some seeds; a due date ("Termen de plată") on some; the
parties side by side or stacked.

Truth: series and number as the page prints them apart; the seller's register code is its CUI (the
company's identification number, printed within its RO VAT code and on its own), the trade-register
number left out (no field holds it); the buyer's company code only where "Cod înregistrare" prints
it; IBAN printed; lines with name, unit, quantity, net price, net value (and rate where the column is
there)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, unbroken
from tests.eval.printed.templates.eu_round9_common import ro_seller, vat_registered_buyer
from tests.eval.printed.templates.lt_common import FONTS
from tests.eval.printed.templates.lt_round8_common import page

NAMES = ["Carpați Trading", "Dunărea Logistic", "Transilvania Tech", "Arcadia Prod", "Mureș Industrial"]
# (name, unit, usual rate, price range)
GOODS: list[tuple[str, str, int, tuple[float, float]]] = [
    ("Piese de schimb pentru utilaje agricole", "buc", 21, (20, 400)),
    ("Cablu electric CYY-F 3x2,5 mm²", "m", 21, (2, 6)),
    ("Profil aluminiu extrudat 40x40", "kg", 21, (6, 14)),
    ("Panou OSB 18 mm, 2500x1250", "buc", 21, (25, 45)),
    ("Vin roșu Fetească Neagră, 0,75 l", "buc", 21, (5, 18)),
    ("Mobilier de birou – birou executiv", "buc", 21, (180, 650)),
    ("Rulmenți radiali cu bile 6205-2RS", "set", 21, (15, 60)),
    ("Ulei de floarea-soarelui, 1 l", "buc", 21, (1, 3)),
]
SERVICES: list[tuple[str, str, int, tuple[float, float]]] = [
    ("Servicii de dezvoltare software", "ore", 21, (25, 70)),
    ("Servicii de transport marfă București–Vilnius", "serv.", 21, (900, 2400)),
    ("Mentenanță și suport tehnic server", "lună", 21, (150, 900)),
    ("Servicii de traducere tehnică RO–EN", "pag.", 21, (8, 20)),
    ("Consultanță în management de proiect", "ore", 21, (40, 110)),
    ("Servicii de testare și control calitate", "ore", 21, (20, 55)),
]
WHOLE = ("buc", "serv.", "set", "lună", "pag.")


def make(seed: int) -> Printed:
    rng = random.Random(seed * 11 + 31)
    services = rng.random() < 0.5
    reverse = rng.random() < 0.65
    currency = "RON" if rng.random() < 0.3 else "EUR"
    doc = draw(
        seed,
        seller_country="DE",  # replaced by the Romanian seller below; draw() knows none
        currency=currency,
        lines=(1, 7),
        catalogue=SERVICES if services else GOODS,
        rates=(0,) if reverse else (21,),
    )
    vat_registered_buyer(doc, rng)
    buyer = doc.buyer
    assert buyer is not None
    seller, register, bank = ro_seller(rng, f"{rng.choice(NAMES)} {rng.choice(['S.R.L.', 'S.R.L.', 'S.A.'])}")
    doc.seller = seller
    for item in doc.items:
        if item.unit in WHOLE:
            item.quantity = Decimal(max(1, int(item.quantity) // 2))
    doc.series = rng.choice(["BVX", "CTR", "FCT", "MI", "TT"])
    doc.number = str(rng.randint(1, 99999)).zfill(rng.choice([4, 7]))
    due_printed = rng.random() < 0.6
    doc.due = doc.issued + timedelta(days=rng.choice([15, 30, 45])) if due_printed else None

    bilingual = rng.random() < 0.4
    style = rng.choice(["lt-dot", "lt-dot", "en"])
    font = rng.choice(FONTS)
    size = rng.choice([8, 8.5, 9])
    color = rng.choice(["#003366", "#222222", "#7b1e1e", "#1e5631"])
    rate_column = rng.random() < 0.4
    numbered = rng.random() < 0.6
    beside = rng.random() < 0.65
    buyer_code = rng.random() < 0.5
    rate = doc.items[0].vat_percent

    def t(ro: str, en: str) -> str:
        return f"{ro} / <i>{en}</i>" if bilingual else ro

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return value.strftime("%d.%m.%Y")

    cur = "lei" if currency == "RON" else "EUR"
    seller_html = (
        f'<div class="party"><div class="ptitle">{t("Furnizor", "Supplier")}</div>'
        f'<div class="pname">{escape(seller.name)}</div>'
        f"Nr. ord. reg. com.: {register}<br>C.I.F.: {seller.vat_code}<br>"
        f"Cod unic de înregistrare: {seller.code}<br>"
        f"{t('Sediul', 'Address')}: {unbroken(seller.address)}<br>România<br>"
        f"Capital social: {rng.choice(['200', '1.000', '45.000', '90.000'])} lei<br>"
        f"{t('Cont', 'Account')} (IBAN): {grouped(seller.iban or '')}<br>{t('Banca', 'Bank')}: {bank}</div>"
    )
    buyer_lines = [f'<div class="pname">{escape(buyer.name)}</div>']
    if buyer_code:
        buyer_lines.append(f"Cod înregistrare: {buyer.code}<br>")
    buyer_lines.append(
        f"C.I.F.: {buyer.vat_code}<br>{t('Sediul', 'Address')}: {unbroken(buyer.address)}<br>Lituania"
    )
    buyer_html = (
        f'<div class="party"><div class="ptitle">{t("Cumpărător", "Buyer")}</div>{"".join(buyer_lines)}</div>'
    )
    title = "FACTURĂ / INVOICE" if bilingual else "FACTURĂ"
    box = (
        f'<div class="tbox"><div class="tt">{title}</div>'
        f"<div>Seria <b>{doc.series}</b> &nbsp; Nr. <b>{doc.number}</b></div>"
        f"<div>{t('Data (zi/luna/an)', 'Date')}: <b>{d(doc.issued)}</b></div>"
        + (f"<div>{t('Termen de plată', 'Due date')}: {d(doc.due)}</div>" if doc.due else "")
        + (f"<div>Cota TVA: {rate}%</div>" if not rate_column else "")
        + "</div>"
    )
    head = [
        t("Nr. crt.", "No."),
        t("Denumirea produselor sau a serviciilor", "Description"),
        "U.M.",
        t("Cant.", "Qty"),
        f"{t('Preţ unitar (fără TVA)', 'Unit price (excl. VAT)')}<br>-{cur}-",
    ]
    if rate_column:
        head.append("Cota TVA")
    head += [f"{t('Valoarea', 'Value')}<br>-{cur}-", f"{t('Valoarea TVA', 'VAT')}<br>-{cur}-"]
    numbers = (
        ["0", "1", "2", "3", "4"]
        + (["5"] if rate_column else [])
        + ["5 (3x4)" if not rate_column else "6 (3x4)"]
    )
    numbers.append(str(len(numbers)))
    rows = []
    for n, item in enumerate(doc.items, 1):
        cells = [
            f"<td class=c>{n}</td>",
            f"<td>{escape(item.name)}</td>",
            f"<td class=c>{item.unit}</td>",
            f"<td class=r>{quantity(item.quantity, style)}</td>",
            f"<td class=r>{a(item.price)}</td>",
        ]
        if rate_column:
            cells.append(f"<td class=c>{rate}%</td>")
        cells += [f"<td class=r>{a(item.subtotal)}</td>", f"<td class=r>{a(item.vat)}</td>"]
        rows.append("<tr>" + "".join(cells) + "</tr>")
    span = len(head) - 2
    table = (
        '<table class="items"><tr>'
        + "".join(f"<th>{h}</th>" for h in head)
        + "</tr>"
        + ("<tr class=num>" + "".join(f"<td>{x}</td>" for x in numbers) + "</tr>" if numbered else "")
        + "".join(rows)
        + f'<tr class="sum"><td colspan="{span}" class=r>Total</td><td class=r>{a(doc.net)}</td>'
        f"<td class=r>{a(doc.vat)}</td></tr>"
        f'<tr class="pay"><td colspan="{span}" class=r>{t("Total de plată", "Total due")}'
        f"{' (col. 5 + col. 6)' if numbered and not rate_column else ''}</td>"
        f'<td colspan="2" class=r>{a(doc.gross)} {cur}</td></tr></table>'
    )
    notes = []
    if reverse:
        notes.append(
            "Taxare inversă – art. 278 alin. (2) din Codul fiscal; art. 196 din Directiva 2006/112/CE."
            if services
            else "Livrare intracomunitară scutită conform art. 294 alin. (2) lit. a) din Codul fiscal. "
            "Taxare inversă."
        )
    if currency == "RON":
        notes.append(
            f"Curs BNR din data de {d(doc.issued - timedelta(days=1))}: 1 EUR = "
            f"{amount(Decimal(rng.randint(49600, 51200)) / 10000, 'lt-dot', 4)} lei."
        )
    notes.append("Factura circulă fără semnătură și ștampilă conform art. 319 alin. (29) din Codul fiscal.")
    delegate = rng.choice(["Popescu Ion", "Ionescu Maria", "Dumitru Andrei", "Stan Elena"])
    sign = f"""<table class="sign"><tr><td>Semnătura și ștampila furnizorului</td>
<td>Date privind expediția<br>Numele delegatului: {delegate}<br>C.I. seria {rng.choice(["RX", "KX", "IF"])}
nr. {rng.randint(100000, 999999)}<br>Mijlocul de transport: {"—" if services else "auto"}<br>
Expedierea s-a efectuat în prezența noastră la data de {d(doc.issued)}</td>
<td>Semnătura de primire</td></tr></table>"""
    top = (
        f'<div class="top">{seller_html}{box}{buyer_html}</div>'
        if beside
        else f'<div class="stack">{box}<div class="two">{seller_html}{buyer_html}</div></div>'
    )
    body = f"""{top}
{table}
<div class="notes">{"<br>".join(notes)}</div>
{sign}"""
    css = f"""
.top{{display:flex;gap:10px;align-items:flex-start}} .top .party{{flex:1.2}} .top .tbox{{flex:0.9}}
.stack .tbox{{width:45%;margin:0 auto 10px}} .two{{display:flex;gap:24px}} .two .party{{flex:1}}
.tbox{{border:1.5px solid {color};padding:6px;text-align:center;line-height:1.6}}
.tt{{font-size:{size + 6}pt;font-weight:bold;color:{color};letter-spacing:1px}}
table.items{{width:100%;border-collapse:collapse;margin-top:12px}}
table.items th{{border:1px solid #333;padding:3px;font-size:{size - 0.5}pt;background:#eef1f5}}
table.items td{{border:1px solid #555;padding:2px 4px;vertical-align:top}}
table.items tr.num td{{text-align:center;font-size:{size - 1.5}pt;color:#444}}
table.items tr.sum td,table.items tr.pay td{{font-weight:bold}}
table.items tr.pay td{{font-size:{size + 1}pt}}
.notes{{margin-top:8px;font-size:{size - 0.5}pt}}
table.sign{{width:100%;border-collapse:collapse;margin-top:14px}}
table.sign td{{border:1px solid #555;padding:4px;height:70px;vertical-align:top;width:33%;
font-size:{size - 1}pt}}
"""
    html = page(css, body, font=font, size=size, color=color, margin="10mm 12mm")
    fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
    fields += ("vat_percent",) if rate_column else ()
    truth = doc.truth(fields)
    if not buyer_code:
        truth.pop("buyer_id")
    return Printed(html, truth)
