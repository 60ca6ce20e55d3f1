"""VAT rates a document may print, and the rate that explains a VAT amount."""

from __future__ import annotations

from decimal import Decimal

from workflows.sums import EQUATION, close

# Lithuania: standard, reduced (12 % from 2026, 9 %, 5 %), zero.
LITHUANIAN_RATES = tuple(Decimal(r) for r in ("21", "12", "9", "5", "0"))
# Other rates seen on EU and foreign invoices and receipts: a table's column or a label's number of these
# is a rate.
OTHER_RATES = tuple(
    Decimal(r)
    for r in ("2.5", "3.7", "5.5", "6", "7", "8", "8.1", "10", "13", "19", "20", "22", "23", "24", "25")
)
# Every other rate of the EU, EEA, British and Swiss schemes: small whole numbers among them ("3", "4")
# are row numbers and counts as often, so they count as rates only where arithmetic backs them.
SCHEME_RATES = tuple(
    Decimal(r)
    for r in (
        "2.1", "2.6", "3", "3.8", "4", "4.8", "9.5", "11",
        "13.5", "14", "15", "16", "17", "18", "25.5", "27",
    )
)  # fmt: skip
KNOWN_RATES = LITHUANIAN_RATES + OTHER_RATES
ALL_RATES = KNOWN_RATES + SCHEME_RATES


def rate_of(net: Decimal, vat: Decimal, rates: tuple[Decimal, ...] = ALL_RATES) -> Decimal | None:
    """The first of ``rates`` by which ``net`` gives ``vat`` to the cent (one rate explains a VAT exactly;
    a mix of rates only comes close)."""
    if not net:
        return None
    return next((rate for rate in rates if close(net * rate / 100, vat, EQUATION)), None)
