"""Sending mail over SMTP. `MailSender` is what the rest of the API depends on; `make_mail_sender`
picks the implementation from settings once, in the app's lifespan."""

import asyncio
import logging
import smtplib
import ssl
from dataclasses import dataclass
from email.message import EmailMessage
from typing import Protocol

from api.core.config import Settings

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Mail:
    to: str
    subject: str
    text: str
    html: str | None = None


class MailSender(Protocol):
    async def send(self, mail: Mail) -> None: ...


class SmtpSender:
    """One connection per message: password-reset mail is rare, and a fresh connection never meets a
    relay's idle timeout."""

    def __init__(self, settings: Settings) -> None:
        self._settings = settings

    def _message(self, mail: Mail) -> EmailMessage:
        message = EmailMessage()
        message["From"] = self._settings.smtp_from
        message["To"] = mail.to
        message["Subject"] = mail.subject
        message.set_content(mail.text)
        if mail.html is not None:
            message.add_alternative(mail.html, subtype="html")
        return message

    def _send_blocking(self, message: EmailMessage) -> None:
        s = self._settings
        context = ssl.create_default_context()
        smtp: smtplib.SMTP
        if s.smtp_tls == "tls":
            smtp = smtplib.SMTP_SSL(s.smtp_host, s.smtp_port, timeout=s.smtp_timeout_seconds, context=context)
        else:
            smtp = smtplib.SMTP(s.smtp_host, s.smtp_port, timeout=s.smtp_timeout_seconds)
        with smtp:
            if s.smtp_tls == "starttls":
                smtp.starttls(context=context)
            if s.smtp_user:
                smtp.login(s.smtp_user, s.smtp_password)
            smtp.send_message(message)

    async def send(self, mail: Mail) -> None:
        # smtplib blocks; a thread keeps the event loop (and every other request) free meanwhile.
        await asyncio.to_thread(self._send_blocking, self._message(mail))


class UnconfiguredSender:
    """No SMTP host set: nothing is sent. The log says so without the message, which may hold a
    reset link."""

    async def send(self, mail: Mail) -> None:
        log.warning("mail not sent (%s): DOKSKENAS_SMTP_HOST is empty", mail.subject)


def make_mail_sender(settings: Settings) -> MailSender:
    return SmtpSender(settings) if settings.smtp_host else UnconfiguredSender()


async def send_after_response(sender: MailSender, mail: Mail) -> None:
    """For background tasks: the client was answered already, so a failure can only be logged (without
    the message, which may hold a reset link)."""
    try:
        await sender.send(mail)
    except (OSError, smtplib.SMTPException) as exc:
        log.error("mail not sent (%s): %s", mail.subject, exc)
