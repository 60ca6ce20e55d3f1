"""Page orientation: a page photographed sideways or fed into the scanner upside down, turned back upright.

Tesseract's orientation and script detection (OSD) through tesserocr. EXIF orientation is already applied
when the file is opened (``render.py``), so this is for pages whose pixels really are turned.

Give it the page after ``ocr.flatten_background``: OSD thresholds the page globally, and under a phone's
shadow it finds too little text (1 of 51 turned generated photos came back upright as they were, 37 of 51
flattened). The page is not made smaller for speed: at 100 dpi OSD was unsure of every A4 page, and a
35-megapixel scan takes about half a second.
"""

from __future__ import annotations

import os
import threading
from typing import Any

from PIL import Image

TESSDATA = "/usr/share/tesseract-ocr/5/tessdata/"
# OSD's orientation confidence below which the page is left as it is: a wrong turn makes a readable page
# garbage, a missed one only leaves a turned page as unreadable as it was. Measured on flattened pages, wrong
# answers stayed below 3 (receipt photos), right ones on 200 dpi A4 pages were above 5.
MIN_CONFIDENCE = 5.0
# Scripts whose orientation answer is believed. OSD often takes Latin capitals for Cyrillic ones; any other
# script means it classified shadow or noise (a shadowed photo: "Greek", wrong turn at confidence 5.9).
READABLE_SCRIPTS = frozenset({"Latin", "Cyrillic"})
# Image.rotate's angles are counter-clockwise; these undo a page turned clockwise by the key.
_TURN_BACK = {
    90: Image.Transpose.ROTATE_90,
    180: Image.Transpose.ROTATE_180,
    270: Image.Transpose.ROTATE_270,
}

_local = threading.local()


def upright(image: Image.Image) -> tuple[Image.Image, int]:
    """The image turned so its text reads upright, and the degrees it was turned counter-clockwise.

    ``(image, 0)`` when the page is upright, holds too little text, or OSD is not sure.
    ``image.rotate(degrees, expand=True)`` gives the same picture as the one returned.
    """
    degrees = _turned_degrees(image)
    if degrees == 0:
        return image, 0
    return image.transpose(_TURN_BACK[degrees]), degrees


def _turned_degrees(image: Image.Image) -> int:
    """How far the page is turned clockwise (0, 90, 180 or 270); 0 when OSD is not sure."""
    api = _api()
    api.SetImage(image.convert("L"))
    result = api.DetectOrientationScript()  # None when the page has too little text
    api.Clear()  # the API object lives on: do not keep a page's pixels with it
    if (
        result is None
        or result["orient_conf"] < MIN_CONFIDENCE
        or result["script_name"] not in READABLE_SCRIPTS
    ):
        return 0
    return int(result["orient_deg"])


def _api() -> Any:
    """One OSD-only Tesseract per thread, created once: loading it costs more than a detection."""
    api = getattr(_local, "api", None)
    if api is None:
        # Debian's OpenMP build is five times slower on two cores unless limited before the library loads.
        os.environ.setdefault("OMP_THREAD_LIMIT", "1")
        import tesserocr

        api = tesserocr.PyTessBaseAPI(path=TESSDATA, lang="osd", psm=tesserocr.PSM.OSD_ONLY)
        _local.api = api
    return api
