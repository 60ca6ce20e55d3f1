"""Typed domain errors. One handler renders them as {"error", "detail", "code"} because some
screens read `error` and others `detail`; a business outcome is never a 500."""

from fastapi import FastAPI, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse

from api.core import texts


class AppError(Exception):
    status_code = 400
    code = "bad_request"

    def __init__(self, message: str, *, code: str | None = None, status_code: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        if status_code is not None:
            self.status_code = status_code


class BadRequest(AppError):
    pass


class NotAuthenticated(AppError):
    status_code = 401
    code = "not_authenticated"


class Forbidden(AppError):
    status_code = 403
    code = "forbidden"


class NotFound(AppError):
    status_code = 404
    code = "not_found"


class Conflict(AppError):
    status_code = 409
    code = "conflict"


class Unprocessable(AppError):
    status_code = 422
    code = "invalid"


class TooManyRequests(AppError):
    status_code = 429
    code = "throttled"


class InsufficientCredits(AppError):
    status_code = 402
    code = "insufficient_credits"

    def __init__(self, message: str = texts.NOT_ENOUGH_CREDITS) -> None:
        super().__init__(message)


def error_body(message: str, code: str) -> dict[str, str]:
    return {"error": message, "detail": message, "code": code}


ERROR_RESPONSE = {"content": {"application/json": {"example": error_body("…", "code")}}}


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(AppError)
    async def _app_error(_: Request, exc: AppError) -> JSONResponse:
        return JSONResponse(error_body(exc.message, exc.code), status_code=exc.status_code)

    @app.exception_handler(RequestValidationError)
    async def _validation_error(_: Request, exc: RequestValidationError) -> JSONResponse:
        message = describe_validation_error(exc)
        # The refused input is not echoed back: it may be megabytes long.
        errors = [{key: value for key, value in error.items() if key != "input"} for error in exc.errors()]
        body = {**error_body(message, "invalid"), "errors": errors}
        return JSONResponse(jsonable_encoder(body, custom_encoder={Exception: str}), status_code=422)


# FastAPI's own (English) refusal of a multipart part sent without a filename: Starlette reads such a
# part as text, so a file field receives a string.
FASTAPI_NOT_A_FILE = "Expected UploadFile"


def describe_validation_error(exc: RequestValidationError) -> str:
    """The first problem in words a person can act on: the custom message when a validator raised
    one, the limit when a text or a list is too long, otherwise the field name with a generic
    Lithuanian message."""
    for error in exc.errors():
        ctx = error.get("ctx", {})
        if str(ctx.get("error", "")).startswith(FASTAPI_NOT_A_FILE):
            return texts.UPLOAD_UNNAMED_FILE
        if ctx.get("error"):
            return str(ctx["error"])
        field = ".".join(str(part) for part in error.get("loc", ()) if part not in ("body", "query", "path"))
        if error["type"] == "string_too_long":
            return texts.TEXT_TOO_LONG.format(field=_field_name(error["loc"]), limit=ctx["max_length"])
        if error["type"] == "too_long":
            return texts.LIST_TOO_LONG.format(field=_field_name(error["loc"]), limit=ctx["max_length"])
        return f"{texts.INVALID_VALUE}: {field}" if field else texts.INVALID_VALUE
    return texts.INVALID_VALUE


def _field_name(loc: tuple[int | str, ...]) -> str:
    """The innermost named field: list positions and pydantic's union branch tags
    ('list[DefaultProfileIn]') say nothing to a person."""
    names = [part for part in loc if isinstance(part, str) and "[" not in part]
    return names[-1] if names else ""
