"""A Lithuanian advertising agency's "PVM sąskaita faktūra" for a campaign, in the modern sans layout
agencies send from their own invoicing tool: the agency's word mark at the top right, the title, number
and dates at the left, the parties in the left column and the campaign's facts (campaign name, order
number, the client's PO on some seeds) at the right; the media placements first (TV spots on a channel by
GRP, radio spots by count, internet banners by thousand impressions, outdoor or social-media placements,
each with its period and channel), then "Agentūros komisinis 15 %" (or 10–12 %) computed on the media
total, "Kūrybinės paslaugos" as hours × rate, on some seeds a production line; "PVM 21 %" and the
total with VAT.

Truth: every line in page order (name, unit, quantity, net price, net amount); the commission is a
line of one "paslauga" priced at its computed amount."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date, timedelta
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed import Printed
from tests.eval.printed.doc import AnyParty, Item, draw
from tests.eval.printed.fmt import amount, day, quantity
from tests.eval.printed.templates.lt_common import eur_words
from tests.eval.printed.templates.lt_round4_common import base_name, domain, person, phone, vat_payer
from tests.eval.printed.templates.lt_round8_common import page

AGENCIES = ["Idėjų fabrikas", "Kūrybos laboratorija", "Mediaplanas", "Raudonas obuolys", "Signalas"]
CAMPAIGNS = [
    "Pavasario išpardavimas",
    "Naujas skonis",
    "Vasaros akcija",
    "Juodasis penktadienis",
    "Prekės ženklo žinomumas",
    "Kalėdų dovanos",
    "Mokslo metų pradžia",
    "Naujos parduotuvės atidarymas",
]
TV = ["LNK", "TV3", "LRT televizija", "BTV", "TV6", "Lietuvos rytas TV"]
RADIO = ["M-1", "Lietus", "Power Hit Radio", "LRT Radijas", "Radiocentras", "ZIP FM"]
WEB = ["delfi.lt", "15min.lt", "lrytas.lt", "vz.lt", "tv3.lt", "alfa.lt"]
SOCIAL = ["Facebook / Instagram", "YouTube", "TikTok", "Google Ads paieška"]
CREATIVE = [
    "Kūrybinės paslaugos: kampanijos koncepcija",
    "Kūrybinės paslaugos: maketų adaptacijos",
    "Kūrybinės paslaugos: tekstų rašymas",
    "Kūrybinės paslaugos: reklaminio klipo scenarijus",
]
PRODUCTION = [
    ("Vaizdo klipo gamyba (30 s)", (1800, 6500)),
    ("Radijo klipo įgarsinimas ir montažas", (250, 700)),
    ("Reklamjuosčių HTML5 animacija", (180, 600)),
]
SANS = ["Inter, 'Open Sans'", "'Open Sans'", "Roboto", "Lato", "'DejaVu Sans'", "Arial, 'Liberation Sans'"]
COLORS = ["#e4004f", "#ff6a00", "#111111", "#5b2be0", "#00a37a"]


def _media(rng: random.Random, start: date, end: date, d: Callable[[date], str]) -> list[Item]:
    """The placements of the campaign: each kind at most once, with its channel and period."""
    span = f"{d(start)}–{d(end)}"
    # a kind may run on two channels; each channel once
    kinds = rng.sample(
        ["tv", "tv", "radio", "radio", "web", "web", "web", "social", "outdoor"], rng.randint(1, 7)
    )
    tv, radio, web, social = (rng.sample(c, len(c)) for c in (TV, RADIO, WEB, SOCIAL))
    out = []
    for kind in kinds:
        if kind == "tv":
            seconds = rng.choice([10, 15, 20, 30])
            name = f"TV reklama, {tv.pop()}, {seconds} s klipas, {span}"
            qty = Decimal(rng.randint(40, 400)) / rng.choice([1, 10])
            out.append(Item(name, "GRP", qty, money(Decimal(str(rng.uniform(38, 95)))), Decimal(21)))
        elif kind == "radio":
            name = f"Radijo reklama, {radio.pop()}, {rng.choice([15, 20, 30])} s, {span}"
            qty = Decimal(rng.randint(20, 240))
            out.append(Item(name, "transl.", qty, money(Decimal(str(rng.uniform(6, 35)))), Decimal(21)))
        elif kind == "web":
            size = rng.choice(["300×250", "728×90", "970×250", "300×600"])
            name = f"Interneto reklamjuostė {size}, {web.pop()}, {span}"
            qty = Decimal(rng.randint(50, 1500))
            out.append(
                Item(name, "tūkst. parod.", qty, money(Decimal(str(rng.uniform(1.5, 7)))), Decimal(21))
            )
        elif kind == "social":
            name = f"Socialinių tinklų kampanija, {social.pop()}, {span}"
            out.append(
                Item(name, "kompl.", Decimal(1), money(Decimal(str(rng.uniform(300, 4000)))), Decimal(21))
            )
        else:
            city = rng.choice(["Vilniuje", "Kaune", "Klaipėdoje", "Vilniuje ir Kaune"])
            name = f"Lauko reklama, stendai 6×3 m {city}, {span}"
            qty = Decimal(rng.randint(2, 30))
            out.append(Item(name, "plokšt.", qty, money(Decimal(str(rng.uniform(90, 260)))), Decimal(21)))
    return out


def make(seed: int) -> Printed:
    doc = draw(seed, lines=(1, 1))
    rng = random.Random(f"lt_advertising_agency-{seed}")
    seller, buyer = doc.seller, doc.buyer
    assert buyer is not None
    vat_payer(seller, rng)
    form = seller.name.split(" „", 1)[0]
    seller.name = f"{form if form in ('UAB', 'MB') else 'UAB'} „{rng.choice(AGENCIES)}“"
    doc.series = rng.choice(["IF", "AG", "MED", None])
    yearly = f"{doc.issued.year}-{rng.randint(1, 999):03d}"
    doc.number = yearly if rng.random() < 0.4 else str(rng.randint(100, 9999))
    doc.due = doc.issued + timedelta(days=rng.choice([14, 30, 45]))
    end = doc.issued - timedelta(days=rng.randint(0, 5))
    start = end - timedelta(days=rng.choice([13, 20, 27, 30]))

    date_style = rng.choice(["iso", "lt-dots"])
    style = rng.choice(["lt", "lt-plain"])

    def d(value: date) -> str:
        return day(value, date_style)

    def a(value: Decimal) -> str:
        return amount(value, style)

    media = _media(rng, start, end, d)
    media_net = sum((item.subtotal for item in media), Decimal(0))
    rate = rng.choice([15, 15, 15, 10, 12])
    fee = money(media_net * rate / 100)
    commission = Item(f"Agentūros komisinis {rate} %", "paslauga", Decimal(1), fee, Decimal(21))
    creative = Item(
        rng.choice(CREATIVE),
        "val.",
        Decimal(rng.randint(4, 80)) / rng.choice([1, 2]),
        Decimal(rng.choice([35, 40, 45, 50, 55, 60, 65])),
        Decimal(21),
    )
    extra = []
    if rng.random() < 0.35:
        name, (lo, hi) = rng.choice(PRODUCTION)
        extra.append(Item(name, "kompl.", Decimal(1), money(Decimal(str(rng.uniform(lo, hi)))), Decimal(21)))
    doc.items = [*media, commission, creative, *extra]

    font = rng.choice(SANS)
    size = rng.choice([8.5, 9, 9.5])
    color = rng.choice(COLORS)
    campaign = f"{rng.choice(CAMPAIGNS)} {start.year}"
    order = f"{rng.choice(['MP', 'UZS', 'ORD'])}-{start.year}-{rng.randint(1, 999):04d}"
    po = f"PO {rng.randint(4500000000, 4509999999)}" if rng.random() < 0.3 else None
    manager = person(rng)
    mark = base_name(seller.name).lower() if rng.random() < 0.5 else base_name(seller.name).upper()

    rows = []
    n = 0
    sections = [("Medijų planas", media), ("Agentūros paslaugos", [commission, creative, *extra])]
    for title, group in sections:
        rows.append(f'<tr class="sec"><td colspan="6">{title}</td></tr>')
        for item in group:
            n += 1
            rows.append(
                f"<tr><td class=muted>{n}</td><td>{escape(item.name)}</td>"
                f"<td class=r>{quantity(item.quantity, style)}</td><td>{item.unit}</td>"
                f"<td class=r>{a(item.price)}</td><td class=r>{a(item.subtotal)}</td></tr>"
            )
    table = (
        '<table class="items"><tr><th>#</th><th>Aprašymas</th><th class=r>Kiekis</th><th>Vnt.</th>'
        "<th class=r>Kaina, EUR</th><th class=r>Suma, EUR</th></tr>" + "".join(rows) + "</table>"
    )
    number = f"{doc.series} {doc.number}" if doc.series else doc.number
    label = "Serija ir Nr." if doc.series else "Nr."
    facts = [
        ("Kampanija", f"„{campaign}“"),
        ("Užsakymo Nr.", order),
        ("Kampanijos laikotarpis", f"{d(start)} – {d(end)}"),
    ]
    if po:
        facts.append(("Kliento užsakymas", po))
    facts.append(("Projekto vadovas", manager))
    facts_html = "".join(f"<div><span class=lab>{k}</span><br>{escape(v)}</div>" for k, v in facts)

    def side(title: str, p: AnyParty, with_bank: bool) -> str:
        lines = [f"<div class=lab>{title}</div><div class=pname>{escape(p.name)}</div>"]
        lines.append(f"<div>Įmonės kodas {p.code}</div>")
        if p.vat_code:
            lines.append(f"<div>PVM kodas {p.vat_code}</div>")
        lines.append(f"<div>{escape(p.address)}</div>")
        if with_bank:
            lines.append(f"<div>{p.iban} · {p.bank}</div>")
        return '<div class="pt">' + "".join(lines) + "</div>"

    body = f"""<div class="top"><div><div class="title">PVM sąskaita faktūra</div>
<div class="meta"><span class=lab>{label}</span> <b>{escape(number)}</b></div>
<div class="meta"><span class=lab>Data</span> {d(doc.issued)} &nbsp;
<span class=lab>Apmokėti iki</span> {d(doc.due)}</div>
</div><div class="brand"><div class="logo">{escape(mark)}<span class="dot">.</span></div>
<div class="small muted">{domain(seller.name)} · {phone(rng)}</div></div></div>
<div class="cols"><div class="left">{side("Tiekėjas", seller, True)}{side("Klientas", buyer, False)}</div>
<div class="right">{facts_html}</div></div>
{table}
<table class="tot"><tr><td>Medijos iš viso</td><td class=r>{a(media_net)}</td></tr>
<tr><td>Suma be PVM</td><td class=r>{a(doc.net)}</td></tr>
<tr><td>PVM 21 %</td><td class=r>{a(doc.vat)}</td></tr>
<tr class="g"><td>Mokėti, EUR</td><td class=r>{a(doc.gross)}</td></tr></table>
<div class="small" style="margin-top:8px">Suma žodžiais: {eur_words(doc.gross)}</div>
<div class="small muted foot">Mokėjimo paskirtyje nurodykite sąskaitos numerį {escape(number)}.
Medijų kainos pagal patvirtintą medijų planą {order}. Sąskaita galioja be parašo.</div>"""
    css = f"""
.top{{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:18px}}
.title{{font-size:{size + 9}pt;font-weight:300;letter-spacing:-0.5px;margin-bottom:6px}}
.meta{{margin-top:2px}}
.lab{{color:#888;font-size:{size - 1}pt;text-transform:uppercase;letter-spacing:0.5px}}
.brand{{text-align:right}} .logo{{font-size:{size + 13}pt;font-weight:800;letter-spacing:-1px}}
.dot{{color:{color}}}
.cols{{display:flex;gap:30px;margin-bottom:14px}} .left{{flex:1.3}}
.right{{flex:1;border-left:3px solid {color};padding-left:12px;line-height:1.35}}
.right>div{{margin-bottom:5px}}
.pt{{margin-bottom:10px;line-height:1.4}} .pname{{font-weight:700;font-size:{size + 1}pt}}
table.items{{width:100%;border-collapse:collapse}} table.items th{{text-align:left;font-weight:600;
color:#666;border-bottom:2px solid #111;padding:4px}} table.items td{{padding:4px;
border-bottom:1px solid #e3e3e3;vertical-align:top}}
table.items tr.sec td{{font-weight:700;color:{color};padding-top:9px;border-bottom:none}}
table.tot{{margin:8px 0 0 auto;border-collapse:collapse;min-width:38%}} table.tot td{{padding:3px 4px}}
table.tot tr.g td{{font-weight:800;font-size:{size + 3}pt;border-top:2px solid #111}}
.foot{{margin-top:16px;border-top:1px solid #ddd;padding-top:5px}}
"""
    html = page(css, body, font=font, size=size, color=color, margin="14mm 16mm")
    return Printed(html, doc.truth(("prekes_pavadinimas", "unit", "quantity", "price", "subtotal")))
