from datetime import date, datetime

from sqlalchemy import CheckConstraint, Date, DateTime, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base
from api.models.types import utcnow


class RegisterCompany(Base):
    """One legal entity of the national company register (JAR open data, domain.md §2), kept locally
    so checking a document's parties needs no network. ``name_norm`` is the name without legal form,
    quotes and accents, for similarity search."""

    __tablename__ = "register_companies"
    __table_args__ = (
        CheckConstraint(r"code ~ '^\d{7,9}$'", name="code_digits"),
        Index("ix_register_companies_vat_code", "vat_code"),
        Index(
            "ix_register_companies_name_norm_trgm",
            "name_norm",
            postgresql_using="gin",
            postgresql_ops={"name_norm": "gin_trgm_ops"},
        ),
    )

    code: Mapped[str] = mapped_column(String(9), primary_key=True)
    name: Mapped[str | None] = mapped_column(Text)
    name_norm: Mapped[str | None] = mapped_column(Text)
    form_code: Mapped[int | None] = mapped_column(Integer)
    form_name: Mapped[str | None] = mapped_column(Text)
    status_code: Mapped[int | None] = mapped_column(Integer)
    status_name: Mapped[str | None] = mapped_column(Text)
    status_since: Mapped[date | None] = mapped_column(Date)
    registered: Mapped[date | None] = mapped_column(Date)
    deregistered: Mapped[date | None] = mapped_column(Date)
    address: Mapped[str | None] = mapped_column(Text)
    vat_code: Mapped[str | None] = mapped_column(String(20))
    source_date: Mapped[date | None] = mapped_column(Date)
    imported_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class RegisterImport(Base):
    """One successful import of the register files (the CLI's or the scheduled refresh's): its time is
    how fresh the local copy is, shown beside register suggestions and measured for the age alert."""

    __tablename__ = "register_imports"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    finished_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    # The newest snapshot date the files carry (formavimo_data); None when they carry none.
    data_date: Mapped[date | None] = mapped_column(Date)
    rows: Mapped[int] = mapped_column(Integer)
