from datetime import datetime
from decimal import Decimal
from enum import StrEnum

from sqlalchemy import BigInteger, DateTime, ForeignKey, Index, Numeric, String
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base
from api.models.types import utcnow


class CreditKind(StrEnum):
    GRANT = "grant"
    PURCHASE = "purchase"
    RESERVE = "reserve"
    CHARGE = "charge"
    RELEASE = "release"
    ADJUSTMENT = "adjustment"


class CreditEntry(Base):
    """Append-only: one row per change of a user's credits. ``amount`` is the signed change of the
    balance (a reservation is negative at once, its charge moves nothing, its release gives it back),
    so the cached balance always equals the sum of the user's rows. ``idempotency_key`` makes each
    Stripe payment, signup grant and document settlement count exactly once."""

    __tablename__ = "credit_ledger"
    __table_args__ = (Index("ix_credit_ledger_user_created", "user_id", "created_at"),)

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    user_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("users.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(20))
    amount: Mapped[Decimal] = mapped_column(Numeric(12, 2))
    balance_after: Mapped[Decimal] = mapped_column(Numeric(12, 2))
    reason: Mapped[str] = mapped_column(String(500))
    reference: Mapped[str | None] = mapped_column(String(255))
    document_id: Mapped[int | None] = mapped_column(BigInteger, index=True)
    idempotency_key: Mapped[str | None] = mapped_column(String(255), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
