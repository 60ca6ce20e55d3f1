"""Every value says what backs it; only XML, a passing sum check or a checksum spare it the review."""

from dataclasses import replace
from decimal import Decimal

from activities.reading.backing import with_backing
from activities.reading.types import Extraction, Field, LineItem, VatRate


def extraction(
    fields: dict[str, Field], checks: dict[str, bool | None], items: list[LineItem] | None = None
) -> Extraction:
    return Extraction("invoice", 0.9, None, fields, items or [], [0], checks, "")


def rules(value: object, backing: str = "label") -> Field:
    return Field(value, 0.9, "rules", None, backing)  # type: ignore[arg-type]


TOTALS = {
    "amount_wo_vat": rules(Decimal("100.00")),
    "vat_amount": rules(Decimal("21.00")),
    "amount_with_vat": rules(Decimal("121.00")),
    "vat_percent": rules(Decimal("21")),
}


def test_totals_that_add_up_are_backed_by_the_sum_and_the_rest_waits_for_review() -> None:
    read = with_backing(
        extraction(
            {**TOTALS, "document_number": rules("A-1")}, {"val_total_match": True, "val_vat_match": None}
        )
    )
    backing = {name: (f.backing, f.review) for name, f in read.fields.items()}
    assert backing == {
        "amount_wo_vat": ("sum", False),
        "vat_amount": ("sum", False),
        "amount_with_vat": ("sum", False),
        "vat_percent": ("label", True),  # the rate took part in no check
        "document_number": ("label", True),
    }


def test_totals_that_do_not_add_up_are_all_for_review() -> None:
    """lt-1349 (a tuning scan): the net read 11 552,71 for ,77 passed the VAT's check at its rate and the
    lines' sum, each within its tolerance; net + VAT = gross failed. Only the rate stays backed."""
    checks = {"val_total_match": False, "val_vat_match": True, "val_subtotal_match": True}
    read = with_backing(extraction(TOTALS, checks))
    assert [name for name, f in read.fields.items() if not f.review] == ["vat_percent"]


def test_a_code_passing_its_checksum_is_backed_only_when_its_role_was_read_from_a_label() -> None:
    fields = {
        "seller_id": rules("110053842"),  # checksum right
        "buyer_id": rules("110053843"),  # checksum wrong
        "seller_vat_code": rules("LT100001919017", backing="position"),
        "seller_iban": rules("LT601010012345678901"),
        "buyer_iban": rules("LT601010012345678902"),
    }
    read = with_backing(extraction(fields, {}))
    assert {name: f.backing for name, f in read.fields.items()} == {
        "seller_id": "checksum",
        "buyer_id": "label",
        "seller_vat_code": "position",
        "seller_iban": "checksum",
        "buyer_iban": "label",
    }


def test_xml_values_are_backed_by_the_xml_and_llm_values_by_nothing() -> None:
    read = with_backing(
        extraction(
            {"seller_name": Field("UAB Vėjas", 1.0, "xml"), "buyer_name": Field("UAB Ąžuolas", 0.9, "llm")},
            {},
        )
    )
    assert [(f.backing, f.review) for f in read.fields.values()] == [("xml", False), ("none", True)]


def test_line_amounts_are_backed_when_every_line_adds_up() -> None:
    line = LineItem(
        {"prekes_pavadinimas": Field("Kava", 0.8, "rules"), "quantity": Field(Decimal(2), 0.8, "rules")}
    )
    [item] = with_backing(extraction({}, {"val_lines_match": True}, [line])).line_items
    assert (item.fields["quantity"].backing, item.fields["prekes_pavadinimas"].review) == ("sum", True)
    [item] = with_backing(extraction({}, {"val_lines_match": False}, [line])).line_items
    assert item.fields["quantity"].review


def test_a_total_computed_from_the_others_confirms_nothing_by_adding_up() -> None:
    # the net printed nowhere, computed as gross − VAT: net + VAT = gross then holds by construction
    fields = {**TOTALS, "amount_wo_vat": rules(Decimal("100.00"), backing="none")}
    read = with_backing(extraction(fields, {"val_total_match": True, "val_vat_match": True}))
    assert {name: f.backing for name, f in read.fields.items()} == {
        "amount_wo_vat": "none",
        "vat_amount": "label",
        "amount_with_vat": "label",
        "vat_percent": "label",
    }
    assert all(f.review for f in read.fields.values())


def test_a_code_read_for_both_parties_is_for_review_on_both_sides() -> None:
    fields = {"seller_id": rules("110053842"), "buyer_id": rules("110053842")}
    read = with_backing(extraction(fields, {}))
    assert {name: (f.backing, f.review) for name, f in read.fields.items()} == {
        "seller_id": ("label", True),
        "buyer_id": ("label", True),
    }


def test_a_vat_summed_from_rates_printed_without_their_bases_waits_for_review() -> None:
    """lt-1196 (a tuning photo): "PVM 21 %: 4 980,52" misread by 3,00; the taxes add up to the VAT because
    the VAT is their sum, and net + VAT = gross fails."""
    fields = {**TOTALS, "vat_amount": rules(Decimal("4993.10"))}
    del fields["vat_percent"]
    rows = [VatRate(Decimal(21), None, Decimal("4980.52")), VatRate(Decimal(5), None, Decimal("12.58"))]
    checks = {"val_total_match": False, "val_vat_match": True}
    read = with_backing(replace(extraction(fields, checks), vat_breakdown=rows))
    assert read.fields["vat_amount"].review
    based = [
        VatRate(Decimal(21), Decimal("23716.76"), Decimal("4980.52")),
        VatRate(Decimal(5), Decimal("251.60"), Decimal("12.58")),
    ]
    # rows with their bases, each checked, back the VAT (where no total check says otherwise)
    unknown_total = {"val_total_match": None, "val_vat_match": True}
    read = with_backing(replace(extraction(fields, unknown_total), vat_breakdown=based))
    assert not read.fields["vat_amount"].review
    read = with_backing(replace(extraction(fields, unknown_total), vat_breakdown=rows))
    assert read.fields["vat_amount"].review
