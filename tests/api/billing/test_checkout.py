import httpx
import pytest
from sqlalchemy import select

from api.billing import service, texts
from api.billing.stripe_client import make_http_client, make_stripe_client
from api.devstack import stack
from api.models import CreditEntry, User
from tests.api.billing.conftest import PUBLIC_URL


async def test_checkout_creates_a_payment_session_for_the_package(sign_up, fake_stripe):
    user = await sign_up()
    response = await user.client.post(
        "/api/stripe/credit-checkout/", json={"price_id": "price_dokskenas_500"}
    )
    assert response.status_code == 200, response.text
    url = response.json()["url"]
    assert url.startswith(f"{fake_stripe.url}/c/pay/cs_test_")
    session = fake_stripe.session(url.rsplit("/", 1)[1])
    assert session["mode"] == "payment"
    assert (session["amount_total"], session["currency"]) == (8500, "eur")
    assert session["client_reference_id"] == str(user.user_id)
    assert session["customer_email"] == user.email
    assert session["metadata"] == {"user_id": str(user.user_id), "package": "500"}
    assert session["success_url"] == f"{PUBLIC_URL}/papildyti?success=1"
    assert session["cancel_url"] == f"{PUBLIC_URL}/papildyti?canceled=1"


async def test_checkout_also_takes_price_id_in_camel_case(sign_up, fake_stripe):
    user = await sign_up()
    response = await user.client.post(
        "/api/stripe/credit-checkout/", json={"priceId": "price_dokskenas_1000"}
    )
    assert response.status_code == 200
    assert fake_stripe.session(response.json()["url"].rsplit("/", 1)[1])["amount_total"] == 16200


async def test_unknown_price_fails_cleanly_without_asking_stripe(sign_up, fake_stripe):
    user = await sign_up()
    sessions_before = len(fake_stripe.sessions)
    response = await user.client.post("/api/stripe/credit-checkout/", json={"price_id": "price_1Free"})
    assert response.status_code == 400
    assert response.json()["error"] == texts.UNKNOWN_PACKAGE
    assert len(fake_stripe.sessions) == sessions_before


async def test_checkout_without_a_price_is_refused_with_an_error_field(sign_up):
    user = await sign_up()
    response = await user.client.post("/api/stripe/credit-checkout/", json={})
    assert response.status_code == 422
    assert response.json()["error"]


async def test_stripe_refusing_the_request_gives_a_lithuanian_error(sign_up, fake_stripe, monkeypatch):
    user = await sign_up()
    monkeypatch.setattr(fake_stripe, "api_key", "sk_test_rotated")
    response = await user.client.post(
        "/api/stripe/credit-checkout/", json={"price_id": "price_dokskenas_100"}
    )
    assert response.status_code == 502
    assert response.json()["error"] == texts.CHECKOUT_FAILED


async def test_a_price_missing_in_the_stripe_account_gives_a_lithuanian_error(
    sign_up, fake_stripe, monkeypatch
):
    user = await sign_up()
    monkeypatch.delitem(fake_stripe.prices, "price_dokskenas_100")
    response = await user.client.post(
        "/api/stripe/credit-checkout/", json={"price_id": "price_dokskenas_100"}
    )
    assert response.status_code == 502
    assert response.json()["error"] == texts.CHECKOUT_FAILED


async def test_unreachable_stripe_is_a_payment_provider_error(stripe_settings, sign_up, sessionmaker):
    signed_in = await sign_up()
    settings = stripe_settings.model_copy(update={"stripe_api_base": f"http://127.0.0.1:{stack.free_port()}"})
    http = make_http_client()
    async with sessionmaker() as session:
        user = await session.get_one(User, signed_in.user_id)
    try:
        with pytest.raises(service.PaymentProviderError):
            await service.create_checkout(
                make_stripe_client(settings, http), settings, user, "price_dokskenas_100"
            )
    finally:
        await http.close_async()


async def test_checkout_needs_a_signed_in_user(client):
    response = await client.post("/api/stripe/credit-checkout/", json={"price_id": "price_dokskenas_100"})
    assert response.status_code == 401


async def test_paying_on_the_hosted_page_grants_the_credits_and_returns_to_papildyti(
    sign_up, fake_stripe, served_api, sessionmaker
):
    user = await sign_up()
    url = (
        await user.client.post("/api/stripe/credit-checkout/", json={"price_id": "price_dokskenas_100"})
    ).json()["url"]
    async with httpx.AsyncClient() as browser:
        page = await browser.get(url)
    assert page.status_code == 303
    assert page.headers["location"] == f"{PUBLIC_URL}/papildyti?success=1"
    session_id = url.rsplit("/", 1)[1]
    assert fake_stripe.session(session_id)["payment_status"] == "paid"
    assert (await user.client.get("/api/me/")).json()["credits"] == "150.00"
    async with sessionmaker() as session:
        purchase = await session.scalar(
            select(CreditEntry).where(CreditEntry.user_id == user.user_id, CreditEntry.kind == "purchase")
        )
    assert (purchase.amount, purchase.reference) == (100, session_id)
    assert (await user.client.get("/api/subscription-status/")).json()["status"] == "active"


async def test_cancelling_on_the_hosted_page_returns_with_canceled_and_grants_nothing(sign_up, served_api):
    user = await sign_up()
    url = (
        await user.client.post("/api/stripe/credit-checkout/", json={"price_id": "price_dokskenas_100"})
    ).json()["url"]
    async with httpx.AsyncClient() as browser:
        page = await browser.get(url.replace("/c/pay/", "/c/cancel/"))
    assert page.headers["location"] == f"{PUBLIC_URL}/papildyti?canceled=1"
    assert (await user.client.get("/api/me/")).json()["credits"] == "50.00"
