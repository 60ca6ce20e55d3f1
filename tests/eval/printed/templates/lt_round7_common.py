"""Helpers shared by lt_return_credit_note, lt_accounting_services and lt_en_bilingual_export: the
invoice's series and number written the ways Lithuanian accounting programs write them, a party's lines
(name, codes, address, bank account) with labels in Lithuanian or in Lithuanian and English, the
signature block under the totals, and the per-rate VAT rows of a page with several rates."""

from __future__ import annotations

import random
from collections.abc import Callable
from decimal import Decimal
from html import escape

from tests.eval.lt_data import group4
from tests.eval.printed.doc import AnyParty, Doc
from tests.eval.printed.templates.lt_round4_common import person

# label key → (Lithuanian, English)
LABELS = {
    "seller": ("Pardavėjas", "Seller"),
    "buyer": ("Pirkėjas", "Buyer"),
    "name": ("Pavadinimas", "Name"),
    "code": ("Įmonės kodas", "Company code"),
    "vat": ("PVM mokėtojo kodas", "VAT code"),
    "address": ("Adresas", "Address"),
    "iban": ("A. s.", "Bank account"),
    "bank": ("Bankas", "Bank"),
}


def number_text(rng: random.Random, series: str | None, number: str) -> str:
    """ "Serija AB Nr. 01234", "AB Nr. 01234" or "Nr. AB-01234", as programs print an invoice's number."""
    if series is None:
        return f"Nr. {number}"
    return rng.choice([f"Serija {series} Nr. {number}", f"{series} Nr. {number}", f"Nr. {series}-{number}"])


def iban_text(party: AnyParty, rng: random.Random) -> str:
    value = party.iban or ""
    return group4(value) if rng.random() < 0.4 else value


def party_rows(
    party: AnyParty,
    rng: random.Random,
    *,
    vat: bool = True,
    bank: bool = False,
    split_address: bool = False,
) -> list[tuple[str, str]]:
    """A party's (label key, value) rows in page order; the name's row first. A party without a VAT
    code has no VAT row, as programs leave it out."""
    rows = [("name", f"<b>{escape(party.name)}</b>"), ("code", party.code or "")]
    if vat and party.vat_code:
        rows.append(("vat", party.vat_code))
    if split_address:
        street, _, place = party.address.rpartition(", ")
        rows.append(("address", f"{escape(street)}<br>{escape(place)}"))
    else:
        rows.append(("address", escape(party.address)))
    if bank and party.iban:
        rows.append(("iban", iban_text(party, rng)))
        if party.bank and rng.random() < 0.7:
            rows.append(("bank", escape(party.bank)))
    return rows


def company(party: AnyParty, forms: tuple[str, ...] = ("UAB", "AB")) -> None:
    """A trading company is limited by shares: a drawn MB, IĮ or VšĮ becomes one of ``forms``."""
    form, _, rest = party.name.partition(" ")
    if form not in forms:
        party.name = f"{forms[0]} {rest}"


def rate_rows(doc: Doc, fmt: Callable[[Decimal], str], signed: bool = True) -> list[tuple[str, str]]:
    """ "Apmokestinama 21 %" and "PVM 21 %" rows for each rate of a page with several rates."""
    out: list[tuple[str, str]] = []
    for r, (base, tax) in doc.rates().items():
        sign = doc.sign if signed else Decimal(1)
        out.append((f"Apmokestinama {r.normalize():f} % PVM", fmt(sign * base)))
        out.append((f"PVM {r.normalize():f} %", fmt(sign * tax)))
    return out


def signatures(rng: random.Random, issued_label: str, taken_label: str, role: bool = True) -> str:
    """The two signature lines under the totals: who wrote the invoice (a name, on some its position) and
    an empty line for who took it."""
    clerk = person(rng, short=rng.random() < 0.4)
    female = clerk.endswith("ė")
    position = rng.choice(
        ["Direktorė", "Buhalterė", "Vyr. buhalterė", "Vadybininkė"]
        if female
        else ["Direktorius", "Buhalteris", "Vyr. buhalteris", "Vadybininkas"]
    )
    who = f"{position} {escape(clerk)}" if role else escape(clerk)
    return (
        '<div class="sigs">'
        f'<div class="sig"><div class="sl">{issued_label}</div><div class="line">{who}</div>'
        '<div class="hint">(pareigos, vardas, pavardė, parašas)</div></div>'
        f'<div class="sig"><div class="sl">{taken_label}</div><div class="line">&nbsp;</div>'
        '<div class="hint">(pareigos, vardas, pavardė, parašas)</div></div>'
        "</div>"
    )


SIG_CSS = """.sigs{display:flex;gap:40px;margin-top:26px;break-inside:avoid}
.sig{flex:1}.sig .sl{font-weight:bold;margin-bottom:14px}
.sig .line{border-bottom:1px solid #000;padding:0 2px 1px}
.sig .hint{font-size:0.8em;color:#555;text-align:center;margin-top:1px}"""
