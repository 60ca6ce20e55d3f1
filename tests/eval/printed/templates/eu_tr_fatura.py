"""A Turkish exporter's e-Arşiv / e-Fatura printout ("FATURA") to a Lithuanian company, as the GİB portal
and the private integrators' viewers print it: the seller's block at the top left (name, address, "Tel",
"Vergi Dairesi", "VKN"), the GİB logo and "e-FATURA" / "e-ARŞİV FATURA" in the middle, the buyer's block
("SAYIN"), the framed header at the right ("Özelleştirme No", "Senaryo", "Fatura Tipi: İSTİSNA",
"Fatura No", "Fatura Tarihi", "Düzenleme Saati"), the "ETTN" (a UUID), the line table ("Sıra No · Mal
Hizmet · Miktar · Birim Fiyat · İskonto Oranı · KDV Oranı · KDV Tutarı · Mal Hizmet Tutarı", some seeds
with a "GTİP" column), the totals box at the right ("Mal Hizmet Toplam Tutarı", "Hesaplanan KDV(%0)",
"Vergiler Dahil Toplam Tutar", "Ödenecek Tutar") and the export exemption note ("İhracat istisnası",
KDV Kanunu 11/1-a, exemption code 301). Amounts in EUR, in Turkish style (1.234,56 €).

Truth: the Turkish seller has no EU VAT code: its register code is the 10-digit VKN as printed, and no
seller VAT code. The document number is the whole 16-character "Fatura No" ("ABC2026000001234"), no
series. No due date is printed. The buyer is the Lithuanian company with its VAT code."""

from __future__ import annotations

import random
import uuid
from datetime import date
from decimal import Decimal
from html import escape

from stdnum import iban as std_iban
from stdnum.tr import vkn as std_vkn

from tests.eval.lt_data import vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign, draw
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.lt_common import FONTS

GOODS = [
    ("Pamuklu örme kumaş, 180 g/m2", "Metre", 0, (2.2, 6.5)),
    ("Erkek polo yaka tişört, %100 pamuk", "Adet", 0, (4.5, 11.0)),
    ("Havlu seti 4'lü, bambu", "Takım", 0, (9.0, 24.0)),
    ("Kuru kayısı, 5 kg koli", "Koli", 0, (28.0, 55.0)),
    ("Fındık içi, naturel", "Kg", 0, (6.5, 11.0)),
    ("Alüminyum boru 6063 T5, 6 m", "Adet", 0, (18.0, 46.0)),
    ("Seramik yer karosu 60x60 cm", "M2", 0, (7.5, 16.0)),
    ("Paslanmaz çelik tezgah 120x70", "Adet", 0, (140.0, 380.0)),
    ("Otomotiv fren balatası seti", "Takım", 0, (12.0, 38.0)),
    ("PVC pencere doğraması, beyaz", "Metre", 0, (3.0, 8.5)),
    ("Zeytinyağı naturel sızma 5 lt teneke", "Adet", 0, (24.0, 42.0)),
    ("Cam kavanoz 720 ml, kapaklı", "Koli", 0, (11.0, 21.0)),
]
# whole-count units; metres, square metres and kilograms come in tenths
WHOLE = ("Adet", "Takım", "Koli")
NAMES = [
    ("Anadolu Tekstil", "Sanayi ve Ticaret A.Ş."),
    ("Ege Gıda", "İthalat İhracat Ltd. Şti."),
    ("Marmara Metal", "Sanayi ve Ticaret Ltd. Şti."),
    ("Karadeniz Tarım Ürünleri", "A.Ş."),
    ("Boğaziçi Yapı Malzemeleri", "San. ve Tic. A.Ş."),
    ("Uludağ Otomotiv Yan Sanayi", "Ltd. Şti."),
]
# street, postcode, district/city, tax office
PLACES = [
    ("Organize Sanayi Bölgesi 3. Cadde No: 15", "16140", "Nilüfer/BURSA", "Nilüfer"),
    ("Atatürk Bulvarı No: 118/4", "35210", "Konak/İZMİR", "Kordon"),
    ("Büyükdere Caddesi No: 201 Kat: 7", "34394", "Şişli/İSTANBUL", "Boğaziçi Kurumlar"),
    ("İvedik OSB 1354. Cadde No: 22", "06378", "Yenimahalle/ANKARA", "Ostim"),
    ("Fatih Sultan Mehmet Mah. Sanayi Sok. No: 9", "41400", "Gebze/KOCAELİ", "Gebze"),
    ("Hürriyet Mah. Liman Cad. No: 44", "55200", "Atakum/SAMSUN", "Gaziler"),
]
BANKS = [
    ("00010", "T.C. Ziraat Bankası A.Ş."),
    ("00064", "Türkiye İş Bankası A.Ş."),
    ("00062", "Garanti BBVA"),
]
NUMERIC = ("Miktar", "Birim Fiyat", "İskonto Oranı", "KDV Oranı", "KDV Tutarı", "Mal Hizmet Tutarı")


def _vkn(rng: random.Random) -> str:
    while True:
        body = str(rng.randint(1, 9)) + "".join(rng.choice("0123456789") for _ in range(8))
        code = body + std_vkn.calc_check_digit(body)
        if std_vkn.is_valid(code):
            return code


def _tr_iban(rng: random.Random, bank: str) -> str:
    bban = bank + "0" + "".join(rng.choice("0123456789") for _ in range(16))
    # T=29, R=27: the check digits over the BBAN followed by the country and 00
    code = f"TR{98 - int(bban + '292700') % 97:02d}{bban}"
    assert std_iban.is_valid(code), code
    return code


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 9), catalogue=GOODS, rates=(0,), series=False)
    rng = random.Random(f"eu_tr_fatura-{seed}")
    buyer = doc.buyer
    assert buyer is not None
    if buyer.vat_code is None:
        buyer.vat_code = vat_code(rng)  # an exporter names the EU buyer's VAT number
    base, form = rng.choice(NAMES)
    street, postcode, city, office = rng.choice(PLACES)
    bank, bank_name = rng.choice(BANKS)
    doc.seller = seller = Foreign(
        name=f"{base} {form}",
        code=_vkn(rng),
        vat_code=None,
        street=street,
        city=city,
        postcode=postcode,
        country="TR",
        iban=_tr_iban(rng, bank),
        bank=bank_name,
    )
    for item in doc.items:
        if item.unit in WHOLE:
            item.quantity = Decimal(rng.choice([5, 10, 20, 24, 50, 100, 120, 250, 500]))
        else:
            item.quantity = Decimal(rng.randint(100, 20000)) / 10
    doc.due = None
    doc.inconsistent = False  # the portal computes the totals itself
    prefix = rng.choice(["ANT", "EGE", "MRM", "IHR", "GIB", "EXP"])
    doc.number = f"{prefix}{doc.issued.year}{rng.randint(1, 99999):09d}"
    earsiv = rng.random() < 0.5
    ettn = str(uuid.UUID(int=rng.getrandbits(128), version=4))
    issued_time = f"{rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"
    gtip = rng.random() < 0.4
    discount = rng.random() < 0.5
    font = rng.choice(FONTS[:6])
    size = rng.choice([7.5, 8, 8.5])
    euro = rng.choice(["€", "EUR"])

    def a(value: Decimal) -> str:
        return f"{amount(value, 'lt-dot')} {euro}"

    def d(value: date) -> str:
        return value.strftime("%d-%m-%Y")

    head = ["Sıra No"] + (["GTİP"] if gtip else []) + ["Mal Hizmet", "Miktar", "Birim Fiyat"]
    head += (["İskonto Oranı"] if discount else []) + ["KDV Oranı", "KDV Tutarı", "Mal Hizmet Tutarı"]
    rows = []
    for n, item in enumerate(doc.items, 1):
        cells = [f"<td class=c>{n}</td>"]
        if gtip:
            cells.append(f"<td>{rng.randint(1000, 9999)}.{rng.randint(10, 99)}.{rng.randint(10, 99)}.00</td>")
        cells += [
            f"<td>{escape(item.name)}</td>",
            f"<td class=r>{quantity(item.quantity, 'lt-dot')} {item.unit}</td>",
            f"<td class=r>{a(item.price)}</td>",
        ]
        if discount:
            cells.append("<td class=r>%0,00</td>")
        cells += [
            "<td class=r>%0,00</td>",
            f"<td class=r>{a(item.vat)}</td>",
            f"<td class=r>{a(item.subtotal)}</td>",
        ]
        rows.append("<tr>" + "".join(cells) + "</tr>")
    table = (
        '<table class="it"><tr>'
        + "".join(f"<th{' class=r' if h in NUMERIC else ''}>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    totals = [
        ("Mal Hizmet Toplam Tutarı", a(doc.net)),
        ("Toplam İskonto", a(Decimal(0))),
        ("Hesaplanan KDV(%0)", a(doc.vat)),
        ("Vergiler Dahil Toplam Tutar", a(doc.gross)),
        ("Ödenecek Tutar", a(doc.gross)),
    ]
    totals_html = (
        '<table class="tot">'
        + "".join(
            f"<tr{' class=g' if k == 'Ödenecek Tutar' else ''}><th>{k}</th><td class=r>{v}</td></tr>"
            for k, v in totals
        )
        + "</table>"
    )
    meta = [
        ("Özelleştirme No", "TR1.2"),
        ("Senaryo", "EARSIVFATURA" if earsiv else "TEMELFATURA"),
        ("Fatura Tipi", "ISTISNA"),
        ("Fatura No", doc.number),
        ("Fatura Tarihi", d(doc.issued)),
        ("Düzenleme Saati", issued_time),
    ]
    if rng.random() < 0.5:
        meta.append(("Gönderim Şekli", rng.choice(["ELEKTRONIK", "KAGIT"])))
    meta_html = (
        '<table class="meta">' + "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in meta) + "</table>"
    )
    seller_html = (
        f'<div class="sel"><b>{escape(seller.name)}</b><br>{escape(seller.street)},<br>'
        f"{seller.postcode} {escape(seller.city)}<br>Tel: +90 {rng.randint(212, 462)} "
        f"{rng.randint(200, 999)} {rng.randint(10, 99)} {rng.randint(10, 99)}<br>"
        f"Web Sitesi: www.{base.split()[0].lower().replace('ğ', 'g').replace('ç', 'c')}.com.tr<br>"
        f"Vergi Dairesi: {office}<br>VKN: {seller.code}<br>"
        f"Ticaret Sicil No: {rng.randint(10000, 999999)}</div>"
    )
    buyer_html = (
        f'<div class="buy"><b>SAYIN</b><br>{escape(buyer.name)}<br>{escape(buyer.address)}<br>LİTVANYA<br>'
        f"Vergi No: {buyer.vat_code}<br>Şirket Kodu: {buyer.code}</div>"
    )
    title = "e-ARŞİV FATURA" if earsiv else "e-FATURA"
    delivery = rng.choice(["FCA", "EXW", "CPT", "DAP"])
    notes = [
        "KDV Muafiyet Sebebi: 301 - 11/1-a Mal ihracatı",
        "İhracat istisnası kapsamında KDV hesaplanmamıştır (3065 sayılı KDV Kanunu 11/1-a).",
        f"Teslim Şartı: {delivery} · Gönderim Şekli: Karayolu · Menşei: Türkiye",
        f"Banka: {escape(bank_name)} · IBAN (EUR): {seller.iban}",
    ]
    if rng.random() < 0.5:
        notes.append("Yalnız: " + amount(doc.gross, "lt-dot") + " EURO")
    body = f"""<div class="top">{seller_html}
<div class="logo"><div class="gib">GİB</div><div class="tt">{title}</div></div>
<div class="qr"></div></div>
<div class="mid">{buyer_html}{meta_html}</div>
<div class="ettn"><b>ETTN:</b> {ettn}</div>
{table}{totals_html}
<div class="notes">{"<br>".join(notes)}</div>"""
    css = f"""
@page{{size:A4;margin:10mm 10mm}}
body{{font-family:{font};font-size:{size}pt;color:#000;margin:0}}
.top{{display:flex;justify-content:space-between;align-items:flex-start}}
.sel{{width:45%;line-height:1.35;border-bottom:1px solid #000;padding-bottom:4px}}
.logo{{text-align:center;width:25%}} .gib{{font-size:{size + 14}pt;font-weight:bold;color:#8b0000;
border:3px solid #8b0000;border-radius:50%;width:22mm;height:22mm;line-height:22mm;margin:0 auto}}
.tt{{font-weight:bold;font-size:{size + 3}pt;margin-top:4px}}
.qr{{width:24mm;height:24mm;background:repeating-linear-gradient(45deg,#000 0 2px,#fff 2px 4px)}}
.mid{{display:flex;justify-content:space-between;margin-top:8px}}
.buy{{width:45%;line-height:1.35;border-top:1px solid #000;border-bottom:1px solid #000;padding:4px 0}}
table.meta{{border-collapse:collapse}} table.meta th,table.meta td{{border:1px solid #000;padding:1px 5px;
text-align:left}}
.ettn{{margin:8px 0}}
table.it{{width:100%;border-collapse:collapse}}
table.it th,table.it td{{border:1px solid #000;padding:2px 3px}}
table.it th{{background:#ddd;font-size:{size - 0.5}pt}}
.r{{text-align:right!important;white-space:nowrap}} .c{{text-align:center}}
table.tot{{margin:6px 0 0 auto;border-collapse:collapse}} table.tot th,table.tot td{{border:1px solid #000;
padding:2px 6px;text-align:right}} table.tot tr.g{{font-weight:bold;background:#eee}}
.notes{{margin-top:10px;border:1px solid #000;padding:4px 6px;line-height:1.5}}
"""
    html = (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css}</style></head>'
        f"<body>{body}</body></html>"
    )
    fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "vat_percent", "subtotal")
    return Printed(html, doc.truth(fields))
