"""Every image mode the upload accepts renders: 16-bit gray, transparency, palettes with alpha, CMYK.
Each picture is a dark block on light paper; after rendering the block must still be dark and the
paper light (not clipped to white, not turned black)."""

import io

import numpy as np
import pytest
from PIL import Image, ImageStat
from temporalio.testing import ActivityEnvironment

from activities.render import RenderActivities
from activities.workspace import page_image_key
from api.core.storage import preview_key
from tests.activities.test_reading_steps import stored  # noqa: F401  (fixture)
from workflows.contracts import DocumentRef

WIDTH, HEIGHT = 1200, 800
BLOCK = (300, 200, 900, 600)


def encoded(image: Image.Image, kind: str = "PNG", **options: object) -> bytes:
    out = io.BytesIO()
    image.save(out, format=kind, **options)
    return out.getvalue()


def gray16(width: int = WIDTH, height: int = HEIGHT) -> bytes:
    """16-bit gray PNG: paper at 60000 of 65535, the block at 5000."""
    values = np.full((height, width), 60000, dtype=np.uint16)
    x0, y0, x1, y1 = (v * width // WIDTH if i % 2 == 0 else v * height // HEIGHT for i, v in enumerate(BLOCK))
    values[y0:y1, x0:x1] = 5000
    return encoded(Image.fromarray(values, mode="I;16"))


def transparent_rgba() -> bytes:
    """Black block on a fully transparent background (whose colour is black too, as many tools leave it)."""
    image = Image.new("RGBA", (WIDTH, HEIGHT), (0, 0, 0, 0))
    image.paste((0, 0, 0, 255), BLOCK)
    return encoded(image)


def palette_with_alpha() -> bytes:
    image = Image.new("P", (WIDTH, HEIGHT), 0)
    image.putpalette([0, 0, 0, 20, 20, 20])
    image.paste(1, BLOCK)
    return encoded(image, transparency=0)


def cmyk_jpeg() -> bytes:
    image = Image.new("CMYK", (WIDTH, HEIGHT), (0, 0, 0, 0))
    image.paste((0, 0, 0, 240), BLOCK)
    return encoded(image, "JPEG")


def gray_of(png: bytes, box: tuple[float, float, float, float]) -> float:
    with Image.open(io.BytesIO(png)) as image:
        width, height = image.size
        x0, y0, x1, y1 = box
        pixels = (int(x0 * width), int(y0 * height), int(x1 * width), int(y1 * height))
        return ImageStat.Stat(image.convert("L").crop(pixels)).mean[0]


INSIDE = (0.4, 0.4, 0.6, 0.6)
PAPER = (0.02, 0.02, 0.15, 0.15)


@pytest.mark.parametrize(
    "make",
    [gray16, lambda: gray16(6000, 4000), transparent_rgba, palette_with_alpha, cmyk_jpeg],
    ids=["16-bit gray", "16-bit gray over the size cap", "RGBA on transparent", "palette+alpha", "CMYK JPEG"],
)
def test_an_image_of_any_accepted_mode_renders_with_its_contrast(store, stored, make):  # noqa: F811
    document_id = stored(make())

    result = ActivityEnvironment().run(RenderActivities(store).render, DocumentRef(document_id))

    assert (result.page_count, result.ocr_pages) == (1, [0])
    for png in (store.get(preview_key(document_id, 0)), store.get(page_image_key(document_id, 0))):
        assert gray_of(png, INSIDE) < 60
        assert gray_of(png, PAPER) > 200
