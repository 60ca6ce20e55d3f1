"""Prometheus scrapes every component; Grafana gets dashboards whose queries name real metrics."""

import json
import re

import prometheus_client

import api.core.metrics
import api.ops.gauges  # noqa: F401  (and its gauges)
from activities import metrics as worker_metrics
from tests.charts.conftest import CHART, Renderer
from tests.charts.metric_names import PROMQL_FUNCTIONS, dashboard_expressions, functions_called, metric_names

COMPONENTS = ["api", "ocr-worker", "worker"]


def test_each_component_has_a_service_monitor_on_its_metrics_port(render: Renderer) -> None:
    rendered = render.profile("production")
    monitors = rendered.of_kind("ServiceMonitor")
    assert sorted(m["metadata"]["name"] for m in monitors) == [f"dokskenas-{c}" for c in COMPONENTS]
    for monitor in monitors:
        assert monitor["metadata"]["labels"]["release"] == "kube-prometheus-stack"
        service = rendered.get("Service", monitor["metadata"]["name"])
        assert monitor["spec"]["selector"]["matchLabels"].items() <= service["metadata"]["labels"].items()
        [endpoint] = monitor["spec"]["endpoints"]
        assert endpoint["path"] == "/metrics"
        # The API's http port is the one behind the ingress; metrics stay off it.
        assert endpoint["port"] == "metrics"
        assert "metrics" in [p["name"] for p in service["spec"]["ports"]]


def test_default_profile_needs_no_prometheus_operator(render: Renderer) -> None:
    assert render.profile("default").of_kind("ServiceMonitor") == []


def test_dashboards_ship_in_a_config_map_the_grafana_sidecar_loads(render: Renderer) -> None:
    dashboards = render.profile("production").get("ConfigMap", "dokskenas-dashboards")
    assert dashboards["metadata"]["labels"]["grafana_dashboard"] == "1"
    files = sorted(path.name for path in (CHART / "dashboards").glob("*.json"))
    assert sorted(dashboards["data"]) == files
    uids = [json.loads(text)["uid"] for text in dashboards["data"].values()]
    assert len(set(uids)) == len(uids) == 3


def exposed_metric_names() -> set[str]:
    """The API's metric families (prometheus_client's registry) and the worker's (activities.metrics)."""
    text = prometheus_client.generate_latest().decode()
    names = set(re.findall(r"^# TYPE (\S+) \S+$", text, re.MULTILINE))
    return names | set(worker_metrics.DESCRIPTIONS)


def test_every_dokskenas_metric_a_dashboard_queries_is_defined_by_the_product() -> None:
    expressions = dashboard_expressions()
    assert all(expressions.values()), expressions
    every = [expression for listed in expressions.values() for expression in listed]
    queried = {name for name in metric_names(every) if name.startswith("dokskenas_")}
    assert queried, expressions
    assert queried <= exposed_metric_names(), queried - exposed_metric_names()


def test_dashboards_call_real_promql() -> None:
    for name, expressions in dashboard_expressions().items():
        for expression in expressions:
            assert functions_called(expression) <= PROMQL_FUNCTIONS, (name, expression)
            assert expression.count("(") == expression.count(")"), (name, expression)
