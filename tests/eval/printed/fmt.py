"""How templates print amounts, quantities, rates and dates, in the styles real invoices use."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

# thousands separator, decimal separator
AMOUNT_STYLES = {
    "lt": ("\u00a0", ","),
    "lt-plain": ("", ","),
    "lt-dot": (".", ","),
    "en": (",", "."),
    "plain-dot": ("", "."),
    "ch": ("'", "."),
}
MONTHS = {
    "lt": [
        "sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio",
        "liepos", "rugpjūčio", "rugsėjo", "spalio", "lapkričio", "gruodžio",
    ],
    "en": [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ],
    "de": [
        "Januar", "Februar", "März", "April", "Mai", "Juni",
        "Juli", "August", "September", "Oktober", "November", "Dezember",
    ],
}  # fmt: skip


def amount(value: Decimal, style: str = "lt", places: int = 2) -> str:
    thousands, decimal = AMOUNT_STYLES[style]
    sign = "-" if value < 0 else ""
    whole, _, cents = f"{abs(value):.{places}f}".partition(".")
    groups: list[str] = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return sign + thousands.join(groups) + (decimal + cents if places else "")


def quantity(value: Decimal, style: str = "lt") -> str:
    """Whole quantities without decimals, others with as many as they have (at least one)."""
    if value == value.to_integral_value():
        return amount(value, style, 0)
    places = max(1, -value.normalize().as_tuple().exponent)  # type: ignore[operator]
    return amount(value, style, places)


def rate(value: Decimal) -> str:
    return f"{value.normalize():f}"


def day(value: date, style: str = "iso") -> str:
    if style == "iso":
        return value.isoformat()
    if style == "lt-dots":
        return value.strftime("%Y.%m.%d")
    if style == "dmy-dots":
        return value.strftime("%d.%m.%Y")
    if style == "dmy-slash":
        return value.strftime("%d/%m/%Y")
    if style == "lt-long":
        return f"{value.year} m. {MONTHS['lt'][value.month - 1]} {value.day} d."
    if style == "en-long":
        return f"{MONTHS['en'][value.month - 1]} {value.day}, {value.year}"
    if style == "en-dmy":
        return f"{value.day} {MONTHS['en'][value.month - 1]} {value.year}"
    if style == "de-long":
        return f"{value.day}. {MONTHS['de'][value.month - 1]} {value.year}"
    raise ValueError(style)
