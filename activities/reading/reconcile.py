"""Merge candidates from the e-invoice XML, the LLM and the rules, field by field.

The XML is exact and wins outright. Otherwise values that several sources agree on gain confidence, values
that pass their checksum beat those that do not, and net, VAT and gross are chosen together so that they
add up whenever some combination of the candidates does.
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from decimal import Decimal

from activities.reading.identifiers import (
    is_company_code,
    is_iban,
    is_personal_code,
    is_vat_code,
    vat_code_looks_right,
)
from activities.reading.rules.common import Candidates
from activities.reading.types import BACKINGS, Extraction, Field, FieldValue
from workflows.sums import close
from workflows.vat import rate_of

AGREEMENT_WEIGHT = 0.3  # share of a second source's confidence added when it agrees


def value_key(value: FieldValue) -> object:
    if isinstance(value, Decimal):
        return value.quantize(Decimal("0.0001"))
    if isinstance(value, str):
        return " ".join(value.split()).casefold()
    return value


def reconcile(
    rules: Candidates, llm: Extraction | None = None, xml: Extraction | None = None
) -> dict[str, Field]:
    if xml is not None:
        return dict(xml.fields)
    pools: dict[str, list[Field]] = {name: list(fields) for name, fields in rules.by_field.items()}
    if llm is not None:
        for name, found in llm.fields.items():
            pools.setdefault(name, []).append(found)
    groups = {name: _grouped(name, fields) for name, fields in pools.items() if fields}
    chosen = {name: ranked[0] for name, ranked in groups.items() if ranked}
    if llm is not None:
        # the rules chose their totals by the sums already (and kept a stated gross that breaks them)
        _choose_totals(groups, chosen)
    _pair_series(pools, chosen)
    return chosen


def _grouped(name: str, fields: list[Field]) -> list[Field]:
    """One field per distinct value, scored by its best source plus agreement, best first."""
    by_value: dict[object, list[Field]] = {}
    for found in fields:
        by_value.setdefault(value_key(found.value), []).append(found)
    merged = []
    for members in by_value.values():
        members.sort(key=lambda f: -f.confidence)
        best = members[0]
        sources = {m.source for m in members}
        confidence = best.confidence + AGREEMENT_WEIGHT * sum(
            m.confidence for m in members[1:] if m.source != best.source or len(sources) == 1
        ) * (1 if len(sources) > 1 else 0.3)
        confidence *= _validity(name, best.value)
        box = best.box or next((m.box for m in members if m.box), None)
        backing = min((m.backing for m in members), key=BACKINGS.index)  # the strongest that found it
        merged.append(Field(best.value, min(0.99, confidence), best.source, box, backing))
    return sorted(merged, key=lambda f: -f.confidence)


def _validity(name: str, value: FieldValue) -> float:
    """Checksums separate real identifiers from look-alikes."""
    if not isinstance(value, str):
        return 1.0
    if name.endswith("_vat_code"):
        return 1.05 if is_vat_code(value) else (0.85 if vat_code_looks_right(value) else 0.5)
    if name.endswith("_id") and value.isdigit() and len(value) in (9, 11):
        return 1.05 if is_company_code(value) or is_personal_code(value) else 0.8
    if name.endswith("_iban"):
        return 1.05 if is_iban(value) else 0.4
    return 1.0


def _choose_totals(groups: dict[str, list[Field]], chosen: dict[str, Field]) -> None:
    """Prefer totals that agree: the net and VAT that add up to the chosen gross (the amount the page states
    as due, which a failing sum does not overrule), else a net and VAT at a VAT rate."""
    gross = chosen.get("amount_with_vat")
    nets, vats = groups.get("amount_wo_vat", [])[:6], groups.get("vat_amount", [])[:6]
    if gross is None or not nets or not vats:
        return
    net, vat = chosen.get("amount_wo_vat"), chosen.get("vat_amount")
    if net is not None and vat is not None and _adds_up(net, vat, gross):
        return
    pairs = list(itertools.product(nets, vats))
    agreeing = [(n, v) for n, v in pairs if _adds_up(n, v, gross)]
    if not agreeing:
        if net is not None and vat is not None and _at_a_rate(net, vat):
            return
        agreeing = [(n, v) for n, v in pairs if _at_a_rate(n, v)]
    if agreeing:
        best = max(agreeing, key=lambda pair: pair[0].confidence + pair[1].confidence)
        for name, found in zip(("amount_wo_vat", "vat_amount"), best, strict=True):
            chosen[name] = replace(found, confidence=min(0.99, found.confidence + 0.1))


def _at_a_rate(net: Field, vat: Field) -> bool:
    if not (isinstance(net.value, Decimal) and isinstance(vat.value, Decimal)):
        return False
    return rate_of(net.value, vat.value) is not None


def _adds_up(net: Field, vat: Field, gross: Field) -> bool:
    if not (
        isinstance(net.value, Decimal) and isinstance(vat.value, Decimal) and isinstance(gross.value, Decimal)
    ):
        return False
    return close(net.value + vat.value, gross.value)


def _pair_series(pools: dict[str, list[Field]], chosen: dict[str, Field]) -> None:
    """Series and number printed together belong together."""
    number = chosen.get("document_number")
    series = pools.get("document_series", [])
    if number is None or number.box is None or not series:
        return
    for candidate in sorted(series, key=lambda f: -f.confidence):
        box = candidate.box
        if (
            box
            and box.page == number.box.page
            and abs(box.center_y - number.box.center_y) < number.box.height
        ):
            chosen["document_series"] = candidate
            return
