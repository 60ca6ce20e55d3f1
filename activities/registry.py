"""Registry: identifier checksums and the company register for both parties; fills only what the
document does not print and notes the rest (api.registry.service)."""

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from temporalio import activity

from activities.draft import load_parts_async, save_parts_async
from api.core.storage import ObjectStore
from api.registry.service import check_party
from api.registry.vies import ViesClient
from workflows.contracts import CHECK_REGISTRY, DocumentRef
from workflows.fields import PARTY_SUFFIXES


class RegistryActivities:
    def __init__(
        self, store: ObjectStore, sessionmaker: async_sessionmaker[AsyncSession], vies: ViesClient | None
    ) -> None:
        self.store = store
        self.sessionmaker = sessionmaker
        self.vies = vies

    @activity.defn(name=CHECK_REGISTRY)
    async def check(self, ref: DocumentRef) -> None:
        parts = await load_parts_async(self.store, ref.document_id)
        async with self.sessionmaker() as session:
            for part in parts:
                if part.rejection:
                    continue
                for side in ("seller", "buyer"):
                    party = {suffix: part.values.get(f"{side}_{suffix}") for suffix in PARTY_SUFFIXES}
                    found = await check_party(session, party, self.vies)
                    for suffix, value in found.fills.items():
                        part.set(f"{side}_{suffix}", value, source="registry")
                    for suffix, facts in found.notes.items():
                        part.note(f"{side}_{suffix}", **facts)
        await save_parts_async(self.store, ref.document_id, parts)
