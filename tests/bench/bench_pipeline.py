"""Upload → completed on the running dev stack (`make dev`): generated Lithuanian invoices, digital PDFs
and one-page scans, uploaded through the API like the browser does. Prints p50/p95 latency and
digital documents per minute against the targets (digital p50 ≤ 1.5 s, scanned p50 ≤ 6 s,
≥ 50 digital documents/min). Numbers only: nothing here fails on a slow machine.

    python -m tests.bench.bench_pipeline [--url http://127.0.0.1:8000] [--digital 20] [--scanned 8]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
import uuid
from collections.abc import Callable
from decimal import Decimal

import httpx

from api.devstack import stack
from api.ops.seed import SeedUser, seed
from tests.data.invoices import Invoice, invoice_pdf, scanned_image

POLL_SECONDS = 0.05
TARGETS = {"digital": 1.5, "scanned": 6.0}
THROUGHPUT_TARGET = 50


async def signed_in_client(url: str) -> httpx.AsyncClient:
    """A fresh user with plenty of credits and company settings, seeded into the dev stack's database."""
    email, password = f"bench.{uuid.uuid4().hex[:8]}@example.lt", "Bench12345"
    db_url = stack.profile_database_url(stack.PROFILES["dev"])
    await seed(db_url, [SeedUser(email=email, password=password, credits=Decimal(5000))])
    client = httpx.AsyncClient(base_url=url, timeout=60)
    await client.get("/healthz")
    client.headers["X-CSRFToken"] = client.cookies["csrftoken"]
    (await client.post("/api/token/", json={"email": email, "password": password})).raise_for_status()
    client.headers["X-CSRFToken"] = client.cookies["csrftoken"]
    return client


def digital() -> tuple[str, bytes]:
    return ("saskaita.pdf", invoice_pdf(Invoice(number=f"B-{uuid.uuid4().hex[:8]}")))


def scanned() -> tuple[str, bytes]:
    return ("nuotrauka.png", scanned_image(invoice_pdf(Invoice(number=f"S-{uuid.uuid4().hex[:8]}"))))


async def upload(client: httpx.AsyncClient, files: list[tuple[str, bytes]]) -> list[int]:
    response = await client.post(
        "/api/scan/", files=[("files", file) for file in files], data={"scan_type": "sumiskai"}
    )
    response.raise_for_status()
    return [document["id"] for document in response.json()]


async def finished(client: httpx.AsyncClient, document_id: int) -> str:
    while True:
        status = (await client.get(f"/api/documents/{document_id}/")).json()["status"]
        if status != "processing":
            return status
        await asyncio.sleep(POLL_SECONDS)


async def latencies(
    client: httpx.AsyncClient, make: Callable[[], tuple[str, bytes]], count: int
) -> list[float]:
    """One document at a time: the user's wait from pressing upload to a finished row."""
    times = []
    for _ in range(count):
        file = make()
        started = time.perf_counter()
        [document_id] = await upload(client, [file])
        status = await finished(client, document_id)
        times.append(time.perf_counter() - started)
        if status != "completed":
            print(f"  document {document_id} ended {status}", file=sys.stderr)
    return times


async def throughput(client: httpx.AsyncClient, documents: int, per_request: int = 10) -> float:
    """Documents per minute with uploads arriving together, as an accountant's batch does."""
    batches = [[digital() for _ in range(per_request)] for _ in range(documents // per_request)]
    started = time.perf_counter()
    ids = [i for batch in await asyncio.gather(*(upload(client, b) for b in batches)) for i in batch]
    await asyncio.gather(*(finished(client, document_id) for document_id in ids))
    return len(ids) / (time.perf_counter() - started) * 60


def report(kind: str, times: list[float]) -> None:
    p95 = statistics.quantiles(times, n=20)[18] if len(times) >= 2 else times[0]
    target = TARGETS[kind]
    p50 = statistics.median(times)
    verdict = "meets" if p50 <= target else "MISSES"
    print(
        f"{kind:8} n={len(times):3}  p50 {p50:5.2f} s  p95 {p95:5.2f} s  (target p50 ≤ {target} s: {verdict})"
    )


async def run(url: str, digital_count: int, scanned_count: int, batch: int) -> None:
    client = await signed_in_client(url)
    try:
        await latencies(client, digital, 2)  # warm-up: first use of each code path in the worker
        report("digital", await latencies(client, digital, digital_count))
        report("scanned", await latencies(client, scanned, scanned_count))
        per_minute = await throughput(client, batch)
        verdict = "meets" if per_minute >= THROUGHPUT_TARGET else "MISSES"
        print(
            f"throughput {per_minute:6.1f} digital documents/min  (target ≥ {THROUGHPUT_TARGET}: {verdict})"
        )
    finally:
        await client.aclose()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.bench_pipeline")
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--digital", type=int, default=20)
    parser.add_argument("--scanned", type=int, default=8)
    parser.add_argument("--batch", type=int, default=60, help="documents for the throughput run")
    args = parser.parse_args(argv)
    try:
        asyncio.run(run(args.url, args.digital, args.scanned, args.batch))
    except httpx.HTTPError as error:
        print(f"the dev stack at {args.url} did not answer as expected ({error}); start it with `make dev`")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
