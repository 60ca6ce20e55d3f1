"""How the server fills in index.html (api/site/), on a small build of our own and a page source of
our own, so each rule shows on its own."""

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import httpx
import pytest
from lxml import etree
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from api.core.config import Settings
from api.main import create_app
from api.site.dist import WebDist
from api.site.html import IndexHtmlError, PageMeta, render_page
from api.site.sources import PageSource, SitemapUrl, page_finder
from tests.api.site.head import read_head

PUBLIC_URL = "https://dokskenas.example"
# The shape `vite build` writes: one <title>, an empty root element, the module script in the head.
INDEX_HTML = """<!doctype html>
<html lang="lt">
  <head>
    <meta charset="UTF-8" />
    <title>DokSkenas</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
"""
PRERENDERED = [
    {
        "path": "/pvm-skaiciuokle",
        "title": "PVM skaičiuoklė | DokSkenas",
        "description": "Pridėkite arba išskaičiuokite PVM.",
        "jsonLd": [],
        "bodyHtml": "<main><h1>PVM skaičiuoklė</h1><p>Kaina be PVM</p></main>",
    },
    {
        "path": "/naudojimo-gidas",
        "title": "Naudojimo gidas | DokSkenas",
        "description": "Kaip naudotis DokSkenas.",
        "bodyHtml": "<main><h1>Naudojimo gidas</h1></main>",
    },
    {
        "path": "/",
        "title": "Atlyginimo skaičiuoklė 2025 | DokSkenas",
        "description": "Atlyginimas į rankas.",
        "jsonLd": [{"@context": "https://schema.org", "@type": "WebSite", "name": "DokSkenas"}],
        "bodyHtml": "<main><h1>Atlyginimo skaičiuoklė 2025</h1></main>",
    },
]


@dataclass(frozen=True)
class GuidePage:
    """The shape of the usage guide's pages (api/guide/seo.py)."""

    title: str
    description: str
    path: str
    json_ld: list[dict[str, Any]]
    body_html: str


GUIDE_PAGES = {
    "/straipsnis/eksportas": GuidePage(
        "Eksportas į Rivilę",
        "Kaip eksportuoti sąskaitas į Rivilę.",
        "/straipsnis/eksportas",
        [{"@context": "https://schema.org", "@type": "TechArticle", "headline": "Eksportas į Rivilę"}],
        "<main><article><h1>Eksportas į Rivilę</h1>\n<p>Kaip eksportuoti.</p></article></main>",
    ),
    "/kategorija/pradzia": GuidePage(
        "Pradžia", "Pirmieji žingsniai.", "/kategorija/pradzia", [], "<main><h1>Pradžia</h1></main>"
    ),
}


async def guide_page(session: AsyncSession, path: str) -> GuidePage | None:
    # Through the database session the server opened, as the guide's lookup does.
    assert await session.scalar(text("select 1")) == 1
    return GUIDE_PAGES.get(path)


async def guide_sitemap_paths(session: AsyncSession) -> list[str]:
    return list(GUIDE_PAGES)


async def news_sitemap(session: AsyncSession) -> list[str | SitemapUrl]:
    return ["/naudojimo-gidas", SitemapUrl("/naujienos/pirma", date(2026, 3, 1))]


async def no_news(session: AsyncSession, path: str) -> tuple[PageMeta, str] | None:
    return None


# Wired the way api.main wires the guide; the guide also claims its home, which falls back to the build.
GUIDE = PageSource(
    paths=("/naudojimo-gidas", "/kategorija/", "/straipsnis/"),
    find=page_finder(guide_page),
    sitemap=guide_sitemap_paths,
)
NEWS = PageSource(paths=("/naujienos/",), find=no_news, sitemap=news_sitemap)


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("dist")
    (root / "index.html").write_text(INDEX_HTML, encoding="utf-8")
    (root / "prerender").mkdir()
    (root / "prerender" / "pages.json").write_text(json.dumps({"pages": PRERENDERED}), encoding="utf-8")
    (root / "favicon.svg").write_text("<svg/>", encoding="utf-8")
    return root


@pytest.fixture(scope="module")
async def site(settings: Settings, dist: Path) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(
        settings.model_copy(update={"web_dist": str(dist), "public_url": PUBLIC_URL}), [GUIDE, NEWS]
    )
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
            yield client


async def test_a_prerendered_page_carries_its_head_and_main_text(site: httpx.AsyncClient):
    response = await site.get("/")
    head = read_head(response.text)
    assert response.status_code == 200
    assert head.title == "Atlyginimo skaičiuoklė 2025 | DokSkenas"
    assert head.canonical == "https://dokskenas.example/"
    assert head.og["og:url"] == "https://dokskenas.example/"
    assert head.main_text == "Atlyginimo skaičiuoklė 2025"
    assert [json.loads(item)["@type"] for item in head.json_ld] == ["WebSite"]
    # The app's own script still loads, once: React replaces the prerendered markup.
    assert response.text.count('src="/assets/index-abc.js"') == 1


async def test_a_page_source_answers_for_its_paths_before_the_build(site: httpx.AsyncClient):
    response = await site.get("/straipsnis/eksportas")
    head = read_head(response.text)
    assert response.status_code == 200
    assert head.title == "Eksportas į Rivilę"
    assert head.description == "Kaip eksportuoti sąskaitas į Rivilę."
    assert head.og["og:type"] == "article"
    assert head.canonical == "https://dokskenas.example/straipsnis/eksportas"
    assert [json.loads(item)["@type"] for item in head.json_ld] == ["TechArticle"]
    assert head.main_text == "Eksportas į Rivilę Kaip eksportuoti."
    category = read_head((await site.get("/kategorija/pradzia")).text)
    assert (category.title, category.og["og:type"], category.main_text) == ("Pradžia", "website", "Pradžia")


async def test_a_path_a_source_claims_but_does_not_find_falls_back_to_the_build(site: httpx.AsyncClient):
    response = await site.get("/naudojimo-gidas")
    assert response.status_code == 200
    assert read_head(response.text).title == "Naudojimo gidas | DokSkenas"


async def test_a_path_of_a_source_that_it_does_not_know_is_404_and_noindex(site: httpx.AsyncClient):
    response = await site.get("/straipsnis/nera-tokio")
    head = read_head(response.text)
    assert response.status_code == 404
    assert head.robots == "noindex"
    assert response.headers["x-robots-tag"] == "noindex"
    assert head.title == "DokSkenas"
    # Still the app: it shows its own "Straipsnis nerastas" page.
    assert 'src="/assets/index-abc.js"' in response.text


@pytest.mark.parametrize("path", ["/suvestine", "/nustatymai", "/admin-dashboard", "/naujas-slaptazodis"])
async def test_the_signed_in_app_gets_a_generic_head_marked_noindex(site: httpx.AsyncClient, path: str):
    response = await site.get(path)
    head = read_head(response.text)
    assert response.status_code == 200
    assert (head.title, head.robots, head.description, head.main_text) == ("DokSkenas", "noindex", "", "")


async def test_other_paths_keep_the_plain_app_and_files_stay_files(site: httpx.AsyncClient):
    response = await site.get("/prisijungti")
    assert (response.status_code, response.text) == (200, INDEX_HTML)
    assert (await site.get("/favicon.svg")).text == "<svg/>"
    assert (await site.head("/pvm-skaiciuokle")).status_code == 200
    assert (await site.get("/api/nera/")).status_code == 404


async def test_robots_keeps_crawlers_out_of_the_app_and_names_the_sitemap(site: httpx.AsyncClient):
    response = await site.get("/robots.txt")
    lines = response.text.splitlines()
    assert response.headers["content-type"].startswith("text/plain")
    assert {"User-agent: *", "Disallow: /api/", "Disallow: /suvestine", "Disallow: /admin-dashboard"} <= set(
        lines
    )
    assert "Disallow: /pvm-skaiciuokle" not in lines
    assert lines[-1] == "Sitemap: https://dokskenas.example/sitemap.xml"


async def test_the_sitemap_lists_prerendered_pages_and_source_pages_with_lastmod(site: httpx.AsyncClient):
    response = await site.get("/sitemap.xml")
    assert response.headers["content-type"].startswith("application/xml")
    ns = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}
    urls = etree.fromstring(response.content).findall("s:url", ns)
    listed = {url.findtext("s:loc", namespaces=ns): url.findtext("s:lastmod", namespaces=ns) for url in urls}
    # Each address once (the guide's home is both prerendered and listed by a source).
    assert len(urls) == len(listed) == 6
    assert listed == {
        "https://dokskenas.example/pvm-skaiciuokle": None,
        "https://dokskenas.example/naudojimo-gidas": None,
        "https://dokskenas.example/": None,
        "https://dokskenas.example/straipsnis/eksportas": None,
        "https://dokskenas.example/kategorija/pradzia": None,
        "https://dokskenas.example/naujienos/pirma": "2026-03-01",
    }


def test_titles_descriptions_and_structured_data_are_escaped():
    hostile = '</title><script>alert("x")</script>'
    meta = PageMeta(hostile, f'"{hostile}', "/a?b=<c>", json_ld=[{"name": f"</script>{hostile}&"}])
    page = render_page(INDEX_HTML, meta, "<main>tekstas</main>", PUBLIC_URL)
    head = read_head(page)
    assert "<script>alert" not in page
    assert head.title == hostile
    assert head.description == f'"{hostile}'
    assert head.canonical == "https://dokskenas.example/a?b=<c>"
    assert json.loads(head.json_ld[0]) == {"name": f"</script>{hostile}&"}
    assert "</script>" not in head.json_ld[0]


def test_a_new_build_is_served_without_a_restart(tmp_path: Path):
    (tmp_path / "index.html").write_text(INDEX_HTML, encoding="utf-8")
    dist = WebDist(tmp_path)
    first = dist.build()
    assert first is not None and first.pages == {}
    (tmp_path / "prerender").mkdir()
    (tmp_path / "prerender" / "pages.json").write_text(
        json.dumps({"pages": PRERENDERED[:1]}), encoding="utf-8"
    )
    again = dist.build()
    assert again is not None and list(again.pages) == ["/pvm-skaiciuokle"]
    (tmp_path / "index.html").write_text("<html><body>kita</body></html>", encoding="utf-8")
    with pytest.raises(IndexHtmlError):
        dist.build()
