"""A small HTTP server speaking the part of Stripe's API that DokSkenas uses, so the production
StripeClient talks to it through DOKSKENAS_STRIPE_API_BASE and a browser can buy credits end to end.

- `POST /v1/checkout/sessions` (form-encoded, `Authorization: Bearer sk_…`) answers a `checkout.session`
  whose `url` is a hosted page on this server; `GET /v1/checkout/sessions/{id}` reads it back.
  Unknown prices and bad keys get Stripe's error bodies and status codes.
- `GET /c/pay/{id}`, the hosted page, pays: it posts a signed `checkout.session.completed` to the
  configured webhook URL (before answering, so the app has the credits when the browser lands) and
  redirects to `success_url`. `GET /c/cancel/{id}` redirects to `cancel_url`.

Standalone, for api/devstack/stack.py and browser tests:

    python -m tests.fakes.stripe_api --port 12111 --webhook http://127.0.0.1:8000/api/stripe/webhook/ \
        --secret whsec_test [--api-key sk_test_…] [--price price_id=cents …]
"""

from __future__ import annotations

import argparse
import hashlib
import hmac
import json
import logging
import re
import secrets
import threading
import time
import urllib.error
import urllib.request
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qsl, urlsplit

logger = logging.getLogger("fake_stripe")

API_VERSION = "2025-09-30.clover"
# The prices of a Stripe account set up for DokSkenas (the default DOKSKENAS_STRIPE_PRICE_* ids),
# in cents and currency: written down independently of api/billing/packages.py on purpose.
DEFAULT_PRICES: dict[str, tuple[int, str]] = {
    "price_dokskenas_100": (1800, "eur"),
    "price_dokskenas_500": (8500, "eur"),
    "price_dokskenas_1000": (16200, "eur"),
}


class StripeApiError(Exception):
    def __init__(self, status: HTTPStatus, error_type: str, message: str, **fields: str) -> None:
        super().__init__(message)
        self.status = status
        self.body = {"error": {"type": error_type, "message": message, **fields}}


def new_id(prefix: str) -> str:
    return f"{prefix}_test_{secrets.token_hex(12)}"


def sign(payload: str, secret: str, timestamp: int | None = None) -> str:
    """A `Stripe-Signature` header: `t=<unix time>,v1=<HMAC-SHA256 of "<t>.<payload>">`."""
    signed_at = int(time.time()) if timestamp is None else timestamp
    digest = hmac.new(secret.encode(), f"{signed_at}.{payload}".encode(), hashlib.sha256).hexdigest()
    return f"t={signed_at},v1={digest}"


def event(event_type: str, obj: dict[str, Any], *, event_id: str | None = None) -> dict[str, Any]:
    """A snapshot event as Stripe delivers it to a webhook endpoint."""
    return {
        "id": event_id or new_id("evt"),
        "object": "event",
        "api_version": API_VERSION,
        "created": int(time.time()),
        "livemode": False,
        "pending_webhooks": 1,
        "request": {"id": None, "idempotency_key": None},
        "type": event_type,
        "data": {"object": obj},
    }


def parse_form(body: str) -> dict[str, Any]:
    """Stripe's form encoding (`line_items[0][price]=…`, `metadata[key]=…`) back into objects."""
    root: dict[str, Any] = {}
    for key, value in parse_qsl(body, keep_blank_values=True):
        parts = re.findall(r"[^\[\]]+", key)
        node = root
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        node[parts[-1]] = value
    return _lists_from_indexes(root)


def _lists_from_indexes(node: Any) -> Any:
    if not isinstance(node, dict):
        return node
    values = {key: _lists_from_indexes(value) for key, value in node.items()}
    if values and all(key.isdigit() for key in values):
        return [values[key] for key in sorted(values, key=int)]
    return values


class FakeStripe:
    def __init__(
        self,
        *,
        webhook_url: str | None = None,
        webhook_secret: str = "",
        api_key: str | None = None,
        prices: dict[str, tuple[int, str]] | None = None,
        port: int = 0,
    ) -> None:
        """`api_key` None accepts any `sk_` key; `port` 0 picks a free one."""
        self.webhook_url = webhook_url
        self.webhook_secret = webhook_secret
        self.api_key = api_key
        self.prices = dict(DEFAULT_PRICES if prices is None else prices)
        self.sessions: dict[str, dict[str, Any]] = {}
        self.deliveries: list[tuple[str, int]] = []  # (event id, the webhook's HTTP status or 0)
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", port), _handler_for(self))
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    def start(self) -> FakeStripe:
        self._thread = threading.Thread(target=self._server.serve_forever, name="fake-stripe", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        if self._thread is not None:
            self._thread.join()

    def serve_forever(self) -> None:
        self._server.serve_forever()

    def check_key(self, authorization: str | None) -> None:
        key = (authorization or "").removeprefix("Bearer ").strip()
        if not key.startswith("sk_") or (self.api_key is not None and key != self.api_key):
            raise StripeApiError(
                HTTPStatus.UNAUTHORIZED, "invalid_request_error", f"Invalid API Key provided: {key[:8]}***"
            )

    def create_checkout_session(self, params: dict[str, Any]) -> dict[str, Any]:
        mode = params.get("mode")
        if mode != "payment":
            raise StripeApiError(
                HTTPStatus.BAD_REQUEST, "invalid_request_error", "Only mode=payment is faked.", param="mode"
            )
        if not params.get("success_url"):
            raise StripeApiError(
                HTTPStatus.BAD_REQUEST,
                "invalid_request_error",
                "Missing required param: success_url.",
                param="success_url",
                code="parameter_missing",
            )
        amount, currency = self._price_line_items(params.get("line_items") or [])
        session_id = new_id("cs")
        session = {
            "id": session_id,
            "object": "checkout.session",
            "amount_subtotal": amount,
            "amount_total": amount,
            "cancel_url": params.get("cancel_url"),
            "client_reference_id": params.get("client_reference_id"),
            "created": int(time.time()),
            "currency": currency,
            "customer_details": {"email": params.get("customer_email")},
            "customer_email": params.get("customer_email"),
            "expires_at": int(time.time()) + 24 * 3600,
            "livemode": False,
            "locale": params.get("locale"),
            "metadata": params.get("metadata") or {},
            "mode": mode,
            "payment_intent": None,
            "payment_status": "unpaid",
            "status": "open",
            "success_url": params["success_url"],
            "url": f"{self.url}/c/pay/{session_id}",
        }
        with self._lock:
            self.sessions[session_id] = session
        return session

    def _price_line_items(self, line_items: list[dict[str, Any]]) -> tuple[int, str]:
        if not line_items:
            raise StripeApiError(
                HTTPStatus.BAD_REQUEST,
                "invalid_request_error",
                "Missing required param: line_items.",
                param="line_items",
                code="parameter_missing",
            )
        total, currencies = 0, set()
        for index, item in enumerate(line_items):
            price_id = item.get("price", "")
            if price_id not in self.prices:
                raise StripeApiError(
                    HTTPStatus.BAD_REQUEST,
                    "invalid_request_error",
                    f"No such price: '{price_id}'",
                    param=f"line_items[{index}][price]",
                    code="resource_missing",
                )
            unit_amount, currency = self.prices[price_id]
            total += unit_amount * int(item.get("quantity", "1"))
            currencies.add(currency)
        return total, currencies.pop()

    def session(self, session_id: str) -> dict[str, Any]:
        with self._lock:
            found = self.sessions.get(session_id)
        if found is None:
            raise StripeApiError(
                HTTPStatus.NOT_FOUND,
                "invalid_request_error",
                f"No such checkout.session: '{session_id}'",
                code="resource_missing",
            )
        return found

    def pay(self, session_id: str) -> dict[str, Any]:
        """Complete the session as a card payment and deliver its `checkout.session.completed`, once."""
        session = self.session(session_id)
        with self._lock:
            newly_paid = session["status"] == "open"
            session.update(status="complete", payment_status="paid", payment_intent=new_id("pi"))
        if newly_paid:
            self.deliver(event("checkout.session.completed", dict(session)))
        return session

    def deliver(self, payload: dict[str, Any]) -> int:
        """Post one signed event to the webhook URL; its HTTP status, or 0 when it could not be reached."""
        if not self.webhook_url:
            return 0
        body = json.dumps(payload)
        request = urllib.request.Request(
            self.webhook_url,
            data=body.encode(),
            method="POST",
            headers={
                "Content-Type": "application/json; charset=utf-8",
                "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
                "Stripe-Signature": sign(body, self.webhook_secret),
            },
        )
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                status = response.status
        except urllib.error.HTTPError as exc:
            status = exc.code
        except OSError as exc:
            logger.warning("webhook %s unreachable: %s", self.webhook_url, exc)
            status = 0
        with self._lock:
            self.deliveries.append((payload["id"], status))
        return status


def _handler_for(fake: FakeStripe) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            self._answer(self._post)

        def do_GET(self) -> None:
            self._answer(self._get)

        def _post(self, path: str) -> dict[str, Any] | str:
            if path != "/v1/checkout/sessions":
                raise _unknown_path(path)
            fake.check_key(self.headers.get("Authorization"))
            length = int(self.headers.get("Content-Length") or 0)
            return fake.create_checkout_session(parse_form(self.rfile.read(length).decode()))

        def _get(self, path: str) -> dict[str, Any] | str:
            """A dict is answered as JSON, a string is a redirect."""
            if match := re.fullmatch(r"/v1/checkout/sessions/([\w-]+)", path):
                fake.check_key(self.headers.get("Authorization"))
                return fake.session(match[1])
            if match := re.fullmatch(r"/c/pay/([\w-]+)", path):
                session = fake.pay(match[1])
                return session["success_url"].replace("{CHECKOUT_SESSION_ID}", session["id"])
            if match := re.fullmatch(r"/c/cancel/([\w-]+)", path):
                return fake.session(match[1])["cancel_url"] or "/"
            raise _unknown_path(path)

        def _answer(self, route: Any) -> None:
            try:
                result = route(urlsplit(self.path).path)
            except StripeApiError as exc:
                self._json(exc.status, exc.body)
                return
            if isinstance(result, str):
                self.send_response(HTTPStatus.SEE_OTHER)
                self.send_header("Location", result)
                self.send_header("Content-Length", "0")
                self.end_headers()
            else:
                self._json(HTTPStatus.OK, result)

        def _json(self, status: HTTPStatus, body: dict[str, Any]) -> None:
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Request-Id", new_id("req"))
            self.send_header("Stripe-Version", API_VERSION)
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: Any) -> None:
            logger.info("%s %s", self.address_string(), format % args)

    return Handler


def _unknown_path(path: str) -> StripeApiError:
    return StripeApiError(
        HTTPStatus.NOT_FOUND, "invalid_request_error", f"Unrecognized request URL ({path})."
    )


def _price(value: str) -> tuple[str, tuple[int, str]]:
    price_id, _, cents = value.partition("=")
    return price_id, (int(cents), "eur")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--port", type=int, default=12111)
    parser.add_argument("--webhook", help="where paid sessions post checkout.session.completed")
    parser.add_argument("--secret", default="", help="the webhook signing secret (whsec_…)")
    parser.add_argument("--api-key", help="accept only this secret key (default: any sk_ key)")
    parser.add_argument(
        "--price", type=_price, action="append", help="price_id=cents in EUR (default: DokSkenas's three)"
    )
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s fake-stripe %(message)s")
    fake = FakeStripe(
        webhook_url=args.webhook,
        webhook_secret=args.secret,
        api_key=args.api_key,
        prices=dict(args.price) if args.price else None,
        port=args.port,
    )
    logger.info("Stripe API on %s, webhook %s", fake.url, args.webhook or "(none)")
    fake.serve_forever()


if __name__ == "__main__":
    main()
