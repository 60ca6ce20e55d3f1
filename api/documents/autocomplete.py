"""Suggestions for the review screen's pickers: companies and products the user's own documents
already name, then (companies) the company register."""

from typing import Any

from sqlalchemy import func, or_, select, union_all
from sqlalchemy.ext.asyncio import AsyncSession

from api.documents.schemas import ClientSuggestion, ProductSuggestion
from api.models import Document, DocumentStatus, LineItem
from api.registry import repository as register

LIMIT = 15


def _like(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


async def clients(session: AsyncSession, user_id: int, q: str, field: str | None) -> list[ClientSuggestion]:
    """``field``: "code", "vat" or the name (default), as the spec's search normalises them (§5)."""
    text = q.strip()
    if field == "code":
        text = "".join(ch for ch in text if ch.isdigit())
    elif field == "vat":
        text = text.replace(" ", "").replace("-", "").upper()
    if not text:
        return []
    parties = union_all(
        *(
            select(
                getattr(Document, f"{side}_name").label("name"),
                getattr(Document, f"{side}_id").label("code"),
                getattr(Document, f"{side}_vat_code").label("vat"),
                getattr(Document, f"{side}_iban").label("iban"),
                getattr(Document, f"{side}_address").label("address"),
                getattr(Document, f"{side}_country_iso").label("country"),
            ).where(Document.user_id == user_id, Document.status != DocumentStatus.DELETED)
            for side in ("seller", "buyer")
        )
    ).subquery()
    column = {"code": parties.c.code, "vat": parties.c.vat}.get(field or "", parties.c.name)
    query = (
        select(
            func.max(parties.c.name),
            parties.c.code,
            func.max(parties.c.vat),
            func.array_remove(func.array_agg(func.distinct(parties.c.iban)), None),
            func.max(parties.c.address),
            func.max(parties.c.country),
        )
        .where(column.ilike(_like(text)))
        .group_by(parties.c.code, func.lower(parties.c.name))
        .limit(LIMIT)
    )
    found = [
        _client(name, code, vat, list(ibans or []), address, country, "documents")
        for name, code, vat, ibans, address, country in await session.execute(query)
    ]
    if len(found) < LIMIT and field != "vat":
        known = {suggestion.code for suggestion in found}
        for company in await register.search(session, text, limit=LIMIT - len(found)):
            if company.code not in known:
                found.append(
                    _client(
                        company.name, company.code, company.vat_code, [], company.address, "LT", "registry"
                    )
                )
    return found


def _client(
    name: Any, code: Any, vat: Any, ibans: list[str], address: Any, country: Any, source: str
) -> ClientSuggestion:
    return ClientSuggestion(
        pavadinimas=name,
        name=name,
        imones_kodas=code,
        code=code,
        pvm_kodas=vat,
        vat=vat,
        ibans=ibans,
        address=address,
        country_iso=country,
        source=source,
    )


async def products(session: AsyncSession, user_id: int, q: str, field: str | None) -> list[ProductSuggestion]:
    """``field``: "code", "barcode" or the name (default)."""
    text = q.strip()
    if not text:
        return []
    owned = Document.user_id == user_id, Document.status != DocumentStatus.DELETED
    names = union_all(
        select(LineItem.prekes_pavadinimas, LineItem.prekes_kodas, LineItem.prekes_barkodas)
        .join(Document, Document.id == LineItem.document_id)
        .where(*owned),
        select(Document.prekes_pavadinimas, Document.prekes_kodas, Document.prekes_barkodas).where(*owned),
    ).subquery()
    column = {"code": names.c.prekes_kodas, "barcode": names.c.prekes_barkodas}.get(
        field or "", names.c.prekes_pavadinimas
    )
    query = (
        select(names.c.prekes_pavadinimas, names.c.prekes_kodas, names.c.prekes_barkodas)
        .where(
            column.ilike(_like(text)),
            or_(names.c.prekes_pavadinimas.is_not(None), names.c.prekes_kodas.is_not(None)),
        )
        .distinct()
        .order_by(names.c.prekes_pavadinimas)
        .limit(LIMIT)
    )
    return [
        ProductSuggestion(
            prekes_pavadinimas=name,
            prekes_kodas=code,
            prekes_barkodas=barcode,
            name=name,
            code=code,
            barcode=barcode,
            barkodas=barcode,
        )
        for name, code, barcode in await session.execute(query)
    ]
