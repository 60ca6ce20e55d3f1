"""The API Deployment, its Service and the Ingress in front of it."""

from api.core.config import Settings
from tests.charts.conftest import Renderer, container, env, pod_spec


def test_api_runs_uvicorn_with_the_app_factory_behind_a_proxy(render: Renderer) -> None:
    api = render.profile("default").get("Deployment", "dokskenas-api")
    assert container(api)["command"] == [
        "uvicorn",
        "--factory",
        "api.main:create_app",
        "--host",
        "0.0.0.0",
        "--port",
        "8000",
        "--proxy-headers",
    ]
    assert container(api)["ports"] == [
        {"name": "http", "containerPort": 8000, "protocol": "TCP"},
        {"name": "metrics", "containerPort": 9463, "protocol": "TCP"},
    ]
    # The per-IP login throttle needs the client address the ingress forwards.
    assert env(api)["FORWARDED_ALLOW_IPS"]


def test_api_serves_metrics_on_their_own_port_to_the_cluster(render: Renderer) -> None:
    variables = env(render.profile("default").get("Deployment", "dokskenas-api"))
    assert variables["DOKSKENAS_API_METRICS_PORT"] == "9463"
    # The app's default binds metrics to 127.0.0.1, which Prometheus in the cluster cannot reach.
    assert variables["DOKSKENAS_API_METRICS_ADDRESS"] == "0.0.0.0"


def test_liveness_asks_healthz_and_readiness_asks_readyz(render: Renderer) -> None:
    api = container(render.profile("default").get("Deployment", "dokskenas-api"))
    assert api["livenessProbe"]["httpGet"] == {"path": "/healthz", "port": "http"}
    # the API's own dependencies only: a missing worker must not take the API out of service
    assert api["readinessProbe"]["httpGet"] == {"path": "/readyz?scope=api", "port": "http"}
    assert api["startupProbe"]["httpGet"]["path"] == "/healthz"


def test_api_leaves_the_endpoints_before_it_stops(render: Renderer) -> None:
    api = render.profile("default").get("Deployment", "dokskenas-api")
    assert container(api)["lifecycle"]["preStop"]["sleep"]["seconds"] > 0
    spread = pod_spec(api)["topologySpreadConstraints"][0]
    assert spread["labelSelector"]["matchLabels"]["app.kubernetes.io/component"] == "api"


def test_api_service_selects_the_api_pods_only(render: Renderer) -> None:
    rendered = render.profile("default")
    service = rendered.get("Service", "dokskenas-api")
    pods = rendered.get("Deployment", "dokskenas-api")["spec"]["template"]["metadata"]["labels"]
    assert service["spec"]["selector"].items() <= pods.items()
    assert service["spec"]["ports"] == [
        {"name": "http", "port": 80, "targetPort": "http", "protocol": "TCP"},
        {"name": "metrics", "port": 9463, "targetPort": "metrics", "protocol": "TCP"},
    ]
    workers = rendered.get("Deployment", "dokskenas-worker")["spec"]["template"]["metadata"]["labels"]
    assert not service["spec"]["selector"].items() <= workers.items()


def test_production_ingress_serves_the_host_over_tls_and_takes_large_uploads(render: Renderer) -> None:
    ingress = render.profile("production").get("Ingress", "dokskenas")
    [rule] = ingress["spec"]["rules"]
    assert rule["host"] == "app.dokskenas.lt"
    [path] = rule["http"]["paths"]
    assert path["backend"]["service"] == {"name": "dokskenas-api", "port": {"name": "http"}}
    assert ingress["spec"]["tls"] == [{"hosts": ["app.dokskenas.lt"], "secretName": "dokskenas-tls"}]
    # Room for one upload at the API's own limit, which refuses more as it streams
    # (api/core/body_limit.py), and not much more: the ingress buffers what it lets through.
    body_limit = ingress["metadata"]["annotations"]["nginx.ingress.kubernetes.io/proxy-body-size"]
    upload_mb = Settings.model_fields["max_upload_bytes"].default // 2**20
    assert upload_mb <= int(body_limit.removesuffix("m")) <= 2 * upload_mb


def test_ingress_routes_every_path_to_the_app_port_never_to_metrics(render: Renderer) -> None:
    for profile in ("production", "onprem"):
        [ingress] = render.profile(profile).of_kind("Ingress")
        backends = [
            path["backend"]["service"] for rule in ingress["spec"]["rules"] for path in rule["http"]["paths"]
        ]
        assert backends == [{"name": "dokskenas-api", "port": {"name": "http"}}], profile


def test_default_profile_has_no_ingress(render: Renderer) -> None:
    assert render.profile("default").of_kind("Ingress") == []
