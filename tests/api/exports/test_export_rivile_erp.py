import io
from datetime import datetime
from pathlib import Path

import pytest
from openpyxl import load_workbook

from api.exports import rivile_erp
from api.exports.mapping import map_documents
from tests.api.exports.cases import CASES, OPTIONS, make_profile
from tests.api.exports.readback import unpacked

PACKAGED = Path(rivile_erp.__file__).parent / "data" / "rivile_erp"


def workbooks(documents):
    files = rivile_erp.render(map_documents(documents, make_profile(), options=OPTIONS))
    return {name: load_workbook(io.BytesIO(content)) for name, content in unpacked(files)}


def header_rows(sheet, last_row: int) -> list[tuple]:
    return [tuple((c.value, c.number_format) for c in row) for row in sheet.iter_rows(max_row=last_row)]


@pytest.mark.parametrize(
    ("output", "template", "first_rows"),
    [
        ("pirkimai.xlsx", "Pirkimai.xlsx", {"Headers": 5, "Addresses": 2, "Lines": 2}),
        ("klientai.xlsx", "Klientai.xlsx", {"Clients": 5, "ClientAddresses": 2, "ClientBankAccounts": 2}),
        (
            "prekes_paslaugos.xlsx",
            "Prekės, paslaugos.xlsx",
            {"Products": 5, "ProductUoms": 2, "ProductGroups": 2},
        ),
    ],
)
def test_workbooks_keep_the_official_template_layout(
    output: str, template: str, first_rows: dict[str, int]
) -> None:
    made = workbooks(CASES["purchase"]())[output]
    original = load_workbook(PACKAGED / template)
    assert made.sheetnames == original.sheetnames == list(first_rows)
    for sheet, rows in first_rows.items():
        assert header_rows(made[sheet], rows) == header_rows(original[sheet], rows)


def test_headers_and_lines_are_linked_by_ref_id_with_typed_cells() -> None:
    books = workbooks(CASES["purchase"]() + CASES["sale"]())
    headers = books["pirkimai.xlsx"]["Headers"]
    assert headers["A6"].value == "1" and headers["A6"].data_type == "s"
    assert headers["C6"].value == datetime(2025, 3, 12) and headers["C6"].number_format == "yyyy-mm-dd"
    assert headers["E6"].value == "AB00001" and headers["G6"].value == "0201" and headers["H6"].value == 0
    assert books["pardavimai.xlsx"]["Headers"]["G6"].value == "0101"
    lines = books["pirkimai.xlsx"]["Lines"]
    assert [lines.cell(row, 1).value for row in (3, 4)] == ["1", "1"]
    assert lines["F4"].value == 2.5 and lines["F4"].data_type == "n" and lines["G4"].number_format == "0.00##"
    assert (lines["B3"].value, lines["C3"].value, lines["E3"].value, lines["I3"].value) == (
        "POP-A4",
        "VNT",
        "01",
        "PVM1",
    )
    assert books["pirkimai.xlsx"]["Addresses"]["D3"].value == "Ąžuolų g. 7, Kaunas"


def test_credit_note_is_a_return_with_positive_quantities() -> None:
    books = workbooks(CASES["credit_note"]())
    assert books["pirkimai.xlsx"]["Headers"]["H6"].value == 1
    lines = books["pirkimai.xlsx"]["Lines"]
    assert (lines["F3"].value, lines["G3"].value, lines["J3"].value) == (4, 3.25, 2.73)


def test_document_discount_is_a_line_percentage() -> None:
    lines = workbooks(CASES["discount"]())["pirkimai.xlsx"]["Lines"]
    assert [lines.cell(row, 8).value for row in (3, 4)] == [9.53, 9.53]
    assert lines["J3"].value + lines["J4"].value == pytest.approx(19.94)


def test_clients_and_items_workbooks_list_each_party_and_item_once() -> None:
    books = workbooks(CASES["purchase"]() + CASES["discount"]() + CASES["sale"]())
    clients = books["klientai.xlsx"]["Clients"]
    rows = list(clients.iter_rows(min_row=6, values_only=True))
    assert [(r[0], r[2], r[20], r[26]) for r in rows] == [
        ("121215434", "121215434", 0, 1),
        ("304503308", "304503308", 1, 0),
    ]
    assert rows[0][4] == 3 and rows[0][7] == "LT212154314"
    assert books["klientai.xlsx"]["ClientBankAccounts"]["C3"].value == "LT601010012345678901"
    products = list(books["prekes_paslaugos.xlsx"]["Products"].iter_rows(min_row=6, values_only=True))
    assert [(r[1], r[2]) for r in products] == [
        (1, "POP-A4"),
        (1, "RAS01"),
        (1, "DAZ10"),
        (1, "TEPT"),
        (2, "PASLAUGA"),
        (2, "KONS"),
    ]


def look(cell) -> tuple:
    fill = cell.fill.fgColor
    colour = (fill.type, fill.rgb if fill.type == "rgb" else fill.theme, round(fill.tint, 2))
    return (
        bool(cell.font.b),
        bool(cell.alignment.wrap_text),
        cell.border.left.style,
        cell.fill.fill_type,
        colour if cell.fill.fill_type else None,
    )


def columns(sheet) -> dict[int, tuple[int, bool]]:
    """Each described column's width in pixels (7 to a digit) and whether it is hidden."""
    return {
        n: (round(d.width * 7), bool(d.hidden))
        for d in sheet.column_dimensions.values()
        for n in range(d.min, d.max + 1)
    }


@pytest.mark.parametrize(
    ("output", "template"),
    [
        ("pirkimai.xlsx", "Pirkimai.xlsx"),
        ("klientai.xlsx", "Klientai.xlsx"),
        ("prekes_paslaugos.xlsx", "Prekės, paslaugos.xlsx"),
    ],
)
def test_header_rows_keep_the_templates_look(output: str, template: str) -> None:
    made = workbooks(CASES["purchase"]())[output]
    original = load_workbook(PACKAGED / template)
    for sheet in original.sheetnames:
        rows = 5 if sheet == original.sheetnames[0] else 2
        assert [[look(c) for c in row] for row in made[sheet].iter_rows(max_row=rows)] == [
            [look(c) for c in row] for row in original[sheet].iter_rows(max_row=rows)
        ]
        assert columns(made[sheet]) == columns(original[sheet])
        assert made[sheet].merged_cells.ranges == original[sheet].merged_cells.ranges
        for n in range(1, rows + 1):  # XlsxWriter rounds heights to whole pixels (0.75 pt)
            assert made[sheet].row_dimensions[n].height == pytest.approx(
                original[sheet].row_dimensions[n].height, abs=0.75
            )
