"""A client told "done" finds its change stored: the request's transaction commits before the answer."""

from sqlalchemy.ext.asyncio import AsyncSession


async def test_the_transaction_commits_before_the_answer_is_sent(sign_up, monkeypatch):
    client = (await sign_up()).client
    events: list[str] = []
    app = client._transport.app

    async def recording_app(scope, receive, send):  # type: ignore[no-untyped-def]
        async def recording_send(message):  # type: ignore[no-untyped-def]
            if message["type"] == "http.response.start":
                events.append("answer")
            await send(message)

        await app(scope, receive, recording_send)

    commit = AsyncSession.commit

    async def recording_commit(self: AsyncSession) -> None:
        events.append("commit")
        await commit(self)

    monkeypatch.setattr(client._transport, "app", recording_app)
    monkeypatch.setattr(AsyncSession, "commit", recording_commit)
    patch = {
        "company_name": "UAB Šiaurės žiedas",
        "company_code": "304181177",
        "vat_code": "LT100009993918",
        "company_iban": "LT121000011101001000",
        "company_address": "Gedimino pr. 1, Vilnius",
        "company_country_iso": "LT",
    }
    response = await client.patch("/api/profile/", json=patch)
    assert response.status_code == 200, response.text
    assert events == ["commit", "answer"]
