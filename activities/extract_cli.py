"""`dokskenas extract [--scan-type sumiskai|detaliai] FILE...`: the pipeline's reading in this process,
without a server or a database. One JSON object per document found, one per line:
{"file", "status": "completed"|"rejected", "error_message", "document": {spec field names, "line_items"}}.
OCR (Tesseract; RapidOCR for pages not in Lithuanian) reads pages without a text layer; the LLM joins in
when DOKSKENAS_LLM_BASE_URL is set."""

import argparse
import json
import sys
from pathlib import Path


def register(subparsers: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    command = subparsers.add_parser("extract", help="read invoices and print their data as JSON lines")
    command.add_argument("--scan-type", choices=("sumiskai", "detaliai"), default="detaliai")
    command.add_argument("files", nargs="+", type=Path, metavar="FILE")
    command.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    # Imported here: the other commands should not pay for loading the reading engine.
    from activities.extract import llm_extractor, read_file
    from activities.reading.ocr_cpu import CpuOcrEngine
    from api.core.config import Settings

    # Only the LLM settings matter here; no secrets are needed to read files.
    ocr, llm = CpuOcrEngine(), llm_extractor(Settings(env="development"))
    failed = False
    for path in args.files:
        try:
            data = path.read_bytes()
        except OSError as error:
            print(f"{path}: {error.strerror}", file=sys.stderr)
            failed = True
            continue
        for result in read_file(str(path), data, args.scan_type, ocr, llm):
            print(json.dumps(result, ensure_ascii=False))
    return 1 if failed else 0
