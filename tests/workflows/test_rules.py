from temporalio.exceptions import ActivityError, ApplicationError, RetryState

from workflows import rules
from workflows.contracts import (
    DUPLICATE,
    FAILED,
    UNREADABLE,
    UNREADABLE_FILE_ERROR,
    ClassifyResult,
    EinvoiceResult,
    OcrInput,
    PictureRef,
    RenderResult,
    Verdict,
)


def activity_error(cause: BaseException) -> ActivityError:
    error = ActivityError(
        "activity failed",
        scheduled_event_id=1,
        started_event_id=2,
        identity="worker",
        activity_type="render_document",
        activity_id="1",
        retry_state=RetryState.NON_RETRYABLE_FAILURE,
    )
    error.__cause__ = cause
    return error


def test_an_unreadable_file_is_the_users_problem():
    cause = ApplicationError("not a PDF", type=UNREADABLE_FILE_ERROR, non_retryable=True)
    assert rules.rejection_for_failure(activity_error(cause)) == UNREADABLE


def test_any_other_failure_is_ours():
    assert rules.rejection_for_failure(activity_error(ApplicationError("boom", type="KeyError"))) == FAILED


def test_pages_without_text_and_pictures_go_to_ocr_unless_an_einvoice_was_found():
    render = RenderResult(page_count=3, ocr_pages=[1, 2], ocr_pictures=[PictureRef(0, 0)])
    assert rules.ocr_input(7, render, EinvoiceResult(found=False)) == OcrInput(7, [1, 2], [PictureRef(0, 0)])
    assert rules.ocr_input(7, render, EinvoiceResult(found=True)) is None
    assert rules.ocr_input(7, RenderResult(page_count=1), EinvoiceResult(found=False)) is None
    pictures_only = RenderResult(page_count=1, ocr_pictures=[PictureRef(0, 1)])
    assert rules.ocr_input(7, pictures_only, EinvoiceResult(found=False)) == OcrInput(
        7, [], [PictureRef(0, 1)]
    )


def test_the_uploaded_document_is_the_first_found_in_the_file():
    verdicts = ClassifyResult([Verdict(DUPLICATE, 5), Verdict()])
    assert rules.rejection_of(verdicts) == DUPLICATE
    assert rules.rejection_of(ClassifyResult([Verdict(), Verdict(DUPLICATE, 5)])) is None
