"""Column types shared by the models: money and credits are exact decimals, never floats."""

from datetime import UTC, datetime
from decimal import Decimal
from typing import Annotated

from sqlalchemy import DateTime, Numeric
from sqlalchemy.orm import mapped_column

Money = Annotated[Decimal | None, mapped_column(Numeric(14, 2))]
Quantity = Annotated[Decimal | None, mapped_column(Numeric(18, 4))]
UnitPrice = Annotated[Decimal | None, mapped_column(Numeric(18, 4))]
Percent = Annotated[Decimal | None, mapped_column(Numeric(5, 2))]
Credits = Annotated[Decimal, mapped_column(Numeric(12, 2))]
Timestamp = Annotated[datetime, mapped_column(DateTime(timezone=True))]


def utcnow() -> datetime:
    return datetime.now(UTC)
