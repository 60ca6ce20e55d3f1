"""Extract: the reading library over the original, the stored OCR words and (when configured) the
LLM; one draft part per document found in the file. ``read_file`` is the same reading for the
``dokskenas extract`` command, in-process, without storage or a database."""

import functools
from decimal import Decimal
from typing import Any, cast

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.draft import DraftPart, save_parts
from activities.errors import business_verdicts
from activities.heartbeat import heartbeating
from activities.ocr import StoredOcr
from activities.reading.classify import EMPTY_REASON
from activities.reading.llm import LlmError, LlmExtractor
from activities.reading.ocr import OcrEngine
from activities.reading.ocr_tesseract import TesseractLineReader
from activities.reading.pipeline import ScanType, read_document
from activities.reading.render import UnreadableFile
from api.core import texts
from api.core.config import Settings
from api.core.storage import ObjectStore, original_key
from api.documents.fields import encode
from workflows.contracts import EXTRACT, ExtractInput, ExtractResult, OwnCompany
from workflows.fields import HEADER_FIELDS, LINE_FIELDS


class ExtractActivities:
    def __init__(self, store: ObjectStore, settings: Settings) -> None:
        self.store = store
        self.settings = settings

    @activity.defn(name=EXTRACT)
    @heartbeating
    def extract(self, params: ExtractInput) -> ExtractResult:
        data = self.store.get(original_key(params.document_id))
        llm = llm_extractor(self.settings) if params.use_llm else None
        ocr = StoredOcr(self.store, params.document_id)
        try:
            with business_verdicts():
                parts = read_parts(data, cast(ScanType, params.scan_type), ocr, llm, params.own_company)
        except LlmError as error:
            raise ApplicationError(
                str(error), type=type(error).__name__, non_retryable=not error.retryable
            ) from error
        save_parts(self.store, params.document_id, parts)
        return ExtractResult(parts=len(parts))


def llm_extractor(settings: Settings) -> LlmExtractor | None:
    if not settings.llm_base_url:
        return None
    return LlmExtractor(settings.llm_base_url, settings.llm_model, timeout=settings.llm_timeout_seconds)


@functools.cache
def line_reader() -> TesseractLineReader:
    """Tesseract reads a scanned page's failing totals again, on every worker: the GPU worker's OCR read
    the page, the extract step runs where Tesseract is installed."""
    return TesseractLineReader()


def read_parts(
    data: bytes,
    scan_type: ScanType,
    ocr: OcrEngine | None,
    llm: LlmExtractor | None,
    own: OwnCompany | None = None,
) -> list[DraftPart]:
    """At least one part: a file in which nothing was found is one unsuitable document."""
    read = read_document(data, scan_type=scan_type, ocr=ocr, llm=llm, own=own, closer=line_reader())
    parts = [DraftPart.from_reading(found) for found in read]
    return parts or [DraftPart("unsuitable", EMPTY_REASON, [], {}, {}, [], "", {})]


def read_file(
    name: str, data: bytes, scan_type: ScanType, ocr: OcrEngine | None, llm: LlmExtractor | None
) -> list[dict[str, Any]]:
    """One result per document found in the file, as `dokskenas extract` prints them."""
    try:
        parts = read_parts(data, scan_type, ocr, llm)
    except UnreadableFile:
        return [
            {"file": name, "status": "rejected", "error_message": texts.UNREADABLE_DOCUMENT, "document": None}
        ]
    return [
        {
            "file": name,
            "status": "rejected" if part.document_type == "unsuitable" else "completed",
            "error_message": part.unsuitable_reason if part.document_type == "unsuitable" else None,
            "document": document_json(part),
        }
        for part in parts
    ]


def document_json(part: DraftPart) -> dict[str, Any]:
    """Spec field names, ISO dates, amounts as JSON numbers."""
    names = [*HEADER_FIELDS, *(name for name in part.values if name not in HEADER_FIELDS)]
    document: dict[str, Any] = {"document_type": part.document_type}
    document.update((name, _number(part.values.get(name))) for name in names)
    document["line_items"] = [
        {name: _number(line.values.get(name)) for name in LINE_FIELDS} for line in part.line_items
    ]
    return document


def _number(value: Any) -> Any:
    # float keeps every amount of up to 15 significant digits exact in its shortest decimal form
    return float(value) if isinstance(value, Decimal) else encode(value)
