"""Export speed: 1 000 documents of 20 lines to every target (aim: at most 2 s each).

Run: python -m tests.bench.bench_exports — prints wall-clock and CPU seconds per target (mapping
included); on a busy machine the CPU time is the fairer figure. A benchmark, not a test."""

import time

from api.exports.files import build
from api.exports.targets import TARGETS
from tests.api.exports.cases import OPTIONS, bench_documents, make_profile

DOCUMENTS = 1000
LINES = 20
TARGET_SECONDS = 2.0


def main() -> None:
    documents = bench_documents(DOCUMENTS, LINES)
    profile = make_profile()
    print(f"export of {DOCUMENTS} documents × {LINES} lines (target ≤ {TARGET_SECONDS:.0f} s per target)")
    print(f"{'target':<11} {'wall':>7} {'cpu':>7} {'size':>8}")
    for target, render in TARGETS.items():
        started, cpu_started = time.perf_counter(), time.process_time()
        files, _ = build(render, documents, profile, options=OPTIONS)
        seconds, cpu = time.perf_counter() - started, time.process_time() - cpu_started
        size = sum(len(file.content) for file in files)
        verdict = "ok" if seconds <= TARGET_SECONDS else "SLOW"
        print(f"{target:<11} {seconds:6.2f}s {cpu:6.2f}s {size / 1e6:6.1f}MB  {verdict}")


if __name__ == "__main__":
    main()
