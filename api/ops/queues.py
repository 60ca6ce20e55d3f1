"""The Temporal task queues the product uses and the workers each needs: /readyz and the queue gauges
read the same list, so a queue added to the product is watched by both."""

from dataclasses import dataclass

from temporalio.api.enums.v1 import TaskQueueType

from api.core.config import Settings
from api.core.temporal import QueueState
from workflows.contracts import DOCUMENTS_QUEUE, OCR_GPU_QUEUE


@dataclass(frozen=True)
class WatchedQueue:
    check: str  # the /readyz check it belongs to
    task_queue: str
    task_type: str  # "workflow" or "activity", the metrics' label
    kind: "TaskQueueType.ValueType"
    # KEDA scales these workers from zero: no poller is right while no task waits.
    may_idle_at_zero: bool = False

    def served(self, state: QueueState) -> bool:
        return state.pollers > 0 or (self.may_idle_at_zero and state.backlog == 0)


WORKFLOW = TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW
ACTIVITY = TaskQueueType.TASK_QUEUE_TYPE_ACTIVITY


def product_queues(settings: Settings) -> list[WatchedQueue]:
    """The CPU worker's queue (workflows and activities); the GPU OCR worker's when OCR runs there."""
    queues = [
        WatchedQueue("worker", DOCUMENTS_QUEUE, "workflow", WORKFLOW),
        WatchedQueue("worker", DOCUMENTS_QUEUE, "activity", ACTIVITY),
    ]
    if settings.ocr_engine == "surya":
        queues.append(WatchedQueue("ocr-worker", OCR_GPU_QUEUE, "activity", ACTIVITY, may_idle_at_zero=True))
    return queues
