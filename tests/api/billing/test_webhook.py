import asyncio
import logging
import random
import time

from sqlalchemy import func, select

from api.billing import texts
from api.models import CreditEntry, StripeEvent
from tests.api.billing.conftest import deliver, paid
from tests.fakes.stripe_api import event


async def purchases(sessionmaker, user_id: int) -> list[CreditEntry]:
    async with sessionmaker() as session:
        rows = await session.scalars(
            select(CreditEntry).where(CreditEntry.user_id == user_id, CreditEntry.kind == "purchase")
        )
        return list(rows)


async def stored(sessionmaker, event_id: str) -> StripeEvent | None:
    async with sessionmaker() as session:
        return await session.get(StripeEvent, event_id)


async def test_one_event_delivered_fifty_times_at_once_grants_once(
    checkout_session, make_client, sessionmaker
):
    user, session = await checkout_session()
    completed = event("checkout.session.completed", paid(session))
    responses = await asyncio.gather(*(deliver(make_client(), completed) for _ in range(50)))
    assert all(response.status_code == 200 for response in responses)
    outcomes = sorted(response.json()["outcome"] for response in responses)
    assert outcomes == ["duplicate_event"] * 49 + ["granted"]
    assert [row.amount for row in await purchases(sessionmaker, user.user_id)] == [100]
    assert (await user.client.get("/api/me/")).json()["credits"] == "150.00"


async def test_every_event_of_one_payment_in_any_order_grants_once(
    checkout_session, make_client, sessionmaker
):
    """A delayed payment method: `completed` while unpaid, then `async_payment_succeeded`; here both,
    plus a paid `completed` (as from a retry), each 20 times, shuffled and concurrent."""
    user, session = await checkout_session()
    events = [
        event("checkout.session.completed", session),
        event("checkout.session.async_payment_succeeded", paid(session)),
        event("checkout.session.completed", paid(session)),
    ]
    deliveries = [item for item in events for _ in range(20)]
    random.Random(7).shuffle(deliveries)
    responses = await asyncio.gather(*(deliver(make_client(), item) for item in deliveries))
    assert {response.status_code for response in responses} == {200}
    assert [row.reference for row in await purchases(sessionmaker, user.user_id)] == [session["id"]]
    assert (await user.client.get("/api/me/")).json()["credits"] == "150.00"
    for item in events:
        assert (await stored(sessionmaker, item["id"])).processed_at is not None


async def test_unpaid_completion_waits_for_the_async_payment(checkout_session, make_client, sessionmaker):
    user, session = await checkout_session()
    response = await deliver(make_client(), event("checkout.session.completed", session))
    assert response.json() == {"received": True, "outcome": "awaiting_payment"}
    assert await purchases(sessionmaker, user.user_id) == []
    failed = await deliver(make_client(), event("checkout.session.async_payment_failed", session))
    assert failed.json()["outcome"] == "ignored"
    succeeded = await deliver(make_client(), event("checkout.session.async_payment_succeeded", paid(session)))
    assert succeeded.json()["outcome"] == "granted"
    assert len(await purchases(sessionmaker, user.user_id)) == 1


async def test_forged_signature_grants_nothing_and_stores_nothing(
    checkout_session, make_client, sessionmaker
):
    user, session = await checkout_session()
    forged = event("checkout.session.completed", paid(session))
    response = await deliver(make_client(), forged, secret="whsec_guessed")
    assert response.status_code == 400
    assert response.json()["error"] == texts.BAD_SIGNATURE
    assert await stored(sessionmaker, forged["id"]) is None
    assert await purchases(sessionmaker, user.user_id) == []


async def test_body_changed_after_signing_is_refused(checkout_session, make_client):
    _, session = await checkout_session()
    response = await deliver(make_client(), event("checkout.session.completed", paid(session)))
    genuine = response.request
    tampered = genuine.content.replace(b'"payment_status": "paid"', b'"payment_status": "paid" ')
    replay = await make_client().post(
        "/api/stripe/webhook/",
        content=tampered,
        headers={"Stripe-Signature": genuine.headers["stripe-signature"], "X-CSRFToken": ""},
    )
    assert replay.status_code == 400


async def test_stale_timestamp_is_refused_even_when_correctly_signed(
    checkout_session, make_client, sessionmaker
):
    user, session = await checkout_session()
    old = event("checkout.session.completed", paid(session))
    response = await deliver(make_client(), old, timestamp=int(time.time()) - 301)
    assert response.status_code == 400
    assert await stored(sessionmaker, old["id"]) is None
    assert await purchases(sessionmaker, user.user_id) == []


async def test_missing_signature_or_garbage_is_refused(make_client):
    client = make_client()
    unsigned = await client.post("/api/stripe/webhook/", content=b"{}", headers={"X-CSRFToken": ""})
    assert unsigned.status_code == 400
    garbage = await client.post(
        "/api/stripe/webhook/",
        content=b"\xff\xfe",
        headers={"Stripe-Signature": "t=1,v1=00", "X-CSRFToken": ""},
    )
    assert garbage.status_code == 400


async def test_amount_that_does_not_match_the_package_is_stored_logged_not_granted(
    checkout_session, make_client, sessionmaker, caplog
):
    user, session = await checkout_session()
    cheap = event("checkout.session.completed", paid(session, amount_total=100))
    with caplog.at_level(logging.ERROR, logger="api.billing.service"):
        response = await deliver(make_client(), cheap)
    assert response.json() == {"received": True, "outcome": "refused"}
    assert (await stored(sessionmaker, cheap["id"])).payload["data"]["object"]["amount_total"] == 100
    assert session["id"] in caplog.text
    assert await purchases(sessionmaker, user.user_id) == []


async def test_currency_that_does_not_match_the_package_is_not_granted(
    checkout_session, make_client, sessionmaker
):
    user, session = await checkout_session()
    response = await deliver(
        make_client(), event("checkout.session.completed", paid(session, currency="usd"))
    )
    assert response.json()["outcome"] == "refused"
    assert await purchases(sessionmaker, user.user_id) == []


async def test_session_without_a_known_user_or_package_is_not_granted(
    checkout_session, make_client, sessionmaker
):
    _, session = await checkout_session()
    strangers = [
        paid(session, client_reference_id="999999999"),
        paid(session, client_reference_id=None),
        paid(session, metadata={"package": "250"}),
    ]
    for obj in strangers:
        response = await deliver(make_client(), event("checkout.session.completed", obj))
        assert response.json()["outcome"] == "refused"
    async with sessionmaker() as session_:
        assert await session_.scalar(select(func.count()).where(CreditEntry.reference == session["id"])) == 0


async def test_other_event_types_are_stored_and_acknowledged(make_client, sessionmaker):
    other = event("payment_intent.created", {"id": "pi_test_1", "object": "payment_intent"})
    response = await deliver(make_client(), other)
    assert response.json() == {"received": True, "outcome": "ignored"}
    assert (await stored(sessionmaker, other["id"])).type == "payment_intent.created"
