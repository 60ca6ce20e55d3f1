"""Helpers shared by lt_consulting_milestones, lt_delivery_notes_summary and lt_rent_with_remarks: the
frame a small Lithuanian accounting program prints around an invoice's table (seller's name on top, the
title and number, dates, both parties, the totals with "PVM 21 %", the sum in words, the signatures)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from html import escape

from tests.eval.printed.doc import Doc
from tests.eval.printed.fmt import amount, day
from tests.eval.printed.templates.lt_common import FONTS, eur_words
from tests.eval.printed.templates.lt_round4_common import person
from tests.eval.printed.templates.lt_round8_common import page, party_block

COLORS = ["#1f5f8b", "#2d6a4f", "#333333", "#6b2d5c", "#8a4b08"]


@dataclass
class Style:
    """How one seed prints: amounts, dates, font, size, colour and where the parties stand."""

    amounts: str
    dates: str
    font: str
    size: float
    color: str
    layout: str

    def a(self, value: Decimal) -> str:
        return amount(value, self.amounts)

    def d(self, value: date) -> str:
        return day(value, self.dates)


def style(rng: random.Random) -> Style:
    return Style(
        amounts=rng.choice(["lt", "lt-plain", "lt-dot"]),
        dates=rng.choice(["iso", "lt-dots", "lt-long"]),
        font=rng.choice(FONTS),
        size=rng.choice([8.5, 9, 9.5, 10]),
        color=rng.choice(COLORS),
        layout=rng.choice(["beside", "above", "box"]),
    )


def totals(doc: Doc, s: Style) -> str:
    return (
        f'<table class="tot"><tr><td>Suma be PVM</td><td class=r>{s.a(doc.net)}</td></tr>'
        f"<tr><td>PVM 21 %</td><td class=r>{s.a(doc.vat)}</td></tr>"
        f'<tr class="g"><td>Iš viso su PVM, EUR</td><td class=r>{s.a(doc.gross)}</td></tr></table>'
    )


def invoice(
    doc: Doc, s: Style, rng: random.Random, *, tagline: str, middle: str, css: str = "", note: str = ""
) -> str:
    """The whole page: ``middle`` is what stands between the parties and the sum in words (the table,
    the totals and whatever the template adds), ``note`` a line above the parties."""
    assert doc.buyer is not None and doc.due is not None
    writer = person(rng)
    role = rng.choice(["direktorė", "buhalterė"] if writer.endswith("ė") else ["direktorius", "buhalteris"])
    phone = f"+370 {rng.choice(['5', '37', '46'])} {rng.randint(200000, 799999)}"
    number = (
        f"Serija {doc.series} Nr. {doc.number}" if rng.random() < 0.5 else f"Nr. {doc.series}-{doc.number}"
    )
    body = f"""<div class="hdr"><div class="logo">{escape(doc.seller.name)}</div>
<div class="small muted">{tagline} · tel. {phone}</div></div>
<div class="title">PVM SĄSKAITA FAKTŪRA</div><div class="num">{number}</div>
<div class="dates">Išrašymo data: {s.d(doc.issued)} &nbsp;·&nbsp; Apmokėti iki: {s.d(doc.due)}</div>
<div class="two">{party_block("Pardavėjas", doc.seller, s.layout, iban=True)}
{party_block("Pirkėjas", doc.buyer, s.layout)}</div>
<div class="small" style="margin:8px 0 4px">{note}</div>
{middle}
<div class="words">Suma žodžiais: {eur_words(doc.gross)}</div>
<div class="sign"><div>Sąskaitą išrašė:<div class="line">{writer}, {role}</div></div>
<div>Sąskaitą priėmė:<div class="line">(vardas, pavardė, parašas)</div></div></div>"""
    size, color = s.size, s.color
    base = f"""
.hdr{{border-bottom:2px solid {color};padding-bottom:4px;display:flex;
justify-content:space-between;align-items:baseline}}
.logo{{font-size:{size + 5}pt;font-weight:bold;color:{color}}}
.title{{text-align:center;font-size:{size + 4}pt;font-weight:bold;margin-top:14px}}
.num,.dates{{text-align:center}} .num{{font-weight:bold}}
.two{{display:flex;gap:22px;margin-top:12px}} .two .party{{flex:1}}
table.items{{width:100%;border-collapse:collapse}} table.items th{{border:1px solid #666;background:#eef0f2;
padding:3px;font-size:{size - 0.5}pt}}
table.items td{{border:1px solid #999;padding:2px 4px;vertical-align:top}}
table.tot{{margin:6px 0 0 auto;border-collapse:collapse;min-width:36%}} table.tot td{{padding:2px 6px}}
table.tot tr.g td{{font-weight:bold;border-top:1.5px solid #000}}
.words{{margin-top:8px}} .sign{{display:flex;gap:60px;margin-top:34px}} .sign>div{{flex:1}}
.sign .line{{border-top:1px solid #000;margin-top:26px;padding-top:2px;font-size:{size - 1}pt}}
"""
    return page(base + css, body, font=s.font, size=size, color=color)
