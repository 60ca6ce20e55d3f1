"""The retention workflow on Temporal's time-skipping server, with mocked sweeps under the real names:
documents first, then the audit log, each swept batch by batch until it reports nothing more."""

import sys
import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from temporalio import activity
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Worker

from workflows.contracts import DELETE_EXPIRED, PRUNE_AUDIT_LOG, SweepResult
from workflows.schedules import DeleteExpiredDocuments

BIN = Path(sys.executable).parent


@pytest.fixture(scope="module")
async def env() -> AsyncIterator[WorkflowEnvironment]:
    environment = await WorkflowEnvironment.start_time_skipping(
        test_server_existing_path=str(BIN / "temporal-test-server")
    )
    yield environment
    await environment.shutdown()


async def test_old_documents_then_old_audit_entries_are_swept_until_none_are_left(env):
    calls: list[str] = []
    batches = {
        DELETE_EXPIRED: [SweepResult(200, more=True), SweepResult(3)],
        PRUNE_AUDIT_LOG: [
            SweepResult(5000, more=True),
            SweepResult(5000, more=True),
            SweepResult(7),
        ],
    }

    def sweep(name: str):  # type: ignore[no-untyped-def]
        @activity.defn(name=name)
        async def run() -> SweepResult:
            calls.append(name)
            return batches[name].pop(0)

        return run

    queue = f"test-{uuid.uuid4().hex}"
    activities = [sweep(DELETE_EXPIRED), sweep(PRUNE_AUDIT_LOG)]
    async with Worker(
        env.client, task_queue=queue, workflows=[DeleteExpiredDocuments], activities=activities
    ):
        deleted = await env.client.execute_workflow(
            DeleteExpiredDocuments.run, id=f"retention-{uuid.uuid4().hex[:6]}", task_queue=queue
        )

    assert calls == [DELETE_EXPIRED] * 2 + [PRUNE_AUDIT_LOG] * 3
    assert deleted == 203 + 10_007
