"""How a document's processing ends: its status, the message shown in place of its data, and the
credits. Used by the pipeline's settle step and by the API when a document is deleted mid-way."""

from datetime import UTC, datetime
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from api.core import texts
from api.core.config import Settings
from api.core.errors import InsufficientCredits
from api.credits import ledger
from api.masterdata import service as masterdata
from api.models import Document, DocumentStatus
from workflows.contracts import DUPLICATE, NO_CREDITS, TIMEOUT, TOO_LARGE, UNREADABLE, UNSUITABLE

_MESSAGES = {
    TIMEOUT: texts.PROCESSING_TIMEOUT,
    UNREADABLE: texts.UNREADABLE_DOCUMENT,
    TOO_LARGE: texts.FILE_TOO_LARGE_TO_READ,
}


def scan_cost(settings: Settings, scan_type: str) -> Decimal:
    return settings.credits_detaliai if scan_type == "detaliai" else settings.credits_sumiskai


def rejection_message(rejection: str, *, reason: str | None = None, original: Document | None = None) -> str:
    """``reason``: the reading's own words for an unsuitable document; ``original``: what a duplicate
    repeats."""
    if rejection == UNSUITABLE and reason:
        return reason
    if rejection == DUPLICATE and original is not None:
        uploaded = original.uploaded_at.astimezone(UTC).date().isoformat()
        return texts.DUPLICATE_DOCUMENT.format(
            original=texts.DUPLICATE_ORIGINAL.format(name=original.original_filename, uploaded=uploaded)
        )
    return _MESSAGES.get(rejection, texts.PROCESSING_FAILED)


async def finish(
    session: AsyncSession, document: Document, rejection: str | None, message: str | None = None
) -> bool:
    """End a processing document: completed and charged, or rejected with its message and the
    reservation given back. Exactly once: the ledger's settlement key makes a repeat a no-op, and the
    callers end only a processing document, so its parties and products join the user's clients and
    products once. True when the document was charged."""
    document.status = DocumentStatus.COMPLETED if rejection is None else DocumentStatus.REJECTED
    document.rejection_code = rejection
    document.error_message = message if rejection else None
    document.processed_at = datetime.now(UTC)
    await ledger.settle(session, document.user_id, document.id, charge=rejection is None)
    if rejection is None:
        await masterdata.remember_document(session, document)
    return rejection is None


async def charge_extra(session: AsyncSession, settings: Settings, document: Document) -> bool:
    """A further invoice found in an uploaded file costs what the upload did; it was not reserved at
    upload, so it is reserved and charged now, or rejected when the balance is short."""
    try:
        await ledger.reserve(session, document.user_id, document.id, scan_cost(settings, document.scan_type))
    except InsufficientCredits:
        await finish(session, document, NO_CREDITS, texts.NOT_ENOUGH_CREDITS)
        return False
    return await finish(session, document, None)
