"""Maintenance as Temporal schedules: retention and the repair of documents whose workflow start was
lost. The workflows and their intervals are here; the worker's start-up (workflows.worker) creates
the schedules, idempotently, with its client."""

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from workflows import policies
    from workflows.contracts import (
        DELETE_EXPIRED,
        REPAIR_SCHEDULE_ID,
        REPAIR_STUCK,
        REPAIR_WORKFLOW,
        RETENTION_SCHEDULE_ID,
        RETENTION_WORKFLOW,
        SweepResult,
    )


@workflow.defn(name=RETENTION_WORKFLOW)
class DeleteExpiredDocuments:
    @workflow.run
    async def run(self) -> int:
        deleted = 0
        while True:
            swept: SweepResult = await workflow.execute_activity(
                DELETE_EXPIRED, result_type=SweepResult, **policies.SWEEP_POLICY.options()
            )
            deleted += swept.count
            if not swept.more:
                return deleted


@workflow.defn(name=REPAIR_WORKFLOW)
class RepairStuckDocuments:
    @workflow.run
    async def run(self) -> int:
        swept: SweepResult = await workflow.execute_activity(
            REPAIR_STUCK, result_type=SweepResult, **policies.SWEEP_POLICY.options()
        )
        return swept.count


SCHEDULES = (
    (RETENTION_SCHEDULE_ID, RETENTION_WORKFLOW, policies.RETENTION_EVERY),
    (REPAIR_SCHEDULE_ID, REPAIR_WORKFLOW, policies.REPAIR_EVERY),
)
