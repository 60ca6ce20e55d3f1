import json
from typing import Annotated
from urllib.parse import quote

from fastapi import APIRouter, Depends, Response

from api.core.deps import ClientIp, CurrentUser, SessionDep, SettingsDep
from api.core.errors import ERROR_RESPONSE
from api.exports import service
from api.exports.files import ExportFile
from api.exports.fx_rates import LbFxRates
from api.exports.schemas import ExportRequest

router = APIRouter(prefix="/api", tags=["exports"])
WARNINGS_HEADER = "X-Export-Warnings"


def get_rate_source(settings: SettingsDep) -> service.RateSource | None:
    return LbFxRates(settings.fx_rates_url) if settings.fx_rates_url else None


def _download(file: ExportFile, headers: dict[str, str] | None = None) -> Response:
    disposition = f"attachment; filename=\"{file.name}\"; filename*=UTF-8''{quote(file.name)}"
    return Response(
        file.content,
        media_type=file.media_type,
        headers={"Content-Disposition": disposition, **(headers or {})},
    )


@router.post(
    "/documents/export_xml/",
    response_class=Response,
    responses={
        200: {"content": {"application/octet-stream": {}}, "description": "the export file or a zip"},
        400: ERROR_RESPONSE,
        401: ERROR_RESPONSE,
        404: ERROR_RESPONSE,
        422: ERROR_RESPONSE,
    },
)
async def export_xml(
    body: ExportRequest,
    user: CurrentUser,
    session: SessionDep,
    rates: Annotated[service.RateSource | None, Depends(get_rate_source)],
    ip: ClientIp,
) -> Response:
    """The user's accounting program's import file (or the `format` asked for); one document's
    file as it is, several files as dokumentai.zip. What had to be shortened or guessed on the way
    is listed, URL-encoded JSON, in the X-Export-Warnings header."""
    outcome = await service.export_documents(session, user, body, rates, ip)
    headers = {}
    if outcome.warnings:
        headers[WARNINGS_HEADER] = quote(json.dumps(outcome.warnings, ensure_ascii=False))
    return _download(outcome.file, headers)


@router.get(
    "/download/apskaita5-adapter/",
    response_class=Response,
    responses={200: {"content": {"application/zip": {}}, "description": "adapter sources"}},
)
async def apskaita5_adapter() -> Response:
    """Sources of the Apskaita5 invoice adapter for our XML, with build and install notes."""
    return _download(service.adapter_package())
