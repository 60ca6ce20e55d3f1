"""The stack the reliability suites run against: real processes (PostgreSQL of our own, Temporal on its
database file, SeaweedFS, API under uvicorn, worker) on the "proof" profile of api/devstack/stack.py,
beside the test stack, started empty and stopped after the run. The suites stop and restart its parts."""

from __future__ import annotations

import os
import shutil
import signal
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from decimal import Decimal

from api.devstack import stack
from api.ops.seed import SeedUser, seed
from tests.conftest import ApiClient

PROFILE = stack.PROFILES["proof"]
PASSWORD = "Patikra12345"


@dataclass
class ProofStack:
    env: dict[str, str]

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{PROFILE.api_port}"

    @property
    def database_url(self) -> str:
        return self.env["DOKSKENAS_DATABASE_URL"]

    def pid(self, name: str) -> int:
        pid = stack.recorded_pid(PROFILE, name)
        if pid is None:
            raise RuntimeError(f"{name} of the proof stack is not running")
        return pid

    def kill_worker(self) -> None:
        """SIGKILL, as the OOM killer or a lost node ends it; then a new one, as Kubernetes starts."""
        pid = self.pid("worker")
        os.killpg(pid, signal.SIGKILL)  # its whole group: a child would keep the metrics port
        while stack.pid_alive(pid, "") or stack.port_open(PROFILE.worker_metrics_port):
            time.sleep(0.05)
        stack.start_worker(PROFILE, self.env)

    def restart_exited_worker(self) -> bool:
        """Start the worker again if it exited on its own, as Kubernetes restarts a crashed container: a
        worker that starts while S3 is down exits (it checks the bucket before polling)."""
        if stack.recorded_pid(PROFILE, "worker") is not None or stack.port_open(PROFILE.worker_metrics_port):
            return False
        stack.start_worker(PROFILE, self.env)
        return True

    def stop_s3(self) -> None:
        stack.stop_process(PROFILE, "seaweedfs")

    def start_s3(self) -> None:
        stack.start_seaweed(PROFILE)

    def restart_postgres(self) -> None:
        stack.restart_throwaway_cluster(PROFILE)

    def restart_temporal(self) -> None:
        stack.stop_process(PROFILE, "temporal")
        stack.start_temporal(PROFILE)

    async def users(self, count: int, credits: int) -> list[ApiClient]:
        """`count` users with `credits` each and a company, each signed in through the API."""
        seeds = [
            SeedUser(email=f"patikra{n}@example.lt", password=PASSWORD, credits=Decimal(credits))
            for n in range(count)
        ]
        await seed(self.database_url, seeds)
        clients = []
        for user in seeds:
            client = ApiClient(base_url=self.base_url, timeout=120)
            response = await client.post("/api/token/", json={"email": user.email, "password": PASSWORD})
            response.raise_for_status()
            clients.append(client)
        return clients


@contextmanager
def running() -> Iterator[ProofStack]:
    stack.down(PROFILE)
    shutil.rmtree(PROFILE.state_dir, ignore_errors=True)
    try:
        proof = ProofStack(env=stack.up(PROFILE, with_app=True))
        stack.wait_for(lambda: stack.port_open(PROFILE.worker_metrics_port), "worker")
        yield proof
    finally:
        stack.down(PROFILE)
