"""Input rules for accounts, enforced on the server whatever the browser checked."""

import re

from api.core import texts
from api.core.users import normalise_email as normalise_email  # its home is core: credits uses it too

MAX_PASSWORD_LENGTH = 128


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
