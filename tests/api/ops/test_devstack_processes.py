"""The stack's process bookkeeping (api/devstack/stack.py), which the reliability suites lean on to kill
and restart services."""

import os
import signal
import subprocess
import time
from pathlib import Path

from api.devstack import stack


def cmdline(pid: int) -> bytes:
    return Path(f"/proc/{pid}/cmdline").read_bytes()


def state(pid: int) -> str:
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]


def test_a_killed_child_not_yet_reaped_counts_as_dead():
    child = subprocess.Popen(["sleep", "60"])
    try:
        while b"sleep" not in cmdline(child.pid):  # until the fork has become `sleep`
            time.sleep(0.01)
        assert stack.pid_alive(child.pid, "sleep")
        os.kill(child.pid, signal.SIGKILL)
        # the kernel keeps a zombie until the parent waits: the worker a suite killed is one such
        while state(child.pid) != "Z":
            time.sleep(0.01)
        assert not stack.pid_alive(child.pid, "")
    finally:
        child.kill()
        child.wait()
