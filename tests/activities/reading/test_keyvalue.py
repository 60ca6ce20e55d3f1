"""Header key–value pairs found by geometry and the type of the value, with keys no vocabulary holds."""

from datetime import date

import pytest

from activities.reading.identifiers import compact, find_identifiers, valid_iban_prefix
from activities.reading.layout import fold_aligned
from activities.reading.normalize import fold
from activities.reading.rules.common import Candidates, date_finder
from activities.reading.rules.header import header_candidates
from activities.reading.rules.keyvalue import keyed_values
from activities.reading.rules.parties import party_candidates
from tests.activities.reading.pages import make_layout


def _keys(lines: list[str]) -> dict[str, object]:
    return {pair.key: pair.value for pair in keyed_values(make_layout(lines), date_finder)}


def test_a_key_beside_its_value_in_its_segment_or_the_segment_left_of_it() -> None:
    assert _keys(["Zorp qux: 2026-05-19", "Blim | 20.05.2026"]) == {
        "zorp qux": date(2026, 5, 19),
        "blim": date(2026, 5, 20),
    }


def test_a_key_above_its_value_left_or_right_aligned() -> None:
    # a label over its value; a right-aligned header, the key shorter than the value
    lines = ["Zorp qux:", "2026-05-19", "@500:Blim", "@480:20.05.2026"]
    assert _keys(lines) == {"zorp qux": date(2026, 5, 19), "blim": date(2026, 5, 20)}


def test_text_that_is_no_key_keys_nothing() -> None:
    # a sentence is no key, nor a value of the same type, nor a segment standing elsewhere above
    lines = ["We thank you for your order placed with us on 2026-05-19", "2026-05-01 2026-05-20", "@300:Far"]
    lines += ["2026-05-21", "Zorp", "Pay within 30 days net until 2026-05-22"]
    assert _keys(lines) == {}


@pytest.mark.parametrize(
    "head",
    [
        ["Zorp qux: 2026-05-05", "Blim dar: 2026-05-19"],
        ["@450:Zorp qux", "@460:05.05.2026", "@480:Blim", "@460:19.05.2026"],
        ["Zorp qux | Blim dar", "2026-05-05 | 2026-05-19"],
    ],
)
def test_the_date_that_follows_the_issue_under_an_unknown_key_is_the_due_date(head: list[str]) -> None:
    layout = make_layout(["INVOICE", "Invoice no 12", *[h.replace("Zorp qux", "Date") for h in head]])
    found = header_candidates(layout)
    assert found.best("invoice_date").value == date(2026, 5, 5)  # type: ignore[union-attr]
    assert found.best("due_date").value == date(2026, 5, 19)  # type: ignore[union-attr]


def test_a_date_far_after_the_issue_or_under_a_known_other_key_is_no_due_date() -> None:
    layout = make_layout(["INVOICE", "Date: 2026-05-05", "Delivery date: 2026-05-07", "Blim dar: 2027-05-19"])
    assert header_candidates(layout).best("due_date") is None


def test_letters_with_a_stroke_fold_to_their_plain_letter() -> None:
    # Polish "Termin płatności" must meet the vocabulary's "termin platnosci"
    assert fold("Termin płatności") == fold_aligned("Termin płatności") == "termin platnosci"
    found = header_candidates(make_layout(["Data wystawienia: 2026-05-05", "Termin płatności: 2027-06-30"]))
    assert found.best("due_date").value == date(2027, 6, 30)  # type: ignore[union-attr]


def test_an_iban_is_told_by_its_checksum_from_the_bank_name_printed_after_it() -> None:
    [iban] = [i for i in find_identifiers("IBAN LT14 7044 0502 9518 3020 AB SEB bankas") if i.kind == "iban"]
    assert iban.value == "LT147044050295183020"


def test_an_iban_ends_at_a_separator_printed_after_it() -> None:
    printed = compact("IE40 BOFI 9090 3201 9290 01 · BIC BOFIIE2D")
    assert valid_iban_prefix(printed) == "IE40BOFI90903201929001"


@pytest.mark.parametrize(
    ("printed", "address", "value"),
    [
        ("Zorp: UAB „Upės akmuo“", False, "UAB „Upės akmuo“"),
        ("Blim dar: Laisvės al. 72-1, LT-76383 Šiauliai", True, "Laisvės al. 72-1, LT-76383 Šiauliai"),
        ("Qux. Žalgirio g. 42A, LT-76310 Šiauliai", True, "Žalgirio g. 42A, LT-76310 Šiauliai"),
        ("J. Basanavičiaus g. 5, Vilnius", True, "J. Basanavičiaus g. 5, Vilnius"),
        ("Qux. Rasos", False, "Qux. Rasos"),
    ],
)
def test_a_party_value_loses_the_key_printed_before_it(printed: str, address: bool, value: str) -> None:
    found = Candidates.empty()
    found.add("buyer_address" if address else "buyer_name", printed, 0.9, None)
    assert found.best("buyer_address" if address else "buyer_name").value == value  # type: ignore[union-attr]


def test_a_vat_code_under_a_label_holding_a_code_word_is_no_company_code() -> None:
    # "PVM mokėtojo kodas" holds "kodas"; its value passes as a VAT code, and its digits the Luhn check
    layout = make_layout(["Pirkėjas:", "UAB Arbata", "PVM mokėtojo kodas: LT826243818", "Įm. k.: 322278304"])
    found = party_candidates(layout, set(), False)
    assert {f.value for f in found.ranked("buyer_id")} == {"322278304"}


def test_capitals_between_a_key_and_the_numbers_label_are_the_series() -> None:
    found = header_candidates(make_layout(["SĄSKAITA FAKTŪRA", "Zrp. AB Nr. 035970", "Data: 2026-04-28"]))
    assert (found.best("document_series").value, found.best("document_number").value) == ("AB", "035970")  # type: ignore[union-attr]
    found = header_candidates(make_layout(["PVM SF Nr. 035970"]))
    assert found.best("document_series") is None
