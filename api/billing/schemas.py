from pydantic import AliasChoices, BaseModel, Field

from api.billing.packages import CreditPackage


class CreditPackageOut(BaseModel):
    """The spec's Credit package: camelCase as the purchase screen reads it."""

    credits: int
    cost: str
    priceId: str
    discount: str | None
    perDocument: str

    @classmethod
    def of(cls, package: CreditPackage) -> "CreditPackageOut":
        return cls(
            credits=package.credits,
            cost=package.cost_label,
            priceId=package.price_id,
            discount=package.discount,
            perDocument=package.per_document_label,
        )


class CheckoutIn(BaseModel):
    price_id: str = Field(validation_alias=AliasChoices("price_id", "priceId"))


class CheckoutOut(BaseModel):
    url: str


class WebhookAck(BaseModel):
    received: bool
    outcome: str
