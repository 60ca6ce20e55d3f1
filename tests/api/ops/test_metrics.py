"""The API's metrics are served on a port of their own, never on the app's port behind the ingress."""

import httpx
from prometheus_client.parser import text_string_to_metric_families

from api.devstack import stack
from api.main import create_app


def requests_counted(exposition: str) -> float:
    return sum(
        sample.value
        for family in text_string_to_metric_families(exposition)
        for sample in family.samples
        if sample.name == "dokskenas_http_requests_total" and sample.labels["method"] == "GET"
    )


async def test_metrics_port_counts_requests_and_closes_with_the_app(settings):
    port = stack.free_port()
    app = create_app(settings.model_copy(update={"api_metrics_port": port}))
    async with app.router.lifespan_context(app):
        async with httpx.AsyncClient() as scraper:
            before = requests_counted((await scraper.get(f"http://127.0.0.1:{port}/metrics")).text)
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
                assert (await client.get("/healthz")).status_code == 200
            response = await scraper.get(f"http://127.0.0.1:{port}/metrics")
        assert response.status_code == 200
        assert requests_counted(response.text) == before + 1
    assert not stack.port_open(port)


async def test_app_port_serves_no_metrics(client):
    await client.get("/healthz")
    response = await client.get("/metrics")
    assert "dokskenas_http_requests_total" not in response.text
    assert not response.headers["content-type"].startswith("text/plain")


async def test_requests_are_labelled_by_route_template(client):
    from prometheus_client import REGISTRY

    def count(route: str) -> float:
        labels = {"route": route, "method": "GET", "status": "401"}
        return REGISTRY.get_sample_value("dokskenas_http_requests_total", labels) or 0.0

    before = count("/api/documents/{document_id}/")
    assert (await client.get("/api/documents/987654321/")).status_code == 401
    assert count("/api/documents/{document_id}/") == before + 1
