from decimal import Decimal

from pydantic import BaseModel, Field


class Credentials(BaseModel):
    email: str = Field(max_length=254)  # RFC 5321's longest address; refused before any query
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


class ResetRequest(BaseModel):
    email: str = Field(max_length=320)


class ResetConfirm(BaseModel):
    token: str = Field(max_length=200, description="from the e-mailed link")
    password: str = Field(max_length=1000)


class PasswordChange(BaseModel):
    current_password: str = Field(max_length=1000)
    new_password: str = Field(max_length=1000)
