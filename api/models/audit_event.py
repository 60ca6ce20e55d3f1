from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import BigInteger, DateTime, ForeignKey, Index, String
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base
from api.models.types import utcnow


class AuditAction(StrEnum):
    """Machine codes; the web app names them in Lithuanian. Credit movements are `credits.<kind>`."""

    SIGN_IN = "auth.sign_in"
    SIGN_IN_FAILED = "auth.sign_in_failed"
    PASSWORD_RESET_REQUESTED = "auth.password_reset_requested"
    PASSWORD_RESET = "auth.password_reset"
    PASSWORD_CHANGED = "auth.password_changed"
    PASSWORD_CHANGE_FAILED = "auth.password_change_failed"
    EXPORT = "export.documents"


def credit_action(kind: str) -> str:
    return f"credits.{kind}"


class AuditEvent(Base):
    """What happened to an account, written in the same transaction as the action itself, so an action
    is never stored without its entry nor an entry without its action. `details` holds facts only
    (counts, amounts, formats), never a password or a token."""

    __tablename__ = "audit_events"
    __table_args__ = (
        Index("ix_audit_events_user_created", "user_id", "created_at"),
        # The retention sweep deletes by age across users.
        Index("ix_audit_events_created_at", "created_at"),
    )

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    user_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("users.id", ondelete="CASCADE"))
    action: Mapped[str] = mapped_column(String(40))
    details: Mapped[dict[str, Any]] = mapped_column(JSONB, default=dict)
    ip: Mapped[str | None] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
