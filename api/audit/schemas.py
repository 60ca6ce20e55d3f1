from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class AuditEntry(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    action: str = Field(
        description="auth.sign_in, auth.sign_in_failed, auth.password_reset_requested, "
        "auth.password_reset, auth.password_changed, auth.password_change_failed, export.documents "
        "or credits.<ledger kind>"
    )
    details: dict[str, Any]
    ip: str | None
    created_at: datetime


class AuditPage(BaseModel):
    """DRF-style page: `next` and `previous` are full addresses or null."""

    count: int
    next: str | None
    previous: str | None
    results: list[AuditEntry]
