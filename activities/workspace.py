"""Where one document's intermediate results live between pipeline steps: JSON objects next to the
original in object storage, so activity payloads stay ids and keys. They are deleted with the
document (same prefix)."""

import json
from typing import Any

from api.core.storage import ObjectStore, document_prefix


def work_prefix(document_id: int) -> str:
    return f"{document_prefix(document_id)}work/"


def page_image_key(document_id: int, page: int, picture: int | None = None) -> str:
    """The page rendered for OCR (grayscale, OCR resolution), or one picture of a text-layer page."""
    return f"{work_prefix(document_id)}page-{page}{_picture(picture)}.png"


def ocr_key(document_id: int, page: int, picture: int | None = None) -> str:
    return f"{work_prefix(document_id)}ocr-{page}{_picture(picture)}.json"


def _picture(picture: int | None) -> str:
    return "" if picture is None else f"-picture-{picture}"


def draft_key(document_id: int) -> str:
    return f"{work_prefix(document_id)}draft.json"


def put_json(store: ObjectStore, key: str, value: Any) -> None:
    store.put(key, json.dumps(value, ensure_ascii=False).encode(), "application/json")


def get_json(store: ObjectStore, key: str) -> Any:
    return json.loads(store.get(key))
