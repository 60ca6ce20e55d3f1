"""The API's one StripeClient, built in the app's lifespan and handed to endpoints as a dependency;
the global `stripe.api_key` is never set."""

from typing import Annotated

from fastapi import Depends, Request
from stripe import HTTPXClient, StripeClient
from stripe._base_address import BaseAddresses

from api.core.config import Settings

TIMEOUT_SECONDS = 20


def make_http_client() -> HTTPXClient:
    """Async only: the API never calls Stripe synchronously. Closed by the lifespan at shutdown."""
    return HTTPXClient(timeout=TIMEOUT_SECONDS)


def make_stripe_client(settings: Settings, http_client: HTTPXClient) -> StripeClient:
    # DOKSKENAS_STRIPE_API_BASE points tests and `make dev` at tests/fakes/stripe_api.py.
    base_addresses: BaseAddresses = {"api": settings.stripe_api_base} if settings.stripe_api_base else {}
    return StripeClient(
        settings.stripe_secret_key,
        base_addresses=base_addresses,
        http_client=http_client,
        max_network_retries=2,
    )


def get_stripe(request: Request) -> StripeClient:
    stripe: StripeClient = request.app.state.stripe
    return stripe


StripeDep = Annotated[StripeClient, Depends(get_stripe)]
