"""The summary list pages by keyset: each `next` link carries where its page ended (`after`), the
count and page numbers stay as the spec's list shape has them, and a page number alone still works."""

from datetime import UTC, datetime, timedelta

from tests.pipeline import stored_document


async def test_next_links_walk_the_list_newest_first_without_gaps_or_repeats(sign_up, sessionmaker):
    user = await sign_up()
    now = datetime.now(UTC)
    same_moment = [await stored_document(sessionmaker, user.user_id, uploaded_at=now) for _ in range(3)]
    hours_ago = [now - timedelta(hours=n) for n in (1, 2)]
    older = [await stored_document(sessionmaker, user.user_id, uploaded_at=at) for at in hours_ago]
    expected = [d.id for d in sorted(same_moment, key=lambda d: -d.id)] + [d.id for d in older]

    pages = []
    url: str | None = "/api/documents/?page_size=2"
    while url:
        response = await user.client.get(url)
        assert response.status_code == 200, response.text
        pages.append(response.json())
        url = pages[-1]["next"]

    assert [d["id"] for page in pages for d in page["results"]] == expected
    assert [(page["page"], page["count"]) for page in pages] == [(1, 5), (2, 5), (3, 5)]
    assert "after=" in pages[0]["next"]
    previous = (await user.client.get(pages[2]["previous"])).json()
    assert [d["id"] for d in previous["results"]] == expected[2:4]
