"""A party's country read from its codes: one rule for the pipeline's VAT codes, the register check and
the exports."""

import pytest

from workflows.identifiers import country_of_codes, vat_country


@pytest.mark.parametrize(
    ("company_code", "vat_code", "country"),
    [
        ("", "EL094259216", "GR"),
        ("", "DE 123 456 789", "DE"),
        ("", "100009993918", "LT"),  # a Lithuanian VAT code printed without its prefix
        ("305-000-007", "", "LT"),
        ("38703181745", "", "LT"),  # a personal code
        ("12345", "", ""),
        ("", "", ""),
    ],
)
def test_country_of_codes(company_code: str, vat_code: str, country: str) -> None:
    assert country_of_codes(company_code, vat_code) == country


def test_vat_country_is_the_iso_code_of_the_prefix() -> None:
    assert [vat_country(code) for code in ("EL094259216", "LT100009993918", "100009993918")] == [
        "GR",
        "LT",
        "",
    ]
