"""`python -m workflows.worker`: the CPU worker on task queue "documents": the workflows, every CPU
activity, and CPU OCR (Tesseract, RapidOCR for other pages not in Lithuanian) unless OCR runs on the GPU
worker (activities/ocr_worker.py). Creates the maintenance schedules at start; Prometheus metrics on
DOKSKENAS_WORKER_METRICS_PORT."""

import asyncio
import contextlib
import logging
import os
import signal
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from temporalio.client import (
    Client,
    Schedule,
    ScheduleActionStartWorkflow,
    ScheduleAlreadyRunningError,
    ScheduleIntervalSpec,
    ScheduleOverlapPolicy,
    SchedulePolicy,
    ScheduleSpec,
)
from temporalio.runtime import PrometheusConfig, Runtime, TelemetryConfig
from temporalio.service import RPCError
from temporalio.worker import Worker

from activities import metrics
from activities.classify import ClassifyActivities
from activities.einvoice import EinvoiceActivities
from activities.enrich import EnrichActivities
from activities.extract import ExtractActivities
from activities.maintenance import MaintenanceActivities
from activities.ocr import OcrActivities
from activities.persist import PersistActivities
from activities.reading.ocr_cpu import CpuOcrEngine
from activities.register_refresh import RegisterRefreshActivities
from activities.registry import RegistryActivities
from activities.render import RenderActivities
from activities.settle import SettleActivities
from activities.validate import ValidateActivities
from api.core.config import Settings, get_settings
from api.core.db import make_engine, make_sessionmaker
from api.core.storage import ObjectStore
from api.registry.vies import ViesClient
from workflows.contracts import DOCUMENTS_QUEUE
from workflows.process_document import ProcessDocument
from workflows.schedules import (
    REGISTER_SCHEDULE,
    SCHEDULES,
    DeleteExpiredDocuments,
    RefreshRegister,
    RepairStuckDocuments,
)

# Each activity may be synchronous (rendering, OCR, extraction) and needs a thread of its own.
MAX_CONCURRENT_ACTIVITIES = 6

log = logging.getLogger("dokskenas.worker")


def build_worker(
    client: Client,
    settings: Settings,
    store: ObjectStore,
    sessionmaker: async_sessionmaker[AsyncSession],
    executor: ThreadPoolExecutor,
    task_queue: str = DOCUMENTS_QUEUE,
) -> Worker:
    maintenance = MaintenanceActivities(store, sessionmaker, settings, client)
    activities: list[Callable[..., Any]] = [
        RenderActivities(store).render,
        EinvoiceActivities(store).find,
        ExtractActivities(store, settings).extract,
        ClassifyActivities(store, sessionmaker).classify,
        RegistryActivities(
            store, sessionmaker, ViesClient(settings) if settings.vies_enabled else None
        ).check,
        ValidateActivities(store).validate,
        EnrichActivities(store, sessionmaker).enrich,
        PersistActivities(store, sessionmaker).persist,
        SettleActivities(store, sessionmaker, settings).settle,
        maintenance.delete_expired,
        maintenance.prune_audit_log,
        maintenance.repair,
        RegisterRefreshActivities(settings).refresh,
    ]
    if settings.ocr_engine == "tesseract":
        activities.append(OcrActivities(store, CpuOcrEngine()).ocr_pages)
    return Worker(
        client,
        task_queue=task_queue,
        workflows=[ProcessDocument, DeleteExpiredDocuments, RepairStuckDocuments, RefreshRegister],
        activities=activities,
        activity_executor=executor,
        max_concurrent_activities=MAX_CONCURRENT_ACTIVITIES,
    )


def prometheus_runtime(settings: Settings) -> Runtime:
    address = f"{settings.worker_metrics_address}:{settings.worker_metrics_port}"
    config = PrometheusConfig(bind_address=address, histogram_bucket_overrides=metrics.HISTOGRAM_BUCKETS)
    runtime = Runtime(telemetry=TelemetryConfig(metrics=config))
    metrics.prime(runtime.metric_meter)
    return runtime


async def connect(settings: Settings, runtime: Runtime | None = None) -> Client:
    return await Client.connect(
        settings.temporal_address, namespace=settings.temporal_namespace, runtime=runtime
    )


async def main() -> None:
    settings = get_settings()
    client = await connect(settings, prometheus_runtime(settings))
    engine = make_engine(settings.database_url)
    store = ObjectStore.from_settings(settings)
    await asyncio.to_thread(store.ensure_bucket)
    await ensure_schedules(client, settings)
    with ThreadPoolExecutor(MAX_CONCURRENT_ACTIVITIES) as executor:
        worker = build_worker(client, settings, store, make_sessionmaker(engine), executor)
        log.info("worker polling %s on %s", DOCUMENTS_QUEUE, settings.temporal_address)
        await run_until_signalled(worker)
    await engine.dispose()


async def ensure_schedules(client: Client, settings: Settings) -> None:
    """Creates the schedules that do not exist yet; the register refresh's is removed again when its
    addresses were taken out of the settings."""
    wanted = [*SCHEDULES, REGISTER_SCHEDULE] if settings.register_urls.split() else SCHEDULES
    for schedule_id, workflow_name, every in wanted:
        try:
            await client.create_schedule(schedule_id, _schedule(schedule_id, workflow_name, every))
        except ScheduleAlreadyRunningError:
            continue
    if REGISTER_SCHEDULE not in wanted:
        with contextlib.suppress(RPCError):
            await client.get_schedule_handle(REGISTER_SCHEDULE[0]).delete()


def _schedule(schedule_id: str, workflow_name: str, every: timedelta) -> Schedule:
    return Schedule(
        action=ScheduleActionStartWorkflow(
            workflow_name, id=f"{schedule_id}-run", task_queue=DOCUMENTS_QUEUE, execution_timeout=every * 4
        ),
        spec=ScheduleSpec(intervals=[ScheduleIntervalSpec(every=every)]),
        policy=SchedulePolicy(overlap=ScheduleOverlapPolicy.SKIP),
    )


async def run_until_signalled(worker: Worker) -> None:
    """Poll until SIGTERM or SIGINT, then let running activities finish (graceful shutdown)."""
    stop = asyncio.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        asyncio.get_running_loop().add_signal_handler(signum, stop.set)
    async with worker:
        await stop.wait()


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    asyncio.run(main())
    # temporalio/sdk-python#300: the interpreter may abort at exit after a client was used.
    os._exit(0)
