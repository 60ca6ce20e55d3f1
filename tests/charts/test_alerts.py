"""The alert rules: one PrometheusRule with the alerts operators need, each with a runbook, on metrics
the product serves (the scrape test, tests/api/ops/test_chart_metrics.py, proves they are served)."""

import re

from tests.charts.conftest import NAMESPACE, REQUIRED, Renderer, merged
from tests.charts.metric_names import PROMQL_FUNCTIONS, functions_called, metric_names, rule_expressions

ALERTS = {
    "DokSkenasDocumentsFailing",  # workflow failure rate: documents ending failed or timed out
    "DokSkenasQueueBacklogOld",
    "DokSkenasNoWorker",
    "DokSkenasNoOcrWorker",
    "DokSkenasApiErrors",
    "DokSkenasApiSlow",
    "DokSkenasSettlementFailing",
    "DokSkenasRegisterStale",
}


def rules(render: Renderer) -> list[dict[str, object]]:
    [rule] = render.profile("production").of_kind("PrometheusRule")
    assert rule["metadata"]["labels"]["release"] == "kube-prometheus-stack"
    return [r for group in rule["spec"]["groups"] for r in group["rules"]]


def test_production_alerts_on_every_failure_operators_must_act_on(render: Renderer) -> None:
    assert {r["alert"] for r in rules(render)} == ALERTS


def test_each_alert_has_a_severity_a_summary_and_a_runbook(render: Renderer) -> None:
    for rule in rules(render):
        assert rule["labels"]["severity"] in ("warning", "critical"), rule["alert"]
        assert rule["annotations"]["summary"], rule["alert"]
        assert len(rule["annotations"]["runbook"]) > 150, rule["alert"]
        assert re.fullmatch(r"[0-9]+[smh]", rule["for"]), rule["alert"]


def test_alerts_watch_this_release_only_and_call_real_promql(render: Renderer) -> None:
    [rule] = render.profile("production").of_kind("PrometheusRule")
    for expression in rule_expressions(rule):
        selectors = re.findall(r"\b(dokskenas_[a-z_]+)\{([^}]*)\}", expression)
        assert selectors, expression
        assert all(f'namespace="{NAMESPACE}"' in labels for _, labels in selectors), expression
        assert functions_called(expression) <= PROMQL_FUNCTIONS, expression
        assert expression.count("(") == expression.count(")"), expression


def test_alerts_name_the_metrics_the_product_serves(render: Renderer) -> None:
    [rule] = render.profile("production").of_kind("PrometheusRule")
    assert metric_names(rule_expressions(rule)) == {
        "dokskenas_documents_settled",
        "dokskenas_task_queue_backlog_age_seconds",
        "dokskenas_task_queue_backlog",
        "dokskenas_task_queue_pollers",
        "dokskenas_http_requests_total",
        "dokskenas_http_request_duration_seconds",
        "dokskenas_settle_failures",
        "dokskenas_register_age_seconds",
    }


def test_thresholds_come_from_values(render: Renderer) -> None:
    values = merged(REQUIRED, {"metrics": {"prometheusRule": {"enabled": True, "registerMaxAgeDays": 3}}})
    [rule] = render(values).of_kind("PrometheusRule")
    [stale] = [
        r for g in rule["spec"]["groups"] for r in g["rules"] if r["alert"] == "DokSkenasRegisterStale"
    ]
    assert str(3 * 86400) in stale["expr"]


def test_no_rules_without_the_prometheus_operator(render: Renderer) -> None:
    assert render.profile("default").of_kind("PrometheusRule") == []
    assert render.profile("onprem").of_kind("PrometheusRule") == []
