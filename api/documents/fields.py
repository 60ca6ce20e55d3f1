"""The document's and line item's editable fields by kind, as the spec names them (§3): what an inline
edit accepts and how the pipeline's intermediate JSON turns back into typed values."""

from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Any

from sqlalchemy import Numeric, String

from api.core.db import Base

DOCUMENT_DATE_FIELDS = frozenset({"invoice_date", "due_date", "operation_date"})
DOCUMENT_NUMBER_FIELDS = frozenset(
    {
        "invoice_discount_wo_vat",
        "invoice_discount_with_vat",
        "amount_wo_vat",
        "vat_amount",
        "vat_percent",
        "amount_with_vat",
    }
)
DOCUMENT_BOOL_FIELDS = frozenset({"paid_by_cash"})
INTEGER_FIELDS = frozenset({"prekes_tipas"})
CHECK_FIELDS = ("val_subtotal_match", "val_vat_match", "val_total_match")
PARTY_SUFFIXES = ("name", "id", "vat_code", "iban", "address", "country_iso")
PARTY_FIELDS = frozenset(f"{party}_{suffix}" for party in ("buyer", "seller") for suffix in PARTY_SUFFIXES)
PRODUCT_FIELDS = frozenset({"prekes_pavadinimas", "prekes_kodas", "prekes_barkodas"})
DOCUMENT_TEXT_FIELDS = (
    frozenset({"document_series", "document_number", "order_number", "currency"})
    | PARTY_FIELDS
    | PRODUCT_FIELDS
)
DOCUMENT_FIELDS = DOCUMENT_DATE_FIELDS | DOCUMENT_NUMBER_FIELDS | DOCUMENT_BOOL_FIELDS | DOCUMENT_TEXT_FIELDS

LINE_NUMBER_FIELDS = frozenset(
    {"quantity", "price", "subtotal", "vat", "vat_percent", "total", "discount_wo_vat", "discount_with_vat"}
)
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
