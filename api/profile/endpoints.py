from fastapi import APIRouter

from api.core.deps import CurrentUser, SessionDep
from api.core.errors import ERROR_RESPONSE
from api.models import User
from api.profile import service
from api.profile.countries import countries_lt
from api.profile.schemas import Country, ProfileOut, ProfilePatch, ViewModeIn, ViewModeOut

router = APIRouter(prefix="/api", tags=["profile"])


def _out(user: User) -> ProfileOut:
    profile = user.profile
    return ProfileOut(
        email=user.email,
        is_superuser=user.is_superuser,
        view_mode=profile.view_mode,
        default_accounting_program=profile.default_accounting_program,
        company_name=profile.company_name,
        company_code=profile.company_code,
        vat_code=profile.vat_code,
        company_iban=profile.company_iban,
        company_address=profile.company_address,
        company_country_iso=profile.company_country_iso,
        purchase_defaults=profile.purchase_defaults,
        sales_defaults=profile.sales_defaults,
        extra_settings=profile.extra_settings,
        upload_ready=service.is_upload_ready(profile),
    )


@router.get("/profile/", response_model=ProfileOut, responses={401: ERROR_RESPONSE})
async def get_profile(user: CurrentUser) -> ProfileOut:
    return _out(user)


@router.patch(
    "/profile/",
    response_model=ProfileOut,
    responses={401: ERROR_RESPONSE, 422: ERROR_RESPONSE},
)
async def patch_profile(body: ProfilePatch, user: CurrentUser, session: SessionDep) -> ProfileOut:
    """One of the spec's variants per call: company fields, the default program, a default profile
    to add or `{__delete_index__: n}` to remove, or `extra_settings`."""
    service.apply_patch(user.profile, body)
    await session.flush()
    return _out(user)


@router.patch(
    "/view-mode/",
    response_model=ViewModeOut,
    responses={401: ERROR_RESPONSE},
)
async def set_view_mode(body: ViewModeIn, user: CurrentUser, session: SessionDep) -> ViewModeOut:
    user.profile.view_mode = body.view_mode
    await session.flush()
    return ViewModeOut(view_mode=body.view_mode)


@router.get("/countries/", response_model=list[Country])
async def countries() -> list[Country]:
    """ISO 3166 countries with Lithuanian names, Lithuania first (for the settings dropdown)."""
    return [Country(code=code, name=name) for code, name in countries_lt()]
