"""Inline edits of a reviewed document (spec §5): each value is checked for its field's kind, an empty
value means null, and the sum checks are recomputed from what is then stored."""

import re
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Any

import pycountry

from api.core import texts
from api.core.errors import Unprocessable
from api.documents.enrichment import DIRECTION_LABELS
from api.documents.fields import (
    DOCUMENT_BOOL_FIELDS,
    DOCUMENT_DATE_FIELDS,
    DOCUMENT_FIELDS,
    DOCUMENT_NUMBER_FIELDS,
    LINE_FIELDS,
    LINE_NUMBER_FIELDS,
    number_limit,
    text_limit,
)
from api.models import Document, LineItem
from api.profile.countries import is_country
from workflows import vat_codes
from workflows.sums import sum_flags

DATE_PATTERN = re.compile(r"\d{4}-\d{2}-\d{2}")
TRUE_WORDS = {"true", "taip", "1"}
FALSE_WORDS = {"false", "ne", "0"}
VAT_RATE_FIELDS = frozenset({"vat_percent"})
MAX_VAT_RATE = Decimal(100)
CREDIT_NOTE = "credit_note"
# Besides the printed fields, the reviewer may set the direction and the document's VAT code.
DOCUMENT_EDITABLE = DOCUMENT_FIELDS | {"pirkimas_pardavimas", "pvm_kodas"}


def _blank(raw: Any) -> bool:
    return raw is None or (isinstance(raw, str) and not raw.strip())


def parse_date(raw: Any) -> date | None:
    if _blank(raw):
        return None
    text = str(raw).strip()
    try:
        if not DATE_PATTERN.fullmatch(text):
            raise ValueError(text)
        return date.fromisoformat(text)
    except ValueError as error:
        raise Unprocessable(texts.DATE_FORMAT) from error


def parse_number(raw: Any) -> Decimal | None:
    if _blank(raw):
        return None
    if isinstance(raw, bool):
        raise Unprocessable(texts.MUST_BE_NUMBER)
    text = str(raw).strip().replace(" ", "").replace(",", ".")
    try:
        value = Decimal(text)
    except InvalidOperation as error:
        raise Unprocessable(texts.MUST_BE_NUMBER) from error
    if not value.is_finite():
        raise Unprocessable(texts.MUST_BE_NUMBER)
    return value


def parse_bool(raw: Any) -> bool | None:
    if _blank(raw):
        return None
    if isinstance(raw, bool):
        return raw
    word = str(raw).strip().lower()
    if word in TRUE_WORDS:
        return True
    if word in FALSE_WORDS:
        return False
    raise Unprocessable(texts.INVALID_VALUE)


def parse_text(raw: Any) -> str | None:
    if _blank(raw):
        return None
    return " ".join(str(raw).split())


def _fits(model: type[Document] | type[LineItem], name: str, value: Any) -> Any:
    longest, bound = text_limit(model, name), number_limit(model, name)
    if isinstance(value, str) and longest and len(value) > longest:
        raise Unprocessable(f"{texts.INVALID_VALUE}: {name}")
    if isinstance(value, Decimal) and bound and abs(value) >= bound:
        raise Unprocessable(texts.MUST_BE_NUMBER)
    return value


def _rate(name: str, value: Decimal | None) -> Decimal | None:
    if name in VAT_RATE_FIELDS and value is not None and not 0 <= value <= MAX_VAT_RATE:
        raise Unprocessable(texts.VAT_RATE_RANGE.format(field=name))
    return value


def _special(name: str, value: str | None) -> str | None:
    if value is None:
        return None
    if name == "currency":
        value = value.upper()
        if not value.isascii() or pycountry.currencies.get(alpha_3=value) is None:
            raise Unprocessable(texts.CURRENCY_INVALID.format(field=name))
    if name.endswith("country_iso"):
        value = value.upper()
        if not value.isascii() or len(value) != 2 or not is_country(value):
            raise Unprocessable(texts.COUNTRY_CODE_INVALID.format(field=name))
    if name == "pirkimas_pardavimas" and value not in DIRECTION_LABELS:
        raise Unprocessable(f"{texts.INVALID_VALUE}: {name}")
    if name == "pvm_kodas":
        code = vat_codes.normalise(value)
        if code is None:
            raise Unprocessable(f"{texts.INVALID_VALUE}: {name}")
        return code
    return value


def document_value(name: str, raw: Any) -> Any:
    if name not in DOCUMENT_EDITABLE:
        raise Unprocessable(texts.FIELD_NOT_EDITABLE.format(field=name))
    if name in DOCUMENT_DATE_FIELDS:
        value: Any = parse_date(raw)
    elif name in DOCUMENT_NUMBER_FIELDS:
        value = _rate(name, parse_number(raw))
    elif name in DOCUMENT_BOOL_FIELDS:
        value = parse_bool(raw)
    else:
        value = _special(name, parse_text(raw))
    if name == "pirkimas_pardavimas" and value is None:
        value = "nezinoma"
    return _fits(Document, name, value)


def line_value(name: str, raw: Any, document_type: str | None) -> Any:
    """A line's value; a negative quantity is what a credit note returns, nothing else may have one."""
    if name not in LINE_FIELDS:
        raise Unprocessable(texts.FIELD_NOT_EDITABLE.format(field=name))
    if name not in LINE_NUMBER_FIELDS:
        return _fits(LineItem, name, _special(name, parse_text(raw)))
    number = _rate(name, parse_number(raw))
    if name == "quantity" and number is not None and number < 0 and document_type != CREDIT_NOTE:
        raise Unprocessable(texts.NEGATIVE_QUANTITY.format(field=name))
    return _fits(LineItem, name, number)


def mark_user(meta: dict[str, Any], name: str) -> dict[str, Any]:
    """The field now says what the reviewer typed: full confidence, no box on the page."""
    typed = {"source": "user", "confidence": 1.0, "box": None, "low_confidence": False}
    return {**meta, name: {**typed, "backing": "user", "review": False}}


def recheck(document: Document) -> None:
    values = {column: getattr(document, column) for column in DOCUMENT_NUMBER_FIELDS}
    lines = [
        {name: getattr(line, name) for name in ("subtotal", "vat", "vat_percent")}
        for line in document.line_items
    ]
    breakdown = (document.structured_json or {}).get("vat_breakdown") or []
    for name, flag in sum_flags(values, lines, breakdown).items():
        setattr(document, name, flag)
