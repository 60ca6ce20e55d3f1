"""company register table; documents split from one upload

Revision ID: 0002
Revises: 0001
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    op.create_table(
        "register_companies",
        sa.Column("code", sa.String(length=9), nullable=False),
        sa.Column("name", sa.Text(), nullable=True),
        sa.Column("name_norm", sa.Text(), nullable=True),
        sa.Column("form_code", sa.Integer(), nullable=True),
        sa.Column("form_name", sa.Text(), nullable=True),
        sa.Column("status_code", sa.Integer(), nullable=True),
        sa.Column("status_name", sa.Text(), nullable=True),
        sa.Column("status_since", sa.Date(), nullable=True),
        sa.Column("registered", sa.Date(), nullable=True),
        sa.Column("deregistered", sa.Date(), nullable=True),
        sa.Column("address", sa.Text(), nullable=True),
        sa.Column("vat_code", sa.String(length=20), nullable=True),
        sa.Column("source_date", sa.Date(), nullable=True),
        sa.Column("imported_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(r"code ~ '^\d{7,9}$'", name=op.f("ck_register_companies_code_digits")),
        sa.PrimaryKeyConstraint("code", name=op.f("pk_register_companies")),
    )
    op.create_index("ix_register_companies_vat_code", "register_companies", ["vat_code"])
    op.create_index(
        "ix_register_companies_name_norm_trgm",
        "register_companies",
        ["name_norm"],
        postgresql_using="gin",
        postgresql_ops={"name_norm": "gin_trgm_ops"},
    )
    op.add_column("documents", sa.Column("source_document_id", sa.BigInteger(), nullable=True))
    op.add_column(
        "documents", sa.Column("part_index", sa.Integer(), server_default=sa.text("0"), nullable=False)
    )
    op.create_unique_constraint("uq_documents_source_part", "documents", ["source_document_id", "part_index"])


def downgrade() -> None:
    op.drop_constraint("uq_documents_source_part", "documents", type_="unique")
    op.drop_column("documents", "part_index")
    op.drop_column("documents", "source_document_id")
    op.drop_index("ix_register_companies_name_norm_trgm", table_name="register_companies")
    op.drop_index("ix_register_companies_vat_code", table_name="register_companies")
    op.drop_table("register_companies")
