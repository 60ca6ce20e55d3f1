"""Request and response shapes of the guide: the spec's fields (spec 001 §3) for readers, and the
editor's inputs."""

import re
from datetime import datetime
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from api.guide import texts
from api.guide.blocks import Block, Body, ImageUrl

SLUG = r"^[a-z0-9]+(-[a-z0-9]+)*$"


def _slug(value: str) -> str:
    if not re.match(SLUG, value):
        raise ValueError(texts.SLUG_INVALID)
    return value


Slug = Annotated[str, Field(min_length=1, max_length=120), AfterValidator(_slug)]
Title = Annotated[str, Field(min_length=1, max_length=200)]


class ArticleCard(BaseModel):
    """An article as a category page lists it."""

    slug: str
    title: str
    search_description: str
    main_image_url: str | None


class Category(BaseModel):
    slug: str
    title: str
    description: str
    order: int
    cat_image_url: str | None
    articles: list[ArticleCard]


class Article(BaseModel):
    slug: str
    title: str
    seo_title: str
    search_description: str
    author_name: str
    first_published_at: datetime | None
    last_published_at: datetime | None
    main_image_url: str | None
    category_slug: str
    category_title: str
    body: list[Block]


class SearchResult(BaseModel):
    type: Literal["category", "article"]
    id: int
    title: str
    href: str


# --- the editor (superusers) ---------------------------------------------------------------------


class CategoryIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    slug: Slug
    title: Title
    description: str = Field(default="", max_length=2000)
    image_url: ImageUrl | None = None
    is_published: bool = False


class ArticleIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    category_id: int = Field(ge=1, le=2**62)
    slug: Slug
    title: Title
    seo_title: str = Field(default="", max_length=200)
    search_description: str = Field(default="", max_length=500)
    author_name: str = Field(default="", max_length=120)
    main_image_url: ImageUrl | None = None
    body: Body = Field(default_factory=list)
    is_published: bool = False


class OrderIn(BaseModel):
    """Every id of the group (all categories, or one category's articles) in the wanted order."""

    model_config = ConfigDict(extra="forbid")

    ids: list[Annotated[int, Field(ge=1, le=2**62)]] = Field(max_length=500)


class EditorArticleCard(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    category_id: int
    slug: str
    title: str
    position: int
    is_published: bool
    updated_at: datetime


class EditorCategory(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    slug: str
    title: str
    description: str
    image_url: str | None
    position: int
    is_published: bool


class EditorCategoryWithArticles(EditorCategory):
    articles: list[EditorArticleCard]


class EditorArticle(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    category_id: int
    slug: str
    title: str
    seo_title: str
    search_description: str
    author_name: str
    main_image_url: str | None
    body: list[Block]
    position: int
    is_published: bool
    first_published_at: datetime | None
    last_published_at: datetime | None
