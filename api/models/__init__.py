"""ORM models, one module per table; importing this package registers them all on Base.metadata."""

from api.models.ad_click import AdClick
from api.models.audit_event import AuditAction, AuditEvent
from api.models.contact_message import ContactMessage
from api.models.credit_ledger import CreditEntry, CreditKind
from api.models.document import Document, DocumentStatus
from api.models.guide_article import GuideArticle
from api.models.guide_category import GuideCategory
from api.models.line_item import LineItem
from api.models.login_failure import LoginFailure
from api.models.masterdata import ClientRecord, ProductRecord
from api.models.password_reset_token import PasswordResetToken
from api.models.profile import Profile
from api.models.refresh_token import RefreshToken
from api.models.register_company import RegisterCompany, RegisterImport
from api.models.stripe_event import StripeEvent
from api.models.user import User

__all__ = [
    "AdClick",
    "AuditAction",
    "AuditEvent",
    "ClientRecord",
    "ContactMessage",
    "CreditEntry",
    "CreditKind",
    "Document",
    "DocumentStatus",
    "GuideArticle",
    "GuideCategory",
    "LineItem",
    "LoginFailure",
    "PasswordResetToken",
    "ProductRecord",
    "Profile",
    "RefreshToken",
    "RegisterCompany",
    "RegisterImport",
    "StripeEvent",
    "User",
]
