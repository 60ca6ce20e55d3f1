"""Prometheus metrics of the API: requests by route template, method and status, and latency."""

import time

from prometheus_client import Counter, Histogram
from starlette.types import ASGIApp, Message, Receive, Scope, Send

HTTP_REQUESTS = Counter(
    "dokskenas_http_requests_total", "HTTP requests handled", ["route", "method", "status"]
)
HTTP_LATENCY = Histogram(
    "dokskenas_http_request_duration_seconds",
    "HTTP request latency",
    ["route", "method"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
)


class MetricsMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500

        async def record_status(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, record_status)
        finally:
            route = _route_template(scope)
            HTTP_REQUESTS.labels(route, scope["method"], str(status)).inc()
            HTTP_LATENCY.labels(route, scope["method"]).observe(time.perf_counter() - started)


def _route_template(scope: Scope) -> str:
    """The path template ("/api/documents/{document_id}/"), never the raw path, so labels stay
    bounded. The router leaves the route it chose in the scope."""
    route = scope.get("route")
    return str(getattr(route, "path", None) or "other")
