"""Maintenance as Temporal schedules: retention (old documents, then old audit entries), the
repair of documents whose workflow start was lost and, when addresses are set, the company register's
refresh. The workflows and their intervals are here; the
worker's start-up (workflows.worker) creates the schedules, idempotently, with its client."""

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from workflows import policies
    from workflows.contracts import (
        DELETE_EXPIRED,
        PRUNE_AUDIT_LOG,
        REFRESH_REGISTER,
        REGISTER_REFRESH_WORKFLOW,
        REGISTER_SCHEDULE_ID,
        REPAIR_SCHEDULE_ID,
        REPAIR_STUCK,
        REPAIR_WORKFLOW,
        RETENTION_SCHEDULE_ID,
        RETENTION_WORKFLOW,
        SweepResult,
    )


@workflow.defn(name=RETENTION_WORKFLOW)
class DeleteExpiredDocuments:
    """Named for its first job; it also prunes the audit log, so retention stays one schedule."""

    @workflow.run
    async def run(self) -> int:
        """How many documents and audit entries were deleted."""
        return await self._sweep(DELETE_EXPIRED) + await self._sweep(PRUNE_AUDIT_LOG)

    async def _sweep(self, activity_name: str) -> int:
        deleted = 0
        while True:
            swept: SweepResult = await workflow.execute_activity(
                activity_name, result_type=SweepResult, **policies.SWEEP_POLICY.options()
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


@workflow.defn(name=REGISTER_REFRESH_WORKFLOW)
class RefreshRegister:
    @workflow.run
    async def run(self) -> int:
        """How many register rows were imported."""
        rows: int = await workflow.execute_activity(
            REFRESH_REGISTER, result_type=int, **policies.REGISTER_REFRESH_POLICY.options()
        )
        return rows


# The register refresh only runs when DOKSKENAS_REGISTER_URLS names the files (workflows.worker).
REGISTER_SCHEDULE = (REGISTER_SCHEDULE_ID, REGISTER_REFRESH_WORKFLOW, policies.REGISTER_REFRESH_EVERY)

SCHEDULES = (
    (RETENTION_SCHEDULE_ID, RETENTION_WORKFLOW, policies.RETENTION_EVERY),
    (REPAIR_SCHEDULE_ID, REPAIR_WORKFLOW, policies.REPAIR_EVERY),
)
