from datetime import date

from sqlalchemy import BigInteger, Date, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base


class AdClick(Base):
    """Clicks on a promo button, counted per name and day (spec 001 §7 `POST /api/track-click/`).
    Only the count is kept: nothing about who clicked."""

    __tablename__ = "ad_clicks"
    __table_args__ = (UniqueConstraint("name", "day", name="uq_ad_clicks_name_day"),)

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    name: Mapped[str] = mapped_column(String(64))
    day: Mapped[date] = mapped_column(Date)
    clicks: Mapped[int] = mapped_column(Integer, default=0)
