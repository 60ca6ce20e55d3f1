"""`make load`: 200 uploads sent at once and 50 users browsing (list, detail, page previews) against the
real stack until the queue has drained. Records the API's p95 per kind of request, the time to drain,
every 5xx and every request left without an answer (with the reason), and the peak resident memory of
the API and worker processes beside the chart's limits.

    python -m tests.reliability.load [--uploads 200] [--users 50]"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import time
from dataclasses import dataclass
from pathlib import Path

import httpx
import yaml
from sqlalchemy import func, select

from api.core.db import make_engine, make_sessionmaker
from api.models import Document
from tests.conftest import ApiClient
from tests.reliability.chaos import Plan, Upload, corpus
from tests.reliability.proof_stack import ProofStack, running

VALUES = Path(__file__).resolve().parents[2] / "charts" / "dokskenas" / "values.yaml"
UNITS = {"Ki": 1024, "Mi": 1024**2, "Gi": 1024**3}
THINK_SECONDS = 1.0


@dataclass(frozen=True)
class Sample:
    kind: str  # upload, list, detail, preview
    seconds: float
    status: int  # 0: no answer, the connection failed (`failure` says how)
    failure: str = ""


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile: the smallest value at or above `share` of the values."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * share // 1))
    return ordered[int(rank) - 1]


def memory_bytes(quantity: str) -> int:
    """A Kubernetes memory quantity in the binary units the chart uses (512Mi, 2Gi)."""
    for suffix, factor in UNITS.items():
        if quantity.endswith(suffix):
            return int(float(quantity[: -len(suffix)]) * factor)
    return int(quantity)


def chart_limits(values: Path = VALUES) -> dict[str, int]:
    chart = yaml.safe_load(values.read_text())
    return {name: memory_bytes(chart[name]["resources"]["limits"]["memory"]) for name in ("api", "worker")}


def peak_rss(pid: int) -> int:
    """The process's high-water mark of resident memory since it started (VmHWM), in bytes."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    raise ValueError(f"no VmHWM for process {pid}")


def summarise(
    samples: list[Sample], drain_seconds: float, peaks: dict[str, int], limits: dict[str, int]
) -> dict[str, object]:
    kinds: dict[str, object] = {}
    for kind in sorted({s.kind for s in samples}):
        own = [s for s in samples if s.kind == kind]
        times = [s.seconds for s in own]
        kinds[kind] = {
            "requests": len(own),
            "p50_ms": round(statistics.median(times) * 1000),
            "p95_ms": round(percentile(times, 0.95) * 1000),
            "max_ms": round(max(times) * 1000),
            "server_errors": sum(1 for s in own if s.status >= 500),
            "no_answer": sorted(s.failure for s in own if s.status == 0),
        }
    memory = {
        name: {
            "peak_mib": round(peaks[name] / 1024**2),
            "limit_mib": round(limits[name] / 1024**2),
            "within": peaks[name] <= limits[name],
        }
        for name in peaks
    }
    failed = sum(1 for s in samples if s.status >= 500 or s.status == 0)
    ok = failed == 0 and all(m["within"] for m in memory.values())
    return {"kinds": kinds, "drain_seconds": round(drain_seconds, 1), "memory": memory, "ok": ok}


async def timed(samples: list[Sample], kind: str, request) -> httpx.Response | None:  # type: ignore[no-untyped-def]
    started = time.monotonic()
    try:
        response = await request
    except httpx.TransportError as error:
        samples.append(Sample(kind, time.monotonic() - started, 0, f"{type(error).__name__}: {error}"))
        return None
    samples.append(Sample(kind, time.monotonic() - started, response.status_code))
    return response


async def upload(client: ApiClient, item: Upload, samples: list[Sample]) -> None:
    files = [("files", (item.name, item.data))]
    await timed(samples, "upload", client.post("/api/scan/", files=files, data={"scan_type": "sumiskai"}))


async def browse(
    client: ApiClient, samples: list[Sample], drained: asyncio.Event, rng: random.Random
) -> None:
    """A user looking through their documents as the list screen and the preview do, until the end."""
    while not drained.is_set():
        listed = await timed(samples, "list", client.get("/api/documents/", params={"page_size": 20}))
        rows = listed.json()["results"] if listed is not None and listed.status_code == 200 else []
        if rows:
            document_id = rng.choice(rows)["id"]
            detail = await timed(samples, "detail", client.get(f"/api/documents/{document_id}/"))
            if detail is not None and detail.status_code == 200 and detail.json().get("preview_urls"):
                await timed(samples, "preview", client.get(detail.json()["preview_urls"][0]))
        await asyncio.sleep(THINK_SECONDS)


async def drain(proof: ProofStack, drained: asyncio.Event) -> None:
    engine = make_engine(proof.database_url)
    try:
        while True:
            async with make_sessionmaker(engine)() as session:
                waiting = await session.scalar(
                    select(func.count()).select_from(Document).where(Document.status == "processing")
                )
            if not waiting:
                drained.set()
                return
            await asyncio.sleep(1)
    finally:
        await engine.dispose()


async def hammer(proof: ProofStack, items: list[Upload], users: int) -> tuple[list[Sample], float]:
    clients = await proof.users(users, credits=len(items) // users + 2)
    samples: list[Sample] = []
    drained = asyncio.Event()
    rng = random.Random(14)
    started = time.monotonic()
    browsers = [asyncio.create_task(browse(client, samples, drained, rng)) for client in clients]
    await asyncio.gather(*(upload(clients[item.user], item, samples) for item in items))
    await drain(proof, drained)
    drain_seconds = time.monotonic() - started
    await asyncio.gather(*browsers)
    for client in clients:
        await client.aclose()
    return samples, drain_seconds


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.reliability.load")
    parser.add_argument("--uploads", type=int, default=200)
    parser.add_argument("--users", type=int, default=50)
    args = parser.parse_args()
    items = corpus(Plan(uploads=args.uploads, faults=[], users=args.users))
    load_before = os.getloadavg()
    with running() as proof:
        samples, drain_seconds = asyncio.run(hammer(proof, items, args.users))
        peaks = {name: peak_rss(proof.pid(name)) for name in ("api", "worker")}
    summary = summarise(samples, drain_seconds, peaks, chart_limits())
    summary |= {"uploads": args.uploads, "users": args.users}
    summary |= {"load_average_before": load_before, "load_average_after": os.getloadavg()}
    print(json.dumps(summary, indent=2))
    print("load:", "passed" if summary["ok"] else "FAILED")
    return 0 if summary["ok"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
