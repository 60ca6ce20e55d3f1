import secrets

import pytest
from sqlalchemy import update

from api.core.db import unit_of_work
from api.models import User

EDITOR = "/api/guides/editor"


def unique_slug(prefix: str) -> str:
    return f"{prefix}-{secrets.token_hex(4)}"


@pytest.fixture
async def editor(sign_up, sessionmaker):  # type: ignore[no-untyped-def]
    """A signed-in superuser's client."""
    admin = await sign_up()
    async with unit_of_work(sessionmaker) as session:
        await session.execute(update(User).where(User.id == admin.user_id).values(is_superuser=True))
    return admin.client


@pytest.fixture
def publish(editor):  # type: ignore[no-untyped-def]
    """Creates a category and an article in it through the editor API; both published unless told."""

    async def factory(
        *,
        title: str,
        body: list,
        category_published: bool = True,
        published: bool = True,
        description: str = "",
        category_title: str | None = None,
    ):  # type: ignore[no-untyped-def]
        category = await editor.post(
            f"{EDITOR}/categories/",
            json={
                "slug": unique_slug("kat"),
                "title": category_title or f"Kategorija {secrets.token_hex(3)}",
                "is_published": category_published,
            },
        )
        assert category.status_code == 201, category.text
        article = await editor.post(
            f"{EDITOR}/articles/",
            json={
                "category_id": category.json()["id"],
                "slug": unique_slug("str"),
                "title": title,
                "search_description": description,
                "body": body,
                "is_published": published,
            },
        )
        assert article.status_code == 201, article.text
        return category.json(), article.json()

    return factory
