"""Files an attacker would upload, generated here (no binary blobs in the repository): polyglots, bombs,
encrypted and truncated PDFs, scripts in SVG, TIFF, PDF and image metadata, hostile names. Each either
must be refused with a message naming it, or may be processed; the test decides by what comes back.

Names are what the browser sends as the file name, so several carry the attack in the name itself."""

from __future__ import annotations

import io
import struct
import zipfile
import zlib

import pymupdf
from PIL import Image, PngImagePlugin

from tests.data.bad_files import _jpeg, _png, bad_files
from tests.data.bombs import raw_pdf
from tests.data.invoices import Invoice, invoice_pdf, scanned_image
from tests.data.mupdf import holding_mupdf

SCRIPT = "<script>alert(document.cookie)</script>"


def _invoice(tag: str) -> bytes:
    """A real invoice with a number of its own, so no two accepted files are duplicates."""
    return invoice_pdf(Invoice(number=f"PRIESAS-{tag}"))


def _zip(entries: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in entries.items():
            archive.writestr(name, data)
    return out.getvalue()


def _zip_bomb() -> bytes:
    """200 MB of zeros in about 200 KB."""
    out = io.BytesIO()
    with (
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive,
        archive.open("saskaita.pdf", "w", force_zip64=True) as entry,
    ):
        block = b"\0" * 2**20
        for _ in range(200):
            entry.write(block)
    return out.getvalue()


def _page_pdf(
    content: bytes, *, extra_catalog: bytes = b"", resources: bytes = b"", more: list[bytes] = ()
) -> bytes:  # type: ignore[assignment]
    stream = b"<</Length %d>>stream\n" % len(content) + content + b"\nendstream"
    return raw_pdf(
        [
            b"<</Type/Catalog/Pages 2 0 R" + extra_catalog + b">>",
            b"<</Type/Pages/Kids[3 0 R]/Count 1>>",
            b"<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<<"
            + resources
            + b">> >>",
            stream,
            *more,
        ]
    )


def _content_bomb() -> bytes:
    """One page whose content stream inflates from about 100 KB to 100 MB of spaces."""
    inflated = zlib.compress(b" " * 100 * 2**20, 9)
    stream = b"<</Length %d/Filter/FlateDecode>>stream\n" % len(inflated) + inflated + b"\nendstream"
    return raw_pdf(
        [
            b"<</Type/Catalog/Pages 2 0 R>>",
            b"<</Type/Pages/Kids[3 0 R]/Count 1>>",
            b"<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R>>",
            stream,
        ]
    )


def _self_drawing_form() -> bytes:
    """A form XObject that draws itself: a renderer without a cycle check never returns."""
    form = (
        b"<</Type/XObject/Subtype/Form/BBox[0 0 10 10]/Resources<</XObject<</F 5 0 R>> >>/Length 6>>"
        b"stream\n/F Do\nendstream"
    )
    return _page_pdf(b"/F Do", resources=b"/XObject<</F 5 0 R>>", more=[form])


def _javascript_pdf() -> bytes:
    action = (
        b"/OpenAction<</S/JavaScript/JS(app.alert\\('pwned'\\); this.exportDataObject\\({cName:'x'}\\))>>"
    )
    return _page_pdf(b"BT /F1 12 Tf 50 800 Td (JS) Tj ET", extra_catalog=action)


def _launch_pdf() -> bytes:
    return _page_pdf(b"", extra_catalog=b"/OpenAction<</S/Launch/F(cmd.exe)/P(/c calc)>>")


@holding_mupdf
def _with_attachment() -> bytes:
    with pymupdf.open(stream=_invoice("PRIEDAS"), filetype="pdf") as doc:
        doc.embfile_add("virusas.exe", b"MZ" + b"\x90" * 500, filename="virusas.exe")
        return doc.tobytes()


@holding_mupdf
def _owner_password_only() -> bytes:
    """Encrypted, but with an empty user password: every reader opens it without asking."""
    with pymupdf.open(stream=_invoice("SAVININKAS"), filetype="pdf") as doc:
        return doc.tobytes(encryption=pymupdf.PDF_ENCRYPT_RC4_128, owner_pw="savininkas", user_pw="")


def _nested_arrays(depth: int = 50_000) -> bytes:
    return _page_pdf(b"[" * depth + b"]" * depth)


def _broken_xref() -> bytes:
    data = _invoice("XREF")
    return data.replace(b"startxref", b"startxrex")


def _tiff_with_script() -> bytes:
    out = io.BytesIO()
    Image.new("L", (200, 200), 255).save(out, format="TIFF", description=SCRIPT)
    return out.getvalue()


def _heic() -> bytes:
    return struct.pack(">I", 24) + b"ftypheic" + b"\0\0\0\0mif1heic" + b"\0" * 200


def _png_with_text(key: str, text: str) -> bytes:
    info = PngImagePlugin.PngInfo()
    info.add_text(key, text)
    out = io.BytesIO()
    Image.new("L", (300, 200), 255).save(out, format="PNG", pnginfo=info)
    return out.getvalue()


def _png_text_bomb() -> bytes:
    """A zTXt chunk that inflates to 64 MB: metadata, not pixels, must not be read without a limit."""
    body = b"Comment\0\0" + zlib.compress(b"A" * 64 * 2**20, 9)
    png = _png((300, 200))
    chunk = len(body).to_bytes(4, "big") + b"zTXt" + body + zlib.crc32(b"zTXt" + body).to_bytes(4, "big")
    return png[:33] + chunk + png[33:]


def _png_header_only(width: int, height: int) -> bytes:
    ihdr = width.to_bytes(4, "big") + height.to_bytes(4, "big") + bytes([8, 0, 0, 0, 0])
    chunk = len(ihdr).to_bytes(4, "big") + b"IHDR" + ihdr + zlib.crc32(b"IHDR" + ihdr).to_bytes(4, "big")
    end = b"\0\0\0\0IEND" + zlib.crc32(b"IEND").to_bytes(4, "big")
    return b"\x89PNG\r\n\x1a\n" + chunk + end


def _jpeg_huge_header() -> bytes:
    """A JPEG whose frame header claims 65 500 × 65 500 pixels."""
    data = bytearray(_jpeg((64, 64)))
    marker = data.index(b"\xff\xc0")
    data[marker + 5 : marker + 9] = (65_500).to_bytes(2, "big") * 2
    return bytes(data)


def _jpeg_with_comment() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (320, 240), (255, 255, 255)).save(out, format="JPEG", comment=SCRIPT.encode())
    return out.getvalue()


def _png_16_bit() -> bytes:
    page = Image.open(io.BytesIO(scanned_image(_invoice("16BIT"), dpi=100))).convert("L")
    out = io.BytesIO()
    # widened in 32-bit mode: in "L" the product would clip to 255 and leave a blank page
    page.convert("I").point(lambda value: value * 257).convert("I;16").save(out, format="PNG")
    return out.getvalue()


def _svg(body: str) -> bytes:
    return f'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">{body}</svg>'.encode()


XXE = b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>'


def refused_files() -> dict[str, bytes]:
    """Must be refused at upload (422 naming the file); beyond tests/data/bad_files.py's."""
    return {
        "polyglot_zip_pdf.pdf": _zip({"a.txt": b"x"}) + _invoice("ZIPPIRMA"),
        "pdf_html.pdf": b"%PDF-1.4\n<html><body><script>alert(1)</script></body></html>",
        "gifar.png": b"GIF89a\x01\x00\x01\x00" + _zip({"META-INF/MANIFEST.MF": b"Main-Class: X"}),
        "zip_bomba.pdf": _zip_bomb(),
        "zip_bomba.zip": _zip_bomb(),
        "xlsx.pdf": _zip({"[Content_Types].xml": XXE, "xl/workbook.xml": XXE}),
        "tiff_scenarijus.tiff": _tiff_with_script(),
        "tiff_scenarijus.pdf": _tiff_with_script(),
        "nuotrauka.heic": _heic(),
        "svg_scenarijus.svg": _svg(f"{SCRIPT}<circle r='5'/>"),
        "svg_scenarijus.pdf": _svg("<a xlink:href='javascript:alert(1)'><text>x</text></a>"),
        "svg_onload.png": _svg("<image href='x' onerror='alert(1)'/>").replace(
            b"<svg ", b"<svg onload='alert(1)' "
        ),
        "xxe.pdf": XXE,
        "html_skriptas.jpg": f"<html>{SCRIPT}</html>".encode(),
        "exe.pdf": b"MZ\x90\x00" + b"\x00" * 400,
        "elf.png": b"\x7fELF\x02\x01\x01" + b"\x00" * 400,
        "png_milzinas_antraste.png": _png_header_only(100_000, 100_000),
        "jpeg_milzinas_antraste.jpg": _jpeg_huge_header(),
        "begalinis_sarasas.pdf": b"%PDF-1.7\n" + b"[" * 200_000,
        "tik_pdf_antraste.pdf": b"%PDF-",
    }


def hostile_content() -> dict[str, bytes]:
    """May be accepted: each then must reach a final state, its original stored byte for byte."""
    truncated = _invoice("NUKIRPTAS")
    return {
        "pdf_turinio_bomba.pdf": _content_bomb(),
        "pdf_pats_save_piesia.pdf": _self_drawing_form(),
        "pdf_gilus_masyvas.pdf": _nested_arrays(),
        "pdf_javascript.pdf": _javascript_pdf(),
        "polyglot_pdf_zip.pdf": _invoice("ZIP") + _zip({"a.html": SCRIPT.encode()}),
        "nukirptas_50.pdf": truncated[: len(truncated) // 2],
        # the rest is in the full run only (`make hostile`): each costs an OCR pass
        "nukirptas_10.pdf": truncated[: len(truncated) // 10],
        "polyglot_jpeg_html.jpg": _jpeg_with_comment() + f"<html>{SCRIPT}</html>".encode(),
        "png_tekstas_skriptas.png": _png_with_text("Comment", SCRIPT),
        "png_ztxt_bomba.png": _png_text_bomb(),
        "pdf_launch.pdf": _launch_pdf(),
        "pdf_priedas_exe.pdf": _with_attachment(),
        "uzsifruotas_be_slaptazodzio.pdf": _owner_password_only(),
        "pdf_sugadinta_xref.pdf": _broken_xref(),
        "siauras.png": _png((20, 6000)),
        "nuotrauka.pdf": _jpeg((640, 480)),
    }


FAST_CONTENT = 6


def hostile_names() -> dict[str, bytes]:
    """A valid invoice each, under a name an attacker chose: the name must be stored inert."""
    names = [
        "saskaita.jpg",
        "saskaita.exe",
        "saskaita",
        f"{SCRIPT}.pdf",
        '"><img src=x onerror=alert(1)>.pdf',
        "{{7*7}}${7*7}.pdf",
        "../../../../etc/passwd.pdf",
        "..\\..\\windows\\win.ini.pdf",
        "=cmd|' /C calc'!A0.pdf",
        "saskaita\u202efdp.exe",
        "sa\u200bskai\u200dta\ufeff.pdf",
        "sa\u0328skaita.pdf",
        "ｓａｓｋａｉｔａ.pdf",
        "a" * 400 + ".pdf",
        "nulis\x00.pdf",
        "%00%2e%2e%2f.pdf",
        "con.pdf",
        " .pdf",
    ]
    return {name: _invoice(f"{n:04d}") for n, name in enumerate(names, start=7001)}


def refused_corpus(max_file_bytes: int, max_pages: int) -> dict[str, bytes]:
    return {**bad_files(max_file_bytes, max_pages), **refused_files()}


SIXTEEN_BIT_PNG = ("16bitu.png", _png_16_bit)
