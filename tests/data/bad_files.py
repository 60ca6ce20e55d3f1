"""Files an upload must refuse, each with the reason a person would want to read."""

from __future__ import annotations

import io
import zlib

import pymupdf
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from tests.data.invoices import invoice_pdf
from tests.data.mupdf import holding_mupdf


def _png(size: tuple[int, int], mode: str = "L", color: int = 255) -> bytes:
    out = io.BytesIO()
    Image.new(mode, size, color).save(out, format="PNG")
    return out.getvalue()


def _jpeg(size: tuple[int, int] = (400, 300)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, (200, 50, 50)).save(out, format="JPEG")
    return out.getvalue()


@holding_mupdf
def _pdf(pages: int, width: float = 595, height: float = 842) -> bytes:
    doc = pymupdf.open()
    for _ in range(pages):
        doc.new_page(width=width, height=height)
    data = doc.tobytes()
    doc.close()
    return data


@holding_mupdf
def _encrypted_pdf() -> bytes:
    with pymupdf.open(stream=invoice_pdf(), filetype="pdf") as doc:
        return doc.tobytes(encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="slaptas", owner_pw="savininkas")


def _zero_page_pdf() -> bytes:
    return (
        b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
        b"2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n"
        b"trailer<</Root 1 0 R>>\n%%EOF\n"
    )


def _png_bomb() -> bytes:
    """A few kilobytes that decode to 400 megapixels."""
    width = height = 20_000
    header = b"\x89PNG\r\n\x1a\n"

    def chunk(kind: bytes, body: bytes) -> bytes:
        return len(body).to_bytes(4, "big") + kind + body + zlib.crc32(kind + body).to_bytes(4, "big")

    ihdr = width.to_bytes(4, "big") + height.to_bytes(4, "big") + bytes([1, 0, 0, 0, 0])
    row = b"\x00" + b"\x00" * (width // 8)
    compressor = zlib.compressobj(9)
    data = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()
    return header + chunk(b"IHDR", ihdr) + chunk(b"IDAT", data) + chunk(b"IEND", b"")


@holding_mupdf
def _pdf_with_huge_image() -> bytes:
    """A small PDF whose one image inflates to 48 megapixels."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_image(page.rect, stream=_png((8000, 6000), mode="1", color=1))
    data = doc.tobytes(deflate=True)
    doc.close()
    return data


def _broken_png() -> bytes:
    data = bytearray(_png((300, 300), color=10))
    data[60:80] = b"\x00" * 20
    return bytes(data)


def bad_files(max_file_bytes: int, max_pages: int) -> dict[str, bytes]:
    """Name → content; each name says what is wrong with it."""
    pdf = invoice_pdf()
    return {
        "tuscias.pdf": b"",
        "tinklalapis.pdf": b"<!DOCTYPE html><html><body>Saskaita</body></html>",
        "tekstas.jpg": "Sąskaita faktūra Nr. 1".encode(),
        "archyvas.pdf": b"PK\x03\x04" + b"\x00" * 200,
        "gif.png": b"GIF89a" + b"\x00" * 100,
        "svg.png": b'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
        "webp.jpg": b"RIFF\x24\x00\x00\x00WEBPVP8 " + b"\x00" * 40,
        "nukirptas.pdf": pdf[:300],
        "sugadintas.pdf": b"%PDF-1.7\n" + b"\x13\x37" * 400,
        "uzsifruotas.pdf": _encrypted_pdf(),
        "be_puslapiu.pdf": _zero_page_pdf(),
        "per_daug_puslapiu.pdf": _pdf(max_pages + 1),
        "milzinas_puslapis.pdf": _pdf(1, width=14_000, height=14_000),
        "bomba_pdf.pdf": _pdf_with_huge_image(),
        "bomba.png": _png_bomb(),
        "nukirptas.png": _png((600, 800), color=120)[:120],
        "sugadintas.png": _broken_png(),
        "nukirptas.jpg": _jpeg()[:200],
        "tik_antraste.jpg": b"\xff\xd8\xff\xe0" + b"\x00" * 50,
        "per_didelis.pdf": b"%PDF-1.4\n" + b"0" * max_file_bytes,
        "milzinas.png": _png((9000, 5000)),
    }


def shapes_jpeg() -> bytes:
    """A photo with no text in it."""
    image = Image.new("RGB", (900, 1200), (230, 235, 240))
    draw = ImageDraw.Draw(image)
    for n in range(12):
        box = (50 + n * 60, 100 + n * 70, 250 + n * 60, 300 + n * 70)
        draw.ellipse(box, fill=(40 + n * 15, 90, 160 - n * 10))
    out = io.BytesIO()
    image.save(out, format="JPEG", quality=80)
    return out.getvalue()


def white_png() -> bytes:
    return _png((1240, 1754))


def blank_pdf() -> bytes:
    return _pdf(1)


@holding_mupdf
def lorem_pdf() -> bytes:
    """Text, but no invoice in it."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((50, 80), "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod.")
    page.insert_text((50, 100), "Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi.")
    data = doc.tobytes()
    doc.close()
    return data


def letter_jpeg() -> bytes:
    """A one-line note photographed on grey paper: it names an invoice, yet holds no total, date or party
    (issue 13: such a photo was completed as an invoice and charged)."""
    image = Image.new("RGB", (1240, 1754), (214, 210, 200))
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 34)
    ImageDraw.Draw(image).text(
        (120, 260), "Labas, ai ne sąskaita, tik laiškelis tau. Jonas", fill=(30, 30, 35), font=font
    )
    out = io.BytesIO()
    image.filter(ImageFilter.GaussianBlur(0.8)).save(out, format="JPEG", quality=70)
    return out.getvalue()
