"""The app wired to tests/fakes/stripe_api.py through DOKSKENAS_STRIPE_API_BASE, as in production
but for the address. `app` is overridden here, so `make_client` and `sign_up` use this one; a second
instance is served over real HTTP on a free port for the fake's webhook deliveries."""

import json
import secrets
import threading
from collections.abc import Iterator
from typing import Any

import pytest
import uvicorn

from api.core.config import Settings
from api.devstack import stack
from api.main import create_app
from tests.conftest import NO_CSRF
from tests.fakes.stripe_api import FakeStripe, sign

API_KEY = "sk_test_dokskenas"
WEBHOOK_SECRET = f"whsec_{secrets.token_hex(16)}"
PUBLIC_URL = "https://dokskenas.test"
WEBHOOK_PATH = "/api/stripe/webhook/"


@pytest.fixture(scope="session")
def fake_stripe() -> Iterator[FakeStripe]:
    fake = FakeStripe(webhook_secret=WEBHOOK_SECRET, api_key=API_KEY).start()
    yield fake
    fake.stop()


@pytest.fixture(scope="session")
def stripe_settings(settings: Settings, fake_stripe: FakeStripe) -> Settings:
    return settings.model_copy(
        update={
            "stripe_secret_key": API_KEY,
            "stripe_webhook_secret": WEBHOOK_SECRET,
            "stripe_api_base": fake_stripe.url,
            "public_url": PUBLIC_URL,
        }
    )


@pytest.fixture(scope="session")
async def app(stripe_settings: Settings):  # type: ignore[no-untyped-def]
    application = create_app(stripe_settings)
    async with application.router.lifespan_context(application):
        yield application


@pytest.fixture(scope="session")
def served_api(stripe_settings: Settings, fake_stripe: FakeStripe) -> Iterator[str]:
    """The API over HTTP in a thread of its own (own event loop, own lifespan); the fake posts its
    webhooks here."""
    port = stack.free_port()
    config = uvicorn.Config(
        create_app(stripe_settings), host="127.0.0.1", port=port, loop="asyncio", log_level="warning"
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="served-api", daemon=True)
    thread.start()
    while not server.started:
        if not thread.is_alive():
            raise RuntimeError("the API did not start")
        threading.Event().wait(0.05)
    base = f"http://127.0.0.1:{port}"
    fake_stripe.webhook_url = base + WEBHOOK_PATH
    yield base
    fake_stripe.webhook_url = None
    server.should_exit = True
    thread.join()


def signed(
    event: dict[str, Any], *, secret: str = WEBHOOK_SECRET, timestamp: int | None = None
) -> dict[str, Any]:
    """Keyword arguments for posting `event` to the webhook as Stripe does."""
    body = json.dumps(event)
    return {
        "content": body,
        "headers": {
            "Content-Type": "application/json",
            "Stripe-Signature": sign(body, secret, timestamp),
            **NO_CSRF,
        },
    }


async def deliver(client: Any, event: dict[str, Any], **signing: Any) -> Any:
    return await client.post(WEBHOOK_PATH, **signed(event, **signing))


def paid(session: dict[str, Any], **changes: Any) -> dict[str, Any]:
    return {**session, "status": "complete", "payment_status": "paid", **changes}


@pytest.fixture
async def checkout_session(sign_up, fake_stripe):  # type: ignore[no-untyped-def]
    """A signed-in user and the open Checkout Session the app created for them on the fake, for the
    100-credit package."""

    async def factory(price_id: str = "price_dokskenas_100") -> tuple[Any, dict[str, Any]]:
        user = await sign_up()
        response = await user.client.post("/api/stripe/credit-checkout/", json={"price_id": price_id})
        assert response.status_code == 200, response.text
        return user, fake_stripe.session(response.json()["url"].rsplit("/", 1)[1])

    return factory
