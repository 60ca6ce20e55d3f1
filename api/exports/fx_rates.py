"""Bank of Lithuania euro reference rates (FxRates web service) for foreign-currency documents.

The rate of the invoice date, or the last one published before it (weekends and holidays have
none). Rates are units of the currency per 1 EUR. A failed lookup leaves the rate unknown: most
targets then let the accounting program convert, i.SAF refuses the document with a clear message."""

import logging
from collections.abc import Iterable
from datetime import date, timedelta
from decimal import Decimal, InvalidOperation

import httpx
from lxml import etree

LB_FX_RATES_URL = "https://www.lb.lt/webservices/FxRates/FxRates.asmx/getFxRates"
NAMESPACE = {"lb": "http://www.lb.lt/WebServices/FxRates"}
# Long holidays (Easter, Christmas) leave at most four days without a published rate.
LOOKBACK_DAYS = 5

logger = logging.getLogger(__name__)


def parse_rates(content: bytes) -> dict[tuple[str, date], Decimal]:
    """(currency, date) → units per 1 EUR from a getFxRates answer."""
    rates = {}
    for rate in etree.fromstring(content).iterfind("lb:FxRate", NAMESPACE):
        day = date.fromisoformat(rate.findtext("lb:Dt", namespaces=NAMESPACE) or "")
        for amount in rate.iterfind("lb:CcyAmt", NAMESPACE):
            currency = amount.findtext("lb:Ccy", namespaces=NAMESPACE) or ""
            try:
                rates[currency, day] = Decimal(amount.findtext("lb:Amt", namespaces=NAMESPACE) or "")
            except InvalidOperation:
                continue
    return rates


class LbFxRates:
    def __init__(self, url: str = LB_FX_RATES_URL, timeout: float = 10.0) -> None:
        self.url = url
        self.timeout = timeout

    async def rates_for(self, wanted: Iterable[tuple[str, date]]) -> dict[tuple[str, date], Decimal]:
        """The rate for each (currency, invoice date) that could be found; the rest are left out."""
        found: dict[tuple[str, date], Decimal] = {}
        published: dict[tuple[str, date], Decimal] = {}
        async with httpx.AsyncClient(timeout=self.timeout) as client:
            for currency, day in sorted(set(wanted)):
                for back in range(LOOKBACK_DAYS + 1):
                    candidate = day - timedelta(days=back)
                    if (currency, candidate) not in published:
                        published |= await self._day(client, candidate)
                    if (currency, candidate) in published:
                        found[currency, day] = published[currency, candidate]
                        break
        return found

    async def _day(self, client: httpx.AsyncClient, day: date) -> dict[tuple[str, date], Decimal]:
        try:
            response = await client.get(self.url, params={"tp": "EU", "dt": day.isoformat()})
            response.raise_for_status()
            return parse_rates(response.content)
        except (httpx.HTTPError, etree.XMLSyntaxError, ValueError):
            logger.warning("Bank of Lithuania rates for %s unavailable", day, exc_info=True)
            return {}
