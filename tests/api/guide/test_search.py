"""Search suggestions: Lithuanian endings and accents, title above body, published only."""

import secrets

SEARCH = "/guides-api/v2/search/"


def words(text: str) -> list[dict]:
    return [{"type": "paragraph", "html": f"<p>{text}</p>"}]


async def test_a_title_match_outranks_a_body_match(client, publish):
    word = f"zuikis{secrets.token_hex(3)}"
    _, in_body = await publish(title="Kitas straipsnis", body=words(f"Čia kalbama apie {word} plačiai."))
    _, in_title = await publish(title=f"Apie {word}", body=words("Nieko daugiau."))
    results = (await client.get(SEARCH, params={"q": word})).json()
    hrefs = [r["href"] for r in results]
    assert hrefs.index(f"/straipsnis/{in_title['slug']}") < hrefs.index(f"/straipsnis/{in_body['slug']}")
    assert results[0] == {"type": "article", "id": in_title["id"], "title": f"Apie {word}",
                          "href": f"/straipsnis/{in_title['slug']}"}  # fmt: skip


async def test_accents_and_endings_do_not_matter(client, publish):
    tag = secrets.token_hex(3)
    _, article = await publish(title=f"Šilas {tag}", body=words("Ąžuolų giria"))
    for typed in (f"silas {tag}", f"šilo {tag}", f"Šilui {tag}", f"azuolas {tag}"):
        hrefs = [r["href"] for r in (await client.get(SEARCH, params={"q": typed})).json()]
        assert f"/straipsnis/{article['slug']}" in hrefs, typed


async def test_seeded_articles_are_found_by_other_word_forms(client):
    results = (await client.get(SEARCH, params={"q": "Rivilės eksportas"})).json()
    assert "/straipsnis/eksportas-rivile-gama" in [r["href"] for r in results]
    categories = (await client.get(SEARCH, params={"q": "mokėjimų"})).json()
    assert {"type": "category", "href": "/kategorija/paskyra"}.items() <= categories[0].items()


async def test_at_most_the_limit_and_five_by_default(client):
    assert len((await client.get(SEARCH, params={"q": "eksport"})).json()) == 5
    assert len((await client.get(SEARCH, params={"q": "eksport", "limit": 2})).json()) == 2


async def test_unpublished_content_is_not_suggested(client, publish):
    word = f"slaptas{secrets.token_hex(3)}"
    await publish(title=f"{word} juodraštis", body=[], published=False)
    await publish(title=f"{word} paslėptas", body=[], category_published=False)
    assert (await client.get(SEARCH, params={"q": word})).json() == []


async def test_a_category_scopes_the_search_to_its_articles(client):
    scoped = (await client.get(SEARCH, params={"q": "eksport", "category": "dokumentai"})).json()
    assert scoped and all(r["type"] == "article" for r in scoped)
    slugs = {
        a["slug"]
        for a in (await client.get("/guides-api/v2/guide-categories/dokumentai/")).json()["articles"]
    }
    assert {r["href"].removeprefix("/straipsnis/") for r in scoped} <= slugs


async def test_short_or_odd_queries(client):
    short = await client.get(SEARCH, params={"q": "a"})
    assert short.status_code == 422 and short.json()["detail"]
    for odd in ("!!", "a & b | c:*", "'); DROP TABLE guide_articles; --", "<->"):
        response = await client.get(SEARCH, params={"q": odd})
        assert response.status_code == 200, odd


async def test_an_article_named_by_a_word_outranks_a_category_that_has_all_words_close_together(client):
    # the exports category's description says "… Finvaldai … ir kaip juos importuoti"
    results = (await client.get(SEARCH, params={"q": "finvaldos importas"})).json()
    assert results[0]["href"] == "/straipsnis/eksportas-finvalda"
