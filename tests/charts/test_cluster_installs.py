"""k8s/: the cluster-level installs parse, built-in objects are valid, and the files agree with each
other and with the product's production profile on names, addresses and databases."""

import subprocess
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
import yaml

from tests.charts.conftest import K8S, KUBERNETES_VALIDATE, KUBERNETES_VERSION, PROFILES, load_yaml

PRODUCTION = PROFILES["production"]
# Plain manifests applied with kubectl; the rest are values files for other projects' charts.
MANIFESTS = ["namespaces.yaml", "gpu/runtimeclass.yaml", "gpu/surya-models.yaml", "postgres/cluster.yaml"]


def documents(relative: str) -> list[dict[str, Any]]:
    return [doc for doc in yaml.safe_load_all((K8S / relative).read_text()) if doc]


def test_every_yaml_file_parses() -> None:
    files = sorted(K8S.rglob("*.yaml"))
    assert len(files) >= 10
    for path in files:
        assert all(isinstance(doc, dict) for doc in yaml.safe_load_all(path.read_text()) if doc), path


@pytest.mark.parametrize("relative", [m for m in MANIFESTS if not m.startswith("postgres/")])
def test_manifests_pass_strict_kubernetes_validate(relative: str) -> None:
    result = subprocess.run(
        [str(KUBERNETES_VALIDATE), "-k", KUBERNETES_VERSION, "--strict", str(K8S / relative)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.count(" passed for resource ") == len(documents(relative))


def test_the_product_namespace_enforces_the_restricted_pod_security_standard() -> None:
    [dokskenas] = [ns for ns in documents("namespaces.yaml") if ns["metadata"]["name"] == "dokskenas"]
    assert dokskenas["metadata"]["labels"]["pod-security.kubernetes.io/enforce"] == "restricted"


def test_postgres_holds_the_databases_temporal_and_the_app_use() -> None:
    objects = documents("postgres/cluster.yaml")
    [cluster] = [o for o in objects if o["kind"] == "Cluster"]
    databases = {cluster["spec"]["bootstrap"]["initdb"]["database"]}
    databases |= {o["spec"]["name"] for o in objects if o["kind"] == "Database"}
    persistence = load_yaml(K8S / "temporal" / "values.yaml")["server"]["config"]["persistence"]
    temporal_databases = {persistence[store]["sql"]["database"] for store in ("default", "visibility")}
    assert temporal_databases | {"dokskenas"} == databases
    for store in ("default", "visibility"):
        assert (
            persistence[store]["sql"]["host"]
            == f"{cluster['metadata']['name']}-rw.postgres.svc.cluster.local"
        )


def test_temporal_creates_the_namespace_the_product_uses() -> None:
    config = load_yaml(K8S / "temporal" / "values.yaml")["server"]["config"]
    created = [ns["name"] for ns in config["namespaces"]["namespace"]]
    assert config["namespaces"]["create"] is True
    assert PRODUCTION["settings"]["TEMPORAL_NAMESPACE"] in created
    assert PRODUCTION["settings"]["TEMPORAL_ADDRESS"] == "temporal-frontend.temporal.svc.cluster.local:7233"


@pytest.mark.parametrize("values", ["minio/values.yaml", "onprem/minio.yaml"])
def test_minio_creates_the_bucket_and_a_user_limited_to_it(values: str) -> None:
    minio = load_yaml(K8S / values)
    bucket = PRODUCTION["settings"]["S3_BUCKET"]
    assert bucket in [b["name"] for b in minio["buckets"]]
    [user] = [u for u in minio["users"] if u["accessKey"] == "dokskenas"]
    [policy] = [p for p in minio["policies"] if p["name"] == user["policy"]]
    resources = {r for statement in policy["statements"] for r in statement["resources"]}
    assert resources == {f"arn:aws:s3:::{bucket}", f"arn:aws:s3:::{bucket}/*"}


def test_the_llm_address_is_the_vllm_router_and_the_model_it_serves() -> None:
    vllm = load_yaml(K8S / "vllm" / "values.yaml")
    url = urlsplit(PRODUCTION["settings"]["LLM_BASE_URL"])
    # production-stack names the router Service "<release>-router-service"; the release is "vllm".
    assert url.hostname == "vllm-router-service.vllm.svc.cluster.local"
    assert url.path == "/v1"
    assert PRODUCTION["settings"]["LLM_MODEL"] in [
        m["modelURL"] for m in vllm["servingEngineSpec"]["modelSpec"]
    ]
    assert vllm["servingEngineSpec"]["runtimeClassName"] == PRODUCTION["ocrWorker"]["runtimeClassName"]


def test_the_surya_weights_volume_is_the_claim_the_ocr_worker_mounts() -> None:
    [claim] = [o for o in documents("gpu/surya-models.yaml") if o["kind"] == "PersistentVolumeClaim"]
    assert claim["metadata"]["name"] == PRODUCTION["ocrWorker"]["models"]["existingClaim"]
    assert claim["metadata"]["namespace"] == "dokskenas"
    # OCR workers on several GPU nodes read it at once.
    assert claim["spec"]["accessModes"] == ["ReadWriteMany"]


def test_the_readme_names_every_folder_it_installs_from() -> None:
    readme = (K8S / "README.md").read_text()
    for folder in sorted(p.name for p in K8S.iterdir() if p.is_dir()):
        assert f"`{folder}/" in readme, folder
    for path in sorted(Path(K8S).rglob("*.yaml")):
        assert path.name in readme, path
