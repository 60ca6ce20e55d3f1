"""Lookups in the local copy of the company register."""

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from api.models import RegisterCompany, RegisterImport
from api.registry.names import normalise_name

CANDIDATE_SIMILARITY = 0.35


async def by_code(session: AsyncSession, code: str) -> RegisterCompany | None:
    return await session.get(RegisterCompany, code)


async def by_vat_code(session: AsyncSession, vat_code: str) -> RegisterCompany | None:
    return await session.scalar(
        select(RegisterCompany)
        .where(RegisterCompany.vat_code == vat_code)
        .order_by(RegisterCompany.code)
        .limit(1)
    )


async def name_similarity(session: AsyncSession, a: str, b: str) -> float:
    return float(await session.scalar(select(func.similarity(normalise_name(a), normalise_name(b)))) or 0.0)


async def search(session: AsyncSession, text: str, limit: int = 10) -> list[RegisterCompany]:
    """Companies whose code starts with the digits typed, or whose name resembles the text."""
    text = text.strip()
    if text.isdigit():
        query = (
            select(RegisterCompany)
            .where(RegisterCompany.code.startswith(text))
            .order_by(RegisterCompany.code)
        )
    else:
        norm = normalise_name(text)
        if not norm:
            return []
        similarity = func.similarity(RegisterCompany.name_norm, norm)
        query = (
            select(RegisterCompany)
            .where(similarity >= CANDIDATE_SIMILARITY)
            .order_by(similarity.desc(), RegisterCompany.code)
        )
    return list((await session.scalars(query.limit(limit))).all())


async def last_import(session: AsyncSession) -> RegisterImport | None:
    return await session.scalar(select(RegisterImport).order_by(RegisterImport.id.desc()).limit(1))
