"""Helpers shared by lt_energy_bill, lt_insurance_invoice and lt_cleaning_services: a party's block as
Lithuanian invoices print it (label beside or above its values, boxed or plain), a balance carried from
the last bill, and the page's frame."""

from __future__ import annotations

import random
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed.doc import AnyParty


def party_block(
    title: str,
    p: AnyParty,
    layout: str,
    *,
    vat: bool = True,
    iban: bool = False,
    extra: list[tuple[str, str]] | None = None,
) -> str:
    """A party's name, codes and address: ``layout`` "beside" prints labels in a column to the left of
    the values, "above" prints a heading over lines of "label: value", "box" the same in a frame."""
    rows: list[tuple[str, str]] = [("Įmonės kodas", p.code or "")]
    if vat and p.vat_code:
        rows.append(("PVM mokėtojo kodas", p.vat_code))
    rows.append(("Adresas", p.address))
    if iban and p.iban:
        rows.append(("A. s.", p.iban))
        if p.bank:
            rows.append(("Bankas", p.bank))
    rows += extra or []
    if layout == "beside":
        body = "".join(f"<tr><th>{k}</th><td>{escape(v)}</td></tr>" for k, v in rows)
        return (
            f'<div class="party"><div class="ptitle">{title}</div><table class="pt">'
            f"<tr><th>Pavadinimas</th><td><b>{escape(p.name)}</b></td></tr>{body}</table></div>"
        )
    lines = "".join(f"<div>{k}: {escape(v)}</div>" for k, v in rows)
    cls = "party boxed" if layout == "box" else "party"
    return (
        f'<div class="{cls}"><div class="ptitle">{title}</div>'
        f'<div class="pname">{escape(p.name)}</div>{lines}</div>'
    )


def carried_balance(rng: random.Random) -> Decimal | None:
    """What the last bill left: 0 when it was paid, a debt (positive) or an overpayment (negative), None
    where the page prints no balance."""
    state = rng.choice(["none", "none", "settled", "debt", "overpaid"])
    if state == "debt":
        return money(Decimal(str(rng.uniform(15, 600))))
    if state == "overpaid":
        return -money(Decimal(str(rng.uniform(3, 120))))
    return Decimal(0) if state == "settled" else None


BASE_CSS = """
@page{{size:A4;margin:{margin}}}
body{{font-family:{font};font-size:{size}pt;color:#111;margin:0}}
.party{{line-height:1.4}} .party .ptitle{{font-weight:bold;text-transform:uppercase;font-size:{small}pt;
color:{color};margin-bottom:2px}} .party .pname{{font-weight:bold}}
.party.boxed{{border:1px solid #777;padding:5px 8px}}
table.pt{{border-collapse:collapse}} table.pt th{{text-align:left;font-weight:normal;color:#444;
padding:0 10px 0 0;vertical-align:top;white-space:nowrap}} table.pt td{{padding:0}}
.r{{text-align:right!important;white-space:nowrap}} .c{{text-align:center}}
.muted{{color:#555}} .small{{font-size:{small}pt}}
"""


def page(css: str, body: str, *, font: str, size: float, color: str, margin: str = "12mm 14mm") -> str:
    head = BASE_CSS.format(margin=margin, font=font, size=size, small=size - 1, color=color)
    return (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{head}{css}</style></head>'
        f"<body>{body}</body></html>"
    )
