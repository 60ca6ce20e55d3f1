from typing import Any

from sqlalchemy import BigInteger, ForeignKey, Integer, String, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base
from api.models.types import Money, Percent, Quantity, UnitPrice


class LineItem(Base):
    """The spec's Line item entity; ``position`` keeps the printed order."""

    __tablename__ = "line_items"

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    document_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("documents.id", ondelete="CASCADE"), index=True
    )
    position: Mapped[int] = mapped_column(Integer, default=0)
    prekes_pavadinimas: Mapped[str | None] = mapped_column(String(500))
    prekes_kodas: Mapped[str | None] = mapped_column(String(100))
    prekes_barkodas: Mapped[str | None] = mapped_column(String(50))
    prekes_tipas: Mapped[int | None] = mapped_column(Integer)
    unit: Mapped[str | None] = mapped_column(String(20))
    quantity: Mapped[Quantity]
    price: Mapped[UnitPrice]
    subtotal: Mapped[Money]
    vat: Mapped[Money]
    vat_percent: Mapped[Percent]
    total: Mapped[Money]
    discount_wo_vat: Mapped[Money]
    discount_with_vat: Mapped[Money]
    pvm_kodas: Mapped[str | None] = mapped_column(String(20))
    field_meta: Mapped[dict[str, Any]] = mapped_column(
        JSONB, default=dict, server_default=text("'{}'::jsonb")
    )
