"""A Bulgarian supplier's "ФАКТУРА" to a Lithuanian company, as a Bulgarian invoicing program (Microinvest,
Plus Minus, inv.bg) prints it: "ФАКТУРА" with "Оригинал", "Номер: 0000001234" (ten digits, no series),
"Дата на издаване" and "Дата на данъчното събитие", two boxes "Получател" and "Доставчик" (ЕИК, ДДС №,
Адрес, МОЛ), the table "№ · Наименование на стоката/услугата · Мярка · Количество · Ед. цена · Стойност",
the totals "Данъчна основа / ДДС 0 % / Сума за плащане" with the reason for no VAT ("Основание за
неначисляване на ДДС: чл. 21, ал. 2 от ЗДДС" for services, "чл. 7, ал. 1 от ЗДДС" for goods, "обратно
начисляване") or "ДДС 20 %" on some, "Начин на плащане: Банков път", the seller's IBAN and BIC, the
signatures "Получател / Съставил". The seller's name in Cyrillic or in Latin letters; amounts
"1 234,56" in EUR (Bulgaria's currency from 2026); dates "12.03.2026 г.".

Truth: the Bulgarian seller (EIK as its register code, BG VAT number, IBAN), the Lithuanian buyer, the
number as printed with its leading zeros, the issue date (the tax event date is printed beside it and is
the same day or earlier), the due date, and the lines as the table shows them."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.printed import Printed
from tests.eval.printed.fmt import amount, quantity, rate
from tests.eval.printed.templates.eu_common import unbroken
from tests.eval.printed.templates.eu_round12_common import bg_seller, supply

GOODS = [
    ("Розово масло, 10 мл", "бр.", 20, (45.0, 120.0)),
    ("Розова вода, 250 мл", "бр.", 20, (3.0, 7.0)),
    ("Вино Мавруд, 0,75 л", "бут.", 20, (6.0, 18.0)),
    ("Сирене краве, вакуум 1 кг", "кг", 20, (6.0, 11.0)),
    ("Палета EUR 1200х800 мм", "бр.", 20, (9.0, 16.0)),
    ("Алуминиев профил 40х40, 6 м", "бр.", 20, (22.0, 48.0)),
    ("Мед слънчогледов, 1 кг", "бр.", 20, (5.0, 9.0)),
    ("Разработка на софтуер", "час", 20, (30.0, 70.0)),
    ("Консултантски услуги", "час", 20, (35.0, 90.0)),
    ("Транспортна услуга София – Вилнюс", "усл.", 20, (650.0, 1500.0)),
    ("Поддръжка на уебсайт", "мес.", 20, (80.0, 400.0)),
    ("Превод на техническа документация", "стр.", 20, (8.0, 18.0)),
    ("Лиценз за софтуер (годишен абонамент)", "бр.", 20, (120.0, 900.0)),
    ("Счетоводни услуги", "мес.", 20, (150.0, 600.0)),
]
WHOLE = ("бр.", "бут.", "усл.", "мес.")
SERVICE_UNITS = ("час", "усл.", "мес.", "стр.")
NAMES = [
    ("Балкан Трейд", "Balkan Trade"),
    ("Витоша Софт", "Vitosha Soft"),
    ("Родопа Експорт", "Rodopa Export"),
    ("Тракия Логистик", "Trakia Logistic"),
    ("Дунав Консулт", "Danube Consult"),
    ("Розова Долина", "Rose Valley"),
    ("Пирин Инженеринг", "Pirin Engineering"),
]
FORMS = [("ЕООД", "EOOD"), ("ООД", "OOD"), ("АД", "AD")]
PLACES = [
    ("ул. „Граф Игнатиев“", "1000", "София"),
    ("бул. „Витоша“", "1463", "София"),
    ("бул. „Цариградско шосе“", "1784", "София"),
    ("ул. „Княз Борис I“", "9000", "Варна"),
    ("бул. „Руски“", "4000", "Пловдив"),
    ("ул. „Александровска“", "8000", "Бургас"),
]
MANAGERS = ["Иван Петров", "Мария Георгиева", "Георги Димитров", "Елена Николова", "Стоян Иванов"]
BUYER_MANAGERS = ["Tomas Kazlauskas", "Rūta Jankauskienė", "Mindaugas Petrauskas", "Laura Vaitkutė"]
NUMERIC = ("Количество", "Ед. цена", "ДДС %", "Стойност")
FONTS = ["Arial, 'Liberation Sans'", "'DejaVu Sans'", "Roboto", "FreeSans", "'Liberation Serif'"]


def make(seed: int) -> Printed:
    rng = random.Random(f"eu_bg_faktura-{seed}")
    domestic = rng.random() < 0.2
    doc = supply(seed, domestic, 20, GOODS, WHOLE, (1, 9))
    bg, latin = rng.choice(NAMES)
    form_bg, form_latin = rng.choice(FORMS)
    name = f"{bg} {form_bg}" if rng.random() < 0.55 else f"{latin} {form_latin}"
    street, postcode, city = rng.choice(PLACES)
    seller, bic = bg_seller(rng, name, f"{street} {rng.randint(1, 140)}", postcode, city)
    doc.seller = seller
    buyer = doc.buyer
    assert buyer is not None
    for item in doc.items:
        if item.unit == "час":
            item.quantity = Decimal(rng.randint(2, 80)) / 2
        elif item.unit == "стр.":
            item.quantity = Decimal(rng.randint(3, 120))
    reverse = all(item.vat_percent == 0 for item in doc.items)
    services = all(item.unit in SERVICE_UNITS for item in doc.items)
    doc.number = f"{rng.randint(1, 99999):010d}"
    doc.series = None
    doc.due = doc.issued + timedelta(days=rng.choice([5, 7, 14, 30]))
    event = doc.issued - timedelta(days=rng.choice([0, 0, 0, 1, 3]))

    font = rng.choice(FONTS)
    size = rng.choice([8.5, 9, 9.5])
    accent = rng.choice(["#1d3f72", "#333333", "#0f5e3a", "#7a1f1f"])
    euro = rng.choice(["EUR", "€", "евро"])
    vat_col = rng.random() < 0.4
    buyer_first = rng.random() < 0.6

    def a(value: object) -> str:
        return amount(value, "lt")  # type: ignore[arg-type]

    def d(value: date) -> str:
        return value.strftime("%d.%m.%Y") + " г."

    head = ["№", "Наименование на стоката/услугата", "Мярка", "Количество", "Ед. цена"]
    head += (["ДДС %"] if vat_col else []) + ["Стойност"]
    rows = []
    for n, item in enumerate(doc.items, 1):
        cells = [
            f"<td class=c>{n}</td>",
            f"<td>{escape(item.name)}</td>",
            f"<td class=c>{item.unit}</td>",
            f"<td class=r>{quantity(item.quantity, 'lt')}</td>",
            f"<td class=r>{a(item.price)}</td>",
        ]
        if vat_col:
            cells.append(f"<td class=r>{rate(item.vat_percent)}</td>")
        cells.append(f"<td class=r>{a(item.subtotal)}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    table = (
        '<table class="it"><tr>'
        + "".join(f"<th{' class=r' if h in NUMERIC else ''}>{h}</th>" for h in head)
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    vat_rate = "0" if reverse else "20"
    totals = (
        f'<table class="tot"><tr><td>Данъчна основа:</td><td class=r>{a(doc.net)} {euro}</td></tr>'
        f"<tr><td>ДДС {vat_rate} %:</td><td class=r>{a(doc.vat)} {euro}</td></tr>"
        f"<tr class=g><td>Сума за плащане:</td><td class=r>{a(doc.gross)} {euro}</td></tr></table>"
    )
    if reverse:
        reason = (
            rng.choice(["чл. 21, ал. 2 от ЗДДС", "чл. 21, ал. 2 от ЗДДС – обратно начисляване"])
            if services
            else rng.choice(["чл. 7, ал. 1 от ЗДДС", "чл. 53, ал. 1 от ЗДДС – вътреобщностна доставка"])
        )
        extra = rng.choice(["", " / Reverse charge, Art. 196 of Directive 2006/112/EC"])
        note = f'<div class="note">Основание за неначисляване на ДДС: {reason}{extra}</div>'
    else:
        note = ""

    def box(label: str, lines: list[tuple[str, str | None]], title: str) -> str:
        inner = "".join(f"<tr><td class=l>{k}</td><td>{v}</td></tr>" for k, v in lines)
        return (
            f'<div class="box"><div class="bt">{label}</div><div class="nm">{title}</div>'
            f"<table>{inner}</table></div>"
        )

    seller_box = box(
        "Доставчик",
        [
            ("ЕИК:", seller.code or ""),
            ("ДДС №:", seller.vat_code or ""),
            ("Адрес:", unbroken(seller.address) + ", България"),
            ("МОЛ:", rng.choice(MANAGERS)),
        ],
        escape(seller.name),
    )
    buyer_lines: list[tuple[str, str | None]] = [("ЕИК:", buyer.code)] if rng.random() < 0.7 else []
    buyer_lines.append(("ДДС №:", buyer.vat_code or "—"))
    buyer_lines.append(("Адрес:", unbroken(buyer.address) + ", Литва"))
    if rng.random() < 0.5:
        buyer_lines.append(("МОЛ:", rng.choice(BUYER_MANAGERS)))
    buyer_box = box("Получател", buyer_lines, escape(buyer.name))
    boxes = f"{buyer_box}{seller_box}" if buyer_first else f"{seller_box}{buyer_box}"
    method = rng.choice(["Банков път", "По банков път", "Банков превод"])
    payment = (
        '<table class="pay">'
        f"<tr><td>Начин на плащане:</td><td>{method}</td></tr>"
        f"<tr><td>Срок за плащане:</td><td>{d(doc.due)}</td></tr>"
        f"<tr><td>Банка:</td><td>{escape(seller.bank or '')}</td></tr>"
        f"<tr><td>IBAN:</td><td>{seller.iban}</td></tr><tr><td>BIC:</td><td>{bic}</td></tr></table>"
    )
    compiler = rng.choice(MANAGERS)
    body = f"""<div class="hd"><div class="title">ФАКТУРА</div><div class="orig">Оригинал</div></div>
<table class="meta"><tr><td>Номер:</td><td><b>{doc.number}</b></td></tr>
<tr><td>Дата на издаване:</td><td><b>{d(doc.issued)}</b></td></tr>
<tr><td>Дата на данъчното събитие:</td><td>{d(event)}</td></tr>
<tr><td>Място на сделката:</td><td>{escape(seller.city)}</td></tr></table>
<div class="boxes">{boxes}</div>
{table}
<div class="below">{payment}{totals}</div>
{note}
<div class="sig"><div>Получател: ............................<br><span class=sm>(подпис)</span></div>
<div>Съставил: {escape(compiler)}<br><span class=sm>(подпис)</span></div></div>
<div class="foot">Съгласно чл. 7, ал. 1 от Закона за счетоводството и чл. 114 от ЗДДС подписът и печатът не са
задължителни реквизити на фактурата.</div>"""
    css = f"""
@page{{size:A4;margin:13mm 14mm}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.hd{{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid {accent};
padding-bottom:3px}}
.title{{font-size:{size + 11}pt;font-weight:bold;letter-spacing:3px;color:{accent}}}
.orig{{font-size:{size + 2}pt;font-weight:bold;border:1.2px solid {accent};padding:2px 10px;color:{accent}}}
table.meta{{margin:6px 0 8px;border-collapse:collapse}}
table.meta td{{padding:1px 8px 1px 0;white-space:nowrap}}
.boxes{{display:flex;gap:10px;margin-bottom:10px}}
.box{{flex:1;border:1px solid #888;padding:4px 7px}} .bt{{font-size:{size - 1}pt;color:#555;font-weight:bold;
text-transform:uppercase}} .nm{{font-weight:bold;font-size:{size + 1}pt;margin:2px 0 3px}}
.box table{{border-collapse:collapse}} .box td{{padding:1px 4px 1px 0;vertical-align:top}} .l{{color:#444;
white-space:nowrap}}
table.it{{width:100%;border-collapse:collapse}} table.it th{{background:#e8e8e8;border:.6px solid #777;
padding:3px;font-size:{size - 0.5}pt;text-align:left}} table.it td{{border:.6px solid #777;padding:3px}}
.r{{text-align:right!important;white-space:nowrap}} .c{{text-align:center}}
.below{{display:flex;justify-content:space-between;align-items:flex-start;margin-top:8px}}
table.pay td{{padding:1px 6px 1px 0}}
table.tot{{border-collapse:collapse}} table.tot td{{padding:2px 8px}}
table.tot tr.g td{{font-weight:bold;font-size:{size + 1}pt;border-top:1.5px solid #000}}
.note{{margin-top:8px;font-weight:bold}}
.sig{{display:flex;justify-content:space-between;margin-top:26px}} .sm{{font-size:{size - 2}pt;color:#666}}
.foot{{margin-top:18px;font-size:{size - 2}pt;color:#555;border-top:.5px solid #aaa;padding-top:3px}}
"""
    html = (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css}</style></head>'
        f"<body>{body}</body></html>"
    )
    fields: tuple[str, ...] = ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")
    fields += ("vat_percent",) if vat_col else ()
    truth = doc.truth(fields)
    if not any(k == "ЕИК:" for k, _ in buyer_lines):
        truth.pop("buyer_id", None)
    if not buyer.vat_code:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
