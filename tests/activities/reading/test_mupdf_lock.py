"""PyMuPDF is not thread-safe: a worker with two renders and an e-invoice lookup in its threads at once
aborted the whole process. Every place the product opens a PDF must hold workflows.mupdf_lock.MUPDF."""

import threading

import pymupdf
import pytest

from activities.reading.render import render_pages
from activities.reading.types import Box
from api.documents.upload import check_file
from tests.data.invoices import Invoice, invoice_pdf
from workflows.mupdf_lock import MUPDF


def holds(lock: threading.RLock) -> bool:  # type: ignore[valid-type]
    """Whether this thread holds the lock: another thread's attempt to take it must then fail at once."""
    taken: list[bool] = []

    def probe() -> None:
        taken.append(lock.acquire(blocking=False))
        if taken[0]:
            lock.release()

    thread = threading.Thread(target=probe)
    thread.start()
    thread.join()
    return not taken[0]


def test_every_pdf_the_product_opens_is_opened_under_the_lock(
    monkeypatch: pytest.MonkeyPatch, settings
) -> None:  # type: ignore[no-untyped-def]
    pdf = invoice_pdf(Invoice())
    real_open = pymupdf.open
    opened: list[bool] = []

    def checked_open(*args, **kwargs):  # type: ignore[no-untyped-def]
        opened.append(holds(MUPDF))
        return real_open(*args, **kwargs)

    monkeypatch.setattr(pymupdf, "open", checked_open)
    rendered = render_pages(pdf)
    rendered.page_png(0)
    rendered.picture_png(Box(0, 50, 50, 300, 200))
    check_file("saskaita.pdf", pdf, settings)

    assert opened == [True, True, True, True]
