"""Security headers on every response: API, web app and refusals; HSTS only over TLS."""

import httpx
import pytest
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from api.core.storage import ObjectStore

ALWAYS = {
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
}
INGRESS = "10.0.0.5"


def client_for(
    app, *, address: str = "203.0.113.9", base_url: str = "http://testserver"
) -> httpx.AsyncClient:  # type: ignore[no-untyped-def]
    return httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app, client=(address, 40000)), base_url=base_url
    )


@pytest.mark.parametrize("path", ["/healthz", "/api/me/", "/api/nera/", "/suvestine", "/favicon.svg"])
async def test_every_response_carries_the_headers_and_no_hsts_over_plain_http(app, path):
    async with client_for(app) as client:
        response = await client.get(path)
    for name, value in ALWAYS.items():
        assert response.headers[name] == value, (path, name)
    assert "camera=()" in response.headers["permissions-policy"]
    assert "strict-transport-security" not in response.headers


async def test_the_policy_keeps_scripts_and_framing_to_our_own_origin(app, settings):
    async with client_for(app) as client:
        policy = (await client.get("/")).headers["content-security-policy"]
    directives = dict(part.strip().split(" ", 1) for part in policy.split(";"))
    assert directives["script-src"] == "'self'" and directives["frame-ancestors"] == "'none'"
    assert directives["object-src"] == "'none'" and directives["default-src"] == "'self'"
    assert ObjectStore.origin(settings) in directives["img-src"]  # previews are presigned GETs


async def test_a_refused_body_carries_the_headers(app, settings):
    async with client_for(app) as client:
        response = await client.post(
            "/api/token/", content=b"x", headers={"Content-Length": str(settings.max_body_bytes + 1)}
        )
    assert response.status_code == 413 and response.headers["x-frame-options"] == "DENY"


async def test_hsts_over_tls(app):
    async with client_for(app, base_url="https://testserver") as client:
        response = await client.get("/healthz")
    assert response.headers["strict-transport-security"].startswith("max-age=31536000")


async def test_hsts_behind_the_ingress_only_when_its_forwarded_proto_is_trusted(app):
    """As the chart runs it: uvicorn --proxy-headers with FORWARDED_ALLOW_IPS set to the ingress."""
    behind_ingress = ProxyHeadersMiddleware(app, trusted_hosts=INGRESS)
    https = {"X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.7"}
    async with client_for(behind_ingress, address=INGRESS) as ingress:
        assert "strict-transport-security" in (await ingress.get("/healthz", headers=https)).headers
        assert "strict-transport-security" not in (await ingress.get("/healthz")).headers
    async with client_for(behind_ingress) as stranger:
        assert "strict-transport-security" not in (await stranger.get("/healthz", headers=https)).headers
