import io
import zipfile
from datetime import date, datetime
from decimal import Decimal

from openpyxl import load_workbook

from api.exports import spreadsheet
from api.exports.mapping import map_documents
from tests.api.exports.cases import CASES, OPTIONS, make_profile
from tests.api.exports.readback import comma_decimal, csv_rows


def test_csv_is_utf8_with_bom_semicolons_and_decimal_commas() -> None:
    files = spreadsheet.render_csv(map_documents(CASES["purchase"](), make_profile(), options=OPTIONS))
    assert [f.name for f in files] == ["dokumentai.csv", "eilutes.csv"]
    content = files[0].content
    assert content.startswith(b"\xef\xbb\xbfID;Failas;")
    (row,) = csv_rows(content)
    assert row["Suma be PVM"] == "35,50" and row["Sąskaitos data"] == "2025-03-14"
    assert row["Operacijos data"] == "2025-03-12" and row["Pirkimas / pardavimas"] == "pirkimas"
    assert row["Būsena"] == "Atliktas (Neeksportuotas)" and row["Apmokėta grynaisiais"] == "Ne"
    assert row["Įkelta"] == "2025-03-15 10:00:00"  # Vilnius time
    lines = csv_rows(files[1].content)
    assert [comma_decimal(r["Kiekis"]) for r in lines] == [Decimal(10), Decimal("2.5")]
    assert lines[1]["Kaina"] == "1,1999"


def test_summary_documents_give_only_the_documents_file() -> None:
    files = spreadsheet.render_csv(map_documents(CASES["one_line"](), make_profile(), options=OPTIONS))
    assert [f.name for f in files] == ["dokumentai.csv"]


def test_xlsx_has_documents_and_lines_sheets_with_typed_cells() -> None:
    (file,) = spreadsheet.render_xlsx(
        map_documents(CASES["purchase"]() + CASES["credit_note"](), make_profile(), options=OPTIONS)
    )
    workbook = load_workbook(io.BytesIO(file.content))
    assert workbook.sheetnames == ["Dokumentai", "Eilutės"]
    documents = list(workbook["Dokumentai"].iter_rows(values_only=True))
    header = documents[0]
    first = dict(zip(header, documents[1], strict=True))
    assert first["Sąskaitos data"] == datetime(2025, 3, 14) and first["Suma su PVM"] == 42.95
    credit = dict(zip(header, documents[2], strict=True))
    assert credit["Suma be PVM"] == -13 and credit["Dokumento tipas"] == "credit_note"
    lines = list(workbook["Eilutės"].iter_rows(min_row=2, values_only=True))
    assert [(r[0], r[1], r[3]) for r in lines] == [(1, 1, "POP-A4"), (1, 2, "RAS01"), (3, 1, "POP-A4")]
    assert workbook["Dokumentai"]["I2"].number_format == "yyyy-mm-dd"
    assert date(2025, 3, 14) == first["Sąskaitos data"].date()


def test_xlsx_keeps_formula_like_text_as_text() -> None:
    documents = CASES["purchase"]()
    documents[0].seller_name = '=HYPERLINK("https://pavyzdys.lt","Spausti")'
    (file,) = spreadsheet.render_xlsx(map_documents(documents, make_profile(), options=OPTIONS))
    sheet = load_workbook(io.BytesIO(file.content))["Dokumentai"]
    header = [cell.value for cell in sheet[1]]
    seller = sheet.cell(2, header.index("Pardavėjo pavadinimas") + 1)
    assert (seller.data_type, seller.value) == ("s", '=HYPERLINK("https://pavyzdys.lt","Spausti")')


def test_csv_writes_formula_like_text_inert_and_negative_amounts_as_numbers() -> None:
    documents = CASES["purchase"]() + CASES["credit_note"]()
    documents[0].seller_name = '=HYPERLINK("https://pavyzdys.lt","Spausti")'
    documents[0].document_number = "-2+3"
    documents[0].line_items[0].prekes_pavadinimas = "=cmd|' /C calc'!A0"
    documents[1].seller_name = "@SUM(1)"
    documents[1].buyer_name = "\t=1+1"
    files = spreadsheet.render_csv(map_documents(documents, make_profile(), options=OPTIONS))
    purchase, credit = csv_rows(files[0].content)
    assert purchase["Pardavėjo pavadinimas"] == '\'=HYPERLINK("https://pavyzdys.lt","Spausti")'
    assert purchase["Numeris"] == "'-2+3"
    assert csv_rows(files[1].content)[0]["Prekės pavadinimas"] == "'=cmd|' /C calc'!A0"
    assert (credit["Pardavėjo pavadinimas"], credit["Pirkėjo pavadinimas"]) == ("'@SUM(1)", "'\t=1+1")
    assert credit["Suma be PVM"] == "-13,00"  # a real negative amount stays a number
    assert purchase["Failas"] == documents[0].original_filename  # ordinary text untouched
    for hostile in ("+370", "\r=1+1", "-5"):
        assert spreadsheet.inert(hostile) == "'" + hostile


def test_xlsx_writes_formula_like_text_as_text_cells_and_amounts_as_numbers() -> None:
    documents = CASES["purchase"]() + CASES["credit_note"]()
    documents[0].seller_name, documents[1].seller_name = "=cmd|' /C calc'!A0", "@SUM(1)"
    documents[0].document_number = "-2+3"
    (file,) = spreadsheet.render_xlsx(map_documents(documents, make_profile(), options=OPTIONS))
    sheet = load_workbook(io.BytesIO(file.content))["Dokumentai"]
    header = [cell.value for cell in sheet[1]]

    def cell(row: int, name: str):  # type: ignore[no-untyped-def]
        return sheet.cell(row, header.index(name) + 1)

    assert b"<f>" not in zipfile.ZipFile(io.BytesIO(file.content)).read("xl/worksheets/sheet1.xml")
    assert (cell(2, "Pardavėjo pavadinimas").data_type, cell(2, "Numeris").data_type) == ("s", "s")
    assert cell(3, "Pardavėjo pavadinimas").value == "@SUM(1)"
    assert (cell(3, "Suma be PVM").data_type, cell(3, "Suma be PVM").value) == ("n", -13)
