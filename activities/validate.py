"""Validate: the sum checks (workflows.sums) as flags on the draft; totals are never rewritten."""

from temporalio import activity

from activities.draft import DraftPart, load_parts, save_parts
from api.core.storage import ObjectStore
from workflows.contracts import VALIDATE_SUMS, DocumentRef
from workflows.sums import sum_flags


class ValidateActivities:
    def __init__(self, store: ObjectStore) -> None:
        self.store = store

    @activity.defn(name=VALIDATE_SUMS)
    def validate(self, ref: DocumentRef) -> None:
        parts = load_parts(self.store, ref.document_id)
        for part in parts:
            flag_part(part)
        save_parts(self.store, ref.document_id, parts)


def flag_part(part: DraftPart) -> None:
    """The draft's flags describe the draft as it now stands (a step before may have changed a value)."""
    lines = [line.values for line in part.line_items]
    part.values.update(sum_flags(part.values, lines, part.structured.get("vat_breakdown") or []))
