"""How much memory one PDF may cost the worker, decided from the file's own numbers before MuPDF
interprets a page. A compression bomb is small on disk and huge once inflated: a content stream or
embedded file that inflates to gigabytes, or a page whose images decode to hundreds of megapixels.
Such a file is refused as too large (render.FileTooLarge), once, instead of growing the worker by a gigabyte
on each of four attempts. Rendering itself is bounded by lowering the resolution of a page whose image
would pass RENDER_MAX_PIXELS."""

from __future__ import annotations

import math
import re
import zlib
from typing import Any

import pymupdf

# Any one stream but an image's, inflated (content streams are a few MB at most; an embedded e-invoice
# XML well under one).
STREAM_MAX_BYTES = 64 * 2**20
# All of them together.
FILE_STREAMS_MAX_BYTES = 256 * 2**20
# The images one page draws, decoded (a 600 dpi colour scan of A4 is 35 MP).
PAGE_IMAGE_MAX_PIXELS = 60_000_000
# One rendered page or picture image (an A3 page at 200 dpi is 7.8 MP).
RENDER_MAX_PIXELS = 16_000_000


def pdf_problem(doc: pymupdf.Document) -> str | None:
    """What breaks the budget: a stream that inflates past its share, or a page whose images decode
    past theirs; None when the file fits."""
    total = 0
    for xref in range(1, doc.xref_length()):
        if not doc.xref_is_stream(xref) or doc.xref_is_image(xref):
            continue
        size = _inflated_size(doc, xref, STREAM_MAX_BYTES)
        total += size
        if size > STREAM_MAX_BYTES:
            return f"stream {xref} inflates past {STREAM_MAX_BYTES} bytes"
        if total > FILE_STREAMS_MAX_BYTES:
            return f"the streams inflate past {FILE_STREAMS_MAX_BYTES} bytes"
    for number in range(doc.page_count):
        page = doc[number]
        pixels = sum(image[2] * image[3] for image in _distinct_images(page))
        if pixels > PAGE_IMAGE_MAX_PIXELS:
            return f"page {page.number} draws {pixels} pixels of images"
    return None


def render_dpi(rect: pymupdf.Rect, dpi: int) -> int:
    """``dpi``, or less where the image of ``rect`` at ``dpi`` would pass RENDER_MAX_PIXELS."""
    pixels = (rect.width * dpi / 72) * (rect.height * dpi / 72)
    if pixels <= RENDER_MAX_PIXELS:
        return dpi
    return max(1, math.floor(dpi * math.sqrt(RENDER_MAX_PIXELS / pixels)))


def _distinct_images(page: pymupdf.Page) -> list[tuple[Any, ...]]:
    # full=True: images drawn from inside form XObjects count too
    return list({image[0]: image for image in page.get_images(full=True)}.values())


_FLATE = re.compile(rb"/(FlateDecode|Fl)\b")


def _inflated_size(doc: pymupdf.Document, xref: int, cap: int) -> int:
    """The stream's length once inflated, counted up to just past ``cap`` with bounded memory."""
    raw = doc.xref_stream_raw(xref) or b""
    if not _FLATE.search(doc.xref_get_key(xref, "Filter")[1].encode()):
        return len(raw)
    inflater = zlib.decompressobj()
    size, pending = 0, raw
    try:
        while pending and size <= cap:
            size += len(inflater.decompress(pending, 2**20))
            pending = inflater.unconsumed_tail
    except zlib.error:
        return size  # damaged: MuPDF reads what it can of it, which is no more than this
    return size
