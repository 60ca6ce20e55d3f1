"""The guide's pages as search engines should get them: title, description, structured data and the
main text as plain HTML, for the server-side renderer of public pages, and the paths for the sitemap.
Published content only, as the read API."""

from dataclasses import dataclass
from functools import partial
from html import escape
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from api.core.errors import NotFound
from api.guide import service
from api.guide.blocks import (
    Block,
    CodeBlock,
    DividerBlock,
    HeadingBlock,
    ImageBlock,
    ParagraphBlock,
    QuoteBlock,
    VideoBlock,
    clean_html,
)
from api.guide.schemas import Article, Category
from api.site.sources import PageSource, page_finder

GUIDE_TITLE = "Naudojimo gidas"
GUIDE_DESCRIPTION = (
    "DokSkenas naudojimo gidas: registracija, dokumentų įkėlimas ir tikrinimas, kreditai ir eksportas į "
    "Rivilę GAMA, Rivilę ERP, Finvaldą, Centą ir Apskaitą5."
)
BRAND = "DokSkenas"


@dataclass(frozen=True)
class GuidePage:
    title: str
    description: str
    path: str
    json_ld: list[dict[str, Any]]
    body_html: str


def _breadcrumbs(trail: list[tuple[str, str]], base_url: str) -> dict[str, Any]:
    return {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        "itemListElement": [
            {"@type": "ListItem", "position": n, "name": name, "item": base_url + path}
            for n, (name, path) in enumerate(trail, start=1)
        ],
    }


def _breadcrumb_nav(trail: list[tuple[str, str]]) -> str:
    links = "".join(f'<li><a href="{escape(path)}">{escape(name)}</a></li>' for name, path in trail)
    return f'<nav aria-label="Naršymo kelias"><ol>{links}</ol></nav>'


def block_html(block: Block) -> str:
    """One body block as semantic HTML; every text escaped, paragraph HTML cleaned again on the way
    out."""
    if isinstance(block, HeadingBlock):
        return f'<h{block.level} id="{escape(block.anchor)}">{escape(block.text)}</h{block.level}>'
    if isinstance(block, ParagraphBlock):
        cleaned = clean_html(block.html)
        return cleaned if cleaned.lstrip().startswith(("<p", "<ul", "<ol")) else f"<p>{cleaned}</p>"
    if isinstance(block, ImageBlock):
        caption = f"<figcaption>{escape(block.caption)}</figcaption>" if block.caption else ""
        return f'<figure><img src="{escape(block.src)}" alt="{escape(block.alt)}">{caption}</figure>'
    if isinstance(block, VideoBlock):
        url = f"https://www.youtube.com/watch?v={block.youtube_id}"
        return f'<p><a href="{url}">{escape(block.title)}</a></p>'
    if isinstance(block, CodeBlock):
        return f"<pre><code>{escape(block.code)}</code></pre>"
    if isinstance(block, QuoteBlock):
        cite = f"<cite>{escape(block.cite)}</cite>" if block.cite else ""
        return f"<blockquote><p>{escape(block.text)}</p>{cite}</blockquote>"
    assert isinstance(block, DividerBlock)
    return "<hr>"


def _index_page(categories: list[Category], base_url: str) -> GuidePage:
    items = "".join(
        f'<li><h2><a href="{service.category_path(c.slug)}">{escape(c.title)}</a></h2>'
        f"<p>{escape(c.description)}</p></li>"
        for c in categories
    )
    return GuidePage(
        title=f"{GUIDE_TITLE} | {BRAND}",
        description=GUIDE_DESCRIPTION,
        path=service.GUIDE_PATH,
        json_ld=[_breadcrumbs([(GUIDE_TITLE, service.GUIDE_PATH)], base_url)],
        body_html=f"<main><h1>{GUIDE_TITLE}</h1><ul>{items}</ul></main>",
    )


def _category_page(category: Category, base_url: str) -> GuidePage:
    path = service.category_path(category.slug)
    trail = [(GUIDE_TITLE, service.GUIDE_PATH), (category.title, path)]
    items = "".join(
        f'<li><a href="{service.article_path(a.slug)}">{escape(a.title)}</a>'
        f"<p>{escape(a.search_description)}</p></li>"
        for a in category.articles
    )
    return GuidePage(
        title=f"{category.title} | {GUIDE_TITLE} | {BRAND}",
        description=category.description or GUIDE_DESCRIPTION,
        path=path,
        json_ld=[_breadcrumbs(trail, base_url)],
        body_html=f"<main>{_breadcrumb_nav(trail)}<h1>{escape(category.title)}</h1>"
        f"<p>{escape(category.description)}</p><ul>{items}</ul></main>",
    )


def _article_page(article: Article, base_url: str) -> GuidePage:
    path = service.article_path(article.slug)
    trail = [
        (GUIDE_TITLE, service.GUIDE_PATH),
        (article.category_title, service.category_path(article.category_slug)),
        (article.title, path),
    ]
    structured: dict[str, Any] = {
        "@context": "https://schema.org",
        "@type": "Article",
        "headline": article.title,
        "description": article.search_description,
        "author": {"@type": "Organization", "name": article.author_name or BRAND},
        "publisher": {"@type": "Organization", "name": BRAND},
        "mainEntityOfPage": base_url + path,
        "inLanguage": "lt",
    }
    if article.first_published_at:
        structured["datePublished"] = article.first_published_at.isoformat()
    if article.last_published_at:
        structured["dateModified"] = article.last_published_at.isoformat()
    images = [block.src for block in article.body if isinstance(block, ImageBlock)]
    if article.main_image_url or images:
        image = article.main_image_url or images[0]
        structured["image"] = base_url + image if image.startswith("/") else image
    body = "".join(block_html(block) for block in article.body)
    return GuidePage(
        title=f"{article.seo_title or article.title} | {BRAND}",
        description=article.search_description,
        path=path,
        json_ld=[structured, _breadcrumbs(trail, base_url)],
        body_html=f"<main>{_breadcrumb_nav(trail)}<article><h1>{escape(article.title)}</h1>{body}</article></main>",
    )


async def guide_page(session: AsyncSession, path: str, base_url: str = "") -> GuidePage | None:
    """The page of a guide path (`/naudojimo-gidas`, `/kategorija/<slug>`, `/straipsnis/<slug>`), or
    None when the path is none of them or names nothing published. `base_url` (the site's public
    address) makes the structured data's links absolute, as search engines want them."""
    path = path.rstrip("/") or "/"
    try:
        if path == service.GUIDE_PATH:
            return _index_page(await service.categories(session), base_url)
        prefix, _, slug = path.rpartition("/")
        if not slug:
            return None
        if prefix == "/kategorija":
            return _category_page(await service.category(session, slug), base_url)
        if prefix == "/straipsnis":
            return _article_page(await service.article(session, slug), base_url)
    except NotFound:
        return None
    return None


async def guide_sitemap_paths(session: AsyncSession) -> list[str]:
    """The guide's home, then every published category with its published articles."""
    paths = [service.GUIDE_PATH]
    for category in await service.categories(session):
        paths.append(service.category_path(category.slug))
        paths.extend(service.article_path(article.slug) for article in category.articles)
    return paths


def guide_source(base_url: str) -> PageSource:
    """The guide as a source of server-rendered public pages and sitemap entries."""
    return PageSource(
        paths=(service.GUIDE_PATH, "/kategorija/", "/straipsnis/"),
        find=page_finder(partial(guide_page, base_url=base_url)),
        sitemap=guide_sitemap_paths,
    )
