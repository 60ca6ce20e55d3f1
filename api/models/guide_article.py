from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, Boolean, Computed, DateTime, ForeignKey, Index, Integer, String, Text
from sqlalchemy.dialects.postgresql import JSONB, TSVECTOR
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base
from api.models.types import utcnow

# Title above the summary above the body, so a title match outranks a body match (see guide_category).
ARTICLE_SEARCH_VECTOR = (
    "setweight(to_tsvector('simple', guide_unaccent(title)), 'A') || "
    "setweight(to_tsvector('simple', guide_unaccent(search_description)), 'B') || "
    "setweight(to_tsvector('simple', guide_unaccent(body_text)), 'D')"
)


class GuideArticle(Base):
    """An article of the usage guide. `body` is the list of typed blocks validated by
    api/guide/blocks.py; `body_text` is their plain text, kept beside them for search."""

    __tablename__ = "guide_articles"
    __table_args__ = (
        Index("ix_guide_articles_search_vector", "search_vector", postgresql_using="gin"),
        Index("ix_guide_articles_category_position", "category_id", "position"),
    )

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    category_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("guide_categories.id", ondelete="RESTRICT")
    )
    slug: Mapped[str] = mapped_column(String(120), unique=True)
    title: Mapped[str] = mapped_column(String(200))
    seo_title: Mapped[str] = mapped_column(String(200), default="")
    search_description: Mapped[str] = mapped_column(Text, default="")
    author_name: Mapped[str] = mapped_column(String(120), default="")
    main_image_url: Mapped[str | None] = mapped_column(String(500))
    body: Mapped[list[dict[str, Any]]] = mapped_column(JSONB, default=list)
    body_text: Mapped[str] = mapped_column(Text, default="")
    position: Mapped[int] = mapped_column(Integer, default=0)
    is_published: Mapped[bool] = mapped_column(Boolean, default=False)
    first_published_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    last_published_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    search_vector: Mapped[str] = mapped_column(TSVECTOR, Computed(ARTICLE_SEARCH_VECTOR, persisted=True))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, onupdate=utcnow)
