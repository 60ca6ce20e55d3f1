"""users profiles documents ledger stripe events

Revision ID: 0001
Revises:
Create Date: 2026-11-21 06:58:47.707305
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "login_failures",
        sa.Column("id", sa.BigInteger(), nullable=False),
        sa.Column("key", sa.String(length=300), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_login_failures")),
    )
    op.create_index("ix_login_failures_key_created", "login_failures", ["key", "created_at"], unique=False)
    op.create_table(
        "stripe_events",
        sa.Column("id", sa.String(length=255), nullable=False),
        sa.Column("type", sa.String(length=100), nullable=False),
        sa.Column("payload", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("received_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("processed_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_stripe_events")),
    )
    op.create_table(
        "users",
        sa.Column("id", sa.BigInteger(), nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("password_hash", sa.String(length=255), nullable=False),
        sa.Column("is_active", sa.Boolean(), server_default=sa.text("true"), nullable=False),
        sa.Column("is_superuser", sa.Boolean(), server_default=sa.text("false"), nullable=False),
        sa.Column("credits", sa.Numeric(precision=12, scale=2), server_default=sa.text("0"), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_users")),
        sa.UniqueConstraint("email", name=op.f("uq_users_email")),
    )
    op.create_table(
        "credit_ledger",
        sa.Column("id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("amount", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("balance_after", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("reason", sa.String(length=500), nullable=False),
        sa.Column("reference", sa.String(length=255), nullable=True),
        sa.Column("document_id", sa.BigInteger(), nullable=True),
        sa.Column("idempotency_key", sa.String(length=255), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_credit_ledger_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_credit_ledger")),
        sa.UniqueConstraint("idempotency_key", name=op.f("uq_credit_ledger_idempotency_key")),
    )
    op.create_index(op.f("ix_credit_ledger_document_id"), "credit_ledger", ["document_id"], unique=False)
    op.create_index("ix_credit_ledger_user_created", "credit_ledger", ["user_id", "created_at"], unique=False)
    op.create_table(
        "documents",
        sa.Column("id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("rejection_code", sa.String(length=40), nullable=True),
        sa.Column("error_message", sa.Text(), nullable=True),
        sa.Column("exported", sa.Boolean(), server_default=sa.text("false"), nullable=False),
        sa.Column("exported_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("is_deleted", sa.Boolean(), server_default=sa.text("false"), nullable=False),
        sa.Column("uploaded_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("processed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("scan_type", sa.String(length=10), nullable=False),
        sa.Column("document_type", sa.String(length=20), nullable=True),
        sa.Column("duplicate_of_id", sa.BigInteger(), nullable=True),
        sa.Column("original_filename", sa.String(length=255), nullable=False),
        sa.Column("content_type", sa.String(length=50), nullable=False),
        sa.Column("file_size", sa.BigInteger(), nullable=False),
        sa.Column("file_sha256", sa.String(length=64), nullable=False),
        sa.Column("page_count", sa.Integer(), nullable=True),
        sa.Column("storage_key", sa.String(length=255), nullable=False),
        sa.Column("preview_key", sa.String(length=255), nullable=True),
        sa.Column("pirkimas_pardavimas", sa.String(length=12), server_default="nezinoma", nullable=False),
        sa.Column("pvm_kodas", sa.String(length=20), nullable=True),
        sa.Column("glued_raw_text", sa.Text(), nullable=True),
        sa.Column("structured_json", postgresql.JSONB(astext_type=sa.Text()), nullable=True),
        sa.Column(
            "field_meta",
            postgresql.JSONB(astext_type=sa.Text()),
            server_default=sa.text("'{}'::jsonb"),
            nullable=False,
        ),
        sa.Column("val_subtotal_match", sa.Boolean(), nullable=True),
        sa.Column("val_vat_match", sa.Boolean(), nullable=True),
        sa.Column("val_total_match", sa.Boolean(), nullable=True),
        sa.Column("invoice_date", sa.Date(), nullable=True),
        sa.Column("due_date", sa.Date(), nullable=True),
        sa.Column("operation_date", sa.Date(), nullable=True),
        sa.Column("document_series", sa.String(length=50), nullable=True),
        sa.Column("document_number", sa.String(length=100), nullable=True),
        sa.Column("order_number", sa.String(length=100), nullable=True),
        sa.Column("invoice_discount_wo_vat", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("invoice_discount_with_vat", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("amount_wo_vat", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("vat_amount", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("vat_percent", sa.Numeric(precision=5, scale=2), nullable=True),
        sa.Column("amount_with_vat", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("currency", sa.String(length=3), server_default="EUR", nullable=False),
        sa.Column("paid_by_cash", sa.Boolean(), nullable=True),
        sa.Column("buyer_name", sa.String(length=500), nullable=True),
        sa.Column("buyer_id", sa.String(length=50), nullable=True),
        sa.Column("buyer_vat_code", sa.String(length=30), nullable=True),
        sa.Column("buyer_iban", sa.String(length=34), nullable=True),
        sa.Column("buyer_address", sa.String(length=500), nullable=True),
        sa.Column("buyer_country_iso", sa.String(length=2), nullable=True),
        sa.Column("seller_name", sa.String(length=500), nullable=True),
        sa.Column("seller_id", sa.String(length=50), nullable=True),
        sa.Column("seller_vat_code", sa.String(length=30), nullable=True),
        sa.Column("seller_iban", sa.String(length=34), nullable=True),
        sa.Column("seller_address", sa.String(length=500), nullable=True),
        sa.Column("seller_country_iso", sa.String(length=2), nullable=True),
        sa.Column("prekes_pavadinimas", sa.String(length=500), nullable=True),
        sa.Column("prekes_kodas", sa.String(length=100), nullable=True),
        sa.Column("prekes_barkodas", sa.String(length=50), nullable=True),
        sa.Column("prekes_tipas", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_documents_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_documents")),
    )
    op.create_index("ix_documents_processed", "documents", ["processed_at"], unique=False)
    op.create_index("ix_documents_user_hash", "documents", ["user_id", "file_sha256"], unique=False)
    op.create_index(
        "ix_documents_user_seller_number",
        "documents",
        ["user_id", "seller_id", "document_series", "document_number"],
        unique=False,
    )
    op.create_index("ix_documents_user_status", "documents", ["user_id", "status"], unique=False)
    op.create_index("ix_documents_user_uploaded", "documents", ["user_id", "uploaded_at"], unique=False)
    op.create_table(
        "profiles",
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("view_mode", sa.String(length=10), server_default="single", nullable=False),
        sa.Column("default_accounting_program", sa.String(length=20), nullable=True),
        sa.Column("company_name", sa.String(length=255), nullable=True),
        sa.Column("company_code", sa.String(length=20), nullable=True),
        sa.Column("vat_code", sa.String(length=20), nullable=True),
        sa.Column("company_iban", sa.String(length=34), nullable=True),
        sa.Column("company_address", sa.String(length=500), nullable=True),
        sa.Column("company_country_iso", sa.String(length=2), server_default="LT", nullable=False),
        sa.Column(
            "purchase_defaults",
            postgresql.JSONB(astext_type=sa.Text()),
            server_default=sa.text("'[]'::jsonb"),
            nullable=False,
        ),
        sa.Column(
            "sales_defaults",
            postgresql.JSONB(astext_type=sa.Text()),
            server_default=sa.text("'[]'::jsonb"),
            nullable=False,
        ),
        sa.Column(
            "extra_settings",
            postgresql.JSONB(astext_type=sa.Text()),
            server_default=sa.text("'{}'::jsonb"),
            nullable=False,
        ),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_profiles_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_profiles")),
    )
    op.create_table(
        "refresh_tokens",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("family_id", sa.Uuid(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_refresh_tokens_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_refresh_tokens")),
    )
    op.create_index(op.f("ix_refresh_tokens_family_id"), "refresh_tokens", ["family_id"], unique=False)
    op.create_index(op.f("ix_refresh_tokens_user_id"), "refresh_tokens", ["user_id"], unique=False)
    op.create_table(
        "line_items",
        sa.Column("id", sa.BigInteger(), nullable=False),
        sa.Column("document_id", sa.BigInteger(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("prekes_pavadinimas", sa.String(length=500), nullable=True),
        sa.Column("prekes_kodas", sa.String(length=100), nullable=True),
        sa.Column("prekes_barkodas", sa.String(length=50), nullable=True),
        sa.Column("prekes_tipas", sa.Integer(), nullable=True),
        sa.Column("unit", sa.String(length=20), nullable=True),
        sa.Column("quantity", sa.Numeric(precision=18, scale=4), nullable=True),
        sa.Column("price", sa.Numeric(precision=18, scale=4), nullable=True),
        sa.Column("subtotal", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("vat", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("vat_percent", sa.Numeric(precision=5, scale=2), nullable=True),
        sa.Column("total", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("discount_wo_vat", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("discount_with_vat", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("pvm_kodas", sa.String(length=20), nullable=True),
        sa.Column(
            "field_meta",
            postgresql.JSONB(astext_type=sa.Text()),
            server_default=sa.text("'{}'::jsonb"),
            nullable=False,
        ),
        sa.ForeignKeyConstraint(
            ["document_id"],
            ["documents.id"],
            name=op.f("fk_line_items_document_id_documents"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_line_items")),
    )
    op.create_index(op.f("ix_line_items_document_id"), "line_items", ["document_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_line_items_document_id"), table_name="line_items")
    op.drop_table("line_items")
    op.drop_index(op.f("ix_refresh_tokens_user_id"), table_name="refresh_tokens")
    op.drop_index(op.f("ix_refresh_tokens_family_id"), table_name="refresh_tokens")
    op.drop_table("refresh_tokens")
    op.drop_table("profiles")
    op.drop_index("ix_documents_user_uploaded", table_name="documents")
    op.drop_index("ix_documents_user_status", table_name="documents")
    op.drop_index("ix_documents_user_seller_number", table_name="documents")
    op.drop_index("ix_documents_user_hash", table_name="documents")
    op.drop_index("ix_documents_processed", table_name="documents")
    op.drop_table("documents")
    op.drop_index("ix_credit_ledger_user_created", table_name="credit_ledger")
    op.drop_index(op.f("ix_credit_ledger_document_id"), table_name="credit_ledger")
    op.drop_table("credit_ledger")
    op.drop_table("users")
    op.drop_table("stripe_events")
    op.drop_index("ix_login_failures_key_created", table_name="login_failures")
    op.drop_table("login_failures")
