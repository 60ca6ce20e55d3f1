from datetime import datetime

from sqlalchemy import BigInteger, DateTime, ForeignKey, Index, Integer, String, Text, UniqueConstraint, func
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base
from api.models.types import utcnow


def _prefix_index(table: str, column: str, ops: str = "text_pattern_ops") -> Index:
    """A b-tree for `column LIKE 'typed%'` within one user's rows."""
    return Index(f"ix_{table}_user_{column}_prefix", "user_id", column, postgresql_ops={column: ops})


def _trigram_index(table: str) -> Index:
    """One user's names nearest to the typed text first (GiST orders by trigram distance, so a search
    reads 20 rows, not every match; btree_gist puts user_id in the same index)."""
    return Index(
        f"ix_{table}_user_search_name_trgm",
        "user_id",
        "search_name",
        postgresql_using="gist",
        postgresql_ops={"search_name": "gist_trgm_ops"},
    )


class ClientRecord(Base):
    """A company the user deals with (their client list): filled by Excel import and by every completed
    document, edited under /nustatymai, searched by the review screen's pickers. ``natural_key`` is the
    company code, else the VAT code, else the normalised name (api/masterdata/keys.py); ``search_name``
    is the name without legal form, quotes and accents, for prefix and trigram search."""

    __tablename__ = "clients"
    __table_args__ = (
        UniqueConstraint("user_id", "natural_key"),
        _trigram_index("clients"),
        _prefix_index("clients", "search_name"),
        _prefix_index("clients", "company_code", "varchar_pattern_ops"),
        _prefix_index("clients", "vat_code", "varchar_pattern_ops"),
    )

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    user_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("users.id", ondelete="CASCADE"))
    natural_key: Mapped[str] = mapped_column(String(300))
    name: Mapped[str] = mapped_column(String(255))
    search_name: Mapped[str] = mapped_column(Text)
    company_code: Mapped[str | None] = mapped_column(String(20))
    vat_code: Mapped[str | None] = mapped_column(String(20))
    iban: Mapped[str | None] = mapped_column(String(34))
    address: Mapped[str | None] = mapped_column(String(500))
    country_iso: Mapped[str | None] = mapped_column(String(2))
    use_count: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), default=utcnow, onupdate=utcnow, server_default=func.now()
    )


class ProductRecord(Base):
    """A product or service the user buys or sells (their product list), kept like ClientRecord.
    ``natural_key`` is the code, else the barcode, else the normalised name; ``search_code`` is the code
    in lower case; ``type`` is the spec's tipas (1 Prekė, 2 Paslauga, 3/4 Kodas as a product/service)."""

    __tablename__ = "products"
    __table_args__ = (
        UniqueConstraint("user_id", "natural_key"),
        _trigram_index("products"),
        _prefix_index("products", "search_name"),
        _prefix_index("products", "search_code", "varchar_pattern_ops"),
        _prefix_index("products", "barcode", "varchar_pattern_ops"),
    )

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    user_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("users.id", ondelete="CASCADE"))
    natural_key: Mapped[str] = mapped_column(String(600))
    name: Mapped[str] = mapped_column(String(500))
    search_name: Mapped[str] = mapped_column(Text)
    code: Mapped[str | None] = mapped_column(String(100))
    search_code: Mapped[str | None] = mapped_column(String(100))
    barcode: Mapped[str | None] = mapped_column(String(50))
    unit: Mapped[str | None] = mapped_column(String(20))
    type: Mapped[int | None] = mapped_column(Integer)
    use_count: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), default=utcnow, onupdate=utcnow, server_default=func.now()
    )
