from datetime import date
from decimal import Decimal

import pytest

from activities.reading.normalize import (
    currency_code,
    find_amounts,
    find_dates,
    fold,
    parse_amount,
    parse_date,
    parse_percent,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1234,50", "1234.50"),
        ("1 234,50", "1234.50"),
        ("1\u00a0234,50 €", "1234.50"),
        ("1\u202f234\u202f567,891", "1234567.891"),
        ("1.234,50", "1234.50"),
        ("1,234.50", "1234.50"),
        ("EUR 7.60", "7.60"),
        ("$7.60", "7.60"),
        ("-12,00", "-12.00"),
        ("−12,00 Eur", "-12.00"),
        ("(5.00)", "-5.00"),
        ("12,00-", "-12.00"),
        ("1.234.567", "1234567"),
        ("0,5", "0.5"),
        ("316,83 PLN", "316.83"),
    ],
)
def test_amounts_as_invoices_print_them(text: str, expected: str) -> None:
    assert parse_amount(text) == Decimal(expected)


@pytest.mark.parametrize("text", ["", "abc", "12a", "2026-03-05"])
def test_not_an_amount(text: str) -> None:
    assert parse_amount(text) is None


def test_space_grouping_only_before_decimals_so_neighbouring_cells_stay_apart() -> None:
    assert [v for v, _, _ in find_amounts("2 150,00")] == [Decimal("2150.00")]
    assert [v for v, _, _ in find_amounts("2 150")] == [Decimal(2), Decimal(150)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2026-03-05", date(2026, 3, 5)),
        ("2026.03.05", date(2026, 3, 5)),
        ("2026/03/05", date(2026, 3, 5)),
        ("05.03.2026", date(2026, 3, 5)),
        ("5.3.26", date(2026, 3, 5)),
        ("20260305", date(2026, 3, 5)),
        ("2026 m. lapkričio 21 d.", date(2026, 11, 21)),
        ("2026 m. lapkricio 21 d.", date(2026, 11, 21)),
        ("2026 m. kovo 5 d., ketvirtadienis", date(2026, 3, 5)),
        ("25/12/2018", date(2018, 12, 25)),
        ("22 MAR 2018", date(2018, 3, 22)),
        ("March 5, 2018", date(2018, 3, 5)),
        ("August 3 , 2014", date(2014, 8, 3)),
        ("5. März 2018", date(2018, 3, 5)),
        ("5 marca 2018", date(2018, 3, 5)),
        ("2018. gada 5. marts", date(2018, 3, 5)),
        ("5. märts 2018", date(2018, 3, 5)),
        ("12/25/2018", date(2018, 12, 25)),
        ("29-Nov-26", date(2026, 11, 29)),
        ("29. novembril 2026", date(2026, 11, 29)),
        ("5. května 2026", date(2026, 5, 5)),
        ("29. marraskuuta 2026", date(2026, 11, 29)),
        ("18 de agosto de 2026", date(2026, 8, 18)),
        ("3 settembre 2026", date(2026, 9, 3)),
        ("1er mars 2026", date(2026, 3, 1)),
        ("5th March 2026", date(2026, 3, 5)),
        ("12. joulukuuta 2026", date(2026, 12, 12)),
        ("2018. gada 5. martā", date(2018, 3, 5)),
        ("7 de dezembro de 2026", date(2026, 12, 7)),
        ("15. Jänner 2026", date(2026, 1, 15)),
        ("4 okt. 2026", date(2026, 10, 4)),
    ],
)
def test_dates_in_every_format_we_meet(text: str, expected: date) -> None:
    assert parse_date(text) == expected


def test_impossible_dates_are_not_dates() -> None:
    assert parse_date("31.02.2026") is None
    assert parse_date("Kiekis 12.50") is None


def test_dates_are_found_in_order_inside_a_sentence() -> None:
    found = find_dates("Išrašymo data 2026-03-05, apmokėti iki 2026.03.19")
    assert [m.value for m in found] == [date(2026, 3, 5), date(2026, 3, 19)]
    assert found[0].start == len("Išrašymo data ")


@pytest.mark.parametrize(
    ("text", "expected"), [("21 %", "21"), ("PVM 9%", "9"), ("21,00 %", "21"), ("5.5%", "5.5")]
)
def test_percentages(text: str, expected: str) -> None:
    assert parse_percent(text) == Decimal(expected)


def test_a_whole_rate_prints_as_a_plain_number() -> None:
    assert str(parse_percent("20,00 %")) == "20"  # not "2E+1"


def test_percent_above_any_vat_rate_is_refused() -> None:
    assert parse_percent("95 %") is None


@pytest.mark.parametrize(
    ("token", "code"),
    [("€", "EUR"), ("Eur", "EUR"), ("zł", "PLN"), ("$", "USD"), ("GBP", "GBP"), ("S$", "SGD")],
)
def test_currency_tokens(token: str, code: str) -> None:
    assert currency_code(token) == code


def test_fold_drops_diacritics_as_ocr_does() -> None:
    assert fold("PVM SĄSKAITA FAKTŪRA Įmonės kodas") == "pvm saskaita faktura imones kodas"


def test_a_date_with_the_time_glued_on_by_ocr() -> None:
    assert [m.value for m in find_dates("Date 02/02/20177:31:08 PM")] == [date(2017, 2, 2)]
    assert [m.value for m in find_dates("15/05/201710:49:40 AM")] == [date(2017, 5, 15)]
    assert find_dates("05/03/20261") == []  # a long number, not a date


def test_a_currency_code_glued_to_an_amount() -> None:
    assert [value for value, _, _ in find_amounts("TOTAL RM1.38")] == [Decimal("1.38")]
    assert [value for value, _, _ in find_amounts("EUR12,00")] == [Decimal("12.00")]
    dotted = find_amounts("Total <RM.34.80, Rs.1939")
    assert [value for value, _, _ in dotted] == [Decimal("34.80"), Decimal(1939)]
    assert list(find_amounts("FORM12.00")) == []


def test_an_impossible_date_does_not_swallow_the_real_one_beside_it() -> None:
    assert [m.value for m in find_dates("0RD #94 -REG #19- 21/05/2018 11:59:48")] == [date(2018, 5, 21)]


def test_a_minus_before_the_currency_sign_is_the_amounts() -> None:
    assert [value for value, _, _ in find_amounts("Subtotal -€299.70")] == [Decimal("-299.70")]
    assert [value for value, _, _ in find_amounts("- £ 1 234,50")] == [Decimal("-1234.50")]
    assert [value for value, _, _ in find_amounts("Total € 12,00")] == [Decimal("12.00")]
