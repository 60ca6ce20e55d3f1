"""Public pages kept in the database (the usage guide): each source answers for its own paths, before
the prerendered pages, and lists its addresses for the sitemap."""

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import date

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
    # owns but does not find answers 404.
    paths: tuple[str, ...]
    find: PageFinder
    sitemap: SitemapLister

    def owns(self, path: str) -> bool:
        return any(path == own or (own.endswith("/") and path.startswith(own)) for own in self.paths)
