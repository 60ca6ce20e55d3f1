import re
from typing import Self

from pydantic import BaseModel, Field, model_validator

from api.site import texts

# What a promo button may call itself: the calculators send a fixed name or a short token.
CLICK_NAME = re.compile(r"[A-Za-z0-9_.-]{1,64}")


class SiteConfig(BaseModel):
    contact_email: str
    meta_pixel_id: str | None = Field(
        description="The ad pixel's id; null: the site loads no pixel and sends no page events"
    )


class TrackClickIn(BaseModel):
    """Spec 001 §7: `{ad_name}` from the 2025 calculator, `{token}` from the 2026 one."""

    ad_name: str | None = Field(default=None, max_length=200)
    token: str | None = Field(default=None, max_length=200)

    @model_validator(mode="after")
    def _one_valid_name(self) -> Self:
        if (self.ad_name is None) == (self.token is None):
            raise ValueError(texts.CLICK_NAME_REQUIRED)
        if not CLICK_NAME.fullmatch(self.name):
            raise ValueError(texts.CLICK_NAME_INVALID)
        return self

    @property
    def name(self) -> str:
        return self.ad_name if self.ad_name is not None else self.token or ""


class TrackClickAck(BaseModel):
    success: bool
