"""The editor API: superusers only, every input validated, paragraph HTML cleaned."""

import pytest

from tests.api.guide.conftest import EDITOR, unique_slug

CATEGORY = {"title": "Nauja", "description": "Aprašas"}


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("get", "/"),
        ("post", "/categories/"),
        ("put", "/categories/1/"),
        ("put", "/categories/order/"),
        ("put", "/categories/1/articles/order/"),
        ("post", "/articles/"),
        ("get", "/articles/1/"),
        ("put", "/articles/1/"),
    ],
)
async def test_only_superusers_edit(client, sign_up, method, path):
    kwargs = {} if method == "get" else {"json": {"slug": unique_slug("x"), **CATEGORY, "ids": []}}
    anonymous = await client.request(method.upper(), EDITOR + path, **kwargs)
    assert anonymous.status_code == 401
    user = await sign_up()
    refused = await user.client.request(method.upper(), EDITOR + path, **kwargs)
    assert refused.status_code == 403
    assert refused.json()["detail"]


async def test_paragraph_html_is_cleaned(publish):
    html = (
        '<p onclick="steal()">Sveiki <script>alert(1)</script><img src=x onerror="alert(2)">'
        '<a href="javascript:alert(3)">blogas</a> <a href="https://dokskenas.lt/">geras</a>'
        "<strong>svarbu</strong><iframe src=https://evil.example></iframe></p>"
    )
    _, article = await publish(title="Švarus", body=[{"type": "paragraph", "html": html}])
    cleaned = article["body"][0]["html"]
    for bad in ("script", "onerror", "onclick", "javascript:", "<img", "iframe", "alert"):
        assert bad not in cleaned
    assert '<a href="https://dokskenas.lt/" rel="noopener noreferrer">geras</a>' in cleaned
    assert "<strong>svarbu</strong>" in cleaned


@pytest.mark.parametrize(
    "block",
    [
        {"type": "iframe", "html": "<iframe>"},
        {"type": "image", "src": "javascript:alert(1)", "alt": "x"},
        {"type": "image", "src": "//evil.example/a.png", "alt": "x"},
        {"type": "video", "youtube_id": "not-an-id", "title": "x"},
        {"type": "heading", "text": "", "level": 2},
        {"type": "heading", "text": "Per gilu", "level": 5},
        {"type": "paragraph", "html": "<p>x</p>", "extra": 1},
    ],
)
async def test_invalid_blocks_are_refused_with_a_detail(editor, publish, block):
    category, _ = await publish(title="Bazinis", body=[])
    response = await editor.post(
        f"{EDITOR}/articles/",
        json={"category_id": category["id"], "slug": unique_slug("blogas"), "title": "X", "body": [block]},
    )
    assert response.status_code == 422, response.text
    assert isinstance(response.json()["detail"], str) and response.json()["detail"]


async def test_slugs_are_validated_and_unique(editor):
    bad = await editor.post(f"{EDITOR}/categories/", json={"slug": "Ne Slug!", **CATEGORY})
    assert bad.status_code == 422
    assert bad.json()["detail"].startswith("Adresas (slug)")
    taken = await editor.post(f"{EDITOR}/categories/", json={"slug": "pradzia", **CATEGORY})
    assert taken.status_code == 409 and taken.json()["detail"] == "Toks adresas (slug) jau naudojamas."


async def test_unknown_rows_answer_404(editor):
    assert (await editor.get(f"{EDITOR}/articles/999999/")).status_code == 404
    response = await editor.put(f"{EDITOR}/categories/999999/", json={"slug": unique_slug("x"), **CATEGORY})
    assert response.status_code == 404


async def test_articles_take_the_given_order(editor, publish):
    category, first = await publish(title="Pirmas", body=[])
    second = await editor.post(
        f"{EDITOR}/articles/",
        json={"category_id": category["id"], "slug": unique_slug("antras"), "title": "Antras",
              "is_published": True},
    )  # fmt: skip
    order = f"{EDITOR}/categories/{category['id']}/articles/order/"
    incomplete = await editor.put(order, json={"ids": [first["id"]]})
    assert incomplete.status_code == 422
    assert (await editor.put(order, json={"ids": [second.json()["id"], first["id"]]})).status_code == 204
    listed = await editor.get(f"/guides-api/v2/guide-categories/{category['slug']}/")
    assert [a["title"] for a in listed.json()["articles"]] == ["Antras", "Pirmas"]


async def test_categories_take_the_given_order(editor, client):
    tree = (await editor.get(f"{EDITOR}/")).json()
    ids = [c["id"] for c in tree]
    assert (await editor.put(f"{EDITOR}/categories/order/", json={"ids": ids[::-1]})).status_code == 204
    order = [c["id"] for c in (await editor.get(f"{EDITOR}/")).json()]
    assert order == ids[::-1]
    assert (await editor.put(f"{EDITOR}/categories/order/", json={"ids": ids})).status_code == 204


async def test_images_are_our_files_and_videos_youtube_no_cookie(editor, publish, client):
    category, _ = await publish(title="Vaizdai", body=[])
    outside = {"type": "image", "src": "https://evil.example/a.png", "alt": "x"}
    response = await editor.post(
        f"{EDITOR}/articles/",
        json={"category_id": category["id"], "slug": unique_slug("v"), "title": "X", "body": [outside]},
    )
    assert response.status_code == 422 and response.json()["detail"].startswith("Paveikslėlis")
    policy = (await client.get("/healthz")).headers["content-security-policy"]
    assert "frame-src https://www.youtube-nocookie.com" in policy
