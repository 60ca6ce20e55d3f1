"""ORM models, one module per table; importing this package registers them all on Base.metadata."""

from api.models.audit_event import AuditAction, AuditEvent
from api.models.credit_ledger import CreditEntry, CreditKind
from api.models.document import Document, DocumentStatus
from api.models.line_item import LineItem
from api.models.login_failure import LoginFailure
from api.models.masterdata import ClientRecord, ProductRecord
from api.models.password_reset_token import PasswordResetToken
from api.models.profile import Profile
from api.models.refresh_token import RefreshToken
from api.models.register_company import RegisterCompany
from api.models.stripe_event import StripeEvent
from api.models.user import User

__all__ = [
    "AuditAction",
    "AuditEvent",
    "ClientRecord",
    "CreditEntry",
    "CreditKind",
    "Document",
    "DocumentStatus",
    "LineItem",
    "LoginFailure",
    "PasswordResetToken",
    "ProductRecord",
    "Profile",
    "RefreshToken",
    "RegisterCompany",
    "StripeEvent",
    "User",
]
