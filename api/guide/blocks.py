"""The typed blocks an article body is made of, and the rules that keep them safe: paragraph HTML is
cleaned to a small tag set, image addresses are ours or https, videos are YouTube ids only."""

import html
import re
import unicodedata
from typing import Annotated, Literal

import nh3
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, TypeAdapter

from api.guide import texts

# Inline formatting and lists; anything else (script, style, event handlers, iframes) is dropped.
ALLOWED_TAGS = {"a", "b", "strong", "i", "em", "code", "kbd", "br", "ul", "ol", "li", "p"}
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}}
ALLOWED_URL_SCHEMES = {"http", "https", "mailto"}
# Our own files only (web/public): the page's Content-Security-Policy allows no other image source.
IMAGE_URL = re.compile(r"^/[\w./-]+$")
TAG = re.compile(r"<[^>]*>")
YOUTUBE_ID = re.compile(r"^[A-Za-z0-9_-]{11}$")
MAX_BLOCKS = 200


def clean_html(html: str) -> str:
    return nh3.clean(
        html,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes=ALLOWED_URL_SCHEMES,
        link_rel="noopener noreferrer",
    )


def html_text(cleaned: str) -> str:
    """The words of cleaned HTML (every tag a word break), for search."""
    return " ".join(html.unescape(TAG.sub(" ", cleaned)).split())


def _image_url(value: str) -> str:
    if not IMAGE_URL.match(value) or value.startswith("//"):
        raise ValueError(texts.IMAGE_URL_INVALID)
    return value


def _youtube_id(value: str) -> str:
    if not YOUTUBE_ID.match(value):
        raise ValueError(texts.YOUTUBE_ID_INVALID)
    return value


ImageUrl = Annotated[str, Field(max_length=500), AfterValidator(_image_url)]
ShortText = Annotated[str, Field(min_length=1, max_length=300)]
LongText = Annotated[str, Field(min_length=1, max_length=20_000)]


class _Block(BaseModel):
    model_config = ConfigDict(extra="forbid")


class HeadingBlock(_Block):
    type: Literal["heading"]
    text: ShortText
    level: Literal[2, 3] = 2
    anchor: str = Field(default="", max_length=120, description="set by the server from the text")


class ParagraphBlock(_Block):
    type: Literal["paragraph"]
    html: Annotated[LongText, AfterValidator(clean_html)]


class ImageBlock(_Block):
    type: Literal["image"]
    src: ImageUrl
    alt: ShortText
    caption: str = Field(default="", max_length=300)


class VideoBlock(_Block):
    type: Literal["video"]
    youtube_id: Annotated[str, AfterValidator(_youtube_id)]
    title: ShortText


class CodeBlock(_Block):
    type: Literal["code"]
    code: LongText
    language: str = Field(default="", max_length=30)


class QuoteBlock(_Block):
    type: Literal["quote"]
    text: LongText
    cite: str = Field(default="", max_length=200)


class DividerBlock(_Block):
    type: Literal["divider"]


Block = Annotated[
    HeadingBlock | ParagraphBlock | ImageBlock | VideoBlock | CodeBlock | QuoteBlock | DividerBlock,
    Field(discriminator="type"),
]
Body = Annotated[list[Block], Field(max_length=MAX_BLOCKS)]
BODY = TypeAdapter(list[Block])


def slugify(text: str) -> str:
    """Lower-case ASCII words joined by hyphens: 'Kaip įkelti?' → 'kaip-ikelti'."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")[:100]


def with_anchors(body: list[Block]) -> list[Block]:
    """Every heading gets a unique anchor for the table of contents; one rule for the page and the
    server-rendered HTML."""
    seen: set[str] = set()
    result: list[Block] = []
    for block in body:
        if isinstance(block, HeadingBlock):
            base = slugify(block.text) or "skyrius"
            anchor, n = base, 2
            while anchor in seen:
                anchor, n = f"{base}-{n}", n + 1
            seen.add(anchor)
            block = block.model_copy(update={"anchor": anchor})
        result.append(block)
    return result


def plain_text(body: list[Block]) -> str:
    """Everything a reader can read in the body, for full-text search."""
    parts: list[str] = []
    for block in body:
        if isinstance(block, HeadingBlock | QuoteBlock):
            parts.append(block.text)
        elif isinstance(block, ParagraphBlock):
            parts.append(html_text(block.html))
        elif isinstance(block, ImageBlock):
            parts.append(block.caption or block.alt)
        elif isinstance(block, CodeBlock):
            parts.append(block.code)
    return "\n".join(part for part in parts if part)
