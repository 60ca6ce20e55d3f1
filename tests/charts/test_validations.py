"""Wrong values stop the install before anything changes, each problem named in one message."""

from typing import Any

import pytest

from tests.charts.conftest import PROFILES, REQUIRED, SECRET_VALUES, Renderer, merged

SURYA = {"settings": {"OCR_ENGINE": "surya"}}


def test_bare_defaults_list_the_public_address_and_every_secret_at_once(render: Renderer) -> None:
    message = render.error({})
    assert "settings.PUBLIC_URL is required" in message
    for key in SECRET_VALUES:
        assert f"secret.values.{key} is required" in message


def test_an_existing_secret_stands_in_for_the_secret_values(render: Renderer) -> None:
    values = {"settings": REQUIRED["settings"], "secret": {"existingSecret": "dokskenas-secrets"}}
    assert render(values).of_kind("Secret") == []


@pytest.mark.parametrize(
    ("override", "expected"),
    [
        ({"secret": {"values": {"SECRET_KEY": "too-short"}}}, "SECRET_KEY must be at least 32 characters"),
        ({"settings": {"STRIPE_SECRET_KEY": "sk_live_x"}}, "settings.STRIPE_SECRET_KEY is a secret"),
        (SURYA, "settings.OCR_ENGINE=surya needs ocrWorker.enabled=true"),
        (
            merged(SURYA, {"ocrWorker": {"enabled": True}}),
            "settings.OCR_ENGINE=surya needs ocrWorker.models.existingClaim",
        ),
        (
            merged(
                SURYA, {"ocrWorker": {"enabled": True, "gpu": {"count": 0}, "models": {"existingClaim": "m"}}}
            ),
            "needs ocrWorker.gpu.count of at least 1",
        ),
        ({"ocrWorker": {"enabled": True}}, "ocrWorker.enabled=true needs settings.OCR_ENGINE=surya"),
        ({"ingress": {"enabled": True}}, "ingress.enabled=true needs ingress.host"),
        (
            {"worker": {"keda": {"enabled": True, "minReplicaCount": 5, "maxReplicaCount": 2}}},
            "worker.keda.minReplicaCount must not exceed worker.keda.maxReplicaCount",
        ),
    ],
)
def test_inconsistent_values_fail_with_the_rule_they_break(
    render: Renderer, override: dict[str, Any], expected: str
) -> None:
    assert expected in render.error(merged(REQUIRED, override))


def test_production_without_gpu_settings_fails_fast(render: Renderer) -> None:
    values = merged(PROFILES["production"], {"ocrWorker": {"enabled": False}})
    assert "settings.OCR_ENGINE=surya needs ocrWorker.enabled=true" in render.error(values)


@pytest.mark.parametrize(
    ("override", "path"),
    [
        ({"settings": {"OCR_ENGINE": "easyocr"}}, "/settings/OCR_ENGINE"),
        ({"settings": {"public_url": "https://x.lt"}}, "public_url"),
        ({"settings": {"PUBLIC_URL": "app.dokskenas.lt"}}, "/settings/PUBLIC_URL"),
        ({"ocrWorkers": {"enabled": True}}, "ocrWorkers"),
        ({"api": {"replicas": 0}}, "/api/replicas"),
        ({"worker": {"keda": {"queueTypes": "workflows"}}}, "/worker/keda/queueTypes"),
    ],
)
def test_the_schema_rejects_misspelt_or_out_of_range_values(
    render: Renderer, override: dict[str, Any], path: str
) -> None:
    message = render.error(merged(REQUIRED, override))
    assert "schema" in message and path in message
