"""Render: page count, a preview image per page (kept apart from the untouched original), and for OCR
the pages without a usable text layer and the pictures on the others, as images."""

import io

import pymupdf
from temporalio import activity

from activities.errors import business_verdicts
from activities.heartbeat import heartbeating
from activities.reading.pipeline import PICTURE_DPI
from activities.reading.render import RenderedFile, open_image, render_pages, text_layer_usable
from activities.workspace import page_image_key, work_prefix
from api.core.storage import ObjectStore, original_key, preview_key
from workflows.contracts import OCR_DPI, RENDER, DocumentRef, PictureRef, RenderResult
from workflows.mupdf_lock import MUPDF

PREVIEW_DPI = 110
# Photos are previewed at about the size a 110 dpi A4 page gets.
PREVIEW_MAX_SIDE = 1400


class RenderActivities:
    def __init__(self, store: ObjectStore) -> None:
        self.store = store

    @activity.defn(name=RENDER)
    @heartbeating
    def render(self, ref: DocumentRef) -> RenderResult:
        data = self.store.get(original_key(ref.document_id))
        # Render is the first step: whatever lies in the work area is not this run's (a reused id in a
        # development database), and later steps trust what they find there.
        self.store.delete_prefix(work_prefix(ref.document_id))
        try:
            return self._render(ref.document_id, data)
        finally:
            # MuPDF keeps decoded images in a process-wide cache of up to 256 MB, shared by the
            # worker's threads; one document's are of no use to the next.
            with MUPDF:
                pymupdf.TOOLS.store_shrink(100)

    def _render(self, document_id: int, data: bytes) -> RenderResult:
        with business_verdicts():
            rendered = render_pages(data)
        ocr_pages, ocr_pictures = [], []
        for page in rendered.pages:
            png = preview_png(rendered, data, page.number)
            self.store.put(preview_key(document_id, page.number), png, "image/png")
            if not text_layer_usable(page):
                image = rendered.page_png(page.number, dpi=OCR_DPI)
                self.store.put(page_image_key(document_id, page.number), image, "image/png")
                ocr_pages.append(page.number)
            for index, box in enumerate(rendered.pictures.get(page.number, [])):
                image = rendered.picture_png(box, dpi=PICTURE_DPI)
                self.store.put(page_image_key(document_id, page.number, index), image, "image/png")
                ocr_pictures.append(PictureRef(page.number, index))
        return RenderResult(rendered.page_count, ocr_pages, ocr_pictures)


def preview_png(rendered: RenderedFile, data: bytes, page: int) -> bytes:
    if rendered.kind == "pdf":
        return rendered.page_png(page, dpi=PREVIEW_DPI, grayscale=False)
    image = open_image(data)
    image.thumbnail((PREVIEW_MAX_SIDE, PREVIEW_MAX_SIDE))
    out = io.BytesIO()
    image.convert("RGB").save(out, format="PNG", optimize=False)
    return out.getvalue()
