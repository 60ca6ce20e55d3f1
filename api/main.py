"""The FastAPI application: every /api/ endpoint of the spec, ops endpoints, and the built web app."""

import gc
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI

from api.admin.endpoints import router as admin_router
from api.audit.endpoints import router as audit_router
from api.auth.endpoints import router as auth_router
from api.billing.endpoints import router as billing_router
from api.billing.stripe_client import make_http_client, make_stripe_client
from api.contact.endpoints import router as contact_router
from api.core import body_limit
from api.core.body_limit import BodyLimits
from api.core.config import Settings, get_settings
from api.core.csrf import CSRFMiddleware
from api.core.db import make_engine, make_sessionmaker
from api.core.errors import install_error_handlers
from api.core.headers import SecurityHeadersMiddleware
from api.core.inputs import RefuseNulMiddleware
from api.core.metrics import MetricsMiddleware
from api.core.openapi import operation_id
from api.core.storage import ObjectStore
from api.core.temporal import TemporalGateway
from api.credits.endpoints import router as credits_router
from api.documents.endpoints import router as documents_router
from api.documents.service import safe_filename
from api.exports.endpoints import router as exports_router
from api.guide.endpoints import editor as guide_editor_router
from api.guide.endpoints import reader as guide_router
from api.guide.seo import guide_source
from api.mail.sender import make_mail_sender
from api.masterdata.endpoints import router as masterdata_router
from api.ops.endpoints import router as ops_router
from api.ops.gauges import gauges_refreshed
from api.ops.metrics_server import metrics_server
from api.profile.endpoints import router as profile_router
from api.site import serving as site
from api.site.endpoints import router as site_router
from api.site.sources import PageSource

ROUTERS = [
    ops_router,
    auth_router,
    profile_router,
    credits_router,
    billing_router,
    exports_router,
    documents_router,
    audit_router,
    admin_router,
    guide_router,
    guide_editor_router,
    contact_router,
    site_router,
    masterdata_router,
]
# Registration is sent without cookies by the spec (it is throttled instead); Stripe signs its webhook.
CSRF_EXEMPT = frozenset({"/api/register/", "/api/stripe/webhook/"})
# Requests that carry files: limited per batch and per file instead of the JSON limit.
UPLOAD_PATHS = frozenset({"/api/scan/", "/api/data/import-clients/", "/api/data/import-products/"})


def create_app(settings: Settings | None = None, page_sources: Sequence[PageSource] | None = None) -> FastAPI:
    """``page_sources``: the public pages kept in the database (default: the usage guide)."""
    settings = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        app.state.engine = make_engine(settings.database_url)
        app.state.sessionmaker = make_sessionmaker(app.state.engine)
        app.state.store = ObjectStore.from_settings(settings)
        app.state.temporal = TemporalGateway(settings)
        app.state.stripe_http = make_http_client()
        app.state.stripe = make_stripe_client(settings, app.state.stripe_http)
        app.state.mailer = make_mail_sender(settings)
        # What start-up built lives as long as the process: frozen, it is out of the collector's
        # sight, so a full collection (set off by the objects of a 200-row list) no longer walks it.
        gc.freeze()
        with metrics_server(settings.api_metrics_port, settings.api_metrics_address):
            async with gauges_refreshed(settings, app.state.temporal, app.state.sessionmaker):
                yield
        await app.state.stripe_http.close_async()
        await app.state.engine.dispose()

    app = FastAPI(
        title="DokSkenas API", version="0.1.0", lifespan=lifespan, generate_unique_id_function=operation_id
    )
    app.state.settings = settings
    install_error_handlers(app)
    for router in ROUTERS:
        app.include_router(router)
    sources = [guide_source(settings.public_url)] if page_sources is None else page_sources
    site.install(app, Path(settings.web_dist), settings.public_url, sources)
    app.add_middleware(RefuseNulMiddleware)
    app.add_middleware(CSRFMiddleware, exempt_paths=CSRF_EXEMPT, secure=settings.cookie_secure)
    app.add_middleware(MetricsMiddleware)
    body_limit.install(
        app,
        BodyLimits(
            default_bytes=settings.max_body_bytes,
            upload_paths=UPLOAD_PATHS,
            upload_bytes=settings.max_upload_bytes,
            file_bytes=settings.max_file_bytes,
            display_name=safe_filename,
        ),
    )
    # Outermost: refusals of the body limit carry the headers too.
    app.add_middleware(
        SecurityHeadersMiddleware,
        object_store_origin=ObjectStore.origin(settings),
        ad_pixel=bool(settings.meta_pixel_id),
    )
    return app
