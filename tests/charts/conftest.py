"""Render charts/dokskenas offline with Helm's Go SDK (helm-python-sdk) and hand tests the objects.

Profiles are the values files an operator installs with (k8s/README.md); "default" is the chart's own
values plus the two things that have no safe default, the public address and the secrets."""

from __future__ import annotations

import copy
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import helm_python
import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
CHART = ROOT / "charts" / "dokskenas"
K8S = ROOT / "k8s"
RELEASE = "dokskenas"
NAMESPACE = "dokskenas"
KUBERNETES_VERSION = "1.32.0"
KUBERNETES_VALIDATE = Path(sys.executable).parent / "kubernetes-validate"

SECRET_VALUES = {
    "DATABASE_URL": "postgresql+psycopg://dokskenas:pw@pg-rw.postgres.svc.cluster.local:5432/dokskenas",
    "SECRET_KEY": "k" * 48,
    "S3_ACCESS_KEY": "dokskenas",
    "S3_SECRET_KEY": "minio-secret-value",
    "STRIPE_SECRET_KEY": "sk_live_value",
    "STRIPE_WEBHOOK_SECRET": "whsec_value",
}
REQUIRED = {"settings": {"PUBLIC_URL": "https://app.dokskenas.lt"}, "secret": {"values": SECRET_VALUES}}


def load_yaml(path: Path) -> dict[str, Any]:
    data = yaml.safe_load(path.read_text())
    assert isinstance(data, dict), path
    return data


def merged(*layers: dict[str, Any]) -> dict[str, Any]:
    """Later layers win, maps merge key by key: what `helm -f a.yaml -f b.yaml` does."""
    result: dict[str, Any] = {}
    for layer in layers:
        for key, value in layer.items():
            if isinstance(value, dict) and isinstance(result.get(key), dict):
                result[key] = merged(result[key], value)
            else:
                result[key] = copy.deepcopy(value)
    return result


PROFILES: dict[str, dict[str, Any]] = {
    "default": REQUIRED,
    "production": load_yaml(K8S / "production" / "dokskenas.yaml"),
    "onprem": load_yaml(K8S / "onprem" / "dokskenas.yaml"),
}


@dataclass
class Rendered:
    values: dict[str, Any]  # what the chart was given, before its defaults
    manifests: dict[str, str]  # template path -> rendered text, empty templates left out
    objects: list[dict[str, Any]]

    def of_kind(self, kind: str) -> list[dict[str, Any]]:
        return [o for o in self.objects if o["kind"] == kind]

    def find(self, kind: str, name: str) -> dict[str, Any] | None:
        return next((o for o in self.of_kind(kind) if o["metadata"]["name"] == name), None)

    def get(self, kind: str, name: str) -> dict[str, Any]:
        found = self.find(kind, name)
        assert found is not None, f"{kind}/{name} not rendered; have {self.names()}"
        return found

    def names(self) -> list[str]:
        return sorted(f"{o['kind']}/{o['metadata']['name']}" for o in self.objects)


class Renderer:
    def __init__(self, chart: helm_python.Chart) -> None:
        self.chart = chart
        self._profiles: dict[str, Rendered] = {}

    def __call__(self, values: dict[str, Any]) -> Rendered:
        manifests = {
            path: text
            for path, text in self.chart.render(values, name=RELEASE, namespace=NAMESPACE).items()
            if path.endswith(".yaml") and text.strip()
        }
        objects = [doc for text in manifests.values() for doc in yaml.safe_load_all(text) if doc]
        return Rendered(values, manifests, objects)

    def profile(self, name: str) -> Rendered:
        if name not in self._profiles:
            self._profiles[name] = self(PROFILES[name])
        return self._profiles[name]

    def error(self, values: dict[str, Any]) -> str:
        """The message Helm stops with; the test fails if the values render."""
        with pytest.raises((helm_python.HelmRenderError, helm_python.HelmValuesError)) as failure:
            self.chart.render(values, name=RELEASE, namespace=NAMESPACE)
        return str(failure.value)


@pytest.fixture(scope="session")
def render() -> Iterator[Renderer]:
    with helm_python.Chart.load(CHART) as chart:
        yield Renderer(chart)


@pytest.fixture(params=sorted(PROFILES))
def profile(request: pytest.FixtureRequest, render: Renderer) -> Rendered:
    return render.profile(request.param)


def pod_spec(workload: dict[str, Any]) -> dict[str, Any]:
    spec: dict[str, Any] = workload["spec"]["template"]["spec"]
    return spec


def container(workload: dict[str, Any]) -> dict[str, Any]:
    [only] = pod_spec(workload)["containers"]
    result: dict[str, Any] = only
    return result


def env(workload: dict[str, Any]) -> dict[str, str]:
    return {item["name"]: item["value"] for item in container(workload).get("env", [])}
