"""`make chaos`: uploads while the stack is hurt, then the books are checked.

Users upload invoices (text PDFs, a scan in every ten, an exact copy in every ten) while the worker is
SIGKILLed at random moments, the S3 server is stopped for 10 s, PostgreSQL is restarted and Temporal is
restarted on its database. A request that meets a fault is sent again, as a user would. Afterwards:
every document final, none charged twice (copies rejected free), none charged when rejected, every
stored original byte for byte what was sent, every user's ledger balanced with no reservation open.

    python -m tests.reliability.chaos [--uploads 100] [--fast]

`make test` runs the fast plan (10 uploads, one worker kill, one S3 stop) from test_chaos.py."""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from decimal import Decimal

import httpx
from minio import Minio
from sqlalchemy import func, select

from api.core.db import make_engine, make_sessionmaker
from api.core.storage import original_key
from api.devstack import stack
from api.models import CreditEntry, CreditKind, Document, User
from tests.conftest import ApiClient
from tests.data.invoices import Invoice, invoice_pdf, scanned_pdf
from tests.reliability.proof_stack import PROFILE, ProofStack, running

FINAL = {"completed", "rejected"}
S3_OUTAGE_SECONDS = 10


@dataclass(frozen=True)
class Fault:
    at: float  # seconds after the first upload
    name: str


@dataclass
class Plan:
    uploads: int
    faults: list[Fault]
    users: int = 5
    # seconds between two uploads of one user: spreads the uploads over the faults
    pace: float = 1.0


def full_plan(uploads: int, seed: int = 14) -> Plan:
    """Worker kills at random moments over the upload window, one of each other fault between them."""
    window = uploads * 0.9
    rng = random.Random(seed)
    kills = [Fault(round(rng.uniform(2, window), 1), "kill worker") for _ in range(4)]
    others = [
        Fault(round(window * 0.2, 1), "stop S3"),
        Fault(round(window * 0.45, 1), "restart PostgreSQL"),
        Fault(round(window * 0.7, 1), "restart Temporal"),
    ]
    return Plan(uploads=uploads, faults=sorted(kills + others, key=lambda f: f.at), pace=4.0)


def fast_plan() -> Plan:
    return Plan(uploads=10, faults=[Fault(3, "kill worker"), Fault(6, "stop S3")], users=2, pace=1.0)


@dataclass
class Upload:
    user: int
    name: str
    data: bytes


def corpus(plan: Plan) -> list[Upload]:
    """Distinct invoices, a scan in every ten (OCR), an exact copy of the one before in every ten."""
    uploads: list[Upload] = []
    for n in range(plan.uploads):
        user = n % plan.users
        earlier = [u for u in uploads if u.user == user]
        pdf = invoice_pdf(Invoice(number=f"CH-{n:04d}"))
        if n % 10 == 9 and earlier:
            uploads.append(Upload(user, f"kopija-{n}.pdf", earlier[-1].data))
        elif n % 10 == 4:
            uploads.append(Upload(user, f"skenuota-{n}.pdf", scanned_pdf(pdf)))
        else:
            uploads.append(Upload(user, f"saskaita-{n}.pdf", pdf))
    return uploads


@dataclass
class Report:
    uploads: int
    faults: list[str] = field(default_factory=list)
    accepted: int = 0
    refused: int = 0
    retried_requests: int = 0
    # a worker that exited on its own (one started during the S3 outage does) and was started again
    worker_restarts_after_exit: int = 0
    statuses: dict[str, int] = field(default_factory=dict)
    rejections: dict[str, int] = field(default_factory=dict)
    documents_lost: int = 0
    not_final: int = 0
    double_charges: int = 0
    charged_when_rejected: int = 0
    checksum_mismatches: int = 0
    unbalanced_users: int = 0
    open_reservations: int = 0
    drain_seconds: float = 0.0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


async def send(client: ApiClient, upload: Upload, report: Report) -> int | None:
    """The new document's id, or None if the upload was refused; faults are met by sending again."""
    for attempt in range(60):
        try:
            response = await client.post(
                "/api/scan/", files=[("files", (upload.name, upload.data))], data={"scan_type": "sumiskai"}
            )
        except httpx.TransportError:
            response = None
        if response is not None and response.status_code < 500:
            if response.status_code == 201:
                return int(response.json()[0]["id"])
            return None
        report.retried_requests += 1
        await asyncio.sleep(min(1 + attempt, 5))
    raise AssertionError(f"{upload.name}: the API never took it back after the faults")


async def upload_all(
    clients: list[ApiClient], uploads: list[Upload], plan: Plan, report: Report
) -> dict[int, Upload]:
    accepted: dict[int, Upload] = {}

    async def user_uploads(user: int) -> None:
        for upload in (u for u in uploads if u.user == user):
            document_id = await send(clients[user], upload, report)
            if document_id is None:
                report.refused += 1
            else:
                accepted[document_id] = upload
            await asyncio.sleep(plan.pace)

    await asyncio.gather(*(user_uploads(user) for user in range(plan.users)))
    report.accepted = len(accepted)
    return accepted


async def inflict(proof: ProofStack, plan: Plan, report: Report, started: float) -> None:
    actions: dict[str, Callable[[], Awaitable[None]]] = {
        "kill worker": lambda: asyncio.to_thread(proof.kill_worker),
        "stop S3": lambda: s3_outage(proof),
        "restart PostgreSQL": lambda: asyncio.to_thread(proof.restart_postgres),
        "restart Temporal": lambda: asyncio.to_thread(proof.restart_temporal),
    }
    for fault in plan.faults:
        await asyncio.sleep(max(0.0, started + fault.at - time.monotonic()))
        report.faults.append(f"{time.monotonic() - started:.0f} s: {fault.name}")
        print(f"chaos: {report.faults[-1]}", flush=True)
        await actions[fault.name]()


async def supervise(proof: ProofStack, report: Report) -> None:
    while True:
        if await asyncio.to_thread(proof.restart_exited_worker):
            report.worker_restarts_after_exit += 1
        await asyncio.sleep(2)


async def s3_outage(proof: ProofStack) -> None:
    await asyncio.to_thread(proof.stop_s3)
    await asyncio.sleep(S3_OUTAGE_SECONDS)
    await asyncio.to_thread(proof.start_s3)


async def wait_final(proof: ProofStack, user_ids: list[int], timeout: float) -> None:
    engine = make_engine(proof.database_url)
    sessions = make_sessionmaker(engine)
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            async with sessions() as session:
                waiting = await session.scalar(
                    select(func.count())
                    .select_from(Document)
                    .where(Document.user_id.in_(user_ids), Document.status.not_in(FINAL))
                )
            if not waiting:
                return
            await asyncio.sleep(2)
    finally:
        await engine.dispose()


async def audit(proof: ProofStack, accepted: dict[int, Upload], user_ids: list[int], report: Report) -> None:
    """The books after the storm, from the database and the object store themselves."""
    engine = make_engine(proof.database_url)
    store = Minio(
        f"127.0.0.1:{PROFILE.s3_port}",
        access_key=stack.S3_ACCESS_KEY,
        secret_key=stack.S3_SECRET_KEY,
        secure=False,
        region="us-east-1",
    )
    try:
        async with make_sessionmaker(engine)() as session:
            documents = list(await session.scalars(select(Document).where(Document.user_id.in_(user_ids))))
            entries = list(
                await session.scalars(
                    select(CreditEntry).where(CreditEntry.user_id.in_(user_ids)).order_by(CreditEntry.id)
                )
            )
            users = list(await session.scalars(select(User).where(User.id.in_(user_ids))))
    finally:
        await engine.dispose()
    by_id = {document.id: document for document in documents}
    lost = set(accepted) - set(by_id)
    report.documents_lost = len(lost)
    report.problems += [f"document {d} accepted but not stored" for d in sorted(lost)]
    rows: dict[int, list[str]] = {}
    for entry in entries:
        if entry.document_id is not None:
            rows.setdefault(entry.document_id, []).append(entry.kind)
    charged_invoices: dict[tuple[int, str | None], int] = {}
    for document in documents:
        report.statuses[document.status] = report.statuses.get(document.status, 0) + 1
        kinds = rows.get(document.id, [])
        if document.status not in FINAL:
            report.not_final += 1
            report.problems.append(f"document {document.id} left {document.status}")
            continue
        if document.status == "rejected":
            code = document.rejection_code or "?"
            report.rejections[code] = report.rejections.get(code, 0) + 1
            if kinds != [CreditKind.RESERVE, CreditKind.RELEASE]:
                report.charged_when_rejected += CreditKind.CHARGE in kinds
                report.problems.append(f"rejected document {document.id} has credit rows {kinds}")
        elif kinds != [CreditKind.RESERVE, CreditKind.CHARGE]:
            report.double_charges += kinds.count(CreditKind.CHARGE) > 1
            report.problems.append(f"completed document {document.id} has credit rows {kinds}")
        if document.status == "completed":
            key = (document.user_id, document.document_number)
            charged_invoices[key] = charged_invoices.get(key, 0) + 1
        stored = store.get_object("dokskenas", original_key(document.id)).read()
        sent = accepted.get(document.id)
        digest = hashlib.sha256(stored).hexdigest()
        if digest != document.file_sha256 or (sent is not None and stored != sent.data):
            report.checksum_mismatches += 1
            report.problems.append(f"document {document.id}: stored original differs from what was sent")
    for (user_id, number), count in charged_invoices.items():
        if count > 1:
            report.double_charges += count - 1
            report.problems.append(f"user {user_id}: invoice {number} charged {count} times")
    for user in users:
        own = [e for e in entries if e.user_id == user.id]
        total = sum((e.amount for e in own), Decimal(0))
        if total != user.credits or (own and own[-1].balance_after != user.credits):
            report.unbalanced_users += 1
            report.problems.append(f"user {user.id}: balance {user.credits}, ledger sums to {total}")
        reserved = {e.document_id for e in own if e.kind == CreditKind.RESERVE}
        settled = {e.document_id for e in own if e.kind in (CreditKind.CHARGE, CreditKind.RELEASE)}
        report.open_reservations += len(reserved - settled)
    if report.open_reservations:
        report.problems.append(f"{report.open_reservations} reservations never charged nor released")


def run_chaos(plan: Plan, drain_timeout: float = 3600) -> Report:
    report = Report(uploads=plan.uploads)
    uploads = corpus(plan)  # made before the clock starts: rendering the scans takes a while
    with running() as proof:
        asyncio.run(storm(proof, uploads, plan, report, drain_timeout))
    return report


async def storm(
    proof: ProofStack, uploads: list[Upload], plan: Plan, report: Report, drain_timeout: float
) -> None:
    clients = await proof.users(plan.users, credits=plan.uploads)
    user_ids = [(await client.get("/api/me/")).json()["id"] for client in clients]
    started = time.monotonic()
    supervisor = asyncio.create_task(supervise(proof, report))
    faults = asyncio.create_task(inflict(proof, plan, report, started))
    accepted = await upload_all(clients, uploads, plan, report)
    await faults
    await wait_final(proof, user_ids, drain_timeout)
    report.drain_seconds = round(time.monotonic() - started, 1)
    supervisor.cancel()
    for client in clients:
        await client.aclose()
    await audit(proof, accepted, user_ids, report)


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.reliability.chaos")
    parser.add_argument("--uploads", type=int, default=100)
    parser.add_argument("--fast", action="store_true", help="the plan make test runs")
    args = parser.parse_args()
    plan = fast_plan() if args.fast else full_plan(args.uploads)
    load_before = os.getloadavg()
    report = run_chaos(plan)
    summary = {**report.__dict__, "load_average_before": load_before, "load_average_after": os.getloadavg()}
    print(json.dumps(summary, indent=2, ensure_ascii=False))
    print("chaos:", "passed" if report.ok else "FAILED")
    return 0 if report.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
