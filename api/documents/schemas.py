"""Request and response shapes of the documents API; field names are the spec's (§3)."""

from datetime import date, datetime
from decimal import Decimal
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from api.core.inputs import RowId


class DocumentSummary(BaseModel):
    """A row of the summary list."""

    model_config = ConfigDict(from_attributes=True)

    id: int
    status: str
    exported: bool
    is_deleted: bool
    uploaded_at: datetime
    processed_at: datetime | None
    error_message: str | None
    scan_type: str
    document_type: str | None
    original_filename: str
    page_count: int | None
    pirkimas_pardavimas: str
    effective_direction: str
    pvm_kodas: str | None
    val_subtotal_match: bool | None
    val_vat_match: bool | None
    val_total_match: bool | None
    invoice_date: date | None
    document_series: str | None
    document_number: str | None
    amount_wo_vat: Decimal | None
    vat_amount: Decimal | None
    amount_with_vat: Decimal | None
    currency: str
    buyer_name: str | None
    buyer_id: str | None
    buyer_vat_code: str | None
    seller_name: str | None
    seller_id: str | None
    seller_vat_code: str | None
    user_id: int


# The stored columns behind a list row: all the list loads (effective_direction is computed).
SUMMARY_COLUMNS = tuple(name for name in DocumentSummary.model_fields if name != "effective_direction")


class LineItemOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    position: int
    unit: str | None
    quantity: Decimal | None
    price: Decimal | None
    subtotal: Decimal | None
    vat: Decimal | None
    vat_percent: Decimal | None
    total: Decimal | None
    discount_wo_vat: Decimal | None
    discount_with_vat: Decimal | None
    pvm_kodas: str | None
    vat_class: str | None = Field(default=None, description="the same as pvm_kodas (the spec names both)")
    prekes_pavadinimas: str | None
    prekes_kodas: str | None
    prekes_barkodas: str | None
    prekes_tipas: int | None
    field_meta: dict[str, Any]


class LinePreview(BaseModel):
    id: int
    pvm_kodas: str | None
    pvm_kodas_label: str


class CounterpartyPreview(BaseModel):
    """Multi mode: the document seen from the chosen counterparty (spec §3 "preview")."""

    pirkimas_pardavimas_code: str
    pirkimas_pardavimas_label: str
    pvm_kodas: str | None
    pvm_kodas_label: str
    line_items: list[LinePreview]


class DocumentDetail(DocumentSummary):
    # how the file was processed, for the user (e.g. why it was kept as one document)
    notice: str | None
    due_date: date | None
    operation_date: date | None
    order_number: str | None
    invoice_discount_wo_vat: Decimal | None
    invoice_discount_with_vat: Decimal | None
    vat_percent: Decimal | None
    paid_by_cash: bool | None
    buyer_iban: str | None
    buyer_address: str | None
    buyer_country_iso: str | None
    seller_iban: str | None
    seller_address: str | None
    seller_country_iso: str | None
    prekes_pavadinimas: str | None
    prekes_kodas: str | None
    prekes_barkodas: str | None
    prekes_tipas: int | None
    duplicate_of_id: int | None
    glued_raw_text: str | None
    structured_json: dict[str, Any] | None
    field_meta: dict[str, Any]
    line_items: list[LineItemOut]
    preview_url: str | None = None
    preview_urls: list[str] = Field(default_factory=list, description="one image per page")
    preview: CounterpartyPreview | None = None


class PrintedWord(BaseModel):
    """A word as printed, its box in PDF points from the page's top-left corner (as field_meta's boxes)."""

    text: str
    x0: float
    y0: float
    x1: float
    y1: float


class PageWords(BaseModel):
    page: int = Field(description="0-based page of the file")
    width: float = Field(description="points")
    height: float = Field(description="points")
    words: list[PrintedWord]


class DocumentPage(BaseModel):
    count: int
    page: int
    page_size: int
    next: str | None
    previous: str | None
    results: list[DocumentSummary]


class BulkDeleteIn(BaseModel):
    ids: list[RowId] = Field(min_length=1, max_length=1000)


class BulkDeleteOut(BaseModel):
    deleted: int


class InlineEdit(BaseModel):
    field: str
    value: Any = None


class InlineResult(BaseModel):
    """The stored value after the edit and the sum checks recomputed with it."""

    model_config = ConfigDict(extra="allow")

    id: int
    field: str
    value: Any
    val_subtotal_match: bool | None
    val_vat_match: bool | None
    val_total_match: bool | None
    field_meta: dict[str, Any] = Field(
        description="the edited document's or line's field_meta: the edited field is now backed by the user"
    )


class ProductFields(BaseModel):
    model_config = ConfigDict(extra="forbid")

    prekes_pavadinimas: str | None = Field(default=None, max_length=500)
    prekes_kodas: str | None = Field(default=None, max_length=100)
    prekes_barkodas: str | None = Field(default=None, max_length=50)


class ExtraFields(ProductFields):
    """Buyer and seller blocks and document-level product fields; apply_defaults=false keeps the
    default profile from refilling product fields the user has just cleared."""

    buyer_name: str | None = Field(default=None, max_length=500)
    buyer_id: str | None = Field(default=None, max_length=50)
    buyer_vat_code: str | None = Field(default=None, max_length=30)
    buyer_iban: str | None = Field(default=None, max_length=42)
    buyer_address: str | None = Field(default=None, max_length=500)
    buyer_country_iso: str | None = Field(default=None, max_length=2)
    seller_name: str | None = Field(default=None, max_length=500)
    seller_id: str | None = Field(default=None, max_length=50)
    seller_vat_code: str | None = Field(default=None, max_length=30)
    seller_iban: str | None = Field(default=None, max_length=42)
    seller_address: str | None = Field(default=None, max_length=500)
    seller_country_iso: str | None = Field(default=None, max_length=2)
    apply_defaults: bool = True


class DeletedLine(BaseModel):
    id: int
    deleted: bool
    val_subtotal_match: bool | None
    val_vat_match: bool | None
    val_total_match: bool | None


class ClientSuggestion(BaseModel):
    """Spec §3 "Client search result", with both spellings the screens read."""

    pavadinimas: str | None
    name: str | None
    imones_kodas: str | None
    code: str | None
    pvm_kodas: str | None
    vat: str | None
    ibans: list[str]
    address: str | None
    country_iso: str | None
    source: Literal["clients", "register"] = Field(
        description="clients (the user's own list) or register (the company register)"
    )
    id: int | None = Field(default=None, description="the client's id in the user's list (none for register)")


class ProductSuggestion(BaseModel):
    prekes_pavadinimas: str | None
    prekes_kodas: str | None
    prekes_barkodas: str | None
    name: str | None
    code: str | None
    barcode: str | None
    barkodas: str | None
    id: int | None = Field(default=None, description="the product's id in the user's list")
    unit: str | None = None
    tipas: int | None = Field(default=None, description="1 Prekė, 2 Paslauga, 3/4 Kodas")


class RegisterFreshness(BaseModel):
    refreshed_at: datetime = Field(
        description="when the local copy of the company register was last imported"
    )
    data_date: date | None = Field(description="the register's own date of the data imported")


class Suggestions(BaseModel):
    results: list[ClientSuggestion] | list[ProductSuggestion]
    company_register: RegisterFreshness | None = Field(
        default=None,
        description="client suggestions: how fresh the register's rows are; null when never imported",
    )
