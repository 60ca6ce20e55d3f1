"""The printed words of a document's PDF pages with their boxes, for the review screen: a click on a
word fills the focused field. Only upright text-layer pages have words here; scanned pages and photos
have none (their OCR words are kept for the pipeline, not for the screen)."""

import asyncio

import pymupdf
from minio.error import S3Error

from api.core.storage import ObjectStore, original_key
from api.documents.schemas import PageWords, PrintedWord
from api.models import Document
from workflows.mupdf_lock import MUPDF


async def document_words(document: Document, store: ObjectStore) -> list[PageWords]:
    # A further invoice found in a file shows only its first page; its words are its source's.
    if document.content_type != "application/pdf" or document.source_document_id is not None:
        return []
    try:
        data = await asyncio.to_thread(store.get, original_key(document.id))
    except S3Error as error:
        # A file the retention sweep removed while the row was still being read has no words either.
        if error.code != "NoSuchKey":
            raise
        return []
    return await asyncio.to_thread(_page_words, data, document.page_count or 0)


def _page_words(data: bytes, page_count: int) -> list[PageWords]:
    with MUPDF:
        try:
            pdf = pymupdf.open(stream=data, filetype="pdf")
        except Exception:  # the upload checked the file; a file that no longer opens has no words
            return []
        with pdf:
            return [
                _words(pdf.load_page(number), number)
                for number in range(min(page_count, pdf.page_count))
                if pdf.load_page(number).rotation == 0
            ]


def _words(page: pymupdf.Page, number: int) -> PageWords:
    # get_text("words"): (x0, y0, x1, y1, text, block, line, word) in points from the top-left corner.
    return PageWords(
        page=number,
        width=round(page.rect.width, 2),
        height=round(page.rect.height, 2),
        words=[
            PrintedWord(text=text, x0=round(x0, 2), y0=round(y0, 2), x1=round(x1, 2), y1=round(y1, 2))
            for x0, y0, x1, y1, text, *_ in page.get_text("words")
        ],
    )
