"""The thousand-document batch the public site promises: mixed documents (digital invoices and credit
notes, receipts, scans and phone photos, drawn by the evaluation's generator from seeds of their own)
uploaded by one accountant as the web app sends them (one request per selection of files), while the
same accountant keeps looking at the list as the summary screen asks for it. Runs on the proof stack
(its own PostgreSQL, Temporal, S3, API and workers beside anything else running), once with one worker
and once with two. Prints the time to drain, documents per minute, the browsing API's p50/p95 and the
peak resident memory of every process. Numbers only: nothing here fails on a slow machine.

    python -m tests.bench.bench_batch [--documents 1000] [--per-request 50] [--workers 1,2]
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import json
import random
import sys
import time
from collections import Counter

from sqlalchemy import func, select

from api.core.db import make_engine, make_sessionmaker
from api.devstack import stack
from api.documents.endpoints import LOCAL_TIME
from api.models import Document
from tests.conftest import ApiClient
from tests.eval.degrade import VARIANTS, degrade
from tests.eval.grammar import generate_seeds
from tests.reliability.load import Sample, chart_limits, drain, peak_rss, summarise, timed
from tests.reliability.proof_stack import PROFILE, ProofStack, running

FIRST_SEED = 7_000_000  # far from the evaluation's tuning and unseen seeds
SCANNED_SHARE = 0.25  # one document in four arrives as a scan or a photo
THINK_SECONDS = 2.0
LIST_PAGE_SIZE = 200  # the summary screen's page (web/src/api/documents.ts)
EXTRA_WORKER_METRICS_PORT_SHIFT = 1000


def documents(count: int) -> list[tuple[str, str, bytes]]:
    """(kind, file name, bytes): the generator's layouts in turn, a quarter of them degraded."""
    rng = random.Random(FIRST_SEED)
    made = []
    for document in generate_seeds(range(FIRST_SEED, FIRST_SEED + count)):
        kind = "receipt" if document.layout == "receipt" else "digital"
        if rng.random() < SCANNED_SHARE:
            variant = rng.choice(VARIANTS)
            data = degrade(document.pdf, variant, rng)
            suffix = "jpg" if data[:3] == b"\xff\xd8\xff" else "pdf"
            made.append((f"{kind}-{variant}", f"{document.name}.{suffix}", data))
        else:
            made.append((kind, f"{document.name}.pdf", document.pdf))
    return made


def start_extra_workers(proof: ProofStack, count: int) -> list[str]:
    """Workers beyond the stack's own, each with a metrics port of its own, polling the same queues."""
    names = []
    for n in range(1, count):
        name = f"worker{n + 1}"
        port = PROFILE.worker_metrics_port + EXTRA_WORKER_METRICS_PORT_SHIFT + n
        env = {**proof.env, "DOKSKENAS_WORKER_METRICS_PORT": str(port)}
        stack.start_process(PROFILE, name, [str(stack.BIN / "python"), "-m", "workflows.worker"], env, port)
        stack.wait_for(lambda port=port: stack.port_open(port), name)  # type: ignore[misc]
        names.append(name)
    return names


async def browse(
    client: ApiClient, samples: list[Sample], drained: asyncio.Event, rows_seen: list[int]
) -> None:
    """The summary screen's list call (the last 30 days, 200 a page) and one row's detail, again and again."""
    # The API reads the dates as Lithuanian days, as the summary screen sends them.
    today = dt.datetime.now(LOCAL_TIME).date()
    query: dict[str, str | int] = {
        "page_size": LIST_PAGE_SIZE,
        "date_from": str(today - dt.timedelta(days=29)),
        "date_to": str(today),
    }
    while not drained.is_set():
        listed = await timed(samples, "list", client.get("/api/documents/", params=query))
        rows = listed.json()["results"] if listed is not None and listed.status_code == 200 else []
        rows_seen.append(len(rows))
        if rows:
            await timed(samples, "detail", client.get(f"/api/documents/{rows[0]['id']}/"))
        await asyncio.sleep(THINK_SECONDS)


async def upload_all(
    client: ApiClient, files: list[tuple[str, str, bytes]], per_request: int, samples: list[Sample]
) -> None:
    """One selection after another, as an accountant drops folder after folder onto the upload dialog."""
    for start in range(0, len(files), per_request):
        chunk = [("files", (name, data)) for _, name, data in files[start : start + per_request]]
        response = await timed(
            samples, "upload", client.post("/api/scan/", files=chunk, data={"scan_type": "sumiskai"})
        )
        if response is None or response.status_code != 201:
            status = "no answer" if response is None else f"{response.status_code} {response.text[:200]}"
            raise SystemExit(f"upload of files {start}…{start + len(chunk) - 1} failed: {status}")


async def outcomes(proof: ProofStack) -> dict[str, int]:
    engine = make_engine(proof.database_url)
    try:
        async with make_sessionmaker(engine)() as session:
            rows = await session.execute(select(Document.status, func.count()).group_by(Document.status))
            return {str(status): count for status, count in rows}
    finally:
        await engine.dispose()


async def one_run(
    proof: ProofStack, files: list[tuple[str, str, bytes]], per_request: int
) -> dict[str, object]:
    # One accountant: the uploads and the browsing share the session, as two tabs of one browser do.
    [client] = await proof.users(1, credits=len(files) * 2)
    samples: list[Sample] = []
    drained = asyncio.Event()
    started = time.monotonic()
    rows_seen: list[int] = []
    browsing = asyncio.create_task(browse(client, samples, drained, rows_seen))
    await upload_all(client, files, per_request, samples)
    uploaded_seconds = time.monotonic() - started
    await drain(proof, drained)
    drain_seconds = time.monotonic() - started
    await browsing
    counted = await outcomes(proof)
    await client.aclose()
    return {
        "samples": samples,
        "drain_seconds": drain_seconds,
        "uploaded_seconds": round(uploaded_seconds, 1),
        "outcomes": counted,
        # a list page that stays empty would time an empty answer: the most rows one page held
        "list_rows_most": max(rows_seen, default=0),
    }


def run(files: list[tuple[str, str, bytes]], workers: int, per_request: int) -> dict[str, object]:
    with running() as proof:
        extra = start_extra_workers(proof, workers)
        try:
            result = asyncio.run(one_run(proof, files, per_request))
            peaks = {name: peak_rss(proof.pid(name)) for name in ("api", "worker", *extra)}
        finally:
            for name in extra:
                stack.stop_process(PROFILE, name)
    limits = chart_limits()
    limits |= {name: limits["worker"] for name in extra}
    drain_seconds = float(result.pop("drain_seconds"))  # type: ignore[arg-type]
    summary = summarise(result.pop("samples"), drain_seconds, peaks, limits)  # type: ignore[arg-type]
    summary |= result
    summary["workers"] = workers
    summary["documents_per_minute"] = round(len(files) / drain_seconds * 60, 1)
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.bench_batch")
    parser.add_argument("--documents", type=int, default=1000)
    parser.add_argument("--per-request", type=int, default=50)
    parser.add_argument("--workers", default="1,2", help="worker counts to run, comma-separated")
    args = parser.parse_args(argv)
    started = time.monotonic()
    files = documents(args.documents)
    mix = Counter(kind for kind, _, _ in files)
    size = sum(len(data) for _, _, data in files)
    seconds = time.monotonic() - started
    print(f"{len(files)} documents generated in {seconds:.0f} s: {dict(mix)}, {size / 1e6:.0f} MB")
    for workers in (int(n) for n in args.workers.split(",")):
        summary = run(files, workers, args.per_request)
        print(json.dumps(summary, indent=2, default=str), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
