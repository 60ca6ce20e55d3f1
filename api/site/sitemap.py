"""sitemap.xml and robots.txt, with absolute addresses from the public base URL setting."""

from collections.abc import Iterable

from lxml import etree

from api.site.html import canonical_url
from api.site.sources import SitemapUrl

SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9"


def sitemap_xml(public_url: str, urls: Iterable[SitemapUrl]) -> bytes:
    urlset = etree.Element(_tag("urlset"), nsmap={None: SITEMAP_NS})
    seen: set[str] = set()
    for url in urls:
        if url.path in seen:
            continue
        seen.add(url.path)
        entry = etree.SubElement(urlset, _tag("url"))
        etree.SubElement(entry, _tag("loc")).text = canonical_url(public_url, url.path)
        if url.lastmod:
            etree.SubElement(entry, _tag("lastmod")).text = url.lastmod.isoformat()
    return bytes(etree.tostring(urlset, xml_declaration=True, encoding="UTF-8", pretty_print=True))


def _tag(name: str) -> str:
    return f"{{{SITEMAP_NS}}}{name}"


def robots_txt(public_url: str, disallowed: Iterable[str]) -> str:
    lines = ["User-agent: *", *(f"Disallow: {path}" for path in disallowed), ""]
    lines.append(f"Sitemap: {canonical_url(public_url, '/sitemap.xml')}")
    return "\n".join(lines) + "\n"
