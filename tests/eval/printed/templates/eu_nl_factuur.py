"""A Dutch horticultural wholesaler's "Factuur" as Dutch online bookkeeping programs (Moneybird,
e-Boekhouden, SnelStart) print it: the customer's address at the left where the envelope window is, a
drawn logo with the supplier's address, phone and e-mail at the top right, a large coloured "Factuur",
the invoice's details as boxes with their labels above the values (or a short key/value list),
"Omschrijving | Aantal | Prijs | BTW % | Bedrag" with the unit inside the quantity cell ("3 doos") and,
on some, the article number in grey under the description, "Subtotaal", "BTW 9% over € …", "BTW 21%" and
"Totaal" (at the right, or at the left beside the payment request), the payment request with the IBAN
"t.n.v." the company, "BTW verlegd" for an intra-Community supply, and a small footer with the KvK-nummer,
BTW-nummer, IBAN and BIC. Dates dd-mm-yyyy (or "5 maart 2026"), amounts "€ 1.234,56"."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, reverse, unbroken
from tests.eval.printed.templates.eu_nl_fr_se_common import MONTHS, logo, nl_account, nl_seller, supply
from tests.eval.printed.templates.lt_common import FONTS

CATALOGUE = [
    ("Tulpenbollen Red Impression 12/+, doos à 250 stuks", "doos", 9, (38, 85)),
    ("Narcissen Tête-à-Tête in pot 10,5 cm, krat à 20 potten", "krat", 9, (24, 48)),
    ("Phalaenopsis 2-tak wit, pot 12 cm", "st.", 9, (6, 14)),
    ("Potgrond universeel, zak 40 liter", "zak", 21, (3, 9)),
    ("Kweekpotten kunststof Ø 13 cm, doos 1000 stuks", "doos", 21, (45, 110)),
    ("Huur Deense container (CC-kar) met 3 legborden", "week", 21, (2, 6)),
    ("Snijrozen Avalanche 60 cm, bos à 50 stelen", "bos", 9, (18, 40)),
    ("Zaaizaad zomerbloemenmengsel, 100 gram", "zak", 9, (4, 12)),
    ("Transport en verzekering Naaldwijk – Litouwen", "rit", 21, (180, 650)),
    ("Fytosanitair certificaat en exportdocumenten", "st.", 21, (35, 75)),
    ("Advieswerkzaamheden teeltplan", "uur", 21, (65, 125)),
    ("Etiketten met prijsopdruk, rol à 1000 stuks", "rol", 21, (9, 24)),
    ("Hyacintbollen Delft Blue, net à 50 stuks", "net", 9, (11, 26)),
]
WHOLE = ("doos", "krat", "st.", "zak", "week", "bos", "rit", "rol", "net")
NAMES = [
    "Van der Berg Tuinbouw", "Hollandse Bloembollen", "De Groene Kas", "Westland Kwekerij",
    "Kwekerij De Zonnehoek", "Tulpenhandel Bollenstreek", "Van Dijk Plantenexport", "Flora Holland Direct",
]  # fmt: skip
FORMS = ["B.V.", "B.V.", "B.V.", "V.O.F."]
PLACES = [
    ("Veilingweg", "2671 KA", "Naaldwijk"),
    ("Legmeerdijk", "1431 GB", "Aalsmeer"),
    ("Heereweg", "2161 AB", "Lisse"),
    ("Middel Broekweg", "2675 KB", "Honselersdijk"),
    ("Industrieweg", "1775 PW", "Middenmeer"),
    ("Handelsweg", "5928 LW", "Venlo"),
    ("Zuidweg", "2671 MN", "Naaldwijk"),
]


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    seller = nl_seller(rng, NAMES, PLACES, FORMS)
    domestic = rng.random() < 0.4  # collected in the Netherlands: Dutch VAT
    codes = rng.random() < 0.35
    doc = supply(seed, seller, domestic, CATALOGUE, WHOLE, language="nl", codes=codes, lines=(1, 8))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code
    seller.iban, seller.bank, bic = nl_account(rng)
    doc.series = rng.choice([None, None, "F", "FAC", "VF"])
    if doc.series is None:
        doc.number = f"{doc.issued.year}{int(doc.number) % 10000:04d}"
        number = doc.number
    else:
        number = f"{doc.series}{rng.choice(['-', '', '-'])}{doc.number}"
    font = rng.choice(FONTS)
    size = rng.choice([8, 8.5, 9, 9.5, 10])
    accent = rng.choice(["#2e7d32", "#d84315", "#1565c0", "#6a1b9a", "#00695c", "#ad1457"])
    long_dates = rng.random() < 0.3
    euro_cells = rng.random() < 0.5
    style = rng.choice(["lt-dot", "lt-dot", "lt-plain"])
    boxed_meta = rng.random() < 0.6
    panel = rng.random() < 0.5
    totals_left = rng.random() < 0.3
    base_shown = rng.random() < 0.6
    filled_head = rng.random() < 0.4
    columns_foot = rng.random() < 0.5
    pct_space = rng.choice(["", " "])
    customer_no = str(rng.randint(1000, 19999))
    order_ref = f"PO-{rng.randint(1000, 99999)}" if rng.random() < 0.5 else None
    area = rng.choice(["174", "297", "252", "77", "10"])
    phone = f"+31 (0){area} {rng.randint(100, 999)} {rng.randint(100, 999)}"
    domain = seller.name.rsplit(" ", 1)[0].lower().replace(" ", "") + ".nl"
    days = (doc.due - doc.issued).days

    def d(value: date) -> str:
        if long_dates:
            return f"{value.day} {MONTHS['nl'][value.month - 1]} {value.year}"
        return value.strftime("%d-%m-%Y")

    def a(value: Decimal, euro: bool = True) -> str:
        return ("€\u00a0" if euro else "") + amount(value, style)

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f}".replace(".", ",") + pct_space + "%"

    meta = [("Factuurnummer", escape(number)), ("Factuurdatum", d(doc.issued)), ("Vervaldatum", d(doc.due))]
    if rng.random() < 0.6:
        meta.insert(2, ("Leverdatum", d(doc.issued)))
    meta.append(("Klantnummer", customer_no))
    if order_ref:
        meta.append(("Uw referentie", order_ref))
    if boxed_meta:
        meta_html = "<div class=meta>" + "".join(
            f"<div class=cell><div class=lab>{k}</div><div class=val>{v}</div></div>" for k, v in meta
        )
        meta_html += "</div>"
    else:
        meta_html = "<table class=kv>" + "".join(f"<tr><td>{k}:</td><td>{v}</td></tr>" for k, v in meta)
        meta_html += "</table>"
    rows = "".join(
        f"<tr><td>{escape(it.name)}"
        + (f"<div class=art>Art.nr. {escape(it.code)}</div>" if codes and it.code else "")
        + f"</td><td class=r>{quantity(it.quantity, 'lt-plain')} {escape(it.unit)}</td>"
        f"<td class=r>{a(it.price, euro_cells)}</td><td class=r>{pct(it.vat_percent)}</td>"
        f"<td class=r>{a(it.subtotal, euro_cells)}</td></tr>"
        for it in doc.items
    )
    rates = doc.rates()
    if reverse(doc):
        vat_rows = f"<tr><td>BTW verlegd ({pct(Decimal(0))})</td><td class=r>{a(doc.vat)}</td></tr>"
        note = (
            "<div class=note>BTW verlegd – intracommunautaire levering (art. 138 Btw-richtlijn "
            f"2006/112/EG). BTW-nummer afnemer: {escape(buyer.vat_code or '')}</div>"
        )
    else:
        vat_rows = "".join(
            f"<tr><td>BTW {pct(r)}"
            + (f" over {a(b)}" if base_shown else "")
            + f"</td><td class=r>{a(t)}</td></tr>"
            for r, (b, t) in rates.items()
        )
        note = ""
    totals = (
        f"<table class=tot><tr><td>Subtotaal</td><td class=r>{a(doc.net)}</td></tr>{vat_rows}"
        f"<tr class=g><td>Totaal</td><td class=r>{a(doc.gross)}</td></tr></table>"
    )
    account = grouped(seller.iban) if rng.random() < 0.7 else seller.iban
    pay = rng.choice(
        [
            f"Wij verzoeken u vriendelijk het totaalbedrag van {a(doc.gross)} vóór {d(doc.due)} over te "
            f"maken op rekeningnummer {account} t.n.v. {escape(seller.name)}, onder vermelding van "
            f"factuurnummer {escape(number)}.",
            f"Betalingstermijn: {days} dagen. Graag ontvangen wij uw betaling uiterlijk {d(doc.due)} op "
            f"IBAN {account} (BIC {bic}) ten name van {escape(seller.name)} o.v.v. {escape(number)}.",
        ]
    )
    pay_html = f"<div class=pay>{pay}</div>"
    lower = (
        f"<div class=lower>{totals}<div class=side>{pay_html}{note}</div></div>"
        if totals_left
        else f"<div class=lower><div class=side>{note}</div>{totals}</div>{pay_html}"
    )
    country = rng.choice(["Litouwen", "LITOUWEN", "Lithuania"])
    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        rng.choice(["t.a.v. de crediteurenadministratie", "Afdeling inkoop", ""]),
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
        country,
    ]
    if buyer.vat_code:
        buyer_lines.append(f"<span class=small>BTW-nr.: {buyer.vat_code}</span>")
    kvk_label = rng.choice(["KvK", "KvK-nummer", "KvK nr."])
    vat_label = rng.choice(["BTW", "BTW-nummer", "Btw-id"])
    seller_lines = [
        escape(seller.street),
        f"{seller.postcode} {escape(seller.city)}",
        "Nederland",
        f"T {phone}",
        f"info@{domain}",
    ]
    ids = [
        (kvk_label, seller.code or ""),
        (vat_label, seller.vat_code),
        ("IBAN", grouped(seller.iban)),
        ("BIC", bic),
    ]
    if columns_foot:
        foot = (
            f"<div class=foot><div><b>{escape(seller.name)}</b><br>{escape(seller.street)}<br>"
            f"{seller.postcode} {escape(seller.city)}</div>"
            f"<div>T {phone}<br>info@{domain}<br>www.{domain}</div>"
            + "<div>"
            + "<br>".join(f"{k} <span class=nw>{v}</span>" for k, v in ids[:2])
            + "</div><div>"
            + "<br>".join(f"{k} <span class=nw>{v}</span>" for k, v in ids[2:])
            + f"<br>{escape(seller.bank or '')}</div></div>"
        )
    else:
        foot = (
            f"<div class='foot line'>{escape(seller.name)} · {escape(seller.address)} · "
            + " · ".join(f"{k} <span class=nw>{v}</span>" for k, v in ids)
            + "<br>Op al onze leveringen zijn de algemene voorwaarden van Royal FloraHolland / Anthos van "
            "toepassing.</div>"
        )
    th_style = (
        f"background:{accent};color:#fff;border:0" if filled_head else f"border-bottom:1.2pt solid {accent}"
    )
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:11mm 13mm 9mm 16mm}}
body{{font-family:{font};font-size:{size}pt;color:#222;margin:0}}
.page{{min-height:276mm;display:flex;flex-direction:column}}
.head{{display:flex;justify-content:space-between;align-items:flex-start}}
.to{{margin-top:30mm;width:80mm;line-height:1.4}}
.from{{text-align:right;line-height:1.35;font-size:{size - 0.5}pt;color:#444}}
.from .nm{{font-weight:bold;color:#222;margin-top:6px}}
h1{{font-size:{size + 13}pt;color:{accent};font-weight:normal;margin:10mm 0 4mm}}
.meta{{display:flex;gap:0;border:.6pt solid #bbb}}
.cell{{flex:1;padding:4px 6px;border-left:.6pt solid #bbb}} .cell:first-child{{border-left:0}}
.lab{{font-size:{size - 1.5}pt;color:#777;text-transform:uppercase;letter-spacing:.3px}}
.val{{font-weight:bold;margin-top:2px}}
table.kv{{align-self:flex-start;border-collapse:collapse}} table.kv td{{padding:1px 14px 1px 0}}
table.kv td:first-child{{color:#666}}
table.items{{width:100%;border-collapse:collapse;margin-top:8mm}}
table.items th{{text-align:left;font-weight:bold;padding:4px 5px;{th_style}}}
table.items td{{padding:4px 5px;border-bottom:.5pt solid #ddd;vertical-align:top}}
table.items td:first-child{{width:48%}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.art{{color:#888;font-size:{size - 1.5}pt;margin-top:1px}}
.r{{text-align:right!important;white-space:nowrap}}
.lower{{display:flex;justify-content:space-between;gap:10mm;margin-top:5mm;align-items:flex-start}}
.side{{flex:1}}
table.tot{{border-collapse:collapse;min-width:74mm;{
        f"background:#f4f4f4;border-left:3pt solid {accent}" if panel else ""
    }}}
table.tot td{{padding:3px 8px}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 2}pt;border-top:1pt solid #333;
{"color:" + accent if panel else ""}}}
.pay{{margin-top:6mm;line-height:1.45}}
.note{{margin-top:4mm;padding:4px 6px;border:.6pt dashed {accent};font-size:{size - 0.5}pt}}
.small{{font-size:{size - 1}pt;color:#555}}
.foot{{margin-top:auto;padding-top:5px;border-top:.6pt solid #aaa;display:flex;
justify-content:space-between;font-size:7.5pt;color:#555;line-height:1.4}}
.foot div{{padding-right:8px}} .foot.line{{display:block;text-align:center}}
.nw{{white-space:nowrap}}
</style></head><body><div class="page">
<div class="head"><div class="to">{"<br>".join(line for line in buyer_lines if line)}</div>
<div class="from">{logo(rng, seller.name, accent, size)}<div class="nm">{escape(seller.name)}</div>
{"<br>".join(seller_lines)}</div></div>
<h1>Factuur</h1>
{meta_html}
<table class="items"><thead><tr><th>Omschrijving</th><th class=r>Aantal</th><th class=r>Prijs</th>
<th class=r>BTW %</th><th class=r>Bedrag</th></tr></thead><tbody>{rows}</tbody></table>
{lower}
<div class="foot-space" style="height:6mm"></div>
{foot}
</div></body></html>"""
    fields = ("prekes_pavadinimas", "unit", "quantity", "price", "vat_percent", "subtotal")
    truth = doc.truth(fields + (("prekes_kodas",) if codes else ()))
    truth.pop("buyer_id", None)
    return Printed(html, truth)
