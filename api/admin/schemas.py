"""Response shapes of the admin API; the dashboard's field names are spec 001 §3's."""

from datetime import date, datetime

from pydantic import BaseModel, Field

from api.documents.schemas import DocumentDetail, DocumentSummary


class PeriodCount(BaseModel):
    count: int
    errors: int = Field(description="rejected documents")


class SuccessRates(BaseModel):
    """Per period, the share of documents not rejected, in percent (2 decimals); null without documents."""

    today: float | None
    yesterday: float | None
    last_7_days: float | None
    last_30_days: float | None
    total: float | None


class ScanTypeShare(BaseModel):
    count: int
    pct: float = Field(description="percent of all documents, 2 decimals")


class ScanTypes(BaseModel):
    sumiskai: ScanTypeShare
    detaliai: ScanTypeShare


class DayCount(BaseModel):
    date: date
    count: int
    errors: int


class DocumentStats(BaseModel):
    """Periods are local calendar days (Europe/Vilnius); last_7_days and last_30_days include today."""

    today: PeriodCount
    yesterday: PeriodCount
    last_7_days: PeriodCount
    last_30_days: PeriodCount
    total: PeriodCount
    success_rate: SuccessRates
    scan_types: ScanTypes
    unique_users_excluding_1_2_today: int = Field(
        description="distinct users who uploaded today, the team's own accounts left out"
    )
    daily: list[DayCount] = Field(description="the last 30 local days, oldest first, for the charts")


class UserStats(BaseModel):
    new_today: int
    new_yesterday: int
    new_last_7_days: int
    new_last_30_days: int
    total: int


class StatsMeta(BaseModel):
    timezone: str
    generated_at: datetime


class DashboardStats(BaseModel):
    documents: DocumentStats
    users: UserStats
    meta: StatsMeta


class AdminDocument(DocumentSummary):
    owner_email: str


class AdminDocumentPage(BaseModel):
    """Newest first; `next` is the following page's address (a keyset cursor), null on the last page."""

    next: str | None
    results: list[AdminDocument]


class AdminDocumentDetail(DocumentDetail):
    owner_email: str
