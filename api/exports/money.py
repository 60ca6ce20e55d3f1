"""Exact decimal arithmetic for exports: half-up rounding, allocation to the cent, plain formatting."""

from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal

ZERO = Decimal("0")
CENT = Decimal("0.01")
PRICE_STEP = Decimal("0.0001")
QUANTITY_STEP = Decimal("0.00001")


def money(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def unit_price(value: Decimal) -> Decimal:
    return value.quantize(PRICE_STEP, rounding=ROUND_HALF_UP)


def quantity(value: Decimal) -> Decimal:
    return value.quantize(QUANTITY_STEP, rounding=ROUND_HALF_UP)


def allocate(total: Decimal, weights: Sequence[Decimal]) -> list[Decimal]:
    """Split `total` (in cents) in proportion to `weights` so the parts add up to it exactly:
    each part is rounded down and the left-over cents go to the largest remainders."""
    cents = int(money(total) / CENT)
    weight_sum = sum(weights, ZERO)
    if not weights:
        return []
    if weight_sum == 0:
        return [money(total)] + [ZERO] * (len(weights) - 1)
    shares = [Decimal(cents) * w / weight_sum for w in weights]
    floors = [int(share.to_integral_value(rounding="ROUND_FLOOR")) for share in shares]
    left_over = cents - sum(floors)
    by_remainder = sorted(range(len(shares)), key=lambda i: shares[i] - floors[i], reverse=True)
    for i in by_remainder[:left_over]:
        floors[i] += 1
    return [Decimal(c) * CENT for c in floors]


def plain(value: Decimal, min_places: int = 0) -> str:
    """Fixed-point text with a dot, no exponent, no thousands separator and no trailing zeros
    beyond `min_places`: plain(Decimal("2.5000"), 2) == "2.50", plain(Decimal("3.000")) == "3"."""
    text = format(value, "f")
    if "." not in text:
        return text + ("." + "0" * min_places if min_places else "")
    whole, fraction = text.split(".")
    fraction = fraction.rstrip("0").ljust(min_places, "0")
    return f"{whole}.{fraction}" if fraction else whole


def money_text(value: Decimal) -> str:
    return plain(money(value), 2)


def price_text(value: Decimal) -> str:
    return plain(unit_price(value), 2)


def quantity_text(value: Decimal) -> str:
    return plain(quantity(value))


def percent_text(value: Decimal) -> str:
    """VAT rates as the programs want them: 21, 9, 5.5."""
    return plain(money(value))
