"""Clients and products: picker search with 50 000 clients and 50 000 products for one user (aim:
p95 ≤ 50 ms per request, measured at the HTTP client), and the import of a 10 000-row workbook
(aim: ≤ 5 s). Seeds straight into the stack's database, then asks the running API like the browser.
Numbers only: nothing here fails on a slow machine.

    python -m tests.bench.bench_masterdata [--profile dev|test] [--records 50000] [--queries 300]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import time
import uuid
from decimal import Decimal

import httpx
from sqlalchemy import select

from api.core.db import make_engine, make_sessionmaker, unit_of_work
from api.devstack import stack
from api.masterdata import columns, repository
from api.masterdata.fields import ClientData, ProductData
from api.models import ClientRecord, ProductRecord, User
from api.ops.seed import SeedUser, seed
from tests.api.masterdata.workbooks import XLSX, filled

SEARCH_TARGET_MS = 50
IMPORT_TARGET_SECONDS = 5.0
IMPORT_ROWS = 10_000
SYLLABLES = [
    "ba",
    "ša",
    "ži",
    "lu",
    "ka",
    "rė",
    "to",
    "vi",
    "na",
    "mo",
    "gi",
    "le",
    "ąž",
    "ru",
    "pe",
    "dė",
    "si",
    "jo",
    "ta",
    "ve",
]
# A few thousand different words, so one is about as rare as a word of a real company or product name.
WORDS = sorted({"".join(random.choices(SYLLABLES, k=random.randint(2, 4))).capitalize() for _ in range(4000)})


def client_row(n: int) -> ClientData:
    name = f"UAB {random.choice(WORDS)} {random.choice(WORDS)} {n}"
    return ClientData(name=name, company_code=str(300_000_000 + n), country_iso="LT")


def product_row(n: int) -> ProductData:
    return ProductData(name=f"{random.choice(WORDS)} prekė {n}", code=f"P{n:06}", type=1)


async def seed_records(db_url: str, email: str, records: int) -> None:
    engine = make_engine(db_url)
    sessionmaker = make_sessionmaker(engine)
    async with unit_of_work(sessionmaker) as session:
        user_id = await session.scalar(select(User.id).where(User.email == email))
        assert user_id is not None
        await repository.upsert(
            session, ClientRecord, user_id, [(client_row(n), n % 7) for n in range(records)]
        )
        await repository.upsert(
            session, ProductRecord, user_id, [(product_row(n), n % 5) for n in range(records)]
        )
    async with engine.connect() as connection:
        await connection.exec_driver_sql("ANALYZE clients")
        await connection.exec_driver_sql("ANALYZE products")
        await connection.commit()
    await engine.dispose()


async def signed_in(url: str, email: str, password: str) -> httpx.AsyncClient:
    client = httpx.AsyncClient(base_url=url, timeout=60)
    await client.get("/healthz")
    client.headers["X-CSRFToken"] = client.cookies["csrftoken"]
    (await client.post("/api/token/", json={"email": email, "password": password})).raise_for_status()
    client.headers["X-CSRFToken"] = client.cookies["csrftoken"]
    return client


def queries(count: int) -> list[tuple[str, str, str | None]]:
    """What people type: word prefixes, accent-free words, a code prefix, a product code."""
    asked: list[tuple[str, str, str | None]] = []
    for _ in range(count):
        word = random.choice(WORDS)
        asked += [
            ("clients", word[: random.randint(2, 5)].lower(), None),
            ("clients", word.lower().translate(str.maketrans("šąžėū", "sazeu")), None),
            ("clients", str(300_000_000 + random.randint(0, 49_999))[:6], "code"),
            ("products", word[:4], None),
            ("products", f"p{random.randint(0, 499):03}", "code"),
        ]
    return asked


async def measure(
    client: httpx.AsyncClient, asked: list[tuple[str, str, str | None]]
) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"clients": [], "products": []}
    for kind, text, field in asked:
        params = {"q": text, **({"field": field} if field else {})}
        started = time.perf_counter()
        response = await client.get(f"/api/autocomplete/{kind}/", params=params)
        times[kind].append((time.perf_counter() - started) * 1000)
        response.raise_for_status()
    return times


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


async def run(profile: stack.Profile, records: int, count: int) -> None:
    url = f"http://127.0.0.1:{profile.api_port}"
    db_url = stack.profile_database_url(profile)
    email, password = f"bench.{uuid.uuid4().hex[:8]}@example.lt", "Bench12345"
    await seed(db_url, [SeedUser(email=email, password=password, credits=Decimal(0))])
    started = time.perf_counter()
    await seed_records(db_url, email, records)
    print(f"seeded {records} clients and {records} products in {time.perf_counter() - started:.1f} s")
    client = await signed_in(url, email, password)
    try:
        await measure(client, queries(5))  # warm the connection pool and caches
        times = await measure(client, queries(count // 5))
        for kind, values in times.items():
            verdict = "ok" if p95(values) <= SEARCH_TARGET_MS else "SLOW"
            print(
                f"autocomplete {kind:<8} n={len(values):<4} p50 {statistics.median(values):5.1f} ms  "
                f"p95 {p95(values):5.1f} ms  (target p95 ≤ {SEARCH_TARGET_MS} ms)  {verdict}"
            )
        rows = [
            (f"UAB Importas {n}", str(310_000_000 + n), None, None, f"Gatvė {n}", "LT")
            for n in range(IMPORT_ROWS)
        ]
        data = filled(columns.CLIENTS, rows)
        started = time.perf_counter()
        response = await client.post("/api/data/import-clients/", files={"file": ("b.xlsx", data, XLSX)})
        seconds = time.perf_counter() - started
        response.raise_for_status()
        verdict = "ok" if seconds <= IMPORT_TARGET_SECONDS else "SLOW"
        print(
            f"import of {IMPORT_ROWS} rows ({len(data) / 1e6:.1f} MB): {seconds:.2f} s, "
            f"imported {response.json()['imported']}  (target ≤ {IMPORT_TARGET_SECONDS:.0f} s)  {verdict}"
        )

    finally:
        await client.aclose()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.bench_masterdata")
    parser.add_argument("--profile", choices=("dev", "test"), default="dev")
    parser.add_argument("--records", type=int, default=50_000)
    parser.add_argument("--queries", type=int, default=300)
    args = parser.parse_args(argv)
    asyncio.run(run(stack.PROFILES[args.profile], args.records, args.queries))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
