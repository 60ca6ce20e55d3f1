"""A Croatian supplier's "RAČUN" (an R-1 invoice) to a Lithuanian company, as a Croatian invoicing program
prints it for fiscalisation: the seller "d.o.o." (or "j.d.o.o.") with "OIB" and the VAT number "HR" +
OIB, "Broj računa: 123/1/1" (the invoice's sequence / business premises / charging device, one number
with no series), "Datum i vrijeme izdavanja", "Datum dospijeća", "Način plaćanja", the Lithuanian "Kupac"
with its VAT code, a table "R.br. · Opis · Kol. · Jed. mjera · Cijena · Iznos" (on some seeds a "Šifra"
column and a "Rabat %" column that stays 0), "Ukupno", "PDV 0 %" with the reverse-charge remark
("Prijenos porezne obveze" / "Oslobođeno PDV-a temeljem čl. 41 Zakona o PDV-u") or "PDV 25 %" on some,
"Za platiti" / "Sveukupno", the seller's "IBAN: HR…", and the fiscal "ZKI" and "JIR" codes (hex, not
amounts). Currency EUR.

Truth: the Croatian seller (OIB as its register code, HR VAT code, IBAN), the Lithuanian buyer, the
document number as printed with no series, the dates and the lines as the table shows them."""

from __future__ import annotations

import random
import uuid
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from stdnum import iban as std_iban
from stdnum.eu import vat as eu_vat
from stdnum.iso7064 import mod_11_10

from tests.eval.lt_data import vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, draw
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.lt_common import FONTS

GOODS = [
    ("Maslinovo ulje ekstra djevičansko 5 l", "kom", 0, (28.0, 45.0)),
    ("Lavandino eterično ulje 10 ml", "kom", 0, (3.5, 7.0)),
    ("Morska sol Nin 1 kg", "kom", 0, (2.0, 4.5)),
    ("Drvena paleta EUR 1200x800", "kom", 0, (9.0, 16.0)),
    ("Aluminijski profil 40x40, 6 m", "kom", 0, (22.0, 48.0)),
    ("Usluga prijevoza robe Zagreb - Vilnius", "usl.", 0, (450.0, 1200.0)),
    ("Tehničko savjetovanje (po satu)", "h", 0, (40.0, 85.0)),
    ("Izrada web aplikacije - faza 2", "usl.", 0, (900.0, 4200.0)),
    ("Brodski konop PP 12 mm", "m", 0, (0.8, 2.2)),
    ("Vino Plavac mali 0,75 l", "boc", 0, (6.0, 14.0)),
    ("Keramičke pločice 30x60", "m2", 0, (12.0, 28.0)),
    ("Licenca softvera (godišnja)", "kom", 0, (120.0, 600.0)),
]
NAMES = [
    "Jadran Trade",
    "Dalmacija Export",
    "Istra Tech",
    "Kvarner Logistika",
    "Slavonija Agro",
    "Mare Nostrum",
]
PLACES = [
    ("Ilica", "10000", "Zagreb"),
    ("Savska cesta", "10000", "Zagreb"),
    ("Ulica Domovinskog rata", "21000", "Split"),
    ("Riva", "51000", "Rijeka"),
    ("Ulica Ivana Gundulića", "31000", "Osijek"),
    ("Obala kneza Branimira", "23000", "Zadar"),
]
# the city's locative, as the commercial court's name takes it ("Trgovački sud u Rijeci")
COURTS = {"Zagreb": "Zagrebu", "Split": "Splitu", "Rijeka": "Rijeci", "Osijek": "Osijeku", "Zadar": "Zadru"}
NUMERIC = ("Kol.", "Cijena", "Rabat %", "PDV %", "Iznos")
BANKS = [
    ("2340009", "Privredna banka Zagreb d.d."),
    ("2360000", "Zagrebačka banka d.d."),
    ("2484008", "Raiffeisenbank Austria d.d."),
]


def _oib(rng: random.Random) -> str:
    body = "".join(rng.choice("0123456789") for _ in range(10))
    return body + mod_11_10.calc_check_digit(body)


def _hr_iban(rng: random.Random, bank: str) -> str:
    bban = bank + "".join(rng.choice("0123456789") for _ in range(10))
    # H=17, R=27: the IBAN check digits over the BBAN followed by the country and 00
    check = 98 - int(bban + "172700") % 97
    return f"HR{check:02d}{bban}"


def _seller(rng: random.Random) -> Foreign:
    street, postcode, city = rng.choice(PLACES)
    oib = _oib(rng)
    bank, bank_name = rng.choice(BANKS)
    iban = _hr_iban(rng, bank)
    assert eu_vat.is_valid("HR" + oib) and std_iban.is_valid(iban)
    return Foreign(
        name=f"{rng.choice(NAMES)} {rng.choice(['d.o.o.', 'd.o.o.', 'j.d.o.o.'])}",
        code=oib,
        vat_code="HR" + oib,
        street=f"{street} {rng.randint(1, 160)}",
        city=city,
        postcode=postcode,
        country="HR",
        iban=iban,
        bank=bank_name,
    )


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 7), catalogue=GOODS, rates=(0,), series=False)
    rng = random.Random(f"eu_hr_racun-{seed}")
    doc.seller = seller = _seller(rng)
    buyer = doc.buyer
    assert buyer is not None
    if buyer.vat_code is None:
        # an intra-EU supply names the buyer's VAT number
        buyer.vat_code = vat_code(rng)
    domestic_rate = rng.random() < 0.25
    for item in doc.items:
        item.vat_percent = Decimal(25 if domestic_rate else 0)
        # pieces, bottles and services come whole; metres, square metres and hours in tenths or halves
        if item.unit in ("kom", "boc", "usl."):
            item.quantity = Decimal(rng.choice([1, 1, 2, 4, 10, 24, 50] if item.unit != "usl." else [1]))
        elif item.unit == "h":
            item.quantity = Decimal(rng.randint(2, 60)) / 2
    premises, device = rng.randint(1, 3), rng.randint(1, 4)
    doc.number = f"{rng.randint(1, 2400)}/{premises}/{device}"
    doc.series = None
    doc.due = doc.issued + timedelta(days=rng.choice([8, 15, 30, 45]))
    issued_time = f"{rng.randint(7, 19):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"

    style = rng.choice(["lt-dot", "lt-dot", "lt-plain"])
    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    accent = rng.choice(["#0b4f8a", "#b22222", "#333333", "#1f6f5c"])
    code_col = rng.random() < 0.4
    rabat_col = rng.random() < 0.35
    buyer_right = rng.random() < 0.5

    def a(value: Decimal) -> str:
        return amount(value, style)

    def d(value: date) -> str:
        return value.strftime("%d.%m.%Y.")

    head = ["R.br."] + (["Šifra"] if code_col else []) + ["Opis", "Kol.", "Jed. mjera", "Cijena"]
    head += (["Rabat %"] if rabat_col else []) + ["PDV %", "Iznos"]
    rows = []
    for n, item in enumerate(doc.items, 1):
        cells = [f"<td class=c>{n}.</td>"]
        if code_col:
            cells.append(f"<td>{rng.randint(100, 9999):05d}</td>")
        cells += [
            f"<td>{escape(item.name)}</td>",
            f"<td class=r>{quantity(item.quantity, style)}</td>",
            f"<td class=c>{item.unit}</td>",
            f"<td class=r>{a(item.price)}</td>",
        ]
        if rabat_col:
            cells.append("<td class=r>0,00</td>")
        cells += [f"<td class=r>{item.vat_percent}</td>", f"<td class=r>{a(item.subtotal)}</td>"]
        rows.append("<tr>" + "".join(cells) + "</tr>")
    table = (
        '<table class="it"><tr>'
        + "".join(f"<th{' class=r' if h in NUMERIC else ''}>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    rate = "25" if domestic_rate else "0"
    grand = rng.choice(["Za platiti", "Sveukupno", "UKUPNO ZA PLATITI"])
    totals = (
        f'<table class="tot"><tr><td>Ukupno (osnovica)</td><td class=r>{a(doc.net)} EUR</td></tr>'
        f"<tr><td>PDV {rate} %</td><td class=r>{a(doc.vat)} EUR</td></tr>"
        f"<tr class=g><td>{grand}</td><td class=r>{a(doc.gross)} EUR</td></tr></table>"
    )
    remark = (
        ""
        if domestic_rate
        else '<div class="note">'
        + rng.choice(
            [
                "Prijenos porezne obveze – PDV obračunava primatelj (čl. 17. st. 1. Zakona o PDV-u).",
                "Oslobođeno PDV-a temeljem čl. 41. st. 1. Zakona o PDV-u – isporuka u drugu državu "
                "članicu EU. Reverse charge.",
                "Prijenos porezne obveze (reverse charge), čl. 196. Direktive 2006/112/EZ.",
            ]
        )
        + "</div>"
    )
    zki = uuid.UUID(int=rng.getrandbits(128)).hex
    jir = str(uuid.UUID(int=rng.getrandbits(128)))
    seller_html = (
        f'<div class="sel"><div class="nm">{escape(seller.name)}</div>'
        f"<div>{escape(seller.street)}, {seller.postcode} {escape(seller.city)}</div>"
        f"<div>OIB: {seller.code}</div><div>PDV ID: {seller.vat_code}</div>"
        f"<div>IBAN: {seller.iban}</div><div class=muted>{escape(seller.bank or '')}</div></div>"
    )
    buyer_html = (
        f'<div class="buy"><div class="lab">Kupac</div><div class="nm">{escape(buyer.name)}</div>'
        f"<div>{escape(buyer.address)}</div><div>Litva (LT)</div>"
        f"<div>PDV ID: {buyer.vat_code}</div><div>Reg. br.: {buyer.code}</div></div>"
    )
    meta = (
        '<table class="meta">'
        f"<tr><td>Broj računa:</td><td><b>{doc.number}</b></td></tr>"
        f"<tr><td>Datum i vrijeme izdavanja:</td><td>{d(doc.issued)} {issued_time}</td></tr>"
        f"<tr><td>Datum isporuke:</td><td>{d(doc.issued)}</td></tr>"
        f"<tr><td>Datum dospijeća:</td><td>{d(doc.due)}</td></tr>"
        f"<tr><td>Način plaćanja:</td><td>{rng.choice(['Transakcijski račun', 'Virman'])}</td></tr>"
        f"<tr><td>Oznaka operatera:</td><td>{rng.choice(['ANA', 'IVO', 'MK', 'op1'])}</td></tr></table>"
    )
    parties = (
        f'<div class="row">{meta}{buyer_html}</div>'
        if buyer_right
        else f'<div class="row">{buyer_html}{meta}</div>'
    )
    issuer = rng.choice(["Ana Horvat", "Ivan Kovačević", "Marija Babić", "Luka Marić"])
    mbs, capital = (
        rng.randint(10**8, 10**9 - 1),
        rng.choice(
            ["10,00", "100,00"] if seller.name.endswith("j.d.o.o.") else ["2.654,46", "20.000,00", "2.500,00"]
        ),
    )
    body = f"""<div class="top">{seller_html}<div class="brand">{escape(seller.name.split()[0])}</div></div>
<div class="title">RAČUN <span class="muted">(R-1)</span></div>
{parties}
{table}{totals}{remark}
<div class="pay">Plaćanje na IBAN: {seller.iban} · Poziv na broj: HR00 {doc.number.replace("/", "-")}</div>
<div class="fisc">ZKI: {zki}<br>JIR: {jir}</div>
<div class="sig"><div>Račun izdao:<br>{issuer}</div>
<div>M.P.</div><div>Direktor<div class="ln"></div></div></div>
<div class="foot">{escape(seller.name)} · Trgovački sud u {COURTS[seller.city]} · MBS {mbs} ·
Temeljni kapital {capital} EUR uplaćen u cijelosti</div>"""
    css = f"""
@page{{size:A4;margin:14mm 15mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.top{{display:flex;justify-content:space-between;border-bottom:2px solid {accent};padding-bottom:5px}}
.sel{{line-height:1.35}} .nm{{font-weight:bold;font-size:{size + 1}pt}}
.brand{{font-size:{size + 12}pt;font-weight:bold;color:{accent};letter-spacing:1px}}
.title{{font-size:{size + 7}pt;font-weight:bold;margin:10px 0 6px;color:{accent}}}
.row{{display:flex;justify-content:space-between;gap:20px;margin-bottom:10px}}
.buy{{border:1px solid #999;padding:5px 8px;min-width:42%;line-height:1.35}} .lab{{font-size:{size - 1}pt;
color:#666;text-transform:uppercase}}
table.meta td{{padding:1px 6px 1px 0}}
table.it{{width:100%;border-collapse:collapse}} table.it th{{background:{accent};color:#fff;padding:3px;
font-size:{size - 0.5}pt;text-align:left}} table.it td{{border-bottom:.5px solid #bbb;padding:3px}}
.r{{text-align:right!important;white-space:nowrap}} .c{{text-align:center}} .muted{{color:#666}}
table.tot{{margin:6px 0 0 auto;border-collapse:collapse}} table.tot td{{padding:2px 8px}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 1}pt;border-top:1.5px solid #000}}
.note{{margin-top:8px;font-style:italic}} .pay{{margin-top:10px}}
.fisc{{margin-top:8px;font-family:'DejaVu Sans Mono',monospace;font-size:{size - 1.5}pt;color:#333}}
.sig{{display:flex;justify-content:space-between;margin-top:24px}} .sig .ln{{border-top:1px solid #000;
width:45mm;margin-top:20px}}
.foot{{margin-top:20px;border-top:.5px solid #999;font-size:{size - 2}pt;color:#555;padding-top:3px}}
"""
    html = (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css}</style></head>'
        f"<body>{body}</body></html>"
    )
    fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "vat_percent", "subtotal")
    return Printed(html, doc.truth(fields))
