"""SQL for the user's clients and products. Every query filters by owner."""

from collections.abc import Sequence
from typing import Any, TypeVar

from sqlalchemy import ColumnElement, func, or_, select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from api.masterdata.fields import ClientData, ProductData
from api.models import ClientRecord, ProductRecord

Record = TypeVar("Record", ClientRecord, ProductRecord)
# psycopg allows 65 535 parameters per statement; a client row binds 11.
BATCH_ROWS = 2000


def like_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _merged(rows: Sequence[tuple[ClientData | ProductData, int]]) -> list[dict[str, Any]]:
    """One row per natural key (PostgreSQL refuses to update a row twice in one statement), merged
    the way the upsert merges into a stored row: a later value replaces, a missing one keeps."""
    by_key: dict[str, dict[str, Any]] = {}
    for data, uses in rows:
        row = {**data.row(), "use_count": uses}
        earlier = by_key.pop(row["natural_key"], None)
        if earlier is not None:
            row = {name: earlier[name] if value is None else value for name, value in row.items()}
            row["use_count"] = earlier["use_count"] + uses
        by_key[row["natural_key"]] = row
    return list(by_key.values())


async def upsert(
    session: AsyncSession,
    model: type[ClientRecord] | type[ProductRecord],
    user_id: int,
    rows: Sequence[tuple[ClientData | ProductData, int]],
) -> None:
    """Insert new records, or fill the known ones: a value given replaces the stored one, a missing
    value keeps it, and the uses add up."""
    merged = _merged(rows)
    for start in range(0, len(merged), BATCH_ROWS):
        batch = [{**row, "user_id": user_id} for row in merged[start : start + BATCH_ROWS]]
        statement = insert(model).values(batch)
        kept = {"natural_key", "user_id", "use_count"}
        changes: dict[str, Any] = {
            name: func.coalesce(statement.excluded[name], model.__table__.c[name])
            for name in batch[0]
            if name not in kept
        }
        changes["use_count"] = model.__table__.c.use_count + statement.excluded.use_count
        changes["updated_at"] = func.now()
        await session.execute(
            statement.on_conflict_do_update(index_elements=["user_id", "natural_key"], set_=changes)
        )


async def page(
    session: AsyncSession,
    model: type[Record],
    user_id: int,
    match: ColumnElement[bool] | None,
    offset: int,
    limit: int,
) -> tuple[int, list[Record]]:
    owned = model.user_id == user_id
    where = owned if match is None else owned & match
    total = await session.scalar(select(func.count()).select_from(model).where(where))
    records = await session.scalars(
        select(model).where(where).order_by(model.search_name, model.id).offset(offset).limit(limit)
    )
    return int(total or 0), list(records.all())


def client_match(folded: str, code: str) -> ColumnElement[bool]:
    name = ClientRecord.search_name.like(f"%{like_escape(folded)}%")
    return or_(name, ClientRecord.company_code.startswith(code)) if code else name


def product_match(folded: str) -> ColumnElement[bool]:
    escaped = like_escape(folded)
    return or_(
        ProductRecord.search_name.like(f"%{escaped}%"),
        ProductRecord.search_code.like(f"{escaped}%"),
        ProductRecord.barcode.like(f"{escaped}%"),
    )


async def owned(session: AsyncSession, model: type[Record], user_id: int, record_id: int) -> Record | None:
    return await session.scalar(select(model).where(model.id == record_id, model.user_id == user_id))


async def key_taken(
    session: AsyncSession,
    model: type[ClientRecord] | type[ProductRecord],
    user_id: int,
    key: str,
    other_than: int,
) -> bool:
    found = await session.scalar(
        select(model.id).where(model.user_id == user_id, model.natural_key == key, model.id != other_than)
    )
    return found is not None
