"""Suggestions for the review screen's pickers: the user's own clients and products (api/masterdata),
and for companies the company register too. Ranked by how the text fits (the name or code starts with
it first, then trigram similarity), then by how often the user has used the record; at most 20."""

from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, Select, false, func, literal, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from api.documents.schemas import ClientSuggestion, ProductSuggestion
from api.masterdata import keys
from api.models import ClientRecord, ProductRecord, RegisterCompany

LIMIT = 20
# Shorter text has too few trigrams to compare; it is matched as a prefix only.
TRIGRAM_MIN_LENGTH = 3
LT_CODE_DIGITS = 9


@dataclass(frozen=True)
class _Ranked:
    prefix: bool
    score: float
    uses: int
    own: bool
    suggestion: Any

    def order(self) -> tuple[bool, float, int, bool]:
        return (not self.prefix, -self.score, -self.uses, not self.own)


def _name_match(column: Any, folded: str) -> tuple[ColumnElement[bool], ColumnElement[bool], Any]:
    """(where, starts with, score) for a normalised name column."""
    prefix = column.startswith(folded, autoescape=True)
    if len(folded) < TRIGRAM_MIN_LENGTH:
        return prefix, prefix, literal(0.0)
    where = or_(
        prefix,
        column.contains(folded, autoescape=True),
        literal(folded).op("<%")(column),
        column.op("%")(folded),
    )
    score = func.greatest(func.word_similarity(folded, column), func.similarity(column, folded))
    return where, prefix, score


def _digits_range(digits: str) -> ColumnElement[bool]:
    """Register codes that start with the digits, as a range the primary key's b-tree can answer."""
    return RegisterCompany.code.between(digits, digits + "9" * max(LT_CODE_DIGITS - len(digits), 0))


async def _rows(session: AsyncSession, query: Select[Any]) -> list[Any]:
    return list((await session.execute(query.limit(LIMIT))).all())


async def clients(session: AsyncSession, user_id: int, q: str, field: str | None) -> list[ClientSuggestion]:
    """``field``: "code", "vat" or the name (default), as the spec's search normalises them (§5)."""
    text = q.strip()
    code = keys.code_digits(text) if field == "code" or text.isdigit() else ""
    vat = keys.compact_vat(text) if field == "vat" else ""
    folded = keys.company_name_key(text) if field not in ("code", "vat") else ""
    if not (code or vat or folded):
        return []
    own_where, own_prefix, own_score = _client_match(ClientRecord, code, vat, folded)
    own = await _rows(
        session,
        select(ClientRecord, own_prefix, own_score)
        .where(ClientRecord.user_id == user_id, own_where)
        .order_by(own_prefix.desc(), own_score.desc(), ClientRecord.use_count.desc(), ClientRecord.name),
    )
    ranked = [_Ranked(p, float(s), c.use_count, True, _own_client(c)) for c, p, s in own]
    known = {c.company_code for c, _, _ in own if c.company_code}
    reg_where, reg_prefix, reg_score = _client_match(RegisterCompany, code, vat, folded)
    register = await _rows(
        session,
        select(RegisterCompany, reg_prefix, reg_score)
        .where(reg_where)
        .order_by(reg_prefix.desc(), reg_score.desc(), RegisterCompany.code),
    )
    ranked += [
        _Ranked(p, float(s), 0, False, _register_client(r)) for r, p, s in register if r.code not in known
    ]
    return [item.suggestion for item in sorted(ranked, key=_Ranked.order)[:LIMIT]]


def _client_match(
    model: type[ClientRecord] | type[RegisterCompany], code: str, vat: str, folded: str
) -> tuple[ColumnElement[bool], ColumnElement[bool], Any]:
    code_column: Any
    name_column: Any
    if model is ClientRecord:
        code_column, name_column = ClientRecord.company_code, ClientRecord.search_name
        code_match = code_column.startswith(code, autoescape=True)
    else:
        code_column, name_column = RegisterCompany.code, RegisterCompany.name_norm
        code_match = _digits_range(code)
    if vat:
        vat_match = model.vat_code.startswith(vat, autoescape=True)
        return vat_match, vat_match, model.vat_code == vat
    by_code = code_match if code else false()
    if not folded:
        return by_code, by_code, code_column == code
    where, prefix, score = _name_match(name_column, folded)
    return or_(where, by_code), or_(prefix, by_code), score


def _own_client(record: ClientRecord) -> ClientSuggestion:
    return _client(
        record.name, record.company_code, record.vat_code, record.address, record.country_iso, "clients"
    ).model_copy(update={"ibans": [record.iban] if record.iban else [], "id": record.id})


def _register_client(company: RegisterCompany) -> ClientSuggestion:
    return _client(company.name, company.code, company.vat_code, company.address, "LT", "register")


def _client(
    name: str | None, code: str | None, vat: str | None, address: str | None, country: str | None, source: str
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
    """``field``: "code", "barcode" or the name (default)."""
    text = q.strip()
    if field == "barcode":
        barcode = keys.code_digits(text)
        where = prefix = ProductRecord.barcode.startswith(barcode, autoescape=True)
        score: Any = literal(0.0)
        if not barcode:
            return []
    elif field == "code":
        where = prefix = ProductRecord.search_code.startswith(keys.fold(text), autoescape=True)
        score = literal(0.0)
    else:
        folded = keys.fold(text)
        where, prefix, score = _name_match(ProductRecord.search_name, folded)
        by_code = ProductRecord.search_code.startswith(folded, autoescape=True)
        where, prefix = or_(where, by_code), or_(prefix, by_code)
    if not keys.fold(text):
        return []
    found = await _rows(
        session,
        select(ProductRecord)
        .where(ProductRecord.user_id == user_id, where)
        .order_by(prefix.desc(), score.desc(), ProductRecord.use_count.desc(), ProductRecord.name),
    )
    return [_product(record) for (record,) in found]


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
