"""A Czech s.r.o.'s "FAKTURA – DAŇOVÝ DOKLAD" in euro as the Czech accounting programs (POHODA, Money S3,
iDoklad) print it: the title and number at the top, the "Dodavatel" and "Odběratel" boxes side by side
with IČ and DIČ, the commercial-register line under the supplier, the payment block (bank, account
number with bank code, IBAN, SWIFT, variabilní and konstantní symbol, forma úhrady) beside the dates
(datum vystavení, datum splatnosti, DUZP), a full-grid table "Označení dodávky / Množství / MJ / Cena
za MJ / DPH % / … / Celkem", the VAT recapitulation (in CZK too when Czech VAT is charged in euro, at the
ČNB rate), the shaded "Celkem k úhradě", the § 64 or "daň odvede zákazník" wording, sometimes a
payment QR code, and "Vystavil" with the stamp-and-signature field."""

from __future__ import annotations

import random
import unicodedata
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from html import escape

from stdnum.cz import bankaccount, dic

from tests.eval.printed import Printed
from tests.eval.printed.doc import Foreign
from tests.eval.printed.fmt import amount, quantity
from tests.eval.printed.templates.eu_common import grouped, reverse, unbroken
from tests.eval.printed.templates.eu_ie_fi_cz_common import digits, iban, qr_mark, supply
from tests.eval.printed.templates.lt_common import FONTS

CATALOGUE = [
    ("Svařovaný ocelový rám RS-200, žárově zinkovaný", "ks", 21, (180, 650)),
    ("Plechový díl – výpalek laserem, tl. 3 mm", "ks", 21, (12, 60)),
    ("Nerezová trubka 1.4301 Ø 42,4x2 mm", "m", 21, (9, 25)),
    ("Ocelový profil L 50x50x5, S235JR", "m", 21, (3, 8)),
    ("Práškové lakování RAL 7016", "m2", 21, (6, 14)),
    ("Svorník M16x120, pozinkovaný (bal. 50 ks)", "bal", 21, (25, 60)),
    ("Kabelový žlab drátěný 100x60 mm", "m", 21, (5, 12)),
    ("Regál policový RP-5, 2000x1000x500 mm", "ks", 21, (95, 260)),
    ("Montáž technologie na místě", "hod", 21, (25, 55)),
    ("Konstrukční práce – výkresová dokumentace", "hod", 21, (30, 60)),
    ("Doprava Brno – Kaunas, kamion", "ks", 21, (650, 1400)),
]
SERVICES = {
    "Montáž technologie na místě",
    "Konstrukční práce – výkresová dokumentace",
    "Doprava Brno – Kaunas, kamion",
}
WHOLE = ("ks", "bal")
NAMES = [
    "Moravská strojírna", "Brněnské konstrukce", "Vltava Steel", "Plzeňská technika",
    "Krkonošské profily", "Beskyd Metal", "Hanácká ocel", "Jihočeské regály",
]  # fmt: skip
# street, postcode, town, registering court
PLACES = [
    ("Vinohradská", "130 00", "Praha 3", "Městským soudem v Praze"),
    ("Průmyslová", "102 00", "Praha 10", "Městským soudem v Praze"),
    ("Hlinky", "603 00", "Brno", "Krajským soudem v Brně"),
    ("Vídeňská", "619 00", "Brno", "Krajským soudem v Brně"),
    ("Nádražní", "702 00", "Ostrava", "Krajským soudem v Ostravě"),
    ("Tylova", "301 00", "Plzeň", "Krajským soudem v Plzni"),
    ("Pražská", "530 02", "Pardubice", "Krajským soudem v Hradci Králové"),
    ("Tovární", "293 01", "Mladá Boleslav", "Městským soudem v Praze"),
]
BANKS = [
    ("Komerční banka, a.s.", "KOMBCZPP", "0100"),
    ("Československá obchodní banka, a. s.", "CEKOCZPP", "0300"),
    ("Česká spořitelna, a.s.", "GIBACZPX", "0800"),
    ("Fio banka, a.s.", "FIOBCZPP", "2010"),
    ("Raiffeisenbank a.s.", "RZBCCZPP", "5500"),
]
ISSUERS = ["Jana Nováková", "Petr Svoboda", "Lucie Dvořáková", "Martin Černý", "Tereza Procházková"]


def _seller(rng: random.Random) -> tuple[Foreign, str]:
    """The company (its IČO as the register code, DIČ as the VAT code) and its register entry."""
    while True:
        ico = rng.choice("2460") + digits(rng, 7)
        if dic.is_valid("CZ" + ico):
            break
    street, postcode, town, court = rng.choice(PLACES)
    house = str(rng.randint(1, 1500))
    if rng.random() < 0.7:  # číslo popisné / orientační
        house = f"{rng.randint(100, 2999)}/{rng.randint(1, 120)}"
    form = rng.choice(["s.r.o.", "s.r.o.", "s.r.o.", "spol. s r.o."])
    register = (
        f"Společnost je zapsána v obchodním rejstříku vedeném {court}, "
        f"oddíl C, vložka {rng.randint(1000, 99999)}."
    )
    seller = Foreign(
        f"{rng.choice(NAMES)} {form}", ico, "CZ" + ico, f"{street} {house}", town, postcode, "CZ"
    )
    return seller, register


def _account(rng: random.Random) -> tuple[str, str, str, str]:
    """A valid Czech account ("19-2000145399/0800"), its IBAN, the bank and its SWIFT code."""
    bank, swift, code = rng.choice(BANKS)
    while True:
        prefix = rng.choice(["", "", "19", "35", "107"])
        number = str(rng.randint(10**7, 10**10 - 1))
        local = f"{prefix + '-' if prefix else ''}{number}/{code}"
        if bankaccount.is_valid(local):
            return local, iban("CZ", code + prefix.zfill(6) + number.zfill(10)), bank, swift


def make(seed: int) -> Printed:
    rng = random.Random(seed)
    seller, register = _seller(rng)
    codes = rng.random() < 0.35
    # goods dispatched to a Lithuanian VAT payer: exempt (§ 64); Czech VAT where it gives no DIČ
    doc = supply(seed, seller, False, (21,), CATALOGUE, WHOLE, language="cs", codes=codes, lines=(1, 8))
    buyer = doc.buyer
    assert buyer is not None and doc.due is not None and seller.vat_code
    for item in doc.items:
        if item.name.startswith("Doprava"):
            item.quantity = Decimal(1)
    local, seller.iban, seller.bank, swift = _account(rng)
    doc.series = None
    doc.number = (
        f"{doc.issued.year}{int(doc.number) % 10000:04d}"
        if rng.random() < 0.6
        else (f"{doc.issued.year % 100}{rng.choice(['01', '10', '11'])}{int(doc.number) % 100000:05d}")
    )
    font = rng.choice(FONTS[:7])
    size = rng.choice([8, 8.5, 9])
    ds = rng.choice(["dots", "spaced", "short"])
    style = rng.choice(["lt", "lt-plain"])
    full = rng.random() < 0.6
    english = rng.random() < 0.3
    qr = rng.random() < 0.5
    show_buyer_ico = rng.random() < 0.4
    order = f"OBJ-{rng.randint(100, 9999)}/{doc.issued.year}" if rng.random() < 0.5 else None
    shade = rng.choice(["#e8eef7", "#eeeeee", "#f3ece0", "#e6f2ea"])
    issuer = rng.choice(ISSUERS)
    domain = unicodedata.normalize("NFKD", seller.name.split()[0].lower()).encode("ascii", "ignore").decode()
    iban_printed = grouped(seller.iban) if rng.random() < 0.6 else seller.iban

    def d(value: date) -> str:
        if ds == "dots":
            return value.strftime("%d.%m.%Y")
        if ds == "spaced":
            return f"{value.day}. {value.month}. {value.year}"
        return f"{value.day}.{value.month}.{value.year}"

    def a(value: Decimal) -> str:
        return amount(value, style)

    def pct(value: Decimal) -> str:
        return f"{value.normalize():f}"

    code_head = "<th>Kód</th>" if codes else ""
    if full:
        heads = "<th class=r>DPH %</th><th class=r>Bez DPH</th><th class=r>DPH</th><th class=r>Celkem</th>"
    else:
        heads = "<th class=r>DPH %</th><th class=r>Celkem bez DPH</th>"
    rows = "".join(
        "<tr>"
        + (f"<td>{escape(it.code or '')}</td>" if codes else "")
        + f"<td>{escape(it.name)}</td><td class=r>{quantity(it.quantity, style)}</td><td>{it.unit}</td>"
        f"<td class=r>{a(it.price)}</td><td class=r>{pct(it.vat_percent)}</td>"
        f"<td class=r>{a(it.subtotal)}</td>"
        + (f"<td class=r>{a(it.vat)}</td><td class=r>{a(it.total)}</td>" if full else "")
        + "</tr>"
        for it in doc.items
    )
    rates = doc.rates()
    recap = "".join(
        f"<tr><td>{pct(r)} %</td><td class=r>{a(b)}</td><td class=r>{a(t)}</td>"
        f"<td class=r>{a(b + t)}</td></tr>"
        for r, (b, t) in rates.items()
    )
    notes = []
    czk = ""
    if reverse(doc):
        if any(it.name not in SERVICES for it in doc.items):
            notes.append(
                "Dodání zboží do jiného členského státu EU je osvobozeno od daně podle § 64 zákona "
                "č. 235/2004 Sb., o dani z přidané hodnoty."
            )
        if any(it.name in SERVICES for it in doc.items):
            notes.append("Daň odvede zákazník (přenesení daňové povinnosti, čl. 196 směrnice 2006/112/ES).")
    else:
        fx = Decimal(str(round(rng.uniform(24.2, 25.6), 3)))

        def k(value: Decimal) -> str:
            return a((value * fx).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))

        czk = (
            f"<div class=fx>Přepočet kurzem ČNB ze dne {d(doc.issued)}: 1 EUR = {amount(fx, style, 3)} CZK"
            "<table class=recap><tr><th>Sazba</th><th class=r>Základ CZK</th><th class=r>DPH CZK</th></tr>"
            + "".join(
                f"<tr><td>{pct(r)} %</td><td class=r>{k(b)}</td><td class=r>{k(t)}</td></tr>"
                for r, (b, t) in rates.items()
            )
            + "</table></div>"
        )
    buyer_lines = [
        f"<b>{escape(buyer.name)}</b>",
        escape(buyer.street),
        unbroken(f"{buyer.postcode} {buyer.city}"),
    ]
    buyer_lines.append("Litva" if not english else "Litva / Lithuania")
    ids = []
    if show_buyer_ico:
        ids.append(f"IČ: {buyer.code}")
    if buyer.vat_code:
        ids.append(f"DIČ: {buyer.vat_code}")
    seller_lines = [
        f"<b class=big>{escape(seller.name)}</b>",
        escape(seller.street),
        f"{seller.postcode} {escape(seller.city)}",
        "Česká republika",
        f"IČ: {seller.code} &nbsp; DIČ: {seller.vat_code}",
    ]
    pay = [
        ("Peněžní ústav", escape(seller.bank)),
        ("Číslo účtu", local),
        ("IBAN", iban_printed),
        ("SWIFT", swift),
        ("Variabilní symbol", f"<b>{doc.number}</b>"),
        ("Konstantní symbol", "0308"),
        ("Forma úhrady", "Převodním příkazem"),
    ]
    dates = [
        ("Datum vystavení", d(doc.issued)),
        ("Datum splatnosti", f"<b>{d(doc.due)}</b>"),
        ("DUZP" if rng.random() < 0.5 else "Datum usk. zdan. plnění", d(doc.issued)),
    ]
    if order:
        dates.append(("Objednávka č.", order))
    dates.append(("Měna", "EUR"))

    def kv(pairs: list[tuple[str, str]]) -> str:
        return "".join(f"<tr><td class=k>{k}:</td><td>{v}</td></tr>" for k, v in pairs)

    title = "FAKTURA – DAŇOVÝ DOKLAD" + (" / INVOICE" if english else "")
    qr_html = f"<div class=qr>{qr_mark(rng)}<div>QR Platba</div></div>" if qr else ""
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:10mm 11mm 10mm 11mm}}
body{{font-family:{font};font-size:{size}pt;color:#000;margin:0}}
.page{{min-height:276mm;display:flex;flex-direction:column}}
.head{{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1.5pt solid #000;
padding-bottom:3px}}
.head h1{{font-size:{size + 6}pt;margin:0}} .head .no{{font-size:{size + 4}pt;font-weight:bold}}
.grid{{display:grid;grid-template-columns:1fr 1fr;border:1pt solid #000;border-top:0}}
.cell{{padding:4px 6px;line-height:1.4}} .cell+.cell{{border-left:1pt solid #000}}
.row2{{border-top:1pt solid #000}}
.lab{{font-size:{size - 1}pt;font-weight:bold;text-transform:uppercase;color:#333;margin-bottom:2px}}
.big{{font-size:{size + 2}pt}} .reg{{font-size:{size - 2}pt;color:#333;margin-top:3px}}
table.kv td{{padding:0 6px 0 0;vertical-align:top}} td.k{{color:#333;white-space:nowrap}}
.intro{{margin:8px 0 3px}}
table.items{{width:100%;border-collapse:collapse}}
table.items th,table.items td{{border:.6pt solid #555;padding:2px 4px;vertical-align:top}}
table.items th{{background:{shade};font-weight:bold;text-align:left}}
thead{{display:table-header-group}} tr{{page-break-inside:avoid}}
.r{{text-align:right!important;white-space:nowrap}}
.bottom{{display:flex;justify-content:space-between;align-items:flex-start;margin-top:8px;gap:14px}}
table.recap{{border-collapse:collapse}} table.recap th,table.recap td{{border:.6pt solid #555;
padding:1px 6px;font-weight:normal}}
table.recap th{{background:{shade}}}
.fx{{margin-top:6px;font-size:{size - 0.5}pt}}
.total{{background:{shade};border:1pt solid #000;padding:6px 10px;font-size:{size + 4}pt;font-weight:bold;
margin-top:6px;text-align:right}}
.note{{margin-top:8px;font-style:italic}}
.qr{{text-align:center;font-size:{size - 1}pt}}
.sign{{display:flex;justify-content:space-between;margin-top:14px}}
.stamp{{width:62mm;height:22mm;border:.6pt dashed #777;font-size:{size - 1.5}pt;color:#555;padding:2px 4px}}
.foot{{margin-top:auto;border-top:.6pt solid #777;padding-top:3px;font-size:{size - 2}pt;color:#444;
display:flex;justify-content:space-between}}
</style></head><body><div class="page">
<div class="head"><h1>{title}</h1><div class="no">č. {doc.number}</div></div>
<div class="grid">
<div class="cell"><div class="lab">Dodavatel</div>{"<br>".join(seller_lines)}
<div class="reg">{escape(register)}</div></div>
<div class="cell"><div class="lab">Odběratel</div>{"<br>".join(buyer_lines)}
{"<br>" + " &nbsp; ".join(ids) if ids else ""}</div>
<div class="cell row2"><table class="kv">{kv(pay)}</table></div>
<div class="cell row2"><table class="kv">{kv(dates)}</table></div>
</div>
<div class="intro">Fakturujeme Vám za dodané zboží a služby:</div>
<table class="items"><thead><tr>{code_head}<th>Označení dodávky</th><th class=r>Množství</th><th>MJ</th>
<th class=r>Cena za MJ</th>{heads}</tr></thead><tbody>{rows}</tbody></table>
<div class="bottom"><div><div class="lab" style="margin-top:2px">Rekapitulace DPH v EUR</div>
<table class="recap"><tr><th>Sazba</th><th class=r>Základ</th><th class=r>Výše DPH</th>
<th class=r>Celkem</th></tr>
{recap}</table>{czk}</div>{qr_html}
<div style="min-width:75mm"><table class="kv" style="width:100%">
<tr><td class=k>Celkem bez DPH:</td><td class=r>{a(doc.net)} EUR</td></tr>
<tr><td class=k>DPH celkem:</td><td class=r>{a(doc.vat)} EUR</td></tr></table>
<div class="total">Celkem k úhradě: {a(doc.gross)} EUR</div></div></div>
{"".join(f"<div class=note>{escape(n)}</div>" for n in notes)}
<div class="sign"><div>Vystavil: {issuer}<br>Tel.: +420 {rng.randint(500, 799)} {rng.randint(100, 999)}
{rng.randint(100, 999)}<br>E-mail: fakturace@{domain}.cz</div>
<div class="stamp">Razítko a podpis</div></div>
<div class="foot"><div>{escape(seller.name)} · IČ {seller.code} · DIČ {seller.vat_code}</div>
<div>Strana 1 / 1</div></div>
</div></body></html>"""
    fields = ("prekes_pavadinimas", "unit", "quantity", "price", "vat_percent", "subtotal")
    fields += ("total",) if full else ()
    fields += ("prekes_kodas",) if codes else ()
    truth = doc.truth(fields)
    if not show_buyer_ico:
        truth.pop("buyer_id", None)
    return Printed(html, truth)
