"""Suggestions for the review screen's pickers: the user's own clients and products (api/masterdata),
and for companies the company register too. At most 20, ranked: names (or codes) that start with the
text first, the closest (shortest) of them first; then names that resemble it, by trigram similarity;
ties go to the record the user has used more often, then to the user's own over the register's.

Each query reads few rows whatever the list's size: the prefix ones walk a b-tree range, the similar
ones walk the GiST index nearest-first (pg_trgm's word-similarity distance)."""

from dataclasses import dataclass
from typing import Any, Literal

from sqlalchemy import ColumnElement, Float, Select, func, literal, select
from sqlalchemy.ext.asyncio import AsyncSession

from api.documents.schemas import ClientSuggestion, ProductSuggestion
from api.masterdata import keys
from api.models import ClientRecord, ProductRecord, RegisterCompany

LIMIT = 20
# Shorter text has too few trigrams to compare; it is matched as a prefix only.
TRIGRAM_MIN_LENGTH = 3
LT_CODE_DIGITS = 9
PREFIX, SIMILAR = 0, 1


@dataclass(frozen=True)
class _Ranked:
    group: int
    closeness: float  # prefix: the length of the name; similar: the trigram distance
    uses: int
    own: bool
    key: str
    suggestion: Any

    def order(self) -> tuple[int, bool, float, int]:
        # The user's own record comes before the register's within a group, so a company in both keeps
        # the user's row (with the IBAN and address the user knows) when the two are folded into one.
        return (self.group, not self.own, self.closeness, -self.uses)


async def _rows(session: AsyncSession, query: Select[Any] | Select[Any, Any]) -> list[Any]:
    return list((await session.execute(query.limit(LIMIT))).all())


def _best(found: list[_Ranked]) -> list[Any]:
    """Each record once (at its best rank), the first 20."""
    seen: set[str] = set()
    best = []
    for item in sorted(found, key=_Ranked.order):
        if item.key not in seen:
            seen.add(item.key)
            best.append(item.suggestion)
    return best[:LIMIT]


async def _own(
    session: AsyncSession,
    model: type[ClientRecord] | type[ProductRecord],
    user_id: int,
    starts: ColumnElement[bool] | None,
    folded: str,
) -> list[tuple[int, float, Any]]:
    """(group, closeness, record) for one user's records: those whose name or code starts with the text,
    and those whose name resembles it."""
    owned = model.user_id == user_id
    found: list[tuple[int, float, Any]] = []
    if starts is not None:
        rows = await _rows(
            session,
            select(model)
            .where(owned, starts)
            .order_by(func.length(model.search_name), model.use_count.desc(), model.id),
        )
        found += [(PREFIX, float(len(record.search_name)), record) for (record,) in rows]
    if len(folded) >= TRIGRAM_MIN_LENGTH:
        distance = literal(folded).op("<<->", return_type=Float())(model.search_name)
        rows = await _rows(
            session,
            select(model, distance)
            .where(owned, literal(folded).op("<%")(model.search_name))
            .order_by(distance),
        )
        found += [(SIMILAR, float(gap), record) for record, gap in rows]
    return found


async def clients(session: AsyncSession, user_id: int, q: str, field: str | None) -> list[ClientSuggestion]:
    """``field``: "code", "vat" or the name (default), as the spec's search normalises them (§5)."""
    text = q.strip()
    code = keys.code_digits(text) if field == "code" or text.isdigit() else ""
    vat = keys.compact_vat(text) if field == "vat" else ""
    folded = keys.company_name_key(text) if field not in ("code", "vat") else ""
    if vat:
        starts: ColumnElement[bool] | None = ClientRecord.vat_code.startswith(vat, autoescape=True)
    elif code:
        starts = ClientRecord.company_code.startswith(code, autoescape=True)
    elif folded:
        starts = ClientRecord.search_name.startswith(folded, autoescape=True)
    else:
        return []
    found = [
        _Ranked(
            group,
            closeness,
            record.use_count,
            True,
            record.company_code or record.natural_key,
            _own_client(record),
        )
        for group, closeness, record in await _own(session, ClientRecord, user_id, starts, folded)
    ]
    found += [
        _Ranked(group, closeness, 0, False, company.code, _register_client(company))
        for group, closeness, company in await _register(session, code, vat, folded)
    ]
    return _best(found)


async def _register(session: AsyncSession, code: str, vat: str, folded: str) -> list[tuple[int, float, Any]]:
    """The register's companies by VAT code, by the digits the code starts with, or by a similar name."""
    if vat or code:
        upper = code + "9" * max(LT_CODE_DIGITS - len(code), 0)
        where = RegisterCompany.vat_code == vat if vat else RegisterCompany.code.between(code, upper)
        rows = await _rows(session, select(RegisterCompany).where(where).order_by(RegisterCompany.code))
        return [(PREFIX, float(len(company.code)), company) for (company,) in rows]
    if len(folded) < TRIGRAM_MIN_LENGTH:
        return []
    similarity = func.similarity(RegisterCompany.name_norm, folded)
    rows = await _rows(
        session,
        select(RegisterCompany, similarity)
        .where(RegisterCompany.name_norm.op("%")(folded))
        .order_by(similarity.desc(), RegisterCompany.code),
    )
    return [
        (PREFIX, float(len(name)), company)
        if name.startswith(folded)
        else (SIMILAR, 1 - float(score), company)
        for company, score in rows
        if (name := company.name_norm or "") is not None
    ]


def _own_client(record: ClientRecord) -> ClientSuggestion:
    return _client(
        record.name, record.company_code, record.vat_code, record.address, record.country_iso, "clients"
    ).model_copy(update={"ibans": [record.iban] if record.iban else [], "id": record.id})


def _register_client(company: RegisterCompany) -> ClientSuggestion:
    return _client(company.name, company.code, company.vat_code, company.address, "LT", "register")


def _client(
    name: str | None,
    code: str | None,
    vat: str | None,
    address: str | None,
    country: str | None,
    source: Literal["clients", "register"],
) -> ClientSuggestion:
    return ClientSuggestion(
        pavadinimas=name,
        name=name,
        imones_kodas=code,
        code=code,
        pvm_kodas=vat,
        vat=vat,
        ibans=[],
        address=address,
        country_iso=country,
        source=source,
    )


async def products(session: AsyncSession, user_id: int, q: str, field: str | None) -> list[ProductSuggestion]:
    """``field``: "code", "barcode" or the name (default); a name search also finds codes it starts."""
    text = q.strip()
    folded = keys.fold(text) if field not in ("code", "barcode") else ""
    if field == "barcode":
        barcode = keys.code_digits(text)
        starts = ProductRecord.barcode.startswith(barcode, autoescape=True) if barcode else None
    else:
        code = keys.fold(text)
        starts = ProductRecord.search_code.startswith(code, autoescape=True) if code else None
    if starts is None:
        return []
    found = [
        _Ranked(group, closeness, record.use_count, True, record.natural_key, _product(record))
        for group, closeness, record in await _own(session, ProductRecord, user_id, starts, folded)
    ]
    if folded:
        by_name = ProductRecord.search_name.startswith(folded, autoescape=True)
        found += [
            _Ranked(group, closeness, record.use_count, True, record.natural_key, _product(record))
            for group, closeness, record in await _own(session, ProductRecord, user_id, by_name, "")
        ]
    return _best(found)


def _product(record: ProductRecord) -> ProductSuggestion:
    return ProductSuggestion(
        prekes_pavadinimas=record.name,
        prekes_kodas=record.code,
        prekes_barkodas=record.barcode,
        name=record.name,
        code=record.code,
        barcode=record.barcode,
        barkodas=record.barcode,
        id=record.id,
        unit=record.unit,
        tipas=record.type,
    )
