"""Bounds every request input shares, so that no value can reach PostgreSQL or date arithmetic in a
form they refuse (a 500): ids within BIGINT, dates within the years a document can carry, and no NUL
character anywhere (PostgreSQL text cannot hold it)."""

import json
from datetime import date
from typing import Annotated, Any
from urllib.parse import unquote_to_bytes

from annotated_types import Ge, Le
from fastapi import Path
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.core import texts
from api.core.errors import error_body

MAX_ID = 2**63 - 1
# Path ids outside BIGINT name nothing; body ids likewise.
PathId = Annotated[int, Path(ge=1, le=MAX_ID)]
RowId = Annotated[int, Ge(1), Le(MAX_ID)]
EARLIEST_DAY = date(1900, 1, 1)
LATEST_DAY = date(2999, 12, 31)
Day = Annotated[date, Ge(EARLIEST_DAY), Le(LATEST_DAY)]
# JSON's escape for NUL; a raw NUL byte inside a JSON string is refused by the parser already.
_JSON_NUL = b"\\u0000"


class RefuseNulMiddleware:
    """422 for a NUL character in the path, the query or a JSON body, before any handler runs.
    Multipart file names are cleaned where uploads are named (api/documents/upload.py)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if "\x00" in scope["path"] or b"\x00" in unquote_to_bytes(scope.get("query_string", b"")):
            await _refuse(send)
            return
        if not _is_json(scope):
            await self.app(scope, receive, send)
            return
        body, more = await _read_body(receive)
        if _JSON_NUL in body and _holds_nul(body):
            await _refuse(send)
            return
        await self.app(scope, _replay(body, more, receive), send)


def _is_json(scope: Scope) -> bool:
    content_type: bytes = dict(scope["headers"]).get(b"content-type", b"")
    return content_type.split(b";")[0].strip().lower().endswith(b"json")


async def _read_body(receive: Receive) -> tuple[bytes, Message | None]:
    """The whole body, or what came before a disconnect (returned to be replayed)."""
    chunks: list[bytes] = []
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return b"".join(chunks), message
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            return b"".join(chunks), None


def _replay(body: bytes, after: Message | None, receive: Receive) -> Receive:
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return after if after is not None else await receive()

    return replay


def _holds_nul(body: bytes) -> bool:
    """Whether a decoded key or string holds NUL (the escape may be a literal backslash + 'u0000')."""
    try:
        return _any_nul(json.loads(body))
    except ValueError:
        return False  # not JSON: the handler's own parsing answers 422
    except RecursionError:
        return True  # nested beyond any form's shape, and carrying the escape: refused as well


def _any_nul(value: Any) -> bool:
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, dict):
        return any("\x00" in key or _any_nul(item) for key, item in value.items())
    if isinstance(value, list):
        return any(_any_nul(item) for item in value)
    return False


async def _refuse(send: Send) -> None:
    body = json.dumps(error_body(texts.NUL_CHARACTER, "invalid"), ensure_ascii=False).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 422,
            "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())],
        }
    )
    await send({"type": "http.response.body", "body": body})
