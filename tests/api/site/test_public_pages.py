"""Every public page of spec 001 from the real build (web/dist, prerendered by `npm run build`), as a
search engine fetches it: its own head tags and its main text in the HTML the server sends."""

from pathlib import Path

import pytest

from api.core.config import Settings
from api.site.dist import PRERENDERED
from tests.api.site.head import read_head

# Spec 001 §2, the pages that need no database (the guide's categories and articles come from one).
PUBLIC_PAGES = [
    "/",
    "/2026",
    "/saskaitu-skaitmenizavimas-dokskenas",
    "/pvm-skaiciuokle",
    "/gpm-skaiciuokle",
    "/naudojimo-gidas",
    "/susisiekti",
    "/apie-mus",
    "/privatumo-politika",
    "/naudojimo-taisykles",
]


@pytest.fixture(scope="module", autouse=True)
def built(settings: Settings) -> None:
    if not (Path(settings.web_dist) / PRERENDERED).is_file():
        pytest.fail(f"{settings.web_dist}/{PRERENDERED} is missing: build the web app first (`make web`)")


async def test_every_public_page_has_its_own_head_and_main_text(client, settings: Settings):
    heads = {}
    for path in PUBLIC_PAGES:
        response = await client.get(path)
        assert response.status_code == 200, path
        assert response.headers["content-type"].startswith("text/html")
        head = read_head(response.text)
        url = settings.public_url.rstrip("/") + path
        assert head.title and head.description, path
        assert head.canonical == url
        assert head.og == {
            "og:title": head.title,
            "og:description": head.description,
            "og:url": url,
            "og:type": "website",
            "og:locale": "lt_LT",
            "og:site_name": "DokSkenas",
        }
        assert head.twitter == {
            "twitter:card": "summary",
            "twitter:title": head.title,
            "twitter:description": head.description,
        }
        assert head.robots is None
        assert len(head.main_text) > 20, path
        heads[path] = head
    assert len({head.title for head in heads.values()}) == len(PUBLIC_PAGES)
    assert len({head.description for head in heads.values()}) == len(PUBLIC_PAGES)
    assert "PVM" in heads["/pvm-skaiciuokle"].main_text
    assert "GPM" in heads["/gpm-skaiciuokle"].main_text


async def test_a_trailing_slash_is_the_same_page_with_the_same_canonical(client, settings: Settings):
    head = read_head((await client.get("/pvm-skaiciuokle/")).text)
    assert head.canonical == settings.public_url.rstrip("/") + "/pvm-skaiciuokle"


async def test_the_sitemap_lists_every_public_page(client, settings: Settings):
    response = await client.get("/sitemap.xml")
    listed = response.text
    for path in PUBLIC_PAGES:
        assert f"<loc>{settings.public_url.rstrip('/')}{path}</loc>" in listed
