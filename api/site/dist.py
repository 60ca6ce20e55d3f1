"""The built web app (web/dist): its index.html and the public pages the build prerendered
(web/scripts/prerender.mjs writes prerender/pages.json). Read again whenever either file changes, so
a rebuild shows without a restart."""

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from api.site.html import PageMeta, check_index

log = logging.getLogger(__name__)
PRERENDERED = Path("prerender") / "pages.json"


class PrerenderedPage(BaseModel):
    model_config = ConfigDict(populate_by_name=True)

    path: str = Field(pattern=r"^/")
    title: str = Field(min_length=1)
    description: str = Field(min_length=1)
    json_ld: list[dict[str, Any]] = Field(default_factory=list, alias="jsonLd")
    body_html: str = Field(min_length=1, alias="bodyHtml")


class PrerenderedPages(BaseModel):
    pages: list[PrerenderedPage]


@dataclass(frozen=True)
class StaticPage:
    meta: PageMeta
    body_html: str


@dataclass(frozen=True)
class Build:
    index_html: str
    pages: dict[str, StaticPage]


def _modified(path: Path) -> int | None:
    try:
        return path.stat().st_mtime_ns
    except FileNotFoundError:
        return None


class WebDist:
    def __init__(self, root: Path) -> None:
        self.root = root
        self._build: Build | None = None
        self._built_at: tuple[int | None, int | None] | None = None

    def build(self) -> Build | None:
        """The current build, or None when web/dist has no index.html (`make web` not run)."""
        index = self.root / "index.html"
        if not index.is_file():
            return None
        built_at = (_modified(index), _modified(self.root / PRERENDERED))
        if built_at != self._built_at:
            index_html = index.read_text(encoding="utf-8")
            check_index(index_html)
            self._build = Build(index_html, self._read_pages())
            self._built_at = built_at
        return self._build

    def _read_pages(self) -> dict[str, StaticPage]:
        source = self.root / PRERENDERED
        try:
            parsed = PrerenderedPages.model_validate_json(source.read_bytes())
        except FileNotFoundError:
            log.warning("%s is missing: public pages are served without their head tags and text", source)
            return {}
        except ValidationError as error:
            raise ValueError(f"{source} is not a prerender of this app: {error}") from error
        return {
            page.path: StaticPage(
                PageMeta(page.title, page.description, page.path, json_ld=page.json_ld), page.body_html
            )
            for page in parsed.pages
        }
