"""Session cookies: httpOnly, SameSite=Lax; the refresh token is sent only to /api/."""

from fastapi import Response

from api.auth.service import SessionTokens
from api.core.config import Settings
from api.core.security import ACCESS_COOKIE, DEVICE_COOKIE, REFRESH_COOKIE, make_device_token

REFRESH_PATH = "/api/"
LOGIN_PATH = "/api/token/"


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


def set_device_cookie(response: Response, user_id: int, settings: Settings) -> None:
    """Kept after logout: it marks the owner's browser for the login throttle, sent to login only."""
    response.set_cookie(
        DEVICE_COOKIE,
        make_device_token(user_id, settings.secret_key, settings.login_device_days),
        max_age=settings.login_device_days * 86400,
        path=LOGIN_PATH,
        httponly=True,
        samesite="lax",
        secure=settings.cookie_secure,
    )


def clear_session_cookies(response: Response, settings: Settings) -> None:
    for name, path in ((ACCESS_COOKIE, "/"), (REFRESH_COOKIE, REFRESH_PATH)):
        response.delete_cookie(name, path=path, httponly=True, samesite="lax", secure=settings.cookie_secure)
