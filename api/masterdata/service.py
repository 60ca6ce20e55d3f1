"""The user's clients and products: remembered from every completed document, imported from Excel,
edited and deleted in the list under /nustatymai."""

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from api.core import texts
from api.core.errors import Conflict, NotFound
from api.masterdata import fields, keys, repository
from api.masterdata.fields import ClientData, ProductData
from api.masterdata.repository import Record
from api.models import ClientRecord, Document, LineItem, ProductRecord

PARTY_SIDES = ("seller", "buyer")


async def remember_document(session: AsyncSession, document: Document) -> None:
    """Both parties and each product of a document that has just been completed. Called once, in the
    transaction that completes it (api/documents/outcome.py), so a retried step repeats nothing."""
    parties = [party for side in PARTY_SIDES if (party := _party(document, side)) is not None]
    if parties:
        await repository.upsert(session, ClientRecord, document.user_id, [(party, 1) for party in parties])
    sources: list[Document | LineItem] = list(
        await session.scalars(select(LineItem).where(LineItem.document_id == document.id))
    ) or [document]
    products = [product for source in sources if (product := _product(source)) is not None]
    if products:
        await repository.upsert(
            session, ProductRecord, document.user_id, [(product, 1) for product in products]
        )


def _party(document: Document, side: str) -> ClientData | None:
    """The values as the review left them; a party the reading could not name is not a client."""
    name = fields.text(getattr(document, f"{side}_name"))
    if not name:
        return None
    code = fields.text(getattr(document, f"{side}_id"))
    vat = fields.text(getattr(document, f"{side}_vat_code"))
    return ClientData(
        name=name[: fields.CLIENT_NAME_LENGTH],
        company_code=code.replace(" ", "")[:20] if code else None,
        vat_code=keys.compact_vat(vat)[:20] if vat else None,
        iban=getattr(document, f"{side}_iban"),
        address=getattr(document, f"{side}_address"),
        country_iso=getattr(document, f"{side}_country_iso"),
    )


def _product(source: Document | LineItem) -> ProductData | None:
    name = fields.text(source.prekes_pavadinimas) or fields.text(source.prekes_kodas)
    if not name:
        return None
    return ProductData(
        name=name[: fields.PRODUCT_NAME_LENGTH],
        code=fields.text(source.prekes_kodas),
        barcode=fields.text(source.prekes_barkodas),
        unit=_unit(source),
        type=source.prekes_tipas if source.prekes_tipas in fields.TYPES else None,
    )


_MISSING = {ClientRecord: texts.CLIENT_NOT_FOUND, ProductRecord: texts.PRODUCT_NOT_FOUND}
_TAKEN = {ClientRecord: texts.CLIENT_EXISTS, ProductRecord: texts.PRODUCT_EXISTS}


def _unit(source: Document | LineItem) -> str | None:
    unit = fields.text(source.unit) if isinstance(source, LineItem) else None
    return unit[: fields.UNIT_LENGTH] if unit else None


async def update(
    session: AsyncSession, model: type[Record], user_id: int, record_id: int, data: ClientData | ProductData
) -> Record:
    """An edit from the list; its natural key may change, but not onto another record's."""
    record = await _owned(session, model, user_id, record_id)
    if await repository.key_taken(session, model, user_id, data.natural_key, record_id):
        raise Conflict(_TAKEN[model])
    for name, value in data.row().items():
        setattr(record, name, value)
    await session.flush()
    return record


async def delete(session: AsyncSession, model: type[Record], user_id: int, record_id: int) -> None:
    await session.delete(await _owned(session, model, user_id, record_id))
    await session.flush()


async def _owned(session: AsyncSession, model: type[Record], user_id: int, record_id: int) -> Record:
    record = await repository.owned(session, model, user_id, record_id)
    if record is None:
        raise NotFound(_MISSING[model])
    return record
