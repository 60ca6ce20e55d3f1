"""The contact form on the real app and database: what is stored (validated, trimmed, with the
sender's account when signed in), the throttle per address and per e-mail, and the list that only
superusers may read."""

from sqlalchemy import select

from api.contact import texts
from api.models import ContactMessage
from tests.api.credits.test_adjustments import make_superuser
from tests.conftest import NO_CSRF, unique_email

SEND = "/api/contact/"
LIST = "/api/contact/messages/"


def body(email: str, **overrides: str) -> dict[str, str]:
    return {"name": "Ona Buhalterė", "email": email, "message": "Kaip eksportuoti į Centą?", **overrides}


async def stored(sessionmaker, email: str) -> list[ContactMessage]:
    async with sessionmaker() as session:
        rows = await session.scalars(select(ContactMessage).where(ContactMessage.email == email))
        return list(rows.all())


async def test_a_guest_message_is_stored_trimmed_with_the_address(make_client, sessionmaker):
    email = unique_email("klientas")
    guest = make_client("10.61.0.1")
    response = await guest.post(
        SEND,
        json=body(f"  {email.upper()} ", name="  Ona   Buhalterė ", message="  Kaip eksportuoti į Centą?\n"),
    )
    assert (response.status_code, response.json()) == (200, {"success": True})
    [row] = await stored(sessionmaker, email)
    assert (row.name, row.message, row.user_id, row.ip) == (
        "Ona Buhalterė",
        "Kaip eksportuoti į Centą?",
        None,
        "10.61.0.1",
    )


async def test_a_signed_in_sender_is_linked_to_the_account(sign_up, sessionmaker):
    user = await sign_up()
    email = unique_email("paskyra")
    assert (await user.client.post(SEND, json=body(email))).status_code == 200
    [row] = await stored(sessionmaker, email)
    assert row.user_id == user.user_id


async def test_bad_input_is_refused_in_lithuanian_and_nothing_is_stored(client, sessionmaker):
    email = unique_email("blogas")
    cases = [
        (body(email, name="   "), texts.NAME_REQUIRED),
        (body(email, name="A" * 101), texts.NAME_TOO_LONG.format(limit=100)),
        (body(email, message=" trumpa "), texts.MESSAGE_TOO_SHORT.format(limit=10)),
        (body(email, message="ž" * 5001), texts.MESSAGE_TOO_LONG.format(limit=5000)),
        (body("ne-el-pastas"), "Neteisingas el. pašto formatas"),
        ({"name": "Ona", "email": email}, None),
    ]
    for payload, detail in cases:
        response = await client.post(SEND, json=payload)
        assert response.status_code == 422, payload
        if detail:
            assert response.json()["detail"] == detail
    assert await stored(sessionmaker, email) == []


async def test_the_form_needs_the_csrf_header_like_every_unsafe_call(client):
    response = await client.post(SEND, json=body(unique_email()), headers=NO_CSRF)
    assert response.status_code == 403


async def test_one_address_is_throttled_after_five_messages(make_client, settings):
    guest = make_client("10.61.0.2")
    for _ in range(settings.contact_messages_per_ip):
        assert (await guest.post(SEND, json=body(unique_email()))).status_code == 200
    refused = await guest.post(SEND, json=body(unique_email()))
    assert (refused.status_code, refused.json()["detail"]) == (429, texts.THROTTLED)


async def test_one_email_is_throttled_from_any_address(make_client, settings, sessionmaker):
    email = unique_email("kartojasi")
    for _ in range(settings.contact_messages_per_email):
        assert (await make_client().post(SEND, json=body(email))).status_code == 200
    assert (await make_client().post(SEND, json=body(email))).status_code == 429
    assert len(await stored(sessionmaker, email)) == settings.contact_messages_per_email


async def test_only_a_superuser_lists_the_messages_newest_first(client, sign_up, sessionmaker):
    first, second = unique_email("pirmas"), unique_email("antras")
    for email in (first, second):
        assert (await client.post(SEND, json=body(email))).status_code == 200
    assert (await client.get(LIST)).status_code == 401
    user = await sign_up()
    assert (await user.client.get(LIST)).status_code == 403
    await make_superuser(sessionmaker, user.user_id)
    page = (await user.client.get(LIST, params={"page_size": 2})).json()
    assert [m["email"] for m in page["results"]] == [second, first]
    assert page["count"] >= 2 and page["next"] is not None and page["previous"] is None
    assert (await user.client.get(LIST, params={"page_size": 101})).status_code == 422
