"""What backs each value of a read document (types.BACKINGS). A value is confirmed only by something
outside the reading's judgement: the e-invoice's XML, a sum check it passes, a checksum it passes. Every
other value is marked for review, however sure the rules that found it were."""

from __future__ import annotations

from dataclasses import replace

from activities.reading.identifiers import is_company_code, is_iban, is_personal_code, is_vat_code
from activities.reading.types import Extraction, Field, FieldValue, LineItem

# The sum checks (check_sums) and the values each one that passes confirms.
_SUMS = {
    "val_total_match": ("amount_wo_vat", "vat_amount", "amount_with_vat"),
    "val_vat_match": ("vat_amount", "vat_percent"),
    "val_subtotal_match": ("amount_wo_vat",),
}
_LINE_AMOUNTS = ("quantity", "price", "subtotal", "vat", "vat_percent", "total", "discount_wo_vat")


def with_backing(extraction: Extraction) -> Extraction:
    summed = {name for check, names in _SUMS.items() if extraction.checks.get(check) for name in names}
    fields = {name: _backed(name, found, name in summed) for name, found in extraction.fields.items()}
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


def _backed(name: str, found: Field, summed: bool) -> Field:
    if found.source == "xml":
        backing = "xml"
    elif summed:
        backing = "sum"
    elif found.backing != "position" and _checksum(name, found.value):
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
