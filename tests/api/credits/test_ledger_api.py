from decimal import Decimal

from api.core.db import unit_of_work
from api.credits import ledger
from api.models import CreditKind


async def post_movements(sessionmaker, user_id: int, count: int) -> None:
    async with unit_of_work(sessionmaker) as session:
        for number in range(count):
            await ledger.reserve(session, user_id, 7_000_000_000 + user_id * 100 + number, Decimal("1.3"))


async def test_ledger_lists_own_movements_newest_first(sign_up, sessionmaker):
    user = await sign_up()
    await post_movements(sessionmaker, user.user_id, 2)
    async with unit_of_work(sessionmaker) as session:
        await ledger.settle(session, user.user_id, 7_000_000_000 + user.user_id * 100, charge=False)
    page = (await user.client.get("/api/credits/ledger/")).json()
    assert page["count"] == 4
    assert (page["next"], page["previous"]) == (None, None)
    movements = [(row["kind"], row["amount"], row["balance_after"]) for row in page["results"]]
    assert movements == [
        ("release", "1.30", "48.70"),
        ("reserve", "-1.30", "47.40"),
        ("reserve", "-1.30", "48.70"),
        ("grant", "50.00", "50.00"),
    ]
    assert page["results"][-1]["reason"] == "Registracijos dovana"


async def test_ledger_pages_follow_next_links(sign_up, sessionmaker):
    user = await sign_up()
    await post_movements(sessionmaker, user.user_id, 4)
    first = (await user.client.get("/api/credits/ledger/", params={"page_size": 2})).json()
    assert first["count"] == 5
    second = (await user.client.get(first["next"])).json()
    third = (await user.client.get(second["next"])).json()
    assert third["next"] is None
    assert (await user.client.get(third["previous"])).json() == second
    kinds = [row["kind"] for page in (first, second, third) for row in page["results"]]
    assert kinds == ["reserve"] * 4 + ["grant"]


async def test_ledger_never_shows_another_users_movements(sign_up, sessionmaker):
    owner, other = await sign_up(), await sign_up()
    await post_movements(sessionmaker, owner.user_id, 3)
    async with unit_of_work(sessionmaker) as session:
        await ledger.post(
            session,
            other.user_id,
            ledger.Movement(kind=CreditKind.ADJUSTMENT, amount=Decimal(5), reason="Kompensacija"),
        )
    results = (await other.client.get("/api/credits/ledger/")).json()["results"]
    assert [row["kind"] for row in results] == ["adjustment", "grant"]


async def test_ledger_needs_a_signed_in_user(client):
    assert (await client.get("/api/credits/ledger/")).status_code == 401
