from datetime import datetime
from decimal import Decimal

from sqlalchemy import BigInteger, Boolean, DateTime, Numeric, String, text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from api.core.db import Base
from api.models.profile import Profile
from api.models.types import utcnow


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    # Stored normalised (trimmed, lower-cased), so the unique index makes e-mails unique case-blind.
    email: Mapped[str] = mapped_column(String(254), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    is_active: Mapped[bool] = mapped_column(Boolean, default=True, server_default=text("true"))
    is_superuser: Mapped[bool] = mapped_column(Boolean, default=False, server_default=text("false"))
    # Cached sum of this user's credit_ledger rows, changed only together with a new row.
    credits: Mapped[Decimal] = mapped_column(Numeric(12, 2), default=Decimal(0), server_default=text("0"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, index=True)

    profile: Mapped[Profile] = relationship(lazy="joined", cascade="all, delete-orphan")
