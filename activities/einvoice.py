"""Embedded e-invoice: a PDF carrying Factur-X/ZUGFeRD/XRechnung or UBL XML has exact data, so its
pages need no OCR (the extract step reads the XML)."""

from temporalio import activity

from activities.reading.einvoice import find_embedded_invoice
from api.core.storage import ObjectStore, original_key
from workflows.contracts import FIND_EINVOICE, DocumentRef, EinvoiceResult


class EinvoiceActivities:
    def __init__(self, store: ObjectStore) -> None:
        self.store = store

    @activity.defn(name=FIND_EINVOICE)
    def find(self, ref: DocumentRef) -> EinvoiceResult:
        data = self.store.get(original_key(ref.document_id))
        return EinvoiceResult(found=find_embedded_invoice(data) is not None)
