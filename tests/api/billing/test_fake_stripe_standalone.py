"""The fake Stripe as api/devstack/stack.py starts it for browser tests: its own process, configured on the
command line, driven by the production StripeClient."""

import subprocess
import sys
from collections.abc import Iterator

import httpx
import pytest
from sqlalchemy import select

from api.billing.stripe_client import make_http_client, make_stripe_client
from api.devstack import stack
from api.models import CreditEntry
from tests.api.billing.conftest import WEBHOOK_PATH, WEBHOOK_SECRET


@pytest.fixture
def standalone_fake(served_api: str) -> Iterator[str]:
    port = stack.free_port()
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.fakes.stripe_api",
            "--port",
            str(port),
            "--webhook",
            served_api + WEBHOOK_PATH,
            "--secret",
            WEBHOOK_SECRET,
        ]
    )
    stack.wait_for(lambda: stack.port_open(port), "fake Stripe", timeout=30)
    yield f"http://127.0.0.1:{port}"
    process.terminate()
    process.wait(timeout=10)


async def test_standalone_fake_sells_a_package_to_the_served_api(
    standalone_fake, stripe_settings, sign_up, sessionmaker
):
    user = await sign_up()
    settings = stripe_settings.model_copy(update={"stripe_api_base": standalone_fake})
    http = make_http_client()
    try:
        checkout = await make_stripe_client(settings, http).v1.checkout.sessions.create_async(
            {
                "mode": "payment",
                "line_items": [{"price": "price_dokskenas_1000", "quantity": 1}],
                "client_reference_id": str(user.user_id),
                "metadata": {"user_id": str(user.user_id), "package": "1000"},
                "success_url": "http://127.0.0.1/papildyti?success=1&session={CHECKOUT_SESSION_ID}",
            }
        )
    finally:
        await http.close_async()
    assert checkout.amount_total == 16200
    async with httpx.AsyncClient() as browser:
        page = await browser.get(checkout.url)
    assert page.headers["location"] == f"http://127.0.0.1/papildyti?success=1&session={checkout.id}"
    async with sessionmaker() as session:
        purchase = await session.scalar(select(CreditEntry).where(CreditEntry.reference == checkout.id))
    assert (purchase.user_id, purchase.amount) == (user.user_id, 1000)
