"""OCR: the pages without a usable text layer and the pictures on the others, read by the worker's
engine (Tesseract on the CPU queue "documents", Surya on "ocr-gpu"); words are stored per page (or
picture) in image pixels and scaled to its size in points when the extract step reads them
(``StoredOcr``)."""

import io

from PIL import Image
from temporalio import activity

from activities import metrics
from activities.heartbeat import heartbeating
from activities.reading.ocr import OcrEngine, PngSource
from activities.reading.types import Box, Page, Word
from activities.workspace import get_json, ocr_key, page_image_key, put_json
from api.core.storage import ObjectStore
from workflows.contracts import OCR_PAGES, OcrInput


class OcrActivities:
    def __init__(self, store: ObjectStore, engine: OcrEngine) -> None:
        self.store = store
        self.engine = engine

    @activity.defn(name=OCR_PAGES)
    @heartbeating
    def ocr_pages(self, params: OcrInput) -> None:
        work: list[tuple[int, int | None]] = [(number, None) for number in params.pages]
        work += [(picture.page, picture.index) for picture in params.pictures]
        for number, picture in work:
            key = ocr_key(params.document_id, number, picture)
            # A retry after a crash resumes where the last attempt stopped.
            if self.store.exists(key):
                continue
            png = self.store.get(page_image_key(params.document_id, number, picture))
            put_json(self.store, key, page_json(self._read(png, number, picture)))
            metrics.count(metrics.OCR_PAGES, labels={"task_queue": activity.info().task_queue})
            activity.heartbeat(number)

    def _read(self, png: bytes, number: int, picture: int | None) -> Page:
        """Words in the image's own pixels: the extract step scales them to the page (``StoredOcr``)."""
        with Image.open(io.BytesIO(png)) as image:
            width, height = image.size
        return self.engine.read(lambda: png, number, width, height, picture)


def page_json(page: Page) -> dict[str, object]:
    words = [[w.text, w.box.x0, w.box.y0, w.box.x1, w.box.y1, w.confidence] for w in page.words]
    return {
        "width": page.width,
        "height": page.height,
        "turned": page.turned,
        "levelled": page.levelled,
        "keystone": page.keystone,
        "words": words,
    }


class StoredOcr:
    """The OcrEngine the reading library calls, answering from the OCR step's stored words."""

    def __init__(self, store: ObjectStore, document_id: int) -> None:
        self.store = store
        self.document_id = document_id

    def read(
        self,
        image: PngSource,
        page_number: int,
        width_pt: float,
        height_pt: float,
        picture: int | None = None,
    ) -> Page:
        key = ocr_key(self.document_id, page_number, picture)
        if not self.store.exists(key):
            return Page(page_number, width_pt, height_pt, [], "ocr")
        stored = get_json(self.store, key)
        turned = stored.get("turned", 0)
        width_pt, height_pt = Page.upright_size(width_pt, height_pt, turned)  # the words were read upright
        sx, sy = width_pt / stored["width"], height_pt / stored["height"]
        words = [
            Word(text, Box(page_number, x0 * sx, y0 * sy, x1 * sx, y1 * sy), confidence)
            for text, x0, y0, x1, y1, confidence in stored["words"]
        ]
        levelled, keystone = stored.get("levelled", 0.0), stored.get("keystone", 0.0)
        return Page(page_number, width_pt, height_pt, words, "ocr", turned, levelled, keystone)
