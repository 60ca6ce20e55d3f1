from fastapi import APIRouter

from api.core.deps import SessionDep, SettingsDep
from api.core.errors import ERROR_RESPONSE
from api.models.types import utcnow
from api.site import repository
from api.site.schemas import SiteConfig, TrackClickAck, TrackClickIn

router = APIRouter(prefix="/api", tags=["site"])


@router.get("/site/config/", response_model=SiteConfig)
async def site_config(settings: SettingsDep) -> SiteConfig:
    """What the public pages show or load: the contact address and the ad pixel's id, if any."""
    return SiteConfig(contact_email=settings.contact_email, meta_pixel_id=settings.meta_pixel_id or None)


@router.post("/track-click/", response_model=TrackClickAck, responses={422: ERROR_RESPONSE})
async def track_click(body: TrackClickIn, session: SessionDep) -> TrackClickAck:
    """Counts a promo click per name and UTC day; nothing about the visitor is kept."""
    await repository.count_click(session, body.name, utcnow().date())
    return TrackClickAck(success=True)
