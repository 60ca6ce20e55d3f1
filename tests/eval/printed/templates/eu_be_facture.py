"""A Belgian confectionery wholesaler's invoice as Belgian programs print it (Odoo's Belgian localisation,
WinBooks/BOB, Billit, Teamleader): in French, in Dutch, or, for a Brussels firm, with bilingual labels
("Facture / Factuur", "N° de facture / Factuurnummer", "Date / Datum", "Échéance / Vervaldag"). The
header names the firm, its address and "TVA / BTW BE 0123.456.789" with "RPM/RPR Bruxelles" (the
enterprise number is the VAT number's digits); the customer block stands in the envelope window at the
right, with the customer's VAT number. The lines run "Désignation | Qté | P.U. HTVA | TVA | Total HTVA"
(with the unit in the quantity cell on some, an article code on some), the totals "Total HTVA / Totaal
excl. btw", "TVA 21 % / BTW 21 %", "Total TVAC / Totaal incl. btw" as a column at the right or as a VAT
recap grid per rate (6 % on chocolate and biscuits, 21 % on beer, packaging and services). An LT buyer
with a VAT number gets an intra-Community supply at 0 % with "Autoliquidation / Verlegging van heffing"
and the article 39bis wording on some. Payment by transfer with the structured communication
"+++123/4567/89012+++" (and an EPC "Scan & pay" QR on some), the general conditions' late-payment clause
and the court of the firm's seat in small print. Dates dd/mm/yyyy (dd-mm-yyyy, dd.mm.yyyy or "12 mars
2026" on some), amounts "1.234,56 €" or "€ 1.234,56"."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, unbroken
from tests.eval.printed.templates.eu_ie_fi_cz_common import qr_mark
from tests.eval.printed.templates.eu_round5_common import (
    MONTHS,
    be_account,
    be_seller,
    structured,
    supply,
    zero_rated,
)
from tests.eval.printed.templates.lt_common import FONTS

# French name, Dutch name, French unit, Dutch unit, Belgian VAT rate, price range
ITEMS = [
    ("Pralines assorties, ballotin 500 g", "Assortiment pralines, ballotin 500 g", "pce", "st", 6, (14, 32)),
    (
        "Chocolat noir 72 % en callets, sac 2,5 kg",
        "Pure chocolade 72 % callets, zak 2,5 kg",
        "sac",
        "zak",
        6,
        (28, 60),
    ),
    ("Spéculoos au beurre, carton 6 kg", "Boterspeculoos, doos 6 kg", "ctn", "doos", 6, (35, 70)),
    (
        "Bière d'abbaye brune 33 cl, casier 24 bouteilles",
        "Abdijbier donker 33 cl, bak 24 flessen",
        "cas.",
        "bak",
        21,
        (28, 45),
    ),
    ("Gaufres de Liège, carton 48 pièces", "Luikse wafels, doos 48 stuks", "ctn", "doos", 6, (22, 40)),
    (
        "Présentoir de comptoir en carton imprimé",
        "Toonbankdisplay in bedrukt karton",
        "pce",
        "st",
        21,
        (18, 55),
    ),
    ("Boîtes cadeau en métal, lot de 50", "Metalen geschenkdozen, set van 50", "lot", "set", 21, (60, 140)),
    ("Palette Europe consignée", "Europallet (statiegeld)", "pce", "st", 21, (12, 20)),
    (
        "Transport frigorifique Bruxelles – Vilnius",
        "Koeltransport Brussel – Vilnius",
        "forfait",
        "forfait",
        21,
        (450, 1400),
    ),
    (
        "Dégustation et formation du personnel de vente",
        "Proeverij en opleiding verkooppersoneel",
        "h",
        "u",
        21,
        (60, 120),
    ),
    ("Cuberdons framboise, boîte 1 kg", "Cuberdons framboos, doos 1 kg", "boîte", "doos", 6, (12, 24)),
    ("Étiquetage en langue lituanienne", "Etikettering in het Litouws", "h", "u", 21, (35, 65)),
    ("Massepain fantaisie, plateau 2 kg", "Fantasiemarsepein, schotel 2 kg", "pce", "st", 6, (26, 48)),
]
WHOLE = ("pce", "st", "sac", "zak", "ctn", "doos", "cas.", "bak", "lot", "set", "forfait", "boîte")
SERVICES = {"h", "u", "forfait"}
# region, French street, Dutch street, postcode, French town, Dutch town, French court, Dutch court,
# telephone zone
PLACES = [
    ("bru", "Rue Royale", "Koningsstraat", "1000", "Bruxelles", "Brussel", "Bruxelles", "Brussel", "2"),
    ("bru", "Avenue Louise", "Louizalaan", "1050", "Ixelles", "Elsene", "Bruxelles", "Brussel", "2"),
    ("bru", "Chaussée de Louvain", "Leuvensesteenweg", "1030", "Schaerbeek", "Schaarbeek", "Bruxelles",
     "Brussel", "2"),
    ("bru", "Boulevard Industriel", "Industrielaan", "1070", "Anderlecht", "Anderlecht", "Bruxelles",
     "Brussel", "2"),
    ("wal", "Rue Saint-Gilles", "", "4000", "Liège", "", "Liège, division Liège", "", "4"),
    ("wal", "Chaussée de Charleroi", "", "5000", "Namur", "", "Liège, division Namur", "", "81"),
    ("wal", "Avenue de l'Industrie", "", "1420", "Braine-l'Alleud", "", "Brabant wallon", "", "2"),
    ("wal", "Rue des Canadiens", "", "7000", "Mons", "", "Hainaut, division Mons", "", "65"),
    ("vla", "", "Kortrijksesteenweg", "9000", "", "Gent", "", "Gent, afdeling Gent", "9"),
    ("vla", "", "Noorderlaan", "2030", "", "Antwerpen", "", "Antwerpen, afdeling Antwerpen", "3"),
    ("vla", "", "Brugsesteenweg", "8500", "", "Kortrijk", "", "Gent, afdeling Kortrijk", "56"),
    ("vla", "", "Diestsesteenweg", "3010", "", "Leuven", "", "Leuven", "16"),
]  # fmt: skip
NAMES_FR = ["Chocolaterie Delvaux", "Biscuiterie du Sablon", "Maison Lebrun", "Comptoir des Douceurs"]
NAMES_NL = ["Chocolaterie Vermeulen", "Koekjesbakkerij De Smet", "Pralinehuis Claes", "Zoet & Zo Groothandel"]
FORMS = {"fr": ["SRL", "SA", "SA"], "nl": ["BV", "NV", "NV"], "bi": ["SA/NV", "SRL/BV"]}


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    region, st_fr, st_nl, postcode, town_fr, town_nl, court_fr, court_nl, zone = rng.choice(PLACES)
    if region == "bru":
        lang = rng.choice(["fr", "nl", "bi", "bi"])
    elif region == "wal":
        lang = rng.choice(["fr", "fr", "bi"])
    else:
        lang = rng.choice(["nl", "nl", "bi"])
    dutch_seat = lang == "nl" or (lang == "bi" and region == "vla")
    names = "nl" if dutch_seat else "fr"
    street = st_nl if dutch_seat and st_nl else st_fr or st_nl
    town = town_nl if dutch_seat and town_nl else town_fr or town_nl
    court = court_nl if dutch_seat and court_nl else court_fr or court_nl
    house = f"{rng.randint(1, 260)}{rng.choice(['', '', '', 'A', ' bte 3', ' bus 2'])}"
    house = house.replace("bus", "bte") if names == "fr" else house.replace("bte", "bus")
    base = rng.choice(NAMES_NL if names == "nl" else NAMES_FR)
    form = rng.choice(FORMS[lang] if lang == "bi" and region == "bru" else FORMS[names])
    seller = be_seller(rng, f"{base} {form}", f"{street} {house}", postcode, town, court)
    catalogue = [
        (fr if names == "fr" else nl, uf if names == "fr" else un, rate, span)
        for fr, nl, uf, un, rate, span in ITEMS
    ]
    zero = rng.random() < 0.55
    codes = rng.random() < 0.4
    doc = supply(seed, seller, zero, catalogue, WHOLE, language=lang, codes=codes, lines=(1, 9))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code and seller.code
    for item in doc.items:
        if item.unit == "forfait":  # a flat fee, once
            item.quantity = Decimal(1)
    seller.iban, seller.bank, bic = be_account(rng)
    enterprise = seller.code
    vat_style = rng.choice(["dots", "dots", "dots", "compact", "spaced"])
    if vat_style == "dots":
        shown_vat = f"BE {enterprise}"
        seller.vat_code = f"BE{enterprise}"
    elif vat_style == "compact":
        shown_vat = seller.vat_code
    else:
        shown_vat = f"BE {enterprise.replace('.', ' ')}"
    family = ("odoo", "classic", "modern")[seed % 3]
    year = doc.issued.year
    n = int(doc.number) % 4000 + 1
    doc.series = None
    doc.number = rng.choice(
        [
            f"FAC/{year}/{n:05d}",
            f"INV/{year}/{n:04d}",
            f"{year}/{n:04d}",
            f"F{year % 100}-{n:05d}",
            f"{year}{n:05d}",
        ]
    )
    if family == "odoo" and "/" not in doc.number:
        doc.number = f"FACT/{year}/{n:05d}"
    comm = structured(rng)
    font = rng.choice(FONTS)
    size = rng.choice([8, 8.5, 9, 9.5])
    accent = rng.choice(["#5d3a1a", "#7b1f3a", "#1f4e79", "#2f5d50", "#8a5a00", "#333"])
    date_style = rng.choice(["slash", "slash", "dash", "dots", "long"])
    if lang == "bi" and date_style == "long":
        date_style = "slash"
    euro = rng.choice(["suffix", "suffix", "prefix", "none"])
    thousands = rng.choice([".", ".", ".", "\u202f"])
    unit_in_qty = rng.random() < 0.5
    rate_column = rng.random() < 0.75
    recap = rng.random() < 0.5 or family == "classic"
    epc = rng.random() < 0.5
    buyer_code = rng.random() < 0.4
    delivery = rng.random() < 0.5
    customer_no = f"{rng.choice(['C', 'CL', 'K', ''])}{rng.randint(100, 9999):04d}"
    your_ref = rng.choice(["", f"PO-{rng.randint(1000, 99999)}", f"Užs. Nr. {rng.randint(100, 999)}"])
    local = (
        f"{rng.randint(100, 999)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
        if len(zone) == 1
        else (f"{rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}")
    )
    phone = f"+32 {zone} {local}"
    domain = base.lower().replace(" & ", "").replace(" ", "-").replace("é", "e") + ".be"

    def L(fr: str, nl: str) -> str:
        if lang == "fr":
            return fr
        if lang == "nl":
            return nl
        return f"{fr} / {nl}"

    def d(value: date) -> str:
        if date_style == "slash":
            return value.strftime("%d/%m/%Y")
        if date_style == "dash":
            return value.strftime("%d-%m-%Y")
        if date_style == "dots":
            return value.strftime("%d.%m.%Y")
        return f"{value.day} {MONTHS['nl' if lang == 'nl' else 'fr'][value.month - 1]} {value.year}"

    def num(value: Decimal) -> str:
        return amount(value, "lt-dot").replace(".", thousands)

    def a(value: Decimal) -> str:
        if euro == "suffix":
            return f"{num(value)}\u00a0€"
        if euro == "prefix":
            return f"€\u00a0{num(value)}"
        return num(value)

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f}".replace(".", ",") + "\u00a0%"

    def tax_name(rate: Decimal) -> str:
        return L(f"TVA {pct(rate)}", f"BTW {pct(rate)}")

    rates = doc.rates()
    reverse = zero_rated(doc)
    goods = any(it.unit not in SERVICES for it in doc.items)
    services = any(it.unit in SERVICES for it in doc.items)

    # --- header -------------------------------------------------------------------------------------
    initials = "".join(w[0] for w in base.split() if w[0].isupper())[:2]
    emblem = (
        f'<svg width="15mm" height="15mm" viewBox="0 0 40 40"><rect x="1" y="1" width="38" height="38" '
        f'rx="{rng.choice([0, 6, 19])}" fill="{accent}"/><text x="20" y="26" text-anchor="middle" '
        f'font-family="Liberation Serif, serif" font-size="17" font-style="italic" fill="#fff">'
        f"{escape(initials)}</text></svg>"
    )
    seller_lines = [
        escape(seller.street),
        escape(f"{seller.postcode} {seller.city}"),
        L("Belgique", "België"),
        f"Tél. {phone}" if lang == "fr" else f"Tel. {phone}",
        f"info@{domain}",
    ]
    vat_line = f"{L('TVA', 'BTW')} {shown_vat}"
    rpm = {"fr": f"RPM {court}", "nl": f"RPR {court}", "bi": f"RPM/RPR {court}"}[lang]
    if family == "modern":
        seller_lines = [
            " · ".join(seller_lines[:3]),
            " · ".join(seller_lines[3:]),
        ]
    letterhead = (
        f"<div class=lh><div class=brand>{emblem}<div><div class=co>{escape(seller.name)}</div>"
        f"<div class=tag>{L('Confiserie & chocolaterie en gros', 'Groothandel in chocolade & zoetwaren')}"
        f"</div></div></div><div class=sa>{'<br>'.join(seller_lines)}<br>{vat_line}<br>{escape(rpm)}"
        "</div></div>"
    )
    country_lt = {"fr": "Lituanie", "nl": "Litouwen", "bi": rng.choice(["Lituanie / Litouwen", "LITUANIE"])}[
        lang
    ]
    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
        country_lt,
    ]
    if buyer.vat_code:
        buyer_lines.append(f"{L('N° TVA', 'BTW-nr.')} {buyer.vat_code}")
    if buyer_code:
        buyer_lines.append(f"{L('N° société', 'Bedrijfsnr.')} {buyer.code}")
    buyer_html = (
        f"<div class=buyer><div class=lab>{L('Client', 'Klant')}</div>{'<br>'.join(buyer_lines)}</div>"
    )

    meta = [
        (L("N° de facture", "Factuurnummer"), escape(doc.number)),
        (L("Date", "Datum") if lang != "fr" or rng.random() < 0.5 else "Date de facture", d(doc.issued)),
        (L("Échéance", "Vervaldag"), d(doc.due)),
        (L("N° client", "Klantnummer"), customer_no),
    ]
    if delivery:
        meta.insert(2, (L("Date de livraison", "Leveringsdatum"), d(doc.issued)))
    if your_ref:
        meta.append((L("Votre référence", "Uw referentie"), escape(your_ref)))
    title = L("Facture", "Factuur")

    # --- lines --------------------------------------------------------------------------------------
    head = []
    if codes:
        head.append(("Code" if lang != "nl" else "Art.nr.", ""))
    head.append((L("Désignation", "Omschrijving") if family != "odoo" else "Description", "name"))
    head.append((L("Qté", "Aantal") if family != "odoo" else L("Quantité", "Aantal"), "r"))
    if not unit_in_qty:
        head.append((L("Unité", "Eenheid"), ""))
    head.append((L("P.U. HTVA", "Eenheidsprijs") if family != "odoo" else L("Prix unitaire", "Prijs"), "r"))
    if rate_column:
        head.append((L("TVA", "BTW") if family != "odoo" else L("Taxes", "Btw"), "r"))
    head.append((L("Total HTVA", "Totaal excl. btw") if family != "odoo" else L("Montant", "Bedrag"), "r"))
    head_html = "".join(f"<th class='{c}'>{escape(h)}</th>" for h, c in head)
    rows = []
    for it in doc.items:
        q = quantity(it.quantity, "lt-plain")
        if family == "odoo":
            q = amount(it.quantity, "lt-plain")
        cells = []
        if codes:
            cells.append(f"<td class=nw>{escape(it.code or '')}</td>")
        cells.append(f"<td>{escape(it.name)}</td>")
        cells.append(f"<td class=r>{q}{' ' + escape(it.unit) if unit_in_qty else ''}</td>")
        if not unit_in_qty:
            cells.append(f"<td>{escape(it.unit)}</td>")
        cells.append(f"<td class=r>{num(it.price)}</td>")
        if rate_column:
            cells.append(f"<td class=r>{pct(it.vat_percent)}</td>")
        cells.append(f"<td class=r>{num(it.subtotal)}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")

    # --- totals -------------------------------------------------------------------------------------
    net_label = rng.choice([L("Total HTVA", "Totaal excl. btw"), L("Montant HTVA", "Maatstaf van heffing")])
    gross_label = L("Total TVAC", "Totaal incl. btw")
    tot_rows = [f"<tr><td>{net_label}</td><td class=r>{a(doc.net)}</td></tr>"]
    tot_rows += [f"<tr><td>{tax_name(r)}</td><td class=r>{a(t)}</td></tr>" for r, (_, t) in rates.items()]
    tot_rows.append(f"<tr class=g><td>{gross_label}</td><td class=r>{a(doc.gross)}</td></tr>")
    if rng.random() < 0.4:
        tot_rows.append(
            f"<tr class=pay><td>{L('Solde à payer', 'Te betalen')}</td><td class=r>{a(doc.gross)}</td></tr>"
        )
    totals = f"<table class=tot>{''.join(tot_rows)}</table>"
    recap_html = ""
    if recap:
        recap_html = (
            f"<table class=recap><tr><th>{L('Taux', 'Tarief')}</th><th class=r>{L('Base', 'Maatstaf')}</th>"
            f"<th class=r>{L('TVA', 'BTW')}</th><th class=r>{L('Total', 'Totaal')}</th></tr>"
            + "".join(
                f"<tr><td>{pct(r)}</td><td class=r>{num(b)}</td><td class=r>{num(t)}</td>"
                f"<td class=r>{num(b + t)}</td></tr>"
                for r, (b, t) in rates.items()
            )
            + "</table>"
        )

    notes = []
    if reverse:
        notes.append(L("Autoliquidation", "Verlegging van heffing"))
        if goods and rng.random() < 0.7:
            notes.append(
                L(
                    "Livraison intracommunautaire exonérée – art. 39bis, al. 1er, 1° du Code de la TVA",
                    "Vrijgestelde intracommunautaire levering – art. 39bis, eerste lid, 1° W.BTW",
                )
            )
        if services:
            notes.append(
                L(
                    "TVA due par le preneur – art. 196 de la directive 2006/112/CE",
                    "Btw verschuldigd door de medecontractant – art. 196 Richtlijn 2006/112/EG",
                )
            )
    note_html = (
        f"<div class=note><b>{escape(notes[0])}</b>"
        + "".join(f"<br>{escape(x)}" for x in notes[1:])
        + (f"<br>{L('N° TVA du client', 'BTW-nr. afnemer')}: {buyer.vat_code}" if buyer.vat_code else "")
        + "</div>"
        if notes
        else ""
    )

    # --- payment ------------------------------------------------------------------------------------
    fr_pay = (
        f"Veuillez verser le montant de <b>{a(doc.gross)}</b> au plus tard le <b>{d(doc.due)}</b> sur le "
        f"compte <b class=nw>{grouped(seller.iban)}</b> (BIC {bic}) en mentionnant la communication "
        f"structurée <b>{comm}</b>."
    )
    nl_pay = (
        f"Gelieve het bedrag van <b>{a(doc.gross)}</b> uiterlijk op <b>{d(doc.due)}</b> over te schrijven op "
        f"rekening <b class=nw>{grouped(seller.iban)}</b> (BIC {bic}) met de gestructureerde mededeling "
        f"<b>{comm}</b>."
    )
    if lang == "bi":
        fr_pay = fr_pay.replace(f" (BIC {bic})", "")
        pay_text = f"{fr_pay}<br><i>{nl_pay}</i>"
    else:
        pay_text = fr_pay if lang == "fr" else nl_pay
    qr = (
        f"<div class=qr>{qr_mark(rng, 22)}<div>{L('Scannez et payez', 'Scan en betaal')}</div></div>"
        if epc
        else ""
    )
    payment = f"<div class=payment><div class=ptext>{pay_text}</div>{qr}</div>"
    cond_fr = (
        "Conditions générales : toute facture non payée à l'échéance porte de plein droit et sans mise en "
        "demeure un intérêt de retard de 8 % l'an ainsi qu'une indemnité forfaitaire de 10 % (minimum "
        f"40 €). Toute réclamation doit nous parvenir dans les 8 jours. Seuls les tribunaux de {court} sont "
        "compétents."
    )
    cond_nl = (
        "Algemene voorwaarden: bij niet-betaling op de vervaldag is van rechtswege en zonder "
        "ingebrekestelling een verwijlintrest van 8 % per jaar verschuldigd, evenals een forfaitaire "
        "schadevergoeding van 10 % "
        f"(minimum 40 €). Klachten binnen 8 dagen. Enkel de rechtbanken van {court} zijn bevoegd."
    )
    conditions = cond_nl if dutch_seat else cond_fr
    ent_label = L("N° d'entreprise", "Ondernemingsnummer")
    footer = (
        f"<div class=foot><div>{escape(seller.name)} · {escape(seller.address)} · "
        f"{L('Tél.', 'Tel.')} {phone} · www.{domain}</div>"
        f"<div>{ent_label} {enterprise} · {escape(rpm)} · {vat_line} · "
        f"{escape(seller.bank or '')} IBAN <span class=nw>{grouped(seller.iban)}</span> · BIC {bic}</div>"
        f"<div class=small>{escape(conditions)}</div></div>"
    )

    # --- layout families ----------------------------------------------------------------------------
    if family == "odoo":
        meta_html = (
            "<div class=meta>"
            + "".join(f"<div><div class=lab>{k}</div><div class=val>{v}</div></div>" for k, v in meta[1:])
            + "</div>"
        )
        top = f"<div class=top>{letterhead}{buyer_html}</div><h1>{title} {escape(doc.number)}</h1>{meta_html}"
    elif family == "classic":
        box = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in meta)
        top = (
            f"<div class=top>{letterhead}<div><div class=titlebox>{title.upper()}</div>"
            f"<table class=box>{box}</table><div style='height:4mm'></div>{buyer_html}</div></div>"
        )
    else:
        kv = "".join(f"<tr><td class=k>{k}</td><td><b>{v}</b></td></tr>" for k, v in meta)
        top = (
            f"<div class=band>{escape(title)}</div><div class=top>{letterhead}</div>"
            f"<div class=top2><table class=kv>{kv}</table>{buyer_html}</div>"
        )
    bottom = (
        f"<div class=lower><div class=left>{recap_html}{note_html}</div>{totals}</div>"
        if rng.random() < 0.7
        else f"<div class=lower>{totals}<div class=left>{recap_html}{note_html}</div></div>"
    )
    grid = "table.items td{border:.5pt solid #999}" if family == "classic" else ""
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 13mm 10mm 15mm}}
body{{font-family:{font};font-size:{size}pt;color:#1a1a1a;margin:0}}
.page{{min-height:274mm;display:flex;flex-direction:column}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;gap:10mm}}
.top2{{display:flex;justify-content:space-between;align-items:flex-start;gap:10mm;margin-top:4mm}}
.brand{{display:flex;gap:3mm;align-items:center}}
.co{{font-size:{size + 5}pt;font-weight:bold;color:{accent}}}
.tag{{font-size:{size - 1}pt;color:#666;font-style:italic}}
.sa{{margin-top:3mm;line-height:1.35;font-size:{size - 0.5}pt}}
.buyer{{width:80mm;line-height:1.4;{"margin-top:22mm;" if family == "odoo" else ""}
{"border:.6pt solid #999;padding:3mm;" if family == "classic" else ""}}}
.lab{{font-size:{size - 1.5}pt;color:#777;text-transform:uppercase;letter-spacing:.5px}}
h1{{font-size:{size + 8}pt;color:{accent};margin:8mm 0 3mm 0;font-weight:normal}}
.meta{{display:flex;gap:10mm;margin-bottom:2mm}} .val{{font-weight:bold}}
.titlebox{{font-size:{size + 8}pt;font-weight:bold;letter-spacing:2px;text-align:right;margin-bottom:2mm}}
table.box{{border-collapse:collapse;min-width:75mm}}
table.box th,table.box td{{border:.6pt solid #666;padding:2px 6px;text-align:left}}
table.box th{{background:#eee;font-weight:normal;font-size:{size - 0.5}pt}}
.band{{background:{accent};color:#fff;font-size:{size + 10}pt;padding:2mm 4mm;margin-bottom:4mm;
letter-spacing:1px}}
table.kv td{{padding:1px 8px 1px 0}} td.k{{color:#555;white-space:nowrap}}
table.items{{width:100%;border-collapse:collapse;margin-top:5mm}}
table.items th{{text-align:left;border-bottom:1.2pt solid {accent};padding:3px 4px;font-size:{size - 0.5}pt}}
table.items td{{padding:3px 4px;border-bottom:.4pt solid #ddd;vertical-align:top}}
table.items th.name{{width:40%}} table.items th.r{{white-space:normal}}
{grid}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
.lower{{display:flex;justify-content:space-between;align-items:flex-start;gap:8mm;margin-top:5mm}}
table.tot{{border-collapse:collapse;min-width:72mm}} table.tot td{{padding:2px 6px;white-space:nowrap}}
table.tot tr.g td{{font-weight:bold;border-top:1pt solid #111;font-size:{size + 1}pt}}
table.tot tr.pay td{{background:{accent};color:#fff;font-weight:bold}}
table.recap{{border-collapse:collapse;font-size:{size - 0.5}pt;margin-bottom:3mm}}
table.recap th,table.recap td{{border:.5pt solid #aaa;padding:1px 6px;font-weight:normal}}
table.recap th{{background:#f0f0f0}}
.note{{padding:2mm 3mm;border-left:2pt solid {accent};background:#f7f7f7;max-width:105mm}}
.payment{{display:flex;gap:6mm;align-items:center;margin-top:4mm;padding:2mm 3mm;border:.6pt solid #bbb}}
.ptext{{flex:1;line-height:1.45}} .qr{{text-align:center;font-size:{size - 2}pt}}
.foot{{margin-top:auto;padding-top:2mm;border-top:.6pt solid #999;font-size:{size - 1.5}pt;color:#444;
text-align:center;line-height:1.4}}
.small{{font-size:{size - 2.5}pt;color:#777;margin-top:1mm;text-align:justify}}
</style></head><body><div class="page">
{top}
<table class="items"><thead><tr>{head_html}</tr></thead><tbody>{"".join(rows)}</tbody></table>
{bottom}
{payment}
<div style="height:4mm"></div>
{footer}
</div></body></html>"""
    fields = ["prekes_pavadinimas", "quantity", "unit", "price", "subtotal"]
    if codes:
        fields.append("prekes_kodas")
    if rate_column:
        fields.append("vat_percent")
    truth = doc.truth(tuple(fields))
    if not buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
