"""An Italian supplier's "copia di cortesia" of an electronic invoice: the FatturaPA the accounting program
sent through the SdI, rendered as a PDF in the Agenzia delle Entrate's boxed style. Boxed "Cedente/prestatore
(fornitore)" and "Cessionario/committente (cliente)" side by side (Identificativo fiscale ai fini IVA,
Codice fiscale, Regime fiscale RF01, address), the "Tipologia documento TD01 Fattura" band with Numero and
Data documento, the lines table (Cod. articolo, Descrizione, Quantità, Prezzo unitario, UM, Sconto o magg.,
%IVA, Prezzo totale), "RIEPILOGHI IVA E TOTALI" (Esigibilità IVA, Aliquota IVA, Natura N3.2 "Non
imponibili – cessioni intracomunitarie" at 0 %), "Importo totale documento" and "Modalità pagamento MP05
Bonifico" with the IBAN and Data scadenza. The buyer is a Lithuanian company with its LT VAT code: an
intra-community supply, so every line is at 0 %.

Variants: with or without the article code column, the discount column ("10+5" chained discounts, or "-"
where a line has none), dates as dd-mm-yyyy or dd/mm/yyyy, boxes with grey or coloured headers, the
"Causale" box printed or not, fonts and sizes.

Truth: every line (name, code where the column exists, unit, quantity, list unit price, VAT rate, net
amount after discounts); seller code and VAT code are the Partita IVA, seller's IBAN; the buyer's code
only where it is printed."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.lt_data import Party, money
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import amount
from tests.eval.printed.templates.eu_common import grouped, unbroken
from tests.eval.printed.templates.eu_it_es_common import Discounted, it_account, it_seller, percent
from tests.eval.printed.templates.lt_common import FONTS
from tests.eval.printed.templates.lt_round4_common import vat_payer

NAMES = ["Ceramiche Emilia", "Fornaci Riunite", "Meccanica Padana", "Tessile Romagna", "Officine Bassi"]
FORMS = ["S.r.l.", "S.p.A.", "S.r.l.s."]
# (description, UM, price range)
GOODS = [
    ("Piastrelle gres porcellanato 60x60 grigio", "MQ", (9, 28)),
    ("Piastrelle rivestimento 30x90 bianco lucido", "MQ", (12, 32)),
    ("Battiscopa gres 8x60", "ML", (2, 6)),
    ("Adesivo cementizio C2TE 25 kg", "PZ", (8, 19)),
    ("Fuga epossidica 5 kg", "PZ", (25, 60)),
    ("Pallet a perdere", "PZ", (10, 22)),
    ("Lastra gres 120x280 effetto marmo", "MQ", (45, 110)),
    ("Profilo in alluminio per spigoli 2,5 m", "PZ", (4, 12)),
    ("Imballo e confezionamento", "NR", (15, 60)),
]
HEADS = ["#d9d9d9", "#dbe6f1", "#e6efe0"]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(2, 9), series=False)
    rng = random.Random(seed * 13 + 411)
    buyer = doc.buyer
    assert isinstance(buyer, Party)
    # an intra-community supply at 0 % needs the buyer's VAT code, printed as its fiscal identifier
    vat_payer(buyer, rng)
    seller = it_seller(rng, NAMES, FORMS, comma=rng.random() < 0.5)
    seller.iban, seller.bank, bic = it_account(rng)
    doc.seller = seller
    doc.number = rng.choice(
        [f"{rng.randint(1, 2400)}", f"{rng.randint(1, 2400)}/FE", f"FE{rng.randint(1, 999):04d}"]
    )

    code_column = rng.random() < 0.6
    discount_column = rng.random() < 0.7
    lines: list[Item] = []
    for name, unit, (low, high) in rng.sample(GOODS, rng.randint(2, 7)):
        whole = unit in ("PZ", "NR")
        quantity = Decimal(rng.randint(1, 40)) if whole else Decimal(rng.randint(200, 4000)) / 10
        discounts: tuple[Decimal, ...] = ()
        if discount_column and rng.random() < 0.6:
            discounts = tuple(Decimal(d) for d in rng.choice([(10,), (5,), (10, 5), (20, 10), (15,)]))
        lines.append(
            Discounted(
                name=name,
                unit=unit,
                quantity=quantity,
                price=money(Decimal(str(rng.uniform(low, high)))),
                vat_percent=Decimal(0),
                code=f"{rng.choice(['GR', 'RV', 'AC', 'CE'])}{rng.randint(100, 9999)}"
                if code_column
                else None,
                discounts=discounts,
            )
        )
    doc.items = lines

    date_style = rng.choice(["%d-%m-%Y", "%d/%m/%Y"])
    font = rng.choice(FONTS)
    size = rng.choice([7.5, 8, 8.5])
    head = rng.choice(HEADS)
    causale = rng.random() < 0.5
    buyer_code = rng.random() < 0.5

    def a(value: Decimal) -> str:
        return amount(value, "lt-dot")

    def d(value: date) -> str:
        return value.strftime(date_style)

    def q(value: Decimal) -> str:
        # the SdI renderer prints quantities with the XML's decimals, two places at least
        return amount(value, "lt-dot", 2)

    def box(title: str, rows: list[tuple[str, str]]) -> str:
        body = "".join(f"<div><span class=l>{k}:</span> {v}</div>" for k, v in rows)
        return f'<div class="box"><div class="bh">{title}</div><div class="bb">{body}</div></div>'

    seller_box = box(
        "Cedente/prestatore (fornitore)",
        [
            ("Identificativo fiscale ai fini IVA", seller.vat_code or ""),
            ("Codice fiscale", seller.code or ""),
            ("Denominazione", f"<b>{escape(seller.name)}</b>"),
            ("Regime fiscale", "RF01 (ordinario)"),
            ("Indirizzo", unbroken(seller.address)),
            ("Comune", f"{escape(seller.city)} Provincia: {seller.province}"),
            ("Nazione", "IT"),
        ],
    )
    buyer_rows = [("Identificativo fiscale ai fini IVA", buyer.vat_code or "")]
    # a foreign customer's CodiceFiscale is optional in the XML: some programs fill it with the company code
    buyer_rows += [("Codice fiscale", buyer.code)] if buyer_code else []
    buyer_rows += [
        ("Denominazione", f"<b>{escape(buyer.name)}</b>"),
        ("Indirizzo", unbroken(buyer.address)),
        ("Nazione", "LT"),
    ]
    buyer_box = box("Cessionario/committente (cliente)", buyer_rows)
    cols = ["Cod. articolo"] if code_column else []
    cols += ["Descrizione", "Quantità", "Prezzo unitario", "UM"]
    cols += ["Sconto o magg."] if discount_column else []
    cols += ["%IVA", "Prezzo totale"]
    rows = []
    for item in lines:
        cells = [f"<td>{item.code}</td>"] if code_column else []
        cells += [
            f"<td>{escape(item.name)}</td>",
            f"<td class=r>{q(item.quantity)}</td>",
            f"<td class=r>{amount(item.price, 'lt-dot', rng.choice([2, 2, 4]))}</td>",
            f"<td class=c>{item.unit}</td>",
        ]
        if discount_column:
            assert isinstance(item, Discounted)
            shown = "+".join(percent(x) for x in item.discounts)
            cells.append(f"<td class=c>{'SC ' + shown + '%' if shown else ''}</td>")
        cells += [f"<td class=r>{percent(item.vat_percent)}</td>", f"<td class=r>{a(item.subtotal)}</td>"]
        rows.append("<tr>" + "".join(cells) + "</tr>")
    table = (
        '<table class="t"><tr>'
        + "".join(f"<th>{c}</th>" for c in cols)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    assert doc.due is not None
    summary = f"""<div class="sec">RIEPILOGHI IVA E TOTALI</div>
<table class="t"><tr><th>Esigibilità IVA / riferimenti normativi</th><th>%IVA</th><th>Spese accessorie</th>
<th>Arr.</th><th>Totale imponibile</th><th>Totale imposta</th></tr>
<tr><td>Immediata<br>Natura N3.2 – Non imponibili – cessioni intracomunitarie<br>
<span class=small>Art. 41 D.L. 331/1993</span></td><td class=r>0,00</td><td class=r></td><td class=r></td>
<td class=r>{a(doc.net)}</td><td class=r>{a(doc.vat)}</td></tr></table>
<table class="t tot"><tr><th>Importo bollo</th><th>Sconto/Maggiorazione</th><th>Arr.</th>
<th>Divisa</th><th>Importo totale documento</th></tr>
<tr><td></td><td></td><td></td><td class=c>EUR</td><td class="r g">{a(doc.gross)}</td></tr></table>
<table class="t"><tr><th>Modalità pagamento</th><th>IBAN</th><th>Istituto</th><th>Data scadenza</th>
<th>Importo</th></tr><tr><td>MP05 Bonifico</td><td class=nw>{grouped(seller.iban)}</td>
<td>{escape(seller.bank)} ({bic})</td><td>{d(doc.due)}</td><td class=r>{a(doc.gross)}</td></tr></table>"""
    causale_html = (
        f'<table class="t"><tr><th>Causale</th></tr><tr><td>Cessione intracomunitaria non imponibile '
        f"art. 41 D.L. 331/93 – merce resa franco {rng.choice(['fabbrica', 'destino'])}, "
        f"DDT n. {rng.randint(100, 3000)} del {d(doc.issued)}</td></tr></table>"
        if causale
        else ""
    )
    body = f"""<div class="two">{seller_box}{buyer_box}</div>
<table class="t doc"><tr><th>Tipologia documento</th><th>Art. 73</th><th>Numero documento</th>
<th>Data documento</th><th>Codice destinatario</th></tr>
<tr><td>TD01 Fattura</td><td></td><td><b>{escape(doc.number)}</b></td><td>{d(doc.issued)}</td>
<td>XXXXXXX</td></tr></table>
{causale_html}{table}{summary}
<div class="foot small">Copia di cortesia priva di valore fiscale. L'originale del documento è stato
trasmesso tramite il Sistema di Interscambio (SdI) ed è disponibile nell'area riservata.</div>"""
    css = f"""
@page{{size:A4;margin:10mm 11mm}}
body{{font-family:{font};font-size:{size}pt;color:#000;margin:0}}
.two{{display:flex;gap:10px}} .box{{flex:1;border:1px solid #555}}
.bh{{background:{head};font-weight:bold;padding:2px 5px;border-bottom:1px solid #555}}
.bb{{padding:3px 5px;line-height:1.45}} .l{{color:#333}}
table.t{{width:100%;border-collapse:collapse;margin-top:8px}}
table.t th{{background:{head};border:1px solid #555;padding:2px 3px;font-weight:bold;text-align:left;
font-size:{size - 0.5}pt}}
table.t td{{border:1px solid #888;padding:2px 3px;vertical-align:top}}
.sec{{margin-top:12px;font-weight:bold;border-bottom:1.5px solid #000}}
table.tot td.g{{font-weight:bold;font-size:{size + 1.5}pt}}
.r{{text-align:right;white-space:nowrap}} .c{{text-align:center}} .nw{{white-space:nowrap}}
.small{{font-size:{size - 1}pt}} .foot{{margin-top:14px;color:#444}}
"""
    html = (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css}</style></head>'
        f"<body>{body}</body></html>"
    )
    fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "vat_percent", "subtotal")
    fields += ("prekes_kodas",) if code_column else ()
    truth = doc.truth(fields)
    if not buyer_code:
        del truth["buyer_id"]
    return Printed(html, truth)
