"""The evaluation's comparison rules: a wrong rule here would make every accuracy number wrong."""

from decimal import Decimal

from tests.eval.scoring import LINE_CELLS, Report, same, score_header, score_lines


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


def test_a_row_amount_of_unstated_basis_is_met_by_the_net_or_else_the_gross_amount() -> None:
    report = Report("rows")
    truth: list[dict[str, object]] = [{"prekes_pavadinimas": "Kava", "row_amount": 12.1}]
    score_lines(report, [{"prekes_pavadinimas": "Kava", "total": Decimal("12.10")}], truth)
    score_lines(
        report,
        [{"prekes_pavadinimas": "Kava", "subtotal": Decimal("10.00"), "total": Decimal("12.10")}],
        truth,
    )
    assert "row_amount" in LINE_CELLS
    assert (report.line_cells["row_amount"].correct, report.line_cells["row_amount"].with_truth) == (1, 2)


def test_a_confident_field_counts_as_wrong_when_it_differs_from_the_truth_or_the_truth_has_none() -> None:
    report = Report("confidence")
    truth: dict[str, object] = {"amount_with_vat": "12.10", "seller_name": "UAB Kava"}
    predicted: dict[str, object] = {
        "amount_with_vat": "12.10",
        "seller_name": "UAB Arbata",
        "due_date": "2026-01-02",
    }
    scored = ("amount_with_vat", "seller_name", "due_date", "buyer_name")
    score_header(
        report, "doc", predicted, truth, scored, frozenset({"amount_with_vat", "due_date", "buyer_name"})
    )
    assert (report.confident, report.confident_wrong) == (2, 1)  # due_date is confident and not printed
    score_header(report, "doc", predicted, truth, scored, frozenset({"seller_name"}))
    assert (report.confident, report.confident_wrong) == (3, 2)
