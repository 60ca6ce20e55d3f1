"""ProcessDocument: one durable workflow per uploaded document.

The pipeline runs as a task raced against one durable timer (the processing deadline). Every ending
(completed, rejected, duplicate, unsuitable, timeout, a step that gave up) goes through the same settle
step, which records the status and charges or releases the reservation exactly once."""

import asyncio
from datetime import timedelta
from typing import TypeVar

from temporalio import workflow
from temporalio.exceptions import ActivityError

with workflow.unsafe.imports_passed_through():
    from workflows import policies, rules
    from workflows.contracts import (
        CHECK_REGISTRY,
        CLASSIFY,
        ENRICH,
        EXTRACT,
        FAILED,
        FIND_EINVOICE,
        OCR_PAGES,
        PERSIST,
        PROCESS_DOCUMENT,
        RENDER,
        SETTLE,
        TIMEOUT,
        VALIDATE_SUMS,
        ClassifyResult,
        DocumentRef,
        EinvoiceResult,
        ExtractInput,
        ExtractResult,
        ProcessDocumentInput,
        RenderResult,
        SettleInput,
        SettleResult,
    )


Result = TypeVar("Result")


@workflow.defn(name=PROCESS_DOCUMENT)
class ProcessDocument:
    @workflow.run
    async def run(self, params: ProcessDocumentInput) -> SettleResult:
        pipeline = asyncio.create_task(self._pipeline(params))
        try:
            await workflow.wait_condition(pipeline.done, timeout=timedelta(seconds=params.deadline_seconds))
            rejection = pipeline.result()
        except TimeoutError:
            pipeline.cancel()
            await workflow.wait([pipeline])
            workflow.logger.warning("document %s passed its processing deadline", params.document_id)
            rejection = TIMEOUT
        settled: SettleResult = await workflow.execute_activity(
            SETTLE,
            SettleInput(params.document_id, rejection),
            result_type=SettleResult,
            **policies.SETTLE_POLICY.options(),
        )
        return settled

    async def _pipeline(self, params: ProcessDocumentInput) -> str | None:
        """The rejection code, or None when the document completed."""
        ref = DocumentRef(params.document_id)
        try:
            render = await self._step(RENDER, ref, RenderResult, policies.RENDER_POLICY)
            einvoice = await self._step(FIND_EINVOICE, ref, EinvoiceResult, policies.EINVOICE_POLICY)
            ocr = rules.ocr_input(params.document_id, render, einvoice)
            if ocr is not None:
                await workflow.execute_activity(
                    OCR_PAGES,
                    ocr,
                    task_queue=params.ocr_queue,
                    **policies.OCR_POLICY.options(),
                )
            await self._extract(params)
            classified = await self._step(CLASSIFY, ref, ClassifyResult, policies.DATABASE_POLICY)
            for step in (CHECK_REGISTRY, VALIDATE_SUMS, ENRICH, PERSIST):
                await workflow.execute_activity(step, ref, **policies.DATABASE_POLICY.options())
        except ActivityError as error:
            workflow.logger.warning("document %s: a step gave up: %s", params.document_id, error)
            return rules.rejection_for_failure(error)
        return rules.rejection_of(classified)

    async def _extract(self, params: ProcessDocumentInput) -> ExtractResult:
        """LLM and rules together when an LLM is configured; if the LLM keeps failing, rules alone."""
        if params.use_llm:
            try:
                return await self._step(
                    EXTRACT,
                    ExtractInput(params.document_id, params.scan_type, True, params.own_company),
                    ExtractResult,
                    policies.LLM_EXTRACT_POLICY,
                )
            except ActivityError as error:
                if rules.rejection_for_failure(error) != FAILED:
                    raise
                workflow.logger.warning("document %s: LLM extraction failed, rules only", params.document_id)
        return await self._step(
            EXTRACT,
            ExtractInput(params.document_id, params.scan_type, False, params.own_company),
            ExtractResult,
            policies.EXTRACT_POLICY,
        )

    @staticmethod
    async def _step(
        name: str, arg: object, result_type: type[Result], policy: policies.ActivityPolicy
    ) -> Result:
        result: Result = await workflow.execute_activity(
            name, arg, result_type=result_type, **policy.options()
        )
        return result
