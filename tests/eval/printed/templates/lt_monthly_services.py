"""A Lithuanian accounting or IT services firm's monthly VAT invoice, written as a letter from a word
processor template: the firm's letterhead across the top, the client's name, codes and address as the
addressee, then the invoice as running text ("PVM sąskaita faktūra Nr. BUH-0412 išrašyta 2026 m. kovo
31 d."), one to three services for the month ("Buhalterinės apskaitos paslaugos už 2026 m. kovo mėn.")
in a borderless two-column table ("Paslauga" | "Suma, EUR", no quantity or price), the totals as
sentences ("Suma be PVM: …", "PVM (21 %): …", "Iš viso mokėti: …"), a paragraph with the payment
instructions, the IBAN and the due date ("Apmokėti iki …"), and the director's signature with a round
stamp at the foot.

Truth: the lines hold the service and its amount only (``prekes_pavadinimas``, ``subtotal``), the two
columns the page prints; the invoice's number is printed with its series ("BUH-0412")."""

from __future__ import annotations

import calendar
import random
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import group4, money, vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import Item, draw
from tests.eval.printed.fmt import MONTHS, amount, day
from tests.eval.printed.templates.lt_common import FONTS, eur_words

# the firm's trade, its invoice series, the word in its name, and its services: (text, price range);
# "{m}" stands for the month billed ("2026 m. kovo mėn.")
FIRMS = {
    "accounting": (
        ["BUH", "BA", "APS"],
        ["apskaitos biuras", "buhalterinė apskaita", "finansų konsultacijos"],
        [
            ("Buhalterinės apskaitos paslaugos už {m}", (120, 650)),
            ("Darbo užmokesčio apskaita ({n} darb.) už {m}", (40, 260)),
            ("PVM deklaracijos FR0600 parengimas ir pateikimas už {m}", (25, 90)),
            ("Konsultacijos mokesčių klausimais ({h} val.)", (45, 280)),
            ("Pirminių dokumentų tvarkymas ir archyvavimas už {m}", (30, 120)),
        ],
    ),
    "it": (
        ["IT", "ITP", "SRV"],
        ["IT sprendimai", "kompiuterių priežiūra", "informacinės sistemos"],
        [
            ("Kompiuterinės įrangos ir tinklo priežiūra už {m}", (150, 900)),
            ("Serverių administravimas ir atsarginės kopijos už {m}", (90, 480)),
            ("Microsoft 365 licencijos ({n} vart.) už {m}", (40, 320)),
            ("Papildomi IT darbai pagal užklausas ({h} val.)", (35, 300)),
            ("Interneto svetainės talpinimas ir priežiūra už {m}", (25, 120)),
        ],
    ),
}
DIRECTORS = ["Direktorė Jurgita Balčiūnienė", "Direktorius Mindaugas Petraitis", "Vadovė Inga Žukauskė"]
GREETINGS = ["Gerbiami klientai,", "Laba diena,", "Gerb. kliente,"]


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(seed * 5 + 3)
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    if seller.vat_code is None:
        seller.vat_code = vat_code(rng)
    trade = rng.choice(list(FIRMS))
    series_choices, brands, services = FIRMS[trade]
    doc.series = rng.choice(series_choices)
    doc.number = str(rng.randint(1, 2400)).zfill(4)
    # issued on the last day of the month it bills, or on the first days of the next one
    year, month = doc.issued.year, doc.issued.month
    end = date(year, month, calendar.monthrange(year, month)[1])
    doc.issued = end if rng.random() < 0.6 else end + timedelta(days=rng.randint(1, 5))
    doc.due = doc.issued + timedelta(days=rng.choice([10, 14, 15, 20]))
    billed = f"{year} m. {MONTHS['lt'][month - 1]} mėn."
    picked = [services[0], *rng.sample(services[1:], rng.randint(0, 2))]
    doc.items = [
        Item(
            text.format(m=billed, n=rng.randint(2, 40), h=rng.randint(1, 12)),
            "mėn.",
            Decimal(1),
            money(Decimal(str(rng.uniform(low, high)))),
            Decimal(21),
        )
        for text, (low, high) in picked
    ]

    style = rng.choice(["lt", "lt-plain", "lt-dot"])
    date_style = rng.choice(["lt-long", "lt-long", "iso"])
    due_style = rng.choice(["lt-long", "iso", "lt-dots"])
    font = rng.choice(FONTS)
    size = rng.choice([9.5, 10, 10.5, 11])
    ink = rng.choice(["#1d3f73", "#245a3a", "#6d1f2f", "#333"])
    brand = rng.choice(brands)
    grouped = rng.random() < 0.5
    print_words = rng.random() < 0.5
    show_buyer_vat = buyer.vat_code is not None and rng.random() < 0.8
    iban = group4(seller.iban or "") if grouped else seller.iban
    number = rng.choice([f"Nr. {doc.series}-{doc.number}", f"serija {doc.series} Nr. {doc.number}"])
    city = seller.city
    phone = f"+370 {rng.choice(['5', '37', '46', '41', '45'])} {rng.randint(200000, 799999)}"
    email = (
        rng.choice(["info", "saskaitos", "buhalterija", "pagalba"])
        + "@"
        + rng.choice(["apskaita.lt", "biuras.lt", "itpagalba.lt", "sprendimai.lt"])
    )

    def eur(value: Decimal) -> str:
        return f"{amount(value, style)} EUR"

    rows = "".join(
        f"<tr><td>{escape(it.name)}</td><td class=r>{amount(it.subtotal, style)}</td></tr>"
        for it in doc.items
    )
    addressee = [f"<b>{escape(buyer.name)}</b>", f"Įm. k. {buyer.code}"]
    if show_buyer_vat:
        addressee.append(f"PVM mok. k. {buyer.vat_code}")
    addressee += [escape(buyer.street), f"{buyer.postcode} {escape(buyer.city)}"]
    header = rng.choice(
        [
            f"PVM sąskaita faktūra {number} išrašyta {day(doc.issued, date_style)}",
            f"{day(doc.issued, date_style)} išrašome Jums PVM sąskaitą faktūrą {number}",
        ]
    )
    words = f" ({eur_words(doc.gross, capital=False)})" if print_words else ""
    reference = f"{doc.series}-{doc.number}"
    payment = rng.choice(
        [
            f"Sumą prašome pervesti į {escape(seller.name)} atsiskaitomąją sąskaitą {iban}, "
            f"{escape(seller.bank or '')}, mokėjimo paskirtyje nurodant sąskaitos numerį {reference}.",
            f"Mokėjimą atlikite į sąskaitą {iban} ({escape(seller.bank or '')}), gavėjas "
            f"{escape(seller.name)}; mokėjimo paskirtis: „Sąskaita {reference}“.",
        ]
    )
    due_sentence = rng.choice(
        [
            f"Apmokėti iki {day(doc.due, due_style)}",
            f"Sąskaitą prašome apmokėti iki {day(doc.due, due_style)}",
        ]
    )
    due_sentence += "" if due_sentence.endswith(".") else "."  # "… 15 d." takes no second stop
    late = (
        " Pavėlavus atsiskaityti, skaičiuojami 0,02 % delspinigiai už kiekvieną pavėluotą dieną."
        if rng.random() < 0.5
        else ""
    )
    director = rng.choice(DIRECTORS)
    stamp = f"{escape(seller.name)}<br>{escape(city)}" if rng.random() < 0.6 else "A. V."
    place = f'<div class="place">{escape(city)}, {day(doc.issued, "iso")}</div>' if rng.random() < 0.6 else ""
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{{size:A4;margin:18mm 20mm 18mm 22mm}}
body{{font-family:{font};font-size:{size}pt;color:#1a1a1a;margin:0;line-height:1.45}}
.head{{border-bottom:1px solid {ink};padding-bottom:6px}}
.head .n{{font-size:{size + 6}pt;color:{ink};font-weight:bold;letter-spacing:0.3px}}
.head .b{{color:{ink};font-style:italic}}
.head .c{{font-size:{size - 2}pt;color:#555}}
.to{{margin-top:26px;width:55%}}
.place{{margin-top:22px;text-align:right}}
p{{margin:10px 0}}
.lead{{font-weight:bold;font-size:{size + 1}pt;margin-top:18px}}
table.s{{border-collapse:collapse;width:88%;margin:8px 0 6px}}
table.s th{{text-align:left;font-weight:bold;padding:3px 0;border-bottom:1px solid #999}}
table.s td{{padding:3px 0}} .r{{text-align:right!important;white-space:nowrap;padding-left:24px!important}}
.sums p{{margin:2px 0}}
.sign{{margin-top:40px;position:relative;height:110px}}
.sign .who{{position:absolute;left:0;top:0}}
.sign .line{{position:absolute;left:0;top:52px;width:200px;border-top:1px solid #000;font-size:{size - 2}pt}}
.stamp{{position:absolute;left:300px;top:0;width:96px;height:96px;border:2px solid #3b4fa0;
border-radius:50%;color:#3b4fa0;font-size:6.5pt;text-align:center;display:flex;align-items:center;
justify-content:center;transform:rotate(-12deg);opacity:0.85;line-height:1.2}}
.stamp div{{border:1px solid #3b4fa0;border-radius:50%;width:74px;height:74px;display:flex;
align-items:center;justify-content:center;padding:6px;box-sizing:border-box}}
</style></head><body>
<div class="head"><div class="n">{escape(seller.name)}</div><div class="b">{escape(brand)}</div>
<div class="c">{escape(seller.address)} · tel. {phone} · {email}<br>
Įmonės kodas {seller.code} · PVM mokėtojo kodas {seller.vat_code}</div></div>
<div class="to">{"<br>".join(addressee)}</div>
{place}
<p class="lead">{header}</p>
<p>{rng.choice(GREETINGS)}<br>už {billed} suteiktas paslaugas pateikiame šią sąskaitą:</p>
<table class="s"><tr><th>Paslauga</th><th class=r>Suma, EUR</th></tr>{rows}</table>
<div class="sums"><p>Suma be PVM: {eur(doc.net)}.</p>
<p>PVM (21 %): {eur(doc.vat)}.</p>
<p><b>Iš viso mokėti: {eur(doc.gross)}</b>{words}.</p></div>
<p>{payment} {due_sentence}{late}</p>
<p>Dėkojame, kad naudojatės mūsų paslaugomis.</p>
<div class="sign"><div class="who">Pagarbiai,<br>{escape(director)}</div>
<div class="line">(parašas)</div>
<div class="stamp"><div>{stamp}</div></div></div>
</body></html>"""
    truth = doc.truth(("prekes_pavadinimas", "subtotal"))
    if not show_buyer_vat:
        truth.pop("buyer_vat_code", None)
    return Printed(html, truth)
