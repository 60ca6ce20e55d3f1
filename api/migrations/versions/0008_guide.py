"""usage guide: categories and articles with full-text search; the first content

Revision ID: 0008
Revises: 0011
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from api.guide.seed_content import seed_rows
from api.models.guide_article import ARTICLE_SEARCH_VECTOR
from api.models.guide_category import CATEGORY_SEARCH_VECTOR

revision: str = "0008"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Both ship with PostgreSQL (contrib) and are trusted, so the database owner may create them.
    op.execute("CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public")
    # unaccent() is only STABLE (its dictionary could change); a generated column needs IMMUTABLE.
    # Naming the dictionary pins it, which is what makes the promise true.
    op.execute(
        "CREATE FUNCTION guide_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT "
        "AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$"
    )
    categories = op.create_table(
        "guide_categories",
        sa.Column("id", sa.BigInteger(), nullable=False),
        sa.Column("slug", sa.String(length=120), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("image_url", sa.String(length=500), nullable=True),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("is_published", sa.Boolean(), nullable=False),
        sa.Column(
            "search_vector",
            postgresql.TSVECTOR(),
            sa.Computed(CATEGORY_SEARCH_VECTOR, persisted=True),
            nullable=False,
        ),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_guide_categories")),
        sa.UniqueConstraint("slug", name=op.f("uq_guide_categories_slug")),
    )
    articles = op.create_table(
        "guide_articles",
        sa.Column("id", sa.BigInteger(), nullable=False),
        sa.Column("category_id", sa.BigInteger(), nullable=False),
        sa.Column("slug", sa.String(length=120), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("seo_title", sa.String(length=200), nullable=False),
        sa.Column("search_description", sa.Text(), nullable=False),
        sa.Column("author_name", sa.String(length=120), nullable=False),
        sa.Column("main_image_url", sa.String(length=500), nullable=True),
        sa.Column("body", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("body_text", sa.Text(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("is_published", sa.Boolean(), nullable=False),
        sa.Column("first_published_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_published_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column(
            "search_vector",
            postgresql.TSVECTOR(),
            sa.Computed(ARTICLE_SEARCH_VECTOR, persisted=True),
            nullable=False,
        ),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["category_id"],
            ["guide_categories.id"],
            name=op.f("fk_guide_articles_category_id_guide_categories"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_guide_articles")),
        sa.UniqueConstraint("slug", name=op.f("uq_guide_articles_slug")),
    )
    op.create_index(
        "ix_guide_articles_search_vector", "guide_articles", ["search_vector"], postgresql_using="gin"
    )
    op.create_index(
        "ix_guide_articles_category_position", "guide_articles", ["category_id", "position"], unique=False
    )
    category_rows, article_rows = seed_rows()
    op.bulk_insert(categories, category_rows)
    op.bulk_insert(articles, article_rows)
    # The seed names its ids; the sequences continue after them.
    for table in ("guide_categories", "guide_articles"):
        op.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT max(id) FROM {table}))")


def downgrade() -> None:
    op.drop_index("ix_guide_articles_category_position", table_name="guide_articles")
    op.drop_index("ix_guide_articles_search_vector", table_name="guide_articles")
    op.drop_table("guide_articles")
    op.drop_table("guide_categories")
    op.execute("DROP FUNCTION guide_unaccent(text)")
