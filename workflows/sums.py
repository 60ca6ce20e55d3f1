"""The sum checks on a document's values: flags only, a failed check never changes a value (the printed
totals are authoritative). The reader runs them on what it returns, the pipeline's validate step on the
draft, the API after every edit: one rule, so ``dokskenas extract`` and the service flag a document alike.

- val_total_match: net + VAT = gross (or net − document discount + VAT = gross: some invoices print the
  net before the discount).
- val_vat_match: VAT = net × rate for one rate; for several rates the breakdown's taxes add up to the VAT
  and each is its base × rate (without a breakdown, the lines' taxes add up to the VAT).
- val_subtotal_match: the line nets add up to the document net (with or without the document discount).
- val_lines_match: each line's quantity × price − discount = net, net + VAT = gross, net × rate = VAT.

Values are read from plain mappings (spec field names; Decimals, numbers or decimal strings), so the
reader's fields, the draft and the database row all fit. None means the values a check needs are missing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from typing import Any

# The tolerance table (competitor.md §3, §6), in the document's currency:
EQUATION = Decimal("0.02")  # one equation between printed values
AGGREGATE = Decimal("0.20")  # line sums against the document's totals: each line was rounded on its own
UNIT_PRICE = Decimal("0.005")  # per unit: a price printed with two decimals may hide a third
ZERO = Decimal(0)

Values = Mapping[str, Any]


def sum_flags(
    values: Values, lines: Sequence[Values] = (), breakdown: Iterable[Values] = ()
) -> dict[str, bool | None]:
    """The document's flags. ``breakdown``: the printed VAT breakdown (rate, base, vat per rate) when the
    document has one."""
    return {
        "val_subtotal_match": _subtotal(values, lines),
        "val_vat_match": _vat(values, lines, list(breakdown)),
        "val_total_match": _total(values),
    }


def lines_match(lines: Sequence[Values]) -> bool | None:
    """Every line whose values allow a check agrees with itself."""
    results = [r for r in (_line(line) for line in lines) if r is not None]
    return all(results) if results else None


def amount(values: Values, name: str) -> Decimal | None:
    value = values.get(name)
    if value is None or isinstance(value, bool):
        return None
    try:
        return Decimal(str(value))
    except ArithmeticError:
        return None


def close(a: Decimal, b: Decimal, tolerance: Decimal = EQUATION) -> bool:
    return abs(a - b) <= tolerance


def _discounts(values: Values) -> list[Decimal]:
    discount = amount(values, "invoice_discount_wo_vat")
    return [ZERO, abs(discount)] if discount else [ZERO]


def _total(values: Values) -> bool | None:
    net, vat, gross = (amount(values, k) for k in ("amount_wo_vat", "vat_amount", "amount_with_vat"))
    if net is None or vat is None or gross is None:
        return None
    return any(close(net - d + vat, gross) for d in _discounts(values))


def _vat(values: Values, lines: Sequence[Values], breakdown: list[Values]) -> bool | None:
    vat = amount(values, "vat_amount")
    if vat is None:
        return None
    # the lines tell the document's rates only where each has its rate and together they make the net (a
    # scan may lose a row, or a row's rate): else a line of another rate may be missing
    line_rates = {amount(line, "vat_percent") for line in lines}
    if None in line_rates or _subtotal(values, lines) is False:
        line_rates = set()
    rates = {amount(row, "rate") for row in breakdown} or line_rates
    rates.discard(None)
    net, rate = amount(values, "amount_wo_vat"), amount(values, "vat_percent")
    if len(rates) > 1 or taxes_part_of_the_net(net, breakdown):
        return _several_rates(vat, lines, breakdown)
    if rate is None and rates:
        rate = rates.pop()
    if net is None or rate is None:
        return None
    return any(close((net - d) * rate / 100, vat) for d in _discounts(values))


def taxes_part_of_the_net(net: Decimal | None, breakdown: Sequence[Values]) -> bool:
    """One rate's row whose base is less than the net ("A 21 % | 0,36 | 0,08" of 10,00): the rest is exempt,
    so the row, not the net, is what the rate taxes (a nil rate's "base" is any amount beside a zero)."""
    if len(breakdown) != 1 or not amount(breakdown[0], "rate"):
        return False
    base = amount(breakdown[0], "base")
    return net is not None and base is not None and base < net - EQUATION


def _several_rates(vat: Decimal, lines: Sequence[Values], breakdown: list[Values]) -> bool | None:
    if breakdown:
        rows = [(amount(r, "base"), amount(r, "rate"), amount(r, "vat")) for r in breakdown]
        each = all(
            close(base * rate / 100, tax)
            for base, rate, tax in rows
            if base is not None and rate is not None and tax is not None
        )
        return each and close(sum((tax for _, _, tax in rows if tax is not None), ZERO), vat)
    line_taxes = [tax for tax in (amount(line, "vat") for line in lines) if tax is not None]
    if len(line_taxes) < len(lines):
        return None
    return close(sum(line_taxes, ZERO), vat, AGGREGATE)


def _subtotal(values: Values, lines: Sequence[Values]) -> bool | None:
    net = amount(values, "amount_wo_vat")
    nets = [n for n in (amount(line, "subtotal") for line in lines) if n is not None]
    if net is None or not lines or len(nets) < len(lines):
        return None
    total = sum(nets, ZERO)
    return any(close(total - d, net, AGGREGATE) for d in _discounts(values))


def _line(line: Values) -> bool | None:
    qty, price, net, vat, gross, rate = (
        amount(line, k) for k in ("quantity", "price", "subtotal", "vat", "total", "vat_percent")
    )
    checks = []
    if qty is not None and price is not None and net is not None:
        off = abs(amount(line, "discount_wo_vat") or ZERO)
        slack = max(EQUATION, abs(qty) * UNIT_PRICE)
        checks.append(close(qty * price - off, net, slack) or close(qty * price, net, slack))
    if net is not None and vat is not None and gross is not None:
        checks.append(close(net + vat, gross))
    if net is not None and rate is not None and vat is not None:
        checks.append(close(net * rate / 100, vat))
    return all(checks) if checks else None
