"""`python -m tests.eval [--quick] [--corpus PATH] [--sources a,b] [--misses]`: score read_document.

Prints, per source: per-field normalised exact match, SROIE-style micro P/R/F1, straight-through rate,
line-item F1, sum-check flags on deliberately inconsistent documents, and CPU time per page.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from activities.reading.ocr import CpuOcrEngine, OcrEngine
from activities.reading.pipeline import read_document
from activities.reading.types import Extraction
from tests.eval import sources
from tests.eval.scoring import LINE_CELLS, Report, score_header, score_lines

REPO = Path(__file__).resolve().parents[2]
DEFAULT_CORPUS = REPO / ".." / "shared" / "corpus" / "dev"
ALL_SOURCES = ("zugferd", "zugferd-noxml", "invoice2data", "sroie", "generated", "generated-scan")
QUICK_LIMIT = {
    "zugferd": 6,
    "zugferd-noxml": 6,
    "invoice2data": 12,
    "sroie": 6,
    "generated": 14,
    "generated-scan": 7,
}
SEED = 20260521
GENERATED_COUNT = 70
SCAN_COUNT = 35


def cases(name: str, corpus: Path, quick: bool) -> Iterator[sources.Case]:
    limit = QUICK_LIMIT[name] if quick else None
    loaders = {
        "zugferd": lambda: sources.zugferd(corpus, use_xml=True),
        "zugferd-noxml": lambda: sources.zugferd(corpus, use_xml=False),
        "invoice2data": lambda: sources.invoice2data(corpus),
        "sroie": lambda: sources.sroie(corpus),
        "generated": lambda: sources.generated(SEED, limit or GENERATED_COUNT, scans=False),
        "generated-scan": lambda: sources.generated(SEED, limit or SCAN_COUNT, scans=True),
    }
    for index, case in enumerate(loaders[name]()):
        if limit is not None and index >= limit:
            return
        yield case


def predicted_fields(extraction: Extraction) -> dict[str, object]:
    values: dict[str, object] = {name: f.value for name, f in extraction.fields.items()}
    number = values.get("document_number")
    if number is not None:
        values["series_number"] = f"{values.get('document_series') or ''}{number}"
    return values


def predicted_lines(extraction: Extraction) -> list[dict[str, object]]:
    return [{name: f.value for name, f in item.fields.items()} for item in extraction.line_items]


def run_source(name: str, corpus: Path, quick: bool, ocr: OcrEngine) -> Report:
    report = Report(name)
    cpu_per_page: list[float] = []
    for case in cases(name, corpus, quick):
        started = time.process_time()
        extractions = read_document(case.data, scan_type="detaliai", ocr=ocr, use_einvoice=case.use_einvoice)
        elapsed = time.process_time() - started
        extraction = extractions[0]
        pages = sum(len(e.pages) for e in extractions) or 1
        report.documents += 1
        report.pages += pages
        report.cpu_seconds += elapsed
        cpu_per_page.append(elapsed / pages)
        score_header(report, case.name, predicted_fields(extraction), case.truth, case.scored)
        if case.lines:
            score_lines(report, predicted_lines(extraction), case.lines)
        if case.document_type:
            report.type_total += 1
            report.type_correct += extraction.document_type == case.document_type
            if extraction.document_type != case.document_type:
                report.misses.append(
                    f"{case.name}: type {extraction.document_type}, expected {case.document_type}"
                )
        if case.inconsistent is not None:
            flagged = any(value is False for value in extraction.checks.values())
            if case.inconsistent:
                report.flag_tp += flagged
                report.flag_fn += not flagged
            else:
                report.flag_fp += flagged
                report.flag_tn += not flagged
    report.cpu_per_page = cpu_per_page  # type: ignore[attr-defined]
    return report


def print_report(report: Report, misses: bool) -> None:
    print(f"\n## {report.name}: {report.documents} documents, {report.pages} pages")
    print("\n| field | correct / with truth | accuracy | wrong | extra |\n|---|---|---|---|---|")
    for name in sorted(report.fields):
        s = report.fields[name]
        if s.with_truth or s.extra:
            accuracy = f"{100 * s.correct / s.with_truth:.1f} %" if s.with_truth else "–"
            print(f"| {name} | {s.correct} / {s.with_truth} | {accuracy} | {s.wrong} | {s.extra} |")
    precision, recall, f1 = report.micro
    print(
        f"\nheader fields right: {100 * report.header_accuracy:.1f} %; micro P/R/F1 {100 * precision:.1f} / "
        f"{100 * recall:.1f} / {100 * f1:.1f}; straight-through {report.straight_through}/{report.documents} "
        f"({100 * report.straight_through / max(report.documents, 1):.1f} %)"
    )
    if report.anls_count:
        print(f"names ANLS (secondary): {report.anls_sum / report.anls_count:.3f}")
    if report.docs_with_lines:
        cells = ", ".join(
            f"{c} {report.line_cells[c].correct}/{report.line_cells[c].with_truth}"
            for c in LINE_CELLS
            if report.line_cells[c].with_truth
        )
        exact = 100 * report.rows_exact_count / report.docs_with_lines
        print(
            f"line items: cell F1 {100 * report.line_f1:.1f} %; rows {report.rows_predicted} predicted / "
            f"{report.rows_truth} true / {report.rows_matched} matched; exact row count {exact:.0f} % of "
            f"documents; cells: {cells}"
        )
    if report.type_total:
        print(f"document type right: {report.type_correct}/{report.type_total}")
    if report.flag_tp + report.flag_fn:
        print(
            f"sum flags: {report.flag_tp}/{report.flag_tp + report.flag_fn} inconsistent documents flagged; "
            f"{report.flag_fp}/{report.flag_fp + report.flag_tn} consistent documents flagged"
        )
    per_page = sorted(report.cpu_per_page)  # type: ignore[attr-defined]
    if per_page:
        p95 = per_page[min(len(per_page) - 1, int(0.95 * len(per_page)))]
        print(
            f"CPU per page: mean {1000 * report.cpu_seconds / report.pages:.0f} ms, p50 "
            f"{1000 * statistics.median(per_page):.0f} ms, p95 {1000 * p95:.0f} ms"
        )
    if misses:
        for miss in report.misses:
            print("  miss:", miss)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.eval", description=__doc__)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS, help="corpus/dev folder")
    parser.add_argument("--quick", action="store_true", help="a small sample of each source, for CI")
    parser.add_argument(
        "--sources", default=",".join(ALL_SOURCES), help="comma-separated: " + ", ".join(ALL_SOURCES)
    )
    parser.add_argument("--misses", action="store_true", help="list every wrong field")
    args = parser.parse_args(argv)
    chosen = [s.strip() for s in args.sources.split(",") if s.strip()]
    unknown = [s for s in chosen if s not in ALL_SOURCES]
    if unknown:
        parser.error(f"unknown sources: {', '.join(unknown)}")
    corpus_sources = {"zugferd", "zugferd-noxml", "invoice2data", "sroie"}
    if corpus_sources & set(chosen) and not args.corpus.is_dir():
        print(f"corpus folder not found: {args.corpus}", file=sys.stderr)
        return 2
    ocr = CpuOcrEngine()
    print(
        f"# read_document evaluation ({'quick' if args.quick else 'full'}), rules + e-invoice, "
        "CPU OCR (Tesseract, RapidOCR for pages not in Lithuanian)"
    )
    for name in chosen:
        print_report(run_source(name, args.corpus.resolve(), args.quick, ocr), args.misses)
    return 0


if __name__ == "__main__":
    sys.exit(main())
