"""Liveness and readiness: paths outside /api/ so they never clash with the spec. Metrics have their
own port (api/ops/metrics_server.py)."""

import asyncio
from collections.abc import Awaitable, Callable
from typing import Literal

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from sqlalchemy import text

from api.ops.queues import WatchedQueue, product_queues

router = APIRouter(tags=["ops"])
READY_CHECK_SECONDS = 3.0


@router.get("/healthz")
async def healthz() -> dict[str, str]:
    return {"status": "ok"}


class NoWorker(Exception):
    pass


@router.get("/readyz")
async def readyz(request: Request, scope: Literal["all", "api"] = "all") -> JSONResponse:
    """Ready only when PostgreSQL, Temporal and the object store all answer and, unless `scope=api`,
    workers poll every task queue the product uses (api.ops.queues: "documents" for workflows and
    activities, "ocr-gpu" with Surya OCR unless it is idle at zero replicas); otherwise uploads would
    wait for ever. The API pods' own
    readiness probe asks `scope=api`: a missing worker is no reason to take the API out of service."""
    state = request.app.state

    async def database() -> None:
        async with state.engine.connect() as connection:
            await connection.execute(text("select 1"))

    async def temporal() -> None:
        await state.temporal.ping()

    async def storage() -> None:
        await asyncio.to_thread(state.store.ping)

    def workers(queues: list[WatchedQueue]) -> Callable[[], Awaitable[None]]:
        async def check() -> None:
            for queue in queues:
                if not queue.served(await state.temporal.queue_state(queue.task_queue, queue.kind)):
                    raise NoWorker

        return check

    checks: dict[str, Callable[[], Awaitable[None]]] = {
        "database": database,
        "temporal": temporal,
        "storage": storage,
    }
    if scope == "all":
        groups: dict[str, list[WatchedQueue]] = {}
        for queue in product_queues(state.settings):
            groups.setdefault(queue.check, []).append(queue)
        checks |= {name: workers(queues) for name, queues in groups.items()}
    results: dict[str, str] = {}
    for name, check in checks.items():
        try:
            await asyncio.wait_for(check(), READY_CHECK_SECONDS)
            results[name] = "ok"
        except Exception as exc:
            results[name] = f"error: {type(exc).__name__}"
    ready = all(value == "ok" for value in results.values())
    return JSONResponse({"ready": ready, "checks": results}, status_code=200 if ready else 503)
