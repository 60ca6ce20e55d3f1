"""Classify: unsuitable documents and duplicates are rejected without a charge. A duplicate is the
same file uploaded before, or the same seller's invoice with the same series and number.

This is the early verdict that spares a known copy the later steps; copies processed at the same time
are caught by the settle step, which asks again under the user's lock before it charges. The document
row is locked while the verdict is made, so a retried attempt never decides beside a running one."""

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from temporalio import activity

from activities.draft import DraftPart, load_parts_async, save_parts_async
from activities.errors import DocumentGone
from api.core.db import unit_of_work
from api.core.storage import ObjectStore
from api.documents import repository
from api.documents.duplicates import invoice_key
from api.models import Document
from workflows.contracts import CLASSIFY, DUPLICATE, UNSUITABLE, ClassifyResult, DocumentRef, Verdict


class ClassifyActivities:
    def __init__(self, store: ObjectStore, sessionmaker: async_sessionmaker[AsyncSession]) -> None:
        self.store = store
        self.sessionmaker = sessionmaker

    @activity.defn(name=CLASSIFY)
    async def classify(self, ref: DocumentRef) -> ClassifyResult:
        parts = await load_parts_async(self.store, ref.document_id)
        async with unit_of_work(self.sessionmaker) as session:
            document = await repository.locked(session, ref.document_id)
            if document is None:
                raise DocumentGone(ref.document_id)
            same_file = await repository.first_with_hash(session, document)
            for part in parts:
                part.rejection, part.duplicate_of_id = None, None
                if part.document_type == "unsuitable":
                    part.rejection = UNSUITABLE
                elif same_file is not None:
                    part.rejection, part.duplicate_of_id = DUPLICATE, same_file.id
                else:
                    original = await _same_invoice(session, document, part)
                    if original is not None:
                        part.rejection, part.duplicate_of_id = DUPLICATE, original.id
            await save_parts_async(self.store, ref.document_id, parts)
        return ClassifyResult([Verdict(part.rejection, part.duplicate_of_id) for part in parts])


async def _same_invoice(session: AsyncSession, document: Document, part: DraftPart) -> Document | None:
    key = invoice_key(part.values)
    return None if key is None else await repository.same_invoice(session, document, *key)
