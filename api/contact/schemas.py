from datetime import datetime

from pydantic import BaseModel, Field, field_validator

from api.contact import texts
from api.core.users import normalise_email

NAME_MAX = 100
MESSAGE_MIN = 10
MESSAGE_MAX = 5000


class ContactIn(BaseModel):
    # The lengths here only bound what is read; the rules with their own words are the validators.
    name: str = Field(max_length=1000)
    email: str = Field(max_length=254)
    message: str = Field(max_length=50_000)

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        name = " ".join(value.split())
        if not name:
            raise ValueError(texts.NAME_REQUIRED)
        if len(name) > NAME_MAX:
            raise ValueError(texts.NAME_TOO_LONG.format(limit=NAME_MAX))
        return name

    @field_validator("email")
    @classmethod
    def _email(cls, value: str) -> str:
        return normalise_email(value)

    @field_validator("message")
    @classmethod
    def _message(cls, value: str) -> str:
        message = value.strip()
        if len(message) < MESSAGE_MIN:
            raise ValueError(texts.MESSAGE_TOO_SHORT.format(limit=MESSAGE_MIN))
        if len(message) > MESSAGE_MAX:
            raise ValueError(texts.MESSAGE_TOO_LONG.format(limit=MESSAGE_MAX))
        return message


class ContactAck(BaseModel):
    success: bool


class ContactMessageOut(BaseModel):
    id: int
    name: str
    email: str
    message: str
    user_id: int | None
    ip: str
    created_at: datetime


class ContactMessagePage(BaseModel):
    count: int
    next: str | None
    previous: str | None
    results: list[ContactMessageOut]
