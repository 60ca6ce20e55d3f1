"""Item tables read by structure on hand-made pages whose column headers no phrase list knows."""

from decimal import Decimal

from activities.reading.rules import extract_rules
from activities.reading.rules.grid import structured_tables
from activities.reading.rules.lines import table_items
from tests.activities.reading.pages import make_layout

D = Decimal


def items_of(lines: list[str]) -> list[dict[str, object]]:
    tables = structured_tables(make_layout(lines), set())
    return [{k: f.value for k, f in item.fields.items()} for t in tables for item in table_items(t)]


def test_a_table_in_a_language_no_list_knows() -> None:
    lines = [
        "@40:Nro|@80:Tuote|@300:Määrä|@340:Yks.|@400:Hinta|@490:Yhteensä",
        "@40:1|@80:Kahvipavut tummapaahto|@300:2|@340:kg|@400:12,50|@500:25,00",
        "@80:1 kg pakkaus",
        "@40:2|@80:Konsultointi|@300:1,5 h|@400:40,00|@500:60,00",
        "",
        "@400:Veroton|@500:85,00",
    ]
    assert items_of(lines) == [
        {
            "prekes_pavadinimas": "Kahvipavut tummapaahto 1 kg pakkaus",
            "unit": "kg",
            "quantity": D(2),
            "price": D("12.50"),
            "subtotal": D("25.00"),
        },
        {
            "prekes_pavadinimas": "Konsultointi",
            "unit": "h",
            "quantity": D("1.5"),
            "price": D("40.00"),
            "subtotal": D("60.00"),
        },
    ]
    [table] = structured_tables(make_layout(lines), set())
    assert table.line_indexes == {0, 1, 2, 3}  # the header by its place and type, not the totals


def test_price_before_quantity_and_an_amount_with_vat() -> None:
    lines = [
        "@80:Artikl|@250:Kod|@330:Cijena|@380:Kol.|@430:PDV|@465:Iznos PDV|@520:Ukupno",
        "@80:Vijak M8 pocinčani|@250:VM-0815|@330:0,45|@385:100|@430:21 %|@470:9,45|@520:54,45",
        "@80:Matica M8|@250:MM-0816|@330:0,20|@385:50 kom|@430:21 %|@470:2,10|@520:12,10",
    ]
    first, second = items_of(lines)
    assert first == {
        "prekes_pavadinimas": "Vijak M8 pocinčani",
        "prekes_kodas": "VM-0815",
        "quantity": D(100),
        "price": D("0.45"),
        "vat_percent": D(21),
        "vat": D("9.45"),
        "total": D("54.45"),
    }
    assert (second["quantity"], second["unit"], second["total"]) == (D(50), "kom", D("12.10"))


def test_column_numbers_and_a_totals_row_are_no_items() -> None:
    lines = [
        "@80:Nimetus|@300:Kogus|@400:Hind|@500:Summa",
        "@80:1|@300:2|@400:3|@500:4",
        "@80:Paber A4|@300:10|@400:4,50|@500:45,00",
        "@80:Kokku|@300:10|@400:45,00|@500:45,00",
    ]
    assert [item["prekes_pavadinimas"] for item in items_of(lines)] == ["Paber A4"]


def test_rows_found_by_structure_stay_out_of_the_totals() -> None:
    lines = [
        "@80:Opis|@300:Ilość|@400:Cena|@500:Wartość",
        "@80:Usługa serwisowa|@300:1|@400:100,00|@500:100,00",
        "",
        "@300:Netto:|@500:100,00",
        "@300:VAT 23 %:|@500:23,00",
        "@300:Brutto:|@500:123,00",
    ]
    result = extract_rules(make_layout(lines), detailed=True)
    assert [item.value("subtotal") for item in result.line_items] == [D("100.00")]
    gross = result.candidates.best("amount_with_vat")
    assert gross is not None and gross.value == D("123.00") and gross.box is not None
    assert gross.box.y0 > 40 + 3 * 14  # printed in the totals, not in the row


def test_a_row_on_two_tight_lines_and_a_price_with_four_decimals() -> None:
    """The amount set under the article number, a little lower than the price; the quantity is the
    number printed with fewer decimals, though the price stands left of it."""
    lines = [
        "@40:Pos|@80:Beschreibung|@300:Nettopreis|@360:Menge|@420:Steuersatz|@500:Nettobetrag",
        "@40:SFK5|@80:Schweinesteak|@300:5,5000|@360:4|@420:7 %",
        "@40:4000050986428|@500:22,00",
    ]
    [item] = items_of(lines)
    assert (item["quantity"], item["price"], item["subtotal"], item["vat_percent"]) == (
        D(4),
        D("5.5000"),
        D("22.00"),
        D(7),
    )
    assert item["prekes_pavadinimas"] == "Schweinesteak"


def test_the_rows_that_add_up_to_the_net_and_name_their_items_are_kept() -> None:
    from activities.reading.rules import _reconciled
    from activities.reading.rules.common import Candidates
    from activities.reading.types import Field, LineItem

    def item(name: str, subtotal: str) -> LineItem:
        values = {"prekes_pavadinimas": name, "subtotal": D(subtotal)}
        return LineItem({k: Field(v, 0.85, "rules") for k, v in values.items() if v})

    found = Candidates.empty()
    found.add("amount_wo_vat", D("85.00"), 0.9, None)
    unnamed = [item("", "25.00"), item("", "60.00")]
    named = [item("Kava", "25.00"), item("Konsultacija", "60.00")]
    assert _reconciled(unnamed, named, found) == named
    assert _reconciled(named, [item("Nuolaida", "5.00")], found) == named  # the headers' add up alone
    page_two = [item("Arbata", "60.00")]
    assert _reconciled(named[:1], page_two, found) == named[:1] + page_two


def test_a_row_whose_quantity_lost_its_comma_to_ocr_stays_an_item() -> None:
    # "216" for 21,6 and "55" for 5,5, the table's ruling read as a bar beside the figure: each row
    # multiplies out once the comma is put back, and its item carries the quantity so mended
    lines = [
        "@40:Označení|@300:Množství|@400:Cena|@490:Celkem",
        "@40:Práškové lakování RAL 7016|@300:55 | m2|@400:10,02|@500:55,11",
        "@40:Nerezová trubka 42,4x2 mm|@300:216 m|@400:22,45|@500:484,92",
        "@40:Doprava|@300:1 ks|@400:990,73|@500:990,73",
    ]
    assert [(i["prekes_pavadinimas"], i.get("unit"), i["quantity"]) for i in items_of(lines)] == [
        ("Práškové lakování RAL 7016", "m2", D("5.5")),
        ("Nerezová trubka 42,4x2 mm", "m", D("21.6")),
        ("Doprava", "ks", D(1)),
    ]
    # a ruling read as a dash between the quantity and its unit
    dashed = ["@40:4|@60:14,33 _ val.|@150:Konsultavimo paslaugos|@400:115,37|@450:21%|@500:1653,25"]
    assert [(i["quantity"], i.get("unit"), i["subtotal"]) for i in items_of(dashed)] == [
        (D("14.33"), "val.", D("1653.25"))
    ]


def test_a_bare_number_that_multiplies_out_only_shifted_is_not_read_over_one_that_does_as_printed() -> None:
    # 12 × 2,50 = 30,00 as printed; 120 ÷ 10 would also give it, but the row's own reading comes first
    lines = ["@40:Prekė|@300:12|@340:120|@400:2,50|@500:30,00"]
    [item] = items_of(lines)
    assert (item["quantity"], item["price"], item["subtotal"]) == (D(12), D("2.50"), D("30.00"))


def test_a_comma_put_back_may_give_a_gross_at_the_rate_the_row_prints_only() -> None:
    # 4,61 t × 12,49 at the printed 21 % is 69,67; a rate the row does not print is no evidence
    printed = ["@40:Statybinis smėlis|@300:461 t|@360:12,49|@420:21 %|@500:69,67"]
    assert [(i["quantity"], i["total"]) for i in items_of(printed)] == [(D("4.61"), D("69.67"))]
    unprinted = ["@40:Biuro kėdė|@300:24|@360:212,72|@500:638,16"]  # 2,4 × 212,72 × 1,25
    assert items_of(unprinted) == []


def test_a_line_of_keys_and_codes_tight_above_the_table_is_no_heading() -> None:
    # the buyer's "Reg. br.: 369745946" beside "Način plaćanja:" over a table the lists do not know
    lines = [
        "@40:Reg. br.: 369745946|@300:Način plaćanja:|@400:Virman",
        "@40:Nro|@80:Tuote|@300:Määrä|@400:Hinta|@490:Yhteensä",
        "@40:1|@80:Kahvipavut tummapaahto|@300:2|@400:12,50|@500:25,00",
        "@40:2|@80:Konsultointi|@300:1,5|@400:40,00|@500:60,00",
    ]
    [table] = structured_tables(make_layout(lines), set())
    assert 0 not in table.line_indexes
