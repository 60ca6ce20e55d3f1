"""Gauges the alert rules need that no request or activity produces: the task queues' pollers and
backlog (from Temporal) and the company register's age (from PostgreSQL). The API refreshes them every
GAUGE_SECONDS while its metrics server runs; every API pod reports the same values."""

import asyncio
import logging
import math
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from datetime import UTC, datetime

from prometheus_client import Gauge
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from api.core.config import Settings
from api.core.temporal import TemporalGateway
from api.ops.queues import product_queues
from api.registry import repository

GAUGE_SECONDS = 30

QUEUE_LABELS = ["task_queue", "task_type"]
TASK_QUEUE_POLLERS = Gauge(
    "dokskenas_task_queue_pollers", "Workers that polled the task queue in the last 90 s", QUEUE_LABELS
)
TASK_QUEUE_BACKLOG = Gauge("dokskenas_task_queue_backlog", "Tasks waiting for a worker", QUEUE_LABELS)
TASK_QUEUE_BACKLOG_AGE = Gauge(
    "dokskenas_task_queue_backlog_age_seconds", "How long the oldest waiting task has waited", QUEUE_LABELS
)
REGISTER_AGE = Gauge(
    "dokskenas_register_age_seconds",
    "Seconds since the company register was last imported (+Inf when never)",
)

log = logging.getLogger("dokskenas.gauges")


async def update_gauges(
    settings: Settings, temporal: TemporalGateway, sessionmaker: async_sessionmaker[AsyncSession]
) -> None:
    for queue in product_queues(settings):
        labels = (queue.task_queue, queue.task_type)
        try:
            state = await temporal.queue_state(queue.task_queue, queue.kind)
        except Exception as error:  # Temporal down: /readyz says so; the gauges keep their last values
            log.warning("cannot describe task queue %s: %s", queue.task_queue, error)
            continue
        TASK_QUEUE_POLLERS.labels(*labels).set(state.pollers)
        TASK_QUEUE_BACKLOG.labels(*labels).set(state.backlog)
        TASK_QUEUE_BACKLOG_AGE.labels(*labels).set(state.backlog_age_seconds)
    async with sessionmaker() as session:
        last = await repository.last_import(session)
    age = (datetime.now(UTC) - last.finished_at).total_seconds() if last else math.inf
    REGISTER_AGE.set(age)


@asynccontextmanager
async def gauges_refreshed(
    settings: Settings, temporal: TemporalGateway, sessionmaker: async_sessionmaker[AsyncSession]
) -> AsyncIterator[None]:
    """Refresh the gauges in the background while the block runs; nothing without a metrics port."""
    if not settings.api_metrics_port:
        yield
        return

    async def refresh() -> None:
        while True:
            try:
                await update_gauges(settings, temporal, sessionmaker)
            except Exception as error:
                log.warning("gauges not refreshed: %s", error)
            await asyncio.sleep(GAUGE_SECONDS)

    task = asyncio.create_task(refresh())
    try:
        yield
    finally:
        task.cancel()
        with suppress(asyncio.CancelledError):
            await task
