"""ORM models, one module per table; importing this package registers them all on Base.metadata."""

from api.models.credit_ledger import CreditEntry, CreditKind
from api.models.document import Document, DocumentStatus
from api.models.line_item import LineItem
from api.models.login_failure import LoginFailure
from api.models.profile import Profile
from api.models.refresh_token import RefreshToken
from api.models.register_company import RegisterCompany
from api.models.stripe_event import StripeEvent
from api.models.user import User

__all__ = [
    "CreditEntry",
    "CreditKind",
    "Document",
    "DocumentStatus",
    "LineItem",
    "LoginFailure",
    "Profile",
    "RefreshToken",
    "RegisterCompany",
    "StripeEvent",
    "User",
]
