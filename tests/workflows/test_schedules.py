"""The maintenance schedules the worker creates at start."""

import pytest
from temporalio.service import RPCError

from workflows.contracts import (
    REGISTER_REFRESH_WORKFLOW,
    REGISTER_SCHEDULE_ID,
    REPAIR_SCHEDULE_ID,
    REPAIR_WORKFLOW,
    RETENTION_SCHEDULE_ID,
    RETENTION_WORKFLOW,
)
from workflows.worker import ensure_schedules


async def test_schedules_are_created_once_whatever_the_number_of_worker_starts(temporal_env, settings):
    client = temporal_env.client
    await ensure_schedules(client, settings)
    await ensure_schedules(client, settings)

    listed = [schedule.id async for schedule in await client.list_schedules()]
    assert sorted(s for s in listed if s.startswith("dokskenas-")) == sorted(
        [REPAIR_SCHEDULE_ID, RETENTION_SCHEDULE_ID]
    )
    retention = await client.get_schedule_handle(RETENTION_SCHEDULE_ID).describe()
    assert retention.schedule.action.workflow == RETENTION_WORKFLOW
    repair = await client.get_schedule_handle(REPAIR_SCHEDULE_ID).describe()
    assert repair.schedule.action.workflow == REPAIR_WORKFLOW
    assert repair.schedule.spec.intervals[0].every.total_seconds() == 60


async def test_the_register_refresh_is_scheduled_only_while_addresses_are_set(temporal_env, settings):
    client = temporal_env.client
    with_urls = settings.model_copy(update={"register_urls": "http://127.0.0.1:9/JAR_IREGISTRUOTI.csv"})
    await ensure_schedules(client, with_urls)
    refresh = await client.get_schedule_handle(REGISTER_SCHEDULE_ID).describe()
    assert refresh.schedule.action.workflow == REGISTER_REFRESH_WORKFLOW
    assert refresh.schedule.spec.intervals[0].every.days == 1

    await ensure_schedules(client, settings)
    with pytest.raises(RPCError):  # NotFound: the list of schedules may lag behind
        await client.get_schedule_handle(REGISTER_SCHEDULE_ID).describe()
