from typing import Literal

from pydantic import BaseModel, Field, field_validator

from api.core import texts

Target = Literal["rivile", "rivile_erp", "finvalda", "centas", "apskaita5", "csv", "xlsx", "isaf"]


class ExportRequest(BaseModel):
    """POST /api/documents/export_xml/ (spec §7); `format` is ours, for the spreadsheet and i.SAF
    exports the profile's program does not cover."""

    ids: list[int] = Field(description="documents to export, at least one")
    mode: Literal["single", "multi"] = "single"
    overrides: dict[int, Literal["pirkimas", "pardavimas"]] = Field(
        default_factory=dict, description="multi mode: direction per document id"
    )
    format: Target | None = Field(default=None, description="default: the profile's accounting program")

    @field_validator("ids")
    @classmethod
    def _at_least_one(cls, ids: list[int]) -> list[int]:
        if not ids:
            raise ValueError(texts.SELECT_AT_LEAST_ONE)
        return list(dict.fromkeys(ids))
