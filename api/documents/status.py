"""Document statuses (machine codes; the UI maps them to the spec's labels) and the list filters."""

from api.models.document import DocumentStatus

# What a status may become; a document ends once (settle) and leaves only by export or deletion.
TRANSITIONS: dict[DocumentStatus, frozenset[DocumentStatus]] = {
    DocumentStatus.PROCESSING: frozenset(
        {DocumentStatus.COMPLETED, DocumentStatus.REJECTED, DocumentStatus.DELETED}
    ),
    DocumentStatus.COMPLETED: frozenset({DocumentStatus.EXPORTED, DocumentStatus.DELETED}),
    DocumentStatus.EXPORTED: frozenset({DocumentStatus.DELETED}),
    DocumentStatus.REJECTED: frozenset({DocumentStatus.DELETED}),
    DocumentStatus.DELETED: frozenset(),
}

# Filter values of the summary screen (spec §2): all, processing, rejected, completed not exported, exported.
FILTER_PROCESSING = "processing"
FILTER_REJECTED = "rejected"
FILTER_COMPLETED_NOT_EXPORTED = "completed_not_exported"
FILTER_EXPORTED = "exported"
FILTERS = (FILTER_PROCESSING, FILTER_REJECTED, FILTER_COMPLETED_NOT_EXPORTED, FILTER_EXPORTED)

EDITABLE = frozenset({DocumentStatus.COMPLETED, DocumentStatus.EXPORTED, DocumentStatus.REJECTED})


def can_become(current: str, new: DocumentStatus) -> bool:
    return new in TRANSITIONS.get(DocumentStatus(current), frozenset())
