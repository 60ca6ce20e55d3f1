"""ProcessDocument on Temporal's time-skipping test server: mocked activities registered under the real
names; the settle step is the real one where the test checks credits."""

import sys
import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from temporalio import activity
from temporalio.exceptions import ApplicationError
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Worker

from activities.settle import SettleActivities
from api.core import texts
from tests.pipeline import document_with_reservation, ledger_rows
from workflows.contracts import (
    CHECK_REGISTRY,
    CLASSIFY,
    DUPLICATE,
    ENRICH,
    EXTRACT,
    FAILED,
    FIND_EINVOICE,
    OCR_PAGES,
    PERSIST,
    RENDER,
    SETTLE,
    TIMEOUT,
    UNREADABLE,
    UNREADABLE_FILE_ERROR,
    VALIDATE_SUMS,
    ClassifyResult,
    DocumentRef,
    EinvoiceResult,
    ExtractInput,
    ExtractResult,
    OcrInput,
    ProcessDocumentInput,
    RenderResult,
    SettleInput,
    SettleResult,
    Verdict,
    workflow_id,
)
from workflows.process_document import ProcessDocument

BIN = Path(sys.executable).parent


@pytest.fixture(scope="module")
async def env() -> AsyncIterator[WorkflowEnvironment]:
    environment = await WorkflowEnvironment.start_time_skipping(
        test_server_existing_path=str(BIN / "temporal-test-server")
    )
    yield environment
    await environment.shutdown()


class Pipeline:
    """Mocked steps that record their calls; each behaviour can be replaced per test."""

    def __init__(self) -> None:
        self.calls: list[str] = []
        self.settled: list[SettleInput] = []
        self.ocr_pages = [0]
        self.einvoice = False
        self.verdicts = [Verdict()]

    def activities(self) -> list[object]:
        @activity.defn(name=RENDER)
        async def render(ref: DocumentRef) -> RenderResult:
            self.calls.append(RENDER)
            return RenderResult(page_count=1, ocr_pages=self.ocr_pages)

        @activity.defn(name=FIND_EINVOICE)
        async def einvoice(ref: DocumentRef) -> EinvoiceResult:
            self.calls.append(FIND_EINVOICE)
            return EinvoiceResult(found=self.einvoice)

        @activity.defn(name=OCR_PAGES)
        async def ocr(params: OcrInput) -> None:
            self.calls.append(OCR_PAGES)

        @activity.defn(name=EXTRACT)
        async def extract(params: ExtractInput) -> ExtractResult:
            self.calls.append(f"{EXTRACT}:{'llm' if params.use_llm else 'rules'}")
            return ExtractResult(parts=1)

        @activity.defn(name=CLASSIFY)
        async def classify(ref: DocumentRef) -> ClassifyResult:
            self.calls.append(CLASSIFY)
            return ClassifyResult(self.verdicts)

        def step(name: str):  # type: ignore[no-untyped-def]
            @activity.defn(name=name)
            async def run(ref: DocumentRef) -> None:
                self.calls.append(name)

            return run

        @activity.defn(name=SETTLE)
        async def settle(params: SettleInput) -> SettleResult:
            self.settled.append(params)
            return SettleResult(status="completed" if params.rejection is None else "rejected", charged=False)

        steps = [step(name) for name in (CHECK_REGISTRY, VALIDATE_SUMS, ENRICH, PERSIST)]
        return [render, einvoice, ocr, extract, classify, *steps, settle]

    def replace(self, name: str, function: object) -> list[object]:
        return [function if activity_name(a) == name else a for a in self.activities()]


def activity_name(function: object) -> str:
    return activity._Definition.must_from_callable(function).name  # type: ignore[arg-type]


async def run(env: WorkflowEnvironment, activities: list[object], **params: object) -> SettleResult:
    queue = f"test-{uuid.uuid4().hex}"
    document_id = int(params.pop("document_id", 1))  # type: ignore[call-overload]
    async with Worker(env.client, task_queue=queue, workflows=[ProcessDocument], activities=activities):
        return await env.client.execute_workflow(
            ProcessDocument.run,
            ProcessDocumentInput(document_id=document_id, scan_type="sumiskai", ocr_queue=queue, **params),  # type: ignore[arg-type]
            id=f"{workflow_id(document_id)}-{uuid.uuid4().hex[:6]}",
            task_queue=queue,
        )


async def test_steps_run_in_order_and_the_document_completes(env):
    pipeline = Pipeline()
    await run(env, pipeline.activities())
    assert pipeline.calls == [
        RENDER,
        FIND_EINVOICE,
        OCR_PAGES,
        f"{EXTRACT}:rules",
        CLASSIFY,
        CHECK_REGISTRY,
        VALIDATE_SUMS,
        ENRICH,
        PERSIST,
    ]
    assert [s.rejection for s in pipeline.settled] == [None]


async def test_pages_with_a_text_layer_or_an_einvoice_skip_ocr(env):
    for ocr_pages, einvoice in (([], False), ([0], True)):
        pipeline = Pipeline()
        pipeline.ocr_pages, pipeline.einvoice = ocr_pages, einvoice
        await run(env, pipeline.activities())
        assert OCR_PAGES not in pipeline.calls


async def test_an_unreadable_file_is_rejected_without_retries(env):
    pipeline = Pipeline()
    attempts = []

    @activity.defn(name=RENDER)
    async def render(ref: DocumentRef) -> RenderResult:
        attempts.append(1)
        raise ApplicationError("not a PDF", type=UNREADABLE_FILE_ERROR, non_retryable=True)

    await run(env, pipeline.replace(RENDER, render))
    assert len(attempts) == 1
    assert [s.rejection for s in pipeline.settled] == [UNREADABLE]


async def test_a_duplicate_is_settled_as_rejected(env):
    pipeline = Pipeline()
    pipeline.verdicts = [Verdict(DUPLICATE, duplicate_of_id=7)]
    await run(env, pipeline.activities())
    assert [s.rejection for s in pipeline.settled] == [DUPLICATE]


async def test_a_failing_llm_falls_back_to_the_rules(env):
    pipeline = Pipeline()

    @activity.defn(name=EXTRACT)
    async def extract(params: ExtractInput) -> ExtractResult:
        pipeline.calls.append(f"{EXTRACT}:{'llm' if params.use_llm else 'rules'}")
        if params.use_llm:
            raise ApplicationError("unparsable answer", type="LlmBadOutput")
        return ExtractResult(parts=1)

    await run(env, pipeline.replace(EXTRACT, extract), use_llm=True)
    assert [c for c in pipeline.calls if c.startswith(EXTRACT)] == [f"{EXTRACT}:llm"] * 3 + [
        f"{EXTRACT}:rules"
    ]
    assert [s.rejection for s in pipeline.settled] == [None]


async def test_a_step_that_gives_up_rejects_the_document(env):
    pipeline = Pipeline()

    @activity.defn(name=EXTRACT)
    async def extract(params: ExtractInput) -> ExtractResult:
        raise RuntimeError("the same input fails the same way")

    await run(env, pipeline.replace(EXTRACT, extract))
    assert [s.rejection for s in pipeline.settled] == [FAILED]


async def test_past_the_deadline_the_document_is_rejected_and_released_once(env, sessionmaker, store):
    document = await document_with_reservation(sessionmaker)
    pipeline = Pipeline()
    attempts = []

    @activity.defn(name=CLASSIFY)
    async def classify(ref: DocumentRef) -> ClassifyResult:
        attempts.append(1)
        raise ConnectionError("database unreachable")

    settle = SettleActivities(store, sessionmaker, settings=None).settle  # type: ignore[arg-type]
    activities = [a for a in pipeline.replace(CLASSIFY, classify) if activity_name(a) != SETTLE] + [settle]
    result = await run(env, activities, document_id=document.id, deadline_seconds=300)

    assert result.status == "rejected"
    assert len(attempts) > 5  # retried with backoff until the deadline
    async with sessionmaker() as session:
        stored = await session.get(type(document), document.id)
        assert stored.status == "rejected" and stored.rejection_code == TIMEOUT
        assert stored.error_message == texts.PROCESSING_TIMEOUT
    assert await ledger_rows(sessionmaker, document.id) == ["reserve", "release"]
