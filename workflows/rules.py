"""Pure decisions of ProcessDocument, tested without a server."""

from temporalio.exceptions import ApplicationError, FailureError

from workflows.contracts import (
    FAILED,
    UNREADABLE,
    UNREADABLE_FILE_ERROR,
    ClassifyResult,
    EinvoiceResult,
    RenderResult,
)


def pages_to_ocr(render: RenderResult, einvoice: EinvoiceResult) -> list[int]:
    """An embedded e-invoice carries exact data: its pages need no OCR."""
    return [] if einvoice.found else list(render.ocr_pages)


def rejection_of(classified: ClassifyResult) -> str | None:
    """The upload's own document is the first one found in the file; the rest become extra documents."""
    return classified.verdicts[0].rejection if classified.verdicts else None


def rejection_for_failure(error: BaseException) -> str:
    """A step gave up: an unreadable file is the user's to fix, anything else is ours."""
    cause: BaseException | None = error
    while isinstance(cause, FailureError):
        if isinstance(cause, ApplicationError) and cause.type == UNREADABLE_FILE_ERROR:
            return UNREADABLE
        cause = cause.cause
    return FAILED
