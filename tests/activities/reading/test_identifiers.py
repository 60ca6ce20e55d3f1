"""Test vectors from design/domain.md §1.6."""

import pytest

from activities.reading.identifiers import (
    find_identifiers,
    find_polish_nip,
    find_siren,
    is_company_code,
    is_iban,
    is_lt_vat_code,
    is_personal_code,
    is_vat_code,
    register_code_in_vat,
    vat_code_looks_right,
)

VALID_COMPANY_CODES = [
    "121215434",
    "123033512",
    "188607912",
    "112029651",
    "112021238",
    "124110246",
    "188659752",
    "191630223",
    "303383884",
    "110053842",
    "110991155",
    "123715317",
    "110685692",
    "110003978",
    "301011561",
    "304503308",
    "304181177",
]


@pytest.mark.parametrize("code", VALID_COMPANY_CODES)
def test_real_company_codes_pass(code: str) -> None:
    assert is_company_code(code)


@pytest.mark.parametrize("code", ["121215435", "123033510", "303383880", "111111111"])
def test_company_codes_with_a_changed_digit_fail(code: str) -> None:
    assert not is_company_code(code)


@pytest.mark.parametrize("code", ["304000095", "304000149", "304000356", "306000006"])
def test_second_pass_company_codes_pass(code: str) -> None:
    assert is_company_code(code)


@pytest.mark.parametrize("code", ["12345678", "1234567890", "12345678A", ""])
def test_badly_formed_company_codes_fail(code: str) -> None:
    assert not is_company_code(code)


@pytest.mark.parametrize(
    "code", ["LT119511515", "119511515", "LT100001919017", "LT100004801610", "LT100009993918", "LT212154314"]
)
def test_valid_vat_codes(code: str) -> None:
    assert is_lt_vat_code(code)


@pytest.mark.parametrize(
    "code", ["LT100001919018", "LT119511516", "LT119511505", "LT999999999", "LT12345678"]
)
def test_invalid_vat_codes(code: str) -> None:
    assert not is_lt_vat_code(code)


def test_personal_codes() -> None:
    assert is_personal_code("33309240064")
    assert is_personal_code("38703181745")
    assert not is_personal_code("33309240164")


@pytest.mark.parametrize("code", ["LT121000011101001000", "LT601010012345678901", "LT307300010000000001"])
def test_valid_ibans(code: str) -> None:
    assert is_iban(code)


@pytest.mark.parametrize("code", ["LT121000011101001001", "LT12100001110100100", "LT127300010000000001"])
def test_invalid_ibans(code: str) -> None:
    assert not is_iban(code)


def test_a_sample_vat_code_with_a_failing_checksum_still_looks_like_one() -> None:
    assert vat_code_looks_right("DE123456789")
    assert not vat_code_looks_right("XX123456789")


@pytest.mark.parametrize("code", ["ATU12345678", "NL123456789B01", "IE1234567WA", "FRXX123456789"])
def test_vat_codes_with_their_schemes_letters_look_right(code: str) -> None:
    assert vat_code_looks_right(code)


@pytest.mark.parametrize("word", ["CHOCOLATE200ML", "DETERGENT27KG", "ESPRESSO2X50G"])
def test_a_product_name_with_a_country_prefix_is_no_vat_code(word: str) -> None:
    assert not vat_code_looks_right(word)
    assert not find_identifiers(f"DUTCH LADY UHT {word} 1 1.95")


def test_identifiers_in_one_line_are_told_apart_by_checksum() -> None:
    text = "Įm. k. 121215434, PVM k. LT 212154314, A. s. LT12 1000 0111 0100 1000, a. k. 38703181745"
    found = {i.kind: i.value for i in find_identifiers(text)}
    assert found == {
        "company_code": "121215434",
        "vat_code": "LT212154314",
        "iban": "LT121000011101001000",
        "personal_code": "38703181745",
    }


def test_a_bare_vat_number_after_pvm_is_a_vat_code() -> None:
    [found] = find_identifiers("PVM mokėtojo kodas 212154314")
    assert (found.kind, found.value, found.valid) == ("vat_code", "LT212154314", True)


def test_an_invalid_company_code_is_reported_not_dropped() -> None:
    [found] = find_identifiers("Įmonės kodas 121215435")
    assert (found.kind, found.valid) == ("company_code", False)


@pytest.mark.parametrize("text", ["774-00-01-454", "7740001454", "774 000 14 54"])
def test_a_polish_nip_with_its_checksum_is_a_vat_code(text: str) -> None:
    assert [i.value for i in find_polish_nip(text)] == ["PL7740001454"]


def test_a_polish_nip_with_a_changed_digit_is_not() -> None:
    assert find_polish_nip("774-00-01-455") == []


def test_french_company_numbers_are_read_as_their_siren() -> None:
    text = "B 421 938 861 RCS Paris - Siret 53084813400017 - 123 456 789"
    assert [i.value for i in find_siren(text)] == ["421938861", "530848134"]
    assert find_siren("Tél : 421 938 861") == []  # no register named: a phone number
    assert find_siren("421 938 862 RCS Paris") == []  # checksum


def test_british_norwegian_and_swiss_vat_codes_pass_their_own_checks() -> None:
    assert is_vat_code("GB506305915") and is_vat_code("NO995525828MVA") and is_vat_code("CHE116281710MWST")
    assert not is_vat_code("GB506305916")


def test_a_labels_no_read_as_norways_prefix_does_not_hide_the_code_after_it() -> None:
    [found] = find_identifiers("VAT REG NO GB506305915")
    assert (found.kind, found.value, found.valid) == ("vat_code", "GB506305915", True)


def test_a_vat_number_printed_without_its_prefix_after_its_schemes_label() -> None:
    cases = {
        "C.F. e P.IVA 47548500355": "IT47548500355",
        "C.I.F.: B97872790": "ESB97872790",
        "Contribuinte n.º 501964843": "PT501964843",
        "CVR-nr. 13585628": "DK13585628",
        "VAT Reg No: 214 2096 98": "GB214209698",  # the British grouping tells the country
    }
    for text, code in cases.items():
        assert [(i.kind, i.value) for i in find_identifiers(text)] == [("vat_code", code)], text
    assert find_identifiers("P.IVA 47548500356") == []  # the check digit is wrong
    assert register_code_in_vat("IT47548500355") == "47548500355"
    assert register_code_in_vat("FI37656003") == "3765600-3"
    assert register_code_in_vat("DE123456789") is None


def test_a_swiss_vat_numbers_uid_is_the_register_code() -> None:
    assert register_code_in_vat("CHE575582184MWST") == "CHE-575.582.184"


def test_no_code_is_read_out_of_a_longer_number() -> None:
    # a Slovak DIČ "2022172009": its first nine digits pass a Lithuanian company code's checksum
    assert find_identifiers("DIČ: 2022172009") == []
    assert [i.kind for i in find_identifiers("Įm. k. 302195281.")] == ["company_code"]
