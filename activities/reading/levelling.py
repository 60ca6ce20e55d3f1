"""The map OCR levels a slanted page's image by before reading it, and its way back for boxes.

A page scanned askew slants all its rows alike: turning the image levels them. A page photographed from
off-centre slants each row by a little more than the one below it: the rows, parallel on paper, meet at a
vanishing point beside the page, and a single turn leaves the top or the bottom rows slanted by a line's
height across the page. A projective map that sends that point to infinity makes the rows parallel again;
the turn then levels them all.

The map is given by two numbers a page keeps with its words (``Page.levelled``, ``Page.keystone``): the
angle of the turn, and the keystone, how much a row's slope grows per page width down the page. Points are
measured from the page's centre in page widths, so the same numbers serve the image at any resolution and
the page in points.
"""

from __future__ import annotations

import math
import statistics

from PIL import Image

Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]


# Fewer long rows than this, or rows spread over less of the page (in page widths), show no trend.
MIN_ROWS = 8
MIN_SPREAD = 0.3
# A trend that changes the slope by less than this from the highest row to the lowest is left to a turn alone:
# the turn then leaves a slope of at most half of it, which moves a row's end by less than a tenth of a line.
MIN_TREND = 0.006
# A baseline whose slope the centres of its line's words miss by more than this is not trusted.
MAX_DISAGREEMENT = 0.01


def confirmed(slope: float, centres: list[tuple[float, float]]) -> bool:
    """Whether a text line's baseline has the slope its words' centres climb by (three words or more,
    fitted by least squares). The baseline measures better, a word's centre moving with its ascenders and
    descenders, but Tesseract now and then gives a slanted line a level one."""
    fit = _least_squares([(x, y, 1.0) for x, y in centres]) if len(centres) >= 3 else None
    return fit is not None and abs(fit[1] - slope) <= MAX_DISAGREEMENT


def slope_trend(rows: list[tuple[float, float, float]]) -> tuple[float, float] | None:
    """The slope at the page's centre and the keystone, fitted to text rows given as (height where the row
    crosses the page's centre line, slope, length), all in page widths; None where the rows slant alike.
    Rows whose slope strays from the first fit (a stamp, a word read as a line with its neighbour) are left
    out of the second."""
    fit = _fit(rows)
    if fit is None:
        return None
    residuals = [abs(slope - fit[0] - fit[1] * v) for v, slope, _ in rows]
    limit = 3 * statistics.median(residuals) + 0.001
    rows = [row for row, residual in zip(rows, residuals, strict=True) if residual <= limit]
    fit = _fit(rows)
    if fit is None:
        return None
    spread = max(v for v, _, _ in rows) - min(v for v, _, _ in rows)
    return fit if abs(fit[1]) * spread >= MIN_TREND else None


def _fit(rows: list[tuple[float, float, float]]) -> tuple[float, float] | None:
    """slope = a + keystone · v over rows spread far enough down the page, each weighed by its length."""
    if len(rows) < MIN_ROWS or max(v for v, _, _ in rows) - min(v for v, _, _ in rows) < MIN_SPREAD:
        return None
    return _least_squares(rows)


def _least_squares(points: list[tuple[float, float, float]]) -> tuple[float, float] | None:
    """The line y = a + b · x through weighed points (x, y, weight), as (a, b); None where the x are alike."""
    total = sum(weight for _, _, weight in points)
    mean_x = sum(x * weight for x, _, weight in points) / total
    mean_y = sum(y * weight for _, y, weight in points) / total
    spread = sum(weight * (x - mean_x) ** 2 for x, _, weight in points)
    if not spread:
        return None
    b = sum(weight * (x - mean_x) * (y - mean_y) for x, y, weight in points) / spread
    return mean_y - b * mean_x, b


def original_point(
    x: float, y: float, width: float, height: float, angle: float, keystone: float
) -> tuple[float, float]:
    """Where the point (x, y) of the levelled page stood on the page before it was levelled."""
    m = _to_original(width, height, angle, keystone)
    w = m[2][0] * x + m[2][1] * y + m[2][2]
    return (m[0][0] * x + m[0][1] * y + m[0][2]) / w, (m[1][0] * x + m[1][1] * y + m[1][2]) / w


def levelled_image(image: Image.Image, angle: float, keystone: float) -> Image.Image:
    """The image as OCR reads it: the keystone undone, then turned counter-clockwise by ``angle``."""
    m = _to_original(image.width, image.height, angle, keystone)
    coefficients = [value / m[2][2] for row in m for value in row][:8]
    return image.transform(
        image.size, Image.Transform.PERSPECTIVE, coefficients, Image.Resampling.BICUBIC, fillcolor=255
    )


def _to_original(width: float, height: float, angle: float, keystone: float) -> Matrix:
    """The levelled page's points → the original page's, as a homogeneous matrix.

    On the original page, in page widths from the centre (u, v), a row through (0, v₀) has the slope
    s + keystone · v₀: every row passes through (−1/keystone, −s/keystone). The forward map divides (u, v) by
    1 + keystone · u, which sends that point to infinity, then turns by ``angle``; this is its inverse: turn
    back, then divide by 1 − keystone · u."""
    radians = math.radians(angle)
    cos, sin = math.cos(radians), math.sin(radians)
    cx, cy, scale = width / 2, height / 2, width
    # pixels → page widths from the centre, turned back clockwise
    turn = (
        (cos / scale, -sin / scale, (-cx * cos + cy * sin) / scale),
        (sin / scale, cos / scale, (-cx * sin - cy * cos) / scale),
        (0.0, 0.0, 1.0),
    )
    # (u, v) → (u, v) / (1 − keystone · u), then page widths → pixels
    back = (
        (scale - cx * keystone, 0.0, cx),
        (-cy * keystone, scale, cy),
        (-keystone, 0.0, 1.0),
    )
    return _product(back, turn)


def _product(a: Matrix, b: Matrix) -> Matrix:
    rows = [tuple(sum(a[i][k] * b[k][j] for k in range(3)) for j in range(3)) for i in range(3)]
    return rows[0], rows[1], rows[2]  # type: ignore[return-value]
