"""/readyz tells the truth about workers: not ready until workers poll every task queue the product uses
(api.ops.queues), asked of Temporal with DescribeTaskQueue."""

import asyncio
from collections.abc import AsyncIterator

import pytest
from httpx import Response
from temporalio import activity
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Worker

from api.main import create_app
from tests.conftest import ApiClient
from tests.pipeline import api_client, settings_for, start_dev_server
from workflows.contracts import DOCUMENTS_QUEUE
from workflows.process_document import ProcessDocument


@pytest.fixture(scope="module")
async def own_temporal() -> AsyncIterator[WorkflowEnvironment]:
    """A Temporal server of its own: the session's may already have the pipeline worker polling."""
    env = await start_dev_server()
    yield env
    await env.shutdown()


@pytest.fixture(scope="module")
async def ops_client(settings, own_temporal) -> AsyncIterator[ApiClient]:  # type: ignore[no-untyped-def]
    application = create_app(settings_for(settings, own_temporal))
    async with application.router.lifespan_context(application):
        yield api_client(application)


async def test_not_ready_without_a_worker_but_the_api_itself_is(ops_client):
    response = await ops_client.get("/readyz")
    assert response.status_code == 503
    body = response.json()
    assert body["ready"] is False and body["checks"]["worker"] == "error: NoWorker"
    assert {name: body["checks"][name] for name in ("database", "temporal", "storage")} == dict.fromkeys(
        ("database", "temporal", "storage"), "ok"
    )
    api_only = await ops_client.get("/readyz", params={"scope": "api"})
    assert api_only.status_code == 200
    assert api_only.json()["checks"] == {"database": "ok", "temporal": "ok", "storage": "ok"}


@activity.defn(name="probe")
async def probe() -> None:
    return None


async def readyz_once_polled(ops_client: ApiClient) -> Response:
    """/readyz once it answers 200: the first poll reaches the server moments after a worker starts."""
    for _ in range(100):
        response = await ops_client.get("/readyz")
        if response.status_code == 200:
            break
        await asyncio.sleep(0.1)
    return response


async def test_a_worker_polling_workflows_only_is_not_enough(ops_client, own_temporal):
    worker = Worker(own_temporal.client, task_queue=DOCUMENTS_QUEUE, workflows=[ProcessDocument])
    async with worker:
        await asyncio.sleep(1)
        response = await ops_client.get("/readyz")
    assert response.status_code == 503 and response.json()["checks"]["worker"] == "error: NoWorker"


async def test_ready_once_a_worker_polls_the_documents_queue(ops_client, own_temporal):
    worker = Worker(
        own_temporal.client, task_queue=DOCUMENTS_QUEUE, workflows=[ProcessDocument], activities=[probe]
    )
    async with worker:
        response = await readyz_once_polled(ops_client)
    assert response.status_code == 200, response.text
    assert response.json() == {
        "ready": True,
        "checks": {"database": "ok", "temporal": "ok", "storage": "ok", "worker": "ok"},
    }


async def test_an_unknown_scope_is_refused(ops_client):
    assert (await ops_client.get("/readyz", params={"scope": "kazkas"})).status_code == 422


async def test_with_surya_an_idle_ocr_queue_at_zero_workers_is_ready(settings, own_temporal):
    """KEDA scales GPU workers from zero: no poller on "ocr-gpu" is right while no OCR task waits."""
    surya = settings_for(settings, own_temporal).model_copy(update={"ocr_engine": "surya"})
    application = create_app(surya)
    worker = Worker(
        own_temporal.client, task_queue=DOCUMENTS_QUEUE, workflows=[ProcessDocument], activities=[probe]
    )
    async with application.router.lifespan_context(application), worker:
        response = await readyz_once_polled(api_client(application))
    assert response.json()["checks"]["ocr-worker"] == "ok", response.text
