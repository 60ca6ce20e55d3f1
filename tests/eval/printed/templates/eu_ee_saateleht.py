"""An Estonian wholesaler's "Arve-saateleht" (an invoice that is also the waybill of the goods), as
Estonian accounting programs (the Merit Aktiva / Directo / SmartAccounts kind) print it for a
Lithuanian customer. Three layouts: the plain one ("ARVE-SAATELEHT nr …" at the top, "Müüja" and
"Ostja" side by side with "Reg. nr" and "KMKR", a "Kaubasaaja" block, "Arve kuupäev", "Maksetähtaeg",
"Viitenumber", a goods table "Kood | Nimetus | Ühik | Kogus | Hind | Summa"), the boxed form (the title
and a box of the invoice's data at the right, three framed boxes for Müüja / Ostja / Kaubasaaja, a
numbered grid with "Jrk") and the ruled one (the parties as label / value rows, "Kaubasaaja" and the
dates on lines of their own, a "KM %" column in the goods table). Totals "Summa km-ta", "Käibemaks
24 %" (or "Käibemaks 0 %" with the note of an intra-Community supply, KMS § 15 lg 3 p 2, when the
buyer gives a VAT number), "Kokku", "Tasumisele kuulub"; then the seller's bank accounts, the
late-payment interest ("Viivis 0,1% päevas") and the signature lines "Väljastas" / "Vastu võttis".
Dates "12.03.2026"; amounts "1 234,56" or "1234.56"."""

from __future__ import annotations

import random
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.doc import Item
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import account, grouped, unbroken
from tests.eval.printed.templates.eu_round8_common import ee_reference, ee_seller, supply
from tests.eval.printed.templates.lt_common import FONTS

CATALOGUE = [
    ("Puitlaast EUR 1200x800, kasutatud", "tk", 24, (6, 14)),
    ("Kuivsegu plaatimisliim C2TE, 25 kg", "kott", 24, (9, 18)),
    ("Höövelpuit kuusk 45x95 mm, kuivatatud", "jm", 24, (1.2, 3.5)),
    ("Isekeermestav kruvi 4,2x25 mm, 1000 tk pakis", "pk", 24, (8, 22)),
    ("Mineraalvill ISOVER KL-37, 100 mm", "m2", 24, (3, 7)),
    ("Tööstuslik puhastusvahend, 10 l kanister", "tk", 24, (18, 45)),
    ("Kaitsekindad nitriil, suurus L, 100 tk karbis", "karp", 24, (5, 12)),
    ("Kaabelkanal valge 40x60 mm, 2 m", "tk", 24, (3, 9)),
    ("Veekindel vineer 18 mm, 1250x2500", "leht", 24, (38, 72)),
    ("Kiletatud pakendikile 500 mm x 300 m", "rull", 24, (9, 19)),
    ("Kohv ubadena, 1 kg", "kg", 24, (14, 26)),
    ("Kontoripaber A4 80 g, 5 x 500 lehte", "kast", 24, (17, 29)),
    ("Transporditeenus Tallinn–Vilnius", "reis", 24, (280, 620)),
]
WHOLE = ("tk", "kott", "pk", "karp", "leht", "rull", "kast", "reis")
NAMES = ["Põhjala Hulgi", "Saare Puit", "Läänemere Kaubandus", "Pärnu Ehitusmaterjalid", "Toompea Tarne",
         "Emajõe Varustus", "Virumaa Pakend"]  # fmt: skip
PLACES = [
    ("Peterburi tee", "11415", "Tallinn"),
    ("Mustamäe tee", "10616", "Tallinn"),
    ("Ringtee", "50105", "Tartu"),
    ("Tallinna mnt", "80041", "Pärnu"),
    ("Suur-Sõjamäe", "11415", "Tallinn"),
    ("Betooni", "51014", "Tartu"),
]
PEOPLE = ["Kadri Tamm", "Marko Saar", "Liis Mägi", "Andres Kask", "Triin Sepp", "Rein Ilves"]


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    street, postcode, city = rng.choice(PLACES)
    seller = ee_seller(rng, f"{rng.choice(NAMES)} {rng.choice(['OÜ', 'OÜ', 'AS'])}",
                       f"{street} {rng.randint(1, 120)}", postcode, city)  # fmt: skip
    layout = ("plain", "boxed", "rows")[seed % 3]
    codes = True
    doc = supply(seed, seller, (24,), CATALOGUE, WHOLE, lines=(2, 9), codes=codes)
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code and seller.iban
    zero = buyer.vat_code is not None and rng.random() < 0.6
    if zero:
        for it in doc.items:
            it.vat_percent = Decimal(0)
    for it in doc.items:
        if it.unit == "reis":
            it.quantity = Decimal(rng.choice([1, 1, 2]))
        it.code = (
            f"{rng.randint(1000, 99999)}"
            if rng.random() < 0.7
            else f"{it.name[:2].upper()}-{rng.randint(100, 999)}"
        )
    doc.series = None
    doc.number = str(int(doc.number) % 90000 + 10000)
    reference = ee_reference(doc.number)
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    style = rng.choice(["lt", "lt", "plain-dot"])
    buyer_code = rng.random() < 0.75
    buyer_vat = buyer.vat_code is not None and (zero or rng.random() < 0.7)
    delivery = rng.random() < 0.5
    issuer = rng.choice(PEOPLE)
    order = f"{rng.randint(100, 9999)}" if rng.random() < 0.5 else None
    days = (doc.due - doc.issued).days
    phone = f"+372 {rng.randint(600, 799)} {rng.randint(1000, 9999)}"

    def d(value: object) -> str:
        return value.strftime("%d.%m.%Y")  # type: ignore[attr-defined, no-any-return]

    def num(value: Decimal) -> str:
        return amount(value, style)

    def q(it: Item) -> str:
        return quantity(it.quantity, "lt" if style == "lt" else "plain-dot")

    ((rate, (_, tax)),) = doc.rates().items()
    bank2 = None
    if rng.random() < 0.5:
        iban2, name2, _ = account(rng, "EE")
        if name2 != seller.bank:
            bank2 = (iban2, name2)

    def party(p_name: str, code: str | None, vat: str | None, address: str, country: str) -> str:
        out = f"<b>{escape(p_name)}</b><br>"
        if code:
            out += f"Reg. nr {code}<br>"
        if vat:
            out += f"KMKR {vat}<br>"
        return out + f"{unbroken(address)}, {country}"

    s_html = party(seller.name, seller.code, seller.vat_code, seller.address, "Eesti")
    b_html = party(buyer.name, buyer.code if buyer_code else None, buyer.vat_code if buyer_vat else None,
                   buyer.address, "Leedu")  # fmt: skip
    if delivery:
        place = (
            f"{rng.choice(['Sandėlių g.', 'Pramonės g.', 'Terminalo g.'])} {rng.randint(1, 40)}, {buyer.city}"
        )
        k_html = f"{escape(buyer.name)}<br>Tarneaadress: {escape(place)}, Leedu"
    else:
        k_html = "Sama mis ostja"
    numbered = layout == "boxed"
    km = layout == "rows"
    head = ("<th>Jrk</th>" if numbered else "") + "<th>Kood</th><th>Nimetus</th><th>Ühik</th>"
    head += "<th class=r>Kogus</th><th class=r>Hind</th>" + ("<th class=r>KM %</th>" if km else "")
    head += "<th class=r>Summa</th>"
    rows = "".join(
        "<tr>"
        + (f"<td>{i}</td>" if numbered else "")
        + f"<td class=nw>{escape(it.code or '')}</td><td>{escape(it.name)}</td><td>{escape(it.unit)}</td>"
        f"<td class=r>{q(it)}</td><td class=r>{num(it.price)}</td>"
        + (f"<td class=r>{it.vat_percent.normalize():f}</td>" if km else "")
        + f"<td class=r>{num(it.subtotal)}</td></tr>"
        for i, it in enumerate(doc.items, 1)
    )
    vat_label = (
        f"Käibemaks {rate.normalize():f} %" if rng.random() < 0.6 else f"Käibemaks {rate.normalize():f}%"
    )
    tot_html = (
        f"<tr><td>Summa km-ta</td><td class=r>{num(doc.net)}</td></tr>"
        f"<tr><td>{vat_label}</td><td class=r>{num(tax)}</td></tr>"
        f"<tr><td>Kokku</td><td class=r>{num(doc.gross)}</td></tr>"
        f"<tr class=g><td>Tasumisele kuulub</td><td class=r>{num(doc.gross)} EUR</td></tr>"
    )
    notes = []
    if zero:
        notes.append(
            rng.choice(
                [
                    "Ühendusesisene kaubatarne, käibemaksumäär 0% (KMS § 15 lg 3 p 2).",
                    "Käibemaksuvaba ühendusesisene kaubatarne – Direktiiv 2006/112/EÜ art 138.",
                ]
            )
        )
    notes.append(
        f"Palume tasuda hiljemalt {d(doc.due)}. Viivis {rng.choice(['0,1', '0,15', '0,05'])}% päevas."
    )
    if rng.random() < 0.5:
        notes.append("Kauba omandiõigus läheb ostjale üle pärast arve täielikku tasumist.")
    notes_html = "".join(f"<div class=note>{escape(x)}</div>" for x in notes)
    banks = f"{escape(seller.bank or '')} {grouped(seller.iban)}"
    if bank2:
        banks += f"<br>{escape(bank2[1])} {grouped(bank2[0])}"
    sign = f"""<div class=sign><div>Väljastas: <span class=ln>{escape(issuer)}</span></div>
<div>Vastu võttis: <span class=ln>&nbsp;</span></div></div>
<div class=sign2><div>(nimi, allkiri)</div><div>(nimi, allkiri, kuupäev)</div></div>"""

    if layout == "plain":
        meta = [("Arve kuupäev", d(doc.issued)), ("Maksetähtaeg", f"{d(doc.due)} ({days} päeva)")]
        meta.append(("Viitenumber", reference))
        if order:
            meta.append(("Tellimus", order))
        meta_html = "".join(f"<tr><td class=k>{k}:</td><td>{v}</td></tr>" for k, v in meta)
        body = f"""<div class=title>ARVE-SAATELEHT nr {doc.number}</div>
<div class=two><div><div class=lab>Müüja</div>{s_html}</div>
<div><div class=lab>Ostja</div>{b_html}</div></div>
<div class=two><div><div class=lab>Kaubasaaja</div>{k_html}</div>
<div><table class=kv>{meta_html}</table></div></div>
<table class="items lined"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>
<div class=totwrap><table class=tot>{tot_html}</table></div>
{notes_html}<div class=bank><b>Arveldusarve:</b><br>{banks}</div>{sign}"""
    elif layout == "rows":

        def kv(rows: list[tuple[str, str]]) -> str:
            return "".join(f"<tr><td class=k>{k}:</td><td>{v}</td></tr>" for k, v in rows if v)

        s_rows: list[tuple[str, str]] = [
            ("Müüja", f"<b>{escape(seller.name)}</b>"),
            ("Reg. nr", seller.code or ""),
        ]
        s_rows += [("KMKR", seller.vat_code or ""), ("Aadress", unbroken(seller.address) + ", Eesti")]
        b_rows: list[tuple[str, str]] = [("Ostja", f"<b>{escape(buyer.name)}</b>")]
        b_rows.append(("Reg. nr", (buyer.code or "") if buyer_code else ""))
        b_rows.append(("KMKR", (buyer.vat_code or "") if buyer_vat else ""))
        b_rows.append(("Aadress", unbroken(buyer.address) + ", Leedu"))
        line = f"Arve kuupäev: <b>{d(doc.issued)}</b> &nbsp; Maksetähtaeg: <b>{d(doc.due)}</b> &nbsp; "
        line += f"Viitenumber: <b>{reference}</b>" + (f" &nbsp; Tellimus: {order}" if order else "")
        body = f"""<div class=top><div class=logo>{escape(seller.name)}</div>
<div class=btitle>Arve-saateleht nr {doc.number}</div></div>
<div class=rule></div>
<div class=two><div><table class=kv>{kv(s_rows)}</table></div>
<div><table class=kv>{kv(b_rows)}</table></div></div>
<div class=meta>Kaubasaaja: {k_html.replace("<br>", ", ")}</div><div class=meta>{line}</div>
<table class="items lined"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>
<div class=totwrap><table class=tot>{tot_html}</table></div>
{notes_html}{sign}<div class=foot>{escape(seller.name)} · Reg. nr {seller.code} · KMKR {seller.vat_code} ·
{phone}<br>{banks}</div>"""
    else:
        meta = [("Arve nr", f"<b>{doc.number}</b>"), ("Arve kuupäev", d(doc.issued))]
        meta += [("Maksetähtaeg", d(doc.due)), ("Viitenumber", reference)]
        if order:
            meta.append(("Tellimuse nr", order))
        meta_html = "".join(f"<tr><td class=k>{k}</td><td>{v}</td></tr>" for k, v in meta)
        body = f"""<div class=top><div><div class=logo>{escape(seller.name)}</div>
<div class=small>{unbroken(seller.address)}<br>Tel {phone}</div></div>
<div><div class=btitle>Arve-saateleht</div><table class="kv framed">{meta_html}</table></div></div>
<div class=three><div class=box><div class=lab>Müüja</div>{s_html}</div>
<div class=box><div class=lab>Ostja</div>{b_html}</div>
<div class=box><div class=lab>Kaubasaaja</div>{k_html}</div></div>
<table class="items grid"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>
<div class=totwrap><table class="tot framed">{tot_html}</table></div>
{notes_html}{sign}<div class=foot>{escape(seller.name)} · Reg. nr {seller.code} ·
KMKR {seller.vat_code}<br>{banks}</div>"""
    html = f"""<!doctype html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:13mm 14mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.page{{min-height:268mm;display:flex;flex-direction:column}}
.rule{{border-top:1.5pt solid #111;margin:2mm 0 4mm 0}} .meta{{margin:1mm 0}}
.title{{font-size:{size + 6}pt;font-weight:bold;margin:2mm 0 5mm 0}}
.two{{display:flex;gap:10mm;margin-bottom:4mm}} .two>div{{flex:1;line-height:1.4}}
.three{{display:flex;gap:3mm;margin:4mm 0}} .box{{flex:1;border:.8pt solid #333;padding:2mm;line-height:1.4}}
.lab{{font-size:{size - 1}pt;color:#555;text-transform:uppercase;margin-bottom:1mm}}
table.kv td{{padding:1px 6px 1px 0}} td.k{{color:#444;white-space:nowrap}}
table.framed{{border:.8pt solid #333;border-collapse:collapse}} table.framed td{{padding:2px 6px}}
.top{{display:flex;justify-content:space-between;align-items:flex-start}}
.logo{{font-size:{size + 7}pt;font-weight:bold}} .small{{font-size:{size - 1}pt;color:#444;line-height:1.4}}
.btitle{{font-size:{size + 5}pt;font-weight:bold;text-align:right;margin-bottom:2mm}}
table.items{{width:100%;border-collapse:collapse;margin-top:3mm}}
table.items th{{text-align:left;padding:3px 4px}} table.items td{{padding:3px 4px;vertical-align:top}}
table.grid th,table.grid td{{border:.6pt solid #333}} table.grid th{{background:#e6e6e6}}
table.lined th{{border-top:1pt solid #111;border-bottom:1pt solid #111}}
table.lined td{{border-bottom:.4pt solid #bbb}}
.r{{text-align:right!important;white-space:nowrap}} .nw{{white-space:nowrap}}
.totwrap{{display:flex;justify-content:flex-end;margin-top:3mm}}
table.tot{{border-collapse:collapse;min-width:72mm}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.2pt solid #111;font-size:{size + 1}pt}}
.note{{margin-top:2mm}} .bank{{margin-top:4mm;line-height:1.4}}
.sign{{display:flex;justify-content:space-between;margin-top:12mm}}
.sign2{{display:flex;justify-content:space-between;font-size:{size - 2}pt;color:#555;padding:0 25mm}}
.ln{{display:inline-block;min-width:50mm;border-bottom:.7pt solid #333}}
.foot{{margin-top:auto;border-top:.5pt solid #999;padding-top:2mm;font-size:{size - 1.5}pt;
text-align:center;color:#444}}
</style></head><body><div class=page>
{body}
</div></body></html>"""
    fields = ("prekes_pavadinimas", "prekes_kodas", "unit", "quantity", "price", "subtotal")
    truth = doc.truth((*fields, "vat_percent") if km else fields)
    if not buyer_code:
        truth.pop("buyer_id", None)
    if not buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
