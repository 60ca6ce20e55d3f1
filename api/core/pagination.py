"""Page links for paginated lists, in the shape the screens follow (`next` / `previous` URLs)."""

from typing import Annotated

from fastapi import Query
from starlette.requests import Request

# Far beyond any user's documents, and small enough that (page - 1) × page size stays a BIGINT offset.
MAX_PAGE = 1_000_000
PageNumber = Annotated[int, Query(ge=1, le=MAX_PAGE)]


def page_links(request: Request, page: int, page_size: int, count: int) -> dict[str, str | None]:
    has_next = page * page_size < count
    return {
        "next": str(request.url.include_query_params(page=page + 1)) if has_next else None,
        "previous": str(request.url.include_query_params(page=page - 1)) if page > 1 else None,
    }
