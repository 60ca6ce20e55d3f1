"""Pure decisions of ProcessDocument, tested without a server."""

from temporalio.exceptions import ApplicationError, FailureError

from workflows.contracts import (
    BUSINESS_ERRORS,
    FAILED,
    ClassifyResult,
    EinvoiceResult,
    OcrInput,
    RenderResult,
)


def ocr_input(document_id: int, render: RenderResult, einvoice: EinvoiceResult) -> OcrInput | None:
    """What OCR reads: pages without text and pictures on the others; nothing when there is none, nor when
    an embedded e-invoice carries exact data."""
    if einvoice.found or not (render.ocr_pages or render.ocr_pictures):
        return None
    return OcrInput(document_id, list(render.ocr_pages), list(render.ocr_pictures))


def rejection_of(classified: ClassifyResult) -> str | None:
    """The upload's own document is the first one found in the file; the rest become extra documents."""
    return classified.verdicts[0].rejection if classified.verdicts else None


def rejection_for_failure(error: BaseException) -> str:
    """A step gave up: an unreadable or too large file is the user's to fix, anything else is ours."""
    cause: BaseException | None = error
    while isinstance(cause, FailureError):
        if isinstance(cause, ApplicationError) and cause.type in BUSINESS_ERRORS:
            return BUSINESS_ERRORS[cause.type]
        cause = cause.cause
    return FAILED
