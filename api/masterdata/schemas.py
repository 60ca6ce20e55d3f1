from typing import Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from api.masterdata.fields import (
    ADDRESS_LENGTH,
    BARCODE_LENGTH,
    CLIENT_NAME_LENGTH,
    PRODUCT_CODE_LENGTH,
    PRODUCT_NAME_LENGTH,
    UNIT_LENGTH,
)

Item = TypeVar("Item")


class ClientIn(BaseModel):
    """An edit from the client list; checked like an imported row (api/masterdata/fields.py)."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(max_length=CLIENT_NAME_LENGTH)
    company_code: str | None = Field(default=None, max_length=20)
    vat_code: str | None = Field(default=None, max_length=20)
    iban: str | None = Field(default=None, max_length=42)
    address: str | None = Field(default=None, max_length=ADDRESS_LENGTH)
    country_iso: str | None = Field(default=None, max_length=2)


class ClientOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    name: str
    company_code: str | None
    vat_code: str | None
    iban: str | None
    address: str | None
    country_iso: str | None
    use_count: int


class ProductIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(max_length=PRODUCT_NAME_LENGTH)
    code: str | None = Field(default=None, max_length=PRODUCT_CODE_LENGTH)
    barcode: str | None = Field(default=None, max_length=BARCODE_LENGTH)
    unit: str | None = Field(default=None, max_length=UNIT_LENGTH)
    type: int | None = Field(default=None, ge=1, le=4, description="1 Prekė, 2 Paslauga, 3/4 Kodas")


class ProductOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    name: str
    code: str | None
    barcode: str | None
    unit: str | None
    type: int | None
    use_count: int


class Page(BaseModel, Generic[Item]):
    items: list[Item]
    total: int
    page: int
    page_size: int


class RowError(BaseModel):
    row: int
    message: str


class ImportResult(BaseModel):
    """Spec §7: imported, processed and error (null when every row was good); `errors` lists them."""

    imported: int
    processed: int
    error: str | None
    errors: list[RowError]
