"""/readyz tells the truth about workers: not ready while none polls the documents queue."""

import asyncio
from collections.abc import AsyncIterator

import pytest
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


async def test_ready_once_a_worker_polls_the_documents_queue(ops_client, own_temporal):
    worker = Worker(own_temporal.client, task_queue=DOCUMENTS_QUEUE, workflows=[ProcessDocument])
    async with worker:
        for _ in range(100):  # the first poll reaches the server moments after the worker starts
            response = await ops_client.get("/readyz")
            if response.status_code == 200:
                break
            await asyncio.sleep(0.1)
    assert response.status_code == 200, response.text
    assert response.json() == {
        "ready": True,
        "checks": {"database": "ok", "temporal": "ok", "storage": "ok", "worker": "ok"},
    }


async def test_an_unknown_scope_is_refused(ops_client):
    assert (await ops_client.get("/readyz", params={"scope": "kazkas"})).status_code == 422
