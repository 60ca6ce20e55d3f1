"""What makes two documents the same invoice: the same original file, or the same seller's invoice
with the same series and number. The classify step asks early, to spare a copy the later steps; the
settle step asks again under the user's ledger lock, right before it charges, and that answer is the
one that counts: copies processed at the same time cannot see each other earlier, because the seller
and number reach the document row only in the persist step."""

import re
from collections.abc import Mapping
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from api.documents import repository
from api.models import Document, DocumentStatus
from workflows.identifiers import compact_vat_code, digits_only

# Documents whose credits were taken: a copy of one of them must not be charged again.
CHARGED = (DocumentStatus.COMPLETED, DocumentStatus.EXPORTED)


def invoice_key(values: Mapping[str, Any]) -> tuple[dict[str, str], str] | None:
    """The seller (id, VAT code, name; the first one known is compared) and the series and number
    with everything but letters and digits removed, lower case; None when either is unknown."""
    number = re.sub(
        r"[\W_]", "", f"{values.get('document_series') or ''}{values.get('document_number') or ''}"
    )
    seller = {
        "id": digits_only(values.get("seller_id") or ""),
        "vat_code": compact_vat_code(values["seller_vat_code"]) if values.get("seller_vat_code") else "",
        "name": (values.get("seller_name") or "").strip(),
    }
    if not number or not any(seller.values()):
        return None
    return seller, number.lower()


async def charged_original(session: AsyncSession, document: Document) -> Document | None:
    """A charged document this one repeats. Call it under the user's ledger lock (ledger.lock_user),
    in the transaction that charges, so two copies are never both found new."""
    if document.source_document_id is None:
        same_file = await repository.first_with_hash(session, document, statuses=CHARGED, any_order=True)
        if same_file is not None:
            return same_file
    key = invoice_key({name: getattr(document, name) for name in _KEY_FIELDS})
    if key is None:
        return None
    return await repository.same_invoice(session, document, *key, statuses=CHARGED)


_KEY_FIELDS = ("document_series", "document_number", "seller_id", "seller_vat_code", "seller_name")
