"""Seeding is a command, never a route: no environment's API offers to create a superuser (issue 14)."""

import os
import subprocess
import sys

import httpx
import pytest

from api.core.config import Settings
from api.main import create_app
from tests.conftest import PASSWORD, unique_email

SEED_ROUTE = "/api/test-support/users/"
PRODUCTION_SECRETS = {
    "secret_key": "a-real-production-secret-of-forty-characters",
    "s3_secret_key": "s3-real-secret",
    "stripe_secret_key": "sk_live_real",
    "stripe_webhook_secret": "whsec_real",
}


@pytest.mark.parametrize("env", ["development", "test", "production"])
async def test_no_environment_mounts_a_seeding_route(env, monkeypatch):
    monkeypatch.setenv("DOKSKENAS_TEST_SUPPORT", "true")  # the switch that used to mount it
    app = create_app(Settings(env=env, api_metrics_port=0, **PRODUCTION_SECRETS))
    assert not any("test-support" in path for path in app.openapi()["paths"])
    transport = httpx.ASGITransport(app=app)
    # https: outside tests the csrftoken cookie is Secure
    async with httpx.AsyncClient(transport=transport, base_url="https://testserver") as client:
        await client.get("/healthz")
        token = client.cookies["csrftoken"]
        body = {"email": "x@example.lt", "password": PASSWORD, "credits": 10**6, "is_superuser": True}
        response = await client.post(SEED_ROUTE, json=body, headers={"X-CSRFToken": token})
    assert response.status_code == 404


def _seed(database_url: str, env: str, *args: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "DOKSKENAS_DATABASE_URL": database_url, "DOKSKENAS_ENV": env}
    command = [sys.executable, "-m", "api.ops.seed", "user", *args]
    return subprocess.run(command, env=environment, capture_output=True, text=True, check=False)


async def test_seed_command_creates_a_user_who_can_sign_in(database_url, client):
    email = unique_email("seeded")
    seeded = _seed(database_url, "development", email, PASSWORD, "--credits", "7")
    assert seeded.returncode == 0, seeded.stderr
    response = await client.post("/api/token/", json={"email": email, "password": PASSWORD})
    assert response.status_code == 200, response.text
    me = (await client.get("/api/me/")).json()
    assert me["credits"] == "7.00" and me["is_superuser"] is False
    profile = (await client.get("/api/profile/")).json()
    assert profile["upload_ready"] is True


def test_seed_command_refuses_outside_development(database_url, monkeypatch):
    for name, value in PRODUCTION_SECRETS.items():
        monkeypatch.setenv(f"DOKSKENAS_{name.upper()}", value)
    refused = _seed(database_url, "production", unique_email("refused"), PASSWORD)
    assert refused.returncode == 2, refused.stderr
    assert "seeding is for development and tests only" in refused.stderr
