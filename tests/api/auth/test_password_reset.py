"""Password reset on the real app, database and a real SMTP catcher: the same answer for every
address, the e-mailed single-use link that expires, only the token's hash stored, throttling, and every
other session ended when the new password is set."""

import re
from datetime import timedelta

from sqlalchemy import select, update

from api.auth.password_reset import RESET_PAGE, token_digest
from api.core import texts
from api.models import PasswordResetToken
from api.models.types import utcnow
from tests.conftest import NO_CSRF, PASSWORD, unique_email
from tests.fakes.mail_catcher import messages_to

REQUEST = "/api/password-reset/"
CONFIRM = "/api/password-reset/confirm/"
NEW_PASSWORD = "Naujas456"
TOKEN_IN_LINK = re.compile(re.escape(RESET_PAGE) + r"#([A-Za-z0-9_-]+)")


def reset_tokens(mail_catcher: str, email: str) -> list[str]:
    """The tokens of the reset links e-mailed to the address, newest first."""
    return [TOKEN_IN_LINK.search(m["text"]).group(1) for m in messages_to(mail_catcher, email)]  # type: ignore[union-attr]


async def request_link(client, mail_catcher: str, email: str) -> str:
    response = await client.post(REQUEST, json={"email": email})
    assert response.status_code == 200, response.text
    return reset_tokens(mail_catcher, email)[0]


async def test_a_registered_address_gets_one_mail_with_a_link_to_the_reset_page(
    sign_up, client, mail_catcher, settings
):
    user = await sign_up()
    response = await client.post(REQUEST, json={"email": f"  {user.email.upper()} "})
    assert (response.status_code, response.json()) == (200, {"success": True})
    [mail] = messages_to(mail_catcher, user.email)
    assert mail["subject"] == texts.RESET_MAIL_SUBJECT
    assert f"{settings.public_url}{RESET_PAGE}#" in mail["text"]
    assert "60 min." in mail["text"]


async def test_an_unknown_address_gets_the_same_answer_and_no_mail(client, mail_catcher):
    email = unique_email("niekas")
    response = await client.post(REQUEST, json={"email": email})
    assert (response.status_code, response.json()) == (200, {"success": True})
    bad = await client.post(REQUEST, json={"email": "ne-el-pastas"})
    assert (bad.status_code, bad.json()) == (200, {"success": True})
    assert messages_to(mail_catcher, email) == []


async def test_only_the_hash_of_the_token_is_stored_with_a_one_hour_expiry(
    sign_up, client, mail_catcher, sessionmaker
):
    user = await sign_up()
    token = await request_link(client, mail_catcher, user.email)
    async with sessionmaker() as session:
        [row] = (
            await session.scalars(
                select(PasswordResetToken).where(PasswordResetToken.user_id == user.user_id)
            )
        ).all()
    assert row.token_hash == token_digest(token) and token not in row.token_hash
    assert timedelta(minutes=59) < row.expires_at - row.created_at <= timedelta(minutes=60)


async def test_the_new_password_works_the_old_does_not_and_every_other_session_ends(
    sign_up, make_client, mail_catcher
):
    user = await sign_up()
    other_device = user.client
    assert (await other_device.get("/api/me/")).status_code == 200
    browser = make_client()
    token = await request_link(browser, mail_catcher, user.email)

    response = await browser.post(CONFIRM, json={"token": token, "password": NEW_PASSWORD})
    assert (response.status_code, response.json()) == (200, {"success": True})
    assert (await browser.get("/api/me/")).json()["email"] == user.email

    assert (await other_device.get("/api/me/")).status_code == 401
    assert (await other_device.post("/api/token/refresh/")).status_code == 401
    old = await make_client().post("/api/token/", json={"email": user.email, "password": PASSWORD})
    assert old.status_code == 401
    new = await make_client().post("/api/token/", json={"email": user.email, "password": NEW_PASSWORD})
    assert new.status_code == 200


async def test_a_link_works_once(sign_up, client, mail_catcher):
    user = await sign_up()
    token = await request_link(client, mail_catcher, user.email)
    assert (await client.post(CONFIRM, json={"token": token, "password": NEW_PASSWORD})).status_code == 200
    again = await client.post(CONFIRM, json={"token": token, "password": "Kitas789x"})
    assert again.status_code == 400
    assert again.json()["detail"] == texts.RESET_LINK_INVALID


async def test_setting_a_password_spends_the_older_links_too(sign_up, client, mail_catcher):
    user = await sign_up()
    older = await request_link(client, mail_catcher, user.email)
    newer = await request_link(client, mail_catcher, user.email)
    assert older != newer
    assert (await client.post(CONFIRM, json={"token": newer, "password": NEW_PASSWORD})).status_code == 200
    response = await client.post(CONFIRM, json={"token": older, "password": "Kitas789x"})
    assert response.status_code == 400


async def test_an_expired_link_is_refused(sign_up, client, mail_catcher, sessionmaker):
    user = await sign_up()
    token = await request_link(client, mail_catcher, user.email)
    async with sessionmaker() as session:
        await session.execute(
            update(PasswordResetToken)
            .where(PasswordResetToken.token_hash == token_digest(token))
            .values(expires_at=utcnow() - timedelta(seconds=1))
        )
        await session.commit()
    response = await client.post(CONFIRM, json={"token": token, "password": NEW_PASSWORD})
    assert response.status_code == 400
    assert response.json()["detail"] == texts.RESET_LINK_INVALID


async def test_an_unknown_token_is_refused(client):
    response = await client.post(CONFIRM, json={"token": "x" * 43, "password": NEW_PASSWORD})
    assert response.status_code == 400
    assert response.json()["code"] == "reset_link_invalid"


async def test_a_weak_password_is_refused_by_the_registration_rules_and_the_link_stays_usable(
    sign_up, client, mail_catcher
):
    user = await sign_up()
    token = await request_link(client, mail_catcher, user.email)
    weak = await client.post(CONFIRM, json={"token": token, "password": "trumpas"})
    assert weak.status_code == 422
    assert weak.json()["detail"] == texts.PASSWORD_TOO_WEAK
    assert (await client.post(CONFIRM, json={"token": token, "password": NEW_PASSWORD})).status_code == 200


async def test_an_address_gets_a_few_mails_per_window_then_the_same_answer_and_no_more(
    sign_up, make_client, mail_catcher, settings
):
    user = await sign_up()
    for _ in range(settings.password_reset_per_email + 2):
        response = await make_client().post(REQUEST, json={"email": user.email})
        assert (response.status_code, response.json()) == (200, {"success": True})
    assert len(messages_to(mail_catcher, user.email)) == settings.password_reset_per_email


async def test_a_client_asking_too_often_is_refused(make_client, settings):
    client = make_client("10.251.0.7")
    for _ in range(settings.password_reset_per_ip):
        assert (await client.post(REQUEST, json={"email": unique_email()})).status_code == 200
    response = await client.post(REQUEST, json={"email": unique_email()})
    assert response.status_code == 429
    assert response.json()["detail"] == texts.RESET_THROTTLED


async def test_a_huge_client_address_is_throttled_by_its_hash_not_a_server_error(make_client):
    response = await make_client("1." * 200 + "1").post(REQUEST, json={"email": unique_email()})
    assert response.status_code == 200


async def test_both_calls_need_the_csrf_header(client):
    assert (await client.post(REQUEST, json={"email": unique_email()}, headers=NO_CSRF)).status_code == 403
    response = await client.post(CONFIRM, json={"token": "x", "password": NEW_PASSWORD}, headers=NO_CSRF)
    assert response.status_code == 403
