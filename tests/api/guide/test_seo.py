"""The guide's pages for the server-side renderer and the sitemap."""

import secrets

from api.guide.seo import guide_page, guide_sitemap_paths

BASE = "https://dokskenas.lt"


async def test_the_guide_home_lists_the_categories(sessionmaker):
    async with sessionmaker() as session:
        page = await guide_page(session, "/naudojimo-gidas", BASE)
    assert page is not None and page.path == "/naudojimo-gidas"
    assert page.title == "Naudojimo gidas | DokSkenas"
    assert '<a href="/kategorija/eksportas">Eksportas į apskaitos programas</a>' in page.body_html


async def test_an_article_page_has_article_and_breadcrumb_data(sessionmaker):
    async with sessionmaker() as session:
        page = await guide_page(session, "/straipsnis/eksportas-rivile-gama/", BASE)
    assert page is not None
    article, breadcrumbs = page.json_ld
    assert article["@type"] == "Article" and article["headline"] == "Eksportas į Rivilę GAMA"
    assert article["mainEntityOfPage"] == f"{BASE}/straipsnis/eksportas-rivile-gama"
    assert article["image"] == f"{BASE}/gidas/eksportas.webp"
    assert [item["item"] for item in breadcrumbs["itemListElement"]] == [
        f"{BASE}/naudojimo-gidas",
        f"{BASE}/kategorija/eksportas",
        f"{BASE}/straipsnis/eksportas-rivile-gama",
    ]
    assert '<h2 id="importas-i-rivile-gama">Importas į Rivilę GAMA</h2>' in page.body_html
    assert "<pre><code>klientai.eip → prekes.eip" in page.body_html


async def test_the_body_html_is_escaped_and_clean(sessionmaker, publish):
    _, article = await publish(
        title="<b>Antraštė</b> & co",
        body=[
            {"type": "heading", "text": "<script>x</script>", "level": 2},
            {
                "type": "paragraph",
                "html": '<p>Tekstas<script>alert(1)</script><a href="javascript:x">a</a></p>',
            },
            {"type": "code", "code": "<img src=x onerror=alert(1)>"},
            {"type": "quote", "text": "</blockquote><script>"},
        ],
    )
    async with sessionmaker() as session:
        page = await guide_page(session, f"/straipsnis/{article['slug']}")
    assert page is not None
    assert "<script>" not in page.body_html and "javascript:" not in page.body_html
    assert "<h1>&lt;b&gt;Antraštė&lt;/b&gt; &amp; co</h1>" in page.body_html
    assert "&lt;img src=x onerror=alert(1)&gt;" in page.body_html


async def test_unknown_and_unpublished_paths_have_no_page(sessionmaker, publish):
    _, draft = await publish(title="Juodraštis", body=[], published=False)
    async with sessionmaker() as session:
        for path in ("/kategorija/nera", "/straipsnis/nera", f"/straipsnis/{draft['slug']}", "/kita",
                     "/kategorija/", "/"):  # fmt: skip
            assert await guide_page(session, path) is None, path


async def test_the_sitemap_lists_published_pages_only(sessionmaker, publish):
    tag = secrets.token_hex(3)
    category, shown = await publish(title=f"Rodomas {tag}", body=[])
    _, draft = await publish(title=f"Nerodomas {tag}", body=[], published=False)
    async with sessionmaker() as session:
        paths = await guide_sitemap_paths(session)
    assert paths[0] == "/naudojimo-gidas"
    assert "/straipsnis/eksportas-apskaita5" in paths and "/kategorija/pradzia" in paths
    assert f"/straipsnis/{shown['slug']}" in paths and f"/kategorija/{category['slug']}" in paths
    assert f"/straipsnis/{draft['slug']}" not in paths
