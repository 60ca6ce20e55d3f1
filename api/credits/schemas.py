from datetime import datetime
from decimal import Decimal

from pydantic import BaseModel, ConfigDict

from api.credits.service import SubscriptionStatus


class LedgerEntry(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    kind: str
    amount: Decimal
    balance_after: Decimal
    reason: str
    reference: str | None
    document_id: int | None
    created_at: datetime


class LedgerPage(BaseModel):
    """DRF-style page: `next` and `previous` are full addresses or null."""

    count: int
    next: str | None
    previous: str | None
    results: list[LedgerEntry]


class SubscriptionStatusOut(BaseModel):
    status: SubscriptionStatus
    credits: Decimal


class AdjustmentIn(BaseModel):
    email: str
    amount: Decimal
    reason: str


class AdjustmentOut(BaseModel):
    email: str
    credits: Decimal
    entry: LedgerEntry
