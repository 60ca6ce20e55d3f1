"""Storing a contact message, throttled like registration: every attempt counts in `login_failures`
per client address and per typed e-mail, so the form can neither flood the table nor be used to
spam support in someone else's name."""

from sqlalchemy.ext.asyncio import AsyncSession

from api.auth import repository as throttle_store
from api.auth import throttle
from api.contact import repository, texts
from api.contact.schemas import ContactIn
from api.core.config import Settings
from api.core.errors import TooManyRequests
from api.models import ContactMessage, User
from api.models.types import utcnow


async def receive(
    session: AsyncSession, settings: Settings, body: ContactIn, user: User | None, ip: str
) -> None:
    address = throttle.client_address(ip)
    ip_key = throttle.key("contact-ip", address)
    email_key = throttle.key("contact-email", body.email)
    since = throttle_store.window_start(utcnow(), settings.contact_window_minutes)
    counts = await throttle_store.recent_failures(session, [ip_key, email_key], since)
    if (
        counts[ip_key].count >= settings.contact_messages_per_ip
        or counts[email_key].count >= settings.contact_messages_per_email
    ):
        raise TooManyRequests(texts.THROTTLED)
    await throttle_store.add_failures(session, [ip_key, email_key])
    message = ContactMessage(
        name=body.name, email=body.email, message=body.message, user_id=user.id if user else None, ip=address
    )
    await repository.add(session, message)
