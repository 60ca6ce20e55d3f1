"""Inputs that used to answer 500 (issue 14) are refused with a 4xx and a Lithuanian detail."""

import pytest

from api.core import texts
from api.core.inputs import MAX_ID
from api.core.pagination import MAX_PAGE
from api.exports.schemas import MAX_EXPORT_IDS

TOO_BIG_ID = MAX_ID + 1


async def test_nul_in_a_json_text_field_or_key_is_refused(sign_up):
    client = (await sign_up()).client
    for body in (
        {"company_name": "UAB\u0000X", "company_code": "304181177", "company_country_iso": "LT"},
        {"extra_settings": {"rivile\u0000fraction": 10}},
        {"purchase_defaults": [{"pavadinimas": "\u0000"}]},
    ):
        response = await client.patch("/api/profile/", json=body)
        assert response.status_code == 422, body
        assert response.json()["detail"] == texts.NUL_CHARACTER
    # A literal backslash before 'u0000' is ordinary text, not NUL.
    response = await client.patch("/api/profile/", json={"company_address": "C:\\u0000"})
    assert response.status_code == 422
    assert response.json()["detail"] == texts.COMPANY_REQUIRED


@pytest.mark.parametrize(
    "url",
    [
        "/api/autocomplete/clients/?q=UAB%00",
        "/api/autocomplete/products/?q=x&field=%00",
        "/api/documents/?status=%00",
        "/api/documents/1%00/",
    ],
)
async def test_nul_in_the_query_or_path_is_refused(sign_up, url):
    client = (await sign_up()).client
    response = await client.get(url)
    assert response.status_code == 422
    assert response.json()["detail"] == texts.NUL_CHARACTER


@pytest.mark.parametrize(
    ("method", "url"),
    [
        ("GET", f"/api/documents/{TOO_BIG_ID}/"),
        ("PATCH", f"/api/scanned-documents/1/lineitem/{TOO_BIG_ID}/inline/"),
        ("GET", f"/api/documents/?page={10**18}"),
        ("GET", f"/api/documents/?page={MAX_PAGE + 1}"),
        ("GET", f"/api/credits/ledger/?page={10**18}"),
        ("GET", "/api/documents/?date_to=9999-12-31"),
        ("GET", "/api/documents/?date_from=0001-01-01"),
        ("GET", f"/api/autocomplete/clients/?q={'a' * 5000}"),
    ],
)
async def test_out_of_range_numbers_dates_and_texts_are_refused(sign_up, method, url):
    client = (await sign_up()).client
    response = await client.request(method, url, json={"field": "quantity", "value": 1})
    assert response.status_code == 422, response.text
    assert response.json()["detail"].startswith(("Neteisinga reikšmė", "Per ilga reikšmė"))


async def test_largest_page_and_id_still_answer_normally(sign_up):
    client = (await sign_up()).client
    response = await client.get(f"/api/documents/?page={MAX_PAGE}&date_to=2999-12-31")
    assert response.status_code == 200, response.text
    assert response.json()["results"] == []
    assert (await client.get(f"/api/documents/{MAX_ID}/")).status_code == 404


async def test_export_and_delete_lists_are_bounded(sign_up):
    client = (await sign_up(company=True)).client
    response = await client.post("/api/documents/export_xml/", json={"ids": list(range(1, 70_001))})
    assert response.status_code == 422
    assert response.json()["detail"] == texts.EXPORT_TOO_MANY.format(limit=MAX_EXPORT_IDS)
    response = await client.post("/api/documents/export_xml/", json={"ids": [TOO_BIG_ID]})
    assert response.status_code == 422
    response = await client.request("DELETE", "/api/documents/bulk-delete/", json={"ids": [TOO_BIG_ID]})
    assert response.status_code == 422
