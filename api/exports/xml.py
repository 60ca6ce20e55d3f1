"""Small helpers over lxml so every XML exporter writes elements, dates and amounts the same way."""

from datetime import date
from typing import TypeAlias

from lxml import etree

Element: TypeAlias = etree._Element


def add(parent: Element, tag: str, value: str | None = "") -> Element:
    """A child element; an empty string gives `<tag></tag>`, None gives `<tag/>`."""
    child = etree.SubElement(parent, tag)
    if value is not None:
        child.text = value
    return child


def add_present(parent: Element, tag: str, value: str) -> None:
    """A child element only when there is something to say."""
    if value:
        add(parent, tag, value)


def iso(value: date | None) -> str:
    return value.isoformat() if value else ""


def dotted(value: date | None) -> str:
    """YYYY.MM.DD, the date form of Rivilė GAMA and Centas imports."""
    return value.strftime("%Y.%m.%d") if value else ""


def document_bytes(root: Element, encoding: str = "UTF-8") -> bytes:
    document: bytes = etree.tostring(root, xml_declaration=True, encoding=encoding, pretty_print=True)
    return document
