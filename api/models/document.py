from datetime import date, datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import (
    BigInteger,
    Boolean,
    ColumnElement,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    and_,
    literal_column,
    or_,
    text,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column, relationship

from api.core.db import Base
from api.models.line_item import LineItem
from api.models.types import Money, Percent, utcnow


class DocumentStatus(StrEnum):
    PROCESSING = "processing"
    REJECTED = "rejected"
    COMPLETED = "completed"
    EXPORTED = "exported"
    DELETED = "deleted"


class Document(Base):
    """The spec's Document entity (field names as the spec spells them), plus what the pipeline
    needs to find the original, detect duplicates and show where each value came from."""

    __tablename__ = "documents"
    __table_args__ = (
        Index("ix_documents_user_uploaded", "user_id", "uploaded_at"),
        Index("ix_documents_user_status", "user_id", "status"),
        Index("ix_documents_user_hash", "user_id", "file_sha256"),
        Index(
            "ix_documents_user_seller_number", "user_id", "seller_id", "document_series", "document_number"
        ),
        Index("ix_documents_processed", "processed_at"),
        UniqueConstraint("source_document_id", "part_index", name="uq_documents_source_part"),
    )

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    user_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("users.id", ondelete="CASCADE"))
    status: Mapped[str] = mapped_column(String(20), default=DocumentStatus.PROCESSING)
    rejection_code: Mapped[str | None] = mapped_column(String(40))
    error_message: Mapped[str | None] = mapped_column(Text)
    # a note for the user about how the file was processed (e.g. why it was not split)
    notice: Mapped[str | None] = mapped_column(Text)
    exported: Mapped[bool] = mapped_column(Boolean, default=False, server_default=text("false"))
    exported_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    is_deleted: Mapped[bool] = mapped_column(Boolean, default=False, server_default=text("false"))
    uploaded_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    processed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    scan_type: Mapped[str] = mapped_column(String(10))
    document_type: Mapped[str | None] = mapped_column(String(20))
    duplicate_of_id: Mapped[int | None] = mapped_column(BigInteger)
    # A file holding several invoices becomes one row per invoice: the extra rows point at the upload's
    # row and are numbered from 1, so re-running the step that creates them finds them again.
    source_document_id: Mapped[int | None] = mapped_column(BigInteger)
    part_index: Mapped[int] = mapped_column(Integer, default=0, server_default=text("0"))

    original_filename: Mapped[str] = mapped_column(String(255))
    content_type: Mapped[str] = mapped_column(String(50))
    file_size: Mapped[int] = mapped_column(BigInteger)
    file_sha256: Mapped[str] = mapped_column(String(64))
    page_count: Mapped[int | None] = mapped_column(Integer)
    storage_key: Mapped[str] = mapped_column(String(255))
    preview_key: Mapped[str | None] = mapped_column(String(255))

    pirkimas_pardavimas: Mapped[str] = mapped_column(
        String(12), default="nezinoma", server_default="nezinoma"
    )
    pvm_kodas: Mapped[str | None] = mapped_column(String(20))

    glued_raw_text: Mapped[str | None] = mapped_column(Text)
    structured_json: Mapped[dict[str, Any] | None] = mapped_column(JSONB)
    # Per extracted field: confidence, source ("xml", "llm", "rules", "registry", "user") and page box.
    field_meta: Mapped[dict[str, Any]] = mapped_column(
        JSONB, default=dict, server_default=text("'{}'::jsonb")
    )

    val_subtotal_match: Mapped[bool | None] = mapped_column(Boolean)
    val_vat_match: Mapped[bool | None] = mapped_column(Boolean)
    val_total_match: Mapped[bool | None] = mapped_column(Boolean)

    invoice_date: Mapped[date | None] = mapped_column(Date)
    due_date: Mapped[date | None] = mapped_column(Date)
    operation_date: Mapped[date | None] = mapped_column(Date)
    document_series: Mapped[str | None] = mapped_column(String(50))
    document_number: Mapped[str | None] = mapped_column(String(100))
    order_number: Mapped[str | None] = mapped_column(String(100))

    invoice_discount_wo_vat: Mapped[Money]
    invoice_discount_with_vat: Mapped[Money]
    amount_wo_vat: Mapped[Money]
    vat_amount: Mapped[Money]
    vat_percent: Mapped[Percent]
    amount_with_vat: Mapped[Money]
    currency: Mapped[str] = mapped_column(String(3), default="EUR", server_default="EUR")
    paid_by_cash: Mapped[bool | None] = mapped_column(Boolean)

    buyer_name: Mapped[str | None] = mapped_column(String(500))
    buyer_id: Mapped[str | None] = mapped_column(String(50))
    buyer_vat_code: Mapped[str | None] = mapped_column(String(30))
    buyer_iban: Mapped[str | None] = mapped_column(String(34))
    buyer_address: Mapped[str | None] = mapped_column(String(500))
    buyer_country_iso: Mapped[str | None] = mapped_column(String(2))
    seller_name: Mapped[str | None] = mapped_column(String(500))
    seller_id: Mapped[str | None] = mapped_column(String(50))
    seller_vat_code: Mapped[str | None] = mapped_column(String(30))
    seller_iban: Mapped[str | None] = mapped_column(String(34))
    seller_address: Mapped[str | None] = mapped_column(String(500))
    seller_country_iso: Mapped[str | None] = mapped_column(String(2))

    prekes_pavadinimas: Mapped[str | None] = mapped_column(String(500))
    prekes_kodas: Mapped[str | None] = mapped_column(String(100))
    prekes_barkodas: Mapped[str | None] = mapped_column(String(50))
    # Default-profile "tipas" (1 Prekė, 2 Paslauga, 3/4 Kodas) applied with the product fields.
    prekes_tipas: Mapped[int | None] = mapped_column(Integer)

    line_items: Mapped[list[LineItem]] = relationship(
        order_by="LineItem.position", cascade="all, delete-orphan", lazy="selectin"
    )

    @property
    def effective_direction(self) -> str:
        return (
            self.pirkimas_pardavimas if self.pirkimas_pardavimas in ("pirkimas", "pardavimas") else "nezinoma"
        )


# Predicates of the partial indexes below, written out rather than bound: PostgreSQL picks a partial
# index only for a statement that itself implies the index's condition, and the generic plan of a
# prepared statement would not see a bound value.
NOT_DELETED: ColumnElement[bool] = Document.status != literal_column("'deleted'")
# The admin error summary: rejected, or a sum check failed ('Patikrinkite sumas').
HAS_ERRORS: ColumnElement[bool] = and_(
    NOT_DELETED,
    or_(
        Document.status == literal_column("'rejected'"),
        Document.val_subtotal_match.is_(False),
        Document.val_vat_match.is_(False),
        Document.val_total_match.is_(False),
    ),
)

# Migration 0011. The user's list: its count(*) and its newest-first page read only this index.
Index(
    "ix_documents_user_live_uploaded",
    Document.user_id,
    Document.uploaded_at,
    Document.id,
    postgresql_include=["status", "exported"],
    postgresql_where=NOT_DELETED,
)
# Admin: the dashboard's per-day counts and today's users, and the all-files list newest first.
Index("ix_documents_uploaded", Document.uploaded_at, Document.id, postgresql_include=["status", "user_id"])
# Admin: the dashboard's totals by scan type and status.
Index("ix_documents_scan_type_status", Document.scan_type, Document.status)
# Admin: the error summary newest first.
Index("ix_documents_with_errors", Document.uploaded_at, Document.id, postgresql_where=HAS_ERRORS)
# Migration 0013. Every upload counts the documents processing before its own (the deadline's queue
# allowance) and the repair sweep lists them: both read only the few rows still in flight.
Index("ix_documents_processing", Document.id, postgresql_where=Document.status == DocumentStatus.PROCESSING)
