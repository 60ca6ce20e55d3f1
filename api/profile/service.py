"""Profile rules: company data, default program, default profiles and extra settings."""

from typing import Any

from stdnum import iban as stdnum_iban
from stdnum.eu import vat as eu_vat
from stdnum.exceptions import ValidationError

from api.core import texts
from api.core.errors import Unprocessable
from api.models import Profile
from api.profile.countries import is_country
from api.profile.extra_settings import OPERATION_DATE_FLAG, RIVILE_FRACTION, RIVILE_FRACTIONS
from api.profile.schemas import MAX_DEFAULT_PROFILES, DefaultProfileIn, DeleteIndex, ProfilePatch

COMPANY_FIELDS = (
    "company_name",
    "company_code",
    "vat_code",
    "company_iban",
    "company_address",
    "company_country_iso",
)
TIPAS_LABELS = {"prekė": 1, "preke": 1, "paslauga": 2}
KODAS_KAIP = {"prekei": 3, "paslaugai": 4}


def is_upload_ready(profile: Profile) -> bool:
    """Spec §5: upload needs company name, code, country and an accounting program."""
    return all(
        (
            profile.company_name,
            profile.company_code,
            profile.company_country_iso,
            profile.default_accounting_program,
        )
    )


def apply_patch(profile: Profile, patch: ProfilePatch) -> None:
    given = patch.model_fields_set
    if given & set(COMPANY_FIELDS):
        _apply_company(profile, patch, given)
    if "default_accounting_program" in given:
        if patch.default_accounting_program is None:
            raise Unprocessable(texts.PROGRAM_INVALID)
        profile.default_accounting_program = patch.default_accounting_program
    for field in ("purchase_defaults", "sales_defaults"):
        if field in given:
            setattr(profile, field, _change_defaults(getattr(profile, field), getattr(patch, field), profile))
    if "extra_settings" in given:
        profile.extra_settings = clean_extra_settings(patch.extra_settings or {})


def _apply_company(profile: Profile, patch: ProfilePatch, given: set[str]) -> None:
    values = {field: getattr(profile, field) for field in COMPANY_FIELDS}
    values.update({field: blank_to_none(getattr(patch, field)) for field in COMPANY_FIELDS if field in given})
    if not (values["company_name"] and values["company_code"] and values["company_country_iso"]):
        raise Unprocessable(texts.COMPANY_REQUIRED)
    country = values["company_country_iso"].upper()
    if not is_country(country):
        raise Unprocessable(texts.COUNTRY_INVALID.format(value=values["company_country_iso"]))
    values["company_country_iso"] = country
    values["company_code"] = clean_company_code(values["company_code"], country)
    if values["vat_code"]:
        values["vat_code"] = clean_vat_code(values["vat_code"], country)
    if values["company_iban"]:
        values["company_iban"] = clean_iban(values["company_iban"])
    for field, value in values.items():
        setattr(profile, field, value)


def blank_to_none(value: str | None) -> str | None:
    if value is None:
        return None
    value = " ".join(value.split())
    return value or None


def clean_company_code(code: str, country: str) -> str:
    """Lithuanian codes are 7–9 digits; a wrong check digit is only a warning (domain.md §1.1), so the
    register can still settle it. Foreign codes keep their own letters and digits."""
    compact = code.replace(" ", "")
    if country == "LT" and not (compact.isdigit() and 7 <= len(compact) <= 9):
        raise Unprocessable(texts.COMPANY_CODE_INVALID)
    return compact


def clean_vat_code(code: str, country: str) -> str:
    compact = code.replace(" ", "").replace("-", "").upper()
    candidate = compact if compact[:2].isalpha() else f"{'EL' if country == 'GR' else country}{compact}"
    try:
        return str(eu_vat.validate(candidate))
    except ValidationError as exc:
        raise Unprocessable(texts.VAT_CODE_INVALID) from exc


def clean_iban(value: str) -> str:
    try:
        return str(stdnum_iban.validate(value))
    except ValidationError as exc:
        raise Unprocessable(texts.IBAN_INVALID) from exc


def _change_defaults(
    current: list[dict[str, Any]], change: list[DefaultProfileIn] | DeleteIndex | None, profile: Profile
) -> list[dict[str, Any]]:
    if isinstance(change, DeleteIndex):
        if not 0 <= change.delete_index < len(current):
            raise Unprocessable(texts.DEFAULTS_INDEX_INVALID)
        return [entry for index, entry in enumerate(current) if index != change.delete_index]
    # One pass keyed by company: a dict keeps the order and moves a replaced entry to the end.
    by_company = {_company_key(existing): existing for existing in current}
    for entry in change or []:
        cleaned = clean_default_profile(entry, profile.default_accounting_program)
        key = _company_key(cleaned)
        by_company.pop(key, None)
        by_company[key] = cleaned
    if len(by_company) > MAX_DEFAULT_PROFILES:
        raise Unprocessable(texts.DEFAULTS_TOO_MANY.format(limit=MAX_DEFAULT_PROFILES))
    return list(by_company.values())


def clean_default_profile(entry: DefaultProfileIn, program: str | None) -> dict[str, Any]:
    company_code = blank_to_none(entry.imones_kodas)
    name = blank_to_none(entry.pavadinimas)
    code = blank_to_none(entry.kodas)
    tipas = _tipas_code(entry.tipas, entry.kodas_kaip)
    if not (company_code and name and code and entry.tipas not in (None, "")):
        raise Unprocessable(texts.DEFAULTS_REQUIRED)
    if tipas is None:
        raise Unprocessable(texts.DEFAULTS_KODAS_KAIP_REQUIRED)
    if tipas in (3, 4) and program != "rivile":
        tipas = 1  # "Kodas" exists only in Rivilė GAMA; elsewhere the form falls back to 'Prekė' too.
    vat_code = blank_to_none(entry.imones_pvm_kodas)
    return {
        "imones_pavadinimas": blank_to_none(entry.imones_pavadinimas),
        "imones_kodas": company_code,
        "imones_pvm_kodas": vat_code.replace(" ", "").upper() if vat_code else None,
        "pavadinimas": name,
        "kodas": code,
        "barkodas": blank_to_none(entry.barkodas),
        "tipas": tipas,
    }


def _tipas_code(tipas: int | str | None, kodas_kaip: str | None) -> int | None:
    """1 Prekė, 2 Paslauga, 3 Kodas as a product, 4 Kodas as a service; None when 'Kodas' lacks its choice."""
    if isinstance(tipas, int):
        if tipas not in (1, 2, 3, 4):
            raise Unprocessable(texts.DEFAULTS_REQUIRED)
        return tipas
    label = (tipas or "").strip().lower()
    if label.isdigit():
        return _tipas_code(int(label), kodas_kaip)
    if label in TIPAS_LABELS:
        return TIPAS_LABELS[label]
    if label == "kodas":
        return KODAS_KAIP.get((kodas_kaip or "").strip().lower())
    raise Unprocessable(texts.DEFAULTS_REQUIRED)


def _company_key(entry: dict[str, Any]) -> tuple[str, str]:
    """Profiles merge by company code, else VAT code, else name (spec §3): a new entry for the same
    company replaces the old one instead of piling up beside it."""
    if entry.get("imones_kodas"):
        return ("code", str(entry["imones_kodas"]))
    if entry.get("imones_pvm_kodas"):
        return ("vat", str(entry["imones_pvm_kodas"]))
    return ("name", str(entry.get("imones_pavadinimas") or "").lower())


def clean_extra_settings(settings: dict[str, Any]) -> dict[str, Any]:
    cleaned: dict[str, Any] = {}
    for key, value in settings.items():
        if key == OPERATION_DATE_FLAG:
            if value not in (0, 1, True, False, "0", "1"):
                raise Unprocessable(texts.EXTRA_SETTINGS_INVALID)
            if int(value):
                cleaned[key] = 1
        elif key == RIVILE_FRACTION:
            try:
                fraction = int(value)
            except (TypeError, ValueError) as exc:
                raise Unprocessable(texts.RIVILE_FRACTION_INVALID) from exc
            if fraction not in RIVILE_FRACTIONS:
                raise Unprocessable(texts.RIVILE_FRACTION_INVALID)
            if fraction != 1:
                cleaned[key] = fraction
        else:
            raise Unprocessable(texts.EXTRA_SETTINGS_INVALID)
    return cleaned
