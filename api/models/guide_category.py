from datetime import datetime

from sqlalchemy import BigInteger, Boolean, Computed, DateTime, Integer, String, Text
from sqlalchemy.dialects.postgresql import TSVECTOR
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base
from api.models.types import utcnow

# guide_unaccent() is created by migration 0008: unaccent() itself is not immutable, so a generated
# column cannot call it directly. 'simple' because PostgreSQL has no Lithuanian dictionary; word
# endings are handled by the prefix query (api/guide/search.py).
CATEGORY_SEARCH_VECTOR = (
    "setweight(to_tsvector('simple', guide_unaccent(title)), 'A') || "
    "setweight(to_tsvector('simple', guide_unaccent(description)), 'B')"
)


class GuideCategory(Base):
    """A section of the public usage guide; `position` orders the guide's home page."""

    __tablename__ = "guide_categories"

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    slug: Mapped[str] = mapped_column(String(120), unique=True)
    title: Mapped[str] = mapped_column(String(200))
    description: Mapped[str] = mapped_column(Text, default="")
    image_url: Mapped[str | None] = mapped_column(String(500))
    position: Mapped[int] = mapped_column(Integer, default=0)
    is_published: Mapped[bool] = mapped_column(Boolean, default=False)
    search_vector: Mapped[str] = mapped_column(TSVECTOR, Computed(CATEGORY_SEARCH_VECTOR, persisted=True))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, onupdate=utcnow)
