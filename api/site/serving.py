"""The web app from web/dist, served so search engines can read it: public pages come with their own
head tags and main text in the HTML (prerendered by the build, or from a page source such as the
usage guide), the signed-in app is marked noindex, and /robots.txt and /sitemap.xml describe the site.
Real files are served as they are; every other path gets index.html so client-side routes load
directly."""

from collections.abc import Sequence
from pathlib import Path

from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, PlainTextResponse, Response
from fastapi.staticfiles import StaticFiles
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from api.core import texts
from api.core.errors import error_body
from api.site.dist import Build, WebDist
from api.site.html import PageMeta, render_noindex, render_page
from api.site.sitemap import robots_txt, sitemap_xml
from api.site.sources import PageSource, SitemapUrl

# Screens of the signed-in app and the account pages a mailed link opens (web/src/paths.ts): nothing
# for a search engine there. /api/ is all JSON.
PRIVATE_PATHS = (
    "/api/",
    "/suvestine",
    "/papildyti",
    "/nustatymai",
    "/admin-suvestine",
    "/admin-visi-failai",
    "/admin-dashboard",
    "/admin-zinutes",
    "/naudojimo-gidas/redaguoti",
    "/slaptazodzio-atkurimas",
    "/naujas-slaptazodis",
)
# Crawlers and link checkers ask HEAD too.
READ = ["GET", "HEAD"]
HTML_HEADERS = {"Cache-Control": "no-cache"}
NOINDEX_HEADERS = {**HTML_HEADERS, "X-Robots-Tag": "noindex"}


def install(app: FastAPI, dist_root: Path, public_url: str, sources: Sequence[PageSource]) -> None:
    dist = WebDist(dist_root)

    @app.api_route("/robots.txt", methods=READ, include_in_schema=False)
    async def robots() -> PlainTextResponse:
        return PlainTextResponse(robots_txt(public_url, PRIVATE_PATHS))

    @app.api_route("/sitemap.xml", methods=READ, include_in_schema=False)
    async def sitemap(request: Request) -> Response:
        build = dist.build()
        urls = [SitemapUrl(path) for path in (build.pages if build else {})]
        if sources:
            async with _sessions(request)() as session:
                for source in sources:
                    urls += [
                        SitemapUrl(url) if isinstance(url, str) else url
                        for url in await source.sitemap(session)
                    ]
        return Response(sitemap_xml(public_url, urls), media_type="application/xml")

    @app.api_route(
        "/api/{rest:path}", methods=["GET", "POST", "PUT", "PATCH", "DELETE"], include_in_schema=False
    )
    async def unknown_api_path(rest: str) -> JSONResponse:
        return JSONResponse(error_body(texts.NOT_FOUND, "not_found"), status_code=404)

    if (dist_root / "assets").is_dir():
        app.mount("/assets", StaticFiles(directory=dist_root / "assets"), name="assets")

    @app.api_route("/{path:path}", methods=READ, include_in_schema=False)
    async def web_app(path: str, request: Request) -> Response:
        candidate = (dist_root / path).resolve()
        if path and candidate.is_file() and candidate.is_relative_to(dist_root.resolve()):
            return FileResponse(candidate)
        build = dist.build()
        if build is None:
            raise HTTPException(404, "web app not built: run `make web`")
        return await _page(build, _page_path(path), request, public_url, sources)


async def _page(
    build: Build, path: str, request: Request, public_url: str, sources: Sequence[PageSource]
) -> HTMLResponse:
    owners = [source for source in sources if source.owns(path)]
    if owners:
        async with _sessions(request)() as session:
            for source in owners:
                found = await source.find(session, path)
                if found:
                    return _public_page(build, *found, public_url)
    static = build.pages.get(path)
    if static:
        return _public_page(build, static.meta, static.body_html, public_url)
    if owners:
        # An address of the guide that is not (or no longer) there: the app shows its "not found".
        return HTMLResponse(render_noindex(build.index_html), 404, headers=NOINDEX_HEADERS)
    if any(path == private or path.startswith(private.rstrip("/") + "/") for private in PRIVATE_PATHS):
        return HTMLResponse(render_noindex(build.index_html), headers=NOINDEX_HEADERS)
    # Client-side routes the server does not know (and unknown addresses: the app shows its 404 page).
    return HTMLResponse(build.index_html, headers=HTML_HEADERS)


def _public_page(build: Build, meta: PageMeta, body_html: str, public_url: str) -> HTMLResponse:
    return HTMLResponse(render_page(build.index_html, meta, body_html, public_url), headers=HTML_HEADERS)


def _page_path(path: str) -> str:
    """The route a request path names: "/pvm-skaiciuokle/" is the same page as "/pvm-skaiciuokle"."""
    return "/" + path.strip("/")


def _sessions(request: Request) -> async_sessionmaker[AsyncSession]:
    sessions: async_sessionmaker[AsyncSession] = request.app.state.sessionmaker
    return sessions
