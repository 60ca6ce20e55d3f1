"""The shared mapping layer: what every exporter relies on."""

from datetime import date
from decimal import Decimal

import pytest

from api.exports.mapping import (
    Direction,
    DocumentKind,
    ExportBlocked,
    ItemKind,
    full_number,
    map_documents,
    number_within,
)
from tests.api.exports.cases import BUYER, CASES, OWN, SUPPLIER, document, line, make_profile
from workflows import vat_codes


def mapped(documents, **kwargs):
    return map_documents(documents, kwargs.pop("profile", make_profile()), **kwargs).documents


def test_purchase_counterparty_is_the_seller_and_sale_counterparty_the_buyer() -> None:
    purchase, sale = mapped(CASES["purchase"]() + CASES["sale"]())
    assert (purchase.direction, purchase.counterparty.code, purchase.own.code) == (
        Direction.PURCHASE,
        SUPPLIER["id"],
        OWN["id"],
    )
    assert (sale.direction, sale.counterparty.name, sale.own.name) == (
        Direction.SALE,
        BUYER["name"],
        OWN["name"],
    )


def test_single_mode_fills_missing_own_fields_from_the_profile() -> None:
    bare_own = {key: "" for key in OWN}
    (purchase,) = mapped([document(1, "pirkimas", [line(1, "A", "1", "10")], buyer=bare_own)])
    assert (purchase.own.company_code, purchase.own.vat_code, purchase.own.country) == (
        OWN["id"],
        OWN["vat_code"],
        "LT",
    )
    (multi,) = mapped([document(1, "pirkimas", [line(1, "A", "1", "10")], buyer=bare_own)], mode="multi")
    assert multi.own.company_code == ""


def test_multi_mode_override_decides_the_direction() -> None:
    documents = [document(7, "nezinoma", [line(1, "A", "1", "10")], seller=SUPPLIER, buyer=BUYER)]
    (sale,) = mapped(documents, mode="multi", overrides={7: "pardavimas"})
    assert (
        sale.direction is Direction.SALE
        and sale.counterparty.name == BUYER["name"]
        and sale.own.name == SUPPLIER["name"]
    )
    (purchase,) = mapped(
        [document(8, "pardavimas", [line(1, "A", "1", "10")])], mode="multi", overrides={8: "pirkimas"}
    )
    assert purchase.direction is Direction.PURCHASE


def test_unknown_direction_and_missing_date_block_with_the_document_named() -> None:
    documents = [
        document(1, "nezinoma", [line(1, "A", "1", "10")]),
        document(2, "pirkimas", [line(1, "A", "1", "10")], invoice_date=None),
    ]
    with pytest.raises(ExportBlocked) as blocked:
        mapped(documents)
    assert blocked.value.problems == [
        "AB00001 (saskaita_1.pdf): nenurodyta, ar tai pirkimas, ar pardavimas",
        "AB00002 (saskaita_2.pdf): nenurodyta sąskaitos data",
    ]
    assert blocked.value.status_code == 422


def test_operation_date_defaults_to_the_invoice_date_and_the_setting_forces_it() -> None:
    documents = [document(1, "pirkimas", [line(1, "A", "1", "10")], operation_date=date(2025, 3, 1))]
    assert mapped(documents)[0].operation_date == date(2025, 3, 1)
    forced = mapped(documents, profile=make_profile(**{"operation_date=document_date": 1}))
    assert forced[0].operation_date == date(2025, 3, 14)
    assert mapped([document(2, "pirkimas", [line(1, "A", "1", "10")])])[0].operation_date == date(2025, 3, 14)


def test_credit_notes_are_negative_whichever_way_they_were_stored() -> None:
    items = [line(1, "Grąžinimas", "4", "3.25")]
    (credit,) = mapped([document(1, "pirkimas", items, document_type="credit_note")])
    assert credit.kind is DocumentKind.CREDIT_NOTE
    assert (credit.amount_wo_vat, credit.vat_amount, credit.amount_with_vat) == (
        Decimal("-13.00"),
        Decimal("-2.73"),
        Decimal("-15.73"),
    )
    (only,) = credit.lines
    assert (only.quantity, only.price, only.subtotal) == (Decimal(-4), Decimal("3.25"), Decimal("-13.00"))
    (negative_invoice,) = mapped(CASES["credit_note"]())
    assert negative_invoice.kind is DocumentKind.CREDIT_NOTE and negative_invoice.lines[0].quantity == -4


def test_document_discount_is_spread_to_the_cent() -> None:
    (discounted,) = mapped(CASES["discount"]())
    nets = [line.subtotal for line in discounted.net_lines]
    vats = [line.vat for line in discounted.net_lines]
    assert sum(nets) == discounted.amount_wo_vat - discounted.discount == Decimal("94.97")
    assert sum(vats) == discounted.vat_amount == Decimal("19.94")
    assert discounted.discount_percent == Decimal("9.53")
    assert discounted.lines[0].subtotal == Decimal("90.00")  # the printed lines stay as printed


def test_discount_given_with_vat_is_turned_into_a_net_discount() -> None:
    documents = [
        document(1, "pirkimas", [line(1, "A", "1", "100")], invoice_discount_with_vat=Decimal("12.10"))
    ]
    assert mapped(documents)[0].discount == Decimal("10.00")


def test_summary_document_becomes_one_line_from_its_own_product_fields() -> None:
    (summary,) = mapped(CASES["one_line"]())
    (only,) = summary.lines
    assert (only.code, only.name, only.quantity, only.price, only.subtotal, only.vat, only.vat_code) == (
        "KURAS",
        "Kuras",
        Decimal(1),
        Decimal("82.64"),
        Decimal("82.64"),
        Decimal("17.36"),
        "PVM1",
    )


def test_summary_document_with_several_rates_gets_a_line_per_rate() -> None:
    breakdown = [
        {"rate": "21", "base": "100.00", "vat": "21.00"},
        {"rate": "9", "base": "50.00", "vat": "4.50"},
    ]
    documents = [
        document(
            1,
            "pirkimas",
            [],
            amount_wo_vat=Decimal("150.00"),
            vat_amount=Decimal("25.50"),
            amount_with_vat=Decimal("175.50"),
            structured_json={"vat_breakdown": breakdown},
        )
    ]
    (summary,) = mapped(documents)
    assert [(line.vat_percent, line.subtotal, line.vat, line.vat_code) for line in summary.lines] == [
        (Decimal(21), Decimal("100.00"), Decimal("21.00"), "PVM1"),
        (Decimal(9), Decimal("50.00"), Decimal("4.50"), "PVM2"),
    ]


def test_missing_codes_fall_back_and_are_reported() -> None:
    batch = map_documents(CASES["sale"](), make_profile())
    first, second = batch.documents[0].lines
    assert (first.code, first.kind, first.vat_code) == ("PASLAUGA", ItemKind.SERVICE, "PVM1")
    assert second.code == "KONS"
    assert batch.warnings == ["DS-0042 (saskaita_2.pdf): 1 eilutė be prekės kodo, naudojamas „PASLAUGA“"]


def test_an_unknown_rate_gets_no_code_and_a_warning() -> None:
    batch = map_documents(
        [document(1, "pirkimas", [line(1, "A", "1", "100", "19", code="A", pvm_kodas=None)])], make_profile()
    )
    assert batch.documents[0].lines[0].vat_code is None
    assert batch.warnings == [
        "AB00001 (saskaita_1.pdf): 1 eilutei nepavyko parinkti PVM klasifikatoriaus kodo"
    ]


def test_a_sales_only_code_on_a_purchase_is_kept_but_flagged() -> None:
    batch = map_documents(
        [document(1, "pirkimas", [line(1, "A", "1", "100", "0", code="A", pvm_kodas="PVM13")])],
        make_profile(),
    )
    assert batch.documents[0].lines[0].vat_code == "PVM13"
    assert batch.warnings == ["AB00001 (saskaita_1.pdf): kodas PVM13 netinka pirkimams"]


def test_counterparty_code_prefers_company_code_then_vat_code_then_a_stable_generated_one() -> None:
    def code(**party: str) -> str:
        return mapped([document(1, "pirkimas", [line(1, "A", "1", "10")], seller=dict(SUPPLIER, **party))])[
            0
        ].counterparty.code

    assert code() == SUPPLIER["id"]
    assert code(id="") == SUPPLIER["vat_code"]
    generated = code(id="", vat_code="")
    assert generated.startswith("DS") and len(generated) == 10
    assert code(id="", vat_code="", name=SUPPLIER["name"].upper()) == generated


def test_rivile_fraction_setting_is_read_with_one_as_the_default() -> None:
    assert map_documents([], make_profile()).rivile_fraction == 1
    assert map_documents([], make_profile(rivile_fraction="100")).rivile_fraction == 100
    assert map_documents([], make_profile(rivile_fraction=7)).rivile_fraction == 1


@pytest.mark.parametrize(
    ("series", "number", "expected"),
    [
        ("AB", "123", "AB123"),
        ("AB", "AB-123", "AB-123"),
        (None, "K-5", "K-5"),
        ("ab ", " 7", "ab7"),
        ("EKS", None, "EKS"),
    ],
)
def test_series_and_number_are_joined_without_separator_or_repetition(series, number, expected) -> None:
    assert full_number(series, number) == expected


def test_numbers_too_long_lose_their_separators_first() -> None:
    assert number_within("SERIJA-2025/03000123-A", 20) == "SERIJA202503000123A"
    assert number_within("AB-1", 20) == "AB-1"


@pytest.mark.parametrize(
    ("purchase", "country", "has_vat", "service", "rate", "expected"),
    [
        (True, "LT", True, False, Decimal(21), "PVM1"),
        (True, "LT", True, True, Decimal(9), "PVM2"),
        (True, "LT", True, False, Decimal(5), "PVM3"),
        (True, "LT", True, True, Decimal(12), "PVM58"),
        (True, "LT", False, False, Decimal(6), "PVM49"),
        (True, "DE", True, False, Decimal(0), "PVM16"),
        (True, "DE", True, True, Decimal(0), "PVM21"),
        (True, "US", False, True, Decimal(0), "PVM20"),
        (True, "US", False, False, Decimal(0), "PVM48"),
        (True, "DE", True, True, Decimal(19), "PVM48"),
        (False, "LT", False, False, Decimal(21), "PVM1"),
        (False, "DE", True, False, Decimal(0), "PVM13"),
        (False, "DE", False, False, Decimal(0), None),
        (False, "NO", False, False, Decimal(0), "PVM12"),
        (False, "US", False, True, Decimal(0), "PVM15"),
        (False, "LT", False, False, Decimal(0), None),
        (False, "LT", False, False, Decimal(19), None),
        (True, "", True, False, Decimal(21), None),
    ],
)
def test_vat_code_choice(purchase, country, has_vat, service, rate, expected) -> None:
    chosen = vat_codes.choose(
        purchase=purchase,
        counterparty_country=country,
        counterparty_has_vat_code=has_vat,
        service=service,
        rate=rate,
        supply_date=date(2026, 2, 1),
    )
    assert chosen == expected
    assert chosen is None or vat_codes.allowed(chosen, purchase=purchase)


def test_twelve_percent_has_no_code_before_2026() -> None:
    kwargs = {
        "purchase": False,
        "counterparty_country": "LT",
        "counterparty_has_vat_code": True,
        "service": True,
    }
    assert vat_codes.choose(rate=Decimal(12), supply_date=date(2025, 12, 31), **kwargs) is None
    assert vat_codes.choose(rate=Decimal(12), supply_date=date(2026, 1, 1), **kwargs) == "PVM58"


def test_classifier_codes_are_normalised_and_prose_is_not_a_code() -> None:
    assert vat_codes.normalise(" pvm 21") == "PVM21"
    assert vat_codes.normalise("Keli skirtingi PVM") is None
    assert vat_codes.rate_of("PVM5") is None and vat_codes.rate_of("PVM58") == Decimal(12)
