"""Checking one party of a document (buyer or seller) against identifier checksums, the local company
register and, when enabled, VIES (domain.md §2.3).

What the document prints always stays: the register only fills what is missing and otherwise leaves
a note (the register's name, a status warning, candidates) for the review screen."""

from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from api.models import RegisterCompany
from api.registry import repository
from api.registry.vies import ViesClient
from workflows.identifiers import (
    compact_vat_code,
    company_code_valid,
    digits_only,
    iban_valid,
    vat_code_valid,
    vat_country,
)

NAME_ACCEPT = 0.6
OPERATING_STATUS = 0


@dataclass
class PartyCheck:
    """``fills``: values for missing fields; ``notes``: facts about printed fields. Keys are the party's
    field suffixes (name, id, vat_code, iban, address, country_iso)."""

    fills: dict[str, str] = field(default_factory=dict)
    notes: dict[str, dict[str, Any]] = field(default_factory=dict)


async def check_party(
    session: AsyncSession, party: dict[str, Any], vies: ViesClient | None = None
) -> PartyCheck:
    result = PartyCheck()
    code = digits_only(party.get("id") or "")
    vat_code = compact_vat_code(party["vat_code"], party.get("country_iso")) if party.get("vat_code") else ""
    lithuanian = (party.get("country_iso") or "LT").upper() == "LT"
    if code and lithuanian:
        result.notes["id"] = {"checksum_ok": company_code_valid(code)}
    if vat_code:
        result.notes["vat_code"] = {"checksum_ok": vat_code_valid(vat_code)}
    if party.get("iban"):
        result.notes["iban"] = {"checksum_ok": iban_valid(party["iban"])}
    company = None
    if code and lithuanian and 7 <= len(code) <= 9:
        company = await repository.by_code(session, code)
    if company is None and vat_code.startswith("LT"):
        company = await repository.by_vat_code(session, vat_code)
    if company is not None:
        await _compare(session, company, party, result)
    elif vies is not None and vat_code and not vat_code.startswith("LT"):
        await _ask_vies(vies, vat_code, party, result)
    if company is None and not code and not vat_code and party.get("name"):
        candidates = await repository.search(session, party["name"], limit=3)
        if candidates:
            result.notes["name"] = {
                "register_candidates": [{"code": c.code, "name": c.name} for c in candidates]
            }
    return result


async def _compare(
    session: AsyncSession, company: RegisterCompany, party: dict[str, Any], result: PartyCheck
) -> None:
    register: dict[str, Any] = {
        "code": company.code,
        "name": company.name,
        "source_date": _iso(company.source_date),
    }
    if company.status_code not in (None, OPERATING_STATUS) or company.deregistered:
        register["status"] = company.status_name or "išregistruota"
    printed_name = party.get("name")
    if printed_name and company.name:
        similarity = await repository.name_similarity(session, printed_name, company.name)
        register["name_matches"] = similarity >= NAME_ACCEPT
    result.notes.setdefault("id", {})["register"] = register
    for suffix, value in (
        ("id", company.code),
        ("name", company.name),
        ("address", company.address),
        ("vat_code", company.vat_code),
        ("country_iso", "LT"),
    ):
        if value and not party.get(suffix):
            result.fills[suffix] = value


async def _ask_vies(vies: ViesClient, vat_code: str, party: dict[str, Any], result: PartyCheck) -> None:
    answer = await vies.check(vat_code)
    if answer is None:
        return
    result.notes.setdefault("vat_code", {})["vies_valid"] = answer.valid
    if not answer.valid:
        return
    country = vat_country(vat_code)
    for suffix, value in (("name", answer.name), ("address", answer.address), ("country_iso", country)):
        if value and not party.get(suffix):
            result.fills[suffix] = value


def _iso(value: Any) -> str | None:
    return value.isoformat() if value else None
