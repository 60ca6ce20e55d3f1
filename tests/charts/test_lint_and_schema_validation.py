"""The chart lints clean and every object it renders is a valid Kubernetes 1.32 object."""

import subprocess
from pathlib import Path

import helm_python
import pytest

from tests.charts.conftest import (
    CHART,
    KUBERNETES_VALIDATE,
    KUBERNETES_VERSION,
    NAMESPACE,
    PROFILES,
    Rendered,
)

# Custom resources have no bundled schema: kubernetes-validate only warns, the other tests assert on them.
CUSTOM_API_GROUPS = ("keda.sh/", "monitoring.coreos.com/")


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_lint_reports_no_warning_or_error(name: str) -> None:
    report = helm_python.lint(
        CHART, PROFILES[name], strict=True, namespace=NAMESPACE, kube_version=f"v{KUBERNETES_VERSION}"
    )
    assert report["errors"] == []
    assert [m for m in report["messages"] if m["severity"] >= 2] == []


def test_every_object_passes_strict_kubernetes_validate(profile: Rendered, tmp_path: Path) -> None:
    files = []
    for template, text in profile.manifests.items():
        path = tmp_path / template.replace("/", "__")
        path.write_text(text)
        files.append(str(path))
    result = subprocess.run(
        [str(KUBERNETES_VALIDATE), "-k", KUBERNETES_VERSION, "--strict", *files],
        capture_output=True,
        text=True,
        timeout=60,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    built_in = [o for o in profile.objects if not o["apiVersion"].startswith(CUSTOM_API_GROUPS)]
    assert output.count(" passed for resource ") == len(built_in), output
    warnings = [line for line in output.splitlines() if line.startswith("WARN")]
    custom = ("ScaledObject", "ServiceMonitor", "PrometheusRule")
    assert all(any(kind in line for kind in custom) for line in warnings), warnings
