"""Every pod runs non-root on a read-only root filesystem with bounded resources and health probes."""

import re
from typing import Any

from api.core.config import Settings
from tests.charts.conftest import Rendered, container, pod_spec


def workloads(rendered: Rendered) -> list[dict[str, Any]]:
    return rendered.of_kind("Deployment") + rendered.of_kind("Job")


def test_pods_meet_the_restricted_pod_security_standard(profile: Rendered) -> None:
    for workload in workloads(profile):
        spec = pod_spec(workload)
        assert spec["securityContext"]["runAsNonRoot"] is True
        assert spec["securityContext"]["seccompProfile"] == {"type": "RuntimeDefault"}
        assert spec["automountServiceAccountToken"] is False
        hardening = container(workload)["securityContext"]
        assert hardening["readOnlyRootFilesystem"] is True
        assert hardening["allowPrivilegeEscalation"] is False
        assert hardening["capabilities"]["drop"] == ["ALL"]


def test_the_read_only_root_leaves_a_bounded_writable_tmp(profile: Rendered) -> None:
    for workload in workloads(profile):
        volumes = {v["name"]: v for v in pod_spec(workload)["volumes"]}
        assert volumes["tmp"]["emptyDir"]["sizeLimit"]
        assert {"name": "tmp", "mountPath": "/tmp"} in container(workload)["volumeMounts"]


def test_every_container_requests_cpu_and_memory_and_caps_memory(profile: Rendered) -> None:
    for workload in workloads(profile):
        resources = container(workload)["resources"]
        assert set(resources["requests"]) >= {"cpu", "memory"}, workload["metadata"]["name"]
        assert "memory" in resources["limits"], workload["metadata"]["name"]


def test_every_deployment_has_startup_and_liveness_probes(profile: Rendered) -> None:
    for deployment in profile.of_kind("Deployment"):
        probes = container(deployment)
        port_names = {p["name"] for p in probes["ports"]}
        for kind in ("startupProbe", "livenessProbe"):
            assert probes[kind]["httpGet"]["port"] in port_names, (deployment["metadata"]["name"], kind)


def test_pods_roll_when_settings_or_secrets_change(profile: Rendered) -> None:
    for deployment in profile.of_kind("Deployment"):
        annotations = deployment["spec"]["template"]["metadata"]["annotations"]
        assert re.fullmatch(r"[0-9a-f]{64}", annotations["checksum/config"])


def test_containers_read_settings_from_the_release_config_map_and_secret(profile: Rendered) -> None:
    existing = profile.values["secret"].get("existingSecret")
    for deployment in profile.of_kind("Deployment"):
        config_ref, secret_ref = container(deployment)["envFrom"]
        assert profile.find("ConfigMap", config_ref["configMapRef"]["name"]) is not None
        secret_name = secret_ref["secretRef"]["name"]
        assert secret_name == existing or profile.find("Secret", secret_name) is not None


def test_every_dokskenas_variable_is_a_setting_the_app_reads(profile: Rendered) -> None:
    names = {f"DOKSKENAS_{field.upper()}" for field in Settings.model_fields}
    variables = [key for cm in profile.of_kind("ConfigMap") for key in cm.get("data", {})]
    variables += [key for secret in profile.of_kind("Secret") for key in secret.get("data", {})]
    variables += [e["name"] for w in workloads(profile) for e in container(w).get("env", [])]
    ours = [v for v in variables if v.startswith("DOKSKENAS_")]
    assert ours, "no DOKSKENAS_ variable rendered"
    assert sorted(set(ours) - names) == []
