"""Names and payloads shared by the API, the workflows and the workers.

Payloads carry ids and object keys only, never file bytes: Temporal refuses payloads over 2 MB, and
the intermediate results of one document live in object storage under documents/{id}/."""

from dataclasses import dataclass, field
from datetime import timedelta

DOCUMENTS_QUEUE = "documents"

# One uploaded file becomes at most this many documents (each charged): a file that seems to hold more
# (a 30-page statement whose every page looks like a new invoice) is kept as one document, with a notice.
MAX_DOCUMENTS_PER_FILE = 5
OCR_GPU_QUEUE = "ocr-gpu"

PROCESS_DOCUMENT = "ProcessDocument"
RETENTION_WORKFLOW = "DeleteExpiredDocuments"
REPAIR_WORKFLOW = "RepairStuckDocuments"
REGISTER_REFRESH_WORKFLOW = "RefreshRegister"

RENDER = "render_document"
FIND_EINVOICE = "find_einvoice"
OCR_PAGES = "ocr_pages"
EXTRACT = "extract_document"
CLASSIFY = "classify_document"
CHECK_REGISTRY = "check_registry"
VALIDATE_SUMS = "validate_sums"
ENRICH = "enrich_document"
PERSIST = "persist_document"
SETTLE = "settle_document"
DELETE_EXPIRED = "delete_expired_documents"
PRUNE_AUDIT_LOG = "prune_audit_log"
REPAIR_STUCK = "repair_stuck_documents"
REFRESH_REGISTER = "refresh_register"

# The density pages are rendered at for OCR; the API's upload check measures a page's pixels there.
OCR_DPI = 200

RETENTION_SCHEDULE_ID = "dokskenas-retention"
REPAIR_SCHEDULE_ID = "dokskenas-repair"
REGISTER_SCHEDULE_ID = "dokskenas-register-refresh"

# Rejection codes: machine codes the settle step turns into the Lithuanian message.
UNREADABLE = "unreadable"
UNSUITABLE = "unsuitable"
DUPLICATE = "duplicate"
TIMEOUT = "timeout"
FAILED = "failed"
# A further invoice found in a file when the balance no longer covers it.
NO_CREDITS = "no_credits"

# A file past the worker's memory budget (a compression bomb, pages or images too large to render).
TOO_LARGE = "too_large"

# ApplicationError types that are business verdicts: never retried.
UNREADABLE_FILE_ERROR = "UnreadableFile"
FILE_TOO_LARGE_ERROR = "FileTooLarge"
BUSINESS_ERRORS = {UNREADABLE_FILE_ERROR: UNREADABLE, FILE_TOO_LARGE_ERROR: TOO_LARGE}


# The server ends a workflow here without running its cleanup: a far-away backstop only, since the
# processing deadline and the settle step handle every real ending.
WORKFLOW_EXECUTION_TIMEOUT = timedelta(days=1)


def workflow_id(document_id: int) -> str:
    return f"document-{document_id}"


@dataclass
class OwnCompany:
    """The user's own company from their profile, as it stood at upload: on a document that names it, the
    side that is the user (docs/accuracy.md "The user's own company")."""

    code: str | None = None
    vat_code: str | None = None
    iban: str | None = None


@dataclass
class ProcessDocumentInput:
    document_id: int
    scan_type: str
    # Chosen by the API from settings so the workflow stays deterministic: "documents" runs
    # Tesseract on the CPU worker, "ocr-gpu" runs Surya on the GPU worker.
    ocr_queue: str = DOCUMENTS_QUEUE
    deadline_seconds: int = 300
    use_llm: bool = False
    own_company: OwnCompany | None = None


@dataclass
class DocumentRef:
    document_id: int


@dataclass
class PictureRef:
    """A picture on a text-layer page that may hold print (a letterhead, a footer), numbered per page."""

    page: int
    index: int


@dataclass
class RenderResult:
    page_count: int
    # Pages without a usable text layer, to be read by OCR.
    ocr_pages: list[int] = field(default_factory=list)
    # Pictures on the other pages, to be read by OCR too.
    ocr_pictures: list[PictureRef] = field(default_factory=list)


@dataclass
class EinvoiceResult:
    found: bool


@dataclass
class OcrInput:
    document_id: int
    pages: list[int]
    pictures: list[PictureRef] = field(default_factory=list)


@dataclass
class ExtractInput:
    document_id: int
    scan_type: str
    use_llm: bool
    own_company: OwnCompany | None = None


@dataclass
class ExtractResult:
    # Documents found in the file: more than one when a PDF holds several invoices.
    parts: int


@dataclass
class Verdict:
    """The classify step's finding for one document of the file: None means it may be processed."""

    rejection: str | None = None
    duplicate_of_id: int | None = None


@dataclass
class ClassifyResult:
    verdicts: list[Verdict]


@dataclass
class SettleInput:
    document_id: int
    # None: the document completed and its reservation becomes a charge.
    rejection: str | None = None


@dataclass
class SettleResult:
    status: str
    charged: bool
    # Extra documents found in the same file (several invoices in one PDF).
    extra_documents: int = 0


@dataclass
class SweepResult:
    """What a maintenance run (retention, repair) did."""

    count: int
    more: bool = False
