"""Fixtures for tests that run documents through the pipeline: a Temporal dev server of their own
(never the `make test` stack's server, whose worker serves another database), the API bound to it,
and a real worker in this process.

Loaded for every test through `pytest_plugins` in tests/conftest.py; each fixture starts only when a
test asks for it."""

from __future__ import annotations

import asyncio
import secrets
import sys
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import date
from decimal import Decimal
from pathlib import Path

import httpx
import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from temporalio.testing import WorkflowEnvironment

from api.core.config import Settings
from api.core.db import unit_of_work
from api.core.storage import ObjectStore, original_key
from api.credits import ledger
from api.main import create_app
from api.models import CreditEntry, CreditKind, Document, LineItem, Profile, User
from tests.conftest import NO_CSRF, PASSWORD, ApiClient, SignedIn, unique_email
from workflows.worker import MAX_CONCURRENT_ACTIVITIES, build_worker

BIN = Path(sys.executable).parent
COMPANY = {"company_name": "UAB Bandymas", "company_code": "304181177", "company_country_iso": "LT"}


async def start_dev_server() -> WorkflowEnvironment:
    return await WorkflowEnvironment.start_local(
        dev_server_existing_path=str(BIN / "temporal"),
        ui=False,
        dev_server_log_level="error",
    )


@pytest.fixture(scope="session")
async def temporal_env() -> AsyncIterator[WorkflowEnvironment]:
    env = await start_dev_server()
    yield env
    await env.shutdown()


def settings_env(settings: Settings) -> dict[str, str]:
    """The settings as the environment of a process of ours (a worker or an API server) reads them."""
    return {f"DOKSKENAS_{name.upper()}": str(value) for name, value in settings.model_dump().items()}


def settings_for(settings: Settings, env: WorkflowEnvironment) -> Settings:
    return settings.model_copy(update={"temporal_address": env.client.service_client.config.target_host})


@pytest.fixture(scope="session")
async def pipeline_app(settings: Settings, temporal_env: WorkflowEnvironment):  # type: ignore[no-untyped-def]
    application = create_app(settings_for(settings, temporal_env))
    async with application.router.lifespan_context(application):
        yield application


@pytest.fixture(scope="session")
async def pipeline_worker(
    settings: Settings,
    temporal_env: WorkflowEnvironment,
    store: ObjectStore,
    sessionmaker: async_sessionmaker[AsyncSession],
) -> AsyncIterator[None]:
    with ThreadPoolExecutor(MAX_CONCURRENT_ACTIVITIES) as executor:
        worker = build_worker(
            temporal_env.client, settings_for(settings, temporal_env), store, sessionmaker, executor
        )
        async with worker:
            yield


def api_client(app) -> ApiClient:  # type: ignore[no-untyped-def]
    # each client from its own address, so registration throttling in one test spares the others
    address = f"10.{secrets.randbelow(250)}.{secrets.randbelow(250)}.{secrets.randbelow(250) + 1}"
    transport = httpx.ASGITransport(app=app, client=(address, 40000))
    return ApiClient(transport=transport, base_url="http://testserver")


async def register(app, *, company: bool = True, program: str | None = "rivile") -> SignedIn:  # type: ignore[no-untyped-def]
    """A fresh user with 50 credits, signed in; with the company settings an upload needs."""
    client = api_client(app)
    email = unique_email("dokai")
    response = await client.post(
        "/api/register/", json={"email": email, "password": PASSWORD}, headers=NO_CSRF
    )
    assert response.status_code == 200, response.text
    me = (await client.get("/api/me/")).json()
    if company:
        assert (await client.patch("/api/profile/", json=COMPANY)).status_code == 200
    if program:
        assert (
            await client.patch("/api/profile/", json={"default_accounting_program": program})
        ).status_code == 200
    return SignedIn(client=client, email=email, password=PASSWORD, user_id=me["id"])


@pytest.fixture
def pipeline_user(pipeline_app) -> Callable[..., Awaitable[SignedIn]]:  # type: ignore[no-untyped-def]
    async def factory(**kwargs: object) -> SignedIn:
        return await register(pipeline_app, **kwargs)  # type: ignore[arg-type]

    return factory


async def upload(client: ApiClient, *files: tuple[str, bytes], scan_type: str = "sumiskai") -> httpx.Response:
    return await client.post(
        "/api/scan/", files=[("files", (name, data)) for name, data in files], data={"scan_type": scan_type}
    )


async def wait_until_done(
    sessionmaker: async_sessionmaker[AsyncSession], document_id: int, timeout: float = 60
) -> Document:
    """The document once it left `processing` (polls the database as the list screen polls the API)."""
    deadline = time.monotonic() + timeout
    while True:
        async with sessionmaker() as session:
            document = await session.get(Document, document_id)
            assert document is not None
            if document.status != "processing":
                return document
        if time.monotonic() > deadline:
            raise AssertionError(f"document {document_id} still processing after {timeout} s")
        await asyncio.sleep(0.2)


async def ledger_rows(sessionmaker: async_sessionmaker[AsyncSession], document_id: int) -> list[str]:
    """The kinds of the document's credit rows, in order."""
    async with sessionmaker() as session:
        rows = await session.scalars(
            select(CreditEntry.kind).where(CreditEntry.document_id == document_id).order_by(CreditEntry.id)
        )
        return list(rows)


async def document_with_reservation(
    sessionmaker: async_sessionmaker[AsyncSession], user_id: int | None = None, *, scan_type: str = "sumiskai"
) -> Document:
    """A `processing` document whose cost is reserved, as an upload leaves it; for a new user with
    credits unless one is given."""
    async with unit_of_work(sessionmaker) as session:
        if user_id is None:
            user = User(email=unique_email("eiga"), password_hash="-")
            user.profile = Profile(**COMPANY, default_accounting_program="rivile")
            session.add(user)
            await session.flush()
            grant = ledger.Movement(CreditKind.GRANT, Decimal(10), "test", idempotency_key=f"t:{user.id}")
            await ledger.post(session, user.id, grant)
            user_id = user.id
        document = Document(
            user_id=user_id,
            status="processing",
            scan_type=scan_type,
            original_filename="saskaita.pdf",
            content_type="application/pdf",
            file_size=1,
            file_sha256="0" * 64,
            storage_key="",
        )
        session.add(document)
        await session.flush()
        document.storage_key = original_key(document.id)
        await ledger.reserve(session, user_id, document.id, Decimal(1))
    return document


async def stored_document(
    sessionmaker: async_sessionmaker[AsyncSession], user_id: int, lines: int = 0, **values: object
) -> Document:
    """A document as the pipeline leaves it (completed, purchase from SELLER), without running it."""
    fields: dict[str, object] = {
        "status": "completed",
        "scan_type": "detaliai",
        "original_filename": "saskaita.pdf",
        "content_type": "application/pdf",
        "file_size": 1,
        "file_sha256": uuid.uuid4().hex * 2,
        "storage_key": "",
        "document_type": "invoice",
        "document_series": "DS",
        "document_number": uuid.uuid4().hex[:6],
        "invoice_date": date(2026, 3, 14),
        "amount_wo_vat": Decimal("100.00"),
        "vat_percent": Decimal(21),
        "vat_amount": Decimal("21.00"),
        "amount_with_vat": Decimal("121.00"),
        "seller_name": "UAB „Šiaurės žiedas“",
        "seller_id": "305000007",
        "seller_vat_code": "LT100001919017",
        "seller_country_iso": "LT",
        "buyer_name": COMPANY["company_name"],
        "buyer_id": COMPANY["company_code"],
        "buyer_country_iso": "LT",
        "pirkimas_pardavimas": "pirkimas",
        "val_total_match": True,
        "val_vat_match": True,
        "val_subtotal_match": True if lines else None,
        **values,
    }
    async with unit_of_work(sessionmaker) as session:
        document = Document(user_id=user_id, **fields)
        share = Decimal("100.00") / lines if lines else Decimal(0)
        document.line_items = [
            LineItem(
                position=n,
                prekes_pavadinimas=f"Prekė {n + 1}",
                quantity=Decimal(1),
                price=share,
                subtotal=share,
                vat_percent=Decimal(21),
                vat=share * Decimal("0.21"),
                total=share * Decimal("1.21"),
                field_meta={},
            )
            for n in range(lines)
        ]
        session.add(document)
        await session.flush()
        document.storage_key = original_key(document.id)
    return document
