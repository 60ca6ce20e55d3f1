"""Settle: the one ending of every document. In one transaction it records the status and the message
and turns the reservation into a charge (completed) or gives it back (rejected, duplicate, unsuitable,
timeout, failure); further invoices found in the same file are charged or rejected with it. A repeat
finds the document already ended and changes nothing."""

import asyncio

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from temporalio import activity

from activities import metrics
from activities.draft import DraftPart, load_parts_async
from activities.workspace import draft_key
from api.core.config import Settings
from api.core.db import unit_of_work
from api.core.storage import ObjectStore
from api.credits import ledger
from api.documents import duplicates, outcome, repository
from api.models import Document, DocumentStatus
from workflows.contracts import (
    DUPLICATE,
    FAILED,
    SETTLE,
    TIMEOUT,
    TOO_LARGE,
    UNREADABLE,
    SettleInput,
    SettleResult,
)

# Endings that concern the whole file, so every document found in it shares them.
WHOLE_FILE = (TIMEOUT, FAILED, UNREADABLE, TOO_LARGE)


class SettleActivities:
    def __init__(
        self, store: ObjectStore, sessionmaker: async_sessionmaker[AsyncSession], settings: Settings
    ) -> None:
        self.store = store
        self.sessionmaker = sessionmaker
        self.settings = settings

    @activity.defn(name=SETTLE)
    async def settle(self, params: SettleInput) -> SettleResult:
        try:
            return await self._settle(params)
        except Exception:
            # Temporal retries it; the alert on this counter says that reservations wait meanwhile.
            metrics.count(metrics.SETTLE_FAILURES)
            raise

    async def _settle(self, params: SettleInput) -> SettleResult:
        parts = await self._parts(params.document_id)
        async with unit_of_work(self.sessionmaker) as session:
            document = await repository.locked(session, params.document_id)
            if document is None:
                return SettleResult(status=DocumentStatus.DELETED, charged=False)
            charged = False
            # One user's settlements take turns from here to the commit, so the duplicate check
            # below sees every charge made before it (ledger.post takes the same lock again).
            await ledger.lock_user(session, document.user_id)
            if document.status == DocumentStatus.PROCESSING:
                charged = await _finish(session, document, params.rejection, _part(parts, 0))
            extras = await repository.extra_parts(session, document.id)
            charged_extras = 0
            for index, extra in sorted(extras.items()):
                if extra.status == DocumentStatus.PROCESSING:
                    await self._settle_extra(session, document, extra, params.rejection, parts, index)
                    charged_extras += extra.status == DocumentStatus.COMPLETED
            status, rejection = document.status, document.rejection_code
        metrics.count(metrics.DOCUMENTS_SETTLED, labels={"status": status, "rejection": rejection or "none"})
        if charged_documents := int(charged) + charged_extras:
            cost = outcome.scan_cost(self.settings, document.scan_type) * charged_documents
            metrics.count(metrics.CREDITS_CHARGED_HUNDREDTHS, cost * 100)
        return SettleResult(status=status, charged=charged, extra_documents=len(extras))

    async def _settle_extra(
        self,
        session: AsyncSession,
        document: Document,
        extra: Document,
        rejection: str | None,
        parts: list[DraftPart],
        index: int,
    ) -> None:
        """A further invoice of the file ends with it: deleted with a deleted upload, rejected with a
        file that could not be read, otherwise by its own verdict."""
        if document.status == DocumentStatus.DELETED:
            extra.status, extra.is_deleted = DocumentStatus.DELETED, True
            return
        own = rejection if rejection in WHOLE_FILE else _rejection(parts, index)
        own = own or await _duplicate(session, extra)
        if own is None:
            await outcome.charge_extra(session, self.settings, extra)
        else:
            await _reject(session, extra, own, _part(parts, index))

    async def _parts(self, document_id: int) -> list[DraftPart]:
        """The draft, when the pipeline got as far as reading the file."""
        if not await asyncio.to_thread(self.store.exists, draft_key(document_id)):
            return []
        return await load_parts_async(self.store, document_id)


def _part(parts: list[DraftPart], index: int) -> DraftPart | None:
    return parts[index] if index < len(parts) else None


def _rejection(parts: list[DraftPart], index: int) -> str | None:
    part = _part(parts, index)
    return part.rejection if part else FAILED


async def _duplicate(session: AsyncSession, document: Document) -> str | None:
    """DUPLICATE when a charged document repeats this one (recorded as its original), else None.
    Asked under the user's lock: the classify step could not see a copy processed beside it."""
    original = await duplicates.charged_original(session, document)
    if original is None:
        return None
    document.duplicate_of_id = original.id
    return DUPLICATE


async def _finish(
    session: AsyncSession, document: Document, rejection: str | None, part: DraftPart | None
) -> bool:
    """End one document: charged unless rejected or a copy of a charged one. True when charged."""
    rejection = rejection or await _duplicate(session, document)
    if rejection is None:
        return await outcome.finish(session, document, None)
    await _reject(session, document, rejection, part)
    return False


async def _reject(session: AsyncSession, document: Document, rejection: str, part: DraftPart | None) -> None:
    # the classify step's verdict is in the draft when the persist step did not run
    original_id = document.duplicate_of_id or (part.duplicate_of_id if part else None)
    original = await session.get(Document, original_id) if original_id is not None else None
    message = outcome.rejection_message(
        rejection, reason=part.unsuitable_reason if part else None, original=original
    )
    await outcome.finish(session, document, rejection, message)
