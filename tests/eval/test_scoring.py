"""The evaluation's comparison rules: a wrong rule here would make every accuracy number wrong."""

from tests.eval.scoring import same


def test_a_currency_printed_before_a_total_is_not_part_of_it() -> None:
    assert same("amount_with_vat", "7.70", "RM7.70")
    assert same("amount_with_vat", "34.80", "RM 34.80")
    assert same("amount_with_vat", "7.60", "$7.60")
    assert not same("amount_with_vat", "7.10", "$7.60")


def test_a_credit_note_keeps_its_sign() -> None:
    assert same("amount_with_vat", "-8.79", "-8.79")
    assert not same("amount_with_vat", "8.79", "-8.79")


def test_invoice_numbers_ignore_their_printed_label() -> None:
    assert same("series_number", "BLR_WFLD2015", "#BLR_WFLD2015")
    assert not same("series_number", "BLR_WFLD2016", "#BLR_WFLD2015")


def test_addresses_compare_letters_and_digits_only() -> None:
    assert same("seller_address", "NO 290, JALAN AIR PANAS, SETAPAK", "NO 290 JALAN AIR PANAS SETAPAK")
    assert not same("seller_address", "NO 290, JALAN AIR PANAS", "NO 29, JALAN AIR PANAS")
