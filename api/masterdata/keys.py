"""How a client or product is recognised (its natural key) and how typed text is compared with it.
Search text is normalised the way the spec's counterparty search does it (§5): company codes keep
digits only, VAT codes lose spaces and hyphens and go upper case, names are trimmed; names are also
folded to lower case without accents, quotes and legal form, so `silas` finds „UAB Šilas“."""

import re
import unicodedata

from api.registry.names import normalise_name


def fold(text: str) -> str:
    """Lower case without accents, punctuation collapsed to single spaces (product names and codes)."""
    text = "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))
    return " ".join(re.sub(r"[^\w&+.\-/]+", " ", text).split())


def company_name_key(name: str) -> str:
    """A company name as search compares it: no legal form, quotes or accents."""
    return normalise_name(name) or fold(name)


def code_digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def compact_vat(text: str) -> str:
    return re.sub(r"[\s\-]", "", text).upper()


def client_key(name: str, company_code: str | None, vat_code: str | None) -> str:
    """The company code, else the VAT code, else the name (spec §3 "Counterparty list entry")."""
    if company_code:
        return f"id:{company_code}"
    if vat_code:
        return f"vat:{compact_vat(vat_code).lower()}"
    return f"name:{company_name_key(name)}"


def product_key(name: str, code: str | None, barcode: str | None) -> str:
    """The product code, else the barcode, else the name."""
    if code:
        return f"code:{fold(code)}"
    if barcode:
        return f"barcode:{barcode}"
    return f"name:{fold(name)}"
