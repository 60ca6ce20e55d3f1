from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from api.exports.money import allocate, money, plain, price_text, quantity_text
from api.exports.text import ascii_upper_code, clip, one_line, to_cp1257

amounts = st.decimals(min_value=Decimal("-100000"), max_value=Decimal("100000"), places=2)


@given(
    total=amounts,
    weights=st.lists(st.decimals(min_value=0, max_value=10000, places=2), min_size=1, max_size=30),
)
def test_allocation_adds_up_exactly(total: Decimal, weights: list[Decimal]) -> None:
    parts = allocate(total, weights)
    assert sum(parts) == money(total)
    assert all(part == money(part) for part in parts)


def test_allocation_follows_the_weights() -> None:
    assert allocate(Decimal("10.00"), [Decimal(1), Decimal(1), Decimal(1)]) == [
        Decimal("3.34"),
        Decimal("3.33"),
        Decimal("3.33"),
    ]
    assert allocate(Decimal("5.00"), [Decimal(0), Decimal(0)]) == [Decimal("5.00"), Decimal(0)]


@pytest.mark.parametrize(
    ("value", "places", "text"),
    [
        ("2.5000", 2, "2.50"),
        ("3.000", 0, "3"),
        ("-0.10", 2, "-0.10"),
        ("1E+3", 0, "1000"),
        ("10.1235", 2, "10.1235"),
    ],
)
def test_plain_numbers_have_no_exponent_and_no_needless_zeros(value: str, places: int, text: str) -> None:
    assert plain(Decimal(value), places) == text


def test_rounding_is_half_up() -> None:
    assert money(Decimal("0.125")) == Decimal("0.13") and money(Decimal("-0.125")) == Decimal("-0.13")
    assert price_text(Decimal("1.23455")) == "1.2346" and quantity_text(Decimal("2.000004")) == "2"


def test_windows_1257_keeps_baltic_letters_and_transliterates_the_rest() -> None:
    assert to_cp1257("Ąžuolas Žąsis Łódź Müller Øre") == "Ąžuolas Žąsis Łódź Müller Øre"
    assert to_cp1257("Crème brûlée à Noël") == "Creme brulée a Noel"  # é is in windows-1257
    assert to_cp1257("ООО «Ромашка» Щука") == "OOO «Romashka» Shchuka"
    assert to_cp1257("œuvre 中") == "oeuvre ?"


def test_text_helpers() -> None:
    assert one_line("  UAB\n„Ąžuolas“\t ir\x0bko ") == "UAB „Ąžuolas“ irko"
    assert one_line(None) == ""
    assert clip("abcdef ", 4) == "abcd" and clip("ab", 4) == "ab"
    assert ascii_upper_code("šakotis-12 ą") == "SAKOTIS12A"
