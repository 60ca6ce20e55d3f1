"""The API's Temporal client: connected lazily once, so the API starts (and answers /readyz with
the truth) even while Temporal is still coming up."""

import asyncio
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from temporalio.api.enums.v1 import TaskQueueType
from temporalio.api.taskqueue.v1 import TaskQueue
from temporalio.api.workflowservice.v1 import DescribeTaskQueueRequest
from temporalio.client import Client

from api.core.config import Settings

# A live worker's long poll returns within a minute (the server's poll expiry) and starts again at
# once; Temporal keeps listing a poller for minutes after its last poll, so a dead worker shows up as
# a poller that has not polled for longer than this.
POLLER_FRESH = timedelta(seconds=90)


@dataclass(frozen=True)
class QueueState:
    pollers: int  # workers that polled lately
    backlog: int  # tasks waiting for a worker (the server's estimate)
    backlog_age_seconds: float  # how long the oldest of them has waited


class TemporalGateway:
    def __init__(self, settings: Settings) -> None:
        self.address = settings.temporal_address
        self.namespace = settings.temporal_namespace
        self._client: Client | None = None
        self._lock = asyncio.Lock()

    async def client(self) -> Client:
        async with self._lock:
            if self._client is None:
                self._client = await Client.connect(self.address, namespace=self.namespace)
            return self._client

    async def ping(self) -> bool:
        client = await self.client()
        return await client.service_client.check_health()

    async def queue_state(self, task_queue: str, kind: "TaskQueueType.ValueType") -> QueueState:
        """Pollers and backlog of one task queue's workflow or activity side (DescribeTaskQueue)."""
        client = await self.client()
        response = await client.workflow_service.describe_task_queue(
            DescribeTaskQueueRequest(
                namespace=self.namespace,
                task_queue=TaskQueue(name=task_queue),
                task_queue_type=kind,
                report_stats=True,
            )
        )
        since = datetime.now(UTC) - POLLER_FRESH
        pollers = sum(poller.last_access_time.ToDatetime(UTC) >= since for poller in response.pollers)
        stats = response.stats
        return QueueState(
            pollers=pollers,
            backlog=stats.approximate_backlog_count,
            backlog_age_seconds=stats.approximate_backlog_age.ToTimedelta().total_seconds(),
        )
