"""SQL of the usage guide. Readers' queries see published rows only (an article also needs its
category published); the editor's see everything."""

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Select, func, literal, literal_column, select, union_all, update
from sqlalchemy.ext.asyncio import AsyncSession

from api.models import GuideArticle, GuideCategory


def _published_articles() -> Select[GuideArticle]:
    return (
        select(GuideArticle)
        .join(GuideCategory, GuideCategory.id == GuideArticle.category_id)
        .where(GuideArticle.is_published.is_(True), GuideCategory.is_published.is_(True))
    )


async def published_categories(session: AsyncSession) -> Sequence[GuideCategory]:
    rows = await session.scalars(
        select(GuideCategory)
        .where(GuideCategory.is_published.is_(True))
        .order_by(GuideCategory.position, GuideCategory.id)
    )
    return rows.all()


async def published_category(session: AsyncSession, slug: str) -> GuideCategory | None:
    return await session.scalar(
        select(GuideCategory).where(GuideCategory.slug == slug, GuideCategory.is_published.is_(True))
    )


async def published_articles_of(session: AsyncSession, category_ids: Sequence[int]) -> Sequence[GuideArticle]:
    """The published articles of these categories, in their order."""
    rows = await session.scalars(
        _published_articles()
        .where(GuideArticle.category_id.in_(category_ids))
        .order_by(GuideArticle.position, GuideArticle.id)
    )
    return rows.all()


async def published_article(session: AsyncSession, slug: str) -> tuple[GuideArticle, GuideCategory] | None:
    row = (
        await session.execute(
            select(GuideArticle, GuideCategory)
            .join(GuideCategory, GuideCategory.id == GuideArticle.category_id)
            .where(
                GuideArticle.slug == slug,
                GuideArticle.is_published.is_(True),
                GuideCategory.is_published.is_(True),
            )
        )
    ).first()
    return (row[0], row[1]) if row else None


def _rank(vector: Any, query: Any, any_word: Any) -> Any:
    """ts_rank weighs a title (A) above the summary (B) and the body (D), but it also rewards words
    that stand close together, wherever they are; so a title holding any of the words earns a bonus of
    its own, and a title match stays ahead of a body match."""
    title_only = func.ts_filter(vector, literal_column("'{a}'"))
    return func.ts_rank(vector, query) + func.ts_rank(title_only, any_word)


async def search(
    session: AsyncSession, tsquery: str, *, limit: int, category_slug: str | None
) -> Sequence[Any]:
    """Published categories and articles matching every word of the prefix query, best first (see
    _rank). Scoped to a category, only its articles."""
    query = func.to_tsquery("simple", tsquery)
    any_word = func.to_tsquery("simple", tsquery.replace(" & ", " | "))
    articles = (
        select(
            literal("article").label("type"),
            GuideArticle.id,
            GuideArticle.title,
            GuideArticle.slug,
            _rank(GuideArticle.search_vector, query, any_word).label("rank"),
        )
        .join(GuideCategory, GuideCategory.id == GuideArticle.category_id)
        .where(
            GuideArticle.is_published.is_(True),
            GuideCategory.is_published.is_(True),
            GuideArticle.search_vector.bool_op("@@")(query),
        )
    )
    if category_slug is not None:
        found = articles.where(GuideCategory.slug == category_slug)
    else:
        categories = select(
            literal("category").label("type"),
            GuideCategory.id,
            GuideCategory.title,
            GuideCategory.slug,
            _rank(GuideCategory.search_vector, query, any_word).label("rank"),
        ).where(GuideCategory.is_published.is_(True), GuideCategory.search_vector.bool_op("@@")(query))
        found = union_all(articles, categories)  # type: ignore[assignment]
    hits = found.subquery()
    rows = await session.execute(
        select(hits).order_by(hits.c.rank.desc(), hits.c.type, hits.c.title).limit(limit)
    )
    return rows.all()


# --- the editor ----------------------------------------------------------------------------------


async def all_categories(session: AsyncSession) -> Sequence[GuideCategory]:
    rows = await session.scalars(select(GuideCategory).order_by(GuideCategory.position, GuideCategory.id))
    return rows.all()


async def all_articles(session: AsyncSession) -> Sequence[GuideArticle]:
    rows = await session.scalars(select(GuideArticle).order_by(GuideArticle.position, GuideArticle.id))
    return rows.all()


async def category(session: AsyncSession, category_id: int) -> GuideCategory | None:
    return await session.get(GuideCategory, category_id)


async def article(session: AsyncSession, article_id: int) -> GuideArticle | None:
    return await session.get(GuideArticle, article_id)


async def slug_taken(
    session: AsyncSession, model: type[GuideCategory | GuideArticle], slug: str, own_id: int | None
) -> bool:
    taken = await session.scalar(select(model.id).where(model.slug == slug, model.id != (own_id or 0)))
    return taken is not None


async def next_position(session: AsyncSession, category_id: int | None) -> int:
    """One past the last position: new rows go to the end of their group."""
    if category_id is None:
        last = await session.scalar(select(func.max(GuideCategory.position)))
    else:
        last = await session.scalar(
            select(func.max(GuideArticle.position)).where(GuideArticle.category_id == category_id)
        )
    return (last or 0) + 1


async def group_ids(session: AsyncSession, category_id: int | None) -> set[int]:
    """The ids of all categories (None) or of one category's articles."""
    if category_id is None:
        rows = await session.scalars(select(GuideCategory.id))
    else:
        rows = await session.scalars(select(GuideArticle.id).where(GuideArticle.category_id == category_id))
    return set(rows)


async def set_positions(
    session: AsyncSession, model: type[GuideCategory | GuideArticle], ids: list[int]
) -> None:
    for position, row_id in enumerate(ids, start=1):
        await session.execute(update(model).where(model.id == row_id).values(position=position))
