"""Checksums of Lithuanian company codes, EU VAT codes and IBANs (domain.md §1). A failed check is a
warning shown beside the printed value, never a reason to change or reject it."""

import re

from stdnum import iban as stdnum_iban
from stdnum.ch import vat as ch_vat
from stdnum.eu import vat as eu_vat
from stdnum.gb import vat as gb_vat
from stdnum.no import mva as no_mva

_FIRST_WEIGHTS = (1, 2, 3, 4, 5, 6, 7, 8)
_SECOND_WEIGHTS = (3, 4, 5, 6, 7, 8, 9, 1)


def digits_only(value: str) -> str:
    return re.sub(r"\D", "", value)


def company_code_valid(code: str) -> bool:
    """Nine digits with the two-pass mod-11 check digit; a first pass of 10 also tolerates 0, since
    which variant the Centre of Registers uses is unconfirmed (domain.md §1.1)."""
    if not re.fullmatch(r"\d{9}", code):
        return False
    digits = [int(c) for c in code]
    first = sum(w * d for w, d in zip(_FIRST_WEIGHTS, digits, strict=False)) % 11
    if first != 10:
        return first == digits[8]
    second = sum(w * d for w, d in zip(_SECOND_WEIGHTS, digits, strict=False)) % 11
    return digits[8] in ({0} if second == 10 else {second, 0})


def compact_vat_code(value: str, country: str | None = None) -> str:
    """Upper case without spaces and hyphens, with the country prefix added when it was left out."""
    compact = re.sub(r"[\s\-.]", "", value).upper()
    if compact[:2].isalpha():
        return compact
    prefix = (country or "LT").upper()
    return ("EL" if prefix == "GR" else prefix) + compact


# VAT codes of the European countries outside the EU that Lithuanian businesses buy from most, each with
# the prefix it is printed with
_NON_EU_VAT = {"GB": gb_vat, "NO": no_mva, "CH": ch_vat}


def vat_code_valid(value: str) -> bool:
    scheme = _NON_EU_VAT.get(value.strip()[:2].upper())
    return bool(scheme.is_valid(value) if scheme else eu_vat.is_valid(value))


def iban_valid(value: str) -> bool:
    return bool(stdnum_iban.is_valid(value))


def vat_country(vat_code: str) -> str:
    """The ISO country a VAT code's prefix names (Greece's prefix is EL, its ISO code GR); "" when the
    code has no prefix."""
    prefix = re.sub(r"[\W_]", "", vat_code).upper()[:2]
    if not prefix.isalpha():
        return ""
    return "GR" if prefix == "EL" else prefix


def country_of_codes(company_code: str, vat_code: str) -> str:
    """The country a party's codes show when it prints none: a VAT code's prefix (EL is Greece), else
    Lithuania for a VAT code printed without its prefix or a company or personal code of Lithuanian
    length (7 to 9 digits, 11); "" when the codes show none. The pipeline's VAT codes and the exports
    both decide by it, so a document's code is the same on the review screen and in the file."""
    if country := vat_country(vat_code):
        return country
    code = re.sub(r"[\s\-.]", "", company_code)
    if re.search(r"[^\W_]", vat_code) or (code.isdigit() and len(code) in (7, 8, 9, 11)):
        return "LT"
    return ""
