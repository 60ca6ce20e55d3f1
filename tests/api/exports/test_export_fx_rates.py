"""Bank of Lithuania rates over HTTP, against a local server that answers like FxRates.asmx."""

import threading
from collections.abc import Iterator
from datetime import date
from decimal import Decimal
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar
from urllib.parse import parse_qs, urlparse

import pytest

from api.exports.fx_rates import LbFxRates, parse_rates

PUBLISHED = {"2025-03-14": {"USD": "1.0882", "GBP": "0.84"}, "2025-03-17": {"USD": "1.0895"}}


def answer(day: str) -> bytes:
    rates = "".join(
        f"<CcyAmt><Ccy>EUR</Ccy><Amt>1</Amt></CcyAmt><CcyAmt><Ccy>{ccy}</Ccy><Amt>{amt}</Amt></CcyAmt>"
        for ccy, amt in PUBLISHED.get(day, {}).items()
    )
    body = f"<FxRate><Tp>EU</Tp><Dt>{day}</Dt>{rates}</FxRate>" if rates else ""
    return f'<?xml version="1.0" encoding="utf-8"?><FxRates xmlns="http://www.lb.lt/WebServices/FxRates">{body}</FxRates>'.encode()


class FxRatesHandler(BaseHTTPRequestHandler):
    asked: ClassVar[list[str]] = []

    def do_GET(self) -> None:
        url = urlparse(self.path)
        query = parse_qs(url.query)
        if url.path != "/webservices/FxRates/FxRates.asmx/getFxRates" or query.get("tp") != ["EU"]:
            self.send_response(500)
            self.end_headers()
            return
        day = query["dt"][0]
        self.asked.append(day)
        self.send_response(200)
        self.send_header("Content-Type", "text/xml; charset=utf-8")
        self.end_headers()
        self.wfile.write(answer(day))

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def server() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), FxRatesHandler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    FxRatesHandler.asked = []
    yield f"http://127.0.0.1:{httpd.server_port}/webservices/FxRates/FxRates.asmx/getFxRates"
    httpd.shutdown()


def test_parse_rates_reads_units_per_euro() -> None:
    rates = parse_rates(answer("2025-03-14"))
    assert rates[("USD", date(2025, 3, 14))] == Decimal("1.0882")
    assert rates[("EUR", date(2025, 3, 14))] == Decimal(1)


async def test_weekend_invoice_takes_the_last_published_rate(server: str) -> None:
    found = await LbFxRates(server).rates_for({("USD", date(2025, 3, 16)), ("USD", date(2025, 3, 17))})
    assert found == {
        ("USD", date(2025, 3, 16)): Decimal("1.0882"),
        ("USD", date(2025, 3, 17)): Decimal("1.0895"),
    }
    assert FxRatesHandler.asked.count("2025-03-14") == 1  # each day asked once


async def test_unreachable_service_leaves_the_rate_unknown(server: str) -> None:
    assert (
        await LbFxRates(server.replace("getFxRates", "broken")).rates_for({("USD", date(2025, 3, 14))}) == {}
    )
    assert await LbFxRates("http://127.0.0.1:1/x", timeout=0.5).rates_for({("USD", date(2025, 3, 14))}) == {}
