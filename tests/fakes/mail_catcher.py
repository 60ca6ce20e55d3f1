"""A local mailbox for `make dev` and the tests: a real SMTP server (aiosmtpd) that keeps every message
it is handed, and a small web page listing them with their links clickable, so a tester can follow a
password-reset mail without any outside mail service. Nothing is relayed anywhere.

    python -m tests.fakes.mail_catcher --smtp-port 1025 --web-port 8025

- `GET /` the inbox as HTML, newest first (reloads itself every 5 s).
- `GET /messages.json[?to=ADDRESS]` the same as JSON: {"messages": [{id, received_at, mail_from, to,
  subject, text}]}.
"""

from __future__ import annotations

import argparse
import html
import re
import signal
import threading
from datetime import UTC, datetime
from email import message_from_bytes, policy
from email.message import EmailMessage
from http.server import ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP, Envelope, Session

from tests.fakes.local_server import JsonHandler

LINK = re.compile(r"https?://[^\s<>\"]+")


class Inbox:
    """Messages in memory, in arrival order; shared by the SMTP handler and the web page's threads."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._messages: list[dict[str, Any]] = []

    def add(self, mail_from: str, to: list[str], raw: bytes) -> None:
        parsed = message_from_bytes(raw, policy=policy.default)
        assert isinstance(parsed, EmailMessage)
        body = parsed.get_body(preferencelist=("plain", "html"))
        with self._lock:
            self._messages.append(
                {
                    "id": len(self._messages) + 1,
                    "received_at": datetime.now(UTC).isoformat(timespec="seconds"),
                    "mail_from": mail_from,
                    "to": to,
                    "subject": str(parsed.get("Subject", "")),
                    "text": body.get_content() if body is not None else "",
                }
            )

    def newest_first(self, to: str | None = None) -> list[dict[str, Any]]:
        with self._lock:
            messages = list(reversed(self._messages))
        if to:
            messages = [m for m in messages if to.lower() in (r.lower() for r in m["to"])]
        return messages


class SmtpHandler:
    """aiosmtpd's DATA hook: the message is stored before the server answers 250, so a sender that
    got "sent" finds it in the inbox."""

    def __init__(self, inbox: Inbox) -> None:
        self.inbox = inbox

    async def handle_DATA(self, server: SMTP, session: Session, envelope: Envelope) -> str:
        raw = envelope.original_content or b""
        self.inbox.add(envelope.mail_from or "", list(envelope.rcpt_tos), raw)
        return "250 Message accepted"


def render_page(messages: list[dict[str, Any]]) -> str:
    def linked(text: str) -> str:
        escaped = html.escape(text)
        return LINK.sub(lambda m: f'<a href="{m.group(0)}">{m.group(0)}</a>', escaped)

    items = "".join(
        f"""<article><header><b>{html.escape(m["subject"])}</b><span>{html.escape(", ".join(m["to"]))}
        · {html.escape(m["received_at"])}</span></header><pre>{linked(m["text"])}</pre></article>"""
        for m in messages
    )
    empty = "<p>Laiškų dar nėra.</p>" if not messages else ""
    return f"""<!doctype html><html lang="lt"><head><meta charset="utf-8">
<meta http-equiv="refresh" content="5"><meta name="viewport" content="width=device-width">
<title>DokSkenas: kūrimo pašto dėžutė</title><style>
body{{font:14px system-ui,sans-serif;margin:1.5rem auto;max-width:60rem;padding:0 1rem;color:#1f2937}}
article{{border:1px solid #d1d5db;border-radius:6px;margin:.75rem 0;padding:.5rem .75rem}}
header{{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:space-between}}
header span{{color:#6b7280}} pre{{white-space:pre-wrap;word-break:break-all;margin:.5rem 0 0}}
</style></head><body><h1>Kūrimo pašto dėžutė</h1>
<p>Visi laiškai, kuriuos išsiuntė vietinis DokSkenas. Niekas neišsiunčiama už šio kompiuterio ribų.</p>
{empty}{items}</body></html>"""


def web_handler(inbox: Inbox) -> type[JsonHandler]:
    class Handler(JsonHandler):
        def do_GET(self) -> None:
            url = urlsplit(self.path)
            to = parse_qs(url.query).get("to", [None])[0]
            if url.path == "/messages.json":
                self.send_json(200, {"messages": inbox.newest_first(to)})
            elif url.path == "/":
                page = render_page(inbox.newest_first(to)).encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(page)))
                self.end_headers()
                self.wfile.write(page)
            else:
                self.send_json(404, {"detail": "not found"})

    return Handler


class MailCatcher:
    """The SMTP server and the web page on 127.0.0.1, each serving on a thread of its own."""

    def __init__(self, smtp_port: int, web_port: int) -> None:
        self.inbox = Inbox()
        self._smtp = Controller(SmtpHandler(self.inbox), hostname="127.0.0.1", port=smtp_port)
        self._web = ThreadingHTTPServer(("127.0.0.1", web_port), web_handler(self.inbox))
        self._web_thread = threading.Thread(target=self._web.serve_forever, args=(0.1,), daemon=True)

    def start(self) -> None:
        self._smtp.start()
        self._web_thread.start()

    def stop(self) -> None:
        self._web.shutdown()
        self._web.server_close()
        self._smtp.stop()


def messages_to(web_url: str, address: str) -> list[dict[str, Any]]:
    """What a running catcher holds for one address, newest first (for tests)."""
    response = httpx.get(f"{web_url}/messages.json", params={"to": address}, timeout=5)
    response.raise_for_status()
    return list(response.json()["messages"])


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.fakes.mail_catcher")
    parser.add_argument("--smtp-port", type=int, default=1025)
    parser.add_argument("--web-port", type=int, default=8025)
    args = parser.parse_args()
    catcher = MailCatcher(args.smtp_port, args.web_port)
    catcher.start()
    stopped = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopped.set())
    signal.signal(signal.SIGINT, lambda *_: stopped.set())
    stopped.wait()
    catcher.stop()


if __name__ == "__main__":
    main()
