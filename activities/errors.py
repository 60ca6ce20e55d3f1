"""Turning the reading library's verdicts into Temporal's language: business verdicts are
non-retryable application errors, everything else stays an ordinary (retryable) exception."""

from collections.abc import Iterator
from contextlib import contextmanager

from temporalio.exceptions import ApplicationError

from activities.reading.render import UnreadableFile
from workflows.contracts import UNREADABLE_FILE_ERROR


@contextmanager
def business_verdicts() -> Iterator[None]:
    try:
        yield
    except UnreadableFile as error:
        raise ApplicationError(str(error), type=UNREADABLE_FILE_ERROR, non_retryable=True) from error
