"""The layout-aware rules extractor: deterministic candidates for every field, with boxes."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from activities.reading.layout import Layout
from activities.reading.rules.common import Candidates
from activities.reading.rules.grid import structured_tables
from activities.reading.rules.header import header_candidates
from activities.reading.rules.lines import find_tables, table_items
from activities.reading.rules.net_completion import lines_mended_by_the_net
from activities.reading.rules.parties import party_candidates, party_tables, register_codes_from_vat
from activities.reading.rules.party_blocks import block_candidates, buyer_lines, code_blocks
from activities.reading.rules.receipt import receipt_header, receipt_items
from activities.reading.rules.totals import totals_candidates
from activities.reading.types import LineItem, VatRate
from workflows.contracts import OwnCompany
from workflows.sums import AGGREGATE, close, sum_flags


@dataclass
class RulesResult:
    candidates: Candidates
    line_items: list[LineItem]
    vat_breakdown: list[VatRate]


def extract_rules(
    layout: Layout, *, detailed: bool, receipt: bool = False, own: OwnCompany | None = None
) -> RulesResult:
    tables = find_tables(layout)
    table_lines = {index for table in tables for index in table.line_indexes}
    # item rows known by their numbers alone, where no header named the columns
    structured = [] if receipt else structured_tables(layout, table_lines)
    table_lines |= {index for table in structured for index in table.line_indexes}
    candidates = header_candidates(layout)
    # a table of both parties is read by its columns' headings, not as blocks around its codes
    parties = party_tables(layout)
    blocks = code_blocks(layout, table_lines | {i for t in parties for i in t.line_indexes}, own)
    candidates.extend(party_candidates(layout, table_lines, receipt, buyer_lines(blocks), parties))
    candidates.extend(block_candidates(layout, blocks))
    candidates.extend(register_codes_from_vat(candidates))
    if receipt:
        receipt_header(layout, candidates)
    totals, breakdown = totals_candidates(layout, table_lines)
    candidates.extend(totals)
    items: list[LineItem] = []
    if detailed:
        items = _reconciled(
            [item for table in tables for item in table_items(table)],
            [item for table in structured for item in table_items(table)],
            candidates,
            guessed=any(column.guessed for table in tables for column in table.columns),
        )
        if receipt:
            items = max(items, receipt_items(layout), key=_rows_that_add_up)
        items = _gross_amounts_as_such(items, candidates)
        if any(page.source == "ocr" for page in layout.pages):
            items = lines_mended_by_the_net(items, candidates)
    return RulesResult(candidates, items, breakdown)


def _rows_that_add_up(items: list[LineItem]) -> tuple[int, int]:
    """Named rows whose quantity × price gives their amount, then named rows: how well a reading holds."""
    adding_up = 0
    named = [item for item in items if item.value("prekes_pavadinimas")]
    for item in named:
        quantity, price = item.value("quantity"), item.value("price")
        amount = item.value("total") or item.value("subtotal")
        if isinstance(quantity, Decimal) and isinstance(price, Decimal) and isinstance(amount, Decimal):
            adding_up += close(quantity * price, amount)
    return adding_up, len(named)


def _gross_amounts_as_such(items: list[LineItem], found: Candidates) -> list[LineItem]:
    """A lone amount column ("Gesamt", "Summa") read as the lines' nets whose rows add up to the document's
    gross and not to its net holds the gross amounts: the column is typed by the sum it makes."""
    net, gross = found.best("amount_wo_vat"), found.best("amount_with_vat")
    if not items or net is None or gross is None or net.value == gross.value:
        return items
    if not (isinstance(net.value, Decimal) and isinstance(gross.value, Decimal)):
        return items
    if any("total" in item.fields or "subtotal" not in item.fields for item in items):
        return items
    subtotals = [value for item in items if isinstance(value := item.fields["subtotal"].value, Decimal)]
    if len(subtotals) < len(items):
        return items
    added = sum(subtotals, Decimal(0))
    if abs(added - gross.value) > AGGREGATE or abs(added - net.value) <= AGGREGATE:
        return items
    return [
        LineItem({("total" if name == "subtotal" else name): f for name, f in item.fields.items()})
        for item in items
    ]


def _reconciled(
    by_header: list[LineItem], by_structure: list[LineItem], found: Candidates, guessed: bool = False
) -> list[LineItem]:
    """The rows of the tables found by their headers, those found by structure, or both: those that add
    up to the document's net, and of those the ones with names (a header read wrong leaves the names
    empty while the numbers add up); the headers' first where they are as good, unless a header's name
    column was guessed (a heading no vocabulary holds): then it knows no more than the structure."""
    if not by_structure or not by_header:
        return by_header or by_structure
    net = found.best("amount_wo_vat")
    discount = found.best("invoice_discount_wo_vat")
    values = {
        "amount_wo_vat": net.value if net else None,
        "invoice_discount_wo_vat": discount.value if discount else None,
    }

    def merit(items: list[LineItem]) -> tuple[bool, float]:
        lines = [{name: f.value for name, f in item.fields.items()} for item in items]
        named = sum(bool(item.value("prekes_pavadinimas")) for item in items) / len(items)
        return bool(sum_flags(values, lines)["val_subtotal_match"]), named

    options = (by_header, by_header + by_structure, by_structure)
    if guessed:
        options = options[::-1]
    return max(options, key=merit)  # max keeps the first of equals
