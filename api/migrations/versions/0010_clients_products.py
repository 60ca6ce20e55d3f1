"""clients and products: each user's master data, searched by the review screen's pickers

Revision ID: 0010
Revises: 0009
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _common(table: str) -> list[sa.schema.SchemaItem]:
    return [
        sa.Column("id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("search_name", sa.Text(), nullable=False),
        sa.Column("use_count", sa.Integer(), server_default="0", nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f(f"fk_{table}_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f(f"pk_{table}")),
        sa.UniqueConstraint("user_id", "natural_key", name=op.f(f"uq_{table}_user_id")),
    ]


def _indexes(table: str, prefix_columns: tuple[str, ...]) -> None:
    op.create_index(
        f"ix_{table}_user_search_name_trgm",
        table,
        ["user_id", "search_name"],
        postgresql_using="gist",
        postgresql_ops={"search_name": "gist_trgm_ops"},
    )
    op.create_index(
        f"ix_{table}_user_search_name_prefix",
        table,
        ["user_id", "search_name"],
        postgresql_ops={"search_name": "text_pattern_ops"},
    )
    for column in prefix_columns:
        op.create_index(
            f"ix_{table}_user_{column}_prefix",
            table,
            ["user_id", column],
            postgresql_ops={column: "varchar_pattern_ops"},
        )


def upgrade() -> None:
    op.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    op.execute("CREATE EXTENSION IF NOT EXISTS btree_gist")
    op.create_table(
        "clients",
        sa.Column("natural_key", sa.String(length=300), nullable=False),
        sa.Column("name", sa.String(length=255), nullable=False),
        sa.Column("company_code", sa.String(length=20), nullable=True),
        sa.Column("vat_code", sa.String(length=20), nullable=True),
        sa.Column("iban", sa.String(length=34), nullable=True),
        sa.Column("address", sa.String(length=500), nullable=True),
        sa.Column("country_iso", sa.String(length=2), nullable=True),
        *_common("clients"),
    )
    _indexes("clients", ("company_code", "vat_code"))
    op.create_table(
        "products",
        sa.Column("natural_key", sa.String(length=600), nullable=False),
        sa.Column("name", sa.String(length=500), nullable=False),
        sa.Column("code", sa.String(length=100), nullable=True),
        sa.Column("search_code", sa.String(length=100), nullable=True),
        sa.Column("barcode", sa.String(length=50), nullable=True),
        sa.Column("unit", sa.String(length=20), nullable=True),
        sa.Column("type", sa.Integer(), nullable=True),
        *_common("products"),
    )
    _indexes("products", ("search_code", "barcode"))


def downgrade() -> None:
    op.drop_table("products")
    op.drop_table("clients")
