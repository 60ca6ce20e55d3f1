"""Document statuses are machine codes (api.models.DocumentStatus; the UI maps them to the spec's
labels). Here: which documents a reviewer may edit, and the list's status filters."""

from api.models.document import DocumentStatus

# A processing document is still being written by its workflow; a rejected one shows its message only.
EDITABLE = frozenset({DocumentStatus.COMPLETED, DocumentStatus.EXPORTED})

# Filter values of the summary screen (spec §2): all, processing, rejected, completed not exported, exported.
FILTER_PROCESSING = "processing"
FILTER_REJECTED = "rejected"
FILTER_COMPLETED_NOT_EXPORTED = "completed_not_exported"
FILTER_EXPORTED = "exported"
FILTERS = (FILTER_PROCESSING, FILTER_REJECTED, FILTER_COMPLETED_NOT_EXPORTED, FILTER_EXPORTED)
