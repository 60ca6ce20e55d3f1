"""The map OCR levels a slanted scan or an off-centre photo by, and its way back for boxes."""

import math

import numpy
import pytest
from PIL import Image, ImageDraw

from activities.reading.levelling import confirmed, levelled_image, original_point, slope_trend
from activities.reading.types import Box, Page


def _rows(centre_slope: float, keystone: float, heights: list[float]) -> list[tuple[float, float, float]]:
    """Text rows of a page seen from off-centre: (height at the centre line, slope, length)."""
    return [(v, centre_slope + keystone * v, 0.5) for v in heights]


def test_rows_that_slant_more_down_the_page_give_its_keystone() -> None:
    heights = [-0.6 + 0.1 * i for i in range(13)]

    trend = slope_trend(_rows(0.01, -0.04, heights))

    assert trend is not None
    assert trend == pytest.approx((0.01, -0.04))


def test_rows_that_slant_alike_have_no_trend() -> None:
    heights = [-0.6 + 0.1 * i for i in range(13)]
    assert slope_trend(_rows(0.03, 0.0, heights)) is None
    # a trend too small to move a row's end by a tenth of a line is left to the turn
    assert slope_trend(_rows(0.03, 0.003, heights)) is None


def test_a_row_read_across_its_neighbour_does_not_bend_the_trend() -> None:
    heights = [-0.6 + 0.1 * i for i in range(13)]
    rows = [*_rows(0.0, 0.05, heights), (0.0, 0.4, 0.3)]

    trend = slope_trend(rows)

    assert trend == pytest.approx((0.0, 0.05), abs=1e-6)


def test_a_baseline_is_trusted_where_its_words_climb_as_it_does() -> None:
    # centres of words on a line climbing 0,07, one with a descender a little lower
    centres = [(100.0, 500.0), (300.0, 486.0), (500.0, 473.5), (700.0, 458.0)]
    assert confirmed(-0.07, centres)
    # Tesseract's level baseline for that line is not its slope
    assert not confirmed(0.0, centres)
    # two words, or words one above the other, measure nothing
    assert not confirmed(-0.07, centres[:2])
    assert not confirmed(0.0, [(100.0, 500.0), (100.0, 520.0), (100.0, 540.0)])


def test_too_few_rows_or_rows_close_together_show_no_trend() -> None:
    assert slope_trend(_rows(0.0, 0.05, [-0.6, -0.3, 0.0, 0.3, 0.6])) is None
    assert slope_trend(_rows(0.0, 0.05, [0.01 * i for i in range(20)])) is None


def test_without_a_keystone_the_image_is_turned_as_a_scan_is_levelled() -> None:
    image = Image.new("L", (300, 400), 255)
    ImageDraw.Draw(image).rectangle((40, 60, 260, 70), fill=0)

    levelled = levelled_image(image, 2.5, 0.0)

    turned = image.rotate(2.5, resample=Image.Resampling.BICUBIC, fillcolor=255)
    assert numpy.array_equal(numpy.asarray(levelled), numpy.asarray(turned))


@pytest.mark.parametrize(("angle", "keystone"), [(-3.0, 0.0), (2.0, 0.0), (1.5, 0.05), (-1.0, -0.06)])
def test_a_box_on_the_levelled_page_is_placed_where_the_file_shows_it(angle: float, keystone: float) -> None:
    # a mark on the file (1 pixel a point), found again on the image as OCR levelled it
    photo = Image.new("L", (400, 600), 255)
    ImageDraw.Draw(photo).rectangle((340, 520, 350, 530), fill=0)
    ink = Image.eval(levelled_image(photo, angle, keystone), lambda v: 255 - v)
    x0, y0, x1, y1 = ink.point(lambda v: 255 if v > 128 else 0).getbbox()  # type: ignore[misc]
    page = Page(0, 400, 600, [], "ocr", levelled=angle, keystone=keystone)

    shown = page.as_shown(Box(0, x0, y0, x1, y1))

    assert abs(shown.center_x - 345.5) < 2 and abs(shown.center_y - 525.5) < 2


def test_the_keystone_makes_rows_that_met_at_a_point_beside_the_page_level() -> None:
    # with no turn, the map that levels a photo is the way back with the keystone's sign reversed
    keystone, width, height = 0.05, 1000.0, 1400.0
    for v in (-0.5, -0.2, 0.3, 0.6):  # rows through (0, v) of the photo, sloped keystone · v
        ends = [(width / 2 + u * width, height / 2 + (v + keystone * v * u) * width) for u in (-0.45, 0.45)]
        (_, left), (_, right) = (original_point(x, y, width, height, 0.0, -keystone) for x, y in ends)

        assert abs(ends[1][1] - ends[0][1]) > 5  # slanted on the photo
        assert math.isclose(left, right, abs_tol=1e-6)
        assert math.isclose(left, height / 2 + v * width, abs_tol=1e-6)
