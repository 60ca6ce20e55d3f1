from activities.reading.layout import Layout, build_lines, fold_aligned
from activities.reading.ocr import (
    fix_lithuanian_misreads,
    fix_number_misreads,
    fix_quote_misreads,
    fix_town_misreads,
)
from activities.reading.rules import vocabulary as v
from activities.reading.types import Box, Page, Word
from tests.activities.reading.pages import make_layout, make_page


def test_fold_keeps_offsets_so_matches_map_back_to_the_printed_text() -> None:
    text = "Išrašymo data: Straße"
    folded = fold_aligned(text)
    assert len(folded) == len(text)
    assert folded.startswith("israsymo data")


def test_columns_become_segments_of_one_line() -> None:
    layout = make_layout(["Pardavėjas:|Pirkėjas:", "UAB „Ąžuolas“|MB „Beržas“"])
    assert [[s.text for s in line.segments] for line in layout.lines] == [
        ["Pardavėjas:", "Pirkėjas:"],
        ["UAB „Ąžuolas“", "MB „Beržas“"],
    ]


def test_a_slanted_row_stays_one_line() -> None:
    # a photographed row drifts 1 point per word but is still one row
    words = [Word(f"w{i}", Box(0, 40 + 60 * i, 100 + i, 80 + 60 * i, 110 + i)) for i in range(6)]
    words += [Word("next", Box(0, 40, 114, 80, 124))]
    lines = build_lines(Page(0, 595, 842, words, "text"))
    assert [len(line.words) for line in lines] == [6, 1]


def test_on_a_slanted_scan_an_amount_far_right_of_its_label_stays_on_the_labels_line() -> None:
    # a photo slanted 0.06: the amount 200 points right of its label stands a line lower than the label
    words = []
    for row in range(5):
        level = 300 + 12 * row
        for i, text in enumerate(("Suma", "be", "PVM", "eilutei", f"{row}:")):
            x = 300 + 22 * i
            words.append(Word(text, Box(0, x, level + 0.06 * x, x + 18, level + 0.06 * x + 9), 0.9))
        words.append(Word(f"{row},00", Box(0, 520, level + 31.2, 545, level + 40.2), 0.9))
    lines = build_lines(Page(0, 595, 842, words, "ocr"))
    assert [line.text.split()[-2:] for line in lines] == [[f"{row}:", f"{row},00"] for row in range(5)]


def test_marks_in_one_zero_wide_box_measure_no_slope() -> None:
    # OCR gave two marks one zero-wide box: no run to divide by (it raised ZeroDivisionError)
    words = [Word(f"w{i}", Box(0, 40 + 30 * i, 100, 60 + 30 * i, 110), 0.9) for i in range(24)]
    words += [Word(".", Box(0, 770, 100, 770, 110), 0.9), Word(",", Box(0, 770, 100, 770, 110), 0.9)]
    lines = build_lines(Page(0, 900, 842, words, "ocr"))
    assert sum(len(line.words) for line in lines) == 26


def test_find_matches_folded_labels_and_reports_their_boxes() -> None:
    layout = make_layout(["PVM saskaita faktura", "Israsymo data: 2026-03-05"])
    [hit] = list(layout.find(v.INVOICE_DATE, layout.lines[1:]))
    assert hit.text == "Israsymo data"
    assert hit.box.x0 == 40


def test_values_under_a_label_are_found_below_it() -> None:
    layout = make_layout(["Sąskaitos data|Apmokėti iki", "2026-03-05|2026-03-19"])
    label = layout.lines[0]
    below = [segment.text for _, segment in layout.below(label, 295, 400)]
    assert below == ["2026-03-19"]


def test_page_text_keeps_reading_order_across_pages() -> None:
    layout = Layout([make_page(["first"], 0), make_page(["second"], 1)])
    assert layout.text == "first\nsecond"
    assert [line.page for line in layout.lines] == [0, 1]


def test_ocr_words_of_x_height_keep_their_spaces_and_misread_quotes_are_mended() -> None:
    # ink boxes: capitals 8 pt, "uogos" 5 pt; the spaces are 6 pt, under the line's usual word height
    words = [
        Word("UAB", Box(0, 40, 100, 58, 108), 0.9),
        Word(",,Dzūkijos", Box(0, 64, 100, 110, 110), 0.9),
        Word("uogos“", Box(0, 116, 103, 146, 108), 0.9),
        Word("I]", Box(0, 300, 100, 306, 108), 0.9),
        Word(",,Beržas“", Box(0, 312, 100, 350, 108), 0.9),
    ]
    page = fix_quote_misreads(Page(0, 595, 842, words, "ocr"))
    assert [s.text for s in Layout([page]).lines[0].segments] == ["UAB „Dzūkijos uogos“", "IĮ „Beržas“"]


def _spaced(source: str, texts: list[str], gaps: list[float]) -> list[list[str]]:
    """One row of words 7 points high set the given gaps apart; its segments and its cells."""
    words, x = [], 40.0
    for text, gap in zip(texts, [0.0, *gaps], strict=True):
        x += gap
        words.append(Word(text, Box(0, x, 100, x + 6 * len(text), 107), 0.9 if source == "ocr" else 1.0))
        x += 6 * len(text)
    [line] = build_lines(Page(0, 595, 842, words, source))
    return [[s.text for s in line.segments], [s.text for s in line.cells]]


def test_a_scans_widely_spaced_address_is_one_segment_and_its_table_cells_stay_apart() -> None:
    # a 150 dpi scan: words 0.9-1.3 ink heights apart inside the address, a column 5 heights away
    texts = ["Žirmūnų", "g.", "41-15,", "LT-62715", "Alytus", "Kaunas"]
    segments, cells = _spaced("ocr", texts, [6.3, 8.4, 9.1, 6.3, 35.0])
    assert segments == ["Žirmūnų g. 41-15, LT-62715 Alytus", "Kaunas"]
    assert cells[:3] == ["Žirmūnų", "g.", "41-15,"]
    # a text layer's gaps mean what they say
    assert _spaced("text", texts, [6.3, 8.4, 9.1, 6.3, 35.0])[0][:2] == ["Žirmūnų", "g."]


def test_an_amount_whose_thousands_ocr_spaced_apart_stays_one() -> None:
    cells = _spaced("ocr", ["Iš", "viso", "2", "117,31", "EUR"], [6.0, 6.0, 10.5, 6.0])[1]
    assert "2 117,31" in cells[-2]


def test_a_town_and_a_street_ocr_read_without_their_marks_are_spelled_right() -> None:
    texts = ["Liepy", "g.", "96-32,", "LT-76765", "SIAULIAI,", "Sony", "Klaipeda", "Vilnius"]
    words = [Word(t, Box(0, 40 + 60 * i, 100, 90 + 60 * i, 108), 0.9) for i, t in enumerate(texts)]
    page = fix_town_misreads(fix_lithuanian_misreads(Page(0, 595, 842, words, "ocr")))
    assert [w.text for w in page.words] == [
        "Liepų",
        "g.",
        "96-32,",
        "LT-76765",
        "ŠIAULIAI,",
        "Sony",
        "Klaipėda",
        "Vilnius",
    ]
    # a text layer prints what it means
    assert fix_lithuanian_misreads(Page(0, 595, 842, words, "text")).words[0].text == "Liepy"
    # another language's marks on a town (a foreign page read with its own model) give way too; a town's
    # Lithuanian marks stand
    towns = [
        Word(t, Box(0, 40 + 60 * i, 100, 90 + 60 * i, 108), 0.9)
        for i, t in enumerate(["Klaipēda", "Panevėžys"])
    ]
    assert [w.text for w in fix_town_misreads(Page(0, 595, 842, towns, "ocr")).words] == [
        "Klaipėda",
        "Panevėžys",
    ]


def test_cents_ocr_set_apart_from_the_decimal_comma_join_their_amount() -> None:
    words = [
        Word("PVM", Box(0, 40, 100, 60, 107), 0.9),
        Word("399,", Box(0, 66, 100, 88, 108), 0.9),
        Word("09", Box(0, 92, 100, 104, 107), 0.9),
        # a count after a list's comma far off is no amount's cents
        Word("1,", Box(0, 200, 100, 206, 107), 0.9),
        Word("12", Box(0, 240, 100, 252, 107), 0.9),
    ]
    page = fix_number_misreads(Page(0, 595, 842, words, "ocr"))
    assert [w.text for w in page.words] == ["PVM", "399,09", "1,", "12"]
    assert page.words[1].box == Box(0, 66, 100, 104, 108)
    # a text layer prints what it means
    assert fix_number_misreads(Page(0, 595, 842, words, "text")).words == words


def test_an_amounts_separators_ocr_lost_or_misread_are_put_back() -> None:
    words = [
        Word("1.14838", Box(0, 100, 100, 130, 108), 0.8),
        # a point with three digits after it is a thousands point or a decimal one, as printed
        Word("1.148", Box(0, 140, 100, 160, 108), 0.8),
        Word("2.123456", Box(0, 170, 100, 200, 108), 0.8),
        # a semicolon read for the comma, a colon for the thousands space; a time stays
        Word("3:952;91", Box(0, 210, 100, 240, 108), 0.8),
        Word("18;57", Box(0, 250, 100, 270, 108), 0.8),
        Word("23:11", Box(0, 280, 100, 300, 108), 0.8),
    ]
    page = fix_number_misreads(Page(0, 595, 842, words, "ocr"))
    assert [w.text for w in page.words] == ["1.148,38", "1.148", "2.123456", "3952,91", "18,57", "23:11"]


def test_cells_a_photos_rulings_ran_together_are_set_apart() -> None:
    words = [
        Word("21--171,36-207,35", Box(0, 100, 100, 185, 108), 0.8),
        # a date, a code and a range hold no two amounts with cents
        Word("2026-05-05", Box(0, 200, 100, 250, 108), 0.9),
        Word("PR-28768", Box(0, 260, 100, 300, 108), 0.9),
        Word("10-20", Box(0, 310, 100, 335, 108), 0.9),
    ]
    page = fix_number_misreads(Page(0, 595, 842, words, "ocr"))
    assert [w.text for w in page.words] == ["21", "171,36", "207,35", "2026-05-05", "PR-28768", "10-20"]
    assert [(w.box.x0, w.box.x1) for w in page.words[:3]] == [(100, 110), (120, 150), (155, 185)]


def test_an_opening_quote_read_as_one_comma_is_mended_glued_to_the_legal_form_or_not() -> None:
    words = [
        Word("UAB,Nemuno", Box(0, 40, 100, 100, 108), 0.9),
        Word('krantas"', Box(0, 106, 100, 150, 108), 0.9),
        Word("MB", Box(0, 300, 100, 315, 108), 0.9),
        Word(",Ežerų", Box(0, 321, 100, 355, 108), 0.9),
        Word("1,50", Box(0, 400, 100, 420, 108), 0.9),
    ]
    page = fix_quote_misreads(Page(0, 595, 842, words, "ocr"))
    assert [w.text for w in page.words] == ["UAB „Nemuno", 'krantas"', "MB", "„Ežerų", "1,50"]


def test_words_printed_upright_along_the_margin_join_no_row() -> None:
    page = make_page(["Base imponible|Cuota IVA", "68,43|2,74"])
    upright = Word("Mercantil", Box(0, 14, 44, 21, 84))  # beside both rows, as tall as two
    lines = build_lines(Page(0, page.width, page.height, [*page.words, upright], "text"))
    assert [[s.text for s in line.segments] for line in lines] == [
        ["Base imponible", "Cuota IVA"],
        ["68,43", "2,74"],
    ]
