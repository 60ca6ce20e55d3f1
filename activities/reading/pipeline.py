"""read_document: bytes of a PDF, PNG or JPEG in, one Extraction per document found in the file out."""

from __future__ import annotations

import re
import statistics
from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal
from functools import partial
from typing import Literal

from activities.reading.backing import with_backing
from activities.reading.classify import classify, language, till_roll, with_evidence
from activities.reading.closer import CloserLook, LineReader
from activities.reading.einvoice import find_embedded_invoice, parse_einvoice
from activities.reading.layout import Layout
from activities.reading.llm import LlmExtractor
from activities.reading.locate import locate
from activities.reading.ocr import (
    OcrEngine,
    fix_lithuanian_misreads,
    fix_number_misreads,
    fix_quote_misreads,
    fix_town_misreads,
)
from activities.reading.reconcile import reconcile
from activities.reading.render import RenderedFile, render_pages, text_layer_usable
from activities.reading.rules import extract_rules
from activities.reading.split import split_documents
from activities.reading.sums import check_sums
from activities.reading.types import Box, Extraction, Field, LineItem, Page, VatRate, Word
from workflows.contracts import MAX_DOCUMENTS_PER_FILE, OCR_DPI, OwnCompany
from workflows.sums import close

ScanType = Literal["sumiskai", "detaliai"]
_AMOUNT = re.compile(r"\d[.,]\d{2}(?!\d)")
# Pictures on text-layer pages hold small print (a footer, a letterhead): read finer than whole pages.
PICTURE_DPI = 300
# A logo's drawing reads as letters of low confidence; real print in a picture reads above this.
PICTURE_MIN_CONFIDENCE = 0.5
PICTURE_MIN_LINES = 2
PICTURE_MAX_HEIGHT = 1.5


def read_document(
    data: bytes,
    *,
    scan_type: ScanType,
    ocr: OcrEngine | None,
    llm: LlmExtractor | None = None,
    use_einvoice: bool = True,
    max_documents: int = MAX_DOCUMENTS_PER_FILE,
    own: OwnCompany | None = None,
    closer: LineReader | None = None,
) -> list[Extraction]:
    """Read every document in the file. ``own`` is the user's company: on a document that names it by its
    code, it settles which side is the user where no label does.

    Pages without a usable text layer are read by ``ocr``; with ``ocr=None`` they stay empty. An
    ``LlmError`` from ``llm`` propagates so the caller's retry policy decides; call again without ``llm``
    to fall back to the rules. ``closer`` reads a scanned page's totals again, closer, where their sums
    fail (closer.py). A file that seems to hold more than ``max_documents`` documents is read
    as one, and says how many it seemed to hold (``documents_seen``).
    """
    rendered = render_pages(data)
    detailed = scan_type == "detaliai"
    pages = [_readable_page(rendered, page, ocr) for page in rendered.pages]
    if use_einvoice and rendered.kind == "pdf":
        xml = find_embedded_invoice(rendered)
        if xml is not None:
            return [_from_einvoice(parse_einvoice(xml), pages, detailed)]
    look = partial(CloserLook, page_image=rendered.page_png, reader=closer) if closer else None
    groups = split_documents(pages)
    if len(groups) > max_documents:
        return [replace(_read_pages(pages, detailed, llm, own, look), documents_seen=len(groups))]
    return [_read_pages(group, detailed, llm, own, look) for group in groups]


def _readable_page(rendered: RenderedFile, page: Page, ocr: OcrEngine | None) -> Page:
    if ocr is None:
        return page
    if text_layer_usable(page):
        pictures = rendered.pictures.get(page.number, [])
        return replace(page, words=page.words + _picture_words(page, pictures, rendered, ocr))
    return ocr.read(
        partial(rendered.page_png, page.number, dpi=OCR_DPI), page.number, page.width, page.height
    )


def _picture_words(page: Page, pictures: list[Box], rendered: RenderedFile, ocr: OcrEngine) -> list[Word]:
    """The print OCR reads in a text-layer page's pictures, placed where the pictures lie on the page."""
    words = []
    # a logo's lettering stands far taller than the page's print (OCR boxes hold the ink alone, text-layer
    # boxes the whole line, so print of the same size reads smaller in a picture)
    tallest = PICTURE_MAX_HEIGHT * statistics.median(w.box.y1 - w.box.y0 for w in page.words)
    for index, box in enumerate(pictures):
        read = ocr.read(
            partial(rendered.picture_png, box, dpi=PICTURE_DPI),
            box.page,
            box.x1 - box.x0,
            box.y1 - box.y0,
            picture=index,
        )
        printed = [
            w for w in read.words if w.confidence >= PICTURE_MIN_CONFIDENCE and w.box.y1 - w.box.y0 <= tallest
        ]
        read = replace(read, words=printed)
        # a slogan under a logo is a line; print worth reading (an address, a footer) is a block of lines
        if read.turned or len(Layout([read]).lines) < PICTURE_MIN_LINES:
            continue
        words += [
            replace(
                w,
                box=Box(box.page, box.x0 + w.box.x0, box.y0 + w.box.y0, box.x0 + w.box.x1, box.y0 + w.box.y1),
            )
            for w in read.words
        ]
    return words


def _read_pages(
    pages: list[Page],
    detailed: bool,
    llm: LlmExtractor | None,
    own: OwnCompany | None,
    closer_look: Callable[[list[Page]], CloserLook] | None = None,
) -> Extraction:
    pages = [fix_town_misreads(fix_number_misreads(fix_quote_misreads(p))) for p in pages]
    layout = Layout(pages)
    if any(p.source == "ocr" for p in pages) and language(layout) == "lt":
        pages = [fix_lithuanian_misreads(p) for p in pages]
        layout = Layout(pages)
    kind = classify(layout, has_amounts=bool(_AMOUNT.search(layout.text)))
    # a VAT invoice printed by a till has a receipt's layout: no "Seller:" label, lines as "name … amount"
    as_receipt = kind.document_type == "receipt" or (kind.document_type == "invoice" and till_roll(layout))
    rules = extract_rules(layout, detailed=detailed, receipt=as_receipt, own=own)
    llm_result = llm.extract(pages, detailed=detailed) if llm is not None else None
    fields = _with_boxes(reconcile(rules.candidates, llm_result), layout)
    look = closer_look(pages) if closer_look is not None else None
    if look is not None:
        fields = look.totals(fields)
    items = rules.line_items
    if llm_result is not None and len(llm_result.line_items) > len(items):
        items = llm_result.line_items
    if len({item.value("vat_percent") for item in items} - {None}) > 1:
        fields.pop("vat_percent", None)  # lines at several rates: the document has no single percentage
    breakdown = whole_breakdown(
        rules.vat_breakdown or (llm_result.vat_breakdown if llm_result else []), fields, items
    )
    moved = {page.number: page for page in pages if page.moved}
    if look is not None and detailed:
        items = look.lines(fields, items)
    kept = items if detailed else []  # the checks judge what is returned, as the validate step will
    kind = with_evidence(kind, fields)
    extraction = Extraction(
        document_type=kind.document_type,
        type_confidence=kind.confidence,
        unsuitable_reason=kind.reason,
        fields=_as_shown(fields, moved),
        line_items=[LineItem(_as_shown(item.fields, moved)) for item in kept],
        pages=[p.number for p in pages],
        checks=check_sums(fields, kept, breakdown),
        glued_raw_text=layout.text,
        vat_breakdown=breakdown,
    )
    return with_backing(extraction)


def whole_breakdown(
    breakdown: list[VatRate], fields: dict[str, Field], items: list[LineItem]
) -> list[VatRate]:
    """The breakdown, unless a row of it was lost: its taxes miss the document's VAT and the lines are taxed
    at a rate it lacks. Part of a breakdown is no breakdown: the checks then judge the VAT by the lines."""
    vat = fields.get("vat_amount")
    if not breakdown or vat is None or not isinstance(vat.value, Decimal):
        return breakdown
    if close(sum((row.vat or Decimal(0) for row in breakdown), Decimal(0)), vat.value):
        return breakdown
    rates = {row.rate for row in breakdown}
    lines_rates = {rate for item in items if isinstance(rate := item.value("vat_percent"), Decimal)}
    return [] if lines_rates - rates else breakdown


def _as_shown(fields: dict[str, Field], moved: dict[int, Page]) -> dict[str, Field]:
    """Boxes found on a page read turned upright or levelled, moved back to where the preview shows them."""
    return {
        name: replace(found, box=moved[found.box.page].as_shown(found.box))
        if found.box is not None and found.box.page in moved
        else found
        for name, found in fields.items()
    }


def _from_einvoice(extraction: Extraction, pages: list[Page], detailed: bool) -> Extraction:
    layout = Layout(pages)
    fields = _with_boxes(extraction.fields, layout)
    kept = extraction.line_items if detailed else []
    read = replace(
        extraction,
        fields=fields,
        line_items=kept,
        pages=[p.number for p in pages],
        checks=check_sums(fields, kept, extraction.vat_breakdown),
        glued_raw_text=layout.text,
    )
    return with_backing(read)


def _with_boxes(fields: dict[str, Field], layout: Layout) -> dict[str, Field]:
    """Every value gets the box where it is printed, when it can be found."""
    out = {}
    for name, found in fields.items():
        if found.box is None and not isinstance(found.value, bool):
            box = locate(layout, found.value)
            if box is None and isinstance(found.value, Decimal) and found.value < 0:
                box = locate(layout, -found.value)
            found = replace(found, box=box)
        out[name] = found
    return out
