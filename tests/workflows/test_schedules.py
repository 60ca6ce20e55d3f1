"""The maintenance schedules the worker creates at start."""

from workflows.contracts import REPAIR_SCHEDULE_ID, REPAIR_WORKFLOW, RETENTION_SCHEDULE_ID, RETENTION_WORKFLOW
from workflows.worker import ensure_schedules


async def test_schedules_are_created_once_whatever_the_number_of_worker_starts(temporal_env):
    client = temporal_env.client
    await ensure_schedules(client)
    await ensure_schedules(client)

    listed = [schedule.id async for schedule in await client.list_schedules()]
    assert sorted(s for s in listed if s.startswith("dokskenas-")) == sorted(
        [REPAIR_SCHEDULE_ID, RETENTION_SCHEDULE_ID]
    )
    retention = await client.get_schedule_handle(RETENTION_SCHEDULE_ID).describe()
    assert retention.schedule.action.workflow == RETENTION_WORKFLOW
    repair = await client.get_schedule_handle(REPAIR_SCHEDULE_ID).describe()
    assert repair.schedule.action.workflow == REPAIR_WORKFLOW
    assert repair.schedule.spec.intervals[0].every.total_seconds() == 60
