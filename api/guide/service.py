"""Rules of the usage guide: what readers see, and how the editor's changes are stored (anchors and
search text derived from the body, publication dates, order)."""

from collections.abc import Sequence

from sqlalchemy.ext.asyncio import AsyncSession

from api.core.errors import Conflict, NotFound, Unprocessable
from api.guide import repository, texts
from api.guide.blocks import BODY, plain_text, with_anchors
from api.guide.schemas import (
    Article,
    ArticleCard,
    ArticleIn,
    Category,
    CategoryIn,
    EditorArticleCard,
    EditorCategory,
    EditorCategoryWithArticles,
    OrderIn,
    SearchResult,
)
from api.guide.search import prefix_query
from api.models import GuideArticle, GuideCategory
from api.models.types import utcnow

GUIDE_PATH = "/naudojimo-gidas"


def category_path(slug: str) -> str:
    return f"/kategorija/{slug}"


def article_path(slug: str) -> str:
    return f"/straipsnis/{slug}"


# --- readers -------------------------------------------------------------------------------------


def _card(article: GuideArticle) -> ArticleCard:
    return ArticleCard(
        slug=article.slug,
        title=article.title,
        search_description=article.search_description,
        main_image_url=article.main_image_url,
    )


def _category(category: GuideCategory, articles: Sequence[GuideArticle]) -> Category:
    return Category(
        slug=category.slug,
        title=category.title,
        description=category.description,
        order=category.position,
        cat_image_url=category.image_url,
        articles=[_card(article) for article in articles if article.category_id == category.id],
    )


async def categories(session: AsyncSession) -> list[Category]:
    found = await repository.published_categories(session)
    articles = await repository.published_articles_of(session, [category.id for category in found])
    return [_category(category, articles) for category in found]


async def category(session: AsyncSession, slug: str) -> Category:
    found = await repository.published_category(session, slug)
    if found is None:
        raise NotFound(texts.CATEGORY_NOT_FOUND)
    return _category(found, await repository.published_articles_of(session, [found.id]))


async def article(session: AsyncSession, slug: str) -> Article:
    found = await repository.published_article(session, slug)
    if found is None:
        raise NotFound(texts.ARTICLE_NOT_FOUND)
    row, its_category = found
    return Article(
        slug=row.slug,
        title=row.title,
        seo_title=row.seo_title or row.title,
        search_description=row.search_description,
        author_name=row.author_name,
        first_published_at=row.first_published_at,
        last_published_at=row.last_published_at,
        main_image_url=row.main_image_url,
        category_slug=its_category.slug,
        category_title=its_category.title,
        body=BODY.validate_python(row.body),
    )


async def search(
    session: AsyncSession, typed: str, *, limit: int, category_slug: str | None
) -> list[SearchResult]:
    tsquery = prefix_query(typed)
    if tsquery is None:
        return []
    rows = await repository.search(session, tsquery, limit=limit, category_slug=category_slug)
    return [
        SearchResult(
            type=row.type,
            id=row.id,
            title=row.title,
            href=article_path(row.slug) if row.type == "article" else category_path(row.slug),
        )
        for row in rows
    ]


# --- the editor ----------------------------------------------------------------------------------


async def editor_tree(session: AsyncSession) -> list[EditorCategoryWithArticles]:
    articles = await repository.all_articles(session)
    return [
        EditorCategoryWithArticles(
            **EditorCategory.model_validate(row).model_dump(),
            articles=[EditorArticleCard.model_validate(a) for a in articles if a.category_id == row.id],
        )
        for row in await repository.all_categories(session)
    ]


async def _free_slug(
    session: AsyncSession, model: type[GuideCategory | GuideArticle], slug: str, own_id: int | None
) -> None:
    if await repository.slug_taken(session, model, slug, own_id):
        raise Conflict(texts.SLUG_TAKEN)


async def create_category(session: AsyncSession, data: CategoryIn) -> GuideCategory:
    await _free_slug(session, GuideCategory, data.slug, None)
    row = GuideCategory(**data.model_dump(), position=await repository.next_position(session, None))
    session.add(row)
    await session.flush()
    return row


async def update_category(session: AsyncSession, category_id: int, data: CategoryIn) -> GuideCategory:
    row = await repository.category(session, category_id)
    if row is None:
        raise NotFound(texts.CATEGORY_NOT_FOUND)
    await _free_slug(session, GuideCategory, data.slug, row.id)
    for key, value in data.model_dump().items():
        setattr(row, key, value)
    await session.flush()
    return row


def _apply_article(row: GuideArticle, data: ArticleIn) -> None:
    """The body with its heading anchors and its search text; a publication stamps its date, the
    first one also the first date."""
    body = with_anchors(data.body)
    was_published = row.is_published
    for key, value in data.model_dump(exclude={"body"}).items():
        setattr(row, key, value)
    row.body = [block.model_dump() for block in body]
    row.body_text = plain_text(body)
    if data.is_published and not was_published:
        now = utcnow()
        row.first_published_at = row.first_published_at or now
        row.last_published_at = now


async def _existing_category(session: AsyncSession, category_id: int) -> None:
    if await repository.category(session, category_id) is None:
        raise Unprocessable(texts.CATEGORY_NOT_FOUND)


async def create_article(session: AsyncSession, data: ArticleIn) -> GuideArticle:
    await _existing_category(session, data.category_id)
    await _free_slug(session, GuideArticle, data.slug, None)
    row = GuideArticle(is_published=False, position=await repository.next_position(session, data.category_id))
    _apply_article(row, data)
    session.add(row)
    await session.flush()
    return row


async def editor_article(session: AsyncSession, article_id: int) -> GuideArticle:
    row = await repository.article(session, article_id)
    if row is None:
        raise NotFound(texts.ARTICLE_NOT_FOUND)
    return row


async def update_article(session: AsyncSession, article_id: int, data: ArticleIn) -> GuideArticle:
    row = await editor_article(session, article_id)
    await _existing_category(session, data.category_id)
    await _free_slug(session, GuideArticle, data.slug, row.id)
    if data.category_id != row.category_id:
        row.position = await repository.next_position(session, data.category_id)
    _apply_article(row, data)
    await session.flush()
    return row


async def reorder(session: AsyncSession, category_id: int | None, order: OrderIn) -> None:
    """Categories (category_id None) or one category's articles take the given order; the list must
    name each of them exactly once, so a stale editor page cannot lose a row's place."""
    if category_id is not None and await repository.category(session, category_id) is None:
        raise NotFound(texts.CATEGORY_NOT_FOUND)
    if len(set(order.ids)) != len(order.ids) or set(order.ids) != await repository.group_ids(
        session, category_id
    ):
        raise Unprocessable(texts.ORDER_MISMATCH)
    model = GuideCategory if category_id is None else GuideArticle
    await repository.set_positions(session, model, order.ids)
