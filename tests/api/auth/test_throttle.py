"""Login throttling (issue 14): bounded keys that no input overflows, a lock per account and client,
and a progressive delay for other clients that never locks the owner's browser out."""

from datetime import timedelta

from sqlalchemy import update

from api.auth import throttle
from api.core import texts
from api.models import LoginFailure
from api.models.types import utcnow
from tests.conftest import PASSWORD, unique_email

WRONG = "Blogas123"


async def _fail(client, email: str, times: int) -> None:
    for _ in range(times):
        response = await client.post("/api/token/", json={"email": email, "password": WRONG})
        assert response.status_code == 401, response.text


async def _shift_account_failures(sessionmaker, email: str, by: timedelta) -> None:
    """Move the account's failures in time, instead of waiting for the delay in a test."""
    async with sessionmaker() as session:
        await session.execute(
            update(LoginFailure)
            .where(LoginFailure.key == throttle.key("login-account", email))
            .values(created_at=LoginFailure.created_at + by)
        )
        await session.commit()


async def test_attacker_elsewhere_cannot_lock_the_owner_out(sign_up, make_client, settings):
    owner = await sign_up()  # registering marked the owner's browser
    attacker = make_client()
    await _fail(attacker, owner.email, settings.login_attempts_per_email)
    response = await attacker.post("/api/token/", json={"email": owner.email, "password": PASSWORD})
    assert response.status_code == 429
    assert response.json()["detail"] == texts.LOGIN_THROTTLED.format(minutes=settings.login_throttle_minutes)
    for _ in range(3):  # more addresses keep failing
        await make_client().post("/api/token/", json={"email": owner.email, "password": WRONG})
    await owner.client.post("/api/logout/")
    response = await owner.client.post("/api/token/", json={"email": owner.email, "password": PASSWORD})
    assert response.status_code == 200, response.text


async def test_unknown_clients_wait_a_progressive_delay_not_a_lock(
    sign_up, make_client, settings, sessionmaker
):
    owner = await sign_up()
    for _ in range(settings.login_attempts_per_email):
        await _fail(make_client(), owner.email, 1)
    # The last failure "happens" a minute from now, so the 1 s delay cannot run out during the test.
    await _shift_account_failures(sessionmaker, owner.email, timedelta(minutes=1))
    newcomer = make_client()
    response = await newcomer.post("/api/token/", json={"email": owner.email, "password": PASSWORD})
    assert response.status_code == 429
    assert response.json()["detail"] == texts.LOGIN_DELAYED.format(seconds=61)
    await _shift_account_failures(sessionmaker, owner.email, timedelta(minutes=-2))
    response = await newcomer.post("/api/token/", json={"email": owner.email, "password": PASSWORD})
    assert response.status_code == 200, response.text


def test_delay_doubles_per_failure_up_to_the_cap():
    now = utcnow()
    waits = [throttle.account_wait(failures, now, now, 5, 300) for failures in (4, 5, 6, 7, 20)]
    assert waits == [0.0, 1.0, 2.0, 4.0, 300.0]
    assert throttle.account_wait(6, now - timedelta(seconds=5), now, 5, 300) == 0.0


async def test_overlong_email_is_refused_before_any_lookup(client):
    response = await client.post("/api/token/", json={"email": "a" * 290 + "@example.lt", "password": WRONG})
    assert response.status_code == 422
    assert response.json()["detail"] == texts.TEXT_TOO_LONG.format(field="email", limit=254)


async def test_longest_email_and_forged_address_are_still_counted(make_client, settings):
    forged = make_client(ip="203.0.113.7, " * 30 + "x" * 400)  # what a trusted proxy might pass on
    for attempt in range(settings.login_attempts_per_ip):
        longest = f"{attempt:02d}" + "a" * 62 + "@" + "b" * 186 + ".lt"  # 254 characters
        response = await forged.post("/api/token/", json={"email": longest, "password": WRONG})
        assert response.status_code == 401, response.text
    response = await forged.post("/api/token/", json={"email": unique_email(), "password": WRONG})
    assert response.status_code == 429
