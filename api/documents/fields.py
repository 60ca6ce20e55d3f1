"""The document's and line item's editable fields by kind (workflows.fields names them): what an inline
edit accepts and how the pipeline's intermediate JSON turns back into typed values."""

from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Any

from sqlalchemy import Numeric, String

from api.core.db import Base
from workflows import fields

DOCUMENT_DATE_FIELDS = frozenset(fields.DATE_FIELDS)
DOCUMENT_NUMBER_FIELDS = frozenset(fields.AMOUNT_FIELDS)
DOCUMENT_BOOL_FIELDS = frozenset(fields.BOOL_FIELDS)
INTEGER_FIELDS = frozenset({"prekes_tipas"})
CHECK_FIELDS = ("val_subtotal_match", "val_vat_match", "val_total_match")
PARTY_FIELDS = frozenset(fields.PARTY_FIELDS)
PRODUCT_FIELDS = frozenset(fields.PRODUCT_FIELDS)
DOCUMENT_FIELDS = frozenset(fields.HEADER_FIELDS) | PRODUCT_FIELDS

LINE_NUMBER_FIELDS = frozenset(fields.LINE_NUMBER_FIELDS)
LINE_TEXT_FIELDS = frozenset({"unit", "pvm_kodas"}) | PRODUCT_FIELDS
LINE_FIELDS = LINE_NUMBER_FIELDS | LINE_TEXT_FIELDS


def decode(name: str, raw: Any) -> Any:
    """A JSON value (ISO date, decimal string or number, boolean, text) back to its Python type."""
    if raw is None:
        return None
    if name in DOCUMENT_DATE_FIELDS:
        return date.fromisoformat(raw)
    if name in DOCUMENT_NUMBER_FIELDS or name in LINE_NUMBER_FIELDS:
        try:
            return Decimal(str(raw))
        except InvalidOperation:
            return None
    if name in DOCUMENT_BOOL_FIELDS or name in CHECK_FIELDS:
        return bool(raw)
    if name in INTEGER_FIELDS:
        return int(raw)
    return str(raw)


def encode(value: Any) -> Any:
    """The JSON form of a field value: ISO dates, decimals as exact strings."""
    if isinstance(value, Decimal):
        return format(value, "f")
    if isinstance(value, date):
        return value.isoformat()
    return value


def text_limit(model: type[Base], name: str) -> int | None:
    """The longest text the column holds."""
    column_type = model.__table__.columns[name].type
    return column_type.length if isinstance(column_type, String) else None


def number_limit(model: type[Base], name: str) -> Decimal | None:
    """Numbers must stay below this in absolute value to fit the column."""
    column_type = model.__table__.columns[name].type
    if not isinstance(column_type, Numeric):
        return None
    return Decimal(10) ** ((column_type.precision or 18) - (column_type.scale or 0))
