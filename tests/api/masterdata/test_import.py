"""Excel import of clients and products: templates, good, mixed and hostile workbooks."""

import io
import zipfile

import pytest
from sqlalchemy import select

from api.core import texts
from api.core.errors import Unprocessable
from api.masterdata import columns, workbook
from api.models import ClientRecord, ProductRecord
from tests.api.masterdata.workbooks import XLSX, XXE_SHEET, filled, streamed, with_member

CLIENTS_URL = "/api/data/import-clients/"
PRODUCTS_URL = "/api/data/import-products/"


async def upload(user, url: str, data: bytes, name: str = "sarasas.xlsx", content_type: str = XLSX):  # type: ignore[no-untyped-def]
    return await user.client.post(url, files={"file": (name, data, content_type)})


async def test_both_templates_download_and_import_as_they_are(sign_up):
    user = await sign_up()
    for sheet, url in ((columns.CLIENTS, CLIENTS_URL), (columns.PRODUCTS, PRODUCTS_URL)):
        response = await user.client.get(f"/api/templates/{sheet.template_name}")
        assert response.status_code == 200
        assert response.headers["content-type"] == XLSX
        assert sheet.template_name in response.headers["content-disposition"]
        result = await upload(user, url, response.content, name=sheet.template_name)
        assert result.json() == {"imported": 0, "processed": 0, "error": None, "errors": []}
    assert (await user.client.get("/api/templates/kitas.xlsx")).status_code == 404


async def test_good_rows_are_kept_and_bad_rows_reported_by_number(sign_up, sessionmaker):
    user = await sign_up()
    data = filled(
        columns.CLIENTS,
        [
            (
                "UAB „Šilas“",
                "304 181 177",
                "lt100009993918",
                "LT12 1000 0111 0100 1000",
                "Vilniaus g. 1",
                "lt",
            ),
            ("Be kodo", None, None, None, None, None),
            (None, "305000007", None, None, None, None),
            ("Blogas PVM", "305000014", "LT123", None, None, None),
            (None, None, None, None, None, None),
            ("UAB Šilas (pakartotas)", "304181177", None, None, "Kauno g. 2", None),
        ],
    )
    body = (await upload(user, CLIENTS_URL, data)).json()
    assert (body["imported"], body["processed"]) == (3, 5)
    assert body["errors"] == [
        {"row": 4, "message": texts.CLIENT_NAME_REQUIRED},
        {"row": 5, "message": texts.VAT_CODE_INVALID},
    ]
    assert body["error"] == "; ".join(
        texts.IMPORT_ROW.format(row=e["row"], message=e["message"]) for e in body["errors"]
    )
    async with sessionmaker() as session:
        rows = {
            r.natural_key: r
            for r in await session.scalars(select(ClientRecord).where(ClientRecord.user_id == user.user_id))
        }
    assert set(rows) == {"id:304181177", "name:be kodo"}
    silas = rows["id:304181177"]
    # the later row of the same company updates it and keeps what it leaves out
    assert (silas.name, silas.address, silas.vat_code) == (
        "UAB Šilas (pakartotas)",
        "Kauno g. 2",
        "LT100009993918",
    )
    assert (silas.iban, silas.country_iso, silas.use_count) == ("LT121000011101001000", "LT", 0)


async def test_products_import_keys_and_types(sign_up, sessionmaker):
    user = await sign_up()
    data = filled(
        columns.PRODUCTS,
        [
            ("Kuras 95", "K95", "4770001000011", "l", "Prekė"),
            ("Konsultacija", "KONS", None, "val.", "paslauga"),
            ("Tik barkodas", None, "4770001000028", None, 1),
            ("Blogas tipas", "X1", None, None, "Kita"),
            ("Blogas barkodas", "X2", "ABC", None, None),
        ],
    )
    body = (await upload(user, PRODUCTS_URL, data)).json()
    assert (body["imported"], body["processed"]) == (3, 5)
    assert [e["row"] for e in body["errors"]] == [5, 6]
    async with sessionmaker() as session:
        rows = {
            r.natural_key: (r.name, r.unit, r.type)
            for r in await session.scalars(select(ProductRecord).where(ProductRecord.user_id == user.user_id))
        }
    assert rows == {
        "code:k95": ("Kuras 95", "l", 1),
        "code:kons": ("Konsultacija", "val.", 2),
        "barcode:4770001000028": ("Tik barkodas", None, 1),
    }


async def test_formulas_are_read_as_values_never_as_formula_text(sign_up, sessionmaker):
    user = await sign_up()
    # openpyxl saves no computed value, so the formula cell reads as empty: a row error, not "=..." stored
    data = filled(columns.PRODUCTS, [('=HYPERLINK("http://x","Spausk")', "F1"), ("Tikra prekė", "=1+1")])
    body = (await upload(user, PRODUCTS_URL, data)).json()
    assert (body["imported"], body["errors"]) == (1, [{"row": 2, "message": texts.PRODUCT_NAME_REQUIRED}])
    async with sessionmaker() as session:
        stored = list(
            await session.scalars(select(ProductRecord).where(ProductRecord.user_id == user.user_id))
        )
    assert [(p.name, p.code) for p in stored] == [("Tikra prekė", None)]


@pytest.mark.parametrize(
    ("name", "content_type", "data"),
    [
        ("sarasas.pdf", "application/pdf", b"%PDF-1.7 ..."),
        ("sarasas.xlsx", XLSX, b"%PDF-1.7 ..."),
        ("sarasas.xlsx", "image/png", filled(columns.CLIENTS, [])),
        ("sarasas.xls", "application/vnd.ms-excel", filled(columns.CLIENTS, [])),
        ("sarasas.csv", "text/csv", b"Pavadinimas;Imones kodas\n"),
    ],
)
async def test_only_xlsx_is_accepted(sign_up, name, content_type, data):
    user = await sign_up()
    response = await upload(user, CLIENTS_URL, data, name=name, content_type=content_type)
    assert response.status_code == 422
    assert response.json()["detail"] == texts.IMPORT_NOT_XLSX


async def test_a_broken_zip_is_refused_clearly(sign_up):
    user = await sign_up()
    response = await upload(user, CLIENTS_URL, b"PK\x03\x04" + b"\x00" * 100)
    assert (response.status_code, response.json()["detail"]) == (422, texts.IMPORT_BROKEN)


async def test_missing_required_columns_are_named(sign_up):
    user = await sign_up()
    response = await upload(user, PRODUCTS_URL, streamed(["Pavadinimas", "Barkodas"], [("Kuras", "1")]))
    assert response.status_code == 422
    assert response.json()["detail"] == texts.IMPORT_MISSING_COLUMNS.format(columns="Kodas")
    response = await upload(user, CLIENTS_URL, streamed(["Vardas"], []))
    assert response.json()["detail"] == texts.IMPORT_MISSING_COLUMNS.format(
        columns="Pavadinimas, Įmonės kodas"
    )


async def test_too_many_rows_are_refused_and_nothing_is_kept(sign_up, sessionmaker):
    user = await sign_up()
    data = streamed(["Pavadinimas", "Kodas"], ((f"Prekė {n}", f"P{n}") for n in range(100_000)))
    response = await upload(user, PRODUCTS_URL, data)
    assert response.status_code == 422
    assert response.json()["detail"] == texts.IMPORT_TOO_MANY_ROWS.format(limit="20 000")
    async with sessionmaker() as session:
        kept = await session.scalar(select(ProductRecord.id).where(ProductRecord.user_id == user.user_id))
    assert kept is None


async def test_xxe_is_refused_before_and_by_the_parser(sign_up):
    user = await sign_up()
    hostile = with_member(filled(columns.PRODUCTS, []), "xl/worksheets/sheet1.xml", XXE_SHEET)
    response = await upload(user, PRODUCTS_URL, hostile)
    assert (response.status_code, response.json()["detail"]) == (422, texts.IMPORT_UNSAFE)
    # openpyxl parses with defusedxml too, had the check above missed the declaration
    with pytest.raises(Unprocessable) as refused:
        workbook.read(columns.PRODUCTS, hostile)
    assert refused.value.message == texts.IMPORT_BROKEN


async def test_zip_bombs_are_refused_before_unpacking(sign_up):
    user = await sign_up()
    bomb = with_member(filled(columns.CLIENTS, []), "xl/worksheets/sheet1.xml", b"<" + b"\x00" * 50 * 2**20)
    response = await upload(user, CLIENTS_URL, bomb)
    assert (response.status_code, response.json()["detail"]) == (422, texts.IMPORT_UNSAFE)
    many = io.BytesIO()
    with zipfile.ZipFile(many, "w") as archive:
        for n in range(workbook.MAX_MEMBERS + 1):
            archive.writestr(f"x{n}.xml", b"")
    response = await upload(user, CLIENTS_URL, many.getvalue())
    assert (response.status_code, response.json()["detail"]) == (422, texts.IMPORT_UNSAFE)


async def test_import_needs_a_signed_in_user(client):
    response = await client.post(CLIENTS_URL, files={"file": ("a.xlsx", filled(columns.CLIENTS, []), XLSX)})
    assert response.status_code == 401
