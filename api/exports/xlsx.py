"""Workbooks written with XlsxWriter, and the rows above a template's data carried into them.

Rows stream out as they are written (`constant_memory`). A template is read once with openpyxl: each
sheet's header rows with their look, its column widths and formats, merged ranges, and the theme
its colours refer to; `start_from` lays that into a new workbook, so data rows can follow."""

import io
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openpyxl import load_workbook
from openpyxl.styles.colors import Color as TemplateColor
from xlsxwriter import Workbook
from xlsxwriter.color import Color
from xlsxwriter.format import Format
from xlsxwriter.worksheet import Worksheet

# Strings stay text: a name starting with "=" is no formula, an address in a note no hyperlink.
OPTIONS = {"constant_memory": True, "strings_to_formulas": False, "strings_to_urls": False}

NUMBER_FORMATS = {
    "general": "General",
    "text": "@",  # keeps codes like 0201 from turning into numbers when edited
    "money": "0.00",
    "price": "0.00##",
    "quantity": "0.#####",
    "date": "yyyy-mm-dd",
    "datetime": "yyyy-mm-dd hh:mm:ss",
}


def write_workbook(fill: Callable[[Workbook], None]) -> bytes:
    """The bytes of a new workbook that `fill` has written."""
    buffer = io.BytesIO()
    with Workbook(buffer, OPTIONS) as workbook:
        fill(workbook)
    return buffer.getvalue()


def number_formats(workbook: Workbook) -> dict[str, Format]:
    return {name: workbook.add_format({"num_format": code}) for name, code in NUMBER_FORMATS.items()}


Look = dict[str, Any]  # XlsxWriter format properties

_BORDERS = {"thin": 1, "medium": 2, "dashed": 3, "dotted": 4, "thick": 5, "double": 6, "hair": 7}
_HORIZONTAL = {"centerContinuous": "center_across", "general": None}
_VERTICAL = {"center": "vcenter", "justify": "vjustify", "distributed": "vdistributed"}
# The tints of XlsxWriter's theme shades 0-5: Excel's palette columns for background 1, text 1,
# background 2, and the rest.
_SHADE_TINTS = {
    0: (0, -0.05, -0.15, -0.25, -0.35, -0.5),
    1: (0, 0.5, 0.35, 0.25, 0.15, 0.05),
    2: (0, -0.1, -0.25, -0.5, -0.75, -0.9),
}
_ACCENT_SHADE_TINTS = (0, 0.8, 0.6, 0.4, -0.25, -0.5)
# A stored column width counts digits of the default font, 7 pixels each, cell padding included;
# XlsxWriter's character widths would add the padding once more.
_DIGIT_PIXELS = 7


def _color(color: TemplateColor | None) -> str | Color | None:
    if color is None:
        return None
    if color.type == "rgb":
        return f"#{color.rgb[-6:]}"
    if color.type == "theme":
        tints = _SHADE_TINTS.get(color.theme, _ACCENT_SHADE_TINTS)
        shade = min(range(len(tints)), key=lambda s: abs(tints[s] - color.tint))
        return Color.theme(color.theme, shade)
    return None  # indexed and automatic colours: the default


def _look(styled: Any) -> Look:
    """An openpyxl cell's or column's style as XlsxWriter format properties."""
    font, fill, alignment, border = styled.font, styled.fill, styled.alignment, styled.border
    look = {
        "num_format": styled.number_format,
        "font_name": font.name,
        "font_size": font.sz,
        "bold": font.b,
        "italic": font.i,
        "font_color": _color(font.color),
        "align": _HORIZONTAL.get(alignment.horizontal, alignment.horizontal),
        "valign": _VERTICAL.get(alignment.vertical, alignment.vertical),
        "text_wrap": alignment.wrap_text,
    }
    if fill.fill_type == "solid":
        look |= {"pattern": 1, "bg_color": _color(fill.fgColor)}
    for side in ("left", "right", "top", "bottom"):
        look[side] = _BORDERS.get(getattr(border, side).style)
    return {name: value for name, value in look.items() if value}


@dataclass(frozen=True)
class TemplateCell:
    row: int  # from 0, as XlsxWriter counts
    column: int
    value: Any
    look: Look


@dataclass(frozen=True)
class TemplateColumns:
    first: int
    last: int
    pixels: int
    hidden: bool
    look: Look


@dataclass(frozen=True)
class TemplateSheet:
    title: str
    header_rows: int  # data starts on the next row
    cells: tuple[TemplateCell, ...]
    heights: dict[int, float]
    columns: tuple[TemplateColumns, ...]
    merged: tuple[tuple[int, int, int, int], ...]  # first row, first column, last row, last column

    def row_values(self, row: int) -> dict[int, Any]:
        return {cell.column: cell.value for cell in self.cells if cell.row == row}


@dataclass(frozen=True)
class Template:
    theme: str
    sheets: tuple[TemplateSheet, ...]


def read_template(path: Path, header_rows: Callable[[int], int]) -> Template:
    """The template's sheets, each with its first `header_rows(sheet index)` rows."""
    workbook = load_workbook(path)
    sheets = []
    for index, sheet in enumerate(workbook.worksheets):
        rows = header_rows(index)
        cells = tuple(
            TemplateCell(cell.row - 1, cell.column - 1, cell.value, _look(cell))
            for row in sheet.iter_rows(max_row=rows)
            for cell in row
            if cell.value is not None or cell.has_style
        )
        columns = tuple(
            TemplateColumns(d.min - 1, d.max - 1, round(d.width * _DIGIT_PIXELS), bool(d.hidden), _look(d))
            for d in sheet.column_dimensions.values()
        )
        merged = tuple(
            (r.min_row - 1, r.min_col - 1, r.max_row - 1, r.max_col - 1)
            for r in sheet.merged_cells.ranges
            if r.max_row <= rows
        )
        heights = {
            number - 1: d.height for number, d in sheet.row_dimensions.items() if number <= rows and d.height
        }
        sheets.append(TemplateSheet(sheet.title, rows, cells, heights, columns, merged))
    return Template(workbook.loaded_theme.decode(), tuple(sheets))


def _lay(workbook: Workbook, template: TemplateSheet) -> Worksheet:
    sheet = workbook.add_worksheet(template.title)
    for columns in template.columns:
        look = workbook.add_format(columns.look)
        options = {"hidden": columns.hidden}
        sheet.set_column_pixels(columns.first, columns.last, columns.pixels, look, options)
    for row, height in template.heights.items():
        sheet.set_row(row, height)
    anchors = {area[:2]: area for area in template.merged}
    covered = {
        (row, column)
        for first_row, first_column, last_row, last_column in template.merged
        for row in range(first_row, last_row + 1)
        for column in range(first_column, last_column + 1)
    }
    for cell in template.cells:
        look = workbook.add_format(cell.look)
        if (cell.row, cell.column) in anchors:
            sheet.merge_range(*anchors[cell.row, cell.column], cell.value, look)
        elif (cell.row, cell.column) not in covered:
            sheet.write(cell.row, cell.column, cell.value, look)
    return sheet


def start_from(workbook: Workbook, template: Template) -> dict[str, Worksheet]:
    """The template's sheets in `workbook`, header rows written, by title."""
    workbook.use_custom_theme(io.StringIO(template.theme))
    return {sheet.title: _lay(workbook, sheet) for sheet in template.sheets}
