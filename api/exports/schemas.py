from typing import Literal

from pydantic import BaseModel, Field, field_validator

from api.core import texts
from api.core.inputs import RowId

# One export is one query with an id list; PostgreSQL takes at most 65 535 parameters per statement.
MAX_EXPORT_IDS = 10_000

Target = Literal["rivile", "rivile_erp", "finvalda", "centas", "apskaita5", "csv", "xlsx", "isaf"]


class ExportRequest(BaseModel):
    """POST /api/documents/export_xml/ (spec §7); `format` is ours, for the spreadsheet and i.SAF
    exports the profile's program does not cover."""

    ids: list[RowId] = Field(description=f"documents to export, at least one, at most {MAX_EXPORT_IDS}")
    mode: Literal["single", "multi"] = "single"
    overrides: dict[RowId, Literal["pirkimas", "pardavimas"]] = Field(
        default_factory=dict, description="multi mode: direction per document id"
    )
    format: Target | None = Field(default=None, description="default: the profile's accounting program")

    @field_validator("ids")
    @classmethod
    def _at_least_one(cls, ids: list[int]) -> list[int]:
        if not ids:
            raise ValueError(texts.SELECT_AT_LEAST_ONE)
        unique = list(dict.fromkeys(ids))
        if len(unique) > MAX_EXPORT_IDS:
            raise ValueError(texts.EXPORT_TOO_MANY.format(limit=MAX_EXPORT_IDS))
        return unique

    @field_validator("overrides")
    @classmethod
    def _bounded(cls, overrides: dict[int, str]) -> dict[int, str]:
        if len(overrides) > MAX_EXPORT_IDS:
            raise ValueError(texts.EXPORT_TOO_MANY.format(limit=MAX_EXPORT_IDS))
        return overrides
