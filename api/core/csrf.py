"""Double-submit CSRF protection as a pure ASGI middleware.

Every response to a request without a `csrftoken` cookie hands one out (the app's HTML included).
Every state-changing request must echo the cookie in `X-CSRFToken`. The spec sends registration
without cookies, so it is exempt (and throttled instead), as is Stripe's signed webhook."""

import secrets
from http.cookies import SimpleCookie

from starlette.datastructures import MutableHeaders
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.core import texts
from api.core.errors import error_body

COOKIE_NAME = "csrftoken"
HEADER_NAME = "x-csrftoken"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "TRACE"})


class CSRFMiddleware:
    def __init__(self, app: ASGIApp, *, exempt_paths: frozenset[str], secure: bool) -> None:
        self.app = app
        self.exempt_paths = exempt_paths
        self.secure = secure

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        cookie_token = _cookie_value(headers.get(b"cookie", b"").decode("latin-1"), COOKIE_NAME)
        needs_check = scope["method"] not in SAFE_METHODS and scope["path"] not in self.exempt_paths
        if needs_check:
            header_token = headers.get(HEADER_NAME.encode(), b"").decode("latin-1")
            if not cookie_token or not header_token or not secrets.compare_digest(cookie_token, header_token):
                response = JSONResponse(error_body(texts.CSRF_FAILED, "csrf_failed"), status_code=403)
                await response(scope, receive, self._with_cookie(send, cookie_token))
                return
        await self.app(scope, receive, self._with_cookie(send, cookie_token))

    def _with_cookie(self, send: Send, cookie_token: str | None) -> Send:
        if cookie_token:
            return send

        async def send_with_cookie(message: Message) -> None:
            if message["type"] == "http.response.start":
                cookie = f"{COOKIE_NAME}={secrets.token_urlsafe(32)}; Path=/; SameSite=Lax"
                if self.secure:
                    cookie += "; Secure"
                MutableHeaders(scope=message).append("set-cookie", cookie)
            await send(message)

        return send_with_cookie


def _cookie_value(cookie_header: str, name: str) -> str | None:
    cookies: SimpleCookie = SimpleCookie()
    try:
        cookies.load(cookie_header)
    except Exception:
        return None
    morsel = cookies.get(name)
    return morsel.value if morsel else None
