"""The admin API on the server: superusers only (401 without a session, 403 for a normal user),
every user's documents with their owner, newest first, in keyset pages that follow `next` links."""

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import update

from api.core.db import unit_of_work
from api.models import User
from tests.pipeline import stored_document

ADMIN_GETS = [
    "/api/superuser/dashboard-stats/",
    "/api/admin/documents_with_errors/",
    "/api/admin/visi-failai/",
    "/api/admin/documents/1/",
]
# Later than anything another test stores, so these rows open the newest-first lists.
FUTURE = datetime(2099, 1, 1, tzinfo=UTC)


@pytest.fixture
def superuser(sign_up, sessionmaker):  # type: ignore[no-untyped-def]
    async def factory():  # type: ignore[no-untyped-def]
        signed_in = await sign_up()
        async with unit_of_work(sessionmaker) as session:
            await session.execute(update(User).where(User.id == signed_in.user_id).values(is_superuser=True))
        return signed_in

    return factory


@pytest.mark.parametrize("path", ADMIN_GETS)
async def test_an_anonymous_visitor_gets_401(client, path):
    response = await client.get(path)
    assert response.status_code == 401
    assert response.json()["detail"]


@pytest.mark.parametrize("path", ADMIN_GETS)
async def test_a_normal_user_gets_403(sign_up, path):
    user = await sign_up()
    response = await user.client.get(path)
    assert response.status_code == 403
    assert response.json()["detail"] == "Neturite prieigos prie administratoriaus suvestinės."


async def test_a_superuser_gets_the_dashboard_statistics(superuser, sessionmaker):
    admin = await superuser()
    before = (await admin.client.get("/api/superuser/dashboard-stats/")).json()
    await stored_document(sessionmaker, admin.user_id, uploaded_at=datetime.now(UTC), status="rejected")
    response = await admin.client.get("/api/superuser/dashboard-stats/")
    assert response.status_code == 200
    stats = response.json()
    assert stats["meta"]["timezone"] == "Europe/Vilnius"
    assert datetime.fromisoformat(stats["meta"]["generated_at"]) > datetime.now(UTC) - timedelta(minutes=1)
    assert stats["documents"]["total"]["count"] == before["documents"]["total"]["count"] + 1
    assert stats["documents"]["total"]["errors"] == before["documents"]["total"]["errors"] + 1
    assert len(stats["documents"]["daily"]) == 30
    assert stats["users"]["total"] >= 1
    assert set(stats["documents"]["scan_types"]) == {"sumiskai", "detaliai"}


async def test_all_files_come_in_pages_of_the_newest_first_with_next_links(superuser, sign_up, sessionmaker):
    admin, owner = await superuser(), await sign_up()
    stored = [
        await stored_document(sessionmaker, owner.user_id, uploaded_at=FUTURE + timedelta(minutes=n))
        for n in range(5)
    ]
    await stored_document(
        sessionmaker, owner.user_id, status="deleted", uploaded_at=FUTURE + timedelta(days=1)
    )
    newest_first = [document.id for document in reversed(stored)]

    first = (await admin.client.get("/api/admin/visi-failai/?page_size=2")).json()
    assert "after=" in first["next"] and "page_size=2" in first["next"]
    seen: list[dict] = first["results"]
    url: str | None = first["next"]
    while url and len(seen) < len(stored):
        page = (await admin.client.get(url)).json()
        assert len(page["results"]) <= 2
        seen += page["results"]
        url = page["next"]
    ours = seen[: len(stored)]
    assert [row["id"] for row in ours] == newest_first
    assert {(row["user_id"], row["owner_email"]) for row in ours} == {(owner.user_id, owner.email)}
    assert "glued_raw_text" not in seen[0]


async def test_the_all_files_list_ends_with_no_next_link(superuser, sign_up, sessionmaker):
    admin, owner = await superuser(), await sign_up()
    oldest = await stored_document(sessionmaker, owner.user_id, uploaded_at=datetime(1990, 1, 1, tzinfo=UTC))
    after = (
        f"{(oldest.uploaded_at - datetime(1970, 1, 1, tzinfo=UTC)) // timedelta(microseconds=1)}.{oldest.id}"
    )
    page = (await admin.client.get("/api/admin/visi-failai/", params={"after": after})).json()
    assert all(row["uploaded_at"] < "1990" for row in page["results"]) and page["next"] is None


async def test_the_error_summary_holds_rejected_documents_and_failed_sum_checks(
    superuser, sign_up, sessionmaker
):
    admin, owner = await superuser(), await sign_up()
    at = FUTURE + timedelta(days=2)
    rejected = await stored_document(
        sessionmaker, owner.user_id, status="rejected", error_message="Neįskaitomas failas", uploaded_at=at
    )
    sums = await stored_document(
        sessionmaker, owner.user_id, val_total_match=False, uploaded_at=at + timedelta(minutes=1)
    )
    await stored_document(sessionmaker, owner.user_id, uploaded_at=at + timedelta(minutes=2))
    await stored_document(
        sessionmaker,
        owner.user_id,
        status="deleted",
        val_vat_match=False,
        uploaded_at=at + timedelta(minutes=3),
    )

    async def listed(**params: str) -> list[int]:
        response = await admin.client.get("/api/admin/documents_with_errors/", params=params)
        assert response.status_code == 200, response.text
        return [row["id"] for row in response.json()["results"][:2]]

    assert await listed() == [sums.id, rejected.id]
    assert (await listed(status="rejected"))[0] == rejected.id
    assert (await listed(status="completed_not_exported"))[0] == sums.id
    response = await admin.client.get("/api/admin/documents_with_errors/", params={"status": "kazkas"})
    assert response.status_code == 422


@pytest.mark.parametrize("after", ["x", "1.0", "12", "99999999999999999999.1", "-1.-1"])
async def test_a_broken_cursor_is_a_clear_422(superuser, after):
    admin = await superuser()
    response = await admin.client.get("/api/admin/visi-failai/", params={"after": after})
    assert response.status_code == 422
    assert response.json()["detail"] == "Neteisinga reikšmė: after"


async def test_the_admin_preview_shows_any_users_text_and_json(superuser, sign_up, sessionmaker):
    admin, owner = await superuser(), await sign_up()
    document = await stored_document(
        sessionmaker,
        owner.user_id,
        lines=1,
        glued_raw_text="PVM SĄSKAITA",
        structured_json={"total": "121.00"},
    )
    detail = (await admin.client.get(f"/api/admin/documents/{document.id}/")).json()
    assert (detail["glued_raw_text"], detail["structured_json"]) == ("PVM SĄSKAITA", {"total": "121.00"})
    assert (detail["owner_email"], len(detail["line_items"])) == (owner.email, 1)
    assert (await admin.client.get("/api/admin/documents/999999999/")).status_code == 404
