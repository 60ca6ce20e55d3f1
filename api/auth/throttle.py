"""Login throttling that an attacker can neither overflow nor turn against the account's owner.

Keys are fixed-size hashes, so no e-mail or forwarded address fits badly in `login_failures.key`.
Failures are counted three ways in a sliding window:
- per account and client (the client is the owner's signed device cookie when it is presented, else the
  address): the usual lock, but only that client is locked out of that account;
- per address: one address spraying many accounts;
- per account from any client without the device cookie: not a lock but a progressive delay (1, 2,
  4 … s up to a cap) before the next try may be made; tries made too early are refused uncounted, so
  distributed guessing gets about one try per delay while the owner's browser is never delayed."""

import hashlib
import ipaddress
from datetime import datetime, timedelta


def key(kind: str, *parts: str) -> str:
    """`kind:` and 64 hex characters, whatever the parts' length."""
    return f"{kind}:{hashlib.sha256(chr(0).join(parts).encode()).hexdigest()}"


def client_address(host: str | None) -> str:
    """The address in canonical form; anything else (a forged, overlong forwarded value) is one shared
    'unknown' client, which keeps it from escaping the per-address count."""
    try:
        return str(ipaddress.ip_address(host or ""))
    except ValueError:
        return "unknown"


def account_wait(
    failures: int, last_failure: datetime | None, now: datetime, free: int, max_seconds: int
) -> float:
    """Seconds still to wait before the account may be tried again by an unknown client."""
    if failures < free or last_failure is None:
        return 0.0
    delay = timedelta(seconds=min(2 ** (failures - free), max_seconds))
    return max(0.0, (last_failure + delay - now).total_seconds())
