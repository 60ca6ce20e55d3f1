"""Classify: unsuitable documents and duplicates are rejected without a charge. A duplicate is the
same file uploaded before, or the same seller's invoice with the same series and number."""

import re

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from temporalio import activity

from activities.draft import DraftPart, load_parts_async, save_parts_async
from activities.errors import existing_document
from api.core.storage import ObjectStore
from api.documents import repository
from api.models import Document
from api.registry.identifiers import compact_vat_code, digits_only
from workflows.contracts import CLASSIFY, DUPLICATE, UNSUITABLE, ClassifyResult, DocumentRef, Verdict


class ClassifyActivities:
    def __init__(self, store: ObjectStore, sessionmaker: async_sessionmaker[AsyncSession]) -> None:
        self.store = store
        self.sessionmaker = sessionmaker

    @activity.defn(name=CLASSIFY)
    async def classify(self, ref: DocumentRef) -> ClassifyResult:
        parts = await load_parts_async(self.store, ref.document_id)
        async with self.sessionmaker() as session:
            document = await existing_document(session, ref.document_id)
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
    values = part.values
    number = re.sub(
        r"[\W_]", "", f"{values.get('document_series') or ''}{values.get('document_number') or ''}"
    )
    seller = {
        "id": digits_only(values.get("seller_id") or ""),
        "vat_code": compact_vat_code(values["seller_vat_code"]) if values.get("seller_vat_code") else "",
        "name": (values.get("seller_name") or "").strip(),
    }
    if not number or not any(seller.values()):
        return None
    return await repository.same_invoice(session, document, seller, number.lower())
