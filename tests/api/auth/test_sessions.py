from datetime import timedelta

from sqlalchemy import select, update

from api.core import texts
from api.core.security import ACCESS_COOKIE, AccessClaims, make_access_token, read_access_token
from api.models import CreditEntry, RefreshToken, User
from api.models.types import utcnow
from tests.conftest import NO_CSRF, PASSWORD, unique_email


async def test_register_signs_in_and_grants_fifty_credits(client, sessionmaker):
    email = unique_email()
    response = await client.post(
        "/api/register/", json={"email": f"  {email.upper()} ", "password": PASSWORD}
    )
    assert response.status_code == 200
    assert response.json() == {"success": True}
    me = (await client.get("/api/me/")).json()
    assert me["email"] == email
    assert me["credits"] == "50.00"
    async with sessionmaker() as session:
        rows = (await session.scalars(select(CreditEntry).where(CreditEntry.user_id == me["id"]))).all()
    assert [(row.kind, str(row.amount), str(row.balance_after)) for row in rows] == [
        ("grant", "50.00", "50.00")
    ]


async def test_register_needs_no_csrf_but_everything_else_does(client):
    email = unique_email()
    assert (
        await client.post("/api/register/", json={"email": email, "password": PASSWORD}, headers=NO_CSRF)
    ).is_success
    response = await client.post("/api/logout/", headers=NO_CSRF)
    assert response.status_code == 403
    assert response.json()["detail"] == texts.CSRF_FAILED
    response = await client.post("/api/logout/", headers={"X-CSRFToken": "wrong"})
    assert response.status_code == 403
    assert (await client.get("/api/me/")).status_code == 200


async def test_first_response_hands_out_csrf_cookie(client):
    response = await client.get("/healthz")
    assert "csrftoken=" in response.headers["set-cookie"]
    again = await client.get("/healthz")
    assert "set-cookie" not in again.headers


async def test_duplicate_email_is_refused_case_blind(client, make_client):
    email = unique_email()
    assert (await client.post("/api/register/", json={"email": email, "password": PASSWORD})).is_success
    response = await make_client().post("/api/register/", json={"email": email.upper(), "password": PASSWORD})
    assert response.status_code == 400
    assert response.json()["detail"] == texts.EMAIL_TAKEN


async def test_weak_passwords_are_refused_on_the_server(client):
    for weak in ("short1A", "alllowercase1", "ALLUPPERCASE1", "NoDigitsHere", "Has space 1A"):
        response = await client.post("/api/register/", json={"email": unique_email(), "password": weak})
        assert response.status_code == 422, weak
        assert response.json()["detail"] == texts.PASSWORD_TOO_WEAK


async def test_bad_email_is_refused(client):
    for email, message in (("", texts.EMAIL_REQUIRED), ("not-an-email", texts.EMAIL_INVALID)):
        response = await client.post("/api/register/", json={"email": email, "password": PASSWORD})
        assert response.status_code == 422
        assert response.json()["detail"] == message


async def test_wrong_password_and_unknown_email_answer_alike(sign_up, make_client):
    user = await sign_up()
    wrong = await make_client().post("/api/token/", json={"email": user.email, "password": "Neteisingas1"})
    unknown = await make_client().post("/api/token/", json={"email": unique_email(), "password": PASSWORD})
    assert wrong.status_code == unknown.status_code == 401
    assert wrong.json() == unknown.json()
    assert wrong.json()["success"] is False
    assert wrong.json()["detail"] == texts.INVALID_LOGIN


async def test_login_then_logout_ends_the_session_at_once(sign_up, make_client):
    user = await sign_up()
    client = make_client()
    assert (await client.post("/api/token/", json={"email": user.email, "password": PASSWORD})).json() == {
        "success": True
    }
    assert (await client.post("/api/authenticated/")).json() == {"authenticated": True}
    stolen_access = client.cookies[ACCESS_COOKIE]
    assert (await client.post("/api/logout/")).is_success
    assert (await client.post("/api/authenticated/")).status_code == 401
    # Even a copy of the old access cookie stops working: logout revoked its login.
    replay = make_client()
    replay.cookies.set(ACCESS_COOKIE, stolen_access)
    assert (await replay.get("/api/me/")).status_code == 401


async def test_login_is_throttled_per_ip(make_client, settings):
    client = make_client()
    for _ in range(settings.login_attempts_per_ip):
        await client.post("/api/token/", json={"email": unique_email(), "password": "Blogas123"})
    response = await client.post("/api/token/", json={"email": unique_email(), "password": PASSWORD})
    assert response.status_code == 429


async def test_registration_is_throttled_per_ip(make_client, settings):
    client = make_client()
    for _ in range(settings.register_attempts_per_ip):
        await client.post("/api/register/", json={"email": "bad", "password": PASSWORD}, headers=NO_CSRF)
    response = await client.post("/api/register/", json={"email": unique_email(), "password": PASSWORD})
    assert response.status_code == 429
    assert response.json()["detail"] == texts.REGISTER_THROTTLED


async def test_expired_access_token_is_refreshed_once(sign_up, settings):
    user = await sign_up()
    client = user.client
    claims = read_access_token(client.cookies[ACCESS_COOKIE], settings.secret_key)
    assert claims is not None
    expired = make_access_token(
        AccessClaims(claims.user_id, claims.family_id),
        settings.secret_key,
        15,
        now=utcnow() - timedelta(hours=1),
    )
    for cookie in client.cookies.jar:
        if cookie.name == ACCESS_COOKIE:
            cookie.value = expired
    assert (await client.get("/api/me/")).status_code == 401
    refreshed = await client.post("/api/token/refresh/")
    assert refreshed.json() == {"refreshed": True}
    assert (await client.get("/api/me/")).json()["email"] == user.email


async def test_reused_refresh_token_revokes_the_whole_login(sign_up, make_client, sessionmaker):
    user = await sign_up()
    old_refresh = user.client.cookies["refresh_token"]
    assert (await user.client.post("/api/token/refresh/")).json() == {"refreshed": True}
    async with sessionmaker() as session, session.begin():
        # Past the grace interval for concurrent tabs: the old token now counts as stolen.
        await session.execute(
            update(RefreshToken)
            .where(RefreshToken.user_id == user.user_id, RefreshToken.used_at.is_not(None))
            .values(used_at=utcnow() - timedelta(minutes=5))
        )
    thief = make_client()
    thief.cookies.set("refresh_token", old_refresh, path="/api/")
    response = await thief.post("/api/token/refresh/")
    assert response.status_code == 401
    assert response.json()["refreshed"] is False
    # The legitimate holder's newer tokens die with the family.
    assert (await user.client.post("/api/token/refresh/")).status_code == 401
    assert (await user.client.get("/api/me/")).status_code == 401


async def test_revoked_refresh_token_is_refused(sign_up):
    user = await sign_up()
    refresh = user.client.cookies["refresh_token"]
    assert (await user.client.post("/api/logout/")).is_success
    user.client.cookies.set("refresh_token", refresh, path="/api/")
    assert (await user.client.post("/api/token/refresh/")).status_code == 401


async def test_inactive_user_cannot_use_the_session(sign_up, sessionmaker):
    user = await sign_up()
    async with sessionmaker() as session, session.begin():
        await session.execute(update(User).where(User.id == user.user_id).values(is_active=False))
    assert (await user.client.get("/api/me/")).status_code == 401
