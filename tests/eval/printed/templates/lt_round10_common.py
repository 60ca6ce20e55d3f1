"""Helpers shared by lt_freight_forwarding, lt_pharma_wholesale and lt_software_subscription: a party's
lines as Lithuanian invoices print them, for a Lithuanian party or a foreign one (which may have no
register code, and whose labels the page may give in English too)."""

from __future__ import annotations

from html import escape

from tests.eval.printed.doc import AnyParty, Foreign

COUNTRIES = {"DE": "Vokietija", "PL": "Lenkija", "LV": "Latvija", "EE": "Estija"}


def party_lines(p: AnyParty, *, english: bool = False, iban: bool = False) -> list[str]:
    """ "Label: value" lines for the codes, address and (where ``iban``) the account; ``english`` adds the
    English label after the Lithuanian one, as forwarders do for a foreign client."""

    def label(lt: str, en: str) -> str:
        return f"{lt} / {en}" if english else lt

    out: list[str] = []
    if p.code:
        out.append(f"{label('Įmonės kodas', 'Reg. No.')}: {p.code}")
    if p.vat_code:
        out.append(f"{label('PVM mokėtojo kodas', 'VAT No.')}: {p.vat_code}")
    out.append(f"{label('Adresas', 'Address')}: {escape(p.address)}")
    if isinstance(p, Foreign):
        out.append(f"{label('Šalis', 'Country')}: {COUNTRIES.get(p.country, p.country)}")
    if iban and p.iban:
        out.append(f"{label('A. s.', 'IBAN')}: {p.iban}" + (f" ({escape(p.bank)})" if p.bank else ""))
    return out
