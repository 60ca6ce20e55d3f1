"""Checks of uploaded files by their bytes, never by name or declared type (ARCHITECTURE §3): PDF, PNG
or JPEG only, within the size, page and pixel limits of the settings. Each problem is a Lithuanian
sentence naming the file."""

import hashlib
import io
import warnings
from dataclasses import dataclass

import pymupdf
from PIL import Image

from api.core import texts
from api.core.config import Settings
from workflows.contracts import OCR_DPI
from workflows.mupdf_lock import MUPDF

PDF = "application/pdf"
PNG = "image/png"
JPEG = "image/jpeg"


class FileProblem(ValueError):
    pass


@dataclass(frozen=True)
class CheckedFile:
    filename: str
    data: bytes
    content_type: str
    sha256: str
    page_count: int


def sniff(data: bytes) -> str | None:
    if data.startswith(b"%PDF-"):
        return PDF
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return PNG
    if data.startswith(b"\xff\xd8\xff"):
        return JPEG
    return None


def check_file(filename: str, data: bytes, settings: Settings) -> CheckedFile:
    """The file, ready to store; FileProblem with the message for the user otherwise."""
    if not data:
        raise FileProblem(texts.FILE_EMPTY.format(name=filename))
    if len(data) > settings.max_file_bytes:
        raise FileProblem(
            texts.FILE_TOO_LARGE.format(name=filename, limit_mb=settings.max_file_bytes // 2**20)
        )
    content_type = sniff(data)
    if content_type is None:
        raise FileProblem(texts.FILE_WRONG_TYPE.format(name=filename))
    pages = (
        _check_pdf(filename, data, settings)
        if content_type == PDF
        else _check_image(filename, data, settings)
    )
    return CheckedFile(filename, data, content_type, hashlib.sha256(data).hexdigest(), pages)


def _megapixels(settings: Settings) -> int:
    return settings.max_image_pixels // 1_000_000


def _check_pdf(filename: str, data: bytes, settings: Settings) -> int:
    with MUPDF:
        return _check_pdf_locked(filename, data, settings)


def _check_pdf_locked(filename: str, data: bytes, settings: Settings) -> int:
    try:
        doc = pymupdf.open(stream=data, filetype="pdf")
    except Exception as error:
        raise FileProblem(texts.FILE_PDF_BROKEN.format(name=filename)) from error
    with doc:
        if doc.needs_pass:
            raise FileProblem(texts.FILE_PDF_ENCRYPTED.format(name=filename))
        if doc.page_count == 0:
            raise FileProblem(texts.FILE_PDF_NO_PAGES.format(name=filename))
        if doc.page_count > settings.max_pdf_pages:
            raise FileProblem(texts.FILE_TOO_MANY_PAGES.format(name=filename, limit=settings.max_pdf_pages))
        try:
            for number in range(doc.page_count):
                _check_page(filename, doc.load_page(number), settings)
        except FileProblem:
            raise
        except Exception as error:
            raise FileProblem(texts.FILE_PDF_BROKEN.format(name=filename)) from error
        pages: int = doc.page_count
        return pages


def _check_page(filename: str, page: pymupdf.Page, settings: Settings) -> None:
    width, height = page.rect.width * OCR_DPI / 72, page.rect.height * OCR_DPI / 72
    if width * height > settings.max_image_pixels:
        raise FileProblem(texts.FILE_PAGE_TOO_LARGE.format(name=filename, limit_mp=_megapixels(settings)))
    # An embedded image that inflates to gigabytes (a decompression bomb) is refused before rendering.
    for image in page.get_images(full=False):
        image_width, image_height = image[2], image[3]
        if image_width * image_height > settings.max_image_pixels:
            raise FileProblem(
                texts.FILE_IMAGE_TOO_LARGE.format(name=filename, limit_mp=_megapixels(settings))
            )


def _check_image(filename: str, data: bytes, settings: Settings) -> int:
    too_large = FileProblem(texts.FILE_IMAGE_TOO_LARGE.format(name=filename, limit_mp=_megapixels(settings)))
    broken = FileProblem(texts.FILE_IMAGE_BROKEN.format(name=filename))
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as image:
                width, height = image.size
                if width * height > settings.max_image_pixels:
                    raise too_large
                # Decoding the whole image finds truncated and corrupt data the header hides.
                image.load()
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as error:
        raise too_large from error
    except FileProblem:
        raise
    except Exception as error:
        raise broken from error
    return 1
