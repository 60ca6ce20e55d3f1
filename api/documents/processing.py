"""Starting a document's workflow: after the upload's commit, and again by the repair sweep for a
document whose start was lost. Idempotent: a running workflow is reused, a finished one is never
started twice."""

import math

from temporalio.client import Client
from temporalio.common import WorkflowIDConflictPolicy, WorkflowIDReusePolicy
from temporalio.exceptions import WorkflowAlreadyStartedError

from api.core.config import Settings
from api.models import Document, Profile
from workflows.contracts import (
    DOCUMENTS_QUEUE,
    OCR_GPU_QUEUE,
    PROCESS_DOCUMENT,
    WORKFLOW_EXECUTION_TIMEOUT,
    OwnCompany,
    ProcessDocumentInput,
    workflow_id,
)

# The deadline stays inside the server's backstop for the whole workflow, with an hour to settle.
MAX_DEADLINE_SECONDS = int(WORKFLOW_EXECUTION_TIMEOUT.total_seconds()) - 3600


def deadline_seconds(settings: Settings, waiting_ahead: int) -> int:
    """The processing deadline counts from the workflow's start, and a document behind a thousand others
    waits for them first: each one ahead adds a worker's time per document."""
    waited = math.ceil(waiting_ahead * settings.queued_document_seconds)
    return min(settings.processing_deadline_seconds + waited, MAX_DEADLINE_SECONDS)


def workflow_input(
    document: Document, settings: Settings, profile: Profile | None, waiting_ahead: int = 0
) -> ProcessDocumentInput:
    """``profile``: the owner's, whose company tells the reading which side of the document is the user;
    ``waiting_ahead``: documents still processing that were uploaded before this one."""
    return ProcessDocumentInput(
        document_id=document.id,
        scan_type=document.scan_type,
        ocr_queue=OCR_GPU_QUEUE if settings.ocr_engine == "surya" else DOCUMENTS_QUEUE,
        deadline_seconds=deadline_seconds(settings, waiting_ahead),
        use_llm=bool(settings.llm_base_url),
        own_company=OwnCompany(profile.company_code, profile.vat_code, profile.company_iban)
        if profile
        else None,
    )


async def start_processing(client: Client, params: ProcessDocumentInput) -> bool:
    """False when the workflow had already run to its end."""
    try:
        await client.start_workflow(
            PROCESS_DOCUMENT,
            params,
            id=workflow_id(params.document_id),
            task_queue=DOCUMENTS_QUEUE,
            id_conflict_policy=WorkflowIDConflictPolicy.USE_EXISTING,
            id_reuse_policy=WorkflowIDReusePolicy.REJECT_DUPLICATE,
            execution_timeout=WORKFLOW_EXECUTION_TIMEOUT,
        )
    except WorkflowAlreadyStartedError:
        return False
    return True
