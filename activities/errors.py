"""Turning the reading library's verdicts into Temporal's language: business verdicts are
non-retryable application errors, everything else stays an ordinary (retryable) exception."""

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy.ext.asyncio import AsyncSession
from temporalio.exceptions import ApplicationError

from activities.reading.render import FileTooLarge, UnreadableFile
from api.models import Document
from workflows.contracts import FILE_TOO_LARGE_ERROR, UNREADABLE_FILE_ERROR


@contextmanager
def business_verdicts() -> Iterator[None]:
    try:
        yield
    except FileTooLarge as error:
        raise ApplicationError(str(error), type=FILE_TOO_LARGE_ERROR, non_retryable=True) from error
    except UnreadableFile as error:
        raise ApplicationError(str(error), type=UNREADABLE_FILE_ERROR, non_retryable=True) from error


class DocumentGone(ApplicationError):
    """The row was deleted while the document was processed: nothing is left to do."""

    def __init__(self, document_id: int) -> None:
        super().__init__(f"document {document_id} no longer exists", non_retryable=True)


async def existing_document(session: AsyncSession, document_id: int) -> Document:
    document = await session.get(Document, document_id)
    if document is None:
        raise DocumentGone(document_id)
    return document
