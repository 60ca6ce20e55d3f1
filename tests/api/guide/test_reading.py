"""The spec's read calls (spec 001 §7): published content for everybody, drafts for nobody."""

from tests.api.guide.conftest import EDITOR

CATEGORIES = "/api/guides/categories/"


def paragraph(text: str) -> dict:
    return {"type": "paragraph", "html": f"<p>{text}</p>"}


async def test_the_seeded_guide_is_published_in_order(client):
    response = await client.get(CATEGORIES)
    assert response.status_code == 200
    seeded = [c for c in response.json() if c["slug"] in {"pradzia", "dokumentai", "eksportas", "paskyra"}]
    assert [c["slug"] for c in seeded] == ["pradzia", "dokumentai", "eksportas", "paskyra"]
    assert sum(len(c["articles"]) for c in seeded) >= 12
    exports = next(c for c in seeded if c["slug"] == "eksportas")
    assert {"eksportas-rivile-gama", "eksportas-rivile-erp", "eksportas-finvalda", "eksportas-centas",
            "eksportas-apskaita5"} <= {a["slug"] for a in exports["articles"]}  # fmt: skip


async def test_an_article_has_the_spec_fields_and_anchored_headings(client):
    response = await client.get("/guides-api/v2/guides/eksportas-rivile-gama/")
    assert response.status_code == 200
    article = response.json()
    assert article["category_slug"] == "eksportas"
    assert article["category_title"] == "Eksportas į apskaitos programas"
    assert article["first_published_at"] and article["author_name"]
    headings = [block for block in article["body"] if block["type"] == "heading"]
    assert headings[0] == {"type": "heading", "text": "Eksportas iš DokSkeno", "level": 2,
                           "anchor": "eksportas-is-dokskeno"}  # fmt: skip


async def test_a_category_lists_its_articles(client):
    response = await client.get("/guides-api/v2/guide-categories/dokumentai/")
    assert response.status_code == 200
    assert response.json()["articles"][0]["slug"] == "dokumentu-ikelimas"


async def test_missing_category_and_article_answer_the_spec_texts(client):
    category = await client.get("/guides-api/v2/guide-categories/nera-tokios/")
    assert category.status_code == 404 and category.json()["detail"] == "Kategorija nerasta 😢"
    article = await client.get("/guides-api/v2/guides/nera-tokio/")
    assert article.status_code == 404 and article.json()["detail"] == "Straipsnis nerastas 😢"


async def test_drafts_and_articles_of_hidden_categories_are_hidden(client, publish, editor):
    hidden_category, in_hidden = await publish(title="Slaptas skyrius", body=[], category_published=False)
    _, draft = await publish(title="Juodraštis", body=[], published=False)
    assert (await client.get(f"/guides-api/v2/guides/{draft['slug']}/")).status_code == 404
    assert (await client.get(f"/guides-api/v2/guides/{in_hidden['slug']}/")).status_code == 404
    missing = await client.get(f"/guides-api/v2/guide-categories/{hidden_category['slug']}/")
    assert missing.status_code == 404
    listed = {a["slug"] for c in (await client.get(CATEGORIES)).json() for a in c["articles"]}
    assert draft["slug"] not in listed and in_hidden["slug"] not in listed
    # the editor sees both
    tree = (await editor.get(f"{EDITOR}/")).json()
    everything = {a["slug"] for c in tree for a in c["articles"]}
    assert {draft["slug"], in_hidden["slug"]} <= everything


async def test_publishing_stamps_dates_once(client, publish, editor):
    _, draft = await publish(title="Vėliau", body=[paragraph("Tekstas")], published=False)
    assert draft["first_published_at"] is None
    body = {key: draft[key] for key in ("category_id", "slug", "title", "body")}
    first = (
        await editor.put(f"{EDITOR}/articles/{draft['id']}/", json={**body, "is_published": True})
    ).json()
    assert first["first_published_at"] == first["last_published_at"]
    await editor.put(f"{EDITOR}/articles/{draft['id']}/", json={**body, "is_published": False})
    again = (
        await editor.put(f"{EDITOR}/articles/{draft['id']}/", json={**body, "is_published": True})
    ).json()
    assert again["first_published_at"] == first["first_published_at"]
    assert again["last_published_at"] > first["last_published_at"]
    assert (await client.get(f"/guides-api/v2/guides/{draft['slug']}/")).status_code == 200
