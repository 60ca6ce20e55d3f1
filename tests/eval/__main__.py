"""`python -m tests.eval [--part tuning|unseen|both] [--quick] [--corpus PATH] [--sources a,b] [--misses]
[--no-profile] [--list]`: score read_document on the tuning and the unseen part of every source
(tests/eval/parts.py).

Prints, per source and part: per-field normalised exact match, SROIE-style micro P/R/F1, straight-through
rate, line-item F1, sum-check flags on deliberately inconsistent documents, and CPU time per page.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import httpx

from activities.extract import line_reader
from activities.reading.llm import LlmError, LlmExtractor
from activities.reading.ocr import OcrEngine
from activities.reading.ocr_cpu import CpuOcrEngine
from activities.reading.pipeline import read_document
from activities.reading.types import Extraction
from tests.eval import sources
from tests.eval.parts import PARTS, PRINTED_SCANS, PRINTED_SEEDS, PRINTED_TEMPLATES, generated_seeds, in_part
from tests.eval.scoring import LINE_CELLS, Report, score_header, score_lines

REPO = Path(__file__).resolve().parents[2]
DEFAULT_CORPUS = REPO / ".." / "shared" / "corpus" / "dev"
ALL_SOURCES = (
    "zugferd",
    "zugferd-noxml",
    "invoice2data",
    "sroie",
    "generated",
    "generated-scan",
    "printed",
    "printed-scan",
)
LLM_TIMEOUT = 120.0  # seconds a document may take on the server: a long page on a busy GPU
QUICK_LIMIT = {  # per part
    "zugferd": 3,
    "zugferd-noxml": 3,
    "invoice2data": 6,
    "sroie": 3,
    "generated": 7,
    "generated-scan": 4,
    "printed": 6,
    "printed-scan": 3,
}


def cases(name: str, corpus: Path, part: str, quick: bool) -> Iterator[sources.Case]:
    limit = QUICK_LIMIT[name] if quick else None
    loaders = {
        "zugferd": lambda: sources.zugferd(corpus, part, use_xml=True),
        "zugferd-noxml": lambda: sources.zugferd(corpus, part, use_xml=False),
        "invoice2data": lambda: sources.invoice2data(corpus, part),
        "sroie": lambda: sources.sroie(corpus, part),
        "generated": lambda: sources.generated(part, scans=False),
        "generated-scan": lambda: sources.generated(part, scans=True),
        "printed": lambda: sources.printed(part, scans=False, limit=limit),
        "printed-scan": lambda: sources.printed(part, scans=True, limit=limit),
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


def confident_fields(extraction: Extraction) -> frozenset[str]:
    """The fields not marked for review (backed by the XML, a sum check or a checksum); the scored
    `series_number` joins series and number, so it is confident when both parts are."""
    names = {name for name, f in extraction.fields.items() if not f.review}
    if "document_number" in names and (
        "document_series" in names or "document_series" not in extraction.fields
    ):
        names.add("series_number")
    return frozenset(names)


def predicted_lines(extraction: Extraction) -> list[dict[str, object]]:
    return [{name: f.value for name, f in item.fields.items()} for item in extraction.line_items]


def read(
    case: sources.Case, ocr: OcrEngine, llm: LlmExtractor | None, report: Report, profile: bool = True
) -> list[Extraction]:
    """As the extract step does: with the uploader's company (unless ``profile`` is off), an LLM failure
    counted and the document read without the LLM (what the step's retry policy ends in)."""
    report.llm_requests += llm is not None
    reading = partial(
        read_document,
        case.data,
        scan_type="detaliai",
        ocr=ocr,
        use_einvoice=case.use_einvoice,
        own=case.own if profile else None,
        closer=line_reader(),
    )
    try:
        return reading(llm=llm)
    except LlmError as error:
        report.llm_failures += 1
        report.misses.append(f"{case.name}: LLM failed ({error}); read without it")
        return reading()


def run_source(
    name: str,
    corpus: Path,
    part: str,
    quick: bool,
    ocr: OcrEngine,
    llm: LlmExtractor | None = None,
    profile: bool = True,
) -> Report:
    report = Report(name)
    wall_started = time.perf_counter()
    for case in cases(name, corpus, part, quick):
        started = time.process_time()
        extractions = read(case, ocr, llm, report, profile)
        elapsed = time.process_time() - started
        extraction = extractions[0]
        pages = sum(len(e.pages) for e in extractions) or 1
        report.documents += 1
        report.pages += pages
        report.cpu_seconds += elapsed
        report.cpu_per_page.append(elapsed / pages)
        score_header(
            report,
            case.name,
            predicted_fields(extraction),
            case.truth,
            tuple(name for name in case.scored if name not in case.truth_conflicts),
            confident_fields(extraction),
        )
        report.truth_conflicts += len(case.truth_conflicts)
        report.misses += [
            f"{case.name}: {name} not scored: its truth contradicts the XML the PDF carries"
            for name in sorted(case.truth_conflicts)
        ]
        if extraction.document_type == "unsuitable":
            report.rejected += 1
            report.misses.append(f"{case.name}: rejected as unsuitable ({extraction.unsuitable_reason})")
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
                if not flagged:
                    report.misses.append(f"{case.name}: inconsistent sums not flagged")
            else:
                report.flag_fp += flagged
                report.flag_tn += not flagged
                if flagged:
                    failed = sorted(check for check, value in extraction.checks.items() if value is False)
                    report.misses.append(f"{case.name}: consistent sums flagged ({', '.join(failed)})")
    report.wall_seconds = time.perf_counter() - wall_started
    return report


def _percent(value: float) -> str:
    return f"{100 * value:.1f} %"


def _fraction(part: int, whole: int) -> str:
    return f"{part}/{whole} ({_percent(part / whole)})" if whole else "–"


def summary(report: Report) -> dict[str, str]:
    """The figures one column of a source's table shows; "–" where the part has nothing to score."""
    precision, recall, f1 = report.micro
    per_page = sorted(report.cpu_per_page)
    p95 = per_page[min(len(per_page) - 1, int(0.95 * len(per_page)))] if per_page else 0.0
    none = "–"
    return {
        "documents / pages": f"{report.documents} / {report.pages}",
        "header fields right": _percent(report.header_accuracy) if report.documents else none,
        "micro P / R / F1": f"{100 * precision:.1f} / {100 * recall:.1f} / {100 * f1:.1f}"
        if report.documents
        else none,
        "straight-through": f"{report.straight_through}/{report.documents}",
        "line-item cell F1": _percent(report.line_f1) if report.docs_with_lines else none,
        "line names right": _fraction(
            report.line_cells["prekes_pavadinimas"].correct,
            report.line_cells["prekes_pavadinimas"].with_truth,
        ),
        "rejected as unsuitable": f"{report.rejected}/{report.documents}",
        "confident but wrong": _fraction(report.confident_wrong, report.confident),
        "document type right": f"{report.type_correct}/{report.type_total}" if report.type_total else none,
        "inconsistent sums flagged": f"{report.flag_tp}/{report.flag_tp + report.flag_fn}"
        if report.flag_tp + report.flag_fn
        else none,
        "consistent sums flagged (false alarms)": f"{report.flag_fp}/{report.flag_fp + report.flag_tn}"
        if report.flag_fp + report.flag_tn
        else none,
        "CPU per page (mean / p50 / p95)": f"{1000 * report.cpu_seconds / max(report.pages, 1):.0f} / "
        f"{1000 * statistics.median(per_page):.0f} / {1000 * p95:.0f} ms"
        if per_page
        else none,
        "truth contradicting the document (not scored)": str(report.truth_conflicts),
        "wall time": f"{report.wall_seconds:.1f} s",
        "LLM failures (read without it)": f"{report.llm_failures}/{report.llm_requests}"
        if report.llm_requests
        else none,
    }


def print_source(name: str, reports: dict[str, Report]) -> None:
    columns = {part: summary(report) for part, report in reports.items()}
    print(f"\n## {name}\n\n| | {' | '.join(columns)} |\n|---|{'---|' * len(columns)}")
    for label in next(iter(columns.values())):
        print(f"| {label} | {' | '.join(column[label] for column in columns.values())} |")


def print_overview(everything: dict[str, dict[str, Report]]) -> None:
    """One line per source and part: the figures the README and docs/accuracy.md quote."""
    heads = ["source", "part", "header fields", "micro-F1", "line-item F1", "inconsistent flagged"]
    heads += ["false alarms", "confident but wrong", "rejected", "CPU ms/page"]
    print(f"\n## Overview\n\n| {' | '.join(heads)} |\n|{'---|' * len(heads)}")
    for name, reports in everything.items():
        for part, report in reports.items():
            column = summary(report)
            cells = [name, part, column["header fields right"], f"{100 * report.micro[2]:.1f}"]
            cells += [column[k] for k in ("line-item cell F1", "inconsistent sums flagged")]
            cells += [column[k] for k in ("consistent sums flagged (false alarms)", "confident but wrong")]
            cells += [
                column["rejected as unsuitable"],
                f"{1000 * report.cpu_seconds / max(report.pages, 1):.0f}",
            ]
            print(f"| {' | '.join(cells)} |")


def print_details(part: str, report: Report, misses: bool) -> None:
    print(f"\n### {report.name}, {part} part: per field\n")
    print("| field | correct / with truth | accuracy | wrong | extra |\n|---|---|---|---|---|")
    for name in sorted(report.fields):
        s = report.fields[name]
        if s.with_truth or s.extra:
            accuracy = _percent(s.correct / s.with_truth) if s.with_truth else "–"
            print(f"| {name} | {s.correct} / {s.with_truth} | {accuracy} | {s.wrong} | {s.extra} |")
    if report.anls_count:
        print(f"\nnames ANLS (secondary): {report.anls_sum / report.anls_count:.3f}")
    if report.docs_with_lines:
        cells = ", ".join(
            f"{c} {report.line_cells[c].correct}/{report.line_cells[c].with_truth}"
            for c in LINE_CELLS
            if report.line_cells[c].with_truth
        )
        exact = 100 * report.rows_exact_count / report.docs_with_lines
        print(
            f"line items: rows {report.rows_predicted} predicted / {report.rows_truth} true / "
            f"{report.rows_matched} matched; exact row count {exact:.0f} % of documents; cells: {cells}"
        )
    if misses:
        for miss in report.misses:
            print("  miss:", miss)


def list_parts(corpus: Path) -> None:
    """Every file and seed range of each part, so the split can be checked and quoted."""
    folders = {
        "zugferd": ("zugferd-corpus/FX", "pdf"),
        "invoice2data": ("invoice2data", "json"),
        "sroie": ("sroie", "jpg"),
    }
    for source, (folder, ext) in folders.items():
        stems = sorted(p.stem for p in (corpus / folder).glob(f"*.{ext}"))
        for part in PARTS:
            print(f"{source} {part} ({len(in_part(stems, part))}): {' '.join(in_part(stems, part))}")
    for part in PARTS:
        seeds, scans = generated_seeds(part, scans=False), generated_seeds(part, scans=True)
        print(
            f"generated {part}: seeds {seeds.start}–{seeds.stop - 1}; "
            f"generated-scan {part}: seeds {scans.start}–{scans.stop - 1}"
        )
        templates = PRINTED_TEMPLATES[part]
        print(
            f"printed {part} ({len(templates)} templates, {PRINTED_SEEDS} documents each, the first "
            f"{PRINTED_SCANS} of them scanned): {' '.join(templates)}"
        )


def served_model(base_url: str) -> str:
    """The first model an OpenAI-compatible server lists (vLLM serves one, under its --served-model-name)."""
    response = httpx.get(base_url.rstrip("/") + "/v1/models", timeout=LLM_TIMEOUT)
    response.raise_for_status()
    return str(response.json()["data"][0]["id"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.eval", description=__doc__)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS, help="corpus/dev folder")
    parser.add_argument("--quick", action="store_true", help="a small sample of each source, for CI")
    parser.add_argument(
        "--sources", default=",".join(ALL_SOURCES), help="comma-separated: " + ", ".join(ALL_SOURCES)
    )
    parser.add_argument(
        "--part", choices=(*PARTS, "both"), default="both", help="tuning for rule work; unseen is only scored"
    )
    parser.add_argument("--misses", action="store_true", help="list every wrong field")
    parser.add_argument(
        "--llm",
        nargs="?",
        const=os.environ.get("DOKSKENAS_LLM_URL", ""),
        metavar="URL",
        help="read with an OpenAI-compatible server too (default URL: $DOKSKENAS_LLM_URL)",
    )
    parser.add_argument(
        "--llm-model",
        default=os.environ.get("DOKSKENAS_LLM_MODEL"),
        help="model name (default: $DOKSKENAS_LLM_MODEL, else the server's first model)",
    )
    parser.add_argument(
        "--no-profile",
        action="store_true",
        help="read without the uploader's company (generated documents carry one), to measure what it adds",
    )
    parser.add_argument("--list", action="store_true", help="print the files and seeds of each part and stop")
    args = parser.parse_args(argv)
    chosen = [s.strip() for s in args.sources.split(",") if s.strip()]
    unknown = [s for s in chosen if s not in ALL_SOURCES]
    if unknown:
        parser.error(f"unknown sources: {', '.join(unknown)}")
    corpus_sources = {"zugferd", "zugferd-noxml", "invoice2data", "sroie"}
    if (args.list or corpus_sources & set(chosen)) and not args.corpus.is_dir():
        print(f"corpus folder not found: {args.corpus}", file=sys.stderr)
        return 2
    if args.list:
        list_parts(args.corpus.resolve())
        return 0
    if args.llm == "":
        parser.error("--llm needs a URL or DOKSKENAS_LLM_URL")
    parts = PARTS if args.part == "both" else (args.part,)
    ocr = CpuOcrEngine()
    llm = None
    if args.llm:
        model = args.llm_model or served_model(args.llm)
        llm = LlmExtractor(args.llm, model, timeout=LLM_TIMEOUT)
    print(
        f"# read_document evaluation ({'quick' if args.quick else 'full'}; parts: {', '.join(parts)}), "
        "rules + e-invoice, CPU OCR (Tesseract, a foreign supplier's page also with its language's model; "
        "RapidOCR for other pages not in Lithuanian)"
        + (f", LLM {llm.model} at {llm.base_url}" if llm else "")
        + (", without the uploader's company" if args.no_profile else "")
    )
    wall_started, cpu_started = time.perf_counter(), time.process_time()
    everything = {}
    for name in chosen:
        reports = {
            part: run_source(name, args.corpus.resolve(), part, args.quick, ocr, llm, not args.no_profile)
            for part in parts
        }
        print_source(name, reports)
        for part, report in reports.items():
            print_details(part, report, args.misses)
        everything[name] = reports
    print_overview(everything)
    wall, cpu = time.perf_counter() - wall_started, time.process_time() - cpu_started
    print(f"\nwall time {wall:.0f} s, CPU {cpu:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
