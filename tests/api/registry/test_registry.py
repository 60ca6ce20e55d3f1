"""The company register: import of the open-data files, and the party checks the pipeline runs."""

from pathlib import Path

import pytest
from sqlalchemy import select

from api.models import RegisterCompany
from api.registry.importer import RegisterFileError, import_file, open_text
from api.registry.names import normalise_name
from api.registry.service import check_party
from api.registry.vies import ViesClient
from tests.fakes.vies_api import FakeVies
from workflows.identifiers import compact_vat_code, company_code_valid, iban_valid, vat_code_valid

DATA = Path(__file__).resolve().parents[2] / "data"


@pytest.fixture(scope="module")
async def register(settings):
    for name in ("register_registered.csv", "register_deregistered.csv", "register_vat_codes.csv"):
        with open_text(str(DATA / name)) as stream:
            import_file(settings.database_url, stream)


async def test_import_reads_quotes_hidden_names_statuses_and_vat_codes(register, sessionmaker):
    async with sessionmaker() as session:
        rows = {row.code: row for row in await session.scalars(select(RegisterCompany))}
    assert rows["305000007"].name == 'Uždaroji akcinė bendrovė "Šiaurės žiedas"'
    assert rows["305000007"].name_norm == "siaures ziedas"
    assert rows["305000007"].vat_code == "LT100001919017"
    assert str(rows["305000007"].source_date) == "2026-05-27"
    assert rows["305000014"].name is None and rows["305000014"].form_code == 810
    assert rows["305000021"].status_code == 6
    assert str(rows["305000039"].deregistered) == "2024-06-30"
    assert "12345678A" not in rows


async def test_importing_again_changes_nothing(register, settings, sessionmaker):
    with open_text(str(DATA / "register_registered.csv")) as stream:
        result = import_file(settings.database_url, stream)
    assert result.rows == 4 and result.kind == "registered"
    async with sessionmaker() as session:
        assert (await session.get(RegisterCompany, "305000007")).vat_code == "LT100001919017"


def test_an_unknown_header_fails_loudly(settings, tmp_path):
    path = tmp_path / "kitas.csv"
    path.write_text("kodas|pavadinimas\n1|x\n", encoding="utf-8")
    with open_text(str(path)) as stream, pytest.raises(RegisterFileError):
        import_file(settings.database_url, stream)


def test_identifier_checks_follow_domain_vectors():
    assert all(company_code_valid(c) for c in ("121215434", "188607912", "304000095", "306000006"))
    assert not any(company_code_valid(c) for c in ("121215435", "111111111", "12345678"))
    assert vat_code_valid(compact_vat_code("100009993918")) and vat_code_valid(
        compact_vat_code("LT 119511515")
    )
    assert not vat_code_valid("LT119511516")
    assert iban_valid("LT12 1000 0111 0100 1000") and not iban_valid("LT121000011101001001")


def test_names_compare_without_legal_form_quotes_and_accents():
    assert normalise_name("UAB „Šiaurės žiedas“") == normalise_name(
        'Uždaroji akcinė bendrovė "Šiaurės žiedas"'
    )


async def test_a_party_with_a_code_gets_its_missing_name_and_address(register, sessionmaker):
    async with sessionmaker() as session:
        found = await check_party(session, {"id": "305000007", "name": None, "address": None})
    assert found.fills["name"] == 'Uždaroji akcinė bendrovė "Šiaurės žiedas"'
    assert found.fills["address"].startswith("Vilnius")
    assert found.fills["vat_code"] == "LT100001919017"
    assert found.notes["id"]["checksum_ok"] is True


async def test_printed_values_are_never_overwritten(register, sessionmaker):
    party = {"id": "305000007", "name": "UAB Visai kita", "address": "Kaunas", "vat_code": "LT100001919017"}
    async with sessionmaker() as session:
        found = await check_party(session, party)
    assert "name" not in found.fills and "address" not in found.fills
    assert found.notes["id"]["register"]["name_matches"] is False


async def test_a_party_is_found_by_vat_code_and_a_bankrupt_one_is_flagged(register, sessionmaker):
    async with sessionmaker() as session:
        by_vat = await check_party(session, {"vat_code": "LT100009993918", "name": "UAB Bandymas"})
        bankrupt = await check_party(session, {"id": "305000021", "name": "UAB Bankrutavusi prekyba"})
    assert by_vat.fills["id"] == "304181177"
    assert by_vat.notes["id"]["register"]["name_matches"] is True
    assert bankrupt.notes["id"]["register"]["status"] == "Bankrutuojantis"


async def test_a_bad_checksum_is_a_note_and_a_name_only_party_gets_candidates(register, sessionmaker):
    async with sessionmaker() as session:
        wrong = await check_party(session, {"id": "305000008", "vat_code": "LT100001919018", "iban": "LT00"})
        named = await check_party(session, {"name": "Šiaurės žiedas"})
    assert wrong.notes["id"] == {"checksum_ok": False}
    assert wrong.notes["vat_code"] == {"checksum_ok": False} and wrong.notes["iban"] == {"checksum_ok": False}
    assert wrong.fills == {}
    assert named.notes["name"]["register_candidates"][0]["code"] == "305000007"


async def test_vies_fills_a_foreign_party_and_its_outage_changes_nothing(sessionmaker, settings):
    known = {"DE123456789": ("Beispiel GmbH", "Hauptstraße 1, 10115 Berlin")}
    with FakeVies(known) as fake:
        vies = ViesClient(settings.model_copy(update={"vies_base_url": fake.base_url}))
        async with sessionmaker() as session:
            found = await check_party(session, {"vat_code": "DE 123456789"}, vies)
            unknown = await check_party(session, {"vat_code": "DE999999999", "country_iso": "DE"}, vies)
            fake.unavailable = True
            down = await check_party(session, {"vat_code": "DE123456789", "country_iso": "DE"}, vies)
    assert found.fills == {
        "name": "Beispiel GmbH",
        "address": "Hauptstraße 1, 10115 Berlin",
        "country_iso": "DE",
    }
    assert found.notes["vat_code"]["vies_valid"] is True
    assert unknown.fills == {} and unknown.notes["vat_code"]["vies_valid"] is False
    assert down.fills == {} and "vies_valid" not in down.notes["vat_code"]
