"""POST /api/scan/: file checks by content, credits reserved for the whole batch, all or nothing."""

import asyncio
import math
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest
from sqlalchemy import func, select
from temporalio.testing import ActivityEnvironment

from activities.maintenance import MaintenanceActivities
from activities.reading.classify import UNKNOWN_REASON
from api.core import texts
from api.core.db import unit_of_work
from api.credits import ledger
from api.main import create_app
from api.models import CreditEntry, CreditKind, Document, User
from tests.data.bad_files import bad_files, blank_pdf, letter_jpeg, lorem_pdf, shapes_jpeg, white_png
from tests.data.invoices import Invoice, delivery_note_pdf, invoice_pdf, scanned_image
from tests.pipeline import ledger_rows, register, upload, wait_until_done
from workflows.contracts import ProcessDocumentInput, workflow_id


async def document_count(sessionmaker, user_id: int) -> int:
    async with sessionmaker() as session:
        return await session.scalar(select(func.count(Document.id)).where(Document.user_id == user_id))


async def balance(sessionmaker, user_id: int) -> Decimal:
    async with sessionmaker() as session:
        user = await session.get(User, user_id)
        rows = await session.scalar(
            select(func.sum(CreditEntry.amount)).where(CreditEntry.user_id == user_id)
        )
        assert user.credits == rows, "the cached balance must equal the sum of the ledger"
        return user.credits


async def set_balance(sessionmaker, user_id: int, credits: Decimal) -> None:
    async with unit_of_work(sessionmaker) as session:
        user = await session.get(User, user_id)
        movement = ledger.Movement(CreditKind.ADJUSTMENT, credits - user.credits, "test")
        await ledger.post(session, user_id, movement, allow_negative=True)


@pytest.mark.parametrize("company, program", [(False, "rivile"), (True, None)])
async def test_upload_needs_company_and_program(pipeline_user, sessionmaker, company, program):
    user = await pipeline_user(company=company, program=program)
    response = await upload(user.client, ("a.pdf", invoice_pdf()))
    assert response.status_code == 400
    assert response.json()["detail"] == texts.UPLOAD_NEEDS_SETTINGS
    assert await document_count(sessionmaker, user.user_id) == 0


async def test_unknown_scan_type_is_refused(pipeline_user):
    user = await pipeline_user()
    response = await upload(user.client, ("a.pdf", invoice_pdf()), scan_type="viskas")
    assert response.status_code == 422
    assert response.json()["detail"] == texts.UPLOAD_SCAN_TYPE


async def test_a_file_with_an_empty_name_is_refused_in_lithuanian(pipeline_user, sessionmaker):
    user = await pipeline_user()
    response = await upload(user.client, ("", invoice_pdf()))
    assert response.status_code == 422
    assert response.json()["detail"] == texts.UPLOAD_UNNAMED_FILE
    assert await document_count(sessionmaker, user.user_id) == 0


async def test_each_bad_file_is_refused_with_its_own_message_and_nothing_is_kept(
    pipeline_user, sessionmaker, settings
):
    user = await pipeline_user()
    files = bad_files(settings.max_file_bytes, settings.max_pdf_pages)
    assert len(files) >= 20
    for name, data in files.items():
        response = await upload(user.client, (name, data))
        # a file over the size limit is cut off while it streams in (api/core/body_limit.py)
        assert response.status_code == (413 if name == "per_didelis.pdf" else 422), name
        detail = response.json()["detail"]
        assert f"„{name}“" in detail, detail
    assert await document_count(sessionmaker, user.user_id) == 0
    assert await balance(sessionmaker, user.user_id) == Decimal(50)


async def test_one_bad_file_fails_the_whole_batch(pipeline_user, sessionmaker):
    user = await pipeline_user()
    response = await upload(user.client, ("gera.pdf", invoice_pdf()), ("bloga.pdf", b"<html></html>"))
    assert response.status_code == 422
    assert "„bloga.pdf“" in response.json()["detail"] and "gera.pdf" not in response.json()["detail"]
    assert await document_count(sessionmaker, user.user_id) == 0


async def test_files_the_pipeline_rejects_end_rejected_free_and_the_worker_survives(
    pipeline_user, pipeline_worker, sessionmaker
):
    user = await pipeline_user()
    earlier = invoice_pdf(Invoice(number="DUP-1"))
    first = await upload(user.client, ("pirmas.pdf", earlier))
    await wait_until_done(sessionmaker, first.json()[0]["id"])
    files = [
        ("tuscias_lapas.pdf", blank_pdf()),
        ("baltas.png", white_png()),
        ("nuotrauka.jpg", shapes_jpeg()),
        ("tekstas.pdf", lorem_pdf()),
        ("vaztarastis.pdf", delivery_note_pdf()),
        ("laiskas.jpg", letter_jpeg()),
        ("dublikatas.pdf", earlier),
        ("kitas_dublikatas.pdf", scanned_image(earlier)),
    ]
    response = await upload(user.client, *files)
    assert response.status_code == 201, response.text
    for created, (name, _) in zip(response.json(), files, strict=True):
        document = await wait_until_done(sessionmaker, created["id"])
        assert document.status == "rejected", name
        assert document.error_message, name
        assert await ledger_rows(sessionmaker, document.id) == ["reserve", "release"], name
    duplicate = await _by_name(sessionmaker, user.user_id, "dublikatas.pdf")
    assert "pirmas.pdf" in duplicate.error_message
    letter = await _by_name(sessionmaker, user.user_id, "laiskas.jpg")
    assert letter.error_message == UNKNOWN_REASON
    good = await upload(user.client, ("gera.pdf", invoice_pdf(Invoice(number="PO-KLAIDU"))))
    assert (await wait_until_done(sessionmaker, good.json()[0]["id"])).status == "completed"
    assert await balance(sessionmaker, user.user_id) == Decimal(48)


async def _by_name(sessionmaker, user_id: int, name: str) -> Document:
    async with sessionmaker() as session:
        return await session.scalar(
            select(Document).where(Document.user_id == user_id, Document.original_filename == name)
        )


async def test_a_short_balance_refuses_the_batch_with_kredit_and_stores_nothing(
    pipeline_user, sessionmaker, store
):
    user = await pipeline_user()
    await set_balance(sessionmaker, user.user_id, Decimal("2.5"))
    pdfs = [(f"{n}.pdf", invoice_pdf(Invoice(number=f"K-{n}"))) for n in range(2)]
    response = await upload(user.client, *pdfs, scan_type="detaliai")
    assert response.status_code == 402
    assert "kredit" in response.json()["error"] and "kredit" in response.json()["detail"]
    assert await document_count(sessionmaker, user.user_id) == 0
    assert await balance(sessionmaker, user.user_id) == Decimal("2.5")


async def test_parallel_uploads_never_overspend(pipeline_user, sessionmaker):
    user = await pipeline_user()
    await set_balance(sessionmaker, user.user_id, Decimal("4"))
    pdfs = [invoice_pdf(Invoice(number=f"P-{n}")) for n in range(8)]
    responses = await asyncio.gather(*(upload(user.client, (f"{n}.pdf", pdf)) for n, pdf in enumerate(pdfs)))
    statuses = sorted(response.status_code for response in responses)
    assert statuses == [201] * 4 + [402] * 4
    assert await balance(sessionmaker, user.user_id) == Decimal(0)
    assert await document_count(sessionmaker, user.user_id) == 4


async def test_an_upload_while_temporal_is_down_succeeds_and_the_repair_starts_it(
    settings, sessionmaker, store, temporal_env
):
    unreachable = create_app(settings.model_copy(update={"temporal_address": "127.0.0.1:1"}))
    async with unreachable.router.lifespan_context(unreachable):
        user = await register(unreachable)
        response = await upload(user.client, ("a.pdf", invoice_pdf(Invoice(number="BE-TEMPORAL"))))
    assert response.status_code == 201
    document_id = response.json()[0]["id"]
    async with unit_of_work(sessionmaker) as session:
        (await session.get(Document, document_id)).uploaded_at = datetime.now(UTC) - timedelta(minutes=5)

    repair = MaintenanceActivities(store, sessionmaker, settings, temporal_env.client).repair
    await ActivityEnvironment().run(repair)

    description = await temporal_env.client.get_workflow_handle(workflow_id(document_id)).describe()
    assert description.workflow_type == "ProcessDocument"


async def test_each_document_of_a_batch_gets_the_time_of_those_waiting_before_it(
    pipeline_user, temporal_env, settings
):
    user = await pipeline_user()
    files = [(f"{n}.pdf", invoice_pdf(Invoice(number=f"BE-QUEUE-{n}"))) for n in range(3)]
    response = await upload(user.client, *files)
    assert response.status_code == 201, response.text

    deadlines = []
    for document in response.json():
        history = await temporal_env.client.get_workflow_handle(workflow_id(document["id"])).fetch_history()
        started = history.events[0].workflow_execution_started_event_attributes
        converter = temporal_env.client.data_converter
        [params] = await converter.decode(started.input.payloads, [ProcessDocumentInput])
        deadlines.append(params.deadline_seconds)
    step = math.ceil(settings.queued_document_seconds)
    assert deadlines[0] >= settings.processing_deadline_seconds
    assert deadlines == [deadlines[0], deadlines[0] + step, deadlines[0] + 2 * step]
