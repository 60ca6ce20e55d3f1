"""The web app's index.html with a page's head tags and main text filled in by the server, so search
engines and link previews read them without running JavaScript."""

import json
import re
from dataclasses import dataclass, field
from html import escape
from typing import Any

SITE_NAME = "DokSkenas"
OG_LOCALE = "lt_LT"
ROOT_ELEMENT = '<div id="root"></div>'
TITLE_ELEMENT = re.compile(r"<title>.*?</title>", re.DOTALL)
NOINDEX = '<meta name="robots" content="noindex" />'


@dataclass(frozen=True)
class PageMeta:
    title: str
    description: str
    # The page's own path ("/pvm-skaiciuokle"): the canonical address is the public base URL plus this.
    path: str
    og_type: str = "website"
    # Structured data (schema.org objects), one <script type="application/ld+json"> each.
    json_ld: list[dict[str, Any]] = field(default_factory=list)


class IndexHtmlError(ValueError):
    """web/dist/index.html is not the shape the server fills in (one <title>, an empty root element)."""


def check_index(index_html: str) -> None:
    if len(TITLE_ELEMENT.findall(index_html)) != 1 or index_html.count(ROOT_ELEMENT) != 1:
        raise IndexHtmlError(f"index.html needs exactly one <title> and one {ROOT_ELEMENT}")


def canonical_url(public_url: str, path: str) -> str:
    return public_url.rstrip("/") + path


def render_page(index_html: str, meta: PageMeta, body_html: str, public_url: str) -> str:
    """index.html with the page's head tags in place of the generic <title>, and body_html (trusted
    markup: our own prerendered pages or sanitised database content) inside the root element. React's
    createRoot replaces that markup when the app starts."""
    return _fill(index_html, _head_tags(meta, public_url), body_html)


def render_noindex(index_html: str) -> str:
    """The app shell with its generic title, marked for search engines to leave out."""
    return _fill(index_html, f"{NOINDEX}\n    <title>{SITE_NAME}</title>", "")


def _fill(index_html: str, head: str, body_html: str) -> str:
    check_index(index_html)
    with_head = TITLE_ELEMENT.sub(lambda _: head, index_html, count=1)
    return with_head.replace(ROOT_ELEMENT, f'<div id="root">{body_html}</div>', 1)


def _head_tags(meta: PageMeta, public_url: str) -> str:
    url = canonical_url(public_url, meta.path)
    properties = {
        "og:title": meta.title,
        "og:description": meta.description,
        "og:url": url,
        "og:type": meta.og_type,
        "og:locale": OG_LOCALE,
        "og:site_name": SITE_NAME,
    }
    names = {"twitter:card": "summary", "twitter:title": meta.title, "twitter:description": meta.description}
    tags = [
        f"<title>{escape(meta.title)}</title>",
        f'<meta name="description" content="{escape(meta.description)}" />',
        f'<link rel="canonical" href="{escape(url)}" />',
        *(f'<meta property="{key}" content="{escape(value)}" />' for key, value in properties.items()),
        *(f'<meta name="{key}" content="{escape(value)}" />' for key, value in names.items()),
        *(f'<script type="application/ld+json">{_json_ld(item)}</script>' for item in meta.json_ld),
    ]
    return "\n    ".join(tags)


def _json_ld(item: dict[str, Any]) -> str:
    # A script element's text is not HTML-escaped: "</script>" in a value would end it early, so the
    # characters that could open markup are written as JSON escapes, which mean the same to a parser.
    text = json.dumps(item, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
