"""Several invoices in one PDF: a page that opens with a title and a new number starts a new document."""

from __future__ import annotations

import re
from dataclasses import dataclass

from activities.reading.classify import CREDIT_WORDS, INVOICE_WORDS, RECEIPT_WORDS, title_lines
from activities.reading.layout import Layout
from activities.reading.rules.header import header_candidates
from activities.reading.types import Page

_PAGE_OF = re.compile(
    r"(?:puslapis|psl|page|seite|strona|lapa|lehekulg|lk)\.?\s*(\d{1,3})\s*(?:is|of|von|z|no|/)\s*(\d{1,3})"
)


@dataclass(frozen=True)
class PageStart:
    titled: bool
    number: str | None
    page_of: tuple[int, int] | None


def page_start(page: Page) -> PageStart:
    layout = Layout([page])
    title = "\n".join(line.folded for line in title_lines(layout))
    titled = bool(INVOICE_WORDS.search(title) or CREDIT_WORDS.search(title) or RECEIPT_WORDS.search(title))
    best = header_candidates(layout).best("document_number")
    page_of = _PAGE_OF.search(layout.folded)
    return PageStart(
        titled,
        str(best.value) if best and best.confidence >= 0.6 else None,
        (int(page_of.group(1)), int(page_of.group(2))) if page_of else None,
    )


def split_documents(pages: list[Page]) -> list[list[Page]]:
    """Groups of consecutive pages, one per document."""
    groups: list[list[Page]] = []
    number: str | None = None
    for page in pages:
        start = page_start(page)
        new = not groups
        if groups and start.page_of is not None:
            new = start.page_of[0] == 1
        elif groups and start.titled and start.number:
            new = number is not None and start.number != number
        if new:
            groups.append([page])
            number = start.number
        else:
            groups[-1].append(page)
            number = number or start.number
    return groups
