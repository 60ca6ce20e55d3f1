from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

AccountingProgram = Literal["rivile", "rivile_erp", "finvalda", "centas", "apskaita5"]
ViewMode = Literal["single", "multi"]


# Bounds that keep a profile row small (1 000 entries of at most ~0.8 kB) and a PATCH cheap to check.
MAX_DEFAULT_PROFILES = 1000
NAME_LENGTH = 255
CODE_LENGTH = 50
LABEL_LENGTH = 20


class DefaultProfileIn(BaseModel):
    """One default profile as the settings form sends it. `tipas` is a code 1–4 or the label
    ('Prekė', 'Paslauga', 'Kodas'); with 'Kodas', `kodas_kaip` ('Prekei' or 'Paslaugai') picks 3 or 4."""

    model_config = ConfigDict(extra="ignore")

    imones_pavadinimas: str | None = Field(default=None, max_length=NAME_LENGTH)
    imones_kodas: str | None = Field(default=None, max_length=CODE_LENGTH)
    imones_pvm_kodas: str | None = Field(default=None, max_length=CODE_LENGTH)
    pavadinimas: str | None = Field(default=None, max_length=NAME_LENGTH)
    kodas: str | None = Field(default=None, max_length=CODE_LENGTH)
    barkodas: str | None = Field(default=None, max_length=CODE_LENGTH)
    tipas: int | Annotated[str, Field(max_length=LABEL_LENGTH)] | None = None
    kodas_kaip: str | None = Field(default=None, max_length=LABEL_LENGTH)


class DeleteIndex(BaseModel):
    model_config = ConfigDict(populate_by_name=True)

    delete_index: int = Field(alias="__delete_index__")


DefaultProfiles = Annotated[list[DefaultProfileIn], Field(max_length=MAX_DEFAULT_PROFILES)]


class ProfilePatch(BaseModel):
    model_config = ConfigDict(extra="forbid")

    company_name: str | None = Field(default=None, max_length=255)
    company_code: str | None = Field(default=None, max_length=20)
    vat_code: str | None = Field(default=None, max_length=20)
    company_iban: str | None = Field(default=None, max_length=42)
    company_address: str | None = Field(default=None, max_length=500)
    company_country_iso: str | None = Field(default=None, max_length=2)
    default_accounting_program: AccountingProgram | None = None
    purchase_defaults: DefaultProfiles | DeleteIndex | None = None
    sales_defaults: DefaultProfiles | DeleteIndex | None = None
    extra_settings: dict[str, Any] | None = None


class ProfileOut(BaseModel):
    email: str
    is_superuser: bool
    view_mode: ViewMode
    default_accounting_program: AccountingProgram | None
    company_name: str | None
    company_code: str | None
    vat_code: str | None
    company_iban: str | None
    company_address: str | None
    company_country_iso: str
    purchase_defaults: list[dict[str, Any]]
    sales_defaults: list[dict[str, Any]]
    extra_settings: dict[str, Any]
    upload_ready: bool = Field(description="company name, code, country and program are all set (spec §5)")


class ViewModeIn(BaseModel):
    view_mode: Annotated[ViewMode, Field()]


class ViewModeOut(BaseModel):
    view_mode: ViewMode


class Country(BaseModel):
    code: str
    name: str
