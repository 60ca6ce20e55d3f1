"""Session cookies: httpOnly, SameSite=Lax; the refresh token is sent only to /api/."""

from fastapi import Response

from api.auth.service import SessionTokens
from api.core.config import Settings
from api.core.security import ACCESS_COOKIE, REFRESH_COOKIE

REFRESH_PATH = "/api/"


def set_session_cookies(response: Response, tokens: SessionTokens, settings: Settings) -> None:
    for name, value, max_age, path in (
        (ACCESS_COOKIE, tokens.access, settings.access_token_minutes * 60, "/"),
        (REFRESH_COOKIE, tokens.refresh, settings.refresh_token_days * 86400, REFRESH_PATH),
    ):
        response.set_cookie(
            name,
            value,
            max_age=max_age,
            path=path,
            httponly=True,
            samesite="lax",
            secure=settings.cookie_secure,
        )


def clear_session_cookies(response: Response, settings: Settings) -> None:
    for name, path in ((ACCESS_COOKIE, "/"), (REFRESH_COOKIE, REFRESH_PATH)):
        response.delete_cookie(name, path=path, httponly=True, samesite="lax", secure=settings.cookie_secure)
