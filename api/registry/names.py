"""Company names compared the way people write them (domain.md §2.3): lower case, no accents, no
quotes, no legal form."""

import re
import unicodedata

_LEGAL_FORMS = (
    "uždaroji akcinė bendrovė",
    "akcinė bendrovė",
    "mažoji bendrija",
    "individuali įmonė",
    "viešoji įstaiga",
    "žemės ūkio bendrovė",
    "tikroji ūkinė bendrija",
    "komanditinė ūkinė bendrija",
    "kooperatinė bendrovė",
)
_FORM_TOKENS = r"uab|ab|mb|iį|ii|všį|vsi|žūb|zub|kb|tūb|tub|kūb|kub"
_QUOTES = re.compile(r"[„“”\"'«»‘’]")


def normalise_name(name: str) -> str:
    text = _QUOTES.sub(" ", name.lower())
    for form in _LEGAL_FORMS:
        text = text.replace(form, " ")
    text = re.sub(rf"(?<!\w)(?:{_FORM_TOKENS})(?!\w)", " ", text)
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    text = re.sub(r"[^\w&+]+", " ", text)
    return " ".join(text.split())
