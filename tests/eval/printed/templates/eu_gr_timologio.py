"""A Greek supplier's bilingual invoice to a Lithuanian UAB, as Greek ERP programs (SoftOne, Epsilon,
Entersoft) print it for foreign customers: "ΤΙΜΟΛΟΓΙΟ ΠΩΛΗΣΗΣ / SALES INVOICE" for goods or "ΤΙΜΟΛΟΓΙΟ
ΠΑΡΟΧΗΣ ΥΠΗΡΕΣΙΩΝ / SERVICE INVOICE" for services; the seller an Α.Ε. (S.A.) or Ε.Π.Ε. (Ltd) with its
name in Latin letters (on some seeds its Greek name above it), "ΑΦΜ / VAT No.: EL…", "Δ.Ο.Υ. / Tax
office", "Γ.Ε.ΜΗ. / G.E.MI. No."; the invoice's "Σειρά / Series" letter and "Αριθμός / No.", "Ημερομηνία /
Date", the myDATA "ΜΑΡΚ" number, the buyer as "Πελάτης / Customer" with its LT VAT number; lines with
bilingual headers, totals "Καθαρή αξία / Net value", "ΦΠΑ / VAT", "Σύνολο / Total", the seller's Greek IBAN.
Variants: intra-community supply at 0 % with the statutory note (article 28 of law 2859/2000 for goods,
article 14 for services) or 24 % Greek VAT; a code and a unit column or not; the payment terms with a
due date or cash; the buyer's company code printed or not; a boxed or a ruled layout.

Truth: the seller's Latin name, its G.E.MI. number as its register code, its EL VAT code, its address
"street, postcode city" in Latin letters, its IBAN; the series letter (Latin) apart from the number;
amounts as printed; the due date only where printed; the buyer's company code only where printed."""

from __future__ import annotations

import random
from datetime import timedelta
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day, quantity, rate
from tests.eval.printed.templates.eu_common import grouped, unbroken
from tests.eval.printed.templates.eu_round9_common import digits, vat_registered_buyer
from tests.eval.printed.templates.eu_round10_common import gr_seller
from tests.eval.printed.templates.lt_common import FONTS
from tests.eval.printed.templates.lt_round8_common import page

# Latin name, Greek name; goods companies first, then services
GOODS_SELLERS = [
    ("Aegean Olive Oil", "ΑΙΓΑΙΑΚΟ ΕΛΑΙΟΛΑΔΟ"),
    ("Hellenic Marble Works", "ΕΛΛΗΝΙΚΑ ΜΑΡΜΑΡΑ"),
    ("Cretan Foods", "ΚΡΗΤΙΚΑ ΤΡΟΦΙΜΑ"),
    ("Olympus Aluminium Systems", "ΟΛΥΜΠΟΣ ΣΥΣΤΗΜΑΤΑ ΑΛΟΥΜΙΝΙΟΥ"),
]
SERVICE_SELLERS = [
    ("Attica Software Solutions", "ΑΤΤΙΚΗ ΛΟΓΙΣΜΙΚΟ"),
    ("Poseidon Shipping Services", "ΠΟΣΕΙΔΩΝ ΝΑΥΤΙΛΙΑΚΕΣ ΥΠΗΡΕΣΙΕΣ"),
    ("Hermes Digital Marketing", "ΕΡΜΗΣ ΨΗΦΙΑΚΟ ΜΑΡΚΕΤΙΝΓΚ"),
]
# (Latin legal form, Greek legal form)
FORMS = [("S.A.", "Α.Ε."), ("Ltd", "Ε.Π.Ε."), ("S.A.", "Α.Ε.")]
GOODS: list[tuple[str, str, int, tuple[float, float]]] = [
    ("Extra virgin olive oil, 5 l tin", "τεμ.", 24, (28, 55)),
    ("Kalamata olives, 2 kg jar", "τεμ.", 24, (9, 18)),
    ("Feta PDO cheese, 1 kg vacuum pack", "τεμ.", 24, (8, 14)),
    ("Thassos white marble tiles 60x30 cm", "m²", 24, (45, 120)),
    ("Aluminium window profile, 6 m", "τεμ.", 24, (25, 70)),
    ("Greek thyme honey, 450 g", "τεμ.", 24, (6, 12)),
    ("Pallet and packing", "τεμ.", 24, (15, 30)),
]
SERVICES: list[tuple[str, str, int, tuple[float, float]]] = [
    ("Software development services", "ώρες", 24, (40, 90)),
    ("Web hosting and maintenance, monthly fee", "τεμ.", 24, (80, 400)),
    ("Digital marketing campaign management", "τεμ.", 24, (500, 2500)),
    ("Ship agency services, port of Piraeus", "τεμ.", 24, (300, 1800)),
    ("Technical consulting", "ώρες", 24, (60, 140)),
    ("Translation services EN-EL", "τεμ.", 24, (50, 400)),
]
TAX_OFFICES = ["ΦΑΕ ΑΘΗΝΩΝ", "ΦΑΕ ΠΕΙΡΑΙΑ", "ΦΑΕ ΘΕΣΣΑΛΟΝΙΚΗΣ", "ΚΗΦΙΣΙΑΣ", "Α' ΠΑΤΡΩΝ"]


def make(seed: int) -> Printed:
    rng = random.Random(seed * 7 + 1031)
    services = rng.random() < 0.4
    intra = rng.random() < 0.65
    doc = draw(
        seed,
        seller_country="DE",  # replaced by the Greek seller below; draw() knows none
        lines=(1, 7),
        catalogue=SERVICES if services else GOODS,
        rates=(0,) if intra else (24,),
        codes=not services and rng.random() < 0.6,
    )
    vat_registered_buyer(doc, rng)
    buyer = doc.buyer
    assert buyer is not None
    latin, greek = rng.choice(SERVICE_SELLERS if services else GOODS_SELLERS)
    form, gr_form = rng.choice(FORMS)
    seller, bank, bic = gr_seller(rng, f"{latin} {form}")
    doc.seller = seller
    for item in doc.items:
        if item.unit == "τεμ.":  # pieces are whole; a service is billed a few times, not dozens
            item.quantity = Decimal(max(1, int(item.quantity) // (6 if services else 1)))
    doc.series = rng.choice(["A", "A", "B", "C", "E"])  # Latin letters, as export invoices print them
    doc.number = str(rng.randint(1, 9999))
    credit = rng.random() < 0.6
    doc.due = doc.issued + timedelta(days=rng.choice([15, 30, 45, 60])) if credit else None
    show_greek = rng.random() < 0.6
    show_code = any(item.code for item in doc.items)
    show_unit = rng.random() < 0.6
    show_rate = rng.random() < 0.5
    buyer_code = rng.random() < 0.4
    boxed = rng.random() < 0.5
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    color = rng.choice(["#0d47a1", "#1b5e20", "#263238", "#004d66"])
    mark = "4" + digits(rng, 14)

    def num(value: Decimal) -> str:
        return amount(value, "lt-dot")

    title = (
        "ΤΙΜΟΛΟΓΙΟ ΠΑΡΟΧΗΣ ΥΠΗΡΕΣΙΩΝ<br><small>SERVICE INVOICE</small>"
        if services
        else "ΤΙΜΟΛΟΓΙΟ ΠΩΛΗΣΗΣ<br><small>SALES INVOICE</small>"
    )
    greek_name = f'<div class="gname">{greek} {gr_form}</div>' if show_greek else ""
    seller_html = f"""<div class="seller">{greek_name}<div class="lname">{escape(seller.name)}</div>
<div>{unbroken(seller.address)}, Greece</div>
<div>ΑΦΜ / VAT No.: <b>{seller.vat_code}</b> &nbsp; Δ.Ο.Υ. / Tax office: {rng.choice(TAX_OFFICES)}</div>
<div>Γ.Ε.ΜΗ. / G.E.MI. No.: {seller.code}</div>
<div>Τηλ. / Tel.: +30 21{rng.randint(0, 9)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}
 · info@{latin.split()[0].lower()}.gr</div></div>"""
    meta = [
        ("Σειρά / Series", doc.series),
        ("Αριθμός / No.", doc.number),
        ("Ημερομηνία / Date", day(doc.issued, "dmy-slash")),
        ("ΜΑΡΚ / MARK", mark),
    ]
    meta_html = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in meta)
    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        unbroken(buyer.address),
        "Λιθουανία / Lithuania",
        f"ΑΦΜ / VAT No.: {buyer.vat_code}",
    ]
    if buyer_code:
        buyer_lines.append(f"Κωδ. εταιρείας / Company code: {buyer.code}")
    payment = (
        f"Επί πιστώσει / On credit – Λήξη / Due date: {day(doc.due, 'dmy-slash')}"
        if doc.due
        else "Τοις μετρητοίς / Cash – Τραπεζική κατάθεση / Bank transfer"
    )
    info = f"""<table class="pt"><tr><th>Τρόπος πληρωμής / Payment</th><td>{payment}</td></tr>
<tr><th>Νόμισμα / Currency</th><td>EUR</td></tr>
<tr><th>Σκοπός διακίνησης / Purpose</th>
<td>{"Παροχή υπηρεσιών / Services" if services else "Πώληση / Sale"}</td></tr></table>"""

    head = ["Α/Α<br>No."]
    head += ["Κωδικός<br>Code"] if show_code else []
    head += ["Περιγραφή<br>Description"]
    head += ["Μ.Μ.<br>Unit"] if show_unit else []
    head += ["Ποσότητα<br>Qty", "Τιμή<br>Price"]
    head += ["ΦΠΑ %<br>VAT %"] if show_rate else []
    head += ["Αξία<br>Amount"]
    rows = ""
    for n, item in enumerate(doc.items, 1):
        cells = [f"<td class=c>{n}</td>"]
        cells += [f"<td>{item.code}</td>"] if show_code else []
        cells += [f"<td>{escape(item.name)}</td>"]
        cells += [f"<td class=c>{item.unit}</td>"] if show_unit else []
        cells += [
            f"<td class=r>{quantity(item.quantity, 'lt-dot')}</td>",
            f"<td class=r>{num(item.price)}</td>",
        ]
        cells += [f"<td class=r>{rate(item.vat_percent)}</td>"] if show_rate else []
        cells += [f"<td class=r>{num(item.subtotal)}</td>"]
        rows += "<tr>" + "".join(cells) + "</tr>"
    table = '<table class="items"><tr>' + "".join(f"<th>{h}</th>" for h in head) + f"</tr>{rows}</table>"

    vat_rate = rate(doc.items[0].vat_percent)
    totals = f"""<table class="tot">
<tr><td>Καθαρή αξία / Net value</td><td class=r>{num(doc.net)}</td></tr>
<tr><td>ΦΠΑ / VAT {vat_rate}%</td><td class=r>{num(doc.vat)}</td></tr>
<tr class="g"><td>{rng.choice(["Σύνολο / Total", "Πληρωτέο / Amount payable"])} (EUR)</td>
<td class=r>{num(doc.gross)}</td></tr></table>"""
    if not intra:
        note = ""
    elif services:
        note = (
            "Απαλλαγή από ΦΠΑ – άρθρο 14 παρ. 2α Ν.2859/2000. Reverse charge: VAT to be accounted for "
            "by the recipient (Art. 196 Directive 2006/112/EC)."
        )
    else:
        note = (
            "Ενδοκοινοτική παράδοση αγαθών – άρθρο 28 παρ. 1α Ν.2859/2000. "
            "Intra-community supply of goods, exempt from VAT (Art. 138 Directive 2006/112/EC)."
        )
    bank_html = f"""<div class="bank"><b>Τραπεζικός λογαριασμός / Bank account</b><br>{escape(bank)}<br>
IBAN: {grouped(seller.iban or "")}<br>BIC/SWIFT: {bic}</div>"""
    body = f"""<div class="top">{seller_html}<div class="title">{title}
<table class="meta">{meta_html}</table></div></div>
<div class="mid"><div class="buyer"><div class="lbl">Πελάτης / Customer</div>{"<br>".join(buyer_lines)}</div>
<div class="info">{info}</div></div>
{table}<div class="bottom"><div class="left">
{f'<div class="note">{note}</div>' if note else ""}{bank_html}</div>
{totals}</div>
<div class="sign"><div>Ο εκδότης / Issued by</div><div>Ο παραλαβών / Received by</div></div>"""
    box = (
        "border:1px solid #555;padding:6px 8px;" if boxed else f"border-top:2px solid {color};padding:6px 0;"
    )
    css = f"""
.top{{display:flex;justify-content:space-between;gap:8mm}} .seller{{line-height:1.4}}
.gname{{font-weight:bold;color:#444}} .lname{{font-weight:bold;font-size:{size + 4}pt;color:{color}}}
.title{{text-align:center;font-weight:bold;font-size:{size + 3}pt;color:{color};{box}min-width:62mm}}
.title small{{font-size:{size}pt;letter-spacing:1px}}
table.meta{{margin:6px auto 0;font-size:{size}pt;font-weight:normal;color:#111;border-collapse:collapse}}
table.meta th{{text-align:left;font-weight:normal;color:#444;padding:1px 8px 1px 0}}
table.meta td{{font-weight:bold}}
.mid{{display:flex;gap:8mm;margin:5mm 0 4mm}} .buyer{{flex:1;line-height:1.4;{box}}} .info{{flex:1}}
.lbl{{font-weight:bold;color:{color};margin-bottom:2px}}
table.items{{width:100%;border-collapse:collapse}}
table.items th{{background:{"#eee" if boxed else color};color:{"#111" if boxed else "#fff"};
padding:3px 4px;font-size:{size - 1}pt;border:{"1px solid #555" if boxed else "none"}}}
table.items td{{padding:3px 4px;vertical-align:top;border:{"1px solid #555" if boxed else "none"};
border-bottom:1px solid #aaa}}
.bottom{{display:flex;justify-content:space-between;gap:8mm;margin-top:4mm}} .left{{flex:1}}
.note{{font-style:italic;margin-bottom:4mm}} .bank{{line-height:1.4}}
table.tot{{border-collapse:collapse;min-width:75mm;align-self:flex-start}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #111;font-size:{size + 1}pt}}
.sign{{display:flex;justify-content:space-around;margin-top:14mm;color:#444}}
.sign div{{border-top:1px solid #777;padding-top:2px;min-width:50mm;text-align:center}}
"""
    html = page(css, body, font=font, size=size, color=color)
    fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "price", "subtotal")
    fields += ("prekes_kodas",) if show_code else ()
    fields += ("unit",) if show_unit else ()
    fields += ("vat_percent",) if show_rate else ()
    truth = doc.truth(fields)
    if not buyer_code:
        truth.pop("buyer_id")
    return Printed(html, truth)
