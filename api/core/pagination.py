"""Page links for paginated lists, in the shape the screens follow (`next` / `previous` URLs).

A `next` link also carries a keyset cursor (`after`): the newest-first position of the page's last
row, so the next page starts there by an index seek instead of counting past every earlier row with
OFFSET. Without `after`, a page number alone still works (OFFSET), for links typed by hand."""

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Annotated

from fastapi import Query
from starlette.requests import Request

from api.core import texts
from api.core.errors import Unprocessable
from api.core.inputs import MAX_ID

# Far beyond any user's documents, and small enough that (page - 1) × page size stays a BIGINT offset.
MAX_PAGE = 1_000_000
PageNumber = Annotated[int, Query(ge=1, le=MAX_PAGE)]
AfterCursor = Annotated[
    str | None,
    Query(max_length=40, description="the position the previous page ended at; taken from its next link"),
]
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MICROSECOND = timedelta(microseconds=1)


@dataclass(frozen=True)
class Cursor:
    """The (uploaded_at, id) of the last row shown; the next page holds the rows ordered after it."""

    uploaded_at: datetime
    id: int

    def encode(self) -> str:
        micros = (self.uploaded_at - _EPOCH) // _MICROSECOND
        return f"{micros}.{self.id}"

    @classmethod
    def decode(cls, value: str) -> "Cursor":
        micros, _, row_id = value.partition(".")
        if not (micros.lstrip("-").isdigit() and row_id.isdigit()):
            raise Unprocessable(f"{texts.INVALID_VALUE}: after")
        try:
            uploaded_at = _EPOCH + int(micros) * _MICROSECOND
        except OverflowError:
            uploaded_at = None
        if uploaded_at is None or not 1 <= int(row_id) <= MAX_ID:
            raise Unprocessable(f"{texts.INVALID_VALUE}: after")
        return cls(uploaded_at=uploaded_at, id=int(row_id))


def page_links(
    request: Request, page: int, page_size: int, count: int, last: Cursor | None = None
) -> dict[str, str | None]:
    has_next = page * page_size < count
    return {
        "next": next_link(request, last, page=page + 1) if has_next else None,
        "previous": str(request.url.remove_query_params("after").include_query_params(page=page - 1))
        if page > 1
        else None,
    }


def next_link(request: Request, last: Cursor | None, **params: int) -> str:
    url = request.url.include_query_params(**params)
    return str(url.include_query_params(after=last.encode()) if last else url.remove_query_params("after"))
