from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, DateTime, ForeignKey, String, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base
from api.models.types import utcnow


class Profile(Base):
    """The spec's Profile entity: company data, default program, defaults lists and extra flags."""

    __tablename__ = "profiles"

    user_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    view_mode: Mapped[str] = mapped_column(String(10), default="single", server_default="single")
    default_accounting_program: Mapped[str | None] = mapped_column(String(20))
    company_name: Mapped[str | None] = mapped_column(String(255))
    company_code: Mapped[str | None] = mapped_column(String(20))
    vat_code: Mapped[str | None] = mapped_column(String(20))
    company_iban: Mapped[str | None] = mapped_column(String(34))
    company_address: Mapped[str | None] = mapped_column(String(500))
    company_country_iso: Mapped[str] = mapped_column(String(2), default="LT", server_default="LT")
    purchase_defaults: Mapped[list[dict[str, Any]]] = mapped_column(
        JSONB, default=list, server_default=text("'[]'::jsonb")
    )
    sales_defaults: Mapped[list[dict[str, Any]]] = mapped_column(
        JSONB, default=list, server_default=text("'[]'::jsonb")
    )
    extra_settings: Mapped[dict[str, Any]] = mapped_column(
        JSONB, default=dict, server_default=text("'{}'::jsonb")
    )
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, onupdate=utcnow)
