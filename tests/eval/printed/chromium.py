"""HTML to PDF through headless Chromium, as a browser or an accounting program's print-out makes it: a
text layer from another producer than the PDF library the generator draws with. Printed files are kept
in `.eval-cache/printed/` under their HTML's hash, so a rerun prints nothing new."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
CACHE = REPO / ".eval-cache" / "printed"
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-pdf-header-footer",
)


def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    raise RuntimeError("Chromium is needed to print the browser-printed documents (make install)")


def print_pdf(html: str) -> bytes:
    key = hashlib.sha256(html.encode()).hexdigest()
    cached = CACHE / f"{key}.pdf"
    if cached.exists():
        return cached.read_bytes()
    with tempfile.TemporaryDirectory() as folder:
        page, pdf = Path(folder) / "page.html", Path(folder) / "page.pdf"
        page.write_text(html, encoding="utf-8")
        subprocess.run(
            [chromium(), *FLAGS, f"--user-data-dir={folder}/profile", f"--print-to-pdf={pdf}", page.as_uri()],
            check=True,
            capture_output=True,
            timeout=120,
        )
        data = pdf.read_bytes()
    CACHE.mkdir(parents=True, exist_ok=True)
    cached.write_bytes(data)
    return data


def print_all(pages: list[str]) -> list[bytes]:
    with ThreadPoolExecutor(max_workers=2) as pool:
        return list(pool.map(print_pdf, pages))
