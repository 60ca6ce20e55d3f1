"""A Portuguese supplier's "Fatura" to a Lithuanian customer as Portuguese certified invoicing programs
(PHC, Primavera, Moloni, InvoiceXpress) print it: "Original" and the document's type and number
"FT 2026/123", the ATCUD code and the QR code the tax authority requires, "Data de emissão" and "Data de
vencimento", the supplier's NIF / "Contribuinte n.º" and its capital and registry line, the customer's
block under "Exmo.(s) Sr.(s)" with the customer's VAT number as its "NIF", a table "Artigo | Descrição |
Qtd. | Un. | Preço Unit. | Desc. | IVA | Valor", the "Quadro resumo do IVA" (Taxa, Incidência, Valor do
IVA, Motivo de isenção) beside the totals "Total s/ IVA / Total IVA / Total a pagar", the exemption or
reverse-charge reason (M16 "Isento art.º 14.º do RITI", M40 "Autoliquidação") at 0 %, and the
signature's four characters before "Processado por programa certificado n.º 1234/AT". Three looks: a
boxed PHC-like grid, a Moloni-like modern page with a coloured title band, and a condensed ERP page with
loading data (Local de carga / descarga). Amounts "1 234,56 €"; VAT at 23 %, 13 % and 6 %."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, reverse
from tests.eval.printed.templates.eu_ie_fi_cz_common import qr_mark
from tests.eval.printed.templates.eu_round4_common import (
    atcud_code,
    cross_border,
    long_date,
    pt_account,
    pt_hash_marks,
    pt_seller,
)
from tests.eval.printed.templates.lt_common import FONTS

CATALOGUE = [
    ("Rolhas de cortiça natural 45x24 mm (cx. 1000 un.)", "CX", 23, (180, 420)),
    ("Aglomerado de cortiça expandida 50 mm", "M2", 23, (14, 32)),
    ("Azulejo pintado à mão 14x14 cm, padrão Pombalino", "UN", 23, (4, 12)),
    ("Azeite virgem extra DOP Trás-os-Montes, 0,75 l", "UN", 6, (7, 15)),
    ("Conserva de sardinhas em azeite, 120 g", "UN", 6, (1.5, 4)),
    ("Vinho do Porto Tawny 10 anos, 0,75 l", "UN", 13, (18, 38)),
    ("Toalha de banho 100% algodão, 70x140 cm", "UN", 23, (9, 22)),
    ("Sapato em pele, modelo Alfama, n.º 42", "PAR", 23, (45, 110)),
    ("Serviços de design gráfico", "H", 23, (35, 75)),
    ("Transporte Porto – Vilnius (palete)", "UN", 23, (280, 650)),
    ("Livro «Cortiça: da árvore à indústria»", "UN", 6, (18, 40)),
    ("Flor de sal de Castro Marim, 250 g", "UN", 6, (4, 9)),
]
SERVICES = {"Serviços de design gráfico", "Transporte Porto – Vilnius (palete)"}
WHOLE = ("CX", "UN", "PAR")
NAMES = [
    "Corticeira do Douro", "Azulejaria Tejo", "Sabores do Minho", "Têxteis Cávado",
    "Atlântico Export", "Calçado Vale do Sousa", "Quinta da Ribeira Trading", "Barlavento Comércio",
]  # fmt: skip
FORMS = ["Lda.", "Lda.", "Unipessoal, Lda.", "S.A."]
ASCII: dict[str, str | int | None] = {
    "ç": "c", "ã": "a", "á": "a", "â": "a", "é": "e", "ê": "e", "í": "i", "ó": "o", "ô": "o", " ": "",
}  # fmt: skip
RATE_NAMES = {0: "Isento", 23: "Normal", 13: "Intermédia", 6: "Reduzida"}
REGISTRY = {
    "Lisboa": "Lisboa",
    "Porto": "Porto",
    "Coimbra": "Coimbra",
    "Braga": "Braga",
    "Aveiro": "Aveiro",
    "Santa Maria da Feira": "Santa Maria da Feira",
    "Leiria": "Leiria",
    "Bobadela": "Loures",
}


def _mark(rng: random.Random, name: str, accent: str, light: bool) -> str:
    """A firm's mark: a tile of four quarter-circles (azulejo), a cork-leaf oval or a wordmark with a
    rule."""
    brand = escape(name.split(",")[0])
    ink = "#fff" if light else accent
    kind = rng.randrange(3)
    if kind == 0:
        svg = (
            f'<svg width="12mm" height="12mm" viewBox="0 0 40 40"><rect width="40" height="40" fill="none" '
            f'stroke="{ink}" stroke-width="2"/><path d="M0 0 A20 20 0 0 0 20 20 A20 20 0 0 0 40 0 M0 40 '
            f'A20 20 0 0 1 20 20 A20 20 0 0 1 40 40" fill="none" stroke="{ink}" stroke-width="2"/>'
            f'<circle cx="20" cy="20" r="4" fill="{ink}"/></svg>'
        )
    elif kind == 1:
        svg = (
            f'<svg width="12mm" height="9mm" viewBox="0 0 48 36"><ellipse cx="24" cy="18" rx="22" ry="14" '
            f'fill="{ink}"/><path d="M6 18 Q24 4 42 18 Q24 32 6 18" fill="none" '
            f'stroke="{"#000" if light else "#fff"}" '
            f'stroke-width="1.5" opacity=".5"/></svg>'
        )
    else:
        return (
            f"<div style=\"font-family:'Liberation Serif',serif;font-size:17pt;font-style:italic;color:{ink};"
            f'border-bottom:2pt solid {ink};display:inline-block;padding-bottom:1px">{brand}</div>'
        )
    return (
        f'<div style="display:flex;align-items:center;gap:3mm">{svg}<span style="font-size:13pt;'
        f'font-weight:bold;color:{ink}">{brand}</span></div>'
    )


def make(seed: int) -> Printed:
    rng = random.Random(f"{seed}-pt-fatura")
    seller = pt_seller(rng, [NAMES[seed % len(NAMES)]], FORMS)
    domestic = seed % 6 in (0, 2, 3)
    doc = cross_border(seed, seller, domestic, CATALOGUE, WHOLE, language="pt", lines=(1, 9), codes=True)
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code
    seller.iban, seller.bank, bic, nib = pt_account(rng)
    seq = int(doc.number) % 900 + 1
    doc.series = "FT"
    serie = rng.choice([str(doc.issued.year), str(doc.issued.year), "A", f"{doc.issued.year}A", "FT01"])
    doc.number = f"{serie}/{seq}"
    atcud = f"{atcud_code(rng)}-{seq}"
    for item in doc.items:
        item.code = rng.choice(["", "P", "ART"]) + str(rng.randint(1000, 99999))
        if item.name.startswith("Transporte"):
            item.quantity = Decimal(rng.randint(1, 3))

    look = ("phc", "moloni", "erp")[seed % 3]
    font = rng.choice(FONTS)
    size = rng.choice([8, 8.5, 9, 9.5])
    accent = rng.choice(["#1f3c88", "#8c1c13", "#2d6a4f", "#6d4c41", "#005f73", "#3d405b"])
    space = rng.choice(["\u00a0", " "])
    date_style = rng.choice(["iso", "iso", "slash", "dash"])
    cert = f"{rng.randint(100, 2999)}/AT"
    marks = pt_hash_marks(rng)
    capital = rng.choice(["5 000,00", "50 000,00", "100 000,00", "250 000,00", "1 000 000,00"])
    phone = f"+351 2{rng.randint(10, 59)} {rng.randint(100, 999)} {rng.randint(100, 999)}"
    domain = seller.name.split(",")[0].lower().translate(str.maketrans(ASCII)) + ".pt"
    days = (doc.due - doc.issued).days
    rev = reverse(doc)
    rates = doc.rates()

    def a(value: Decimal) -> str:
        return amount(value, "lt").replace("\u00a0", space)

    def e(value: Decimal) -> str:
        return f"{a(value)}\u00a0€"

    def d(value: date) -> str:
        if date_style == "iso":
            return value.isoformat()
        if date_style == "slash":
            return value.strftime("%d/%m/%Y")
        return value.strftime("%d-%m-%Y")

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f}"

    ident = rng.choice(["Contribuinte n.º", "NIF", "NIPC"])
    seller_lines = [
        f"<b>{escape(seller.name)}</b>",
        escape(seller.street),
        f"{seller.postcode} {escape(seller.city)} – Portugal",
        f"{ident}: {seller.code}",
    ]
    if rng.random() < 0.7:
        seller_lines.append(f"NIF/VAT: {seller.vat_code}")
    else:
        seller_lines.append(f"VAT n.º {seller.vat_code}")
    seller_lines.append(f"Tel.: {phone} · geral@{domain}")
    reg_line = (
        f"Capital social: {capital} € · Matriculada na C.R.C. de {REGISTRY[seller.city]} sob o n.º único de "
        f"matrícula e de pessoa coletiva {seller.code}"
    )
    buyer_id_label = rng.choice(["NIF", "Contribuinte", "N.º Contribuinte", "NIF/VAT"])
    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        escape(buyer.street),
        f"{buyer.postcode} {escape(buyer.city)}",
    ]
    buyer_lines.append(rng.choice(["Lituânia", "LITUÂNIA", "Lithuania"]))
    show_buyer_code = not buyer.vat_code or rng.random() < 0.25
    if buyer.vat_code:
        buyer_lines.append(f"{buyer_id_label}: {buyer.vat_code}")
    if show_buyer_code:
        buyer_lines.append(f"Código de empresa: {buyer.code}")
    buyer_html = "<br>".join(buyer_lines)
    customer_no = str(rng.randint(1, 2999))
    terms = rng.choice([f"{days} dias", f"Pagamento a {days} dias", "Transferência bancária"])

    # --- the lines
    rows = []
    for it in doc.items:
        rows.append(
            f"<tr><td class=nw>{escape(it.code or '')}</td><td>{escape(it.name)}</td>"
            f"<td class=r>{quantity(it.quantity, 'lt')}</td><td>{it.unit}</td><td class=r>{a(it.price)}</td>"
            f"<td class=r>0,00</td><td class=r>{pct(it.vat_percent)}</td>"
            f"<td class=r>{a(it.subtotal)}</td></tr>"
        )
    disc = rng.choice(["Desc.", "Desc. %", "Desconto"])
    price_head = rng.choice(["Preço Unit.", "Pr. Unitário", "Preço"])
    value_head = rng.choice(["Valor", "Total Líquido", "Incidência"])
    table = (
        f"<table class=items><thead><tr><th>Artigo</th><th>Descrição</th><th class=r>Qtd.</th><th>Un.</th>"
        f"<th class=r>{price_head}</th><th class=r>{disc}</th><th class=r>IVA %</th>"
        f"<th class=r>{value_head}</th>"
        f"</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )

    # --- the VAT summary, the totals and the reasons
    goods = any(it.name not in SERVICES for it in doc.items)
    reason_code, reason = "", ""
    if rev:
        reason_code, reason = (
            ("M16", "Isento artigo 14.º do RITI")
            if goods
            else ("M40", "Autoliquidação – artigo 6.º n.º 6 a) do CIVA")
        )
    summary_rows = "".join(
        f"<tr><td>{RATE_NAMES.get(int(r), 'Reduzida')}</td>"
        f"<td class=r>{pct(r)}%</td><td class=r>{a(b)}</td><td class=r>{a(t)}</td>"
        f"<td>{reason_code if r == 0 else ''}</td></tr>"
        for r, (b, t) in rates.items()
    )
    summary = (
        "<table class=summary><caption>Quadro resumo do IVA</caption><tr><th>Descrição</th>"
        "<th class=r>Taxa</th><th class=r>Incidência</th><th class=r>Valor IVA</th><th>Motivo isenção</th>"
        f"</tr>{summary_rows}</table>"
    )
    sums = []
    if rng.random() < 0.5:
        sums.append(("Total Ilíquido", e(doc.net)))
        sums.append(("Total Descontos", e(Decimal(0))))
    sums += [("Total s/ IVA", e(doc.net)), ("Total IVA", e(doc.vat))]
    sums_html = "".join(f"<tr><td>{k}</td><td class=r>{v}</td></tr>" for k, v in sums)
    sums_html += f"<tr class=grand><td>Total a pagar</td><td class=r>{e(doc.gross)}</td></tr>"
    totals = f"<table class=sums>{sums_html}</table>"
    notes = []
    if rev:
        notes.append(
            f"Motivo de isenção {reason_code}: {reason}. Isento/Autoliquidação – IVA devido pelo adquirente."
        )
        if goods:
            notes.append("Transmissão intracomunitária de bens – artigo 138.º da Diretiva 2006/112/CE.")
        else:
            notes.append("Reverse charge – artigo 196.º da Diretiva 2006/112/CE.")
    notes_html = "".join(f"<p class=note>{escape(n)}</p>" for n in notes)
    pay_html = (
        f"<div class=pay><b>Dados para pagamento</b><br>{escape(seller.bank or '')}<br>"
        f"IBAN: {grouped(seller.iban)}<br>"
        + (f"NIB: {nib}<br>" if rng.random() < 0.4 else "")
        + f"BIC/SWIFT: {bic}<br>Condições de pagamento: {escape(terms)}</div>"
    )
    qr = qr_mark(rng, 26 if look != "erp" else 22, 33)
    signature = f"{marks}-Processado por programa certificado n.º {cert}"
    copy = rng.choice(["Original", "ORIGINAL", "Original (cliente)"])
    doc_id = f"FT {doc.number}"
    bens = (
        "Os bens/serviços foram colocados à disposição do adquirente na data e local do documento."
        if rng.random() < 0.6
        else ""
    )
    css = f"""@page{{size:A4;margin:10mm 12mm 10mm 12mm}}
body{{margin:0;font-family:{font};font-size:{size}pt;color:#222}}
.page{{min-height:277mm;display:flex;flex-direction:column}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
table.items{{width:100%;border-collapse:collapse;margin-top:5mm}}
table.items th{{text-align:left;padding:2px 4px;font-size:{size - 0.5}pt}}
table.items td{{padding:2px 4px;vertical-align:top}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
table.summary{{border-collapse:collapse;font-size:{size - 0.5}pt}}
table.summary caption{{text-align:left;font-weight:bold;padding-bottom:1mm}}
table.summary th,table.summary td{{padding:1px 6px;border-bottom:.4pt solid #bbb;text-align:left;
font-weight:normal}}
table.sums{{border-collapse:collapse;min-width:62mm}} table.sums td{{padding:2px 5px}}
table.sums tr.grand td{{font-weight:bold;font-size:{size + 2}pt}}
.note{{margin:2mm 0 0 0;font-size:{size - 0.5}pt}}
.pay{{line-height:1.45}}
.lab{{font-size:{size - 1.5}pt;color:#666}}
.cert{{font-size:7pt;color:#444}}
"""
    atcud_html = f"ATCUD: {atcud}"
    if look == "phc":
        grid = [
            ("V/ N.º Contrib.", buyer.vat_code or buyer.code),
            ("N.º Cliente", customer_no),
            ("Data de emissão", d(doc.issued)),
            ("Data de vencimento", d(doc.due)),
            ("Moeda", "EUR"),
            ("Cond. pagamento", escape(terms)),
        ]
        grid_html = (
            "<table class=grid><tr>"
            + "".join(f"<th>{k}</th>" for k, _ in grid)
            + "</tr><tr>"
            + "".join(f"<td>{v}</td>" for _, v in grid)
            + "</tr></table>"
        )
        css += f"""table.grid{{width:100%;border-collapse:collapse;margin-top:5mm}}
table.grid th{{background:#e8e8e8;border:.6pt solid #777;font-weight:normal;font-size:{size - 1}pt;
padding:1px 4px;text-align:left}}
table.grid td{{border:.6pt solid #777;padding:2px 4px}}
table.items th{{background:#e8e8e8;border:.6pt solid #777}} table.items td{{border-left:.6pt solid #777;
border-right:.6pt solid #777}}
table.items tbody tr:last-child td{{border-bottom:.6pt solid #777}}
.top{{display:flex;justify-content:space-between}} .sel{{line-height:1.4;width:95mm}}
.right{{width:80mm}} .copy{{text-align:right;font-style:italic}}
.title{{text-align:right;font-size:{size + 7}pt;font-weight:bold;margin:1mm 0 4mm 0}}
.cust{{border:.6pt solid #777;border-radius:2mm;padding:3mm;line-height:1.4}}
.bottom{{display:flex;justify-content:space-between;gap:5mm;margin-top:5mm}}
table.sums{{border:.6pt solid #777}} table.sums tr.grand td{{background:#e8e8e8;border-top:.6pt solid #777}}
.foot{{margin-top:auto;display:flex;justify-content:space-between;align-items:flex-end;
border-top:.6pt solid #777;padding-top:2mm}}
"""
        body = f"""<div class="top"><div class="sel">{_mark(rng, seller.name, accent, False)}
<div style="margin-top:3mm">{"<br>".join(seller_lines)}</div></div>
<div class="right"><div class="copy">{copy}</div><div class="title">Fatura {doc_id}</div>
<div class="lab">Exmo.(s) Sr.(s)</div><div class="cust">{buyer_html}</div></div></div>
{grid_html}{table}
<div class="bottom"><div>{summary}{notes_html}</div><div>{totals}</div></div>
<div class="bottom"><div class="pay">{pay_html}</div><div style="text-align:center">{qr}<br>
{atcud_html}</div></div>
<div class="foot"><div class="cert">{signature}<br>{escape(reg_line)}<br>{escape(bens)}</div>
<div class="cert">Pág. 1 de 1</div></div>"""
    elif look == "moloni":
        css += f""".band{{background:{accent};color:#fff;padding:5mm 6mm;display:flex;
justify-content:space-between;align-items:center}}
.band .t{{text-align:right}} .band .t b{{font-size:{size + 9}pt;font-weight:600;display:block}}
.cols{{display:flex;gap:8mm;margin-top:6mm}} .cols > div{{flex:1;line-height:1.45}}
.h{{font-size:{size - 1}pt;text-transform:uppercase;letter-spacing:1px;color:{accent};
border-bottom:.8pt solid {accent};margin-bottom:1.5mm}}
table.det td{{padding:1px 8px 1px 0}}
table.items th{{border-bottom:1.2pt solid {accent};color:{accent}}}
table.items td{{border-bottom:.4pt solid #ddd}}
.bottom{{display:flex;justify-content:space-between;gap:6mm;margin-top:5mm}}
table.sums tr.grand td{{background:{accent};color:#fff;padding:4px 6px}}
.qrbox{{display:flex;gap:4mm;align-items:center;margin-top:6mm}}
.foot{{margin-top:auto;font-size:7pt;color:#555;border-top:.5pt solid #ccc;padding-top:2mm;text-align:center}}
"""
        det = [
            ("Data de emissão", d(doc.issued)),
            ("Data de vencimento", d(doc.due)),
            ("N.º cliente", customer_no),
            ("Moeda", "EUR"),
            ("Condições", escape(terms)),
        ]
        det_html = "".join(f"<tr><td class=lab>{k}</td><td>{v}</td></tr>" for k, v in det)
        body = f"""<div class="band">{_mark(rng, seller.name, accent, True)}
<div class="t">{copy}<b>Fatura {doc_id}</b>{atcud_html}</div></div>
<div class="cols"><div><div class="h">Fornecedor</div>{"<br>".join(seller_lines)}</div>
<div><div class="h">Cliente</div>{buyer_html}</div>
<div><div class="h">Documento</div><table class="det">{det_html}</table></div></div>
{table}
<div class="bottom"><div>{summary}{notes_html}</div><div>{totals}</div></div>
<div class="qrbox">{qr}<div class="pay">{pay_html}</div></div>
<div class="foot">{escape(reg_line)}<br>{signature} · {atcud_html}<br>{escape(bens)}</div>"""
    else:
        load_place = f"{seller.street}, {seller.postcode} {seller.city}"
        unload_place = f"{buyer.street}, {buyer.postcode} {buyer.city}, Lituânia"
        load_time = f"{rng.randint(8, 17):02d}:{rng.choice(['00', '15', '30', '45'])}"
        dated = long_date(doc.issued, "pt") if rng.random() < 0.5 else d(doc.issued)
        css += f"""table.hdr{{width:100%;border-collapse:collapse}}
table.hdr td{{vertical-align:top;border:.6pt solid #444;padding:2mm}}
table.items th{{border-top:.8pt solid #000;border-bottom:.8pt solid #000}}
table.items tbody tr:nth-child(even) td{{background:#f3f3f3}}
.bottom{{display:flex;justify-content:space-between;gap:5mm;margin-top:4mm;border-top:.8pt solid #000;
padding-top:2mm}}
table.sums tr.grand td{{border-top:1pt solid #000;border-bottom:2.5pt double #000}}
.load{{font-size:{size - 1}pt;margin-top:3mm;display:flex;gap:6mm}} .load > div{{flex:1}}
.foot{{margin-top:auto;display:flex;gap:4mm;align-items:flex-end;font-size:7pt}}
"""
        body = f"""<table class="hdr"><tr><td style="width:55%">{_mark(rng, seller.name, accent, False)}
<div style="margin-top:2mm;line-height:1.35">
{"<br>".join(seller_lines)}</div></td>
<td><div style="display:flex;
justify-content:space-between"><b style="font-size:{size + 4}pt">FATURA</b><span>{copy}</span></div>
<div>N.º <b>{doc_id}</b></div><div>{atcud_html}</div><div>Data de emissão: {dated}</div>
<div>Data de vencimento: {d(doc.due)}</div><div>N.º cliente: {customer_no} · Moeda: EUR</div></td></tr>
<tr><td colspan="2"><div class="lab">Exmo.(s) Sr.(s)</div>{buyer_html}</td></tr></table>
<div class="load"><div><span class="lab">Local de carga:</span> {escape(load_place)}</div>
<div><span class="lab">Local de descarga:</span> {escape(unload_place)}</div>
<div><span class="lab">Data/hora de carga:</span> {d(doc.issued)} {load_time}</div></div>
{table}
<div class="bottom"><div>{summary}{notes_html}<div style="margin-top:3mm" class="pay">{pay_html}</div>
</div><div>{totals}</div></div>
<div class="foot">{qr}<div class="cert">{atcud_html}<br>{signature}<br>{escape(reg_line)}<br>
{escape(bens)}</div></div>"""
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css}</style></head><body>
<div class="page">{body}</div></body></html>"""
    truth = doc.truth(
        ("prekes_kodas", "prekes_pavadinimas", "quantity", "unit", "price", "vat_percent", "subtotal")
    )
    if not show_buyer_code:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
