"""documents: indexes for the user's list and the admin screens (issue 17)

Revision ID: 0011
Revises: 0012
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# As in api/models/document.py (NOT_DELETED, HAS_ERRORS): queries repeat these conditions word for
# word, so PostgreSQL can use the partial indexes.
NOT_DELETED = "status <> 'deleted'"
HAS_ERRORS = (
    f"{NOT_DELETED} AND (status = 'rejected' OR val_subtotal_match IS false"
    " OR val_vat_match IS false OR val_total_match IS false)"
)


def upgrade() -> None:
    # The list's count(*) and page stay inside this index (index-only), whatever the status filter.
    op.create_index(
        "ix_documents_user_live_uploaded",
        "documents",
        ["user_id", "uploaded_at", "id"],
        postgresql_include=["status", "exported"],
        postgresql_where=sa.text(NOT_DELETED),
    )
    op.create_index(
        "ix_documents_uploaded", "documents", ["uploaded_at", "id"], postgresql_include=["status", "user_id"]
    )
    op.create_index("ix_documents_scan_type_status", "documents", ["scan_type", "status"])
    op.create_index(
        "ix_documents_with_errors", "documents", ["uploaded_at", "id"], postgresql_where=sa.text(HAS_ERRORS)
    )
    op.create_index("ix_users_created_at", "users", ["created_at"])


def downgrade() -> None:
    op.drop_index("ix_users_created_at", table_name="users")
    op.drop_index("ix_documents_with_errors", table_name="documents")
    op.drop_index("ix_documents_scan_type_status", table_name="documents")
    op.drop_index("ix_documents_uploaded", table_name="documents")
    op.drop_index("ix_documents_user_live_uploaded", table_name="documents")
