"""The three credit packages of spec §9. Prices live here, on the server; Stripe's price ids come from
settings, and the browser only ever names a price id from this list."""

from dataclasses import dataclass
from decimal import Decimal

from api.core.config import Settings

CURRENCY = "eur"


@dataclass(frozen=True)
class CreditPackage:
    credits: int
    price: Decimal
    price_id: str
    discount: str | None

    @property
    def amount_cents(self) -> int:
        """What Stripe reports as amount_total for one package."""
        return int(self.price * 100)

    @property
    def cost_label(self) -> str:
        return f"{_plain(self.price)} €"

    @property
    def per_document_label(self) -> str:
        return f"{_plain(self.price / self.credits)} €"


def _plain(value: Decimal) -> str:
    """18.00 → "18", 0.1620 → "0,162": no trailing zeros, never an exponent, a decimal comma as
    Lithuanian (lt-LT) writes numbers."""
    return format(value.normalize(), "f").replace(".", ",")


def packages(settings: Settings) -> list[CreditPackage]:
    return [
        CreditPackage(100, Decimal("18.00"), settings.stripe_price_100, None),
        CreditPackage(500, Decimal("85.00"), settings.stripe_price_500, "-5%"),
        CreditPackage(1000, Decimal("162.00"), settings.stripe_price_1000, "-10%"),
    ]


def by_price_id(settings: Settings, price_id: str) -> CreditPackage | None:
    return next((package for package in packages(settings) if package.price_id == price_id), None)


def by_credits(settings: Settings, credits: int) -> CreditPackage | None:
    return next((package for package in packages(settings) if package.credits == credits), None)
