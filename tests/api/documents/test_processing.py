"""The workflow's input: what the API decides for it, so the workflow itself stays free of I/O."""

import math

from api.core.config import Settings
from api.documents.processing import MAX_DEADLINE_SECONDS, deadline_seconds, workflow_input
from api.models import Document, Profile
from workflows.contracts import WORKFLOW_EXECUTION_TIMEOUT, OwnCompany


def test_the_input_carries_the_users_company_from_the_profile(settings: Settings) -> None:
    document = Document(id=7, scan_type="detaliai")
    profile = Profile(
        company_code="300000003", vat_code="LT100001919017", company_iban="LT601010012345678901"
    )

    params = workflow_input(document, settings, profile)

    assert params.own_company == OwnCompany("300000003", "LT100001919017", profile.company_iban)
    assert workflow_input(document, settings, None).own_company is None


def test_the_deadline_grows_with_the_documents_waiting_ahead_and_stays_under_the_backstop(
    settings: Settings,
) -> None:
    document = Document(id=8, scan_type="sumiskai")
    alone = workflow_input(document, settings, None).deadline_seconds
    behind = workflow_input(document, settings, None, waiting_ahead=1000).deadline_seconds

    assert alone == settings.processing_deadline_seconds
    assert behind == alone + math.ceil(1000 * settings.queued_document_seconds)
    assert deadline_seconds(settings, 10**9) == MAX_DEADLINE_SECONDS
    assert WORKFLOW_EXECUTION_TIMEOUT.total_seconds() > MAX_DEADLINE_SECONDS
