from decimal import Decimal

from pydantic import BaseModel, Field


class Credentials(BaseModel):
    email: str = Field(max_length=320)
    password: str = Field(max_length=1000)


class LoginResult(BaseModel):
    success: bool


class RefreshResult(BaseModel):
    refreshed: bool


class AuthStatus(BaseModel):
    authenticated: bool


class Me(BaseModel):
    id: int
    email: str
    credits: Decimal
    is_superuser: bool
