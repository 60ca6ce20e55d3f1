"""PDFs that are small on disk and huge once read: written object by object, their streams deflated a
megabyte at a time so making them costs the test no more memory than the file itself."""

import zlib
from collections.abc import Iterable

MB = 2**20


def deflated(chunks: Iterable[bytes]) -> bytes:
    packer = zlib.compressobj(9)
    return b"".join(packer.compress(chunk) for chunk in chunks) + packer.flush()


def repeated(pattern: bytes, total: int) -> Iterable[bytes]:
    block = pattern * (MB // len(pattern))
    for _ in range(total // len(block)):
        yield block


def pdf(pages: list[tuple[float, float, bytes, dict[str, bytes]]]) -> bytes:
    """``pages``: (width, height, deflated content stream, {image name: deflated 8-bit gray image
    stream with its size as b"W H"}). One image object per name, shared by the pages that name it."""
    objects: list[bytes] = [b"<< /Type /Catalog /Pages 2 0 R >>", b""]
    images: dict[str, int] = {}
    page_ids = []
    for width, height, content, page_images in pages:
        for name, stream in page_images.items():
            if name not in images:
                size, data = stream.split(b"|", 1)
                w, h = size.split()
                head = (
                    f"<< /Type /XObject /Subtype /Image /Width {int(w)} /Height {int(h)} /ColorSpace "
                    f"/DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length {len(data)} >>"
                ).encode()
                objects.append(head + b"\nstream\n" + data + b"\nendstream")
                images[name] = len(objects)
        head = f"<< /Length {len(content)} /Filter /FlateDecode >>".encode()
        objects.append(head + b"\nstream\n" + content + b"\nendstream")
        content_id = len(objects)
        xobjects = " ".join(f"/{name} {images[name]} 0 R" for name in page_images)
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {width} {height}] /Contents {content_id} 0 R "
            f"/Resources << /XObject << {xobjects} >> >> >>".encode()
        )
        page_ids.append(len(objects))
    kids = " ".join(f"{n} 0 R" for n in page_ids)
    objects[1] = f"<< /Type /Pages /Kids [{kids}] /Count {len(page_ids)} >>".encode()
    return raw_pdf(objects)


def raw_pdf(objects: list[bytes], root: int = 1) -> bytes:
    """A PDF from numbered object bodies, with a correct cross-reference table."""
    out = bytearray(b"%PDF-1.7\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root {root} 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


def gray_image(width: int, height: int) -> bytes:
    """A white image of the size, deflated (a 30 MP one is 30 kB)."""
    return f"{width} {height}|".encode() + deflated(repeated(b"\xff", width * height))


def content_bomb(inflated: int = 80 * MB) -> bytes:
    """One A4 page whose content stream inflates to ``inflated`` bytes of no-op operators."""
    return pdf([(595, 842, deflated(repeated(b"q Q\n", inflated)), {})])


def image_bomb(images: int = 3, width: int = 6000, height: int = 5000) -> bytes:
    """One A4 page drawing several images, each under the upload's 40 MP limit, together far over it."""
    draw = b"".join(f"q 595 0 0 842 0 0 cm /I{n} Do Q\n".encode() for n in range(images))
    return pdf([(595, 842, deflated([draw]), {f"I{n}": gray_image(width, height) for n in range(images)})])


def large_page(width: float = 2000, height: float = 2000) -> bytes:
    """A page without text, large but within the upload's 40 MP at 200 dpi (2000 pt: 30.9 MP)."""
    return pdf([(width, height, deflated([b"0 0 0 rg 100 100 400 400 re f\n"]), {})])
