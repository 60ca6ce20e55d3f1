"""argon2 runs off the event loop: a storm of logins keeps the API (and /healthz) answering."""

import threading

import pytest
from argon2 import PasswordHasher

from api.core import security
from tests.conftest import NO_CSRF, PASSWORD, unique_email


class ThreadRecordingHasher(PasswordHasher):
    """The real hasher, noting which thread each hash and verify ran on."""

    def __init__(self) -> None:
        super().__init__()
        self.threads: list[tuple[str, int]] = []

    def hash(self, password, *, salt=None):  # type: ignore[no-untyped-def, override]
        self.threads.append(("hash", threading.get_ident()))
        return super().hash(password, salt=salt)

    def verify(self, hash, password):  # type: ignore[no-untyped-def, override]
        self.threads.append(("verify", threading.get_ident()))
        return super().verify(hash, password)


@pytest.fixture
def hasher(monkeypatch: pytest.MonkeyPatch) -> ThreadRecordingHasher:
    recording = ThreadRecordingHasher()
    monkeypatch.setattr(security, "_hasher", recording)
    return recording


async def test_registration_and_login_hash_in_worker_threads(client, hasher):
    email = unique_email()
    registered = await client.post(
        "/api/register/", json={"email": email, "password": PASSWORD}, headers=NO_CSRF
    )
    assert registered.status_code == 200
    assert (await client.post("/api/token/", json={"email": email, "password": PASSWORD})).status_code == 200
    wrong = await client.post("/api/token/", json={"email": email, "password": "Neteisingas1"})
    assert wrong.status_code == 401
    event_loop_thread = threading.get_ident()
    assert [call for call, _ in hasher.threads] == ["hash", "verify", "verify"]
    assert all(thread != event_loop_thread for _, thread in hasher.threads)
