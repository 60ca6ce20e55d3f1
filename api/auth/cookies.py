"""Session cookies: httpOnly, SameSite=Lax; the refresh token is sent only to /api/."""

from fastapi import Response

from api.auth.service import SessionTokens
from api.core.config import Settings
from api.core.security import ACCESS_COOKIE, REFRESH_COOKIE

REFRESH_PATH = "/api/"


def set_session_cookies(response: Response, tokens: SessionTokens, settings: Settings) -> None:
    common = {"httponly": True, "samesite": "lax", "secure": settings.cookie_secure}
    response.set_cookie(
        ACCESS_COOKIE, tokens.access, max_age=settings.access_token_minutes * 60, path="/", **common
    )
    response.set_cookie(
        REFRESH_COOKIE,
        tokens.refresh,
        max_age=settings.refresh_token_days * 86400,
        path=REFRESH_PATH,
        **common,
    )


def clear_session_cookies(response: Response, settings: Settings) -> None:
    response.delete_cookie(
        ACCESS_COOKIE, path="/", httponly=True, samesite="lax", secure=settings.cookie_secure
    )
    response.delete_cookie(
        REFRESH_COOKIE, path=REFRESH_PATH, httponly=True, samesite="lax", secure=settings.cookie_secure
    )
