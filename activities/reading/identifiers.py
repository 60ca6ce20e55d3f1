"""Company code, VAT code, personal code and IBAN told apart by format and checksum (domain.md §1)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from stdnum.eu import vat as eu_vat
from stdnum.fr import siren, siret
from stdnum.lt import asmens
from stdnum.pl import nip

from workflows import identifiers as checksums

# The checksum rules have one home (workflows.identifiers), shared with the API's register checks.
is_company_code = checksums.company_code_valid
is_vat_code = checksums.vat_code_valid
is_iban = checksums.iban_valid

_EU_PREFIXES = [*sorted(p.upper() for p in eu_vat.MEMBER_STATES), "EL", "GB", "NO", "CH"]

IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?\b")
VAT_RE = re.compile(
    r"\b(?P<prefix>" + "|".join(_EU_PREFIXES) + r")[ \-]?(?P<body>[0-9A-Z](?:[ \-.]?[0-9A-Z]){7,13})\b"
)
# a Romanian VAT number is its CUI, of two to ten digits, after "RO": the shorter ones, by their checksum
_SHORT_VAT_RE = re.compile(r"\bRO ?[1-9]\d{1,6}\b")
# not the digits of a longer code with a check letter (a Singapore UEN "200094190M")
COMPANY_CODE_RE = re.compile(r"(?<![\d\-/.,])\d{9}(?!\d|[\-/.,]\d|[A-Za-z])")
PERSONAL_CODE_RE = re.compile(r"(?<![\d\-/.,])[1-6]\d{10}(?!\d|[\-/.,]\d)")


@dataclass(frozen=True)
class Identifier:
    kind: str  # "company_code" | "vat_code" | "personal_code" | "iban"
    value: str  # compact form
    valid: bool  # checksum (or, for foreign VAT codes, format) passed
    start: int
    end: int


def compact(text: str) -> str:
    return re.sub(r"[\s\-.]", "", text).upper()


def is_lt_vat_code(code: str) -> bool:
    return eu_vat.is_valid(code if code.upper().startswith("LT") else "LT" + code)


def is_personal_code(code: str) -> bool:
    return bool(re.fullmatch(r"\d{11}", code)) and asmens.is_valid(code)


def valid_iban_prefix(code: str) -> str | None:
    """The IBAN at the start of a compacted text, told by its checksum: a bank's name printed after it
    ("LT14 7044 0502 9518 3020 AB SEB bankas") runs into it once the spaces are gone."""
    code = re.sub(r"[^A-Z0-9].*", "", code.upper())  # a separator ("·", "/") ends it
    for length in range(min(len(code), 34), 14, -1):
        if is_iban(code[:length]):
            return code[:length]
    return None


def vat_code_looks_right(code: str) -> bool:
    """Prefix and length fit a VAT code even if the checksum fails (sample invoices, typos)."""
    match = re.fullmatch(r"([A-Z]{2})([0-9A-Z]{8,12})", code)
    if match is None:
        return False
    # every scheme is digits but for a letter or two (ATU…, NL…B01, IE…WA): "CHOCOLATE200ML" is a product
    body = match.group(2)
    return match.group(1) in _EU_PREFIXES and sum(c.isdigit() for c in body) >= len(body) - 2


def find_identifiers(text: str) -> list[Identifier]:
    """Every identifier printed in a line of text, each classified once (IBAN > VAT > personal > company)."""
    found: list[Identifier] = []
    taken: list[tuple[int, int]] = []

    def add(kind: str, value: str, valid: bool, start: int, end: int) -> None:
        if any(start < e and s < end for s, e in taken):
            return
        found.append(Identifier(kind, value, valid, start, end))
        taken.append((start, end))

    for match in IBAN_RE.finditer(text):
        value = valid_iban_prefix(compact(match.group()))
        if value:
            add("iban", value, True, *match.span())
    for match in VAT_RE.finditer(text):
        value = compact(match.group())
        valid = is_vat_code(value)
        # "VAT REG NO GB506305915": the label's "NO" taken for Norway's prefix hides the code after it
        inner = None if valid else VAT_RE.match(text, match.start("body"))
        if inner is not None and is_vat_code(compact(inner.group())):
            match, value, valid = inner, compact(inner.group()), True
        if valid or vat_code_looks_right(value):
            add("vat_code", value, valid, *match.span())
    for match in _SHORT_VAT_RE.finditer(text):
        if is_vat_code(compact(match.group())):
            add("vat_code", compact(match.group()), True, *match.span())
    for ident in _national_vat_codes(text):
        add(ident.kind, ident.value, ident.valid, ident.start, ident.end)
    for match in PERSONAL_CODE_RE.finditer(text):
        if is_personal_code(match.group()):
            add("personal_code", match.group(), True, *match.span())
    for match in COMPANY_CODE_RE.finditer(text):
        value = match.group()
        if _FOREIGN_REGISTER.search(text[: match.start()]):
            continue
        after_vat_label = re.search(r"(?i)(pvm|vat|pvn)\D{0,25}$", text[: match.start()])
        if is_lt_vat_code(value) and (after_vat_label or not is_company_code(value)):
            add("vat_code", "LT" + value, True, *match.span())
        else:
            add("company_code", value, is_company_code(value), *match.span())
    return sorted(found, key=lambda i: i.start)


# Another country's register named before nine digits ("MBS 697095844", "HRB 123456789"): its number,
# whatever a Lithuanian checksum says of it
_FOREIGN_REGISTER = re.compile(r"(?i)(?<![\w])(?:mbs|hr[ab]|kvk|cvr)\W{0,3}$")


# A VAT number printed without its country's prefix, after the label of that country's scheme: Italy's
# "P.IVA 12345678903", Spain's "C.I.F.: B12345678", Portugal's "Contribuinte n.º 501234567", Denmark's
# "CVR-nr. 12345678"
_NATIONAL_VAT_LABELS = {
    "IT": r"p\.?\s?iva|partita\s+iva",
    "ES": r"c\.?i\.?f\.?|n\.?i\.?f\.?(?:-iva)?",
    "PT": r"n\.?i\.?f\.?|contribuinte(?:\s+n\.?\s?[º°o]\.?)?|nipc",
    "DK": r"cvr(?:-?nr\.?)?|se-?nr\.?",
}
_NATIONAL_VAT_RE = re.compile(
    r"(?i)(?<![\w])(?:" + "|".join(f"(?P<{c}>{label})" for c, label in _NATIONAL_VAT_LABELS.items()) + r")"
    r"[\s.:#]*(?P<code>[A-Z]?\d[\d \-.]{5,12}[\dA-Z])(?![\w-])"
)


# A British VAT number printed bare, told by its own grouping: "VAT Reg No: 214 2096 98"
_BRITISH_VAT_RE = re.compile(
    r"(?i)(?<![\w])vat\s*(?:reg(?:istration)?\.?\s*)?(?:no|number)?\.?\s*:?\s*"
    r"(?P<code>\d{3} \d{4} \d{2})(?![\w])"
)


# A Norwegian organisation number registered for VAT: "Org.nr. 822 718 590 MVA" is NO822718590MVA
_NORWEGIAN_VAT_RE = re.compile(r"(?i)(?<![\w])org\.?\s?nr\.?:?\s*(?P<code>\d{3}\s?\d{3}\s?\d{3})\s?MVA\b")


def _national_vat_codes(text: str) -> list[Identifier]:
    found = []
    for pattern, country, suffix in ((_BRITISH_VAT_RE, "GB", ""), (_NORWEGIAN_VAT_RE, "NO", "MVA")):
        for match in pattern.finditer(text):
            code = country + compact(match.group("code")) + suffix
            if is_vat_code(code):
                found.append(Identifier("vat_code", code, True, *match.span("code")))
    for match in _NATIONAL_VAT_RE.finditer(text):
        code = compact(match.group("code"))
        countries = [c for c in _NATIONAL_VAT_LABELS if match.group(c)]
        valid = [c + code for c in countries if eu_vat.is_valid(c + code)]
        if valid:
            found.append(Identifier("vat_code", valid[0], True, *match.span("code")))
    return found


def register_code_in_vat(vat_code: str) -> str | None:
    """The company's register number where its country's VAT number is that number with a prefix: Italy's
    codice fiscale, Spain's NIF, Portugal's NIPC, Denmark's CVR, Latvia's, Czechia's IČO, Belgium's enterprise
    number, Croatia's OIB, Romania's CUI, Finland's Y-tunnus ("FI37656003" is "3765600-3"), Norway's and
    Sweden's organisation number, Switzerland's UID."""
    country, body = vat_code[:2], vat_code[2:]
    if country == "FI" and len(body) == 8:
        return f"{body[:7]}-{body[7]}"
    if country in ("NO", "SE"):  # "NO959049270MVA", "SE556677889901": the organisation number inside
        return body[: 9 if country == "NO" else 10]
    if country in ("IT", "ES", "PT", "DK", "LV", "CZ", "BE", "HR", "RO"):
        return body
    digits = re.sub(r"\D", "", body)
    if country == "CH" and len(digits) == 9:  # "CHE-575.582.184 MWST": the enterprise's UID
        return f"CHE-{digits[:3]}.{digits[3:6]}.{digits[6:]}"
    return None


# A Polish NIP is printed without its "PL": 7740001454, 774-00-01-454, 123-456-78-19
_NIP_RE = re.compile(r"(?<![\d\-])\d{3}[- ]?\d{2,3}[- ]?\d{2}[- ]?\d{2,3}(?![\d\-])")
# A French SIREN (9 digits) or SIRET (SIREN + 5), told by its register's name beside it
_SIREN_RE = re.compile(r"(?<!\d)\d{3} ?\d{3} ?\d{3}(?: ?\d{5})?(?!\d)")
_FRENCH_REGISTER = re.compile(r"(?i)(?<![\w])(?:r\.?c\.?s\.?|siren|siret)(?![\w])")


def find_polish_nip(text: str) -> list[Identifier]:
    """NIPs (with the checksum right) in a text known to hold a VAT number, as EU VAT codes ("PL…")."""
    found = []
    for match in _NIP_RE.finditer(text):
        digits = re.sub(r"\D", "", match.group())
        if len(digits) == 10 and nip.is_valid(digits):
            found.append(Identifier("vat_code", "PL" + digits, True, *match.span()))
    return found


def find_siren(text: str, labelled: bool = False) -> list[Identifier]:
    """French company numbers as their SIREN: "RCS Paris B 421 938 861", "Siret 53084813400017". Without
    ``labelled`` (the text follows a company-code label) the register must be named within a few words."""
    found = []
    for match in _SIREN_RE.finditer(text):
        near = text[max(0, match.start() - 25) : match.end() + 10]
        if not (labelled or _FRENCH_REGISTER.search(near)):
            continue
        digits = match.group().replace(" ", "")
        if (len(digits) == 14 and siret.is_valid(digits)) or (len(digits) == 9 and siren.is_valid(digits)):
            found.append(Identifier("company_code", digits[:9], True, *match.span()))
    return found
