from api.core import texts
from api.profile.extra_settings import OPERATION_DATE_FLAG
from api.profile.schemas import MAX_DEFAULT_PROFILES, NAME_LENGTH


async def test_profile_starts_with_lithuania_and_not_ready_for_upload(sign_up):
    user = await sign_up()
    profile = (await user.client.get("/api/profile/")).json()
    assert profile["company_country_iso"] == "LT"
    assert profile["view_mode"] == "single"
    assert profile["upload_ready"] is False
    assert profile["purchase_defaults"] == [] and profile["extra_settings"] == {}


async def test_company_fields_are_validated_and_normalised(sign_up):
    client = (await sign_up()).client
    patch = {
        "company_name": "  UAB   Šiaurės žiedas ",
        "company_code": "304 181 177",
        "vat_code": "lt 100009993918",
        "company_iban": "lt12 1000 0111 0100 1000",
        "company_address": "Gedimino pr. 1, Vilnius",
        "company_country_iso": "lt",
    }
    response = await client.patch("/api/profile/", json=patch)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["company_name"] == "UAB Šiaurės žiedas"
    assert body["company_code"] == "304181177"
    assert body["vat_code"] == "LT100009993918"
    assert body["company_iban"] == "LT121000011101001000"
    assert body["company_country_iso"] == "LT"


async def test_required_company_fields(sign_up):
    client = (await sign_up()).client
    response = await client.patch("/api/profile/", json={"company_name": "UAB X", "company_code": ""})
    assert response.status_code == 422
    assert response.json()["detail"] == texts.COMPANY_REQUIRED


async def test_invalid_country_vat_and_iban(sign_up):
    client = (await sign_up()).client
    base = {"company_name": "UAB X", "company_code": "304181177"}
    cases = [
        ({**base, "company_country_iso": "XX"}, texts.COUNTRY_INVALID.format(value="XX")),
        ({**base, "company_country_iso": "LT", "vat_code": "LT119511516"}, texts.VAT_CODE_INVALID),
        ({**base, "company_country_iso": "LT", "company_iban": "LT121000011101001001"}, texts.IBAN_INVALID),
        ({**base, "company_country_iso": "LT", "company_code": "12AB"}, texts.COMPANY_CODE_INVALID),
    ]
    for patch, message in cases:
        response = await client.patch("/api/profile/", json=patch)
        assert response.status_code == 422, patch
        assert response.json()["detail"] == message
    assert (await client.get("/api/profile/")).json()["company_name"] is None


async def test_program_makes_upload_ready(sign_up):
    user = await sign_up(company=True, program="finvalda")
    profile = (await user.client.get("/api/profile/")).json()
    assert profile["default_accounting_program"] == "finvalda"
    assert profile["upload_ready"] is True
    response = await user.client.patch("/api/profile/", json={"default_accounting_program": "excel"})
    assert response.status_code == 422


async def test_defaults_add_merge_and_delete_by_index(sign_up):
    client = (await sign_up(company=True, program="rivile")).client
    entry = {
        "imones_kodas": "123033512",
        "imones_pavadinimas": "Maxima LT",
        "pavadinimas": " Prekės ",
        "kodas": "PR1",
        "tipas": "Kodas",
        "kodas_kaip": "Paslaugai",
    }
    body = (await client.patch("/api/profile/", json={"purchase_defaults": [entry]})).json()
    assert body["purchase_defaults"][0]["pavadinimas"] == "Prekės"
    assert body["purchase_defaults"][0]["tipas"] == 4
    body = (
        await client.patch("/api/profile/", json={"purchase_defaults": [{**entry, "kodas": "PR2"}]})
    ).json()
    assert [d["kodas"] for d in body["purchase_defaults"]] == ["PR2"]
    other = {**entry, "imones_kodas": "121215434", "tipas": "Paslauga"}
    body = (await client.patch("/api/profile/", json={"purchase_defaults": [other]})).json()
    assert len(body["purchase_defaults"]) == 2
    body = (await client.patch("/api/profile/", json={"purchase_defaults": {"__delete_index__": 0}})).json()
    assert [d["imones_kodas"] for d in body["purchase_defaults"]] == ["121215434"]
    response = await client.patch("/api/profile/", json={"purchase_defaults": {"__delete_index__": 5}})
    assert response.status_code == 422
    assert response.json()["detail"] == texts.DEFAULTS_INDEX_INVALID


async def test_defaults_require_their_fields(sign_up):
    client = (await sign_up(company=True)).client
    response = await client.patch(
        "/api/profile/", json={"sales_defaults": [{"imones_kodas": "1", "tipas": 1}]}
    )
    assert response.status_code == 422
    assert response.json()["detail"] == texts.DEFAULTS_REQUIRED
    incomplete_kodas = {"imones_kodas": "1", "pavadinimas": "A", "kodas": "B", "tipas": "Kodas"}
    response = await client.patch("/api/profile/", json={"sales_defaults": [incomplete_kodas]})
    assert response.json()["detail"] == texts.DEFAULTS_KODAS_KAIP_REQUIRED


async def test_kodas_type_falls_back_to_preke_outside_rivile(sign_up):
    client = (await sign_up(company=True, program="centas")).client
    entry = {"imones_kodas": "1", "pavadinimas": "A", "kodas": "B", "tipas": "Kodas", "kodas_kaip": "Prekei"}
    body = (await client.patch("/api/profile/", json={"sales_defaults": [entry]})).json()
    assert body["sales_defaults"][0]["tipas"] == 1


async def test_extra_settings(sign_up):
    client = (await sign_up()).client
    body = (
        await client.patch(
            "/api/profile/", json={"extra_settings": {OPERATION_DATE_FLAG: 1, "rivile_fraction": 100}}
        )
    ).json()
    assert body["extra_settings"] == {OPERATION_DATE_FLAG: 1, "rivile_fraction": 100}
    response = await client.patch("/api/profile/", json={"extra_settings": {"rivile_fraction": 7}})
    assert response.json()["detail"] == texts.RIVILE_FRACTION_INVALID
    response = await client.patch("/api/profile/", json={"extra_settings": {"unknown": 1}})
    assert response.status_code == 422


async def test_view_mode(sign_up):
    client = (await sign_up()).client
    assert (await client.patch("/api/view-mode/", json={"view_mode": "multi"})).json() == {
        "view_mode": "multi"
    }
    assert (await client.get("/api/profile/")).json()["view_mode"] == "multi"
    assert (await client.patch("/api/view-mode/", json={"view_mode": "triple"})).status_code == 422


async def test_profile_is_only_ever_ones_own(sign_up, make_client):
    alice, bob = await sign_up(), await sign_up()
    await alice.client.patch(
        "/api/profile/",
        json={"company_name": "Alice UAB", "company_code": "304181177", "company_country_iso": "LT"},
    )
    # There is no user id to aim at: a patch always lands on the caller's own profile.
    await bob.client.patch(
        "/api/profile/",
        json={"company_name": "Bob UAB", "company_code": "123033512", "company_country_iso": "LT"},
    )
    assert (await alice.client.get("/api/profile/")).json()["company_name"] == "Alice UAB"
    anonymous = make_client()
    assert (await anonymous.patch("/api/profile/", json={"company_name": "X"})).status_code == 401


async def test_countries_are_lithuanian_with_lt_first(client):
    countries = (await client.get("/api/countries/")).json()
    assert countries[0] == {"code": "LT", "name": "Lietuva"}
    assert {"code": "DE", "name": "Vokietija"} in countries
    assert len(countries) > 240


def _default_entry(number: int) -> dict[str, str]:
    return {
        "imones_kodas": f"{300000000 + number}",
        "pavadinimas": "Prekės",
        "kodas": "PR1",
        "tipas": "Prekė",
    }


async def test_defaults_are_bounded_in_count(sign_up):
    client = (await sign_up(company=True)).client
    too_many = [_default_entry(number) for number in range(MAX_DEFAULT_PROFILES + 1)]
    response = await client.patch("/api/profile/", json={"purchase_defaults": too_many})
    assert response.status_code == 422
    assert response.json()["detail"] == texts.LIST_TOO_LONG.format(
        field="purchase_defaults", limit=MAX_DEFAULT_PROFILES
    )
    response = await client.patch("/api/profile/", json={"purchase_defaults": too_many[:-1]})
    assert response.status_code == 200, response.text
    assert len(response.json()["purchase_defaults"]) == MAX_DEFAULT_PROFILES
    # Replacing a company's entry keeps the count; a new company would pass the limit.
    replaced = {**too_many[0], "kodas": "PR2"}
    response = await client.patch("/api/profile/", json={"purchase_defaults": [replaced]})
    assert response.status_code == 200, response.text
    assert response.json()["purchase_defaults"][-1]["kodas"] == "PR2"
    response = await client.patch("/api/profile/", json={"purchase_defaults": [too_many[-1]]})
    assert response.status_code == 422
    assert response.json()["detail"] == texts.DEFAULTS_TOO_MANY.format(limit=MAX_DEFAULT_PROFILES)
    assert len((await client.get("/api/profile/")).json()["purchase_defaults"]) == MAX_DEFAULT_PROFILES


async def test_default_fields_are_bounded_in_size(sign_up):
    client = (await sign_up(company=True)).client
    huge = {**_default_entry(1), "pavadinimas": "A" * 2_000_000}
    response = await client.patch("/api/profile/", json={"sales_defaults": [huge]})
    assert response.status_code == 422
    assert response.json()["detail"] == texts.TEXT_TOO_LONG.format(field="pavadinimas", limit=NAME_LENGTH)
    assert "A" * 1000 not in response.text  # the refused value is not echoed back
    assert (await client.get("/api/profile/")).json()["sales_defaults"] == []


async def test_defaults_merge_by_company_code_else_vat_code_else_name(sign_up):
    client = (await sign_up(company=True, program="rivile")).client
    entry = {"imones_kodas": "305000007", "imones_pavadinimas": "UAB Šilas", "pavadinimas": "Kuras"}
    entry |= {"kodas": "K95", "tipas": "Kodas", "kodas_kaip": "Paslaugai"}
    await client.patch("/api/profile/", json={"sales_defaults": [entry]})
    renamed = {**entry, "imones_pavadinimas": "Šilas, UAB", "kodas": "K98", "tipas": 2}
    body = (await client.patch("/api/profile/", json={"sales_defaults": [renamed]})).json()
    assert [(d["imones_pavadinimas"], d["kodas"], d["tipas"]) for d in body["sales_defaults"]] == [
        ("Šilas, UAB", "K98", 2)
    ]
    by_vat = {**entry, "imones_kodas": "305000014", "imones_pvm_kodas": "lt100009993918"}
    await client.patch("/api/profile/", json={"sales_defaults": [by_vat]})
    same_vat = {**by_vat, "imones_kodas": "305000014", "kodas": "K100"}
    body = (await client.patch("/api/profile/", json={"sales_defaults": [same_vat]})).json()
    assert [d["kodas"] for d in body["sales_defaults"]] == ["K98", "K100"]
    assert body["sales_defaults"][1]["tipas"] == 4
