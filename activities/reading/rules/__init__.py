"""The layout-aware rules extractor: deterministic candidates for every field, with boxes."""

from __future__ import annotations

from dataclasses import dataclass

from activities.reading.layout import Layout
from activities.reading.rules.common import Candidates
from activities.reading.rules.header import header_candidates
from activities.reading.rules.lines import find_tables, table_items
from activities.reading.rules.parties import party_candidates
from activities.reading.rules.receipt import receipt_header, receipt_items
from activities.reading.rules.totals import totals_candidates
from activities.reading.types import LineItem, VatRate


@dataclass
class RulesResult:
    candidates: Candidates
    line_items: list[LineItem]
    vat_breakdown: list[VatRate]


def extract_rules(layout: Layout, *, detailed: bool, receipt: bool = False) -> RulesResult:
    tables = find_tables(layout)
    table_lines = {index for table in tables for index in table.line_indexes}
    candidates = header_candidates(layout)
    candidates.extend(party_candidates(layout, table_lines, receipt))
    if receipt:
        receipt_header(layout, candidates)
    totals, breakdown = totals_candidates(layout, table_lines)
    candidates.extend(totals)
    items: list[LineItem] = []
    if detailed:
        items = [item for table in tables for item in table_items(table)]
        if not items and receipt:
            items = receipt_items(layout)
    return RulesResult(candidates, items, breakdown)
