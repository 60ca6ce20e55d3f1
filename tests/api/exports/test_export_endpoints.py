"""POST /api/documents/export_xml/ and GET /api/download/apskaita5-adapter/ on the real app and
database: owner scope, the exportability rule, the file or zip, and the exported status."""

import io
import json
import zipfile
from typing import Any
from urllib.parse import unquote

from sqlalchemy import select

from api.models.document import Document
from tests.api.exports.cases import OWN, SUPPLIER, document, line

EXPORT = "/api/documents/export_xml/"


async def add_document(sessionmaker, user_id: int, direction: str = "pirkimas", **fields: Any) -> int:
    own = dict(OWN, name="UAB Bandymas", vat_code="", iban="", address="")
    parties = (
        {"buyer": own, "seller": SUPPLIER} if direction == "pirkimas" else {"buyer": SUPPLIER, "seller": own}
    )
    async with sessionmaker() as session:
        row = document(
            None,
            direction,
            [line(1, "Popierius", "2", "3.10", code="POP")],
            **parties,
            user_id=user_id,
            **fields,
        )
        session.add(row)
        await session.commit()
        return row.id


async def stored(sessionmaker, document_id: int) -> Document:
    async with sessionmaker() as session:
        return (await session.scalars(select(Document).where(Document.id == document_id))).one()


async def test_export_returns_the_programs_file_and_marks_documents_exported(sign_up, sessionmaker) -> None:
    user = await sign_up(company=True, program="rivile")
    document_id = await add_document(sessionmaker, user.user_id)
    response = await user.client.post(EXPORT, json={"ids": [document_id], "mode": "single"})
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/zip"
    assert 'filename="dokumentai.zip"' in response.headers["content-disposition"]
    names = zipfile.ZipFile(io.BytesIO(response.content)).namelist()
    assert names == ["pirkimai.eip", "klientai.eip", "prekes.eip"]
    exported = await stored(sessionmaker, document_id)
    assert (exported.status, exported.exported) == ("exported", True) and exported.exported_at is not None


async def test_one_file_is_sent_as_it_is_with_its_name(sign_up, sessionmaker) -> None:
    user = await sign_up(company=True, program="centas")
    document_id = await add_document(sessionmaker, user.user_id)
    response = await user.client.post(EXPORT, json={"ids": [document_id]})
    assert response.status_code == 200
    assert 'filename="centas.xml"' in response.headers["content-disposition"]
    assert response.content.startswith(b"<?xml") and b"<kontrah>" in response.content


async def test_format_overrides_the_program_and_already_exported_documents_export_again(
    sign_up, sessionmaker
) -> None:
    user = await sign_up(company=True, program="rivile")
    document_id = await add_document(sessionmaker, user.user_id, status="exported", exported=True)
    response = await user.client.post(EXPORT, json={"ids": [document_id], "format": "isaf"})
    assert response.status_code == 200, response.text
    assert 'filename="isaf_304181177.xml"' in response.headers["content-disposition"]


async def test_another_users_document_is_not_found_and_stays_untouched(sign_up, sessionmaker) -> None:
    owner = await sign_up(company=True)
    stranger = await sign_up(company=True)
    document_id = await add_document(sessionmaker, owner.user_id)
    response = await stranger.client.post(EXPORT, json={"ids": [document_id]})
    assert response.status_code == 404
    assert response.json()["code"] == "not_found"
    assert (await stored(sessionmaker, document_id)).status == "completed"


async def test_documents_that_cannot_be_exported_are_named_in_lithuanian(sign_up, sessionmaker) -> None:
    user = await sign_up(company=True)
    processing = await add_document(sessionmaker, user.user_id, status="processing", document_number="P-1")
    unknown = await add_document(
        sessionmaker, user.user_id, pirkimas_pardavimas="nezinoma", document_number="N-2"
    )
    response = await user.client.post(EXPORT, json={"ids": [processing, unknown]})
    assert response.status_code == 422
    detail = response.json()["detail"]
    assert detail.startswith("Šių dokumentų eksportuoti negalima:")
    assert "ABP-1" in detail and "dokumentas dar neapdorotas arba atmestas" in detail
    assert "ABN-2" in detail and "nenurodyta, ar tai pirkimas, ar pardavimas" in detail
    assert response.json()["error"] == detail
    assert (await stored(sessionmaker, unknown)).exported is False


async def test_multi_mode_takes_the_direction_from_the_overrides(sign_up, sessionmaker) -> None:
    user = await sign_up(company=True, program="finvalda")
    document_id = await add_document(sessionmaker, user.user_id, pirkimas_pardavimas="nezinoma")
    body = {"ids": [document_id], "mode": "multi", "overrides": {str(document_id): "pardavimas"}}
    response = await user.client.post(EXPORT, json=body)
    assert response.status_code == 200, response.text
    assert 'filename="finvalda_pardavimai.xml"' in response.headers["content-disposition"]
    without = await user.client.post(EXPORT, json={"ids": [document_id], "mode": "multi"})
    assert without.status_code == 422 and "pasirinkite kontrahentą" in without.json()["detail"]


async def test_warnings_travel_in_a_header(sign_up, sessionmaker) -> None:
    user = await sign_up(company=True, program="rivile")
    document_id = await add_document(sessionmaker, user.user_id, seller_name="Ąžuolas " + "x" * 80)
    response = await user.client.post(EXPORT, json={"ids": [document_id]})
    warnings = json.loads(unquote(response.headers["x-export-warnings"]))
    assert any("sutrumpinta iki 70 simbolių (N08_PAV)" in warning for warning in warnings)


async def test_no_program_and_no_documents_are_refused(sign_up, sessionmaker) -> None:
    user = await sign_up(company=True, program=None)
    document_id = await add_document(sessionmaker, user.user_id)
    response = await user.client.post(EXPORT, json={"ids": [document_id]})
    assert response.status_code == 400
    assert response.json()["detail"] == "Nustatymuose pasirinkite numatytąją apskaitos programą."
    empty = await user.client.post(EXPORT, json={"ids": []})
    assert (
        empty.status_code == 422 and empty.json()["detail"] == "Pasirinkite bent vieną dokumentą eksportui!"
    )


async def test_export_needs_a_signed_in_user(client) -> None:
    response = await client.post(EXPORT, json={"ids": [1]})
    assert response.status_code == 401


async def test_apskaita5_adapter_download(client) -> None:
    response = await client.get("/api/download/apskaita5-adapter/")
    assert response.status_code == 200
    assert 'filename="dokskenas-apskaita5-adapteris.zip"' in response.headers["content-disposition"]
    assert "README.md" in zipfile.ZipFile(io.BytesIO(response.content)).namelist()
