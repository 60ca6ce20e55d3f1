"""A small HTTP server speaking VIES's REST interface (`GET /ms/{country}/vat/{number}`), answering
from a table of known VAT numbers, so the registry check can run with DOKSKENAS_VIES_BASE_URL pointed
at it. `unavailable` makes it answer as VIES does when a member state's service is down."""

from __future__ import annotations

import re
from http.server import BaseHTTPRequestHandler

from tests.fakes.local_server import JsonHandler, LocalHttpServer

_PATH = re.compile(r"^/ms/(?P<country>[A-Z]{2})/vat/(?P<number>[0-9A-Z]+)$")


class FakeVies(LocalHttpServer):
    def __init__(self, known: dict[str, tuple[str, str]]) -> None:
        """``known``: VAT code with its prefix → (name, address)."""
        self.known = known
        self.unavailable = False
        super().__init__()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(JsonHandler):
            def do_GET(self) -> None:
                match = _PATH.match(self.path)
                if match is None:
                    self.send_json(404, {"errorWrappers": [{"error": "NOT_FOUND"}]})
                    return
                if fake.unavailable:
                    self.send_json(200, {"isValid": False, "userError": "MS_UNAVAILABLE"})
                    return
                code = match["country"] + match["number"]
                name, address = fake.known.get(code, ("---", "---"))
                self.send_json(
                    200,
                    {
                        "isValid": code in fake.known,
                        "requestDate": "2026-03-14T10:00:00.000Z",
                        "userError": "VALID" if code in fake.known else "INVALID",
                        "name": name,
                        "address": address,
                        "vatNumber": match["number"],
                    },
                )

        return Handler
