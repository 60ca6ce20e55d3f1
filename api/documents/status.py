"""Document statuses are machine codes (api.models.DocumentStatus; the UI maps them to the spec's
labels). Here: which documents a reviewer may edit, and the list's status filters."""

from typing import Annotated

from fastapi import Query

from api.core import texts
from api.core.errors import Unprocessable
from api.models.document import DocumentStatus

# A processing document is still being written by its workflow; a rejected one shows its message only.
EDITABLE = frozenset({DocumentStatus.COMPLETED, DocumentStatus.EXPORTED})

# Filter values of the summary screen (spec §2): all, processing, rejected, completed not exported, exported.
FILTER_PROCESSING = "processing"
FILTER_REJECTED = "rejected"
FILTER_COMPLETED_NOT_EXPORTED = "completed_not_exported"
FILTER_EXPORTED = "exported"
FILTERS = (FILTER_PROCESSING, FILTER_REJECTED, FILTER_COMPLETED_NOT_EXPORTED, FILTER_EXPORTED)
StatusQuery = Annotated[str | None, Query(description=", ".join(FILTERS))]


def status_filter(value: str | None) -> str | None:
    """A status filter from the query: None for all ("", "all" or none), 422 for an unknown one."""
    if value in (None, "", "all"):
        return None
    if value not in FILTERS:
        raise Unprocessable(f"{texts.INVALID_VALUE}: status")
    return value
