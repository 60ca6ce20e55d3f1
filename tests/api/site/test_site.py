"""The public site's endpoints: the settings the pages read, promo clicks counted per name and day,
and the ad pixel's origins in the CSP only where a pixel is configured."""

from datetime import UTC, datetime

from sqlalchemy import select

from api.core.headers import PIXEL_SCRIPT_ORIGIN, content_security_policy
from api.models import AdClick
from api.site import texts

TRACK = "/api/track-click/"


async def clicks(sessionmaker, name: str) -> int | None:
    today = datetime.now(UTC).date()
    async with sessionmaker() as session:
        return await session.scalar(select(AdClick.clicks).where(AdClick.name == name, AdClick.day == today))


async def test_config_names_the_contact_address_and_no_pixel_by_default(client, settings):
    response = await client.get("/api/site/config/")
    assert response.json() == {"contact_email": settings.contact_email, "meta_pixel_id": None}


async def test_clicks_are_counted_per_name_from_either_field(client, sessionmaker):
    for payload in (
        {"ad_name": "AS_suzinoti_daugiau"},
        {"ad_name": "AS_suzinoti_daugiau"},
        {"token": "t-2026.a"},
    ):
        response = await client.post(TRACK, json=payload)
        assert (response.status_code, response.json()) == (200, {"success": True})
    assert await clicks(sessionmaker, "AS_suzinoti_daugiau") is not None
    before = await clicks(sessionmaker, "t-2026.a")
    assert (await client.post(TRACK, json={"token": "t-2026.a"})).status_code == 200
    assert await clicks(sessionmaker, "t-2026.a") == (before or 0) + 1


async def test_a_click_needs_exactly_one_valid_name(client, sessionmaker):
    cases = [
        ({}, texts.CLICK_NAME_REQUIRED),
        ({"ad_name": "a", "token": "b"}, texts.CLICK_NAME_REQUIRED),
        ({"ad_name": ""}, texts.CLICK_NAME_INVALID),
        ({"ad_name": "<script>"}, texts.CLICK_NAME_INVALID),
        ({"token": "x" * 65}, texts.CLICK_NAME_INVALID),
    ]
    for payload, detail in cases:
        response = await client.post(TRACK, json=payload)
        assert (response.status_code, response.json()["detail"]) == (422, detail), payload
    assert await clicks(sessionmaker, "<script>") is None


def test_the_pixel_origins_join_the_csp_only_when_configured():
    assert PIXEL_SCRIPT_ORIGIN not in content_security_policy("http://s3")
    assert f"script-src 'self' {PIXEL_SCRIPT_ORIGIN};" in content_security_policy("http://s3", ad_pixel=True)
