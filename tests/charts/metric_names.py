"""The metric names the chart's dashboards and alert rules query, read from the chart's files: what
the scrape test (tests/api/ops/test_chart_metrics.py) must find served and the chart tests check."""

import json
import re
from pathlib import Path

CHART = Path(__file__).resolve().parents[2] / "charts" / "dokskenas"
# Ours (dokskenas_*) and the Temporal SDK's worker metrics (temporal_*); kube-state-metrics', KEDA's and
# DCGM's come from other exporters and are not the product's to serve.
PRODUCT_METRIC = re.compile(r"\b(?:dokskenas|temporal)_[a-z_]+\b")
HISTOGRAM_SERIES = ("_bucket", "_sum", "_count")
# What PromQL calls as functions or aggregations in our expressions; anything else is a typo.
PROMQL_FUNCTIONS = {
    "sum",
    "max",
    "min",
    "avg",
    "rate",
    "increase",
    "histogram_quantile",
    "absent",
    "by",
}


def dashboard_expressions() -> dict[str, list[str]]:
    """Dashboard file name → every panel target's expression."""
    return {
        path.name: [
            target["expr"] for panel in json.loads(path.read_text())["panels"] for target in panel["targets"]
        ]
        for path in sorted((CHART / "dashboards").glob("*.json"))
    }


def rule_expressions(rule: dict[str, object]) -> list[str]:
    """Every alert expression of a rendered PrometheusRule."""
    groups = rule["spec"]["groups"]  # type: ignore[index]
    return [str(r["expr"]) for group in groups for r in group["rules"]]


def metric_names(expressions: list[str]) -> set[str]:
    """The product's metric names in the expressions, a histogram's series named by their family."""
    names = set()
    for expression in expressions:
        for name in PRODUCT_METRIC.findall(expression):
            for suffix in HISTOGRAM_SERIES:
                name = name.removesuffix(suffix)
            names.add(name)
    return names


def functions_called(expression: str) -> set[str]:
    return set(re.findall(r"([A-Za-z_][A-Za-z0-9_.]*)\s*\(", expression))
