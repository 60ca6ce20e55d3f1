"""Input rules for accounts, enforced on the server whatever the browser checked."""

import re

from email_validator import EmailNotValidError, validate_email

from api.core import texts

MAX_PASSWORD_LENGTH = 128


def normalise_email(raw: str) -> str:
    """Trimmed and lower-cased, so one mailbox is one account however it is typed."""
    email = raw.strip()
    if not email:
        raise ValueError(texts.EMAIL_REQUIRED)
    try:
        validated = validate_email(email, check_deliverability=False)
    except EmailNotValidError as exc:
        raise ValueError(texts.EMAIL_INVALID) from exc
    return validated.normalized.lower()


def check_password(password: str) -> None:
    """The spec's live checklist: ≥ 8 characters, a lower- and an upper-case letter, a digit, no
    whitespace."""
    if len(password) > MAX_PASSWORD_LENGTH:
        raise ValueError(texts.PASSWORD_TOO_LONG)
    rules = (
        len(password) >= 8,
        re.search(r"[a-ząčęėįšųūž]", password) is not None,
        re.search(r"[A-ZĄČĘĖĮŠŲŪŽ]", password) is not None,
        re.search(r"\d", password) is not None,
        re.search(r"\s", password) is None,
    )
    if not all(rules):
        raise ValueError(texts.PASSWORD_TOO_WEAK)
