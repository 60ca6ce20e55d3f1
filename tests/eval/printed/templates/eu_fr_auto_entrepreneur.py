"""A French micro-entrepreneur's "FACTURE" to a Lithuanian company, as a freelancer makes it in a simple
invoicing app (Freebe, Abby, Henrri) or a word-processor model: the seller's own name with "Entrepreneur
individuel (EI)" (or "… EI" after the name), the SIRET (and on some the code APE), no VAT number, the
client's block with its Lithuanian VAT code, "Facture n° F2026-042", "Date de facture", "Date de la
prestation", "Date d'échéance", a table "Désignation · Qté · (Unité) · Prix unitaire HT · Montant HT",
"Total HT", the statement "TVA non applicable, art. 293 B du CGI" and "Net à payer", the payment terms
with the late-payment penalties ("trois fois le taux d'intérêt légal", "indemnité forfaitaire pour frais
de recouvrement de 40 €", "Pas d'escompte pour paiement anticipé") and the IBAN. Dates dd/mm/yyyy or
"12 mars 2026"; amounts "1 234,56 €".

Truth: the entrepreneur's name as printed (without the "EI" mark), the SIREN (the SIRET's first nine
digits, as the other French templates hold it) as its code and no VAT code; VAT 0 with no rate, the
supplier being outside VAT (franchise en base); the buyer's company code only where printed."""

from __future__ import annotations

import random
import unicodedata
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import unbroken
from tests.eval.printed.templates.eu_nl_fr_se_common import MONTHS, fr_account, fr_seller
from tests.eval.printed.templates.lt_common import FONTS

# trade → (APE code, catalogue)
TRADES: dict[str, tuple[str, list[tuple[str, str, int, tuple[float, float]]]]] = {
    "web": (
        "6201Z",
        [
            ("Développement d'un site vitrine (WordPress)", "forfait", 0, (600.0, 2500.0)),
            ("Intégration d'une maquette responsive", "jour", 0, (250.0, 450.0)),
            ("Maintenance et mises à jour du site", "mois", 0, (40.0, 150.0)),
            ("Correction de bugs et assistance technique", "h", 0, (35.0, 70.0)),
            ("Optimisation SEO technique", "forfait", 0, (300.0, 900.0)),
        ],
    ),
    "design": (
        "7410Z",
        [
            ("Création de logo et charte graphique", "forfait", 0, (400.0, 1800.0)),
            ("Mise en page d'une brochure 8 pages", "forfait", 0, (250.0, 900.0)),
            ("Retouche photo produit", "unité", 0, (4.0, 15.0)),
            ("Déclinaison des visuels pour réseaux sociaux", "unité", 0, (20.0, 60.0)),
            ("Séance de travail graphique", "h", 0, (35.0, 65.0)),
        ],
    ),
    "translation": (
        "7430Z",
        [
            ("Traduction FR > EN d'un contrat commercial", "mot", 0, (0.07, 0.14)),
            ("Relecture et correction d'un catalogue", "h", 0, (30.0, 55.0)),
            ("Traduction du site internet (pages produits)", "mot", 0, (0.08, 0.13)),
            ("Interprétariat en visioconférence", "h", 0, (45.0, 90.0)),
        ],
    ),
    "consulting": (
        "7022Z",
        [
            ("Accompagnement stratégie marketing digital", "jour", 0, (350.0, 700.0)),
            ("Atelier de formation à distance", "h", 0, (60.0, 120.0)),
            ("Audit de la présence en ligne", "forfait", 0, (500.0, 1500.0)),
            ("Rédaction d'articles de blog (1 000 mots)", "unité", 0, (80.0, 200.0)),
            ("Gestion des campagnes publicitaires", "mois", 0, (200.0, 800.0)),
        ],
    ),
}
FIRST = ["Camille", "Julien", "Sophie", "Thomas", "Élodie", "Nicolas", "Manon", "Antoine", "Léa", "Mathieu"]
LAST = ["Martin", "Bernard", "Dubois", "Lefèvre", "Moreau", "Girard", "Fontaine", "Rousseau", "Lambert"]
PLACES = [
    ("75011", "Paris"),
    ("69003", "Lyon"),
    ("33000", "Bordeaux"),
    ("44000", "Nantes"),
    ("31000", "Toulouse"),
    ("13006", "Marseille"),
    ("67000", "Strasbourg"),
    ("35000", "Rennes"),
]
ACCENTS = ["#2b2b2b", "#1f4e79", "#8e3b46", "#2e6b5e", "#6a4c93"]


def make(seed: int) -> Printed:
    rng = random.Random(f"eu_fr_auto_entrepreneur-{seed}")
    ape, catalogue = TRADES[rng.choice(sorted(TRADES))]
    # the supplier is outside VAT: every line at 0 %, which the page shows as no tax at all
    doc = draw(seed, seller_country="DE", rates=(0,), catalogue=catalogue, lines=(1, 6), series=False)
    seller = fr_seller(rng, ["-"], PLACES, ["EI"])
    seller.name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    seller.vat_code = None
    seller.iban, seller.bank, bic = fr_account(rng)
    doc.seller = seller
    buyer = doc.buyer
    assert buyer is not None
    for item in doc.items:
        if item.unit in ("forfait", "mois"):
            item.quantity = Decimal(rng.choice([1, 1, 1, 2, 3]))
        elif item.unit == "jour":
            item.quantity = Decimal(rng.randint(1, 24)) / 2
        elif item.unit == "h":
            item.quantity = Decimal(rng.randint(2, 60)) / 2
        elif item.unit == "mot":
            item.quantity = Decimal(rng.randint(5, 120) * 100)
        else:
            item.quantity = Decimal(rng.randint(1, 12))
    year = doc.issued.year
    doc.number = rng.choice(
        [
            f"F{year}-{rng.randint(1, 180):03d}",
            f"{year}-{rng.randint(1, 180):03d}",
            f"FA-{year}{doc.issued.month:02d}-{rng.randint(1, 40):02d}",
            f"{rng.randint(1, 400):04d}",
        ]
    )
    doc.series = None
    doc.due = doc.issued + timedelta(days=rng.choice([0, 15, 30, 30]))
    performed = doc.issued - timedelta(days=rng.choice([0, 2, 5, 10]))

    font = rng.choice(FONTS)
    size = rng.choice([9, 9.5, 10])
    accent = rng.choice(ACCENTS)
    long_dates = rng.random() < 0.4
    unit_col = rng.random() < 0.55
    buyer_code = rng.random() < 0.5
    ei_after_name = rng.random() < 0.4
    siren = (seller.code or "")[:9]
    nic = (seller.code or "")[9:]
    siret_printed = f"{siren[:3]} {siren[3:6]} {siren[6:]} {nic}" if rng.random() < 0.6 else seller.code

    def a(value: Decimal) -> str:
        return amount(value, "lt") + " €"

    def d(value: date) -> str:
        if long_dates:
            return f"{value.day} {MONTHS['fr'][value.month - 1]} {value.year}"
        return value.strftime("%d/%m/%Y")

    head = ["Désignation", "Qté"] + (["Unité"] if unit_col else []) + ["Prix unitaire HT", "Montant HT"]
    rows = []
    for item in doc.items:
        cells = [f"<td>{escape(item.name)}</td>", f"<td class=r>{quantity(item.quantity, 'lt')}</td>"]
        if unit_col:
            cells.append(f"<td>{item.unit}</td>")
        places = 3 if item.price < 1 and rng.random() < 0.5 else 2
        price = amount(item.price, "lt", places) + " €"
        cells += [f"<td class=r>{price}</td>", f"<td class=r>{a(item.subtotal)}</td>"]
        rows.append("<tr>" + "".join(cells) + "</tr>")
    table = (
        '<table class="it"><tr>'
        + "".join(f"<th{'' if h in ('Désignation', 'Unité') else ' class=r'}>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    totals = (
        f'<table class="tot"><tr><td>Total HT</td><td class=r>{a(doc.net)}</td></tr>'
        '<tr><td colspan=2 class="fr">TVA non applicable, art. 293 B du CGI</td></tr>'
        f"<tr class=g><td>Net à payer</td><td class=r>{a(doc.gross)}</td></tr></table>"
    )
    # an address without the name's accents, as mail addresses are written
    plain = unicodedata.normalize("NFKD", seller.name.lower()).encode("ascii", "ignore").decode()
    email = plain.replace(" ", ".") + rng.choice(["@gmail.com", "@outlook.fr", "@orange.fr"])
    name_line = f"{escape(seller.name)} EI" if ei_after_name else escape(seller.name)
    seller_html = (
        f'<div class="sel"><div class="nm">{name_line}</div>'
        + ("" if ei_after_name else "<div>Entrepreneur individuel (EI)</div>")
        + f"<div>{escape(seller.street)}</div><div>{seller.postcode} {escape(seller.city)}, France</div>"
        f"<div>SIRET : {siret_printed}</div>"
        + (f"<div>Code APE : {ape}</div>" if rng.random() < 0.5 else "")
        + f"<div>{email}</div></div>"
    )
    client = (
        f'<div class="cli"><div class="lab">Facturé à</div><div class="nm">{escape(buyer.name)}</div>'
        f"<div>{unbroken(buyer.address)}</div><div>Lituanie</div>"
        + (f"<div>N° TVA : {buyer.vat_code}</div>" if buyer.vat_code else "")
        + (f"<div>Code société : {buyer.code}</div>" if buyer_code else "")
        + "</div>"
    )
    meta = (
        f'<table class="meta"><tr><td>Facture n°</td><td><b>{doc.number}</b></td></tr>'
        f"<tr><td>Date de facture</td><td>{d(doc.issued)}</td></tr>"
        f"<tr><td>Date de la prestation</td><td>{d(performed)}</td></tr>"
        f"<tr><td>Date d'échéance</td><td>{d(doc.due)}</td></tr></table>"
    )
    terms = (
        "Paiement à réception de facture."
        if doc.due == doc.issued
        else f"Paiement à {(doc.due - doc.issued).days} jours, au plus tard le {d(doc.due)}."
    )
    legal = [
        f"Conditions de paiement : {terms} Mode de règlement : virement bancaire.",
        "En cas de retard de paiement, des pénalités égales à trois fois le taux d'intérêt légal seront "
        "exigibles (art. L441-10 du Code de commerce), ainsi qu'une indemnité forfaitaire pour frais de "
        "recouvrement de 40 € (art. D441-5).",
        "Pas d'escompte pour paiement anticipé.",
    ]
    bank = (
        '<div class="bank"><div class="lab">Coordonnées bancaires</div>'
        f"<div>Titulaire : {escape(seller.name)}</div><div>Banque : {escape(seller.bank or '')}</div>"
        f"<div>IBAN : {seller.iban}</div>"
        f"<div>BIC : {bic}</div></div>"
    )
    title_right = rng.random() < 0.5
    title = '<div class="title">FACTURE</div>'
    top = (
        f'<div class="top">{seller_html}<div>{title}{meta}</div></div>'
        if title_right
        else f'{title}<div class="top">{seller_html}{meta}</div>'
    )
    body = f"""{top}
<div class="clirow">{client}</div>
{table}
<div class="totrow">{totals}</div>
{bank}
<div class="legal">{"<br>".join(escape(x) for x in legal)}</div>
<div class="foot">{escape(seller.name)} – Entrepreneur individuel – SIRET {seller.code} – Dispensé
d'immatriculation au RCS et au RM</div>"""
    css = f"""
@page{{size:A4;margin:16mm 17mm}}
body{{font-family:{font};font-size:{size}pt;color:#222;margin:0}}
.title{{font-size:{size + 12}pt;font-weight:bold;color:{accent};letter-spacing:1px;margin-bottom:6px}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;gap:10mm}}
.sel{{line-height:1.4}} .nm{{font-weight:bold;font-size:{size + 1.5}pt}}
table.meta td{{padding:2px 0 2px 10px;white-space:nowrap}} table.meta td:first-child{{color:#555}}
.clirow{{display:flex;justify-content:flex-end;margin:8mm 0 7mm}}
.cli{{border-left:3px solid {accent};padding:3px 10px;line-height:1.4;min-width:70mm}}
.lab{{font-size:{size - 1}pt;color:{accent};font-weight:bold;text-transform:uppercase;margin-bottom:2px}}
table.it{{width:100%;border-collapse:collapse}} table.it th{{background:{accent};color:#fff;padding:4px;
text-align:left;font-size:{size - 0.5}pt}} table.it td{{border-bottom:.5px solid #ccc;padding:4px}}
.r{{text-align:right!important;white-space:nowrap}}
.totrow{{display:flex;justify-content:flex-end;margin-top:5mm}}
table.tot{{border-collapse:collapse;min-width:72mm}} table.tot td{{padding:3px 6px}}
table.tot td.fr{{font-style:italic;font-size:{size - 1}pt;color:#444}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 2}pt;border-top:1.5px solid {accent}}}
.bank{{margin-top:8mm;line-height:1.4}}
.legal{{margin-top:6mm;font-size:{size - 1.5}pt;color:#444;line-height:1.4}}
.foot{{margin-top:8mm;border-top:.5px solid #bbb;padding-top:3px;font-size:{size - 2}pt;color:#666;
text-align:center}}
"""
    html = (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css}</style></head>'
        f"<body>{body}</body></html>"
    )
    fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "price", "subtotal")
    fields += ("unit",) if unit_col else ()
    truth = doc.truth(fields)
    # no rate is printed: the supplier charges no VAT at all
    truth.pop("vat_percent", None)
    truth["seller_id"] = siren
    if not buyer_code:
        truth.pop("buyer_id", None)
    if not buyer.vat_code:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
