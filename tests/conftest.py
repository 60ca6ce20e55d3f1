"""Fixtures on real components: a PostgreSQL database created and migrated for this run and dropped
after it, SeaweedFS as the S3 server, and the FastAPI app driven in-process over ASGI.

`make test` starts SeaweedFS (and exports DOKSKENAS_S3_ENDPOINT); run alone, pytest starts its own
through api/devstack/stack.py and stops it at the end."""

from __future__ import annotations

import os
import secrets
import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass

import httpx
import pytest
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from api.core.config import Settings
from api.core.db import make_engine, make_sessionmaker
from api.core.storage import ObjectStore
from api.devstack import stack
from api.main import create_app

PASSWORD = "Slaptas123"
# Pipeline fixtures (own Temporal dev server, in-process worker): started only when a test asks.
pytest_plugins = ["tests.pipeline"]


@pytest.fixture(scope="session")
def database_url() -> Iterator[str]:
    with stack.scratch_database("test", "dokskenas_test") as url:
        yield url


@pytest.fixture(scope="session")
def s3_endpoint() -> Iterator[str]:
    endpoint = os.environ.get("DOKSKENAS_S3_ENDPOINT")
    if endpoint:
        yield endpoint
        return
    profile = stack.PROFILES["test"]
    started = stack.recorded_pid(profile, "seaweedfs") is None
    profile.state_dir.mkdir(parents=True, exist_ok=True)
    stack.start_seaweed(profile)
    yield f"127.0.0.1:{profile.s3_port}"
    if started:
        stack.stop_process(profile, "seaweedfs")


@pytest.fixture(scope="session")
def mail_catcher() -> Iterator[str]:
    """The address of a real SMTP catcher's inbox page (tests/fakes/mail_catcher.py) on the test
    stack's shifted ports: the one `make test` started, else one of our own for this session."""
    profile = stack.PROFILES["test"]
    started = stack.recorded_pid(profile, "mail") is None
    profile.state_dir.mkdir(parents=True, exist_ok=True)
    stack.start_mail_catcher(profile)
    yield stack.mail_web_url(profile)
    if started:
        stack.stop_process(profile, "mail")


@pytest.fixture(scope="session")
def settings(database_url: str, s3_endpoint: str, mail_catcher: str) -> Settings:
    return Settings(
        env="test",
        database_url=database_url,
        secret_key=stack.DEV_SECRET,
        cookie_secure=False,
        s3_endpoint=s3_endpoint,
        s3_access_key=stack.S3_ACCESS_KEY,
        s3_secret_key=stack.S3_SECRET_KEY,
        # Never the make-test stack's Temporal or bucket: its worker serves the browser tests' database,
        # and workflow ids and object keys are per document id, which both databases start at 1.
        # Tests that need Temporal start their own (tests/pipeline.py).
        temporal_address="127.0.0.1:1",
        s3_bucket=f"dokskenas-pytest-{secrets.token_hex(4)}",
        web_dist="web/dist",
        fx_rates_url="",
        api_metrics_port=0,  # a fixed port would collide between parallel sessions
        smtp_host="127.0.0.1",
        smtp_port=stack.PROFILES["test"].smtp_port,
        smtp_tls="none",
    )


@pytest.fixture(scope="session")
def store(settings: Settings) -> ObjectStore:
    store = ObjectStore.from_settings(settings)
    store.ensure_bucket()
    return store


@pytest.fixture(scope="session")
async def sessionmaker(settings: Settings) -> AsyncIterator[async_sessionmaker[AsyncSession]]:
    engine = make_engine(settings.database_url)
    yield make_sessionmaker(engine)
    await engine.dispose()


@pytest.fixture(scope="session")
async def app(settings: Settings):  # type: ignore[no-untyped-def]
    application = create_app(settings)
    async with application.router.lifespan_context(application):
        yield application


# Pass as `headers=` to send a state-changing request without the CSRF header.
NO_CSRF = {"X-CSRFToken": ""}


class ApiClient(httpx.AsyncClient):
    """A browser-like client: keeps cookies and echoes the csrftoken cookie in X-CSRFToken."""

    async def ensure_csrf(self) -> str:
        if "csrftoken" not in self.cookies:
            await self.get("/healthz")
        return self.cookies["csrftoken"]

    async def request(self, method: str, url: httpx.URL | str, **kwargs):  # type: ignore[no-untyped-def, override]
        if method.upper() not in ("GET", "HEAD", "OPTIONS"):
            headers = dict(kwargs.pop("headers", None) or {})
            if "X-CSRFToken" not in headers:
                headers["X-CSRFToken"] = await self.ensure_csrf()
            elif not headers["X-CSRFToken"]:
                del headers["X-CSRFToken"]
            kwargs["headers"] = headers
        return await super().request(method, url, **kwargs)


@pytest.fixture
def make_client(app):  # type: ignore[no-untyped-def]
    """A factory of clients, each from its own IP address so throttling in one test spares the others."""
    clients: list[ApiClient] = []

    def factory(ip: str | None = None) -> ApiClient:
        address = ip or f"10.{secrets.randbelow(250)}.{secrets.randbelow(250)}.{secrets.randbelow(250) + 1}"
        transport = httpx.ASGITransport(app=app, client=(address, 40000))
        client = ApiClient(transport=transport, base_url="http://testserver")
        clients.append(client)
        return client

    return factory


@pytest.fixture
def client(make_client) -> ApiClient:  # type: ignore[no-untyped-def]
    return make_client()


@dataclass
class SignedIn:
    client: ApiClient
    email: str
    password: str
    user_id: int


def unique_email(prefix: str = "vartotojas") -> str:
    return f"{prefix}.{uuid.uuid4().hex[:10]}@example.lt"


@pytest.fixture
def sign_up(make_client):  # type: ignore[no-untyped-def]
    """Register a fresh user through the API; the returned client is signed in."""

    async def factory(*, company: bool = False, program: str | None = "rivile") -> SignedIn:
        client = make_client()
        email = unique_email()
        response = await client.post(
            "/api/register/", json={"email": email, "password": PASSWORD}, headers=NO_CSRF
        )
        assert response.status_code == 200, response.text
        me = (await client.get("/api/me/")).json()
        if company:
            patch = {"company_name": "UAB Bandymas", "company_code": "304181177", "company_country_iso": "LT"}
            assert (await client.patch("/api/profile/", json=patch)).status_code == 200
            if program:
                response = await client.patch("/api/profile/", json={"default_accounting_program": program})
                assert response.status_code == 200
        return SignedIn(client=client, email=email, password=PASSWORD, user_id=me["id"])

    return factory
