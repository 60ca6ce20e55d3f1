"""Every target's output for every case, pinned byte for byte (through a readable text form).

Regenerate after an intended change with `UPDATE_GOLDEN=1 pytest tests/api/exports/test_export_golden.py`
and review the diff."""

import os
from pathlib import Path

import pytest

from api.exports.mapping import map_documents
from api.exports.targets import TARGETS
from tests.api.exports.cases import CASES, OPTIONS, make_profile
from tests.api.exports.readback import describe

GOLDEN = Path(__file__).parent / "golden"


def rendered(target: str, case: str) -> str:
    batch = map_documents(CASES[case](), make_profile(), options=OPTIONS)
    files = TARGETS[target](batch)
    warnings = "".join(f"! {warning}\n" for warning in batch.warnings)
    return describe(files) + (f"## warnings\n{warnings}" if warnings else "")


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("target", TARGETS)
def test_export_matches_golden_file(target: str, case: str) -> None:
    golden = GOLDEN / target / f"{case}.txt"
    text = rendered(target, case)
    if os.environ.get("UPDATE_GOLDEN"):
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_bytes(text.encode())
    assert text == golden.read_bytes().decode()
