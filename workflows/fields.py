"""A document's and its line items' fields by kind, as the spec names them (§3): one list for the reader
(what it looks for, in this order), the pipeline's draft and the API's edits and storage."""

DATE_FIELDS = ("invoice_date", "due_date", "operation_date")
AMOUNT_FIELDS = (
    "invoice_discount_wo_vat",
    "invoice_discount_with_vat",
    "amount_wo_vat",
    "vat_amount",
    "vat_percent",
    "amount_with_vat",
)
BOOL_FIELDS = ("paid_by_cash",)
PARTY_SUFFIXES = ("name", "id", "vat_code", "iban", "address", "country_iso")
PARTY_FIELDS = tuple(f"{party}_{suffix}" for party in ("buyer", "seller") for suffix in PARTY_SUFFIXES)
HEADER_FIELDS = (
    *DATE_FIELDS,
    "document_series",
    "document_number",
    "order_number",
    *AMOUNT_FIELDS,
    "currency",
    *BOOL_FIELDS,
    *PARTY_FIELDS,
)

PRODUCT_FIELDS = ("prekes_pavadinimas", "prekes_kodas", "prekes_barkodas")
LINE_NUMBER_FIELDS = (
    "quantity",
    "price",
    "subtotal",
    "vat",
    "vat_percent",
    "total",
    "discount_wo_vat",
    "discount_with_vat",
)
LINE_FIELDS = (*PRODUCT_FIELDS, "unit", *LINE_NUMBER_FIELDS)
