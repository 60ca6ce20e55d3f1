"""Security headers on every response, API and web app alike.

They come from the app rather than from ingress annotations so that every way of reaching it (the
chart's ingress, `make dev`, an on-premises install behind another proxy, tests) sends the same ones,
and so that the policy lives beside the web app it was checked against.

The Content-Security-Policy fits the built Vite/React/Chakra app: scripts, fonts and API calls only
from our own origin; previews are presigned GETs on the object store's origin. `style-src` allows
'unsafe-inline' because Chakra UI (emotion) writes its CSS into <style> elements at run time and
components set inline style attributes; a nonce cannot cover the attributes, and an inline style runs
no script, so script-src stays strict, which is what stops injected script. Only where the ad pixel
is configured (`DOKSKENAS_META_PIXEL_ID`) do its script and beacon origins join the policy; the web app
still loads it only after the visitor accepts cookies.

HSTS is sent only on a request that came over TLS: uvicorn's --proxy-headers turns the ingress's
X-Forwarded-Proto into the request's scheme, and only from the addresses FORWARDED_ALLOW_IPS trusts,
so a client cannot make a plain-HTTP development server pin itself to HTTPS."""

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

HSTS = "max-age=31536000; includeSubDomains"
PERMISSIONS_POLICY = (
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), "
    "payment=(), usb=()"
)


PIXEL_SCRIPT_ORIGIN = "https://connect.facebook.net"
PIXEL_BEACON_ORIGIN = "https://www.facebook.com"


def content_security_policy(object_store_origin: str, ad_pixel: bool = False) -> str:
    script = f"'self' {PIXEL_SCRIPT_ORIGIN}" if ad_pixel else "'self'"
    beacon = f" {PIXEL_BEACON_ORIGIN}" if ad_pixel else ""
    directives = {
        "default-src": "'self'",
        "script-src": script,
        "style-src": "'self' 'unsafe-inline'",
        "img-src": f"'self' data: blob: {object_store_origin}{beacon}",
        "font-src": "'self' data:",
        "connect-src": f"'self'{beacon}",
        "object-src": "'none'",
        "base-uri": "'self'",
        "form-action": "'self'",
        "frame-ancestors": "'none'",
        # The usage guide's video blocks: YouTube's no-cookie player, nothing else.
        "frame-src": "https://www.youtube-nocookie.com",
    }
    return "; ".join(f"{name} {value}" for name, value in directives.items())


class SecurityHeadersMiddleware:
    def __init__(self, app: ASGIApp, *, object_store_origin: str, ad_pixel: bool = False) -> None:
        self.app = app
        self.headers = {
            "Content-Security-Policy": content_security_policy(object_store_origin, ad_pixel),
            # frame-ancestors for browsers that predate it
            "X-Frame-Options": "DENY",
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "strict-origin-when-cross-origin",
            "Permissions-Policy": PERMISSIONS_POLICY,
            "Cross-Origin-Opener-Policy": "same-origin",
        }

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        over_tls = scope.get("scheme") == "https"

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in self.headers.items():
                    headers.setdefault(name, value)
                if over_tls:
                    headers.setdefault("Strict-Transport-Security", HSTS)
            await send(message)

        await self.app(scope, receive, with_headers)
