"""`python -m tests.eval --llm URL` against a fake OpenAI-compatible server: the production LLM client,
its prompt with the layout, the reconciliation and the sum checks are what is under test."""

import re
import subprocess
import sys
from decimal import Decimal
from typing import Any

import pytest

from activities.reading.normalize import parse_amount
from tests.eval.__main__ import QUICK_LIMIT, main
from tests.fakes.openai_api import FakeOpenAI
from workflows.fields import HEADER_FIELDS

AMOUNT = re.compile(r"-?\d[\d .,]*[.,]\d\d\b")


def gross_as_vat(body: dict[str, Any]) -> dict[str, object]:
    """A model that reads the largest printed amount (the gross) as the VAT: a value that is on the page,
    so grounded, and wrong, so that only the sums can tell."""
    amounts: list[Decimal] = [
        a
        for m in AMOUNT.finditer(body["messages"][1]["content"])
        if (a := parse_amount(m.group())) is not None
    ]
    return {
        **dict.fromkeys(HEADER_FIELDS),
        "document_type": "invoice",
        "line_items": [],
        "vat_amount": str(max(amounts, key=abs)),
    }


def test_the_unseen_part_is_read_through_the_server_and_the_sums_still_choose_the_vat(
    capsys: pytest.CaptureFixture[str],
) -> None:
    arguments = ["--sources", "generated", "--part", "unseen", "--quick"]
    assert main(arguments) == 0
    without_llm = capsys.readouterr().out
    # a VAT that is printed (so grounded) but breaks net + VAT = gross changes nothing the rules read
    with FakeOpenAI(gross_as_vat) as server:
        server.script.append(("status", 500))  # the first document's request fails
        assert main([*arguments, "--llm", server.base_url]) == 0
    out = capsys.readouterr().out
    documents = QUICK_LIMIT["generated"]
    assert len(server.requests) == documents
    assert {r["model"] for r in server.requests} == {"local"}  # the model the server lists
    prompt = server.requests[1]["messages"][1]["content"]
    assert re.search(r"^y\d{3}: x\d{3} .+ \| x\d{3} ", prompt, re.MULTILINE)  # lines and cells placed
    assert f"| LLM failures (read without it) | 1/{documents} |" in out
    for row in ("| vat_amount |", "| inconsistent sums flagged |", "| consistent sums flagged"):
        assert _row(out, row) == _row(without_llm, row)


def _row(report: str, start: str) -> str:
    [line] = [line for line in report.splitlines() if line.startswith(start)]
    return line


def test_an_llm_run_needs_a_url(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DOKSKENAS_LLM_URL", raising=False)
    with pytest.raises(SystemExit):
        main(["--sources", "generated", "--llm"])


def test_the_llm_evaluation_loads_no_model_library() -> None:
    """An operator runs it from a plain checkout; the model lives behind the server."""
    code = (
        "import sys, tests.eval.__main__; print(sorted({'torch', 'transformers', 'vllm'} & set(sys.modules)))"
    )
    assert (
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
        == "[]\n"
    )
