"""What backs each value of a read document (types.BACKINGS). A value is confirmed only by something
outside the reading's judgement: the e-invoice's XML, a sum check it passes, a checksum it passes. Every
other value is marked for review, however sure the rules that found it were."""

from __future__ import annotations

from dataclasses import replace

from activities.reading.identifiers import is_company_code, is_iban, is_personal_code, is_vat_code
from activities.reading.types import Extraction, Field, FieldValue, LineItem

# The sum checks (check_sums), the values each one that passes confirms, and the values it compares.
_SUMS = {
    "val_total_match": ("amount_wo_vat", "vat_amount", "amount_with_vat"),
    "val_vat_match": ("vat_amount", "vat_percent"),
    "val_subtotal_match": ("amount_wo_vat",),
}
# (the lines are read apart from the net: a net computed from the gross still meets them by chance alone)
_COMPARED = {
    "val_total_match": ("amount_wo_vat", "vat_amount", "amount_with_vat"),
    "val_vat_match": ("vat_amount", "vat_percent", "amount_wo_vat"),
}
_LINE_AMOUNTS = ("quantity", "price", "subtotal", "vat", "vat_percent", "total", "discount_wo_vat")


def with_backing(extraction: Extraction) -> Extraction:
    summed = {
        name
        for check, names in _SUMS.items()
        if extraction.checks.get(check)
        and not _derived_in(check, extraction.fields)
        and not (check == "val_vat_match" and _taxes_unchecked(extraction))
        for name in names
    }
    if extraction.checks.get("val_total_match") is False:
        # net + VAT ≠ gross: one of the three is wrong, and the looser checks (the VAT to two cents of its
        # rate, the lines to twenty of the net) cannot say which: a net misread by 0,06 passes both
        summed -= {"amount_wo_vat", "vat_amount", "amount_with_vat"}
    shared = _on_both_sides(extraction.fields)
    fields = {
        name: _backed(name, found, name in summed, name not in shared)
        for name, found in extraction.fields.items()
    }
    lines_add_up = bool(extraction.checks.get("val_lines_match"))
    items = [
        LineItem(
            {
                name: _backed(name, found, lines_add_up and name in _LINE_AMOUNTS)
                for name, found in item.fields.items()
            }
        )
        for item in extraction.line_items
    ]
    return replace(extraction, fields=fields, line_items=items)


def _derived_in(check: str, fields: dict[str, Field]) -> bool:
    """A value computed from the others (a total OCR could not read, the rate net and VAT imply) makes
    its check pass by construction: the check then confirms nothing."""
    return any(fields[name].backing == "none" for name in _COMPARED.get(check, ()) if name in fields)


def _taxes_unchecked(extraction: Extraction) -> bool:
    """A breakdown row printed without its base ("PVM 21 %: 4 980,52") is checked against nothing: the VAT
    the rows add up to is then often the rows' own sum, and a misread row passes with it."""
    return any(row.base is None for row in extraction.vat_breakdown)


def _on_both_sides(fields: dict[str, Field]) -> set[str]:
    """The codes read for the seller and the buyer alike: two companies have two codes, so one side holds
    the other's, and which is a guess that no checksum settles."""
    shared = set()
    for kind in ("id", "vat_code", "iban"):
        seller, buyer = fields.get(f"seller_{kind}"), fields.get(f"buyer_{kind}")
        if seller and buyer and seller.value == buyer.value:
            shared |= {f"seller_{kind}", f"buyer_{kind}"}
    return shared


def _backed(name: str, found: Field, summed: bool, own_code: bool = True) -> Field:
    if found.source == "xml":
        backing = "xml"
    elif summed:
        backing = "sum"
    elif found.backing != "position" and own_code and _checksum(name, found.value):
        backing = "checksum"  # a party's code whose role was read from its label, not guessed from its place
    else:
        backing = found.backing
    return found if backing == found.backing else replace(found, backing=backing)


def _checksum(name: str, value: FieldValue) -> bool:
    if not isinstance(value, str):
        return False
    if name.endswith("_vat_code"):
        return is_vat_code(value)
    if name.endswith("_id"):
        return is_company_code(value) or is_personal_code(value)
    if name.endswith("_iban"):
        return is_iban(value)
    return False
