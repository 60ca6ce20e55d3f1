"""The columns of the two Excel imports. The importer reads them and the downloadable templates are
written from them, so a template always imports."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from api.masterdata import fields
from api.masterdata.fields import ClientData, ProductData
from api.models import ClientRecord, ProductRecord


@dataclass(frozen=True)
class Column:
    header: str
    field: str
    required: bool = False
    width: int = 18


@dataclass(frozen=True)
class Sheet:
    template_name: str
    columns: tuple[Column, ...]
    build: Callable[..., ClientData | ProductData]
    model: type[ClientRecord] | type[ProductRecord]

    @property
    def required(self) -> tuple[Column, ...]:
        return tuple(column for column in self.columns if column.required)

    def values(self, row: dict[str, Any]) -> ClientData | ProductData:
        return self.build(**row)


CLIENTS = Sheet(
    template_name="imones_sablonas.xlsx",
    columns=(
        Column("Pavadinimas", "name", required=True, width=36),
        Column("Įmonės kodas", "company_code", required=True, width=14),
        Column("PVM kodas", "vat_code", width=16),
        Column("IBAN", "iban", width=24),
        Column("Adresas", "address", width=40),
        Column("Šalis", "country_iso", width=8),
    ),
    build=fields.client,
    model=ClientRecord,
)
PRODUCTS = Sheet(
    template_name="prekes_sablonas.xlsx",
    columns=(
        Column("Pavadinimas", "name", required=True, width=40),
        Column("Kodas", "code", required=True, width=16),
        Column("Barkodas", "barcode", width=16),
        Column("Mato vnt.", "unit", width=10),
        Column("Tipas", "type", width=12),
    ),
    build=fields.product,
    model=ProductRecord,
)
TEMPLATES = {sheet.template_name: sheet for sheet in (CLIENTS, PRODUCTS)}
