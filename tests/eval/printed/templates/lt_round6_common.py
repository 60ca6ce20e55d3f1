"""Helpers shared by lt_multipage_parts, lt_it_services_act and lt_mb_simple_invoice: how many printed
lines a table cell's text takes at a column's width (so a page's rows are known before Chromium prints
it), lines split over pages the way an accounting program fills a fixed number of rows on each, a
party's block of labelled lines, and signature lines."""

from __future__ import annotations

import textwrap
from html import escape

from tests.eval.lt_data import Party


def text_lines(text: str, width_mm: float, size_pt: float, em: float = 0.55) -> int:
    """The lines ``text`` wraps to in a column ``width_mm`` wide at ``size_pt`` (a generous average glyph
    advance of ``em``, so the estimate errs on the side of more lines)."""
    per_line = max(8, int(width_mm / (size_pt * 0.3528 * em)))
    return max(1, len(textwrap.wrap(text, per_line)))


def paginate(heights: list[float], first: float, middle: float, last: float) -> list[list[int]]:
    """Line indexes per page: ``first`` mm of rows on the first page, ``middle`` on the next
    ones, ``last`` on the page that also holds the totals. Where the totals do not fit under the last
    page's lines (or all would fit on one page), its last two lines go over to a page of their own, so
    that the table there is never empty."""
    pages: list[list[int]] = [[]]
    room = first
    for i, h in enumerate(heights):
        if h > room and pages[-1]:
            pages.append([])
            room = middle
        pages[-1].append(i)
        room -= h
    if len(pages) == 1 or sum(heights[i] for i in pages[-1]) > last:
        tail = pages[-1][-2:]
        pages[-1] = pages[-1][:-2]
        pages.append(tail)
    return [p for p in pages if p]


def party_lines(
    party: Party,
    *,
    vat: bool = True,
    bank: bool = False,
    labels: tuple[str, str, str] = ("Įmonės kodas", "PVM mokėtojo kodas", "Adresas"),
    colon: str = ":",
) -> list[str]:
    """A Lithuanian company's block: name, code, VAT code (where it has one and ``vat``), address and,
    with ``bank``, its account, each an HTML line."""
    code_label, vat_label, address_label = labels
    lines = [f"<b>{escape(party.name)}</b>", f"{code_label}{colon} {party.code}"]
    if vat and party.vat_code:
        lines.append(f"{vat_label}{colon} {party.vat_code}")
    lines.append(
        f"{address_label}{colon} {escape(party.address)}" if address_label else escape(party.address)
    )
    if bank and party.iban:
        lines.append(f"A. s.{colon} {party.iban}")
        if party.bank:
            lines.append(f"Bankas{colon} {escape(party.bank)}")
    return lines


def signatures(left: tuple[str, str], right: tuple[str, str], cls: str = "sig") -> str:
    """Two signature lines side by side: each a heading over a rule and what is written under it."""
    cells = "".join(
        f'<div><div class="{cls}h">{escape(head)}</div><div class="{cls}l"></div>'
        f'<div class="{cls}u">{escape(under)}</div></div>'
        for head, under in (left, right)
    )
    return f'<div class="{cls}">{cells}</div>'
