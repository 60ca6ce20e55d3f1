"""register_imports: when the company register was last imported (its freshness)

Revision ID: 0012
Revises: 0007
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "register_imports",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("data_date", sa.Date(), nullable=True),
        sa.Column("rows", sa.Integer(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("register_imports")
