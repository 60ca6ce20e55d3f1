"""Timeouts and retry policies, one per activity.

Steps that only touch PostgreSQL and object storage retry without a count limit: an outage of either
heals by itself, and the document's processing deadline bounds the wait. Steps that run our reading
code retry a few times only, because the same input fails the same way. Business verdicts (an
unreadable file) are never retried. Long steps heartbeat so a dead worker is noticed in seconds."""

from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from temporalio.common import RetryPolicy

from workflows.contracts import BUSINESS_ERRORS

REPAIR_EVERY = timedelta(minutes=1)
RETENTION_EVERY = timedelta(hours=6)
REGISTER_REFRESH_EVERY = timedelta(days=1)

STORAGE_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=1),
    backoff_coefficient=2.0,
    maximum_interval=timedelta(seconds=30),
    maximum_attempts=0,
)
READING_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=1),
    backoff_coefficient=2.0,
    maximum_interval=timedelta(seconds=20),
    maximum_attempts=4,
    non_retryable_error_types=list(BUSINESS_ERRORS),
)
# Unparsable or missing LLM answers are tried again a bounded number of times; then the rules stand.
LLM_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=2),
    backoff_coefficient=2.0,
    maximum_interval=timedelta(seconds=20),
    maximum_attempts=3,
    non_retryable_error_types=list(BUSINESS_ERRORS),
)


@dataclass(frozen=True)
class ActivityPolicy:
    start_to_close: timedelta
    retry: RetryPolicy
    heartbeat: timedelta | None = None

    def options(self) -> dict[str, Any]:
        """Keyword arguments for workflow.execute_activity."""
        return {
            "start_to_close_timeout": self.start_to_close,
            "heartbeat_timeout": self.heartbeat,
            "retry_policy": self.retry,
        }


HEARTBEAT = timedelta(seconds=10)

RENDER_POLICY = ActivityPolicy(timedelta(seconds=90), READING_RETRY, HEARTBEAT)
EINVOICE_POLICY = ActivityPolicy(timedelta(seconds=30), READING_RETRY)
OCR_POLICY = ActivityPolicy(timedelta(minutes=4), READING_RETRY, HEARTBEAT)
EXTRACT_POLICY = ActivityPolicy(timedelta(seconds=120), READING_RETRY, HEARTBEAT)
LLM_EXTRACT_POLICY = ActivityPolicy(timedelta(seconds=180), LLM_RETRY, HEARTBEAT)
DATABASE_POLICY = ActivityPolicy(timedelta(seconds=30), STORAGE_RETRY)
SETTLE_POLICY = ActivityPolicy(timedelta(seconds=30), STORAGE_RETRY)
SWEEP_POLICY = ActivityPolicy(timedelta(minutes=5), STORAGE_RETRY, timedelta(seconds=60))
# Downloading and importing the register takes minutes; a failed try is repeated a few times, then the
# next day's run tries again while the last good copy keeps serving.
REGISTER_REFRESH_POLICY = ActivityPolicy(
    timedelta(minutes=30),
    RetryPolicy(initial_interval=timedelta(minutes=1), backoff_coefficient=4.0, maximum_attempts=3),
)
