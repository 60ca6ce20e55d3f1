"""Changing the password while signed in, on the real app and database: the current password is
required and its failures are throttled like logins, the registration rules hold, every other session
ends, open reset links are spent, and the audit log records it."""

from tests.api.auth.test_password_reset import CONFIRM, request_link
from tests.conftest import NO_CSRF, PASSWORD

CHANGE = "/api/password-change/"
NEW_PASSWORD = "Pakeistas456"


def change(current: str = PASSWORD, new: str = NEW_PASSWORD) -> dict[str, str]:
    return {"current_password": current, "new_password": new}


async def log_in(make_client, email: str, password: str):  # type: ignore[no-untyped-def]
    client = make_client()
    response = await client.post("/api/token/", json={"email": email, "password": password})
    return client, response.status_code


async def audit_actions(client) -> list[str]:  # type: ignore[no-untyped-def]
    return [entry["action"] for entry in (await client.get("/api/audit-log/")).json()["results"]]


async def test_the_new_password_works_the_old_does_not_and_this_browser_stays_signed_in(sign_up, make_client):
    user = await sign_up()
    response = await user.client.post(CHANGE, json=change())
    assert (response.status_code, response.json()) == (200, {"success": True})
    assert (await user.client.get("/api/me/")).json()["email"] == user.email
    assert (await log_in(make_client, user.email, PASSWORD))[1] == 401
    assert (await log_in(make_client, user.email, NEW_PASSWORD))[1] == 200


async def test_every_other_session_of_the_user_ends(sign_up, make_client):
    user = await sign_up()
    other_device, status = await log_in(make_client, user.email, PASSWORD)
    assert status == 200
    assert (await user.client.post(CHANGE, json=change())).status_code == 200
    assert (await other_device.get("/api/me/")).status_code == 401
    assert (await other_device.post("/api/token/refresh/")).status_code == 401


async def test_a_wrong_current_password_changes_nothing_and_is_written_to_the_audit_log(sign_up, make_client):
    user = await sign_up()
    response = await user.client.post(CHANGE, json=change(current="Neteisingas1"))
    assert response.status_code == 400
    assert response.json()["detail"] == "Neteisingas dabartinis slaptažodis."
    assert (await audit_actions(user.client))[0] == "auth.password_change_failed"
    assert (await log_in(make_client, user.email, PASSWORD))[1] == 200


async def test_wrong_current_passwords_are_throttled_like_logins_even_the_right_one(sign_up, settings):
    user = await sign_up()
    for _ in range(settings.login_attempts_per_email):
        assert (await user.client.post(CHANGE, json=change(current="Neteisingas1"))).status_code == 400
    response = await user.client.post(CHANGE, json=change())
    assert response.status_code == 429
    assert response.json()["detail"].startswith("Per daug nesėkmingų bandymų pakeisti slaptažodį")


async def test_the_new_password_must_follow_the_registration_rules_and_differ(sign_up):
    user = await sign_up()
    weak = await user.client.post(CHANGE, json=change(new="trumpas"))
    assert weak.status_code == 422 and "bent 8 simbolių" in weak.json()["detail"]
    same = await user.client.post(CHANGE, json=change(new=PASSWORD))
    assert (same.status_code, same.json()["detail"]) == (
        422,
        "Naujas slaptažodis turi skirtis nuo dabartinio.",
    )


async def test_a_reset_link_mailed_before_the_change_no_longer_works(sign_up, make_client, mail_catcher):
    user = await sign_up()
    token = await request_link(make_client(), mail_catcher, user.email)
    assert (await user.client.post(CHANGE, json=change())).status_code == 200
    response = await make_client().post(CONFIRM, json={"token": token, "password": "Kitas789x"})
    assert response.status_code == 400


async def test_the_change_is_written_to_the_audit_log_with_the_address(sign_up):
    user = await sign_up()
    assert (await user.client.post(CHANGE, json=change())).status_code == 200
    [entry] = (await user.client.get("/api/audit-log/", params={"page_size": 1})).json()["results"]
    assert entry["action"] == "auth.password_changed" and entry["ip"].startswith("10.")


async def test_it_needs_a_session_and_the_csrf_header(sign_up, client):
    assert (await client.post(CHANGE, json=change())).status_code == 401
    user = await sign_up()
    assert (await user.client.post(CHANGE, json=change(), headers=NO_CSRF)).status_code == 403
