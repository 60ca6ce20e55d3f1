"""Validate: the sum checks as flags; totals are never rewritten (api.documents.checks)."""

from temporalio import activity

from activities.draft import load_parts, save_parts
from api.core.storage import ObjectStore
from api.documents.checks import sum_flags
from workflows.contracts import VALIDATE_SUMS, DocumentRef


class ValidateActivities:
    def __init__(self, store: ObjectStore) -> None:
        self.store = store

    @activity.defn(name=VALIDATE_SUMS)
    def validate(self, ref: DocumentRef) -> None:
        parts = load_parts(self.store, ref.document_id)
        for part in parts:
            lines = [line.values for line in part.line_items]
            part.values.update(sum_flags(part.values, lines, part.structured.get("vat_breakdown") or []))
        save_parts(self.store, ref.document_id, parts)
