"""`make test`: every suite, on real services started for this run and stopped afterwards.

Steps run in order and each runs even if an earlier one failed; the run fails if any step failed or
if a suite executed no test. Each runner's own summary line is printed as it finishes."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from api.devstack import stack

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
ARTIFACTS = ROOT / "test-artifacts"
# Runners colour their summaries even into a pipe; the counts are read from the plain text.
ANSI_ESCAPE = re.compile(r"\x1b\[[0-9;]*m")


@dataclass
class Step:
    name: str
    command: list[str]
    cwd: Path = ROOT
    # A pattern whose first group is the number of tests the runner executed; 0 fails the step.
    count_pattern: str | None = None


def run(step: Step, env: dict[str, str]) -> tuple[bool, str]:
    started = time.monotonic()
    print(f"\n=== {step.name}: {' '.join(step.command)}", flush=True)
    process = subprocess.run(
        step.command, cwd=step.cwd, env=env, text=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    output = ANSI_ESCAPE.sub("", process.stdout)
    print(output[-20000:], flush=True)
    ok = process.returncode == 0
    note = f"exit {process.returncode}"
    if step.count_pattern:
        counts = [int(n) for n in re.findall(step.count_pattern, output)]
        executed = sum(counts)
        note += f", {executed} tests"
        if executed == 0:
            ok = False
            note += " (no test ran: that is a failure)"
    return ok, f"{step.name}: {'ok' if ok else 'FAILED'} ({note}, {time.monotonic() - started:.0f} s)"


def main() -> int:
    ARTIFACTS.mkdir(exist_ok=True)
    profile = stack.PROFILES["test"]
    results: list[tuple[bool, str]] = []
    py = str(ROOT / ".venv" / "bin" / "python")
    # The web app is built before the stack starts: the API serves web/dist.
    before_stack = [
        Step("lint", ["make", "--no-print-directory", "lint"]),
        Step("web typecheck", ["npm", "run", "--silent", "typecheck"], cwd=WEB),
        Step(
            "web unit tests",
            ["npm", "run", "--silent", "test"],
            cwd=WEB,
            count_pattern=r"Tests\s+(\d+) passed",
        ),
        Step("web build", ["npm", "run", "--silent", "build"], cwd=WEB),
    ]
    results = [run(step, dict(os.environ)) for step in before_stack]
    try:
        host, port = stack.pg_address(profile)
        stack.drop_database(host, port, profile.database)
        try:
            env = {**os.environ, **stack.up(profile, with_app=True)}
        except SystemExit as exc:
            results.append((False, f"test stack: FAILED to start ({exc})"))
            raise
        env.update(
            {
                "E2E_BASE_URL": f"http://127.0.0.1:{profile.api_port}",
                # The mail catcher's inbox, where the password-reset test reads its link.
                "E2E_MAIL_URL": stack.mail_web_url(profile),
                "CHROMIUM_PATH": env.get("CHROMIUM_PATH", "/usr/bin/chromium"),
                "PYTHONUNBUFFERED": "1",
                "CI": env.get("CI", "true"),
            }
        )
        steps = [
            Step(
                "python tests",
                [py, "-m", "pytest", "-q", "-p", "no:randomly", f"--junitxml={ARTIFACTS}/pytest.xml"],
                count_pattern=r"(\d+) passed",
            ),
            Step(
                "browser end-to-end",
                ["npm", "run", "--silent", "e2e"],
                cwd=WEB,
                count_pattern=r"(\d+) passed",
            ),
        ]
        results += [run(step, env) for step in steps]
    except SystemExit:
        pass
    finally:
        stack.down(profile)
    print("\n=== summary")
    for _, line in results:
        print(line)
    ok = bool(results) and all(passed for passed, _ in results)
    print("make test:", "passed" if ok else "FAILED")
    sys.stdout.flush()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
