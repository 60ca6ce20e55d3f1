"""Prometheus scrapes every component; Grafana gets dashboards whose queries name real metrics."""

import json
import re

import prometheus_client

import api.core.metrics  # noqa: F401  (registers the API's metrics)
from tests.charts.conftest import CHART, Renderer

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
    assert len(set(uids)) == len(uids) == 2


def exposed_metric_names() -> set[str]:
    text = prometheus_client.generate_latest().decode()
    names = set()
    for name, kind in re.findall(r"^# TYPE (\S+) (\S+)$", text, re.MULTILINE):
        suffixes = ["_bucket", "_sum", "_count"] if kind == "histogram" else [""]
        names |= {name + suffix for suffix in suffixes}
    return names


def test_every_dokskenas_metric_a_dashboard_queries_is_exported_by_the_api() -> None:
    exposed = exposed_metric_names()
    queried = 0
    for path in (CHART / "dashboards").glob("*.json"):
        panels = json.loads(path.read_text())["panels"]
        assert panels, path
        for panel in panels:
            assert panel["targets"], (path.name, panel["title"])
            for target in panel["targets"]:
                for metric in re.findall(r"\bdokskenas_[a-z_]+", target["expr"]):
                    assert metric in exposed, (path.name, panel["title"], metric)
                    queried += 1
    assert queried > 0
