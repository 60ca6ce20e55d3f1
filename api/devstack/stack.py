"""Start and stop the local stack: PostgreSQL database, Temporal dev server, SeaweedFS (S3), API and
worker. Shared by `make dev` (profile "dev", state in .dev/), `make test` (profile "test", state in
.test/, its own ports), the pytest fixtures and the reliability suites (profile "proof", state in
.proof/: its own PostgreSQL cluster and Temporal database file, which `make chaos` restarts).

Every process is a real binary started by us; its PID is recorded and it is stopped by that PID only,
never by name. A port held by something we did not start is an error, not something to kill.

    python -m api.devstack.stack up dev|test [--no-app]
    python -m api.devstack.stack down dev|test
    python -m api.devstack.stack env dev|test      # prints the DOKSKENAS_* environment as shell exports
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psycopg

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
SYSTEM_PG = ("127.0.0.1", 5432)
PG_BIN = Path("/usr/lib/postgresql/15/bin")
S3_ACCESS_KEY = "dokskenas"
S3_SECRET_KEY = "dokskenas-dev-secret"
DEV_SECRET = "development-only-secret-key-not-for-production-use"
STRIPE_SECRET_KEY = "sk_test_dokskenas_local"
STRIPE_WEBHOOK_SECRET = "whsec_dokskenas_local"
DEMO_USER = ("demo@dokskenas.lt", "Demo12345")
SUPER_USER = ("admin@dokskenas.lt", "Admin12345")
# Moves every port of the test stack, so two checkouts can run `make test` on one machine at once.
TEST_PORT_SHIFT = int(os.environ.get("DOKSKENAS_TEST_PORT_SHIFT", "0"))
# The proof stack's ports: the test stack's moved by an odd amount no checkout's shift uses.
PROOF_PORT_OFFSET = 37


@dataclass(frozen=True)
class Profile:
    name: str
    state_dir: Path
    database: str
    temporal_port: int
    temporal_ui_port: int | None
    s3_port: int
    seaweed_ports: dict[str, int]
    api_port: int
    api_metrics_port: int
    worker_metrics_port: int
    stripe_port: int
    throwaway_pg_port: int
    smtp_port: int
    mail_web_port: int
    extra_env: dict[str, str] = field(default_factory=dict)
    # Temporal keeps its workflows in a file, so a restarted server goes on where it stopped.
    temporal_db_file: bool = False
    # Never the system cluster: the reliability suites restart PostgreSQL, which must be ours to restart.
    own_postgres: bool = False

    @property
    def pid_dir(self) -> Path:
        return self.state_dir / "pids"

    @property
    def log_dir(self) -> Path:
        return self.state_dir / "logs"


def shifted_profile(name: str, state_dir: Path, database: str, shift: int, **options: Any) -> Profile:
    """A profile on the test stack's ports moved by `shift`."""
    options.setdefault("extra_env", {"DOKSKENAS_ENV": "test"})
    return Profile(
        name=name,
        state_dir=state_dir,
        database=database,
        temporal_port=17233 + shift,
        temporal_ui_port=None,
        s3_port=9100 + shift,
        seaweed_ports={
            "master": 9433 + shift,
            "volume": 9440 + shift,
            "filer": 8988 + shift,
            "admin": 23746 + shift,
        },
        api_port=18000 + shift,
        api_metrics_port=19463 + shift,
        worker_metrics_port=19464 + shift,
        stripe_port=12112 + shift,
        throwaway_pg_port=55433 + shift,
        smtp_port=11025 + shift,
        mail_web_port=11080 + shift,
        **options,
    )


PROFILES = {
    "dev": Profile(
        name="dev",
        state_dir=ROOT / ".dev",
        database="dokskenas",
        temporal_port=7233,
        temporal_ui_port=8233,
        s3_port=9000,
        seaweed_ports={"master": 9333, "volume": 9340, "filer": 8888, "admin": 23646},
        api_port=8000,
        api_metrics_port=9463,
        worker_metrics_port=9464,
        stripe_port=12111,
        throwaway_pg_port=55432,
        smtp_port=1025,
        mail_web_port=8025,
        temporal_db_file=True,
    ),
    "test": shifted_profile(
        "test", ROOT / ".test", f"dokskenas_test{TEST_PORT_SHIFT or ''}", TEST_PORT_SHIFT
    ),
    # The reliability suites (tests/reliability: make chaos, make load): a stack of their own beside the
    # test stack, whose PostgreSQL, Temporal and S3 they stop and restart.
    "proof": shifted_profile(
        "proof",
        ROOT / ".proof",
        "dokskenas_proof",
        TEST_PORT_SHIFT + PROOF_PORT_OFFSET,
        temporal_db_file=True,
        own_postgres=True,
        # A queue of hundreds of documents on a two-core machine outlives the five-minute deadline: the
        # suites measure faults survived, not the deadline (tests/workflows cover that).
        extra_env={
            "DOKSKENAS_ENV": "test",
            "DOKSKENAS_PROCESSING_DEADLINE_SECONDS": "3600",
            "DOKSKENAS_ACCESS_TOKEN_MINUTES": "240",
        },
    ),
}


def port_open(port: int, host: str = "127.0.0.1") -> bool:
    with socket.socket() as sock:
        sock.settimeout(0.3)
        return sock.connect_ex((host, port)) == 0


def free_port() -> int:
    """A port nothing listens on now, for a server a test starts on its own."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_for(check: Callable[[], object], what: str, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with contextlib.suppress(Exception):
            if check():
                return
        time.sleep(0.2)
    raise SystemExit(f"{what} did not become ready within {timeout:.0f} s")


# --- PostgreSQL -------------------------------------------------------------------------------


def pg_address(profile: Profile) -> tuple[str, int]:
    """The system cluster when it answers (python-svc machines run one), else our throwaway cluster."""
    override = os.environ.get("DOKSKENAS_PG_ADDRESS")
    if override:
        host, port = override.rsplit(":", 1)
        return host, int(port)
    if port_open(SYSTEM_PG[1]) and not profile.own_postgres:
        return SYSTEM_PG
    ensure_throwaway_cluster(profile)
    return ("127.0.0.1", profile.throwaway_pg_port)


def ensure_throwaway_cluster(profile: Profile) -> None:
    path_file = profile.state_dir / "pg.path"
    if path_file.exists() and port_open(profile.throwaway_pg_port):
        return
    if not (PG_BIN / "initdb").exists():
        raise SystemExit("PostgreSQL is not installed: run `make install` (apt-get install postgresql)")
    data_root = Path(path_file.read_text().strip()) if path_file.exists() else None
    if data_root is None or not data_root.exists():
        data_root = Path(
            subprocess.check_output(["mktemp", "-d", "/tmp/dokskenas-pg.XXXX"], text=True).strip()
        )
        shutil.chown(data_root, "postgres")
        as_postgres(
            PG_BIN / "initdb",
            "-D",
            f"{data_root}/data",
            "-U",
            "postgres",
            "--auth=trust",
            "-E",
            "UTF8",
            "--locale=C.UTF-8",
        )
        path_file.write_text(str(data_root))
    options = (
        f"-p {profile.throwaway_pg_port} -k {data_root} -c listen_addresses=127.0.0.1 -c fsync=off "
        "-c synchronous_commit=off -c full_page_writes=off"
    )
    as_postgres(
        PG_BIN / "pg_ctl",
        "-D",
        f"{data_root}/data",
        "-l",
        f"{data_root}/server.log",
        "-w",
        "-o",
        options,
        "start",
    )


def stop_throwaway_cluster(profile: Profile) -> None:
    path_file = profile.state_dir / "pg.path"
    if not path_file.exists():
        return
    data_root = Path(path_file.read_text().strip())
    if (data_root / "data").exists():
        as_postgres(PG_BIN / "pg_ctl", "-D", f"{data_root}/data", "-m", "fast", "stop", check=False)
    path_file.unlink()


def restart_throwaway_cluster(profile: Profile) -> None:
    """Stop our cluster as an operator's restart does (fast: open sessions are cut) and start it again."""
    data_root = Path((profile.state_dir / "pg.path").read_text().strip())
    log = f"{data_root}/server.log"
    as_postgres(PG_BIN / "pg_ctl", "-D", f"{data_root}/data", "-l", log, "-m", "fast", "-w", "restart")


def as_postgres(*args: object, check: bool = True) -> None:
    # initdb and pg_ctl refuse to run as root.
    command = [str(a) for a in args]
    if os.geteuid() == 0:
        command = ["runuser", "-u", "postgres", "--", *command]
    subprocess.run(command, check=check, stdout=subprocess.DEVNULL)


def admin_dsn(host: str, port: int, database: str = "postgres") -> str:
    return f"postgresql://postgres@{host}:{port}/{database}"


def database_url(host: str, port: int, database: str) -> str:
    return f"postgresql+psycopg://postgres@{host}:{port}/{database}"


def create_database(
    host: str, port: int, name: str, template: str | None = None, replace: bool = False
) -> None:
    with psycopg.connect(admin_dsn(host, port), autocommit=True) as conn:
        exists = conn.execute("select 1 from pg_database where datname = %s", (name,)).fetchone()
        if exists and replace:
            conn.execute(f'drop database "{name}" with (force)')
            exists = None
        if not exists:
            suffix = f' template "{template}"' if template else ""
            conn.execute(f'create database "{name}"{suffix}')


def drop_database(host: str, port: int, name: str) -> None:
    with psycopg.connect(admin_dsn(host, port), autocommit=True) as conn:
        conn.execute(f'drop database if exists "{name}" with (force)')


def migrate(url: str) -> None:
    from alembic import command
    from alembic.config import Config

    config = Config(toml_file=str(ROOT / "pyproject.toml"))
    config.attributes["database_url"] = url
    command.upgrade(config, "head")


@contextlib.contextmanager
def scratch_database(profile: str, prefix: str) -> Iterator[str]:
    """A database of its own on the profile's PostgreSQL, migrated to head and dropped afterwards: its URL."""
    host, port = pg_address(PROFILES[profile])
    name = f"{prefix}_{secrets.token_hex(4)}"
    create_database(host, port, name)
    try:
        url = database_url(host, port, name)
        migrate(url)
        yield url
    finally:
        drop_database(host, port, name)


# --- processes --------------------------------------------------------------------------------


def pid_alive(pid: int, expect: str) -> bool:
    """Alive and still the program we started (a recycled PID belongs to someone else). A killed child
    of this process stays a zombie until reaped, which is dead too; so is one on its way out (its command
    line is gone before its state turns to zombie)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return False
    return state != "Z" and bool(cmdline) and expect in cmdline


def recorded_pid(profile: Profile, name: str) -> int | None:
    pid_file = profile.pid_dir / f"{name}.pid"
    if not pid_file.exists():
        return None
    pid_text, _, expect = pid_file.read_text().partition("\n")
    pid = int(pid_text)
    return pid if pid_alive(pid, expect.strip()) else None


def start_process(profile: Profile, name: str, command: list[str], env: dict[str, str], port: int) -> bool:
    """Start `command` unless our recorded process runs already; False if it was running."""
    if recorded_pid(profile, name) is not None:
        return False
    if port_open(port):
        raise SystemExit(
            f"port {port} needed by {name} is taken by a process this stack did not start; stop it or "
            f"run `make dev-down`"
        )
    profile.pid_dir.mkdir(parents=True, exist_ok=True)
    profile.log_dir.mkdir(parents=True, exist_ok=True)
    log = open(profile.log_dir / f"{name}.log", "ab")  # noqa: SIM115 (handed to the child)
    process = subprocess.Popen(
        command,
        cwd=ROOT,
        env={**os.environ, **env},
        stdout=log,
        stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL,
        start_new_session=True,
    )
    (profile.pid_dir / f"{name}.pid").write_text(f"{process.pid}\n{command[0]}\n")
    return True


def stop_process(profile: Profile, name: str) -> None:
    pid = recorded_pid(profile, name)
    pid_file = profile.pid_dir / f"{name}.pid"
    if pid is not None:
        os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and pid_alive(pid, ""):
            time.sleep(0.1)
        if pid_alive(pid, ""):
            os.kill(pid, signal.SIGKILL)
        print(f"stopped {name} (pid {pid})")
    pid_file.unlink(missing_ok=True)


# --- the stack --------------------------------------------------------------------------------


def app_env(profile: Profile, db_url: str) -> dict[str, str]:
    env = {
        "DOKSKENAS_ENV": "development",
        "DOKSKENAS_DATABASE_URL": db_url,
        "DOKSKENAS_SECRET_KEY": DEV_SECRET,
        "DOKSKENAS_COOKIE_SECURE": "false",
        "DOKSKENAS_TEMPORAL_ADDRESS": f"127.0.0.1:{profile.temporal_port}",
        "DOKSKENAS_S3_ENDPOINT": f"127.0.0.1:{profile.s3_port}",
        "DOKSKENAS_S3_ACCESS_KEY": S3_ACCESS_KEY,
        "DOKSKENAS_S3_SECRET_KEY": S3_SECRET_KEY,
        "DOKSKENAS_PUBLIC_URL": f"http://127.0.0.1:{profile.api_port}",
        "DOKSKENAS_WEB_DIST": str(ROOT / "web" / "dist"),
        # No outside network here: foreign-currency exports leave the conversion to the program.
        "DOKSKENAS_FX_RATES_URL": "",
        "DOKSKENAS_API_METRICS_PORT": str(profile.api_metrics_port),
        "DOKSKENAS_WORKER_METRICS_PORT": str(profile.worker_metrics_port),
        # Stripe's API is out of reach here: the local stacks pay through tests/fakes/stripe_api.py.
        "DOKSKENAS_STRIPE_API_BASE": f"http://127.0.0.1:{profile.stripe_port}",
        "DOKSKENAS_STRIPE_SECRET_KEY": STRIPE_SECRET_KEY,
        "DOKSKENAS_STRIPE_WEBHOOK_SECRET": STRIPE_WEBHOOK_SECRET,
        # Mail goes to the local catcher (tests/fakes/mail_catcher.py), never out of the machine.
        "DOKSKENAS_SMTP_HOST": "127.0.0.1",
        "DOKSKENAS_SMTP_PORT": str(profile.smtp_port),
        "DOKSKENAS_SMTP_TLS": "none",
        "OMP_THREAD_LIMIT": "1",
    }
    env.update(profile.extra_env)
    return env


def start_temporal(profile: Profile) -> None:
    command = [
        str(BIN / "temporal"),
        "server",
        "start-dev",
        "--ip",
        "127.0.0.1",
        "--port",
        str(profile.temporal_port),
        "--http-port",
        str(profile.temporal_port + 10),
        "--metrics-port",
        str(profile.temporal_port + 11),
        "--log-level",
        "warn",
    ]
    # The dev server keeps workflows across restarts; the test stack starts empty each run, because its
    # database is recreated and document ids (hence workflow ids) start again at 1.
    if profile.temporal_db_file:
        command += ["--db-filename", str(profile.state_dir / "temporal.db")]
    if profile.temporal_ui_port:
        command += ["--ui-port", str(profile.temporal_ui_port), "--ui-disable-news-fetch"]
    else:
        command += ["--headless"]
    start_process(profile, "temporal", command, {}, profile.temporal_port)
    wait_for(lambda: port_open(profile.temporal_port), "Temporal")


def start_seaweed(profile: Profile) -> None:
    ports = profile.seaweed_ports
    data = profile.state_dir / "s3"
    data.mkdir(parents=True, exist_ok=True)
    command = [
        str(BIN / "weed"),
        "mini",
        f"-dir={data}",
        "-ip=127.0.0.1",
        "-ip.bind=127.0.0.1",
        f"-s3.port={profile.s3_port}",
        f"-master.port={ports['master']}",
        f"-volume.port={ports['volume']}",
        f"-filer.port={ports['filer']}",
        f"-admin.port={ports['admin']}",
        "-webdav=false",
        "-admin.ui=false",
        "-s3.port.iceberg=0",
        "-s3.port.lance=0",
        "-master.telemetry=false",
        "-bucket=dokskenas",
    ]
    env = {"AWS_ACCESS_KEY_ID": S3_ACCESS_KEY, "AWS_SECRET_ACCESS_KEY": S3_SECRET_KEY}
    start_process(profile, "seaweedfs", command, env, profile.s3_port)
    wait_for(lambda: s3_bucket_ready(profile), "SeaweedFS S3", timeout=90)


def s3_bucket_ready(profile: Profile) -> bool:
    from minio import Minio

    client = Minio(
        f"127.0.0.1:{profile.s3_port}",
        access_key=S3_ACCESS_KEY,
        secret_key=S3_SECRET_KEY,
        secure=False,
        region="us-east-1",
    )
    if not client.bucket_exists("dokskenas"):
        client.make_bucket("dokskenas")
    return True


def mail_web_url(profile: Profile) -> str:
    return f"http://127.0.0.1:{profile.mail_web_port}"


def start_mail_catcher(profile: Profile) -> None:
    command = [
        str(BIN / "python"),
        "-m",
        "tests.fakes.mail_catcher",
        "--smtp-port",
        str(profile.smtp_port),
        "--web-port",
        str(profile.mail_web_port),
    ]
    start_process(profile, "mail", command, {}, profile.smtp_port)
    wait_for(lambda: port_open(profile.smtp_port) and port_open(profile.mail_web_port), "mail catcher")


def start_app(profile: Profile, env: dict[str, str]) -> None:
    api = [
        str(BIN / "uvicorn"),
        "--factory",
        "api.main:create_app",
        "--host",
        "127.0.0.1",
        "--port",
        str(profile.api_port),
        "--proxy-headers",
        "--no-access-log",
    ]
    stripe = [
        str(BIN / "python"),
        "-m",
        "tests.fakes.stripe_api",
        "--port",
        str(profile.stripe_port),
        "--webhook",
        f"http://127.0.0.1:{profile.api_port}/api/stripe/webhook/",
        "--secret",
        STRIPE_WEBHOOK_SECRET,
    ]
    start_process(profile, "stripe", stripe, {}, profile.stripe_port)
    start_process(profile, "api", api, env, profile.api_port)
    start_worker(profile, env)
    wait_for(lambda: port_open(profile.api_port), "API")


def start_worker(profile: Profile, env: dict[str, str]) -> None:
    worker = [str(BIN / "python"), "-m", "workflows.worker"]
    start_process(profile, "worker", worker, env, profile.worker_metrics_port)


def seed_users(db_url: str) -> None:
    from api.ops.seed import SeedUser, seed

    demo = SeedUser(email=DEMO_USER[0], password=DEMO_USER[1])
    superuser = SeedUser(email=SUPER_USER[0], password=SUPER_USER[1], is_superuser=True, credits=1000)
    asyncio.run(seed(db_url, [demo, superuser]))


def given_database_url(profile: Profile) -> str | None:
    """`make dev` uses the database DOKSKENAS_DATABASE_URL points at, if any. The test stack never
    does: `make test` drops and recreates its database."""
    return os.environ.get("DOKSKENAS_DATABASE_URL") if profile.name == "dev" else None


def profile_database_url(profile: Profile) -> str:
    """The database a started profile uses (the one `up` created or was given)."""
    db_url = given_database_url(profile)
    if db_url is None:
        host, port = pg_address(profile)
        db_url = database_url(host, port, profile.database)
    return db_url


def up(profile: Profile, with_app: bool) -> dict[str, str]:
    profile.state_dir.mkdir(parents=True, exist_ok=True)
    db_url = given_database_url(profile)
    if db_url is None:
        host, port = pg_address(profile)
        create_database(host, port, profile.database)
        db_url = database_url(host, port, profile.database)
    migrate(db_url)
    start_temporal(profile)
    start_seaweed(profile)
    env = app_env(profile, db_url)
    if with_app:
        seed_users(db_url)
        start_mail_catcher(profile)
        start_app(profile, env)
    return env


def down(profile: Profile) -> None:
    for name in ("worker", "api", "stripe", "mail", "seaweedfs", "temporal", "llm"):
        stop_process(profile, name)
    stop_throwaway_cluster(profile)


def print_urls(profile: Profile) -> None:
    print(f"""
DokSkenas is running.
  App:          http://127.0.0.1:{profile.api_port}/
  API docs:     http://127.0.0.1:{profile.api_port}/docs
  Temporal UI:  http://127.0.0.1:{profile.temporal_ui_port}/
  S3 (SeaweedFS): http://127.0.0.1:{profile.s3_port}/  (key {S3_ACCESS_KEY} / {S3_SECRET_KEY})
  Stripe (fake):  http://127.0.0.1:{profile.stripe_port}/  (payments succeed at its hosted page)
  Mail (catcher): {mail_web_url(profile)}/  (every mail the app sends, e.g. password-reset links;
                  SMTP on 127.0.0.1:{profile.smtp_port}, nothing leaves this machine)
  Demo user:    {DEMO_USER[0]} / {DEMO_USER[1]}   (50 credits, company settings filled)
  Superuser:    {SUPER_USER[0]} / {SUPER_USER[1]}
  Logs:         {profile.log_dir}/
Stop everything with `make dev-down`.""")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m api.devstack.stack")
    parser.add_argument("action", choices=["up", "down", "env"])
    parser.add_argument("profile", choices=sorted(PROFILES))
    parser.add_argument("--no-app", action="store_true", help="only the services, not the API and worker")
    args = parser.parse_args()
    profile = PROFILES[args.profile]
    if args.action == "down":
        down(profile)
    elif args.action == "env":
        for key, value in app_env(profile, profile_database_url(profile)).items():
            print(f"export {key}={value}")
    else:
        up(profile, with_app=not args.no_app)
        if profile.name == "dev":
            print_urls(profile)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
