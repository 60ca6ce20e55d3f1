"""What the pipeline adds to a read document, and the review screen recomputes for a chosen
counterparty: purchase or sale, default product fields, VAT classifier codes, the operation date.

All functions work on plain value dicts keyed by the spec's field names, so the pipeline's draft and
a stored Document are treated alike."""

from collections.abc import Mapping, MutableMapping, Sequence
from datetime import date
from decimal import Decimal
from typing import Any

from api.models import Profile
from api.profile import extra_settings
from api.registry.names import normalise_name
from workflows import vat_codes
from workflows.identifiers import compact_vat_code, country_of_codes, digits_only

PURCHASE = "pirkimas"
SALE = "pardavimas"
UNKNOWN = "nezinoma"
DIRECTION_LABELS = {PURCHASE: "Pirkimas", SALE: "Pardavimas", UNKNOWN: "Nežinoma"}
SEVERAL_CODES = "Keli skirtingi PVM"
NO_CODE_LABEL = "Nenustatytas"
SERVICE_TYPES = (2, 4)

Values = Mapping[str, Any]


def _party(values: Values, side: str) -> dict[str, Any]:
    return {suffix: values.get(f"{side}_{suffix}") for suffix in ("name", "id", "vat_code", "country_iso")}


def _identity(name: Any, code: Any, vat: Any, country: Any = None) -> tuple[str, str, str]:
    return (
        digits_only(str(code or "")),
        compact_vat_code(str(vat), country) if vat else "",
        normalise_name(str(name or "")),
    )


def same_company(a: tuple[str, str, str], b: tuple[str, str, str]) -> bool:
    """Same company code, else same VAT code, else (neither has codes to compare) same name."""
    if a[0] and b[0]:
        return a[0] == b[0]
    if a[1] and b[1]:
        return a[1] == b[1]
    return bool(a[2]) and a[2] == b[2]


def party_identity(values: Values, side: str) -> tuple[str, str, str]:
    party = _party(values, side)
    return _identity(party["name"], party["id"], party["vat_code"], party["country_iso"])


def direction(values: Values, profile: Profile) -> str:
    """Purchase when the user's company is the buyer, sale when it is the seller."""
    us = _identity(profile.company_name, profile.company_code, profile.vat_code, profile.company_country_iso)
    if same_company(party_identity(values, "seller"), us):
        return SALE
    if same_company(party_identity(values, "buyer"), us):
        return PURCHASE
    return UNKNOWN


def counterparty_key(name: Any, code: Any, vat: Any) -> str:
    """The spec's counterparty key: id:{company code}, else the lower-cased VAT code, else the name."""
    code_text = str(code or "").strip()
    if code_text:
        return f"id:{code_text}"
    return str(vat or "").strip().lower() or str(name or "").strip().lower()


def direction_for_counterparty(values: Values, cp_key: str) -> str:
    """Multi mode (spec §4): the chosen company is the one whose books are kept, so a document where it
    is the seller is a sale and one where it is the buyer a purchase."""
    for side, result in (("seller", SALE), ("buyer", PURCHASE)):
        party = _party(values, side)
        if cp_key and counterparty_key(party["name"], party["id"], party["vat_code"]) == cp_key:
            return result
    return UNKNOWN


# Which default profiles apply, in order: the counterparty's entry first; then an entry naming the
# user's own side, for accountants keeping books for several companies.
_DEFAULTS_ORDER = {
    PURCHASE: (("purchase_defaults", "seller"), ("purchase_defaults", "buyer")),
    SALE: (("sales_defaults", "buyer"), ("sales_defaults", "seller")),
    UNKNOWN: (("purchase_defaults", "buyer"), ("sales_defaults", "seller")),
}


def matching_default(values: Values, profile: Profile, side_direction: str) -> dict[str, Any] | None:
    for list_name, side in _DEFAULTS_ORDER[side_direction]:
        party = party_identity(values, side)
        for entry in getattr(profile, list_name) or []:
            entry_identity = _identity(
                entry.get("imones_pavadinimas"), entry.get("imones_kodas"), entry.get("imones_pvm_kodas")
            )
            if same_company(party, entry_identity):
                matched: dict[str, Any] = entry
                return matched
    return None


def default_product(entry: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "prekes_pavadinimas": entry.get("pavadinimas"),
        "prekes_kodas": entry.get("kodas"),
        "prekes_barkodas": entry.get("barkodas"),
        "prekes_tipas": entry.get("tipas"),
    }


def counterparty_country(values: Values, side_direction: str) -> str | None:
    side = "seller" if side_direction == PURCHASE else "buyer"
    party = _party(values, side)
    if party["country_iso"]:
        return str(party["country_iso"]).upper()
    return country_of_codes(str(party["id"] or ""), str(party["vat_code"] or "")) or None


def vat_code_for(values: Values, rate: Any, item_type: Any, side_direction: str) -> str | None:
    """formats.md §8.3; None when a person must choose (unknown direction, country or rate)."""
    if side_direction == UNKNOWN or rate is None:
        return None
    country = counterparty_country(values, side_direction)
    if country is None:
        return None
    side = "seller" if side_direction == PURCHASE else "buyer"
    supply = values.get("operation_date") or values.get("invoice_date")
    return vat_codes.choose(
        purchase=side_direction == PURCHASE,
        counterparty_country=country,
        counterparty_has_vat_code=bool(values.get(f"{side}_vat_code")),
        service=item_type in SERVICE_TYPES,
        rate=Decimal(str(rate)),
        supply_date=supply if isinstance(supply, date) else None,
    )


def line_codes(values: Values, lines: Sequence[Values], side_direction: str) -> list[str | None]:
    """A line that prints no rate of its own takes the document's (one rate for the whole invoice)."""
    return [
        vat_code_for(
            values,
            line["vat_percent"] if line.get("vat_percent") is not None else values.get("vat_percent"),
            line.get("prekes_tipas") or values.get("prekes_tipas"),
            side_direction,
        )
        for line in lines
    ]


def document_code(values: Values, codes: Sequence[str | None], side_direction: str) -> str | None:
    """One code for the document: its lines' common code, "Keli skirtingi PVM" when they differ, or
    (totals only) the code of the document's own rate."""
    if codes:
        distinct = set(codes)
        if len(distinct) > 1:
            return SEVERAL_CODES
        return distinct.pop()
    return vat_code_for(values, values.get("vat_percent"), values.get("prekes_tipas"), side_direction)


def code_label(code: str | None) -> str:
    if code is None:
        return NO_CODE_LABEL
    rate = vat_codes.rate_of(code)
    return f"{code} ({rate} %)" if rate is not None else code


def apply_operation_date(values: MutableMapping[str, Any], profile: Profile) -> bool:
    """The setting 'take the operation date from the invoice date'; True when it changed a value."""
    if not values.get("invoice_date"):
        return False
    if not extra_settings.operation_date_is_document_date(profile.extra_settings):
        return False
    if values.get("operation_date") == values["invoice_date"]:
        return False
    values["operation_date"] = values["invoice_date"]
    return True
