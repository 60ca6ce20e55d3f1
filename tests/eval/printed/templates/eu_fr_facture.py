"""A French fine-food wholesaler's "FACTURE" as French small-business invoicing programs (EBP, Sage 50,
Axonaut) print it: the logo and the supplier's identity at the top left, "FACTURE" and its number at the
right over a rounded "Adresse de facturation" box, a strip of dark-headed cells with the labels above the
values (Date de facture, Échéance, N° client, Mode de règlement), a grid with "Désignation | Qté | P.U. HT
| Remise | Total HT" (a reference column first and unit and TVA columns on some) where a line's discount
is taken off its "Total HT", the per-rate "Détail de la TVA" and the bank details at the left, the totals
in a boxed panel at the right ending in a dark "Net à payer" band, on some the total in words ("Arrêtée la
présente facture à la somme de …"), and the legal mentions in small print: late-payment penalties, the
40 € recovery indemnity, no discount for early payment, the retention of title and the company line
(capital, RCS, SIRET, TVA intracommunautaire FR…, code APE). Dates dd/mm/yyyy, amounts "1 234,56 €"."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, reverse, unbroken
from tests.eval.printed.templates.eu_nl_fr_se_common import (
    MONTHS,
    Discounted,
    fr_account,
    fr_seller,
    fr_words,
    logo,
    supply,
)
from tests.eval.printed.templates.lt_common import FONTS

CATALOGUE = [
    ("Huile d'olive vierge extra AOP Nyons, bouteille 75 cl", "bt", 5.5, (9, 22)),
    ("Foie gras de canard entier mi-cuit, bocal 180 g", "u", 5.5, (18, 39)),
    ("Confiture extra fraise-rhubarbe, pot 370 g", "u", 5.5, (3, 7)),
    ("Vin rouge AOC Bordeaux Supérieur 2021, carton de 6 bouteilles", "crt", 20, (38, 95)),
    ("Champagne brut Premier Cru, carton de 6 bouteilles", "crt", 20, (120, 260)),
    ("Coffret cadeau en bois gravé, 3 compartiments", "u", 20, (12, 35)),
    ("Sel de Guérande IGP, sac 5 kg", "sac", 5.5, (8, 18)),
    ("Moutarde de Dijon à l'ancienne, seau 1 kg", "u", 5.5, (5, 12)),
    ("Animation dégustation sur salon professionnel", "h", 20, (60, 140)),
    ("Frais de port et emballage isotherme", "forfait", 20, (25, 180)),
    ("Livre « Cuisine des terroirs de France », relié", "u", 5.5, (18, 45)),
    ("Repas traiteur, formule séminaire", "u", 10, (22, 48)),
    ("Fromage Comté AOP 18 mois, meule 1/8", "kg", 5.5, (16, 29)),
]
WHOLE = ("bt", "u", "crt", "sac", "forfait")
SERVICES = {"Animation dégustation sur salon professionnel", "Repas traiteur, formule séminaire"}
NAMES = [
    "Comptoir Lyonnais", "Maison Dufresne", "Les Saveurs du Périgord", "Épicerie Fine Beaumont",
    "Domaine de la Roche", "Terroirs & Traditions", "Les Vergers de Provence", "Maison Lacombe",
]  # fmt: skip
FORMS = ["SAS", "SAS", "SARL", "SA", "EURL"]
PLACES = [
    ("69002", "Lyon"),
    ("33000", "Bordeaux"),
    ("24000", "Périgueux"),
    ("21000", "Dijon"),
    ("44000", "Nantes"),
    ("13006", "Marseille"),
    ("75011", "Paris"),
]
APE = ["4637Z", "4634Z", "4638B", "4639B", "4729Z"]


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    seller = fr_seller(rng, NAMES, PLACES, FORMS)
    domestic = rng.random() < 0.5
    codes = rng.random() < 0.45
    doc = supply(seed, seller, domestic, CATALOGUE, WHOLE, language="fr", codes=codes, lines=(1, 8))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code and seller.code
    for item in doc.items:
        if item.unit == "forfait":
            item.quantity = Decimal(1)
    discounts = rng.random() < 0.7
    doc.items = [
        Discounted(
            **vars(it),
            discount=Decimal(rng.choice([5, 10, 15, 20, 7.5]))
            if discounts and rng.random() < 0.45
            else Decimal(0),
        )
        for it in doc.items
    ]
    seller.iban, seller.bank, bic = fr_account(rng)
    doc.series = rng.choice(["FA", "FA", "F", "FC", None])
    if doc.series is None:
        doc.number = f"{doc.issued.year}{int(doc.number) % 100000:05d}"
        number = doc.number
    else:
        number = f"{doc.series}{rng.choice(['-', '', '-'])}{doc.number}"
    font = rng.choice(FONTS)
    size = rng.choice([7.5, 8, 8.5, 9, 9.5])
    accent = rng.choice(["#1f3a5f", "#7b1e3a", "#2f4f2f", "#5b3a29", "#23395d", "#444444"])
    thousands = rng.choice([" ", "\u00a0", ""])
    long_dates = rng.random() < 0.2
    units = rng.random() < 0.35
    vat_col = len(doc.rates()) > 1 or rng.random() < 0.4
    no_discount = rng.choice(["", "—", "0 %", "0,00 %"])
    in_words = rng.random() < 0.4
    reservation = rng.random() < 0.6
    customer_no = f"C{rng.randint(100, 9999):05d}"
    payment = rng.choice(["Virement", "Virement bancaire", "Virement SEPA"])
    order_ref = f"BC {rng.randint(1000, 99999)}" if rng.random() < 0.5 else None
    capital = rng.choice(["1 000", "5 000", "10 000", "37 000", "50 000", "150 000"])
    siren = seller.code[:9]
    siret_printed = (
        f"{siren[:3]} {siren[3:6]} {siren[6:]} {seller.code[9:]}" if rng.random() < 0.6 else seller.code
    )
    vat_printed = f"{seller.vat_code[:4]} {seller.vat_code[4:]}" if rng.random() < 0.3 else seller.vat_code
    phone = f"+33 {rng.randint(1, 5)} {' '.join(f'{rng.randint(0, 99):02d}' for _ in range(4))}"
    domain = (
        seller.name.rsplit(" ", 1)[0]
        .lower()
        .translate(str.maketrans("éèêàç", "eeeac", " &'"))
        .removeprefix("les")
        + ".fr"
    )
    days = (doc.due - doc.issued).days

    def d(value: date) -> str:
        if long_dates:
            return f"{value.day} {MONTHS['fr'][value.month - 1]} {value.year}"
        return value.strftime("%d/%m/%Y")

    def a(value: Decimal, euro: bool = False) -> str:
        text = amount(value, "lt").replace("\u00a0", thousands)
        return text + ("\u00a0€" if euro else "")

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f}".replace(".", ",") + "\u00a0%"

    def remise(value: Decimal) -> str:
        return pct(value) if value else no_discount

    meta = [("Date de facture", d(doc.issued)), ("Échéance", d(doc.due)), ("N° client", customer_no)]
    meta.append(("Mode de règlement", payment))
    if order_ref:
        meta.append(("Votre commande", order_ref))
    meta_html = (
        "<table class=meta><tr>"
        + "".join(f"<th>{k}</th>" for k, _ in meta)
        + "</tr><tr>"
        + "".join(f"<td>{v}</td>" for _, v in meta)
        + "</tr></table>"
    )
    head = (
        ("<th>Réf.</th>" if codes else "")
        + "<th>Désignation</th><th class=r>Qté</th>"
        + ("<th>Unité</th>" if units else "")
        + "<th class=r>P.U. HT</th><th class=r>Remise</th>"
        + ("<th class=r>TVA</th>" if vat_col else "")
        + "<th class=r>Total HT</th>"
    )
    rows = "".join(
        "<tr>"
        + (f"<td class=nw>{escape(it.code or '')}</td>" if codes else "")
        + f"<td>{escape(it.name)}</td><td class=r>{quantity(it.quantity, 'lt-plain')}</td>"
        + (f"<td>{escape(it.unit)}</td>" if units else "")
        + f"<td class=r>{a(it.price)}</td><td class=r>{remise(it.discount)}</td>"
        + (f"<td class=r>{pct(it.vat_percent)}</td>" if vat_col else "")
        + f"<td class=r>{a(it.subtotal)}</td></tr>"
        for it in doc.items
        if isinstance(it, Discounted)
    )
    rates = doc.rates()
    vat_detail = (
        "<table class=detail><tr><th>Taux</th><th class=r>Base HT</th><th class=r>Montant TVA</th></tr>"
        + "".join(
            f"<tr><td>{pct(r)}</td><td class=r>{a(b)}</td><td class=r>{a(t)}</td></tr>"
            for r, (b, t) in rates.items()
        )
        + "</table>"
    )
    tax_rows = "".join(
        f"<tr><td>TVA {pct(r)}</td><td class=r>{a(t, True)}</td></tr>" for r, (_, t) in rates.items()
    )
    notes = []
    if reverse(doc):
        if any(it.name not in SERVICES for it in doc.items):
            notes.append(
                "Exonération de TVA, article 262 ter I du Code général des impôts – livraison "
                "intracommunautaire de biens."
            )
        if any(it.name in SERVICES for it in doc.items):
            notes.append(
                "Autoliquidation – TVA due par le preneur (article 283-2 du CGI, art. 196 directive "
                "2006/112/CE)."
            )
    note_html = "".join(f"<div class=note>{escape(n)}</div>" for n in notes)
    words = (
        f"<div class=words>Arrêtée la présente facture à la somme de : <b>{fr_words(doc.gross)}</b>.</div>"
        if in_words
        else ""
    )
    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
        rng.choice(["LITUANIE", "Lituanie"]),
    ]
    if buyer.vat_code:
        buyer_lines.append(f"N° TVA intracom. : {buyer.vat_code}")
    buyer_code = rng.random() < 0.25
    if buyer_code:
        buyer_lines.append(f"Code société : {buyer.code}")
    bank_html = (
        f"<div class=bank><b>Coordonnées bancaires</b><br>{escape(seller.bank or '')}<br>"
        f"IBAN : <span class=nw>{grouped(seller.iban)}</span><br>BIC : {bic}</div>"
    )
    legal = [
        f"Conditions de paiement : {payment[0].lower() + payment[1:]} à {days} jours date de facture. "
        "Pas d'escompte pour paiement anticipé.",
        "En cas de retard de paiement, des pénalités calculées à trois fois le taux d'intérêt légal seront "
        "exigibles (art. L441-10 du Code de commerce), ainsi qu'une indemnité forfaitaire pour frais de "
        "recouvrement de 40 € (art. D441-5).",
    ]
    if reservation:
        legal.append(
            "Clause de réserve de propriété : les marchandises restent notre propriété jusqu'au paiement "
            "intégral du prix (loi n° 80-335 du 12 mai 1980)."
        )
    form = seller.name.rsplit(" ", 1)[1]
    company = (
        f"{escape(seller.name)} – {form} au capital de {capital} € – RCS {escape(seller.city)} "
        f"{siren[:3]} {siren[3:6]} {siren[6:]} – SIRET <span class=nw>{siret_printed}</span> – "
        f"N° TVA intracommunautaire <span class=nw>{vat_printed}</span> – Code APE {rng.choice(APE)}"
    )
    panel = (
        f"<table class=tot><tr><td>Total HT</td><td class=r>{a(doc.net, True)}</td></tr>{tax_rows}"
        f"<tr class=ttc><td>Total TTC</td><td class=r>{a(doc.gross, True)}</td></tr>"
        f"<tr class=net><td>Net à payer</td><td class=r>{a(doc.gross, True)}</td></tr></table>"
    )
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:10mm 12mm 8mm 12mm}}
body{{font-family:{font};font-size:{size}pt;color:#1a1a1a;margin:0}}
.page{{min-height:279mm;display:flex;flex-direction:column}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;gap:10mm}}
.ident{{line-height:1.4;font-size:{size - 0.5}pt}} .ident .nm{{font-weight:bold;font-size:{size + 1.5}pt;
margin-top:5px}}
.right{{width:88mm}}
.title{{text-align:right;font-size:{size + 14}pt;font-weight:bold;letter-spacing:3px;color:{accent}}}
.num{{text-align:right;font-size:{size + 2}pt;margin-bottom:5mm}}
.client{{border:.8pt solid {accent};border-radius:3mm;padding:3mm 4mm;line-height:1.4}}
.client .lab{{font-size:{size - 1.5}pt;text-transform:uppercase;color:#666;margin-bottom:2px}}
table.meta{{width:100%;border-collapse:collapse;margin-top:7mm}}
table.meta th{{background:{accent};color:#fff;font-weight:normal;font-size:{size - 1}pt;padding:3px 5px;
text-align:center;border:.6pt solid {accent}}}
table.meta td{{border:.6pt solid {accent};padding:4px 5px;text-align:center;font-weight:bold}}
table.items{{width:100%;border-collapse:collapse;margin-top:5mm}}
table.items th{{background:#e9e9e9;border:.6pt solid #999;padding:3px 4px;text-align:left;
font-size:{size - 0.5}pt}}
table.items td{{border-left:.6pt solid #999;border-right:.6pt solid #999;padding:3px 4px;vertical-align:top}}
table.items tbody tr:last-child td{{border-bottom:.6pt solid #999;padding-bottom:8mm}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
.lower{{display:flex;justify-content:space-between;gap:10mm;margin-top:5mm;align-items:flex-start}}
table.detail{{border-collapse:collapse;font-size:{size - 0.5}pt}}
table.detail th,table.detail td{{border:.6pt solid #999;padding:2px 6px}} table.detail th{{background:#f0f0f0;
font-weight:normal}}
.bank{{margin-top:4mm;line-height:1.4}}
table.tot{{border-collapse:collapse;min-width:72mm;border:.8pt solid {accent}}}
table.tot td{{padding:3px 8px}}
table.tot tr.ttc td{{font-weight:bold;border-top:.6pt solid {accent}}}
table.tot tr.net td{{background:{accent};color:#fff;font-weight:bold;font-size:{size + 2}pt;padding:5px 8px}}
.note{{margin-top:3mm;font-style:italic}}
.words{{margin-top:4mm}}
.legal{{margin-top:auto;padding-top:3mm;border-top:.6pt solid #999;font-size:7pt;color:#444;line-height:1.35;
text-align:justify}}
.company{{margin-top:2mm;text-align:center;font-size:7pt;color:#333}}
</style></head><body><div class="page">
<div class="top"><div class="ident">{logo(rng, seller.name, accent, size, "left")}
<div class="nm">{escape(seller.name)}</div>{escape(seller.street)}<br>{seller.postcode} {escape(seller.city)}
<br>France<br>Tél. : {phone}<br>contact@{domain}</div>
<div class="right"><div class="title">FACTURE</div><div class="num">N° <b>{escape(number)}</b></div>
<div class="client"><div class="lab">{rng.choice(["Adresse de facturation", "Client", "Facturé à"])}</div>
{"<br>".join(buyer_lines)}</div></div></div>
{meta_html}
<table class="items"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>
<div class="lower"><div>{vat_detail}{bank_html}</div>{panel}</div>
{note_html}{words}
<div style="height:6mm"></div>
<div class="legal">{"<br>".join(escape(x) for x in legal)}</div>
<div class="company">{company}</div>
</div></body></html>"""
    fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "price", "subtotal")
    fields += ("unit",) if units else ()
    fields += ("vat_percent",) if vat_col else ()
    fields += ("prekes_kodas",) if codes else ()
    truth = doc.truth(fields)
    # a French company's number is its SIREN, the SIRET's first nine digits (the establishment's number
    # adds five), as the corpus's French invoices hold it
    truth["seller_id"] = siren
    if not buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
