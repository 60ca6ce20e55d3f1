from decimal import Decimal

from api.billing import packages


async def test_packages_are_the_three_of_the_spec_with_their_labels(client):
    response = await client.get("/api/credits/packages/")
    assert response.status_code == 200
    assert response.json() == [
        {
            "credits": 100,
            "cost": "18 €",
            "priceId": "price_dokskenas_100",
            "discount": None,
            "perDocument": "0,18 €",
        },
        {
            "credits": 500,
            "cost": "85 €",
            "priceId": "price_dokskenas_500",
            "discount": "-5%",
            "perDocument": "0,17 €",
        },
        {
            "credits": 1000,
            "cost": "162 €",
            "priceId": "price_dokskenas_1000",
            "discount": "-10%",
            "perDocument": "0,162 €",
        },
    ]


def test_package_prices_in_cents_are_exact(stripe_settings):
    assert [package.amount_cents for package in packages.packages(stripe_settings)] == [1800, 8500, 16200]
    assert packages.by_price_id(stripe_settings, "price_dokskenas_500").price == Decimal("85.00")
    assert packages.by_price_id(stripe_settings, "price_elsewhere") is None
