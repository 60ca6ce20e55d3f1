"""A worker process killed in the middle of a document: the other worker picks the workflow up where it
stopped and the document completes, charged once, its original untouched."""

import asyncio
import contextlib
import hashlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator

import pytest
from temporalio.api.enums.v1 import PendingActivityState
from temporalio.client import Client
from temporalio.service import RPCError
from temporalio.testing import WorkflowEnvironment

from api.core.config import Settings
from api.core.storage import original_key
from api.devstack import stack
from api.main import create_app
from tests.data.invoices import Invoice, invoice_pdf, scanned_pdf
from tests.pipeline import (
    ledger_rows,
    register,
    settings_env,
    settings_for,
    start_dev_server,
    upload,
    wait_until_done,
)
from workflows.contracts import OCR_PAGES, workflow_id


@pytest.fixture
async def own_server() -> AsyncIterator[WorkflowEnvironment]:
    """A Temporal server no in-process worker polls, so only the worker processes below run the document."""
    env = await start_dev_server()
    yield env
    await env.shutdown()


def start_worker(settings: Settings) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        **settings_env(settings),
        "DOKSKENAS_WORKER_METRICS_PORT": str(stack.free_port()),
        "OMP_THREAD_LIMIT": "1",
    }
    return subprocess.Popen(
        [sys.executable, "-m", "workflows.worker"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def stop(process: subprocess.Popen[bytes], signum: int) -> None:
    if process.poll() is None:
        os.killpg(process.pid, signum)
        process.wait(timeout=30)


async def worker_running(client: Client, document_id: int, name: str, timeout: float = 90) -> int:
    """The process id of the worker that has started the activity (its identity is "pid@host")."""
    handle = client.get_workflow_handle(workflow_id(document_id))
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with contextlib.suppress(RPCError):
            for activity in (await handle.describe()).raw_description.pending_activities:
                started = activity.state == PendingActivityState.PENDING_ACTIVITY_STATE_STARTED
                if activity.activity_type.name == name and started:
                    return int(activity.last_worker_identity.split("@")[0])
        await asyncio.sleep(0.1)
    raise AssertionError(f"{name} never started for document {document_id}")


async def test_a_killed_worker_is_replaced_and_the_document_completes_once(
    own_server, settings, sessionmaker, store
):
    settings = settings_for(settings, own_server)
    app = create_app(settings)
    async with app.router.lifespan_context(app):
        user = await register(app)
        scan = scanned_pdf(invoice_pdf(Invoice(number="GRIUVIMAS-1")))
        response = await upload(user.client, ("skenuota.pdf", scan))
        assert response.status_code == 201, response.text
        document_id = response.json()[0]["id"]

        workers = {process.pid: process for process in (start_worker(settings), start_worker(settings))}
        try:
            busy = await worker_running(own_server.client, document_id, OCR_PAGES)
            stop(workers.pop(busy), signal.SIGKILL)
            document = await wait_until_done(sessionmaker, document_id, timeout=120)
        finally:
            for process in workers.values():
                stop(process, signal.SIGTERM)

    assert document.status == "completed", document.error_message
    assert document.document_number == "GRIUVIMAS-1"
    assert await ledger_rows(sessionmaker, document_id) == ["reserve", "charge"]
    original = store.get(original_key(document_id))
    assert original == scan and hashlib.sha256(original).hexdigest() == document.file_sha256
