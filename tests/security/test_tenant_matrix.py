"""Tenant isolation and CSRF, generated from the OpenAPI schema (issue 14: the proof as suites).

Every operation of `app.openapi()` is walked with four actors: the owner B, another user A, a superuser
S and an anonymous browser. A and S aim every id the operation takes (path, query or body) at B's rows:
the answer is 404 (or an empty or refused result), B's rows in the database are byte for byte what they
were, and no answer carries anything of B's. Every list A or S reads shares no row with B's. Every
state-changing operation refuses a request without the CSRF header. A route the schema gains tomorrow
is attacked tomorrow; one whose inputs the matrix cannot aim fails `test_every_operation_is_classified`
until it is taught how, or exempted here with the reason."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

import httpx
import pytest
from sqlalchemy import select, update

from api.core.db import Base, unit_of_work
from api.main import CSRF_EXEMPT
from api.masterdata import service as masterdata
from api.models import ClientRecord, Document, LineItem, ProductRecord, User
from tests.pipeline import api_client, register, stored_document
from tests.security.openapi_walk import Operation, minimal, operations

# Inputs that look like ids but name no row of a user, with the reason.
NOT_A_ROW = {
    "price_id": "a price of the public package list, the same for everybody",
    "buyer_id": "a company code typed on a document, text, not a row",
    "seller_id": "a company code typed on a document, text, not a row",
}
# Operations whose `email` is the caller's own credentials, not someone else's row.
CREDENTIALS = {
    "POST /api/register/": "creates the account the e-mail names",
    "POST /api/token/": "signs in as the account the e-mail names, with its password",
    "POST /api/password-reset/": "mails a link to the address; one answer whether it exists or not",
    "POST /api/contact/": "the sender's own reply address, typed into the contact form",
}
# Operations an anonymous browser may call (no session needed), with the reason.
ANONYMOUS = {
    "GET /healthz": "liveness probe",
    "GET /readyz": "readiness probe",
    "POST /api/register/": "creating an account",
    "POST /api/token/": "signing in",
    "POST /api/password-reset/": "a signed-out user asks for a reset link",
    "POST /api/password-reset/confirm/": "the single-use token from the e-mail is the credential",
    "POST /api/token/refresh/": "the refresh cookie is the credential",
    "POST /api/logout/": "ends whatever session the cookies name",
    "POST /api/authenticated/": "answers 401 itself when signed out",
    "GET /api/countries/": "ISO country list, the same for everybody",
    "GET /api/credits/packages/": "the public price list",
    "POST /api/stripe/webhook/": "Stripe's deliveries, verified by their signature",
    "GET /api/download/apskaita5-adapter/": "open source adapter package, the same for everybody",
    "GET /api/guides/categories/": "the public usage guide",
    "GET /guides-api/v2/search/": "the public usage guide",
    "GET /guides-api/v2/guide-categories/{slug}/": "the public usage guide",
    "GET /guides-api/v2/guides/{slug}/": "the public usage guide",
    "POST /api/contact/": "the public contact form, throttled per address and e-mail",
    "GET /api/site/config/": "the contact address and ad pixel id the public pages show",
    "POST /api/track-click/": "a promo click counted per name and day, nothing of the visitor kept",
    "GET /api/templates/{file}": "the Excel import templates, the same for everybody",
}
# Screens for our own superusers, who see every user's documents and messages by design: another user
# is refused with 403 (tests/api/admin, tests/api/contact cover the superuser's answers).
SUPERUSER_ONLY = {
    "GET /api/superuser/dashboard-stats/": "usage statistics over all users",
    "GET /api/admin/documents_with_errors/": "every user's rejected and flagged documents",
    "GET /api/admin/visi-failai/": "every user's files with their owners",
    "GET /api/admin/documents/{document_id}/": "any document's OCR text and JSON, for support",
    "GET /api/contact/messages/": "the contact form's messages",
}
# The usage guide and the import templates are the site's content, no user's rows: readers see the
# published part, only superusers edit (tests/api/guide); a template is the same file for everybody.
# Ids, slugs and file names there name no row of B's, so there is nothing to aim at.
SITE_CONTENT_PREFIXES = ("/api/guides/", "/guides-api/", "/api/templates/")
# Paths the CSRF middleware lets through, with the reason (must equal api.main.CSRF_EXEMPT).
CSRF_REASONS = {
    "/api/register/": "the spec sends registration without cookies; throttled per address instead",
    "/api/stripe/webhook/": "Stripe signs its deliveries; it has no browser cookie",
}
# What a superuser may do to another user's rows, with the reason.
SUPERUSER_POWERS = {
    "POST /api/admin/credits/adjustments/": "support grants or revokes credits by e-mail, with a reason"
}
# Routes left out of the schema on purpose, with the reason.
HIDDEN_ROUTES = {
    "/api/{rest:path}": "any unknown API path answers 404",
    "/{path:path}": "the web app's files and index.html",
    "/robots.txt": "for search engines, the same for everybody",
    "/sitemap.xml": "the public pages' addresses, the same for everybody",
    "/openapi.json": "the schema itself (README: API docs at /docs)",
    "/docs": "FastAPI's schema viewer",
    "/docs/oauth2-redirect": "FastAPI's schema viewer",
    "/redoc": "FastAPI's schema viewer",
}
AIMED = {"document_id", "line_id", "client_id", "product_id", "ids", "email"}


@dataclass
class Actor:
    name: str
    client: httpx.AsyncClient
    user_id: int | None
    email: str | None
    documents: list[int]
    lines: dict[int, list[int]]
    marker: str
    # the user's own client and product lists, filled from the first document as its completion does
    client_id: int = 0
    product_id: int = 0


@dataclass
class World:
    owner: Actor
    other: Actor
    superuser: Actor
    anonymous: Actor


async def _actor(app, sessionmaker, name: str) -> Actor:  # type: ignore[no-untyped-def]
    marker = f"Žymė{name}{secrets.token_hex(4)}"
    user = await register(app)
    await user.client.patch("/api/profile/", json={"company_address": f"{marker} g. 1"})
    documents, lines = [], {}
    for n in range(2):
        document = await stored_document(
            sessionmaker,
            user.user_id,
            lines=2,
            seller_name=f"UAB {marker}",
            document_number=f"{marker}-{n}",
            original_filename=f"{marker}-{n}.pdf",
        )
        documents.append(document.id)
        async with sessionmaker() as session:
            found = await session.scalars(select(LineItem.id).where(LineItem.document_id == document.id))
            lines[document.id] = list(found)
            await session.execute(
                update(LineItem).where(LineItem.document_id == document.id).values(prekes_pavadinimas=marker)
            )
            await session.commit()
    client_id, product_id = await _remember(sessionmaker, documents[0])
    return Actor(name, user.client, user.user_id, user.email, documents, lines, marker, client_id, product_id)


async def _remember(sessionmaker, document_id: int) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """The client and product rows a completed document leaves in its owner's lists (its seller, its
    first line's product)."""
    async with unit_of_work(sessionmaker) as session:
        document = await session.get_one(Document, document_id)
        await masterdata.remember_document(session, document)
        line = await session.scalar(select(LineItem).where(LineItem.document_id == document_id).limit(1))
        client = await session.scalar(
            select(ClientRecord.id).where(
                ClientRecord.user_id == document.user_id, ClientRecord.name == document.seller_name
            )
        )
        product = await session.scalar(
            select(ProductRecord.id).where(
                ProductRecord.user_id == document.user_id, ProductRecord.name == line.prekes_pavadinimas
            )
        )
    assert client is not None and product is not None
    return client, product


@pytest.fixture(scope="module")
async def world(app, sessionmaker, store) -> World:  # type: ignore[no-untyped-def]
    owner = await _actor(app, sessionmaker, "B")
    other = await _actor(app, sessionmaker, "A")
    superuser = await _actor(app, sessionmaker, "S")
    async with sessionmaker() as session:
        await session.execute(update(User).where(User.id == superuser.user_id).values(is_superuser=True))
        await session.commit()
    anonymous = Actor("anonymous", api_client(app), None, None, [], {}, "")
    return World(owner, other, superuser, anonymous)


async def owner_rows(sessionmaker, owner: Actor) -> dict[str, list[tuple[Any, ...]]]:  # type: ignore[no-untyped-def]
    """Every row of the owner in every table: by user_id, by document_id, and the user itself."""
    rows: dict[str, list[tuple[Any, ...]]] = {}
    async with sessionmaker() as session:
        documents = select(Document.id).where(Document.user_id == owner.user_id)
        for table in Base.metadata.sorted_tables:
            if "user_id" in table.c:
                where = table.c.user_id == owner.user_id
            elif "document_id" in table.c:
                where = table.c.document_id.in_(documents)
            elif table.name == "users":
                where = table.c.id == owner.user_id
            else:
                continue
            result = await session.execute(select(table).where(where).order_by(*table.primary_key.columns))
            rows[table.name] = [tuple(row) for row in result]
    return rows


def classify(op: Operation) -> str | None:
    """How the matrix attacks the operation; None when it cannot."""
    if op.path.startswith(SITE_CONTENT_PREFIXES):
        return "site content"
    if str(op) in SUPERUSER_ONLY:
        return "superuser only"
    unknown = op.id_like_inputs() - AIMED - set(NOT_A_ROW)
    if "email" in op.id_like_inputs() and str(op) not in CREDENTIALS | SUPERUSER_POWERS:
        unknown.add("email")
    if unknown:
        return None
    if op.path_params:
        return "path ids"
    if op.id_like_inputs() & {"ids", "email"} and str(op) not in CREDENTIALS:
        return "body ids"
    if op.method == "get":
        return "read"
    return "unsafe" if op.unsafe else None


OPERATIONS = operations()
PATH_ID_OPS = [op for op in OPERATIONS if classify(op) == "path ids"]
BODY_ID_OPS = [op for op in OPERATIONS if classify(op) == "body ids"]
READ_OPS = [
    op
    for op in OPERATIONS
    if op.method == "get"
    and str(op) not in ANONYMOUS
    and classify(op) not in ("site content", "superuser only")
]
SUPERUSER_ONLY_OPS = [op for op in OPERATIONS if classify(op) == "superuser only"]
UNSAFE_OPS = [op for op in OPERATIONS if op.unsafe]


def test_every_operation_is_classified():
    unclassified = [str(op) for op in OPERATIONS if classify(op) is None]
    assert unclassified == [], "teach the matrix how to aim these inputs, or exempt them with a reason"
    known = {str(op) for op in OPERATIONS}
    stale = (set(ANONYMOUS) | set(CREDENTIALS) | set(SUPERUSER_POWERS) | set(SUPERUSER_ONLY)) - known
    assert stale == set(), "reasons for operations that no longer exist"
    assert set(CSRF_REASONS) == set(CSRF_EXEMPT)
    assert len(PATH_ID_OPS) >= 9 and len(READ_OPS) >= 5


def test_no_route_is_hidden_from_the_schema(app):
    documented = {op.path for op in OPERATIONS}
    hidden = {
        route.path
        for route in app.routes
        if getattr(route, "methods", None)
        and route.path not in documented
        and route.path not in HIDDEN_ROUTES
    }
    assert hidden == set()


def _request(op: Operation, path: dict[str, int], body: Any = None, query: dict[str, Any] | None = None):  # type: ignore[no-untyped-def]
    # Ids the matrix does not aim (a guide row's) get a placeholder: the request must still reach the
    # route's own checks.
    url = op.path.format(**{name: path.get(name, 1) for name in op.path_params})
    kwargs: dict[str, Any] = {"params": query or {}}
    if op.json_body is not None:
        kwargs["json"] = body if body is not None else minimal(op.json_body)
    elif op.multipart:
        kwargs["files"] = [("files", ("a.pdf", b"%PDF-1.4\n"))]
    return op.method.upper(), url, kwargs


def _aimed_paths(op: Operation, owner: Actor, attacker: Actor) -> list[dict[str, int]]:
    """The owner's ids in every slot, and the attacker's own document with the owner's line."""
    doc = owner.documents[0]
    if "line_id" not in op.path_params:
        return [{"document_id": doc, "client_id": owner.client_id, "product_id": owner.product_id}]
    own_doc = attacker.documents[0] if attacker.documents else doc
    return [
        {"document_id": doc, "line_id": owner.lines[doc][0]},
        {"document_id": own_doc, "line_id": owner.lines[doc][0]},
    ]


def _assert_no_trace(response: httpx.Response, owner: Actor) -> None:
    assert response.status_code < 500, response.text
    assert owner.marker not in response.text and owner.email not in response.text, response.text


@pytest.mark.parametrize("actor", ["other", "superuser"])
@pytest.mark.parametrize("op", PATH_ID_OPS, ids=str)
async def test_another_users_ids_answer_404(world, sessionmaker, op, actor):
    attacker: Actor = getattr(world, actor)
    before = await owner_rows(sessionmaker, world.owner)
    for path in _aimed_paths(op, world.owner, attacker):
        method, url, kwargs = _request(op, path)
        response = await attacker.client.request(method, url, **kwargs)
        assert response.status_code == 404, (url, response.text)
        _assert_no_trace(response, world.owner)
    assert await owner_rows(sessionmaker, world.owner) == before
    # the same request on a row of the attacker's own is served, so the 404 above is not an accident
    document = await stored_document(sessionmaker, attacker.user_id, lines=1)
    client_id, product_id = await _remember(sessionmaker, document.id)
    own = {
        "document_id": document.id,
        "line_id": document.line_items[0].id,
        "client_id": client_id,
        "product_id": product_id,
    }
    method, url, kwargs = _request(op, own)
    assert (await attacker.client.request(method, url, **kwargs)).status_code != 404


@pytest.mark.parametrize("actor", ["other", "superuser"])
@pytest.mark.parametrize("op", BODY_ID_OPS, ids=str)
async def test_another_users_ids_in_a_body_change_and_show_nothing(world, sessionmaker, op, actor):
    attacker: Actor = getattr(world, actor)
    if actor == "superuser" and str(op) in SUPERUSER_POWERS:
        pytest.skip(SUPERUSER_POWERS[str(op)])
    body = minimal(op.json_body)
    if "ids" in body:
        body["ids"] = world.owner.documents
    if "email" in body:
        body["email"] = world.owner.email
    before = await owner_rows(sessionmaker, world.owner)
    method, url, kwargs = _request(op, {}, body)
    response = await attacker.client.request(method, url, **kwargs)
    assert response.status_code in (200, 403, 404), response.text
    if response.status_code == 200:
        assert response.headers["content-type"].startswith("application/json"), "a file of B's rows"
    _assert_no_trace(response, world.owner)
    assert await owner_rows(sessionmaker, world.owner) == before


def _item_keys(payload: Any) -> set[str]:
    """Identities of the rows a list answer holds (`results` or a bare array)."""
    items = payload.get("results", []) if isinstance(payload, dict) else payload
    if not isinstance(items, list):
        return set()
    return {repr(sorted(item.items())) if "id" not in item else f"id:{item['id']}" for item in items}


@pytest.mark.parametrize("actor", ["other", "superuser"])
@pytest.mark.parametrize("op", READ_OPS, ids=str)
async def test_reads_hold_only_own_rows(world, op, actor):
    attacker: Actor = getattr(world, actor)
    if op.path_params:
        path = {"document_id": attacker.documents[0], "line_id": attacker.lines[attacker.documents[0]][0]}
    else:
        path = {}
    # a search is asked for the owner's own words
    query = {name: world.owner.marker for name in op.query_params if name == "q"}
    method, url, kwargs = _request(op, path, query=query)
    owners = await world.owner.client.request(method, op.path.format(**path), **kwargs)
    response = await attacker.client.request(method, url, **kwargs)
    assert response.status_code == 200, response.text
    _assert_no_trace(response, world.owner)
    if not op.path_params and owners.status_code == 200:
        shared = _item_keys(owners.json()) & _item_keys(response.json())
        assert shared == set(), "rows of the owner in another user's list"


@pytest.mark.parametrize("op", SUPERUSER_ONLY_OPS, ids=str)
async def test_superuser_screens_refuse_other_users(world, op):
    path = {"document_id": world.owner.documents[0]}
    method, url, kwargs = _request(op, path)
    response = await world.other.client.request(method, url, **kwargs)
    assert response.status_code == 403, response.text
    _assert_no_trace(response, world.owner)
    assert (await world.superuser.client.request(method, url, **kwargs)).status_code == 200


@pytest.mark.parametrize("op", UNSAFE_OPS, ids=str)
async def test_unsafe_route_refuses_without_csrf(world, sessionmaker, op):
    if op.path in CSRF_EXEMPT:
        pytest.skip(CSRF_REASONS[op.path])
    user = world.other
    before = await owner_rows(sessionmaker, world.other)
    path = {"document_id": user.documents[0], "line_id": user.lines[user.documents[0]][0]}
    for header in ("", "x" * 43):
        method, url, kwargs = _request(op, path)
        response = await user.client.request(method, url, headers={"X-CSRFToken": header}, **kwargs)
        assert response.status_code == 403 and response.json()["code"] == "csrf_failed", response.text
    assert await owner_rows(sessionmaker, world.other) == before


@pytest.mark.parametrize("op", [op for op in OPERATIONS if str(op) not in ANONYMOUS], ids=str)
async def test_anonymous_is_refused(world, op):
    path = {
        "document_id": world.owner.documents[0],
        "line_id": world.owner.lines[world.owner.documents[0]][0],
    }
    method, url, kwargs = _request(op, path)
    response = await world.anonymous.client.request(method, url, **kwargs)
    assert response.status_code == 401, response.text
    _assert_no_trace(response, world.owner)
