"""Open a PDF, PNG or JPEG: page sizes, text-layer words with boxes, page images, embedded files."""

from __future__ import annotations

import io
from dataclasses import dataclass, field

import pymupdf
from PIL import Image, ImageOps

from activities.reading import budget
from activities.reading.types import Box, Page, Word, printed_text
from workflows.contracts import OCR_DPI
from workflows.mupdf_lock import MUPDF

# An image without a believable resolution is taken to be an A4 scan at this density.
DEFAULT_IMAGE_DPI = 200
MAX_IMAGE_SIDE = 5000


class UnreadableFile(ValueError):
    """Neither a PDF nor an image we can open: a business verdict, not worth retrying."""


class FileTooLarge(UnreadableFile):
    """A PDF past the memory budget (reading/budget.py): a compression bomb, or pages and images too
    large to render. Unreadable for every step that reads the file, with a message of its own."""


# A picture on a text-layer page worth reading: big enough for a line of text, small enough not to be
# the scan behind a searchable PDF's text layer.
PICTURE_MIN_WIDTH = 36.0
PICTURE_MIN_HEIGHT = 10.0
PICTURE_MAX_SHARE = 0.5
MAX_PICTURES = 6


@dataclass
class RenderedFile:
    kind: str  # "pdf" | "png" | "jpeg"
    pages: list[Page]  # text-layer words; empty for images and scanned pages
    embedded_files: dict[str, bytes] = field(default_factory=dict)
    _data: bytes = b""
    # Per page: where pictures that may hold text (a letterhead, a footer with the seller's details) lie.
    pictures: dict[int, list[Box]] = field(default_factory=dict)

    @property
    def page_count(self) -> int:
        return len(self.pages)

    def page_png(self, number: int, *, dpi: int = OCR_DPI, grayscale: bool = True) -> bytes:
        """The page as PNG, for the preview and for OCR."""
        if self.kind == "pdf":
            with MUPDF, pymupdf.open(stream=self._data, filetype="pdf") as doc:
                colorspace = pymupdf.csGRAY if grayscale else pymupdf.csRGB
                page = doc[number]
                pixmap = page.get_pixmap(dpi=budget.render_dpi(page.rect, dpi), colorspace=colorspace)
                png: bytes = pixmap.tobytes("png")
                return png
        image = open_image(self._data)
        if grayscale:
            image = image.convert("L")
        out = io.BytesIO()
        image.save(out, format="PNG")
        return out.getvalue()

    def picture_png(self, box: Box, *, dpi: int = 300) -> bytes:
        """One picture of a PDF page as PNG, for OCR."""
        with MUPDF, pymupdf.open(stream=self._data, filetype="pdf") as doc:
            clip = pymupdf.Rect(box.x0, box.y0, box.x1, box.y1)
            pixmap = doc[box.page].get_pixmap(
                dpi=budget.render_dpi(clip, dpi), clip=clip, colorspace=pymupdf.csGRAY
            )
            png: bytes = pixmap.tobytes("png")
            return png

    def has_text_layer(self, number: int) -> bool:
        return text_layer_usable(self.pages[number])


def render_pages(data: bytes, *, dpi: int = DEFAULT_IMAGE_DPI) -> RenderedFile:
    """Read the file once: PDFs give their text layer; images give one empty page to OCR.

    ``dpi`` is the density assumed for images that do not state a believable one.
    """
    kind = sniff(data)
    if kind == "pdf":
        return _render_pdf(data)
    image = open_image(data)
    image_dpi = _image_dpi(image) or dpi
    width, height = image.size
    page = Page(0, width * 72 / image_dpi, height * 72 / image_dpi, [], "ocr")
    return RenderedFile(kind, [page], {}, data)


def sniff(data: bytes) -> str:
    if data[:5] == b"%PDF-" or b"%PDF-" in data[:1024]:
        return "pdf"
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        return "png"
    if data[:3] == b"\xff\xd8\xff":
        return "jpeg"
    raise UnreadableFile("not a PDF, PNG or JPEG file")


def _render_pdf(data: bytes) -> RenderedFile:
    with MUPDF:
        return _render_pdf_locked(data)


def _render_pdf_locked(data: bytes) -> RenderedFile:
    try:
        doc = pymupdf.open(stream=data, filetype="pdf")
    except (pymupdf.FileDataError, RuntimeError) as error:
        raise UnreadableFile(str(error)) from error
    with doc:
        # before MuPDF interprets a page: text extraction inflates the content streams
        problem = budget.pdf_problem(doc)
        if problem is not None:
            raise FileTooLarge(problem)
        pages = [_text_page(doc[n], n) for n in range(doc.page_count)]
        embedded = {name: doc.embfile_get(name) for name in doc.embfile_names()}
        for number in range(doc.page_count):
            for annot in doc[number].annots(types=[pymupdf.PDF_ANNOT_FILE_ATTACHMENT]):  # type: ignore[attr-defined]
                embedded.setdefault(annot.file_info["filename"], annot.get_file())
        pictures = {
            page.number: found
            for page in pages
            if text_layer_usable(page) and (found := _pictures(doc[page.number], page))
        }
    return RenderedFile("pdf", pages, embedded, data, pictures)


def _pictures(pdf_page: pymupdf.Page, page: Page) -> list[Box]:
    """Pictures with no text-layer word on them: a logo, a letterhead or a footer printed as an image
    may be all the file says about its seller."""
    found: list[Box] = []
    for info in pdf_page.get_image_info():
        rect = pymupdf.Rect(info["bbox"]) & pdf_page.rect
        box = Box(page.number, rect.x0, rect.y0, rect.x1, rect.y1)
        small = rect.width < PICTURE_MIN_WIDTH or rect.height < PICTURE_MIN_HEIGHT
        if small or rect.width * rect.height > PICTURE_MAX_SHARE * page.width * page.height or box in found:
            continue
        if any(rect.contains(pymupdf.Point(w.box.center_x, w.box.center_y)) for w in page.words):
            continue
        found.append(box)
    return found[:MAX_PICTURES]


def _text_page(page: pymupdf.Page, number: int) -> Page:
    # get_text("words") already answers in points with a top-left origin (unrotated page space)
    rect = page.rect
    words = [
        Word(printed_text(text), Box(number, x0, y0, x1, y1))
        for x0, y0, x1, y1, text, *_ in page.get_text("words", sort=True)
        if text.strip()
    ]
    return Page(number, rect.width, rect.height, words, "text")


def text_layer_usable(page: Page) -> bool:
    """A text layer worth trusting: enough words, mostly readable characters (not a broken font map)."""
    if len(page.words) < 5:
        return False
    text = "".join(w.text for w in page.words)
    readable = sum(1 for c in text if c.isalnum() or c in ".,:;%€$-/()")
    return readable / max(len(text), 1) > 0.8


def open_image(data: bytes) -> Image.Image:
    """An uploaded image upright, as 8-bit gray or RGB, at most MAX_IMAGE_SIDE a side."""
    try:
        opened = Image.open(io.BytesIO(data))
        opened.load()
    except (OSError, Image.DecompressionBombError) as error:
        raise UnreadableFile(str(error)) from error
    image: Image.Image = eight_bit(ImageOps.exif_transpose(opened) or opened)
    if max(image.size) > MAX_IMAGE_SIDE:
        image.thumbnail((MAX_IMAGE_SIDE, MAX_IMAGE_SIDE))
    return image


# 16-bit and 32-bit gray (a 16-bit PNG opens as "I;16"): Pillow's own conversion to "L" clips every
# value above 255 to white, and resizing refuses these modes ("image has wrong mode").
WIDE_GRAY = ("I;16", "I;16B", "I;16L", "I;16N", "I", "F")
WIDE_GRAY_SCALE = 1 / 257  # 65535 → 255


def eight_bit(image: Image.Image) -> Image.Image:
    """Gray ("L") or RGB, whatever the file stored: wide gray scaled down, transparency laid on white
    paper (dropping the alpha channel would leave the transparent background black), palettes, CMYK
    and the rest converted."""
    if image.mode in ("L", "RGB"):
        return image
    if image.mode in WIDE_GRAY:
        return image.convert("I").point(lambda value: value * WIDE_GRAY_SCALE).convert("L")
    if image.mode == "P" and "transparency" not in image.info:
        return image.convert("RGB")
    if image.mode in ("P", "PA", "LA", "La", "RGBA", "RGBa"):
        with_alpha = image.convert("RGBA")
        paper = Image.new("RGB", image.size, "white")
        paper.paste(with_alpha, mask=with_alpha.getchannel("A"))
        return paper
    return image.convert("RGB")


def _image_dpi(image: Image.Image) -> float | None:
    info = image.info.get("dpi")
    if not info:
        return None
    value = float(info[0])
    return value if 100 <= value <= 1200 else None
