"""The summary list and the admin dashboard at scale (issue 17): 1 000 000 documents seeded by SQL
(generate_series, not the API) into a database of the bench's own on the stack's PostgreSQL, then
the API driven in-process over ASGI. Prints p50/p95 of

- the user's list call as the web app makes it (last 30 days, 200 per page) for a user with 10 000
  documents in those 30 days (target p95 ≤ 50 ms), and of its next page by the `next` link;
- GET /api/superuser/dashboard-stats/ over the whole table (target p95 ≤ 300 ms).

Wall-clock numbers include waiting for a CPU; on a busy machine the API process's CPU time per
request (printed beside them) is the fairer figure, PostgreSQL's own time aside. Numbers only:
nothing fails on a slow or shared machine. The database is dropped at the end unless kept.

    python -m tests.bench.bench_admin_lists [--profile dev] [--documents 1000000] [--requests 40]
        [--keep | --reuse DATABASE]
"""

from __future__ import annotations

import argparse
import asyncio
import secrets
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from datetime import date, timedelta

import httpx
import psycopg

from api.core.config import Settings
from api.devstack import stack
from api.main import create_app
from api.ops.seed import SeedUser, seed

PASSWORD = "Bench12345"
USER_DOCUMENTS = 10_000
OTHER_USERS = 2_000
TARGETS_MS = {"list": 50.0, "list next page": 50.0, "dashboard-stats": 300.0}

# Every other user's documents over the 18 months files are kept; the bench user's 10 000 within the
# list's 30 days. Sizes of the OCR text and JSON are those of a one-page invoice.
SEED_DOCUMENTS = """
INSERT INTO documents (
    user_id, status, exported, is_deleted, uploaded_at, processed_at, scan_type, document_type,
    part_index, original_filename, content_type, file_size, file_sha256, storage_key,
    pirkimas_pardavimas, glued_raw_text, structured_json, field_meta,
    val_subtotal_match, val_vat_match, val_total_match, invoice_date, document_series, document_number,
    amount_wo_vat, vat_amount, vat_percent, amount_with_vat, currency,
    seller_name, seller_id, seller_vat_code, buyer_name, buyer_id
)
SELECT
    CASE WHEN n <= %(mine)s THEN %(user_id)s ELSE %(first_other)s + n %% %(others)s END,
    CASE WHEN n %% 100 < 7 THEN 'rejected' WHEN n %% 100 < 9 THEN 'processing'
         WHEN n %% 100 = 9 THEN 'deleted' WHEN n %% 100 < 15 THEN 'exported' ELSE 'completed' END,
    n %% 100 BETWEEN 10 AND 14, n %% 100 = 9,
    CASE WHEN n <= %(mine)s THEN now() - (n * interval '4 minutes')
         ELSE now() - ((n::bigint * 7919) %% 47347200) * interval '1 second' END,
    now(), CASE WHEN n %% 10 < 7 THEN 'sumiskai' ELSE 'detaliai' END, 'invoice',
    0, 'saskaita_' || n || '.pdf', 'application/pdf', 52000, md5(n::text) || md5((n + 1)::text),
    'originals/' || n, CASE WHEN n %% 2 = 0 THEN 'pirkimas' ELSE 'pardavimas' END,
    repeat('PVM SĄSKAITA FAKTŪRA Serija DS Nr. ' || n || ' UAB Šiaurės žiedas, Vilnius. ', 60),
    jsonb_build_object('lines', invoice.lines, 'total', n),
    jsonb_build_object('seller_name', jsonb_build_object('confidence', 0.93, 'source', 'llm',
        'box', jsonb_build_array(0.1, 0.2, 0.3, 0.4))),
    NULL, true, n %% 50 <> 0, current_date - (n %% 400), 'DS', n::text,
    100, 21, 21, 121, 'EUR',
    'UAB Šiaurės žiedas', '305000007', 'LT100001919017', 'UAB Demo įmonė', '304181177'
FROM generate_series(1, %(documents)s) AS n,
    (SELECT jsonb_agg(jsonb_build_object('name', 'Prekė ' || k, 'qty', k, 'price', 12.5 * k)) AS lines
     FROM generate_series(1, 20) AS k) AS invoice
"""

SEED_USERS = """
INSERT INTO users (email, password_hash, created_at)
SELECT 'bench.' || n || '.' || %(tag)s || '@example.lt', 'x', now() - (n %% 548) * interval '1 day'
FROM generate_series(1, %(count)s) AS n
RETURNING id
"""


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def seed_rows(dsn: str, user_id: int, documents: int) -> None:
    with psycopg.connect(dsn, autocommit=True) as conn:
        users = conn.execute(SEED_USERS, {"tag": secrets.token_hex(3), "count": OTHER_USERS})
        ids = [row[0] for row in users]
        started = time.perf_counter()
        params = {
            "mine": min(USER_DOCUMENTS, documents),
            "user_id": user_id,
            "first_other": ids[0],
            "others": len(ids),
            "documents": documents,
        }
        conn.execute(SEED_DOCUMENTS, params)
        print(f"seeded {documents} documents in {time.perf_counter() - started:.0f} s", flush=True)
        started = time.perf_counter()
        # the visibility map makes the list's count index-only, as autovacuum keeps it in service
        conn.execute("VACUUM ANALYZE documents")
        conn.execute("VACUUM ANALYZE users")
        size = conn.execute("select pg_size_pretty(pg_total_relation_size('documents'))").fetchone()
        seconds = time.perf_counter() - started
        print(f"vacuum analyze {seconds:.0f} s; documents with indexes and TOAST: {size[0] if size else '?'}")


async def signed_in(app: object, email: str) -> httpx.AsyncClient:
    client = httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://bench")  # type: ignore[arg-type]
    await client.get("/healthz")
    client.headers["X-CSRFToken"] = client.cookies["csrftoken"]
    (await client.post("/api/token/", json={"email": email, "password": PASSWORD})).raise_for_status()
    client.headers["X-CSRFToken"] = client.cookies["csrftoken"]
    return client


async def timed(name: str, requests: int, call: Callable[[], Awaitable[httpx.Response]]) -> None:
    for _ in range(3):  # warm-up: connections, plans, caches
        (await call()).raise_for_status()
    samples, cpu = [], []
    for _ in range(requests):
        started, cpu_started = time.perf_counter(), time.process_time()
        (await call()).raise_for_status()
        samples.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - cpu_started) * 1000)
    p50, p95 = statistics.median(samples), percentile(samples, 0.95)
    target = TARGETS_MS[name]
    verdict = "ok" if p95 <= target else "SLOW"
    print(
        f"{name:<17} p50 {p50:7.1f} ms  p95 {p95:7.1f} ms  (target p95 ≤ {target:.0f} ms)  {verdict}"
        f"  | API process CPU p50 {statistics.median(cpu):5.1f} ms p95 {percentile(cpu, 0.95):5.1f} ms"
    )


async def measure(db_url: str, requests: int) -> None:
    settings = Settings(
        env="test",
        database_url=db_url,
        secret_key=stack.DEV_SECRET,
        cookie_secure=False,
        # neither is called by these two screens; the app only needs their settings to start
        s3_secret_key=stack.S3_SECRET_KEY,
        temporal_address="127.0.0.1:1",
        fx_rates_url="",
        api_metrics_port=0,
    )
    app = create_app(settings)
    async with app.router.lifespan_context(app):
        user = await signed_in(app, "bench.list@example.lt")
        admin = await signed_in(app, "bench.admin@example.lt")
        today = date.today()
        window = {"page_size": 200, "date_from": str(today - timedelta(days=29)), "date_to": str(today)}
        first = (await user.get("/api/documents/", params=window)).json()
        print(f"list: count {first['count']}, {len(first['results'])} rows per page")
        await timed("list", requests, lambda: user.get("/api/documents/", params=window))
        await timed("list next page", requests, lambda: user.get(first["next"]))
        await timed("dashboard-stats", requests, lambda: admin.get("/api/superuser/dashboard-stats/"))
        await user.aclose()
        await admin.aclose()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--profile", default="dev", choices=sorted(stack.PROFILES))
    parser.add_argument("--documents", type=int, default=1_000_000)
    parser.add_argument("--requests", type=int, default=40)
    parser.add_argument("--keep", action="store_true", help="keep the seeded database (its name is printed)")
    parser.add_argument("--reuse", metavar="DATABASE", help="measure again on a database kept by --keep")
    args = parser.parse_args(argv)
    host, port = stack.pg_address(stack.PROFILES[args.profile])
    name = args.reuse or f"dokskenas_bench_{secrets.token_hex(4)}"
    db_url = stack.database_url(host, port, name)
    try:
        if not args.reuse:
            stack.create_database(host, port, name)
            stack.migrate(db_url)
            users = [
                SeedUser(email="bench.list@example.lt", password=PASSWORD),
                SeedUser(email="bench.admin@example.lt", password=PASSWORD, is_superuser=True),
            ]
            seeded = asyncio.run(seed(db_url, users))
            seed_rows(stack.admin_dsn(host, port, name), int(str(seeded[0]["id"])), args.documents)
        asyncio.run(measure(db_url, args.requests))
    finally:
        if args.keep or args.reuse:
            print(f"database kept: {name} (--reuse {name}; drop it when done)")
        else:
            stack.drop_database(host, port, name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
