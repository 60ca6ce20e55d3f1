"""`python -m tests.bench` (make bench): every bench_*.py module here, each against the running dev
stack (`make dev`); each prints its own numbers."""

import importlib
import pkgutil
import sys
from pathlib import Path


def main() -> int:
    failed = 0
    for module in sorted(m.name for m in pkgutil.iter_modules([str(Path(__file__).parent)])):
        if module.startswith("bench_"):
            print(f"=== {module}", flush=True)
            failed += importlib.import_module(f"tests.bench.{module}").main() not in (None, 0)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
