from datetime import datetime

from sqlalchemy import BigInteger, DateTime, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base
from api.models.types import utcnow


class LoginFailure(Base):
    """Failed logins and registrations, counted per key (``email:…``, ``ip:…``) inside a time window.
    Kept in PostgreSQL so throttling holds across API replicas."""

    __tablename__ = "login_failures"
    __table_args__ = (Index("ix_login_failures_key_created", "key", "created_at"),)

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    key: Mapped[str] = mapped_column(String(300))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
