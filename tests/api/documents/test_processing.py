"""The workflow's input: what the API decides for it, so the workflow itself stays free of I/O."""

from api.core.config import Settings
from api.documents.processing import workflow_input
from api.models import Document, Profile
from workflows.contracts import OwnCompany


def test_the_input_carries_the_users_company_from_the_profile(settings: Settings) -> None:
    document = Document(id=7, scan_type="detaliai")
    profile = Profile(
        company_code="300000003", vat_code="LT100001919017", company_iban="LT601010012345678901"
    )

    params = workflow_input(document, settings, profile)

    assert params.own_company == OwnCompany("300000003", "LT100001919017", profile.company_iban)
    assert workflow_input(document, settings, None).own_company is None
