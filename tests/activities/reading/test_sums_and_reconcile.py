from decimal import Decimal

from activities.reading.pipeline import whole_breakdown
from activities.reading.reconcile import reconcile
from activities.reading.rules.common import Candidates
from activities.reading.sums import check_sums
from activities.reading.types import Box, Extraction, Field, LineItem, VatRate

D = Decimal


def fields(**values: object) -> dict[str, Field]:
    return {name: Field(value, 0.9, "rules", None) for name, value in values.items()}  # type: ignore[arg-type]


def line(**values: object) -> LineItem:
    return LineItem(fields(**values))


def test_consistent_invoice_passes_every_check() -> None:
    header = fields(
        amount_wo_vat=D("100.00"), vat_amount=D("21.00"), amount_with_vat=D("121.00"), vat_percent=D(21)
    )
    items = [
        line(
            quantity=D(2),
            price=D("25.00"),
            subtotal=D("50.00"),
            vat_percent=D(21),
            vat=D("10.50"),
            total=D("60.50"),
        ),
        line(quantity=D(1), price=D("50.00"), subtotal=D("50.00")),
    ]
    assert check_sums(header, items, []) == {
        "val_subtotal_match": True,
        "val_vat_match": True,
        "val_total_match": True,
        "val_lines_match": True,
    }


def test_printed_totals_that_disagree_are_flagged_not_changed() -> None:
    header = fields(
        amount_wo_vat=D("100.00"), vat_amount=D("21.00"), amount_with_vat=D("122.00"), vat_percent=D(21)
    )
    checks = check_sums(header, [], [])
    assert checks["val_total_match"] is False
    assert checks["val_subtotal_match"] is None  # no lines: nothing to compare
    assert header["amount_with_vat"].value == D("122.00")


def test_a_bad_line_and_lines_not_adding_up_to_the_net() -> None:
    header = fields(amount_wo_vat=D("100.00"))
    items = [line(quantity=D(3), price=D("10.00"), subtotal=D("31.00"))]
    checks = check_sums(header, items, [])
    assert checks["val_lines_match"] is False
    assert checks["val_subtotal_match"] is False


def test_several_rates_check_the_breakdown() -> None:
    header = fields(amount_wo_vat=D("150.00"), vat_amount=D("25.50"), amount_with_vat=D("175.50"))
    breakdown = [VatRate(D(21), D("100.00"), D("21.00")), VatRate(D(9), D("50.00"), D("4.50"))]
    assert check_sums(header, [], breakdown)["val_vat_match"] is True
    wrong = [VatRate(D(21), D("100.00"), D("21.00")), VatRate(D(9), D("50.00"), D("5.50"))]
    assert check_sums(header, [], wrong)["val_vat_match"] is False


def test_net_before_the_document_discount_is_accepted() -> None:
    header = fields(
        amount_wo_vat=D("110.00"),
        invoice_discount_wo_vat=D("10.00"),
        vat_amount=D("21.00"),
        amount_with_vat=D("121.00"),
        vat_percent=D(21),
    )
    checks = check_sums(header, [], [])
    assert checks["val_total_match"] is True
    assert checks["val_vat_match"] is True


def candidates(**values: list[tuple[object, float]]) -> Candidates:
    found = Candidates.empty()
    for name, options in values.items():
        for value, confidence in options:
            found.add(name, value, confidence, Box(0, 0, 0, 1, 1))  # type: ignore[arg-type]
    return found


def test_the_einvoice_wins_outright() -> None:
    xml = Extraction("invoice", 1.0, None, fields(document_number="X-1"), [], [], {}, "")
    chosen = reconcile(candidates(document_number=[("Y-2", 0.99)]), None, xml)
    assert chosen["document_number"].value == "X-1"


def test_agreeing_sources_beat_a_single_stronger_one() -> None:
    llm = Extraction(
        "invoice", 0.7, None, {"seller_name": Field("UAB „A“", 0.6, "llm", None)}, [], [], {}, ""
    )
    chosen = reconcile(candidates(seller_name=[("UAB „A“", 0.6), ("UAB „B“", 0.7)]), llm)
    assert chosen["seller_name"].value == "UAB „A“"
    assert chosen["seller_name"].confidence > 0.7
    assert chosen["seller_name"].box is not None


def test_a_checksum_valid_code_beats_a_look_alike() -> None:
    chosen = reconcile(candidates(seller_id=[("121215435", 0.8), ("121215434", 0.75)]))
    assert chosen["seller_id"].value == "121215434"


def test_totals_of_the_llm_and_the_rules_are_chosen_together_when_a_combination_adds_up() -> None:
    found = candidates(
        amount_wo_vat=[(D("100.00"), 0.8)],
        vat_amount=[(D("21.00"), 0.6)],
        amount_with_vat=[(D("121.00"), 0.8)],
    )
    llm = Extraction(
        "invoice", 0.8, None, {"vat_amount": Field(D("22.00"), 0.9, "llm", None)}, [], [], {}, ""
    )
    chosen = reconcile(found, llm)
    assert chosen["vat_amount"].value == D("21.00")
    assert chosen["vat_amount"].confidence > 0.6


def test_the_rules_totals_stand_as_chosen_even_when_another_combination_adds_up() -> None:
    """The rules keep a gross the page states under a surer label than the one that adds up (totals.py):
    reconciling them alone changes nothing."""
    found = candidates(
        amount_wo_vat=[(D("100.00"), 0.9)],
        vat_amount=[(D("21.00"), 0.9)],
        amount_with_vat=[(D("122.00"), 0.99), (D("121.00"), 0.5)],
    )
    assert reconcile(found)["amount_with_vat"].value == D("122.00")


def test_low_confidence_is_marked() -> None:
    chosen = reconcile(candidates(due_date=[("2026-01-01", 0.3)]))
    assert chosen["due_date"].low_confidence
    assert chosen["due_date"].to_json()["low_confidence"] is True


def test_a_value_found_by_label_and_by_place_keeps_the_label_as_its_backing() -> None:
    found = Candidates.empty()
    found.add("seller_id", "110053842", 0.7, None, backing="position")
    found.add("seller_id", "110053842", 0.5, None)
    assert reconcile(found)["seller_id"].backing == "label"


def test_a_breakdown_that_lost_a_row_is_dropped_and_the_lines_judge_the_vat() -> None:
    header = fields(amount_wo_vat=D("13.00"), vat_amount=D("2.37"), amount_with_vat=D("15.37"))
    items = [
        line(subtotal=D("3.00"), vat_percent=D(9), vat=D("0.27")),
        line(subtotal=D("10.00"), vat_percent=D(21), vat=D("2.10")),
    ]
    lost_a_row = [VatRate(D(21), D("10.00"), D("2.10"))]
    assert check_sums(header, items, lost_a_row)["val_vat_match"] is False

    kept = whole_breakdown(lost_a_row, header, items)

    assert kept == [] and check_sums(header, items, kept)["val_vat_match"] is True
    whole = [VatRate(D(21), D("10.00"), D("2.10")), VatRate(D(9), D("3.00"), D("0.27"))]
    assert whole_breakdown(whole, header, items) == whole
    # a breakdown whose taxes make the VAT is whole, whatever rate a line was misread at
    misread_rate = [line(subtotal=D("13.00"), vat_percent=D(5), vat=D("2.37"))]
    single = [VatRate(D(21), D("11.29"), D("2.37"))]
    assert whole_breakdown(single, header, misread_rate) == single
