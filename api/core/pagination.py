"""Page links for paginated lists, in the shape the screens follow (`next` / `previous` URLs)."""

from starlette.requests import Request


def page_links(request: Request, page: int, page_size: int, count: int) -> dict[str, str | None]:
    has_next = page * page_size < count
    return {
        "next": str(request.url.include_query_params(page=page + 1)) if has_next else None,
        "previous": str(request.url.include_query_params(page=page - 1)) if page > 1 else None,
    }
