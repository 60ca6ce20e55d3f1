"""The user's clients and products: Excel import and its templates (spec §7), and the list under
/nustatymai to browse, edit and delete them."""

import asyncio
from typing import Annotated, Any, TypeVar

from fastapi import APIRouter, Path, Query, Response, UploadFile
from pydantic import BaseModel
from sqlalchemy import ColumnElement

from api.core import texts
from api.core.deps import CurrentUser, SessionDep
from api.core.errors import ERROR_RESPONSE, NotFound
from api.masterdata import columns, fields, keys, repository, service, workbook
from api.masterdata.columns import Sheet
from api.masterdata.repository import Record
from api.masterdata.schemas import (
    ClientIn,
    ClientOut,
    ImportResult,
    Page,
    ProductIn,
    ProductOut,
    RowError,
)
from api.models import ClientRecord, ProductRecord

router = APIRouter(prefix="/api", tags=["masterdata"])

XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
ERRORS: dict[int | str, dict[str, Any]] = {
    401: ERROR_RESPONSE,
    404: ERROR_RESPONSE,
    409: ERROR_RESPONSE,
    422: ERROR_RESPONSE,
}
RecordId = Annotated[int, Path(ge=1, le=2**63 - 1)]
SearchText = Annotated[str, Query(max_length=200)]
PageNumber = Annotated[int, Query(ge=1, le=100_000)]
PageSize = Annotated[int, Query(ge=1, le=200)]
Out = TypeVar("Out", bound=BaseModel)


async def _import(sheet: Sheet, file: UploadFile, user_id: int, session: SessionDep) -> ImportResult:
    data = await file.read()
    workbook.check_upload(file.filename, file.content_type, data)
    result = await asyncio.to_thread(workbook.read, sheet, data)
    await repository.upsert(session, sheet.model, user_id, [(record, 0) for record in result.records])
    return ImportResult(
        imported=len(result.records),
        processed=result.processed,
        error=result.error(),
        errors=[RowError(row=p.row, message=p.message) for p in result.problems],
    )


@router.post("/data/import-clients/", response_model=ImportResult, responses=ERRORS)
async def import_clients(file: UploadFile, user: CurrentUser, session: SessionDep) -> ImportResult:
    """Columns as in the template imones_sablonas.xlsx; a known company (same code, else VAT code,
    else name) is updated with the values the row gives."""
    return await _import(columns.CLIENTS, file, user.id, session)


@router.post("/data/import-products/", response_model=ImportResult, responses=ERRORS)
async def import_products(file: UploadFile, user: CurrentUser, session: SessionDep) -> ImportResult:
    """Columns as in the template prekes_sablonas.xlsx; a known product (same code, else barcode,
    else name) is updated with the values the row gives."""
    return await _import(columns.PRODUCTS, file, user.id, session)


@router.get(
    "/templates/{file}",
    response_class=Response,
    responses={200: {"content": {XLSX_TYPE: {}}}, 404: ERROR_RESPONSE},
)
async def template(file: Annotated[str, Path(max_length=100)]) -> Response:
    sheet = columns.TEMPLATES.get(file)
    if sheet is None:
        raise NotFound(texts.TEMPLATE_NOT_FOUND)
    return Response(
        workbook.template(sheet),
        media_type=XLSX_TYPE,
        headers={"Content-Disposition": f'attachment; filename="{sheet.template_name}"'},
    )


async def _page(
    session: SessionDep,
    model: type[Record],
    out: type[Out],
    user_id: int,
    match: ColumnElement[bool] | None,
    page: int,
    page_size: int,
) -> Page[Out]:
    """One page of the user's records, as the list under /nustatymai shows them."""
    total, records = await repository.page(session, model, user_id, match, (page - 1) * page_size, page_size)
    return Page(items=[out.model_validate(r) for r in records], total=total, page=page, page_size=page_size)


@router.get("/clients/", response_model=Page[ClientOut], responses=ERRORS)
async def list_clients(
    user: CurrentUser, session: SessionDep, q: SearchText = "", page: PageNumber = 1, page_size: PageSize = 50
) -> Page[ClientOut]:
    text = q.strip()
    match = repository.client_match(keys.company_name_key(text), keys.code_digits(text)) if text else None
    return await _page(session, ClientRecord, ClientOut, user.id, match, page, page_size)


@router.put("/clients/{client_id}/", response_model=ClientOut, responses=ERRORS)
async def update_client(
    client_id: RecordId, body: ClientIn, user: CurrentUser, session: SessionDep
) -> ClientOut:
    data = fields.client(**body.model_dump())
    return ClientOut.model_validate(await service.update(session, ClientRecord, user.id, client_id, data))


@router.delete("/clients/{client_id}/", status_code=204, responses=ERRORS)
async def delete_client(client_id: RecordId, user: CurrentUser, session: SessionDep) -> None:
    await service.delete(session, ClientRecord, user.id, client_id)


@router.get("/products/", response_model=Page[ProductOut], responses=ERRORS)
async def list_products(
    user: CurrentUser, session: SessionDep, q: SearchText = "", page: PageNumber = 1, page_size: PageSize = 50
) -> Page[ProductOut]:
    text = q.strip()
    match = repository.product_match(keys.fold(text)) if text else None
    return await _page(session, ProductRecord, ProductOut, user.id, match, page, page_size)


@router.put("/products/{product_id}/", response_model=ProductOut, responses=ERRORS)
async def update_product(
    product_id: RecordId, body: ProductIn, user: CurrentUser, session: SessionDep
) -> ProductOut:
    data = fields.product(**body.model_dump())
    return ProductOut.model_validate(await service.update(session, ProductRecord, user.id, product_id, data))


@router.delete("/products/{product_id}/", status_code=204, responses=ERRORS)
async def delete_product(product_id: RecordId, user: CurrentUser, session: SessionDep) -> None:
    await service.delete(session, ProductRecord, user.id, product_id)
