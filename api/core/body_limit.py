"""Request bodies are measured while they stream in, before a handler or the form parser keeps any of
them: a declared Content-Length over the limit is refused before a byte is read, and a body that keeps
coming (chunked, or longer than declared) is cut off at the limit. Uploads have their own limits, per
batch and per file; a file part is measured by a second, counting-only multipart parser fed the same
chunks, so a 1 GB file is refused after 20 MB instead of being spooled to disk whole.

A refusal is 413 with the usual {"detail": …} body in Lithuanian."""

from collections.abc import Callable
from dataclasses import dataclass

from fastapi import FastAPI, Request
from python_multipart.multipart import MultipartParser, parse_options_header
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.core import texts
from api.core.errors import error_body

MB = 2**20
CODE = "too_large"


class BodyTooLarge(HTTPException):
    """Raised from receive(): FastAPI passes HTTPExceptions raised while it reads the body through, so
    the app's handler answers it like any other error."""

    def __init__(self, message: str) -> None:
        super().__init__(413, message)


def refusal(message: str) -> JSONResponse:
    return JSONResponse(error_body(message, CODE), status_code=413)


@dataclass(frozen=True)
class BodyLimits:
    # any request but an upload
    default_bytes: int
    upload_paths: frozenset[str]
    upload_bytes: int
    file_bytes: int
    # the file name as the upload shows it (so the message names the same file)
    display_name: Callable[[str | None], str]

    def too_large(self, upload: bool) -> str:
        if upload:
            return texts.UPLOAD_TOO_LARGE.format(limit_mb=self.upload_bytes // MB)
        return texts.REQUEST_TOO_LARGE.format(limit_mb=self.default_bytes // MB)


def install(app: FastAPI, limits: BodyLimits) -> None:
    """Add last, so it is the outermost of our middlewares and nothing reads a body before it."""

    async def answer(_: Request, error: Exception) -> JSONResponse:
        assert isinstance(error, BodyTooLarge)
        return refusal(error.detail)

    app.add_exception_handler(BodyTooLarge, answer)
    app.add_middleware(BodyLimitMiddleware, limits=limits)


class BodyLimitMiddleware:
    def __init__(self, app: ASGIApp, *, limits: BodyLimits) -> None:
        self.app = app
        self.limits = limits

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        upload = scope["path"] in self.limits.upload_paths
        limit = self.limits.upload_bytes if upload else self.limits.default_bytes
        declared = headers.get("content-length", "")
        if declared.isdigit() and int(declared) > limit:
            await refusal(self.limits.too_large(upload))(scope, receive, send)
            return
        meter = _Meter(self.limits, limit, upload, headers.get("content-type", "") if upload else "")
        started = False

        async def measured() -> Message:
            message = await receive()
            if message["type"] == "http.request":
                meter.count(message.get("body", b""))
            return message

        async def tracked(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, measured, tracked)
        except BodyTooLarge as error:
            # read outside a route (which answers it itself): answer here unless an answer began
            if started:
                raise
            await refusal(error.detail)(scope, receive, send)


class _Meter:
    def __init__(self, limits: BodyLimits, limit: int, upload: bool, content_type: str) -> None:
        self.limits, self.limit, self.upload = limits, limit, upload
        self.total = 0
        self.parts: _FileParts | None = None
        kind, options = parse_options_header(content_type)
        if kind == b"multipart/form-data" and options.get(b"boundary"):
            self.parts = _FileParts(options[b"boundary"], limits.file_bytes)

    def count(self, chunk: bytes) -> None:
        self.total += len(chunk)
        if self.total > self.limit:
            raise BodyTooLarge(self.limits.too_large(self.upload))
        if self.parts is not None:
            oversized = self.parts.feed(chunk)
            if oversized is not None:
                limit_mb = self.limits.file_bytes // MB
                name = self.limits.display_name(oversized)
                raise BodyTooLarge(texts.FILE_TOO_LARGE.format(name=name, limit_mb=limit_mb))


class _FileParts:
    """Sizes of the parts of a multipart body as it streams; keeps nothing but counters and the
    current part's Content-Disposition. A body it cannot parse is left to the form parser to refuse."""

    def __init__(self, boundary: bytes, limit: int) -> None:
        self.limit = limit
        self.size = 0
        self.header_name = b""
        self.disposition = b""
        self.broken = False
        self.parser = MultipartParser(
            boundary,
            {
                "on_part_begin": self._begin,
                "on_header_field": self._header_field,
                "on_header_value": self._header_value,
                "on_header_end": self._header_end,
                "on_part_data": self._data,
            },
        )

    def feed(self, chunk: bytes) -> str | None:
        """The name of a file part that grew over the limit, if one did."""
        if self.broken:
            return None
        try:
            self.parser.write(chunk)
        except Exception:
            self.broken = True
            return None
        if self.size <= self.limit:
            return None
        _, options = parse_options_header(self.disposition)
        return options.get(b"filename", b"").decode("utf-8", "replace")

    def _begin(self) -> None:
        self.size, self.header_name, self.disposition = 0, b"", b""

    def _header_field(self, data: bytes, start: int, end: int) -> None:
        self.header_name += data[start:end]

    def _header_value(self, data: bytes, start: int, end: int) -> None:
        if self.header_name.lower() == b"content-disposition" and len(self.disposition) < 4096:
            self.disposition += data[start:end]

    def _header_end(self) -> None:
        self.header_name = b""

    def _data(self, data: bytes, start: int, end: int) -> None:
        self.size += end - start
