"""Sum checks on a document's values: flags only, a failed check never changes a total (the printed
totals are authoritative). The pipeline runs them after extraction and the API again after every
edit, so the review screen's warnings always describe what is stored.

Tolerances (competitor.md §3, §6): 0.02 per equation, 0.20 when line sums are compared with the
document's total. None means the values a check needs are missing."""

from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from typing import Any

EQUATION_TOLERANCE = Decimal("0.02")
AGGREGATE_TOLERANCE = Decimal("0.20")
ZERO = Decimal(0)


def sum_flags(
    values: Mapping[str, Any],
    lines: Sequence[Mapping[str, Any]] = (),
    breakdown: Iterable[Mapping[str, Any]] = (),
) -> dict[str, bool | None]:
    """``breakdown``: the printed VAT breakdown (rate, base, vat per rate) when the document has one."""
    return {
        "val_subtotal_match": _subtotal(values, lines),
        "val_vat_match": _vat(values, lines, list(breakdown)),
        "val_total_match": _total(values),
    }


def _amount(values: Mapping[str, Any], name: str) -> Decimal | None:
    value = values.get(name)
    if value is None or isinstance(value, bool):
        return None
    try:
        return Decimal(str(value))
    except ArithmeticError:
        return None


def _close(a: Decimal, b: Decimal, tolerance: Decimal = EQUATION_TOLERANCE) -> bool:
    return abs(a - b) <= tolerance


def _discounts(values: Mapping[str, Any]) -> list[Decimal]:
    """Some invoices print the net before the document discount, others after it."""
    discount = _amount(values, "invoice_discount_wo_vat")
    return [ZERO, abs(discount)] if discount else [ZERO]


def _total(values: Mapping[str, Any]) -> bool | None:
    net, vat, gross = (_amount(values, k) for k in ("amount_wo_vat", "vat_amount", "amount_with_vat"))
    if net is None or vat is None or gross is None:
        return None
    return any(_close(net - d + vat, gross) for d in _discounts(values))


def _vat(
    values: Mapping[str, Any], lines: Sequence[Mapping[str, Any]], breakdown: list[Mapping[str, Any]]
) -> bool | None:
    vat = _amount(values, "vat_amount")
    if vat is None:
        return None
    rates = {_amount(row, "rate") for row in breakdown} or {_amount(line, "vat_percent") for line in lines}
    rates.discard(None)
    if len(rates) > 1:
        return _several_rates(vat, lines, breakdown)
    net, rate = _amount(values, "amount_wo_vat"), _amount(values, "vat_percent")
    if rate is None and rates:
        rate = rates.pop()
    if net is None or rate is None:
        return None
    return any(_close((net - d) * rate / 100, vat) for d in _discounts(values))


def _several_rates(
    vat: Decimal, lines: Sequence[Mapping[str, Any]], breakdown: list[Mapping[str, Any]]
) -> bool | None:
    if breakdown:
        taxes = [tax for tax in (_amount(row, "vat") for row in breakdown) if tax is not None]
        each = all(
            _close(base * rate / 100, tax)
            for base, rate, tax in (
                (_amount(r, "base"), _amount(r, "rate"), _amount(r, "vat")) for r in breakdown
            )
            if base is not None and rate is not None and tax is not None
        )
        return each and _close(sum(taxes, ZERO), vat)
    line_taxes = [tax for tax in (_amount(line, "vat") for line in lines) if tax is not None]
    if len(line_taxes) < len(lines):
        return None
    return _close(sum(line_taxes, ZERO), vat, AGGREGATE_TOLERANCE)


def _subtotal(values: Mapping[str, Any], lines: Sequence[Mapping[str, Any]]) -> bool | None:
    net = _amount(values, "amount_wo_vat")
    nets = [n for n in (_amount(line, "subtotal") for line in lines) if n is not None]
    if net is None or not lines or len(nets) < len(lines):
        return None
    total = sum(nets, ZERO)
    return any(_close(total - d, net, AGGREGATE_TOLERANCE) for d in _discounts(values))
