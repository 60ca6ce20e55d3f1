from collections.abc import Iterator
from datetime import date
from decimal import Decimal

import pytest

from activities.reading.llm import (
    LlmBadOutput,
    LlmError,
    LlmExtractor,
    LlmRejected,
    LlmUnavailable,
    layout_text,
    response_schema,
)
from tests.activities.reading.pages import make_page
from tests.fakes.openai_api import FakeOpenAI
from workflows.fields import HEADER_FIELDS, LINE_FIELDS

PAGE = make_page(
    [
        "PVM SĄSKAITA FAKTŪRA",
        "Serija AB Nr. 0042",
        "Išrašymo data: 2026-03-05",
        "Pardavėjas: UAB „Šiaurės žiedas“",
        "Įmonės kodas: 121215434",
        "Iš viso su PVM: 121,00 EUR",
    ]
)


def answer(**overrides: object) -> dict[str, object]:
    values: dict[str, object] = dict.fromkeys(HEADER_FIELDS)
    values.update(document_type="invoice", line_items=[])
    values.update(overrides)
    return values


@pytest.fixture
def server() -> Iterator[FakeOpenAI]:
    with FakeOpenAI() as fake:
        yield fake


def extractor(server: FakeOpenAI, timeout: float = 5.0) -> LlmExtractor:
    return LlmExtractor(server.base_url, "local", timeout=timeout, max_tokens=512)


def test_request_shape_is_strict_json_schema_at_temperature_zero(server: FakeOpenAI) -> None:
    server.script.append(("json", answer()))
    extractor(server).extract([PAGE], detailed=True)
    [body] = server.requests
    assert body["temperature"] == 0
    assert body["max_tokens"] == 512
    schema = body["response_format"]["json_schema"]
    assert schema["strict"] is True
    assert set(schema["schema"]["required"]) == {*HEADER_FIELDS, "document_type", "line_items"}
    assert schema["schema"]["additionalProperties"] is False
    assert "Išrašymo data: 2026-03-05" in body["messages"][1]["content"]


def test_the_prompt_places_every_line_and_cell_on_the_page() -> None:
    page = make_page(["Pardavėjas|Pirkėjas", "UAB „Šiaurės žiedas“|UAB Kava"], width=600, height=800)
    assert layout_text([page]).splitlines() == [
        "--- page 1 ---",
        "y050: x066 Pardavėjas | x566 Pirkėjas",
        "y067: x066 UAB „Šiaurės žiedas“ | x566 UAB Kava",
    ]


def test_schema_without_lines_for_totals_only_scans() -> None:
    assert "line_items" not in response_schema(detailed=False)["properties"]
    line = response_schema(detailed=True)["properties"]["line_items"]["items"]
    assert set(line["required"]) == set(LINE_FIELDS)


def test_a_valid_answer_is_parsed_checked_and_grounded(server: FakeOpenAI) -> None:
    server.script.append(
        (
            "json",
            answer(
                document_series="AB",
                document_number="0042",
                invoice_date="2026-03-05",
                amount_with_vat="121,00",
                seller_name="UAB „Šiaurės žiedas“",
                seller_id="121215434",
                currency="EUR",
                seller_vat_code="not a code",
                buyer_name="UAB „Niekur nerašyta“",
                seller_country_iso="XX",
                line_items=[
                    {
                        **dict.fromkeys(LINE_FIELDS),
                        "prekes_pavadinimas": "Kava",
                        "quantity": "2",
                        "price": "60,50",
                    }
                ],
            ),
        )
    )
    result = extractor(server).extract([PAGE], detailed=True)
    values = {name: f.value for name, f in result.fields.items()}
    assert values["invoice_date"] == date(2026, 3, 5)
    assert values["amount_with_vat"] == Decimal("121.00")
    assert "seller_vat_code" not in values  # implausible: dropped
    assert "seller_country_iso" not in values
    assert result.fields["seller_name"].source == "llm"
    assert result.fields["seller_name"].box is not None  # printed on the page
    assert (
        result.fields["seller_name"].confidence > result.fields["buyer_name"].confidence
    )  # buyer not printed
    assert [item.value("quantity") for item in result.line_items] == [Decimal(2)]


def test_malformed_json_is_a_retryable_error(server: FakeOpenAI) -> None:
    server.script.append(("content", '{"document_number": "0042", '))
    with pytest.raises(LlmBadOutput) as raised:
        extractor(server).extract([PAGE], detailed=False)
    assert raised.value.retryable


def test_a_json_array_is_not_an_answer(server: FakeOpenAI) -> None:
    server.script.append(("content", "[1, 2]"))
    with pytest.raises(LlmBadOutput):
        extractor(server).extract([PAGE], detailed=False)


def test_http_500_is_retryable(server: FakeOpenAI) -> None:
    server.script.append(("status", 500))
    with pytest.raises(LlmUnavailable) as raised:
        extractor(server).extract([PAGE], detailed=False)
    assert raised.value.retryable


def test_http_400_is_not_retryable(server: FakeOpenAI) -> None:
    server.script.append(("status", 400))
    with pytest.raises(LlmRejected) as raised:
        extractor(server).extract([PAGE], detailed=False)
    assert not raised.value.retryable


def test_a_slow_reply_times_out(server: FakeOpenAI) -> None:
    server.script.append(("slow", 1.5, answer()))
    with pytest.raises(LlmUnavailable, match="timed out"):
        extractor(server, timeout=0.3).extract([PAGE], detailed=False)


def test_nothing_listening_is_unavailable() -> None:
    with FakeOpenAI() as fake:
        url = fake.base_url
    with pytest.raises(LlmError):
        LlmExtractor(url, "local", timeout=1).extract([PAGE], detailed=False)


def test_fenced_json_is_accepted(server: FakeOpenAI) -> None:
    server.script.append(("content", '```json\n{"document_number": "0042", "document_type": "receipt"}\n```'))
    result = extractor(server).extract([PAGE], detailed=False)
    assert result.fields["document_number"].value == "0042"
    assert result.document_type == "receipt"
