"""Turn a digital PDF into what users photograph or scan: low dpi, JPEG, skew, perspective, shadow."""

from __future__ import annotations

import io
import random

import numpy
import pymupdf
from PIL import Image, ImageChops, ImageFilter

from tests.data.mupdf import holding_mupdf

VARIANTS = ("scan150", "scan200-skew", "photo")


def scanned(pdf: bytes, seed: int) -> tuple[str, bytes]:
    """The document of ``seed`` scanned or photographed, its variant drawn from its own seed too: (variant,
    the file)."""
    rng = random.Random(seed + 1)
    variant = rng.choice(VARIANTS)
    return variant, degrade(pdf, variant, rng)


@holding_mupdf
def degrade(pdf: bytes, variant: str, rng: random.Random) -> bytes:
    """A JPEG for one page, else a PDF of JPEG pages (a scanned multi-page document)."""
    dpi = 150 if variant == "scan150" else 200
    with pymupdf.open(stream=pdf, filetype="pdf") as doc:
        images = [_page_image(doc[n], dpi) for n in range(doc.page_count)]
    jpegs = [_jpeg(_apply(image, variant, rng), rng, dpi) for image in images]
    if len(jpegs) == 1:
        return jpegs[0]
    out = pymupdf.open()
    for jpeg in jpegs:
        with Image.open(io.BytesIO(jpeg)) as image:
            width, height = image.size
        page = out.new_page(width=width * 72 / dpi, height=height * 72 / dpi)
        page.insert_image(page.rect, stream=jpeg)
    data = out.tobytes(deflate=True)
    out.close()
    return data


def _page_image(page: pymupdf.Page, dpi: int) -> Image.Image:
    pixmap = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
    return Image.open(io.BytesIO(pixmap.tobytes("png"))).convert("L")


def _apply(image: Image.Image, variant: str, rng: random.Random) -> Image.Image:
    if variant == "scan150":
        return _noise(image.filter(ImageFilter.GaussianBlur(0.4)), rng, 6)
    if variant == "scan200-skew":
        angle = rng.choice([-1, 1]) * rng.uniform(1.0, 3.0)
        return _noise(
            image.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=235), rng, 8
        )
    return _photo(image, rng)


def _photo(image: Image.Image, rng: random.Random) -> Image.Image:
    width, height = image.size
    margin = 0.04
    # the page seen from slightly off-centre: each corner moved inwards by up to 4 %
    corners = [
        (rng.uniform(0, margin) * width, rng.uniform(0, margin) * height),
        (width - rng.uniform(0, margin) * width, rng.uniform(0, margin) * height),
        (width - rng.uniform(0, margin) * width, height - rng.uniform(0, margin) * height),
        (rng.uniform(0, margin) * width, height - rng.uniform(0, margin) * height),
    ]
    target = [(0.0, 0.0), (float(width), 0.0), (float(width), float(height)), (0.0, float(height))]
    coefficients = _perspective(target, corners)
    warped = image.transform(
        image.size, Image.Transform.PERSPECTIVE, coefficients, Image.Resampling.BICUBIC, fillcolor=90
    )
    warped = warped.rotate(rng.uniform(-2, 2), resample=Image.Resampling.BICUBIC, fillcolor=90)
    return _noise(_shadow(warped, rng).filter(ImageFilter.GaussianBlur(0.7)), rng, 10)


def _shadow(image: Image.Image, rng: random.Random) -> Image.Image:
    """A soft shadow across one side, as a hand or a phone casts it."""
    width, height = image.size
    darkest = rng.randint(120, 170)
    ramp = Image.linear_gradient("L").resize((width, height))
    if rng.random() < 0.5:
        ramp = ramp.rotate(90, expand=True).resize((width, height))
    gradient = ramp.point(lambda v: darkest + (255 - darkest) * v // 255)
    return ImageChops.multiply(image, gradient)


def _noise(image: Image.Image, rng: random.Random, sigma: int) -> Image.Image:
    """Sensor noise (the positive half of a Gaussian) drawn from the document's own seed: PIL's
    ``effect_noise`` draws from the C library's generator, whose state depends on every document made
    before in the process, so a scan differed from run to run and with the documents before it."""
    generator = numpy.random.default_rng(rng.getrandbits(64))
    noise = numpy.maximum(generator.normal(0.0, sigma, (image.height, image.width)), 0.0)
    noisy = numpy.asarray(image, dtype=numpy.float64) + noise - rng.randint(0, 4)
    return Image.fromarray(numpy.clip(noisy, 0, 255).astype(numpy.uint8))


def _jpeg(image: Image.Image, rng: random.Random, dpi: int) -> bytes:
    out = io.BytesIO()
    image.save(out, format="JPEG", quality=rng.randint(50, 75), dpi=(dpi, dpi))
    return out.getvalue()


def _perspective(target: list[tuple[float, float]], source: list[tuple[float, float]]) -> list[float]:
    """The 8 coefficients Pillow's PERSPECTIVE transform wants (output point → input point)."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(target, source, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rhs.append(u)
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs.append(v)
    return _solve(rows, rhs)


def _solve(matrix: list[list[float]], rhs: list[float]) -> list[float]:
    n = len(rhs)
    a = [[*row, b] for row, b in zip(matrix, rhs, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col:
                factor = a[r][col] / a[col][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col], strict=True)]
    return [a[i][n] / a[i][i] for i in range(n)]
