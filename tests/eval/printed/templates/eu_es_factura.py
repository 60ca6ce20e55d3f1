"""A Spanish food exporter's "FACTURA" as Spanish small-business invoicing programs (Factusol, ContaSol,
a Holded or A3 template) print it: the supplier's mark, name, CIF and address at the top left, "FACTURA" and
a small dark-headed table of its number and date (Nº factura | Fecha | Página, or Serie | Número | Fecha) at
the right, a rounded "Datos del cliente" box of labelled rows (Cliente, NIF-IVA, Dirección, C.P. y
población, País) beside a box with the customer number, the payment method and the due date ("Vencimiento"),
a table "Concepto | Cantidad | Precio | Dto. | Importe" (a Código column first and a % IVA column on some;
on some a grey "Lote … · Cad. …" line under a product), an "Observaciones" box with the exemption mention
of an intra-Community supply, and at the foot of the page the totals as a horizontal band of boxes (Base
imponible | % IVA | Cuota IVA | TOTAL FACTURA, a row for each rate, empty recargo-de-equivalencia boxes on
some; or Base imponible | IVA 21 % | TOTAL), the payment line with the IBAN, the data-protection notice in
small print and, on most, the Registro Mercantil line running up the left margin. Dates dd/mm/yyyy
(dd-mm-yyyy or "5 de marzo de 2026" on some), amounts "1.234,56 €"."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, reverse, unbroken
from tests.eval.printed.templates.eu_it_es_common import MONTHS, Discounted, es_account, es_seller, percent
from tests.eval.printed.templates.eu_nl_fr_se_common import initials, supply
from tests.eval.printed.templates.lt_common import FONTS

CATALOGUE = [
    ("Aceite de oliva virgen extra, garrafa PET 5 l", "ud", 4, (22, 45)),
    ("Jamón de cebo ibérico 50 % raza ibérica, pieza 8 kg", "ud", 10, (180, 360)),
    ("Paleta ibérica de bellota loncheada, sobre 100 g", "ud", 10, (9, 18)),
    ("Queso manchego curado D.O.P., pieza 3 kg", "ud", 4, (38, 70)),
    ("Vino tinto D.O.Ca. Rioja Crianza, caja 6 botellas", "caja", 21, (42, 110)),
    ("Cava brut nature, caja 6 botellas", "caja", 21, (36, 85)),
    ("Bonito del norte en aceite de oliva, lata 250 g", "ud", 10, (3, 8)),
    ("Pimentón de la Vera D.O.P. ahumado dulce, lata 750 g", "ud", 10, (14, 28)),
    ("Arroz bomba D.O. Calasparra, saco 5 kg", "saco", 4, (18, 34)),
    ("Turrón de Jijona I.G.P., tableta 300 g", "ud", 10, (5, 11)),
    ("Azafrán en hebra categoría I, estuche 100 g", "ud", 10, (280, 520)),
    ("Aceitunas manzanilla rellenas de anchoa, tarro 1 kg", "ud", 10, (4, 9)),
    ("Palé europeo y film de embalaje", "ud", 21, (12, 25)),
    ("Portes: transporte refrigerado hasta destino", "servicio", 21, (180, 750)),
]
WHOLE = ("ud", "caja", "saco", "servicio")
FOOD = {name for name, _, rate, _ in CATALOGUE if rate != 21}
NAMES = [
    "Delicias Ibéricas", "Sabores de Castilla", "Gourmet Hispania Export", "La Despensa Ibérica",
    "Mediterránea de Alimentación", "Productos Selectos del Sur", "Olivar y Viña",
]  # fmt: skip
FORMS = ["S.L.", "S.L.", "S.A.", "S.L.U."]


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    seller = es_seller(rng, NAMES, FORMS)
    domestic = rng.random() < 0.35
    codes = rng.random() < 0.4
    doc = supply(seed, seller, domestic, CATALOGUE, WHOLE, language="es", codes=codes, lines=(2, 8))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code and seller.code
    discounts = rng.random() < 0.6
    items = []
    for it in doc.items:
        if it.unit == "servicio":
            it.quantity = Decimal(1)
        off: tuple[Decimal, ...] = ()
        if discounts and it.unit != "servicio" and rng.random() < 0.5:
            off = (Decimal(rng.choice([3, 5, 5, 10, 10, 12.5, 15, 20])),)
        items.append(Discounted(**vars(it), discounts=off))
    doc.items = list(items)
    seller.iban, seller.bank, bic = es_account(rng)
    sequence = int(doc.number) % 3000 + 1
    numbering = rng.randrange(3)
    if numbering == 0:
        doc.series, doc.number = None, f"{doc.issued.year}/{sequence:04d}"
    elif numbering == 1:
        doc.series, doc.number = rng.choice(["A", "F", "FV"]), f"{sequence:06d}"
    else:
        doc.series, doc.number = rng.choice(["A", "EX", "F"]), f"{sequence:05d}"

    font = rng.choice(FONTS)
    size = rng.choice([7.5, 8, 8.5, 9])
    accent = rng.choice(["#b5121b", "#c0561b", "#1b5e8c", "#2e5e2e", "#6b1f4f", "#3c3c3c"])
    date_style = rng.choice(["slash", "slash", "slash", "dash", "long"])
    thousands = rng.random() < 0.8
    rates = doc.rates()
    single = len(rates) == 1
    vat_column = not single or rng.random() < 0.35
    no_discount = rng.choice(["", "", "0,00", "0 %"])
    lots = rng.random() < 0.35
    zebra = rng.random() < 0.5
    band_by_rate = not single or rng.random() < 0.6
    surcharge = band_by_rate and rng.random() < 0.4
    register = rng.random() < 0.7
    show_vat = rng.random() < 0.5
    customer_no = f"{rng.randint(1, 9999):05d}" if rng.random() < 0.6 else f"CL{rng.randint(100, 999)}"
    days = (doc.due - doc.issued).days
    payment = rng.choice(["Transferencia bancaria", "Transferencia", f"Transferencia a {days} días"])

    def d(value: date) -> str:
        if date_style == "long":
            return f"{value.day} de {MONTHS['es'][value.month - 1]} de {value.year}"
        return value.strftime("%d-%m-%Y" if date_style == "dash" else "%d/%m/%Y")

    def a(value: Decimal) -> str:
        return amount(value, "lt-dot" if thousands else "lt-plain")

    def eur(value: Decimal) -> str:
        return f"{a(value)}\u00a0€"

    # the supplier
    brand = seller.name.rsplit(",", 1)[0]
    domain = brand.lower().translate(str.maketrans("áéíóúñ", "aeioun", " ")) + ".es"
    phone = f"+34 9{rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(100, 999)}"
    cif = rng.choice(["CIF", "NIF", "C.I.F."])
    vat_printed = f"ES {seller.code}" if rng.random() < 0.3 else seller.vat_code
    ids = f"{cif}: {seller.code}" + (f" · NIF-IVA: {vat_printed}" if show_vat else "")
    town = seller.city if seller.province == seller.city else f"{seller.city} ({seller.province})"
    mark = (
        f"<div class=mark>{escape(initials(brand))}</div>"
        if rng.random() < 0.6
        else "<div class=mark style='border-radius:50%'>&#10048;</div>"
    )
    supplier = (
        f"<div class=brandrow>{mark}<div><div class=brand>{escape(seller.name)}</div>"
        f"<div class=ids>{escape(ids)}</div></div></div>"
        f"{escape(seller.street)}<br>{seller.postcode} {escape(town)} – España<br>"
        f"Tel. {phone} · pedidos@{domain}<br>www.{domain}"
    )

    # the number and date
    if numbering == 0:
        head_cells = [("Nº factura", doc.number), ("Fecha", d(doc.issued)), ("Página", "1 de 1")]
    elif numbering == 1:
        head_cells = [("Nº factura", f"{doc.series}-{doc.number}"), ("Fecha", d(doc.issued))]
        if rng.random() < 0.5:
            head_cells.append(("Página", "1"))
    else:
        head_cells = [("Serie", doc.series or ""), ("Número", doc.number), ("Fecha", d(doc.issued))]
    number_table = (
        "<table class=num><tr>"
        + "".join(f"<th>{k}</th>" for k, _ in head_cells)
        + "</tr><tr>"
        + "".join(f"<td>{escape(v)}</td>" for _, v in head_cells)
        + "</tr></table>"
    )

    # the customer and the payment
    client_rows = [
        ("Cliente", f"<b>{escape(buyer.name)}</b>"),
        (rng.choice(["NIF-IVA", "NIF/VAT", "VAT"]), buyer.vat_code or "—"),
        ("Dirección", escape(buyer.street)),
        ("C.P. y población", unbroken(f"{buyer.postcode} {buyer.city}")),
        ("País", rng.choice(["Lituania", "LITUANIA", "Lituania (LT)"])),
    ]
    client = "".join(f"<tr><td class=k>{k}</td><td>{v}</td></tr>" for k, v in client_rows)
    order = f"PED-{rng.randint(1000, 9999)}" if rng.random() < 0.5 else None
    side_rows = [("Cód. cliente", customer_no), ("Forma de pago", payment), ("Vencimiento", d(doc.due))]
    if order:
        side_rows.append(("Su pedido", order))
    side = "".join(f"<tr><td class=k>{k}</td><td>{escape(v)}</td></tr>" for k, v in side_rows)

    # the lines
    def row(n: int, it: Discounted) -> str:
        name = escape(it.name)
        if lots and it.name in FOOD:
            name += (
                f"<div class=lot>Lote {rng.randint(10000, 99999)} · Cad. "
                f"{rng.randint(1, 12):02d}/{doc.issued.year + rng.randint(1, 2)}</div>"
            )
        off = f"{percent(it.discounts[0])}\u00a0%" if it.discounts else no_discount
        shade = " class=z" if zebra and n % 2 else ""
        return (
            f"<tr{shade}>"
            + (f"<td class=nw>{escape(it.code or '')}</td>" if codes else "")
            + f"<td>{name}</td><td class=r>{quantity(it.quantity, 'lt-plain')}</td>"
            + f"<td class=r>{a(it.price)}</td><td class=r>{off}</td>"
            + (f"<td class=r>{percent(it.vat_percent)}</td>" if vat_column else "")
            + f"<td class=r>{a(it.subtotal)}</td></tr>"
        )

    lines = [it for it in doc.items if isinstance(it, Discounted)]
    rows = "".join(row(n, it) for n, it in enumerate(lines))
    head = (
        ("<th>Código</th>" if codes else "")
        + "<th style='width:50%'>Concepto</th><th class=r>Cantidad</th><th class=r>Precio</th>"
        + "<th class=r>Dto.</th>"
        + ("<th class=r>% IVA</th>" if vat_column else "")
        + "<th class=r>Importe</th>"
    )

    # the observations
    notes = []
    if reverse(doc):
        notes.append(
            rng.choice(
                [
                    "Entrega intracomunitaria de bienes exenta de IVA (art. 25 de la Ley 37/1992 del IVA).",
                    "Operación exenta de IVA: entrega intracomunitaria, artículo 25 Ley 37/1992.",
                ]
            )
        )
    if order:
        notes.append(f"Mercancía servida según su pedido {order}.")
    notes.append(rng.choice(["Gracias por su confianza.", "La mercancía viaja por cuenta del comprador."]))
    observations = "<br>".join(escape(n) for n in notes)

    # the band of totals
    total_label = rng.choice(["TOTAL FACTURA", "TOTAL", "TOTAL FACTURA"])
    if band_by_rate:
        rate_sign = rng.random() < 0.5
        heads = ["Base imponible", "% IVA", "Cuota IVA"] + (["% R.E.", "Cuota R.E."] if surcharge else [])
        band_rows = [
            [a(base), f"{percent(r)}\u00a0%" if rate_sign else percent(r), a(tax)]
            + (["", ""] if surcharge else [])
            for r, (base, tax) in rates.items()
        ]
        boxes = "".join(
            f"<div class=box><div class=bh>{h}</div>"
            + "".join(f"<div class=bv>{cells[i]}</div>" for cells in band_rows)
            + "</div>"
            for i, h in enumerate(heads)
        )
    else:
        (rate, (base, tax)) = next(iter(rates.items()))
        boxes = (
            f"<div class=box><div class=bh>Base imponible</div><div class=bv>{eur(base)}</div></div>"
            f"<div class=box><div class=bh>IVA {percent(rate)}\u00a0%</div>"
            f"<div class=bv>{eur(tax)}</div></div>"
        )
    band = (
        f"<div class=band>{boxes}<div class='box total'><div class=bh>{total_label}</div>"
        f"<div class=bv>{eur(doc.gross)}</div></div></div>"
    )
    iban = grouped(seller.iban) if rng.random() < 0.6 else seller.iban
    pay_line = (
        f"<b>Forma de pago:</b> {escape(payment)} · <b>Vencimiento:</b> {d(doc.due)}<br>"
        f"<b>{escape(seller.bank or '')}</b> · IBAN <span class=nw>{iban}</span> · BIC {bic}"
    )
    privacy = (
        f"De conformidad con el Reglamento (UE) 2016/679 (RGPD) y la LO 3/2018, le informamos de que sus "
        f"datos son tratados por {seller.name} con la finalidad de gestionar la relación comercial. Puede "
        f"ejercer sus derechos de acceso, rectificación, supresión, oposición y portabilidad escribiendo a "
        f"lopd@{domain}."
    )
    register_html = ""
    if register:
        letter = {"Madrid": "M", "Barcelona": "B", "Valencia": "V", "Sevilla": "SE", "Jaén": "J"}.get(
            seller.province, seller.province[:2].upper()
        )
        register_html = (
            f"<div class=reg>Inscrita en el Registro Mercantil de {escape(seller.province)}, Tomo "
            f"{rng.randint(1000, 9999)}, Libro {rng.randint(100, 999)}, Folio {rng.randint(1, 220)}, Hoja "
            f"{letter}-{rng.randint(10000, 99999)}, Inscripción 1ª · {cif} {seller.code}</div>"
        )

    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:0}}
body{{font-family:{font};font-size:{size}pt;color:#222;margin:0}}
.page{{position:relative;min-height:297mm;box-sizing:border-box;padding:12mm 12mm 9mm 17mm;display:flex;
flex-direction:column}}
.reg{{position:absolute;left:5mm;bottom:20mm;writing-mode:vertical-rl;transform:rotate(180deg);
font-size:6pt;color:#666;white-space:nowrap}}
.top{{display:flex;justify-content:space-between;align-items:flex-start;gap:8mm}}
.sup{{line-height:1.4}}
.brandrow{{display:flex;align-items:center;gap:3mm;margin-bottom:2mm}}
.mark{{width:12mm;height:12mm;background:{accent};color:#fff;display:flex;align-items:center;
justify-content:center;font-weight:bold;font-size:{size + 5}pt;border-radius:2mm}}
.brand{{font-size:{size + 4}pt;font-weight:bold;color:{accent}}} .ids{{font-weight:bold}}
.title{{text-align:right;font-size:{size + 15}pt;font-weight:bold;color:{accent};letter-spacing:2px}}
table.num{{border-collapse:collapse;margin:2mm 0 0 auto}}
table.num th{{background:{accent};color:#fff;font-weight:normal;padding:2px 8px;font-size:{size - 0.5}pt}}
table.num td{{border:.7pt solid {accent};padding:3px 8px;text-align:center;font-weight:bold}}
.row{{display:flex;gap:5mm;margin-top:6mm;align-items:stretch}}
.client{{flex:1.5;border:.8pt solid {accent};border-radius:2.5mm;overflow:hidden}}
.payment{{flex:1;border:.8pt solid #999;border-radius:2.5mm;overflow:hidden}}
.cap{{background:{accent};color:#fff;padding:2px 6px;font-weight:bold}} .payment .cap{{background:#888}}
table.kv{{border-collapse:collapse;margin:2px 4px}} table.kv td{{padding:1px 4px;vertical-align:top}}
td.k{{color:#666;white-space:nowrap}}
table.items{{width:100%;border-collapse:collapse;margin-top:6mm}}
table.items th{{text-align:left;padding:3px 5px;border-bottom:1.5pt solid {accent};color:{accent};
font-size:{size - 0.5}pt;text-transform:uppercase}}
table.items td{{padding:3px 5px;border-bottom:.5pt dotted #aaa;vertical-align:top}}
table.items tr.z td{{background:#f2f2f2}}
.lot{{font-size:{size - 1.5}pt;color:#777}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
.obs{{margin-top:5mm;border:.6pt solid #bbb;padding:2mm 3mm;line-height:1.4}}
.obs .k{{color:#666;font-size:{size - 1}pt;text-transform:uppercase}}
.band{{margin-top:auto;display:flex;gap:2mm;align-items:stretch}}
.box{{flex:1;border:.8pt solid #777;text-align:center}}
.bh{{background:#e6e6e6;padding:2px 3px;font-size:{size - 1}pt;border-bottom:.6pt solid #777}}
.bv{{padding:4px 3px;white-space:nowrap}}
.box.total{{flex:1.4;border:1.2pt solid {accent}}} .box.total .bh{{background:{accent};color:#fff;
font-weight:bold}}
.box.total .bv{{font-size:{size + 4}pt;font-weight:bold}}
.pay{{margin-top:3mm;line-height:1.4}}
.privacy{{margin-top:3mm;font-size:6pt;color:#777;text-align:justify}}
</style></head><body><div class="page">{register_html}
<div class="top"><div class="sup">{supplier}</div>
<div><div class="title">FACTURA</div>{number_table}</div></div>
<div class="row"><div class="client"><div class="cap">Datos del cliente</div>
<table class="kv">{client}</table></div>
<div class="payment"><div class="cap">Datos de pago</div><table class="kv">{side}</table></div></div>
<table class="items"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>
<div class="obs"><div class="k">Observaciones</div>{observations}</div>
<div style="height:8mm"></div>
{band}
<div class="pay">{pay_line}</div>
<div class="privacy">{escape(privacy)}</div>
</div></body></html>"""
    fields: tuple[str, ...] = ("prekes_pavadinimas", "quantity", "price", "subtotal")
    fields += ("vat_percent",) if vat_column else ()
    fields += ("prekes_kodas",) if codes else ()
    truth = doc.truth(fields)
    truth.pop("buyer_id", None)
    return Printed(html, truth)
