"""Alembic runs as a Helm hook before install and upgrade, with the release's settings."""

from typing import Any

from tests.charts.conftest import REQUIRED, Rendered, Renderer, container, merged, pod_spec

HOOK_EVENTS = "pre-install,pre-upgrade"


def hook(obj: dict[str, Any]) -> tuple[str, int]:
    annotations = obj["metadata"]["annotations"]
    return annotations["helm.sh/hook"], int(annotations["helm.sh/hook-weight"])


def migrations_job(rendered: Rendered) -> dict[str, Any]:
    return rendered.get("Job", "dokskenas-migrations")


def test_migrations_run_alembic_once_before_install_and_upgrade(render: Renderer) -> None:
    job = migrations_job(render.profile("default"))
    assert hook(job) == (HOOK_EVENTS, 0)
    assert "hook-succeeded" in job["metadata"]["annotations"]["helm.sh/hook-delete-policy"]
    assert container(job)["command"] == ["alembic", "-c", "pyproject.toml", "upgrade", "head"]
    assert pod_spec(job)["restartPolicy"] == "Never"
    assert job["spec"]["activeDeadlineSeconds"] > 0


def test_the_job_reads_hook_copies_made_before_it_of_the_release_settings(render: Renderer) -> None:
    # On a first install pre-install hooks run before the release's own ConfigMap and Secret exist.
    rendered = render.profile("default")
    config_ref, secret_ref = container(migrations_job(rendered))["envFrom"]
    config = rendered.get("ConfigMap", config_ref["configMapRef"]["name"])
    secret = rendered.get("Secret", secret_ref["secretRef"]["name"])
    for copy in (config, secret):
        event, weight = hook(copy)
        assert event == HOOK_EVENTS and weight < 0
    assert config["data"] == rendered.get("ConfigMap", "dokskenas")["data"]
    assert secret["data"] == rendered.get("Secret", "dokskenas")["data"]


def test_with_an_existing_secret_the_job_reads_it_and_no_copy_is_made(render: Renderer) -> None:
    rendered = render.profile("production")
    _, secret_ref = container(migrations_job(rendered))["envFrom"]
    assert secret_ref["secretRef"]["name"] == "dokskenas-secrets"
    assert rendered.of_kind("Secret") == []


def test_migrations_can_be_left_to_another_pipeline(render: Renderer) -> None:
    rendered = render(merged(REQUIRED, {"migrations": {"enabled": False}}))
    assert rendered.of_kind("Job") == []
    assert [c["metadata"]["name"] for c in rendered.of_kind("ConfigMap")] == ["dokskenas"]
