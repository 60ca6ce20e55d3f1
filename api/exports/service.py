"""Exporting a user's documents: load them (owner only), check the spec's exportability rule, build
the target's file(s) off the event loop, and mark the documents exported in the same unit of work."""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession
from starlette.concurrency import run_in_threadpool

from api.audit import repository as audit
from api.core import texts as core_texts
from api.core.errors import BadRequest, NotFound
from api.exports import repository, texts
from api.exports.files import ExportFile, build, one_file, zip_files
from api.exports.mapping import (
    BASE_CURRENCY,
    ExportBlocked,
    ExportOptions,
    direction_problem,
    document_label,
    resolve_direction,
)
from api.exports.schemas import ExportRequest
from api.exports.targets import TARGETS
from api.models.audit_event import AuditAction
from api.models.document import Document, DocumentStatus
from api.models.types import utcnow
from api.models.user import User

EXPORTABLE = (DocumentStatus.COMPLETED, DocumentStatus.EXPORTED)
ADAPTER_DIR = Path(__file__).parent / "apskaita5_adapter"
ADAPTER_ZIP = "dokskenas-apskaita5-adapteris.zip"
# The audit entry names the first documents of an export; the count says how many there were.
AUDIT_IDS = 50


class RateSource(Protocol):
    async def rates_for(self, wanted: Iterable[tuple[str, date]]) -> dict[tuple[str, date], Decimal]: ...


@dataclass(frozen=True)
class ExportOutcome:
    file: ExportFile
    warnings: list[str]


def exportability_problems(documents: Iterable[Document], request: ExportRequest) -> list[str]:
    """Spec §4: completed or exported documents only; the direction must be known — from the
    document in single mode, from the chosen counterparty (the overrides) in multi mode."""
    problems = []
    for document in documents:
        if document.status not in EXPORTABLE:
            problems.append(f"{document_label(document)}: {texts.NOT_COMPLETED}")
        elif resolve_direction(document, request.mode, request.overrides) is None:
            problems.append(f"{document_label(document)}: {direction_problem(request.mode)}")
    return problems


async def export_documents(
    session: AsyncSession, user: User, request: ExportRequest, rates: RateSource | None, ip: str | None = None
) -> ExportOutcome:
    documents = await repository.owned_documents(session, user.id, request.ids)
    if len(documents) != len(request.ids):
        raise NotFound(core_texts.NOT_FOUND)
    target = request.format or user.profile.default_accounting_program
    if not target:
        raise BadRequest(texts.NO_PROGRAM, code="no_program")
    if target not in TARGETS:
        raise BadRequest(texts.UNKNOWN_TARGET.format(target=target), code="unknown_target")
    problems = exportability_problems(documents, request)
    if problems:
        raise ExportBlocked(problems, texts.NOT_EXPORTABLE)
    options = ExportOptions(rates=await _rates(rates, documents))
    files, warnings = await run_in_threadpool(
        build,
        TARGETS[target],
        documents,
        user.profile,
        mode=request.mode,
        overrides=request.overrides,
        options=options,
    )
    repository.mark_exported(documents, utcnow())
    await session.flush()
    details = {"format": target, "documents": len(documents), "ids": [d.id for d in documents][:AUDIT_IDS]}
    await audit.record(session, user.id, AuditAction.EXPORT, details, ip=ip)
    return ExportOutcome(one_file(files), warnings)


async def _rates(source: RateSource | None, documents: Iterable[Document]) -> dict[tuple[str, date], Decimal]:
    wanted = {
        ((d.currency or "").upper(), d.invoice_date)
        for d in documents
        if (d.currency or BASE_CURRENCY).upper() != BASE_CURRENCY and d.invoice_date
    }
    return await source.rates_for(wanted) if wanted and source else {}


def adapter_package() -> ExportFile:
    """The Apskaita5 adapter's sources, build and install notes, as one zip."""
    files = [
        ExportFile(path.relative_to(ADAPTER_DIR).as_posix(), path.read_bytes(), "")
        for path in sorted(ADAPTER_DIR.rglob("*"))
        if path.is_file()
    ]
    return zip_files(files, ADAPTER_ZIP)
