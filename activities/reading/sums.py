"""Sum checks on what the document prints. Flags only: a failed check never changes a value.

- val_total_match: net + VAT = gross (or net − document discount + VAT = gross, as some invoices print
  the net before the discount).
- val_vat_match: VAT = net × rate for one rate; for several rates, the breakdown's taxes add up to the VAT
  and each tax is its base × rate.
- val_subtotal_match: the line nets add up to the document net (with or without the document discount).
- val_lines_match: each line's quantity × price − discount = net, net + VAT = gross, net × rate = VAT.

None means the values needed for a check are missing.
"""

from __future__ import annotations

from decimal import Decimal

from activities.reading.types import Field, LineItem, VatRate

TOLERANCE = Decimal("0.02")  # per equation (competitor.md §3)
AGGREGATE_TOLERANCE = Decimal("0.02")


def _amount(fields: dict[str, Field], name: str) -> Decimal | None:
    found = fields.get(name)
    return found.value if found and isinstance(found.value, Decimal) else None


def _close(a: Decimal, b: Decimal, tolerance: Decimal = TOLERANCE) -> bool:
    return abs(a - b) <= tolerance


def check_sums(
    fields: dict[str, Field], items: list[LineItem], breakdown: list[VatRate]
) -> dict[str, bool | None]:
    return {
        "val_subtotal_match": _subtotal(fields, items),
        "val_vat_match": _vat(fields, breakdown),
        "val_total_match": _total(fields),
        "val_lines_match": _lines(items),
    }


def _discounts(fields: dict[str, Field]) -> list[Decimal]:
    discount = _amount(fields, "invoice_discount_wo_vat")
    return [Decimal(0)] + ([abs(discount)] if discount else [])


def _total(fields: dict[str, Field]) -> bool | None:
    net, vat, gross = (_amount(fields, k) for k in ("amount_wo_vat", "vat_amount", "amount_with_vat"))
    if net is None or vat is None or gross is None:
        return None
    return any(_close(net - d + vat, gross) for d in _discounts(fields))


def _vat(fields: dict[str, Field], breakdown: list[VatRate]) -> bool | None:
    net, vat = _amount(fields, "amount_wo_vat"), _amount(fields, "vat_amount")
    rate = _amount(fields, "vat_percent")
    if vat is None:
        return None
    if len({r.rate for r in breakdown}) > 1:
        taxes = [r.vat for r in breakdown if r.vat is not None]
        each = all(
            _close(r.base * r.rate / 100, r.vat)
            for r in breakdown
            if r.base is not None and r.vat is not None
        )
        return each and _close(sum(taxes, Decimal(0)), vat)
    if rate is None or net is None:
        return None
    return any(_close((net - d) * rate / 100, vat) for d in _discounts(fields))


def _subtotal(fields: dict[str, Field], items: list[LineItem]) -> bool | None:
    net = _amount(fields, "amount_wo_vat")
    nets = [n for item in items if isinstance(n := item.value("subtotal"), Decimal)]
    if net is None or not items or len(nets) != len(items):
        return None
    total = sum(nets, Decimal(0))
    return any(_close(total - d, net, AGGREGATE_TOLERANCE) for d in _discounts(fields))


def _lines(items: list[LineItem]) -> bool | None:
    results = [r for r in (_line(item) for item in items) if r is not None]
    return all(results) if results else None


def _line(item: LineItem) -> bool | None:
    values = {k: item.value(k) for k in ("quantity", "price", "subtotal", "vat", "total", "vat_percent")}
    discount = item.value("discount_wo_vat")
    qty, price, net, vat, gross, rate = (v if isinstance(v, Decimal) else None for v in values.values())
    checks = []
    if qty is not None and price is not None and net is not None:
        off = abs(discount) if isinstance(discount, Decimal) else Decimal(0)
        # prices printed with 2 decimals may hide a third: allow half a cent per unit
        slack = max(TOLERANCE, abs(qty) * Decimal("0.005"))
        checks.append(_close(qty * price - off, net, slack) or _close(qty * price, net, slack))
    if net is not None and vat is not None and gross is not None:
        checks.append(_close(net + vat, gross))
    if net is not None and rate is not None and vat is not None:
        checks.append(_close(net * rate / 100, vat))
    return all(checks) if checks else None
