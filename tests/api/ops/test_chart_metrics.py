"""Every metric the chart's dashboards and alert rules name is served: by the API on its metrics port
and by a worker on its Prometheus port, after one scanned document went through the whole pipeline
(Tesseract OCR, the LLM once failing then answering, the settle step) and the API refreshed its queue
and register gauges."""

from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families
from temporalio.testing import WorkflowEnvironment

from api.devstack.stack import free_port
from api.main import create_app
from api.ops.gauges import update_gauges
from tests.charts.metric_names import CHART, dashboard_expressions, metric_names
from tests.data.invoices import Invoice, invoice_pdf, scanned_image
from tests.fakes.openai_api import FakeOpenAI
from tests.pipeline import register, settings_for, start_dev_server, upload, wait_until_done
from workflows.contracts import DOCUMENTS_QUEUE
from workflows.fields import HEADER_FIELDS
from workflows.worker import MAX_CONCURRENT_ACTIVITIES, build_worker, connect, prometheus_runtime


@pytest.fixture
async def own_temporal() -> AsyncIterator[WorkflowEnvironment]:
    """A Temporal server of its own: this test's worker must be the only one on "documents"."""
    env = await start_dev_server()
    yield env
    await env.shutdown()


def families(exposition: str) -> set[str]:
    """The names queries use: the parser gives a prometheus_client counter's family without `_total`."""
    names = set()
    for family in text_string_to_metric_families(exposition):
        names |= {family.name, f"{family.name}_total"} if family.type == "counter" else {family.name}
    return names


def named_in_chart() -> set[str]:
    dashboards = [expression for listed in dashboard_expressions().values() for expression in listed]
    rules = (CHART / "templates" / "prometheusrule.yaml").read_text()
    return metric_names([*dashboards, rules])


async def test_api_and_worker_serve_every_metric_the_chart_names(settings, store, sessionmaker, own_temporal):
    answer = {name: None for name in HEADER_FIELDS} | {"document_type": "invoice", "line_items": []}
    with FakeOpenAI(answer=lambda _: answer) as llm:
        llm.script.append(("status", 503))  # one failed attempt: the activity failure counters appear
        ports = {"worker_metrics_port": free_port(), "api_metrics_port": free_port()}
        own = settings_for(settings, own_temporal).model_copy(update={**ports, "llm_base_url": llm.base_url})
        client = await connect(own, prometheus_runtime(own))
        app = create_app(own)
        with ThreadPoolExecutor(MAX_CONCURRENT_ACTIVITIES) as executor:
            worker = build_worker(client, own, store, sessionmaker, executor, DOCUMENTS_QUEUE)
            async with worker, app.router.lifespan_context(app):
                user = await register(app)
                scan = scanned_image(invoice_pdf(Invoice(number="MET-1")))
                response = await upload(user.client, ("nuotrauka.png", scan))
                document = await wait_until_done(sessionmaker, response.json()[0]["id"])
                await update_gauges(own, app.state.temporal, app.state.sessionmaker)
                async with httpx.AsyncClient() as scraper:
                    api = await scraper.get(f"http://127.0.0.1:{own.api_metrics_port}/metrics")
                    served = await scraper.get(f"http://127.0.0.1:{own.worker_metrics_port}/metrics")
    assert document.status == "completed" and llm.requests
    named = named_in_chart()
    assert {"dokskenas_llm_request_seconds", "dokskenas_ocr_pages", "dokskenas_task_queue_pollers"} <= named
    missing = named - families(api.text) - families(served.text)
    assert not missing, f"named in the chart, served by neither the API nor the worker: {sorted(missing)}"
