"""An Italian ceramics maker's "FATTURA" as Italian management programs (Danea Easyfatt, TeamSystem,
Zucchetti, an AS/400 gestionale) print it on a preprinted-form layout: the supplier's letterhead at the top
left with "P.IVA IT… – C.F. …" (or "C.F. e P.IVA …"), the customer in a "Spett.le" box at the right (on some
a second "Destinazione merce" box with a warehouse address), then a grid of ruled cells each with its tiny
label at the top left (Tipo documento, Numero fattura, Data, Cod. cliente, Pag.; Pagamento, Scadenza; on
some Banca d'appoggio, IBAN, BIC), a full-height ruled table "Descrizione | U.M. | Q.tà | Prezzo unitario |
Sconto % | Importo | IVA %" (a Codice column first on some) whose discounts are chained ("50+10"), with, on
a deferred invoice, the "Rif. DDT n. … del …" lines between the goods; at the bottom the "Riepilogo IVA"
(Cod. IVA | Descrizione | Imponibile | Imposta), the totals "Imponibile", "IVA 22%", "Totale fattura" and a
dark "Totale da pagare" box, the "Operazione non imponibile art. 41 DL 331/93" mention for an
intra-Community supply, the CONAI line and the company's register line (capitale sociale, R.E.A.,
Registro Imprese). Dates dd/mm/yyyy (dd/mm/yy on some), amounts "1.234,56", "€ 1.234,56" in the totals."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import CITIES, STREETS
from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, reverse, unbroken
from tests.eval.printed.templates.eu_it_es_common import Discounted, it_account, it_seller, percent
from tests.eval.printed.templates.eu_nl_fr_se_common import supply
from tests.eval.printed.templates.lt_common import FONTS

CATALOGUE = [
    ("Gres porcellanato effetto legno 20x120 rettificato, 1ª scelta", "mq", 22, (24, 52)),
    ("Gres porcellanato effetto marmo 60x60 lappato", "mq", 22, (21, 46)),
    ("Gres porcellanato effetto pietra 30x60 R11 esterno", "mq", 22, (18, 39)),
    ("Rivestimento in bicottura 25x75 bianco lucido", "mq", 22, (12, 27)),
    ("Battiscopa in gres 8x60 coordinato", "ml", 22, (4, 9)),
    ("Mosaico in pasta di vetro 30x30 su rete", "pz", 22, (8, 21)),
    ("Adesivo cementizio C2TE S1 grigio, sacco 25 kg", "sac", 22, (14, 29)),
    ("Stucco epossidico bicomponente, secchio 5 kg", "pz", 22, (35, 74)),
    ("Profilo paraspigolo in alluminio 10 mm, barra 2,70 m", "pz", 22, (4, 11)),
    ("Lavabo da appoggio in ceramica 60x40 bianco", "pz", 22, (80, 215)),
    ("Pallet in legno EPAL a rendere", "pz", 22, (8, 15)),
    ("Espositore campionario piastrelle", "pz", 22, (60, 180)),
    ("Spese di trasporto e imballo", "forf.", 22, (120, 640)),
]
WHOLE = ("pz", "sac", "forf.")
NAMES = [
    "Ceramiche Bertolini", "Ceramica Valsecchia", "Emilceram", "Gres Tecnica Padana", "Ceramiche Rinaldi",
    "Piastrelle Fontana", "Ceramica del Secchia", "Artecotto Faentino",
]  # fmt: skip
FORMS = ["S.p.A.", "S.r.l.", "S.r.l.", "S.r.l.", "s.r.l."]
TRADES = [
    "Produzione piastrelle in gres porcellanato",
    "Ceramiche per pavimenti e rivestimenti",
    "Ceramiche e arredo bagno – Export",
    "Piastrelle, mosaici e materiali per la posa",
]
REGISTERS = {"MO": "Modena", "RE": "Reggio Emilia", "RA": "Ravenna", "BO": "Bologna", "VT": "Viterbo"}
PHONE = {"MO": "0536", "RE": "0522", "RA": "0546", "BO": "0542", "VT": "0761"}


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    seller = it_seller(rng, NAMES, FORMS, comma=rng.random() < 0.7)
    domestic = rng.random() < 0.3
    codes = rng.random() < 0.5
    doc = supply(seed, seller, domestic, CATALOGUE, WHOLE, language="it", codes=codes, lines=(2, 8))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code and seller.code
    box = rng.choice([Decimal("1.44"), Decimal("1.08"), Decimal("0.96"), Decimal("1.20")])
    discounts = rng.random() < 0.7
    chained = rng.random() < 0.5
    items = []
    for it in doc.items:
        if it.unit == "mq":
            it.quantity = box * rng.randint(4, 220)
        elif it.unit == "forf.":
            it.quantity = Decimal(1)
        off: tuple[Decimal, ...] = ()
        if discounts and it.unit != "forf." and rng.random() < 0.6:
            if chained and rng.random() < 0.6:
                off = (Decimal(rng.choice([40, 50, 50, 60])), Decimal(rng.choice([5, 10, 10, 20])))
            else:
                off = (Decimal(rng.choice([5, 10, 15, 20, 25, 30, 50])),)
        items.append(Discounted(**vars(it), discounts=off))
    doc.items = list(items)
    seller.iban, seller.bank, bic = it_account(rng)
    doc.series = None
    sequence = int(doc.number) % 1800 + 1
    doc.number = (
        f"{sequence}/{doc.issued.year}" if rng.random() < 0.6 else f"{doc.issued.year}/{sequence:05d}"
    )

    mono = rng.random() < 0.15
    font = "'Liberation Mono', 'DejaVu Sans Mono'" if mono else rng.choice(FONTS)
    size = rng.choice([7, 7.5]) if mono else rng.choice([7.5, 8, 8.5, 9])
    accent = rng.choice(["#0d3b66", "#7a1f1f", "#1d4d3a", "#3b3b3b", "#5a3d7a"])
    short_year = rng.random() < 0.17
    thousands = rng.random() < 0.8
    euro_before = rng.random() < 0.7
    price_places = 4 if rng.random() < 0.3 else 2
    fixed_quantity = rng.random() < 0.4
    units = rng.random() < 0.75
    no_discount = rng.choice(["", "", "0", "0,00"])
    vat_cell = rng.choice(["0", "N.I.", "N3.2"]) if reverse(doc) else "22"
    bank_in_grid = rng.random() < 0.5
    deferred = rng.random() < 0.35 and len(doc.items) > 1
    destination = rng.random() < 0.4
    courtesy = rng.random() < 0.35
    buyer_code = rng.random() < 0.2
    ids = rng.randrange(3)
    customer_no = f"{rng.randint(1, 9999):06d}" if rng.random() < 0.5 else f"C{rng.randint(100, 999)}"
    days = (doc.due - doc.issued).days
    payment = rng.choice(
        [f"Bonifico bancario {days} gg d.f.", f"B.B. {days} gg data fattura", f"Bonifico a {days} giorni"]
    )

    def d(value: date) -> str:
        return value.strftime("%d/%m/%y" if short_year else "%d/%m/%Y")

    def a(value: Decimal, places: int = 2) -> str:
        return amount(value, "lt-dot" if thousands else "lt-plain", places)

    def eur(value: Decimal) -> str:
        return f"€\u00a0{a(value)}" if euro_before else f"{a(value)}\u00a0€"

    def qty(value: Decimal) -> str:
        return a(value) if fixed_quantity else quantity(value, "lt-plain")

    def cell(label: str, value: str, cls: str = "") -> str:
        return f"<td class='{cls}'><div class=lab>{label}</div><div class=val>{value}</div></td>"

    # the seller's letterhead
    brand = seller.name.rsplit(" ", 1)[0]
    domain = brand.lower().replace(" ", "") + ".it"
    phone = f"+39 {PHONE[seller.province]} {rng.randint(100000, 999999)}"
    if ids == 0:
        id_lines = [f"P.IVA {seller.vat_code} – C.F. {seller.code}"]
    elif ids == 1:
        id_lines = [f"C.F. e P.IVA {seller.code}"]
    else:
        id_lines = [f"Partita IVA: {seller.vat_code}", f"Codice Fiscale: {seller.code}"]
    letterhead = (
        f"<div class=brand>{escape(seller.name)}</div><div class=trade>{escape(rng.choice(TRADES))}</div>"
        f"{escape(seller.street)} – {seller.postcode} {escape(seller.city)} ({seller.province}) – Italia<br>"
        f"Tel. {phone} – info@{domain}<br>"
        + (f"PEC: amministrazione@pec.{domain}<br>" if rng.random() < 0.6 else "")
        + "<br>".join(escape(x) for x in id_lines)
    )

    # the customer
    vat_label = rng.choice(["P.IVA", "Partita IVA", "VAT", "Cod. IVA CEE"])
    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
        rng.choice(["LITUANIA", "Lituania", "Lituania (LT)"]),
    ]
    if buyer.vat_code:
        buyer_lines.append(f"{vat_label}: {buyer.vat_code}")
    if buyer_code:
        buyer_lines.append(f"Cod. azienda: {buyer.code}")
    boxes = (
        f"<div class=party><div class=lab>{rng.choice(['Spett.le', 'Spett.le Cliente', 'Cliente'])}</div>"
        f"{'<br>'.join(buyer_lines)}</div>"
    )
    if destination:
        city, prefix = rng.choice(CITIES)
        where = f"{rng.choice(STREETS)} {rng.randint(1, 90)}"
        boxes += (
            f"<div class='party dest'><div class=lab>Destinazione merce</div>"
            f"{escape(rng.choice(['Sandėlis', 'Magazzino', 'Terminalas']))}<br>{escape(where)}<br>"
            f"{unbroken(f'LT-{prefix}{rng.randint(100, 999)} {city}')}<br>Lituania</div>"
        )

    # the grid of labelled cells
    kind = "Fattura differita" if deferred else rng.choice(["Fattura", "Fattura accompagnatoria", "Fattura"])
    grid = (
        "<table class=grid><tr>"
        + cell("Tipo documento", escape(kind.upper() if rng.random() < 0.5 else kind))
        + cell("Numero fattura", f"<b>{escape(doc.number)}</b>")
        + cell("Data", f"<b>{d(doc.issued)}</b>")
        + cell("Cod. cliente", customer_no)
        + cell("Pag.", "1/1" if rng.random() < 0.5 else "1")
        + "</tr></table><table class=grid><tr>"
        + cell("Pagamento", escape(payment), "wide")
        + cell("Scadenza", d(doc.due))
        + cell("Valuta", "EUR")
        + "</tr></table>"
    )
    bank_cells = (
        cell("Banca d'appoggio", escape(seller.bank or ""))
        + cell("IBAN", f"<span class=nw>{grouped(seller.iban) if rng.random() < 0.4 else seller.iban}</span>")
        + cell("BIC/SWIFT", bic)
    )
    if bank_in_grid:
        grid += f"<table class=grid><tr>{bank_cells}</tr></table>"

    # the lines
    columns = len(("codes",) * codes + ("d", "q", "p", "s", "i", "v") + ("u",) * units)

    def row(it: Discounted) -> str:
        off = "+".join(percent(x) for x in it.discounts) if it.discounts else no_discount
        return (
            "<tr>"
            + (f"<td class=nw>{escape(it.code or '')}</td>" if codes else "")
            + f"<td>{escape(it.name)}</td>"
            + (f"<td class=c>{escape(it.unit)}</td>" if units else "")
            + f"<td class=r>{qty(it.quantity)}</td><td class=r>{a(it.price, price_places)}</td>"
            + f"<td class=r>{off}</td><td class=r>{a(it.subtotal)}</td><td class=c>{vat_cell}</td></tr>"
        )

    lines = [it for it in doc.items if isinstance(it, Discounted)]
    if deferred:
        cut = rng.randint(1, len(lines) - 1) if rng.random() < 0.6 else len(lines)
        groups = [lines[:cut], lines[cut:]] if cut < len(lines) else [lines]
        shipped = sorted(doc.issued - timedelta(days=rng.randint(0, 20)) for _ in groups)
        first = rng.randint(100, 2900)
        rows = ""
        for n, (group, when) in enumerate(zip(groups, shipped, strict=True)):
            ddt = f"Rif. DDT n. {first + n * rng.randint(3, 40)} del {d(when)}"
            rows += f"<tr class=ddt><td colspan={columns}>{ddt}</td></tr>" + "".join(row(it) for it in group)
    else:
        rows = "".join(row(it) for it in lines)
    filler = max(12, 95 - 7 * len(lines) - (6 if destination else 0) - (9 if bank_in_grid else 0))
    rows += f"<tr class=fill style='height:{filler}mm'>" + "<td></td>" * columns + "</tr>"
    head = (
        ("<th>Codice</th>" if codes else "")
        + "<th style='width:42%'>Descrizione</th>"
        + ("<th class=c>U.M.</th>" if units else "")
        + "<th class=r>Q.tà</th><th class=r>Prezzo unitario</th><th class=r>Sconto %</th>"
        + "<th class=r>Importo</th><th class=c>IVA %</th>"
    )

    # the VAT summary and the totals
    rates = doc.rates()
    if reverse(doc):
        summary = "".join(
            f"<tr><td>{'N3.2' if vat_cell == 'N3.2' else 'N.I. 41'}</td>"
            f"<td>Non imponibile art. 41 DL 331/93</td><td class=r>{a(base)}</td>"
            f"<td class=r>{a(tax)}</td></tr>"
            for base, tax in rates.values()
        )
        tax_label = rng.choice(["IVA", "Totale IVA", "IVA 0%"])
    else:
        summary = "".join(
            f"<tr><td>{percent(r)}</td><td>Aliquota {percent(r)}%</td><td class=r>{a(base)}</td>"
            f"<td class=r>{a(tax)}</td></tr>"
            for r, (base, tax) in rates.items()
        )
        tax_label = f"IVA {percent(next(iter(rates)))}%"
    totals = (
        f"<table class=tot><tr><td>Imponibile</td><td class=r>{eur(doc.net)}</td></tr>"
        f"<tr><td>{tax_label}</td><td class=r>{eur(doc.vat)}</td></tr>"
        f"<tr class=tf><td>Totale fattura</td><td class=r>{eur(doc.gross)}</td></tr></table>"
        f"<div class=pay><span>Totale da pagare</span><b>{eur(doc.gross)}</b></div>"
    )
    notes = []
    if reverse(doc):
        notes.append(
            escape(
                rng.choice(
                    [
                        "Operazione non imponibile art. 41 DL 331/93 – cessione intracomunitaria di beni.",
                        "Operazione non imponibile art. 41 DL 331/93.",
                        "Operazione non imponibile ai sensi dell'art. 41, comma 1, lett. a) del DL 331/93.",
                    ]
                )
            )
        )
    notes.append(escape("Contributo ambientale CONAI assolto ove dovuto."))
    if courtesy:
        notes.append(
            escape(
                "Copia di cortesia – il documento valido ai fini fiscali è la fattura elettronica trasmessa "
                "tramite il Sistema di Interscambio (SdI)."
            )
        )
    if not bank_in_grid:
        notes.append(
            f"Coordinate bancarie: {escape(seller.bank or '')} – IBAN "
            f"<span class=nw>{seller.iban}</span> – BIC {bic}"
        )
    capital = rng.choice(["10.000,00", "50.000,00", "100.000,00", "1.040.000,00", "2.500.000,00"])
    company = (
        f"{escape(seller.name)} – Capitale sociale € {capital} i.v. – R.E.A. {seller.province}-"
        f"{rng.randint(100000, 399999)} – Registro Imprese di {REGISTERS[seller.province]} n. {seller.code}"
    )

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:9mm 10mm 8mm 10mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.page{{min-height:280mm;display:flex;flex-direction:column}}
.top{{display:flex;justify-content:space-between;gap:8mm;align-items:flex-start}}
.head{{line-height:1.35;font-size:{size - 0.5}pt}}
.brand{{font-size:{size + 8}pt;font-weight:bold;color:{accent};letter-spacing:.5px}}
.trade{{font-style:italic;margin-bottom:2mm;color:#444}}
.boxes{{width:82mm;display:flex;flex-direction:column;gap:2mm}}
.party{{border:.8pt solid #333;border-radius:2mm;padding:2mm 3mm;line-height:1.35}}
.party.dest{{font-size:{size - 1}pt;border-style:dashed}}
.lab{{font-size:{size - 2.5}pt;text-transform:uppercase;color:#555;letter-spacing:.3px}}
h1{{margin:5mm 0 2mm;font-size:{size + 7}pt;letter-spacing:4px;color:{accent}}}
table.grid{{width:100%;border-collapse:collapse;margin-top:-.8pt}}
table.grid td{{border:.8pt solid #333;padding:1px 4px 3px;vertical-align:top}}
table.grid td.wide{{width:50%}} .val{{margin-top:1px}}
table.items{{width:100%;border-collapse:collapse;margin-top:3mm;border:.8pt solid #333}}
table.items th{{background:{accent};color:#fff;font-weight:normal;padding:3px 4px;text-align:left;
border-right:.6pt solid #fff;font-size:{size - 0.5}pt}}
table.items td{{border-right:.6pt solid #777;padding:2px 4px;vertical-align:top}}
table.items tr.ddt td{{font-style:italic;color:#333;padding-top:4px}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}} .c{{text-align:center!important}}
.nw{{white-space:nowrap}}
.bottom{{display:flex;gap:4mm;margin-top:3mm;align-items:flex-start}}
.summary{{flex:1;border:.8pt solid #333}}
.summary .lab{{padding:2px 4px;border-bottom:.6pt solid #333}}
table.sum{{width:100%;border-collapse:collapse}} table.sum th{{font-weight:normal;text-align:left;
font-size:{size - 1}pt;color:#555;padding:2px 4px}}
table.sum td{{padding:2px 4px}}
.right{{width:68mm}}
table.tot{{width:100%;border-collapse:collapse;border:.8pt solid #333}} table.tot td{{padding:2px 5px}}
table.tot tr.tf td{{border-top:.6pt solid #333;font-weight:bold}}
.pay{{margin-top:2mm;background:{accent};color:#fff;display:flex;justify-content:space-between;
padding:4px 6px;font-size:{size + 2}pt}}
.notes{{margin-top:3mm;line-height:1.4}}
.company{{margin-top:auto;padding-top:2mm;border-top:.6pt solid #555;font-size:{size - 1.5}pt;
text-align:center;color:#333}}
</style></head><body><div class="page">
<div class="top"><div class="head">{letterhead}</div><div class="boxes">{boxes}</div></div>
<h1>FATTURA</h1>
{grid}
<table class="items"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>
<div class="bottom"><div class="summary"><div class="lab">Riepilogo IVA</div>
<table class="sum"><tr><th>Cod. IVA</th><th>Descrizione</th><th class=r>Imponibile</th>
<th class=r>Imposta</th></tr>{summary}</table></div>
<div class="right">{totals}</div></div>
<div class="notes">{"<br>".join(notes)}</div>
<div style="height:5mm"></div>
<div class="company">{company}</div>
</div></body></html>"""
    fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "price", "subtotal")
    fields += ("unit",) if units else ()
    fields += ("vat_percent",) if vat_cell in ("0", "22") else ()
    fields += ("prekes_kodas",) if codes else ()
    truth = doc.truth(fields)
    if not buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
