"""Schemathesis against the app's own OpenAPI schema (issue 14: the proof as suites): every operation
called with generated valid and invalid input by a signed-in user (session cookie and CSRF header), over
HTTP to the API served by uvicorn on the test database, S3 bucket and a Temporal server of its own.
Nothing may answer a 5xx.

`make test` tries FAST_EXAMPLES inputs per operation; `make fuzz` (DOKSKENAS_PROOF=full) FULL_EXAMPLES."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator

import pytest
import requests
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error

from api.core.config import Settings
from api.devstack import stack
from tests.conftest import PASSWORD, unique_email
from tests.fakes.stripe_api import FakeStripe
from tests.pipeline import COMPANY, settings_env, settings_for
from tests.security import openapi_walk

FULL = os.environ.get("DOKSKENAS_PROOF") == "full"
FAST_EXAMPLES = 5
FULL_EXAMPLES = 100
STRIPE_KEY = "sk_test_fuzz"
STRIPE_WEBHOOK_SECRET = "whsec_fuzz"


@pytest.fixture(scope="session")
def fuzz_stripe() -> Iterator[str]:
    """Stripe as the checkout meets it in production (the fake of tests/fakes): without it every
    checkout answers 502, Stripe unreachable."""
    fake = FakeStripe(webhook_secret=STRIPE_WEBHOOK_SECRET, api_key=STRIPE_KEY).start()
    yield fake.url
    fake.stop()


@pytest.fixture(scope="session")
def served_api(settings: Settings, temporal_env, fuzz_stripe: str) -> Iterator[str]:  # type: ignore[no-untyped-def]
    port = stack.free_port()
    stripe = {"stripe_secret_key": STRIPE_KEY, "stripe_webhook_secret": STRIPE_WEBHOOK_SECRET}
    served = settings_for(settings, temporal_env).model_copy(
        update={**stripe, "stripe_api_base": fuzz_stripe}
    )
    env = {**os.environ, **settings_env(served)}
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "--factory",
            "api.main:create_app",
            "--port",
            str(port),
            "--no-access-log",
        ],
        env=env,
        stdin=subprocess.DEVNULL,
    )
    try:
        stack.wait_for(lambda: stack.port_open(port), "API under uvicorn")
        yield f"http://127.0.0.1:{port}"
    finally:
        server.terminate()
        server.wait(timeout=30)


@pytest.fixture(scope="session")
def signed_in(served_api: str) -> requests.Session:
    """A user with credits and a company, signed in as the browser is: cookies, and the CSRF header."""
    session = requests.Session()
    session.get(f"{served_api}/healthz").raise_for_status()
    session.headers["X-CSRFToken"] = session.cookies["csrftoken"]
    email = unique_email("fuzz")
    session.post(
        f"{served_api}/api/register/", json={"email": email, "password": PASSWORD}
    ).raise_for_status()
    session.patch(f"{served_api}/api/profile/", json=COMPANY).raise_for_status()
    return session


# The schema the app serves; signing out would leave the rest of the run unauthenticated (tests/api/auth
# covers it).
schema = schemathesis.openapi.from_dict(openapi_walk.schema()).exclude(operation_id="auth-logout")


@schema.parametrize()
@settings(
    max_examples=FULL_EXAMPLES if FULL else FAST_EXAMPLES,
    deadline=None,
    derandomize=not FULL,
    suppress_health_check=list(HealthCheck),
)
def test_no_operation_answers_a_server_error(case, served_api, signed_in):  # type: ignore[no-untyped-def]
    response = case.call(base_url=served_api, session=signed_in)
    case.validate_response(response, checks=[not_a_server_error])
