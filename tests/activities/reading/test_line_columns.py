"""Line-item columns told by geometry and the type of their cells, on layouts no rule names."""

from dataclasses import replace
from decimal import Decimal

from activities.reading.layout import Layout
from activities.reading.rules import extract_rules
from activities.reading.rules.common import Candidates
from activities.reading.rules.lines import find_tables, table_items
from activities.reading.rules.net_completion import lines_mended_by_the_net
from activities.reading.types import Field, LineItem, Page
from tests.activities.reading.pages import make_layout, make_page

D = Decimal


def _page(lines: list[str], ocr: bool) -> Page:
    """``ocr``: the page as OCR reads it, every word less than certain."""
    page = make_page(lines)
    return (
        replace(page, source="ocr", words=[replace(w, confidence=0.6) for w in page.words]) if ocr else page
    )


def _read_as_scan(lines: list[str]) -> list[LineItem]:
    """The document's line items as the rules read them from a scan of these lines."""
    return extract_rules(Layout([_page(lines, ocr=True)]), detailed=True).line_items


def _items(lines: list[str], ocr: bool = False) -> list[dict[str, object]]:
    """The rows' values of every table."""
    page = _page(lines, ocr)
    return [
        {k: f.value for k, f in item.fields.items()}
        for t in find_tables(Layout([page]))
        for item in table_items(t)
    ]


def test_unknown_headings_are_typed_by_their_cells_and_stay_out_of_the_name() -> None:
    # "Zz." over row numbers, "Qrx" over article codes, "Wub" over quantities: no vocabulary names them
    items = _items(
        [
            "@40:Zz. |@70:Aprašymas |@250:Qrx |@320:Wub |@380:Kaina |@450:Suma",
            "@40:1 |@70:Biuro kėdė |@250:PR-46920 |@320:2 |@380:10,00 |@450:20,00",
            "@40:2 |@70:Kava pupelėmis |@250:PR-94261 |@320:3 |@380:5,00 |@450:15,00",
        ]
    )
    assert [(i["prekes_pavadinimas"], i.get("prekes_kodas"), i.get("quantity")) for i in items] == [
        ("Biuro kėdė", "PR-46920", Decimal(2)),
        ("Kava pupelėmis", "PR-94261", Decimal(3)),
    ]


def test_a_quantity_run_up_against_the_name_and_a_heading_of_two_words_for_one_column() -> None:
    # "Ilość Nazwa" in one heading, the quantity printed right against the name; "Prekė / paslauga"
    items = _items(
        [
            "@40:Ilość Nazwa |@300:Kaina |@400:Suma",
            "@60:12 Ūkinis muilas |@300:1,00 |@400:12,00",
        ]
    )
    assert (items[0]["prekes_pavadinimas"], items[0]["quantity"]) == ("Ūkinis muilas", Decimal(12))
    items = _items(
        ["@40:Prekė / paslauga |@300:Kiekis |@400:Suma", "@40:Statybinis smėlis |@300:2 |@400:9,00"]
    )
    assert items[0]["prekes_pavadinimas"] == "Statybinis smėlis"


def test_a_lone_amount_column_adding_up_to_the_gross_holds_the_line_grosses() -> None:
    layout = make_layout(
        [
            "@40:Aprašymas |@300:Kiekis |@400:Gesamt",
            "@40:Biuro kėdė |@300:1 |@400:121,00",
            "@40:Kava |@300:2 |@400:24,20",
            "@300:Suma be PVM: |@400:120,00",
            "@300:PVM 21 %: |@400:25,20",
            "@300:Iš viso: |@400:145,20",
        ]
    )
    items = extract_rules(layout, detailed=True).line_items
    assert [i.value("total") for i in items] == [Decimal("121.00"), Decimal("24.20")]
    assert all(i.value("subtotal") is None for i in items)


def test_a_last_row_that_sums_the_rows_above_under_an_unknown_label_is_no_item() -> None:
    items = _items(
        [
            "@40:Aprašymas |@300:Kiekis |@400:Suma",
            "@40:Biuro kėdė |@300:1 |@400:100,00",
            "@40:Kava |@300:2 |@400:20,00",
            "@40:Arbata |@300:3 |@400:30,00",
            "@40:Zorp blim |@400:150,00",
        ]
    )
    assert [i["prekes_pavadinimas"] for i in items] == ["Biuro kėdė", "Kava", "Arbata"]
    # the sum's row followed by more of the totals block (the VAT) under labels we do not know either
    items = _items(
        [
            "@40:Aprašymas |@300:Kiekis |@400:Suma",
            "@40:Biuro kėdė |@300:1 |@400:100,00",
            "@40:Kava |@300:2 |@400:20,00",
            "@40:Zorp blim |@400:120,00",
            "@40:Blam 21 % |@400:25,20",
        ]
    )
    assert [i["prekes_pavadinimas"] for i in items] == ["Biuro kėdė", "Kava"]


def test_ocr_misreads_in_a_row_are_undone_by_the_row_adding_up() -> None:
    items = _items(
        [
            "@40:Aprašymas |@250:Kiekis |@320:Kaina |@380:Suma |@450:Iš viso",
            # a quantity run into its unit, in the name's segment
            "@40:Biuro |@200:kėdė „Ergo“ 1vnt. |@320:218,53 |@380:218,53 |@450:264,42",
            # both decimal commas dropped: 14,33 × 115,37 = 1653,25
            "@40:Konsultacijos |@250:1433 |@320:11537 |@380:1653,25 |@450:2000,43",
            # a quantity OCR garbled ("25 d."): 3214,50 over 128,58
            "@40:Apgyvendinimas |@250:2010, |@320:128,58 |@380:3214,50 |@450:3889,55",
            # net and gross read into each other's columns
            "@40:Kava |@250:1 |@320:230,17 |@380:278,51 |@450:230,17",
        ]
    )
    assert [(i.get("unit"), i["quantity"], i["price"], i["subtotal"]) for i in items] == [
        ("vnt.", Decimal(1), Decimal("218.53"), Decimal("218.53")),
        (None, Decimal("14.33"), Decimal("115.37"), Decimal("1653.25")),
        (None, Decimal(25), Decimal("128.58"), Decimal("3214.50")),
        (None, Decimal(1), Decimal("230.17"), Decimal("230.17")),
    ]
    assert items[3]["total"] == Decimal("278.51")


def test_a_heading_no_vocabulary_holds_left_of_the_numbers_names_the_items_but_a_rate_column_does_not() -> (
    None
):
    items = _items(
        [
            "@40:Turinys |@250:Daudzums |@320:Cena |@380:Summa",
            "@40:Statybinis smėlis |@250:21 |@320:11,53 |@380:242,13",
            "@40:Ūkinis muilas |@250:10 |@320:1,36 |@380:13,60",
        ]
    )
    assert [i["prekes_pavadinimas"] for i in items] == ["Statybinis smėlis", "Ūkinis muilas"]
    # a VAT summary: its first heading stands over rates, not names
    assert not _items(
        [
            "@40:KM määr |@150:Summa km-ta |@250:KM |@320:Summa",
            "@40:21 % |@150:100,00 |@250:21,00 |@320:121,00",
        ]
    )


def test_a_header_wrapped_over_two_lines_names_each_column_by_all_its_words() -> None:
    # "Vnt." alone would be a unit column over the prices; "Suma" and "be PVM" stand apart as OCR spaced
    # them; the subtotal under its label in words set apart ends the table
    items = _items(
        [
            "@40:Eil.|@70:Aprašymas|@300:Mat.|@340:Kiekis|@380:Vnt.|@420:Suma|@447:be",
            "@40:Nr.|@300:vnt.|@380:kaina|@442:PVM",
            "@40:1|@70:Šviežios bulvės|@300:kg|@350:6|@380:0,68|@440:4,08",
            "@40:2|@70:Katilo remontas|@300:val.|@345:2,5|@380:40,00|@435:100,00",
            "@300:Tarpinė|@340:suma|@435:104,08",
        ]
    )
    assert [(i["unit"], i["quantity"], i["price"], i["subtotal"]) for i in items] == [
        ("kg", Decimal(6), Decimal("0.68"), Decimal("4.08")),
        ("val.", Decimal("2.5"), Decimal("40.00"), Decimal("100.00")),
    ]


def test_number_columns_are_named_by_what_their_rows_compute_when_the_headings_mislead() -> None:
    # "Total" heads the gross and "Line total" the net; "VAT" heads the VAT amounts, not a rate
    items = _items(
        [
            "@40:#|@60:Description|@300:Unit price|@360:Qty|@400:Total|@450:Line total|@510:VAT",
            "@40:1|@60:Website care|@300:113.56|@365:1|@400:137.41|@450:113.56|@510:23.85",
            "@40:2|@60:Printer cartridge|@300:43.39|@365:12|@400:630.02|@450:520.68|@510:109.34",
        ]
    )
    assert [(i["price"], i["subtotal"], i["vat"], i["total"]) for i in items] == [
        (Decimal("113.56"), Decimal("113.56"), Decimal("23.85"), Decimal("137.41")),
        (Decimal("43.39"), Decimal("520.68"), Decimal("109.34"), Decimal("630.02")),
    ]
    assert all("vat_percent" not in i for i in items)


def test_a_scans_row_misreads_are_undone_by_the_row_adding_up() -> None:
    items = _items(
        [
            "@40:Aprašymas|@250:Kiekis|@320:Kaina|@380:Suma|@450:PVM|@510:Iš viso",
            # a credit note's minus lost on the quantity
            "@40:Varžtai|@250:5|@320:23,85|@380:-119,25|@450:-25,04|@510:-144,29",
            # the VAT's comma dropped
            "@40:Kasetė|@250:19|@320:20,17|@380:383,23|@450:8048|@510:463,71",
            # "22,7" read "2257" (the price is rounded: 22,7 × 0,85 = 19,295)
            "@40:Smėlis|@250:2257|@320:0,85|@380:19,30|@450:4,05|@510:23,35",
            # a clean-looking "5" for 1
            "@40:Knyga|@250:5|@320:54,50|@380:54,50|@450:11,45|@510:65,95",
        ],
        ocr=True,
    )
    assert [(i["quantity"], i["vat"]) for i in items] == [
        (Decimal(-5), Decimal("-25.04")),
        (Decimal(19), Decimal("80.48")),
        (Decimal("22.7"), Decimal("4.05")),
        (Decimal(1), Decimal("11.45")),
    ]
    # a text layer prints what it means: its "5" stays
    assert _items(
        [
            "@40:Aprašymas|@250:Kiekis|@320:Kaina|@380:Suma",
            "@40:Knyga|@250:5|@320:54,50|@380:54,50",
            "@40:Kava|@250:2|@320:10,00|@380:20,00",
        ]
    )[0]["quantity"] == Decimal(5)


def test_a_pvm_heading_over_the_amounts_with_vat_holds_the_gross() -> None:
    items = _items(
        [
            "@40:Aprašymas|@250:Kiekis|@320:Kaina|@380:Suma|@440:PVM %|@490:PVM suma",
            "@40:Varžtai|@250:5|@320:226,09|@380:1130,45|@440:21|@490:1367,84",
            "@40:Kava|@250:1|@320:28,50|@380:28,50|@440:21|@490:34,49",
        ]
    )
    assert [(i["total"], i.get("vat")) for i in items] == [
        (Decimal("1367.84"), None),
        (Decimal("34.49"), None),
    ]


def test_a_scans_line_that_misses_the_net_by_its_misread_takes_what_the_net_leaves_it() -> None:
    lines = [
        "@40:Aprašymas|@250:Kiekis|@320:Suma",
        "@40:Muilas|@250:2|@320:1,46",
        # "-636,60" read "63660": its digits hold what the net leaves for it
        "@40:Dažai|@250:10|@320:63660",
        "@40:Bulvės|@250:38,27|@320:37,12",
        "@200:Suma be PVM:|@320:-598,02",
    ]
    items = _read_as_scan(lines)
    assert [i.value("subtotal") for i in items] == [Decimal("1.46"), Decimal("-636.60"), Decimal("37.12")]
    assert items[1].fields["subtotal"].backing == "none"
    # a text layer prints what it means: its lines that miss the net are the document's to flag
    text = extract_rules(make_layout(lines), detailed=True).line_items
    assert text[1].value("subtotal") == Decimal(63660)


def test_a_scans_net_that_lost_its_thousands_group_or_a_misread_price_is_restored_by_the_row() -> None:
    items = _items(
        [
            "@40:Aprašymas|@250:Kiekis|@320:Kaina|@380:Suma|@450:PVM|@510:Iš viso",
            # "1 822,20": OCR set the "1" into another cell
            "@40:Pervežimas|@250:10|@320:182,22|@380:822,20|@450:382,66|@510:2204,86",
            # "11,71" read "41,11": the gross confirms the net, the quantity is whole
            "@40:Varžtai|@250:10|@320:41,11|@380:117,10|@450:24,59|@510:141,69",
            # a net that is not quantity × price less whole thousands stays as read
            "@40:Kava|@250:2|@320:10,00|@380:15,00|@450:3,15|@510:18,15",
        ],
        ocr=True,
    )
    assert [(i["price"], i["subtotal"]) for i in items] == [
        (Decimal("182.22"), Decimal("1822.20")),
        (Decimal("11.71"), Decimal("117.10")),
        (Decimal("10.00"), Decimal("15.00")),
    ]


def test_the_line_completing_the_net_takes_back_the_quantity_its_misread_cost_it() -> None:
    lines = [
        "@40:Aprašymas|@250:Kiekis|@320:Kaina|@380:Suma",
        "@40:Muilas|@250:2|@320:0,73|@380:1,46",
        # 30,4 × 243,77 = 7 410,61, read "3040" and "74100,61"
        "@40:Granulės|@250:3040|@320:243,77|@380:74100,61",
        "@200:Suma be PVM:|@380:7 412,07",
    ]
    items = _read_as_scan(lines)
    assert [(i.value("quantity"), i.value("subtotal")) for i in items] == [
        (Decimal(2), Decimal("1.46")),
        (Decimal("30.4"), Decimal("7410.61")),
    ]
    assert items[1].fields["quantity"].backing == "none"


def test_a_scans_line_whose_amounts_took_a_minus_from_a_ruling_loses_it_when_the_net_asks() -> None:
    lines = [
        "@40:Aprašymas|@250:Kiekis|@320:Suma|@400:Iš viso",
        "@40:Kava|@250:5|@320:-137,15|@400:-165,95",
        "@40:Muilas|@250:1|@320:2,66|@400:3,22",
        "@200:Suma be PVM:|@320:139,81",
    ]
    items = _read_as_scan(lines)
    assert [(i.value("subtotal"), i.value("total")) for i in items] == [
        (Decimal("137.15"), Decimal("165.95")),
        (Decimal("2.66"), Decimal("3.22")),
    ]
    assert items[0].fields["subtotal"].backing == "none"
    # a credit note's line that adds up to the net keeps its minus
    credit = [*lines[:3], "@200:Suma be PVM:|@320:-134,49"]
    assert _read_as_scan(credit)[0].value("subtotal") == Decimal("-137.15")


def test_a_credit_notes_line_that_lost_its_minuses_takes_them_from_the_other_lines_when_the_net_asks() -> (
    None
):
    lines = [
        "@40:Aprašymas|@250:Kiekis|@320:Kaina|@380:Suma",
        "@40:Granulės|@250:-38|@320:282,66|@380:-10741,08",
        "@40:Kasetė HP 305|@250:5|@320:44,02|@380:220,10",  # the minuses lost
        "@40:Malkos|@250:-25|@320:55,86|@380:-1396,50",
        "@200:Suma be PVM:|@380:-12357,68",
    ]
    items = _read_as_scan(lines)
    assert [(i.value("quantity"), i.value("price"), i.value("subtotal")) for i in items] == [
        (D(-38), D("282.66"), D("-10741.08")),
        (D(-5), D("44.02"), D("-220.10")),  # the price stays as the other lines print theirs
        (D(-25), D("55.86"), D("-1396.50")),
    ]
    assert items[1].fields["subtotal"].backing == "none"


def test_a_scans_quantity_with_one_digit_misread_and_a_net_with_a_colon_for_its_comma() -> None:
    items = _items(
        [
            "@40:Aprašymas|@250:Kiekis|@320:Kaina|@380:Suma",
            # 3,3 read "3,4": 3,3 × 33,18 = 109,494
            "@40:Konsultacija|@250:3,4|@320:33,18|@380:109,49",
            # "23,11" read "23:11"
            "@40:Kabelis|@250:15,4|@320:1,50|@380:23:10",
            # a quantity two digits off the net's is no misread of it
            "@40:Kava|@250:4,7|@320:10,01|@380:33,03",
        ],
        ocr=True,
    )
    assert [(i["quantity"], i["subtotal"]) for i in items] == [
        (Decimal("3.3"), Decimal("109.49")),
        (Decimal("15.4"), Decimal("23.10")),
        (Decimal("4.7"), Decimal("33.03")),
    ]


def test_the_line_whose_quantity_times_price_is_the_net_left_for_it_takes_that_net() -> None:
    lines = [
        "@40:Aprašymas|@250:Kiekis|@320:Kaina|@380:Suma",
        # 10 × 27,27 = 272,70, read "242,70"
        "@40:Muilas|@250:10|@320:27,27|@380:242,70",
        "@40:Kava|@250:2|@320:5,00|@380:10,00",
        "@200:Suma be PVM:|@380:282,70",
    ]
    items = _read_as_scan(lines)
    assert [i.value("subtotal") for i in items] == [Decimal("272.70"), Decimal("10.00")]
    assert items[0].fields["subtotal"].backing == "none"


def test_a_scans_line_whose_amounts_all_lost_their_point_gets_it_back_when_the_net_asks() -> None:
    lines = [
        "@40:Description|@250:Qty|@320:Unit price|@400:Amount",
        "@40:Soap|@250:1|@320:108|@400:108",
        "@40:Coffee|@250:2|@320:27.27|@400:54.54",
        "@200:Total excl. VAT:|@400:55.62",
    ]
    items = _read_as_scan(lines)
    assert [(i.value("price"), i.value("subtotal")) for i in items] == [
        (Decimal("1.08"), Decimal("1.08")),
        (Decimal("27.27"), Decimal("54.54")),
    ]
    assert items[0].fields["price"].backing == "none"


def test_latvian_apraksts_heads_the_item_names_even_run_together_with_the_next_heading() -> None:
    page = make_page(
        [
            "@40:Nr. |@70:Summa |@130:Summa Apraksts |@320:Daudzums",
            "@40:1 |@70:22,29 |@130:26,97 Kava pupelėmis, 1 kg |@320:1 vnt.",
            "@40:2 |@70:20,16 |@130:24,39 Šviežios bulvės |@320:35,37 kg",
        ]
    )
    [table] = find_tables(Layout([page]))
    [name] = [c for c in table.columns if c.kind == "name"]
    assert name.label == "Apraksts" and not name.guessed
    assert [item.value("prekes_pavadinimas") for item in table_items(table)] == [
        "Kava pupelėmis, 1 kg",
        "Šviežios bulvės",
    ]


def test_an_amounts_thousands_group_stands_in_its_column_in_a_tight_table() -> None:
    items = _items(
        [
            "@40:Nr. |@70:Kiekis |@130:Kaina |@185:Iš viso |@260:Pavadinimas",
            # "1" of "1 223,02" stands under the price's half of the gap
            "@40:1 |@70:12 |@130:84,23 |@166:1 223,02 Malkos, beržinės",
            "@40:2 |@70:1 |@130:10,00 |@190:12,10 Kava",
        ]
    )
    assert [(i["price"], i["total"], i["prekes_pavadinimas"]) for i in items] == [
        (Decimal("84.23"), Decimal("1223.02"), "Malkos, beržinės"),
        (Decimal("10.00"), Decimal("12.10"), "Kava"),
    ]


def test_abbreviated_headings_of_german_polish_and_estonian_invoices_name_their_columns() -> None:
    for heading in (
        "@40:Nr. |@70:Beschreibung |@250:Anz. |@320:Gesamt",
        "@40:Lp. |@70:Towar/usługa |@200:Jedn. |@250:Il. |@320:Wartość",
        "@40:Jrk |@70:Toode / teenus |@180:Tootekood |@250:Kog. |@320:Summa",
    ):
        items = _items([heading, "@40:1 |@70:Šviežios bulvės |@250:3 |@320:2,00"])
        assert [(i["prekes_pavadinimas"], i["quantity"], i["subtotal"]) for i in items] == [
            ("Šviežios bulvės", Decimal(3), Decimal("2.00"))
        ], heading


def test_headings_a_narrow_gap_ran_together_over_a_wrapped_line_stay_apart() -> None:
    # "Summa Tootekood" over "km-ga": the gross and the code; "KM Ühik.": the rate and the unit
    items = _items(
        [
            "@40:Kirjeldus |@150:Kogus |@200:Hind |@250:Summa Tootekood |@360:KM Ühik.",
            "@250:km-ga",
            "@40:Ūkinis muilas |@150:5 |@200:1,47 |@250:8,89 PR-34071 |@360:21 vnt.",
        ]
    )
    assert [(i["total"], i["prekes_kodas"], i["unit"]) for i in items] == [
        (Decimal("8.89"), "PR-34071", "vnt.")
    ]
    # two phrases of one column stay one heading: "Prekė / paslauga" names the items
    items = _items(
        [
            "@40:Prekė / paslauga |@200:Kiekis |@250:Kaina |@300:Suma be",
            "@300:PVM",
            "@40:Ūkinis muilas, 1 l |@200:5 |@250:1,47 |@300:7,35",
        ]
    )
    assert [(i["prekes_pavadinimas"], i["subtotal"]) for i in items] == [
        ("Ūkinis muilas, 1 l", Decimal("7.35"))
    ]


def test_a_heading_whose_words_ocr_ran_together_in_part_still_names_its_column() -> None:
    # "Suma su PVM" read as "Sumasu" over "PVM": the gross, not a second VAT column
    items = _items(
        [
            "@40:Pavadinimas |@300:Kiek. |@340:Kaina |@400:PVM |@450:Sumasu",
            "@400:suma |@455:PVM",
            "@40:Muziejaus bilietas |@300:1 |@340:9,04 |@400:1,08 |@450:10,12",
        ]
    )
    assert [(i["vat"], i["total"], i.get("vat_percent")) for i in items] == [
        (Decimal("1.08"), Decimal("10.12"), None)
    ]


def test_a_scans_net_vat_or_gross_misread_is_given_by_the_other_two_agreeing_by_a_rate() -> None:
    lines = [
        "@40:Aprašymas|@250:Kiekis|@320:Suma|@380:PVM suma|@450:Iš viso",
        "@40:Licencija|@250:3|@320:21915|@380:46,02|@450:265,17",  # "219,15" lost its comma
        "@40:Popierius|@250:1|@320:6,43|@380:35|@450:7,78",  # "1,35" lost its "1,"
        "@40:Pervežimas|@250:10|@320:2245,00|@380:471,45|@450:716,45",  # "2 716,45" lost its "2"
        "@40:Kava|@250:2|@320:10,00|@380:3,00|@450:17,00",  # no two agree: which is wrong is unknown
        "@40:Popierius|@250:1|@320:5/33|@380:1,12|@450:6,45",  # a slash read for the comma
    ]
    items = _items(lines, ocr=True)
    assert [(i["subtotal"], i["vat"], i["total"]) for i in items] == [
        (Decimal("219.15"), Decimal("46.02"), Decimal("265.17")),
        (Decimal("6.43"), Decimal("1.35"), Decimal("7.78")),
        (Decimal("2245.00"), Decimal("471.45"), Decimal("2716.45")),
        (Decimal("10.00"), Decimal("3.00"), Decimal("17.00")),
        (Decimal("5.33"), Decimal("1.12"), Decimal("6.45")),
    ]
    assert _read_as_scan(lines)[2].fields["total"].backing == "none"
    # a text layer's line that does not add up is the document's own error
    assert _items(lines)[2]["total"] == Decimal("716.45")
    # "7,39" for 7,35: 7,39 at 21 % is 1,55 and 8,89 less 1,54 is 7,35, so the net and the gross could each
    # be the odd one; quantity × price says which
    priced = [
        "@40:Aprašymas|@250:Kiekis|@300:Kaina|@350:Suma|@410:PVM suma|@470:Iš viso",
        "@40:Ūkinis muilas|@250:5|@300:1,47|@350:7,39|@410:1,54|@470:8,89",
    ]
    [item] = _items(priced, ocr=True)
    assert (item["subtotal"], item["total"]) == (Decimal("7.35"), Decimal("8.89"))


def test_a_scans_lines_that_lost_their_points_and_a_misread_price_follow_the_documents_net() -> None:
    items = _read_as_scan(
        [
            "@40:Aprašymas|@250:Kiekis|@320:Kaina|@380:Suma",
            "@40:Pervežimas|@250:2|@320:189,77|@380:37954",  # both lost their comma
            "@40:Smėlis|@250:30|@320:10,68|@380:32040",
            "@40:Grindys|@250:1|@320:43,94|@380:13,94",  # "13,94": the net, which the document backs
            "@200:Suma be PVM:|@380:713,88",
        ]
    )
    assert [(i.value("price"), i.value("subtotal")) for i in items] == [
        (Decimal("189.77"), Decimal("379.54")),
        (Decimal("10.68"), Decimal("320.40")),
        (Decimal("13.94"), Decimal("13.94")),
    ]
    assert items[2].fields["price"].backing == "none"
    # "5147" for a price of 51,47 where a quantity of 0,01 would also give the net: the digits OCR read
    found = Candidates.empty()
    found.add("amount_wo_vat", Decimal("51.47"), 0.8, None)
    read = {"quantity": Decimal(1), "price": Decimal(5147), "subtotal": Decimal("51.47")}
    [item] = lines_mended_by_the_net([LineItem({k: Field(v, 0.6, "rules") for k, v in read.items()})], found)
    assert (item.value("quantity"), item.value("price")) == (Decimal(1), Decimal("51.47"))
    # a quantity in parts whose product the printed net rounds (23,75 × 1,11 = 26,3625): "211" for 1,11
    found = Candidates.empty()
    found.add("amount_wo_vat", Decimal("26.36"), 0.8, None)
    read = {"quantity": Decimal("23.75"), "price": Decimal(211), "subtotal": Decimal("26.36")}
    [item] = lines_mended_by_the_net([LineItem({k: Field(v, 0.6, "rules") for k, v in read.items()})], found)
    assert item.value("price") == Decimal("1.11")
    # under one unit, where two prices round to the net, neither is taken
    found.by_field["amount_wo_vat"][0] = replace(found.by_field["amount_wo_vat"][0], value=Decimal("1.00"))
    read = {"quantity": Decimal("0.5"), "price": Decimal(211), "subtotal": Decimal("1.00")}
    [item] = lines_mended_by_the_net([LineItem({k: Field(v, 0.6, "rules") for k, v in read.items()})], found)
    assert item.value("price") == Decimal(211)


def test_a_heading_ocr_misread_by_a_letter_still_names_its_column() -> None:
    # "Towar/usługa" read "Towar/usžuga": one letter from the vocabulary's word, and no other word is
    items = _items(
        [
            "@43:Lp. |@71:Ilość |@115:Cena |@141:Towar/usžuga |@451:Stawka |@489:Wartość |@537:Brutto",
            "@111:netto |@464:VAT |@499:netto",
            "@43:1 |@85:32 |@105:214,94 Medienos granulės 6 mm |@464:21 |@488:6878,08 |@531:8322,48",
        ]
    )
    assert [(i["prekes_pavadinimas"], i["total"]) for i in items] == [
        ("Medienos granulės 6 mm", Decimal("8322.48"))
    ]


def test_a_rent_invoices_meter_readings_and_remarks_are_no_items() -> None:
    # the next table's header ends the services; a VAT remark under a row does not; a quantity of
    # kilowatt-hours printed with thousands separators is the whole number its row multiplies out with
    items = _items(
        [
            "@40:Nr. |@60:Paslauga |@250:Mato vnt. |@310:Kiekis |@360:Kaina |@420:Suma be PVM |@490:PVM %",
            "@40:1 |@60:Buto nuoma |@250:mėn. |@310:1 |@360:1.006,00 |@420:1.006,00 |@490:0",
            "@60:PVM neapmokestinama (PVM įst. 31 str.)",
            "@40:2 |@60:Elektros energija |@250:kWh |@310:4 440 |@360:0,1692 |@420:751,25 |@490:21",
            "@40:3 |@60:Šildymas |@250:kWh |@310:2.471 |@360:0,0800 |@420:197,68 |@490:9",
            "@60:Skaitiklis |@150:Nr. |@250:Ankstesni rodmenys |@360:Dabartiniai rodmenys |@450:Suvartota",
            "@60:Elektros skaitiklis |@150:2642690 |@250:6567 |@360:11007 |@450:4440 kWh",
        ]
    )
    assert [(i["quantity"], i["subtotal"]) for i in items] == [
        (Decimal(1), Decimal("1006.00")),
        (Decimal(4440), Decimal("751.25")),
        (Decimal(2471), Decimal("197.68")),
    ]
    assert [i["prekes_pavadinimas"] for i in items[1:]] == ["Elektros energija", "Šildymas"]


def test_a_rate_past_the_last_heading_is_not_the_amount_of_the_last_column() -> None:
    # OCR lost the "PVM %" heading: the rates print right of "Suma be PVM", in its cell as the table reads it
    items = _items(
        [
            "@40:Pavadinimas |@250:Kiekis |@300:Kaina |@360:Suma be PVM",
            "@40:Knyga „Lietuvos istorija“ |@250:9 |@300:36,17 |@370:325,53 5",
            "@40:Elektros kabelis |@250:10,4 |@300:3,62 |@380:37,65 21",
        ],
        ocr=True,
    )
    assert [(i["quantity"], i["price"], i["subtotal"]) for i in items] == [
        (Decimal(9), Decimal("36.17"), Decimal("325.53")),
        (Decimal("10.4"), Decimal("3.62"), Decimal("37.65")),
    ]


def test_a_quantity_ocr_lost_is_the_net_over_the_price_where_the_table_counts_its_rows() -> None:
    lines = [
        "@40:Aprašymas|@250:Kiekis|@320:Kaina|@380:Suma",
        "@40:Biuro kėdė „Ergo“|@250:10|@320:88,24|@380:882,40",
        "@40:Laminuotos grindys|@320:32,98|@380:164,90",  # the lone "5" dropped
    ]
    scanned = _items(lines, ocr=True)
    assert [(i.get("quantity"), i["subtotal"]) for i in scanned] == [
        (D(10), D("882.40")),
        (D(5), D("164.90")),
    ]
    # a text layer prints what it means: a row without a quantity has none
    assert "quantity" not in _items(lines)[1]
    # the quantity lost and the price's comma too ("5251" over 52,51): the comma back, one unit
    both = _items([*lines[:2], "@40:Malkos, beržinės|@320:5251|@380:52,51"], ocr=True)
    assert (both[1]["quantity"], both[1]["price"]) == (D(1), D("52.51"))
    # a whole quantity derived is written as printed, "10", never "1E+1"
    tenfold = _items([*lines[:2], "@40:Dažai|@320:27,44|@380:274,40"], ocr=True)
    assert str(tenfold[1]["quantity"]) == "10"


def test_rows_read_by_their_structure_keep_a_row_whose_quantity_ocr_lost() -> None:
    lines = [
        "@40:1|@60:Kava pupelėmis, 1 kg|@300:25|@360:25,13|@450:628,25",
        "@40:2|@60:Biuro kėdė „Ergo“|@360:212,72|@450:638,16",
        "@40:3|@60:Statybinis smėlis|@300:37,84|@360:10,87|@450:411,32",
        "",
        "@60:PVM 21 %|@360:100,00|@450:21,00",  # after the last row: a VAT row, not an item
    ]
    items = extract_rules(Layout([_page(lines, ocr=True)]), detailed=True).line_items
    assert [(i.value("prekes_pavadinimas"), i.value("quantity"), i.value("subtotal")) for i in items] == [
        ("Kava pupelėmis, 1 kg", D(25), D("628.25")),
        ("Biuro kėdė „Ergo“", D(3), D("638.16")),
        ("Statybinis smėlis", D("37.84"), D("411.32")),
    ]


def test_row_numbers_read_into_the_names_where_their_heading_was_lost_are_dropped() -> None:
    lines = [
        "@40:Prekės pavadinimas|@300:Kiekis|@360:Kaina|@430:Suma",
        "@40:a: Interneto svetainės priežiūra|@300:1|@360:50,00|@430:50,00",  # the "1." misread
        "@40:2 Knyga „Lietuvos istorija“|@300:11|@360:23,73|@430:261,03",
        "@40:3 Biuro kėdė „Ergo“|@300:2|@360:88,24|@430:176,48",
        "@40:4 Muziejaus bilietas|@300:5|@360:10,47|@430:52,35",
    ]
    assert [i["prekes_pavadinimas"] for i in _items(lines, ocr=True)] == [
        "a: Interneto svetainės priežiūra",
        "Knyga „Lietuvos istorija“",
        "Biuro kėdė „Ergo“",
        "Muziejaus bilietas",
    ]
    # names that open with figures not counting the rows keep them
    weights = [
        lines[0],
        "@40:2 kg miltų|@300:1|@360:3,00|@430:3,00",
        "@40:5 l aliejaus|@300:1|@360:9,00|@430:9,00",
    ]
    weights.append("@40:3 kg cukraus|@300:1|@360:4,00|@430:4,00")
    assert [i["prekes_pavadinimas"] for i in _items(weights)] == [
        "2 kg miltų",
        "5 l aliejaus",
        "3 kg cukraus",
    ]


def test_a_rate_whose_percent_sign_ocr_lost_run_into_the_net_is_parted_from_it() -> None:
    lines = [
        "@40:Aprašymas|@250:Kiekis|@320:Kaina|@400:Suma",
        "@40:Dažai vidaus darbams|@250:10|@320:52,49|@400:21524,90",  # "21 % 524,90"
        "@40:Granulės|@250:26|@320:226,55|@400:5890,30",
    ]
    items = _items(lines, ocr=True)
    assert [(i["subtotal"], i.get("vat_percent")) for i in items] == [
        (D("524.90"), D(21)),
        (D("5890.30"), None),
    ]


def test_a_lone_total_column_holds_the_gross_for_every_row_where_most_rows_say_so() -> None:
    """lt-1326 (a tuning scan): "Kopā" heads the amounts with VAT; two rows OCR garbled ("461t" for
    4,61 t; the price run into the quantity's segment) keep the column's meaning."""
    lines = [
        "@40:Apraksts|@250:Daudz.|@320:Cena|@380:PVN %|@450:Kopā",
        "@40:Varžtų rinkinys M8|@250:25kompl. = 11,73|@380:21|@450:354,83",
        "@40:Ūkinis muilas|@250:10 vnt.|@320:0,63|@380:21|@450:7,62",
        "@40:Statybinis smėlis|@250:461t|@320:12,49|@380:21|@450:69,67",
        "@40:Kava pupelėmis, 1 kg|@250:10 vnt.|@320:24,31|@380:21|@450:294,15",
    ]
    items = _items(lines, ocr=True)
    assert [(i.get("quantity"), i.get("price"), i.get("total"), i.get("subtotal")) for i in items] == [
        (D(25), D("11.73"), D("354.83"), None),
        (D(10), D("0.63"), D("7.62"), None),
        (D("4.61"), D("12.49"), D("69.67"), None),
        (D(10), D("24.31"), D("294.15"), None),
    ]
    # where the rows' figures are their nets, the column stays the nets'
    nets = [lines[0], "@40:Ūkinis muilas|@250:10 vnt.|@320:0,63|@380:21|@450:6,30"]
    assert _items([*nets, "@40:Kava|@250:10 vnt.|@320:24,31|@380:21|@450:243,10"])[1]["subtotal"] == D(
        "243.10"
    )


def test_rows_under_a_pvm_heading_taken_for_the_rates_that_holds_amounts_are_items() -> None:
    """lt-1070 (a tuning scan): the repeated header's "Suma be PVM" wrapped, its "PVM" read as a heading of
    its own over the nets; rows whose lone-digit quantity OCR lost then had one figure in a number column."""
    lines = [
        "@40:Pavadinimas|@250:Kiekis|@320:Kaina|@400:Suma|@440:PVM",
        "@40:Kava pupelėmis, 1 kg|@250:25|@320:25,13|@420:628,25",
        "@40:Biuro kėdė „Ergo“|@320:212,72|@420:638,16",
        "@40:Statybinis smėlis|@250:37,84|@320:10,87|@420:411,32",
    ]
    items = _items(lines, ocr=True)
    assert [(i.get("quantity"), i.get("price"), i.get("subtotal")) for i in items] == [
        (D(25), D("25.13"), D("628.25")),
        (D(3), D("212.72"), D("638.16")),
        (D("37.84"), D("10.87"), D("411.32")),
    ]


def test_a_photos_decimal_point_read_with_a_space_beside_it_or_as_a_quote_is_a_point() -> None:
    lines = [
        "@40:Description|@250:Qty|@320:Price|@400:Net",
        "@40:Interneto svetainės priežiūra|@250:3|@320:256. 83|@400:770 .49",
        "@40:Medienos granulės 6 mm|@250:32|@320:222 „05|@400:7,105. 60",
    ]
    items = _items(lines, ocr=True)
    assert [(i["price"], i["subtotal"]) for i in items] == [
        (D("256.83"), D("770.49")),
        (D("222.05"), D("7105.60")),
    ]
    # a thousands group printed apart stays one amount
    assert _items([lines[0], "@40:Kava|@250:2|@320:617,00|@400:1 234,00"], ocr=True)[0]["subtotal"] == D(
        "1234.00"
    )


def test_at_zero_percent_the_vat_column_of_zeros_is_the_vat_not_the_net() -> None:
    """A Polish scan whose headings OCR ran together ("Wartośćnetto"): at 0 % net + VAT = gross holds with
    the zeros as the VAT or as the net; only the first has quantity × price = net."""
    lines = [
        "@40:Nazwa towaru|@200:Ilość|@240:Cenanetto|@300:Wartośćnetto|@370:StawkaVAT|@430:KwotaVAT"
        "|@490:Wartość brutto",
        "@40:Farba lateksowa|@200:9|@240:87,18|@300:784,62|@370:0%|@430:0,00|@490:784,62",
        "@40:Zestaw lunchowy|@200:11|@240:29,61|@300:325,71|@370:0%|@430:0,00|@490:325,71",
        "@40:Rura PEX 16x2 mm|@200:23,|@240:2,12|@300:50,67|@370:0%|@430:0,00|@490:50,67",  # 23,9 misread
    ]
    items = _items(lines, ocr=True)
    assert [(i.get("subtotal"), i.get("vat"), i.get("total")) for i in items] == [
        (D("784.62"), D("0.00"), D("784.62")),
        (D("325.71"), D("0.00"), D("325.71")),
        (D("50.67"), D("0.00"), D("50.67")),
    ]


def test_a_quantity_and_its_unit_run_up_against_the_name_leave_the_name_its_own() -> None:
    lines = [
        "@40:Nr.|@100:Suma|@200:Kiekis|@260:Prekės pavadinimas",
        "@40:3|@100:108,06|@200:1 mėn. Programinės įrangos licencija",
        "@40:4|@100:320,40|@200:30 t Statybinis smėlis",
    ]
    assert [(i["prekes_pavadinimas"], i.get("unit"), i["quantity"]) for i in _items(lines)] == [
        ("Programinės įrangos licencija", "mėn.", D(1)),
        ("Statybinis smėlis", "t", D(30)),
    ]


def test_an_amount_run_up_against_the_rate_before_it_is_the_amounts() -> None:
    lines = [
        "@40:Nr.|@78:PVM|@120:Suma|@144:Art. Nr.|@200:Kiekis|@240:Prekės pavadinimas",
        "@40:1|@78:21%|@100:3 143,96 PR-86192|@200:14,6 t Medienos granulės 6 mm",
        "@40:2|@78:21%|@110:108,06 PR-91171|@200:1 mėn. Programinės įrangos licencija",
    ]
    assert [(i["subtotal"], i.get("vat_percent"), i["prekes_pavadinimas"]) for i in _items(lines)] == [
        (D("3143.96"), D(21), "Medienos granulės 6 mm"),
        (D("108.06"), D(21), "Programinės įrangos licencija"),
    ]


def test_a_discount_in_percent_becomes_the_amount_it_takes_off() -> None:
    # "Remise" over "10 %" (or "Nuolaida %" over a bare "10"): quantity × price less the percentage is the net
    for cell in ("10 %", "10"):
        items = _items(
            [
                "@40:Désignation |@250:Qté |@300:P.U. HT |@380:Remise |@450:Total HT",
                f"@40:Huile d'olive |@250:4 |@300:20,00 |@380:{cell} |@450:72,00",
                "@40:Confiture |@250:2 |@300:3,00 |@380: |@450:6,00",
            ]
        )
        assert [(i["price"], i["subtotal"], i.get("discount_wo_vat")) for i in items] == [
            (D("20.00"), D("72.00"), D("8.00")),
            (D("3.00"), D("6.00"), None),
        ], cell


def test_of_a_list_price_and_a_discounted_price_the_one_that_multiplies_out_is_the_price() -> None:
    items = _items(
        [
            "@30:Kodas |@80:Pavadinimas |@230:Kiekis |@280:Kaina |@330:Nuolaida |@380:Kaina su |@450:Suma",
            "@30: |@80: |@230: |@280: |@330:% |@380:nuolaida |@450:be PVM",
            "@30:K08366 |@80:Putplastis EPS 100 |@230:23,3 |@280:67,17 |@330:2 |@380:65,83 |@450:1.533,84",
            "@30:K04499 |@80:Mišinys M10 |@230:12 |@280:5,12 |@330:5 |@380:4,86 |@450:58,32",
        ]
    )
    assert [(i["price"], i.get("discount_wo_vat")) for i in items] == [(D("65.83"), None), (D("4.86"), None)]


def test_a_before_discount_sum_beside_the_next_tables_heading_ends_the_items() -> None:
    items = _items(
        [
            "@40:Prekė |@250:Kiekis |@300:Kaina |@450:Suma",
            "@40:Cementas |@250:8 |@300:5,00 |@450:40,00",
            "@40:Apmokestinama |@150:PVM suma, |@250:Suma su |@330:Suma be nuolaidos |@450:776,09",
            "@40:vertė, EUR |@150:EUR |@250:PVM, EUR",
        ]
    )
    assert [i["prekes_pavadinimas"] for i in items] == ["Cementas"]


def test_italian_columns_and_a_chained_discount() -> None:
    items = _items(
        [
            "@30:Codice |@80:Descrizione |@320:Q.tà |@360:Prezzo unitario |@440:Sconto % |@497:Importo",
            "@30:S9735 |@80:Gres porcellanato 20x120 |@314:196,56 |@401:29,21 |@451:50+10 |@493:2.583,68",
            "@30:T53479 |@80:Stucco epossidico |@337:9 |@401:65,62 |@466:25 |@501:442,94",
        ]
    )
    assert [(i["quantity"], i["price"], i["subtotal"], i.get("discount_wo_vat")) for i in items] == [
        (D("196.56"), D("29.21"), D("2583.68"), D("3157.84")),
        (D("9"), D("65.62"), D("442.94"), D("147.64")),
    ]


def test_portuguese_and_danish_column_headings() -> None:
    portuguese = _items(
        [
            "@37:Artigo|@92:Descrição|@324:Qtd. Un.|@373:Preço Unit.|@427:Desconto|@473:IVA %"
            "|@507:Total Líquido",
            "@37:ART29458|@92:Conserva de sardinhas|@330:13 UN|@399:1,54|@446:0,00|@492:0|@535:20,02",
            "@37:ART49606|@92:Azeite virgem extra, 0,75 l|@336:1 UN|@399:7,01|@446:0,00|@492:0|@540:7,01",
        ]
    )
    assert portuguese[0]["unit"] == "UN"
    assert (portuguese[0]["quantity"], portuguese[0]["price"], portuguese[0]["subtotal"]) == (
        Decimal("13"),
        Decimal("1.54"),
        Decimal("20.02"),
    )
    danish = _items(
        [
            "@60:Varenr.|@107:Varebeskrivelse|@355:Antal Enhed|@432:Enhedspris|@497:Beløb DKK",
            "@60:P69120|@107:Konsulentbistand, emballagedesign|@359:14,6 timer|@445:1.347,69|@502:19.676,27",
            "@60:C97768|@107:Uldplaid 130x180 cm, koksgrå|@367:11 stk.|@445:1.000,54|@502:11.005,94",
        ]
    )
    assert (danish[0]["quantity"], danish[0]["unit"], danish[0]["subtotal"]) == (
        Decimal("14.6"),
        "timer",
        Decimal("19676.27"),
    )


def test_swedish_column_headings_with_the_article_number_first() -> None:
    rows = _items(
        [
            "@43:Artikel|@108:Benämning|@376:Antal Enhet|@472:À-pris|@534:Belopp",
            "@43:TLT-6666|@108:Vildmarksguide Norrland|@380:7 st|@470:328,64|@530:2 300,48",
            "@43:KMP-1020|@108:Kompass, fältmodell|@380:2 st|@475:95,00|@535:190,00",
        ]
    )
    assert (rows[0]["prekes_pavadinimas"], rows[0]["prekes_kodas"], rows[0]["subtotal"]) == (
        "Vildmarksguide Norrland",
        "TLT-6666",
        Decimal("2300.48"),
    )


def test_a_list_with_one_amount_column_and_a_surcharge_row_across_it() -> None:
    """A courier's shipments: dates, shipment numbers under a second "Nr.", a weight run up against the
    service's name, one amount per row, and the fuel surcharge written across the columns."""
    lines = [
        "@43:Nr.|@80:Data|@150:Siuntos Nr.|@240:Gavėjo miestas|@330:Svoris, kg|@400:Paslauga"
        "|@470:Kaina be PVM, EUR",
        "@48:1|@80:2026-01-01|@150:LT3365152938|@240:Palanga|@376:51,0 Standartinis|@533:10,34",
        "@48:2|@80:2026-01-09|@150:LT2913328192|@240:Klaipėda|@381:5,2 Skubus|@538:3,73",
        "@80:Kuro priedas 8 % (nuo siuntų sumos 14,07 EUR)|@538:1,13",
        "@400:Suma be PVM:|@533:15,20",
    ]
    rows = _items(lines)
    assert [(r["prekes_pavadinimas"], r.get("prekes_kodas"), r["subtotal"]) for r in rows] == [
        ("Standartinis", "LT3365152938", D("10.34")),
        ("Skubus", "LT2913328192", D("3.73")),
        ("Kuro priedas 8 % (nuo siuntų sumos 14,07 EUR)", None, D("1.13")),
    ]
    assert all("quantity" not in r for r in rows)  # a weight beside amounts without prices counts nothing


def test_a_sum_or_a_carried_sum_across_the_columns_is_no_item() -> None:
    lines = [
        "@43:Nr.|@65:Data|@220:Paslauga|@456:Suma be PVM",
        "@48:1|@65:2026-01-01|@220:Konsultacija|@533:10,00",
        "@65:Perkelta į 2 psl.|@533:10,00",
    ]
    assert [r["prekes_pavadinimas"] for r in _items(lines)] == ["Konsultacija"]


def test_a_table_repeating_the_items_of_an_earlier_one_adds_none() -> None:
    """An act of acceptance under the invoice lists its services again."""
    lines = [
        "@43:Nr.|@64:Atlikti darbai|@338:Kiekis|@366:Mato vnt.|@432:Kaina|@500:Suma be PVM",
        "@48:1|@64:Naudotojų mokymai|@340:10|@366:val.|@440:50,00|@510:500,00",
        "@48:2|@64:Sistemos priežiūra|@340:1|@366:mėn.|@440:80,00|@515:80,00",
        "",
        "",
        "",
        "",
        "",
        "@43:Nr.|@69:Paslauga|@398:Apimtis|@479:Suma be PVM, EUR",
        "@48:1|@69:Naudotojų mokymai|@398:10 val.|@510:500,00",
        "@48:2|@69:Sistemos priežiūra|@398:1 mėn.|@515:80,00",
    ]
    assert [r["prekes_pavadinimas"] for r in _items(lines)] == ["Naudotojų mokymai", "Sistemos priežiūra"]


def test_a_totals_label_at_the_left_ends_the_table_though_a_unit_stands_apart_after_it() -> None:
    rows = _items(
        [
            "@44:Nr.|@66:Pavadinimas|@215:Mato vnt.|@294:Kiekis|@355:Kaina, EUR/kg|@445:Suma be PVM, EUR",
            "@50:1|@66:Varis|@234:kg|@294:826,845|@380:8,102|@500:6.699,10",
            "@50:2|@66:Aliuminis|@234:kg|@294:259,030|@380:1,169|@505:302,81",
            "@66:Iš viso|@234:kg|@282:1.085,875|@500:7.001,91",
        ]
    )
    assert [r["prekes_pavadinimas"] for r in rows] == ["Varis", "Aliuminis"]
