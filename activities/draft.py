"""The draft: what the pipeline knows about each document found in a file, passed from step to step
through object storage. Values use the spec's field names and Python types (Decimal, date, bool);
``meta`` keeps each value's confidence, source and page box for the review screen.

Every step that changes the draft is idempotent: run twice on its own output it changes nothing."""

from __future__ import annotations

import asyncio
from dataclasses import asdict, dataclass, field
from typing import Any

from activities.reading.types import Extraction, LineItem
from activities.workspace import draft_key, get_json, put_json
from api.core import texts
from api.core.storage import ObjectStore
from api.documents.fields import CHECK_FIELDS, decode, encode
from workflows.contracts import MAX_DOCUMENTS_PER_FILE

# Keys of Extraction.to_json() that are not already kept in their own place in the draft.
_STRUCTURED_SKIP = ("glued_raw_text",)


@dataclass
class DraftLine:
    values: dict[str, Any]
    meta: dict[str, dict[str, Any]] = field(default_factory=dict)

    @classmethod
    def from_reading(cls, item: LineItem) -> DraftLine:
        return cls(
            values={name: found.value for name, found in item.fields.items()},
            meta={name: _meta(found.to_json()) for name, found in item.fields.items()},
        )


@dataclass
class DraftPart:
    document_type: str
    unsuitable_reason: str | None
    pages: list[int]
    values: dict[str, Any]
    meta: dict[str, dict[str, Any]]
    line_items: list[DraftLine]
    glued_raw_text: str
    structured: dict[str, Any]
    rejection: str | None = None
    duplicate_of_id: int | None = None
    # shown to the user in the document's detail (why the file was not split)
    notice: str | None = None

    @classmethod
    def from_reading(cls, extraction: Extraction) -> DraftPart:
        checks = {name: extraction.checks.get(name) for name in CHECK_FIELDS}
        return cls(
            document_type=extraction.document_type,
            unsuitable_reason=extraction.unsuitable_reason,
            pages=list(extraction.pages),
            values={**{name: found.value for name, found in extraction.fields.items()}, **checks},
            meta={name: _meta(found.to_json()) for name, found in extraction.fields.items()},
            line_items=[DraftLine.from_reading(item) for item in extraction.line_items],
            glued_raw_text=extraction.glued_raw_text,
            structured={k: v for k, v in extraction.to_json().items() if k not in _STRUCTURED_SKIP},
            notice=_split_notice(extraction.documents_seen),
        )

    def set(self, name: str, value: Any, source: str, confidence: float = 1.0) -> None:
        """A value the pipeline added (register, defaults, rules), marked with where it came from."""
        self.values[name] = value
        self.meta[name] = {**self.meta.get(name, {}), "source": source, "confidence": confidence}

    def note(self, name: str, **facts: Any) -> None:
        """A finding about a printed value (checksum failed, register disagrees) shown beside it."""
        self.meta[name] = {**self.meta.get(name, {}), **facts}

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["values"] = {name: encode(value) for name, value in self.values.items()}
        data["line_items"] = [
            {"values": {n: encode(v) for n, v in line.values.items()}, "meta": line.meta}
            for line in self.line_items
        ]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DraftPart:
        lines = [
            DraftLine({n: decode(n, v) for n, v in line["values"].items()}, line["meta"])
            for line in data["line_items"]
        ]
        values = {name: decode(name, value) for name, value in data["values"].items()}
        return cls(**{**data, "values": values, "line_items": lines})


def _split_notice(documents_seen: int | None) -> str | None:
    if documents_seen is None:
        return None
    return texts.FILE_NOT_SPLIT.format(found=documents_seen, limit=MAX_DOCUMENTS_PER_FILE)


def _meta(field_json: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in field_json.items() if key != "value"}


def save_parts(store: ObjectStore, document_id: int, parts: list[DraftPart]) -> None:
    put_json(store, draft_key(document_id), [part.to_json() for part in parts])


def load_parts(store: ObjectStore, document_id: int) -> list[DraftPart]:
    return [DraftPart.from_json(part) for part in get_json(store, draft_key(document_id))]


async def load_parts_async(store: ObjectStore, document_id: int) -> list[DraftPart]:
    return await asyncio.to_thread(load_parts, store, document_id)


async def save_parts_async(store: ObjectStore, document_id: int, parts: list[DraftPart]) -> None:
    await asyncio.to_thread(save_parts, store, document_id, parts)
