"""The CPU worker, the GPU OCR worker and the KEDA ScaledObjects that own their replica counts."""

from typing import Any

import pytest

from tests.charts.conftest import PROFILES, Rendered, Renderer, container, env, merged, pod_spec


def trigger(rendered: Rendered, name: str) -> dict[str, Any]:
    [only] = rendered.get("ScaledObject", name)["spec"]["triggers"]
    assert only["type"] == "temporal"
    metadata: dict[str, Any] = only["metadata"]
    return metadata


def test_cpu_worker_runs_the_documents_worker_with_its_metrics_port(render: Renderer) -> None:
    worker = render.profile("default").get("Deployment", "dokskenas-worker")
    assert container(worker)["command"] == ["python", "-m", "workflows.worker"]
    [port] = container(worker)["ports"]
    assert port["name"] == "metrics"
    assert env(worker)["DOKSKENAS_WORKER_METRICS_PORT"] == str(port["containerPort"]) == "9464"
    # The kubelet probes the pod address, not the loopback.
    assert env(worker)["DOKSKENAS_WORKER_METRICS_ADDRESS"] == "0.0.0.0"
    # Tesseract's OpenMP build is five times slower without it.
    assert env(worker)["OMP_THREAD_LIMIT"] == "1"
    assert container(worker)["livenessProbe"]["httpGet"] == {"path": "/metrics", "port": "metrics"}


def test_a_deployment_has_replicas_exactly_when_no_scaled_object_owns_it(profile: Rendered) -> None:
    scaled = {s["spec"]["scaleTargetRef"]["name"] for s in profile.of_kind("ScaledObject")}
    deployments = {d["metadata"]["name"]: d for d in profile.of_kind("Deployment")}
    assert scaled <= deployments.keys()
    for name, deployment in deployments.items():
        assert ("replicas" in deployment["spec"]) == (name not in scaled), name


def test_production_scales_both_workers_with_keda(render: Renderer) -> None:
    scaled = render.profile("production").of_kind("ScaledObject")
    assert sorted(s["spec"]["scaleTargetRef"]["name"] for s in scaled) == [
        "dokskenas-ocr-worker",
        "dokskenas-worker",
    ]


def test_ocr_workers_scale_on_the_ocr_gpu_activity_backlog(render: Renderer) -> None:
    metadata = trigger(render.profile("production"), "dokskenas-ocr-worker")
    assert metadata["taskQueue"] == "ocr-gpu"
    assert metadata["queueTypes"] == "activity"
    # Running ProcessDocument workflows on "documents" keep a GPU worker up between OCR tasks.
    assert metadata["includeRunningWorkflowCount"] == "true"
    assert metadata["workflowTaskQueueForCount"] == "documents"
    assert metadata["endpoint"] == "temporal-frontend.temporal.svc.cluster.local:7233"
    assert metadata["namespace"] == "dokskenas"
    # KEDA's trigger metadata is a map of strings.
    assert all(isinstance(value, str) for value in metadata.values())


def test_cpu_workers_scale_on_the_documents_queue(render: Renderer) -> None:
    metadata = trigger(render.profile("production"), "dokskenas-worker")
    assert metadata["taskQueue"] == "documents"
    assert metadata["queueTypes"] == "workflow,activity"
    assert "workflowTaskQueueForCount" not in metadata


@pytest.mark.parametrize("name", ["dokskenas-worker", "dokskenas-ocr-worker"])
def test_scale_down_waits_out_a_stabilisation_window(render: Renderer, name: str) -> None:
    scaled = render.profile("production").get("ScaledObject", name)["spec"]
    scale_down = scaled["advanced"]["horizontalPodAutoscalerConfig"]["behavior"]["scaleDown"]
    assert scale_down["stabilizationWindowSeconds"] >= 300
    assert scale_down["policies"] == [{"type": "Pods", "value": 1, "periodSeconds": 60}]
    assert scaled["minReplicaCount"] <= scaled["maxReplicaCount"]


def test_ocr_worker_lands_on_a_gpu_node_with_one_gpu(render: Renderer) -> None:
    ocr = render.profile("production").get("Deployment", "dokskenas-ocr-worker")
    spec = pod_spec(ocr)
    assert spec["runtimeClassName"] == "nvidia"
    assert {"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"} in spec["tolerations"]
    assert container(ocr)["resources"]["limits"]["nvidia.com/gpu"] == 1
    assert container(ocr)["command"] == ["python", "-m", "activities.ocr_worker"]
    assert container(ocr)["image"].split("/")[-1].startswith("dokskenas-ocr-gpu:")
    # A rollout must not ask for a GPU more than the workers hold.
    assert ocr["spec"]["strategy"]["rollingUpdate"]["maxSurge"] == 0


def test_ocr_worker_gets_minutes_to_load_its_models_before_liveness_counts(render: Renderer) -> None:
    probes = container(render.profile("production").get("Deployment", "dokskenas-ocr-worker"))
    startup, liveness = probes["startupProbe"], probes["livenessProbe"]
    assert startup["periodSeconds"] * startup["failureThreshold"] >= 600
    assert liveness["periodSeconds"] * liveness["failureThreshold"] < 600


def test_ocr_worker_reads_surya_weights_offline_from_a_read_only_volume(render: Renderer) -> None:
    ocr = render.profile("production").get("Deployment", "dokskenas-ocr-worker")
    volumes = {v["name"]: v for v in pod_spec(ocr)["volumes"]}
    assert volumes["models"]["persistentVolumeClaim"] == {"claimName": "surya-models", "readOnly": True}
    assert volumes["shm"]["emptyDir"]["medium"] == "Memory"
    mounts = {m["name"]: m for m in container(ocr)["volumeMounts"]}
    assert mounts["models"] == {"name": "models", "mountPath": "/models", "readOnly": True}
    variables = env(ocr)
    assert variables["HF_HUB_OFFLINE"] == "1"
    assert variables["MODEL_CACHE_DIR"] == "/models"
    assert int(variables["DETECTOR_SERVER_STARTUP_TIMEOUT"]) <= 120


def test_optional_surya_checkpoints_and_backend_reach_the_environment(render: Renderer) -> None:
    values = merged(
        PROFILES["production"],
        {
            "ocrWorker": {
                "models": {"detectorCheckpoint": "/models/text_detection/2025_05_07"},
                "surya": {"inferenceBackend": "vllm", "inferenceUrl": "http://surya-vllm:8000"},
            }
        },
    )
    variables = env(render(values).get("Deployment", "dokskenas-ocr-worker"))
    assert variables["DETECTOR_MODEL_CHECKPOINT"] == "/models/text_detection/2025_05_07"
    assert variables["SURYA_INFERENCE_BACKEND"] == "vllm"
    assert variables["SURYA_INFERENCE_URL"] == "http://surya-vllm:8000"
    assert "FAST_LAYOUT_MODEL_CHECKPOINT" not in variables


@pytest.mark.parametrize("name", ["default", "onprem"])
def test_cpu_only_profiles_render_no_gpu_objects(render: Renderer, name: str) -> None:
    rendered = render.profile(name)
    assert not [n for n in rendered.names() if "ocr-worker" in n]
    assert "nvidia.com/gpu" not in "".join(rendered.manifests.values())


def test_onprem_runs_fixed_replicas_without_keda(render: Renderer) -> None:
    rendered = render.profile("onprem")
    assert rendered.of_kind("ScaledObject") == []
    assert rendered.get("Deployment", "dokskenas-worker")["spec"]["replicas"] == 2
