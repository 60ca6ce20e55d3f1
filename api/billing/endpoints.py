from fastapi import APIRouter, Request

from api.billing import packages, service
from api.billing.schemas import CheckoutIn, CheckoutOut, CreditPackageOut, WebhookAck
from api.billing.stripe_client import StripeDep
from api.core.deps import CurrentUser, SessionDep, SettingsDep
from api.core.errors import ERROR_RESPONSE

router = APIRouter(prefix="/api", tags=["billing"])


@router.get("/credits/packages/", response_model=list[CreditPackageOut])
async def credit_packages(settings: SettingsDep) -> list[CreditPackageOut]:
    return [CreditPackageOut.of(package) for package in packages.packages(settings)]


@router.post(
    "/stripe/credit-checkout/",
    response_model=CheckoutOut,
    responses={400: ERROR_RESPONSE, 401: ERROR_RESPONSE, 422: ERROR_RESPONSE, 502: ERROR_RESPONSE},
)
async def credit_checkout(
    body: CheckoutIn, user: CurrentUser, client: StripeDep, settings: SettingsDep
) -> CheckoutOut:
    """A Stripe Checkout page for one package; the browser goes to `url`."""
    return CheckoutOut(url=await service.create_checkout(client, settings, user, body.price_id))


@router.post(
    "/stripe/webhook/",
    response_model=WebhookAck,
    responses={400: ERROR_RESPONSE},
)
async def stripe_webhook(
    request: Request, session: SessionDep, client: StripeDep, settings: SettingsDep
) -> WebhookAck:
    """Stripe's deliveries, verified by their signature (the path is exempt from CSRF)."""
    outcome = await service.receive_webhook(
        session, client, settings, await request.body(), request.headers.get("stripe-signature")
    )
    return WebhookAck(received=True, outcome=outcome.value)
