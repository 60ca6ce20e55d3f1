"""The API's Temporal client: connected lazily once, so the API starts (and answers /readyz with
the truth) even while Temporal is still coming up."""

import asyncio
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

    async def workers_polling(self, task_queue: str) -> int:
        """How many workers polled the queue for workflow tasks lately."""
        client = await self.client()
        response = await client.workflow_service.describe_task_queue(
            DescribeTaskQueueRequest(
                namespace=self.namespace,
                task_queue=TaskQueue(name=task_queue),
                task_queue_type=TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW,
            )
        )
        since = datetime.now(UTC) - POLLER_FRESH
        return sum(poller.last_access_time.ToDatetime(UTC) >= since for poller in response.pollers)
