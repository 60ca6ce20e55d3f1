"""Evaluation cases: corpus documents with their truth mapped to our field names, and generated ones."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pymupdf
from lxml import etree

from activities.reading.einvoice import find_embedded_invoice
from tests.eval.degrade import scanned
from tests.eval.grammar import generate_seeds
from tests.eval.parts import generated_seeds, in_part
from tests.eval.printed import documents as printed_documents
from workflows.contracts import OwnCompany

LINE_KEYS_I2D = {
    "name": "prekes_pavadinimas",
    "qty": "quantity",
    "price_unit": "price",
    "line_tax_percent": "vat_percent",
    "price_subtotal": "row_amount",
}


# Header fields scored wherever the source has truth for them.
COMMON_SCORED = (
    "series_number",
    "invoice_date",
    "due_date",
    "currency",
    "amount_wo_vat",
    "vat_amount",
    "amount_with_vat",
    "vat_percent",
    "seller_name",
    "seller_id",
    "seller_vat_code",
    "seller_address",
    "seller_iban",
    "buyer_name",
    "buyer_id",
    "buyer_vat_code",
    "buyer_address",
)


@dataclass
class Case:
    source: str
    name: str
    data: bytes
    truth: dict[str, object]
    scored: tuple[str, ...]
    lines: list[dict[str, object]] | None = None
    use_einvoice: bool = True
    inconsistent: bool | None = None
    document_type: str | None = None
    # The uploading user's company from their profile (generated documents: one side of each document).
    own: OwnCompany | None = None
    # Scored fields whose truth contradicts the document itself: left out of every figure, and counted.
    truth_conflicts: frozenset[str] = frozenset()


def _part_files(files: Iterator[Path], part: str) -> list[Path]:
    """The files of one part of the split (tests/eval/parts.py), sorted by name."""
    by_stem = {f.stem: f for f in files}
    return [by_stem[stem] for stem in in_part(sorted(by_stem), part)]


def zugferd(corpus: Path, part: str, *, use_xml: bool) -> Iterator[Case]:
    folder = corpus / "zugferd-corpus"
    scored = (*COMMON_SCORED, "seller_country_iso", "buyer_country_iso")
    for pdf in _part_files((folder / "FX").glob("*.pdf"), part):
        t = json.loads((folder / "CII" / f"{pdf.stem}.truth.json").read_text())
        rates = t["vat_percent"] if isinstance(t["vat_percent"], list) else [t["vat_percent"]]
        truth: dict[str, object] = {
            "series_number": t["invoice_number"],
            "invoice_date": t["invoice_date"],
            "due_date": t["due_date"],
            "currency": t["currency"],
            "amount_wo_vat": t["amount_without_vat"],
            "vat_amount": t["vat_amount"],
            "amount_with_vat": t["amount_with_vat"],
            "vat_percent": rates[0] if len(set(rates)) == 1 else None,
        }
        for role in ("seller", "buyer"):
            party = t[role]
            truth.update(
                {
                    f"{role}_name": party["name"],
                    f"{role}_id": party["company_code"],
                    f"{role}_vat_code": party["vat_code"],
                    f"{role}_address": party["address"],
                    f"{role}_country_iso": party["country"],
                }
            )
        truth["seller_iban"] = t["seller"]["iban"]
        lines = [
            {
                "prekes_pavadinimas": i["name"],
                "prekes_kodas": i["code"],
                "quantity": i["quantity"],
                "price": i["price_net"],
                "vat_percent": i["vat_percent"],
                "subtotal": i["total_net"],
            }
            for i in t["line_items"]
        ]
        data = pdf.read_bytes()
        yield Case(
            "zugferd" if use_xml else "zugferd-noxml",
            pdf.stem,
            data,
            truth,
            scored,
            [{k: v for k, v in line.items() if v is not None} for line in lines],
            use_einvoice=use_xml,
            truth_conflicts=truth_conflicts(data, (folder / "CII" / f"{pdf.stem}.cii.xml").read_bytes()),
        )


# Where a CII invoice keeps the header values its truth file flattens.
_CII_VALUES = {
    "series_number": "rsm:ExchangedDocument/ram:ID",
    "invoice_date": "rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString",
    "due_date": ".//ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString",
    "amount_wo_vat": ".//ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxBasisTotalAmount",
    "vat_amount": ".//ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxTotalAmount",
    "amount_with_vat": ".//ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:GrandTotalAmount",
    "seller_name": ".//ram:SellerTradeParty/ram:Name",
    "buyer_name": ".//ram:BuyerTradeParty/ram:Name",
}
_CII = {
    "rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
    "ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
    "udt": "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
}


def truth_conflicts(pdf: bytes, truth_xml: bytes) -> frozenset[str]:
    """The header fields where the XML the truth file was made from differs from the XML the PDF embeds
    and prints: the corpus's XRECHNUNG PDFs carry a 2018 version of their invoice, their truth a 2024 one.
    Found by comparing the two XMLs, never by reading the document."""
    embedded = find_embedded_invoice(pdf)
    if embedded is None:
        return frozenset()
    printed, truth = (
        etree.fromstring(xml, etree.XMLParser(resolve_entities=False)) for xml in (embedded, truth_xml)
    )
    return frozenset(
        name
        for name, path in _CII_VALUES.items()
        if [e.text for e in printed.findall(path, _CII)] != [e.text for e in truth.findall(path, _CII)]
    )


def invoice2data(corpus: Path, part: str) -> Iterator[Case]:
    folder = corpus / "invoice2data"
    mapping = {
        "issuer": "seller_name",
        "date": "invoice_date",
        "invoice_number": "series_number",
        "amount": "amount_with_vat",
        "amount_untaxed": "amount_wo_vat",
        "amount_tax": "vat_amount",
        "currency": "currency",
        "vat": "seller_vat_code",
        "iban": "seller_iban",
        "date_due": "due_date",
        "country_code": "seller_country_iso",
        "partner_coc": "seller_id",
        "siren": "seller_id",
    }
    for truth_file in _part_files(folder.glob("*.json"), part):
        [t] = json.loads(truth_file.read_text())
        pdf = folder / f"{truth_file.stem}.pdf"
        text = folder / f"{truth_file.stem}.txt"
        data = pdf.read_bytes() if pdf.exists() else _text_pdf(text.read_text())
        truth = {ours: t[theirs] for theirs, ours in mapping.items() if theirs in t}
        lines = [
            {LINE_KEYS_I2D[k]: v for k, v in line.items() if k in LINE_KEYS_I2D}
            for line in t.get("lines", [])
            if "name" in line
        ]
        yield Case("invoice2data", truth_file.stem, data, truth, tuple(truth), lines or None)


def _text_pdf(text: str) -> bytes:
    """A text-only invoice printed in a monospace font, so it can be read like the others."""
    doc = pymupdf.open()
    lines = text.splitlines()
    width = max(len(line) for line in lines) * 4.3 + 60
    page = doc.new_page(width=max(595, width), height=842)
    page.insert_font(fontname="mono", fontfile="/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
    for i, line in enumerate(lines):
        page.insert_text((30, 40 + i * 10), line, fontname="mono", fontsize=7)
    data = doc.tobytes()
    doc.close()
    return data


def sroie(corpus: Path, part: str) -> Iterator[Case]:
    folder = corpus / "sroie"
    for image in _part_files(folder.glob("*.jpg"), part):
        t = json.loads((folder / f"{image.stem}.json").read_text())
        truth = {
            "seller_name": t["company"],
            "invoice_date": t["date"],
            "seller_address": t["address"],
            "amount_with_vat": t["total"],
        }
        yield Case("sroie", image.stem, image.read_bytes(), truth, tuple(truth))


GENERATED_SCORED = (*COMMON_SCORED, "document_series", "document_number", "invoice_discount_wo_vat")


# The account in the profile of a user whose purchase is read: printed on none of the generated documents.
USERS_OWN_ACCOUNT = "LT601010012345678901"


def own_company(truth: dict[str, object], seed: int) -> OwnCompany:
    """The uploader: the buyer of two documents in three (purchases, the usual upload), the seller of the
    third (a sales invoice, whose printed account is the user's own)."""
    if seed % 3 == 0:
        iban = truth.get("seller_iban")
        return OwnCompany(_text(truth.get("seller_id")), _text(truth.get("seller_vat_code")), _text(iban))
    return OwnCompany(_text(truth.get("buyer_id")), _text(truth.get("buyer_vat_code")), USERS_OWN_ACCOUNT)


def _text(value: object) -> str | None:
    return str(value) if value else None


def _drawn_case(
    source: str, name: str, data: bytes, truth: dict[str, object], own: OwnCompany | None
) -> Case:
    """A drawn document's case: its truth in the eval's fields, scored on what it prints (a receipt has
    no buyer), an extra buyer or account read counted against it."""
    truth = dict(truth)
    if "document_number" in truth:
        truth["series_number"] = f"{truth.get('document_series', '')}{truth['document_number']}"
    scored = tuple(f for f in GENERATED_SCORED if f in truth or f.startswith(("buyer_", "seller_iban")))
    if truth["document_type"] == "receipt":
        scored = tuple(f for f in scored if not f.startswith("buyer_") and f not in ("due_date",))
    lines = truth.pop("line_items")
    return Case(
        source,
        name,
        data,
        truth,
        scored,
        lines,  # type: ignore[arg-type]
        inconsistent=bool(truth.get("inconsistent")),
        document_type=str(truth["document_type"]),
        own=own,
    )


def generated(part: str, *, scans: bool) -> Iterator[Case]:
    for seed in generated_seeds(part, scans=scans):
        [document] = generate_seeds([seed])
        case = _drawn_case("generated", document.name, document.pdf, document.truth, None)
        case.own = own_company(case.truth, seed)
        if not scans:
            yield case
            continue
        variant, case.data = scanned(document.pdf, seed)
        case.source = "generated-scan"
        case.name = f"{document.name}-{variant}"
        yield case


def printed(part: str, *, scans: bool, limit: int | None = None) -> Iterator[Case]:
    """The browser-printed documents (tests/eval/printed), split by template."""
    source = "printed-scan" if scans else "printed"
    for document in printed_documents(part, scans=scans, limit=limit):
        own = _printed_own(document.truth, document.seed)
        yield _drawn_case(source, document.name, document.pdf, document.truth, own)


def _printed_own(truth: dict[str, object], seed: int) -> OwnCompany | None:
    """The uploader of a printed document: the buyer of a purchase (two documents in three, and every
    foreign supplier's), else the seller of a sales invoice."""
    foreign = truth.get("seller_country_iso") not in (None, "LT")
    if "buyer_name" in truth and (foreign or seed % 3):
        return OwnCompany(_text(truth.get("buyer_id")), _text(truth.get("buyer_vat_code")), None)
    if foreign:
        return None
    return own_company(truth, 0)
