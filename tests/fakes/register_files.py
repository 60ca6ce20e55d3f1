"""A small HTTP server standing in for the register's open-data downloads (Registrų centras' JAR files,
VMI's mm_registras): `GET /NAME` answers the bytes set in `files[NAME]`, the way the refresh
(api/registry/refresh.py) fetches them. `broken[NAME]` makes that file fail: "error" answers HTTP 503,
"cut" promises more bytes than it sends and closes the connection."""

from __future__ import annotations

from http.server import BaseHTTPRequestHandler
from pathlib import Path

from tests.fakes.local_server import JsonHandler, LocalHttpServer

DATA = Path(__file__).resolve().parents[1] / "data"
# The register's real file names, served from the test data.
REGISTER_FILES = {
    "JAR_IREGISTRUOTI.csv": "register_registered.csv",
    "JAR_ISREGISTRUOTI.csv": "register_deregistered.csv",
    "mm_registras.csv": "register_vat_codes.csv",
}


class FakeRegister(LocalHttpServer):
    def __init__(self) -> None:
        self.files = {name: (DATA / source).read_bytes() for name, source in REGISTER_FILES.items()}
        self.broken: dict[str, str] = {}
        super().__init__()

    def urls(self) -> str:
        """The value of DOKSKENAS_REGISTER_URLS for every file served."""
        return " ".join(f"{self.base_url}/{name}" for name in self.files)

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(JsonHandler):
            def do_GET(self) -> None:
                name = self.path.lstrip("/")
                body = fake.files.get(name)
                failure = fake.broken.get(name)
                if body is None or failure == "error":
                    self.send_json(404 if body is None else 503, {"error": "unavailable"})
                    return
                self.send_response(200)
                self.send_header("Content-Type", "text/csv; charset=utf-8")
                self.send_header("Content-Length", str(len(body) * (2 if failure == "cut" else 1)))
                self.end_headers()
                self.wfile.write(body)
                if failure == "cut":
                    self.close_connection = True

        return Handler
