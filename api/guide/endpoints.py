"""The guide's HTTP API: the spec's read calls (spec 001 §7), open to everybody and showing published
content only, and the editor's calls under /api/guides/editor/, for superusers only."""

from typing import Annotated, Any

from fastapi import APIRouter, Path, Query

from api.core.deps import SessionDep, SuperUser
from api.core.errors import ERROR_RESPONSE
from api.guide import service
from api.guide.schemas import (
    Article,
    ArticleIn,
    Category,
    CategoryIn,
    EditorArticle,
    EditorCategory,
    EditorCategoryWithArticles,
    OrderIn,
    SearchResult,
)

RowId = Annotated[int, Path(ge=1, le=2**62)]
SlugPath = Annotated[str, Path(max_length=120)]
EDITOR_ERRORS: dict[int | str, dict[str, Any]] = {
    401: ERROR_RESPONSE,
    403: ERROR_RESPONSE,
    404: ERROR_RESPONSE,
    409: ERROR_RESPONSE,
}

# The spec writes the list call relative to the API ("guides/categories/"), the rest under /guides-api/v2/.
reader = APIRouter(tags=["guide"])
editor = APIRouter(prefix="/api/guides/editor", tags=["guide"], responses=EDITOR_ERRORS)


@reader.get("/api/guides/categories/", response_model=list[Category])
async def list_categories(session: SessionDep) -> list[Category]:
    """Published categories in their order, each with its published articles."""
    return await service.categories(session)


@reader.get("/guides-api/v2/search/", response_model=list[SearchResult])
async def search(
    session: SessionDep,
    q: Annotated[str, Query(min_length=2, max_length=200)],
    limit: Annotated[int, Query(ge=1, le=20)] = 5,
    category: Annotated[str | None, Query(max_length=120)] = None,
) -> list[SearchResult]:
    """Suggestions for what was typed: categories and articles, best match first (a category
    scopes it to that category's articles)."""
    return await service.search(session, q, limit=limit, category_slug=category)


@reader.get(
    "/guides-api/v2/guide-categories/{slug}/", response_model=Category, responses={404: ERROR_RESPONSE}
)
async def get_category(session: SessionDep, slug: SlugPath) -> Category:
    return await service.category(session, slug)


@reader.get("/guides-api/v2/guides/{slug}/", response_model=Article, responses={404: ERROR_RESPONSE})
async def get_article(session: SessionDep, slug: SlugPath) -> Article:
    return await service.article(session, slug)


@editor.get("/", response_model=list[EditorCategoryWithArticles])
async def editor_tree(_: SuperUser, session: SessionDep) -> list[EditorCategoryWithArticles]:
    """Every category and article, drafts included, in their order."""
    return await service.editor_tree(session)


@editor.post("/categories/", response_model=EditorCategory, status_code=201)
async def create_category(_: SuperUser, session: SessionDep, data: CategoryIn) -> EditorCategory:
    return EditorCategory.model_validate(await service.create_category(session, data))


# Before /categories/{category_id}/, which would otherwise take "order" for an id.
@editor.put("/categories/order/", status_code=204)
async def order_categories(_: SuperUser, session: SessionDep, order: OrderIn) -> None:
    await service.reorder(session, None, order)


@editor.put("/categories/{category_id}/", response_model=EditorCategory)
async def update_category(
    _: SuperUser, session: SessionDep, category_id: RowId, data: CategoryIn
) -> EditorCategory:
    return EditorCategory.model_validate(await service.update_category(session, category_id, data))


@editor.put("/categories/{category_id}/articles/order/", status_code=204)
async def order_articles(_: SuperUser, session: SessionDep, category_id: RowId, order: OrderIn) -> None:
    await service.reorder(session, category_id, order)


@editor.post("/articles/", response_model=EditorArticle, status_code=201)
async def create_article(_: SuperUser, session: SessionDep, data: ArticleIn) -> EditorArticle:
    return EditorArticle.model_validate(await service.create_article(session, data))


@editor.get("/articles/{article_id}/", response_model=EditorArticle)
async def get_editor_article(_: SuperUser, session: SessionDep, article_id: RowId) -> EditorArticle:
    return EditorArticle.model_validate(await service.editor_article(session, article_id))


@editor.put("/articles/{article_id}/", response_model=EditorArticle)
async def update_article(
    _: SuperUser, session: SessionDep, article_id: RowId, data: ArticleIn
) -> EditorArticle:
    return EditorArticle.model_validate(await service.update_article(session, article_id, data))
