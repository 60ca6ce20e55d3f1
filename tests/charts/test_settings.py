"""Settings reach the pods as DOKSKENAS_* variables; a change to them rolls the pods."""

import base64

from tests.charts.conftest import PROFILES, REQUIRED, SECRET_VALUES, Renderer, merged


def checksums(rendered_deployments: list[dict]) -> set[str]:
    return {d["spec"]["template"]["metadata"]["annotations"]["checksum/config"] for d in rendered_deployments}


def test_every_setting_becomes_a_prefixed_string_in_the_config_map(render: Renderer) -> None:
    data = render.profile("production").get("ConfigMap", "dokskenas")["data"]
    assert data["DOKSKENAS_OCR_ENGINE"] == "surya"
    assert data["DOKSKENAS_S3_SECURE"] == "false"
    assert data["DOKSKENAS_PROCESSING_DEADLINE_SECONDS"] == "300"
    assert data["DOKSKENAS_LLM_BASE_URL"] == PROFILES["production"]["settings"]["LLM_BASE_URL"]
    assert all(isinstance(value, str) for value in data.values())


def test_secret_values_go_to_a_secret_never_the_config_map(render: Renderer) -> None:
    rendered = render.profile("default")
    secret = rendered.get("Secret", "dokskenas")["data"]
    decoded = {key: base64.b64decode(value).decode() for key, value in secret.items()}
    assert decoded == {f"DOKSKENAS_{key}": value for key, value in SECRET_VALUES.items()}
    config_text = str(rendered.get("ConfigMap", "dokskenas"))
    assert SECRET_VALUES["SECRET_KEY"] not in config_text


def test_a_settings_or_secret_change_changes_every_pod_checksum(render: Renderer) -> None:
    before = checksums(render.profile("default").of_kind("Deployment"))
    assert len(before) == 1
    setting = checksums(render(merged(REQUIRED, {"settings": {"RETENTION_DAYS": 365}})).of_kind("Deployment"))
    rotated = merged(REQUIRED, {"secret": {"values": {"STRIPE_WEBHOOK_SECRET": "whsec_rotated"}}})
    secret = checksums(render(rotated).of_kind("Deployment"))
    assert len(setting) == len(secret) == 1
    assert len(before | setting | secret) == 3


def test_a_replica_change_keeps_the_checksum(render: Renderer) -> None:
    before = checksums(render.profile("default").of_kind("Deployment"))
    after = checksums(render(merged(REQUIRED, {"api": {"replicas": 5}})).of_kind("Deployment"))
    assert before == after
