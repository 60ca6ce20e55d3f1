"""The VAT classifier (PVM klasifikatorius, formats.md §8): each code's rate and register, and the
choice of a code when the document does not carry one (§8.3). A document rule, pure: the pipeline's
enrich step assigns codes with it, edits check them, and the exporters fill and check them again."""

from dataclasses import dataclass
from datetime import date
from decimal import Decimal


@dataclass(frozen=True)
class VatCode:
    code: str
    rate: Decimal | None  # None: the code has no single rate (exempt, outside scope, import VAT)
    purchases: bool
    sales: bool


def _codes(spec: str) -> dict[str, VatCode]:
    table = {}
    for row in spec.strip().splitlines():
        code, rate, registers = row.split()
        known_rate = None if rate == "-" else Decimal(rate)
        table[code] = VatCode(code, known_rate, "P" in registers, "S" in registers)
    return table


# code, rate (- = none), registers: P purchases (received invoices), S sales (issued invoices).
CODES = _codes(
    """
    PVM1 21 PS
    PVM2 9 PS
    PVM3 5 PS
    PVM58 12 PS
    PVM5 - PS
    PVM25 21 PS
    PVM26 9 PS
    PVM27 5 PS
    PVM6 21 S
    PVM7 9 S
    PVM8 5 S
    PVM28 0 S
    PVM29 - S
    PVM59 12 S
    PVM9 21 S
    PVM30 9 S
    PVM31 5 S
    PVM32 21 PS
    PVM33 0 PS
    PVM52 9 PS
    PVM53 5 PS
    PVM12 0 S
    PVM13 0 S
    PVM50 0 S
    PVM14 0 PS
    PVM15 - S
    PVM34 - S
    PVM16 21 P
    PVM17 9 P
    PVM18 5 P
    PVM35 0 P
    PVM36 - P
    PVM19 - PS
    PVM20 21 P
    PVM37 5 P
    PVM54 9 P
    PVM38 0 P
    PVM39 - P
    PVM21 21 P
    PVM40 5 P
    PVM57 9 P
    PVM41 0 P
    PVM42 - P
    PVM43 21 P
    PVM44 9 P
    PVM45 5 P
    PVM60 12 P
    PVM46 0 P
    PVM47 - P
    PVM48 - P
    PVM49 6 P
    PVM51 0 PS
    PVM55 0 PS
    PVM56 - P
    PVM23 - -
    PVM24 - -
    PVM100 - PS
    """
)

# Every rate a Lithuanian classifier code carries (6 %: the farmers' compensation rate, PVM49).
KNOWN_RATES = tuple(sorted({found.rate for found in CODES.values() if found.rate is not None}))

EU_COUNTRIES = frozenset(("AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "EL", "HR"))
EU_COUNTRIES |= {"HU", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK"}

# Codes a purchase from a Lithuanian VAT payer carries when the buyer owes no VAT itself: i.SAF
# leaves TaxCode empty for them (schema annotation of PurchaseDocumentTotal/TaxCode).
DOMESTIC_PURCHASE_CODES = frozenset({"PVM1", "PVM2", "PVM3", "PVM58", "PVM5", "PVM14"})

_DOMESTIC_BY_RATE = {Decimal(21): "PVM1", Decimal(9): "PVM2", Decimal(5): "PVM3", Decimal(12): "PVM58"}
_TWELVE_PERCENT_FROM = date(2026, 1, 1)


def normalise(code: str | None) -> str | None:
    """`pvm 1` → `PVM1`; anything that is not a classifier code (e.g. "Keli skirtingi PVM") → None."""
    if not code:
        return None
    compact = code.replace(" ", "").upper()
    return compact if compact in CODES else None


def rate_of(code: str | None) -> Decimal | None:
    found = CODES.get(code or "")
    return found.rate if found else None


def allowed(code: str, *, purchase: bool) -> bool:
    found = CODES.get(code)
    return bool(found and (found.purchases if purchase else found.sales))


def choose(
    *,
    purchase: bool,
    counterparty_country: str,
    counterparty_has_vat_code: bool,
    service: bool,
    rate: Decimal,
    supply_date: date | None,
) -> str | None:
    """The code §8.3 recommends for a line, or None when the case needs a person to decide
    (a rate the classifier does not know, a domestic 0 %, a missing country)."""
    country = counterparty_country.upper()
    if not country:
        return None
    if rate == 12 and supply_date is not None and supply_date < _TWELVE_PERCENT_FROM:
        return None
    if rate == 6:
        return "PVM49" if purchase and country == "LT" else None
    if country == "LT" or (rate > 0 and not purchase):
        return _DOMESTIC_BY_RATE.get(rate)
    if purchase:
        if rate > 0:
            return "PVM48"  # a foreign supplier charged its own VAT
        if country in EU_COUNTRIES:
            return "PVM21" if service else "PVM16"
        return "PVM20" if service else "PVM48"
    if rate != 0:
        return None
    if service:
        return "PVM15"
    if country in EU_COUNTRIES:
        return "PVM13" if counterparty_has_vat_code else None
    return "PVM12"
