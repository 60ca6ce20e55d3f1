"""Enrich: purchase or sale from the user's company, default product fields for totals-only scans,
VAT classifier codes per line, and the operation-date setting (api.documents.enrichment)."""

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from temporalio import activity

from activities.draft import DraftPart, load_parts_async, save_parts_async
from activities.errors import existing_document
from api.core.storage import ObjectStore
from api.documents import enrichment
from api.models import Profile
from workflows.contracts import ENRICH, DocumentRef


class EnrichActivities:
    def __init__(self, store: ObjectStore, sessionmaker: async_sessionmaker[AsyncSession]) -> None:
        self.store = store
        self.sessionmaker = sessionmaker

    @activity.defn(name=ENRICH)
    async def enrich(self, ref: DocumentRef) -> None:
        parts = await load_parts_async(self.store, ref.document_id)
        async with self.sessionmaker() as session:
            document = await existing_document(session, ref.document_id)
            profile = await session.get(Profile, document.user_id)
        assert profile is not None
        for part in parts:
            if not part.rejection:
                enrich_part(part, profile, summary_only=document.scan_type == "sumiskai")
        await save_parts_async(self.store, ref.document_id, parts)


def enrich_part(part: DraftPart, profile: Profile, *, summary_only: bool) -> None:
    side = enrichment.direction(part.values, profile)
    part.set("pirkimas_pardavimas", side, source="rules")
    if enrichment.apply_operation_date(part.values, profile):
        part.note("operation_date", source="settings")
    if summary_only:
        entry = enrichment.matching_default(part.values, profile, side)
        for name, value in enrichment.default_product(entry or {}).items():
            if value not in (None, "") and part.values.get(name) in (None, ""):
                part.set(name, value, source="defaults")
    lines = [line.values for line in part.line_items]
    codes = enrichment.line_codes(part.values, lines, side)
    for line, code in zip(part.line_items, codes, strict=True):
        if code and not line.values.get("pvm_kodas"):
            line.values["pvm_kodas"] = code
            line.meta["pvm_kodas"] = {"source": "rules", "confidence": 1.0}
    if not part.values.get("pvm_kodas"):
        code = enrichment.document_code(
            part.values, [line.values.get("pvm_kodas") for line in part.line_items], side
        )
        if code:
            part.set("pvm_kodas", code, source="rules")
