"""Public pages kept in the database (the usage guide): each source answers for its own paths, before
the prerendered pages, and lists its addresses for the sitemap."""

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any, Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from api.site.html import PageMeta


@dataclass(frozen=True)
class SitemapUrl:
    path: str
    lastmod: date | None = None


# The page at a path, as its head tags and its main text (sanitised HTML), or None where there is none.
PageFinder = Callable[[AsyncSession, str], Awaitable[tuple[PageMeta, str] | None]]
SitemapLister = Callable[[AsyncSession], Awaitable[Sequence[str | SitemapUrl]]]


@dataclass(frozen=True)
class PageSource:
    # Exact paths ("/naudojimo-gidas") and prefixes ending in "/" ("/straipsnis/"). A path the source
    # owns but does not find is served from the prerendered pages if it is one, else answers 404.
    paths: tuple[str, ...]
    find: PageFinder
    sitemap: SitemapLister

    def owns(self, path: str) -> bool:
        return any(path == own or (own.endswith("/") and path.startswith(own)) for own in self.paths)


class RenderedPage(Protocol):
    """A page a domain renders itself (the guide's GuidePage has this shape)."""

    @property
    def title(self) -> str: ...
    @property
    def description(self) -> str: ...
    @property
    def path(self) -> str: ...
    @property
    def json_ld(self) -> list[dict[str, Any]]: ...
    @property
    def body_html(self) -> str: ...


# Structured-data types that make a page an Open Graph "article" rather than a "website".
ARTICLE_TYPES = frozenset({"Article", "TechArticle", "BlogPosting", "NewsArticle", "HowTo"})


def page_finder(find: Callable[[AsyncSession, str], Awaitable[RenderedPage | None]]) -> PageFinder:
    """A PageFinder from a domain's own lookup, e.g. `page_finder(guide_page)`."""

    async def finder(session: AsyncSession, path: str) -> tuple[PageMeta, str] | None:
        page = await find(session, path)
        if page is None:
            return None
        article = any(item.get("@type") in ARTICLE_TYPES for item in page.json_ld)
        meta = PageMeta(
            page.title, page.description, page.path, "article" if article else "website", page.json_ld
        )
        return meta, page.body_html

    return finder
