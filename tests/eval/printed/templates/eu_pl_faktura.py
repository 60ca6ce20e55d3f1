"""A Polish supplier's "Faktura VAT" as the classic Polish invoicing programs (Subiekt, wFirma, Fakturownia)
print it: place and dates at the top right, "Sprzedawca" and "Nabywca" side by side, a full-grid table with
net, VAT and gross per line, the "W tym / Razem" VAT summary, "Do zapłaty", the amount in words, payment
form and term, and the two signature boxes."""

from __future__ import annotations

import random
from decimal import Decimal
from html import escape

from stdnum.pl import regon

from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.eu_common import account, draw_supply, grouped, pl_words, reverse

CATALOGUE = [
    ("Płyta OSB/3 18 mm, 2500x1250", "szt.", 23, (60, 140)),
    ("Farba lateksowa biała, 10 l", "szt.", 23, (70, 220)),
    ("Rura PEX 16x2 mm", "mb", 23, (2, 7)),
    ("Kabel YDYp 3x2,5 mm²", "mb", 23, (3, 9)),
    ("Usługa montażu regałów magazynowych", "godz.", 23, (80, 160)),
    ("Klej do płytek elastyczny C2TE, 25 kg", "szt.", 23, (35, 90)),
    ("Przyprawa kurkuma mielona, 1 kg", "szt.", 8, (25, 60)),
    ("Kawa ziarnista Arabica, 1 kg", "szt.", 23, (50, 130)),
    ("Zestaw lunchowy – catering firmowy", "szt.", 8, (25, 55)),
    ("Nocleg ze śniadaniem, pokój 2-os.", "szt.", 8, (220, 480)),
    ("Transport krajowy – paleta EUR", "szt.", 23, (90, 350)),
    ("Granulat drzewny 6 mm", "kg", 23, (1, 3)),
]


def _regon(rng: random.Random) -> str:
    while True:
        code = "".join(rng.choice("0123456789") for _ in range(9))
        if regon.is_valid(code):
            return code


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    domestic = rng.random() < 0.4
    currency = rng.choice(["PLN", "PLN", "EUR"])
    doc = draw_supply(
        seed, "PL", domestic, None, language="pl", currency=currency, catalogue=CATALOGUE, lines=(1, 9)
    )
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code
    seller.iban, seller.bank, bic = account(rng, "PL")
    doc.series = rng.choice(["FV", "FA", "FS"])
    number = f"{doc.series}/{doc.number}" if rng.random() < 0.6 else f"{doc.series} {doc.number}"
    style = rng.choice(["lt", "lt-plain"])
    ds = rng.choice(["iso", "dmy-dots"])
    font = rng.choice(["Arial, Liberation Sans", "DejaVu Sans", "Roboto Condensed", "Open Sans", "Carlito"])
    size = rng.choice([8, 8.5, 9])
    nip_split = rng.random() < 0.4
    cur = {"PLN": "zł" if rng.random() < 0.3 else "PLN", "EUR": "EUR"}[currency]

    def a(value: Decimal) -> str:
        return amount(value, style)

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f}%"

    def side(title: str, p: AnyParty, extra: list[str]) -> str:
        lines = [f"<b>{escape(p.name)}</b>", escape(p.street), f"{p.postcode} {escape(p.city)}", *extra]
        return f"<div class=box><div class=bh>{title}</div>{'<br>'.join(lines)}</div>"

    if nip_split:
        seller_ids = [f"NIP: {seller.vat_code[2:]}", f"NIP UE: {seller.vat_code}"]
    else:
        seller_ids = [f"NIP: {seller.vat_code}"]
    seller_ids.append(f"REGON: {_regon(rng)}")
    if rng.random() < 0.5:
        seller_ids.append(f"KRS: 0000{rng.randint(100000, 999999)}")
    buyer_ids = ["Litwa"] + ([f"NIP: {buyer.vat_code}"] if buyer.vat_code else [])
    rows = "".join(
        f"<tr><td class=c>{i}</td><td>{escape(it.name)}</td><td class=c>{it.unit}</td>"
        f"<td class=r>{quantity(it.quantity, style)}</td><td class=r>{a(it.price)}</td>"
        f"<td class=r>{a(it.subtotal)}</td><td class=c>{pct(it.vat_percent)}</td><td class=r>{a(it.vat)}</td>"
        f"<td class=r>{a(it.total)}</td></tr>"
        for i, it in enumerate(doc.items, 1)
    )
    rates = doc.rates()
    summary = "".join(
        f"<tr><td>{'W tym' if n == 0 else ''}</td><td class=c>{pct(r)}</td><td class=r>{a(base)}</td>"
        f"<td class=r>{a(tax)}</td><td class=r>{a(base + tax)}</td></tr>"
        for n, (r, (base, tax)) in enumerate(rates.items())
    )
    summary += (
        f"<tr class=b><td>Razem</td><td></td><td class=r>{a(doc.net)}</td><td class=r>{a(doc.vat)}</td>"
        f"<td class=r>{a(doc.gross)}</td></tr>"
    )
    notes = []
    if reverse(doc):
        notes.append(
            "Wewnątrzwspólnotowa dostawa towarów (WDT) – stawka 0% zgodnie z art. 42 ust. 1 ustawy o VAT. "
            "Odwrotne obciążenie – podatek rozlicza nabywca."
        )
    elif currency == "EUR":
        fx = Decimal(str(round(rng.uniform(4.18, 4.39), 4)))
        notes.append(
            f"Kurs NBP z dnia {day(doc.issued, 'iso')}: 1 EUR = {amount(fx, 'lt-plain', 4)} PLN. "
            f"Kwota VAT w PLN: {amount((doc.vat * fx).quantize(Decimal('0.01')), style)} PLN"
        )
    days = (doc.due - doc.issued).days
    place = seller.city
    brand, form = seller.name.split(" ", 1)
    iban = grouped(seller.iban) if rng.random() < 0.6 else seller.iban
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:12mm 12mm 14mm 12mm}}
body{{font-family:{font};font-size:{size}pt;margin:0;color:#000}}
.top{{display:flex;justify-content:space-between}} .top table td{{padding:1px 4px}}
.logo{{font-size:15pt;font-weight:bold;color:#8a1c1c}}
h1{{text-align:center;font-size:14pt;margin:14px 0 0}} .orig{{text-align:center;font-size:8pt;
margin-bottom:10px}}
.parties{{display:flex;gap:14px}} .box{{flex:1;border:1px solid #777;padding:0 6px 6px}}
.bh{{background:#ddd;margin:0 -6px 4px;padding:2px 6px;font-weight:bold}}
table.t{{width:100%;border-collapse:collapse;margin-top:12px}} table.t th,table.t td{{border:1px solid #777;
padding:2px 4px}}
table.t th{{background:#e8e8e8;font-weight:bold;font-size:{size - 0.5}pt}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right;white-space:nowrap}} .c{{text-align:center}}
table.s{{border-collapse:collapse;margin:8px 0 0 auto}} table.s th,table.s td{{border:1px solid #777;
padding:2px 6px}}
table.s th{{background:#e8e8e8}} tr.b td{{font-weight:bold}}
.pay{{margin-top:12px;line-height:1.5}} .due{{font-size:{size + 3}pt;font-weight:bold}}
.sign{{display:flex;justify-content:space-between;margin-top:50px}}
.sign div{{width:38%;border-top:1px dotted #000;text-align:center;font-size:7pt;padding-top:2px}}
</style></head><body>
<div class="top"><div class="logo">{escape(brand)}<span style="color:#555"> {escape(form)}</span></div>
<table><tr><td>Miejsce wystawienia:</td><td><b>{escape(place)}</b></td></tr>
<tr><td>Data wystawienia:</td><td><b>{day(doc.issued, ds)}</b></td></tr>
<tr><td>Data sprzedaży:</td><td><b>{day(doc.issued, ds)}</b></td></tr></table></div>
<h1>Faktura VAT nr {escape(number)}</h1><div class="orig">ORYGINAŁ</div>
<div class="parties">{side("Sprzedawca", seller, seller_ids)}{side("Nabywca", buyer, buyer_ids)}</div>
<table class="t"><thead><tr><th>Lp.</th><th>Nazwa towaru lub usługi</th><th>J.m.</th><th>Ilość</th>
<th>Cena netto</th><th>Wartość netto</th><th>Stawka VAT</th><th>Kwota VAT</th><th>Wartość brutto</th></tr>
</thead>
<tbody>{rows}</tbody></table>
<table class="s"><tr><th></th><th>Stawka VAT</th><th>Wartość netto</th><th>Kwota VAT</th>
<th>Wartość brutto</th></tr>
{summary}</table>
<div class="pay"><span class="due">Do zapłaty: {a(doc.gross)} {cur}</span><br>
Słownie: {pl_words(doc.gross, currency)}<br>
Forma płatności: przelew<br>Termin płatności: {day(doc.due, ds)} ({days} dni)<br>
Bank: {escape(seller.bank)}, SWIFT: {bic}<br>Nr konta: {iban}</div>
{"".join(f"<p>{escape(n)}</p>" for n in notes)}
<div class="sign"><div>Osoba upoważniona do odbioru</div><div>Osoba upoważniona do wystawienia<br>
{rng.choice(["Anna Kowalska", "Piotr Nowak", "Katarzyna Wiśniewska", "Tomasz Zieliński"])}</div></div>
</body></html>"""
    truth = doc.truth(
        ("prekes_pavadinimas", "unit", "quantity", "price", "subtotal", "vat_percent", "total"),
    )
    truth.pop("buyer_id", None)
    return Printed(html, truth)
