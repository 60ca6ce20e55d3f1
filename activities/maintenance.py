"""Maintenance sweeps run by Temporal schedules: retention (documents and files deleted
settings.retention_days after processing; deleted documents' rows; audit entries older than
settings.audit_retention_days) and repair (a processing document
whose workflow never started is started; one whose workflow ended without settling is ended)."""

import asyncio
from datetime import UTC, datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from temporalio import activity
from temporalio.client import Client, WorkflowExecutionStatus
from temporalio.service import RPCError, RPCStatusCode

from api.audit import repository as audit
from api.core.config import Settings
from api.core.db import unit_of_work
from api.core.storage import ObjectStore, document_prefix
from api.documents import outcome, repository
from api.documents.processing import start_processing, workflow_input
from api.models import DocumentStatus
from workflows.contracts import (
    DELETE_EXPIRED,
    PRUNE_AUDIT_LOG,
    REPAIR_STUCK,
    TIMEOUT,
    SweepResult,
    workflow_id,
)

SWEEP_BATCH = 200
# Audit rows carry no files: a bigger batch, still one short transaction.
AUDIT_BATCH = 5000
# A workflow start that failed after the upload's commit is retried after this long.
REPAIR_AFTER = timedelta(minutes=2)


class MaintenanceActivities:
    def __init__(
        self,
        store: ObjectStore,
        sessionmaker: async_sessionmaker[AsyncSession],
        settings: Settings,
        client: Client,
    ) -> None:
        self.store = store
        self.sessionmaker = sessionmaker
        self.settings = settings
        self.client = client

    @activity.defn(name=DELETE_EXPIRED)
    async def delete_expired(self) -> SweepResult:
        cutoff = datetime.now(UTC) - timedelta(days=self.settings.retention_days)
        async with unit_of_work(self.sessionmaker) as session:
            documents = await repository.expired(session, cutoff, SWEEP_BATCH)
            for document in documents:
                await asyncio.to_thread(self.store.delete_prefix, document_prefix(document.id))
                activity.heartbeat(document.id)
            await repository.delete_rows(session, [document.id for document in documents])
        return SweepResult(count=len(documents), more=len(documents) == SWEEP_BATCH)

    @activity.defn(name=PRUNE_AUDIT_LOG)
    async def prune_audit_log(self) -> SweepResult:
        cutoff = datetime.now(UTC) - timedelta(days=self.settings.audit_retention_days)
        async with unit_of_work(self.sessionmaker) as session:
            deleted = await audit.delete_older_than(session, cutoff, AUDIT_BATCH)
        return SweepResult(count=deleted, more=deleted == AUDIT_BATCH)

    @activity.defn(name=REPAIR_STUCK)
    async def repair(self) -> SweepResult:
        async with self.sessionmaker() as session:
            stuck = await repository.processing_without_progress(
                session, datetime.now(UTC) - REPAIR_AFTER, SWEEP_BATCH
            )
            ahead = await repository.processing_before(session, stuck[0][0].id) if stuck else 0
        repaired = 0
        for n, (document, profile) in enumerate(stuck):
            status = await self._workflow_status(document.id)
            if status is None:
                repaired += await start_processing(
                    self.client, workflow_input(document, self.settings, profile, ahead + n)
                )
            elif status != WorkflowExecutionStatus.RUNNING:
                repaired += await self._end_unsettled(document.id)
        return SweepResult(count=repaired)

    async def _workflow_status(self, document_id: int) -> WorkflowExecutionStatus | None:
        try:
            description = await self.client.get_workflow_handle(workflow_id(document_id)).describe()
        except RPCError as error:
            if error.status == RPCStatusCode.NOT_FOUND:
                return None
            raise
        return description.status

    async def _end_unsettled(self, document_id: int) -> bool:
        """The workflow was terminated or cancelled before its settle step: end the document the way
        the processing deadline would."""
        async with unit_of_work(self.sessionmaker) as session:
            document = await repository.locked(session, document_id)
            if document is None or document.status != DocumentStatus.PROCESSING:
                return False
            extras = await repository.extra_parts(session, document_id)
            for ending in (document, *extras.values()):
                if ending.status == DocumentStatus.PROCESSING:
                    await outcome.finish(session, ending, TIMEOUT, outcome.rejection_message(TIMEOUT))
        return True
