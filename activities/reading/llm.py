"""LLM extraction through an OpenAI-compatible endpoint (vLLM, llama-server) with a strict JSON schema.

The model sees the page text line by line with the position of every line and of every cell in it (see
`layout_text`), and answers with strings as printed, constrained by a JSON schema (`response_format`
json_schema: OpenAI's, llama-server's and vLLM's structured output; vLLM removed its older `guided_json`
in 0.12). Its answer is parsed
with the same normalisers as the rules, checked (checksums, ISO codes, plausible dates) and grounded: a value
that cannot be found on the page gets a low confidence. It is never trusted blindly.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Any

import httpx
import pycountry

from activities import metrics
from activities.reading.identifiers import compact, is_iban, vat_code_looks_right
from activities.reading.layout import Layout
from activities.reading.locate import locate
from activities.reading.normalize import parse_amount, parse_date, parse_percent
from activities.reading.types import (
    DOCUMENT_TYPES,
    Extraction,
    Field,
    LineItem,
    Page,
)
from workflows import fields
from workflows.fields import HEADER_FIELDS, LINE_FIELDS

GROUNDED = 0.8  # the value is printed on the page
UNGROUNDED = 0.45  # the model says so, the page does not show it
MAX_PROMPT_CHARS = 24_000
MAX_TEXT_FIELD = 300

PERCENT_FIELDS = {"vat_percent"}
DATE_FIELDS = set(fields.DATE_FIELDS)
AMOUNT_FIELDS = {*fields.AMOUNT_FIELDS, *fields.LINE_NUMBER_FIELDS} - PERCENT_FIELDS
BOOL_FIELDS = set(fields.BOOL_FIELDS)

SYSTEM_PROMPT = (
    "You read invoices and receipts, mostly Lithuanian. Copy every value exactly as printed on the document; "
    "never calculate, guess or translate. Use null for anything not printed. Dates as YYYY-MM-DD. Amounts as "
    "printed numbers, keeping a minus sign. document_series is the letters printed as 'Serija' or before the "
    "number; document_number is the number. *_id is the company code (Įmonės kodas) or personal code; "
    "*_vat_code is the VAT code (PVM mokėtojo kodas) with its country prefix; *_iban is the bank account. "
    "Country and currency as ISO codes. document_type: invoice, credit_note (kreditinė), receipt (kvitas, "
    "čekis) or unsuitable (delivery note/važtaraštis, payment order, prepayment request/išankstinė sąskaita, "
    "contract, offer). The document is given line by line from the top of each page: 'y123:' is where the "
    "line starts and 'x456' where each of its cells starts, in thousandths of the page's height and width; "
    "cells are separated by ' | '. Use the positions to tell columns, labels and their values, table "
    "headings and rows apart."
)


class LlmError(Exception):
    """The LLM step failed; ``retryable`` tells the caller's retry policy whether to try again."""

    retryable = True


class LlmUnavailable(LlmError):
    """Transport failure, timeout, HTTP 429 or 5xx."""


class LlmBadOutput(LlmError):
    """The answer was not the JSON the schema asks for (truncated, malformed, wrong shape)."""


class LlmRejected(LlmError):
    """HTTP 4xx other than 429: our request is wrong; retrying will not help."""

    retryable = False


def response_schema(detailed: bool) -> dict[str, Any]:
    nullable = {"type": ["string", "null"]}
    header: dict[str, Any] = {name: nullable for name in HEADER_FIELDS}
    header["document_type"] = {"type": "string", "enum": list(DOCUMENT_TYPES)}
    if detailed:
        line = {
            "type": "object",
            "properties": {name: nullable for name in LINE_FIELDS},
            "required": list(LINE_FIELDS),
            "additionalProperties": False,
        }
        header["line_items"] = {"type": "array", "items": line}
    return {
        "type": "object",
        "properties": header,
        "required": list(header),
        "additionalProperties": False,
    }


def layout_text(pages: list[Page]) -> str:
    """Each line as `y<top>: x<left> cell | x<left> cell`, in thousandths of the page: the reading order
    alone loses which value stands under which label or column heading; the positions keep it, in a few
    characters a cell."""
    out = []
    layout = Layout(pages)
    current_page = None
    for line in layout.lines:
        if line.page != current_page:
            current_page = line.page
            out.append(f"--- page {line.page + 1} ---")
        width, height = layout.page_width(line.page) or 1, layout.page_height(line.page) or 1
        cells = " | ".join(f"x{int(1000 * s.box.x0 / width):03d} {s.text}" for s in line.segments)
        out.append(f"y{int(1000 * line.box.y0 / height):03d}: {cells}")
    return "\n".join(out)[:MAX_PROMPT_CHARS]


@dataclass
class LlmExtractor:
    base_url: str
    model: str
    timeout: float = 60.0
    max_tokens: int = 4096
    _client: httpx.Client | None = field(default=None, repr=False)

    def request_body(self, pages: list[Page], *, detailed: bool) -> dict[str, Any]:
        return {
            "model": self.model,
            "messages": [
                {"role": "system", "content": SYSTEM_PROMPT},
                {"role": "user", "content": "Document text with layout:\n\n" + layout_text(pages)},
            ],
            "temperature": 0,
            "max_tokens": self.max_tokens,
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": "invoice", "strict": True, "schema": response_schema(detailed)},
            },
        }

    def extract(self, pages: list[Page], *, detailed: bool) -> Extraction:
        answer = self._post(self.request_body(pages, detailed=detailed))
        return parse_answer(answer, pages, detailed=detailed)

    def _post(self, body: dict[str, Any]) -> dict[str, Any]:
        client = self._client or httpx.Client(timeout=self.timeout)
        url = self.base_url.rstrip("/") + "/v1/chat/completions"
        started = time.monotonic()
        try:
            response = client.post(url, json=body)
        except httpx.TimeoutException as error:
            raise LlmUnavailable(f"LLM timed out after {self.timeout} s") from error
        except httpx.HTTPError as error:
            raise LlmUnavailable(f"LLM unreachable: {error}") from error
        finally:
            if self._client is None:
                client.close()
        if response.status_code == 429 or response.status_code >= 500:
            raise LlmUnavailable(f"LLM answered HTTP {response.status_code}")
        if response.status_code >= 400:
            raise LlmRejected(f"LLM refused the request: HTTP {response.status_code}")
        try:
            payload = response.json()
        except ValueError as error:
            raise LlmBadOutput("LLM response is not JSON") from error
        if not isinstance(payload, dict):
            return {}
        metrics.llm_answered(time.monotonic() - started, payload.get("usage"))
        return payload


def answer_content(payload: dict[str, Any]) -> dict[str, Any]:
    """The JSON object inside an OpenAI chat completion."""
    try:
        choice = payload["choices"][0]
        content = choice["message"]["content"]
    except (KeyError, IndexError, TypeError) as error:
        raise LlmBadOutput("no choices[0].message.content in the LLM response") from error
    if choice.get("finish_reason") == "length":
        raise LlmBadOutput("LLM answer was cut off at max_tokens")
    if not isinstance(content, str):
        raise LlmBadOutput("LLM content is not text")
    text = re.sub(r"^```(?:json)?\s*|\s*```$", "", content.strip())
    try:
        data = json.loads(text, parse_float=str, parse_int=str)
    except json.JSONDecodeError as error:
        raise LlmBadOutput(f"LLM answer is not valid JSON: {error.msg}") from error
    if not isinstance(data, dict):
        raise LlmBadOutput("LLM answer is not a JSON object")
    return data


def parse_answer(payload: dict[str, Any], pages: list[Page], *, detailed: bool) -> Extraction:
    data = answer_content(payload)
    layout = Layout(pages)
    fields = {}
    for name in HEADER_FIELDS:
        value = clean_value(name, data.get(name))
        if value is not None:
            fields[name] = _grounded(layout, value)
    items = []
    raw_items = data.get("line_items") if detailed else None
    for raw in raw_items if isinstance(raw_items, list) else []:
        if not isinstance(raw, dict):
            continue
        item = {n: _grounded(layout, v) for n in LINE_FIELDS if (v := clean_value(n, raw.get(n))) is not None}
        if item:
            items.append(LineItem(item))
    document_type = data.get("document_type")
    return Extraction(
        document_type=document_type if document_type in DOCUMENT_TYPES else "invoice",
        type_confidence=0.7 if document_type in DOCUMENT_TYPES else 0.3,
        unsuitable_reason=None,
        fields=fields,
        line_items=items,
        pages=[p.number for p in pages],
        checks={},
        glued_raw_text="",
    )


def _grounded(layout: Layout, value: object) -> Field:
    box = locate(layout, value) if not isinstance(value, bool) else None  # type: ignore[arg-type]
    confidence = GROUNDED if box is not None or isinstance(value, bool) else UNGROUNDED
    return Field(value, confidence, "llm", box)  # type: ignore[arg-type]


def clean_value(name: str, raw: object) -> str | Decimal | date | bool | None:
    """Parse and check one answered value; None when it is missing or implausible."""
    if raw is None or isinstance(raw, list | dict):
        return None
    text = str(raw).strip()
    if not text or text.casefold() in ("null", "none", "n/a", "-"):
        return None
    if name in DATE_FIELDS:
        return parse_date(text)
    if name in AMOUNT_FIELDS:
        return parse_amount(text)
    if name in PERCENT_FIELDS:
        return parse_percent(text if "%" in text else text + "%")
    if name in BOOL_FIELDS:
        return {"true": True, "false": False, "taip": True, "ne": False}.get(text.casefold())
    if name == "currency":
        return text.upper() if pycountry.currencies.get(alpha_3=text.upper()) else None
    if name.endswith("_country_iso"):
        return text.upper() if pycountry.countries.get(alpha_2=text.upper()) else None
    if name.endswith("_vat_code"):
        code = compact(text)
        return code if vat_code_looks_right(code) else None
    if name.endswith("_iban"):
        code = compact(text)
        return code if is_iban(code) else None
    if name.endswith("_id"):
        return compact(text) or None  # reconcile prefers checksum-valid candidates
    return text[:MAX_TEXT_FIELD]
